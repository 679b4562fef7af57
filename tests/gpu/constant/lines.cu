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
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
	fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, \
	        cudaGetErrorString(e_)); exit(3); } } while (0)

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
	cudaEvent_t a, b;
	std::vector<float> h(4096, 1.0f);

	CK(cudaMemcpyToSymbol(lut, h.data(), 4096 * sizeof(float)));
	CK(cudaMalloc(&out, n * sizeof(float)));
	CK(cudaEventCreate(&a));
	CK(cudaEventCreate(&b));
	for (int k = 0; k < 2; k++)
	for (int s : { 1, 32, 64 })
	for (int d : { 1, 2, 4, 8, 16, 32 }) {
		std::vector<float> t;
		for (int r = 0; r < 11; r++) {
			float ms;
			CK(cudaEventRecord(a));
			if (k)
				one<<<n / B, B>>>(out, d, s, n);
			else
				two<<<n / B, B>>>(out, d, s, n);
			CK(cudaEventRecord(b));
			CK(cudaEventSynchronize(b));
			CK(cudaGetLastError());
			CK(cudaEventElapsedTime(&ms, a, b));
			if (r >= 2)
				t.push_back(ms);
		}
		std::sort(t.begin(), t.end());
		printf("%-4s D=%-3d S=%-3d %9.4f ms\n", k ? "one" : "two", d, s,
		       t[t.size() / 2]);
		fflush(stdout);
	}
	return 0;
}
