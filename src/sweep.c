/*
 * sweep.c - evaluating one pattern over many parameter values. The back
 * ends format the points: the table (report_table.c), the CSV
 * (report_csv.c), the plot (report_svg.c), and the HTML page draws from
 * sweep_explore()'s (report_html.c); this file runs the evaluator.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "sweep.h"

int
sweep_count(const sweep_range *rg)
{
	int64_t n;

	if (rg->step <= 0 || rg->to < rg->from)
		return 0;
	/* (to - from) cannot overflow a uint64_t */
	n = (int64_t)(((uint64_t)rg->to - (uint64_t)rg->from) /
	              (uint64_t)rg->step) + 1;
	return n > SWEEP_MAX_VALUES ? 0 : (int)n;
}

int64_t
sweep_value(const sweep_range *rg, int k)
{
	/* in unsigned arithmetic: k * step may pass INT64_MAX on the way to
	   a value that does not (from = INT64_MIN, say) */
	return (int64_t)((uint64_t)rg->from + (uint64_t)k * (uint64_t)rg->step);
}

static void
add_point(sweep *s, const sweep_point *pt)
{
	s->pt = xrealloc(s->pt, sizeof(*s->pt) * (size_t)(s->npoints + 1));
	s->pt[s->npoints++] = *pt;
}

/*
 * Run the pattern with param = value (param NULL: the setup's values
 * alone) through the pipeline, with the detail of warps 0 .. nwarps - 1,
 * or of the first warp to run each access when nwarps is 0. Fewer warps
 * are kept when the grid has fewer, or when *budget (thread-accesses, 0:
 * no limit) runs out. Returns 0, or -1 after reporting to d.
 */
static int
eval_point(const sweep_setup *s, const char *param, int64_t value,
           int nwarps, uint64_t *budget, sweep_point *pt, diag *d)
{
	pipe_point pp;
	pipe_run run;
	int w, want = nwarps > 0 ? nwarps : 1, rc;

	memset(pt, 0, sizeof(*pt));
	pt->param = param;
	pt->value = value;
	pipe_point_init(&pp);
	pp.param = param;
	pp.value = value;
	pp.detail_warp = nwarps > 0 ? 0 : -1;
	rc = run_pattern(s, &pp, &run, d);
	/* the point takes what the run made, so that point_free frees it */
	pt->defs = run.defs;
	pt->p = run.p;
	pt->arch = run.arch;
	pt->r = xmalloc(sizeof(*pt->r) * (size_t)want);
	pt->r[0] = run.r;
	if (run.evaluated)
		pt->nwarps = 1;
	if (rc != 0)
		return -1;
	for (w = 0; w < want; w++) {
		if (w > 0) {
			if (pipe_eval_warp(s, &run, w, &pt->r[w], d) != 0) {
				eval_result_free(&pt->r[w]);
				return -1;
			}
			pt->nwarps = w + 1;
		}
		if (budget != NULL && *budget > 0) {
			*budget = pt->r[w].work + 1 >= *budget ? 0
			          : *budget - pt->r[w].work - 1;
			if (*budget == 0)
				break;
		}
		/* the evaluator numbers warps over the grid: none past it */
		if ((uint64_t)w + 1 >= pt->r[0].warps)
			break;
	}
	return 0;
}

static void
point_free(sweep_point *pt)
{
	int w;

	for (w = 0; w < pt->nwarps; w++)
		eval_result_free(&pt->r[w]);
	free(pt->r);
	if (pt->p != NULL)
		pat_free(pt->p);
	free(pt->defs);
	memset(pt, 0, sizeof(*pt));
}

void
sweep_free(sweep *s)
{
	int i;

	for (i = 0; i < s->npoints; i++)
		point_free(&s->pt[i]);
	free(s->pt);
	memset(s, 0, sizeof(*s));
}

int
sweep_range_eval(const sweep_setup *s, const sweep_range *rg, sweep *out,
                 diag *d)
{
	int n = sweep_count(rg), k;
	sweep_point pt;

	sweep_setup first = *s, rest = *s;

	/* the -D names are checked once, at the first value */
	rest.check_defs = false;
	memset(out, 0, sizeof(*out));
	for (k = 0; k < n; k++) {
		int64_t v = sweep_value(rg, k);
		if (eval_point(k == 0 ? &first : &rest, rg->name, v, 0, NULL, &pt,
		               d) != 0) {
			/* the value the error came with, or where Ctrl-C stopped
			   the sweep (no error then: the caller says interrupted) */
			diag_plain(d, DIAG_NOTE, eval_interrupted()
			           ? "%s: stopped while evaluating %s = %lld"
			           : "%s: with %s = %lld", s->file, rg->name,
			           (long long)v);
			point_free(&pt);
			return -1;
		}
		add_point(out, &pt);
	}
	return 0;
}

/* The values the HTML slider steps through when no range is given. */
static const int64_t default_values[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 16,
                                          32, 64 };
#define NDEFAULT ((int)(sizeof(default_values) / sizeof(default_values[0])))

int
sweep_explore(const sweep_setup *s, const sweep_range *ranges, int nranges,
              int max_warps, uint64_t work_limit, sweep *out, diag *d)
{
	uint64_t budget = work_limit;
	sweep_setup others = *s;
	sweep_point pt;
	diag quiet;
	FILE *null;
	int i, j, k;
	const pat_program *base;

	memset(out, 0, sizeof(*out));
	others.check_defs = false;
	if (eval_point(s, NULL, 0, max_warps, &budget, &pt, d) != 0) {
		point_free(&pt);
		return -1;
	}
	add_point(out, &pt);
	base = out->pt[0].p;
	/* other values may fail (a grid of 0 blocks, an index out of bounds):
	   they are left out, and their messages with them */
	if ((null = fopen("/dev/null", "w")) == NULL)
		return 0;
	diag_init(&quiet, null, false);
	for (i = 0; i < base->nparams && i < 64; i++) {
		const pat_param *par = &base->params[i];
		const sweep_range *rg = NULL;
		int n;
		for (j = 0; j < nranges; j++)
			if (strcmp(ranges[j].name, par->name) == 0)
				rg = &ranges[j];
		n = rg != NULL ? sweep_count(rg) : NDEFAULT;
		for (k = 0; k < n; k++) {
			int64_t v = rg != NULL ? sweep_value(rg, k)
			                       : default_values[k];
			if (v == par->value)
				continue;     /* the base point has it */
			if (work_limit > 0 && budget == 0) {
				out->truncated = 1;
				break;
			}
			if (eval_point(&others, par->name, v, max_warps, &budget,
			               &pt, &quiet) != 0) {
				point_free(&pt);
				continue;
			}
			if (pt.nwarps < max_warps &&
			    (uint64_t)pt.nwarps < pt.r[0].warps)
				out->truncated = 1;
			add_point(out, &pt);
		}
	}
	if (out->pt[0].nwarps < max_warps &&
	    (uint64_t)out->pt[0].nwarps < out->pt[0].r[0].warps)
		out->truncated = 1;
	fclose(null);
	return 0;
}

double
sweep_main_figure(const sweep_point *pt, int i)
{
	const pat_stmt *s = pt->p->accesses[i];
	enum sim_space sp = (enum sim_space)s->u.access.array->space;
	const sim_stats *st = &pt->r[0].access[i].stats;

	if (sp == SIM_GLOBAL)
		return eval_metric(st, sp, M_SECTORS_PER_REQUEST);
	if (sp == SIM_SHARED)
		return eval_metric(st, sp, M_WAVEFRONTS_PER_REQUEST);
	return eval_metric(st, sp, M_DISTINCT_PER_REQUEST);
}
