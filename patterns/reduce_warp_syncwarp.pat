# reduce_warp_syncwarp.pat - the warp-level tree of
# reduce_warp_volatile.pat made correct with __syncwarp().
#
# What it shows: each step loads its two values into a register, waits
# for the other lanes of the warp, then stores, and waits again before
# the next step loads. Every lane's store now comes after the loads it
# could spoil and before the loads that need it: no race. The figures are
# those of the racy version (one request a step, a sector or two each):
# a __syncwarp() costs no memory request.
#
# What to change: nothing for correctness. Warp shuffles
# (__shfl_down_sync) would drop the buffer and its requests altogether.

#define WARPS 32

grid WARPS * 32 / 256
block 256

global double cache[WARPS * 32]
global double out[WARPS]

int tid = blockIdx.x * blockDim.x + threadIdx.x
int lane = tid % 32

cache[tid] = 1.0 as fill          // this lane's partial sum
__syncwarp()
if (lane < 16) {
    double v = cache[tid] + cache[tid + 16] as step16
    __syncwarp(0xffff)
    cache[tid] = v
    __syncwarp(0xffff)
    v = cache[tid] + cache[tid + 8]
    __syncwarp(0xffff)
    cache[tid] = v
    __syncwarp(0xffff)
    v = cache[tid] + cache[tid + 4]
    __syncwarp(0xffff)
    cache[tid] = v
    __syncwarp(0xffff)
    v = cache[tid] + cache[tid + 2]
    __syncwarp(0xffff)
    cache[tid] = v
    __syncwarp(0xffff)
    v = cache[tid] + cache[tid + 1]
    __syncwarp(0xffff)
    cache[tid] = v
}
__syncwarp()
out[tid / 32] = cache[tid] if lane == 0 as result

expect fill_write.sectors_per_request == 8
expect step16_read2.sectors_per_request == 4
expect races == 0
