# matvec_notes_cu.pat - the course notes' thread-a-row matrix-vector
# kernel, MatMulVecKernel of matvec_notes.cu, analyzed from its own CUDA
# source (compiled with NVRTC, run by accessan's PTX interpreter), at a
# tenth of the notes' size each way: M = 1000 rows, N = 2048 columns of
# doubles. The notes' own size, -D M=10000 -D N=20000, takes a few
# seconds (make bench) and gives the figures of matvec_notes.pat exactly
# (tests/cudasrc/run.sh).
#
# What it shows: the figures of the hand-written matvec_notes.pat, got
# from the kernel itself: each request of the matrix reads one column of
# 32 rows, 160000 bytes apart, 32 sectors a quarter used. The compiler
# unrolls the loop by four: its four loads of each array at line 24 are
# one access. Every iteration of the loop runs in the interpreter, a
# warp at a time: no classes stand for others here.
#
# What to change: a warp a row (matvec_notes_warp_cu.pat).

param M = 1000
param N = 2048

grid (M + 255) / 256
block 256

global double mat[M][N]
global double vec[N]
global double result[M]

kernel "matvec_notes.cu" MatMulVecKernel (result, mat, vec, M, N)

expect mat.max_sectors_per_request == 32
expect mat.efficiency == 25%
expect vec.sectors_per_request == 1
expect result.max_sectors_per_request == 8
