# bits.cu's halves by hand
param N = 1 << 16
grid N / 256
block 256
global uint x[N]
global uint y[N]
int i = blockIdx.x * blockDim.x + threadIdx.x
read x[i] as xload
read y[i] as yload
write y[i] as ystore
