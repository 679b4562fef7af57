# dyntile without the size of its dynamic shared array: refused
grid 1
block 32, 32
global float out[1024]
global float in[1024]
kernel "kernels.cu" dyntile (out, in)
