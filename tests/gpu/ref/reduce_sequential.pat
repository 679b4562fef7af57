# reduce_sequential.pat - tests/gpu/ref's sequential reduction: each
# block sums its 256 floats in shared memory, halving the active threads
# at each step (tid < s: no divergence within a warp until s < 32, no
# bank conflict), and writes the sum. The multi-block form of
# patterns/reduce_sequential.pat, G blocks of 1 KB, paired with
# ref_reduce_sequential in ref.cu.

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
for (s = blockDim.x / 2; s > 0; s >>= 1) {
	if tid < s {
		read sdata[tid] as seq_a
		read sdata[tid + s] as seq_b
		write sdata[tid] as seq_sum
	}
	sync
}
read sdata[0] if tid == 0 as sum
write g_out[blockIdx.x] if tid == 0 as result
