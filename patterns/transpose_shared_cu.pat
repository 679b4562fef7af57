# transpose_shared_cu.pat - the transpose through a 32 x 32 shared tile,
# transpose_shared of library.cu, analyzed from its own CUDA source: a
# 64 x 64 matrix of floats, blocks of 32 x 8 threads.
#
# What it shows: the figures of the hand-written transpose_shared.pat,
# got from the kernel itself (tests/cudasrc/run.sh holds them equal, and
# at -D N=512). Both global accesses now go along rows, 4 sectors a
# request. The tile is written along a row (tile_store_1, line 37 of
# library.cu: 1 wavefront) and read down a column (tile_load_1: every
# lane in one bank, 32 wavefronts, a 32-way bank conflict). Those names
# stay when lines of the .cu move. The race check runs on the kernel's
# requests: the __syncthreads() between the two orders them.
#
# What to change: pad the tile to 33 columns (transpose_padded_cu.pat).

param N = 64

grid N / 32, N / 32
block 32, 8

global float idata[N][N]
global float odata[N][N]

kernel "library.cu" transpose_shared (odata, idata, N)

expect idata.sectors_per_request == 4
expect odata.sectors_per_request == 4
expect tile_store_1.wavefronts_per_request == 1
expect tile_load_1.wavefronts_per_request == 32
expect tile_load_1.bank_conflicts_per_request == 31
expect races == 0
