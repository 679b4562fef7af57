/*
 * report_transfer.c - 'accessan transfer''s reports (transfer.h), the
 * transfer() of the back ends: text's table, json's document, svg's plot
 * of bandwidth against copy size, and the timeline back end's overlap
 * timeline. Each formats a transfer_result; none computes a figure but
 * bytes over seconds. The pictures take the sweep plot's look
 * (report_svg.c): its fonts, colours and axes.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "report_int.h"
#include "transfer.h"

#define C_TEXT "#222"
#define C_DIM "#777"

/* The kinds' colours, the sweep plot's first four; the model solid, the
   GPU dashed. */
static const char *const kind_color[TK_N] = {
	"#4c78a8", "#f58518", "#54a24b", "#b279a2"
};

/* "4 KiB", "1.5 MiB": binary units, as sizes are given */
static void
size_str(char *buf, size_t n, double b)
{
	static const char *const unit[] = { "B", "KiB", "MiB", "GiB", "TiB" };
	int u = 0;

	while (b >= 1024 && u < 4) {
		b /= 1024;
		u++;
	}
	if (b == floor(b))
		snprintf(buf, n, "%.0f %s", b, unit[u]);
	else
		snprintf(buf, n, "%.3g %s", b, unit[u]);
}

/* "8.1 us", "12.35 ms", "1.200 s" */
static void
time_str(char *buf, size_t n, double s)
{
	if (isnan(s))
		snprintf(buf, n, "-");
	else if (s < 1e-3)
		snprintf(buf, n, "%.1f us", s * 1e6);
	else if (s < 1.0)
		snprintf(buf, n, "%.3f ms", s * 1e3);
	else
		snprintf(buf, n, "%.3f s", s);
}

static double
gbps(double bytes, double s)
{
	return bytes / s / 1e9;
}

/* ---- text ---------------------------------------------------------------- */

static void
text_link(FILE *f, const transfer_result *r)
{
	const sim_link *l = &r->set.link;

	fprintf(f, "accessan transfer: %s (%s), host link %s\n",
	        r->set.arch->name, r->set.arch->gpu, l->desc);
	fprintf(f, "link model (%s):\n", l->source);
	fprintf(f, "  theoretical peak    %.2f GB/s each way\n", l->peak_gbps);
	fprintf(f, "  pinned copies       %.2f GB/s h2d, %.2f GB/s d2h, "
	        "%.1f us a copy\n", l->h2d_gbps, l->d2h_gbps, l->pinned_us);
	fprintf(f, "  pageable copies     staged at %.2f GB/s, %.1f us a copy\n",
	        l->staging_gbps, l->pageable_us);
	fprintf(f, "  kernel launch       %.1f us; zero-copy reads %.2f GB/s; "
	        "%d copy engine%s\n", l->launch_us, l->zerocopy_gbps,
	        l->copy_engines, l->copy_engines == 1 ? " (both ways)" : "s");
	if (r->measured)
		fprintf(f, "measured on: %s\n", r->device);
}

static void
text_sweep(FILE *f, const transfer_result *r)
{
	const transfer_setup *s = &r->set;
	char buf[64];

	fprintf(f, "\ncopies: bandwidth in GB/s (1e9 bytes a second), one "
	        "cudaMemcpy each%s\n", r->measured ? "; model / GPU" : "");
	fprintf(f, "%10s", "size");
	for (int k = 0; k < TK_N; k++)
		if (transfer_wanted(s, (enum transfer_kind)k))
			fprintf(f, "  %*s", r->measured ? 17 : 13,
			        transfer_kind_name((enum transfer_kind)k));
	fputc('\n', f);
	for (int i = 0; i < s->nsizes; i++) {
		size_str(buf, sizeof buf, s->sizes[i]);
		fprintf(f, "%10s", buf);
		for (int k = 0; k < TK_N; k++) {
			if (!transfer_wanted(s, (enum transfer_kind)k))
				continue;
			fprintf(f, "  %*.2f", r->measured ? 8 : 13,
			        gbps(s->sizes[i], r->pred_s[i][k]));
			if (r->measured)
				fprintf(f, " / %6.2f",
				        gbps(s->sizes[i], r->meas_s[i][k]));
		}
		fputc('\n', f);
	}
	fprintf(f, "%10s  %.2f GB/s each way\n", "peak", s->link.peak_gbps);
}

