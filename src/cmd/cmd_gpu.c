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
#include "cli.h"
#include "cmd_gpu.h"
#include "diag.h"
#include "exitcode.h"
#include "gpurun.h"
#include "kernelrun.h"
#include "report.h"
#include "report_gpu.h"

struct cmdgpu {
	gpurun_session *s;           /* NULL: could not be opened */
	gpurun_log log;              /* why not, and what the run says */
	gpurun_feed *feed;           /* fed by the pattern's evaluation */
};

cmdgpu *
cmdgpu_begin(const pipe_setup *s, pipe_point *pt)
{
	cmdgpu *g = xcalloc(1, sizeof *g);

	(void)s;
	gpurun_log_open(&g->log);
	if (gpurun_session_open(&g->s, g->log.d)) {
		g->s = NULL;
		return g;
	}
	/* the DRAM model for the device's L2 and its banks, fed by the
	   evaluation that makes the report */
	g->feed = gpurun_feed_new(gpurun_session_arch(g->s),
	                          gpurun_session_info(g->s)->l2_bytes);
	pt->on_request = gpurun_feed_request;
	pt->on_request_arg = g->feed;
	pt->feed_written_only = true;    /* a kernel's totals need no feed */
	return g;
}

/* A 'kernel' pattern: the user's own kernel, its totals beside the
   model's (kernelrun.h). */
static int
kernel_pattern(cmdgpu *g, const pipe_run *run, const char *file,
	       FILE *out, struct diag *d)
{
	kernelrun_cmp c;

	if (g->s == NULL || kernelrun_compare(g->s, run->p, &run->r,
	                                      &run->arch, &c, g->log.d) != 0) {
		cli_relay(d, file, NULL, 0, gpurun_log_text(&g->log));
		return EXIT_SYSTEM;
	}
	kernelrun_report(out, run->p, &run->r, &c);
	return c.differ ? EXIT_EXPECT : EXIT_OK;
}

int
cmdgpu_pattern(cmdgpu *g, const pipe_run *run, const char *file,
	       FILE *out, struct diag *d)
{
	struct gpu_comparison c;
	report_item it = { .p = run->p, .r = &run->r, .arch = &run->arch,
	                   .gpu = &c };
	void *b;
	int rc;

	if (run->p->kernel != NULL)
		return kernel_pattern(g, run, file, out, d);
	if (g->s == NULL || gpurun_compare_fed(g->s, run->p, &run->arch,
	                                       &run->r, g->feed, &c,
	                                       g->log.d) != 0) {
		/* the NVRTC log can be long: it follows the first line */
		cli_relay(d, file, NULL, 0, gpurun_log_text(&g->log));
		return EXIT_SYSTEM;
	}
	b = report_gpu.alloc(out, NULL);
	report_gpu.pattern(b, &it);
	report_gpu.free(b);
	rc = c.differ ? EXIT_EXPECT : EXIT_OK;
	gpurun_comparison_free(&c);
	return rc;
}

void
cmdgpu_end(cmdgpu *g)
{
	if (g == NULL)
		return;
	gpurun_feed_free(g->feed);
	gpurun_session_close(g->s);
	gpurun_log_close(&g->log);
	free(g);
}

/* The rows so far into the last: within 15 %, the farthest. */
static void
tally(struct gpu_sweep_row *end, const struct gpu_sweep_row *pt)
{
	if (isnan(pt->off))
		return;
	end->timed++;
	end->within += fabs(pt->off) <= 15;
	if (fabs(pt->off) > fabs(end->worst) || end->timed == 1) {
		end->worst = pt->off;
		end->worst_at = pt->value;
	}
}

/* Each row to the table (unless quiet) and the CSV (when asked for). */
static void
emit(void *table, void *csv, const struct gpu_sweep_row *row)
{
	if (table)
		report_gpu_sweep.row(table, row);
	if (csv)
		report_gpu_sweep_csv.row(csv, row);
}

/* sweep --gpu of a 'kernel' pattern: at every point the user's own
   kernel beside the model (kernelrun.h), as --gpu reports it under the
   point's value, then how many points agreed. Exit 1 where a figure
   differs, as --gpu. */
