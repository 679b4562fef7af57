# aos_x of suite.cu: one float of each 16-byte structure
param N = 1 << 24
grid N / 256
block 256
global float out[N]
global float4 p[N]
kernel "suite.cu" aos_x (out, p, N)
