# A stack array in a grid of many waves (2^22 threads, 64 bytes of stack
# each): the GPU gives local memory to the warps the SMs hold, so a
# later wave's warps reuse the frames of earlier ones and the stack's
# lines stay in the L2. DRAM moves 'in' and 'out', 32 MiB, not 256 MiB
# of stack besides.
param B = 16384
grid B
block 256
global int out[B * 256]
global int in[B * 256]
contents in = iota
kernel "local_slots.cu" stack (out, in)
