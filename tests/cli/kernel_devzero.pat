# kernel_devzero.pat - a CUDA source that never ends is refused, not read forever
grid 1
block 32
global float a[32]
kernel "/dev/zero" k (a)
