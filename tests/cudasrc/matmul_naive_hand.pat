# matmul_naive of patterns/library.cu written by hand (run.sh holds the
# kernel's figures to these): c = a b, square N x N, a block of 16 x 16
# threads a 16 x 16 tile of c, the threads past N doing nothing
param N = 64

grid (N + 15) / 16, (N + 15) / 16
block 16, 16

global float a[N][N]
global float b[N][N]
global float c[N][N]

let row = blockIdx.y * 16 + threadIdx.y
let col = blockIdx.x * 16 + threadIdx.x
let in = row < N && col < N

# (NVRTC unrolls the loop over a runtime n 4 times)
unroll 4 for k in 0 .. N {
	read a[row][k] if in as a_row
	read b[k][col] if in as b_col
}
write c[row][col] if in as c_store
