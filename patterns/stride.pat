# stride.pat - strideCopy with the stride as a parameter.
#
# What it shows: how the sectors per request grow with the stride between
# consecutive threads' elements. For 4-byte floats the warp's 32 lanes span
# 128 * stride bytes, so a request costs 4 * stride sectors until every
# lane has a sector of its own (stride 8 and beyond: 32 sectors, 1/8 of
# each used). Measured on H200: stride 1: 4, 2: 8, 3: 12, 4: 16, 8: 32.
#
#     accessan -D stride=8 patterns/stride.pat
#
# The expectations below pin the default, stride 4; with another stride
# they fail and print the figure it gives (exit status 1).
#
# What to change: make the stride 1 (coalesced.pat); read strided data
# through a shared-memory tile (transpose_shared.pat) or store it as a
# structure of arrays (aos_soa.pat).

param stride = 4

grid 16
block 256

global float idata[16 * 256 * stride]
global float odata[16 * 256 * stride]

let xid = (blockIdx.x * blockDim.x + threadIdx.x) * stride
read idata[xid] as load
write odata[xid] as store

expect load.sectors_per_request == 16
expect load.ideal_sectors_per_request == 4
expect store.sectors_per_request == 16
expect all.efficiency == 25%
