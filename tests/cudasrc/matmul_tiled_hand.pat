# matmul_tiled of patterns/library.cu written by hand (run.sh holds the
# kernel's figures to these): c = a b, square N x N (N a multiple of 16),
# 16 x 16 tiles of a and b through shared memory
param N = 64

grid N / 16, N / 16
block 16, 16

global float a[N][N]
global float b[N][N]
global float c[N][N]
shared float as[16][16]
shared float bs[16][16]

let tx = threadIdx.x
let ty = threadIdx.y
let row = blockIdx.y * 16 + ty
let col = blockIdx.x * 16 + tx

for t in 0 .. N step 16 {
	read a[row][t + tx] as a_load
	write as[ty][tx] as as_store
	read b[t + ty][col] as b_load
	write bs[ty][tx] as bs_store
	sync
	for k in 0 .. 16 {
		read as[ty][k] as as_load
		read bs[k][tx] as bs_load
	}
	sync
}
write c[row][col] as c_store
