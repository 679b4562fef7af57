# transpose_naive.pat - matrix transpose straight through global memory.
#
# What it shows: odata[x][y] = idata[y][x] with threadIdx.x as x. The read
# walks along a row of idata: 4 sectors per request. The write walks down
# a column of odata, N floats apart: 32 sectors per request, 1/8 of each
# used, and every partly written sector has to be merged with the rest of
# its data in L2 - the store side of a transpose is where it loses.
#
# What to change: read a tile along rows into shared memory and write it
# out along rows of odata, swapping the roles of x and y in between
# (transpose_shared.pat, then transpose_padded.pat).

param N = 64

grid N / 32, N / 32
block 32, 8

global float idata[N][N]
global float odata[N][N]

let x = blockIdx.x * 32 + threadIdx.x
let y0 = blockIdx.y * 32 + threadIdx.y

# a 32 x 8 block moves a 32 x 32 tile, 4 rows per thread
unroll for j in 0 .. 32 step 8 {
	read idata[y0 + j][x] as load
	write odata[x][y0 + j] as store
}

expect load.sectors_per_request == 4
expect store.sectors_per_request == 32
expect store.efficiency == 12.5%
