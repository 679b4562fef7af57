# hist_bins of suite.cu: 2^26 ints, in[i] = i, counted by integer
# atomics into 256 bins (2^18 adds a bin)
param N = 1 << 26
grid N / 256
block 256
global int in[N]
global uint bins[256]
contents in = iota
kernel "suite.cu" hist_bins (in, bins, N)
