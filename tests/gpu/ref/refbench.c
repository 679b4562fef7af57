/*
 * refbench.c - the harness against hand-written kernels: for
 * each classic of the library, times the reference kernel of ref.cu and
 * the harness kernel that accessan generates from the paired pattern
 * (acc_time, what 'accessan --gpu' times), on the same device, at the
 * same geometry and size, and prints a table: kernel, reference ms,
 * harness ms, harness / reference.
 *
 *   refbench [-s REF.CU] [-o TABLE.md] [-c CUBIN_DIR] [-v] [CASE...]
 *   refbench -n [-s REF.CU]
 *
 * -s   the reference source (default tests/gpu/ref/ref.cu)
 * -o   also write the table as Markdown
 * -c   write each case's cubins there (KERNEL.ref.cubin, KERNEL.harness.cubin)
 *      for cuobjdump: the two should make the same loads and stores
 * -v   also time the harness with plain and with volatile global
 *      accesses (ACCESSAN_TIME_LOADS), to show what the choice costs
 * -n   no GPU: compile ref.cu with each case's sizes for sm_90 (NVRTC)
 *      and parse each case's pattern, then stop ('make gpu-check')
 * CASE names run only those cases.
 *
 * Both kernels are timed alike: the backend's time(), 3 warm-up
 * launches, the median of 25 launches timed with events. The harness
 * runs one replica of the pattern (ACCESSAN_TIME_SCALE=1: every case's
 * data is larger than the L2 already), so both kernels launch the same
 * grid over the same bytes; each of the reference's global arrays sits
 * where the harness puts it (cudagen_global_offset), filled with 1.0f.
 *
 * Exit status: 0, 3 (no GPU or backend), 1 (a case failed).
 */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cudagen.h"
#include "cudasrc.h"
#include "diag.h"
#include "exitcode.h"
#include "gpuload.h"
#include "gpurun.h"
#include "pat.h"
#include "source.h"

typedef struct refcase {
	const char *name;            /* the row's name */
	const char *pattern;         /* the paired pattern file */
	const char *defs;            /* -D for the pattern: "N=8192 M=8192" */
	const char *kernel;          /* in ref.cu */
	const char *macros;          /* #defines for ref.cu: "N=8192" */
} refcase;

static const refcase cases[] = {
	{ "matvec, a thread a row", "patterns/matvec_notes.pat", "",
	  "ref_matvec_row", "M=10000 N=20000" },
	{ "matvec, a warp a row", "patterns/matvec_notes_warp.pat", "",
	  "ref_matvec_warp", "M=10000 N=20000" },
	{ "transpose, naive", "patterns/transpose_naive.pat", "N=8192",
	  "ref_transpose_naive", "N=8192" },
	{ "transpose, shared", "patterns/transpose_shared.pat", "N=8192",
	  "ref_transpose_shared", "N=8192" },
	{ "transpose, padded", "patterns/transpose_padded.pat", "N=8192",
	  "ref_transpose_padded", "N=8192" },
	{ "matmul, naive", "patterns/matmul_naive.pat", "M=8192 N=8192",
	  "ref_matmul_naive", "M=8192 N=8192" },
	{ "matmul, tiled", "patterns/matmul_shared_ab.pat", "M=8192 N=8192",
	  "ref_matmul_tiled_lds32", "M=8192 N=8192" },
	/* not a pair: nvcc's own code widens the pattern's shared reads */
	{ "matmul, tiled (LDS.128)", "patterns/matmul_shared_ab.pat",
	  "M=8192 N=8192", "ref_matmul_tiled", "M=8192 N=8192" },
	{ "reduce, interleaved", "tests/gpu/ref/reduce_interleaved.pat", "",
	  "ref_reduce_interleaved", "" },
	{ "reduce, sequential", "tests/gpu/ref/reduce_sequential.pat", "",
	  "ref_reduce_sequential", "" },
	{ "AoS read", "tests/gpu/ref/aos_read.pat", "", "ref_aos_read", "" },
	{ "SoA read", "tests/gpu/ref/soa_read.pat", "", "ref_soa_read", "" },
	{ "strided copy (2)", "tests/gpu/ref/stride_copy.pat", "",
	  "ref_stride_copy", "STRIDE=2" },
	{ "offset copy (1)", "tests/gpu/ref/offset_copy.pat", "",
	  "ref_offset_copy", "OFF=1" },
};
#define NCASES (int)(sizeof cases / sizeof cases[0])

#define WARMUP 3
#define REPS 25

typedef struct bench {
	const gpu_api *api;
	gpu_device *dev;
	gpu_device_info info;
	gpurun_session *s;
	const char *ref_src;         /* ref.cu's text */
	const char *cubin_dir;
	diag *d;
} bench;

