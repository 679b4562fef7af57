# gather_near of scatter.cu: thread i reads a float at random within
# 16 KB after its own 64 bytes, in an array of M floats (2^20 threads by
# default; the suite gives N = 2^26 over 4 GB: cases.txt)
param N = 1 << 20
param M = 1 << 24
grid N / 256
block 256
global float out[N]
global float t[M]
kernel "scatter.cu" gather_near (out, t, M - 1, N)
