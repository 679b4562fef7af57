# matmul_naive_cu.pat - c = a b without shared memory, matmul_naive of
# library.cu, analyzed from its own CUDA source: square 64 x 64 matrices
# of floats, blocks of 16 x 16 threads, each thread one element of c.
#
# What it shows: a warp is two rows of the block, 16 threads each. In the
# loop over k its lanes read b[k][col] along a row, the same 64 bytes for
# both halves: 2 sectors, all of them used. They read a[row][k] in two
# rows, the same float for the 16 lanes of each: 2 sectors a request, one
# float of each used (12.5 %), and every block of a row of blocks reads
# the same rows of a again. The guard row < n && col < n lets n be any
# size: -D N=200 leaves the last blocks of each row and column partly
# idle (tests/cudasrc/classes.sh). The hand-written twin at this shape is
# tests/cudasrc/matmul_naive_hand.pat (patterns/matmul_naive.pat is
# another shape: M x 32 times 32 x N, blocks of 32 x 32).
#
# What to change: load tiles of a and b into shared memory once a block
# (matmul_tiled_cu.pat).

param N = 64

grid (N + 15) / 16, (N + 15) / 16
block 16, 16

global float a[N][N]
global float b[N][N]
global float c[N][N]

kernel "library.cu" matmul_naive (c, a, b, N)

expect a.sectors_per_request == 2
expect a.efficiency == 12.5%
expect b.sectors_per_request == 2
expect b.efficiency == 100%
expect c.sectors_per_request == 4
