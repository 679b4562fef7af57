# the kernel 'hist' of local.cu: a per-thread histogram on the stack
# (local memory), against local_hand.pat, its hand-written pattern
param N = 16
param SAME = 0
grid 8
block 128
global int out[8 * 128 * 16]
global unsigned char img[8 * 128 * N]
kernel "local.cu" hist (out, img, N, SAME)
