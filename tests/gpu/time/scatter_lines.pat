# scatter_lines of stores.cu: a warp stores its 32 floats as a whole
# line at a random place among M / 32 lines (2^20 threads by default;
# the suite gives N = 2^26: cases.txt)
param N = 1 << 20
param M = 1 << 28
grid N / 256
block 256
global float out[M]
global float in[N]
kernel "stores.cu" scatter_lines (out, in, M / 32, N)
