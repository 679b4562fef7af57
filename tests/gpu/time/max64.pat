# max64 of suite.cu: 2^26 integer maxes over 64 words, i % 64
# (2^20 by default, so that the checks that run every pattern stay
# quick; the suite gives N = 2^26: cases.txt)
param N = 1 << 20
grid N / 256
block 256
global int in[N]
global int m[64]
contents in = iota
kernel "suite.cu" max64 (in, m, N)
