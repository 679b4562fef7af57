# validate --seed 7, pattern 17
grid 6
block 128, 1
let t = threadIdx.y * blockDim.x + threadIdx.x
global short v0[6102]
read v0[blockIdx.x * 1017 + 8 * t + 0]
global float v1[294]
read v1[blockIdx.x * 49 + t / 8 * 3 + 3] if t % 2 == 0
global float4 v2[2814]
read v2[blockIdx.x * 469 + t % 27 * 18] if t % 2 == 0
