# validate --seed 7, pattern 5
grid 3
block 32, 1
let t = threadIdx.y * blockDim.x + threadIdx.x
shared double v0[32]
read v0[t / 32 * 32 + t % 32 * 7 % 32]
shared float4 v1[63]
read v1[(t / 32 * 32 + (t % 32 ^ 1)) * 2] if t % 32 >= 5
