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
#include "../../probe.h"
#include "corpus.cu"

static float *
ones(size_t n)
{
	std::vector<float> h(n, 1.0f);
	float *d;

	CK(cudaMalloc(&d, n * sizeof(float)));
	CK(cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
	return d;
}

/* launch's median ms, as "name ms" */
template <typename F>
static void
timed(const char *name, F launch)
{
	printf("%s %.4f\n", name, median_ms(launch, 3, 25));
	fflush(stdout);
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
