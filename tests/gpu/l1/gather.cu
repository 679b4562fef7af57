/*
 * gather.cu - how many L1 wavefronts (a request's passes, one per
 * distinct 128-byte line) an SM makes a clock, by where the lines come
 * from: L1 (8 KiB of data), the L2 (16 MiB) or DRAM (1 GiB); and by
 * how a request spreads, its lanes S floats apart (S 1: one line; 8:
 * 8 lines of 4 sectors; 32: 32 lines, a sector each; 64: 32 lines 256
 * bytes apart). The time model's lsu bound takes every wavefront at
 * calibrate's rate, lsu_requests_per_clk, which cal_l1 measures on L1
 * hits (tests/gpu/l1/README).
 *
 *   nvcc -O3 -arch=sm_90 -o gather gather.cu && ./gather
 *
 * Each warp makes 8 independent loads an iteration, 256 iterations, a
 * request's lines moved on by the request's span each time (within the
 * footprint); 4 blocks of 512 threads an SM. The median of 9 launches
 * between events after 2 warm-ups; every CUDA call checked. Prints
 * "S footprint ms wavefronts-a-clock-an-SM" at the SM clock the device
 * reports. './gather S WHERE' runs that case alone (for ncu).
 */
#include <cstring>

#include "../probe.h"

__global__ void gather(const float *buf, float *out, unsigned mask, int s,
                       int iters)
{
	const unsigned warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
	const unsigned lane = threadIdx.x & 31;
	const unsigned span = 32u * s < 32u ? 32u : 32u * s;   /* floats */
	unsigned a = warp * span * 8u;
	float sum = 0.0f;

	for (int i = 0; i < iters; i++) {
#pragma unroll
		for (int u = 0; u < 8; u++)
			sum += buf[(a + u * span + lane * s) & mask];
		a += 8u * span * 97u;
	}
	if (sum == 1234.5f)
		out[0] = sum;
}

int
main(int argc, char **argv)
{
	static const int spreads[] = { 1, 8, 32, 64 };
	static const unsigned long long feet[] = { 8ull << 10, 16ull << 20,
	                                           1ull << 30 };
	static const char *const where[] = { "l1", "l2", "dram" };
	cudaDeviceProp pr;
	float *buf, *out;
	int dev, clk_khz;
	const int iters = 256, block = 512;

	CK(cudaGetDevice(&dev));
	CK(cudaGetDeviceProperties(&pr, dev));
	CK(cudaDeviceGetAttribute(&clk_khz, cudaDevAttrClockRate, dev));
	CK(cudaMalloc(&buf, feet[2] * sizeof(float) / 4 * 4));
	CK(cudaMemset(buf, 0, feet[2]));
	CK(cudaMalloc(&out, 4));
	printf("# %s, %d SMs, %.0f MHz\n", pr.name, pr.multiProcessorCount,
	       clk_khz / 1e3);
	for (int f = 0; f < 3; f++)
		for (int k = 0; k < 4; k++) {
			const int s = spreads[k];
			if (argc == 3 && (atoi(argv[1]) != s ||
			                  strcmp(argv[2], where[f]) != 0))
				continue;
			const unsigned mask = (unsigned)(feet[f] / 4 - 1);
			const int grid = pr.multiProcessorCount * 4;
			const double lines = s == 1 ? 1 : s == 8 ? 8 : 32;
			double ms = median_ms([&] {
				gather<<<grid, block>>>(buf, out, mask, s, iters);
			}, 2, 9);
			double req = (double)grid * (block / 32) * iters * 8;
			printf("S %2d %-4s %8.4f ms %6.3f wavefronts a clock an SM\n",
			       s, where[f], ms, req * lines /
			       (ms * 1e-3 * clk_khz * 1e3 * pr.multiProcessorCount));
		}
	CK(cudaFree(buf));
	CK(cudaFree(out));
	return 0;
}
