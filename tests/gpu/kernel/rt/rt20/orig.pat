# validate --seed 7, pattern 20
grid 1
block 32, 1
let t = threadIdx.y * blockDim.x + threadIdx.x
shared float2 v0[793]
read v0[t % 25 * 33]
shared short v1[5][8]
read v1[t / 8][t % 8] if t % 32 >= 5
shared int v2[5][9]
write v2[t / 9][t % 9] if (t & 9) != 0
