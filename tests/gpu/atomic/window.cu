/*
 * window.cu - global atomics whose L2 units change with the block: an
 * image of W x H pixels (in[i] = i) counted into the bins of its TW x TH
 * tiles, rows in block order, so that the blocks resident at once count
 * into the bins of a few bands of tiles (the time model's atomic bound
 * over windows of resident blocks; tests/gpu/atomic/README).
 *
 *   nvcc -O3 -arch=sm_90 -o window window.cu && ./window
 *
 * 2^26 pixels of an image 8192 wide; each case is a tile width TW, a
 * tile height TH (the band's rows) and a block size B; the median of 9
 * launches between events after 2 warm-ups; every CUDA call checked.
 * window.pat is the same kernel as a pattern (-D TW=, -D TH=, -D B=).
 * Prints "band TW TH B ms".
 */
#include "../probe.h"

__global__ void hist_band(const int *in, unsigned *h, long n, int w,
                          int tw, int th)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n) {
		int v = in[i], x = v % w, y = v / w;
		atomicAdd(&h[(y / th) * (w / tw) + x / tw], 1u);
	}
}

__global__ void iota(int *in, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		in[i] = (int)i;
}

int
main(void)
{
	const long n = 1L << 26;
	const int w = 8192;
	int *in;
	unsigned *h;
	struct { int tw, th, b; } cs[] = {
		{ 8, 1, 256 }, { 8, 4, 256 }, { 8, 16, 256 }, { 8, 32, 256 },
		{ 8, 64, 256 }, { 8, 128, 256 }, { 8, 512, 256 },
		{ 8, 64, 1024 }, { 8, 64, 128 }, { 8, 16, 1024 },
		{ 32, 4, 256 }, { 32, 16, 256 }, { 32, 64, 256 },
		{ 32, 256, 256 },
		{ 2, 16, 256 }, { 2, 64, 256 }, { 2, 256, 256 },
	};

	CK(cudaMalloc(&in, n * sizeof(int)));
	CK(cudaMalloc(&h, (n / 8) * sizeof(unsigned)));
	iota<<<n / 256, 256>>>(in, n);
	CK(cudaGetLastError());
	for (auto &c : cs) {
		const long bins = (n / w / c.th) * (w / c.tw);
		double ms;

		CK(cudaMemset(h, 0, bins * sizeof(unsigned)));
		ms = median_ms([&] {
			hist_band<<<n / c.b, c.b>>>(in, h, n, w, c.tw, c.th);
		}, 2, 9);
		printf("band %-3d %-4d %-5d %9.4f\n", c.tw, c.th, c.b, ms);
		fflush(stdout);
	}
	return 0;
}
