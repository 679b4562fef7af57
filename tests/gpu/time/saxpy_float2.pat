# saxpy_float2 of suite.cu: y += a x over 2^26 float2, x through __ldg
param N = 1 << 26
grid N / 256
block 256
global float2 x[N]
global float2 y[N]
kernel "suite.cu" saxpy_float2 (N, 2, x, y)
