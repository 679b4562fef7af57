# worst_warp.pat - warp 0 reads a row (no conflict), warp 1 a column of a
# 32-word-wide tile (32-way conflict): the picture must show warp 1.

grid 1
block 64
shared float s[64 * 32]
read s[threadIdx.x < 32 ? threadIdx.x : (threadIdx.x - 32) * 32]
