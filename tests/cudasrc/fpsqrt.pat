# kernels.cu's fpsqrt: an index from sqrtf, refused
grid 1
block 32
global float out[64]
global float in[32]
kernel "kernels.cu" fpsqrt (out, in, 2)
