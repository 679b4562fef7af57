# gather_idx of gathers.cu: a table read through an index array, idx[i] =
# (i * 7919) % T, so that each lane reads a sector of a line of its own
# (2^20 by default, so that the checks that run every pattern stay
# quick; the suite gives N = 2^26 and T: cases.txt)
param N = 1 << 20
param T = 1 << 22
grid N / 256
block 256
global float out[N]
global int idx[N]
global float t[T]
contents idx = (iota * 7919) % T
kernel "gathers.cu" gather_idx (out, idx, t, N)
