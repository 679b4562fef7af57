/*
 * report_json.c - the report for programs: one JSON object per pattern
 * file, its schema documented in accessan(1) and kept stable (new keys may
 * be added; none is renamed or removed without raising "schema"); one for
 * suggest's search of a file.
 */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dram.h"
#include "report_int.h"
#include "suggest.h"
#include "texture.h"
#include "sweep.h"

#define SCHEMA 1

/* A string literal of the n bytes at str, for JSON and, with html set,
   for a <script> element too: '<', '>' and '&' escaped as well, so that
   the literal cannot end the element. */
static void
string_literal(FILE *f, const char *str, size_t n, bool html)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t i = 0, len;

	fputc('"', f);
	while (i < n) {
		unsigned char c = s[i];
		if (c == '"' || c == '\\') {
			fputc('\\', f);
			fputc(c, f);
			i++;
		} else if (c < 0x20 || c == 0x7f ||
		           (html && (c == '<' || c == '>' || c == '&'))) {
			fprintf(f, "\\u%04x", c);
			i++;
		} else if ((len = report_utf8_len(s + i, n - i)) == 0) {
			fputs("\\ufffd", f);
			i++;
		} else {
			fwrite(s + i, 1, len, f);
			i += len;
		}
	}
	fputc('"', f);
}

void
report_json_string(FILE *f, const char *str, size_t n)
{
	string_literal(f, str, n, false);
}

void
report_script_string(FILE *f, const char *str)
{
	string_literal(f, str, strlen(str), true);
}

static void
str(FILE *f, const char *s)
{
	report_json_string(f, s, strlen(s));
}

/* A number; JSON has no NaN, so a figure that does not exist is null. */
void
report_json_number(FILE *f, double v)
{
	if (isnan(v) || isinf(v))
		fputs("null", f);
	else if (v == floor(v) && fabs(v) < 1e15)
		fprintf(f, "%.0f", v);
	else
		fprintf(f, "%.6g", v);
}

static void
figure(FILE *f, const char *key, const sim_stats *s, enum sim_space sp,
       enum pat_metric m)
{
	fprintf(f, ", \"%s\": ", key);
	report_json_number(f, eval_metric(s, sp, m));
}

/* A texture access's own keys: its quads and lookups, and the rule's
   standing. */
static void
texture_json(FILE *f, const pat_array *a, const pat_stmt *s,
             const eval_access *ea)
{
	if (a->ndims == 1) {
		unsigned g = sim_texture_group(true, s->u.access.size);
		fprintf(f, ", \"texture\": {\"fetch\": \"tex1Dfetch\", "
		        "\"quads\": %llu, \"lanes_per_request\": %u, "
		        "\"distinct_sectors\": %llu, \"sectors_are\": \"lookups "
		        "per lane %s\", \"layout\": \"linear, 32-byte sectors: "
		        "measured on an H200 for the listed shapes\"}",
		        (unsigned long long)ea->tex_quads, g,
		        (unsigned long long)ea->tex_sectors,
		        g == 8 ? "octet" : "quad");
	} else                       /* sim/texture.h: the rule's standing */
		fprintf(f, ", \"texture\": {\"fetch\": \"tex2D\", \"filter\": "
		        "\"point\", \"address\": \"clamp\", \"quads\": %llu, "
		        "\"distinct_sectors\": %llu, \"sectors_are\": "
		        "\"lookups per lane quad\", \"layout\": \"block-linear, "
		        "16x2-byte sectors: from public descriptions, measured on "
		        "an H100 and an H200 for the listed shapes\"}",
		        (unsigned long long)ea->tex_quads,
		        (unsigned long long)ea->tex_sectors);
}

