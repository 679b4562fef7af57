/*
 * idle.cu - what a shared-memory instruction costs the pipe when a warp
 * issues it with every lane predicated off (issue 30: in the shared
 * reductions ptxas predicates each step's loads and store, so the warps
 * that sit a step out issue them all the same; Nsight's
 * l1tex__data_pipe_lsu_wavefronts_mem_shared counts a wavefront for
 * each: 219 a block of reduce_sequential, where its active lanes make
 * 45).
 *
 * Blocks of 256 threads, 8 an SM, 64 waves; each warp makes n passes of
 * 8 shared loads (or 8 shared stores) of distinct banks, each through
 * inline PTX under a predicate:
 *
 *   on      every warp's predicate true
 *   pred    odd warps' predicate false: they issue the instructions
 *           with no lane active
 *   branch  odd warps branch round the loop: they issue nothing
 *   lanes   every warp, lane l's predicate l < 16 (half the lanes)
 *   pred8   as pred, the even warps' loads 8-way conflicted
 *   on8     every warp's loads 8-way conflicted
 *
 *   nvcc -O3 -arch=sm_90 -o idle idle.cu && ./idle
 *
 * Prints "OP CASE ms ratio-to-on ns-a-wave"; each the median of 9
 * launches after 2 warm-ups, every CUDA call checked.
 */
#include "../probe.h"

template <bool STORE, int CASE>
__global__ void steps(int n, unsigned long long *out, unsigned long long key)
{
	__shared__ float sm[2048];
	const unsigned t = threadIdx.x, w = t / 32, l = t % 32;
	const bool branch = CASE == 2 && (w & 1);
	unsigned on = CASE == 0 || CASE == 5 ? 1
	            : CASE == 3 ? l < 16 : !(w & 1);
	const bool c8 = CASE == 5 || (CASE == 4 && !(w & 1));
	float a[8];
	unsigned base = (unsigned)__cvta_generic_to_shared(sm);

	for (int k = 0; k < 8; k++)
		a[k] = (float)(t + k);
	for (unsigned i = t; i < 2048; i += blockDim.x)
		sm[i] = (float)i;
	__syncthreads();
	if (!branch)
		for (int i = 0; i < n; i++) {
#pragma unroll
			for (int k = 0; k < 8; k++) {
				unsigned word = c8 ? (l * 32 + l / 8 + k + i) & 2047
				                   : (l + 32 * k + i) & 2047;
				unsigned ad = base + 4 * word;
				if (STORE)
					asm volatile("{ .reg .pred p; setp.ne.u32 p, %2, 0;"
					             " @p st.shared.f32 [%1], %0; }"
					             :: "f"(a[k]), "r"(ad), "r"(on));
				else
					asm volatile("{ .reg .pred p; setp.ne.u32 p, %2, 0;"
					             " @p ld.shared.f32 %0, [%1]; }"
					             : "+f"(a[k]) : "r"(ad), "r"(on));
			}
			on ^= (unsigned)(i >> 30);   /* not provably constant */
		}
	probe_keep8(a, out, key);
}

template <bool STORE>
static void
all(const char *op, unsigned grid, unsigned long long *out, double waves)
{
	const char *cn[] = { "on", "pred", "branch", "lanes", "pred8", "on8" };
	const unsigned long long key = 0xfffffffffffffff1ull;
	const int n = 256;
	double base = 0;

	for (int c = 0; c < 6; c++) {
		double ms = median_ms([&] {
			switch (c) {
			case 0: steps<STORE, 0><<<grid, 256>>>(n, out, key); break;
			case 1: steps<STORE, 1><<<grid, 256>>>(n, out, key); break;
			case 2: steps<STORE, 2><<<grid, 256>>>(n, out, key); break;
			case 3: steps<STORE, 3><<<grid, 256>>>(n, out, key); break;
			case 4: steps<STORE, 4><<<grid, 256>>>(n, out, key); break;
			default: steps<STORE, 5><<<grid, 256>>>(n, out, key);
			}
		}, 2, 9);
		if (c == 0)
			base = ms;
		printf("%s %-6s %.4f ms %.3f %.1f ns a wave\n", op, cn[c], ms,
		       ms / base, ms * 1e6 / waves);
		fflush(stdout);
	}
}

int
main(int argc, char **argv)
{
	cudaDeviceProp p;
	unsigned long long *out;

	CK(cudaGetDeviceProperties(&p, 0));
	const unsigned grid = (unsigned)p.multiProcessorCount *
	                      (p.maxThreadsPerMultiProcessor / 256) * 64;
	CK(cudaMalloc(&out, 16));
	if (argc > 1) {              /* one launch each, for Nsight */
		steps<false, 1><<<grid, 256>>>(256, out, 1);
		steps<true, 1><<<grid, 256>>>(256, out, 1);
		CK(cudaDeviceSynchronize());
		return 0;
	}
	all<false>("lds", grid, out, 64);
	all<true>("sts", grid, out, 64);
	return 0;
}
