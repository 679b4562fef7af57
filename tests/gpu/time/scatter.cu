/*
 * scatter.cu - time suite kernels for DRAM lines opened scattered (sim/
 * dram.h, K_SCATTER: a line opened alone, far from the lines opened
 * before it), written and predicted before they were measured
 * (h200-2026-11-29i). Each thread's index goes through a 64-bit mix, as
 * tests/gpu/dram/footprint.cu's does. Apart from the other suite files
 * so that their kernels' PTX stays as measured.
 */
static __device__ __forceinline__ unsigned long long
scatter_mix(unsigned long long x)
{
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdull;
	x ^= x >> 33;
	x *= 0xc4ceb9fe1a85ec53ull;
	x ^= x >> 33;
	return x;
}

/* two lookups a thread, each a float at random in a table of its own of
   mask + 1 floats */
__global__ void gather_two(float *out, const float *a, const float *b,
                           unsigned long long mask, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n) {
		unsigned long long h = scatter_mix(i);
		out[i] = a[h & mask] + b[(h >> 32 ^ h * 7) & mask];
	}
}

/* a float2 a thread at random in a table of mask + 1 of them */
__global__ void gather_pair(float2 *out, const float2 *t,
                            unsigned long long mask, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = t[scatter_mix(i) & mask];
}

/* thread i reads a float within 16 KB after its own 64 bytes of an
   array of mask + 1 floats (16 floats a thread): scattered within a
   warp's reach, lines opened one block at a time but near each other */
__global__ void gather_near(float *out, const float *t,
                            unsigned long long mask, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = t[((unsigned long long)i * 16 + (scatter_mix(i) & 4095))
		           & mask];
}

/* a float a thread stored at random among mask + 1 */
__global__ void scatter_store(float *out, const float *in,
                              unsigned long long mask, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		out[scatter_mix(i) & mask] = in[i];
}
