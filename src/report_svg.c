/*
 * report_svg.c - the pictures as SVG, for slides: one document per pattern
 * with a panel per access that draws one warp's first request (the 32
 * lanes with a line each into the sector, bank or address it touches,
 * waste and conflicts in colour, a legend and the figures), and the plot
 * of a sweep. Self-contained: no fonts, scripts or images from elsewhere.
 *
 * Figures come from eval_metric and sim_detail; this file only places them.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "report_int.h"
#include "sweep.h"

#define W 1000               /* document width */
#define X0 84                /* left edge of lane 0 and bank 0 */
#define PITCH 28             /* lane (and bank) pitch */
#define BOX 24               /* lane box width */
#define ROWW (SIM_WARP * PITCH - (PITCH - BOX))

#define C_TEXT "#222"
#define C_DIM "#777"
#define C_USED "#4c78a8"     /* bytes used */
#define C_WASTE "#f2a7a3"    /* bytes fetched and unused */
#define C_OK "#b9dcb0"       /* a bank with one word */
#define C_HOT "#d62728"      /* a conflict */
#define C_IDLE "#e6e6e6"     /* inactive lane, empty bank */

/* Colours of sectors and phases: distinguishable, none of them red. */
static const char *const group_color[] = {
	"#4c78a8", "#f58518", "#54a24b", "#b279a2", "#72b7b2", "#9d755d",
	"#eeca3b", "#bab0ac"
};
#define NGROUP 8

void
report_xml_text(FILE *f, const char *str)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t n = strlen(str), i = 0, len;

	while (i < n) {
		unsigned char c = s[i];
		if (c == '<')
			fputs("&lt;", f);
		else if (c == '>')
			fputs("&gt;", f);
		else if (c == '&')
			fputs("&amp;", f);
		else if (c == '"')
			fputs("&quot;", f);
		else if (c == '\t')
			fputc(' ', f);
		else if (c < 0x20 || c == 0x7f)
			fputs("\xef\xbf\xbd", f);      /* XML 1.0 forbids them */
		else if ((len = report_utf8_len(s + i, n - i)) == 0)
			fputs("\xef\xbf\xbd", f);
		else {
			fwrite(s + i, 1, len, f);
			i += len;
			continue;
		}
		i++;
	}
}

static const char *
plural(double v)
{
	return v == 1 ? "" : "s";
}

/* <text> with escaped content; attrs may be "". */
static void
text(FILE *f, double x, double y, const char *attrs, const char *s)
{
	fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" %s>", x, y, attrs);
	report_xml_text(f, s);
	fputs("</text>\n", f);
}

/*
 * The width of s at size px, a little over: DejaVu Sans's advances (the
 * first font the style names; bold about a tenth wider), or a monospace
 * font's 0.602 em. A line this says fits does.
 */
static double
text_width(const char *s, double px, bool mono, bool bold)
{
	static const char narrow[] = " .,:;'|!ijlIft()[]{}\"`", mid[] = "rsz-_*/",
	                  wide[] = "mwMW%@=+<>~#&";
	double em = 0;

	for (; *s != '\0'; s++) {
		unsigned char c = (unsigned char)*s;
		if ((c & 0xc0) == 0x80)
			continue;            /* a UTF-8 continuation byte */
		if (mono)
			em += 0.602;
		else if (strchr(narrow, c) != NULL)
			em += 0.36;
		else if (strchr(mid, c) != NULL)
			em += 0.52;
		else if (strchr(wide, c) != NULL)
			em += 0.9;
		else if (c >= 'A' && c <= 'Z')
			em += 0.75;
		else
			em += 0.64;
	}
	return em * px * (bold && !mono ? 1.1 : 1.0) * 1.03;
}

/*
 * <text> as text() writes it, on as many lines as it needs to end before
 * the document's right margin, broken between words (inside a word too
 * long for a line), each lineh below the one before: a statement's text
 * or a kernel's source line can be longer than a panel is wide, and a
 * picture must not cut it off. Returns the number of lines.
 */
static int
text_lines(FILE *f, double x, double y, const char *attrs, const char *s,
           double px, bool mono, bool bold, double lineh)
{
	const double room = W - 20 - x;
	char line[1024];
	int n = 0;

	while (*s != '\0') {
		size_t len = strlen(s), fit = len, k;
		if (len >= sizeof(line))
			fit = len = sizeof(line) - 1;
		memcpy(line, s, len);
		line[len] = '\0';
		while (fit > 1 && text_width(line, px, mono, bold) > room) {
			/* back to the last blank before the end, else one byte */
			for (k = fit - 1; k > 0 && line[k] != ' '; k--)
				;
			fit = k > 0 ? k : fit - 1;
			while (fit > 1 && ((unsigned char)s[fit] & 0xc0) == 0x80)
				fit--;
			line[fit] = '\0';
		}
		text(f, x, y + n * lineh, attrs, line);
		n++;
		s += fit;
		while (*s == ' ')
			s++;
	}
	return n > 0 ? n : 1;
}