static void
text_batch_row(FILE *f, const char *who, double many, double one,
               const transfer_setup *s)
{
	char a[32], b[32];

	time_str(a, sizeof a, many);
	time_str(b, sizeof b, one);
	fprintf(f, "    %-6s %5d copies %11s (%6.2f GB/s), one copy %11s "
	        "(%6.2f GB/s): %.1fx\n", who, s->batch, a,
	        gbps(s->batch_bytes, many), b, gbps(s->batch_bytes, one),
	        many / one);
}

static void
text_batch(FILE *f, const transfer_result *r)
{
	const transfer_setup *s = &r->set;
	char each[32], all[32];

	size_str(each, sizeof each, s->batch_bytes / s->batch);
	size_str(all, sizeof all, s->batch_bytes);
	fprintf(f, "\nbatching: %d copies of %s against one of %s\n", s->batch,
	        each, all);
	for (int k = 0; k < TK_N; k++) {
		if (!transfer_wanted(s, (enum transfer_kind)k))
			continue;
		fprintf(f, "  %s\n", transfer_kind_name((enum transfer_kind)k));
		text_batch_row(f, "model", r->pred_many_s[k], r->pred_one_s[k], s);
		if (r->measured)
			text_batch_row(f, "GPU", r->meas_many_s[k],
			               r->meas_one_s[k], s);
	}
}

static void
text_overlap(FILE *f, const transfer_result *r)
{
	const transfer_setup *s = &r->set;
	char all[32], a[32], b[32];

	size_str(all, sizeof all, s->overlap_bytes);
	fprintf(f, "\noverlap: %s copied in%s, a kernel of %.3f ms (%s)%s; "
	        "pinned, cudaMemcpyAsync\n", all,
	        s->bytes_from != NULL ? " (its global arrays)" : "",
	        s->kernel_ms, s->kernel_from, s->d2h ? ", copied out" : "");
	time_str(a, sizeof a, r->pred_seq_s);
	time_str(b, sizeof b, r->pred_par_s);
	fprintf(f, "  model  sequential %11s, %d streams %11s: %.2fx\n", a,
	        s->streams, b, r->pred_seq_s / r->pred_par_s);
	if (r->measured) {
		time_str(a, sizeof a, r->meas_seq_s);
		time_str(b, sizeof b, r->meas_par_s);
		fprintf(f, "  GPU    sequential %11s, %d streams %11s: %.2fx\n",
		        a, s->streams, b, r->meas_seq_s / r->meas_par_s);
	}
}

static void
text_zc(FILE *f, const transfer_result *r)
{
	const transfer_setup *s = &r->set;
	char all[32], a[32];

	size_str(all, sizeof all, s->zc_bytes);
	time_str(a, sizeof a, r->pred_zc_s);
	fprintf(f, "\nzero-copy: a coalesced kernel reads %s of mapped host "
	        "memory once\n", all);
	fprintf(f, "  model  %11s, %6.2f GB/s (link peak %.2f GB/s)\n", a,
	        gbps(s->zc_bytes, r->pred_zc_s), s->link.peak_gbps);
	if (r->measured) {
		time_str(a, sizeof a, r->meas_zc_s);
		fprintf(f, "  GPU    %11s, %6.2f GB/s\n", a,
		        gbps(s->zc_bytes, r->meas_zc_s));
	}
}

void
report_transfer_text(void *b, const transfer_result *r)
{
	FILE *f = ((report_doc *)b)->f;

	text_link(f, r);
	text_sweep(f, r);
	text_batch(f, r);
	text_overlap(f, r);
	text_zc(f, r);
}

/* ---- JSON ---------------------------------------------------------------- */

/* a number, or null for NaN (nothing measured) */
static void
jnum(FILE *f, double v)
{
	if (isnan(v) || isinf(v))
		fputs("null", f);
	else
		fprintf(f, "%.6g", v);
}

static void
jcopy(FILE *f, double bytes, double pred, double meas)
{
	fputs("{\"model_s\": ", f);
	jnum(f, pred);
	fputs(", \"model_gbps\": ", f);
	jnum(f, gbps(bytes, pred));
	fputs(", \"gpu_s\": ", f);
	jnum(f, meas);
	fputs(", \"gpu_gbps\": ", f);
	jnum(f, gbps(bytes, meas));
	fputc('}', f);
}

