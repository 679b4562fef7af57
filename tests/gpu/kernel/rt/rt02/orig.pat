# validate --seed 7, pattern 2
grid 2
block 48, 1
let t = threadIdx.y * blockDim.x + threadIdx.x
global float2 v0[128]
write v0[blockIdx.x * 64 + 1 * t + 16]
global int v1[8][17]
read v1[blockIdx.x * 4 + t % 3][t / 3 % 17]
