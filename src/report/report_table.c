/*
 * report_table.c - the sweep's table for people: per value of the swept
 * parameter, each access's main figure (sectors, wavefronts or addresses
 * per request) and its second (efficiency or bank conflicts per request),
 * three accesses to a block so that it fits 80 columns.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "report_int.h"
#include "sweep.h"

/* Accesses in one block of the table: 3 fit 80 columns. */
#define PER_BLOCK 3

static enum sim_space
space_of(const pat_program *p, int i)
{
	return (enum sim_space)p->accesses[i]->u.access.array->space;
}

/* The block's two heading lines: the accesses, then the figures. */
static void
block_head(FILE *f, const pat_program *p, const sweep_range *rg, int first,
           int last)
{
	int i;

	fprintf(f, "\n%8s", "");
	for (i = first; i < last; i++) {
		const pat_stmt *a = p->accesses[i];
		char name[64];
		if (a->u.access.cu_file != NULL) {
			/* a kernel's: its line of the .cu (the pattern's is the
			   'kernel' line of every access) */
			const char *src, *file, *base;
			pat_loc loc;
			const char *l = a->u.access.label ? a->u.access.label
			                                  : a->u.access.name;
			file = pat_access_place(p, a, &src, &loc);
			base = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
			/* the file where the column has room for it */
			if (snprintf(name, sizeof(name), "%s, %s:%d", l, base,
			             loc.line) > 22)
				snprintf(name, sizeof(name), "%s, line %d", l,
				         loc.line);
		} else if (a->u.access.label) {
			snprintf(name, sizeof(name), "%s, line %d",
			         a->u.access.label, a->loc.line);
		} else {
			snprintf(name, sizeof(name), "line %d", a->loc.line);
		}
		fprintf(f, i + 1 < last ? "  %-22.22s" : "  %.22s", name);
	}
	fprintf(f, "\n%8.8s", rg->name);
	for (i = first; i < last; i++) {
		enum sim_space sp = space_of(p, i);
		fprintf(f, "  %10s %11s",
		        sp == SIM_GLOBAL ? "sectors/rq" :
		        sp == SIM_SHARED ? "wavefr./rq" : "addr./rq",
		        sp == SIM_GLOBAL ? "efficiency" :
		        sp == SIM_SHARED ? "conflict/rq" : "");
	}
	fputc('\n', f);
}

/* One value's line of the block. */
static void
block_row(FILE *f, const sweep_point *pt, int first, int last)
{
	int i;

	fprintf(f, "%8lld", (long long)pt->value);
	for (i = first; i < last; i++) {
		enum sim_space sp = space_of(pt->p, i);
		double v2 = report_second_figure(pt, i);
		char a[32], b[32];
		report_figure(a, sizeof(a), sweep_main_figure(pt, i));
		if (sp == SIM_GLOBAL && !isnan(v2))
			snprintf(b, sizeof(b), "%.1f %%", 100 * v2);
		else
			report_figure(b, sizeof(b), v2);
		fprintf(f, "  %10s %11s", a, sp == SIM_CONSTANT ? "" : b);
	}
	fputc('\n', f);
}

/* The time model's block: each value's predicted time, effective
   bandwidth and bound. */
static void
time_block(FILE *f, const sweep *s, const sweep_range *rg)
{
	int k;

	fprintf(f, "\n%8s  time on %s\n%8.8s  %10s %11s  %s\n", "",
	        s->pt[0].arch.name, rg->name, "time", "GB/s eff.", "bound");
	for (k = 0; k < s->npoints; k++) {
		const eval_time *t = &s->pt[k].r[0].time;
		char a[32], g[32];

		if (!t->valid)
			continue;
		report_seconds(a, sizeof a, t->t.seconds);
		if (isnan(t->gbps))
			snprintf(g, sizeof g, "-");
		else
			snprintf(g, sizeof g, t->gbps < 100 ? "%.3g" : "%.0f",
			         t->gbps);
		fprintf(f, "%8lld  %10s %11s  %s\n", (long long)s->pt[k].value,
		        a, g, sim_bound_name(t->t.winner));
	}
}

static void
table(FILE *f, const sweep *s, const sweep_range *rg)
{
	const pat_program *p = s->pt[0].p;
	char *file = diag_escape(p->file);
	int first, k;

	fprintf(f, "%s, %s: %s from %lld to %lld", file, s->pt[0].arch.name,
	        rg->name, (long long)rg->from,
	        (long long)s->pt[s->npoints - 1].value);
	free(file);
	if (rg->step != 1)
		fprintf(f, " step %lld", (long long)rg->step);
	fprintf(f, "\n");
	for (first = 0; first < p->naccesses; first += PER_BLOCK) {
		int last = first + PER_BLOCK < p->naccesses ? first + PER_BLOCK
		                                            : p->naccesses;
		block_head(f, p, rg, first, last);
		for (k = 0; k < s->npoints; k++)
			block_row(f, &s->pt[k], first, last);
	}
	time_block(f, s, rg);
}

static void
table_sweep(void *b, const report_sweep *sw)
{
	const report_doc *d = b;

	if (!d->o.quiet && sw->rg != NULL)
		table(d->f, sw->s, sw->rg);
}

const report_backend report_table_backend = {
	.name = "table",
	.alloc = report_doc_alloc,
	.sweep = table_sweep,
	.free = report_doc_free,
};
