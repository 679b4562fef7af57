# matvec_notes_warp_cu.pat - the course notes' warp-a-row matrix-vector
# kernel, matrixVectorMulKernel of matvec_notes.cu, analyzed from its own
# CUDA source, at a tenth of the notes' size each way: M = 1000 rows, N =
# 2048 columns of doubles (-D M=10000 -D N=20000 for the notes' own, a few
# seconds).
#
# What it shows: the figures of the hand-written matvec_notes_warp.pat
# for the matrix, the vector and the result, got from the kernel itself;
# and what the hand-written one leaves out, the partial sums' reduction
# through the global array cache (each of its lines one access).
#
# What to change: the reduction through cache, a load and a store of
# half a warp at every line, with warp shuffles (__shfl_down_sync), which
# touch no memory.

param M = 1000
param N = 2048

grid M * 32 / 256
block 256

global double mat[M][N]
global double vec[N]
global double out[M]
global double cache[M * 32]

kernel "matvec_notes.cu" matrixVectorMulKernel (out, cache, mat, vec, M, N)

expect mat.sectors_per_request == 8
expect mat.efficiency == 100%
expect vec.sectors_per_request == 8
expect out.sectors_per_request == 1
