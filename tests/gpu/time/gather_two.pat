# gather_two of scatter.cu: two floats a thread, each at random in a
# table of its own of M floats (2^20 threads by default, so that the
# checks that run every pattern stay quick; the suite gives N = 2^26:
# cases.txt)
param N = 1 << 20
param M = 1 << 28
grid N / 256
block 256
global float out[N]
global float a[M]
global float b[M]
kernel "scatter.cu" gather_two (out, a, b, M - 1, N)
