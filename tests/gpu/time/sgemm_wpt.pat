# sgemm_wpt of suite.cu: a tutorial's multiply, 32 x 32 tiles, 8 results
# a thread, column-major, at 4096^3
param N = 4096
grid N / 32, N / 32
block 32, 4
global float a[N][N]
global float b[N][N]
global float c[N][N]
kernel "suite.cu" sgemm_wpt (N, N, N, a, b, c)
