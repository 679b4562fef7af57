# validate --seed 7, pattern 0
grid 2
block 64, 1
let t = threadIdx.y * blockDim.x + threadIdx.x
global short v0[254]
read v0[blockIdx.x * 127 + (t / 32 * 32 + (t % 32 ^ 25)) * 2]
