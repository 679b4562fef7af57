# the kernel 'tilerace' of kernels.cu with __syncthreads() between the
# tile's store and its transposed load: no race
grid 1
block 32, 32
global float out[1024]
global float in[1024]
kernel "kernels.cu" tilerace (out, in, 1)
expect races == 0
