/*
 * lineop.cu - what one warp's global atomic request costs the L2, by
 * the shape of its lanes: how many sectors of a line it touches, how
 * many words of each, how many lanes on one word, how many lines, and
 * how far apart the lines the warps share are (the time model's atomic
 * bound; tests/gpu/atomic/README).
 *
 *   nvcc -O3 -arch=sm_90 -o lineop lineop.cu && ./lineop
 *
 * 2^26 threads (blocks of 256), atomicAdd(&bins[in[i]], 1u) where in[i]
 * is not ~0 (a lane left out); the median of 9 launches between events
 * after 2 warm-ups; every CUDA call checked. Cases (lane l of warp w):
 *   sec S W M    one line for every warp; lanes on S sectors, W words
 *                of each, M lanes a word (S*W*M lanes, the rest out;
 *                sec 0: no lane, the kernel's floor)
 *   mix          lanes 0-15 on sector 0's 8 words (2 a word), lanes
 *                16-31 one a word on sectors 1 and 2
 *   rsec S       32 lanes on random words of S sectors of one line
 *   unit L B     every lane of warp w on word l of line (w % L), the
 *                lines B bytes apart
 *   runit L B    the same, warp w on a random one of the L lines
 *   lines L B    lane l on line l % L (B bytes apart), word l / L: a
 *                request of L lines, every warp on the same ones
 * Prints "CASE ms ns-a-warp-request".
 */
#include <cstring>

#include "../probe.h"

__global__ void hist(const unsigned *in, unsigned *bins, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n && in[i] != ~0u)
		atomicAdd(&bins[in[i]], 1u);
}

struct kase { const char *kind; unsigned a, b, c; };

/* The bin of lane l of warp w in case k (~0: the lane is left out). */
static unsigned
bin(const kase &k, unsigned w, unsigned l)
{
	const unsigned words = 32;              /* a line's */

	if (!strcmp(k.kind, "sec")) {
		unsigned slots = k.a * k.b, s;
		if (l >= slots * k.c)
			return ~0u;
		s = l % slots;
		return (s % k.a) * 8 + s / k.a;
	}
	if (!strcmp(k.kind, "mix"))
		return l < 16 ? l % 8 : 8 + (l - 16);
	if (!strcmp(k.kind, "rsec"))
		return probe_rnd() % (8 * k.a);
	if (!strcmp(k.kind, "unit"))
		return (w % k.a) * (k.b / 4) + l;
	if (!strcmp(k.kind, "runit"))
		return (probe_rnd() % k.a) * (k.b / 4) + l;
	/* lines */
	return (l % k.a) * (k.b / 4) + (l / k.a) % words;
}

int
main(void)
{
	const long n = 1L << 26;
	const unsigned B = 256;
	const size_t bytes = 64u << 20;
	std::vector<unsigned> h(n);
	unsigned *in, *bins;
	std::vector<kase> cs = {
		{ "sec", 0, 0, 0 },
		{ "sec", 1, 1, 1 }, { "sec", 1, 1, 2 }, { "sec", 1, 1, 4 },
		{ "sec", 1, 1, 8 }, { "sec", 1, 1, 16 }, { "sec", 1, 1, 32 },
		{ "sec", 1, 2, 1 }, { "sec", 1, 4, 1 }, { "sec", 1, 8, 1 },
		{ "sec", 1, 2, 2 }, { "sec", 1, 8, 2 }, { "sec", 1, 8, 4 },
		{ "sec", 1, 4, 2 }, { "sec", 1, 4, 4 }, { "sec", 1, 4, 8 },
		{ "sec", 1, 2, 16 }, { "sec", 2, 1, 1 }, { "sec", 4, 1, 1 },
		{ "sec", 2, 8, 1 }, { "sec", 4, 8, 1 }, { "sec", 4, 4, 1 },
		{ "sec", 4, 2, 1 }, { "sec", 4, 1, 8 }, { "sec", 4, 2, 4 },
		{ "sec", 4, 4, 2 }, { "sec", 2, 8, 2 }, { "sec", 2, 4, 4 },
		{ "sec", 2, 1, 16 }, { "sec", 2, 1, 2 }, { "sec", 2, 2, 1 },
		{ "mix", 0, 0, 0 },
		{ "rsec", 1, 0, 0 }, { "rsec", 2, 0, 0 }, { "rsec", 4, 0, 0 },
	};
	unsigned ls[] = { 1, 2, 4, 8, 16, 32, 64, 128, 256, 1024 };
	unsigned ss[] = { 128, 256, 512, 1024, 4096, 65536 };

	for (unsigned s : ss)
		for (unsigned l : ls)
			if ((l == 1 && s == 128) ||
			    (l > 1 && (size_t)l * s <= bytes &&
			     (s == 128 || s == 512 || l <= 64)))
				cs.push_back({ "unit", l, s, 0 });
	for (unsigned l : { 8u, 64u, 1024u })
		cs.push_back({ "runit", l, 128, 0 });
	for (unsigned l : { 2u, 4u, 8u, 16u, 32u })
		for (unsigned s : { 128u, 512u, 4096u })
			cs.push_back({ "lines", l, s, 0 });

	CK(cudaMalloc(&in, n * sizeof(unsigned)));
	CK(cudaMalloc(&bins, bytes));
	for (auto &c : cs) {
		double ms;

		for (long i = 0; i < n; i++)
			h[i] = bin(c, (unsigned)(i / 32), (unsigned)(i & 31));
		CK(cudaMemcpy(in, h.data(), n * sizeof(unsigned),
		              cudaMemcpyHostToDevice));
		CK(cudaMemset(bins, 0, bytes));
		ms = median_ms([&] { hist<<<n / B, B>>>(in, bins, n); }, 2, 9);
		printf("%-6s %-5u %-6u %-3u %9.4f ms %8.3f ns-a-request\n",
		       c.kind, c.a, c.b, c.c, ms, ms * 1e6 / (n / 32));
		fflush(stdout);
	}
	return 0;
}
