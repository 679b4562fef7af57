# reduce_interleaved.pat - a block-wide sum in shared memory with
# interleaved addressing (the first two kernels of the classic CUDA
# reduction walk-through).
#
# What it shows: 256 threads add up 256 floats in log2(256) = 8 rounds;
# in round s, element i receives element i + s for i a multiple of 2 s.
# Picking the working threads by 'tid % (2 * s) == 0' keeps the accesses
# conflict-free (the active lanes' words are in different banks) but
# scatters them over every warp: 8 warps issue requests in each of the
# first rounds with as few as one active lane (the divergent version).
# Compacting the work onto the first threads with 'index = 2 * s * tid'
# issues fewer requests, but lane l now reads word 2 s l: a 2-, 4-, 8-way
# bank conflict as s grows (the strided version, worst request 8
# wavefronts).
#
# What to change: sequential addressing, reduce_sequential.pat - the
# working threads are the first ones and they read consecutive words.

grid 1
block 256

global float g_in[256]
shared float sdata[256]

let tid = threadIdx.x

read g_in[tid] as load
write sdata[tid] as fill
sync

# divergent: thread tid works if tid is a multiple of 2 s
for (s = 1; s < blockDim.x; s *= 2) {
	if tid % (2 * s) == 0 {
		read sdata[tid] as div_a
		read sdata[tid + s] as div_b
		write sdata[tid] as div_sum
	}
	sync
}

# strided index: the first threads work, on words 2 s apart
for (s = 1; s < blockDim.x; s *= 2) {
	let index = 2 * s * tid
	if index < blockDim.x {
		read sdata[index] as str_a
		read sdata[index + s] as str_b
		write sdata[index] as str_sum
	}
	sync
}

expect load.sectors_per_request == 4
expect fill.wavefronts_per_request == 1
expect div_a.requests == 47
expect div_a.bank_conflicts == 0
expect str_a.requests == 12
expect str_a.wavefronts == 47
expect str_a.max_wavefronts_per_request == 8
expect str_b.wavefronts == 47
expect str_sum.bank_conflicts == 35

# the barriers order every store before the loads of other threads
expect races == 0