/* The figures of an access's space (sim_space sp) from its stats. */
static void
space_figures(FILE *f, const sim_stats *st, enum sim_space sp)
{
	if (sp == SIM_GLOBAL) {
		fprintf(f, ", \"sectors\": %llu", (unsigned long long)st->sectors);
		figure(f, "sectors_per_request", st, sp, M_SECTORS_PER_REQUEST);
		fprintf(f, ", \"min_sectors_per_request\": ");
		report_json_number(f, st->requests ? st->min_per_request : NAN);
		figure(f, "max_sectors_per_request", st, sp,
		       M_MAX_SECTORS_PER_REQUEST);
		figure(f, "ideal_sectors_per_request", st, sp,
		       M_IDEAL_SECTORS_PER_REQUEST);
		fprintf(f, ", \"useful_bytes\": %llu",
		        (unsigned long long)st->useful_bytes);
		figure(f, "efficiency", st, sp, M_EFFICIENCY);
	} else if (sp == SIM_SHARED) {
		fprintf(f, ", \"wavefronts\": %llu",
		        (unsigned long long)st->wavefronts);
		figure(f, "wavefronts_per_request", st, sp,
		       M_WAVEFRONTS_PER_REQUEST);
		fprintf(f, ", \"min_wavefronts_per_request\": ");
		report_json_number(f, st->requests ? st->min_per_request : NAN);
		figure(f, "max_wavefronts_per_request", st, sp,
		       M_MAX_WAVEFRONTS_PER_REQUEST);
		figure(f, "ideal_wavefronts_per_request", st, sp,
		       M_IDEAL_WAVEFRONTS_PER_REQUEST);
		figure(f, "bank_conflicts", st, sp, M_BANK_CONFLICTS);
		figure(f, "bank_conflicts_per_request", st, sp,
		       M_BANK_CONFLICTS_PER_REQUEST);
		fprintf(f, ", \"worst_bank\": ");
		report_json_number(f, st->requests ? st->worst_bank : NAN);
		fprintf(f, ", \"worst_bank_words\": ");
		report_json_number(f, st->requests ? st->worst_bank_words : NAN);
	} else {
		figure(f, "distinct_per_request", st, sp, M_DISTINCT_PER_REQUEST);
		fprintf(f, ", \"min_distinct_per_request\": ");
		report_json_number(f, st->requests ? st->min_per_request : NAN);
		figure(f, "max_distinct_per_request", st, sp,
		       M_MAX_DISTINCT_PER_REQUEST);
	}
}

static void
access_json(FILE *f, const pat_program *p, const eval_result *r, int i)
{
	const pat_stmt *s = p->accesses[i];
	const pat_array *a = s->u.access.array;
	const sim_stats *st = &r->access[i].stats;
	enum sim_space sp = (enum sim_space)a->space;
	const char *place, *src;
	pat_loc loc;

	fprintf(f, "    {\"line\": %d, \"col\": %d, \"text\": ", s->loc.line,
	        s->loc.col);
	str(f, s->text);
	if (s->file != NULL) {       /* a statement of an included file */
		fprintf(f, ", \"file\": ");
		str(f, s->file);
	}
	fprintf(f, ", \"label\": ");
	if (s->u.access.label)
		str(f, s->u.access.label);
	else
		fputs("null", f);
	fprintf(f, ", \"name\": ");
	str(f, s->u.access.name != NULL ? s->u.access.name : "");
	/* where to change it: a kernel's CUDA line, else the statement */
	place = pat_access_place(p, s, &src, &loc);
	fprintf(f, ", \"source_file\": ");
	str(f, place);
	fprintf(f, ", \"source_line\": %d, \"array\": ", loc.line);
	str(f, a->name);
	fprintf(f, ", \"space\": \"%s\", \"kind\": \"%s\", \"elem_bytes\": %u",
	        pat_array_space(a), pat_access_kind(s), s->u.access.size);
	/* only where set, so that other reports keep their bytes */
	if (s->u.access.nc)
		fprintf(f, ", \"read_only_path\": true");
	/* a kernel's access: its address lifted from the PTX, or why not */
	if (s->u.access.lifted != NULL || s->u.access.lift_why != NULL) {
		fprintf(f, s->u.access.lifted != NULL ? ", \"lifted\": "
		                                      : ", \"not_lifted\": ");
		str(f, s->u.access.lifted != NULL ? s->u.access.lifted
		                                  : s->u.access.lift_why);
	}
	if (a->texture)
		texture_json(f, a, s, &r->access[i]);
	fprintf(f, ", \"requests\": %llu, \"lanes\": %llu",
	        (unsigned long long)st->requests, (unsigned long long)st->lanes);
	/* whether some requests stood for others (classes) */
	if (r->access[i].aggregated > 0)
		fprintf(f, ", \"warp_aggregated\": %llu",
		        (unsigned long long)r->access[i].aggregated);
	if (r->access[i].inactive > 0)
		fprintf(f, ", \"inactive_instructions\": %llu",
		        (unsigned long long)r->access[i].inactive);
	fprintf(f, ", \"computed\": \"%s\", \"evaluated\": %llu",
	        eval_closed_form(&r->access[i]) ? "classes" : "enumerated",
	        (unsigned long long)r->access[i].evaluated);
	space_figures(f, st, sp);
	/* the warp the pictures show, and why (-2: the costliest) */
	fputs(", \"detail_warp\": ", f);
	if (r->access[i].has_detail)
		fprintf(f, "%llu", (unsigned long long)r->access[i].detail_warp);
	else
		fputs("null", f);
	fprintf(f, ", \"detail_reason\": \"%s\"}", r->detail_warp >= 0 ? "asked"
	        : r->detail_warp == -2 ? "worst" : "first");
}

