/*
 * library.cu - the classic CUDA kernels of the pattern library, written
 * as a course or a vendor's sample writes them: transposes, matrix
 * products, block reductions, a stencil and a grid-stride copy. Each has
 * a pattern that names it, patterns/NAME_cu.pat, and most a hand-written
 * twin whose figures are the same (tests/cudasrc/run.sh holds them to
 * it). The sizes are the launch's: n comes from the pattern, the blocks
 * are the ones given in each kernel's comment.
 */

/* The transposes: a 32 x 32 tile moved by a block of 32 x 8 threads,
   each thread four rows of it, n a multiple of 32 (as the CUDA
   samples' transpose). */
#define TILE 32
#define ROWS 8

/* odata = idata transposed, straight through global memory: the read
   walks along a row, the write down a column. */
__global__ void transpose_naive(float *odata, const float *idata, int n)
{
	int x = blockIdx.x * TILE + threadIdx.x;
	int y = blockIdx.y * TILE + threadIdx.y;

	for (int j = 0; j < TILE; j += ROWS)
		odata[x * n + y + j] = idata[(y + j) * n + x];
}

/* through a shared tile: both global accesses along rows, the tile read
   down a column (every lane in one bank) */
__global__ void transpose_shared(float *odata, const float *idata, int n)
{
	__shared__ float tile[TILE][TILE];
	int x = blockIdx.x * TILE + threadIdx.x;
	int y = blockIdx.y * TILE + threadIdx.y;

	for (int j = 0; j < TILE; j += ROWS)
		tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * n + x];
	__syncthreads();
	x = blockIdx.y * TILE + threadIdx.x;
	y = blockIdx.x * TILE + threadIdx.y;
	for (int j = 0; j < TILE; j += ROWS)
		odata[(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];
}

/* transpose_shared with one column of padding: a column of the tile
   now spans the 32 banks */
__global__ void transpose_padded(float *odata, const float *idata, int n)
{
	__shared__ float tile[TILE][TILE + 1];
	int x = blockIdx.x * TILE + threadIdx.x;
	int y = blockIdx.y * TILE + threadIdx.y;

	for (int j = 0; j < TILE; j += ROWS)
		tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * n + x];
	__syncthreads();
	x = blockIdx.y * TILE + threadIdx.x;
	y = blockIdx.x * TILE + threadIdx.y;
	for (int j = 0; j < TILE; j += ROWS)
		odata[(y + j) * n + x] = tile[threadIdx.x][threadIdx.y + j];
}

/* The matrix products: c = a b, square n x n, a block of 16 x 16
   threads a 16 x 16 tile of c. */
#define MTILE 16

/* every thread reads its row of a and its column of b from global
   memory; the guard lets n be any size */
__global__ void matmul_naive(float *c, const float *a, const float *b, int n)
{
	int row = blockIdx.y * blockDim.y + threadIdx.y;
	int col = blockIdx.x * blockDim.x + threadIdx.x;

	if (row < n && col < n) {
		float sum = 0.0f;
		for (int k = 0; k < n; k++)
			sum += a[row * n + k] * b[k * n + col];
		c[row * n + col] = sum;
	}
}

/* 16 x 16 tiles of a and b through shared memory, each element of them
   read from global memory once a block (n a multiple of 16) */
__global__ void matmul_tiled(float *c, const float *a, const float *b, int n)
{
	__shared__ float as[MTILE][MTILE];
	__shared__ float bs[MTILE][MTILE];
	int tx = threadIdx.x, ty = threadIdx.y;
	int row = blockIdx.y * MTILE + ty;
	int col = blockIdx.x * MTILE + tx;
	float sum = 0.0f;

	for (int t = 0; t < n; t += MTILE) {
		as[ty][tx] = a[row * n + t + tx];
		bs[ty][tx] = b[(t + ty) * n + col];
		__syncthreads();
		for (int k = 0; k < MTILE; k++)
			sum += as[ty][k] * bs[k][tx];
		__syncthreads();
	}
	c[row * n + col] = sum;
}

