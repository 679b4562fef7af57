/*
 * report_html.c - one self-contained page for a pattern: every access with
 * the picture of report_svg.c, a warp selector, and a slider per parameter
 * that steps through values evaluated in advance (sweep_explore). The
 * figures are written into the page as data; the page's script
 * (report_html.js, embedded at build time with report_html.css) only
 * draws them. No network, no external script: it opens from the file
 * system.
 *
 * When the script has drawn, <body> carries data-drawn="N" (the pictures
 * drawn); a script error puts data-error on it and shows the message.
 * tests/html.sh reads both from headless Chromium.
 *
 * And suggest's page: per array, each rewrite with its figures and the
 * pictures of the pattern before and after it, no script.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report_int.h"
#include "suggest.h"
#include "sweep.h"


static void
ints(FILE *f, const char *key, const int *v, int n)
{
	int i;

	fprintf(f, ",\"%s\":[", key);
	for (i = 0; i < n; i++)
		fprintf(f, "%s%d", i ? "," : "", v[i]);
	fputc(']', f);
}

/* The detail of one request, as the script draws it. */
static void
detail(FILE *f, const eval_access *ea)
{
	const sim_detail *d = &ea->detail;
	int v[SIM_WARP], l, u, ph;

	fprintf(f, "{\"w\":%llu,\"a\":%lu,\"size\":%u", (unsigned long long)
	        ea->detail_warp, (unsigned long)d->active, d->size);
	fprintf(f, ",\"c\":{\"sectors\":%u,\"ideal_sectors\":%u,\"useful\":%u,"
	        "\"wavefronts\":%u,\"ideal_wavefronts\":%u,\"distinct\":%u}",
	        d->counts.sectors, d->counts.ideal_sectors,
	        d->counts.useful_bytes, d->counts.wavefronts,
	        d->counts.ideal_wavefronts, d->counts.distinct);
	if (d->space != SIM_SHARED) {
		for (l = 0; l < SIM_WARP; l++)
			v[l] = d->lane_unit[l];
		ints(f, "lu", v, SIM_WARP);
		for (l = 0; l < SIM_WARP; l++)
			v[l] = (int)(ea->detail_addr[l] % SIM_SECTOR);
		ints(f, "off", v, SIM_WARP);
		fputs(",\"u\":[", f);
		for (u = 0; u < d->nunits; u++)
			fprintf(f, "%s\"0x%llx\"", u ? "," : "",
			        (unsigned long long)d->unit[u] *
			        (d->space == SIM_GLOBAL ? SIM_SECTOR : 1));
		fputs("],\"uu\":[", f);
		for (u = 0; u < d->nunits; u++)
			fprintf(f, "%s%lu", u ? "," : "", (unsigned long)d->unit_used[u]);
		fputs("]}", f);
		return;
	}
	for (l = 0; l < SIM_WARP; l++)
		v[l] = d->lane_bank[l];
	ints(f, "lb", v, SIM_WARP);
	for (l = 0; l < SIM_WARP; l++)
		v[l] = d->lane_phase[l];
	ints(f, "lp", v, SIM_WARP);
	for (l = 0; l < SIM_WARP; l++)
		v[l] = d->lane_nwords[l];
	ints(f, "nw", v, SIM_WARP);
	/* words as strings: a 64-bit word number need not fit a double */
	fputs(",\"wd\":[", f);
	for (l = 0; l < SIM_WARP; l++)
		fprintf(f, "%s\"%llu\"", l ? "," : "",
		        (unsigned long long)d->lane_word[l]);
	fprintf(f, "],\"m\":%s,\"ph\":[", d->merged ? "true" : "false");
	for (ph = 0; ph < d->nphases; ph++)
		fprintf(f, "%s%lu", ph ? "," : "", (unsigned long)d->phase_lanes[ph]);
	fputs("],\"bw\":[", f);
	for (ph = 0; ph < d->nphases; ph++) {
		for (l = 0; l < SIM_BANKS; l++)
			v[l] = d->bank_words[ph][l];
		fprintf(f, "%s[", ph ? "," : "");
		for (l = 0; l < SIM_BANKS; l++)
			fprintf(f, "%s%d", l ? "," : "", v[l]);
		fputc(']', f);
	}
	fputs("]}", f);
}

