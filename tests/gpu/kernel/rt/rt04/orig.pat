# validate --seed 7, pattern 4
grid 6
block 128, 1
let t = threadIdx.y * blockDim.x + threadIdx.x
global float2 v0[96]
write v0[blockIdx.x * 16 + t % 6 * 3]
global int v1[30]
read v1[blockIdx.x * 5 + t / 32 * 1 + 1] if t < 40
