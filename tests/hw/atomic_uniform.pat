# atomic_uniform.pat - global atomics on one word for the whole warp,
# written as tests/gpu/atomic/uniform.cu writes them: the sectors per
# request an H200 counted with Nsight Compute (l1tex__t_sectors_pipe_lsu_
# mem_global_op_red, or _op_atom where the result is used, over the
# requests; tests/gpu/atomic/uniform.ncu.h200.txt). Where the code makes
# the address one for the warp, ptxas combines an integer add, max (and
# sub, min, and, or, xor) of the warp's lanes into one operation of the
# first lane: 1 sector a request. A float add, an exchange, an
# increment, a 64-bit add of the lanes' own values, and a word the same
# in every lane only by its value, go lane by lane: 32.
grid 4
block 256
param zero = 0
global unsigned g[64]
global float f[64]
global unsigned long long big[64]
int t = threadIdx.x
atomicAdd(&g[0], 1) as add_const
atomicAdd(&g[0], t) as add_var
atomicMax(&g[0], t) as max_var
int old = atomicAdd(&g[0], 1) as add_ret
if (t % 2 == 1) { atomicAdd(&g[0], 1) as add_some }
atomicAdd(&f[0], 1.0f) as add_f32
atomicAdd(&g[t * zero], 1) as add_hidden
atomicExch(&g[0], t) as exch_var
atomicInc(&g[0], 9) as inc_const
atomicAdd(&big[0], t) as add_u64_var
expect add_const_atomic.sectors_per_request == 1
expect add_var_atomic.sectors_per_request == 1
expect max_var_atomic.sectors_per_request == 1
expect add_ret_atomic.sectors_per_request == 1
expect add_some_atomic.sectors_per_request == 1
expect add_f32_atomic.sectors_per_request == 32
expect add_hidden_atomic.sectors_per_request == 32
expect exch_var_atomic.sectors_per_request == 32
expect inc_const_atomic.sectors_per_request == 32
expect add_u64_var_atomic.sectors_per_request == 32
