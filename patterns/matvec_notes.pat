# matvec_notes.pat - the course notes' matrix-vector product y = A x at
# the notes' own size: M = 10000 rows, N = 20000 columns of doubles, one
# thread a row (the warp-a-row version is matvec_notes_warp.pat).
#
# What it shows: matvec_naive.pat at full size, with the bounds check that
# a grid of whole blocks needs: 40 blocks of 256 threads cover 10240 rows,
# and the last block's 240 extra threads do nothing. Each request reads
# one column of 32 rows, 160000 bytes apart: 32 sectors, a quarter of
# each used (16 in the last warp of rows, which has 16 rows). It is analyzed in milliseconds: the loop's 20000 iterations
# fall into 4 classes (the column's offset modulo a sector), see
# accessan(1), SCALING.
#
# What to change: a warp a row (matvec_notes_warp.pat).

param M = 10000
param N = 20000

grid (M + 255) / 256
block 256

global double A[M][N]
global double x[N]
global double y[M]

let row = blockIdx.x * blockDim.x + threadIdx.x
# nvcc unrolls the loop of the notes' kernel 4 times (its trip count is
# known at run time only): the loads of 4 passes are in flight together
unroll 4 for j in 0 .. N {
	read A[row][j] if row < M as matrix
	read x[j] if row < M as vector
}
write y[row] if row < M as result

expect matrix.max_sectors_per_request == 32
expect matrix.efficiency == 25%
expect matrix.requests == 6260000
expect vector.sectors_per_request == 1
expect result.max_sectors_per_request == 8
