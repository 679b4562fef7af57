# a value where the kernel takes a pointer: none of its stores can be tied
# to an array, and the message must say so at this line, not "no 'read' or
# 'write'" past the end of the file
grid 1
block 32
global int a[64]
kernel "kernel_hostile.cu" early (5, 64)
