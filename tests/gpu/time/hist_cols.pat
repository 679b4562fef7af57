# hist_cols of bands.cu: an image W wide counted by column bands of 8
# pixels, the same bins in every row (2^20 pixels by default; the suite
# gives N = 2^26: cases.txt)
param N = 1 << 20
param W = 8192
grid N / 256
block 256
global uint h[W / 8]
kernel "bands.cu" hist_cols (h, N, W)
