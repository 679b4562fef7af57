# hist_private of suite.cu: 2^26 ints, in[i] = i, counted into 256 bins
# of each block's own (262144 blocks, 64 Mi bins)
# (2^20 by default, so that the checks that run every pattern stay
# quick; the suite gives N = 2^26: cases.txt)
param N = 1 << 20
grid N / 256
block 256
global int in[N]
global uint hist[N]
contents in = iota
kernel "suite.cu" hist_private (in, hist, N)
