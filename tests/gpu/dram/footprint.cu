/*
 * footprint.cu - what a scattered 64-byte DRAM fetch costs as the data
 * it scatters over grows past the L2: the measurement behind the DRAM
 * model's cost of a line opened alone (sim/dram.h).
 *
 *   nvcc -O3 -arch=sm_90 -o footprint footprint.cu && ./footprint time
 *   ncu --metrics dram__bytes_read.sum,gpu__time_duration.sum \
 *       ./footprint once
 *   ./footprint time stores     (the fetches, then the stores below)
 *
 * Every case: 2^26 threads (blocks of 256), thread i loads one float
 * at the start of a 64-byte block and stores it to out[i] (in order):
 *   rand F      the block at random (a 64-bit mix of i) among the
 *               blocks of the first F bytes of an 8 GiB buffer;
 *   region R    each thread block picks a region of R bytes of the
 *               8 GiB at random (a mix of blockIdx), its threads a
 *               block of that region at random: the fetches scatter
 *               over the whole buffer, but each block's over R;
 *   warpreg R   the same with a region a warp.
 * 'copy' is the sequential copy of 2^26 floats (the reference rate).
 * 'stores': thread i stores in[i] at random over F = 64 MiB to 4 GiB as
 *   st4 F       a float (a sector written in part);
 *   st32 F      a 32-byte sector, whole, by 8 lanes together;
 *   st64 F      a 64-byte block, whole, by 16 lanes together;
 *   rmw4 F      a float loaded and stored back plus one (the sector is
 *               in L2 when written);
 *   stride8     a float every 32 bytes in order (a sector written in
 *               part, in address order), 2^26 of them.
 * 'time': the median of 9 launches between events after 2 warm-ups,
 * every CUDA call checked; prints "CASE F-or-R ms GB/s", GB/s being the
 * 64-byte fetches' bytes a second. 'once': each case launched once.
 */
#include <cstring>

#include "../probe.h"

static __device__ __forceinline__ unsigned long long
mix(unsigned long long x)
{
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdull;
	x ^= x >> 33;
	x *= 0xc4ceb9fe1a85ec53ull;
	x ^= x >> 33;
	return x;
}

__global__ void k_rand(float *out, const float *in, unsigned long long nblk)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;

	out[i] = in[(mix(i) & (nblk - 1)) * 16];
}

/* rblk: blocks a region (a power of two); nreg: regions */
__global__ void k_region(float *out, const float *in, unsigned long long rblk,
                         unsigned long long nreg, unsigned per)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
	unsigned long long r = mix(0x9e3779b97f4a7c15ull + i / per) & (nreg - 1);

	out[i] = in[(r * rblk + (mix(i) & (rblk - 1))) * 16];
}

/* g lanes write g consecutive floats at a random place of nblk places
   of g floats */
__global__ void k_store(float *out, const float *in, unsigned long long n,
                        unsigned g)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;

	out[(mix(i / g) & (n - 1)) * g + i % g] = in[i];
}

__global__ void k_rmw(float *out, unsigned long long n)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
	unsigned long long j = (mix(i) & (n - 1)) * 16;

	out[j] = out[j] + 1.0f;
}

__global__ void k_stride8(float *out, const float *in)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;

	out[(unsigned long long)i * 8] = in[i];
}

__global__ void k_copy(float *out, const float *in)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;

	out[i] = in[i];
}

static const unsigned N = 1u << 26, T = 256;
static const unsigned long long BUF = 1ull << 33;
static float *out, *in;

static void
report(bool once, const char *name, unsigned long long f, void (*go)(void *),
       void *arg)
{
	if (once) {
		go(arg);
		CK(cudaGetLastError());
		return;
	}
	double ms = median_ms([&] { go(arg); }, 2, 9);
	printf("%s %llu %.4f %.0f\n", name, f, ms, N * 64.0 / ms / 1e6);
	fflush(stdout);
}

struct args { unsigned long long a, b; unsigned per; };

static void
go_rand(void *p)
{
	args *a = (args *)p;
	k_rand<<<N / T, T>>>(out, in, a->a);
}

static void
go_region(void *p)
{
	args *a = (args *)p;
	k_region<<<N / T, T>>>(out, in, a->a, a->b, a->per);
}

static void
go_store(void *p)
{
	args *a = (args *)p;
	k_store<<<N / T, T>>>(in, out, a->a, a->per);
}

static void
go_rmw(void *p)
{
	args *a = (args *)p;
	k_rmw<<<N / T, T>>>(in, a->a);
}

static void
go_stride8(void *)
{
	k_stride8<<<N / T, T>>>(in, out);
}

static void
go_copy(void *)
{
	k_copy<<<N / T, T>>>(out, in);
}

int
main(int argc, char **argv)
{
	bool once = argc > 1 && strcmp(argv[1], "once") == 0;

	CK(cudaMalloc(&out, (size_t)N * 4));
	CK(cudaMalloc(&in, BUF));
	CK(cudaMemset(in, 0, BUF));
	CK(cudaDeviceSynchronize());
	if (once)
		go_copy(NULL);
	else
		printf("copy %u %.4f %.0f\n", N,
		       median_ms([] { go_copy(NULL); }, 2, 9),
		       0.0);
	for (int lf = 24; lf <= 33; lf++) {
		args a = { (1ull << lf) / 64, 0, 0 };
		report(once, "rand", 1ull << lf, go_rand, &a);
	}
	static const int rs[] = { 16, 21, 26 };
	for (int k = 0; k < 3; k++)
		for (unsigned per = 32; per <= 256; per *= 8) {
			args a = { (1ull << rs[k]) / 64, BUF >> rs[k], per };
			report(once, per == 32 ? "warpreg" : "region",
			       1ull << rs[k], go_region, &a);
		}
	if (argc > 2 && strcmp(argv[2], "stores") == 0) {
		for (int lf = 26; lf <= 32; lf++) {
			static const unsigned gs[] = { 1, 8, 16 };
			static const char *names[] = { "st4", "st32", "st64" };
			for (int k = 0; k < 3; k++) {
				args a = { (1ull << lf) / 4 / gs[k], 0, gs[k] };
				report(once, names[k], 1ull << lf, go_store, &a);
			}
			args r = { (1ull << lf) / 64, 0, 0 };
			report(once, "rmw4", 1ull << lf, go_rmw, &r);
		}
		report(once, "stride8", (unsigned long long)N * 32, go_stride8,
		       NULL);
	}
	CK(cudaDeviceSynchronize());
	return 0;
}
