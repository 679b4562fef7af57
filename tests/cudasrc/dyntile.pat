# the kernel 'dyntile' of kernels.cu: tile's padded tile in a dynamic
# shared array, sized here as the launch's third parameter would be
grid 1
block 32, 32
global float out[1024]
global float in[1024]
shared float d[32 * 33]
kernel "kernels.cu" dyntile (out, in)
expect d_76.bank_conflicts == 0
