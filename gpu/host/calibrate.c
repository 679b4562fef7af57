/*
 * calibrate.c - the microbenchmarks of 'accessan calibrate --gpu'
 * (calibrate.h); the profile file they make is the "profile" back end's
 * (report_profile.c).
 *
 * Each constant comes from one small kernel, compiled by NVRTC and timed
 * through the run-time library (events, warm-ups, the median of several
 * launches). Rates per SM divide by the SM count and by the clock
 * measured under load (clock64() cycles over the event time of a kernel
 * that keeps every SM busy), not the device's nominal clock: a Hopper
 * part runs below or above it as power allows. The kernels' accesses are
 * inline PTX (asm volatile, no memory clobber), so that the compiler
 * neither merges nor drops any, yet keeps them in flight together.
 */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "calibrate.h"
#include "diag.h"
#include "dram.h"
#include "gpuload.h"
#include "hot.h"


static const char cal_src[] =
"/* accessan calibrate's microbenchmarks */\n"
"extern \"C\" __global__ void cal_clock(long long cycles,\n"
"    unsigned long long *out)\n"
"{\n"
"\tconst long long t0 = clock64();\n"
"\tlong long t = t0;\n"
"\n"
"\twhile (t - t0 < cycles)\n"
"\t\tt = clock64();\n"
"\tif (blockIdx.x == 0 && threadIdx.x == 0)\n"
"\t\tout[0] = (unsigned long long)(t - t0);\n"
"}\n"
"\n"
"/* n 16-byte words read passes times, from L2 (ld.cg skips L1) */\n"
"extern \"C\" __global__ void cal_l2read(const uint4 *p,\n"
"    unsigned long long n, int passes, unsigned long long *out,\n"
"    unsigned long long key)\n"
"{\n"
"\tconst unsigned long long step = (unsigned long long)gridDim.x * blockDim.x;\n"
"\tunsigned long long s = 0;\n"
"\n"
"\tfor (int r = 0; r < passes; r++) {\n"
"#pragma unroll 4\n"
"\t\tfor (unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x +\n"
"\t\t     threadIdx.x; i < n; i += step) {\n"
"\t\t\tunsigned x, y, z, w;\n"
"\t\t\tasm volatile(\"ld.global.cg.v4.u32 {%0, %1, %2, %3}, [%4];\"\n"
"\t\t\t    : \"=r\"(x), \"=r\"(y), \"=r\"(z), \"=r\"(w) : \"l\"(p + i));\n"
"\t\t\ts += x ^ y ^ z ^ w;\n"
"\t\t}\n"
"\t}\n"
"\tif (s == key)\n"
"\t\tout[1] = s;\n"
"}\n"
"\n"
"/* next[perm[i] * 32] = perm[i + 1] * 32: a chain through k lines */\n"
"extern \"C\" __global__ void cal_link(unsigned *next, const unsigned *perm,\n"
"    unsigned k)\n"
"{\n"
"\tfor (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < k;\n"
"\t     i += gridDim.x * blockDim.x)\n"
"\t\tnext[(unsigned long long)perm[i] * 32] = perm[(i + 1) % k] * 32;\n"
"}\n"
"\n"
"/* hops dependent loads along the chain, from where the last launch\n"
"   stopped (state[0]) */\n"
"extern \"C\" __global__ void cal_chase(const unsigned *next, unsigned hops,\n"
"    unsigned *state)\n"
"{\n"
"\tunsigned i = state[0];\n"
"\n"
"\tfor (unsigned h = 0; h < hops; h++)\n"
"\t\tasm volatile(\"ld.global.cg.u32 %0, [%1];\" : \"=r\"(i)\n"
"\t\t    : \"l\"(next + i));\n"
"\tstate[0] = i;\n"
"}\n"
"\n"
"/* iters warp-level loads a warp from an 8 KB window that stays in L1:\n"
"   4 bytes a lane (vec 0: a request of one 128-byte line) or 16 (vec 1:\n"
"   512 bytes); vec 2: every other load warp-uniform (all lanes one word,\n"
"   as the naive matrix multiply's a[row][i]). Eight addresses a warp, computed once: the loop is loads\n"
"   and adds, so that the load/store unit, not the issue of address\n"
"   arithmetic, sets the rate. Relaxed at block scope: cached in L1 like\n"
"   a plain load, but never merged with the last load of its address\n"
"   (ptxas hoisted plain ones out of the loop: 1873 bytes a cycle) */\n"
"extern \"C\" __global__ void cal_l1(const unsigned *p, int iters, int vec,\n"
"    unsigned long long *out, unsigned long long key)\n"
"{\n"
"\tconst unsigned lane = threadIdx.x & 31, warp = threadIdx.x >> 5;\n"
"\tconst unsigned *a[8];\n"
"\tunsigned s = 0;\n"
"\n"
"\tfor (int u = 0; u < 8; u++)\n"
"\t\ta[u] = vec == 1 ? p + (((warp + u) & 15) * 32 + lane) * 4\n"
"\t\t     : p + ((warp * 8 + u) & 63) * 32 + (vec == 2 && (u & 1) ? 0\n"
"\t\t                                                         : lane);\n"
"\tif (vec == 1) {\n"
"\t\tfor (int it = 0; it < iters; it += 8) {\n"
"#pragma unroll\n"
"\t\t\tfor (int u = 0; u < 8; u++) {\n"
"\t\t\t\tunsigned x, y, z, w;\n"
"\t\t\t\tasm volatile(\"ld.relaxed.cta.global.v4.u32 {%0, %1, %2, %3}, [%4];\"\n"
"\t\t\t\t    : \"=r\"(x), \"=r\"(y), \"=r\"(z), \"=r\"(w) : \"l\"(a[u]));\n"
"\t\t\t\ts += x ^ y ^ z ^ w;\n"
"\t\t\t}\n"
"\t\t}\n"
"\t} else {\n"
"\t\tfor (int it = 0; it < iters; it += 8) {\n"
"#pragma unroll\n"
"\t\t\tfor (int u = 0; u < 8; u++) {\n"
"\t\t\t\tunsigned v;\n"
"\t\t\t\tasm volatile(\"ld.relaxed.cta.global.u32 %0, [%1];\" : \"=r\"(v)\n"
"\t\t\t\t    : \"l\"(a[u]));\n"
"\t\t\t\ts += v;\n"
"\t\t\t}\n"
"\t\t}\n"
"\t}\n"
"\tif (s == key)\n"
"\t\tout[1] = s;\n"
"}\n"
"\n"
"/* iters conflict-free LDS.32 a warp: one wavefront each (eight\n"
"   addresses, computed once, as above; volatile, never merged) */\n"
"extern \"C\" __global__ void cal_smem(int iters, unsigned long long *out,\n"
"    unsigned long long key)\n"
"{\n"
"\t__shared__ unsigned sm[2048];\n"
"\tconst unsigned lane = threadIdx.x & 31, warp = threadIdx.x >> 5;\n"
"\tunsigned a[8], s = 0;\n"
"\n"
"\tfor (unsigned i = threadIdx.x; i < 2048; i += blockDim.x)\n"
"\t\tsm[i] = i;\n"
"\t__syncthreads();\n"
"\tfor (int u = 0; u < 8; u++)\n"
"\t\ta[u] = (unsigned)__cvta_generic_to_shared(\n"
"\t\t    &sm[((warp * 8 + u) & 63) * 32 + lane]);\n"
"\tfor (int it = 0; it < iters; it += 8) {\n"
"#pragma unroll\n"
"\t\tfor (int u = 0; u < 8; u++) {\n"
"\t\t\tunsigned v;\n"
"\t\t\tasm volatile(\"ld.volatile.shared.u32 %0, [%1];\" : \"=r\"(v) : \"r\"(a[u]));\n"
"\t\t\ts += v;\n"
"\t\t}\n"
"\t}\n"
"\tif (s == key)\n"
"\t\tout[1] = s;\n"
"}\n"
"\n"
"/* iters LDC a warp of 32 distinct addresses each (a lane its own word):\n"
"   the constant cache's passes, one a distinct address, a line (32\n"
"   words) a step over a 16 KB table. Constant memory does not change\n"
"   during a launch, so ptxas merges loads of one address and hoists\n"
"   them out of loops: every step's line is another (tests/gpu/constant\n"
"   /hits.cu: on an H200, a loop over 8 lines kept 12 of its 64 LDCs) */\n"
"__constant__ unsigned cal_ctab[4096];\n"
"extern \"C\" __global__ void cal_const(int iters, unsigned long long *out,\n"
"    unsigned long long key)\n"
"{\n"
"\tconst unsigned lane = threadIdx.x & 31;\n"
"\tunsigned s = 0;\n"
"\n"
"#pragma unroll 8\n"
"\tfor (int it = 0; it < iters; it++) {\n"
"\t\tunsigned v;\n"
"\t\tasm volatile(\"ld.const.u32 %0, [%1];\" : \"=r\"(v) : \"l\"(\n"
"\t\t    __cvta_generic_to_constant(&cal_ctab[((unsigned)it * 32 +\n"
"\t\t    lane) & 4095])) : \"memory\");\n"
"\t\ts += v;\n"
"\t}\n"
"\tif (s == key)\n"
"\t\tout[1] = s;\n"
"}\n"
"\n"
"/* one atomic a thread, every thread of the grid on one word, which\n"
"   the L2 updates one operation after another: float adds (fl 1) or\n"
"   integer adds; the word is threadIdx.x * zero (zero 0), so that\n"
"   ptxas, which cannot prove it one for the warp, does not make one\n"
"   add of the warp's integer adds (tests/gpu/atomic/uniform.cu) */\n"
"extern \"C\" __global__ void cal_atom(int fl, unsigned zero,\n"
"    unsigned long long *out)\n"
"{\n"
"\tif (fl)\n"
"\t\tatomicAdd((float *)out + threadIdx.x * zero, 1.0f);\n"
"\telse\n"
"\t\tatomicAdd((unsigned *)out + 2 + threadIdx.x * zero, 1u);\n"
"}\n"
"\n"
"/* one integer atomic a thread on lines the L2's units share or not\n"
"   (sim/hot.h): random 0, warp w's lanes on the 32 words of line\n"
"   (w % 2) * apart words on; random 1, each lane on a line of its own,\n"
"   lines chosen by a hash of the thread among mask + 1 */\n"
"extern \"C\" __global__ void cal_atomline(unsigned *p, int random,\n"
"    unsigned apart, unsigned mask)\n"
"{\n"
"\tconst unsigned t = blockIdx.x * blockDim.x + threadIdx.x;\n"
"\tunsigned w = (t / 32 % 2) * apart + t % 32;\n"
"\n"
"\tif (random) {\n"
"\t\tunsigned h = t * 0x9e3779b9u;\n"
"\t\th ^= h >> 15;\n"
"\t\th *= 0x85ebca6bu;\n"
"\t\th ^= h >> 13;\n"
"\t\tw = (h & mask) * 32;\n"
"\t}\n"
"\tatomicAdd(p + w, 1u);\n"
"}\n"
"\n"
"/* one integer atomic a thread: an image 8192 wide counted into the\n"
"   bins of its 8 x th tiles, rows in block order (sim/hot.h, the windows\n"
"   of resident blocks) */\n"
"extern \"C\" __global__ void cal_band(unsigned *h, unsigned th)\n"
"{\n"
"\tconst unsigned t = blockIdx.x * blockDim.x + threadIdx.x;\n"
"\n"
"\tatomicAdd(h + t / 8192 / th * 1024 + t % 8192 / 8, 1u);\n"
"}\n"
"\n"
"/* steps barrier steps of a block of 256 threads: two loads of other\n"
"   threads' words, an add, a store to the other buffer, __syncthreads\n"
"   (steps 0: one store and one barrier, what every block does) */\n"
"extern \"C\" __global__ void cal_sync(int steps, unsigned long long *out,\n"
"    unsigned long long key)\n"
"{\n"
"\t__shared__ unsigned sm[2][256];\n"
"\tconst unsigned t = threadIdx.x;\n"
"\tunsigned v = t;\n"
"\n"
"\tsm[0][t] = t;\n"
"\t__syncthreads();\n"
"\tfor (int i = 0; i < steps; i++) {\n"
"\t\tv += sm[i & 1][t ^ 1] + sm[i & 1][t ^ 32];\n"
"\t\tsm[(i + 1) & 1][t] = v;\n"
"\t\t__syncthreads();\n"
"\t}\n"
"\tif (v == key)\n"
"\t\tout[1] = v;\n"
"}\n"
"\n"
"/* loads that the L2 serves and L1 does not: 8 independent requests a\n"
"   warp an iteration, each lane s floats from the last (s 32: 32 lines\n"
"   of one sector a request; s 1: one line of four sectors), each request\n"
"   at a line hashed from the warp and the iteration, within mask + 1\n"
"   floats that stay in the L2 (too many for L1 to serve more than a\n"
"   few) */\n"
"extern \"C\" __global__ void cal_l2gather(const float *p, unsigned mask,\n"
"    int s, int iters, float *out, float key)\n"
"{\n"
"\tconst unsigned warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;\n"
"\tconst unsigned lane = threadIdx.x & 31;\n"
"\tfloat v = 0.0f;\n"
"\n"
"\tfor (int it = 0; it < iters; it++) {\n"
"\t\tunsigned h = (warp * 8u + it) * 2654435761u;\n"
"#pragma unroll\n"
"\t\tfor (int u = 0; u < 8; u++) {\n"
"\t\t\tunsigned line = (h ^ (h >> 15)) + u * 97u;\n"
"\t\t\tv += p[(line * 32u * s + lane * s) & mask];\n"
"\t\t\th = h * 2654435761u + 1u;\n"
"\t\t}\n"
"\t}\n"
"\tif (v == key)\n"
"\t\tout[0] = v;\n"
"}\n"
"\n"
"/* a 64-bit mix (scatter_mix below is the host's copy) */\n"
"static __device__ __forceinline__ unsigned long long\n"
"cal_mix(unsigned long long x)\n"
"{\n"
"\tx ^= x >> 33;\n"
"\tx *= 0xff51afd7ed558ccdull;\n"
"\tx ^= x >> 33;\n"
"\tx *= 0xc4ceb9fe1a85ec53ull;\n"
"\tx ^= x >> 33;\n"
"\treturn x;\n"
"}\n"
"\n"
"/* a float a thread from a 64-byte block at random (a mix of the\n"
"   thread's index) among nblk blocks, stored to out in order: DRAM\n"
"   fetches each opening a line of its own, far from the last */\n"
"extern \"C\" __global__ void cal_scatter(const float *in, float *out,\n"
"    unsigned long long nblk)\n"
"{\n"
"\tconst unsigned i = blockIdx.x * blockDim.x + threadIdx.x;\n"
"\n"
"\tout[i] = in[(cal_mix(i) & (nblk - 1)) * 16];\n"
"}\n"
"\n"
"/* g lanes store g consecutive floats of src at a random place (the\n"
"   mix of i / g) among n places of g floats: a sector written in part\n"
"   a lane (g 1), whole by 8 lanes (g 8) */\n"
"extern \"C\" __global__ void cal_scatter_store(float *buf,\n"
"    const float *src, unsigned long long n, unsigned g)\n"
"{\n"
"\tconst unsigned i = blockIdx.x * blockDim.x + threadIdx.x;\n"
"\n"
"\tbuf[(cal_mix(i / g) & (n - 1)) * g + i % g] = src[i];\n"
"}\n"
"\n"
"/* iters scattered stores a thread: each lane 4 bytes in a line of its\n"
"   own (a column of a matrix), the warps on distinct lines, all within\n"
"   mask + 1 lines that stay in the L2 */\n"
"extern \"C\" __global__ void cal_l2store(unsigned *p, unsigned mask,\n"
"    int iters)\n"
"{\n"
"\tconst unsigned nthreads = gridDim.x * blockDim.x;\n"
"\tunsigned line = blockIdx.x * blockDim.x + threadIdx.x;\n"
"\n"
"\tfor (int it = 0; it < iters; it++) {\n"
"\t\tp[(unsigned long long)(line & mask) * 32 + (it & 31)] = it;\n"
"\t\tline += nthreads;\n"
"\t}\n"
"}\n"
"\n"
"/* a float a thread copied, stride floats from the last thread's: with\n"
"   16 one in every 64-byte block, with 32 one in every other block (the\n"
"   same DRAM bytes over twice the lines) */\n"
"extern \"C\" __global__ void cal_sparse(const float *src, float *dst,\n"
"    unsigned long long n, int stride)\n"
"{\n"
"\tconst unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x +\n"
"\t    threadIdx.x;\n"
"\n"
"\tif (i < n)\n"
"\t\tdst[i * stride] = src[i * stride];\n"
"}\n"
"\n"
"/* The loaded latency's stream: rounds of U loads of a T (4 or 16 bytes)\n"
"   a thread, issued together, then used together (an xor in asm, so that\n"
"   the next round's loads come after it) or stored to dst (copy): U x\n"
"   sizeof(T) bytes of loads in flight a thread. The rounds go through n\n"
"   elements with the grid's stride, each of the U loads a coalesced\n"
"   request: a grid of a few blocks an SM loops (every SM busy all the\n"
"   time), one of n / U threads makes one round a thread. At most 32\n"
"   registers a thread: 8 blocks of 256 fit an SM. */\n"
"__device__ __forceinline__ unsigned ldv(const unsigned *p)\n"
"{\n"
"\tunsigned v;\n"
"\tasm volatile(\"ld.global.u32 %0, [%1];\" : \"=r\"(v) : \"l\"(p));\n"
"\treturn v;\n"
"}\n"
"__device__ __forceinline__ uint4 ldv(const uint4 *p)\n"
"{\n"
"\tuint4 v;\n"
"\tasm volatile(\"ld.global.v4.u32 {%0, %1, %2, %3}, [%4];\"\n"
"\t    : \"=r\"(v.x), \"=r\"(v.y), \"=r\"(v.z), \"=r\"(v.w) : \"l\"(p));\n"
"\treturn v;\n"
"}\n"
"__device__ __forceinline__ void stv(unsigned *p, unsigned v)\n"
"{\n"
"\tasm volatile(\"st.global.u32 [%0], %1;\" : : \"l\"(p), \"r\"(v));\n"
"}\n"
"__device__ __forceinline__ void stv(uint4 *p, uint4 v)\n"
"{\n"
"\tasm volatile(\"st.global.v4.u32 [%0], {%1, %2, %3, %4};\" : : \"l\"(p),\n"
"\t    \"r\"(v.x), \"r\"(v.y), \"r\"(v.z), \"r\"(v.w));\n"
"}\n"
"__device__ __forceinline__ unsigned use(unsigned s, unsigned v)\n"
"{\n"
"\tasm volatile(\"xor.b32 %0, %0, %1;\" : \"+r\"(s) : \"r\"(v));\n"
"\treturn s;\n"
"}\n"
"__device__ __forceinline__ unsigned use(unsigned s, uint4 v)\n"
"{\n"
"\treturn use(s, v.x ^ v.y ^ v.z ^ v.w);\n"
"}\n"
"template <int U, typename T>\n"
"__device__ void stream(const T *src, T *dst, unsigned long long n, int copy,\n"
"    unsigned long long *out, unsigned long long key)\n"
"{\n"
"\tconst unsigned long long step = (unsigned long long)gridDim.x * blockDim.x;\n"
"\tunsigned long long i = blockIdx.x * (unsigned long long)blockDim.x +\n"
"\t    threadIdx.x;\n"
"\tunsigned s = 0;\n"
"\n"
"#pragma unroll 1\n"
"\tfor (; i + (U - 1) * step < n; i += U * step) {\n"
"\t\tT v[U];\n"
"#pragma unroll\n"
"\t\tfor (int u = 0; u < U; u++)\n"
"\t\t\tv[u] = ldv(src + i + u * step);\n"
"\t\tif (copy) {\n"
"#pragma unroll\n"
"\t\t\tfor (int u = 0; u < U; u++)\n"
"\t\t\t\tstv(dst + i + u * step, v[u]);\n"
"\t\t} else {\n"
"#pragma unroll\n"
"\t\t\tfor (int u = 0; u < U; u++)\n"
"\t\t\t\ts = use(s, v[u]);\n"
"\t\t}\n"
"\t}\n"
"\tif (s == key)\n"
"\t\tout[1] = s;\n"
"}\n"
"#define CAL_STREAM(U, B, T) extern \"C\" __global__ void\\\n"
"    __launch_bounds__(256, 8) cal_stream_##U##x##B(const T *src, T *dst,\\\n"
"    unsigned long long n, int copy, unsigned long long *out,\\\n"
"    unsigned long long key)\\\n"
"{\\\n"
"\tstream<U, T>(src, dst, n, copy, out, key);\\\n"
"}\n"
"CAL_STREAM(1, 4, unsigned)\n"
"CAL_STREAM(2, 4, unsigned)\n"
"CAL_STREAM(4, 4, unsigned)\n"
"CAL_STREAM(1, 16, uint4)\n"
"CAL_STREAM(2, 16, uint4)\n"
"CAL_STREAM(4, 16, uint4)\n";

