# dyntile with 400000 bytes of dynamic shared memory: more than an SM
# holds for a block (refused)
grid 1
block 32, 32
global float out[1024]
global float in[1024]
shared float d[100000]
kernel "kernels.cu" dyntile (out, in)
