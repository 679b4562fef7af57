# validate --seed 7, pattern 6
grid 5
block 96, 1
let t = threadIdx.y * blockDim.x + threadIdx.x
global short v0[480]
read v0[blockIdx.x * 96 + t / 32 * 32 + (t % 32 ^ t / 32) % 32]
global int4 v1[20][33]
read v1[blockIdx.x * 4 + t % 3][t / 3 % 33]
shared double v2[4][33]
read v2[t % 3][t / 3 % 33] if t % 32 > 26
