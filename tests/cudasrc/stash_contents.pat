# 'contents local' takes 0 only: the stack's bytes have no type
grid 1
block 32
global int out[64]
global int data[128]
contents local = 3
kernel "local.cu" stash (out, data, 1)
