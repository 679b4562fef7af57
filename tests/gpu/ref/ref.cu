/*
 * ref.cu - hand-written CUDA for the library's classic kernels, each the
 * kernel a person would write for one pattern file (named above it), to
 * time against the harness that accessan generates from that pattern
 * (refbench.c). Compiled by NVRTC with no #include; refbench puts
 * "#define NAME VALUE" lines for the case's sizes before it, and passes
 * the pattern's global arrays in their declaration order, launched with
 * the pattern's grid and block.
 *
 * Each kernel makes the pattern's accesses: the same loads and stores,
 * of the same widths, at the same addresses, and nothing else in memory
 * (its arithmetic is the real computation: sums, products, a
 * transpose). Reads are plain C++; the compiler is free to unroll,
 * schedule and overlap them as it does in real code.
 */

/* sizes refbench did not set (another case's kernels must compile) */
#ifndef M
#define M 64
#endif
#ifndef N
#define N 64
#endif
#ifndef STRIDE
#define STRIDE 2
#endif
#ifndef OFF
#define OFF 1
#endif

/* patterns/matvec_notes.pat: y = A x, one thread a row (the notes' first
   kernel; uncoalesced: a warp's 32 rows are 8 N bytes apart) */
extern "C" __global__ void ref_matvec_row(const double (*A)[N],
    const double *x, double *y)
{
	const int row = blockIdx.x * blockDim.x + threadIdx.x;

	if (row < M) {
		double t = 0;
		for (int j = 0; j < N; j++)
			t += A[row][j] * x[j];
		y[row] = t;
	}
}

/* patterns/matvec_notes_warp.pat: a warp a row (the notes' second
   kernel), the lanes' partial sums combined by shuffles, which touch no
   memory (the notes combine them through a global buffer: accesses the
   pattern does not have) */
extern "C" __global__ void ref_matvec_warp(const double (*A)[N],
    const double *x, double *y)
{
	const int tid = blockIdx.x * blockDim.x + threadIdx.x;
	const int row = tid / 32, lane = tid % 32;
	double t = 0;

	for (int col = lane; col < N; col += 32)
		t += A[row][col] * x[col];
	for (int d = 16; d > 0; d /= 2)
		t += __shfl_down_sync(0xffffffffu, t, d);
	if (lane == 0)
		y[row] = t;
}

/* patterns/transpose_naive.pat: odata = idata^T through no shared memory;
   a 32 x 32 tile a block of 32 x 8 threads (reads coalesced, writes a
   column) */
extern "C" __global__ void ref_transpose_naive(const float (*idata)[N],
    float (*odata)[N])
{
	const int x = blockIdx.x * 32 + threadIdx.x;
	const int y0 = blockIdx.y * 32 + threadIdx.y;

	for (int j = 0; j < 32; j += 8)
		odata[x][y0 + j] = idata[y0 + j][x];
}

/* patterns/transpose_shared.pat and transpose_padded.pat: the tile goes
   through shared memory, rows in, columns out (TILE_W 32: conflicts; 33:
   none) */
#define TRANSPOSE_TILED(name, TILE_W)                                       \
extern "C" __global__ void name(const float (*idata)[N], float (*odata)[N]) \
{                                                                           \
	__shared__ float tile[32][TILE_W];                                  \
	const int tx = threadIdx.x, ty = threadIdx.y;                       \
                                                                            \
	for (int j = 0; j < 32; j += 8)                                     \
		tile[ty + j][tx] = idata[blockIdx.y * 32 + ty + j]          \
		                        [blockIdx.x * 32 + tx];             \
	__syncthreads();                                                    \
	for (int j = 0; j < 32; j += 8)                                     \
		odata[blockIdx.x * 32 + ty + j][blockIdx.y * 32 + tx] =     \
		    tile[tx][ty + j];                                       \
}
TRANSPOSE_TILED(ref_transpose_shared, 32)
TRANSPOSE_TILED(ref_transpose_padded, 33)

/* patterns/matmul_naive.pat: c = a b, a M x 32, b 32 x N, a thread an
   element of c, straight from global memory */
extern "C" __global__ void ref_matmul_naive(const float (*a)[32],
    const float (*b)[N], float (*c)[N])
{
	const int row = blockIdx.y * blockDim.y + threadIdx.y;
	const int col = blockIdx.x * blockDim.x + threadIdx.x;
	float t = 0;

	for (int i = 0; i < 32; i++)
		t += a[row][i] * b[i][col];
	c[row][col] = t;
}

