# the kernel 'chain' of loaded.cu: t[nxt[idx[i]]], then a loop of
# nxt[idx[i]] & 3 passes
param N = 1000
grid 4
block 256
global float out[4 * N]
global int idx[N]
global int nxt[N]
global float t[N]
contents idx = (iota * 7919) % N
contents nxt = (iota * 31 + 7) % N
kernel "loaded.cu" chain (out, idx, nxt, t, N)
