# a kernel given the wrong number of parameters
grid 1
block 32
global float out[32]
kernel "kernels.cu" tile (out)