static void
rect(FILE *f, double x, double y, double w, double h, const char *fill,
     const char *extra)
{
	fprintf(f, "<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" "
	        "fill=\"%s\" %s/>\n", x, y, w, h, fill, extra);
}

static double
lane_x(int l)
{
	return X0 + l * PITCH;
}

/* Legend: swatches and words, left to right, at y. */
static void
legend(FILE *f, double y, int n, const char *const *fill,
       const char *const *extra, const char *const *words)
{
	double x = X0;
	int i;

	for (i = 0; i < n; i++) {
		rect(f, x, y - 10, 14, 12, fill[i], extra[i]);
		text(f, x + 19, y, "class=\"s\"", words[i]);
		x += 19 + 6.3 * (double)strlen(words[i]) + 22;
	}
}

/*
 * The lanes row at y: one box per lane, filled with the colour of its
 * group (sector or phase), inactive lanes grey. ring[l]: outlined in red.
 */
static void
lanes_row(FILE *f, double y, const sim_detail *d, const int *group,
          const bool *ring)
{
	int l;
	char label[16];

	text(f, X0 - 8, y + 17, "class=\"s\" text-anchor=\"end\"", "lane");
	for (l = 0; l < SIM_WARP; l++) {
		bool on = (d->active >> l) & 1;
		char extra[96];
		snprintf(extra, sizeof(extra), "rx=\"3\"%s",
		         !on ? " stroke=\"#999\" stroke-dasharray=\"2 2\"" :
		         ring != NULL && ring[l] ? " stroke=\"" C_HOT
		                                   "\" stroke-width=\"2.5\"" : "");
		rect(f, lane_x(l), y, BOX, 24,
		     on ? group_color[group[l] % NGROUP] : C_IDLE, extra);
		snprintf(label, sizeof(label), "%d", l);
		text(f, lane_x(l) + BOX / 2.0, y + 16, on ? "class=\"n\"" :
		     "class=\"n\" fill=\"#999\"", label);
	}
}

static void
line(FILE *f, double x1, double y1, double x2, double y2, const char *color,
     const char *extra)
{
	fprintf(f, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
	        "stroke=\"%s\" %s/>\n", x1, y1, x2, y2, color, extra);
}

/*
 * Global memory: lanes, then the sectors the request touches, each drawn
 * as its 32 bytes, used ones blue and fetched-unused ones pink, with a line
 * from every active lane to the bytes it reads. Returns the height used.
 */
static double
global_panel(FILE *f, double y, const eval_access *ea, bool store)
{
	const sim_detail *d = &ea->detail;
	int group[SIM_WARP], l, u, b;
	double gap = 6, sw, sx0, ys = y + 120, yf;
	char s[160];

	for (l = 0; l < SIM_WARP; l++)
		group[l] = d->lane_unit[l] < 0 ? 0 : d->lane_unit[l];
	sw = (ROWW - (d->nunits - 1) * gap) / (d->nunits > 0 ? d->nunits : 1);
	if (sw > 150)
		sw = 150;
	sx0 = X0 + (ROWW - (d->nunits * sw + (d->nunits - 1) * gap)) / 2;
	for (l = 0; l < SIM_WARP; l++) {
		double x2;
		if (!((d->active >> l) & 1) || d->lane_unit[l] < 0)
			continue;
		u = d->lane_unit[l];
		x2 = sx0 + u * (sw + gap) +
		     ((double)(ea->detail_addr[l] % SIM_SECTOR) + d->size / 2.0) /
		     SIM_SECTOR * sw;
		line(f, lane_x(l) + BOX / 2.0, y + 24, x2, ys,
		     group_color[u % NGROUP], "stroke-width=\"1.4\"");
	}
	lanes_row(f, y, d, group, NULL);
	text(f, X0 - 8, ys + 22, "class=\"s\" text-anchor=\"end\"", "sector");
	for (u = 0; u < d->nunits; u++) {
		double x = sx0 + u * (sw + gap);
		/* runs of used and unused bytes */
		for (b = 0; b < SIM_SECTOR;) {
			bool used = (d->unit_used[u] >> b) & 1;
			int e = b;
			while (e < SIM_SECTOR &&
			       (bool)((d->unit_used[u] >> e) & 1) == used)
				e++;
			rect(f, x + b * sw / SIM_SECTOR, ys,
			     (e - b) * sw / SIM_SECTOR, 34, used ? C_USED : C_WASTE,
			     "");
			b = e;
		}
		rect(f, x, ys, sw, 34, "none", "stroke=\"#333\"");
		rect(f, x, ys - 5, sw, 4, group_color[u % NGROUP], "");
		snprintf(s, sizeof(s), "0x%llx",
		         (unsigned long long)d->unit[u] * SIM_SECTOR);
		if (sw >= 70) {
			text(f, x + sw / 2, ys + 50, "class=\"s\" "
			     "text-anchor=\"middle\"", s);
		} else {
			char attrs[96];
			/* slanted up to the sector, to its left: the last
			   sector's would pass the right edge slanted the other
			   way */
			snprintf(attrs, sizeof(attrs), "class=\"s\" text-anchor="
			         "\"end\" transform=\"rotate(-60 %.1f %.1f)\"",
			         x + sw / 2, ys + 44);
			text(f, x + sw / 2, ys + 44, attrs, s);
		}
	}
	yf = ys + (sw >= 70 ? 78 : 114);
	snprintf(s, sizeof(s), "this request: %u sector%s where %u would do; "
	         "%u of %u bytes %s", d->counts.sectors,
	         plural(d->counts.sectors), d->counts.ideal_sectors,
	         d->counts.useful_bytes, d->counts.sectors * SIM_SECTOR,
	         store ? "carry data" : "used");
	text(f, X0, yf, "class=\"f\"", s);
	{
		static const char *const fill[] = { C_USED, C_WASTE, C_IDLE };
		static const char *const extra[] = { "", "", ("stroke=\"#999\" "
		                                     "stroke-dasharray=\"2 2\"") };
		const char *words[3] = { store ? "bytes written" : "bytes used",
		                         store ? "bytes untouched (waste)"
		                               : "bytes fetched, unused (waste)",
		                         "inactive lane" };
		legend(f, yf + 22, 3, fill, extra, words);
	}
	return yf + 36 - y;
}

