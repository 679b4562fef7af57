# max64 of suite.cu: 2^26 integer maxes over 64 words, i % 64
param N = 1 << 26
grid N / 256
block 256
global int in[N]
global int m[64]
contents in = iota
kernel "suite.cu" max64 (in, m, N)
