# transpose_padded.pat - matrix transpose through a shared tile padded to
# 33 columns.
#
# What it shows: transpose_shared.pat with 'shared float tile[32][33]'.
# The column read of the tile now visits 32 banks: 1 wavefront instead of
# 32. Every access of the kernel is at its minimum: 4 sectors per global
# request, 1 wavefront per shared request, no bank conflict.
#
# What to change: nothing; this is the textbook end point. The extra
# column costs 128 bytes of shared memory per block.

param N = 64

grid N / 32, N / 32
block 32, 8

global float idata[N][N]
global float odata[N][N]
shared float tile[32][33]

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
expect tile_load.wavefronts_per_request == 1
expect all.bank_conflicts == 0
