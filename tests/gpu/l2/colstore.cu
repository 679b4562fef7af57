/*
 * colstore.cu - what a warp's store of one word in each of 32 lines
 * costs the L2 (a naive transpose's write, down a column): by how far
 * apart the lines are, whether the lines stay in the L2 or go on to
 * DRAM, and with the transpose's row loads beside them or not (the time
 * model's L2 store bound, l2_store_gtps; tests/gpu/l2/README).
 *
 *   nvcc -O3 -arch=sm_90 -o colstore colstore.cu && ./colstore
 *
 * Every time the median of 9 launches between events after 2 warm-ups;
 * every CUDA call checked. Cases:
 *   tpose N     the naive transpose of patterns/library.cu, N x N floats
 *               (32 x 8 blocks, 4 rows a thread)
 *   wcol N      its stores alone: odata[x * N + y + j] = 1
 *   wrow N      the same stores along rows, for the floor: odata[(y + j)
 *               * N + x] = 1
 *   l2col S     cal_l2store's pattern (a thread's lane on a line of its
 *               own, a word of it an iteration, 256 iterations) with the
 *               lines S bytes apart, within 8 MiB of lines that stay in
 *               the L2 (S 128: calibrate's own; 65536: 16384 lines)
 *   mix st=S r=R W   at N 8192, wcol's stores (S 0: none) with R row loads
 *               before each (a line a warp each) from DRAM (W dram: each
 *               line once) or from 16 MiB that stay in the L2 (W l2)
 * Prints "CASE ms lines-a-ns" (the lines a warp's stores touch, summed,
 * over the time).
 */
#include <cstring>

#include "../probe.h"

#define TILE 32
#define ROWS 8

__global__ void tpose(float *odata, const float *idata, int n)
{
	int x = blockIdx.x * TILE + threadIdx.x;
	int y = blockIdx.y * TILE + threadIdx.y;

	for (int j = 0; j < TILE; j += ROWS)
		odata[x * n + y + j] = idata[(y + j) * n + x];
}

__global__ void wcol(float *odata, int n)
{
	int x = blockIdx.x * TILE + threadIdx.x;
	int y = blockIdx.y * TILE + threadIdx.y;

	for (int j = 0; j < TILE; j += ROWS)
		odata[x * n + y + j] = 1.0f;
}

__global__ void wrow(float *odata, int n)
{
	int x = blockIdx.x * TILE + threadIdx.x;
	int y = blockIdx.y * TILE + threadIdx.y;

	for (int j = 0; j < TILE; j += ROWS)
		odata[(y + j) * n + x] = 1.0f;
}

/* wcol's stores (st 0: none) with r row loads before each, a line a
   warp each, from DRAM (each line once: r * n * n floats) or from the
   first mask + 1 floats (16 MiB, in the L2) */
__global__ void mix(float *odata, const float *idata, int n, int r,
                    unsigned long long mask, int st)
{
	int x = blockIdx.x * TILE + threadIdx.x;
	int y = blockIdx.y * TILE + threadIdx.y;
	float s = 0;

	for (int j = 0; j < TILE; j += ROWS) {
		for (int k = 0; k < r; k++)
			s += idata[((unsigned long long)k * n * n +
			            (unsigned long long)(y + j) * n + x) & mask];
		if (st || s == 12345.0f)
			odata[x * n + y + j] = s;
	}
}

__global__ void l2col(unsigned *p, unsigned mask, unsigned words, int iters)
{
	const unsigned nthreads = gridDim.x * blockDim.x;
	unsigned line = blockIdx.x * blockDim.x + threadIdx.x;

	for (int it = 0; it < iters; it++) {
		p[(unsigned long long)(line & mask) * words + (it & 31)] = it;
		line += nthreads;
	}
}

int
main(void)
{
	const int big = 16384;
	float *a, *b;
	unsigned *p;
	cudaDeviceProp prop;
	dim3 block(TILE, ROWS);

	CK(cudaGetDeviceProperties(&prop, 0));
	CK(cudaMalloc(&a, (size_t)big * big * 4));
	CK(cudaMalloc(&b, (size_t)big * big * 4));
	CK(cudaMemset(a, 0, (size_t)big * big * 4));
	for (int n = 2048; n <= big; n *= 2) {
		dim3 grid(n / TILE, n / TILE);
		/* a warp's store: 32 lines; n * n / 32 warp stores */
		double lines = (double)n * n;
		double ms = median_ms([&] { tpose<<<grid, block>>>(b, a, n); },
		                      2, 9);
		printf("tpose %d %.4f %.2f\n", n, ms, lines / (ms * 1e6));
		ms = median_ms([&] { wcol<<<grid, block>>>(b, n); }, 2, 9);
		printf("wcol %d %.4f %.2f\n", n, ms, lines / (ms * 1e6));
		ms = median_ms([&] { wrow<<<grid, block>>>(b, n); }, 2, 9);
		printf("wrow %d %.4f %.2f\n", n, ms, lines / 32 / (ms * 1e6));
	}
	{
		/* the mixes at n = 8192: 4 * n * n floats of loads */
		const int n = 8192;
		dim3 grid(n / TILE, n / TILE);
		float *big;
		CK(cudaMalloc(&big, (size_t)4 * n * n * 4));
		CK(cudaMemset(big, 0, (size_t)4 * n * n * 4));
		static const int rs[] = { 0, 1, 2, 4 };
		for (int st = 1; st >= 0; st--)
			for (int i = st ? 0 : 1; i < 4; i++)
				for (int l2 = 0; l2 < (rs[i] ? 2 : 1); l2++) {
					unsigned long long mask = l2 ? (4ull << 20) - 1
					                          : ~0ull;
					int r = rs[i];
					double ms = median_ms([&] {
						mix<<<grid, block>>>(b, big, n, r, mask, st);
					}, 2, 9);
					printf("mix st=%d r=%d %s %.4f\n", st, r,
					       l2 ? "l2" : "dram", ms);
				}
		CK(cudaFree(big));
	}
	CK(cudaMalloc(&p, (size_t)1 << 30));
	for (unsigned s = 128; s <= 65536; s *= 2) {
		/* 8 MiB of the lines, whatever their spacing: 65536 lines at
		   128 bytes */
		unsigned nlines = (8u << 20) / 128, words = s / 4;
		unsigned grid = prop.multiProcessorCount * 4;
		int iters = 256;
		if ((size_t)nlines * s > ((size_t)1 << 30))
			nlines = (unsigned)(((size_t)1 << 30) / s);
		double ms = median_ms([&] {
			l2col<<<grid, 512>>>(p, nlines - 1, words, iters); }, 2, 9);
		printf("l2col %u %.4f %.2f\n", s, ms,
		       (double)grid * 512 * iters / (ms * 1e6));
	}
	CK(cudaFree(p));
	CK(cudaFree(a));
	CK(cudaFree(b));
	return 0;
}
