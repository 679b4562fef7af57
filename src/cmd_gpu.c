/*
 * cmd_gpu.c - --gpu for the commands: accessan --gpu (the GPU's figures
 * beside the model's for one pattern) and accessan sweep --gpu (measured
 * against predicted bandwidth at every point). The measuring is
 * gpu/host/gpurun's; this file opens what it needs, hands the figures to
 * the GPU's back ends and maps the outcome to an exit status.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "cmd_gpu.h"
#include "diag.h"
#include "exitcode.h"
#include "gpurun.h"

struct cmdgpu {
	const pipe_setup *setup;
};

cmdgpu *cmdgpu_begin(const pipe_setup *s, pipe_point *pt)
{
	cmdgpu *g = xcalloc(1, sizeof *g);

	(void)pt;
	g->setup = s;
	return g;
}

int cmdgpu_pattern(cmdgpu *g, const pipe_run *run, const char *file,
                   FILE *out, struct diag *d)
{
	gpurun_log log;
	int rc;

	(void)g;
	gpurun_log_open(&log);
	rc = gpurun_report(run->p, &run->r, out, log.d);
	/* the NVRTC log can be long: it follows the first line */
	if (rc == EXIT_SYSTEM)
		diag_plain(d, DIAG_ERROR, "%s: %s", file, gpurun_log_text(&log));
	gpurun_log_close(&log);
	return rc;
}

void cmdgpu_end(cmdgpu *g)
{
	free(g);
}

/* Open FILE for writing. */
static FILE *open_out(const char *path, diag *d)
{
	FILE *f = fopen(path, "w");

	if (f == NULL)
		diag_plain(d, DIAG_ERROR, "cannot write %s: %s", path,
		           strerror(errno));
	return f;
}

static int close_out(FILE *f, const char *path, diag *d)
{
	int bad = fflush(f) != 0 || ferror(f);

	if (fclose(f) != 0)
		bad = 1;
	if (bad) {
		diag_plain(d, DIAG_ERROR, "cannot write %s: %s", path,
		           strerror(errno));
		return EXIT_SYSTEM;
	}
	return EXIT_OK;
}

int cmdgpu_sweep(const sweep *sw, const sweep_range *rg, const char *name,
                 const char *csv_path, bool quiet, diag *d)
{
	gpurun_log log;
	char path[4096];
	gpurun_session *s;
	const gpu_device_info *di;
	FILE *csv = NULL;
	int within = 0, timed = 0, status = EXIT_OK;
	double worst = 0;
	int64_t worst_at = 0;

	gpurun_log_open(&log);
	if (gpurun_session_open(&s, log.d)) {
		diag_plain(d, DIAG_ERROR, "%s: %s", name, gpurun_log_text(&log));
		gpurun_log_close(&log);
		return EXIT_SYSTEM;
	}
	if (csv_path != NULL) {
		snprintf(path, sizeof(path), "%s.gpu.csv", csv_path);
		if ((csv = open_out(path, d)) == NULL) {
			gpurun_session_close(s);
			gpurun_log_close(&log);
			return EXIT_SYSTEM;
		}
	}
	di = gpurun_session_info(s);
	if (!quiet) {
		printf("\nGPU: %s, sm_%d%d: every access together, useful bytes "
		       "a second, measured and predicted\n", di->name,
		       di->cc_major, di->cc_minor);
		printf("%8.8s  %13s  %14s  %9s  %9s  %8s\n", rg->name,
		       "measured GB/s", "predicted GB/s", "time off", "copy GB/s",
		       "x L2");
		fflush(stdout);
	}
	if (csv)
		fprintf(csv, "param,value,measured_gbps,predicted_gbps,"
		        "time_off,copy_gbps,replicas\n");
	for (int k = 0; k < sw->npoints; k++) {
		const sweep_point *pt = &sw->pt[k];
		gpurun_bandwidth b;
		double off;

		if (gpurun_bandwidth_of(s, pt->p, &b, log.d)) {
			diag_plain(d, DIAG_ERROR, "%s: %s=%lld: %s", name, rg->name,
			           (long long)pt->value, gpurun_log_text(&log));
			status = EXIT_SYSTEM;
			break;
		}
		off = b.predicted_ms > 0 ? (b.ms / b.predicted_ms - 1) * 100 : NAN;
		if (!quiet) {
			printf("%8lld  %13.1f  %14.1f  %7.0f %%  %9.1f  %8.1f\n",
			       (long long)pt->value, b.useful_gbps, b.predicted_gbps,
			       off, b.peak_gbps, b.l2_multiple);
			fflush(stdout);
		}
		if (csv)
			fprintf(csv, "%s,%lld,%.6g,%.6g,%.6g,%.6g,%llu\n", rg->name,
			        (long long)pt->value, b.useful_gbps, b.predicted_gbps,
			        off / 100, b.peak_gbps,
			        (unsigned long long)b.replicas);
		if (isnan(off))
			continue;
		timed++;
		within += fabs(off) <= 15;
		if (fabs(off) > fabs(worst) || timed == 1) {
			worst = off;
			worst_at = pt->value;
		}
		if (eval_interrupted())
			break;
	}
	if (timed && !quiet)
		printf("%d of %d within 15 %% of the prediction; the farthest: "
		       "%+.0f %% at %s = %lld\n", within, timed, worst, rg->name,
		       (long long)worst_at);
	gpurun_session_close(s);
	gpurun_log_close(&log);
	if (csv != NULL) {
		int c = close_out(csv, path, d);
		if (status == EXIT_OK)
			status = c;
	}
	return status;
}
