# reduce_sequential_cu.pat - a block-wide sum in shared memory with
# sequential addressing, reduce_sequential of library.cu, analyzed from
# its own CUDA source: each block of 256 threads adds up its 256 floats
# of in into out[blockIdx.x]; one block here, as reduce_sequential.pat.
#
# What it shows: the figures of the hand-written reduce_sequential.pat,
# got from the kernel itself: in round s (128, 64, ... 1) threads
# 0 .. s-1 add the word s further on, so whole warps drop out together
# and a warp's lanes read consecutive words: 12 requests an access
# (sdata_158 and sdata_159, lines 158 and 159 of library.cu; the store
# sdata_store_2), one wavefront each, no bank conflict.
#
# What to change: nothing in the addressing. Below 32 active threads the
# last rounds run in one warp: finish them with __shfl_down_sync, and add
# two elements a thread while loading to halve the idle threads.

param BLOCKS = 1

grid BLOCKS
block 256

global float in[BLOCKS * 256]
global float out[BLOCKS]

kernel "library.cu" reduce_sequential (out, in)

expect in.sectors_per_request == 4
expect sdata_158.requests == 12 * BLOCKS
expect sdata_158.wavefronts == 12 * BLOCKS
expect all.bank_conflicts == 0
expect races == 0
