# arith of kernels.cu by hand (its 32-bit values stay small here)
grid 2
block 64
global float a[512]
let t = blockIdx.x * blockDim.x + threadIdx.x
write a[((t * 7 - 100) / 3 + 200) % 512] as div
write a[(t * 5) % 17 * 3] as mod
write a[(t >> 2) ^ 5] as shift
write a[min(t, 40) + max(t - 50, 0)] as minmax
write a[t * 123456789 % 1000 % 512] as wide
write a[(t * t) & 511] if t < 100 as pred
write a[(-t) / 4 + 100] as neg
expect pred.requests == 4
