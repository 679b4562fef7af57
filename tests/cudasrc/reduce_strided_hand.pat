# reduce_strided of patterns/library.cu written by hand (run.sh holds
# the kernel's figures to these): each block of 256 threads adds up its
# 256 elements of in into out[blockIdx.x]; in round s the first threads
# work, on words 2 s apart
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
	let index = 2 * s * tid
	if index < blockDim.x {
		read sdata[index] as a
		read sdata[index + s] as b
		write sdata[index] as sum
	}
	sync
}
read sdata[0] if tid == 0 as result
write out[blockIdx.x] if tid == 0 as store
