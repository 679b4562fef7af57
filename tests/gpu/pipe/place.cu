/*
 * place.cu - whether a warp's instructions go to one of an SM's four
 * schedulers by its warp slot (issue 30: the shared reductions, whose
 * later steps leave work to warps 0 and 4 of each block, run at 0.81 of
 * their issue or shared bound). Blocks of B threads fill every SM, 64
 * waves; each warp w of a block makes it[w] passes of a body, the
 * block's passes the same in every case, placed on different warps:
 *
 *   all   every warp the same share
 *   s0    warps w % 4 == 0 only (one scheduler, if slots go w % 4)
 *   s01   warps w % 4 < 2
 *   w0    warp 0 only
 *
 * Bodies: 'alu' 32 FMAs on 8 independent accumulators; 'lds' 8 shared
 * loads of distinct banks; 'lds8' 8 shared loads 8-way conflicted.
 *
 *   nvcc -O3 -arch=sm_90 -o place place.cu && ./place
 *
 * Prints "BODY B CASE ms ratio-to-all"; each the median of 9 launches
 * after 2 warm-ups, every CUDA call checked.
 */
#include "../probe.h"

__constant__ int it[32];

template <int KIND>
__global__ void body(unsigned long long *out, unsigned long long key)
{
	__shared__ float sm[1024];
	const unsigned t = threadIdx.x, w = t / 32, l = t % 32;
	const int n = it[w];
	float a[8];

	for (int k = 0; k < 8; k++)
		a[k] = (float)(t + k);
	for (unsigned i = t; i < 1024; i += blockDim.x)
		sm[i] = (float)i;
	__syncthreads();
	for (int i = 0; i < n; i++) {
		if (KIND == 0) {
#pragma unroll
			for (int k = 0; k < 32; k++)
				a[k & 7] = fmaf(a[k & 7], 1.0001f, 0.5f);
		} else if (KIND == 1) {
#pragma unroll
			for (int k = 0; k < 8; k++)
				a[k] += sm[(l + 32 * k + i) & 1023];
		} else {
#pragma unroll
			for (int k = 0; k < 8; k++)
				a[k] += sm[((l * 32 + l / 8 + k + i) & 1023)];
		}
	}
	probe_keep8(a, out, key);
}

int
main(void)
{
	cudaDeviceProp p;
	unsigned long long *out;
	const unsigned long long key = 0xfffffffffffffff1ull;
	const char *kn[] = { "alu", "lds", "lds8" };
	const int per[] = { 256, 256, 128 };      /* a block's passes / warps */

	CK(cudaGetDeviceProperties(&p, 0));
	CK(cudaMalloc(&out, 16));
	for (int kind = 0; kind < 3; kind++)
	for (int B : { 256, 96, 128, 512 }) {
		const int nw = B / 32;
		const unsigned resident = (unsigned)std::min(
			p.maxThreadsPerMultiProcessor / B, 32);
		const unsigned grid = (unsigned)p.multiProcessorCount *
		                      resident * 64;
		const char *cn[] = { "all", "s0", "s01", "w0" };
		double base = 0;
		for (int c = 0; c < 4; c++) {
			int h[32] = { 0 }, m = 0;
			for (int w = 0; w < nw; w++)
				m += c == 0 || (c == 1 && w % 4 == 0) ||
				     (c == 2 && w % 4 < 2) || (c == 3 && w == 0);
			for (int w = 0; w < nw; w++)
				if (c == 0 || (c == 1 && w % 4 == 0) ||
				    (c == 2 && w % 4 < 2) || (c == 3 && w == 0))
					h[w] = per[kind] * nw / m;
			CK(cudaMemcpyToSymbol(it, h, sizeof(h)));
			double ms = median_ms([&] {
				if (kind == 0)
					body<0><<<grid, B>>>(out, key);
				else if (kind == 1)
					body<1><<<grid, B>>>(out, key);
				else
					body<2><<<grid, B>>>(out, key);
			}, 2, 9);
			if (c == 0)
				base = ms;
			printf("%s %d %s %.4f ms %.3f\n", kn[kind], B, cn[c], ms,
			       ms / base);
			fflush(stdout);
		}
	}
	return 0;
}
