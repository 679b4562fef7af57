/*
 * cmd_suggest.c - accessan suggest [options] FILE: the rewrites that the
 * model confirms for each array whose accesses waste (suggest.h), as text
 * or JSON, or with --apply the rewritten pattern itself. The search is
 * suggest.c's; this file reads the options, formats and picks the exit
 * status.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "arena.h"
#include "cli.h"
#include "cmd.h"
#include "diag.h"
#include "exitcode.h"
#include "report.h"
#include "source.h"
#include "suggest.h"

#define DEFAULT_TOP 3

static const char *
metric(enum sim_space sp)
{
	return sp == SIM_GLOBAL ? "sectors" : "wavefronts";
}

/* a figure per request: whole, or two decimals */
static void
per_request(char *buf, size_t n, uint64_t v, uint64_t requests)
{
	report_figure(buf, n, requests ? (double)v / (double)requests : 0);
}

static void
put_line(const char *sign, const char *s)
{
	const char *nl;

	/* an 'after' of several lines: each marked, each escaped */
	do {
		char *piece, *e;
		size_t n;
		nl = strchr(s, '\n');
		n = nl != NULL ? (size_t)(nl - s) : strlen(s);
		piece = memcpy(xmalloc(n + 1), s, n);
		piece[n] = '\0';
		e = diag_escape(piece);
		printf("       %s %s\n", sign, e);
		free(e);
		free(piece);
		s = nl + 1;
	} while (nl != NULL);
}

/* A figure's 'after' per request: of the requests it is made of (a
   staged access's are the block's loads or stores). */
static void
after_per_request(char *buf, size_t n, const sug_figure *g)
{
	per_request(buf, n, g->after,
	            g->requests_after ? g->requests_after : g->requests);
}

/* A staged access's shared tile: its wavefronts after (none before). */
static void
text_tile(const sug_fix *f)
{
	char w[32];

	if (f->tile == NULL)
		return;
	per_request(w, sizeof(w), f->tile_wavefronts, f->tile_requests);
	printf("     shared tile %s: 0 -> %llu wavefronts over its %llu "
	       "requests (%s per request%s)\n", f->tile,
	       (unsigned long long)f->tile_wavefronts,
	       (unsigned long long)f->tile_requests, w,
	       f->tile_wavefronts <= f->tile_ideal ? ", the fewest possible"
	                                           : "");
}

/* s in lines of at most 72 columns, the first indented by 5, the rest
   by 7 (a word longer than a line stands alone). */
static void
wrapped(const char *s)
{
	int col = 5, ind = 5;

	printf("     ");
	while (*s != '\0') {
		size_t w = strcspn(s, " ");
		if (col > ind && col + 1 + (int)w > 72) {
			printf("\n       ");
			col = ind = 7;
		} else if (col > ind) {
			putchar(' ');
			col++;
		}
		printf("%.*s", (int)w, s);
		col += (int)w;
		s += w;
		while (*s == ' ')
			s++;
	}
	putchar('\n');
}

/* Why staging through a shared tile was not offered, where it was
   looked at. */
static void
text_stage_note(const sug_target *tg)
{
	const char *s = tg->stage_note, *nl;

	if (s == NULL)
		return;
	printf("  staging through a shared tile, not offered:\n");
	do {
		char *piece, *e;
		size_t n;
		nl = strchr(s, '\n');
		n = nl != NULL ? (size_t)(nl - s) : strlen(s);
		piece = memcpy(xmalloc(n + 1), s, n);
		piece[n] = '\0';
		e = diag_escape(piece);
		wrapped(e);
		free(e);
		free(piece);
		s = nl + 1;
	} while (nl != NULL);
}