/* no sum of the kernels' loaded values reaches it */
#define CAL_KEY 0xfffffffffffffff1ull

typedef struct cal {
	const gpu_api *api;
	gpu_device *dev;
	gpu_module *mod;
	uint64_t out;                /* 2 words */
	char err[GPU_ERRMAX];
	FILE *progress;
} cal;

static void
step(cal *c, const char *what)
{
	if (c->progress) {
		fprintf(c->progress, "calibrate: %s\n", what);
		fflush(c->progress);
	}
}

/* kernel name with params on grid x block, timed: median ms, or -1
   (c->err says why) */
static double
timed(cal *c, const char *name, unsigned grid, unsigned block,
      void **params, int warmup, int reps)
{
	gpu_kernel *k;
	gpu_launch l;
	double ms = -1;

	if (c->api->kernel(c->mod, name, 0, &k, c->err, sizeof c->err))
		return -1;
	memset(&l, 0, sizeof l);
	l.kernel = k;
	l.grid[0] = grid;
	l.grid[1] = l.grid[2] = 1;
	l.block[0] = block;
	l.block[1] = l.block[2] = 1;
	l.params = params;
	if (c->api->time(c->dev, &l, warmup, reps, &ms, c->err, sizeof c->err))
		return -1;
	return ms;
}

