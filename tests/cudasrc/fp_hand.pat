# kernels.cu's fp, by hand: (int)(threadIdx.x * 2.0f) is 2 threadIdx.x,
# which the interpreter computes in floating point as the GPU does
grid 1
block 32
global float out[64]
global float in[32]
read in[threadIdx.x] as load
write out[threadIdx.x * 2] as store