/* A bank cell's fill for n distinct words. */
static const char *
bank_fill(int n)
{
	static const char *const hot[] = { "#f6c6c6", "#f09494", "#e65c5c",
	                                   C_HOT };
	if (n == 0)
		return "#fff";
	if (n == 1)
		return C_OK;
	return hot[n < 3 ? 0 : n < 5 ? 1 : n < 9 ? 2 : 3];
}

/*
 * Above the bank row at yb, a bracket over the n banks a lane of phase ph
 * spans from bank b (wrapping past bank 31 in two pieces). The lane's
 * line goes to the first of them: a line into the middle of the span
 * read like several lanes meeting in one bank, a conflict. Phases sit at
 * heights of their own, so that brackets of two phases do not merge.
 */
static void
bracket(FILE *f, double yb, double y, int from, int to, const char *color)
{
	fprintf(f, "<path d=\"M%.2f %.2fV%.2fH%.2fV%.2f\" fill=\"none\" "
	        "stroke=\"%s\" stroke-width=\"1.5\"/>\n", lane_x(from) + 1, yb,
	        y, lane_x(to) + BOX - 1, yb, color);
}

static void
span_bracket(FILE *f, double yb, int b, int n, int ph, const char *color)
{
	double y = yb - 3 - 3 * (ph % 4);

	if (b + n <= SIM_BANKS) {
		bracket(f, yb, y, b, b + n - 1, color);
	} else {
		bracket(f, yb, y, b, SIM_BANKS - 1, color);
		bracket(f, yb, y, 0, b + n - 1 - SIM_BANKS, color);
	}
}

/*
 * Shared memory, the lanes: coloured by phase, a line from each into its
 * (first) bank at yb (the same columns), red for a lane in a conflict,
 * dashed for one that shares its word with another lane of its phase (a
 * broadcast); a lane of several words has a bracket over its banks.
 */
static void
shared_lanes(FILE *f, double y, double yb, const sim_detail *d)
{
	int group[SIM_WARP], l, k;
	bool hot[SIM_WARP], shared_word[SIM_WARP];

	for (l = 0; l < SIM_WARP; l++) {
		int p = d->lane_phase[l];
		group[l] = p < 0 ? 0 : p;
		hot[l] = shared_word[l] = false;
		if (!((d->active >> l) & 1) || p < 0)
			continue;
		for (k = 0; k < d->lane_nwords[l]; k++)
			if (d->bank_words[p][(d->lane_bank[l] + k) % SIM_BANKS] > 1)
				hot[l] = true;
		for (k = 0; k < SIM_WARP; k++)
			if (k != l && ((d->active >> k) & 1) &&
			    d->lane_phase[k] == p &&
			    d->lane_word[k] == d->lane_word[l])
				shared_word[l] = true;
	}
	for (l = 0; l < SIM_WARP; l++) {
		double x2;
		int n = d->lane_nwords[l] > 0 ? d->lane_nwords[l] : 1;
		if (!((d->active >> l) & 1) || d->lane_phase[l] < 0)
			continue;
		x2 = lane_x(d->lane_bank[l]) + BOX / 2.0;
		/* a lane of several words ends on its bracket */
		line(f, lane_x(l) + BOX / 2.0, y + 24, x2,
		     n > 1 ? yb - 3 - 3 * (group[l] % 4) : yb,
		     hot[l] ? C_HOT : group_color[group[l] % NGROUP],
		     shared_word[l] ? "stroke-width=\"1.6\" stroke-dasharray=\"4 3\""
		                    : "stroke-width=\"1.4\"");
		if (n > 1)
			span_bracket(f, yb, d->lane_bank[l], n, group[l],
			             hot[l] ? C_HOT : group_color[group[l] % NGROUP]);
	}
	lanes_row(f, y, d, group, hot);
}

