# the kernel 'warp' of warp.cu: addresses from warp-wide values, against
# warp_hand.pat
param NN = 5
grid 2
block 32
global int out[1024]
kernel "warp.cu" warp (out, NN)
