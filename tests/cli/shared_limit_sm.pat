# a block of 32 KB of shared memory on an SM of 24 KB: said at the
# array that passes it
grid 1
block 256
shared float a[4096]
shared float b[4096]
read a[threadIdx.x]