/* Phase ph's row at yr: each bank's distinct words, conflicts red. */
static void
phase_row(FILE *f, double yr, const sim_detail *d, int ph)
{
	char lanes[64], attrs[80];
	uint32_t m = d->phase_lanes[ph];
	int lo = -1, hi = -1, l, b;

	for (l = 0; l < SIM_WARP; l++)
		if ((m >> l) & 1) {
			if (lo < 0)
				lo = l;
			hi = l;
		}
	if (d->nphases > 1)
		snprintf(lanes, sizeof(lanes), "lanes %d-%d", lo, hi);
	else
		snprintf(lanes, sizeof(lanes), "words");
	snprintf(attrs, sizeof(attrs), "class=\"s\" text-anchor=\"end\""
	         " fill=\"%s\"", d->nphases > 1 ?
	         group_color[ph % NGROUP] : C_TEXT);
	text(f, X0 - 8, yr + 16, attrs, lanes);
	for (b = 0; b < SIM_BANKS; b++) {
		int n = d->bank_words[ph][b];
		char c[16];
		rect(f, lane_x(b), yr, BOX, 22, bank_fill(n), "stroke=\"#bbb\"");
		if (n > 0) {
			snprintf(c, sizeof(c), "%d", n);
			text(f, lane_x(b) + BOX / 2.0, yr + 15, n > 4 ?
			     "class=\"n\"" : "class=\"n\" fill=\"#222\"", c);
		}
	}
}

/* Below the phase rows at ye: the bank numbers, the request's figures in
   words, the legend. */
static void
shared_footer(FILE *f, double ye, const sim_detail *d, int bank_bytes)
{
	char s[200], would[48] = "";
	int b;

	text(f, X0 - 8, ye + 12, "class=\"s\" text-anchor=\"end\"", "bank");
	for (b = 0; b < SIM_BANKS; b++) {
		char c[16];
		snprintf(c, sizeof(c), "%d", b);
		text(f, lane_x(b) + BOX / 2.0, ye + 12, "class=\"s\" "
		     "text-anchor=\"middle\"", c);
	}
	if (d->counts.wavefronts > d->counts.ideal_wavefronts)
		snprintf(would, sizeof(would), " where %u would do",
		         d->counts.ideal_wavefronts);
	snprintf(s, sizeof(s), "this request: %u wavefront%s%s%s%s",
	         d->counts.wavefronts, plural(d->counts.wavefronts), would,
	         d->nphases > 1 ? "; served in phases of lanes" :
	         d->merged ? "; lanes in pairs read one address, so the "
	                     "phases merge" : "",
	         d->size > (unsigned)bank_bytes ?
	         "; a lane spans several banks" : "");
	text(f, X0, ye + 40, "class=\"f\"", s);
	{
		static const char *const fill[] = { C_OK, "#f09494", "none", "none" };
		static const char *const extra[] = { "stroke=\"#bbb\"",
		                                     "stroke=\"#bbb\"",
		                                     "stroke=\"" C_HOT "\" stroke-width=\"2.5\"",
		                                     "stroke=\"#555\" stroke-dasharray=\"3 2\"" };
		static const char *const words[] = {
			"1 word: no conflict", "n words: an n-way conflict",
			"lane in a conflict", "dashed: a word shared (broadcast)" };
		legend(f, ye + 62, 4, fill, extra, words);
	}
}

/*
 * Shared memory: the lanes, then one row per phase giving each bank's
 * distinct words, then the banks' numbers and the figures.
 */
static double
shared_panel(FILE *f, double y, const eval_access *ea, int bank_bytes)
{
	const sim_detail *d = &ea->detail;
	double yb = y + 120, ye = yb + d->nphases * 28;
	int ph;

	shared_lanes(f, y, yb, d);
	for (ph = 0; ph < d->nphases; ph++)
		phase_row(f, yb + ph * 28, d, ph);
	shared_footer(f, ye, d, bank_bytes);
	return ye + 76 - y;
}

