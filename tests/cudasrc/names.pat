# 'kernel' and 'contents' stay names a pattern may use for its own values
grid 1
block 32
global float a[64]
int kernel = threadIdx.x;
kernel += 1
int contents = kernel;
read a[contents]
expect sectors_per_request == 5
