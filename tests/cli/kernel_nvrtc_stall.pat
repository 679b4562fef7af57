# a CUDA source that NVRTC never finishes compiling: stopped past
# ACCESSAN_NVRTC_TIMEOUT seconds (1 in the case), exit status 2
grid 1
block 32
global int a[64]
kernel "kernel_bomb.cu" k (a)
