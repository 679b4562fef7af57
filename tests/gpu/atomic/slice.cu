/*
 * slice.cu - integer atomics on M lines S bytes apart, every warp's 32
 * lanes on the 32 words of one line (warp w on line w % M): how many
 * lines the L2 serves at once, by their distance (the L2 slices' share
 * of the address space).
 *
 *   nvcc -O3 -arch=sm_90 -o slice slice.cu && ./slice
 *
 * 2^24 threads (blocks of 256), one atomicAdd each on a word that the
 * compiler cannot prove one for the warp; the median of 9 launches after
 * 2 warm-ups, every CUDA call checked. Prints "M S ms ns-a-request".
 */
#include "../probe.h"

__global__ void lines(unsigned *p, unsigned m, unsigned stride_words)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
	unsigned w = i / 32;

	atomicAdd(&p[(w % m) * stride_words + (i & 31)], 1u);
}

int
main(void)
{
	const unsigned n = 1u << 24, B = 256;
	unsigned *p;

	CK(cudaMalloc(&p, 256u << 20));
	CK(cudaMemset(p, 0, 256u << 20));
	for (unsigned s : { 128u, 512u, 1024u, 2048u, 4096u, 16384u, 65536u })
	for (unsigned m : { 1u, 2u, 4u, 8u, 16u, 32u, 64u, 128u, 512u }) {
		double ms;
		if ((size_t)m * s > (256u << 20))
			continue;
		ms = median_ms([&] { lines<<<n / B, B>>>(p, m, s / 4); }, 2, 9);
		printf("M=%-4u S=%-6u %8.4f ms %7.3f ns-a-request\n", m, s,
		       ms, ms * 1e6 / (n / 32));
		fflush(stdout);
	}
	return 0;
}
