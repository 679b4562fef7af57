# matvec_naive.pat - matrix-vector product y = A x, one thread per row.
#
# What it shows: the CPU way of splitting the work. Thread i walks along
# row i of the row-major M x N matrix of doubles, so on each step of the
# loop the 32 lanes of a warp read the same column of 32 different rows,
# N * 8 bytes apart: 32 sectors per request, 8 of each sector's 32 bytes
# used. x[j] is the same element for every lane: a 1-sector broadcast.
# Over the whole loop the warp needs 32 rows x N doubles but asks for
# them 8 bytes of each sector at a time, 4 times the sectors of
# matvec_warp.pat for the same data.
#
# What to change: give each row a whole warp, lanes taking consecutive
# columns (matvec_warp.pat), and add the 32 partial sums with warp
# shuffles.

param M = 64
param N = 64

grid M / 64
block 64

global double A[M][N]
global double x[N]
global double y[M]

let row = blockIdx.x * blockDim.x + threadIdx.x
for j in 0 .. N {
	read A[row][j] as matrix
	read x[j] as vector
}
write y[row] as result

expect matrix.sectors_per_request == 32
expect matrix.efficiency == 25%
expect vector.sectors_per_request == 1
expect result.sectors_per_request == 8
