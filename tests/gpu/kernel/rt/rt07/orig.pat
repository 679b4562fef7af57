# validate --seed 7, pattern 7
grid 4
block 16, 3
let t = threadIdx.y * blockDim.x + threadIdx.x
global float4 v0[508]
read v0[blockIdx.x * 127 + (t / 32 * 32 + (t % 32 ^ 26)) * 2] if t % 2 == 0
global float v1[16][16]
write v1[blockIdx.x * 4 + t % 3][t / 3 % 16] if t % 32 > 26