static void figures(FILE *f, const pat_program *p, const eval_result *r,
                    const sim_arch *arch);

/* The time model's prediction (timemodel.h): ,"time": {...}, nothing
   where there is none. Seconds, bytes and GB/s as numbers, the bound
   names as keys. */
static void
time_json(FILE *f, const eval_time *t, const sim_arch *a)
{
	char *reason;
	int b;

	if (!t->valid)
		return;
	reason = report_time_reason(t, a, SIM_NBOUNDS);
	fprintf(f, ",\n  \"time\": {\"profile\": ");
	str(f, a->name);
	fprintf(f, ", \"profile_source\": ");
	str(f, a->source);
	fprintf(f, ", \"seconds\": %.6g, \"effective_gbps\": ", t->t.seconds);
	if (isnan(t->gbps))
		fputs("null", f);
	else
		fprintf(f, "%.6g", t->gbps);
	fprintf(f, ", \"bound\": \"%s\", \"reason\": ",
	        sim_bound_name(t->t.winner));
	str(f, reason);
	free(reason);
	fprintf(f, ",\n    \"bounds\": {");
	for (b = 0; b < SIM_NBOUNDS; b++)
		fprintf(f, "%s\"%s\": %.6g", b ? ", " : "",
		        sim_bound_name((enum sim_bound)b), t->t.bound[b]);
	fprintf(f, "},\n    \"dram_bytes\": %.17g, \"dram_method\": \"%s\", "
	        "\"global_sectors\": %.17g, \"global_requests\": %.17g, "
	        "\"shared_wavefronts\": "
	        "%.17g, \"useful_bytes\": %.17g,\n    \"sms_used\": %d, "
	        "\"blocks_per_sm\": %d, \"occupancy_limit\": \"%s\", "
	        "\"warps_per_sm\": %.6g, \"waves\": %llu, \"registers\": %d,"
	        "\n    \"inflight_bytes\": %.6g, \"rounds\": %.6g, "
	        "\"latency_ns\": %.6g", t->dram_bytes, report_dram_method(t),
	        t->in.load_sectors + t->in.store_sectors, t->in.requests,
	        t->in.wavefronts, t->useful_bytes, t->t.sms_used,
	        t->t.blocks_per_sm, sim_occ_limit_name(t->t.limit),
	        t->t.warps_per_sm, (unsigned long long)t->t.waves, t->registers,
	        t->in.inflight_bytes, t->t.rounds, t->t.latency_ns);
	/* only where touched lines are moved in part (dram.h, K_LINES) */
	if (t->dram_unmoved > 0)
		fprintf(f, ", \"dram_unmoved_bytes\": %.17g, \"dram_line_cost\": "
		        "%.6g", t->dram_unmoved, sim_dram_line_cost(a));
	if (t->dram_scattered > 0)
		fprintf(f, ", \"dram_scattered_lines\": %.17g, "
		        "\"dram_scatter_cost\": %.6g", t->dram_scattered,
		        sim_dram_scatter_cost(a));
	if (t->dram_scattered_writes > 0)
		fprintf(f, ", \"dram_scattered_writes\": %.17g, "
		        "\"dram_write_cost\": %.6g", t->dram_scattered_writes,
		        sim_dram_write_cost(a));
	if (t->dram_scattered_rbw > 0)
		fprintf(f, ", \"dram_scattered_rbw\": %.17g, "
		        "\"dram_rbw_cost\": %.6g", t->dram_scattered_rbw,
		        sim_dram_rbw_cost(a));
	/* only measured profiles have them (0 in the built-in ones) */
	if (t->t.step_ns > 0 || a->block_ns > 0)
		fprintf(f, ", \"syncs\": %.6g, \"step_ns\": %.6g, "
		        "\"wave_ns\": %.6g, \"pipe_ramp_seconds\": %.6g",
		        t->in.syncs, t->t.step_ns, t->t.wave_ns, t->t.pipe_ramp);
	/* kernels with global atomics only */
	if (t->in.atom_hot > 0)
		fprintf(f, ", \"atomic_hot_ops\": %.17g, \"atomic_hot_float\": "
		        "%s, \"atomic_hot_exact\": %s", t->in.atom_hot,
		        t->in.atom_hot_float ? "true" : "false",
		        t->atom_exact ? "true" : "false");
	if (t->atom_total_ns > 0)
		fprintf(f, ", \"atomic_unit_ns\": %.6g, \"atomic_units_total_ns\": "
		        "%.6g, \"atomic_units_exact\": %s", t->atom_unit_ns,
		        t->atom_total_ns, t->atom_units_exact ? "true" : "false");
	/* kernel patterns whose machine instructions ptxas gave */
	if (t->in.issued > 0)
		fprintf(f, ", \"instructions\": %.17g", t->in.issued);
	/* profiles with loaded-latency curves only */
	if (t->t.inflight_sm > 0)
		fprintf(f, ", \"dram_inflight_sm\": %.6g, \"dram_loaded_ns\": "
		        "%.6g, \"wave_min_ns\": %.6g", t->t.inflight_sm,
		        t->t.dram_ns, t->t.wave_min_ns);
	/* a last wave of fewer blocks, at its own bytes in flight */
	if (t->t.last_wave_ns > 0)
		fprintf(f, ", \"last_wave_ns\": %.6g", t->t.last_wave_ns);
	/* kernels of two rounds a warp or more: the warps' queueing
	   between the pipes and the latency (timemodel.h) */
	if (t->t.queue > 0)
		fprintf(f, ", \"queue_seconds\": %.6g, \"queue_warps\": %d, "
		        "\"queue_pipes_ns\": %.6g, \"queue_wait_ns\": %.6g, "
		        "\"queue_pipe\": \"%s\", \"queue_busy\": %.6g",
		        t->t.queue, t->t.queue_warps, t->t.queue_pipes_ns,
		        t->t.queue_wait_ns, sim_bound_name(t->t.queue_pipe),
		        t->t.queue_busy);
	fputc('}', f);
}

