# validate --seed 7, pattern 18
grid 3
block 32, 3
let t = threadIdx.y * blockDim.x + threadIdx.x
shared char v0[158]
read v0[t / 2 * 3 + 16]