/* The block reductions of the classic walk-through: a block of 256
   threads adds up its 256 elements of in into out[blockIdx.x], in
   log2(256) rounds through shared memory. */
#define RBLOCK 256

/* round s: thread tid works if it is a multiple of 2 s (divergent
   warps, no bank conflict) */
__global__ void reduce_interleaved(float *out, const float *in)
{
	__shared__ float sdata[RBLOCK];
	unsigned tid = threadIdx.x;

	sdata[tid] = in[blockIdx.x * blockDim.x + tid];
	__syncthreads();
	for (unsigned s = 1; s < blockDim.x; s *= 2) {
		if (tid % (2 * s) == 0)
			sdata[tid] = sdata[tid] +
			             sdata[tid + s];
		__syncthreads();
	}
	if (tid == 0)
		out[blockIdx.x] = sdata[0];
}

/* round s: the first threads work, on words 2 s apart (bank
   conflicts) */
__global__ void reduce_strided(float *out, const float *in)
{
	__shared__ float sdata[RBLOCK];
	unsigned tid = threadIdx.x;

	sdata[tid] = in[blockIdx.x * blockDim.x + tid];
	__syncthreads();
	for (unsigned s = 1; s < blockDim.x; s *= 2) {
		unsigned index = 2 * s * tid;
		if (index < blockDim.x)
			sdata[index] = sdata[index] +
			               sdata[index + s];
		__syncthreads();
	}
	if (tid == 0)
		out[blockIdx.x] = sdata[0];
}

/* round s = 128, 64, ... 1: threads 0 .. s-1 add the word s further
   on, consecutive words, whole warps idle together */
__global__ void reduce_sequential(float *out, const float *in)
{
	__shared__ float sdata[RBLOCK];
	unsigned tid = threadIdx.x;

	sdata[tid] = in[blockIdx.x * blockDim.x + tid];
	__syncthreads();
	for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
		if (tid < s)
			sdata[tid] = sdata[tid] +
			             sdata[tid + s];
		__syncthreads();
	}
	if (tid == 0)
		out[blockIdx.x] = sdata[0];
}

/* A 5-point stencil over an n x n grid, a block of 16 x 16 threads a
   16 x 16 tile of out. The block's tile of in, with a halo of one
   element each side, is loaded into shared memory once: each thread its
   own element, the threads on the block's edges the halo beside them,
   every load checked against the grid's bounds (n need not be a
   multiple of 16). The grid's own edge is left as it is. */
#define STILE 16

__global__ void stencil5(float *out, const float *in, int n)
{
	__shared__ float t[STILE + 2][STILE + 2];
	int tx = threadIdx.x, ty = threadIdx.y;
	int x = blockIdx.x * STILE + tx;
	int y = blockIdx.y * STILE + ty;

	if (x < n && y < n) {
		t[ty + 1][tx + 1] = in[y * n + x];
		if (tx == 0 && x > 0)
			t[ty + 1][0] = in[y * n + x - 1];
		if (tx == STILE - 1 && x + 1 < n)
			t[ty + 1][STILE + 1] = in[y * n + x + 1];
		if (ty == 0 && y > 0)
			t[0][tx + 1] = in[(y - 1) * n + x];
		if (ty == STILE - 1 && y + 1 < n)
			t[STILE + 1][tx + 1] = in[(y + 1) * n + x];
	}
	__syncthreads();
	if (x > 0 && y > 0 && x < n - 1 && y < n - 1)
		out[y * n + x] = t[ty + 1][tx] +
		                 t[ty + 1][tx + 2] +
		                 t[ty][tx + 1] +
		                 t[ty + 2][tx + 1] -
		                 4.0f * t[ty + 1][tx + 1];
}

/* A copy of n floats by a grid of any size: thread t takes t, t + T,
   t + 2 T, ... (T the threads of the grid), so on every trip a warp's
   lanes touch 32 consecutive floats; size_t, for arrays past 2^31. */
__global__ void copy_grid_stride(float *out, const float *in, size_t n)
{
	for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
	     i += (size_t)blockDim.x * gridDim.x)
		out[i] = in[i];
}