/* One file's object, without the array's separator or the last newline. */
static void
document(FILE *f, const pat_program *p, const eval_result *r,
         const sim_arch *arch)
{
	fprintf(f, "{\"schema\": %d, \"file\": ", SCHEMA);
	str(f, p->file);
	fprintf(f, ", \"arch\": \"%s\", \"bank_bytes\": %d,\n", arch->name,
	        arch->bank_bytes);
	figures(f, p, r, arch);
}

/* The race check's keys, where it was asked for: "races" (null when it
   did not run to the end, "races_note" then says why) and "race_pairs". */
static void
races_json(FILE *f, const pat_program *p, const eval_result *r)
{
	const race_result *rr = &r->race;
	char what[640];
	int i;

	if (!r->race_run)
		return;
	if (!rr->checked) {
		fprintf(f, ",\n  \"races\": null, \"races_note\": ");
		str(f, rr->note != NULL ? rr->note : "");
		return;
	}
	fprintf(f, ",\n  \"races\": %llu, \"race_pairs\": [",
	        (unsigned long long)rr->races);
	for (i = 0; i < rr->npairs; i++) {
		const race_pair *rp = &rr->pairs[i];
		race_describe(p, rp, what, sizeof(what));
		fprintf(f, "%s\n    {\"line\": %d, \"other_line\": %d, "
		        "\"locations\": %llu, \"space\": \"%s\", \"block\": "
		        "%llu, \"other_block\": %llu, \"thread\": %d, "
		        "\"other_thread\": %d, \"first\": ", i ? "," : "",
		        p->accesses[rp->first]->loc.line,
		        p->accesses[rp->second]->loc.line,
		        (unsigned long long)rp->locations,
		        rp->space == SIM_SHARED ? "shared" : "global",
		        (unsigned long long)rp->block_first,
		        (unsigned long long)rp->block_second, rp->thread_first,
		        rp->thread_second);
		str(f, what);
		fputs("}", f);
	}
	fprintf(f, "%s]", rr->npairs ? "\n  " : "");
}

