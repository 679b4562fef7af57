# dot_warp_atomic of suite.cu: a dot product of 2^26 floats, each warp's
# sum added to one word by atomicAdd (2^21 float adds on it)
param N = 1 << 26
grid N / 256
block 256
global float out[1]
global float x[N]
global float y[N]
kernel "suite.cu" dot_warp_atomic (out, x, y, N)
