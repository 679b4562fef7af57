# smem_tile16.pat - a 16 x 16 float tile read by column, and padded to 17
# columns: the measured case.
#
# What it shows: with a 16 x 16 block a warp is two rows of threads
# (threadIdx.y = 2w and 2w + 1). Read down a column, lane tx reads word
# 16 tx + ty: even tx fall in bank ty, odd tx in bank ty + 16, so each of
# four banks serves 8 distinct words: 8 wavefronts. Padded to 17 columns
# the word is 17 tx + ty; lanes 0-15 cover 16 banks, lanes 16-31 the other
# 16 shifted by one, and only lane 15 of the second row lands on the bank
# of lane 0 of the first: 2 wavefronts, not 1. Measured on H200: 8 and 2.
#
# What to change: padding by one column suits a tile as wide as the warp
# (smem_tile33.pat). For a 16-wide tile, pad so that the two half-warp
# rows fall into disjoint banks, or use the swizzle of smem_swizzle.pat.

grid 1
block 16, 16

shared float tile[16][16]
shared float padded[16][17]

let tx = threadIdx.x
let ty = threadIdx.y

read tile[ty][tx] as by_row
read tile[tx][ty] as by_column
read padded[tx][ty] as padded_column

expect by_row.wavefronts_per_request == 1
expect by_column.wavefronts_per_request == 8
expect padded_column.wavefronts_per_request == 2
