# the kernel 'badmask' of kernels.cu with __activemask(): defined; lanes
# 0-15 write out[0], 16-31 their own
grid 1
block 32
global int out[32]
kernel "kernels.cu" badmask (out, 0)
expect out.sectors_per_request == 3
