/*
 * report.h - the output back ends. Each formats an evaluated pattern; none
 * computes a figure of its own (the figures come from eval_metric).
 */
#ifndef REPORT_H
#define REPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "eval.h"
#include "pat.h"

typedef struct report_opts {
	const sim_arch *arch;
	bool color;                  /* ANSI colour in the text report */
	bool quiet;                  /* text: only failed expectations */
	bool first;                  /* json: the first of several documents */
	bool several;                /* json: one of several files (an array) */
} report_opts;

void report_text(FILE *out, const pat_program *p, const eval_result *r,
                 const report_opts *o);
void report_json(FILE *out, const pat_program *p, const eval_result *r,
                 const report_opts *o);
/* A figure for people: an integer when it is one, else two decimals,
   "-" for NaN (a figure that does not apply). */
void report_figure(char *buf, size_t n, double v);
/* Length of the valid UTF-8 sequence at s (n > 0 bytes left), or 0. */
size_t report_utf8_len(const unsigned char *s, size_t n);
/* A JSON string literal of the n bytes at s; invalid UTF-8 becomes U+FFFD. */
void report_json_string(FILE *out, const char *s, size_t n);

/* SVG: one self-contained document, a panel per access (report_svg.c). */
void report_svg(FILE *out, const pat_program *p, const eval_result *r,
                const report_opts *o);
/* Text for XML and HTML: escaped; invalid UTF-8 and controls become
   U+FFFD. */
void report_xml_text(FILE *out, const char *s);
/* The figures of access s with totals st in one line of words, for the
   pictures: "8 sectors per request (4 would do), efficiency 50 %". */
void report_figures(char *buf, size_t n, const pat_stmt *s,
                    const sim_stats *st);

/* The sweep's plot (report_svg.c) and the HTML page, drawn from the points
   of sweep_range_eval() and sweep_explore() (report_html.c). */
struct sweep;
struct sweep_range;
void report_svg_sweep(FILE *out, const struct sweep *s,
                      const struct sweep_range *rg);
void report_html(FILE *out, const struct sweep *s, const report_opts *o);

#endif