static void
text_fix(const char *file, const sug_target *tg, int rank, const sug_fix *f)
{
	char b[32], a[32];
	int k;

	printf("  %d. %s", rank, f->title);
	if (f->cute != NULL)
		printf(" (CuTe %s)", f->cute);
	printf("\n     %llu -> %llu %s", (unsigned long long)f->before,
	       (unsigned long long)f->after, metric(tg->space));
	if (f->after <= f->ideal)
		printf(", the fewest possible");
	else
		printf(" (%llu the fewest possible)", (unsigned long long)f->ideal);
	if (f->extra_bytes == 0)
		printf("; no extra memory\n");
	else
		printf("; %lld %s bytes\n", (long long)(f->extra_bytes > 0 ?
		       f->extra_bytes : -f->extra_bytes),
		       f->extra_bytes > 0 ? "extra" : "fewer");
	if (f->caveat != NULL) {
		char *c = xmalloc(strlen(f->caveat) + 8);
		sprintf(c, "but %s", f->caveat);
		wrapped(c);
		free(c);
	}
	for (k = 0; k < f->nfig; k++) {
		const sug_figure *g = &f->fig[k];
		per_request(b, sizeof(b), g->before, g->requests);
		after_per_request(a, sizeof(a), g);
		if (f->kind == SUG_VECTOR && k > 0 && g->after == 0)
			printf("     line %-4d %-12s %4s -> merged into line %d\n",
			       g->line, g->label ? g->label : "", b, f->fig[0].line);
		else
			printf("     line %-4d %-12s %4s -> %-4s %s per request\n",
			       g->line, g->label ? g->label : "", b, a,
			       metric(tg->space));
	}
	text_tile(f);
	if (f->diff != NULL) {
		/* a kernel's: the .cu's unified diff, as patch reads it */
		fputs(f->diff, stdout);
		return;
	}
	for (k = 0; k < f->nlines; k++) {
		printf("     %s:%d\n", file, f->lines[k].line);
		put_line("-", f->lines[k].before);
		put_line("+", f->lines[k].after);
	}
}

/* The refused rewrite that came closest, to read why it was refused. */
static void
closest(const sug_target *tg)
{
	const sug_fix *f = tg->closest;
	char b[32], a[32];
	int k;

	printf("  the closest, refused:\n     %s\n     %llu -> %llu %s over "
	       "the array's accesses\n", f->title, (unsigned long long)f->before,
	       (unsigned long long)f->after, metric(tg->space));
	for (k = 0; k < f->nfig; k++) {
		const sug_figure *g = &f->fig[k];
		per_request(b, sizeof(b), g->before, g->requests);
		per_request(a, sizeof(a), g->after, g->requests);
		printf("     line %-4d %-12s %4s -> %-4s %s per request\n", g->line,
		       g->label ? g->label : "", b, a, metric(tg->space));
	}
}

/* The target array's space as the reports name it. */
static const char *
space_of(const sug_target *tg)
{
	return tg->local ? "local" : tg->texture ? "texture"
	       : tg->space == SIM_GLOBAL ? "global" : "shared";
}

static void
text_report(const char *file, const sug_result *r)
{
	char *esc = diag_escape(file);
	int i, k;

	printf("%s\n", esc);
	if (r->source != NULL) {
		char *cu = diag_escape(r->source);
		printf("the kernel's source, %s: each fix below is a patch of "
		       "it, compiled\nand analyzed before it is shown; --apply "
		       "writes it beside, never over it\n", cu);
		free(cu);
	}
	if (r->ntargets == 0)
		printf("no waste to remove: every access makes the fewest "
		       "sectors or wavefronts it can.\n");
	for (i = 0; i < r->ntargets; i++) {
		const sug_target *tg = &r->targets[i];
		printf("\n%s array %s (%sline %d): %llu %s over %d access%s where "
		       "%llu would do\n", space_of(tg),
		       tg->array, tg->line_in_source ? "the .cu's " : "", tg->line,
		       (unsigned long long)tg->cost,
		       metric(tg->space), tg->naccesses,
		       tg->naccesses == 1 ? "" : "es",
		       (unsigned long long)tg->ideal);
		if (tg->skipped != NULL) {
			printf("  not searched: %s.\n", tg->skipped);
			continue;
		}
		for (k = 0; k < tg->nfixes; k++)
			text_fix(esc, tg, k + 1, &tg->fixes[k]);
		if (tg->nfixes == 0)
			printf("  nothing found: no rewrite tried lowers the cost "
			       "with every access in\n  bounds%s.\n",
			       tg->space == SIM_GLOBAL ? " (a gather, or a stride "
			       "that the algorithm sets, is not a matter\n  of "
			       "layout: change which thread reads what)" : "");
		if (tg->nfixes == 0 && tg->closest != NULL)
			closest(tg);
		if (tg->nfixes == 0)
			text_stage_note(tg);
		printf("  (%d rewrites run through the model: %d refused as out "
		       "of bounds\n   or not running, %d as no cheaper%s)\n",
		       tg->tried, tg->refused_bounds, tg->refused_cost,
		       tg->cut_short ? "; the search's time ran out before the "
		       "rest" : "");
	}
	free(esc);
}

