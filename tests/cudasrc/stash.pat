# the kernel 'stash' of local.cu: a loaded value through the stack into
# an address, refused with the load's line
grid 1
block 32
global int out[64]
global int data[128]
kernel "local.cu" stash (out, data, 1)
