# past the bound of every thread's accesses, checked by classes of
# blocks: each block's shared races counted for every block (no barrier
# between the store and the load), its own slice of 'a' race-free
grid 8192
block 1024
global float a[8192 * 1024]
shared float s[1024]
write s[threadIdx.x]
read s[1023 - threadIdx.x]
write a[blockIdx.x * blockDim.x + threadIdx.x]
expect races == 8388608
