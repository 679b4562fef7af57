# hist_spread of suite.cu: 2^26 ints, in[i] = i, counted by integer
# atomics into bins of a shape: warp w's lane l on line (w % L) * P +
# l % P, S words apart, word (l / P) % W of it; K > 0: a hash of i
# modulo K. NB: the bins, L * P * S or K.
# (2^20 by default, so that the checks that run every pattern stay
# quick; the suite gives N = 2^26: cases.txt)
param N = 1 << 20
param L = 1
param P = 1
param W = 32
param S = 32
param K = 0
param NB = 1024
grid N / 256
block 256
global int in[N]
global uint bins[NB]
contents in = iota
kernel "suite.cu" hist_spread (in, bins, N, L, P, W, S, K)
