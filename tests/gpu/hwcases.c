/*
 * hwcases.c - HARDWARE.md's single-instruction cases on the GPU: each is a
 * pattern tree built by hand (1024 blocks of 256 threads, one access), run
 * through cudagen, NVRTC, the driver and CUPTI, and its counters divided
 * by the warps are compared with the figure HARDWARE.md gives.
 *
 *   hwcases            run every case on GPU 0 (needs counters)
 *   hwcases -c         compile every case with NVRTC for sm_90 only
 *   hwcases -e N       print case N's CUDA source
 *   hwcases -s N FILE  write case N's cubin (NVRTC, sm_90) to FILE
 *   hwcases -n         run every case once without counters (for
 *                      compute-sanitizer, which cannot share them)
 *   hwcases -b         bandwidth: copies at offsets and strides, float
 *                      and float4 reads, against the device-to-device copy
 *
 * Exit status 0 when every case matches, 1 when one does not, 3 when the
 * GPU or its counters cannot be had.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cudagen.h"
#include "diag.h"
#include "gpurun.h"
#include "gpuload.h"

#include "hwcases.h"
#include "said.h"


static int
compile_only(void)
{
	char err[8192];
	const gpu_api *api = gpuload_open(fresh());
	int bad = 0;

	if (api == NULL) {
		fprintf(stderr, "hwcases: %s\n", said());
		return 3;
	}
	for (int i = 0; i < NCASES; i++) {
		pat_program *p = hw_build(&cases[i]);
		char *src = cudagen_source(p, CUDAGEN_ALL, fresh());
		void *cubin = NULL;
		size_t size = 0;
		char *log = NULL;
		int rc;
		if (src == NULL) {
			printf("%-40s cudagen: %s\n", cases[i].text, said());
			bad++;
			continue;
		}
		rc = api->compile(src, "case.cu", 9, 0, &cubin, &size, &log, err,
		                  sizeof err);
		printf("%-40s %s (%zu bytes of cubin)\n", cases[i].text,
		       rc == GPU_OK ? "ok" : err, size);
		if (rc != GPU_OK) {
			printf("%s\n", log ? log : "");
			bad++;
		}
		api->release(cubin);
		api->release(log);
		free(src);
	}
	return bad ? 1 : 0;
}

/* read a[s * tid + k] (and, for a copy, write b[s * tid + k]) */
static pat_program *
bw_build(const char *text, const pat_type *t, int64_t s,
	 int64_t k, bool copy)
{
	pat_program *p = pb_program(text, GX, BX);
	int64_t n = (int64_t)GX * BX * s + k + 1;
	pat_array *a = pb_array(p, "a", SPACE_GLOBAL, t, 1, n, 0, 0, 0);
	pat_expr *i = pb_op(E_ADD, pb_op(E_MUL, pb_num(s), pb_tid()), pb_num(k));

	pb_append(&p->body, pb_access(p, false, a, i, NULL, NULL, text));
	if (copy) {
		pat_array *b = pb_array(p, "b", SPACE_GLOBAL, t, 1, n, 0, 0, 0);
		pat_expr *j = pb_op(E_ADD, pb_op(E_MUL, pb_num(s), pb_tid()),
		                    pb_num(k));
		pb_append(&p->body, pb_access(p, true, b, j, NULL, NULL, text));
	}
	return p;
}

static int
bandwidth(gpurun_session *s)
{
	static const struct { const char *text; int t; int64_t s, k; bool copy; }
	bw[] = {
		{ "read float4 a[tid]", 16, 1, 0, false },
		{ "read float a[tid]", 4, 1, 0, false },
		{ "offsetCopy offset 0", 4, 1, 0, true },
		{ "offsetCopy offset 1", 4, 1, 1, true },
		{ "offsetCopy offset 8", 4, 1, 8, true },
		{ "offsetCopy offset 32", 4, 1, 32, true },
		{ "strideCopy stride 2", 4, 2, 0, true },
		{ "strideCopy stride 4", 4, 4, 0, true },
		{ "strideCopy stride 8", 4, 8, 0, true },
		{ "strideCopy stride 16", 4, 16, 0, true },
		{ "strideCopy stride 32", 4, 32, 0, true },
		{ "copy float4 a[tid]", 16, 1, 0, true },
	};
	printf("%-24s %8s %10s %10s %12s %8s\n", "pattern", "replicas",
	       "ms", "useful GB/s", "copy GB/s", "of copy");
	for (size_t i = 0; i < sizeof bw / sizeof bw[0]; i++) {
		pat_program *p = bw_build(bw[i].text, bw[i].t == 16 ? &pb_float4
		                          : &pb_float, bw[i].s, bw[i].k, bw[i].copy);
		gpurun_measurement m;
		double useful;

		if (gpurun_measure(s, p, GPURUN_TIMING, &m, fresh())) {
			printf("%-24s error: %s\n", bw[i].text, said());
			return 1;
		}
		useful = (double)GX * BX * bw[i].t * (bw[i].copy ? 2 : 1) *
		         m.replicas / (m.ms * 1e-3) / 1e9;
		printf("%-24s %8llu %10.4f %10.1f %12.1f %7.0f%%\n", bw[i].text,
		       (unsigned long long)m.replicas, m.ms, useful, m.peak_gbps,
		       100 * useful / m.peak_gbps);
		gpurun_measurement_free(&m);
	}
	return 0;
}

