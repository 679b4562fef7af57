# readonly.pat - loads through the read-only data path ('ldg': what
# __ldg() and a const __restrict__ pointer give, ld.global.nc), beside
# plain loads of the same addresses.
#
# What it shows: the read-only path changes where a load may be cached,
# not how a warp's addresses become sectors. An ldg of 32 consecutive
# floats is one request of 4 sectors, a stride of 32 floats 32 sectors, as
# for a plain read. On an H100 (sm_90) ld.global.nc runs as LDG through the
# load/store unit: the global-load counters (l1tex__t_requests/sectors
# _pipe_lsu_mem_global_op_ld) count it exactly as a plain load, and the
# texture pipe counts nothing (tests/gpu/readonly/).
#
# What to change: use ldg (const __restrict__) for data a kernel only
# reads, so that the compiler may keep it in the L1/texture cache; it does
# not fix an uncoalesced pattern: fix the index (stride 1 across lanes)
# first.

grid 4
block 256

global float in[32768]

ldg in[blockIdx.x * 256 + threadIdx.x] as ldg_coalesced
read in[blockIdx.x * 256 + threadIdx.x] as read_coalesced
ldg in[threadIdx.x * 32 + blockIdx.x] as ldg_strided
read in[threadIdx.x * 32 + blockIdx.x] as read_strided

expect ldg_coalesced.sectors_per_request == 4
expect read_coalesced.sectors_per_request == 4
expect ldg_strided.sectors_per_request == 32
expect read_strided.sectors_per_request == 32
expect ldg_strided.efficiency == 12.5%
