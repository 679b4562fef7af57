# the kernel fp of kernels.cu: an index from floating-point arithmetic
# that the interpreter computes exactly, (int)(threadIdx.x * 2.0f)
grid 1
block 32
global float out[64]
global float in[32]
kernel "kernels.cu" fp (out, in, 2)
