# stride2.pat - strideCopy from the CUDA C Best Practices Guide, stride 2.
#
# What it shows: thread i copies element 2*i, so the 32 lanes of a warp
# touch 32 floats spread over 256 bytes. Every 32-byte sector they touch is
# only half used: 8 sectors per request where 4 would hold the data, 50 %
# of the bytes moved are wasted, loads and stores alike. Measured on H200:
# 8 sectors per request, and about 60 % of the stride-1 bandwidth.
#
# What to change: give consecutive threads consecutive elements
# (xid = blockIdx.x * blockDim.x + threadIdx.x), see coalesced.pat; if the
# data really is strided, stage it through shared memory or change its
# layout (aos_soa.pat). stride.pat takes the stride as a parameter.

grid 64
block 256

global float idata[64 * 256 * 2]
global float odata[64 * 256 * 2]

let xid = (blockIdx.x * blockDim.x + threadIdx.x) * 2
read idata[xid] as load
write odata[xid] as store

expect load.sectors_per_request == 8
expect load.ideal_sectors_per_request == 4
expect store.sectors_per_request == 8
expect all.efficiency == 50%
