# transpose_shared.pat - matrix transpose through a 32 x 32 shared tile.
#
# What it shows: the block reads a 32 x 32 tile of idata along its rows
# (4 sectors per request) into shared memory, and writes the transposed
# tile along rows of odata (4 sectors per request): both global accesses
# are now coalesced. The transposition happens in shared memory, where
# the tile is written along a row (1 wavefront) but read down a column:
# tile[threadIdx.x][...] puts all 32 lanes in one bank, 32 wavefronts, a
# 32-way bank conflict on every read.
#
# What to change: pad the tile to 33 columns (transpose_padded.pat), or
# swizzle it (smem_swizzle.pat).

param N = 64

grid N / 32, N / 32
block 32, 8

global float idata[N][N]
global float odata[N][N]
shared float tile[32][32]

let tx = threadIdx.x
let ty = threadIdx.y

# load the tile along rows of idata
unroll for j in 0 .. 32 step 8 {
	read idata[blockIdx.y * 32 + ty + j][blockIdx.x * 32 + tx] as load
	write tile[ty + j][tx] as tile_store
}
sync
# (__syncthreads)
# write it out along rows of odata, reading the tile down its columns
unroll for j in 0 .. 32 step 8 {
	read tile[tx][ty + j] as tile_load
	write odata[blockIdx.x * 32 + ty + j][blockIdx.y * 32 + tx] as store
}

expect load.sectors_per_request == 4
expect store.sectors_per_request == 4
expect tile_store.wavefronts_per_request == 1
expect tile_load.wavefronts_per_request == 32
expect tile_load.bank_conflicts_per_request == 31

# the barriers order every store before the loads of other threads
expect races == 0
