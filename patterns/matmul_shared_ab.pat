# matmul_shared_ab.pat - C = A B with tiles of A and B in shared memory
# (Best Practices Guide, sharedABMultiply).
#
# What it shows: the block loads a 32 x 32 tile of A and one of B with
# coalesced reads (4 sectors per request) and stores them along rows of
# shared memory (1 wavefront). The loop then reads sa[ty][i], a broadcast
# (1 wavefront), and sb[i][tx], a row of the B tile (1 wavefront): no
# global access and no bank conflict inside the loop. What changed is not
# coalescing - the naive kernel was coalesced too - but that each element
# of A and B now leaves global memory once per block instead of once per
# warp.
#
# What to change: nothing here; real GEMM kernels go on to loop over
# tiles along the inner dimension and to give each thread several
# outputs.

param M = 64
param N = 64

grid N / 32, M / 32
block 32, 32

global float a[M][32]
global float b[32][N]
global float c[M][N]
shared float sa[32][32]
shared float sb[32][32]

let tx = threadIdx.x
let ty = threadIdx.y
let row = blockIdx.y * blockDim.y + ty
let col = blockIdx.x * blockDim.x + tx

read a[row][tx] as a_load
write sa[ty][tx] as sa_store
read b[ty][col] as b_load
write sb[ty][tx] as sb_store
sync
# (__syncthreads)
for i in 0 .. 32 {
	read sa[ty][i] as sa_row
	read sb[i][tx] as sb_row
}
write c[row][col] as c_store

expect a_load.sectors_per_request == 4
expect b_load.sectors_per_request == 4
expect b_load.requests == 128
expect all.wavefronts_per_request == 1
expect all.bank_conflicts == 0
expect c_store.sectors_per_request == 4

# the barriers order every store before the loads of other threads
expect races == 0
