/*
 * sets.cu - which requests of D distinct addresses S words apart the
 * constant cache makes pay, and how much (lines.cu measured S = 1, 32,
 * 64 only):
 *
 *   wave   lines.cu's "one" kernel over a table of 8192 words: 2^26
 *          threads in blocks of 256, one LDC a warp; the median ms of 11
 *          launches, each between two events after an untimed one
 *   loop   one wave of 8 blocks of 256 an SM (25 registers: all 64 warps
 *          of an SM at once), each warp 2048 LDC of the same D addresses
 *          (plus i * z, z a zero ptxas cannot prove, so that no load is
 *          hoisted; unrolled 8, 8 LDC a warp in flight): clock64 over a
 *          block's loop between barriers, its mean over the blocks,
 *          over the SM's 64 warps' requests: clocks an SM takes a
 *          request; the mean of 3 launches
 *   group  loop with D = 32, S = 1 (one 128-byte line a request), warp w
 *          of block b starting (8 b + w) % G lines of 32 words in: G
 *          lines in all, G * 128 bytes
 *
 *   nvcc -O3 -arch=sm_90 -o sets sets.cu && ./sets         (the times)
 *   ncu --metrics idc__requests.sum,idc__requests_lookup_hit.sum,\
 *       idc__requests_lookup_miss.sum,smsp__inst_executed_op_ldc.sum \
 *       ./sets ncu    (14 loop launches of 64 LDC a warp, no timing)
 *
 * Prints "wave D S MS ms loop CLK clk" and "group G CLK clk" lines.
 * sets.h200.txt: its output on an H200 and the hits and misses of the
 * ncu run.
 */
#include "../probe.h"

#define WORDS 8192
__constant__ float lut[WORDS];

__global__ void wave(float *out, int d, int s, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = lut[(threadIdx.x % d) * s % WORDS];
}

__global__ void loop(float *out, long long *clk, int d, int s, int g, int z,
                     int iters)
{
	unsigned lane = threadIdx.x & 31, w = threadIdx.x >> 5;
	unsigned b = (lane % d) * s + ((blockIdx.x * 8 + w) % g) * 32;
	long long t;
	float acc = 0;

	__syncthreads();
	t = clock64();
#pragma unroll 8
	for (int i = 0; i < iters; i++)
		acc += lut[(b + i * z) % WORDS];
	__syncthreads();
	if (threadIdx.x == 0)
		clk[blockIdx.x] = clock64() - t;
	out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

int
main(int argc, char **argv)
{
	const long n = 1L << 26;
	const bool ncu = argc > 1;
	std::vector<float> h(WORDS, 1.0f);
	cudaDeviceProp p;
	cudaEvent_t e0, e1;
	long long *clk;
	float *out;
	int grid;

	CK(cudaGetDeviceProperties(&p, 0));
	grid = p.multiProcessorCount * 8;
	std::vector<long long> c(grid);
	CK(cudaMemcpyToSymbol(lut, h.data(), WORDS * sizeof(float)));
	CK(cudaMalloc(&out, n * sizeof(float)));
	CK(cudaMalloc(&clk, grid * sizeof(long long)));
	CK(cudaEventCreate(&e0));
	CK(cudaEventCreate(&e1));
	/* clocks an SM takes a request: a block's over its SM's 64 warps' */
	auto lp = [&](int d, int s, int g, int iters) {
		double sum = 0;

		loop<<<grid, 256>>>(out, clk, d, s, g, 0, iters);
		CK(cudaDeviceSynchronize());
		CK(cudaMemcpy(c.data(), clk, grid * sizeof(long long),
		              cudaMemcpyDeviceToHost));
		for (long long x : c)
			sum += (double)x;
		return sum / grid / (64.0 * iters);
	};
	if (ncu) {
		const int cs[][2] = { { 32, 1 }, { 32, 16 }, { 16, 32 },
			{ 32, 32 }, { 32, 48 }, { 8, 64 }, { 16, 64 },
			{ 32, 64 }, { 4, 128 }, { 5, 128 }, { 6, 128 },
			{ 8, 128 }, { 16, 128 }, { 32, 128 } };
		for (auto &x : cs)
			lp(x[0], x[1], 1, 64);
		return 0;
	}
	printf("%s %d SMs\n", p.name, p.multiProcessorCount);
	for (int s : { 1, 16, 32, 48, 64, 128, 256 })
	for (int d : { 1, 2, 4, 5, 6, 8, 12, 16, 24, 32 }) {
		std::vector<float> t;
		double k = 0;

		if (s > 1 && d == 1)
			continue;
		for (int r = 0; r < 11; r++) {
			float ms;

			wave<<<n / 256, 256>>>(out, d, s, n);
			CK(cudaEventRecord(e0));
			wave<<<n / 256, 256>>>(out, d, s, n);
			CK(cudaEventRecord(e1));
			CK(cudaEventSynchronize(e1));
			CK(cudaEventElapsedTime(&ms, e0, e1));
			t.push_back(ms);
		}
		std::sort(t.begin(), t.end());
		for (int r = 0; r < 3; r++)
			k += lp(d, s, 1, 2048) / 3;
		printf("wave %d %d %.4f ms loop %.2f clk\n", d, s, t[5], k);
	}
	for (int g : { 1, 2, 4, 8, 16, 24, 32, 48, 64 })
		printf("group %d %.2f clk\n", g, lp(32, 1, g, 2048));
	CK(cudaGetLastError());
	return 0;
}
