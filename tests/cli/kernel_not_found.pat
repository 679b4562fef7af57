# a kernel name the .cu does not define, and one it defines twice: said at
# this file's line, not at a line of the .cu that NVRTC's lookup of the
# name happens to give (its own '__nv_name_map', line 2)
grid 1
block 32
global float a[64]
kernel "kernel_hostile.cu" nosuch (a)
