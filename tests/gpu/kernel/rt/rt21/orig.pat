# validate --seed 7, pattern 21
grid 3
block 32, 2
let t = threadIdx.y * blockDim.x + threadIdx.x
shared int4 v0[64]
read v0[t / 32 * 32 + t % 32 * 15 % 32] if t % 32 < 1
global char v1[18]
read v1[blockIdx.x * 6 + t / 16 * 1 + 2] if t % 2 == 0
