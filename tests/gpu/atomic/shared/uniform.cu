/*
 * uniform.cu - shared-memory atomics on one word for the whole warp:
 * which ones the compiler makes one operation of the warp, as it does
 * for global ones (../uniform.cu). One kernel a case; each pattern here
 * (NAME.pat) runs one under --gpu, whose shared atomic instructions and
 * wavefronts say it.
 */
__global__ void sh_add_const(int *out)
{
	__shared__ int c;
	if (threadIdx.x == 0)
		c = 0;
	__syncthreads();
	atomicAdd(&c, 1);
	__syncthreads();
	if (threadIdx.x == 0)
		out[blockIdx.x] = c;
}

__global__ void sh_add_var(int *out)
{
	__shared__ int c;
	if (threadIdx.x == 0)
		c = 0;
	__syncthreads();
	atomicAdd(&c, (int)threadIdx.x);
	__syncthreads();
	if (threadIdx.x == 0)
		out[blockIdx.x] = c;
}

__global__ void sh_max_var(int *out)
{
	__shared__ int c;
	if (threadIdx.x == 0)
		c = 0;
	__syncthreads();
	atomicMax(&c, (int)threadIdx.x);
	__syncthreads();
	if (threadIdx.x == 0)
		out[blockIdx.x] = c;
}

__global__ void sh_exch(int *out)
{
	__shared__ int c;
	if (threadIdx.x == 0)
		c = 0;
	__syncthreads();
	atomicExch(&c, (int)threadIdx.x);
	__syncthreads();
	if (threadIdx.x == 0)
		out[blockIdx.x] = c;
}

__global__ void sh_fadd(float *out)
{
	__shared__ float c;
	if (threadIdx.x == 0)
		c = 0;
	__syncthreads();
	atomicAdd(&c, 1.0f);
	__syncthreads();
	if (threadIdx.x == 0)
		out[blockIdx.x] = c;
}

/* a counter of the lanes that pass a test: the guarded add of one */
__global__ void sh_count_if(int *out, const int *in)
{
	__shared__ int c;
	if (threadIdx.x == 0)
		c = 0;
	__syncthreads();
	if (in[blockIdx.x * blockDim.x + threadIdx.x] % 3 == 0)
		atomicAdd(&c, 1);
	__syncthreads();
	if (threadIdx.x == 0)
		out[blockIdx.x] = c;
}
