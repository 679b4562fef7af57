# the kernel 'gather' of kernels.cu: x[col[t]], col declared 0, 1, 2, ...
grid 2
block 64
global float y[128]
global float x[128]
global int col[128]
contents col = iota
kernel "kernels.cu" gather (y, x, col)
expect x.sectors_per_request == 4
