# the kernel 'strided' of included.cu with no include folder or macro:
# the command line gives them (-I tests/cudasrc/inc --cuda-define SCALE=1)
grid 1
block 32
global float a[256]
kernel "included.cu" strided (a)
expect a.sectors_per_request == 8
