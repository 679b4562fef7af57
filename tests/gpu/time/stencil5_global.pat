# stencil5_global of suite.cu: the 5-point stencil from global memory
param N = 8192
grid N / 32, N / 8
block 32, 8
global float out[N][N]
global float in[N][N]
kernel "suite.cu" stencil5_global (out, in, N)
