# local_hist of suite.cu: a per-thread histogram on the stack
param N = 1 << 22
grid N / 256
block 256
global int out[N * 16]
global int in[N * 16]
contents in = iota
kernel "suite.cu" local_hist (out, in, N)