static void
json_str(const char *s)
{
	if (s == NULL)
		fputs("null", stdout);
	else
		report_json_string(stdout, s, strlen(s));
}

static void
json_fix(const sug_fix *f)
{
	int k;

	printf("{\"kind\": \"%s\", \"title\": ", suggest_kind_name(f->kind));
	json_str(f->title);
	printf(", \"changes_layout\": %s, \"caveat\": ",
	       suggest_changes_layout(f->kind) ? "true" : "false");
	json_str(f->caveat);
	printf(", \"cute\": ");
	json_str(f->cute);
	printf(", \"params\": [%d, %d, %d], \"extra_bytes\": %lld,\n"
	       "         \"before\": %llu, \"after\": %llu, \"ideal\": %llu,\n"
	       "         \"accesses\": [", f->n[0], f->n[1], f->n[2],
	       (long long)f->extra_bytes, (unsigned long long)f->before,
	       (unsigned long long)f->after, (unsigned long long)f->ideal);
	for (k = 0; k < f->nfig; k++) {
		const sug_figure *g = &f->fig[k];
		printf("%s\n           {\"line\": %d, \"label\": ", k ? "," : "",
		       g->line);
		json_str(g->label);
		printf(", \"requests\": %llu, \"before\": %llu, \"after\": %llu, "
		       "\"ideal\": %llu", (unsigned long long)g->requests,
		       (unsigned long long)g->before, (unsigned long long)g->after,
		       (unsigned long long)g->ideal);
		if (g->requests_after != 0)
			printf(", \"requests_after\": %llu",
			       (unsigned long long)g->requests_after);
		printf("}");
	}
	printf("]");
	if (f->tile != NULL) {
		printf(",\n         \"tile\": {\"name\": ");
		json_str(f->tile);
		printf(", \"wavefronts_before\": 0, \"wavefronts\": %llu, "
		       "\"ideal\": %llu, \"requests\": %llu, \"bytes\": %lld}",
		       (unsigned long long)f->tile_wavefronts,
		       (unsigned long long)f->tile_ideal,
		       (unsigned long long)f->tile_requests,
		       (long long)f->extra_bytes);
		/* a staged pattern is a new program more than an edit: whole */
		printf(",\n         \"pattern\": ");
		if (f->text != NULL)
			report_json_string(stdout, f->text, f->len);
		else
			printf("null");
	}
	if (f->diff != NULL) {
		printf(",\n         \"diff\": ");
		json_str(f->diff);
	}
	printf(",\n         \"edits\": [");
	for (k = 0; k < f->nlines; k++) {
		printf("%s\n           {\"line\": %d, \"before\": ", k ? "," : "",
		       f->lines[k].line);
		json_str(f->lines[k].before);
		printf(", \"after\": ");
		json_str(f->lines[k].after);
		printf("}");
	}
	printf("]}");
}

static void
json_report(const char *file, const sug_result *r)
{
	int i, k;

	printf("{\"file\": ");
	json_str(file);
	/* a kernel's fixes patch its .cu: the lines and edits are its */
	printf(", \"source\": ");
	json_str(r->source);
	printf(", \"targets\": [");
	for (i = 0; i < r->ntargets; i++) {
		const sug_target *tg = &r->targets[i];
		printf("%s\n    {\"array\": ", i ? "," : "");
		json_str(tg->array);
		printf(", \"line\": %d, \"space\": \"%s\", \"metric\": \"%s\",\n"
		       "     \"cost\": %llu, \"ideal\": %llu, \"accesses\": %d, "
		       "\"tried\": %d,\n     \"refused_bounds\": %d, "
		       "\"refused_cost\": %d, \"cut_short\": %s, \"skipped\": ",
		       tg->line,
		       space_of(tg),
		       metric(tg->space), (unsigned long long)tg->cost,
		       (unsigned long long)tg->ideal, tg->naccesses, tg->tried,
		       tg->refused_bounds, tg->refused_cost,
		       tg->cut_short ? "true" : "false");
		json_str(tg->skipped);
		if (tg->stage_note != NULL) {
			printf(", \"stage_not_offered\": ");
			json_str(tg->stage_note);
		}
		printf(",\n     \"suggestions\": [");
		for (k = 0; k < tg->nfixes; k++) {
			printf("%s\n        ", k ? "," : "");
			json_fix(&tg->fixes[k]);
		}
		printf("],\n     \"closest_refused\": ");
		if (tg->closest != NULL)
			json_fix(tg->closest);
		else
			printf("null");
		printf("}");
	}
	printf("]}\n");
}

