# soa_x of suite.cu: the same field as its own array
param N = 1 << 24
grid N / 256
block 256
global float out[N]
global float x[N]
kernel "suite.cu" soa_x (out, x, N)
