/*
 * lines.cu - the constant cache's time for D distinct addresses a warp
 * request, S words apart: in one line (S = 1) or a line each (S = 32,
 * 64), in the time suite's const_lookup kernel (tests/gpu/time/suite.cu)
 * and in the same kernel without its second, uniform load.
 *
 *   nvcc -O3 -arch=sm_90 -o lines lines.cu && ./lines
 *
 * 2^26 threads (blocks of 256); the median of 9 launches between events
 * after 2 warm-ups; every CUDA call checked. Prints "KERNEL D S ms".
 */
#include "../probe.h"

__constant__ float lut[4096];

__global__ void two(float *out, int d, int s, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = lut[(threadIdx.x % d) * s % 4096] + lut[blockIdx.x % 32];
}

__global__ void one(float *out, int d, int s, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = lut[(threadIdx.x % d) * s % 4096];
}

int
main(void)
{
	const long n = 1L << 26;
	const unsigned B = 256;
	float *out;
	std::vector<float> h(4096, 1.0f);

	CK(cudaMemcpyToSymbol(lut, h.data(), 4096 * sizeof(float)));
	CK(cudaMalloc(&out, n * sizeof(float)));
	for (int k = 0; k < 2; k++)
	for (int s : { 1, 32, 64 })
	for (int d : { 1, 2, 4, 8, 16, 32 }) {
		double ms = median_ms([&] {
			if (k)
				one<<<n / B, B>>>(out, d, s, n);
			else
				two<<<n / B, B>>>(out, d, s, n);
		}, 2, 9);
		printf("%-4s D=%-3d S=%-3d %9.4f ms\n", k ? "one" : "two", d, s,
		       ms);
		fflush(stdout);
	}
	return 0;
}
