# scatter_store of scatter.cu: a float a thread stored at random among M
# (2^20 threads by default; the suite gives N = 2^26: cases.txt)
param N = 1 << 20
param M = 1 << 28
grid N / 256
block 256
global float out[M]
global float in[N]
kernel "scatter.cu" scatter_store (out, in, M - 1, N)
