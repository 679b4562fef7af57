/*
 * bench.c - `make bench`: how many thread-accesses a second the evaluator
 * and the model analyze on one core, on large patterns of global and shared
 * accesses, and whether memory stays flat as the grid grows.
 *
 * Each pattern runs three times; the median is reported: CPU time where
 * one thread runs (so that a machine others share still measures one
 * core), wall time in the cores table. The figures are for the machine at
 * hand: compare ratios, not absolutes.
 *
 * The throughput table measures enumeration (eval_options.exhaustive);
 * the scale table measures the analysis as a user gets it, where blocks
 * and iterations that differ only by offsets run once per class
 * (src/analysis/classes.c): its times should not grow with the size.
 * The cores table measures enumeration on 1, 2 and every online core
 * (eval_options.threads): it should be near linear in cores.
 * The races table times the hazard check (src/analysis/race.c) on patterns with
 * n statements and about 2n racing pairs of them: its time should grow
 * linearly in n.
 * The suggest table times 'accessan suggest's whole search (src/analysis/suggest.c)
 * on every pattern of patterns/: each must finish in under a second.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <dirent.h>
#include <time.h>
#include <unistd.h>

#include "diag.h"
#include "eval.h"
#include "pat.h"
#include "pipeline.h"
#include "source.h"
#include "suggest.h"

/* A tiled multiply of n x n floats in t x t shared tiles; SYNC (a
   barrier, or nothing) stands between a tile's stores and its reads, and
   after them. */
#define MULTIPLY(SYNC) \
	"param n = 512\nparam t = 16\n" \
	"grid n / t, n / t\nblock t, t\n" \
	"global float A[n][n]\nglobal float B[n][n]\nglobal float C[n][n]\n" \
	"shared float As[t][t]\nshared float Bs[t][t]\n" \
	"let row = blockIdx.y * t + threadIdx.y\n" \
	"let col = blockIdx.x * t + threadIdx.x\n" \
	"for m in 0 .. n / t {\n" \
	"  read A[row][m * t + threadIdx.x]\n" \
	"  read B[m * t + threadIdx.y][col]\n" \
	"  write As[threadIdx.y][threadIdx.x]\n" \
	"  write Bs[threadIdx.y][threadIdx.x]\n" \
	SYNC \
	"  for k in 0 .. t {\n" \
	"    read As[threadIdx.y][k]\n" \
	"    read Bs[k][threadIdx.x]\n" \
	"  }\n" \
	SYNC \
	"}\n" \
	"write C[row][col]\n"

static const struct {
	const char *name;
	const char *src;
} benches[] = {
	{ "strided copy, global (grid 2^16 x 256, 8 accesses a thread)",
	  "param n = 1 << 24\n"
	  "grid n / 256\nblock 256\n"
	  "global float src[n * 2]\nglobal float dst[n * 2]\n"
	  "let i = blockIdx.x * blockDim.x + threadIdx.x\n"
	  "for k in 0 .. 4 {\n"
	  "  read src[(i * 2 + k * 3) % (n * 2)]\n"
	  "  write dst[i + k * (n / 4)]\n"
	  "}\n" },
	{ "transpose through a padded tile, global and shared",
	  "param n = 8192\n"
	  "grid n / 32, n / 32\nblock 32, 8\n"
	  "global float src[n][n]\nglobal float dst[n][n]\n"
	  "shared float tile[32][33]\n"
	  "let x = blockIdx.x * 32 + threadIdx.x\n"
	  "let y = blockIdx.y * 32 + threadIdx.y\n"
	  "for j in 0 .. 32 step 8 {\n"
	  "  read src[y + j][x]\n"
	  "  write tile[threadIdx.y + j][threadIdx.x]\n"
	  "}\n"
	  "let tx = blockIdx.y * 32 + threadIdx.x\n"
	  "let ty = blockIdx.x * 32 + threadIdx.y\n"
	  "for j in 0 .. 32 step 8 {\n"
	  "  read tile[threadIdx.x][threadIdx.y + j]\n"
	  "  write dst[ty + j][tx]\n"
	  "}\n" },
	{ "tiled matrix multiply 512x512, 16x16 shared tiles",
	  MULTIPLY("") },
};

