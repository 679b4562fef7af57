/*
 * uniform.cu - global atomics whose address the compiler can prove the
 * same for every lane of a warp: which ones ptxas turns into one
 * operation a warp (the time model's busiest address counts them so,
 * accessan(1), TIME MODEL, atomic).
 *
 *   nvcc -O3 -arch=sm_90 -o uniform uniform.cu && ./uniform
 *   cuobjdump -sass uniform | grep -E 'Function|ATOM|RED|REDUX|POPC'
 *
 * Each case: 2^24 threads (blocks of 256), one atomic each on one word;
 * the median of 9 launches after 2 warm-ups, every CUDA call checked.
 * Prints "CASE ms ns-a-thread". A case at about 0.73 ns (integer) or
 * 1.76 ns (float) a thread is served lane by lane; one near a 32nd of
 * that, a warp at a time.
 */
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
	fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, \
	        cudaGetErrorString(e_)); exit(3); } } while (0)

__global__ void add_const(unsigned *p, unsigned z) { atomicAdd(p, 1u); }
__global__ void add_var(unsigned *p, unsigned z)
{ atomicAdd(p, threadIdx.x); }
__global__ void sub_const(unsigned *p, unsigned z) { atomicSub(p, 1u); }
__global__ void max_var(unsigned *p, unsigned z)
{ atomicMax((int *)p, (int)threadIdx.x); }
__global__ void or_var(unsigned *p, unsigned z)
{ atomicOr(p, 1u << (threadIdx.x & 31)); }
__global__ void inc_const(unsigned *p, unsigned z)
{ atomicInc(p, 1u << 30); }
__global__ void exch_var(unsigned *p, unsigned z)
{ atomicExch(p, threadIdx.x); }
__global__ void cas_var(unsigned *p, unsigned z)
{ atomicCAS(p, threadIdx.x, threadIdx.x + 1); }
__global__ void add_u64(unsigned *p, unsigned z)
{ atomicAdd((unsigned long long *)p, 1ull); }
__global__ void add_u64_var(unsigned *p, unsigned z)
{ atomicAdd((unsigned long long *)p, (unsigned long long)threadIdx.x); }
__global__ void add_f32(unsigned *p, unsigned z)
{ atomicAdd((float *)p, 1.0f); }
/* the block's own word: uniform in a warp, not in the grid */
__global__ void add_block(unsigned *p, unsigned z)
{ atomicAdd(p + (blockIdx.x & 7), 1u); }
/* the same word, by a value the compiler cannot prove uniform (z = 0) */
__global__ void add_hidden(unsigned *p, unsigned z)
{ atomicAdd(p + threadIdx.x * z, 1u); }
/* the old value used */
__global__ void add_ret(unsigned *p, unsigned z)
{
	unsigned v = atomicAdd(p, 1u);
	if (v == 0xffffffffu)
		p[1] = v;
}
/* under a branch some lanes take */
__global__ void add_some(unsigned *p, unsigned z)
{
	if (threadIdx.x & 1)
		atomicAdd(p, 1u);
}

typedef void (*kern)(unsigned *, unsigned);

static double
timeit(kern k, unsigned *p)
{
	cudaEvent_t a, b;
	std::vector<float> t;

	CK(cudaEventCreate(&a));
	CK(cudaEventCreate(&b));
	for (int i = 0; i < 2; i++)
		k<<<(1 << 24) / 256, 256>>>(p, 0);
	CK(cudaGetLastError());
	CK(cudaDeviceSynchronize());
	for (int i = 0; i < 9; i++) {
		float ms;
		CK(cudaEventRecord(a));
		k<<<(1 << 24) / 256, 256>>>(p, 0);
		CK(cudaEventRecord(b));
		CK(cudaEventSynchronize(b));
		CK(cudaGetLastError());
		CK(cudaEventElapsedTime(&ms, a, b));
		t.push_back(ms);
	}
	std::sort(t.begin(), t.end());
	return t[t.size() / 2];
}

int
main(void)
{
	static const struct { const char *name; kern k; } c[] = {
		{ "add_const", add_const }, { "add_var", add_var },
		{ "sub_const", sub_const }, { "max_var", max_var },
		{ "or_var", or_var }, { "inc_const", inc_const },
		{ "exch_var", exch_var }, { "cas_var", cas_var },
		{ "add_u64", add_u64 }, { "add_u64_var", add_u64_var },
		{ "add_f32", add_f32 },
		{ "add_block", add_block }, { "add_hidden", add_hidden },
		{ "add_ret", add_ret }, { "add_some", add_some },
	};
	unsigned *p;

	CK(cudaMalloc(&p, 4096));
	CK(cudaMemset(p, 0, 4096));
	for (auto &k : c) {
		double ms = timeit(k.k, p);
		printf("%-10s %9.4f ms %8.4f ns-a-thread\n", k.name, ms,
		       ms * 1e6 / (1 << 24));
	}
	return 0;
}
