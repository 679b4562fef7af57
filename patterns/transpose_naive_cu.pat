# transpose_naive_cu.pat - the straight transpose, transpose_naive of
# library.cu, analyzed from its own CUDA source (compiled with NVRTC, run
# by accessan's PTX interpreter): a 64 x 64 matrix of floats, 32 x 32
# tiles, blocks of 32 x 8 threads that move four rows each.
#
# What it shows: the figures of the hand-written transpose_naive.pat,
# got from the kernel itself (tests/cudasrc/run.sh holds them equal, and
# at -D N=512). The read walks along a row of idata: 4 sectors a request.
# The write walks down a column of odata, N floats apart: 32 sectors a
# request, 1/8 of each written. The compiler unrolls the loop of four
# rows: its four loads and four stores are one access each. At -D
# N=16384 (262144 blocks) one block of each class of blocks runs, the
# others counted from it: under a second (make bench).
#
# What to change: the transpose through a shared tile
# (transpose_shared_cu.pat), then padded (transpose_padded_cu.pat).

param N = 64

grid N / 32, N / 32
block 32, 8

global float idata[N][N]
global float odata[N][N]

kernel "library.cu" transpose_naive (odata, idata, N)

expect idata.sectors_per_request == 4
expect odata.sectors_per_request == 32
expect odata.efficiency == 12.5%
