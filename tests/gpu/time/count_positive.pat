# count_positive of suite.cu: 2^26 ints, in[i] = i, each positive one
# counted by atomicAdd into one word (ptxas makes one add of a warp's)
param N = 1 << 26
grid N / 256
block 256
global uint count[1]
global int in[N]
contents in = iota
kernel "suite.cu" count_positive (count, in, N)
