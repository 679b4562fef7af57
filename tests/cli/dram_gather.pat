# a hashed gather over 64 MB, more than the L2: every warp runs (no
# classes), too many for the exact DRAM walk, so the time model's DRAM
# bytes come from a sample of the lines through its L2: the blocks come
# back after they have left, and most reads miss. 812.0 MB; the exact
# walk, its limit raised, gives 811.8 MB in 12 s; the estimate that
# reads each byte once said 134 MB.
param N = 1 << 24
grid N / 256
block 256
global float out[N]
global float in[N]
read in[(blockIdx.x * blockDim.x + threadIdx.x) * 2654435761 % N]
write out[blockIdx.x * blockDim.x + threadIdx.x]
