# suggest on a kernel pattern: its fixes are patches of the .cu
grid 1
block 32, 32
global float out[1024]
global float in[1024]
global double dout[1024]
kernel "suggest_kernel.cu" tiles (out, in, dout)
