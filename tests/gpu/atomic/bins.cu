/*
 * bins.cu - a histogram's global atomics, atomicAdd(&bins[in[i]], 1), as
 * a kernel of real code makes them, with the bins chosen on the host:
 * how long the L2 takes when a warp's lanes spread over several words of
 * a line and over several lines (the time model's atomic bound).
 *
 *   nvcc -O3 -arch=sm_90 -o bins bins.cu && ./bins
 *
 * 2^26 threads (blocks of 256), one load and one atomic each; the median
 * of 9 launches between events after 2 warm-ups; every CUDA call
 * checked. Cases:
 *   iota K      in[i] = i % K: a warp's 32 lanes on the 32 words of one
 *               line, warps on K / 32 lines one after another
 *   words W M   warp w on line w % M, its lanes on W words of it
 *               (lane % W): W words a line, 32 / W lanes a word
 *   rand K      uniform random bins of K (the histogram of noise)
 *   frand K     the same with float adds
 * Prints "CASE ms ns-a-warp-request".
 */
#include <cstring>

#include "../probe.h"

__global__ void hist(const unsigned *in, unsigned *bins, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		atomicAdd(&bins[in[i]], 1u);
}

__global__ void fhist(const unsigned *in, float *bins, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		atomicAdd(&bins[in[i]], 1.0f);
}

int
main(void)
{
	const long n = 1L << 26;
	const unsigned B = 256;
	std::vector<unsigned> h(n);
	unsigned *in, *bins;
	struct { const char *kind; unsigned p, q; } cs[] = {
		{ "iota", 32, 0 }, { "iota", 256, 0 }, { "iota", 1024, 0 },
		{ "iota", 4096, 0 }, { "iota", 65536, 0 },
		{ "words", 1, 1 }, { "words", 2, 1 }, { "words", 4, 1 },
		{ "words", 8, 1 }, { "words", 16, 1 }, { "words", 32, 1 },
		{ "words", 1, 8 }, { "words", 4, 8 }, { "words", 32, 8 },
		{ "words", 1, 64 }, { "words", 4, 64 }, { "words", 32, 64 },
		{ "rand", 32, 0 }, { "rand", 256, 0 }, { "rand", 1024, 0 },
		{ "rand", 4096, 0 }, { "rand", 65536, 0 },
		{ "rand", 1u << 20, 0 },
		{ "frand", 256, 0 }, { "frand", 4096, 0 },
	};

	CK(cudaMalloc(&in, n * sizeof(unsigned)));
	CK(cudaMalloc(&bins, 16u << 20));
	for (auto &c : cs) {
		bool fl = !strcmp(c.kind, "frand");

		for (long i = 0; i < n; i++) {
			unsigned lane = i & 31, w = (unsigned)(i / 32);
			if (!strcmp(c.kind, "iota"))
				h[i] = (unsigned)(i % c.p);
			else if (!strcmp(c.kind, "words"))
				h[i] = (w % c.q) * 32 + lane % c.p;
			else
				h[i] = probe_rnd() % c.p;
		}
		CK(cudaMemcpy(in, h.data(), n * sizeof(unsigned),
		              cudaMemcpyHostToDevice));
		CK(cudaMemset(bins, 0, 16u << 20));
		double ms = median_ms([&] {
			if (fl)
				fhist<<<n / B, B>>>(in, (float *)bins, n);
			else
				hist<<<n / B, B>>>(in, bins, n);
		}, 2, 9);
		printf("%-6s %-7u %-3u %9.4f ms %8.3f ns-a-request\n", c.kind,
		       c.p, c.q, ms, ms * 1e6 / (n / 32));
		fflush(stdout);
	}
	return 0;
}