static void
jops(FILE *f, const sim_link_op *ops, int n)
{
	static const char *const kind[] = { "h2d", "kernel", "d2h" };

	fputc('[', f);
	for (int i = 0; i < n; i++)
		fprintf(f, "%s{\"op\": \"%s\", \"stream\": %d, \"lane\": %d, "
		        "\"start_s\": %.6g, \"end_s\": %.6g}", i ? ", " : "",
		        kind[ops[i].kind], ops[i].chunk, ops[i].lane,
		        ops[i].start, ops[i].end);
	fputc(']', f);
}

/* The strings through report_json.c's string literal, the one JSON
   escaper: invalid UTF-8 in a device or link name becomes U+FFFD, not
   bytes JSON refuses. */
void
report_transfer_json(void *b, const transfer_result *r)
{
	FILE *f = ((report_doc *)b)->f;
	const transfer_setup *s = &r->set;
	const sim_link *l = &s->link;
	size_t nk;
	const char *const *keys = sim_link_keys(&nk);

	fputs("{\n  \"arch\": ", f);
	report_json_string(f, s->arch->name, strlen(s->arch->name));
	fputs(",\n  \"link\": {\"name\": ", f);
	report_json_string(f, l->name, strlen(l->name));
	fputs(", \"desc\": ", f);
	report_json_string(f, l->desc, strlen(l->desc));
	fputs(", \"source\": ", f);
	report_json_string(f, l->source, strlen(l->source));
	for (size_t i = 0; i < nk; i++) {
		fprintf(f, ", \"%s\": ", keys[i]);
		jnum(f, sim_link_get(l, keys[i]));
	}
	fputs("},\n  \"device\": ", f);
	if (r->measured)
		report_json_string(f, r->device, strlen(r->device));
	else
		fputs("null", f);
	fputs(",\n  \"copies\": [", f);
	for (int i = 0; i < s->nsizes; i++) {
		fprintf(f, "%s\n    {\"bytes\": %.0f", i ? "," : "", s->sizes[i]);
		for (int k = 0; k < TK_N; k++) {
			if (!transfer_wanted(s, (enum transfer_kind)k))
				continue;
			fprintf(f, ", \"%s_%s\": ",
			        transfer_dir((enum transfer_kind)k) == SIM_H2D ?
			        "h2d" : "d2h", transfer_pinned((enum transfer_kind)k)
			        ? "pinned" : "pageable");
			jcopy(f, s->sizes[i], r->pred_s[i][k], r->meas_s[i][k]);
		}
		fputc('}', f);
	}
	fprintf(f, "\n  ],\n  \"batching\": {\"copies\": %d, \"bytes\": %.0f",
	        s->batch, s->batch_bytes);
	for (int k = 0; k < TK_N; k++) {
		if (!transfer_wanted(s, (enum transfer_kind)k))
			continue;
		fprintf(f, ",\n    \"%s_%s\": {\"many\": ",
		        transfer_dir((enum transfer_kind)k) == SIM_H2D ? "h2d" :
		        "d2h", transfer_pinned((enum transfer_kind)k) ? "pinned" :
		        "pageable");
		jcopy(f, s->batch_bytes, r->pred_many_s[k], r->meas_many_s[k]);
		fputs(", \"one\": ", f);
		jcopy(f, s->batch_bytes, r->pred_one_s[k], r->meas_one_s[k]);
		fputc('}', f);
	}
	fprintf(f, "},\n  \"overlap\": {\"bytes\": %.0f, \"bytes_from\": ",
	        s->overlap_bytes);
	if (s->bytes_from != NULL)
		report_json_string(f, s->bytes_from, strlen(s->bytes_from));
	else
		fputs("null", f);
	fprintf(f, ", \"streams\": %d, \"kernel_ms\": %.6g, \"copy_out\": "
	        "%s,\n", s->streams, s->kernel_ms, s->d2h ? "true" : "false");
	fputs("    \"sequential\": {\"model_s\": ", f);
	jnum(f, r->pred_seq_s);
	fputs(", \"gpu_s\": ", f);
	jnum(f, r->meas_seq_s);
	fputs(", \"ops\": ", f);
	jops(f, r->seq_ops, r->nseq);
	fputs("},\n    \"streams_total\": {\"model_s\": ", f);
	jnum(f, r->pred_par_s);
	fputs(", \"gpu_s\": ", f);
	jnum(f, r->meas_par_s);
	fputs(", \"ops\": ", f);
	jops(f, r->par_ops, r->npar);
	fprintf(f, "}},\n  \"zero_copy\": {\"bytes\": %.0f, \"read\": ",
	        s->zc_bytes);
	jcopy(f, s->zc_bytes, r->pred_zc_s, r->meas_zc_s);
	fputs("}\n}\n", f);
}

