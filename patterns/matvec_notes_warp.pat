# matvec_notes_warp.pat - the course notes' matrix-vector product y = A x
# at the notes' own size, a warp a row: M = 10000 rows, N = 20000 columns
# of doubles (the thread-a-row version is matvec_notes.pat).
#
# What it shows: matvec_warp.pat at full size. Warp r owns row r; on each
# of its 625 steps its lanes read 32 consecutive doubles: 8 sectors, all
# used, a quarter of the sectors of matvec_notes.pat for the same bytes.
# The 1250 blocks differ only by whole rows of A, which leave every
# request's figures alone: one block stands for all of them (accessan(1),
# SCALING).
#
# What to change: nothing in the loop; combine the partial sums with warp
# shuffles.

param M = 10000
param N = 20000

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
expect matrix.requests == 6250000
expect vector.sectors_per_request == 8
expect result.sectors_per_request == 1