/* Constant memory: lanes and the distinct addresses they read. */
static double
constant_panel(FILE *f, double y, const eval_access *ea)
{
	const sim_detail *d = &ea->detail;
	int group[SIM_WARP], l, u;
	double gap = 6, sw, sx0, ys = y + 120;
	char s[160];

	for (l = 0; l < SIM_WARP; l++)
		group[l] = d->lane_unit[l] < 0 ? 0 : d->lane_unit[l];
	sw = (ROWW - (d->nunits - 1) * gap) / (d->nunits > 0 ? d->nunits : 1);
	if (sw > 110)
		sw = 110;
	sx0 = X0 + (ROWW - (d->nunits * sw + (d->nunits - 1) * gap)) / 2;
	for (l = 0; l < SIM_WARP; l++)
		if (((d->active >> l) & 1) && d->lane_unit[l] >= 0)
			line(f, lane_x(l) + BOX / 2.0, y + 24,
			     sx0 + d->lane_unit[l] * (sw + gap) + sw / 2, ys,
			     group_color[d->lane_unit[l] % NGROUP],
			     "stroke-width=\"1.4\"");
	lanes_row(f, y, d, group, NULL);
	text(f, X0 - 8, ys + 17, "class=\"s\" text-anchor=\"end\"", "address");
	for (u = 0; u < d->nunits; u++) {
		double x = sx0 + u * (sw + gap);
		rect(f, x, ys, sw, 24, d->nunits > 1 ? "#f6c6c6" : C_OK,
		     "stroke=\"#333\"");
		rect(f, x, ys - 5, sw, 4, group_color[u % NGROUP], "");
		snprintf(s, sizeof(s), "%d", u + 1);
		text(f, x + sw / 2, ys + 16, "class=\"n\" fill=\"#222\"", s);
	}
	snprintf(s, sizeof(s), "this request: %u distinct address%s, served "
	         "one after another", d->counts.distinct,
	         d->counts.distinct == 1 ? "" : "es");
	text(f, X0, ys + 52, "class=\"f\"", s);
	return ys + 66 - y;
}

/* The figures of an access in words, as the text report states them. */
void
report_figures(char *buf, size_t n, const pat_stmt *s, const sim_stats *st)
{
	enum sim_space sp = (enum sim_space)s->u.access.array->space;
	char got[32], ideal[32];

	if (sp == SIM_GLOBAL) {
		double per = eval_metric(st, sp, M_SECTORS_PER_REQUEST);
		report_figure(got, sizeof(got), per);
		report_figure(ideal, sizeof(ideal),
		    eval_metric(st, sp, M_IDEAL_SECTORS_PER_REQUEST));
		snprintf(buf, n, "%s sector%s per request (%s%s), "
		         "efficiency %.3g %%", got, plural(per),
		         strcmp(got, ideal) == 0 ? "the fewest possible" : ideal,
		         strcmp(got, ideal) == 0 ? "" : " would do",
		         100 * eval_metric(st, sp, M_EFFICIENCY));
	} else if (sp == SIM_SHARED) {
		double per = eval_metric(st, sp, M_WAVEFRONTS_PER_REQUEST);
		char conf[32];
		report_figure(got, sizeof(got), per);
		report_figure(ideal, sizeof(ideal),
		    eval_metric(st, sp, M_IDEAL_WAVEFRONTS_PER_REQUEST));
		report_figure(conf, sizeof(conf),
		    eval_metric(st, sp, M_BANK_CONFLICTS_PER_REQUEST));
		snprintf(buf, n, "%s wavefront%s per request (%s%s), "
		         "%s bank conflict%s per request", got, plural(per),
		         strcmp(got, ideal) == 0 ? "the fewest possible" : ideal,
		         strcmp(got, ideal) == 0 ? "" : " would do",
		         conf, strcmp(conf, "1") == 0 ? "" : "s");
	} else {
		double per = eval_metric(st, sp, M_DISTINCT_PER_REQUEST);
		report_figure(got, sizeof(got), per);
		snprintf(buf, n, "%s distinct address%s per request", got,
		         per == 1 ? "" : "es");
	}
}

static void
style(FILE *f)
{
	fputs("<style>\n"
	      "text { font-family: 'DejaVu Sans', Verdana, Arial, sans-serif; "
	      "fill: " C_TEXT "; }\n"
	      ".t { font-size: 17px; font-weight: bold; }\n"
	      ".h { font-size: 14px; }\n"
	      ".f { font-size: 13px; }\n"
	      ".s { font-size: 11px; }\n"
	      ".n { font-size: 10px; text-anchor: middle; fill: #fff; }\n"
	      ".code { font-family: 'DejaVu Sans Mono', Menlo, Consolas, "
	      "monospace; font-size: 15px; font-weight: bold; }\n"
	      "</style>\n", f);
}

/*
 * One access's panel at y: its heading and figures, then the picture.
 * Returns its height.
 */
