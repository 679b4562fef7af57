/*
 * stores.cu - time suite kernels for scattered write-backs (sim/dram.h,
 * K_WRITE and K_RBW: a block written back in part, come into L2 far
 * from the others, and one read before the write), written and
 * predicted before they were measured (h200-2026-11-29j). Apart from
 * the other suite files so that their kernels' PTX stays as measured.
 */
static __device__ __forceinline__ unsigned long long
stores_mix(unsigned long long x)
{
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdull;
	x ^= x >> 33;
	x *= 0xc4ceb9fe1a85ec53ull;
	x ^= x >> 33;
	return x;
}

/* g lanes store g consecutive elements at a random place among places
   of g: a float2 a lane at random (g 1: a sector written in part), a
   sector whole by 4 lanes (g 4) */
__global__ void scatter_pairs(float2 *out, const float2 *in,
                              unsigned long long places, unsigned g, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		out[(stores_mix(i / g) & (places - 1)) * g + i % g] = in[i];
}

/* a warp stores its 32 floats as a whole line at a random place among
   places lines */
__global__ void scatter_lines(float *out, const float *in,
                              unsigned long long places, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		out[(stores_mix(i / 32) & (places - 1)) * 32 + i % 32] = in[i];
}
