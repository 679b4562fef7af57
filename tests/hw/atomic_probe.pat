# atomic_probe.pat - atomics of one warp, each probe an access of its own,
# with the figure an H200 and an H100 counted (2026-11-23,
# tests/gpu/atomics_probe.sh, its output in atomic_probe.h200.txt and
# atomic_probe.h100.txt; the two GPUs agree on every probe):
# tests/gpu/atomic_probe.cu runs the
# same probes (one launch each, the same names) under Nsight Compute.
# Every 4-byte shared and every global probe below is the GPU's figure
# and the model's. Of the three 8-byte shared probes (d_*), two are NOT:
# the GPUs counted 4, 3 and 4 wavefronts an instruction where the
# expectations, the model's, say 2, 32 and 4; no rule is known yet, and
# accessan warns where a pattern has such an atomic.
#
# Shared: wavefronts per instruction, l1tex__data_pipe_lsu_wavefronts_mem_
# shared_op_atom / smsp__inst_executed_op_shared_atom. Global: sectors per
# request, l1tex__t_sectors_pipe_lsu_mem_global_op_atom / l1tex__t_requests
# _pipe_lsu_mem_global_op_atom (_op_red for the *_red probes, whose result
# the probe does not use: the compiler makes them reductions).
grid 1
block 32
let t = threadIdx.x
shared unsigned s[1024]
shared unsigned long long d[256]
global unsigned g[1024]
global unsigned long long g64[512]

# shared, 4 bytes
atomic s[t / 32] as s_same
expect s_same.wavefronts_per_request == 32
atomic s[t] as s_distinct
expect s_distinct.wavefronts_per_request == 1
atomic s[t / 2] as s_pairs
expect s_pairs.wavefronts_per_request == 2
atomic s[t / 4] as s_quads
expect s_quads.wavefronts_per_request == 4
atomic s[t % 2 * 32] as s_bank0_two_words
expect s_bank0_two_words.wavefronts_per_request == 32
atomic s[2 * t] as s_stride2
expect s_stride2.wavefronts_per_request == 2
atomic s[32 * t] as s_stride32
expect s_stride32.wavefronts_per_request == 32
atomic s[t / 32] if t < 16 as s_half_same
expect s_half_same.wavefronts_per_request == 16
atomic s[t * 7 % 32] as s_permuted
expect s_permuted.wavefronts_per_request == 1
atomic s[t % 8] as s_eight_words
expect s_eight_words.wavefronts_per_request == 4
# shared, 8 bytes
# the model's figures, not the GPU's (4, 3, 4): see the top
atomic d[t] as d_distinct
expect d_distinct.wavefronts_per_request == 2
atomic d[0] as d_same
expect d_same.wavefronts_per_request == 32
atomic d[t / 2] as d_pairs
expect d_pairs.wavefronts_per_request == 4
# global, result used (ATOM) and unused (RED); the probe's word is
# elem(mode, t), one for the warp but not by the code, so that ptxas
# makes the lanes' atomics one by one: t / 32 here (one warp), not 0,
# which it would make one operation of (tests/gpu/atomic/uniform.cu)
atomic g[t / 32] as g_same
expect g_same.sectors_per_request == 32
atomic g[t / 32] as g_same_red
expect g_same_red.sectors_per_request == 32
atomic g[t] as g_distinct
expect g_distinct.sectors_per_request == 4
atomic g[t] as g_distinct_red
expect g_distinct_red.sectors_per_request == 4
atomic g[8 * t] as g_stride8
expect g_stride8.sectors_per_request == 32
atomic g[8 * t] as g_stride8_red
expect g_stride8_red.sectors_per_request == 32
atomic g[t / 2] as g_pairs
expect g_pairs.sectors_per_request == 4
atomic g64[t] as g64_distinct
expect g64_distinct.sectors_per_request == 8
atomic g64[t / 32] as g64_same
expect g64_same.sectors_per_request == 32
