/*
 * suite.cu - kernels of the time suite (tests/gpu/time/README): each
 * stands for a mechanism the time model must time, beside the library's
 * (patterns/library.cu) and the course notes' (patterns/matvec_notes.cu).
 * Sizes come from the patterns, several times the L2 of an H200.
 */

__global__ void copy_stride(float *out, const float *in, int stride, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = in[i * stride];
}

__global__ void copy_offset(float *out, const float *in, int off, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = in[i + off];
}

__global__ void copy_float4(float4 *out, const float4 *in, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = in[i];
}

struct particle {
	float x, y, z, w;
};

/* one field of an array of structures, and the same field as its own
   array */
__global__ void aos_x(float *out, const particle *p, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = p[i].x;
}

__global__ void soa_x(float *out, const float *x, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = x[i];
}

/* a gather whose index is a hash of the thread's: no two lanes near */
__global__ void gather_hash(float *out, const float *in, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = in[(unsigned)i * 2654435761u & (unsigned)(n - 1)];
}

/* a grid-stride sum: shuffles within the warp, one shared word a warp,
   one atomic a block */
__global__ void reduce_shfl(float *out, const float *in, long n)
{
	__shared__ float w[32];
	float s = 0;
	long i;
	int o;

	for (i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n;
	     i += (long)gridDim.x * blockDim.x)
		s += in[i];
	for (o = 16; o > 0; o /= 2)
		s += __shfl_down_sync(0xffffffffu, s, o);
	if (threadIdx.x % 32 == 0)
		w[threadIdx.x / 32] = s;
	__syncthreads();
	if (threadIdx.x < 32) {
		s = threadIdx.x < blockDim.x / 32 ? w[threadIdx.x] : 0;
		for (o = 16; o > 0; o /= 2)
			s += __shfl_down_sync(0xffffffffu, s, o);
		if (threadIdx.x == 0)
			atomicAdd(out, s);
	}
}

/* the 5-point stencil straight from global memory (library.cu's
   stencil5 stages it through a shared halo) */
__global__ void stencil5_global(float *out, const float *in, int n)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	int y = blockIdx.y * blockDim.y + threadIdx.y;

	if (x > 0 && y > 0 && x < n - 1 && y < n - 1)
		out[y * n + x] = 0.2f * (in[y * n + x] + in[y * n + x - 1] +
		                         in[y * n + x + 1] + in[(y - 1) * n + x] +
		                         in[(y + 1) * n + x]);
}

/* a histogram of 256 bins in shared memory, by atomics */
__global__ void hist_shared(unsigned *bins, const int *in, long n)
{
	__shared__ unsigned s[256];
	long i;
	int b;

	for (b = threadIdx.x; b < 256; b += blockDim.x)
		s[b] = 0;
	__syncthreads();
	for (i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n;
	     i += (long)gridDim.x * blockDim.x)
		atomicAdd(&s[in[i] & 255], 1u);
	__syncthreads();
	for (b = threadIdx.x; b < 256; b += blockDim.x)
		atomicAdd(&bins[b], s[b]);
}

/* a block-wide inclusive scan (Hillis-Steele, double-buffered) */
__global__ void scan_block(float *out, const float *in, long n)
{
	__shared__ float s[2][512];
	int t = threadIdx.x, b = 0, d;
	long g = blockIdx.x * 512L + t;

	s[0][t] = g < n ? in[g] : 0.0f;
	__syncthreads();
	for (d = 1; d < 512; d *= 2) {
		s[1 - b][t] = t >= d ? s[b][t] + s[b][t - d] : s[b][t];
		b = 1 - b;
		__syncthreads();
	}
	if (g < n)
		out[g] = s[b][t];
}

__constant__ float lut[1024];

/* a constant-memory lookup: d distinct addresses a warp (1: uniform) */
__global__ void const_lookup(float *out, int d, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = lut[(threadIdx.x % d) * 32 % 1024] + lut[blockIdx.x % 32];
}

/* a per-thread histogram on the stack (local memory) */
__global__ void local_hist(int *out, const int *in, long n)
{
	int h[16];
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
	int k;

	if (i >= n)
		return;
	for (k = 0; k < 16; k++)
		h[k] = 0;
	for (k = 0; k < 16; k++)
		h[in[i * 16 + k] & 15]++;
	for (k = 0; k < 16; k++)
		out[i * 16 + k] = h[k];
}

/* a copy through 48 KiB of shared memory a block: few blocks an SM */
__global__ void copy_big_tile(float *out, const float *in, long n)
{
	__shared__ float t[12288];
	long base = blockIdx.x * 12288L;
	int k;

	for (k = threadIdx.x; k < 12288; k += blockDim.x)
		t[k] = base + k < n ? in[base + k] : 0.0f;
	__syncthreads();
	for (k = threadIdx.x; k < 12288; k += blockDim.x)
		if (base + k < n)
			out[base + k] = t[12287 - k];
}

