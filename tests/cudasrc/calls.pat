# the kernel 'calls' of calls.cu: __noinline__ device functions, against
# calls_hand.pat
param N = 100
param D = 3
grid 2
block 64
global float out[128]
global float in[128]
kernel "calls.cu" calls (out, in, N, D)
