# too big for the hazard check: it says so, and 'expect races' fails
# (the square of the block index is no move the classes of blocks take)
grid 8192
block 1024
global float a[8192 * 1024]
write a[blockIdx.x * blockDim.x + threadIdx.x] if blockIdx.x * blockIdx.x >= 0
expect races == 0
