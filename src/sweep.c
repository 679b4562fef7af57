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
#include "exitcode.h"
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

static void
add_point(sweep *s, const sweep_point *pt)
{
	s->pt = xrealloc(s->pt, sizeof(*s->pt) * (size_t)(s->npoints + 1));
	s->pt[s->npoints++] = *pt;
}

/* The architecture as main.c picks it: the command line's, the file's,
   the default; and the bank width likewise. */
/*
 * Parse and run the pattern with param = value (param NULL: the setup's
 * values alone), with the detail of warps 0 .. nwarps - 1, or of the first
 * warp to run each access when nwarps is 0. Fewer warps are kept when the
 * grid has fewer, or when *budget (thread-accesses, 0: no limit) runs out.
 * Returns 0, or -1 after reporting to d.
 */
static int
eval_point(const sweep_setup *s, pat_define *defs, const char *param,
           int64_t value, int nwarps, uint64_t *budget, sweep_point *pt,
           diag *d, bool check_defs)
{
	eval_options eo;
	int n = s->ndefs, i, w, want;

	memset(pt, 0, sizeof(*pt));
	pt->param = param;
	pt->value = value;
	memcpy(defs, s->defs, sizeof(*defs) * (size_t)s->ndefs);
	if (param != NULL) {
		for (i = 0; i < n && strcmp(defs[i].name, param) != 0; i++)
			;
		defs[i].name = param;
		defs[i].value = value;
		if (i == n)
			n++;
	}
	for (i = 0; i < n; i++)
		defs[i].used = false;
	pt->p = pat_parse(s->file, s->src, s->len, defs, n, d);
	if (pt->p == NULL)
		return -1;
	for (i = 0; check_defs && i < n; i++)
		if (!defs[i].used) {
			diag_plain(d, DIAG_ERROR, "-D %s: %s declares no parameter "
			           "'%s'", defs[i].name, s->file, defs[i].name);
			return -1;
		}
	if (pat_arch(pt->p, s->arch, s->bank_bytes, &pt->arch, d) != 0)
		return -1;
	want = nwarps > 0 ? nwarps : 1;
	pt->r = xmalloc(sizeof(*pt->r) * (size_t)want);
	memset(&eo, 0, sizeof(eo));
	eo.arch = &pt->arch;
	eo.max_work = s->max_work;
	for (w = 0; w < want; w++) {
		eo.detail_warp = nwarps > 0 ? w : -1;
		if (eval_run(pt->p, &eo, &pt->r[w], d) != 0) {
			eval_result_free(&pt->r[w]);
			return -1;
		}
		pt->nwarps = w + 1;
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
	memset(pt, 0, sizeof(*pt));
}

void
sweep_free(sweep *s)
{
	int i;

	for (i = 0; i < s->npoints; i++)
		point_free(&s->pt[i]);
	free(s->pt);
	free(s->defs);
	memset(s, 0, sizeof(*s));
}

int
sweep_range_eval(const sweep_setup *s, const sweep_range *rg, sweep *out,
                 diag *d)
{
	int n = sweep_count(rg), k;
	sweep_point pt;

	memset(out, 0, sizeof(*out));
	out->defs = xmalloc(sizeof(pat_define) * (size_t)(s->ndefs + 1) *
	                    (size_t)n);
	for (k = 0; k < n; k++) {
		int64_t v = rg->from + (int64_t)k * rg->step;
		if (eval_point(s, out->defs + (size_t)k * (size_t)(s->ndefs + 1),
		               rg->name, v, 0, NULL, &pt, d, k == 0) != 0) {
			diag_plain(d, DIAG_NOTE, "%s: with %s = %lld", s->file,
			           rg->name, (long long)v);
			point_free(&pt);
			return EXIT_PATTERN;
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
	sweep_point pt;
	pat_define *defs;
	diag quiet;
	FILE *null;
	int i, j, k, total = 0, used = 0;
	const pat_program *base;

	memset(out, 0, sizeof(*out));
	/* room for every point's definitions: the base, then per parameter
	   its range or the default values and its own */
	for (i = 0; i < nranges; i++)
		total += sweep_count(&ranges[i]);
	total += 1 + 64 * (NDEFAULT + 1);
	out->defs = defs = xmalloc(sizeof(pat_define) *
	                           (size_t)(s->ndefs + 1) * (size_t)total);
#define NEXT_DEFS (defs + (size_t)(used++) * (size_t)(s->ndefs + 1))
	if (eval_point(s, NEXT_DEFS, NULL, 0, max_warps, &budget, &pt, d,
	               true) != 0) {
		point_free(&pt);
		return EXIT_PATTERN;
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
			int64_t v = rg != NULL ? rg->from + (int64_t)k * rg->step
			                       : default_values[k];
			if (v == par->value)
				continue;     /* the base point has it */
			if (work_limit > 0 && budget == 0) {
				out->truncated = 1;
				break;
			}
			if (eval_point(s, NEXT_DEFS, par->name, v, max_warps,
			               &budget, &pt, &quiet, false) != 0) {
				point_free(&pt);
				continue;
			}
			if (pt.nwarps < max_warps &&
			    (uint64_t)pt.nwarps < pt.r[0].warps)
				out->truncated = 1;
			add_point(out, &pt);
		}
	}
#undef NEXT_DEFS
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
