/* histogram.cu - a 256-bin histogram of bytes: each block counts in
   shared memory with atomics, then adds its bins to the global ones */
__global__ void histogram(unsigned int *bins, const unsigned char *data,
                          int n)
{
	__shared__ unsigned int part[256];
	int t = threadIdx.x;

	part[t] = 0;
	__syncthreads();
	for (int i = blockIdx.x * blockDim.x + t; i < n;
	     i += gridDim.x * blockDim.x)
		atomicAdd(&part[data[i]], 1u);   // accessan: count
	__syncthreads();
	atomicAdd(&bins[t], part[t]);
}
