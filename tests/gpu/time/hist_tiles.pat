# hist_tiles of suite.cu: an image of 8192 x 8192 pixels (in[i] = i)
# counted into the bins of its 8 x 64 tiles, 1024 x 128 of them
param N = 1 << 26
param W = 8192
grid N / 256
block 256
global int in[N]
global uint h[(N / W / 64) * (W / 8)]
contents in = iota
kernel "suite.cu" hist_tiles (in, h, N, W)
