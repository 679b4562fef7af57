# gather_pair of scatter.cu: a float2 a thread at random in a table of M
# (2^20 threads by default; the suite gives N = 2^26: cases.txt)
param N = 1 << 20
param M = 1 << 28
grid N / 256
block 256
global float2 out[N]
global float2 t[M]
kernel "scatter.cu" gather_pair (out, t, M - 1, N)
