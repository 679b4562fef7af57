/*
 * work.cu - what a barrier step costs beside the work between barriers
 * (issue 30: the shared reductions run at about four fifths of their
 * pipe's rate, h200-2026-11-29d of tests/gpu/time): calibrate's cal_sync
 * kernel (steps of two shared loads, an add, a shared store and
 * __syncthreads, blocks of 256 filling every SM) with W more
 * instructions a step, FMAs on four independent accumulators ('alu') or
 * shared loads of distinct banks ('lds'), with and without the barrier.
 *
 *   nvcc -O3 -arch=sm_90 -o work work.cu && ./work
 *
 * Each case's median of 9 launches after 2 warm-ups, every CUDA call
 * checked; 64 waves of 8 blocks an SM, 16 steps. Prints "KIND W sync ms
 * nosync ms, the barrier's ns a wave-step, the work's ns a wave-step".
 */
#include "../probe.h"

template <int W, bool ALU, bool SYNC>
__global__ void steps(int n, unsigned long long *out, unsigned long long key)
{
	__shared__ unsigned sm[2][256];
	const unsigned t = threadIdx.x;
	unsigned v = t;
	float a[4] = { (float)t, 1.0f, 2.0f, 3.0f };

	sm[0][t] = t;
	__syncthreads();
	for (int i = 0; i < n; i++) {
		v += sm[i & 1][t ^ 1] + sm[i & 1][t ^ 32];
#pragma unroll
		for (int k = 0; k < W; k++) {
			if (ALU)
				a[k & 3] = fmaf(a[k & 3], 1.0001f, 0.5f);
			else
				v += sm[i & 1][(t + 33 * (k + 1)) & 255];
		}
		sm[(i + 1) & 1][t] = v;
		if (SYNC)
			__syncthreads();
	}
	if (v + (unsigned)(a[0] + a[1] + a[2] + a[3]) == key)
		out[1] = v;
}

template <int W, bool ALU>
static void
one(const char *kind, unsigned grid, unsigned long long *out, double waves)
{
	const int n = 16;
	const unsigned long long key = 0xfffffffffffffff1ull;
	double base[2], with[2];

	for (int s = 0; s < 2; s++) {
		int m = s ? n : 0;
		base[s] = median_ms([&] {
			steps<W, ALU, false><<<grid, 256>>>(m, out, key); }, 2, 9);
		with[s] = median_ms([&] {
			steps<W, ALU, true><<<grid, 256>>>(m, out, key); }, 2, 9);
	}
	printf("%s %-3d sync %.4f ms nosync %.4f ms barrier %.1f ns work %.1f ns"
	       " a wave-step\n", kind, W, with[1], base[1],
	       (with[1] - with[0] - (base[1] - base[0])) * 1e6 / waves / n,
	       (base[1] - base[0]) * 1e6 / waves / n);
	fflush(stdout);
}

int
main(void)
{
	cudaDeviceProp p;
	unsigned long long *out;

	CK(cudaGetDeviceProperties(&p, 0));
	const unsigned wave = (unsigned)p.multiProcessorCount *
	                      (p.maxThreadsPerMultiProcessor / 256);
	const double waves = 64;
	CK(cudaMalloc(&out, 16));
	one<0, true>("alu", wave * 64, out, waves);
	one<4, true>("alu", wave * 64, out, waves);
	one<16, true>("alu", wave * 64, out, waves);
	one<64, true>("alu", wave * 64, out, waves);
	one<256, true>("alu", wave * 64, out, waves);
	one<2, false>("lds", wave * 64, out, waves);
	one<8, false>("lds", wave * 64, out, waves);
	one<32, false>("lds", wave * 64, out, waves);
	one<128, false>("lds", wave * 64, out, waves);
	return 0;
}
