# the kernel 'keep' of local.cu: an index each thread stores on its stack
# and reads back as an address, the value the lane wrote
param N = 2
grid 1
block 64
global int out[32]
kernel "local.cu" keep (out, N)