static int
kernel_sweep(gpurun_session *s, gpurun_log *log, const sweep *sw,
	     const sweep_range *rg, const char *name, bool quiet,
	     diag *d)
{
	int k, counted = 0, agreed = 0, status = EXIT_OK;

	for (k = 0; k < sw->npoints; k++) {
		const sweep_point *pt = &sw->pt[k];
		kernelrun_cmp c;

		if (pt->nwarps == 0)
			continue;   /* left out by the work limit, said already */
		if (kernelrun_compare(s, pt->p, &pt->r[0], &pt->arch, &c,
		                      log->d) != 0) {
			cli_relay(d, name, rg->name, (long long)pt->value,
			          gpurun_log_text(log));
			return EXIT_SYSTEM;
		}
		if (!quiet) {
			printf("\n%s = %lld\n", rg->name, (long long)pt->value);
			kernelrun_report(stdout, pt->p, &pt->r[0], &c);
		}
		if (c.have_counters) {
			counted++;
			agreed += c.differ == 0;
		}
		if (c.differ)
			status = EXIT_EXPECT;
		if (eval_interrupted())
			break;
	}
	printf("\nsweep --gpu: %d of %d %s values with the GPU's counters, "
	       "%d with every figure equal to the model's\n", counted,
	       sw->npoints, rg->name, agreed);
	return status;
}

int
cmdgpu_sweep(const sweep *sw, const sweep_range *rg, const char *name,
	     const char *csv_path, bool quiet, diag *d)
{
	gpurun_log log;
	char path[4096];
	gpurun_session *s;
	FILE *csv = NULL;
	void *tb = NULL, *cb = NULL;
	struct gpu_sweep_row row, end;
	int status = EXIT_OK;

	gpurun_log_open(&log);
	if (gpurun_session_open(&s, log.d)) {
		cli_relay(d, name, NULL, 0, gpurun_log_text(&log));
		gpurun_log_close(&log);
		return EXIT_SYSTEM;
	}
	if (sw->npoints > 0 && sw->pt[0].p->kernel != NULL) {
		if (csv_path != NULL)
			DIAG_PLAIN(d, CMD_SWEEP_GPU_KERNEL_CSV, name);
		status = kernel_sweep(s, &log, sw, rg, name, quiet, d);
		gpurun_session_close(s);
		gpurun_log_close(&log);
		return status;
	}
	if (csv_path != NULL) {
		snprintf(path, sizeof(path), "%s.gpu.csv", csv_path);
		if ((csv = cli_open_out(path, d)) == NULL) {
			gpurun_session_close(s);
			gpurun_log_close(&log);
			return EXIT_SYSTEM;
		}
		cb = report_gpu_sweep_csv.alloc(csv, NULL);
	}
	if (!quiet)
		tb = report_gpu_sweep.alloc(stdout, NULL);
	memset(&end, 0, sizeof end);
	end.device = gpurun_session_info(s);
	end.param = rg->name;
	end.kind = GPU_ROW_HEAD;
	emit(tb, cb, &end);
	for (int k = 0; k < sw->npoints; k++) {
		const sweep_point *pt = &sw->pt[k];

		if (gpurun_sweep_row(s, pt->p, pt->nwarps > 0 ? &pt->r[0] : NULL,
		                     &pt->arch, rg->name, pt->value, &row,
		                     log.d)) {
			cli_relay(d, name, rg->name, (long long)pt->value,
			          gpurun_log_text(&log));
			status = EXIT_SYSTEM;
			break;
		}
		emit(tb, cb, &row);
		tally(&end, &row);
		if (!isnan(row.off) && eval_interrupted())
			break;
	}
	end.kind = GPU_ROW_END;
	emit(tb, cb, &end);
	if (tb)
		report_gpu_sweep.free(tb);
	if (cb)
		report_gpu_sweep_csv.free(cb);
	gpurun_session_close(s);
	gpurun_log_close(&log);
	if (csv != NULL) {
		int c = cli_close_out(csv, path, d);
		if (status == EXIT_OK)
			status = c;
	}
	return status;
}
