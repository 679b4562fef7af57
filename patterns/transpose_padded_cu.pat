# transpose_padded_cu.pat - the transpose through a shared tile padded to
# 33 columns, transpose_padded of library.cu, analyzed from its own CUDA
# source: a 64 x 64 matrix of floats, blocks of 32 x 8 threads.
#
# What it shows: the figures of the hand-written transpose_padded.pat,
# got from the kernel itself (tests/cudasrc/run.sh holds them equal, and
# at -D N=512). The column read of the tile (tile_load_1, line 59 of
# library.cu) now visits the 32 banks: 1 wavefront, where
# transpose_shared_cu.pat's takes 32. Every access is at its minimum.
#
# What to change: nothing; this is the textbook end point. The extra
# column costs 128 bytes of shared memory a block.

param N = 64

grid N / 32, N / 32
block 32, 8

global float idata[N][N]
global float odata[N][N]

kernel "library.cu" transpose_padded (odata, idata, N)

expect idata.sectors_per_request == 4
expect odata.sectors_per_request == 4
expect tile_store_1.wavefronts_per_request == 1
expect tile_load_1.wavefronts_per_request == 1
expect all.bank_conflicts == 0
expect races == 0
