# reduce_interleaved.pat - tests/gpu/ref's interleaved reduction: each
# block sums its 256 floats in shared memory, the divergent way (thread
# tid works while tid % 2s == 0), and writes the sum. The multi-block
# form of patterns/reduce_interleaved.pat's first loop, at a size many
# times the L2 (G blocks of 1 KB), paired with ref_reduce_interleaved
# in ref.cu.

param G = 262144

grid G
block 256

global float g_in[G * 256]
global float g_out[G]
shared float sdata[256]

let tid = threadIdx.x
read g_in[blockIdx.x * 256 + tid] as load
write sdata[tid] as fill
sync
for (s = 1; s < blockDim.x; s *= 2) {
	if tid % (2 * s) == 0 {
		read sdata[tid] as div_a
		read sdata[tid + s] as div_b
		write sdata[tid] as div_sum
	}
	sync
}
read sdata[0] if tid == 0 as sum
write g_out[blockIdx.x] if tid == 0 as result
