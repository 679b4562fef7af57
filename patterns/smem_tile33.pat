# smem_tile33.pat - the 32 x 32 tile of smem_tile32.pat padded to 33
# columns.
#
# What it shows: one unused float at the end of each row shifts every row
# by one bank: element [r][c] is word 33 r + c, in bank (r + c) % 32. A
# column now visits 32 different banks, so reading it takes one
# wavefront like a row does. Measured on H200: s[33*lane] 1 wavefront;
# a 16 x 16 tile read by column 8, padded to 17 columns 2.
# The cost is 32 floats (128 bytes) of shared memory per tile.
#
# What to change: nothing; this is the fix. The XOR swizzle of
# smem_swizzle.pat does the same without the extra column.

grid 1
block 32, 32

shared float tile[32][33]

let tx = threadIdx.x
let ty = threadIdx.y

write tile[ty][tx] as store_row
sync
read tile[ty][tx] as by_row
read tile[tx][ty] as by_column

expect store_row.wavefronts_per_request == 1
expect by_row.wavefronts_per_request == 1
expect by_column.wavefronts_per_request == 1
expect all.bank_conflicts == 0
