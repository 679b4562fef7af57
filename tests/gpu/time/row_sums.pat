# row_sums of bands.cu: a matrix of C columns, each element added to its
# row's sum by a float atomicAdd (2^20 elements by default; the suite
# gives N = 2^26: cases.txt)
param N = 1 << 20
param C = 1024
grid N / 256
block 256
global float s[N / C]
global float x[N]
kernel "bands.cu" row_sums (s, x, N, C)
