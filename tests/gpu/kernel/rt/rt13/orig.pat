# validate --seed 7, pattern 13
grid 5
block 33, 1
let t = threadIdx.y * blockDim.x + threadIdx.x
shared int4 v0[715]
read v0[(t / 32 * 32 + (t % 32 ^ 10)) * 17] if t % 32 >= 5
global short v1[40][5]
read v1[blockIdx.x * 8 + t % 7][t / 7 % 5] if (t & 9) != 0
