# validate --seed 7, pattern 23
grid 2
block 96, 1
let t = threadIdx.y * blockDim.x + threadIdx.x
shared int v0[1711]
write v0[(t / 32 * 32 + (t % 32 ^ 15)) * 18] if t % 2 == 0
shared char v1[6]
read v1[t % 2 * 5] if t < 40
