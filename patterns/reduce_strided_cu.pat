# reduce_strided_cu.pat - a block-wide sum in shared memory with a
# strided index, reduce_strided of library.cu, analyzed from its own
# CUDA source: each block of 256 threads adds up its 256 floats of in
# into out[blockIdx.x]; one block here.
#
# What it shows: the figures of the strided half of the hand-written
# reduce_interleaved.pat, got from the kernel itself: in round s thread
# tid works on word index = 2 s tid, so the working threads are the first
# ones (12 requests an access, where the divergent version issues 47),
# but lane l reads word 2 s l: 2-, 4-, 8-way bank conflicts as s grows,
# 47 wavefronts for the 12 requests (sdata_139 and sdata_140, lines 139
# and 140 of library.cu; the store sdata_store_2).
#
# What to change: sequential addressing (reduce_sequential_cu.pat): the
# working threads read consecutive words.

param BLOCKS = 1

grid BLOCKS
block 256

global float in[BLOCKS * 256]
global float out[BLOCKS]

kernel "library.cu" reduce_strided (out, in)

expect sdata_139.requests == 12 * BLOCKS
expect sdata_139.wavefronts == 47 * BLOCKS
expect sdata_139.max_wavefronts_per_request == 8
expect sdata_140.wavefronts == 47 * BLOCKS
expect sdata_store_2.bank_conflicts == 35 * BLOCKS
expect races == 0
