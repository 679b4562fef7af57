# tile_pad.pat - a 32 x 32 float tile read down its columns, each row
# padded by 'pad' floats: the padding sweep.
#
# What it shows: lane tx of a warp reads tile[tx][ty], the word
# (32 + pad) * tx + ty, so the bank is (pad * tx + ty) mod 32. Without
# padding all 32 lanes queue on one bank: 32 wavefronts. With pad = 1 the
# rows start in successive banks: 1 wavefront. An even pad only halves or
# quarters the conflict: pad 2 gives 2 wavefronts, pad 4 gives 4 (the
# lanes fall on 32 / gcd(pad, 32) banks). The row-wise store is conflict
# free at every pad.
#
#     accessan sweep -D pad=0..4 patterns/tile_pad.pat
#
# The expectations pin the default, pad = 1.
#
# What to change: pad by an odd number of words (1 is enough), or swizzle
# the column index (smem_swizzle.pat) to keep the tile unpadded.

param pad = 1

grid 1
block 32, 32

shared float tile[32][32 + pad]

read tile[threadIdx.x][threadIdx.y] as column
sync
write tile[threadIdx.y][threadIdx.x] as row

expect column.wavefronts_per_request == 1
expect row.bank_conflicts == 0
