# validate --seed 7, pattern 3
grid 6
block 32, 4
let t = threadIdx.y * blockDim.x + threadIdx.x
shared float2 v0[92]
read v0[t / 8 * 4 + 31] if t % 32 < 16
global int4 v1[768]
read v1[blockIdx.x * 128 + t / 32 * 32 + (t % 32 ^ t / 32) % 32] if t % 32 < 1