static void
point(FILE *f, const sweep_point *pt)
{
	const pat_program *p = pt->p;
	int i, w;

	fputs("{\"param\":", f);
	if (pt->param != NULL)
		report_script_string(f, pt->param);
	else
		fputs("null", f);
	fprintf(f, ",\"value\":%lld,\"warps\":%llu,\"shown\":%d,\"access\":[\n",
	        (long long)pt->value, (unsigned long long)pt->r[0].warps,
	        pt->nwarps);
	for (i = 0; i < p->naccesses; i++) {
		const pat_stmt *s = p->accesses[i];
		const eval_access *ea = &pt->r[0].access[i];
		char fig[256];
		fprintf(f, "{\"line\":%d,\"text\":", s->loc.line);
		report_script_string(f, s->text);
		fprintf(f, ",\"space\":\"%s\",\"type\":",
		        pat_array_space(s->u.access.array));
		report_script_string(f, s->u.access.field ? s->u.access.field->type->name
		                               : s->u.access.array->type->name);
		fprintf(f, ",\"size\":%u,\"store\":%s,\"requests\":%llu,"
		        "\"figures\":", s->u.access.size,
		        s->u.access.store ? "true" : "false",
		        (unsigned long long)ea->stats.requests);
		report_figures(fig, sizeof(fig), s, &ea->stats);
		/* the text report's note on an atomic ptxas combines */
		if (ea->aggregated > 0)
			snprintf(fig + strlen(fig), sizeof(fig) - strlen(fig),
			         "; one operation a warp: the compiler combines "
			         "the lanes' values (%llu of %llu requests)",
			         (unsigned long long)ea->aggregated,
			         (unsigned long long)ea->stats.requests);
		report_script_string(f, fig);
		fputs(",\"det\":[", f);
		for (w = 0; w < pt->nwarps; w++) {
			const eval_access *wa = &pt->r[w].access[i];
			fputs(w ? "," : "", f);
			if (wa->has_detail)
				detail(f, wa);
			else
				fputs("null", f);
		}
		fprintf(f, "]}%s\n", i + 1 < p->naccesses ? "," : "");
	}
	fputs("]}", f);
}

/* The page's script (it draws the pictures of report_svg.c from DATA) and
   style: src/report/report_html.js and .css, made into the C strings html_script
   and html_css at build time (the Makefile's rule for this header). */
#include "report_html_page.h"

/* The note that says what the page leaves out: the values asked for with
   -D that did not run, with their errors; the default values and the
   warps that the work limit cut. */
