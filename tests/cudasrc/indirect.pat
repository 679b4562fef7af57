# the kernel 'indirect' of refuse.cu: its stores are in functions called
# through a pointer: refused, naming the call
grid 1
block 32
global float a[32]
kernel "refuse.cu" indirect (a, 1)
