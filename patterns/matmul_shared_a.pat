# matmul_shared_a.pat - C = A B with the block's rows of A staged in
# shared memory (Best Practices Guide, coalescedMultiply).
#
# What it shows: each warp first copies its row of A's tile with one
# coalesced 4-sector read and a 1-wavefront store to shared memory, and
# then the loop reads sa[threadIdx.y][i]: every lane the same word, a
# broadcast, 1 wavefront and no conflict. Global traffic for A falls from
# 32 requests per warp (matmul_naive.pat) to one. B is still read from
# global memory on every step, and the 32 warps of the block read the
# same 32 x 32 tile of B.
#
# What to change: stage B's tile as well (matmul_shared_ab.pat).

param M = 64
param N = 64

grid N / 32, M / 32
block 32, 32

global float a[M][32]
global float b[32][N]
global float c[M][N]
shared float sa[32][32]

let tx = threadIdx.x
let ty = threadIdx.y
let row = blockIdx.y * blockDim.y + ty
let col = blockIdx.x * blockDim.x + tx

read a[row][tx] as a_load
write sa[ty][tx] as sa_store
sync
# (__syncwarp)
for i in 0 .. 32 {
	read sa[ty][i] as sa_row
	read b[i][col] as b_col
}
write c[row][col] as c_store

expect a_load.sectors_per_request == 4
expect a_load.requests == 128
expect sa_store.wavefronts_per_request == 1
expect sa_row.wavefronts_per_request == 1
expect sa_row.bank_conflicts == 0
expect b_col.sectors_per_request == 4
expect b_col.requests == 4096
