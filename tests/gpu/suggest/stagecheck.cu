/* stagecheck.cu - the kernels suggest staged or swapped (stage.sh)
   beside the originals: each pair on one random matrix, outputs
   compared bit for bit (the outputs start from the same sentinel, so
   that a write where the original writes nothing shows too), times the
   median of 15 launches after 3 warm-ups (probe.h). Exit 1 on any
   difference; a CUDA error exits 3. */
#include <cstring>

#include "probe.h"

namespace orig {
#include "orig.cu"
}
namespace staged_naive {
#include "naive.cu"
}
namespace staged_colread {
#include "colread.cu"
}
namespace staged_colcopy {
#include "colcopy.cu"
}

typedef void (*kern)(float *, const float *, int);

static float
time_of(kern k, float *o, const float *i, int n)
{
	dim3 grid((n + 31) / 32, (n + 31) / 32), block(32, 32);

	return (float)median_ms([&] { k<<<grid, block>>>(o, i, n); }, 3, 15);
}

/* Both kernels on one input; 0 where their outputs are equal. */
static int
pair(const char *name, kern k0, kern k1, int n)
{
	const size_t bytes = (size_t)n * n * sizeof(float);
	std::vector<float> in((size_t)n * n), r0((size_t)n * n), r1((size_t)n * n);
	float *din, *d0, *d1, t0, t1;
	size_t diff = 0;

	srand(n);
	for (size_t i = 0; i < in.size(); i++)
		in[i] = (float)rand() / RAND_MAX - 0.5f;
	CK(cudaMalloc(&din, bytes));
	CK(cudaMalloc(&d0, bytes));
	CK(cudaMalloc(&d1, bytes));
	CK(cudaMemcpy(din, in.data(), bytes, cudaMemcpyHostToDevice));
	CK(cudaMemset(d0, 0x7f, bytes));
	CK(cudaMemset(d1, 0x7f, bytes));
	dim3 grid((n + 31) / 32, (n + 31) / 32), block(32, 32);
	k0<<<grid, block>>>(d0, din, n);
	k1<<<grid, block>>>(d1, din, n);
	CK(cudaGetLastError());
	CK(cudaDeviceSynchronize());
	CK(cudaMemcpy(r0.data(), d0, bytes, cudaMemcpyDeviceToHost));
	CK(cudaMemcpy(r1.data(), d1, bytes, cudaMemcpyDeviceToHost));
	for (size_t i = 0; i < r0.size(); i++)
		diff += memcmp(&r0[i], &r1[i], sizeof(float)) != 0;
	t0 = time_of(k0, d0, din, n);
	t1 = time_of(k1, d1, din, n);
	printf("%-8s n %5d  %s (%zu of %zu elements differ)  original %.4f ms"
	       "  staged %.4f ms\n", name, n, diff ? "DIFFER" : "equal", diff,
	       r0.size(), t0, t1);
	CK(cudaFree(din));
	CK(cudaFree(d0));
	CK(cudaFree(d1));
	return diff != 0;
}

int
main(void)
{
	static const int sizes[] = { 1000, 1024, 4093, 8192 };
	int bad = 0;

	for (int s = 0; s < 4; s++) {
		bad |= pair("naive", orig::naive, staged_naive::naive, sizes[s]);
		bad |= pair("colread", orig::colread, staged_colread::colread,
		            sizes[s]);
		bad |= pair("colcopy", orig::colcopy, staged_colcopy::colcopy,
		            sizes[s]);
	}
	return bad;
}
