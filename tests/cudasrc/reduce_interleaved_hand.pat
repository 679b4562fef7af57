# reduce_interleaved of patterns/library.cu written by hand (run.sh
# holds the kernel's figures to these): each block of 256 threads adds
# up its 256 elements of in into out[blockIdx.x]; in round s thread tid
# works if it is a multiple of 2 s
param BLOCKS = 1

grid BLOCKS
block 256

global float in[BLOCKS * 256]
global float out[BLOCKS]
shared float sdata[256]

let tid = threadIdx.x

read in[blockIdx.x * 256 + tid] as load
write sdata[tid] as fill
sync
for (s = 1; s < blockDim.x; s *= 2) {
	if tid % (2 * s) == 0 {
		read sdata[tid] as a
		read sdata[tid + s] as b
		write sdata[tid] as sum
	}
	sync
}
read sdata[0] if tid == 0 as result
write out[blockIdx.x] if tid == 0 as store
