/*
 * turnover.cu - what a wave of blocks costs beyond its work in the
 * shared-memory pipe (issue 30: the model adds block_ns, 633 ns on an
 * H200, to every wave of a pipe bound; kernels ran 56 to 800 ns a wave
 * beyond their pipe's work, tests/gpu/pipe/README). Blocks of 256
 * threads, 8 an SM, W waves; each warp makes n passes of 8 conflict-free
 * shared loads, so a wave's pipe work grows with n while its blocks'
 * start and end stay the same:
 *
 *   loop   the passes alone
 *   tile   first a load of a fresh float a thread from DRAM, stored to
 *          shared memory, and a barrier: the passes wait for the tile
 *   steps  as tile, with a barrier after every n/8 passes
 *
 *   nvcc -O3 -arch=sm_90 -o turnover turnover.cu && ./turnover
 *
 * Prints "KIND n ms ns-a-wave": each the median of 9 launches after 2
 * warm-ups, every CUDA call checked; the time a wave beyond its work is
 * the intercept of ns-a-wave against n.
 */
#include "../probe.h"

template <int KIND>
__global__ void wave(const float *g, int n, unsigned long long *out,
                     unsigned long long key)
{
	__shared__ float sm[2048];
	const unsigned t = threadIdx.x, l = t % 32;
	float a[8];

	for (int k = 0; k < 8; k++)
		a[k] = (float)(t + k);
	for (unsigned i = t; i < 2048; i += blockDim.x)
		sm[i] = (float)i;
	if (KIND > 0) {
		sm[t] = g[(size_t)blockIdx.x * blockDim.x + t];
		__syncthreads();
	}
	const int step = n / 8 > 0 ? n / 8 : 1;
	for (int i = 0; i < n; i++) {
#pragma unroll
		for (int k = 0; k < 8; k++)
			a[k] += sm[(l + 32 * k + i) & 2047];
		if (KIND == 2 && (i + 1) % step == 0)
			__syncthreads();
	}
	probe_keep8(a, out, key);
}

int
main(void)
{
	cudaDeviceProp p;
	unsigned long long *out;
	float *g;
	const unsigned long long key = 0xfffffffffffffff1ull;
	const char *kn[] = { "loop", "tile", "steps" };
	const int waves = 64;

	CK(cudaGetDeviceProperties(&p, 0));
	const unsigned grid = (unsigned)p.multiProcessorCount *
	                      (p.maxThreadsPerMultiProcessor / 256) * waves;
	CK(cudaMalloc(&out, 16));
	CK(cudaMalloc(&g, (size_t)grid * 256 * sizeof(float)));
	CK(cudaMemset(g, 0, (size_t)grid * 256 * sizeof(float)));
	for (int kind = 0; kind < 3; kind++)
		for (int n : { 0, 8, 16, 32, 64, 128, 256 }) {
			double ms = median_ms([&] {
				if (kind == 0)
					wave<0><<<grid, 256>>>(g, n, out, key);
				else if (kind == 1)
					wave<1><<<grid, 256>>>(g, n, out, key);
				else
					wave<2><<<grid, 256>>>(g, n, out, key);
			}, 2, 9);
			printf("%s %d %.4f ms %.1f ns a wave\n", kn[kind], n, ms,
			       ms * 1e6 / waves);
			fflush(stdout);
		}
	return 0;
}