/* ---- pictures ------------------------------------------------------------ */

static void
svg_text(FILE *f, double x, double y, const char *attrs, const char *s)
{
	fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" %s>", x, y, attrs);
	report_xml_text(f, s);
	fputs("</text>\n", f);
}

static void
svg_line(FILE *f, double x1, double y1, double x2, double y2,
         const char *color, const char *extra)
{
	fprintf(f, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
	        "stroke=\"%s\" %s/>\n", x1, y1, x2, y2, color, extra);
}

static void
svg_open(FILE *f, int w, int h, const char *what)
{
	fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
	        "height=\"%d\" viewBox=\"0 0 %d %d\">\n", w, h, w, h);
	fprintf(f, "<title>accessan transfer: %s</title>\n", what);
	fputs("<style>\n"
	      "text { font-family: 'DejaVu Sans', Verdana, Arial, sans-serif; "
	      "fill: " C_TEXT "; }\n"
	      ".t { font-size: 17px; font-weight: bold; }\n"
	      ".f { font-size: 13px; }\n"
	      ".s { font-size: 11px; }\n"
	      "</style>\n", f);
	fprintf(f, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" "
	        "fill=\"#fff\"/>\n", w, h);
}

/* A tick step of 1, 2 or 5 times a power of ten giving about n ticks. */
static double
tick_step(double span, int n)
{
	double raw = span / n, p = pow(10, floor(log10(raw))), m = raw / p;

	return p * (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10);
}

/* The plot's area and range: x is log2 of the size. */
#define PX 90.0
#define PY 70.0
#define PW 620.0
#define PH 320.0

static double
plot_x(const transfer_setup *s, double bytes)
{
	double x0 = log2(s->sizes[0]), x1 = log2(s->sizes[s->nsizes - 1]);

	if (x1 <= x0)
		x1 = x0 + 1;
	return PX + (log2(bytes) - x0) / (x1 - x0) * PW;
}

static double
plot_y(double ymax, double v)
{
	return PY + PH - v / ymax * PH;
}

/* One kind's series: the model solid, the GPU dashed. */
static void
plot_series(FILE *f, const transfer_result *r, int k, double ymax,
            bool meas)
{
	const transfer_setup *s = &r->set;

	fprintf(f, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"%s\" "
	        "stroke-linejoin=\"round\"%s points=\"", kind_color[k],
	        meas ? "2.2" : "3.0", meas ? " stroke-dasharray=\"7 4\"" : "");
	for (int i = 0; i < s->nsizes; i++) {
		double t = meas ? r->meas_s[i][k] : r->pred_s[i][k];
		if (!isnan(t))
			fprintf(f, "%.2f,%.2f ", plot_x(s, s->sizes[i]),
			        plot_y(ymax, gbps(s->sizes[i], t)));
	}
	fputs("\"/>\n", f);
	for (int i = 0; i < s->nsizes; i++) {
		double t = meas ? r->meas_s[i][k] : r->pred_s[i][k];
		if (!isnan(t))
			fprintf(f, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"%s\" "
			        "fill=\"%s\"/>\n", plot_x(s, s->sizes[i]),
			        plot_y(ymax, gbps(s->sizes[i], t)),
			        meas ? "2.5" : "3.5", kind_color[k]);
	}
}

