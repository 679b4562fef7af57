# validate --seed 7, pattern 9
grid 5
block 256, 1
let t = threadIdx.y * blockDim.x + threadIdx.x
global float v0[1315]
read v0[blockIdx.x * 263 + t / 32 * 33 + (t % 32 ^ t / 32) % 32] if t % 32 < 16
shared short v1[766]
write v1[(t / 32 * 32 + (t % 32 ^ 25)) * 3] if t % 32 >= 5