/* the SM clock with every SM busy, GHz */
static int
clock_ghz(cal *c, const gpu_device_info *info, double *ghz)
{
	long long cycles = 200000000;
	unsigned long long got = 0;
	void *params[] = { &cycles, &c->out };
	double ms = timed(c, "cal_clock", (unsigned)info->sm_count * 4, 128,
	                  params, 1, 3);

	if (ms <= 0 || c->api->download(c->dev, &got, c->out, sizeof got,
	                                c->err, sizeof c->err))
		return -1;
	*ghz = (double)got / (ms * 1e6);
	return 0;
}

static int
l2_bandwidth(cal *c, const gpu_device_info *info, double *gbps)
{
	uint64_t bytes = info->l2_bytes / 4, buf;
	unsigned long long n = bytes / 16;
	int passes = 64;
	unsigned long long key = CAL_KEY;
	void *params[] = { &buf, &n, &passes, &c->out, &key };
	double ms;

	if (c->api->alloc(c->dev, bytes, &buf, c->err, sizeof c->err))
		return -1;
	if (c->api->fill32(c->dev, buf, 0x3f800000u, bytes / 4, c->err,
	                   sizeof c->err)) {
		c->api->free(c->dev, buf);
		return -1;
	}
	ms = timed(c, "cal_l2read", (unsigned)info->sm_count * 4, 512, params,
	           2, 9);
	c->api->free(c->dev, buf);
	if (ms <= 0)
		return -1;
	*gbps = (double)n * 16 * passes / (ms * 1e-3) / 1e9;
	return 0;
}