/* ,"worst": the access that fails expectation e on 'all' the most, where
   it is and its own figure. */
static void
worst_json(FILE *f, const pat_program *p, const eval_result *r,
           const pat_stmt *e, const pat_stmt *w)
{
	const char *src, *place;
	pat_loc loc;

	place = pat_access_place(p, w, &src, &loc);
	fputs(", \"worst\": {\"name\": ", f);
	str(f, w->u.access.name != NULL ? w->u.access.name : "");
	fprintf(f, ", \"line\": %d, \"source_file\": ", w->loc.line);
	str(f, place);
	fprintf(f, ", \"source_line\": %d, \"actual\": ", loc.line);
	report_json_number(f, eval_metric(&r->access[w->u.access.id].stats,
	                      (enum sim_space)w->u.access.array->space,
	                      e->u.expect.metric));
	fputc('}', f);
}

/* The object's keys from "grid" on, and its closing brace: the figures
   of a file, or of one value of a sweep. */
static void
figures(FILE *f, const pat_program *p, const eval_result *r,
        const sim_arch *arch)
{
	int i;

	fprintf(f, "  \"grid\": [%lld, %lld, %lld], \"block\": [%lld, %lld, "
	        "%lld], \"warps\": %llu, \"thread_accesses\": %llu,\n",
	        (long long)p->grid[0], (long long)p->grid[1],
	        (long long)p->grid[2], (long long)p->block[0],
	        (long long)p->block[1], (long long)p->block[2],
	        (unsigned long long)r->warps, (unsigned long long)r->work);
	fprintf(f, "  \"params\": {");
	for (i = 0; i < p->nparams; i++) {
		fputs(i ? ", " : "", f);
		str(f, p->params[i].name);
		fprintf(f, ": %lld", (long long)p->params[i].value);
	}
	fprintf(f, "},\n  \"accesses\": [\n");
	for (i = 0; i < p->naccesses; i++) {
		access_json(f, p, r, i);
		fputs(i + 1 < p->naccesses ? ",\n" : "\n", f);
	}
	fprintf(f, "  ],\n  \"expectations\": [");
	for (i = 0; i < p->nexpects; i++) {
		const pat_stmt *s = p->expects[i];
		fprintf(f, "%s\n    {\"line\": %d, \"text\": ", i ? "," : "",
		        s->loc.line);
		str(f, s->text);
		fprintf(f, ", \"figure\": \"%s\", \"access_line\": ",
		        pat_metric_name(s->u.expect.metric));
		if (s->u.expect.access)
			fprintf(f, "%d", s->u.expect.access->loc.line);
		else
			fputs("null", f);
		fprintf(f, ", \"access\": ");
		if (s->u.expect.access && s->u.expect.access->u.access.name)
			str(f, s->u.expect.access->u.access.name);
		else
			fputs("null", f);
		fprintf(f, ", \"actual\": ");
		report_json_number(f, r->expect_actual[i]);
		fprintf(f, ", \"passed\": %s",
		        r->expect_passed[i] ? "true" : "false");
		if (r->expect_worst[i] >= 0)
			worst_json(f, p, r, s, p->accesses[r->expect_worst[i]]);
		fputc('}', f);
	}
	fprintf(f, "%s]", p->nexpects ? "\n  " : "");
	races_json(f, p, r);
	time_json(f, &r->time, arch);
	fputc('}', f);
}

/* The object of a file that failed: its diagnostics, as they were shown
   on the standard error. */
static void
failure(FILE *f, const report_item *it)
{
	int i;

	fprintf(f, "{\"schema\": %d, \"file\": ", SCHEMA);
	str(f, it->file);
	fputs(", \"error\": true,\n  \"diagnostics\": [", f);
	for (i = 0; i < it->ndiags; i++) {
		const report_diag *g = &it->diags[i];
		fprintf(f, "%s\n    {\"file\": ", i ? "," : "");
		if (g->file != NULL)
			str(f, g->file);
		else
			fputs("null", f);
		if (g->line > 0)
			fprintf(f, ", \"line\": %d, \"col\": %d", g->line, g->col);
		else
			fputs(", \"line\": null, \"col\": null", f);
		fprintf(f, ", \"severity\": \"%s\", \"id\": ", g->severity);
		if (g->id != NULL)
			str(f, g->id);
		else
			fputs("null", f);
		fprintf(f, ", \"message\": ");
		str(f, g->message);
		fputc('}', f);
	}
	fprintf(f, "%s]}", it->ndiags ? "\n  " : "");
}

