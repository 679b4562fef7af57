# random.cu's k_gather: groups of G lanes read G neighbouring floats of
# one group of M floats, the groups in hashed order
param N = 1 << 26
param G = 1
param M = 1 << 26
grid N / 256
block 256
global float out[N]
global float in[1 << 27]
kernel "random.cu" k_gather (out, in, G, M / G)
