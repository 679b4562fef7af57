# matmul_tiled of patterns/library.cu written by hand (run.sh holds the
# kernel's figures to these): c = a b, square N x N (N a multiple of 16),
# 16 x 16 tiles of a and b through shared memory. ptxas reads a row of
# as four words at a time (one LDS.128 for as[ty][k .. k + 3]; the GPU's
# counters agree, tests/gpu/kernel/*/matmul_tiled_cu.txt), which a view
# of as as float4 says
param N = 64

grid N / 16, N / 16
block 16, 16

global float a[N][N]
global float b[N][N]
global float c[N][N]
shared float as[16][16]
shared float bs[16][16]
view float4 as4 = as

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
	for k in 0 .. 16 step 4 {
		read as4[ty][k / 4] as as_load
		for j in 0 .. 4 {
			read bs[k + j][tx] as bs_load
		}
	}
	sync
}
write c[row][col] as c_store
