grid 1
block 32
global float a[64]
read a[threadIdx.x]
expect efficiency <= 6666666666666666666666666666666666666666666666666666666666666666666.5
expect efficiency == 1.0.5