static void
left_out(FILE *f, const sweep *s)
{
	char buf[1024];
	int i, k, j;

	/* values of one parameter that failed alike, in one note */
	for (k = 0; k < s->nleft; k = j) {
		const sweep_left *l = &s->left[k];
		for (j = k + 1; l->why != NULL && j < s->nleft &&
		                s->left[j].param == l->param &&
		                s->left[j].why != NULL &&
		                strcmp(s->left[j].why, l->why) == 0; j++)
			;
		if (l->why == NULL)
			continue;
		fputs("<p class=\"note\">", f);
		report_xml_text(f, l->param);
		fputs(" = ", f);
		for (i = k; i < j; i++)
			fprintf(f, "%s%lld", i > k ? ", " : "",
			        (long long)s->left[i].value);
		snprintf(buf, sizeof(buf), ", asked for with -D, %s not shown: "
		         "the pattern does not run there (%s).", j - k > 1 ? "are"
		         : "is", l->why);
		report_xml_text(f, buf);
		fputs("</p>\n", f);
	}
	for (k = 0; k < s->nleft; k = j) {
		if (s->left[k].why != NULL) {
			j = k + 1;
			continue;
		}
		fputs("<p class=\"note\">", f);
		report_xml_text(f, s->left[k].param);
		fputs(" is not shown at its default values ", f);
		for (j = k; j < s->nleft && s->left[j].why == NULL &&
		            s->left[j].param == s->left[k].param; j++)
			fprintf(f, "%s%lld", j > k ? ", " : "",
			        (long long)s->left[j].value);
		fprintf(f, ": the page's work limit (%llu thread-accesses in all) "
		        "was spent. Values asked for with -D ", (unsigned long long)
		        s->work_limit);
		report_xml_text(f, s->left[k].param);
		fputs("=FROM..TO are always shown.</p>\n", f);
	}
	if (s->warps_cut > 0)
		fprintf(f, "<p class=\"note\">At %d of the %d parameter points the "
		        "warp selector has fewer than the first %d warps (as few as "
		        "%d): the page's work limit (%llu thread-accesses in all) "
		        "was spent.</p>\n", s->warps_cut, s->npoints,
		        s->max_warps, s->fewest_warps,
		        (unsigned long long)s->work_limit);
}

/* The time model's prediction at the page's base values, one line. */
static void
time_line(FILE *f, const sweep_point *base)
{
	const eval_time *t = &base->r[0].time;
	char buf[640], s[32], g[128], *why;

	if (!t->valid)
		return;
	report_seconds(s, sizeof s, t->t.seconds);
	report_gbps(g, sizeof g, t, &base->arch);
	why = report_time_reason(t, &base->arch, SIM_NBOUNDS);
	snprintf(buf, sizeof buf, "predicted time on %s (%s): %s, %s; %s",
	         base->arch.name, base->arch.source, s, g, why);
	free(why);
	fputs("<p id=\"time\">", f);
	report_xml_text(f, buf);
	fputs("</p>\n", f);
}

/* The page up to its script: title, style, heading and controls. */
static void
page_head(FILE *f, const sweep *s)
{
	const sweep_point *base = &s->pt[0];
	const pat_program *p = base->p;
	char buf[512];

	fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
	      "<meta name=\"generator\" content=\"accessan\">\n<title>", f);
	report_xml_text(f, p->file);
	fprintf(f, ": memory access pattern</title>\n<style>\n%s</style>\n"
	        "</head>\n<body>\n<h1>", html_css);
	report_xml_text(f, p->file);
	snprintf(buf, sizeof(buf), "grid %lld x %lld x %lld, block %lld x %lld "
	         "x %lld (%llu warp%s), %s (%s)%s", (long long)p->grid[0],
	         (long long)p->grid[1], (long long)p->grid[2],
	         (long long)p->block[0], (long long)p->block[1],
	         (long long)p->block[2], (unsigned long long)base->r[0].warps,
	         base->r[0].warps == 1 ? "" : "s", base->arch.name,
	         base->arch.gpu, base->arch.bank_bytes == 8 ?
	         ", 8-byte banks" : "");
	fputs("</h1>\n<p>", f);
	report_xml_text(f, buf);
	fputs("</p>\n", f);
	time_line(f, base);
	fputs("<div id=\"error\" hidden></div>\n"
	      "<noscript><p>The pictures are drawn by the page's script: "
	      "allow scripts, or use 'accessan --format svg'.</p></noscript>\n"
	      "<div id=\"controls\"><label>warp <input id=\"warp\" "
	      "type=\"number\" min=\"0\" value=\"0\"></label> <span "
	      "id=\"warpinfo\"></span></div>\n", f);
	if (s->truncated)
		left_out(f, s);
}

/* The values of parameter par a slider steps through: the base value in
   its place among the others, ascending (the points of one parameter come
   in ascending order). */
