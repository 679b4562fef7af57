# validate --seed 7, pattern 16
grid 3
block 48, 1
let t = threadIdx.y * blockDim.x + threadIdx.x
shared int v0[681]
read v0[t % 21 * 34] if (t & 9) != 0
shared int4 v1[4][16]
read v1[t / 16][t % 16] if t % 32 > 26