/* ---- --format html: before and after, side by side ------------------ */

/* The SVG pictures of a run (the svg back end's document, less its XML
   declaration, to stand inside the page), malloc'ed. */
static char *
pictures(const pipe_run *run)
{
	const report_backend *be = report_backend_find("svg");
	report_item it = { .p = run->p, .r = &run->r, .arch = &run->arch };
	char *buf = NULL, *svg;
	size_t n = 0;
	FILE *f = open_memstream(&buf, &n);
	void *doc;

	if (f == NULL)
		return NULL;
	doc = be->alloc(f, NULL);
	be->pattern(doc, &it);
	be->free(doc);
	fclose(f);
	svg = strstr(buf, "<svg");
	if (svg != NULL && svg != buf)
		memmove(buf, svg, strlen(svg) + 1);
	return buf;
}

/* The run of text with ps's choices (the rewritten pattern); 0 or -1. */
static int
run_text(const pipe_setup *ps, const char *text, size_t len, pipe_run *run,
         diag *d)
{
	pipe_setup s = *ps;
	pipe_point pt;

	s.src = text;
	s.len = len;
	pipe_point_init(&pt);
	return run_pattern(&s, &pt, run, d);
}

static void
html_fix(const pipe_setup *ps, const sug_target *tg, int rank,
         const sug_fix *f, const char *before, diag *d)
{
	pipe_run after;
	char *svg = NULL;
	int k;

	printf("<h3>%d. ", rank);
	report_xml_text(stdout, f->title);
	if (f->cute != NULL) {
		printf(" (CuTe ");
		report_xml_text(stdout, f->cute);
		printf(")");
	}
	printf("</h3>\n<p>%llu &rarr; %llu %s (%llu the fewest possible); "
	       "%lld extra bytes</p>\n",
	       (unsigned long long)f->before, (unsigned long long)f->after,
	       metric(tg->space), (unsigned long long)f->ideal,
	       (long long)f->extra_bytes);
	if (f->caveat != NULL) {
		printf("<p class=\"caveat\">But ");
		report_xml_text(stdout, f->caveat);
		printf(".</p>\n");
	}
	printf("<table><tr><th>line</th><th>access</th><th>before</th>"
	       "<th>after</th></tr>\n");
	for (k = 0; k < f->nfig; k++) {
		const sug_figure *g = &f->fig[k];
		char b[32], a[32];
		per_request(b, sizeof(b), g->before, g->requests);
		after_per_request(a, sizeof(a), g);
		printf("<tr><td>%d</td><td>", g->line);
		report_xml_text(stdout, g->label ? g->label : "");
		printf("</td><td>%s</td><td>%s</td></tr>\n", b, a);
	}
	printf("</table>\n");
	if (f->tile != NULL) {
		printf("<p>shared tile ");
		report_xml_text(stdout, f->tile);
		printf(": 0 &rarr; %llu wavefronts over its %llu requests "
		       "(%llu the fewest possible)</p>\n",
		       (unsigned long long)f->tile_wavefronts,
		       (unsigned long long)f->tile_requests,
		       (unsigned long long)f->tile_ideal);
	}
	printf("<pre>");
	for (k = 0; k < f->nlines; k++) {
		printf("%s:%d\n- ", ps->file, f->lines[k].line);
		report_xml_text(stdout, f->lines[k].before);
		printf("\n+ ");
		report_xml_text(stdout, f->lines[k].after);
		printf("\n");
	}
	printf("</pre>\n");
	if (run_text(ps, f->text, f->len, &after, d) == 0)
		svg = pictures(&after);
	pipe_run_free(&after);
	printf("<div class=\"pair\"><div><h4>before</h4>\n%s</div>\n"
	       "<div><h4>after</h4>\n%s</div></div>\n", before ? before : "",
	       svg ? svg : "");
	free(svg);
}

