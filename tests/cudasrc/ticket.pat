# the kernel 'ticket' of atomic.cu: an address from an atomic's old value
grid 1
block 32
global int count[1]
global int slot[64]
kernel "atomic.cu" ticket (count, slot)