/* a multiply tiled in shared memory with 4 outputs a thread, 16 apart
   (16 x 64 of c a block of 16 x 16 threads) */
__global__ void matmul_reg(float *c, const float *a, const float *b, int n)
{
	__shared__ float as[16][16], bs[16][64];
	int tx = threadIdx.x, ty = threadIdx.y, j, k, k0;
	int row = blockIdx.y * 16 + ty, col = blockIdx.x * 64 + tx;
	float acc[4] = { 0, 0, 0, 0 };

	for (k0 = 0; k0 < n; k0 += 16) {
		as[ty][tx] = a[row * n + k0 + tx];
		for (j = 0; j < 4; j++)
			bs[ty][tx + 16 * j] = b[(k0 + ty) * n + col + 16 * j];
		__syncthreads();
		for (k = 0; k < 16; k++) {
			float av = as[ty][k];
			for (j = 0; j < 4; j++)
				acc[j] += av * bs[k][tx + 16 * j];
		}
		__syncthreads();
	}
	for (j = 0; j < 4; j++)
		c[row * n + col + 16 * j] = acc[j];
}

/* Rounds of loads. Eight loads a thread outside any loop, independent
   of one another: one round with eight in flight. */
__global__ void sum8(float *out, const float *in, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = in[i] + in[i + n] + in[i + 2 * n] + in[i + 3 * n] +
		         in[i + 4 * n] + in[i + 5 * n] + in[i + 6 * n] +
		         in[i + 7 * n];
}

/* A chain: each load's address needs the value the one before brought
   (nxt holds its index), so eight loads are eight rounds. */
__global__ void chase8(int *out, const int *nxt, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
	int j = (int)i;

	if (i < n) {
		for (int k = 0; k < 8; k++)
			j = nxt[j] + (int)n;
		out[i] = j;
	}
}

/* The grid-stride sum of reduce_shfl's loop, its passes one at a time:
   a round each. */
__global__ void sum_unroll1(float *out, const float *in, long n)
{
	float s = 0;
	long i;

#pragma unroll 1
	for (i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n;
	     i += (long)gridDim.x * blockDim.x)
		s += in[i];
	out[blockIdx.x * (long)blockDim.x + threadIdx.x] = s;
}

/* The same loop, 8 passes' loads at once */
__global__ void sum_unroll8(float *out, const float *in, long n)
{
	float s = 0;
	long i;

#pragma unroll 8
	for (i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n;
	     i += (long)gridDim.x * blockDim.x)
		s += in[i];
	out[blockIdx.x * (long)blockDim.x + threadIdx.x] = s;
}

/* Kernels written as tutorials write them, not for this suite. A
   multiply of 32 x 32 tiles in which a thread keeps 8 results (more
   work a thread, C. Nugteren's third SGEMM kernel's shape), column-major
   as that tutorial's is. */
#define WTS 32
#define WPT 8
__global__ void sgemm_wpt(int m, int n, int k, const float *a,
                          const float *b, float *c)
{
	const int row = threadIdx.x, col = threadIdx.y;
	const int grow = WTS * blockIdx.x + row;
	const int gcol = WTS * blockIdx.y + col;
	__shared__ float as[WTS][WTS];
	__shared__ float bs[WTS][WTS];
	float acc[WPT];
	int t, w, q;

	for (w = 0; w < WPT; w++)
		acc[w] = 0.0f;
	for (t = 0; t < k / WTS; t++) {
		for (w = 0; w < WPT; w++) {
			as[col + w * (WTS / WPT)][row] =
			    a[(WTS * t + col + w * (WTS / WPT)) * m + grow];
			bs[col + w * (WTS / WPT)][row] =
			    b[(gcol + w * (WTS / WPT)) * k + WTS * t + row];
		}
		__syncthreads();
		for (q = 0; q < WTS; q++)
			for (w = 0; w < WPT; w++)
				acc[w] += as[q][row] * bs[col + w * (WTS / WPT)][q];
		__syncthreads();
	}
	for (w = 0; w < WPT; w++)
		c[(gcol + w * (WTS / WPT)) * m + grow] = acc[w];
}

/* y += a x over float2, x through the read-only path */
__global__ void saxpy_float2(long n, float a, const float2 *__restrict__ x,
                             float2 *__restrict__ y)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n) {
		float2 v = __ldg(&x[i]), w = y[i];
		w.x += a * v.x;
		w.y += a * v.y;
		y[i] = w;
	}
}

/* a histogram of floats by global atomics, every value in one bin: the
   atomics of a warp, and of the grid, meet at one address */
