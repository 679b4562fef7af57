grid 1
block 32
global float a[32]
read a[threadIdx.x] as ld
expect ld.races == 0
