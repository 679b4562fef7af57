# matmul_tiled_cu.pat - c = a b through 16 x 16 shared tiles,
# matmul_tiled of library.cu, analyzed from its own CUDA source: square
# 64 x 64 matrices of floats (N a multiple of 16), blocks of 16 x 16
# threads.
#
# What it shows: each element of a and b is read from global memory once
# a block, a tile at a time, along rows: 4 sectors a request, all used
# (matmul_naive_cu.pat reads a and b once a thread). The inner loop
# reads the tiles from shared memory: as[ty][k] is the same word for the
# 16 lanes of a row (a broadcast), bs[k][tx] 16 consecutive words: no
# bank conflict. The two __syncthreads() order the tiles' stores and
# loads: no race. tests/cudasrc/matmul_tiled_hand.pat is its twin
# written by hand.
#
# What to change: more work a thread, several elements of c kept in
# registers, so that each word read from shared memory serves several
# products (register tiling, sgemm_float4.pat).

param N = 64

grid N / 16, N / 16
block 16, 16

global float a[N][N]
global float b[N][N]
global float c[N][N]

kernel "library.cu" matmul_tiled (c, a, b, N)

expect a.sectors_per_request == 4
expect b.sectors_per_request == 4
expect as_load_1.bank_conflicts == 0
expect bs_load_1.bank_conflicts == 0
expect races == 0