/* Several files make one array: "[" before the first object, ",\n"
   between two, "]\n" when the back end is freed; a file alone is its
   object and a newline. A file that failed is an object too, with
   "error" and its diagnostics. */
static void
json_pattern(void *b, const report_item *it)
{
	report_doc *d = b;

	if (d->o.quiet)
		return;
	if (d->o.several)
		fputs(d->n == 0 ? "[" : ",\n", d->f);
	if (it->p == NULL)
		failure(d->f, it);
	else
		document(d->f, it->p, it->r, report_item_arch(d, it));
	fputs(d->o.several ? "" : "\n", d->f);
	d->n++;
}

/* 'accessan sweep --format json': one object, the range and, per value,
   the figures a file's report has (its keys from "grid" on). */
static void
json_sweep(void *b, const report_sweep *sw)
{
	const report_doc *d = b;
	const sweep *s = sw->s;
	int k;

	if (d->o.quiet || s->npoints == 0)
		return;
	fprintf(d->f, "{\"schema\": %d, \"file\": ", SCHEMA);
	str(d->f, s->pt[0].p->file);
	fprintf(d->f, ", \"arch\": \"%s\", \"bank_bytes\": %d,\n  \"sweep\": "
	        "{\"param\": ", s->pt[0].arch.name, s->pt[0].arch.bank_bytes);
	str(d->f, sw->rg->name);
	fprintf(d->f, ", \"from\": %lld, \"to\": %lld, \"step\": %lld},\n"
	        "  \"values\": [\n", (long long)sw->rg->from,
	        (long long)sw->rg->to, (long long)sw->rg->step);
	for (k = 0; k < s->npoints; k++) {
		fprintf(d->f, "%s{\"value\": %lld,\n", k ? ",\n" : "",
		        (long long)s->pt[k].value);
		figures(d->f, s->pt[k].p, &s->pt[k].r[0], &s->pt[k].arch);
	}
	fputs("\n]}\n", d->f);
}

/* ---- accessan suggest: one object ------------------------------------ */

/* A string, or null. */
static void
str_or_null(FILE *f, const char *s)
{
	if (s == NULL)
		fputs("null", f);
	else
		str(f, s);
}

/* A fix's figures per access. */
static void
sug_figures(FILE *f, const sug_fix *x)
{
	int k;

	for (k = 0; k < x->nfig; k++) {
		const sug_figure *g = &x->fig[k];
		fprintf(f, "%s\n           {\"line\": %d, \"label\": ",
		        k ? "," : "", g->line);
		str_or_null(f, g->label);
		fprintf(f, ", \"requests\": %llu, \"before\": %llu, \"after\": "
		        "%llu, \"ideal\": %llu", (unsigned long long)g->requests,
		        (unsigned long long)g->before,
		        (unsigned long long)g->after,
		        (unsigned long long)g->ideal);
		if (g->requests_after != 0)
			fprintf(f, ", \"requests_after\": %llu",
			        (unsigned long long)g->requests_after);
		fputc('}', f);
	}
}

/* A staged access's tile, and the staged pattern whole. */
static void
sug_tile(FILE *f, const sug_fix *x)
{
	fputs(",\n         \"tile\": {\"name\": ", f);
	str(f, x->tile);
	fprintf(f, ", \"wavefronts_before\": 0, \"wavefronts\": %llu, "
	        "\"ideal\": %llu, \"requests\": %llu, \"bytes\": %lld}",
	        (unsigned long long)x->tile_wavefronts,
	        (unsigned long long)x->tile_ideal,
	        (unsigned long long)x->tile_requests,
	        (long long)x->extra_bytes);
	/* a staged pattern is a new program more than an edit: whole */
	fputs(",\n         \"pattern\": ", f);
	if (x->text != NULL)
		report_json_string(f, x->text, x->len);
	else
		fputs("null", f);
}

