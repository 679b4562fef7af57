# window.cu's hist_band: an image 8192 wide (in[i] = i) counted into the
# bins of its TW x TH tiles, blocks of B, rows in block order
# (2^20 pixels by default, so that the checks that run every pattern
# stay quick; window.cu times N = 2^26)
param N = 1 << 20
param W = 8192
param TW = 8
param TH = 64
param B = 256
grid N / B
block B
global int in[N]
global uint h[(N / W / TH) * (W / TW)]
contents in = iota
kernel "window.cu" hist_band (in, h, N, W, TW, TH)
