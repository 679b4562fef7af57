/* keywords.cu - a kernel whose variables are named as words of the
   pattern language ('block'): --emit-pattern renames them, the labels
   keep the kernel's stable names (lift_twins.py) */
__global__ void kw(float *grid, const float *read)
{
	__shared__ float block[64];
	__shared__ float block_[64];
	block[threadIdx.x] = read[threadIdx.x];
	block_[threadIdx.x] = 1.0f;
	__syncthreads();
	grid[threadIdx.x] = block[63 - threadIdx.x] + block_[threadIdx.x];
}
