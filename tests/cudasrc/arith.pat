# the kernel 'arith' of kernels.cu: C's integer operations in addresses
grid 2
block 64
global float a[512]
kernel "kernels.cu" arith (a, 100)
expect a_58.requests == 4
