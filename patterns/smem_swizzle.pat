# smem_swizzle.pat - a 32 x 32 float tile with an XOR swizzle instead of
# padding.
#
# What it shows: store element (r, c) at tile[r][c ^ r]. Within a row the
# XOR only permutes the 32 columns, so row accesses stay conflict-free;
# down a column (fixed c, r = 0..31) the stored columns c ^ r are 32
# different numbers, hence 32 different banks: one wavefront, with no
# padding and the tile still 4096 bytes. Reading the column without the
# swizzle is the 32-way conflict of smem_tile32.pat.
#
# What to change: nothing; every access to the tile must apply the same
# XOR. For 8- and 16-byte elements, XOR the index in units of the
# element, and check with accessan.

grid 1
block 32, 32

shared float tile[32][32]

let tx = threadIdx.x
let ty = threadIdx.y

# row ty, column tx, stored at column tx ^ ty
write tile[ty][tx ^ ty] as store_row
sync
# row tx, column ty: lane tx reads element (tx, ty)
read tile[tx][ty ^ tx] as by_column
# the same column without the swizzle
read tile[tx][ty] as unswizzled

expect store_row.wavefronts_per_request == 1
expect by_column.wavefronts_per_request == 1
expect unswizzled.wavefronts_per_request == 32
