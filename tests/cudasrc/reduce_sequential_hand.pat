# reduce_sequential of patterns/library.cu written by hand (run.sh
# holds the kernel's figures to these): each block of 256 threads adds
# up its 256 elements of in into out[blockIdx.x]; in round s (128, 64,
# ... 1) threads 0 .. s-1 add the word s further on
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
for (s = blockDim.x / 2; s > 0; s >>= 1) {
	if tid < s {
		read sdata[tid] as a
		read sdata[tid + s] as b
		write sdata[tid] as sum
	}
	sync
}
read sdata[0] if tid == 0 as result
write out[blockIdx.x] if tid == 0 as store
