# validate --seed 7, pattern 19
grid 5
block 64, 1
let t = threadIdx.y * blockDim.x + threadIdx.x
global short v0[320]
read v0[blockIdx.x * 64 + t / 32 * 32 + t % 32 * 17 % 32] if t < 40
global float2 v1[320]
read v1[blockIdx.x * 64 + t / 32 * 32 + t % 32 * 13 % 32]
shared float4 v2[19]
read v2[t % 19 * 1]
