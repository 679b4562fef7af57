# reduce_warp_volatile.pat - the course notes' warp-synchronous tree: each
# warp adds up its 32 partial sums in a volatile buffer, with no barrier,
# trusting the warp to run in lock step.
#
# What it shows: the figures are fine (each step one request, 1 to 4
# sectors), but the tree races. Since Volta the lanes of a warp are not
# promised to run in lock step: in the step 's[tid] += s[tid + 8]' lane 0
# reads element 8 while lane 8 writes it, and before the first step lane
# 0 reads element 16 that lane 16 has just stored. 'volatile' keeps the
# compiler from caching the values in registers; it orders nothing. The
# check finds 16 + 8 + 4 + 2 + 1 = 31 racy words in each of the 32 warps.
#
# What to change: a __syncwarp() between each step's loads and its store
# (reduce_warp_syncwarp.pat), or warp shuffles (__shfl_down_sync), which
# need no memory at all.

#define WARPS 32

grid WARPS * 32 / 256
block 256

global volatile double cache[WARPS * 32]
global double out[WARPS]

int tid = blockIdx.x * blockDim.x + threadIdx.x
int lane = tid % 32

cache[tid] = 1.0 as fill          // this lane's partial sum
if (lane < 16) {
    cache[tid] += cache[tid + 16]
    cache[tid] += cache[tid + 8]
    cache[tid] += cache[tid + 4]
    cache[tid] += cache[tid + 2]
    cache[tid] += cache[tid + 1]
}
out[tid / 32] = cache[tid] if lane == 0 as result

expect fill_write.sectors_per_request == 8
expect races == 31 * WARPS