static void
sug_fix_json(FILE *f, const sug_fix *x)
{
	int k;

	fprintf(f, "{\"kind\": \"%s\", \"title\": ", suggest_kind_name(x->kind));
	str_or_null(f, x->title);
	fprintf(f, ", \"changes_layout\": %s, \"caveat\": ",
	        suggest_changes_layout(x->kind) ? "true" : "false");
	str_or_null(f, x->caveat);
	fputs(", \"cute\": ", f);
	str_or_null(f, x->cute);
	fprintf(f, ", \"params\": [%d, %d, %d], \"extra_bytes\": %lld,\n"
	        "         \"before\": %llu, \"after\": %llu, \"ideal\": %llu,\n"
	        "         \"accesses\": [", x->n[0], x->n[1], x->n[2],
	        (long long)x->extra_bytes, (unsigned long long)x->before,
	        (unsigned long long)x->after, (unsigned long long)x->ideal);
	sug_figures(f, x);
	fputc(']', f);
	if (x->tile != NULL)
		sug_tile(f, x);
	if (x->diff != NULL) {
		fputs(",\n         \"diff\": ", f);
		str(f, x->diff);
	}
	fputs(",\n         \"edits\": [", f);
	for (k = 0; k < x->nlines; k++) {
		fprintf(f, "%s\n           {\"line\": %d, \"before\": ",
		        k ? "," : "", x->lines[k].line);
		str_or_null(f, x->lines[k].before);
		fputs(", \"after\": ", f);
		str_or_null(f, x->lines[k].after);
		fputc('}', f);
	}
	fputs("]}", f);
}

static void
sug_target_json(FILE *f, const sug_target *tg)
{
	int k;

	fputs("{\"array\": ", f);
	str_or_null(f, tg->array);
	fprintf(f, ", \"line\": %d, \"space\": \"%s\", \"metric\": \"%s\",\n"
	        "     \"cost\": %llu, \"ideal\": %llu, \"accesses\": %d, "
	        "\"tried\": %d,\n     \"refused_bounds\": %d, "
	        "\"refused_cost\": %d, \"cut_short\": %s, \"skipped\": ",
	        tg->line, report_sug_space(tg), report_sug_metric(tg->space),
	        (unsigned long long)tg->cost, (unsigned long long)tg->ideal,
	        tg->naccesses, tg->tried, tg->refused_bounds, tg->refused_cost,
	        tg->cut_short ? "true" : "false");
	str_or_null(f, tg->skipped);
	if (tg->stage_note != NULL) {
		fputs(", \"stage_not_offered\": ", f);
		str(f, tg->stage_note);
	}
	fputs(",\n     \"suggestions\": [", f);
	for (k = 0; k < tg->nfixes; k++) {
		fprintf(f, "%s\n        ", k ? "," : "");
		sug_fix_json(f, &tg->fixes[k]);
	}
	fputs("],\n     \"closest_refused\": ", f);
	if (tg->closest != NULL)
		sug_fix_json(f, tg->closest);
	else
		fputs("null", f);
	fputc('}', f);
}

static void
json_suggest(void *b, const report_suggest *s)
{
	const report_doc *d = b;
	int i;

	if (d->o.quiet)
		return;
	fputs("{\"file\": ", d->f);
	str_or_null(d->f, s->file);
	/* a kernel's fixes patch its .cu: the lines and edits are its */
	fputs(", \"source\": ", d->f);
	str_or_null(d->f, s->r->source);
	fputs(", \"targets\": [", d->f);
	for (i = 0; i < s->r->ntargets; i++) {
		fprintf(d->f, "%s\n    ", i ? "," : "");
		sug_target_json(d->f, &s->r->targets[i]);
	}
	fputs("]}\n", d->f);
}

static void
json_free(void *b)
{
	report_doc *d = b;

	if (d->o.several && !d->o.quiet)
		fputs(d->n > 0 ? "]\n" : "[]\n", d->f);
	report_doc_free(d);
}

const report_backend report_json_backend = {
	.name = "json",
	.alloc = report_doc_alloc,
	.pattern = json_pattern,
	.sweep = json_sweep,
	.transfer = report_transfer_json,
	.suggest = json_suggest,
	.free = json_free,
};
