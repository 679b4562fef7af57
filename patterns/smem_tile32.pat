# smem_tile32.pat - a 32 x 32 float tile in shared memory, read by row and
# by column.
#
# What it shows: shared memory has 32 banks of 4 bytes; the float at byte
# address b is in bank (b / 4) % 32. A row of a 32-float tile covers the
# 32 banks once, so a warp reading along a row is served in one wavefront.
# A column is 32 floats 128 bytes apart, all in the same bank: 32
# distinct words in one bank, 32 wavefronts, a 32-way conflict (31 extra
# wavefronts per request). Measured on H200: s[lane] 1 wavefront,
# s[32*lane] 32.
#
# What to change: pad the row to 33 floats (smem_tile33.pat) or swizzle
# the column index (smem_swizzle.pat).

grid 1
block 32, 32

shared float tile[32][32]

let tx = threadIdx.x
let ty = threadIdx.y

write tile[ty][tx] as store_row
sync
read tile[ty][tx] as by_row
read tile[tx][ty] as by_column

expect store_row.wavefronts_per_request == 1
expect by_row.wavefronts_per_request == 1
expect by_row.bank_conflicts_per_request == 0
expect by_column.wavefronts_per_request == 32
expect by_column.bank_conflicts_per_request == 31
