# reduce_shfl of suite.cu: a grid-stride sum by shuffles
param N = 1 << 26
grid 1056
block 256
global float out[1]
global float in[N]
kernel "suite.cu" reduce_shfl (out, in, N)
