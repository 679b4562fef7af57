# a kernel's name misspelt: the closest __global__ of the file
param M = 1000
param N = 2048
grid (M + 255) / 256
block 256
global double mat[M][N]
global double vec[N]
global double result[M]
kernel "../../patterns/matvec_notes.cu" MatMulVecKernal (result, mat, vec, M, N)
expect mat.max_sectors_per_request == 32
