# matvec_warp.pat - matrix-vector product y = A x, 32 threads per row.
#
# What it shows: the coalesced split of matvec_naive.pat. Warp r owns row
# r; lane l adds up columns l, l + 32, l + 64, ... so on each step the
# warp reads 32 consecutive doubles of one row: 8 sectors per request,
# the fewest that hold 256 bytes, all of them used; x is read the same
# way. The 32 partial sums are then combined inside the warp
# (__shfl_down_sync, or the shared-memory tree of reduce_sequential.pat)
# and lane 0 writes the result: a 1-sector request.
#
# What to change: nothing in the loop. For very short rows (N < 32) pack
# several rows into a warp so that no lane idles.

param M = 64
param N = 64

grid M * 32 / 256
block 256

global double A[M][N]
global double x[N]
global double y[M]

let tid = blockIdx.x * blockDim.x + threadIdx.x
let row = tid / 32
let lane = tid % 32
for (col = lane; col < N; col += 32) {
	read A[row][col] as matrix
	read x[col] as vector
}
write y[row] if lane == 0 as result

expect matrix.sectors_per_request == 8
expect matrix.efficiency == 100%
expect vector.sectors_per_request == 8
expect result.sectors_per_request == 1