/* "A=1 B=2" into defs (names point into buf, a copy); their count */
static int
parse_defs(const char *text, char *buf, size_t len,
	   pat_define *defs, int max)
{
	int n = 0;
	char *tok, *save = NULL;

	snprintf(buf, len, "%s", text);
	for (tok = strtok_r(buf, " ", &save); tok && n < max;
	     tok = strtok_r(NULL, " ", &save)) {
		char *eq = strchr(tok, '=');
		if (eq == NULL)
			continue;
		*eq = '\0';
		defs[n].name = tok;
		defs[n].value = strtoll(eq + 1, NULL, 0);
		defs[n].used = false;
		n++;
	}
	return n;
}

static void
write_file(const char *dir, const char *name, const char *what,
	   const void *data, size_t size)
{
	char path[1024];
	FILE *f;

	snprintf(path, sizeof path, "%s/%s.%s.cubin", dir, name, what);
	for (char *c = path + strlen(dir) + 1; *c; c++)
		if (*c == ' ' || *c == ',' || *c == '(' || *c == ')')
			*c = '_';
	if ((f = fopen(path, "wb")) != NULL) {
		fwrite(data, 1, size, f);
		fclose(f);
	}
}

/* The reference kernel of c on p's arrays and geometry: its median ms,
   or a negative number after a message. */
static double
time_reference(bench *b, const refcase *c, const pat_program *p)
{
	const gpu_api *api = b->api;
	char err[4096], *src, *log = NULL;
	size_t len = strlen(b->ref_src) + 1024, cubin_size = 0;
	void *cubin = NULL;
	gpu_module *mod = NULL;
	gpu_kernel *k = NULL;
	uint64_t *alloc = calloc(p->narrays + 1, sizeof *alloc);
	uint64_t *ptr = calloc(p->narrays + 1, sizeof *ptr);
	void **params = calloc(p->narrays + 1, sizeof *params);
	int np = 0;
	double ms = -1;
	char defbuf[256];
	pat_define defs[8];
	int nd = parse_defs(c->macros, defbuf, sizeof defbuf, defs, 8);
	gpu_launch l;

	src = malloc(len);
	{
		size_t at = 0;
		for (int i = 0; i < nd; i++)
			at += snprintf(src + at, len - at, "#define %s %" PRId64 "\n",
			               defs[i].name, defs[i].value);
		snprintf(src + at, len - at, "%s", b->ref_src);
	}
	if (api->compile(src, "ref.cu", b->info.cc_major, b->info.cc_minor,
	                 &cubin, &cubin_size, &log, err, sizeof err)) {
		printf("%s: NVRTC: %s\n%s\n", c->name, err, log ? log : "");
		goto out;
	}
	if (b->cubin_dir)
		write_file(b->cubin_dir, c->kernel, "ref", cubin, cubin_size);
	if (api->load(b->dev, cubin, cubin_size, &mod, err, sizeof err) ||
	    api->kernel(mod, c->kernel, 0, &k, err, sizeof err)) {
		printf("%s: %s\n", c->name, err);
		goto out;
	}
	for (int i = 0; i < p->narrays; i++) {
		const pat_array *a = &p->arrays[i];
		uint64_t bytes = cudagen_stride(a);
		if (a->space != SPACE_GLOBAL)
			continue;
		if (api->alloc(b->dev, bytes, &alloc[i], err, sizeof err) ||
		    api->fill32(b->dev, alloc[i], 0x3f800000u, bytes / 4, err,
		                sizeof err)) {
			printf("%s: %s\n", c->name, err);
			goto out;
		}
		ptr[i] = alloc[i] + cudagen_global_offset(a);
		params[np++] = &ptr[i];
	}
	memset(&l, 0, sizeof l);
	l.kernel = k;
	for (int i = 0; i < 3; i++) {
		l.grid[i] = (unsigned)p->grid[i];
		l.block[i] = (unsigned)p->block[i];
	}
	l.params = params;
	if (api->time(b->dev, &l, WARMUP, REPS, &ms, err, sizeof err)) {
		printf("%s: %s\n", c->name, err);
		ms = -1;
	}
out:
	for (int i = 0; i < p->narrays; i++)
		if (alloc[i])
			api->free(b->dev, alloc[i]);
	if (mod)
		api->unload(mod);
	if (cubin)
		api->release(cubin);
	if (log)
		api->release(log);
	free(src);
	free(alloc);
	free(ptr);
	free(params);
	return ms;
}

/* The harness kernel of p (acc_time, one replica) with global accesses
   of the kind loads names (NULL: the default): its median ms, or a
   negative number after a message. */
