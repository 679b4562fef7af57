# l1_segments.pat - strided loads on a GPU whose L1 caches global loads
# in 128-byte lines: compute capability 3.5, 3.7 and 5.2 with L1 caching
# enabled (nvcc -Xptxas -dlcm=ca), the teaching profile sm_35_l1. The CUDA
# C++ Best Practices Guide ("Coalesced Access to Global Memory", "A
# Sequential but Misaligned Access Pattern"): there, a cached load is
# served in 128-byte aligned segments, one transaction per 128-byte line
# the warp touches; stores, and loads that bypass L1, go in 32-byte
# segments on every GPU.
#
# What it shows: the same strided read costs a whole line per line
# touched. With stride 1 the warp's 128 bytes are one line (4 sectors)
# either way; stride 2 touches 2 lines (8 sectors, as with 32-byte
# sectors). From stride 8 on every lane has a 32-byte sector of its own:
# 32 sectors a request on the 32-byte profiles, but on sm_35_l1 still
# 4 sectors a line, 4 * stride up to 128 at stride 32. Side by side:
#
#     accessan sweep -D lg=0..5 patterns/l1_segments.pat
#     accessan sweep -D lg=0..5 -a sm_90 patterns/l1_segments.pat
#
# (stride = 2^lg: 1, 2, 4, 8, 16, 32). The file names sm_35_l1 and
# expects its figures at the default, stride 16: 16 lines, 64 sectors
# (with -a sm_90 the first fails: 32 sectors). The
# stores beside the loads keep 32-byte sectors: 32 a request.
#
# What to change: read with stride 1 (coalesced.pat), or on those GPUs
# turn L1 caching off for scattered loads (-Xptxas -dlcm=cg): 32-byte
# segments again.

arch sm_35_l1
param lg = 4                      // the stride is 2^lg floats

grid 16
block 256

global float idata[16 * 256 * 32]
global float odata[16 * 256 * 32]

let stride = 1 << lg
let xid = (blockIdx.x * blockDim.x + threadIdx.x) * stride
read idata[xid] as load
write odata[xid] as store

expect load.sectors_per_request == 4 * stride
expect load.ideal_sectors_per_request == 4
expect store.sectors_per_request == 32
