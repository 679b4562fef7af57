# sum_unroll1 of suite.cu: a grid-stride sum of 2^26 floats by 1056
# blocks of 256, its loop's passes 1 at a time ('#pragma unroll 1')
param N = 1 << 26
grid 1056
block 256
global float out[1056 * 256]
global float in[N]
kernel "suite.cu" sum_unroll1 (out, in, N)
