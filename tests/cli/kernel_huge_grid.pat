# a huge grid of a kernel whose threads past n touch no memory: they make
# no thread-access, so only a bound on the instructions the interpreter
# runs stops it (refused at once here: its warps alone pass the bound)
param blocks = 2000000000
grid blocks
block 32
global int a[64]
kernel "kernel_hostile.cu" early (a, 64)
