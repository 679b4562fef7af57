# reduce_interleaved_cu.pat - a block-wide sum in shared memory with
# interleaved addressing, reduce_interleaved of library.cu, analyzed from
# its own CUDA source: each block of 256 threads adds up its 256 floats
# of in into out[blockIdx.x]; one block here, as reduce_interleaved.pat.
#
# What it shows: the figures of the divergent half of the hand-written
# reduce_interleaved.pat, got from the kernel itself: in round s thread
# tid works if tid % (2 s) == 0, so the first rounds issue a request in
# every warp with few lanes active: 47 requests for each of the loop's
# loads (sdata_119 and sdata_120, lines 119 and 120 of library.cu) and
# its store (sdata_store_2), no bank conflict. -D BLOCKS=262144 is 2^26
# floats, the blocks all one class: under a second (make bench).
#
# What to change: the first threads work, on words 2 s apart
# (reduce_strided_cu.pat): fewer requests, but bank conflicts.

param BLOCKS = 1

grid BLOCKS
block 256

global float in[BLOCKS * 256]
global float out[BLOCKS]

kernel "library.cu" reduce_interleaved (out, in)

expect in.sectors_per_request == 4
expect sdata_119.requests == 47 * BLOCKS
expect sdata_120.requests == 47 * BLOCKS
expect sdata_store_2.bank_conflicts == 0
expect out.requests == BLOCKS
expect races == 0
