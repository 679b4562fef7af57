# the kernel 'spin' of kernels.cu with an odd n: it never ends
grid 1
block 32
global int out[32]
kernel "kernels.cu" spin (out, 7)