static double
access_panel(FILE *f, double y, const pat_program *p, const eval_result *r,
             int i, const sim_arch *a)
{
	const pat_stmt *s = p->accesses[i];
	const pat_array *arr = s->u.access.array;
	const eval_access *ea = &r->access[i];
	enum sim_space sp = (enum sim_space)arr->space;
	char buf[512];

	double dy;

	snprintf(buf, sizeof(buf), "line %d: %s", s->loc.line, s->text);
	dy = 19 * (text_lines(f, 20, y + 20, "class=\"code\"", buf, 15, true,
	                      true, 19) - 1);
	if (ea->stats.requests == 0) {
		snprintf(buf, sizeof(buf), "%s %s, %u byte%s a lane, %s: never "
		         "executed, no warp has an active lane here",
		         pat_array_space(arr), s->u.access.field ?
		         s->u.access.field->type->name : arr->type->name,
		         s->u.access.size, s->u.access.size == 1 ? "" : "s",
		         s->u.access.store ? "store" : "load");
		dy += 17 * (text_lines(f, 20, y + dy + 42, "class=\"h\"", buf, 14,
		                       false, false, 17) - 1);
		return dy + 56;
	}
	{
		char sum[256];
		report_figures(sum, sizeof(sum), s, &ea->stats);
		snprintf(buf, sizeof(buf), "%s %s, %u byte%s a lane, %s: %s",
		         pat_array_space(arr), s->u.access.field ?
		         s->u.access.field->type->name : arr->type->name,
		         s->u.access.size, s->u.access.size == 1 ? "" : "s",
		         s->u.access.store ? "store" : "load", sum);
	}
	dy += 17 * (text_lines(f, 20, y + dy + 42, "class=\"h\"", buf, 14,
	                       false, false, 17) - 1);
	y += dy;
	if (!ea->has_detail) {
		snprintf(buf, sizeof(buf), "warp %lld does not execute this access",
		         (long long)r->detail_warp);
		text(f, 20, y + 64, "class=\"h\"", buf);
		return dy + 76;
	}
	/* detail_warp -2: the command chose each access's costliest warp */
	snprintf(buf, sizeof(buf), "warp %llu, first request%s",
	         (unsigned long long)ea->detail_warp, r->detail_warp == -2 ?
	         " (the costliest warp here)" : "");
	text(f, 20, y + 64, "class=\"s\" fill=\"" C_DIM "\"", buf);
	if (sp == SIM_GLOBAL)
		return dy + 80 + global_panel(f, y + 80, ea, s->u.access.store);
	if (sp == SIM_SHARED)
		return dy + 80 + shared_panel(f, y + 80, ea, a->bank_bytes);
	return dy + 80 + constant_panel(f, y + 80, ea);
}

/* The document's first lines: its size, title, style and background. */
static void
open_svg(FILE *f, double h, const char *file, const char *what)
{
	fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
	        "height=\"%.0f\" viewBox=\"0 0 %d %.0f\">\n", W, h, W, h);
	fputs("<title>", f);
	report_xml_text(f, file);
	fprintf(f, ": %s (accessan)</title>\n", what);
	style(f);
	rect(f, 0, 0, W, h, "#fff", "");
}

/* The file's name, the launch and the parameters at the top; returns
   where the first panel goes. */
static double
heading(FILE *f, const pat_program *p, const eval_result *r,
        const sim_arch *arch)
{
	char buf[512];
	double dy;
	int i;

	dy = 20 * (text_lines(f, 20, 28, "class=\"t\"", p->file, 17, false,
	                      true, 20) - 1);
	snprintf(buf, sizeof(buf), "grid %lld x %lld x %lld, block %lld x %lld "
	         "x %lld (%llu warp%s), %s (%s)%s", (long long)p->grid[0],
	         (long long)p->grid[1], (long long)p->grid[2],
	         (long long)p->block[0], (long long)p->block[1],
	         (long long)p->block[2], (unsigned long long)r->warps,
	         r->warps == 1 ? "" : "s", arch->name, arch->gpu,
	         arch->bank_bytes == 8 ? ", 8-byte banks" : "");
	dy += 16 * (text_lines(f, 20, dy + 48, "class=\"f\"", buf, 13, false,
	                       false, 16) - 1);
	if (p->nparams > 0) {
		size_t len = 0;
		buf[0] = '\0';
		for (i = 0; i < p->nparams && len + 64 < sizeof(buf); i++)
			len += (size_t)snprintf(buf + len, sizeof(buf) - len,
			                        "%s%s = %lld", i ? ", " : "params: ",
			                        p->params[i].name,
			                        (long long)p->params[i].value);
		dy += 16 * (text_lines(f, 20, dy + 66, "class=\"f\"", buf, 13,
		                       false, false, 16) - 1);
	}
	return dy + 74;
}

/*
 * The height of a panel, without drawing it: the SVG's height goes in its
 * first line, so the panels are laid out twice, first into /dev/null.
 */
static void
pictures(FILE *f, const pat_program *p, const eval_result *r,
         const sim_arch *arch)
{
	FILE *null = fopen("/dev/null", "w");
	double h, y;
	int i;

	h = heading(null != NULL ? null : f, p, r, arch);
	for (i = 0; i < p->naccesses; i++)
		h += access_panel(null != NULL ? null : f, 0, p, r, i, arch) + 24;
	if (null != NULL)
		fclose(null);
	open_svg(f, h, p->file, "memory access pattern");
	y = heading(f, p, r, arch);
	for (i = 0; i < p->naccesses; i++) {
		double ph;
		fprintf(f, "<g id=\"access-%d\">\n", i);
		line(f, 20, y + 4, W - 20, y + 4, "#ccc", "");
		ph = access_panel(f, y + 8, p, r, i, arch);
		fputs("</g>\n", f);
		y += ph + 24;
	}
	fputs("</svg>\n", f);
}

