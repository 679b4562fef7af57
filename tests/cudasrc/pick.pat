# the kernels 'pick' and 'keep' of local.cu: a stack array indexed by a
# parameter, and an index stored on the stack and read back as an address
param K = 5
grid 2
block 64
global float out[128]
global float in[8 * 64 + 128]
kernel "local.cu" pick (out, in, K)