/* patterns/matmul_shared_ab.pat: the same with a's and b's 32 x 32 tiles
   in shared memory (one tile each: the inner dimension is 32). nvcc reads
   sa[ty][0..31] as 8 LDS.128, not the pattern's 32 LDS.32 (40 shared
   loads a thread instead of 64): a kernel with other accesses than its
   pattern, timed for comparison only; ref_matmul_tiled_lds32 below is
   the pattern's */
extern "C" __global__ void ref_matmul_tiled(const float (*a)[32],
    const float (*b)[N], float (*c)[N])
{
	__shared__ float sa[32][32], sb[32][32];
	const int tx = threadIdx.x, ty = threadIdx.y;
	const int row = blockIdx.y * blockDim.y + ty;
	const int col = blockIdx.x * blockDim.x + tx;
	float t = 0;

	sa[ty][tx] = a[row][tx];
	sb[ty][tx] = b[ty][col];
	__syncthreads();
	for (int i = 0; i < 32; i++)
		t += sa[ty][i] * sb[i][tx];
	c[row][col] = t;
}

/* patterns/matmul_shared_ab.pat as written: the inner loop reads the
   tiles through volatile, so that each read stays one 4-byte LDS, as the
   pattern says (and as the harness makes it) */
extern "C" __global__ void ref_matmul_tiled_lds32(const float (*a)[32],
    const float (*b)[N], float (*c)[N])
{
	__shared__ float sa[32][32], sb[32][32];
	const volatile float (*vsa)[32] = sa, (*vsb)[32] = sb;
	const int tx = threadIdx.x, ty = threadIdx.y;
	const int row = blockIdx.y * blockDim.y + ty;
	const int col = blockIdx.x * blockDim.x + tx;
	float t = 0;

	sa[ty][tx] = a[row][tx];
	sb[ty][tx] = b[ty][col];
	__syncthreads();
	for (int i = 0; i < 32; i++)
		t += vsa[ty][i] * vsb[i][tx];
	c[row][col] = t;
}

/* tests/gpu/ref/reduce_interleaved.pat: a block sums its 256 elements,
   interleaved addressing (a divergent branch on tid % 2s). The block
   size is a constant, as in CUDA's samples (a template parameter there):
   with blockDim.x the loop stays a loop and tid % 2s a division each
   step, which doubled the time on H100 and is arithmetic, not memory */
extern "C" __global__ void ref_reduce_interleaved(const float *g_in,
    float *g_out)
{
	__shared__ float sdata[256];
	const unsigned tid = threadIdx.x;

	sdata[tid] = g_in[blockIdx.x * 256 + tid];
	__syncthreads();
	for (unsigned s = 1; s < 256; s *= 2) {
		if (tid % (2 * s) == 0)
			sdata[tid] += sdata[tid + s];
		__syncthreads();
	}
	if (tid == 0)
		g_out[blockIdx.x] = sdata[0];
}

/* tests/gpu/ref/reduce_sequential.pat: the same, sequential addressing
   (the block size a constant likewise) */
extern "C" __global__ void ref_reduce_sequential(const float *g_in,
    float *g_out)
{
	__shared__ float sdata[256];
	const unsigned tid = threadIdx.x;

	sdata[tid] = g_in[blockIdx.x * 256 + tid];
	__syncthreads();
	for (unsigned s = 256 / 2; s > 0; s >>= 1) {
		if (tid < s)
			sdata[tid] += sdata[tid + s];
		__syncthreads();
	}
	if (tid == 0)
		g_out[blockIdx.x] = sdata[0];
}

/* tests/gpu/ref/aos_read.pat: x + y + z of every point, an array of
   12-byte structures */
struct Point {
	float x, y, z;
};

extern "C" __global__ void ref_aos_read(const Point *p, float *out)
{
	const int i = blockIdx.x * blockDim.x + threadIdx.x;

	out[i] = p[i].x + p[i].y + p[i].z;
}

/* tests/gpu/ref/soa_read.pat: the same from three arrays */
extern "C" __global__ void ref_soa_read(const float *px, const float *py,
    const float *pz, float *out)
{
	const int i = blockIdx.x * blockDim.x + threadIdx.x;

	out[i] = px[i] + py[i] + pz[i];
}

/* tests/gpu/ref/stride_copy.pat: every STRIDE-th float copied */
extern "C" __global__ void ref_stride_copy(const float *idata, float *odata)
{
	const int xid = (blockIdx.x * blockDim.x + threadIdx.x) * STRIDE;

	odata[xid] = idata[xid];
}

/* tests/gpu/ref/offset_copy.pat: a copy OFF floats past the start */
extern "C" __global__ void ref_offset_copy(const float *idata, float *odata)
{
	const int xid = blockIdx.x * blockDim.x + threadIdx.x + OFF;

	odata[xid] = idata[xid];
}
