/*
 * hot.cu - how long global atomics on a few addresses take: the
 * measurements behind the time model's atomic bound (accessan(1), TIME
 * MODEL) and calibrate's cal_atom.
 *
 *   nvcc -O3 -arch=sm_90 -o hot hot.cu && ./hot
 *
 * Each case: 2^24 threads (blocks of 256), each one atomic on the address
 * the case picks; the median of 9 launches between events after 2
 * warm-ups; every CUDA call checked. Prints "CASE ms ns-per-op
 * ops-at-the-hottest-address".
 */
#include <string>

#include "../probe.h"

/* the address of thread i: H addresses, `spread` words apart; by lane
   (i % H) or by warp ((i / 32) % H) */
__device__ __forceinline__ unsigned
slot(unsigned i, unsigned H, unsigned spread, int bywarp)
{
	return ((bywarp ? i / 32 : i) % H) * spread;
}

__global__ void k_f32(float *p, unsigned H, unsigned spread, int bywarp,
                      unsigned lanes)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
	if ((threadIdx.x & 31) < lanes)
		atomicAdd(&p[slot(i, H, spread, bywarp)], 1.0f);
}
__global__ void k_i32(int *p, unsigned H, unsigned spread, int bywarp,
                      unsigned lanes)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
	if ((threadIdx.x & 31) < lanes)
		atomicAdd(&p[slot(i, H, spread, bywarp)], 1);
}
/* the old value used: ATOM rather than RED */
__global__ void k_f32_ret(float *p, float *o, unsigned H, unsigned spread,
                          int bywarp, unsigned lanes)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
	if ((threadIdx.x & 31) < lanes) {
		float v = atomicAdd(&p[slot(i, H, spread, bywarp)], 1.0f);
		if (v == -1.0f)
			o[i] = v;
	}
}
__global__ void k_i32_max(int *p, unsigned H, unsigned spread, int bywarp,
                          unsigned lanes)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
	if ((threadIdx.x & 31) < lanes)
		atomicMax(&p[slot(i, H, spread, bywarp)], (int)i);
}
__global__ void k_f64(double *p, unsigned H, unsigned spread, int bywarp,
                      unsigned lanes)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
	if ((threadIdx.x & 31) < lanes)
		atomicAdd(&p[slot(i, H, spread, bywarp) / 2], 1.0);
}

__global__ void k_exch(int *p, unsigned H, unsigned spread, int bywarp,
                       unsigned lanes)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
	if ((threadIdx.x & 31) < lanes)
		atomicExch(&p[slot(i, H, spread, bywarp)], (int)i);
}
__global__ void k_cas(int *p, unsigned H, unsigned spread, int bywarp,
                      unsigned lanes)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
	if ((threadIdx.x & 31) < lanes)
		atomicCAS(&p[slot(i, H, spread, bywarp)], (int)i, (int)i + 1);
}
__global__ void k_u64(unsigned long long *p, unsigned H, unsigned spread,
                      int bywarp, unsigned lanes)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
	if ((threadIdx.x & 31) < lanes)
		atomicAdd(&p[slot(i, H, spread, bywarp) / 2], 1ull);
}

/* launch's median ms: 2 warm-ups, 9 launches (probe.h) */
template <typename F>
static double
timeit(F launch)
{
	return median_ms(launch, 2, 9);
}

int
main(void)
{
	const unsigned n = 1u << 24, B = 256, G = n / B;
	float *p, *o;
	struct { const char *kind; unsigned H, spread; int bywarp; unsigned lanes; } c[] = {
		{ "f32", 1, 1, 0, 32 }, { "i32", 1, 1, 0, 32 },
		{ "f32_ret", 1, 1, 0, 32 }, { "i32_max", 1, 1, 0, 32 },
		{ "f64", 1, 2, 0, 32 },
		{ "f32", 1, 1, 0, 1 }, { "f32", 1, 1, 0, 8 }, { "i32", 1, 1, 0, 1 },
		{ "f32", 2, 1, 0, 32 }, { "f32", 4, 1, 0, 32 }, { "f32", 8, 1, 0, 32 },
		{ "f32", 32, 1, 0, 32 },
		{ "f32", 2, 8, 0, 32 }, { "f32", 4, 8, 0, 32 }, { "f32", 32, 8, 0, 32 },
		{ "f32", 2, 32, 0, 32 }, { "f32", 8, 32, 0, 32 }, { "f32", 32, 32, 0, 32 },
		{ "f32", 256, 32, 0, 32 }, { "f32", 4096, 32, 0, 32 },
		{ "f32", 2, 8, 1, 32 }, { "f32", 8, 32, 1, 32 }, { "f32", 32, 32, 1, 32 },
		{ "f32", 256, 32, 1, 32 },
		{ "exch", 1, 1, 0, 32 }, { "cas", 1, 1, 0, 32 },
		{ "u64", 1, 2, 0, 32 },
		{ "i32", 8, 32, 0, 32 }, { "i32", 32, 1, 0, 32 },
		{ "i32", 256, 32, 1, 32 },
	};
	CK(cudaMalloc(&p, 64 << 20));
	CK(cudaMalloc(&o, (size_t)n * 4));
	CK(cudaMemset(p, 0, 64 << 20));
	for (auto &k : c) {
		unsigned H = k.H, s = k.spread, w = k.bywarp, L = k.lanes;
		std::string kind = k.kind;
		double ms;
		if (kind == "f32")
			ms = timeit([&] { k_f32<<<G, B>>>(p, H, s, w, L); });
		else if (kind == "i32")
			ms = timeit([&] { k_i32<<<G, B>>>((int *)p, H, s, w, L); });
		else if (kind == "f32_ret")
			ms = timeit([&] { k_f32_ret<<<G, B>>>(p, o, H, s, w, L); });
		else if (kind == "i32_max")
			ms = timeit([&] { k_i32_max<<<G, B>>>((int *)p, H, s, w, L); });
		else if (kind == "exch")
			ms = timeit([&] { k_exch<<<G, B>>>((int *)p, H, s, w, L); });
		else if (kind == "cas")
			ms = timeit([&] { k_cas<<<G, B>>>((int *)p, H, s, w, L); });
		else if (kind == "u64")
			ms = timeit([&] { k_u64<<<G, B>>>(
			    (unsigned long long *)p, H, s, w, L); });
		else
			ms = timeit([&] { k_f64<<<G, B>>>((double *)p, H, s, w, L); });
		double ops = (double)n / 32 * L;
		/* the most operations on one address */
		double hot = ops / H;
		printf("%-8s H=%-5u spread=%-3u %s lanes=%-2u  %9.4f ms  %7.4f ns/op  %7.4f ns/hot-op\n",
		       k.kind, H, s, w ? "warp" : "lane", L, ms, ms * 1e6 / ops,
		       ms * 1e6 / hot);
	}
	return 0;
}
