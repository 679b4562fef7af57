/* atomic.cu - atomics on global and shared memory, for
   tests/cudasrc/run.sh: counted by the atomic rule, their old values
   unknown. */

__global__ void atoms(int *hist, unsigned *m, float *f, int *slot,
                      unsigned long long *big)
{
	__shared__ int sh[64];
	int t = blockIdx.x * blockDim.x + threadIdx.x;
	sh[threadIdx.x % 64] = 0;
	__syncthreads();
	atomicAdd(&hist[t % 16], 1);
	atomicMax(&m[t / 4], (unsigned)t);
	atomicAdd(&f[t % 8], 1.0f);
	atomicAdd(&sh[(t * 2) % 64], 2);
	int old = atomicCAS(&slot[t % 32], 0, t);
	atomicExch(&slot[32 + t % 32], old);
	atomicSub(&hist[16 + t % 4], 5);
	atomicAdd(&big[t % 8], 1ull);
	__syncthreads();
	hist[20 + threadIdx.x % 32] = sh[threadIdx.x % 64];
}

/* a ticket from an atomic as an address: refused, naming the atomic */
__global__ void ticket(int *count, int *slot)
{
	int r = atomicAdd(count, 1);
	slot[r % 64] = threadIdx.x;
}

/* a sum a row of blocks by global atomics: the blocks of a row add to
   one word, out[blockIdx.y] (the busiest address: a row's threads) */
__global__ void rowsum(float *out, const float *in)
{
	int t = (blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x +
	        threadIdx.x;
	atomicAdd(&out[blockIdx.y], in[t]);
}

/* a word a block, and one word that every block adds to */
__global__ void blocksum(float *out, unsigned *total, const float *in)
{
	int t = blockIdx.x * blockDim.x + threadIdx.x;
	atomicAdd(&out[blockIdx.x], in[t]);
	atomicAdd(total, 1u);
}