void
report_transfer_svg(void *b, const transfer_result *r)
{
	FILE *f = ((report_doc *)b)->f;
	const transfer_setup *s = &r->set;
	double ymax = s->link.peak_gbps, st, ly = 80;
	char buf[256];

	for (int i = 0; i < s->nsizes; i++)
		for (int k = 0; k < TK_N; k++)
			if (!isnan(r->meas_s[i][k]) &&
			    gbps(s->sizes[i], r->meas_s[i][k]) > ymax)
				ymax = gbps(s->sizes[i], r->meas_s[i][k]);
	st = tick_step(ymax, 5);
	ymax = ceil(ymax * 1.05 / st) * st;
	svg_open(f, 980, (int)(PY + PH + 70), "bandwidth by copy size");
	snprintf(buf, sizeof buf, "host-device copies: %s (%s), %s%s",
	         s->arch->name, s->arch->gpu, s->link.desc, r->measured ?
	         "; solid: model, dashed: GPU" : "");
	svg_text(f, 20, 30, "class=\"t\"", buf);
	/* y grid and labels */
	for (double v = 0; v <= ymax + 1e-9; v += st) {
		svg_line(f, PX, plot_y(ymax, v), PX + PW, plot_y(ymax, v),
		         "#e4e4e4", "");
		snprintf(buf, sizeof buf, "%g", v);
		svg_text(f, PX - 6, plot_y(ymax, v) + 4,
		         "class=\"s\" text-anchor=\"end\"", buf);
	}
	/* x ticks: the sizes */
	for (int i = 0; i < s->nsizes; i++) {
		double x = plot_x(s, s->sizes[i]);
		svg_line(f, x, PY + PH, x, PY + PH + 4, "#333", "");
		size_str(buf, sizeof buf, s->sizes[i]);
		svg_text(f, x, PY + PH + 17, "class=\"s\" text-anchor=\"middle\"",
		         buf);
	}
	fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\""
	        " fill=\"none\" stroke=\"#333\"/>\n", PX, PY, PW, PH);
	svg_text(f, PX + PW / 2, PY + PH + 38, "class=\"f\" "
	         "text-anchor=\"middle\"", "copy size (log scale)");
	snprintf(buf, sizeof buf, "class=\"f\" text-anchor=\"middle\" "
	         "transform=\"rotate(-90 %.1f %.1f)\"", PX - 48, PY + PH / 2);
	svg_text(f, PX - 48, PY + PH / 2, buf, "GB/s (1e9 bytes a second)");
	/* the link's peak */
	svg_line(f, PX, plot_y(ymax, s->link.peak_gbps), PX + PW,
	         plot_y(ymax, s->link.peak_gbps), "#d62728",
	         "stroke-dasharray=\"3 3\"");
	snprintf(buf, sizeof buf, "theoretical peak %.2f GB/s",
	         s->link.peak_gbps);
	svg_text(f, PX + 6, plot_y(ymax, s->link.peak_gbps) - 5,
	         "class=\"s\" fill=\"#d62728\"", buf);
	for (int k = 0; k < TK_N; k++) {
		if (!transfer_wanted(s, (enum transfer_kind)k))
			continue;
		plot_series(f, r, k, ymax, false);
		if (r->measured)
			plot_series(f, r, k, ymax, true);
		svg_line(f, 730, ly - 4, 756, ly - 4, kind_color[k],
		         "stroke-width=\"3\"");
		svg_text(f, 762, ly, "class=\"s\"",
		         transfer_kind_name((enum transfer_kind)k));
		ly += 22;
	}
	fputs("</svg>\n", f);
}

/* ---- the overlap timeline ------------------------------------------------ */

static const char *const op_color[] = { "#4c78a8", "#54a24b", "#f58518" };

