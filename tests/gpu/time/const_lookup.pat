# const_lookup of suite.cu: D distinct constant addresses a warp
param N = 1 << 26
param D = 1
grid N / 256
block 256
global float out[N]
kernel "suite.cu" const_lookup (out, D, N)
