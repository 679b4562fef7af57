# copy_stride of suite.cu: out[i] = in[i * S]
param N = 1 << 26
param S = 2
grid N / 256
block 256
global float out[N]
global float in[N * S]
kernel "suite.cu" copy_stride (out, in, S, N)