static void
param_values(FILE *f, const sweep *s, const pat_param *par)
{
	int64_t prev = INT64_MIN;
	bool put = false, first = true;
	int k;

	for (k = 1; k <= s->npoints; k++) {
		const sweep_point *pt = k < s->npoints ? &s->pt[k] : NULL;
		if (pt != NULL && (pt->param == NULL ||
		                   strcmp(pt->param, par->name) != 0))
			continue;
		if (!put && (pt == NULL || pt->value > par->value)) {
			fprintf(f, "%s%lld", first ? "" : ",", (long long)par->value);
			put = true, first = false;
		}
		if (pt != NULL && pt->value != prev) {
			fprintf(f, "%s%lld", first ? "" : ",", (long long)pt->value);
			first = false;
			prev = pt->value;
		}
	}
}

static void
page(FILE *f, const sweep *s)
{
	const sweep_point *base = &s->pt[0];
	const pat_program *p = base->p;
	int i, k;

	page_head(f, s);
	fputs("<main id=\"accesses\"></main>\n<script>\nconst DATA = {\"file\":", f);
	report_script_string(f, p->file);
	fprintf(f, ",\"arch\":\"%s\",\"bank_bytes\":%d,\"params\":[",
	        base->arch.name, base->arch.bank_bytes);
	for (i = 0; i < p->nparams; i++) {
		fprintf(f, "%s{\"name\":", i ? "," : "");
		report_script_string(f, p->params[i].name);
		fprintf(f, ",\"base\":%lld,\"values\":[",
		        (long long)p->params[i].value);
		param_values(f, s, &p->params[i]);
		fputs("]}", f);
	}
	fputs("],\n\"points\":[\n", f);
	for (k = 0; k < s->npoints; k++) {
		fputs(k ? ",\n" : "", f);
		point(f, &s->pt[k]);
	}
	fprintf(f, "]};\n%s</script>\n</body>\n</html>\n", html_script);
}

/* The page is drawn from a sweep's points (sweep_explore's), whatever its
   range. */
static void
html_sweep(void *b, const report_sweep *sw)
{
	const report_doc *d = b;

	if (!d->o.quiet)
		page(d->f, sw->s);
}

/* ---- accessan suggest: before and after, side by side ---------------- */

/* The SVG pictures of an evaluated pattern (the svg back end's document,
   less its XML declaration, to stand inside the page), malloc'ed; NULL
   where it did not run. */
static char *
pictures(const report_item *it)
{
	const report_backend *be = &report_svg_backend;
	char *buf = NULL, *svg;
	size_t n = 0;
	FILE *f;
	void *doc;

	if (it == NULL || it->p == NULL ||
	    (f = open_memstream(&buf, &n)) == NULL)
		return NULL;
	doc = be->alloc(f, NULL);
	be->pattern(doc, it);
	be->free(doc);
	fclose(f);
	svg = strstr(buf, "<svg");
	if (svg != NULL && svg != buf)
		memmove(buf, svg, strlen(svg) + 1);
	return buf;
}

