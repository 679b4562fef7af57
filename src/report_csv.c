/*
 * report_csv.c - the sweep's figures for tools: one CSV line per value
 * and access, numbers plain (NaN, a figure that does not apply, empty),
 * text quoted.
 */
#include <math.h>
#include <stdio.h>

#include "report_int.h"
#include "sweep.h"

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

/* The line of access i at one point. */
static void
csv_line(FILE *f, const sweep_point *pt, int i)
{
	const pat_stmt *a = pt->p->accesses[i];
	enum sim_space sp = (enum sim_space)a->u.access.array->space;
	const sim_stats *st = &pt->r[0].access[i].stats;
	const eval_time *t = &pt->r[0].time;

	fprintf(f, "%s,%lld,%d", pt->param, (long long)pt->value, a->loc.line);
	csv_text(f, a->u.access.label ? a->u.access.label : "");
	fprintf(f, ",%s,%s,%u,%llu", pat_array_space(a->u.access.array),
	        a->u.access.store ? "store" : "load", a->u.access.size,
	        (unsigned long long)st->requests);
	csv_num(f, sweep_main_figure(pt, i));
	csv_num(f, sp == SIM_GLOBAL ? eval_metric(st, sp,
	                   M_IDEAL_SECTORS_PER_REQUEST)
	           : sp == SIM_SHARED ? eval_metric(st, sp,
	                   M_IDEAL_WAVEFRONTS_PER_REQUEST) : NAN);
	csv_num(f, sp == SIM_GLOBAL ? report_second_figure(pt, i) : NAN);
	csv_num(f, sp == SIM_SHARED ? report_second_figure(pt, i) : NAN);
	/* the whole kernel's prediction, the same on each access's line */
	csv_num(f, t->valid ? t->t.seconds : NAN);
	csv_num(f, t->valid ? t->gbps : NAN);
	fprintf(f, ",%s", t->valid ? sim_bound_name(t->t.winner) : "");
	fputc('\n', f);
}

static void
csv(FILE *f, const sweep *s)
{
	int i, k;

	fprintf(f, "param,value,line,label,space,kind,elem_bytes,requests,"
	        "per_request,ideal_per_request,efficiency,"
	        "bank_conflicts_per_request,time_s,effective_gbps,bound\n");
	for (k = 0; k < s->npoints; k++)
		for (i = 0; i < s->pt[k].p->naccesses; i++)
			csv_line(f, &s->pt[k], i);
}

/* Written to a file asked for by name: -q does not silence it. */
static void
csv_sweep(void *b, const report_sweep *sw)
{
	const report_doc *d = b;

	csv(d->f, sw->s);
}

const report_backend report_csv_backend = {
	.name = "csv",
	.alloc = report_doc_alloc,
	.sweep = csv_sweep,
	.free = report_doc_free,
};
