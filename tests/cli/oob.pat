grid 4
block 64
global float a[256]
read a[blockIdx.x * 64 + threadIdx.x + 1]
