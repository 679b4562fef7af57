# the kernel 'strided' of included.cu: its header found through
# cuda_include, SCALE defined by cuda_define: a stride of 4 floats
grid 1
block 32
global float a[256]
cuda_include "inc"
cuda_define SCALE = 2
kernel "included.cu" strided (a)
expect a.sectors_per_request == 16
