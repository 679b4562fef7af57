# too big for the hazard check: it says so, and 'expect races' fails
grid 8192
block 1024
global float a[8192 * 1024]
write a[blockIdx.x * blockDim.x + threadIdx.x]
expect races == 0
