/*
 * sweep.c - evaluating one pattern over many parameter values, and the
 * sweep subcommand's table and CSV. The plot is report_svg_sweep() and the
 * HTML report draws from sweep_explore()'s points; this file runs the
 * evaluator, those format.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "report.h"
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
			diag_plain(d, DIAG_NOTE, "%s: with %s = %lld", s->file,
			           rg->name, (long long)v);
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

/* The second figure: efficiency (global), bank conflicts per request
   (shared), nothing (constant). */
static double
second_figure(const sweep_point *pt, int i)
{
	const pat_stmt *s = pt->p->accesses[i];
	enum sim_space sp = (enum sim_space)s->u.access.array->space;
	const sim_stats *st = &pt->r[0].access[i].stats;

	if (sp == SIM_GLOBAL)
		return eval_metric(st, sp, M_EFFICIENCY);
	if (sp == SIM_SHARED)
		return eval_metric(st, sp, M_BANK_CONFLICTS_PER_REQUEST);
	return NAN;
}

/* Accesses in one block of the table: 3 fit 80 columns. */
#define PER_BLOCK 3

void
sweep_table(FILE *f, const sweep *s, const sweep_range *rg)
{
	const pat_program *p = s->pt[0].p;
	int first, i, k;

	fprintf(f, "%s, %s: %s from %lld to %lld", p->file, s->pt[0].arch.name,
	        rg->name, (long long)rg->from,
	        (long long)s->pt[s->npoints - 1].value);
	if (rg->step != 1)
		fprintf(f, " step %lld", (long long)rg->step);
	fprintf(f, "\n");
	for (first = 0; first < p->naccesses; first += PER_BLOCK) {
		int last = first + PER_BLOCK < p->naccesses ? first + PER_BLOCK
		                                            : p->naccesses;
		fprintf(f, "\n%8s", "");
		for (i = first; i < last; i++) {
			const pat_stmt *a = p->accesses[i];
			char name[64];
			if (a->u.access.label)
				snprintf(name, sizeof(name), "%s, line %d",
				         a->u.access.label, a->loc.line);
			else
				snprintf(name, sizeof(name), "line %d", a->loc.line);
			fprintf(f, i + 1 < last ? "  %-22.22s" : "  %.22s", name);
		}
		fprintf(f, "\n%8.8s", rg->name);
		for (i = first; i < last; i++) {
			enum sim_space sp = (enum sim_space)
				p->accesses[i]->u.access.array->space;
			fprintf(f, "  %10s %11s",
			        sp == SIM_GLOBAL ? "sectors/rq" :
			        sp == SIM_SHARED ? "wavefr./rq" : "addr./rq",
			        sp == SIM_GLOBAL ? "efficiency" :
			        sp == SIM_SHARED ? "conflict/rq" : "");
		}
		fputc('\n', f);
		for (k = 0; k < s->npoints; k++) {
			const sweep_point *pt = &s->pt[k];
			fprintf(f, "%8lld", (long long)pt->value);
			for (i = first; i < last; i++) {
				enum sim_space sp = (enum sim_space)
					p->accesses[i]->u.access.array->space;
				double v2 = second_figure(pt, i);
				char a[32], b[32];
				report_figure(a, sizeof(a), sweep_main_figure(pt, i));
				if (sp == SIM_GLOBAL && !isnan(v2))
					snprintf(b, sizeof(b), "%.1f %%", 100 * v2);
				else
					report_figure(b, sizeof(b), v2);
				fprintf(f, "  %10s %11s", a,
				        sp == SIM_CONSTANT ? "" : b);
			}
			fputc('\n', f);
		}
	}
}

/* A CSV field: numbers plain, NaN empty, text quoted. */
static void
csv_num(FILE *f, double v)
{
	if (isnan(v))
		fputs(",", f);
	else
		fprintf(f, ",%.6g", v);
}

static void
csv_text(FILE *f, const char *s)
{
	fputs(",\"", f);
	for (; *s != '\0'; s++) {
		if (*s == '"')
			fputc('"', f);
		fputc(*s, f);
	}
	fputc('"', f);
}

void
sweep_csv(FILE *f, const sweep *s, const sweep_range *rg)
{
	int i, k;

	(void)rg;
	fprintf(f, "param,value,line,label,space,kind,elem_bytes,requests,"
	        "per_request,ideal_per_request,efficiency,"
	        "bank_conflicts_per_request\n");
	for (k = 0; k < s->npoints; k++) {
		const sweep_point *pt = &s->pt[k];
		for (i = 0; i < pt->p->naccesses; i++) {
			const pat_stmt *a = pt->p->accesses[i];
			enum sim_space sp = (enum sim_space)a->u.access.array->space;
			const sim_stats *st = &pt->r[0].access[i].stats;
			fprintf(f, "%s,%lld,%d", pt->param, (long long)pt->value,
			        a->loc.line);
			csv_text(f, a->u.access.label ? a->u.access.label : "");
			fprintf(f, ",%s,%s,%u,%llu", pat_space_name(a->u.access.array->space),
			        a->u.access.store ? "store" : "load",
			        a->u.access.size,
			        (unsigned long long)st->requests);
			csv_num(f, sweep_main_figure(pt, i));
			csv_num(f, sp == SIM_GLOBAL ? eval_metric(st, sp,
			                   M_IDEAL_SECTORS_PER_REQUEST)
			           : sp == SIM_SHARED ? eval_metric(st, sp,
			                   M_IDEAL_WAVEFRONTS_PER_REQUEST) : NAN);
			csv_num(f, sp == SIM_GLOBAL ? second_figure(pt, i) : NAN);
			csv_num(f, sp == SIM_SHARED ? second_figure(pt, i) : NAN);
			fputc('\n', f);
		}
	}
}
