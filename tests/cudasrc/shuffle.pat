# the kernel 'shuffle' of kernels.cu: an address from a warp shuffle
grid 1
block 32
global int out[64]
global int in[32]
kernel "kernels.cu" shuffle (out, in)
expect out.sectors_per_request == 8
