# hist_tiles of suite.cu: an image of 8192 x 8192 pixels (in[i] = i)
# counted into the bins of its 8 x 64 tiles, 1024 x 128 of them
# (2^20 by default, so that the checks that run every pattern stay
# quick; the suite gives N = 2^26: cases.txt)
param N = 1 << 20
param W = 8192
grid N / 256
block 256
global int in[N]
global uint h[(N / W / 64) * (W / 8)]
contents in = iota
kernel "suite.cu" hist_tiles (in, h, N, W)
