# the kernel 'gather' of kernels.cu with col's contents not declared: refused
grid 2
block 64
global float y[128]
global float x[128]
global int col[128]
kernel "kernels.cu" gather (y, x, col)
