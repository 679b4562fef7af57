# validate --seed 7, pattern 1
grid 4
block 256, 1
let t = threadIdx.y * blockDim.x + threadIdx.x
shared int v0[511]
read v0[(t / 32 * 32 + (t % 32 ^ 23)) * 2] if t < 40
