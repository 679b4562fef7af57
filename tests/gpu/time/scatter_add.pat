# scatter_add of suite.cu: 2^26 float adds to a vector of 2^20, element
# i to (i * 7919) % 2^20
# (2^20 by default, so that the checks that run every pattern stay
# quick; the suite gives N = 2^26: cases.txt)
param N = 1 << 20
param M = 1 << 20
grid N / 256
block 256
global float x[N]
global float y[M]
kernel "suite.cu" scatter_add (x, y, N, M)
