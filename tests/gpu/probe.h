/*
 * probe.h - what the GPU probes and timers under tests/gpu share: every
 * CUDA call checked (CK: the call, its file and line, its error, exit
 * 3), a kernel's time as the median of launches each between two
 * events after warm-ups (median_ms), host data from a fixed xorshift
 * (probe_rnd: the same values every run), and a kernel's accumulators
 * kept alive (probe_keep8).
 *
 * Included by .cu programs that nvcc builds whole (a header of theirs,
 * not of the tool: nothing under src/ includes it).
 */
#ifndef PROBE_H
#define PROBE_H

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
	fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, \
	        cudaGetErrorString(e_)); exit(3); } } while (0)

/* launch() warm times, then reps times each between two events: the
   median ms, every call and the launches' errors checked. */
template <typename F>
static double
median_ms(F launch, int warm, int reps)
{
	cudaEvent_t a, b;
	std::vector<float> t;

	CK(cudaEventCreate(&a));
	CK(cudaEventCreate(&b));
	for (int i = 0; i < warm; i++)
		launch();
	CK(cudaGetLastError());
	CK(cudaDeviceSynchronize());
	for (int i = 0; i < reps; i++) {
		float ms;
		CK(cudaEventRecord(a));
		launch();
		CK(cudaEventRecord(b));
		CK(cudaEventSynchronize(b));
		CK(cudaGetLastError());
		CK(cudaEventElapsedTime(&ms, a, b));
		t.push_back(ms);
	}
	CK(cudaEventDestroy(a));
	CK(cudaEventDestroy(b));
	std::sort(t.begin(), t.end());
	return t[t.size() / 2];
}

/* xorshift64, its high bits: the same sequence every run */
static unsigned long long probe_rs = 88172645463325252ull;

static unsigned
probe_rnd(void)
{
	probe_rs ^= probe_rs << 13;
	probe_rs ^= probe_rs >> 7;
	probe_rs ^= probe_rs << 17;
	return (unsigned)(probe_rs >> 11);
}

/* Keep a kernel's accumulators a[0..7] alive: their sum stored where it
   equals key, which no run makes it (the compiler cannot drop the work
   that feeds them). */
static __device__ __forceinline__ void
probe_keep8(const float *a, unsigned long long *out, unsigned long long key)
{
	float s = 0;

	for (int k = 0; k < 8; k++)
		s += a[k];
	if ((unsigned long long)s == key)
		out[0] = (unsigned long long)s;
}

#endif
