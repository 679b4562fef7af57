# grid_stride.pat - the grid-stride loop, against a contiguous chunk per
# thread.
#
# What it shows: a kernel whose grid is smaller than the data makes each
# thread handle several elements. In the grid-stride loop thread t takes
# t, t + T, t + 2T, ... (T = threads in the grid): on every iteration the
# warp's lanes read 32 consecutive floats, 4 sectors per request.
# Splitting the array into one contiguous chunk per thread instead (the
# natural choice on a CPU) puts consecutive lanes 8 floats = 32 bytes
# apart: each lane has a sector of its own, 32 sectors per request, and
# only 1/8 of every sector is used on this iteration. L1 may still hold
# those sectors on the next iteration, but nothing guarantees it.
#
# What to change: loop 'for (i = tid; i < n; i += gridDim.x * blockDim.x)'.

param n = 8192

grid 4
block 256

global float a[n]
global float b[n]

let tid = blockIdx.x * blockDim.x + threadIdx.x
let nthreads = gridDim.x * blockDim.x

# grid-stride: the warp reads 32 consecutive floats on every iteration
for (i = tid; i < n; i += nthreads) {
	read a[i] as stride_loop
}

# a chunk per thread: lane l starts 8 floats after lane l-1
let chunk = n / nthreads
for k in 0 .. chunk {
	read b[tid * chunk + k] as chunked
}

expect stride_loop.sectors_per_request == 4
expect stride_loop.efficiency == 100%
expect stride_loop.requests == 256
expect chunked.sectors_per_request == 32
expect chunked.efficiency == 12.5%
