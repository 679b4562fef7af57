# scatter_pairs of stores.cu: G lanes store G consecutive float2 at a
# random place among M / G places of an array of M float2 (2^20 threads
# by default; the suite gives N = 2^26: cases.txt)
param N = 1 << 20
param M = 1 << 27
param G = 1
grid N / 256
block 256
global float2 out[M]
global float2 in[N]
kernel "stores.cu" scatter_pairs (out, in, M / G, G, N)
