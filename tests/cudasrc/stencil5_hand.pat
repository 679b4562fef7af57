# stencil5 of patterns/library.cu written by hand (run.sh holds the
# kernel's figures to these): a 5-point stencil over an N x N grid, a
# block of 16 x 16 threads loading its tile of in with a halo of one
# element into shared memory, every load checked against the grid's
# bounds, the grid's own edge left as it is
param N = 100

grid (N + 15) / 16, (N + 15) / 16
block 16, 16

global float in[N][N]
global float out[N][N]
shared float t[18][18]

let tx = threadIdx.x
let ty = threadIdx.y
let x = blockIdx.x * 16 + tx
let y = blockIdx.y * 16 + ty

if x < N && y < N {
	read in[y][x] as c_load
	write t[ty + 1][tx + 1] as c_store
	if tx == 0 && x > 0 {
		read in[y][x - 1] as w_load
		write t[ty + 1][0] as w_store
	}
	if tx == 15 && x + 1 < N {
		read in[y][x + 1] as e_load
		write t[ty + 1][17] as e_store
	}
	if ty == 0 && y > 0 {
		read in[y - 1][x] as n_load
		write t[0][tx + 1] as n_store
	}
	if ty == 15 && y + 1 < N {
		read in[y + 1][x] as s_load
		write t[17][tx + 1] as s_store
	}
}
sync
if x > 0 && y > 0 && x < N - 1 && y < N - 1 {
	read t[ty + 1][tx] as west
	read t[ty + 1][tx + 2] as east
	read t[ty][tx + 1] as north
	read t[ty + 2][tx + 1] as south
	read t[ty + 1][tx + 1] as centre
	write out[y][x] as store
}