/* One timeline (sequential, or the streams) at y: its lanes. */
static void
timeline(FILE *f, double y, const char *title, const sim_link_op *ops,
         int n, double total, double tmax, int nlanes)
{
	/* with one copy engine, copies both ways share its lane */
	static const char *const one_engine[] = { "copy engine", "kernel" };
	static const char *const two_engines[] = { "H2D engine", "kernel",
	                                           "D2H engine" };
	const char *const *lane_name = nlanes == 2 ? one_engine : two_engines;
	double x0 = 130, w = 800, lh = 26;
	char buf[160], t[32];

	time_str(t, sizeof t, total);
	snprintf(buf, sizeof buf, "%s: %s", title, t);
	svg_text(f, 20, y, "class=\"f\" font-weight=\"bold\"", buf);
	for (int l = 0; l < nlanes; l++) {
		svg_text(f, x0 - 8, y + 12 + l * (lh + 6) + lh / 2 + 4,
		         "class=\"s\" text-anchor=\"end\"", lane_name[l]);
		fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
		        "height=\"%.1f\" fill=\"#f4f4f4\"/>\n", x0,
		        y + 12 + l * (lh + 6), w, lh);
	}
	for (int i = 0; i < n; i++) {
		/* with one engine, copies both ways share lane 0 */
		int row = nlanes == 2 ? (ops[i].lane == 1 ? 1 : 0) : ops[i].lane;
		double xa = x0 + ops[i].start / tmax * w;
		double xb = x0 + ops[i].end / tmax * w;
		fprintf(f, "<rect x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" "
		        "height=\"%.1f\" fill=\"%s\" stroke=\"#fff\" "
		        "stroke-width=\"1\"><title>", xa, y + 12 + row * (lh + 6),
		        xb - xa > 0.5 ? xb - xa : 0.5, lh, op_color[ops[i].kind]);
		snprintf(buf, sizeof buf, "stream %d: %s", ops[i].chunk,
		         ops[i].kind == SIM_LANE_H2D ? "copy in" :
		         ops[i].kind == SIM_LANE_KERNEL ? "kernel" : "copy out");
		report_xml_text(f, buf);
		fputs("</title></rect>\n", f);
		if (xb - xa > 22) {
			snprintf(buf, sizeof buf, "%d", ops[i].chunk);
			svg_text(f, (xa + xb) / 2, y + 12 + row * (lh + 6) + 17,
			         "class=\"s\" text-anchor=\"middle\" style=\"fill: #fff\"",
			         buf);
		}
	}
}

static void
timeline_transfer(void *b, const transfer_result *r)
{
	FILE *f = ((report_doc *)b)->f;
	const transfer_setup *s = &r->set;
	int nlanes = s->link.copy_engines == 1 ? 2 : 3;
	double tmax = r->pred_seq_s > r->pred_par_s ? r->pred_seq_s :
	              r->pred_par_s;
	double block = 30 + nlanes * 32.0;
	double h = 74 + 2 * (block + 20) + 50;
	char buf[256], all[32];

	svg_open(f, 960, (int)h, "overlap timeline");
	size_str(all, sizeof all, s->overlap_bytes);
	snprintf(buf, sizeof buf, "%s copied in, a %.3f ms kernel%s, over "
	         "%d streams", all, s->kernel_ms, s->d2h ? ", copied out" : "",
	         s->streams);
	svg_text(f, 20, 30, "class=\"t\"", buf);
	snprintf(buf, sizeof buf, "%s (%s), %s; the model's timeline",
	         s->arch->name, s->arch->gpu, s->link.desc);
	svg_text(f, 20, 48, "class=\"s\"", buf);
	timeline(f, 74, "sequential (one stream)", r->seq_ops, r->nseq,
	         r->pred_seq_s, tmax, nlanes);
	snprintf(buf, sizeof buf, "%d streams", s->streams);
	timeline(f, 74 + block + 20, buf, r->par_ops, r->npar, r->pred_par_s,
	         tmax, nlanes);
	/* the time axis */
	{
		double x0 = 130, w = 800, ya = h - 40, st = tick_step(tmax * 1e3, 8);
		for (double v = 0; v <= tmax * 1e3 + 1e-12; v += st) {
			double x = x0 + v * 1e-3 / tmax * w;
			svg_line(f, x, ya, x, ya + 4, "#333", "");
			snprintf(buf, sizeof buf, "%g", v);
			svg_text(f, x, ya + 16, "class=\"s\" text-anchor=\"middle\"",
			         buf);
		}
		svg_line(f, x0, ya, x0 + w, ya, "#333", "");
		svg_text(f, x0 + w / 2, ya + 32, "class=\"s\" "
		         "text-anchor=\"middle\" fill=\"" C_DIM "\"",
		         "ms (model); blue: copy in, green: kernel, orange: "
		         "copy out; the number is the stream");
	}
	fputs("</svg>\n", f);
}

/* Only transfer's overlap case has a timeline: a back end of its own. */
const report_backend report_timeline_backend = {
	.name = "timeline",
	.alloc = report_doc_alloc,
	.transfer = timeline_transfer,
	.free = report_doc_free,
};
