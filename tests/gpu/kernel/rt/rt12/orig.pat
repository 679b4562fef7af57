# validate --seed 7, pattern 12
grid 6
block 8, 8
let t = threadIdx.y * blockDim.x + threadIdx.x
shared float2 v0[64]
read v0[t / 32 * 32 + t % 32 * 23 % 32] if (t & 9) != 0
global float4 v1[384]
write v1[blockIdx.x * 64 + t / 32 * 32 + (t % 32 ^ t / 32) % 32]
shared short v2[64]
read v2[t / 32 * 32 + (t % 32 ^ t / 32) % 32] if t % 32 < 16
