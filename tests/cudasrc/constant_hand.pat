# constant.cu's lookup, by hand
grid 64
block 128
constant float lut[256]
global float out[8192]
let i = blockIdx.x * blockDim.x + threadIdx.x
read lut[(threadIdx.x * 7) % 256] as lane
read lut[threadIdx.x % 32 / 8] as octet
read lut[blockIdx.x % 256] as warp
write out[i] as store
