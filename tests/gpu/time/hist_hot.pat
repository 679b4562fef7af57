# hist_hot of suite.cu: 2^26 floats, all 1.0, counted by global atomics
# into one bin
param N = 1 << 26
grid N / 256
block 256
global float in[N]
global float bins[256]
contents in = 1
kernel "suite.cu" hist_hot (in, bins, N)
