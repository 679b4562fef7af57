/* program.cu - a whole CUDA program, as a user writes one: system
   headers, host code that allocates and launches, a template kernel that
   only the host code instantiates. NVRTC (device code alone) refuses it;
   accessan compiles it with nvcc. The tile is tile of kernels.cu. */
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#include "program.h"

#define CHECK(call)                                                    \
	do {                                                               \
		cudaError_t e_ = (call);                                       \
		if (e_ != cudaSuccess) {                                       \
			fprintf(stderr, "%s\n", cudaGetErrorString(e_));           \
			exit(1);                                                   \
		}                                                              \
	} while (0)

template <int TILE>
__global__ void tpose(float *out, const float *in)
{
	__shared__ float s[TILE][TILE + 1];
	int x = threadIdx.x, y = threadIdx.y;
	s[y][x] = in[row_of(y, TILE) + x];
	__syncthreads();
	out[row_of(y, TILE) + x] = s[x][y];
}

__global__ void scale(float *out, const float *in, int stride)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	out[i] = 2.0f * in[i * stride];
}

/* a float parameter */
__global__ void axpy(float *y, const float *x, float a)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	y[i] = a * x[i] + y[i];
}

/* a debugging print, as kernels have them */
__global__ void hello(int *out)
{
	out[threadIdx.x] = threadIdx.x;
	if (threadIdx.x == 0)
		printf("hello from block %d\n", blockIdx.x);
}

int main(void)
{
	float *in, *out;

	CHECK(cudaMalloc(&in, 1 << 20));
	CHECK(cudaMalloc(&out, 1 << 20));
	tpose<32><<<1, dim3(32, 32)>>>(out, in);
	scale<<<64, 256>>>(out, in, 3);
	hello<<<2, 64>>>((int *)out);
	axpy<<<4, 128>>>(out, in, 0.5f);
	CHECK(cudaDeviceSynchronize());
	printf("done\n");
	return 0;
}
