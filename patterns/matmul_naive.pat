# matmul_naive.pat - C = A B without shared memory (Best Practices Guide,
# the unoptimized simpleMultiply).
#
# What it shows: A is M x 32, B is 32 x N, a 32 x 32 block computes a
# 32 x 32 tile of C. In the loop over i, a warp (one row of the block)
# reads b[i][col] along a row of B: 4 sectors per request, coalesced. All
# of its lanes read the same a[row][i]: one sector per request, but only
# 4 of its 32 bytes used (12.5 %), and the 32 warps of the block - and
# the blocks beside it - read the same row of A again and again.
#
# What to change: load the block's rows of A into shared memory once
# (matmul_shared_a.pat), then B's tile too (matmul_shared_ab.pat).

param M = 64
param N = 64

grid N / 32, M / 32
block 32, 32

global float a[M][32]
global float b[32][N]
global float c[M][N]

let row = blockIdx.y * blockDim.y + threadIdx.y
let col = blockIdx.x * blockDim.x + threadIdx.x

for i in 0 .. 32 {
	read a[row][i] as a_row
	read b[i][col] as b_col
}
write c[row][col] as c_store

expect a_row.sectors_per_request == 1
expect a_row.efficiency == 12.5%
expect a_row.requests == 4096
expect b_col.sectors_per_request == 4
expect c_store.sectors_per_request == 4
