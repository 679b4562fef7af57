# validate --seed 7, pattern 8
grid 5
block 64, 1
let t = threadIdx.y * blockDim.x + threadIdx.x
global int4 v0[105]
write v0[blockIdx.x * 21 + t / 16 * 4 + 8]
shared float v1[9]
read v1[t % 9 * 1]
global float v2[1660]
write v2[blockIdx.x * 332 + 5 * t + 16] if t % 32 < 16
