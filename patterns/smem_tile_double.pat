# smem_tile_double.pat - a 32 x 32 tile of 8-byte doubles: by row, by
# column, and padded.
#
# What it shows: a double spans two banks, and the hardware serves 8-byte
# accesses in two phases of 16 lanes, each a pass over the 32 banks. A row
# of doubles is therefore 2 wavefronts, the least an 8-byte request can
# take. A column is 32 doubles 256 bytes apart, all in banks 0 and 1:
# 16 words per bank in each phase, 32 wavefronts. Padding each row to 33
# doubles moves each row two banks on, and a phase's 16 lanes cover the
# 32 banks once: 2 wavefronts again. Measured on H200: double s[lane] 2,
# s[16*lane] 32, s[17*lane] 2; s[lane>>1] 1 (pairs of lanes on the same
# double merge the two phases).
#
# What to change: pad by one element (33 doubles a row), or swizzle.

grid 1
block 32, 32

shared double tile[32][32]
shared double padded[32][33]

let tx = threadIdx.x
let ty = threadIdx.y

read tile[ty][tx] as by_row
read tile[tx][ty] as by_column
read padded[tx][ty] as padded_column
sync
write padded[ty][tx] as padded_store

expect by_row.wavefronts_per_request == 2
expect by_row.ideal_wavefronts_per_request == 2
expect by_row.bank_conflicts_per_request == 0
expect by_column.wavefronts_per_request == 32
expect by_column.bank_conflicts_per_request == 30
expect padded_column.wavefronts_per_request == 2
expect padded_store.wavefronts_per_request == 2

# the barriers order every store before the loads of other threads
expect races == 0
