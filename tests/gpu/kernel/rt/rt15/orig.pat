# validate --seed 7, pattern 15
grid 5
block 100, 1
let t = threadIdx.y * blockDim.x + threadIdx.x
global float v0[65][9]
read v0[blockIdx.x * 13 + t / 9][t % 9] if (t & 9) != 0