static void
svg_pattern(void *b, const report_item *it)
{
	const report_doc *d = b;

	if (!d->o.quiet)
		pictures(d->f, it->p, it->r, report_item_arch(d, it));
}

const report_backend report_svg_backend = {
	.name = "svg",
	.alloc = report_doc_alloc,
	.pattern = svg_pattern,
	.free = report_doc_free,
};

/* ---- the sweep plot ----------------------------------------------------- */

/* A tick step of 1, 2 or 5 times a power of ten giving about n ticks. */
static double
tick_step(double span, int n)
{
	double raw = span / n, p = pow(10, floor(log10(raw))), m = raw / p;

	return p * (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10);
}

typedef struct plot {
	double x, y, w, h;           /* the plotting area */
	double x0, x1, y0, y1;       /* its data range */
} plot;

static double
px(const plot *pl, double v)
{
	return pl->x + (v - pl->x0) / (pl->x1 - pl->x0) * pl->w;
}

static double
py(const plot *pl, double v)
{
	return pl->y + pl->h - (v - pl->y0) / (pl->y1 - pl->y0) * pl->h;
}

static void
axes(FILE *f, const plot *pl, const char *xlabel, const char *ylabel,
     bool percent)
{
	double st, v;
	char s[64], attrs[96];

	st = tick_step(pl->y1 - pl->y0, 5);
	for (v = ceil(pl->y0 / st) * st; v <= pl->y1 + 1e-9; v += st) {
		line(f, pl->x, py(pl, v), pl->x + pl->w, py(pl, v), "#e4e4e4", "");
		if (percent)
			snprintf(s, sizeof(s), "%.0f %%", 100 * v);
		else
			report_figure(s, sizeof(s), v);
		text(f, pl->x - 6, py(pl, v) + 4, "class=\"s\" text-anchor=\"end\"",
		     s);
	}
	st = tick_step(pl->x1 - pl->x0, 8);
	if (st < 1)
		st = 1;
	for (v = ceil(pl->x0 / st) * st; v <= pl->x1 + 1e-9; v += st) {
		line(f, px(pl, v), pl->y + pl->h, px(pl, v), pl->y + pl->h + 4,
		     "#333", "");
		report_figure(s, sizeof(s), v);
		text(f, px(pl, v), pl->y + pl->h + 17, "class=\"s\" "
		     "text-anchor=\"middle\"", s);
	}
	rect(f, pl->x, pl->y, pl->w, pl->h, "none", "stroke=\"#333\"");
	text(f, pl->x + pl->w / 2, pl->y + pl->h + 34, "class=\"f\" "
	     "text-anchor=\"middle\"", xlabel);
	snprintf(attrs, sizeof(attrs), "class=\"f\" text-anchor=\"middle\" "
	         "transform=\"rotate(-90 %.1f %.1f)\"", pl->x - 48,
	         pl->y + pl->h / 2);
	text(f, pl->x - 48, pl->y + pl->h / 2, attrs, ylabel);
}

/* The series of access i in pl: a polyline and a dot per value. */
/* Earlier series are drawn wider, so that equal ones stay visible. */
static double
series_width(const sweep *s, int i)
{
	int n = s->pt[0].p->naccesses - 1 - i;

	return 2.2 + 2.6 * (n < 4 ? n : 4);
}

static void
series(FILE *f, const plot *pl, const sweep *s, int i, bool eff,
       const char *color, int dash)
{
	int k;
	double wd = series_width(s, i);

	fprintf(f, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"%.1f\""
	        " stroke-linejoin=\"round\"%s points=\"", color, wd,
	        dash ? " stroke-dasharray=\"7 4\"" : "");
	for (k = 0; k < s->npoints; k++) {
		const sweep_point *pt = &s->pt[k];
		double v = eff ? eval_metric(&pt->r[0].access[i].stats, SIM_GLOBAL,
		                             M_EFFICIENCY)
		               : sweep_main_figure(pt, i);
		if (!isnan(v))
			fprintf(f, "%.2f,%.2f ", px(pl, (double)pt->value), py(pl, v));
	}
	fputs("\"/>\n", f);
	for (k = 0; k < s->npoints && s->npoints <= 64; k++) {
		const sweep_point *pt = &s->pt[k];
		double v = eff ? eval_metric(&pt->r[0].access[i].stats, SIM_GLOBAL,
		                             M_EFFICIENCY)
		               : sweep_main_figure(pt, i);
		if (!isnan(v))
			fprintf(f, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"%.1f\" "
			        "fill=\"%s\"/>\n", px(pl, (double)pt->value),
			        py(pl, v), wd / 2 + 1.5, color);
	}
}

