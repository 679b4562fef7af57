/*
 * hits.cu - the constant cache's rate when every load hits, beside the
 * probe's walk (../texture/probe.cu, c_d<32>), which reads 64 new lines
 * a warp over 8 KB: is calibrate's const_passes_per_clk (a table of 8
 * lines, 1 KB) the same rate? Each kernel: 1024 blocks of 256 threads,
 * 64 LDC a warp of 32 distinct addresses (a lane its own word); the
 * lines of a hit kernel turn with the step, so that ptxas cannot hoist
 * a load (constant memory does not change during a launch).
 *   nvcc -O2 -arch=sm_90 -o hits tests/gpu/constant/hits.cu && ./hits
 * prints each kernel's median time over 20 launches and the passes a
 * clock per SM at the clock it is given (GHz, default 1.98).
 */
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
	fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, \
	        cudaGetErrorString(e_)); exit(3); } } while (0)

__constant__ unsigned ctab[4096];

/* LINES lines (of 32 words) cycled, a line a step */
template <int LINES>
__global__ void hit(unsigned *out)
{
	unsigned lane = threadIdx.x & 31, acc = 0;
	for (int k = 0; k < 64; k++) {
		unsigned i = (unsigned)(k % LINES) * 32 + lane;
		unsigned v;
		asm volatile("ld.const.u32 %0, [%1];" : "=r"(v)
		             : "l"(__cvta_generic_to_constant(&ctab[i])) : "memory");
		acc += v;
	}
	out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

/* the probe's: 64 lines a warp, one a step, over 8 KB */
__global__ void walk(unsigned *out, int base)
{
	unsigned lane = threadIdx.x & 31, acc = 0;
	for (int k = 0; k < 64; k++) {
		unsigned i = (unsigned)(base + k * 32) + lane;
		unsigned v;
		asm volatile("ld.const.u32 %0, [%1];" : "=r"(v)
		             : "l"(__cvta_generic_to_constant(&ctab[i & 4095])) : "memory");
		acc += v;
	}
	out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

template <typename F>
static float
median_ms(F launch)
{
	cudaEvent_t a, b;
	std::vector<float> t;

	CK(cudaEventCreate(&a));
	CK(cudaEventCreate(&b));
	launch();
	CK(cudaDeviceSynchronize());
	for (int i = 0; i < 20; i++) {
		float ms;
		CK(cudaEventRecord(a));
		launch();
		CK(cudaEventRecord(b));
		CK(cudaEventSynchronize(b));
		CK(cudaEventElapsedTime(&ms, a, b));
		t.push_back(ms);
	}
	std::sort(t.begin(), t.end());
	return t[10];
}

int
main(int argc, char **argv)
{
	double ghz = argc > 1 ? atof(argv[1]) : 1.98;
	unsigned *out;
	int sms;
	cudaDeviceProp p;

	CK(cudaGetDeviceProperties(&p, 0));
	sms = p.multiProcessorCount;
	CK(cudaMalloc(&out, 1024 * 256 * sizeof(unsigned)));
	const double passes = 1024.0 * 8 * 64 * 32;
	struct { const char *name; float ms; } r[] = {
		{ "hit, 1 line", median_ms([&] { hit<1><<<1024, 256>>>(out); }) },
		{ "hit, 8 lines", median_ms([&] { hit<8><<<1024, 256>>>(out); }) },
		{ "hit, 32 lines", median_ms([&] { hit<32><<<1024, 256>>>(out); }) },
		{ "walk, 64 lines", median_ms([&] { walk<<<1024, 256>>>(out, 0); }) },
	};
	CK(cudaGetLastError());
	printf("%s, %d SMs; passes a clock per SM at %.2f GHz\n", p.name, sms,
	       ghz);
	for (auto &x : r)
		printf("  %-16s %8.1f us  %.3f\n", x.name, x.ms * 1e3,
		       passes / sms / (x.ms * 1e-3 * ghz * 1e9));
	return 0;
}