/* The scale table: patterns at growing sizes, the parameter n. */
static const struct {
	const char *name;
	const char *param;
	int64_t from, to;            /* n from .. to, doubling */
	const char *src;
} scales[] = {
	{ "tiled multiply n x n x n, 16x16 shared tiles", "n", 256, 16384,
	  MULTIPLY("  sync\n") },
	{ "transpose n x n through a padded tile", "n", 256, 16384,
	  "param n = 1024\n"
	  "grid n / 32, n / 32\nblock 32, 8\n"
	  "global float src[n][n]\nglobal float dst[n][n]\n"
	  "shared float tile[32][33]\n"
	  "for j in 0 .. 32 step 8 {\n"
	  "  read src[blockIdx.y * 32 + threadIdx.y + j][blockIdx.x * 32 + threadIdx.x]\n"
	  "  write tile[threadIdx.y + j][threadIdx.x]\n"
	  "}\n"
	  "sync\n"
	  "for j in 0 .. 32 step 8 {\n"
	  "  read tile[threadIdx.x][threadIdx.y + j]\n"
	  "  write dst[blockIdx.x * 32 + threadIdx.y + j][blockIdx.y * 32 + threadIdx.x]\n"
	  "}\n" },
	{ "matrix-vector, a thread a row, n x 2n doubles", "n", 256, 100000,
	  "param n = 1024\n"
	  "grid n / 64\nblock 64\n"
	  "global double A[n][2 * n]\nglobal double x[2 * n]\nglobal double y[n]\n"
	  "let row = blockIdx.x * blockDim.x + threadIdx.x\n"
	  "for j in 0 .. 2 * n {\n  read A[row][j]\n  read x[j]\n}\n"
	  "write y[row]\n" },
	{ "matrix-vector, a warp a row, n x 2n doubles", "n", 256, 100000,
	  "param n = 1024\n"
	  "grid n * 32 / 256\nblock 256\n"
	  "global double A[n][2 * n]\nglobal double x[2 * n]\nglobal double y[n]\n"
	  "let tid = blockIdx.x * blockDim.x + threadIdx.x\n"
	  "let row = tid / 32\nlet lane = tid % 32\n"
	  "for (col = lane; col < 2 * n; col += 32) {\n"
	  "  read A[row][col]\n  read x[col]\n}\n"
	  "write y[row] if lane == 0\n" },
	{ "the notes' matrix-vector (patterns/matvec_notes.pat), M = n rows "
	  "x 2n doubles, a thread a row, partial last block, bounds check",
	  "M", 10000, 100000,
	  "param M = 10000\nparam N = 2 * M\n"
	  "grid (M + 255) / 256\nblock 256\n"
	  "global double A[M][N]\nglobal double x[N]\nglobal double y[M]\n"
	  "let row = blockIdx.x * blockDim.x + threadIdx.x\n"
	  "for j in 0 .. N {\n  read A[row][j] if row < M\n"
	  "  read x[j] if row < M\n}\n"
	  "write y[row] if row < M\n" },
	{ "transpose n - 1 x n - 1, bounds checks on partial tiles", "n", 256,
	  16384,
	  "param n = 1024\nparam m = n - 1\n"
	  "grid (m + 31) / 32, (m + 31) / 32\nblock 32, 8\n"
	  "global float src[m][m]\nglobal float dst[m][m]\n"
	  "shared float tile[32][33]\n"
	  "let x = blockIdx.x * 32 + threadIdx.x\n"
	  "for j in 0 .. 32 step 8 {\n"
	  "  let y = blockIdx.y * 32 + threadIdx.y + j\n"
	  "  read src[y][x] if x < m && y < m\n"
	  "  write tile[threadIdx.y + j][threadIdx.x]\n"
	  "}\n"
	  "sync\n"
	  "let tx = blockIdx.y * 32 + threadIdx.x\n"
	  "for j in 0 .. 32 step 8 {\n"
	  "  let ty = blockIdx.x * 32 + threadIdx.y + j\n"
	  "  read tile[threadIdx.x][threadIdx.y + j]\n"
	  "  write dst[ty][tx] if tx < m && ty < m\n"
	  "}\n" },
	{ "strided copy of n floats, stride 4", "n", 1 << 16, 1 << 30,
	  "param n = 1 << 20\n"
	  "grid n / 256\nblock 256\n"
	  "global float src[n * 4]\nglobal float dst[n * 4]\n"
	  "let i = (blockIdx.x * blockDim.x + threadIdx.x) * 4\n"
	  "read src[i]\nwrite dst[i]\n" },
};

