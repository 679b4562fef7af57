# copy_grid_stride_cu.pat - a copy of n floats by a grid-stride loop,
# copy_grid_stride of library.cu, analyzed from its own CUDA source:
# 65536 floats by 16 blocks of 256 threads, 16 trips a thread.
#
# What it shows: the figures of grid_stride.pat's stride_loop, got from
# a kernel: on every trip thread t takes element t + k T (T the threads
# of the grid), so a warp's lanes read and write 32 consecutive floats, 4
# sectors a request, every byte used. The loop's variable is a size_t,
# as it must be past 2^31 elements: -D n=1073741824 -D BLOCKS=1024 copies
# 4 GiB, 4096 trips a thread, in under a second on one core (make
# bench).
#
# What to change: nothing in the addressing; a grid of a few waves of
# blocks (a multiple of the SMs) keeps every SM busy to the end.

param n = 65536
param BLOCKS = 16

grid BLOCKS
block 256

global float in[n]
global float out[n]

kernel "library.cu" copy_grid_stride (out, in, n)

expect in.sectors_per_request == 4
expect in.efficiency == 100%
expect out.sectors_per_request == 4
expect in.requests == n / 32
