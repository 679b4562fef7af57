grid 1
block 32
global int a[64]
read a[threadIdx.x + \
  1] /* ]0;x */
expect requests == 1.000000000000000000000000000000000000000000000000000000000000000000001
