# offset.pat - offsetCopy from the CUDA C Best Practices Guide.
#
# What it shows: every thread copies one float, consecutive threads
# consecutive floats, but the whole range is shifted by off elements (the
# Guide's 'offset', a keyword of the pattern language). A warp's 128
# bytes then straddle a sector boundary: 5 sectors per request instead of
# 4 unless off is a multiple of 8 floats (32 bytes).
# Measured on H200: a[tid+1] 5 sectors, a[tid+8] 4. The bandwidth barely
# moves (2240 to 2340 GB/s for offsets 1..32 against 2320 at 0) because
# the neighbouring warp wants the extra sector too and L2 serves it: the
# cost is a quarter more sectors between L1 and L2, not more DRAM traffic.
#
#     accessan -D off=8 patterns/offset.pat
#
# The expectations pin the default, off = 1; with off = 8 (or 0) they
# fail and show 4 sectors per request.
#
# What to change: start each warp's range on a 32-byte boundary
# (cudaMalloc gives 256-byte aligned arrays; keep offsets, pitches and
# block sizes multiples of 8 floats).

param off = 1

grid 16
block 256

global float idata[16 * 256 + off]
global float odata[16 * 256 + off]

let xid = blockIdx.x * blockDim.x + threadIdx.x + off
read idata[xid] as load
write odata[xid] as store

expect load.sectors_per_request == 5
expect store.sectors_per_request == 5
expect all.ideal_sectors_per_request == 4
expect all.efficiency == 80%