static double
time_harness(bench *b, const refcase *c, const pat_program *p,
	     const char *loads, uint64_t *replicas)
{
	gpurun_measurement m;
	gpurun_log log;
	double ms = -1;

	if (loads)
		setenv("ACCESSAN_TIME_LOADS", loads, 1);
	else
		unsetenv("ACCESSAN_TIME_LOADS");
	gpurun_log_open(&log);
	if (b->cubin_dir && loads == NULL) {
		gpurun_cubin cu;
		if (gpurun_compile(b->s, p, &cu, log.d) == 0) {
			write_file(b->cubin_dir, c->kernel, "harness", cu.data, cu.size);
			gpurun_cubin_free(b->s, &cu);
		}
	}
	if (gpurun_measure(b->s, p, GPURUN_TIMING, &m, log.d) == 0) {
		ms = m.ms;
		*replicas = m.replicas;
		if (strcmp(m.time_kernel, "acc_time") != 0)
			printf("%s: the harness timed %s\n", c->name, m.time_kernel);
		gpurun_measurement_free(&m);
	} else {
		printf("%s: harness: %s\n", c->name, gpurun_log_text(&log));
	}
	gpurun_log_close(&log);
	unsetenv("ACCESSAN_TIME_LOADS");
	return ms;
}

/* -n: every case's reference source through NVRTC for sm_90 and its
   pattern through the parser, no device; the number that failed */
static int
compile_only(const char *ref_src, diag *d)
{
	const gpu_api *api = gpuload_open(d);
	int failed = 0;

	if (api == NULL)
		return -1;
	for (int k = 0; k < NCASES; k++) {
		const refcase *c = &cases[k];
		char defbuf[256], err[4096], *log = NULL, *src, *text;
		pat_define defs[8];
		int nd = parse_defs(c->macros, defbuf, sizeof defbuf, defs, 8);
		size_t len = strlen(ref_src) + 1024, at = 0, tlen = 0, size = 0;
		void *cubin = NULL;
		pat_program *p = NULL;
		int rc;

		src = malloc(len);
		for (int i = 0; i < nd; i++)
			at += snprintf(src + at, len - at, "#define %s %" PRId64 "\n",
			               defs[i].name, defs[i].value);
		snprintf(src + at, len - at, "%s", ref_src);
		rc = api->compile(src, "ref.cu", 9, 0, &cubin, &size, &log, err,
		                  sizeof err);
		nd = parse_defs(c->defs, defbuf, sizeof defbuf, defs, 8);
		if ((text = source_read(c->pattern, &tlen, d)) != NULL)
			p = cudasrc_parse(c->pattern, text, tlen, defs, nd, NULL, NULL,
			                  d);
		if (rc == GPU_ENOLIB) {
			printf("skip %s: %s\n", c->kernel, err);
		} else if (rc != GPU_OK || p == NULL) {
			printf("FAIL %s: %s\n%s\n", c->kernel,
			       rc ? err : "its pattern does not parse",
			       log ? log : "");
			failed++;
		} else {
			printf("ok   %s (sm_90 cubin, %zu bytes) with %s\n", c->kernel,
			       size, c->pattern);
		}
		if (cubin)
			api->release(cubin);
		if (log)
			api->release(log);
		if (p)
			pat_free(p);
		free(text);
		free(src);
	}
	printf("refbench -n: %d of %d cases compile\n", NCASES - failed, NCASES);
	return failed;
}

static char *
read_text(const char *path, diag *d)
{
	size_t len = 0;

	return source_read(path, &len, d);
}

static int
usage(void)
{
	fprintf(stderr, "usage: refbench [-s REF.CU] [-o TABLE.md] "
	        "[-c CUBIN_DIR] [-v] [CASE...]\n"
	        "       refbench -n [-s REF.CU]\n");
	return EXIT_PATTERN;
}