/* xorshift: a random permutation needs no more */
static uint64_t
rnd(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

/* ns a dependent load along a random chain of k 128-byte lines, hops
   loads a launch */
static int
latency(cal *c, uint64_t k, unsigned hops, double *ns)
{
	uint64_t next = 0, perm = 0, state = 0, seed = 88172645463325252ull;
	unsigned *p = xmalloc(k * sizeof *p);
	unsigned kk = (unsigned)k, zero = 0;
	void *lp[] = { &next, &perm, &kk };
	void *cp[] = { &next, &hops, &state };
	double ms = -1;
	int rc = -1;

	for (uint64_t i = 0; i < k; i++)
		p[i] = (unsigned)i;
	for (uint64_t i = k - 1; i > 0; i--) {
		uint64_t j = rnd(&seed) % (i + 1);
		unsigned t = p[i];
		p[i] = p[j];
		p[j] = t;
	}
	if (c->api->alloc(c->dev, k * 128, &next, c->err, sizeof c->err) ||
	    c->api->alloc(c->dev, k * sizeof *p, &perm, c->err, sizeof c->err) ||
	    c->api->alloc(c->dev, 256, &state, c->err, sizeof c->err) ||
	    c->api->upload(c->dev, perm, p, k * sizeof *p, c->err,
	                   sizeof c->err))
		goto out;
	/* state starts at line p[0]'s word: the chain starts there */
	zero = p[0] * 32;
	if (c->api->upload(c->dev, state, &zero, sizeof zero, c->err,
	                   sizeof c->err) ||
	    timed(c, "cal_link", 1024, 256, lp, 0, 1) < 0)
		goto out;
	ms = timed(c, "cal_chase", 1, 1, cp, 1, 5);
	if (ms > 0) {
		*ns = ms * 1e6 / hops;
		rc = 0;
	}
out:
	if (next)
		c->api->free(c->dev, next);
	if (perm)
		c->api->free(c->dev, perm);
	if (state)
		c->api->free(c->dev, state);
	free(p);
	return rc;
}

/* per SM and clock: warp-level L1-hit loads (vec 0) or their bytes
   (vec 1) */
static int
l1_rate(cal *c, const gpu_device_info *info, double ghz, int vec,
	double *rate)
{
	uint64_t buf = 0;
	int iters = 32768;
	unsigned long long key = CAL_KEY;
	void *params[] = { &buf, &iters, &vec, &c->out, &key };
	unsigned grid = (unsigned)info->sm_count * 4, block = 512;
	double ms, requests;

	if (c->api->alloc(c->dev, 8192, &buf, c->err, sizeof c->err))
		return -1;
	if (c->api->fill32(c->dev, buf, 1u, 2048, c->err, sizeof c->err)) {
		c->api->free(c->dev, buf);
		return -1;
	}
	ms = timed(c, "cal_l1", grid, block, params, 2, 9);
	c->api->free(c->dev, buf);
	if (ms <= 0)
		return -1;
	requests = (double)grid * (block / 32) * iters;
	*rate = requests * (vec == 1 ? 512 : 1) /
	        (ms * 1e-3 * ghz * 1e9 * info->sm_count);
	return 0;
}

static int
smem_rate(cal *c, const gpu_device_info *info, double ghz,
	  double *rate)
{
	int iters = 32768;
	unsigned long long key = CAL_KEY;
	void *params[] = { &iters, &c->out, &key };
	unsigned grid = (unsigned)info->sm_count * 4, block = 512;
	double ms = timed(c, "cal_smem", grid, block, params, 2, 9);

	if (ms <= 0)
		return -1;
	*rate = (double)grid * (block / 32) * iters /
	        (ms * 1e-3 * ghz * 1e9 * info->sm_count);
	return 0;
}

/* The constant cache's passes a clock per SM: LDC of 32 distinct
   addresses from warps filling every SM. */
static int
const_rate(cal *c, const gpu_device_info *info, double ghz,
	   double *rate)
{
	int iters = 4096;
	unsigned long long key = CAL_KEY;
	void *params[] = { &iters, &c->out, &key };
	unsigned grid = (unsigned)info->sm_count * 4, block = 512;
	double ms = timed(c, "cal_const", grid, block, params, 2, 9);

	if (ms <= 0)
		return -1;
	*rate = (double)grid * (block / 32) * iters * 32 /
	        (ms * 1e-3 * ghz * 1e9 * info->sm_count);
	return 0;
}

/* One address's atomics, one after another in the L2: 2^24 threads,
   each one atomic on the same word, ns each (float adds, then integer
   adds). */
static int
atom_ns(cal *c, double *fl_ns, double *int_ns)
{
	const unsigned block = 256, grid = (1u << 24) / block;
	unsigned zero = 0;
	int fl;

	for (fl = 0; fl < 2; fl++) {
		void *params[] = { &fl, &zero, &c->out };
		double ms = timed(c, "cal_atom", grid, block, params, 2, 9);
		if (ms <= 0)
			return -1;
		*(fl ? fl_ns : int_ns) = ms * 1e6 / ((double)grid * block);
	}
	if (c->progress)
		fprintf(c->progress, "calibrate:   2^24 atomics on one word: "
		        "%.3f ns a float add, %.3f ns an integer add\n", *fl_ns,
		        *int_ns);
	return 0;
}

/* The L2 units' work on global atomics (sim/hot.h), from 2^24 integer
   adds (cal_atomline): a warp on the 32 words of one line, four passes
   over whole sectors a request (sector_ns); two lines 2^b bytes apart,
   b from 7 to 16, which share a unit where they take as long as one
   (bits: those that do not); each lane on a random line of 16 MiB, a
   pass over part of a sector each, on as many units as work at once
   (units, from int_ns). */
static int
atom_units(cal *c, double int_ns, double *sector_ns, double *units,
           uint32_t *bits)
{
	const unsigned block = 256, grid = (1u << 24) / block;
	const double requests = (double)grid * block / 32;
	unsigned mask = (1u << 17) - 1, apart = 0;
	int random = 0, b;
	uint64_t buf;
	void *params[] = { &buf, &random, &apart, &mask };
	double one, ms;

	*bits = 0;
	if (c->api->alloc(c->dev, (uint64_t)(mask + 1) * 128, &buf, c->err,
	                  sizeof c->err))
		return -1;
	one = timed(c, "cal_atomline", grid, block, params, 2, 9);
	for (b = 7; b <= 16 && one > 0; b++) {
		apart = 1u << (b - 2);
		if ((ms = timed(c, "cal_atomline", grid, block, params, 2,
		                9)) <= 0) {
			one = -1;
			break;
		}
		if (ms < 0.75 * one)
			*bits |= 1u << b;
	}
	random = 1;
	ms = one > 0 ? timed(c, "cal_atomline", grid, block, params, 2, 9) : -1;
	c->api->free(c->dev, buf);
	if (one <= 0 || ms <= 0)
		return -1;
	*sector_ns = one * 1e6 / (requests * 4);
	*units = 32 * int_ns * requests / (ms * 1e6);
	if (c->progress)
		fprintf(c->progress, "calibrate:   a warp on one line: %.3f ns "
		        "a sector; lanes on random lines: %.1f units at once; "
		        "bits of a line that choose its unit: 0x%x\n",
		        *sector_ns, *units, (unsigned)*bits);
	return 0;
}

/*
 * The window of the L2 units' atomics (sim/hot.h): BAND_N threads of
 * cal_band, blocks of 256, an image 8192 wide counted into the bins of
 * its 8 x th tiles, th of BAND_ROWS, against the model's units bound of
 * the same requests (the units' costs just measured, the launch in parts
 * of a quarter of the blocks resident at once) at each window of
 * BAND_WINDOWS: the one whose times' logarithms lie nearest the
 * measured, in least squares. Bands of 16 to 512 rows a band: the
 * resident blocks hold 33 rows on an H200 (tests/gpu/atomic/window.cu,
 * whose 64 rows, hist_tiles of the time suite, are left out here).
 */
#define BAND_N ((uint64_t)1 << 26)
#define BAND_WIDTH 8192
static const unsigned BAND_ROWS[] = { 16, 32, 128, 512 };
#define BAND_WINDOWS 9           /* 1, 1.25, ... 3 resident blocks */

/* The units bound of cal_band's requests at rows a band, every window
   of BAND_WINDOWS into ns[]: a the units' costs, part the blocks of a
   part. */
static int
band_model(const sim_arch *a, unsigned rows, uint64_t part, double *ns)
{
	sim_hot *h = calloc(1, sim_hot_size());
	sim_arch w = *a;
	uint64_t addr[SIM_WARP];
	sim_request r = { .addr = addr, .active = 0xffffffffu, .size = 4 };
	double busy, total;

	if (h == NULL)
		return -1;
	for (uint64_t warp = 0; warp < BAND_N / SIM_WARP; warp++) {
		for (int l = 0; l < SIM_WARP; l++) {
			const uint64_t t = warp * SIM_WARP + (uint64_t)l;
			addr[l] = 4 * (t / BAND_WIDTH / rows * (BAND_WIDTH / 8) +
			               t % BAND_WIDTH / 8);
		}
		sim_hot_request(h, &w, &r, false, 1, 1,
		                warp / (256 / SIM_WARP) / part, NULL);
	}
	for (int k = 0; k < BAND_WINDOWS; k++) {
		w.atom_window = 1 + 0.25 * k;
		ns[k] = sim_hot_units(h, &w, &busy, &total, NULL);
	}
	free(h);
	return 0;
}

static int
atom_window(cal *c, const gpu_device_info *info, const calibrate_result *r,
            double *window)
{
	const unsigned block = 256, grid = (unsigned)(BAND_N / block);
	const int per_sm = info->max_threads_per_sm > 0 ?
	                   info->max_threads_per_sm / (int)block : 8;
	const uint64_t resident = (uint64_t)info->sm_count *
	                          (uint64_t)(per_sm > 0 ? per_sm : 1);
	const int nrows = (int)(sizeof BAND_ROWS / sizeof *BAND_ROWS);
	double err[BAND_WINDOWS] = { 0 }, ns[BAND_WINDOWS], best = INFINITY;
	sim_arch a;
	unsigned rows = 0;
	uint64_t buf;
	void *params[] = { &buf, &rows };

	memset(&a, 0, sizeof a);
	a.atom_int_ns = r->atom_int_ns;
	a.atom_sector_ns = r->atom_sector_ns;
	a.atom_units = r->atom_units;
	a.atom_unit_bits = r->atom_unit_bits;
	if (c->api->alloc(c->dev, BAND_N / BAND_WIDTH / BAND_ROWS[0] *
	                  (BAND_WIDTH / 8) * 4, &buf, c->err, sizeof c->err))
		return -1;
	for (int i = 0; i < nrows; i++) {
		double ms;
		rows = BAND_ROWS[i];
		if ((ms = timed(c, "cal_band", grid, block, params, 2, 9)) <= 0 ||
		    band_model(&a, rows, sim_hot_part_blocks(resident), ns)) {
			c->api->free(c->dev, buf);
			return -1;
		}
		for (int k = 0; k < BAND_WINDOWS; k++)
			err[k] += pow(log(ns[k] * 1e-6 / ms), 2);
		if (c->progress)
			fprintf(c->progress, "calibrate:   tiles of %u rows: %.4f "
			        "ms; the model %.4f (1 resident blocks) to %.4f "
			        "(3)\n", rows, ms, ns[0] * 1e-6,
			        ns[BAND_WINDOWS - 1] * 1e-6);
	}
	c->api->free(c->dev, buf);
	for (int k = 0; k < BAND_WINDOWS; k++)
		if (err[k] < best) {
			best = err[k];
			*window = 1 + 0.25 * k;
		}
	if (c->progress)
		fprintf(c->progress, "calibrate:   the units' window: %.2f "
		        "resident blocks (%" PRIu64 " resident)\n", *window,
		        resident);
	return 0;
}

/* Barrier steps and block turnover, blocks of 256 threads filling every
   SM for many waves: a wave's time per step from the difference of 16
   steps and none (the launch cancels), the shortest wave from the
   difference of two grids of no steps. */
static int
sync_step(cal *c, const gpu_device_info *info, double *step,
	  double *block)
{
	int per_sm = info->max_threads_per_sm > 0 ?
	             info->max_threads_per_sm / 256 : 8;
	unsigned long long key = CAL_KEY;
	const unsigned waves = 512;
	unsigned wave = (unsigned)info->sm_count * (unsigned)(per_sm > 0 ?
	                per_sm : 1);
	int none = 0, some = 16;
	void *p0[] = { &none, &c->out, &key };
	void *p16[] = { &some, &c->out, &key };
	double t0 = timed(c, "cal_sync", wave * waves, 256, p0, 2, 9);
	double half = timed(c, "cal_sync", wave * waves / 2, 256, p0, 2, 9);
	double t16 = timed(c, "cal_sync", wave * waves, 256, p16, 2, 9);

	if (t0 <= 0 || half <= 0 || t16 <= 0)
		return -1;
	*step = (t16 - t0) * 1e6 / waves / some;
	*block = (t0 - half) * 1e6 / (waves / 2);
	/* no steady difference: the profile goes without them (the time
	   model leaves the terms out), said on the progress stream */
	if (*step <= 0 || *block <= 0) {
		if (c->progress)
			fprintf(c->progress, "calibrate: barrier steps: no steady "
			        "difference (%.4f ms for 16 steps, %.4f for none, "
			        "%.4f for half the grid): left out\n", t16, t0,
			        half);
		*step = *block = 0;
	}
	return 0;
}

/* What the L2 takes for a load's line that L1 does not serve, and for
   each sector of it (cal_l2gather into a quarter of the L2): lines of
   one sector each (s 32) take line + sector, lines of four (s 1) line
   + 4 sectors, in ps of the whole L2's time each. */
static int
l2_gather(cal *c, const gpu_device_info *info, double *line_ps,
          double *sector_ps)
{
	uint64_t quarter = (info->l2_bytes ? info->l2_bytes : (50u << 20)) / 4;
	uint64_t floats = 1, buf = 0;
	unsigned mask;
	int iters = 256, s;
	unsigned long long key = CAL_KEY;
	float fkey = (float)key;
	void *params[] = { &buf, &mask, &s, &iters, &c->out, &fkey };
	unsigned grid = (unsigned)info->sm_count * 4, block = 512;
	double one, four, requests = (double)grid * (block / 32) * iters * 8;

	while (floats * 2 * 4 <= quarter)
		floats *= 2;
	mask = (unsigned)(floats - 1);
	if (c->api->alloc(c->dev, floats * 4, &buf, c->err, sizeof c->err))
		return -1;
	if (c->api->fill32(c->dev, buf, 0u, floats, c->err, sizeof c->err)) {
		c->api->free(c->dev, buf);
		return -1;
	}
	s = 32;
	one = timed(c, "cal_l2gather", grid, block, params, 2, 9);
	s = 1;
	four = timed(c, "cal_l2gather", grid, block, params, 2, 9);
	c->api->free(c->dev, buf);
	if (one <= 0 || four <= 0)
		return -1;
	/* one: 32 requests' lines x (line + sector); four: a line + 4
	   sectors a request */
	one = one * 1e9 / (requests * 32);
	four = four * 1e9 / requests;
	*sector_ps = (four - one) / 3;
	*line_ps = one - *sector_ps;
	return *sector_ps > 0 && *line_ps > 0 ? 0 : -1;
}

/* Lines a ns the L2 takes from scattered stores (cal_l2store) into a
   quarter of the L2. */
static int
l2_store(cal *c, const gpu_device_info *info, double *gtps)
{
	uint64_t quarter = (info->l2_bytes ? info->l2_bytes : (50u << 20)) / 4;
	uint64_t lines = 1, buf;
	unsigned mask;
	int iters = 256;
	void *params[] = { &buf, &mask, &iters };
	unsigned grid = (unsigned)info->sm_count * 4, block = 512;
	double ms;

	while (lines * 2 * 128 <= quarter)
		lines *= 2;
	mask = (unsigned)(lines - 1);
	if (c->api->alloc(c->dev, lines * 128, &buf, c->err, sizeof c->err))
		return -1;
	ms = timed(c, "cal_l2store", grid, block, params, 2, 9);
	c->api->free(c->dev, buf);
	if (ms <= 0)
		return -1;
	*gtps = (double)grid * block * iters / (ms * 1e6);
	return 0;
}

/* A source and a destination of bytes each, the source filled with 1.0f:
   0, or -1 (c->err says why; what was allocated is in *src, *dst for
   buffers_free). */
static int
buffers_new(cal *c, uint64_t bytes, uint64_t *src, uint64_t *dst)
{
	*src = *dst = 0;
	return c->api->alloc(c->dev, bytes, src, c->err, sizeof c->err) ||
	       c->api->alloc(c->dev, bytes, dst, c->err, sizeof c->err) ||
	       c->api->fill32(c->dev, *src, 0x3f800000u, bytes / 4, c->err,
	                      sizeof c->err) ? -1 : 0;
}

static void
buffers_free(cal *c, uint64_t src, uint64_t dst)
{
	if (src)
		c->api->free(c->dev, src);
	if (dst)
		c->api->free(c->dev, dst);
}

/* The model's DRAM bytes, into b, of the first threads of a kernel in
   which each thread loads 4 bytes and then stores 4, at the addresses
   addr_of gives (arg, the thread, whether the store), fed warp by warp
   with window (sim_dram_set_window; 0: none). 0, or -1: out of
   memory. */
static int
model_bytes(uint64_t threads, uint64_t window,
            uint64_t (*addr_of)(const void *arg, uint64_t i, bool store),
            const void *arg, sim_dram_bytes *b)
{
	sim_dram *d = sim_dram_new(0);
	uint64_t addr[SIM_WARP];
	sim_request r = { .addr = addr, .active = 0xffffffffu, .size = 4 };
	int rc = 0;

	if (d == NULL)
		return -1;
	sim_dram_set_window(d, window);
	for (uint64_t w = 0; w < threads / SIM_WARP && rc == 0; w++) {
		for (int st = 0; st < 2 && rc == 0; st++) {
			for (int l = 0; l < SIM_WARP; l++)
				addr[l] = addr_of(arg, w * SIM_WARP + (uint64_t)l, st);
			r.store = st;
			rc = sim_dram_add(d, &r);
		}
	}
	if (rc == 0)
		sim_dram_totals(d, 1, b);
	sim_dram_free(d);
	return rc;
}

/* cal_sparse's thread i: a float every stride, loaded and stored, the
   two arrays far apart, as two allocations are */
static uint64_t
sparse_addr(const void *arg, uint64_t i, bool store)
{
	int stride = *(const int *)arg;

	return (store ? (uint64_t)1 << 40 : 0) + i * (uint64_t)stride * 4;
}

/* The model's DRAM bytes of cal_sparse's first SPARSE_MODEL threads
   (every thread's are alike) into b. */
#define SPARSE_N ((uint64_t)1 << 23)     /* threads: 1 GiB at stride 32 */
#define SPARSE_MODEL 32768
static int
sparse_bytes(int stride, sim_dram_bytes *b)
{
	return model_bytes(SPARSE_MODEL, 0, sparse_addr, &stride, b);
}

/*
 * What scattered DRAM traffic costs (dram.h): over the most of 4, 2 and
 * 1 GiB the device gives, SCATTER_N threads of cal_scatter (a random
 * 64-byte fetch each: K_SCATTER, the time beyond the bytes and
 * unmoved-line terms over the lines opened scattered) and 4 times as
 * many of cal_scatter_store (so that its sectors by 8 lanes take as
 * long as the fetches: at 2^24 threads they took 0.11 ms on an H200,
 * and the fit 102 where 2^26 gave 88), whole sectors by 8 lanes
 * (K_WRITE, over the blocks written back in part) and a float a lane
 * (K_RBW, over those read before the write), each against the model's
 * bytes of its first
 * SCATTER_MODEL threads, fed as the kernel makes them with the window of
 * the DRAM the run measured. A cost the fit gives as not positive is 0
 * (left out of the profile).
 */
#define SCATTER_N ((uint64_t)1 << 24)
#define SCATTER_MODEL ((uint64_t)1 << 18)

/* cal_mix of the kernels' text, on the host */
static uint64_t
scatter_mix(uint64_t x)
{
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdull;
	x ^= x >> 33;
	x *= 0xc4ceb9fe1a85ec53ull;
	x ^= x >> 33;
	return x;
}

/* cal_scatter's thread i (g 0: a gather over nblk blocks, then a store
   in order), or cal_scatter_store's (a load in order, then g lanes
   storing at a random place among nblk places of g floats) */
struct scatter_kernel { uint64_t nblk; unsigned g; };

static uint64_t
scatter_addr(const void *arg, uint64_t i, bool store)
{
	const struct scatter_kernel *k = arg;

	if ((k->g == 0) == store)
		return ((uint64_t)1 << 40) + i * 4;
	return k->g == 0 ? (scatter_mix(i) & (k->nblk - 1)) * 64
	                 : ((scatter_mix(i / k->g) & (k->nblk - 1)) * k->g +
	                    i % k->g) * 4;
}

/* The model's bytes of SCATTER_MODEL threads of that kernel, with a's
   window. */
static int
scatter_bytes(uint64_t nblk, unsigned g, const sim_arch *a,
              sim_dram_bytes *b)
{
	struct scatter_kernel k = { nblk, g };

	return model_bytes(SCATTER_MODEL, sim_dram_window(a), scatter_addr, &k,
	                   b);
}

static int
scatter_costs(cal *c, calibrate_result *res)
{
	static const char *const what[] = {
		"a line opened scattered (a float from a random 64-byte block "
		"a thread)",
		"a block written back in part, scattered (a whole sector at "
		"random by 8 lanes)",
		"more where it is read before the write (a float at random "
		"a lane)",
	};
	uint64_t in = 0, out = 0, bytes = 0, n = SCATTER_N * 4;
	double *cost[] = { &res->dram_scatter_cost, &res->dram_write_cost,
	                   &res->dram_rbw_cost };
	sim_dram_costs k = {
		res->dram_line_cost > 0 ? res->dram_line_cost : SIM_DRAM_K_LINES,
		0, 0, 0,
	};
	sim_arch a;
	int rc = -1;

	for (int j = 32; j >= 30 && in == 0; j--)
		if (c->api->alloc(c->dev, (uint64_t)1 << j, &in, c->err,
		                  sizeof c->err) == 0)
			bytes = (uint64_t)1 << j;
	if (in == 0 ||
	    c->api->fill32(c->dev, in, 0x3f800000u, bytes / 4, c->err,
	                   sizeof c->err) ||
	    c->api->alloc(c->dev, n * 4, &out, c->err, sizeof c->err))
		goto out;
	memset(&a, 0, sizeof a);
	a.dram_gbps = res->dram_gbps;
	a.dram_latency_ns = res->dram_latency_ns;
	for (int j = 0; j < 3; j++) {
		unsigned g = j == 0 ? 0 : j == 1 ? 8 : 1;
		uint64_t places = g == 0 ? bytes / 64 : bytes / 4 / g;
		uint64_t threads = g == 0 ? SCATTER_N : n;
		sim_dram_bytes b;
		double ms, s;

		*cost[j] = 0;
		if (scatter_bytes(places, g, &a, &b)) {
			snprintf(c->err, sizeof c->err, MSG_FMT(GPU_OUT_OF_MEMORY));
			goto out;
		}
		if (g == 0) {
			void *params[] = { &in, &out, &places };
			ms = timed(c, "cal_scatter", (unsigned)(threads / 256), 256,
			           params, 2, 9);
		} else {
			void *params[] = { &in, &out, &places, &g };
			ms = timed(c, "cal_scatter_store", (unsigned)(threads / 256),
			           256, params, 2, 9);
		}
		if (ms <= 0)
			goto out;
		s = ms * 1e-3 * SCATTER_MODEL / threads;
		*cost[j] = j == 0 ? sim_dram_fit_scatter_cost(&b, s, a.dram_gbps, &k)
		         : j == 1 ? sim_dram_fit_write_cost(&b, s, a.dram_gbps, &k)
		         : sim_dram_fit_rbw_cost(&b, s, a.dram_gbps, &k);
		if (c->progress)
			fprintf(c->progress, "calibrate:   %s, %" PRIu64 " threads "
			        "over %" PRIu64 " MiB: %.3f ms: %.1f copy bytes%s\n",
			        what[j], threads, bytes >> 20, ms, *cost[j],
			        *cost[j] > 0 ? "" : " (left out)");
		if (!(*cost[j] > 0))
			*cost[j] = 0;
		/* the next fit takes this cost as the GPU's */
		if (j == 0)
			k.scatter = *cost[j] > 0 ? *cost[j] : SIM_DRAM_K_SCATTER;
		else if (j == 1)
			k.write = *cost[j] > 0 ? *cost[j] : SIM_DRAM_K_WRITE;
	}
	rc = 0;
out:
	buffers_free(c, in, out);
	return rc;
}

/*
 * What a touched line's unmoved byte costs (sim_dram_fit_line_cost):
 * cal_sparse at stride 16 and 32 over SPARSE_N threads (1 GiB a buffer
 * at 32, many times any L2), against the model's bytes of both. 0 where
 * the fit gives no positive cost (left out of the profile). The kernel
 * is the pattern's: a thread's load, then its store of the value.
 */
static int
line_cost(cal *c, double copy_gbps, double *cost)
{
	uint64_t n = SPARSE_N, src = 0, dst = 0, bytes = SPARSE_N * 32 * 4;
	double ms[2] = { 0, 0 };
	int strides[2] = { 16, 32 }, rc = -1;
	sim_dram_bytes b[2];

	*cost = 0;
	if (buffers_new(c, bytes, &src, &dst))
		goto out;
	for (int k = 0; k < 2; k++)
		if (sparse_bytes(strides[k], &b[k])) {
			snprintf(c->err, sizeof c->err,
			         MSG_FMT(GPU_OUT_OF_MEMORY));
			goto out;
		}
	/* three medians of each, alternating from stride 32, and the least
	   of each: timed first on the new buffers, the stride-16 copy took
	   0.432 ms on an H100, 0.371 ms timed after the other (2026-11-27) */
	for (int j = 0; j < 6; j++) {
		int k = (j + 1) % 2;
		void *params[] = { &src, &dst, &n, &strides[k] };
		double t = timed(c, "cal_sparse", (unsigned)(n / 256), 256, params,
		                 2, 9);

		if (t <= 0)
			goto out;
		if (ms[k] == 0 || t < ms[k])
			ms[k] = t;
	}
	/* the times of the modelled share of the threads */
	*cost = sim_dram_fit_line_cost(&b[0], ms[0] * 1e-3 * SPARSE_MODEL / n,
	                               &b[1], ms[1] * 1e-3 * SPARSE_MODEL / n,
	                               copy_gbps);
	if (c->progress)
		fprintf(c->progress, "calibrate:   a float copied every 64 bytes: "
		        "%.3f ms, every 128 bytes: %.3f ms (%" PRIu64 " floats): "
		        "%.2f copy bytes an unmoved line byte%s\n", ms[0], ms[1], n,
		        *cost, *cost > 0 ? "" : " (left out)");
	if (!(*cost > 0))
		*cost = 0;
	rc = 0;
out:
	buffers_free(c, src, dst);
	return rc;
}

/*
 * The loaded latency (cal_stream): DRAM throughput at several bytes of
 * loads in flight per SM, and from it, by Little's law, the latency a
 * load waits there: bytes in flight per SM x SMs / throughput. Loads
 * alone ("read") and loads whose bytes are stored again ("copy": the
 * writes share DRAM with the reads), over 512 MiB (8 times the largest
 * Hopper L2 and more). The latency curves come from grids that loop
 * (blocks of 256 threads, 1 to 8 an SM, every SM busy throughout): 4
 * bytes a thread with 8 to 64 warps an SM, then 48 and 64 warps with 8
 * to 64 bytes a thread. The wave curves come from grids of one round a
 * thread (64 warps an SM, 4 to 64 bytes a thread), whose blocks start
 * and retire as those of a kernel that makes one pass (a copy, the
 * sweeps) do: a wave's time, the latency and the turnover it does not
 * hide. Three more points repeat bytes in flight of the latency curve
 * with other warps and widths (the curve should depend on the bytes
 * alone), said on the progress stream only.
 */
typedef struct stream_point {
	int u, width;                /* loads a thread a round, bytes each */
	int blocks;                  /* blocks of 256 an SM; 0: one round a
	                                thread, a grid of many waves */
	int curve;                   /* 1: a point of the latency curve, 2:
	                                of the wave curve, 0: neither */
} stream_point;

static const stream_point stream_points[] = {
	{ 1, 4, 1, 1 }, { 1, 4, 2, 1 }, { 1, 4, 3, 1 }, { 1, 4, 4, 1 },
	{ 1, 4, 6, 1 }, { 1, 4, 8, 1 }, { 2, 4, 6, 1 }, { 2, 4, 8, 1 },
	{ 1, 16, 6, 1 }, { 1, 16, 8, 1 }, { 2, 16, 8, 1 }, { 4, 16, 8, 1 },
	/* the same bytes in flight otherwise */
	{ 1, 16, 2, 0 }, { 4, 4, 8, 0 }, { 1, 16, 4, 0 },
	/* one round a thread */
	{ 1, 4, 0, 2 }, { 2, 4, 0, 2 }, { 1, 16, 0, 2 }, { 2, 16, 0, 2 },
	{ 4, 16, 0, 2 },
};
#define NSTREAM (sizeof stream_points / sizeof stream_points[0])
#define STREAM_BYTES ((uint64_t)512 << 20)

/* One point: the loads' throughput over n elements, GB/s, and the bytes
   in flight per SM. */
static int
stream_one(cal *c, const gpu_device_info *info,
	   const stream_point *pt, int copy, uint64_t src,
	   uint64_t dst, double *gbps, double *inflight)
{
	char name[32];
	unsigned per = 256u * (unsigned)pt->u;
	unsigned grid = pt->blocks > 0 ?
	                (unsigned)(info->sm_count * pt->blocks) :
	                (unsigned)(STREAM_BYTES / (uint64_t)pt->width / per);
	unsigned long long n = STREAM_BYTES / (uint64_t)pt->width /
	                       ((uint64_t)grid * per) * ((uint64_t)grid * per);
	unsigned long long key = CAL_KEY;
	void *params[] = { &src, &dst, &n, &copy, &c->out, &key };
	double ms;

	snprintf(name, sizeof name, "cal_stream_%dx%d", pt->u, pt->width);
	ms = timed(c, name, grid, 256, params, 2, 7);
	if (ms <= 0)
		return -1;
	*gbps = (double)n * pt->width / (ms * 1e-3) / 1e9;
	*inflight = (pt->blocks > 0 ? pt->blocks : 8) * 256.0 * pt->u *
	            pt->width;
	return 0;
}

/* The curves of loads alone and of copies into r. */
static int
loaded_latency(cal *c, calibrate_result *r)
{
	const gpu_device_info *info = &r->info;
	uint64_t src = 0, dst = 0;
	int rc = -1;

	if (buffers_new(c, STREAM_BYTES, &src, &dst))
		goto out;
	r->lat_read.n = r->lat_copy.n = r->wave_read.n = r->wave_copy.n = 0;
	for (int copy = 0; copy < 2; copy++) {
		for (size_t k = 0; k < NSTREAM; k++) {
			const stream_point *pt = &stream_points[k];
			sim_lat_curve *cv = pt->curve == 1 ?
			                    (copy ? &r->lat_copy : &r->lat_read) :
			                    (copy ? &r->wave_copy : &r->wave_read);
			double gbps, x, ns;

			if (stream_one(c, info, pt, copy, src, dst, &gbps, &x))
				goto out;
			ns = x * info->sm_count / gbps;
			if (c->progress) {
				char how[32];

				if (pt->blocks > 0)
					snprintf(how, sizeof how, "%2d warps an SM",
					         pt->blocks * 8);
				else
					snprintf(how, sizeof how, "one round a thread");
				fprintf(c->progress, "calibrate:   %s %d x %2d bytes a "
				        "thread, %s: %6.0f bytes in flight an SM, "
				        "loads %6.0f GB/s, %5.0f ns\n", copy ? "copy" :
				        "read", pt->u, pt->width, how, x, gbps, ns);
			}
			/* each curve's points ascend (stream_points' order) */
			if (pt->curve && cv->n < SIM_LAT_POINTS &&
			    (cv->n == 0 || x > cv->bytes[cv->n - 1])) {
				cv->bytes[cv->n] = x;
				cv->ns[cv->n++] = ns;
			}
		}
	}
	rc = 0;
out:
	buffers_free(c, src, dst);
	return rc;
}

/* Every benchmark, in order; -1 with c->err set at the first failure. */
static int
measure(cal *c, calibrate_result *r)
{
	const gpu_device_info *info = &r->info;
	uint64_t l2 = info->l2_bytes ? info->l2_bytes : (50u << 20);

	step(c, "SM clock under load");
	if (clock_ghz(c, info, &r->clock_ghz))
		return -1;
	step(c, "DRAM bandwidth (1 GiB device-to-device copy)");
	if (c->api->copy_peak(c->dev, (size_t)1 << 30, 20, &r->dram_gbps,
	                      c->err, sizeof c->err))
		return -1;
	step(c, "DRAM lines used in part (copies of one float a 64 and a "
	     "128-byte span)");
	if (line_cost(c, r->dram_gbps, &r->dram_line_cost))
		return -1;
	step(c, "L2 bandwidth (re-reading a quarter of the L2)");
	if (l2_bandwidth(c, info, &r->l2_gbps))
		return -1;
	step(c, "DRAM latency (a chain over 8 times the L2)");
	if (latency(c, 8 * l2 / 128, 100000, &r->dram_latency_ns))
		return -1;
	step(c, "L2 latency (a chain over an eighth of the L2)");
	if (latency(c, l2 / 8 / 128, 100000, &r->l2_latency_ns))
		return -1;
	step(c, "DRAM traffic scattered over gigabytes (random fetches, "
	     "random sector stores, random float stores)");
	if (scatter_costs(c, r))
		return -1;
	step(c, "load/store unit: L1-hit requests and bytes");
	if (l1_rate(c, info, r->clock_ghz, 0, &r->lsu_requests_per_clk) ||
	    l1_rate(c, info, r->clock_ghz, 1, &r->l1_bytes_per_clk))
		return -1;
	/* half the requests warp-uniform: on the progress stream only, to
	   compare with lsu_requests_per_clk (no profile key) */
	if (c->progress) {
		double half;

		if (l1_rate(c, info, r->clock_ghz, 2, &half))
			return -1;
		fprintf(c->progress, "calibrate:   L1-hit requests, every other "
		        "one warp-uniform: %.2f a clock per SM\n", half);
	}
	step(c, "shared memory wavefronts");
	if (smem_rate(c, info, r->clock_ghz, &r->smem_wavefronts_per_clk))
		return -1;
	step(c, "constant cache passes (LDC of 32 distinct addresses)");
	if (const_rate(c, info, r->clock_ghz, &r->const_passes_per_clk))
		return -1;
	step(c, "L2: atomics on one address (float and integer adds)");
	if (atom_ns(c, &r->atom_float_ns, &r->atom_int_ns))
		return -1;
	step(c, "L2: the units' atomics (a line, lines apart, random lines)");
	if (atom_units(c, r->atom_int_ns, &r->atom_sector_ns, &r->atom_units,
	               &r->atom_unit_bits))
		return -1;
	step(c, "L2: the units' window (an image counted into its tiles)");
	if (atom_window(c, info, r, &r->atom_window))
		return -1;
	step(c, "L2: scattered stores (a line a lane)");
	if (l2_store(c, info, &r->l2_store_gtps))
		return -1;
	step(c, "L2: loads L1 does not serve (a line of 1 sector, of 4)");
	if (l2_gather(c, info, &r->l2_line_ps, &r->l2_sector_ps))
		return -1;
	step(c, "barrier steps and block turnover");
	if (sync_step(c, info, &r->sync_step_ns, &r->block_ns))
		return -1;
	step(c, "DRAM latency under load (streams of loads and of copies)");
	if (loaded_latency(c, r))
		return -1;
	return 0;
}

int
calibrate_run(calibrate_result *r, FILE *progress, struct diag *d)
{
	cal c;
	void *cubin = NULL;
	size_t size = 0;
	char *log = NULL;
	int rc = -1;

	memset(r, 0, sizeof *r);
	memset(&c, 0, sizeof c);
	c.progress = progress;
	if ((c.api = gpuload_open(d)) == NULL)
		return -1;
	if (c.api->open(0, &c.dev, &r->info, c.err, sizeof c.err)) {
		diag_relay(d, DIAG_ERROR, c.err, NULL);
		return -1;
	}
	if (c.api->compile(cal_src, "calibrate.cu", r->info.cc_major,
	                   r->info.cc_minor, &cubin, &size, &log, c.err,
	                   sizeof c.err) ||
	    c.api->load(c.dev, cubin, size, &c.mod, c.err, sizeof c.err) ||
	    c.api->alloc(c.dev, 256, &c.out, c.err, sizeof c.err) ||
	    measure(&c, r)) {
		DIAG_PLAIN(d, GPU_CALIBRATE_FAILED, c.err);
		if (log && *log)
			diag_relay(d, DIAG_NOTE, log, NULL);
	} else {
		rc = 0;
	}
	if (c.out)
		c.api->free(c.dev, c.out);
	if (c.mod)
		c.api->unload(c.mod);
	if (cubin)
		c.api->release(cubin);
	if (log)
		c.api->release(log);
	c.api->close(c.dev);
	return rc;
}
