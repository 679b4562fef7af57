# the kernel 'fp' of kernels.cu: an index from floating-point arithmetic
grid 1
block 32
global float out[64]
global float in[32]
kernel "kernels.cu" fp (out, in, 2)
