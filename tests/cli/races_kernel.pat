# races_kernel.pat - expect races on a kernel pattern: the race check runs
# on the interpreter's requests (each warp's barriers and __syncwarps
# place them), and the notes' matrix-vector kernel has none
param M = 1000
param N = 2048

grid (M + 255) / 256
block 256

global double mat[M][N]
global double vec[N]
global double result[M]

kernel "../../patterns/matvec_notes.cu" MatMulVecKernel (result, mat, vec, M, N)

expect mat.max_sectors_per_request == 32
expect mat.efficiency == 25%
expect races == 0
expect vec.sectors_per_request == 1
expect result.max_sectors_per_request == 8
