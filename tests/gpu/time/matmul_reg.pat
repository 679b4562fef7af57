# matmul_reg of suite.cu: shared tiles, 4 outputs a thread
param N = 4096
grid N / 64, N / 16
block 16, 16
global float c[N][N]
global float a[N][N]
global float b[N][N]
kernel "suite.cu" matmul_reg (c, a, b, N)
