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
 * are kept when the grid has fewer, or when *budget (thread-accesses;
 * budget NULL: no limit) runs out; warp 0 is always evaluated. Returns
 * 0, or -1 after reporting to d.
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
		if (budget != NULL) {
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
	for (i = 0; i < s->nleft; i++)
		free(s->left[i].why);
	free(s->left);
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
			if (eval_interrupted())
				DIAG_PLAIN(d, SWEEP_STOPPED_AT, s->file,
				           rg->name, (long long)v);
			else
				DIAG_PLAIN(d, SWEEP_AT_VALUE, s->file, rg->name,
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

/* What sweep_explore shares between its steps. */
typedef struct explore {
	const sweep_setup *others;   /* the setup, -D names not checked */
	int max_warps;
	uint64_t work_limit, budget;
	diag quiet;                  /* a value's errors: kept, not shown */
	char *why;                   /* the first of them */
	sweep *out;
} explore;

static void
keep_first(void *arg, enum diag_level lv, const char *id, const char *file,
           int line, int col, const char *msg)
{
	explore *x = arg;
	size_t n;

	(void)id;
	(void)file;
	if (lv != DIAG_ERROR || x->why != NULL)
		return;
	n = strlen(msg) + 32;
	x->why = xmalloc(n);
	if (line > 0)
		snprintf(x->why, n, "%d:%d: %s", line, col, msg);
	else
		snprintf(x->why, n, "%s", msg);
}

static char *
copy(const char *s)
{
	return strcpy(xmalloc(strlen(s) + 1), s);
}

static void
leave_out(sweep *out, const char *param, int64_t value, char *why)
{
	out->left = xrealloc(out->left, sizeof(*out->left) *
	                                (size_t)(out->nleft + 1));
	out->left[out->nleft].param = param;
	out->left[out->nleft].value = value;
	out->left[out->nleft].why = why;
	out->nleft++;
	out->truncated = 1;
}

/* What one more run of the base point's kind would spend: its first
   warp's work. */
static uint64_t
point_cost(const sweep_point *pt)
{
	return pt->r[0].work + 1;
}

/* Parameter par at value v, its first warp, a point of the page or a
   value left out: asked (from -D) says which. A value nobody asked for
   is left out when the budget would not pay for another point like the
   base one. */
static void
explore_value(explore *x, const pat_param *par, int64_t v, bool asked)
{
	sweep_point pt;

	if (!asked && x->work_limit > 0 &&
	    x->budget < point_cost(&x->out->pt[0])) {
		leave_out(x->out, par->name, v, NULL);
		return;
	}
	x->why = NULL;
	if (eval_point(x->others, par->name, v, 1,
	               x->work_limit > 0 ? &x->budget : NULL, &pt,
	               &x->quiet) != 0) {
		point_free(&pt);
		if (asked)
			leave_out(x->out, par->name, v, x->why != NULL ? x->why :
			          copy("it did not run"));
		else
			free(x->why);
		return;
	}
	free(x->why);
	add_point(x->out, &pt);
}

/* Warp w of point pt, whose warps before it are there, if the budget
   pays for it and the grid has it: true if it was added. */
static bool
add_warp(explore *x, sweep_point *pt, int w)
{
	pipe_run run;

	if ((x->work_limit > 0 && x->budget < point_cost(pt)) ||
	    (uint64_t)w >= pt->r[0].warps)
		return false;
	memset(&run, 0, sizeof(run));
	run.p = pt->p;
	run.arch = pt->arch;
	pt->r = xrealloc(pt->r, sizeof(*pt->r) * (size_t)(w + 1));
	if (pipe_eval_warp(x->others, &run, w, &pt->r[w], &x->quiet) != 0) {
		eval_result_free(&pt->r[w]);
		return false;
	}
	pt->nwarps = w + 1;
	if (x->work_limit > 0)
		x->budget = pt->r[w].work + 1 >= x->budget ? 0
		            : x->budget - pt->r[w].work - 1;
	return true;
}

/* Points of parameter par to the end of out, in the order they came. */
static void
gather(sweep *out, int from, const char *param)
{
	int k, n = out->npoints, w = from;
	sweep_point *tmp = xmalloc(sizeof(*tmp) * (size_t)(n - from + 1));
	int t = 0;

	for (k = from; k < n; k++)
		if (out->pt[k].param == param)
			tmp[t++] = out->pt[k];
	for (k = from; k < n; k++)
		if (out->pt[k].param != param)
			out->pt[w++] = out->pt[k];
	memcpy(out->pt + w, tmp, sizeof(*tmp) * (size_t)t);
	free(tmp);
}

/* The range of ranges for parameter name, or NULL. */
static const sweep_range *
range_of(const sweep_range *ranges, int nranges, const char *name)
{
	const sweep_range *rg = NULL;
	int j;

	for (j = 0; j < nranges; j++)
		if (strcmp(ranges[j].name, name) == 0)
			rg = &ranges[j];
	return rg;
}

int
sweep_explore(const sweep_setup *s, const sweep_range *ranges, int nranges,
              int max_warps, uint64_t work_limit, sweep *out, diag *d)
{
	sweep_setup others = *s;
	sweep_point pt;
	explore x;
	int i, k, w, pass, np;
	const pat_program *base;

	memset(out, 0, sizeof(*out));
	memset(&x, 0, sizeof(x));
	others.check_defs = false;
	x.others = &others;
	x.max_warps = max_warps;
	x.work_limit = x.budget = work_limit;
	x.out = out;
	out->work_limit = work_limit;
	out->max_warps = max_warps;
	/* the budget goes to every value's first warp before any point's
	   other warps: a costly base point with all its warps would leave the
	   others warp 0 alone, or drop them */
	if (eval_point(s, NULL, 0, 1, work_limit > 0 ? &x.budget : NULL, &pt,
	               d) != 0) {
		point_free(&pt);
		return -1;
	}
	add_point(out, &pt);
	base = out->pt[0].p;
	/* other values may fail (a grid of 0 blocks, an index out of bounds):
	   their messages are kept, not shown */
	diag_init_quiet(&x.quiet);
	x.quiet.capture = keep_first;
	x.quiet.capture_arg = &x;
	np = base->nparams < 64 ? base->nparams : 64;
	/* the values asked for first, so that the work limit cuts only what
	   nobody asked for; then the points in the order of the parameters,
	   as the page's sliders read them */
	for (pass = 0; pass < 2; pass++) {
		for (i = 0; i < np; i++) {
			const pat_param *par = &base->params[i];
			const sweep_range *rg = range_of(ranges, nranges, par->name);
			int n = rg != NULL ? sweep_count(rg) : NDEFAULT;
			if ((rg != NULL) != (pass == 0))
				continue;
			for (k = 0; k < n; k++) {
				int64_t v = rg != NULL ? sweep_value(rg, k)
				                       : default_values[k];
				if (v != par->value)      /* the base point has it */
					explore_value(&x, par, v, rg != NULL);
			}
		}
	}
	for (i = 0; i < np; i++)
		gather(out, 1, base->params[i].name);
	/* then the other warps, a warp of every point at a time, while the
	   budget lasts */
	for (w = 1; w < max_warps; w++) {
		bool any = false;
		for (k = 0; k < out->npoints; k++)
			if (out->pt[k].nwarps == w && add_warp(&x, &out->pt[k], w))
				any = true;
		if (!any)
			break;
	}
	for (k = 0; k < out->npoints; k++) {
		const sweep_point *p = &out->pt[k];
		if (p->nwarps < max_warps && (uint64_t)p->nwarps < p->r[0].warps) {
			if (out->warps_cut == 0 || p->nwarps < out->fewest_warps)
				out->fewest_warps = p->nwarps;
			out->warps_cut++;
			out->truncated = 1;
		}
	}
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
