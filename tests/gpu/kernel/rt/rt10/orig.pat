# validate --seed 7, pattern 10
grid 5
block 48, 1
let t = threadIdx.y * blockDim.x + threadIdx.x
shared int4 v0[5]
read v0[t % 5 * 1]
shared float4 v1[64]
read v1[t / 32 * 32 + t % 32 * 17 % 32]
