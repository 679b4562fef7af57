/* suggest_kernel_stage.cu - kernels of square blocks whose one statement
   walks a column with threadIdx.x, for suggest's staging through a
   shared tile: naive transposes with its stores, colread with a load
   (and an early return, which the first phase turns into a jump to the
   barrier), bytes transposes bytes (a tile padded by 1 or 2 bytes a
   row keeps conflicts, by 4 none). colcopy copies by columns: both its
   accesses walk down a column, and swapping the block's axes fixes
   both, with no tile. Refused, each for its reason: rows (blocks of 32 x 8, each
   thread moving four rows in a loop), twice (a second store of out),
   shuffled (a shuffle, which a body run with its axes swapped would
   change), called (its column from a function that reads threadIdx,
   which the patch cannot swap). tests/gpu/suggest runs the patched kernels beside these on
   a GPU and compares their outputs. */
__global__ void naive(float *out, const float *in, int n)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	int y = blockIdx.y * blockDim.y + threadIdx.y;

	if (x < n && y < n)
		out[x * n + y] = in[y * n + x];
}

__global__ void colread(float *out, const float *in, int n)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	int y = blockIdx.y * blockDim.y + threadIdx.y;

	if (x >= n || y >= n)
		return;
	out[y * n + x] = 2.0f * in[x * n + y];   // a column of in
}

__global__ void bytes(unsigned char *out, const unsigned char *in, int n)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	int y = blockIdx.y * blockDim.y + threadIdx.y;

	if (x < n && y < n)
		out[x * n + y] = in[y * n + x];
}

__global__ void colcopy(float *out, const float *in, int n)
{
	int col = blockIdx.x * blockDim.x + threadIdx.x;
	int row = blockIdx.y * blockDim.y + threadIdx.y;

	if (col < n && row < n)
		out[col * n + row] = in[col * n + row];
}

__global__ void rows(float *out, const float *in, int n)
{
	int x = blockIdx.x * 32 + threadIdx.x;
	int y = blockIdx.y * 32 + threadIdx.y;

	for (int j = 0; j < 32; j += 8)
		out[x * n + y + j] = in[(y + j) * n + x];
}

__global__ void twice(float *out, const float *in, int n)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	int y = blockIdx.y * blockDim.y + threadIdx.y;

	out[x * n + y] = in[y * n + x];
	out[y * n + x] = 0.0f;
}

__global__ void shuffled(float *out, const float *in, int n)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	int y = blockIdx.y * blockDim.y + threadIdx.y;
	float v = __shfl_down_sync(0xffffffffu, in[y * n + x], 1);

	out[x * n + y] = v;
}

__device__ int column(void)
{
	return blockIdx.x * blockDim.x + threadIdx.x;
}

__global__ void called(float *out, const float *in, int n)
{
	int x = column();
	int y = blockIdx.y * blockDim.y + threadIdx.y;

	out[x * n + y] = in[y * n + x];
}
