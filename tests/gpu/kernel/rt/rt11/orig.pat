# validate --seed 7, pattern 11
grid 2
block 7, 1
let t = threadIdx.y * blockDim.x + threadIdx.x
global float4 v0[62]
write v0[blockIdx.x * 31 + t % 6 * 6] if t % 32 < 1
global float4 v1[6][4]
write v1[blockIdx.x * 3 + t % 2][t / 2 % 4] if t % 32 < 1
global float4 v2[4][33]
write v2[blockIdx.x * 2 + t / 33][t % 33]