/* One page: per array, each fix with the pictures of the pattern before
   and after it. Returns EXIT_OK, or EXIT_PATTERN if the pattern no
   longer runs (it ran for the search). */
static int
html_report(const pipe_setup *ps, const sug_result *r, diag *d)
{
	pipe_run orig;
	pipe_point pt;
	char *before = NULL;
	int i, k;

	pipe_point_init(&pt);
	if (run_pattern(ps, &pt, &orig, d) != 0) {
		pipe_run_free(&orig);
		return EXIT_PATTERN;
	}
	before = pictures(&orig);
	pipe_run_free(&orig);
	printf("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
	       "<title>accessan suggest: ");
	report_xml_text(stdout, ps->file);
	printf("</title>\n<style>body { font-family: sans-serif; margin: 1em; }"
	       " .pair { display: flex; gap: 1em; } .pair > div { flex: 1; "
	       "min-width: 0; } .pair svg { width: 100%%; height: auto; } "
	       "td, th { padding: 0 .6em; text-align: right; } pre { "
	       "background: #f4f4f4; padding: .5em; }</style></head><body>\n"
	       "<h1>");
	report_xml_text(stdout, ps->file);
	printf("</h1>\n");
	if (r->ntargets == 0)
		printf("<p>no waste to remove.</p>\n");
	for (i = 0; i < r->ntargets; i++) {
		const sug_target *tg = &r->targets[i];
		printf("<h2>%s array ", space_of(tg));
		report_xml_text(stdout, tg->array);
		printf(" (line %d): %llu %s where %llu would do</h2>\n", tg->line,
		       (unsigned long long)tg->cost, metric(tg->space),
		       (unsigned long long)tg->ideal);
		if (tg->nfixes == 0)
			printf("<p>nothing found: %d rewrites tried, none cheaper "
			       "with every access in bounds.</p>\n", tg->tried);
		for (k = 0; k < tg->nfixes; k++)
			html_fix(ps, tg, k + 1, &tg->fixes[k], before, d);
		if (tg->stage_note != NULL) {
			printf("<p>staging through a shared tile, not offered:</p>"
			       "\n<pre>");
			report_xml_text(stdout, tg->stage_note);
			printf("</pre>\n");
		}
	}
	printf("</body></html>\n");
	free(before);
	return EXIT_OK;
}

static int
check_usage(const cli_options *o, int nfiles, bool apply)
{
	if (nfiles != 1)
		return CLI_USAGE_ERROR(CMD_SUGGEST_ONE_FILE);
	if (o->format == FMT_SVG || o->format == FMT_SARIF)
		return CLI_USAGE_ERROR(CMD_SUGGEST_FORMAT,
		                       o->format == FMT_SVG ? "svg" : "sarif");
	if (o->nranges > 0)
		return CLI_USAGE_ERROR(CMD_SUGGEST_RANGE,
		                       o->ranges[0].name);
	if (o->gpu || o->emit_cuda || o->warp != -1 || o->baseline ||
	    o->write_baseline)
		return CLI_USAGE_ERROR(CMD_SUGGEST_NOT_OPTION,
		                       o->gpu ? "--gpu" : o->emit_cuda ?
		                       "--emit-cuda" : o->warp != -1 ? "--warp"
		                       : o->baseline ? "--baseline"
		                       : "--write-baseline");
	if (apply && o->format != FMT_TEXT)
		return CLI_USAGE_ERROR(CMD_SUGGEST_APPLY_FORMAT,
		                       o->format == FMT_JSON ? "json" : "html");
	return -1;
}

/* The file beside a kernel's .cu that --apply writes: NAME.suggested.cu
   for NAME.cu (malloc'ed). */
static char *
beside(const char *cu)
{
	size_t n = strlen(cu);
	char *p = xmalloc(n + sizeof(".suggested.cu"));

	if (n > 3 && strcmp(cu + n - 3, ".cu") == 0)
		sprintf(p, "%.*s.suggested.cu", (int)(n - 3), cu);
	else
		sprintf(p, "%s.suggested.cu", cu);
	return p;
}

