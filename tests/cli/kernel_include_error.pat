# the error is in the header the .cu includes: shown at the header's line
grid 1
block 32
global int a[64]
kernel "kernel_include.cu" k (a)
