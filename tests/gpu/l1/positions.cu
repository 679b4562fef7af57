/*
 * positions.cu - how many passes L1 makes for a global load whose lanes
 * touch many 128-byte lines, by where in their lines the lanes' bytes
 * lie. gather.cu measured lines whose sectors all lie at the same
 * place; here lane i reads W bytes at its own offset: i x D bytes
 * ("W D": D a little over a line makes the lines distinct and moves the
 * places on by D mod 128 a lane), or a table of offsets ("W name": 32
 * random lines of a 256-line window at a random word or at word 0,
 * fewer lines shared by several lanes, a coalesced request that starts
 * off its line). Each request reads from a footprint in L1 (64 KiB) or
 * the L2 (16 MiB). The time a request takes on an SM, in SM clocks, is
 * L1's passes where L1 is the limit; './positions W CASE WHERE' runs
 * one case once after two warm-ups, for ncu, whose counters say how
 * many passes each stage made (positions.sh).
 *
 *   nvcc -O3 -arch=sm_90 -o positions positions.cu && ./positions
 *
 * Each warp makes 8 independent loads an iteration, 256 iterations,
 * each request at a new multiple of 4 KiB (the places in the lines stay
 * the lanes' own), 4 blocks of 512 threads an SM. The median of 9
 * launches between events after 2 warm-ups; every CUDA call checked.
 * Prints "W CASE where ms clocks-a-request-an-SM" at the SM clock the
 * device reports.
 */
#include <cstring>
#include <string>

#include "../probe.h"

template <int W> struct vec;
template <> struct vec<4> { typedef float t; };
template <> struct vec<8> { typedef float2 t; };
template <> struct vec<16> { typedef float4 t; };

__device__ static float total(float v) { return v; }
__device__ static float total(float2 v) { return v.x + v.y; }
__device__ static float total(float4 v) { return v.x + v.y + v.z + v.w; }

__constant__ unsigned lane_off[32];

template <int W>
__global__ void positions(const char *buf, float *out, unsigned mask,
                          unsigned step, int iters)
{
	typedef typename vec<W>::t T;
	const unsigned warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
	const unsigned off = lane_off[threadIdx.x & 31];
	unsigned a = warp * 8u * step;
	float sum = 0.0f;

	for (int i = 0; i < iters; i++) {
#pragma unroll
		for (int u = 0; u < 8; u++)
			sum += total(*(const T *)(buf + ((a + u * step + off) &
			                                  mask)));
		a += 8u * step * 97u;
	}
	if (sum == 1234.5f)
		out[0] = sum;
}

struct kase { int w; const char *name; unsigned d; };

static const kase cases[] = {
	{ 4, "4", 4 }, { 4, "128", 128 }, { 4, "256", 256 },
	{ 4, "132", 132 }, { 4, "136", 136 }, { 4, "144", 144 },
	{ 4, "160", 160 }, { 4, "192", 192 }, { 4, "224", 224 },
	{ 4, "260", 260 }, { 4, "1028", 1028 }, { 4, "1056", 1056 },
	{ 4, "112", 112 }, { 4, "96", 96 }, { 4, "48", 48 },
	{ 8, "8", 8 }, { 8, "128", 128 }, { 8, "136", 136 }, { 8, "144", 144 },
	{ 8, "160", 160 }, { 8, "192", 192 }, { 16, "16", 16 },
	{ 16, "128", 128 }, { 16, "144", 144 }, { 16, "160", 160 },
	{ 16, "192", 192 },
	/* tables (d 0) */
	{ 4, "rand32w0", 0 }, { 4, "rand32a", 0 }, { 4, "rand32b", 0 },
	{ 4, "rand32c", 0 }, { 4, "rand16", 0 }, { 4, "rand8", 0 },
	{ 4, "off4", 0 }, { 16, "off16", 0 }, { 8, "rand32a", 0 },
	{ 16, "rand32a", 0 },
};

/* The byte offsets of a table case's lanes (within 32 KiB); false for
   an unknown name. Random lines are distinct within a request ('n'
   lines, lanes dealt to them in turn), drawn from probe_rnd with a
   seed per name: the same tables every run. */
