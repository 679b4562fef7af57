/*
 * timer.cu - the corpus's kernels timed as the time suite times its
 * own (tests/gpu/time/timer.cu): 3 warm-up launches, then the median of
 * 25 launches between two events, every CUDA call checked; arrays of
 * 1.0f, at the size of each pattern (bitonic_shared at -D N=16777216,
 * several times an H200's L2).
 *
 *   nvcc -O3 -arch=sm_90 -o timer timer.cu && ./timer
 *
 * prints "CASE ms" a line.
 */
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "corpus.cu"

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
	fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, \
	        cudaGetErrorString(e_)); exit(3); } } while (0)

static float *
ones(size_t n)
{
	std::vector<float> h(n, 1.0f);
	float *d;

	CK(cudaMalloc(&d, n * sizeof(float)));
	CK(cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
	return d;
}

template <typename F>
static void
timed(const char *name, F launch)
{
	cudaEvent_t a, b;
	std::vector<float> t;

	CK(cudaEventCreate(&a));
	CK(cudaEventCreate(&b));
	for (int r = 0; r < 28; r++) {
		float ms;
		CK(cudaEventRecord(a));
		launch();
		CK(cudaEventRecord(b));
		CK(cudaEventSynchronize(b));
		CK(cudaGetLastError());
		CK(cudaEventElapsedTime(&ms, a, b));
		if (r >= 3)
			t.push_back(ms);
	}
	std::sort(t.begin(), t.end());
	printf("%s %.4f\n", name, t[t.size() / 2]);
	fflush(stdout);
	CK(cudaEventDestroy(a));
	CK(cudaEventDestroy(b));
}

int
main(void)
{
	const int n = 1 << 24, w = 8192, h = 8192;
	float wt[9] = { 1, 1, 1, 1, 1, 1, 1, 1, 1 };
	float *data = ones(n), *in = ones(n), *out = ones(n);
	float *img = ones((size_t)w * h), *res = ones((size_t)w * h);

	CK(cudaMemcpyToSymbol(weights, wt, sizeof(float) * (2 * R + 1)));
	CK(cudaMemcpyToSymbol(weights3, wt, sizeof(wt)));
	timed("bitonic_shared", [&] {
		bitonic_shared<<<n / SORT, SORT>>>(data); });
	timed("conv1d_const", [&] {
		conv1d_const<<<n / 256, 256>>>(out, in, n); });
	timed("conv1d_shared", [&] {
		conv1d_shared<<<n / 256, 256>>>(out, in, n); });
	timed("conv2d_global", [&] {
		conv2d_global<<<dim3(w / 16, h / 16), dim3(16, 16)>>>(res, img, w,
		                                                     h); });
	return 0;
}
