/*
 * report_run.c - accessan --gpu for the GPU tests: parses each pattern
 * file, runs the model (eval_run, default architecture) and prints
 * gpurun_report; -n runs each kernel once instead, without counters or
 * timing, for compute-sanitizer. -DNAME=VALUE applies to the files after
 * it.
 *
 *   report_run [-DNAME=VALUE]... FILE...
 *
 * Exit status: the worst of the files' gpurun_report statuses.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cudasrc.h"
#include "diag.h"
#include "eval.h"
#include "exitcode.h"
#include "gpurun.h"
#include "pat.h"
#include "report_gpu.h"
#include "source.h"


/* accessan --gpu's comparison of p, the model's figures r. */
static int
report(const pat_program *p, const eval_result *r)
{
	gpurun_log log;
	gpurun_session *s;
	struct gpu_comparison c;
	int rc = EXIT_SYSTEM;

	gpurun_log_open(&log);
	if (gpurun_session_open(&s, log.d) == 0) {
		if (gpurun_compare(s, p, r, &c, log.d) == 0) {
			report_item it = { .p = p, .r = r, .gpu = &c };
			void *b = report_gpu.alloc(stdout, NULL);
			report_gpu.pattern(b, &it);
			report_gpu.free(b);
			rc = c.differ ? EXIT_EXPECT : EXIT_OK;
			gpurun_comparison_free(&c);
		}
		gpurun_session_close(s);
	}
	if (rc == EXIT_SYSTEM)
		printf("accessan: error: %s\n", gpurun_log_text(&log));
	gpurun_log_close(&log);
	return rc;
}

int
main(int argc, char **argv)
{
	pat_define defs[16];
	int ndefs = 0, worst = EXIT_OK;
	bool once = false;           /* -n: run each kernel once, no counters
	                                or timing (for compute-sanitizer) */
	diag d;

	diag_init(&d, stderr, false);
	for (int i = 1; i < argc; i++) {
		char *src, *eq;
		gpurun_log log;
		size_t len = 0;
		pat_program *p;
		eval_options eo;
		eval_result r;
		int rc;

		if (strcmp(argv[i], "-n") == 0) {
			once = true;
			continue;
		}
		if (strncmp(argv[i], "-D", 2) == 0 && (eq = strchr(argv[i], '=')) &&
		    ndefs < 16) {
			*eq = '\0';
			defs[ndefs].name = argv[i] + 2;
			defs[ndefs].value = strtoll(eq + 1, NULL, 0);
			defs[ndefs].used = false;
			ndefs++;
			continue;
		}
		printf("==== %s", argv[i]);
		for (int k = 0; k < ndefs; k++)
			printf(" -D%s=%lld", defs[k].name, (long long)defs[k].value);
		printf("\n");
		if ((src = source_read(argv[i], &len, &d)) == NULL ||
		    (p = cudasrc_parse(argv[i], src, len, defs, ndefs, NULL, NULL,
		                       &d)) == NULL) {
			worst = EXIT_PATTERN > worst ? EXIT_PATTERN : worst;
			free(src);
			continue;
		}
		memset(&eo, 0, sizeof eo);
		eo.arch = sim_arch_default();
		eo.detail_warp = -1;
		if (eval_run(p, &eo, &r, &d) != 0) {
			worst = EXIT_PATTERN > worst ? EXIT_PATTERN : worst;
		} else if (once) {
			gpurun_session *gs;
			gpurun_measurement m;
			gpurun_log_open(&log);
			rc = gpurun_session_open(&gs, log.d);
			if (rc == 0) {
				rc = gpurun_measure(gs, p, 0, &m, log.d);
				if (rc == 0)
					gpurun_measurement_free(&m);
				gpurun_session_close(gs);
			}
			printf("%s\n", rc == 0 ? "ran once" : gpurun_log_text(&log));
			gpurun_log_close(&log);
			if (rc != 0)
				worst = EXIT_SYSTEM;
		} else {
			rc = report(p, &r);
			if (rc > worst)
				worst = rc;
		}
		eval_result_free(&r);
		pat_free(p);
		free(src);
		fflush(stdout);
	}
	return worst;
}
