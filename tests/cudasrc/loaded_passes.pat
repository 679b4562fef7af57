# the kernel 'passes' of loaded.cu: a loop of 4 passes, each loading an
# index and the table at it (unroll 1: a pass a round, two waits each)
param N = 1000
grid 4
block 256
global float out[1024]
global int idx[4 * 1024]
global float t[1024]
contents idx = (iota * 7919) % N
kernel "loaded.cu" passes (out, idx, t, N)