static void
sug_fix_html(FILE *f, const char *file, const sug_target *tg, int rank,
             const sug_fix *x, const char *before, const report_item *after)
{
	char *svg;
	int k;

	fprintf(f, "<h3>%d. ", rank);
	report_xml_text(f, x->title);
	if (x->cute != NULL) {
		fputs(" (CuTe ", f);
		report_xml_text(f, x->cute);
		fputc(')', f);
	}
	fprintf(f, "</h3>\n<p>%llu &rarr; %llu %s (%llu the fewest possible); "
	        "%lld extra bytes</p>\n", (unsigned long long)x->before,
	        (unsigned long long)x->after, report_sug_metric(tg->space),
	        (unsigned long long)x->ideal, (long long)x->extra_bytes);
	if (x->caveat != NULL) {
		fputs("<p class=\"caveat\">But ", f);
		report_xml_text(f, x->caveat);
		fputs(".</p>\n", f);
	}
	fputs("<table><tr><th>line</th><th>access</th><th>before</th>"
	      "<th>after</th></tr>\n", f);
	for (k = 0; k < x->nfig; k++) {
		const sug_figure *g = &x->fig[k];
		char b[32], a[32];
		report_per_request(b, sizeof(b), g->before, g->requests);
		report_sug_after(a, sizeof(a), g);
		fprintf(f, "<tr><td>%d</td><td>", g->line);
		report_xml_text(f, g->label ? g->label : "");
		fprintf(f, "</td><td>%s</td><td>%s</td></tr>\n", b, a);
	}
	fputs("</table>\n", f);
	if (x->tile != NULL) {
		fputs("<p>shared tile ", f);
		report_xml_text(f, x->tile);
		fprintf(f, ": 0 &rarr; %llu wavefronts over its %llu requests "
		        "(%llu the fewest possible)</p>\n",
		        (unsigned long long)x->tile_wavefronts,
		        (unsigned long long)x->tile_requests,
		        (unsigned long long)x->tile_ideal);
	}
	fputs("<pre>", f);
	for (k = 0; k < x->nlines; k++) {
		fprintf(f, "%s:%d\n- ", file, x->lines[k].line);
		report_xml_text(f, x->lines[k].before);
		fputs("\n+ ", f);
		report_xml_text(f, x->lines[k].after);
		fputc('\n', f);
	}
	fputs("</pre>\n", f);
	svg = pictures(after);
	fprintf(f, "<div class=\"pair\"><div><h4>before</h4>\n%s</div>\n"
	        "<div><h4>after</h4>\n%s</div></div>\n", before ? before : "",
	        svg ? svg : "");
	free(svg);
}

/* One page: per array, each fix with the pictures of the pattern before
   and after it. */
static void
html_suggest(void *b, const report_suggest *s)
{
	const report_doc *d = b;
	FILE *f = d->f;
	char *before;
	int i, k;

	if (d->o.quiet)
		return;
	before = pictures(s->before);
	fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta "
	      "charset=\"utf-8\"><title>accessan suggest: ", f);
	report_xml_text(f, s->file);
	fputs("</title>\n<style>body { font-family: sans-serif; margin: 1em; }"
	      " .pair { display: flex; gap: 1em; } .pair > div { flex: 1; "
	      "min-width: 0; } .pair svg { width: 100%; height: auto; } "
	      "td, th { padding: 0 .6em; text-align: right; } pre { "
	      "background: #f4f4f4; padding: .5em; }</style></head><body>\n"
	      "<h1>", f);
	report_xml_text(f, s->file);
	fputs("</h1>\n", f);
	if (s->r->ntargets == 0)
		fputs("<p>no waste to remove.</p>\n", f);
	for (i = 0; i < s->r->ntargets; i++) {
		const sug_target *tg = &s->r->targets[i];
		fprintf(f, "<h2>%s array ", report_sug_space(tg));
		report_xml_text(f, tg->array);
		fprintf(f, " (line %d): %llu %s where %llu would do</h2>\n",
		        tg->line, (unsigned long long)tg->cost,
		        report_sug_metric(tg->space),
		        (unsigned long long)tg->ideal);
		if (tg->nfixes == 0)
			fprintf(f, "<p>nothing found: %d rewrites tried, none "
			        "cheaper with every access in bounds.</p>\n",
			        tg->tried);
		for (k = 0; k < tg->nfixes; k++)
			sug_fix_html(f, s->file, tg, k + 1, &tg->fixes[k], before,
			             s->after != NULL ? &s->after[i][k] : NULL);
		if (tg->stage_note != NULL) {
			fputs("<p>staging through a shared tile, not offered:</p>"
			      "\n<pre>", f);
			report_xml_text(f, tg->stage_note);
			fputs("</pre>\n", f);
		}
	}
	fputs("</body></html>\n", f);
	free(before);
}

const report_backend report_html_backend = {
	.name = "html",
	.alloc = report_doc_alloc,
	.sweep = html_sweep,
	.suggest = html_suggest,
	.free = report_doc_free,
};
