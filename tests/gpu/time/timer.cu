/*
 * timer.cu - the time suite's measurements: each case's kernel, its own
 * code (suite.cu, gathers.cu, lut.cu, scatter.cu, stores.cu, bands.cu,
 * patterns/library.cu, patterns/matvec_notes.cu), at the size and
 * launch of its pattern (cases.txt), timed as tests/gpu/ref times its
 * reference kernels: 3 warm-up launches, then the median of
 * 25 launches, each between two events. Every CUDA call is checked.
 *
 *   nvcc -O3 -arch=sm_90 -o timer timer.cu && ./timer [CASE...]
 *
 * prints "CASE ms" a line. Global arrays hold 1.0f (or, where the
 * pattern says 'contents NAME = iota', i in element i), as the model
 * reads them.
 */
#include <cstring>

#include "../probe.h"

#include "suite.cu"
#include "gathers.cu"
#include "lut.cu"
#include "scatter.cu"
#include "stores.cu"
#include "bands.cu"
#include "../../../patterns/library.cu"
#include "../../../patterns/matvec_notes.cu"

static std::vector<void *> held;

/* n elements of size bytes, filled with 1.0f (floats), 1.0 (doubles) */
static void *
array(size_t n, size_t size, bool dbl = false)
{
	void *p;
	CK(cudaMalloc(&p, n * size));
	held.push_back(p);
	if (dbl) {
		std::vector<double> h(1 << 20, 1.0);
		for (size_t i = 0; i < n * size / 8; i += h.size())
			CK(cudaMemcpy((double *)p + i, h.data(),
			              std::min(h.size(), n * size / 8 - i) * 8,
			              cudaMemcpyHostToDevice));
	} else {
		std::vector<float> h(1 << 20, 1.0f);
		for (size_t i = 0; i < n * size / 4; i += h.size())
			CK(cudaMemcpy((float *)p + i, h.data(),
			              std::min(h.size(), n * size / 4 - i) * 4,
			              cudaMemcpyHostToDevice));
	}
	return p;
}

/* a CSR matrix's row bounds, rows + 1 ints: row r's nnz entries from
   r * nnz; and its columns, rows * nnz ints: entry j's (j * 7919) % rows,
   as the patterns' 'contents' declare them */
static int *
csr_rows(long rows, long nnz)
{
	int *p;
	std::vector<int> h(rows + 1);
	for (long i = 0; i <= rows; i++)
		h[i] = (int)(i * nnz);
	CK(cudaMalloc(&p, (rows + 1) * 4));
	held.push_back(p);
	CK(cudaMemcpy(p, h.data(), (rows + 1) * 4, cudaMemcpyHostToDevice));
	return p;
}

static int *
csr_cols(long rows, long nnz)
{
	int *p;
	std::vector<int> h(rows * nnz);
	for (long j = 0; j < rows * nnz; j++)
		h[j] = (int)((j * 7919) % rows);
	CK(cudaMalloc(&p, rows * nnz * 4));
	held.push_back(p);
	CK(cudaMemcpy(p, h.data(), rows * nnz * 4, cudaMemcpyHostToDevice));
	return p;
}

/* n ints, element j holding (j * 7919) % m (a 'contents' expression of
   iota) */
static int *
hashed(size_t n, long m)
{
	int *p;
	std::vector<int> h(n);
	for (size_t j = 0; j < n; j++)
		h[j] = (int)(((long)j * 7919) % m);
	CK(cudaMalloc(&p, n * 4));
	held.push_back(p);
	CK(cudaMemcpy(p, h.data(), n * 4, cudaMemcpyHostToDevice));
	return p;
}

/* n ints holding their index */
static int *
iota(size_t n)
{
	int *p;
	std::vector<int> h(n);
	for (size_t i = 0; i < n; i++)
		h[i] = (int)i;
	CK(cudaMalloc(&p, n * 4));
	held.push_back(p);
	CK(cudaMemcpy(p, h.data(), n * 4, cudaMemcpyHostToDevice));
	return p;
}

/* launch's median ms: 3 warm-ups, 25 launches (probe.h) */
template <typename F>
static double
timeit(F launch)
{
	return median_ms(launch, 3, 25);
}

static void
release(void)
{
	for (void *p : held)
		CK(cudaFree(p));
	held.clear();
}

static bool
wanted(int argc, char **argv, const char *name)
{
	if (argc < 2)
		return true;
	for (int i = 1; i < argc; i++)
		if (strcmp(argv[i], name) == 0)
			return true;
	return false;
}

