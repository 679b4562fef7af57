# validate --seed 7, pattern 22
grid 6
block 48, 1
let t = threadIdx.y * blockDim.x + threadIdx.x
global float v0[18][33]
read v0[blockIdx.x * 3 + t / 33][t % 33] if t % 32 >= 5
global int v1[18][33]
write v1[blockIdx.x * 3 + t / 33][t % 33] if t % 32 < 16
global char v2[378]
write v2[blockIdx.x * 63 + t / 32 * 32 + t % 32 * 3 % 32]