static const char *
unit_name(enum sim_space sp)
{
	return sp == SIM_GLOBAL ? "sectors" : sp == SIM_SHARED ? "wavefronts"
	                                    : "addresses";
}

/* The plot's layout: the main figures above, efficiency (global) below;
   the document's height in *h. spaces[sp]: an access of space sp. */
static void
plot_layout(const sweep *s, const sweep_range *rg, plot *top, plot *bottom,
            double *h, bool spaces[3])
{
	const pat_program *p = s->pt[0].p;
	int i, k, nglobal = 0;
	double ymax = 1, ly;

	for (i = 0; i < p->naccesses; i++) {
		enum sim_space sp = (enum sim_space)
			p->accesses[i]->u.access.array->space;
		spaces[sp] = true;
		nglobal += sp == SIM_GLOBAL;
		for (k = 0; k < s->npoints; k++) {
			double v = sweep_main_figure(&s->pt[k], i);
			if (!isnan(v) && v > ymax)
				ymax = v;
		}
	}
	top->x = 90, top->y = 70, top->w = 620, top->h = 300;
	top->x0 = (double)rg->from;
	top->x1 = (double)s->pt[s->npoints - 1].value;
	if (top->x1 <= top->x0)
		top->x1 = top->x0 + 1;
	top->y0 = 0;
	top->y1 = ceil(ymax / tick_step(ymax, 5)) * tick_step(ymax, 5);
	*bottom = *top;
	bottom->y = top->y + top->h + 70, bottom->h = 160;
	bottom->y0 = 0, bottom->y1 = 1;
	*h = (nglobal ? bottom->y + bottom->h : top->y + top->h) + 60;
	ly = 80 + 22.0 * p->naccesses;
	if (ly > *h)
		*h = ly + 20;
}

/* Access i's series, and its line in the legend at the right. */
static void
plot_access(FILE *f, const sweep *s, int i, const plot *top,
            const plot *bottom)
{
	const pat_stmt *a = s->pt[0].p->accesses[i];
	enum sim_space sp = (enum sim_space)a->u.access.array->space;
	const char *color = group_color[i % NGROUP];
	double y = 80 + 22.0 * i;
	char buf[512], w[32];

	series(f, top, s, i, false, color, i >= NGROUP);
	if (sp == SIM_GLOBAL)
		series(f, bottom, s, i, true, color, i >= NGROUP);
	snprintf(w, sizeof(w), "stroke-width=\"%.1f\"", series_width(s, i));
	line(f, 730, y - 4, 756, y - 4, color, w);
	if (a->u.access.label)
		snprintf(buf, sizeof(buf), "%s (line %d): %s", a->u.access.label,
		         a->loc.line, unit_name(sp));
	else
		snprintf(buf, sizeof(buf), "line %d: %s", a->loc.line,
		         unit_name(sp));
	text(f, 762, y, "class=\"s\"", buf);
}

static void
draw_plot(FILE *f, const sweep *s, const sweep_range *rg)
{
	const pat_program *p = s->pt[0].p;
	int i;
	double h;
	plot top, bottom;
	char buf[512], ylabel[128];
	bool spaces[3] = { false, false, false };

	plot_layout(s, rg, &top, &bottom, &h, spaces);
	open_svg(f, h, p->file, "sweep");
	snprintf(buf, sizeof(buf), "%s: %s from %lld to %lld, %s (%s)", p->file,
	         rg->name, (long long)rg->from,
	         (long long)s->pt[s->npoints - 1].value, s->pt[0].arch.name,
	         s->pt[0].arch.gpu);
	text(f, 20, 30, "class=\"t\"", buf);
	snprintf(ylabel, sizeof(ylabel), "%s%s%s%s%s per request",
	         spaces[SIM_GLOBAL] ? "sectors" : "",
	         spaces[SIM_GLOBAL] && spaces[SIM_SHARED] ? " / " : "",
	         spaces[SIM_SHARED] ? "wavefronts" : "",
	         spaces[SIM_CONSTANT] && (spaces[SIM_GLOBAL] ||
	                                  spaces[SIM_SHARED]) ? " / " : "",
	         spaces[SIM_CONSTANT] ? "addresses" : "");
	axes(f, &top, rg->name, ylabel, false);
	if (spaces[SIM_GLOBAL])
		axes(f, &bottom, rg->name, "efficiency (global)", true);
	for (i = 0; i < p->naccesses; i++)
		plot_access(f, s, i, &top, &bottom);
	fputs("</svg>\n", f);
}

/* Written to a file asked for by name: -q does not silence it. */
static void
plot_sweep(void *b, const report_sweep *sw)
{
	const report_doc *d = b;

	if (sw->rg != NULL)
		draw_plot(d->f, sw->s, sw->rg);
}

const report_backend report_plot_backend = {
	.name = "plot",
	.alloc = report_doc_alloc,
	.sweep = plot_sweep,
	.free = report_doc_free,
};