__global__ void hist_hot(const float *in, float *bins, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		atomicAdd(&bins[(int)(in[i] * 10.0f) & 255], 1.0f);
}

/* A histogram of 256 bins by integer atomics, the values spread evenly
   (in[i] = i): each bin takes n / 256 adds, one after another. */
__global__ void hist_bins(const int *in, unsigned *bins, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		atomicAdd(&bins[in[i] & 255], 1u);
}

/* A dot product the way tutorials finish one: each warp sums its
   lanes' products by shuffles, and its lane 0 adds the sum to the one
   result by atomicAdd: n / 32 float adds on one word. */
__global__ void dot_warp_atomic(float *out, const float *x, const float *y,
                                long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
	float s = i < n ? x[i] * y[i] : 0;

	for (int o = 16; o > 0; o /= 2)
		s += __shfl_down_sync(0xffffffffu, s, o);
	if (threadIdx.x % 32 == 0)
		atomicAdd(out, s);
}

/* Counting the positive values into one word, as a stream compaction
   counts its survivors: the word is the warp's one by the code, so
   ptxas adds each warp's lanes first and makes one atomic of them
   (n / 32 integer adds on the word). */
__global__ void count_positive(unsigned *count, const int *in, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n && in[i] > 0)
		atomicAdd(count, 1u);
}

/* A histogram whose bins take the shapes the L2 units' work depends on
   (sim/hot.h): the value v = in[i] (in[i] = i) stands for warp v / 32's
   lane v % 32, whose bin is on line (warp % L) * P + lane % P, S words
   apart, at word (lane / P) % W of it; or, K > 0, a hash of v modulo K
   (noise). */
__global__ void hist_spread(const int *in, unsigned *bins, long n, int L,
                            int P, int W, int S, int K)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n) {
		unsigned v = in[i], w = v / 32, l = v % 32, b;
		if (K > 0) {
			v ^= v >> 16;
			v *= 0x85ebca6bu;
			v ^= v >> 13;
			v *= 0xc2b2ae35u;
			v ^= v >> 16;
			b = v % K;
		} else {
			b = ((w % L) * P + l % P) * S + (l / P) % W;
		}
		atomicAdd(&bins[b], 1u);
	}
}

/* Atomic kernels added after the L2 units' rule, predicted before they
   ran (h200-2026-11-29b): a histogram of 256 bins a block, private to
   it in global memory; a scatter of float adds to a vector by a stride
   prime to its length; a float histogram of 1024 hashed bins; a max
   over 64 words; a 2D histogram of an image's 8 x 64 tiles. in[i] = i
   (iota) where it is read. */
__global__ void hist_private(const int *in, unsigned *hist, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		atomicAdd(&hist[blockIdx.x * 256 + (in[i] & 255)], 1u);
}

__global__ void scatter_add(const float *x, float *y, long n, long m)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		atomicAdd(&y[(i * 7919) % m], x[i]);
}

__global__ void hist_float_hash(const int *in, float *h, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n) {
		unsigned v = in[i];
		v ^= v >> 16;
		v *= 0x7feb352du;
		v ^= v >> 15;
		atomicAdd(&h[v % 1024], 1.0f);
	}
}

__global__ void max64(const int *in, int *m, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		atomicMax(&m[i % 64], in[i]);
}

__global__ void hist_tiles(const int *in, unsigned *h, long n, int w)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n) {
		int v = in[i], x = v % w, y = v / w;
		atomicAdd(&h[(y / 64) * (w / 8) + x / 8], 1u);
	}
}

/* a CSR matrix times a vector, a thread a row: row r's entries from
   row_ptr[r] to row_ptr[r + 1], each a load of its column and its value
   and a gather of x by the column */
__global__ void spmv_row(const int *row_ptr, const int *col,
                         const float *val, const float *x, float *y,
                         int rows)
{
	int r = blockIdx.x * blockDim.x + threadIdx.x;

	if (r < rows) {
		float s = 0.0f;
		for (int j = row_ptr[r]; j < row_ptr[r + 1]; j++)
			s += val[j] * x[col[j]];
		y[r] = s;
	}
}

/* the same, a warp a row: the lanes walk the row's entries together,
   then a shuffle sum */
__global__ void spmv_warp(const int *row_ptr, const int *col,
                          const float *val, const float *x, float *y,
                          int rows)
{
	int r = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
	int lane = threadIdx.x % 32;

	if (r < rows) {
		float s = 0.0f;
		for (int j = row_ptr[r] + lane; j < row_ptr[r + 1]; j += 32)
			s += val[j] * x[col[j]];
		for (int o = 16; o > 0; o /= 2)
			s += __shfl_down_sync(0xffffffffu, s, o);
		if (lane == 0)
			y[r] = s;
	}
}
