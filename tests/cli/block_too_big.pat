# 1024 threads of 128 registers: 131072 registers, twice an SM's 65536;
# a GPU refuses the launch, and the time model must not count the block
# as one resident block per SM
grid 1000
block 1024
registers 128
global float a[1024000]
read a[blockIdx.x * 1024 + threadIdx.x]
