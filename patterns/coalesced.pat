# coalesced.pat - the coalesced copy: thread k reads and writes element k.
#
# What it shows: the reference point. A warp's 32 floats are 128
# contiguous bytes starting on a 32-byte boundary: 4 sectors per request,
# every byte fetched is used. Measured on H200: 4 sectors per request.
# Permuting the lanes inside those 128 bytes changes nothing (the second
# access reverses them within the warp): sectors are counted per warp,
# not per lane order.
#
# What to change: nothing; compare with stride2.pat and offset.pat.

grid 64
block 256

global float idata[64 * 256]
global float odata[64 * 256]

let i = blockIdx.x * blockDim.x + threadIdx.x
read idata[i] as load
write odata[i] as store
# the same 128 bytes, lanes in reverse order
read idata[i - threadIdx.x % 32 + 31 - threadIdx.x % 32] as reversed

expect all.sectors_per_request == 4
expect all.efficiency == 100%
expect reversed.sectors_per_request == 4
