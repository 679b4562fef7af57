# a texture fetch, inlined from NVRTC's built-in header through a second
# function of it: refused at the kernel's own line, not at the header's
# line 4791 shown as one of the .cu's
grid 1
block 32
global float a[64]
kernel "kernel_hostile.cu" fetch (0, a)