/* Wall time; the process's CPU time where one thread runs, which on a
   machine that others share is still what one core of its own would
   take (the cores table needs the wall clock). */
static double
clock_of(clockid_t id)
{
	struct timespec ts;
	clock_gettime(id, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double
now(void)
{
	return clock_of(CLOCK_MONOTONIC);
}

static double
cpu_now(void)
{
	return clock_of(CLOCK_PROCESS_CPUTIME_ID);
}

static bool wall_only;           /* the cores table: wall time throughout */

static long
max_rss_kb(void)
{
	struct rusage ru;
	getrusage(RUSAGE_SELF, &ru);
	return ru.ru_maxrss;
}

/* Run src once; returns seconds, *work the thread-accesses. */
static double
run_once(const char *src, const char *def, int64_t val, bool exhaustive,
         int threads, uint64_t *work)
{
	pat_define d = { def, val, false };
	eval_options o;
	eval_result r;
	pat_program *p;
	diag dg;
	double t0, t1;

	diag_init(&dg, stderr, false);
	p = pat_parse("bench.pat", src, strlen(src), def ? &d : NULL, def ? 1 : 0,
	              &dg);
	if (p == NULL)
		exit(3);
	memset(&o, 0, sizeof(o));
	o.arch = sim_arch_default();
	o.detail_warp = 0;
	o.exhaustive = exhaustive;
	o.threads = threads;
	t0 = threads == 1 && !wall_only ? cpu_now() : now();
	if (eval_run(p, &o, &r, &dg) != 0)
		exit(3);
	t1 = threads == 1 && !wall_only ? cpu_now() : now();
	*work = r.work;
	eval_result_free(&r);
	pat_free(p);
	return t1 - t0;
}

/* The races table's pattern: n pairs of statements over global
   global memory, each pair's write racing within its warps and with the
   next pair's read: about 2n racing pairs of statements. */
static char *
races_source(int n)
{
	size_t cap = 128 + (size_t)n * 96, len;
	char *src = malloc(cap);
	int i;

	if (src == NULL)
		exit(3);
	len = (size_t)snprintf(src, cap, "grid 4\nblock 64\nglobal int s[%d]\n",
	                       8 * (n + 1));
	for (i = 0; i < n; i++)
		len += (size_t)snprintf(src + len, cap - len,
		                        "write s[%d + threadIdx.x %% 8]\n"
		                        "read s[%d + threadIdx.x %% 8]\n",
		                        8 * i, 8 * (i + 1));
	return src;
}

/* Analyze src with the race check: seconds of CPU time, *pairs found. */
static double
race_once(const char *src, int *pairs)
{
	eval_options o;
	eval_result r;
	pat_program *p;
	diag dg;
	double t0, t1;

	diag_init(&dg, stderr, false);
	p = pat_parse("bench.pat", src, strlen(src), NULL, 0, &dg);
	if (p == NULL)
		exit(3);
	memset(&o, 0, sizeof(o));
	o.arch = sim_arch_default();
	o.threads = 1;
	o.races = true;
	t0 = cpu_now();
	if (eval_run(p, &o, &r, &dg) != 0 || !r.race.checked)
		exit(3);
	t1 = cpu_now();
	*pairs = r.race.npairs;
	eval_result_free(&r);
	pat_free(p);
	return t1 - t0;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/* The race check at n statements doubling: time against the pairs. */
static void
races_table(void)
{
	int n, k, pairs = 0;

	printf("\naccessan bench: the race check against the racing pairs, one "
	       "core\n(CPU time, median of 3; target: linear in the pairs)\n\n");
	for (n = 500; n <= 8000; n *= 2) {
		char *src = races_source(n);
		double t[3];
		for (k = 0; k < 3; k++)
			t[k] = race_once(src, &pairs);
		qsort(t, 3, sizeof(t[0]), cmp_double);
		printf("  %5d statements, %6d racing pairs: %8.3f ms, %.2f us a "
		       "pair\n", 2 * n, pairs, t[1] * 1e3, t[1] * 1e6 / pairs);
		free(src);
	}
}

/* Each scale pattern at n doubling from .. to (and to itself): the median
   time, and the largest over the smallest. */
static void
scale_table(void)
{
	size_t i;
	int k;

	printf("\naccessan bench: analysis time by size, one core, classes "
	       "(CPU time, median of 3;\ntargets: under 50 ms, the largest within 3x "
	       "of the smallest, 32 values\nof a sweep under 1 s)\n");
	for (i = 0; i < sizeof(scales) / sizeof(scales[0]); i++) {
		double lo = 1e30, hi = 0;
		int64_t n = scales[i].from;
		printf("\n  %s\n", scales[i].name);
		for (;;) {
			double t[3];
			uint64_t work = 0;
			for (k = 0; k < 3; k++)
				t[k] = run_once(scales[i].src, scales[i].param, n, false,
				                1, &work);
			qsort(t, 3, sizeof(t[0]), cmp_double);
			printf("    n = %-10lld %9.3f ms  (%.3g thread-accesses)\n",
			       (long long)n, t[1] * 1e3, (double)work);
			lo = t[1] < lo ? t[1] : lo;
			hi = t[1] > hi ? t[1] : hi;
			if (n == scales[i].to)
				break;
			n = 2 * n > scales[i].to ? scales[i].to : 2 * n;
		}
		printf("    largest / smallest: %.2f\n", hi / lo);
		/* a sweep of 32 values at the largest size: each parsed and
		   analyzed on its own, as sweep does (target under 1 s) */
		{
			double t0 = cpu_now();
			uint64_t work = 0;
			for (k = 0; k < 32; k++)
				run_once(scales[i].src, scales[i].param,
				         scales[i].to - 31 + k, false, 1, &work);
			printf("    32 values, %lld .. %lld: %.3f ms\n",
			       (long long)(scales[i].to - 31),
			       (long long)scales[i].to, (cpu_now() - t0) * 1e3);
		}
	}
}

/* The throughput patterns enumerated on 1, 2 and every core; t1: their
   time on one core, measured above. */
static void
cores_table(double t1)
{
	long all = sysconf(_SC_NPROCESSORS_ONLN), n[3] = { 1, 2, 0 };
	uint64_t work = 0, total = 0;
	size_t i;
	int j, k;

	n[2] = all;
	wall_only = true;
	printf("\naccessan bench: enumeration on several cores (every throughput "
	       "pattern, wall time;\n%ld online; target near linear)\n\n", all);
	for (j = 0; j < 3; j++) {
		double sum = 0;
		if (j == 2 && all <= 2)
			break;
		total = 0;
		for (i = 0; i < sizeof(benches) / sizeof(benches[0]); i++) {
			double t[3];
			for (k = 0; k < 3; k++)
				t[k] = run_once(benches[i].src, NULL, 0, true, (int)n[j],
				                &work);
			qsort(t, 3, sizeof(t[0]), cmp_double);
			sum += t[1];
			total += work;
		}
		if (t1 == 0)
			t1 = sum;            /* no throughput table: this row's */
		printf("  %2ld thread%s %.3g thread-accesses in %.3f s: %.3g /s, "
		       "%.2fx one core\n", n[j], n[j] == 1 ? ": " : "s:",
		       (double)total, sum, (double)total / sum, t1 / sum);
	}
	if (all <= 2)
		printf("  (every core is 2 here)\n");
	wall_only = false;
}

static int
cmp_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The suggestion search on every library pattern, median of 3: 1 if one
   took a second or more. */
static int
suggest_table(void)
{
	DIR *dir = opendir("patterns");
	struct dirent *e;
	char *names[256];
	int n = 0, i, k, bad = 0;
	double worst = 0, total = 0;

	if (dir == NULL) {
		printf("\n  suggest: no patterns/ here (run from the top)\n");
		return 1;
	}
	while ((e = readdir(dir)) != NULL && n < 256) {
		size_t len = strlen(e->d_name);
		/* kernel patterns (*_cu.pat) have no statements to rewrite */
		if (len > 7 && strcmp(e->d_name + len - 7, "_cu.pat") == 0)
			continue;
		if (len > 4 && strcmp(e->d_name + len - 4, ".pat") == 0)
			names[n++] = strdup(e->d_name);
	}
	closedir(dir);
	qsort(names, (size_t)n, sizeof(names[0]), cmp_name);
	printf("\naccessan bench: the suggestion search (accessan suggest), "
	       "one core,\nmedian of 3; target under 1 s for every library "
	       "pattern\n\n");
	for (i = 0; i < n; i++) {
		char path[512];
		double t[3];
		size_t len = 0;
		char *src;
		diag dg;
		pipe_setup s;
		sug_result r;
		int arrays = 0, found = 0;
		unsigned long long rewrites = 0;
		snprintf(path, sizeof(path), "patterns/%s", names[i]);
		diag_init(&dg, stderr, false);
		if ((src = source_read(path, &len, &dg)) == NULL)
			exit(3);
		memset(&s, 0, sizeof(s));
		s.file = path;
		s.src = src;
		s.len = len;
		s.max_work = 10000000000ULL;
		s.threads = 1;
		for (k = 0; k < 3; k++) {
			double t0 = now();
			if (suggest_run(&s, 3, &r, &dg) != 0)
				exit(3);
			t[k] = now() - t0;
			arrays = r.ntargets;
			rewrites = r.evaluations - 1;
			found = 0;
			for (int j = 0; j < r.ntargets; j++)
				found += r.targets[j].nfixes > 0;
			suggest_free(&r);
		}
		qsort(t, 3, sizeof(t[0]), cmp_double);
		printf("  %-26s %8.2f ms  %d array%s to fix, %d fixed, %llu "
		       "rewrites run\n", names[i], t[1] * 1e3, arrays,
		       arrays == 1 ? "" : "s", found, rewrites);
		worst = t[1] > worst ? t[1] : worst;
		total += t[1];
		if (t[1] >= 1.0)
			bad = 1;
		free(src);
		free(names[i]);
	}
	printf("\n  slowest %.2f ms, all %d together %.2f ms%s\n", worst * 1e3,
	       n, total * 1e3, bad ? "\n  FAIL: a search took a second or more"
	                            : "");
	return bad;
}


/* Is table name asked for? Every one when no argument names one. */
static bool
wanted(int argc, char **argv, const char *name)
{
	int i;

	for (i = 1; i < argc; i++)
		if (strcmp(argv[i], name) == 0)
			return true;
	return argc < 2;
}

/* bench [throughput] [cores] [scale] [races] [suggest]: those tables, or
   all of them. */
int
main(int argc, char **argv)
{
	size_t i;
	uint64_t total_work = 0, work = 0;
	double total_time = 0;
	long rss_small, rss_big;
	int k;

	if (!wanted(argc, argv, "throughput")) {
		if (wanted(argc, argv, "cores"))
			cores_table(0);
		if (wanted(argc, argv, "scale"))
			scale_table();
		if (wanted(argc, argv, "races"))
			races_table();
		return wanted(argc, argv, "suggest") ? suggest_table() : 0;
	}
	printf("accessan bench: thread-accesses analyzed per second, one core\n"
	       "(CPU time, median of 3 runs; target >= 3.6e8/s)\n\n");
	for (i = 0; i < sizeof(benches) / sizeof(benches[0]); i++) {
		double t[3];
		for (k = 0; k < 3; k++)
			t[k] = run_once(benches[i].src, NULL, 0, true, 1, &work);
		qsort(t, 3, sizeof(t[0]), cmp_double);
		printf("  %-58s\n    %.3g thread-accesses in %.3f s: %.3g /s\n",
		       benches[i].name, (double)work, t[1], (double)work / t[1]);
		total_work += work;
		total_time += t[1];
	}
	printf("\n  all together: %.3g thread-accesses in %.3f s: %.3g /s\n",
	       (double)total_work, total_time, (double)total_work / total_time);

	/* memory must not grow with the grid: 16 times the blocks */
	run_once(benches[0].src, "n", 1 << 20, true, 1, &work);
	rss_small = max_rss_kb();
	run_once(benches[0].src, "n", 1 << 24, true, 1, &work);
	rss_big = max_rss_kb();
	printf("\n  peak memory: %ld KiB after a grid of 2^12 blocks, %ld KiB "
	       "after 2^16 blocks\n", rss_small, rss_big);
	if (rss_big > rss_small + 1024) {
		printf("  FAIL: memory grew with the grid\n");
		return 1;
	}
	if (wanted(argc, argv, "cores"))
		cores_table(total_time);
	if (wanted(argc, argv, "scale"))
		scale_table();
	if (wanted(argc, argv, "races"))
		races_table();
	return wanted(argc, argv, "suggest") ? suggest_table() : 0;
}
