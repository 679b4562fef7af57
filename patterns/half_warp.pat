# half_warp.pat - only lanes 0-15 of each warp take part.
#
# What it shows: a branch such as 'if (threadIdx.x % 32 < 16)' leaves half
# of each warp idle. The active half still reads 64 contiguous bytes: 2
# sectors per request, all bytes used (measured on H200: 2). Inactive
# lanes cost nothing in memory; what is lost is the other half of the
# warp's issue slots and twice the requests for the same data.
#
# What to change: give the work to whole warps (threads 0-15 of every
# warp -> threads 0-(n/2-1) of the block), so that warps are either fully
# active or skipped.

grid 8
block 256

global float a[8 * 256]

let i = blockIdx.x * blockDim.x + threadIdx.x
read a[i] if threadIdx.x % 32 < 16 as half

# the same 16 elements per warp, handed to whole warps instead
let j = blockIdx.x * blockDim.x / 2 + threadIdx.x
read a[j] if threadIdx.x < blockDim.x / 2 as whole

expect half.sectors_per_request == 2
expect half.efficiency == 100%
expect half.requests == 64
expect whole.sectors_per_request == 4
expect whole.requests == 32
