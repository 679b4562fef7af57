# the kernel 'atoms' of atomic.cu, against atomic_hand.pat
grid 4
block 128
global int hist[64]
global unsigned m[128]
global float f[8]
global int slot[64]
global ulong big[8]
kernel "atomic.cu" atoms (hist, m, f, slot, big)
