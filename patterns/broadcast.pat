# broadcast.pat - every lane of a warp reads the same word.
#
# What it shows: the addresses of one warp collapse to one: 1 sector per
# request in global memory (measured on H200: 1), but only 4 of its 32
# bytes are used, 12.5 %. This is cheap in itself - one sector for a
# whole warp - and the usual shape of a coefficient, a loop bound or
# A[row][k] in a matrix product (matmul_naive.pat). Constant memory is
# made for it: one address per request is as fast as a register, while
# 32 different addresses are served one after another (32 times the
# cost).
#
# What to change: nothing for the broadcast itself; keep per-warp uniform
# data in constant memory or in registers, and never index constant
# memory by threadIdx.

grid 8
block 256

global float coef[64]
constant float table[256]

read coef[blockIdx.x] as global_one
read table[blockIdx.x] as constant_one
read table[threadIdx.x] as constant_per_lane

expect global_one.sectors_per_request == 1
expect global_one.efficiency == 12.5%
expect constant_one.distinct_per_request == 1
expect constant_per_lane.distinct_per_request == 32
