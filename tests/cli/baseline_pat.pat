# a pattern for the baseline's cases: a parameter makes one access worse
# and another better
param n = 1
grid 1
block 64
global float a[64 * 4]
shared float s[64 * 8]
read a[threadIdx.x * n] as strided
read s[threadIdx.x * (5 - n)]
read a[threadIdx.x]