/* --apply of a kernel pattern's fixes: the patched .cu written beside the
   original, never over it. */
static int
apply_kernel(const pipe_setup *ps, const sug_result *r, diag *d)
{
	pipe_point pt;
	pipe_run run;
	char *text = NULL, *path;
	size_t len;
	FILE *f;
	int rc;

	pipe_point_init(&pt);
	pt.figures_only = true;
	if (run_pattern(ps, &pt, &run, d) != 0) {
		pipe_run_free(&run);
		return EXIT_PATTERN;
	}
	rc = suggest_kernel_apply(ps, &run, r, &text, &len);
	pipe_run_free(&run);
	if (rc == 0) {
		DIAG_PLAIN(d, CMD_SUGGEST_NOTHING_TO_APPLY, ps->file);
		return EXIT_EXPECT;
	}
	if (rc < 0)
		DIAG_PLAIN(d, CMD_SUGGEST_FIXES_APART, ps->file);
	path = beside(r->source);
	if ((f = cli_open_out(path, d)) == NULL) {
		free(path);
		free(text);
		return EXIT_SYSTEM;
	}
	fwrite(text, 1, len, f);
	free(text);
	rc = cli_close_out(f, path, d);
	if (rc == EXIT_OK)
		DIAG_PLAIN(d, CMD_SUGGEST_PATCH_WRITTEN, ps->file, path,
		           r->source);
	free(path);
	return rc;
}

/* --apply: the best rewrite of every array, together. */
static int
apply(const pipe_setup *ps, const sug_result *r, diag *d)
{
	char *text;
	size_t len;
	int failed, rc = suggest_apply(ps, r, &text, &len, &failed);

	if (rc == 0) {
		DIAG_PLAIN(d, CMD_SUGGEST_NOTHING_TO_APPLY, ps->file);
		return EXIT_EXPECT;
	}
	if (rc < 0)
		DIAG_PLAIN(d, CMD_SUGGEST_REWRITES_APART, ps->file);
	fwrite(text, 1, len, stdout);
	free(text);
	if (failed > 0)
		DIAG_PLAIN(d, CMD_SUGGEST_EXPECT_PINNED, ps->file, failed,
		           failed == 1 ? "" : "s",
		           failed == 1 ? "s" : "");
	return EXIT_OK;
}

int
cmd_suggest(int argc, char **argv)
{
	const char *nc = getenv("NO_COLOR");
	bool no_color = nc != NULL && nc[0] != '\0';
	int rc, status;
	cli_options o;
	pipe_setup ps;
	sug_result r;
	size_t len = 0;
	char *src;
	diag d;

	if ((rc = cli_parse(argc, argv, CLI_SUGGEST, &o)) != -1)
		return rc;
	if ((rc = check_usage(&o, argc - o.first_file, o.apply)) != -1)
		return rc;
	diag_init(&d, stderr, isatty(fileno(stderr)) && !no_color);
	if ((src = source_read(argv[o.first_file], &len, &d)) == NULL)
		return EXIT_SYSTEM;
	cli_setup(&o, cli_name(argv[o.first_file]), src, len, &ps);
	if (suggest_run(&ps, o.top > 0 ? o.top : DEFAULT_TOP, &r, &d) != 0) {
		status = eval_interrupted() ? cli_stopped() : EXIT_PATTERN;
	} else if (eval_interrupted()) {
		status = cli_stopped();
	} else if (o.apply) {
		status = r.source != NULL ? apply_kernel(&ps, &r, &d)
		                          : apply(&ps, &r, &d);
	} else if (r.source != NULL && o.format == FMT_HTML) {
		DIAG_PLAIN(&d, CMD_SUGGEST_KERNEL_HTML, ps.file);
		status = EXIT_PATTERN;
	} else {
		status = EXIT_OK;
		if (o.quiet)
			;
		else if (o.format == FMT_JSON)
			json_report(ps.file, &r);
		else if (o.format == FMT_HTML)
			status = html_report(&ps, &r, &d);
		else
			text_report(ps.file, &r);
	}
	suggest_free(&r);
	free(src);
	return cli_flush_stdout(status);
}
