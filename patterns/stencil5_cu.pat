# stencil5_cu.pat - a 5-point stencil through a shared tile with a halo,
# stencil5 of library.cu, analyzed from its own CUDA source: a 100 x 100
# grid of floats, blocks of 16 x 16 threads, 7 x 7 blocks, the last of
# each row and column a quarter used (100 is not a multiple of 16).
#
# What it shows: each thread loads its own element of in into the
# (16 + 2) x (16 + 2) tile t, and the threads on the block's edges the
# halo beside them, each load checked against the grid's bounds. The
# halo's columns (in_184, in_186: lines 184 and 186 of library.cu) are
# one float a row: 2 sectors a request, 12.5 % used. A warp is two rows
# of 16 threads, and the tile's rows are 18 words apart, so the two
# halves of every shared access share two banks: a 2-way bank conflict
# in nearly every request (t_182, the loads t_194 to t_198). The
# __syncthreads() orders the tile's stores before its loads: no race.
#
# What to change: blocks of 32 x 8 threads with a tile of 10 x 34, so
# that a warp is one row: no bank conflict, and half the sectors for
# the halo's columns.

param N = 100

grid (N + 15) / 16, (N + 15) / 16
block 16, 16

global float in[N][N]
global float out[N][N]

kernel "library.cu" stencil5 (out, in, N)

expect in_184.sectors_per_request == 2
expect in_184.efficiency == 12.5%
expect t_182.max_wavefronts_per_request == 2
expect t_194.max_wavefronts_per_request == 2
expect out.requests == 350
expect races == 0
