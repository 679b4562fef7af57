# hist_float_hash of suite.cu: 2^26 float adds into 1024 hashed bins
# (2^20 by default, so that the checks that run every pattern stay
# quick; the suite gives N = 2^26: cases.txt)
param N = 1 << 20
grid N / 256
block 256
global int in[N]
global float h[1024]
contents in = iota
kernel "suite.cu" hist_float_hash (in, h, N)
