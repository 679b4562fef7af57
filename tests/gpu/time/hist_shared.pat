# hist_shared of suite.cu: 256 bins in shared memory by atomics,
# the input i's bin i % 256 (contents iota)
param N = 1 << 26
grid 1056
block 256
global uint bins[256]
global int in[N]
contents in = iota
kernel "suite.cu" hist_shared (bins, in, N)
