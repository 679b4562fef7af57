# copy_grid_stride of patterns/library.cu written by hand (run.sh holds
# the kernel's figures to these): n floats copied by a grid of BLOCKS
# blocks of 256, thread t taking t, t + T, t + 2 T, ...
param n = 65536
param BLOCKS = 16

grid BLOCKS
block 256

global float in[n]
global float out[n]

let tid = blockIdx.x * blockDim.x + threadIdx.x

for (i = tid; i < n; i += gridDim.x * blockDim.x) {
	read in[i] as load
	write out[i] as store
}
