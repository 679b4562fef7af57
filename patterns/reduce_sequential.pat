# reduce_sequential.pat - a block-wide sum in shared memory with
# sequential addressing.
#
# What it shows: the same 8 rounds as reduce_interleaved.pat, but in
# round s (128, 64, ... 1) threads 0..s-1 add element tid + s into element
# tid. The working threads are the first s, so whole warps drop out
# together, and a warp's lanes read consecutive words: every request is
# one wavefront, no bank conflict, 12 requests per access for the block
# (the strided interleaved version needs 47 wavefronts for its 12, the
# divergent one 47 requests).
#
# What to change: nothing in the addressing. Below 32 active threads the
# last rounds run in one warp: finish them with __shfl_down_sync, and add
# two elements per thread while loading to halve the idle threads.

grid 1
block 256

global float g_in[256]
shared float sdata[256]

let tid = threadIdx.x

read g_in[tid] as load
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

expect load.sectors_per_request == 4
expect seq_a.requests == 12
expect seq_a.wavefronts == 12
expect all.bank_conflicts == 0

# the barriers order every store before the loads of other threads
expect races == 0
