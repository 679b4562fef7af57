# block2d.pat - a 2D block over a row-major matrix: threadIdx.x as the
# column (right) and as the row (wrong).
#
# What it shows: a warp is 32 threads of consecutive linear index, x
# varying fastest, so with a 32 x 8 block each warp is one value of
# threadIdx.y and 32 values of threadIdx.x. If x picks the column, the
# warp reads 32 neighbours in a row: 4 sectors per request. If x picks
# the row, the same warp reads 32 elements of a column, N floats apart:
# 32 sectors per request, 1/8 of each used.
#
# What to change: 'col = blockIdx.x * blockDim.x + threadIdx.x; row =
# blockIdx.y * blockDim.y + threadIdx.y; m[row][col]'. If the algorithm
# is column-oriented, swap the roles of row and col in the arithmetic,
# not in the thread mapping.

param N = 64

grid N / 32, N / 8
block 32, 8

global float m[N][N]
global float out[N][N]

let col = blockIdx.x * blockDim.x + threadIdx.x
let row = blockIdx.y * blockDim.y + threadIdx.y

# right: x is the column
read m[row][col] as right
write out[row][col] as right_store

# wrong: x is the row (the same grid over the transposed index space)
let wrow = blockIdx.x * blockDim.x + threadIdx.x
let wcol = blockIdx.y * blockDim.y + threadIdx.y
read m[wrow][wcol] as wrong

expect right.sectors_per_request == 4
expect right_store.sectors_per_request == 4
expect wrong.sectors_per_request == 32
expect wrong.efficiency == 12.5%
