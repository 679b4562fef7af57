# bits.cu's bf16 by hand
param N = 1 << 16
grid N / 256
block 256
global ushort x[N]
global float y[N]
int i = blockIdx.x * blockDim.x + threadIdx.x
read x[i] as xload
write y[i] as ystore
