/*
 * report.h - the output back ends. Each formats an evaluated pattern; none
 * computes a figure of its own (the figures come from eval_metric).
 */
#ifndef REPORT_H
#define REPORT_H

#include <stdbool.h>
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
/* A JSON string literal of the n bytes at s; invalid UTF-8 becomes U+FFFD. */
void report_json_string(FILE *out, const char *s, size_t n);

#endif