int
main(int argc, char **argv)
{
	const char *ref_path = "tests/gpu/ref/ref.cu", *md_path = NULL;
	bool variants = false, compile = false, want[NCASES];
	int nwant = 0, failed = 0;
	char err[4096];
	diag d;
	bench b;
	FILE *md = NULL;

	memset(&b, 0, sizeof b);
	memset(want, 0, sizeof want);
	diag_init(&d, stderr, false);
	b.d = &d;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-s") == 0 && i + 1 < argc)
			ref_path = argv[++i];
		else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc)
			md_path = argv[++i];
		else if (strcmp(argv[i], "-c") == 0 && i + 1 < argc)
			b.cubin_dir = argv[++i];
		else if (strcmp(argv[i], "-v") == 0)
			variants = true;
		else if (strcmp(argv[i], "-n") == 0)
			compile = true;
		else if (argv[i][0] == '-')
			return usage();
		else {
			int k;
			for (k = 0; k < NCASES; k++)
				if (strstr(cases[k].kernel, argv[i]))
					break;
			if (k == NCASES) {
				fprintf(stderr, "refbench: no case %s\n", argv[i]);
				return EXIT_PATTERN;
			}
			for (k = 0; k < NCASES; k++)
				if (strstr(cases[k].kernel, argv[i])) {
					want[k] = true;
					nwant++;
				}
		}
	}
	if ((b.ref_src = read_text(ref_path, &d)) == NULL)
		return EXIT_SYSTEM;
	if (compile) {
		int f = compile_only(b.ref_src, &d);
		return f < 0 ? EXIT_SYSTEM : f ? 1 : 0;
	}
	/* every case's data is past the L2 already: one replica, as the
	   reference runs */
	setenv("ACCESSAN_TIME_SCALE", "1", 1);
	if (gpurun_session_open(&b.s, &d))
		return EXIT_SYSTEM;
	if ((b.api = gpuload_open(&d)) == NULL)
		return EXIT_SYSTEM;
	if (b.api->open(0, &b.dev, &b.info, err, sizeof err)) {
		fprintf(stderr, "refbench: %s\n", err);
		return EXIT_SYSTEM;
	}
	if (md_path && (md = fopen(md_path, "w")) == NULL) {
		perror(md_path);
		return EXIT_SYSTEM;
	}
	printf("device: %s, %d SMs, L2 %" PRIu64 " MB; median of %d launches "
	       "after %d warm-ups\n", b.info.name, b.info.sm_count,
	       b.info.l2_bytes >> 20, REPS, WARMUP);
	printf("%-24s %-40s %10s %10s %7s%s\n", "kernel", "pattern", "ref ms",
	       "harness ms", "ratio", variants ?
	       "   plain ms  volatile ms" : "");
	if (md) {
		fprintf(md, "Device: %s (%d SMs, L2 %" PRIu64 " MB). Median of %d "
		        "launches after %d warm-ups.\n\n", b.info.name,
		        b.info.sm_count, b.info.l2_bytes >> 20, REPS, WARMUP);
		fprintf(md, "| kernel | pattern | global arrays, MB | reference ms | "
		        "harness ms | harness / reference |%s\n|---|---|---|---|---|---|%s\n",
		        variants ? " plain loads ms | volatile loads ms |" : "",
		        variants ? "---|---|" : "");
	}
	for (int k = 0; k < NCASES; k++) {
		const refcase *c = &cases[k];
		char *src, defbuf[256], pat[512];
		pat_define defs[8];
		int nd;
		size_t len = 0;
		pat_program *p;
		double ref, har, plain = NAN, vol = NAN;
		uint64_t reps = 0, gbytes = 0;

		if (nwant && !want[k])
			continue;
		nd = parse_defs(c->defs, defbuf, sizeof defbuf, defs, 8);
		if ((src = source_read(c->pattern, &len, &d)) == NULL ||
		    (p = cudasrc_parse(c->pattern, src, len, defs, nd, NULL,
		                       NULL, &d)) == NULL) {
			free(src);
			failed++;
			continue;
		}
		for (int i = 0; i < p->narrays; i++)
			if (p->arrays[i].space == SPACE_GLOBAL)
				gbytes += p->arrays[i].bytes;
		ref = time_reference(&b, c, p);
		har = time_harness(&b, c, p, NULL, &reps);
		if (variants) {
			uint64_t r2;
			plain = time_harness(&b, c, p, "plain", &r2);
			vol = time_harness(&b, c, p, "volatile", &r2);
		}
		snprintf(pat, sizeof pat, "%s%s%s", c->pattern, *c->defs ? " -D " : "",
		         c->defs);
		if (ref <= 0 || har <= 0)
			failed++;
		printf("%-24s %-40s %10.4f %10.4f %7.3f", c->name, pat, ref, har,
		       har / ref);
		if (variants)
			printf(" %10.4f %12.4f", plain, vol);
		if (reps != 1)
			printf("  (harness over %" PRIu64 " replicas)", reps);
		printf("\n");
		if (md) {
			fprintf(md, "| %s | `%s` | %.0f | %.4f | %.4f | %.3f |", c->name,
			        pat, gbytes / 1e6, ref, har, har / ref);
			if (variants)
				fprintf(md, " %.4f | %.4f |", plain, vol);
			fprintf(md, "\n");
		}
		fflush(stdout);
		pat_free(p);
		free(src);
	}
	if (md)
		fclose(md);
	b.api->close(b.dev);
	gpurun_session_close(b.s);
	return failed ? 1 : 0;
}
