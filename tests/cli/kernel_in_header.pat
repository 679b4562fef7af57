# the kernel is the header's: its access and its error are said at the
# header's line 7 (the .cu has two lines)
param n = 64
grid 1
block 32
global int a[n]
kernel "kernel_in_header.cu" past (a)
