/*
 * floatops.cu - a warp's global atomic request, float adds against
 * integer adds, by the shape of its lanes (the L2 units' passes of
 * sim/hot.h count both alike; row_sums of tests/gpu/time, float adds of
 * a warp on one word, ran 8 to 17 % slower than the units' passes say).
 *
 *   nvcc -O3 -arch=sm_90 -o floatops floatops.cu && ./floatops
 *
 * 2^26 threads (blocks of 256), one atomicAdd each, of 1u or 1.0f, on
 * the word in[i] names; the median of 9 launches after 2 warm-ups, every
 * CUDA call checked. Shapes (lane l of warp w):
 *   word L      the warp's 32 lanes on one word of line w % L (lines
 *               128 bytes apart): 32 passes over part of a sector
 *   words4 L    8 lanes on each of 4 words of line w % L
 *   line L      the warp on the 32 words of line w % L: 4 whole sectors
 *   rand L      each lane on a random line of L (a word each)
 * Prints "SHAPE L int-ms float-ms float/int".
 */
#include <cstring>

#include "../probe.h"

template <typename T>
__global__ void add(const unsigned *in, T *bins, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		atomicAdd(&bins[in[i]], (T)1);
}

static unsigned
bin(const char *shape, unsigned lines, unsigned w, unsigned l)
{
	unsigned line = w % lines;

	if (!strcmp(shape, "word"))
		return line * 32;
	if (!strcmp(shape, "words4"))
		return line * 32 + l % 4;
	if (!strcmp(shape, "line"))
		return line * 32 + l;
	return (probe_rnd() % lines) * 32;
}

int
main(void)
{
	const long n = 1L << 26;
	const unsigned B = 256;
	const size_t words = 1u << 22;
	std::vector<unsigned> h(n);
	unsigned *in, *ib;
	float *fb;
	struct { const char *shape; unsigned lines; } cs[] = {
		{ "word", 1 }, { "word", 8 }, { "word", 64 }, { "word", 4096 },
		{ "words4", 1 }, { "words4", 64 }, { "line", 1 }, { "line", 64 },
		{ "rand", 4096 }, { "rand", 131072 },
	};

	CK(cudaMalloc(&in, n * sizeof(unsigned)));
	CK(cudaMalloc(&ib, words * 4));
	CK(cudaMalloc(&fb, words * 4));
	for (auto &c : cs) {
		double mi, mf;
		for (long i = 0; i < n; i++)
			h[i] = bin(c.shape, c.lines, (unsigned)(i / 32),
			           (unsigned)(i & 31));
		CK(cudaMemcpy(in, h.data(), n * sizeof(unsigned),
		              cudaMemcpyHostToDevice));
		CK(cudaMemset(ib, 0, words * 4));
		CK(cudaMemset(fb, 0, words * 4));
		mi = median_ms([&] { add<unsigned><<<n / B, B>>>(in, ib, n); },
		               2, 9);
		mf = median_ms([&] { add<float><<<n / B, B>>>(in, fb, n); },
		               2, 9);
		printf("%-6s %-6u %9.4f %9.4f %6.3f\n", c.shape, c.lines, mi, mf,
		       mf / mi);
		fflush(stdout);
	}
	return 0;
}