static bool
table(const char *name, int w, unsigned *off)
{
	if (strcmp(name, "off4") == 0 || strcmp(name, "off16") == 0) {
		for (int i = 0; i < 32; i++)
			off[i] = (unsigned)(w + w * i);
		return true;
	}
	int n = strncmp(name, "rand32", 6) == 0 ? 32 :
	        strcmp(name, "rand16") == 0 ? 16 :
	        strcmp(name, "rand8") == 0 ? 8 : 0;
	if (n == 0)
		return false;
	probe_rs = 88172645463325252ull;
	for (const char *c = name; *c; c++)
		probe_rs = (probe_rs ^ (unsigned char)*c) * 1099511628211ull;
	unsigned line[32];
	for (int i = 0; i < n; i++) {
		bool again;
		do {
			line[i] = probe_rnd() % 256;
			again = false;
			for (int j = 0; j < i; j++)
				again |= line[j] == line[i];
		} while (again);
	}
	for (int i = 0; i < 32; i++) {
		unsigned word = strcmp(name, "rand32w0") == 0 ? 0 :
		                probe_rnd() % (128 / w);
		off[i] = line[i % n] * 128 + word * w;
	}
	return true;
}

int
main(int argc, char **argv)
{
	static const unsigned long long feet[] = { 64ull << 10, 16ull << 20 };
	static const char *const where[] = { "l1", "l2" };
	cudaDeviceProp pr;
	char *buf;
	float *out;
	int dev, clk_khz;
	const int iters = 256, block = 512;
	const bool one = argc == 4;

	CK(cudaGetDevice(&dev));
	CK(cudaGetDeviceProperties(&pr, dev));
	CK(cudaDeviceGetAttribute(&clk_khz, cudaDevAttrClockRate, dev));
	CK(cudaMalloc(&buf, feet[1]));
	CK(cudaMemset(buf, 0, feet[1]));
	CK(cudaMalloc(&out, 4));
	if (!one)
		printf("# %s, %d SMs, %.0f MHz\n", pr.name,
		       pr.multiProcessorCount, clk_khz / 1e3);
	for (int f = 0; f < 2; f++)
		for (const kase &k : cases) {
			if (one && (atoi(argv[1]) != k.w ||
			            strcmp(argv[2], k.name) != 0 ||
			            strcmp(argv[3], where[f]) != 0))
				continue;
			unsigned off[32], span = 0;
			if (k.d != 0)
				for (int i = 0; i < 32; i++)
					off[i] = k.d * (unsigned)i;
			else if (!table(k.name, k.w, off)) {
				fprintf(stderr, "no case %s\n", k.name);
				return 2;
			}
			for (int i = 0; i < 32; i++)
				span = std::max(span, off[i] + (unsigned)k.w);
			CK(cudaMemcpyToSymbol(lane_off, off, sizeof off));
			const unsigned mask = (unsigned)(feet[f] - 1);
			const unsigned step = (span + 128u + 4095u) & ~4095u;
			const int grid = pr.multiProcessorCount * 4;
			auto launch = [&] {
				if (k.w == 4)
					positions<4><<<grid, block>>>(buf, out,
					    mask, step, iters);
				else if (k.w == 8)
					positions<8><<<grid, block>>>(buf, out,
					    mask, step, iters);
				else
					positions<16><<<grid, block>>>(buf, out,
					    mask, step, iters);
			};
			double ms = median_ms(launch, 2, one ? 1 : 9);
			double req = (double)grid * (block / 32) * iters * 8;
			printf("W %2d %-8s %-2s %8.4f ms %7.3f clocks a "
			       "request an SM\n", k.w, k.name, where[f], ms,
			       ms * 1e-3 * clk_khz * 1e3 *
			       pr.multiProcessorCount / req);
			if (!one) {
				printf("#   offsets");
				for (int i = 0; i < 32; i++)
					printf(" %u", off[i]);
				printf("\n");
			}
		}
	CK(cudaFree(buf));
	CK(cudaFree(out));
	return 0;
}
