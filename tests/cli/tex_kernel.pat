# tex_kernel.pat - a texture bound to a kernel parameter: refused (a parameter points to global memory)
param M = 1000
param N = 2048

grid (M + 255) / 256
block 256

global double mat[M][N]
texture float vec[1][N]
global double result[M]

kernel "../../patterns/matvec_notes.cu" MatMulVecKernel (result, mat, vec, M, N)

