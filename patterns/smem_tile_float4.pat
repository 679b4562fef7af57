# smem_tile_float4.pat - a 32 x 32 tile of 16-byte float4s: by row, by
# column, and padded.
#
# What it shows: a float4 spans four banks; 16-byte accesses are served
# in four phases of 8 lanes. A row is 4 wavefronts, the least for a
# 16-byte request. A column is 32 float4s 512 bytes apart, all in banks
# 0-3: 8 words per bank in each phase, 32 wavefronts. Padded to 33
# float4s a row, row r starts in bank 4 r % 32 and a phase's 8 lanes
# cover all 32 banks: 4 wavefronts. Measured on H200: float4 s[lane] 4,
# s[2*lane] 8, s[0] 2, s[lane>>1] 2.
#
# What to change: pad by one element, or swizzle in units of float4.

grid 1
block 32, 32

shared float4 tile[32][32]
shared float4 padded[32][33]

let tx = threadIdx.x
let ty = threadIdx.y

read tile[ty][tx] as by_row
read tile[tx][ty] as by_column
read padded[tx][ty] as padded_column

expect by_row.wavefronts_per_request == 4
expect by_row.bank_conflicts_per_request == 0
expect by_column.wavefronts_per_request == 32
expect by_column.bank_conflicts_per_request == 28
expect padded_column.wavefronts_per_request == 4