#define CASE(name, setup, launch) \
	if (wanted(argc, argv, name)) { \
		setup; \
		printf("%s %.4f\n", name, timeit([&] { launch; })); \
		fflush(stdout); \
		release(); \
	}

int
main(int argc, char **argv)
{
	const long N26 = 1L << 26, N24 = 1L << 24;

	for (int s = 1; s <= 4; s *= 2) {
		char name[32];
		snprintf(name, sizeof(name), "copy_stride_%d", s);
		CASE(name, float *o = (float *)array(N26, 4);
		     float *i = (float *)array(N26 * s, 4),
		     (copy_stride<<<N26 / 256, 256>>>(o, i, s, N26)));
	}
	for (int off : { 1, 16 }) {
		char name[32];
		snprintf(name, sizeof(name), "copy_offset_%d", off);
		CASE(name, float *o = (float *)array(N26, 4);
		     float *i = (float *)array(N26 + 32, 4),
		     (copy_offset<<<N26 / 256, 256>>>(o, i, off, N26)));
	}
	CASE("copy_float4", float4 *o = (float4 *)array(N24, 16);
	     float4 *i = (float4 *)array(N24, 16),
	     (copy_float4<<<N24 / 256, 256>>>(o, i, N24)));
	CASE("aos_x", float *o = (float *)array(N24, 4);
	     particle *p = (particle *)array(N24, 16),
	     (aos_x<<<N24 / 256, 256>>>(o, p, N24)));
	CASE("soa_x", float *o = (float *)array(N24, 4);
	     float *x = (float *)array(N24, 4),
	     (soa_x<<<N24 / 256, 256>>>(o, x, N24)));
	CASE("gather_hash", float *o = (float *)array(N26, 4);
	     float *i = (float *)array(N26, 4),
	     (gather_hash<<<N26 / 256, 256>>>(o, i, N26)));
	CASE("reduce_shfl", float *o = (float *)array(1, 4);
	     float *i = (float *)array(N26, 4),
	     (reduce_shfl<<<1056, 256>>>(o, i, N26)));
	CASE("stencil5_global", float *o = (float *)array(8192L * 8192, 4);
	     float *i = (float *)array(8192L * 8192, 4),
	     (stencil5_global<<<dim3(8192 / 32, 8192 / 8), dim3(32, 8)>>>(
	         o, i, 8192)));
	CASE("stencil5", float *o = (float *)array(8192L * 8192, 4);
	     float *i = (float *)array(8192L * 8192, 4),
	     (stencil5<<<dim3(8192 / 16, 8192 / 16), dim3(16, 16)>>>(
	         o, i, 8192)));
	CASE("hist_shared", unsigned *b = (unsigned *)array(256, 4);
	     int *i = iota(N26),
	     (hist_shared<<<1056, 256>>>(b, i, N26)));
	CASE("scan_block", float *o = (float *)array(N26, 4);
	     float *i = (float *)array(N26, 4),
	     (scan_block<<<N26 / 512, 512>>>(o, i, N26)));
	for (int d : { 1, 8, 32 }) {
		char name[32];
		snprintf(name, sizeof(name), "const_lookup_%d", d);
		CASE(name, float *o = (float *)array(N26, 4),
		     (const_lookup<<<N26 / 256, 256>>>(o, d, N26)));
	}
	CASE("sum8", float *o = (float *)array(1L << 23, 4);
	     float *i = (float *)array(8L << 23, 4),
	     (sum8<<<(1 << 23) / 256, 256>>>(o, i, 1L << 23)));
	CASE("chase8", int *o = (int *)array(1L << 22, 4);
	     int *x = iota(9L << 22),
	     (chase8<<<(1 << 22) / 256, 256>>>(o, x, 1L << 22)));
	CASE("sum_unroll1", float *o = (float *)array(1056 * 256, 4);
	     float *i = (float *)array(N26, 4),
	     (sum_unroll1<<<1056, 256>>>(o, i, N26)));
	CASE("sum_unroll8", float *o = (float *)array(1056 * 256, 4);
	     float *i = (float *)array(N26, 4),
	     (sum_unroll8<<<1056, 256>>>(o, i, N26)));
	CASE("sgemm_wpt", float *c = (float *)array(4096L * 4096, 4);
	     float *a = (float *)array(4096L * 4096, 4);
	     float *b = (float *)array(4096L * 4096, 4),
	     (sgemm_wpt<<<dim3(4096 / 32, 4096 / 32), dim3(32, 4)>>>(
	         4096, 4096, 4096, a, b, c)));
	CASE("saxpy_float2", float2 *x = (float2 *)array(N26, 8);
	     float2 *y = (float2 *)array(N26, 8),
	     (saxpy_float2<<<N26 / 256, 256>>>(N26, 2.0f, x, y)));
	CASE("hist_hot", float *i = (float *)array(N26, 4);
	     float *b = (float *)array(256, 4),
	     (hist_hot<<<N26 / 256, 256>>>(i, b, N26)));
	CASE("hist_bins", unsigned *b = (unsigned *)array(256, 4);
	     int *i = iota(N26),
	     (hist_bins<<<N26 / 256, 256>>>(i, b, N26)));
	/* hist_spread's shapes (cases.txt): name, L, P, W, S, K */
	static const struct { const char *name; int l, p, w, s, k; } sp[] = {
		{ "spread_iota1024", 32, 1, 32, 32, 0 },
		{ "spread_iota4096", 128, 1, 32, 32, 0 },
		{ "spread_unit8_1k", 8, 1, 32, 256, 0 },
		{ "spread_unit16_4k", 16, 1, 32, 1024, 0 },
		{ "spread_lines8", 1, 8, 32, 32, 0 },
		{ "spread_lines32_4k", 1, 32, 32, 1024, 0 },
		{ "spread_words4", 1, 1, 4, 32, 0 },
		{ "spread_words8_64", 64, 1, 8, 32, 0 },
		{ "spread_rand256", 1, 1, 1, 1, 256 },
		{ "spread_rand4096", 1, 1, 1, 1, 4096 },
		{ "spread_rand65536", 1, 1, 1, 1, 65536 },
		{ "spread_rand1m", 1, 1, 1, 1, 1 << 20 },
	};
	for (const auto &c : sp)
		CASE(c.name, long nb = c.k > 0 ? c.k : (long)c.l * c.p * c.s;
		     unsigned *b = (unsigned *)array(nb, 4);
		     int *i = iota(N26),
		     (hist_spread<<<N26 / 256, 256>>>(i, b, N26, c.l, c.p, c.w,
		                                      c.s, c.k)));
	CASE("hist_private", unsigned *b = (unsigned *)array(N26, 4);
	     int *i = iota(N26),
	     (hist_private<<<N26 / 256, 256>>>(i, b, N26)));
	CASE("scatter_add", float *x = (float *)array(N26, 4);
	     float *y = (float *)array(1L << 20, 4),
	     (scatter_add<<<N26 / 256, 256>>>(x, y, N26, 1L << 20)));
	CASE("hist_float_hash", float *h = (float *)array(1024, 4);
	     int *i = iota(N26),
	     (hist_float_hash<<<N26 / 256, 256>>>(i, h, N26)));
	CASE("max64", int *m = (int *)array(64, 4);
	     int *i = iota(N26),
	     (max64<<<N26 / 256, 256>>>(i, m, N26)));
#define SPMV(name, kernel, rows, nnz, threads) \
	CASE(name, int *rp = csr_rows(rows, nnz); int *c = csr_cols(rows, nnz); \
	     float *v = (float *)array((rows) * (nnz), 4); \
	     float *x = (float *)array(rows, 4); \
	     float *y = (float *)array(rows, 4), \
	     (kernel<<<(rows) * (threads) / 256, 256>>>(rp, c, v, x, y, rows)))
	SPMV("spmv_row_8", spmv_row, 1L << 22, 8, 1);
	SPMV("spmv_row_32", spmv_row, 1L << 20, 32, 1);
	SPMV("spmv_warp_32", spmv_warp, 1L << 20, 32, 32);
	SPMV("spmv_warp_128", spmv_warp, 1L << 18, 128, 32);
#define GATHER(name, t) \
	CASE(name, float *o = (float *)array(N26, 4); \
	     int *x = hashed(N26, t); float *tb = (float *)array(t, 4), \
	     (gather_idx<<<N26 / 256, 256>>>(o, x, tb, N26)))
	GATHER("gather_idx_l2", 1L << 22);
	GATHER("gather_idx_dram", 1L << 28);
#define EMBED(name, r) \
	CASE(name, float *o = (float *)array(N26, 4); \
	     int *x = hashed(N26 / 32, r); \
	     float *tb = (float *)array((r) * 32, 4), \
	     (embed_rows<<<N26 / 256, 256>>>(o, x, tb, N26)))
	EMBED("embed_rows_l2", 1L << 17);
	EMBED("embed_rows_dram", 1L << 23);
#define LUT(name, t, s) \
	CASE(name, float *o = (float *)array(N26, 4); \
	     int *x = hashed(N26, t); \
	     float *tb = (float *)array((t) * (s), 4), \
	     (gather_lut<<<N26 / 256, 256>>>(o, x, tb, s, (t) * (s) - 1, N26)))
	LUT("lut_banks32", 8192, 1);
	LUT("lut_banks2", 512, 16);
	LUT("lut_bank1", 256, 32);
	CASE("gather_two", float *o = (float *)array(N26, 4);
	     float *a = (float *)array(1L << 28, 4);
	     float *b = (float *)array(1L << 28, 4),
	     (gather_two<<<N26 / 256, 256>>>(o, a, b, (1ull << 28) - 1, N26)));
	CASE("gather_pair", float2 *o = (float2 *)array(N26, 8);
	     float2 *t = (float2 *)array(1L << 28, 8),
	     (gather_pair<<<N26 / 256, 256>>>(o, t, (1ull << 28) - 1, N26)));
	CASE("gather_near", float *o = (float *)array(N26, 4);
	     float *t = (float *)array(1L << 30, 4),
	     (gather_near<<<N26 / 256, 256>>>(o, t, (1ull << 30) - 1, N26)));
	CASE("scatter_store", float *o = (float *)array(1L << 28, 4);
	     float *i = (float *)array(N26, 4),
	     (scatter_store<<<N26 / 256, 256>>>(o, i, (1ull << 28) - 1, N26)));
	CASE("scatter_pairs", float2 *o = (float2 *)array(1L << 28, 8);
	     float2 *i = (float2 *)array(N26, 8),
	     (scatter_pairs<<<N26 / 256, 256>>>(o, i, 1ull << 28, 1, N26)));
	CASE("scatter_sectors", float2 *o = (float2 *)array(1L << 27, 8);
	     float2 *i = (float2 *)array(N26, 8),
	     (scatter_pairs<<<N26 / 256, 256>>>(o, i, 1ull << 25, 4, N26)));
	CASE("scatter_lines", float *o = (float *)array(1L << 28, 4);
	     float *i = (float *)array(N26, 4),
	     (scatter_lines<<<N26 / 256, 256>>>(o, i, 1ull << 23, N26)));
	CASE("scatter_store_256m", float *o = (float *)array(1L << 26, 4);
	     float *i = (float *)array(N26, 4),
	     (scatter_store<<<N26 / 256, 256>>>(o, i, (1ull << 26) - 1, N26)));
	CASE("row_sums_1k", float *o = (float *)array(N26 / 1024, 4);
	     float *x = (float *)array(N26, 4),
	     (row_sums<<<N26 / 256, 256>>>(o, x, N26, 1024)));
	CASE("row_sums_4k", float *o = (float *)array(N26 / 4096, 4);
	     float *x = (float *)array(N26, 4),
	     (row_sums<<<N26 / 256, 256>>>(o, x, N26, 4096)));
	CASE("row_sums_64", float *o = (float *)array(N26 / 64, 4);
	     float *x = (float *)array(N26, 4),
	     (row_sums<<<N26 / 256, 256>>>(o, x, N26, 64)));
	CASE("hist2d_tiles", unsigned *h = (unsigned *)array(512L * 256, 4),
	     (hist2d_tiles<<<dim3(4096 / 32, 16384 / 8), dim3(32, 8)>>>(h,
	      4096, 16384)));
	CASE("hist_cols", unsigned *h = (unsigned *)array(1024, 4),
	     (hist_cols<<<N26 / 256, 256>>>(h, N26, 8192)));
	CASE("hist_tiles", unsigned *h = (unsigned *)array(1024L * 1024, 4);
	     int *i = iota(N26),
	     (hist_tiles<<<N26 / 256, 256>>>(i, h, N26, 8192)));
	CASE("dot_warp_atomic", float *o = (float *)array(1, 4);
	     float *x = (float *)array(N26, 4);
	     float *y = (float *)array(N26, 4),
	     (dot_warp_atomic<<<N26 / 256, 256>>>(o, x, y, N26)));
	CASE("count_positive", unsigned *c = (unsigned *)array(1, 4);
	     int *i = iota(N26),
	     (count_positive<<<N26 / 256, 256>>>(c, i, N26)));
	CASE("local_hist", int *o = (int *)array(16L << 22, 4);
	     int *i = iota(16L << 22),
	     (local_hist<<<(1 << 22) / 256, 256>>>(o, i, 1L << 22)));
	CASE("copy_big_tile", float *o = (float *)array(12288L * 8192, 4);
	     float *i = (float *)array(12288L * 8192, 4),
	     (copy_big_tile<<<8192, 256>>>(o, i, 12288L * 8192)));
	CASE("matmul_reg", float *c = (float *)array(4096L * 4096, 4);
	     float *a = (float *)array(4096L * 4096, 4);
	     float *b = (float *)array(4096L * 4096, 4),
	     (matmul_reg<<<dim3(4096 / 64, 4096 / 16), dim3(16, 16)>>>(
	         c, a, b, 4096)));
	CASE("matmul_naive", float *c = (float *)array(4096L * 4096, 4);
	     float *a = (float *)array(4096L * 4096, 4);
	     float *b = (float *)array(4096L * 4096, 4),
	     (matmul_naive<<<dim3(4096 / 16, 4096 / 16), dim3(16, 16)>>>(
	         c, a, b, 4096)));
	CASE("matmul_tiled", float *c = (float *)array(4096L * 4096, 4);
	     float *a = (float *)array(4096L * 4096, 4);
	     float *b = (float *)array(4096L * 4096, 4),
	     (matmul_tiled<<<dim3(4096 / 16, 4096 / 16), dim3(16, 16)>>>(
	         c, a, b, 4096)));
	const char *tn[] = { "transpose_naive", "transpose_shared",
	                     "transpose_padded" };
	for (int k = 0; k < 3; k++)
		CASE(tn[k], float *o = (float *)array(8192L * 8192, 4);
		     float *i = (float *)array(8192L * 8192, 4),
		     ((k == 0 ? transpose_naive : k == 1 ? transpose_shared
		                                         : transpose_padded)
		         <<<dim3(8192 / 32, 8192 / 32), dim3(32, 8)>>>(o, i, 8192)));
	const char *rn[] = { "reduce_interleaved", "reduce_strided",
	                     "reduce_sequential" };
	for (int k = 0; k < 3; k++)
		CASE(rn[k], float *o = (float *)array(1 << 18, 4);
		     float *i = (float *)array(N26, 4),
		     ((k == 0 ? reduce_interleaved : k == 1 ? reduce_strided
		                                            : reduce_sequential)
		         <<<1 << 18, 256>>>(o, i)));
	CASE("copy_grid_stride", float *o = (float *)array(N26, 4);
	     float *i = (float *)array(N26, 4),
	     (copy_grid_stride<<<1056, 256>>>(o, i, (size_t)N26)));
	CASE("matvec_row", double *r = (double *)array(10000, 8, true);
	     double *m = (double *)array(10000L * 20000, 8, true);
	     double *v = (double *)array(20000, 8, true),
	     (MatMulVecKernel<<<(10000 + 255) / 256, 256>>>(r, m, v, 10000,
	                                                    20000)));
	/* the same at other heights, 1.6 GB each: 1, 2, 4 and 8 blocks an
	   SM, and 79 SMs of 1 (h200-2026-11-29g: the warps' queueing) */
	{
		static const long hw[][2] = { { 33792, 6000 }, { 67584, 3000 },
		                              { 135168, 1500 }, { 270336, 750 },
		                              { 20000, 10000 } };
		for (const auto &x : hw) {
			char name[48];
			const long M = x[0], N = x[1];
			snprintf(name, sizeof(name), "matvec_row_%ld", M);
			CASE(name, double *r = (double *)array(M, 8, true);
			     double *m = (double *)array(M * N, 8, true);
			     double *v = (double *)array(N, 8, true),
			     (MatMulVecKernel<<<(M + 255) / 256, 256>>>(
			         r, m, v, (int)M, (int)N)));
		}
	}
	CASE("matvec_warp", double *r = (double *)array(10000, 8, true);
	     double *c = (double *)array(10000L * 32, 8, true);
	     double *m = (double *)array(10000L * 20000, 8, true);
	     double *v = (double *)array(20000, 8, true),
	     (matrixVectorMulKernel<<<10000 * 32 / 256, 256>>>(
	         r, c, m, v, 10000, 20000)));
	return 0;
}
