# diverge of kernels.cu by hand
grid 4
block 64
global float a[512]
global float b[512]
let t = blockIdx.x * blockDim.x + threadIdx.x
write a[t] if t % 3 == 0 as first
write b[2 * t] if t % 3 != 0 as second
write a[t + 256] if t < 200 as third
expect first.requests == 8
