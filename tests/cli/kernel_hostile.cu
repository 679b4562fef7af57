/* kernel_hostile.cu - kernels for the hostile-input cases of tests/cli
   (kernel_*.cmd): each takes the interpreter somewhere it must refuse
   with a clear message rather than count. */

/* a[off + i]: an offset near 2^62 elements wraps the 64-bit address
   below the array's base */
__global__ void offset(int *a, long long off)
{
	a[off + threadIdx.x] = 1;
}

/* only the first n threads touch memory: a huge grid does nothing else */
__global__ void early(int *a, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		a[i] = 0;
}

/* two kernels of one name: NVRTC cannot tell which */
__global__ void twice(float *a) { a[threadIdx.x] = 1; }
__global__ void twice(double *a) { a[threadIdx.x] = 1; }

/* a texture fetch: code of NVRTC's built-in header inlined twice */
__global__ void fetch(cudaTextureObject_t t, float *a)
{
	a[threadIdx.x] = tex1Dfetch<float>(t, threadIdx.x);
}

/* a[i / d]: d = 0 makes the quotient unknown, and the address with it */
__global__ void quotient(int *a, int d)
{
	a[threadIdx.x / d] = 1;
}