int
main(int argc, char **argv)
{
	char err[8192] = "";
	gpurun_session *s;
	const gpu_device_info *di;
	int bad = 0;

	pb_init_types();
	if (argc > 1 && strcmp(argv[1], "-c") == 0)
		return compile_only();
	if (argc > 3 && strcmp(argv[1], "-s") == 0) {
		const gpu_api *api = gpuload_open(fresh());
		char *src;
		void *cubin = NULL;
		size_t size = 0;
		FILE *f;
		int i = atoi(argv[2]);
		if (api == NULL || i < 0 || i >= NCASES ||
		    !(src = cudagen_source(hw_build(&cases[i]), CUDAGEN_ALL,
		                           fresh())) ||
		    api->compile(src, "case.cu", 9, 0, &cubin, &size, NULL, err,
		                 sizeof err) != GPU_OK ||
		    !(f = fopen(argv[3], "wb"))) {
			fprintf(stderr, "hwcases: %s\n", api ? err : said());
			return 3;
		}
		fwrite(cubin, 1, size, f);
		return fclose(f) ? 3 : 0;
	}
	if (argc > 2 && strcmp(argv[1], "-e") == 0) {
		int i = atoi(argv[2]);
		if (i < 0 || i >= NCASES)
			return 2;
		return cudagen_emit(hw_build(&cases[i]), CUDAGEN_ALL, stdout,
		                    fresh()) ? 1 : 0;
	}
	if (gpurun_session_open(&s, fresh())) {
		fprintf(stderr, "hwcases: %s\n", said());
		return 3;
	}
	if (argc > 1 && strcmp(argv[1], "-b") == 0) {
		int rc = bandwidth(s);
		gpurun_session_close(s);
		return rc;
	}
	if (argc > 1 && strcmp(argv[1], "-n") == 0) {
		for (int i = 0; i < NCASES; i++) {
			gpurun_measurement m;
			if (gpurun_measure(s, hw_build(&cases[i]), 0, &m, fresh())) {
				printf("%-40s error: %s\n", cases[i].text, said());
				bad++;
			}
			gpurun_measurement_free(&m);
		}
		printf("%d cases ran, %d failed\n", NCASES, bad);
		gpurun_session_close(s);
		return bad ? 1 : 0;
	}
	di = gpurun_session_info(s);
	printf("GPU: %s, sm_%d%d, %d SMs, %.0f MB L2; %d blocks x %d threads = "
	       "%d warps per case\n", di->name, di->cc_major, di->cc_minor,
	       di->sm_count, di->l2_bytes / 1e6, GX, BX, WARPS);
	printf("%-40s %8s %8s %9s %9s %10s %10s\n", "case", "expect", "GPU",
	       "req/warp", "verdict", "DRAM rd/rq", "DRAM wr/rq");
	for (int i = 0; i < NCASES; i++) {
		const hwcase *c = &cases[i];
		pat_program *p = hw_build(c);
		gpurun_measurement m;
		const double *v;
		double req, per, hw = NAN;
		bool ok;

		if (gpurun_measure(s, p, GPURUN_COUNTERS | GPURUN_FLUSH, &m,
		                   fresh())) {
			printf("%-40s error: %s\n", c->text, said());
			bad++;
			continue;
		}
		if (!m.have_counters) {
			printf("counters unavailable: %s\n", m.counters_note);
			gpurun_measurement_free(&m);
			gpurun_session_close(s);
			return 3;
		}
		v = m.counters;
		if (c->sp == SPACE_GLOBAL) {
			req = v[c->store ? GPU_M_ST_REQUESTS : GPU_M_LD_REQUESTS];
			per = v[c->store ? GPU_M_ST_SECTORS : GPU_M_LD_SECTORS] /
			      (req ? req : 1);
			ok = req == (double)WARPS * (c->reps ? c->reps : 1) &&
			     per == c->expect;
		} else {
			double sass = v[c->store ? GPU_M_SHARED_ST_WAVEFRONTS_SASS
			                         : GPU_M_SHARED_LD_WAVEFRONTS_SASS];
			req = (double)WARPS * (c->reps ? c->reps : 1);
			hw = v[c->store ? GPU_M_SHARED_ST_WAVEFRONTS
			                : GPU_M_SHARED_LD_WAVEFRONTS] / req;
			per = isnan(sass) ? hw : sass / req;
			ok = per == c->expect;
		}
		printf("%-40s %8g %8g %9g %9s %10.1f %10.1f", c->text, c->expect,
		       per, req / WARPS, ok ? "ok" : "DIFFERS",
		       v[GPU_M_DRAM_READ_BYTES] / (req ? req : 1),
		       v[GPU_M_DRAM_WRITE_BYTES] / (req ? req : 1));
		if (!isnan(hw))
			printf("   hw counter %.4g", hw);
		printf("\n");
		bad += !ok;
		gpurun_measurement_free(&m);
	}
	printf("%d passed, %d failed\n", NCASES - bad, bad);
	gpurun_session_close(s);
	return bad ? 1 : 0;
}
