# validate --seed 7, pattern 14
grid 2
block 128, 1
let t = threadIdx.y * blockDim.x + threadIdx.x
global int v0[42]
read v0[blockIdx.x * 21 + t % 5 * 5] if (t & 9) != 0
