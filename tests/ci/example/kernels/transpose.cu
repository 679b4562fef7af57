/* transpose.cu - the CUDA C++ Best Practices Guide's coalesced transpose:
   each block stages a 32 x 32 tile in shared memory, padded to 33 columns
   so that reading it by column touches 32 distinct banks */
#define TILE 32
#define ROWS 8

__global__ void transpose(float *out, const float *in, int n)
{
	__shared__ float tile[TILE][TILE + 1];
	int x = blockIdx.x * TILE + threadIdx.x;
	int y = blockIdx.y * TILE + threadIdx.y;

	for (int j = 0; j < TILE; j += ROWS)
		tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * n + x];
	__syncthreads();
	x = blockIdx.y * TILE + threadIdx.x;
	y = blockIdx.x * TILE + threadIdx.y;
	for (int j = 0; j < TILE; j += ROWS)
		out[(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];
}
