/*
 * report.h - the output back ends. Each formats an evaluated pattern, a
 * sweep, suggest's search or another command's figures (transfer's
 * copies, validate's checks, calibrate's constants); none computes a
 * figure of its own (the figures come from eval_metric, sweep.c,
 * suggest.c, transfer.c and gpu/host/), and none decides an exit status.
 *
 * As mandoc's, the back ends are interchangeable: each is a
 * report_backend, alloc'ed on a stream, fed what it draws, freed (which
 * ends the document: JSON's array, say). The commands pick one by name
 * and never print a report themselves: a new format is one file of
 * callbacks and one row of report_backend_find's table (or
 * report_gpu_find's, for the GPU's).
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
	const sim_arch *arch;        /* where an item names none */
	bool color;                  /* ANSI colour in the text report */
	bool quiet;                  /* print nothing (the failed expectations
	                                are diagnostics): the commands set it
	                                for -q with the text report or sweep's
	                                table only, a format asked for by name
	                                being what a script reads; csv and
	                                plot ignore it */
	bool several;                /* json: several files will come, one
	                                array of them */
	bool verbose;                /* -v: text says how each access was
	                                computed */
} report_opts;

/* What the back ends share, and gpu/host/'s reports with them. */
/* A figure for people: an integer when it is one, else two decimals,
   "-" for NaN (a figure that does not apply). */
void report_figure(char *buf, size_t n, double v);
/* A figure for messages, exact: an integer whole (1015808, not
   1.01581e+06), else six significant digits. */
void report_exact(char *buf, size_t n, double v);
/* Length of the valid UTF-8 sequence at s (n > 0 bytes left), or 0. */
size_t report_utf8_len(const unsigned char *s, size_t n);
/* A JSON string literal of the n bytes at s; invalid UTF-8 becomes U+FFFD. */
void report_json_string(FILE *out, const char *s, size_t n);
/* The same for a <script> element: '<', '>' and '&' escaped too. */
void report_script_string(FILE *out, const char *s);

/* Text for XML and HTML: escaped; invalid UTF-8 and controls become
   U+FFFD. */
void report_xml_text(FILE *out, const char *s);
/* The figures of access s with totals st in one line of words, for the
   pictures: "8 sectors per request (4 would do), efficiency 50 %". */
void report_figures(char *buf, size_t n, const pat_stmt *s,
                    const sim_stats *st);

/* A duration for people, three significant figures: "5.46 ms". */
void report_seconds(char *buf, size_t n, double s);
/* Why the time model's winning bound wins, in one line: "latency: 8
   warps per SM on 40 of 132 SMs, ...". b: that bound's reason instead
   (SIM_NBOUNDS: the winner's), malloc'ed. */
char *report_time_reason(const eval_time *t, const sim_arch *a,
                         enum sim_bound b);
/* "562 GB/s of useful bytes" (the bytes the threads asked for, a second;
   what passes the DRAM's peak on a says why), or "no global memory
   traffic". */
void report_gbps(char *buf, size_t n, const eval_time *t,
                 const sim_arch *a);
/* How the DRAM bytes were found: "exact", "sampled" (the exact model
   over a sample of the lines) or "estimated". */
const char *report_dram_method(const eval_time *t);

struct sweep;
struct sweep_range;
struct gpu_comparison;         /* --gpu: gpu/host/gpurun.h */
struct gpu_sweep_row;          /* sweep --gpu: gpu/host/gpurun.h */
struct transfer_result;        /* transfer: transfer.h */
struct validate_row;           /* validate: gpu/host/validate.h */
struct calibrate_result;       /* calibrate: gpu/host/calibrate.h */

/* A diagnostic a file failed with, as the JSON report lists it. */
typedef struct report_diag {
	const char *file;            /* NULL: a message with no place */
	int line, col;               /* 0: none */
	const char *severity;        /* "error", "warning", "note" */
	const char *id;              /* msg.h's id (static), or NULL: a
	                                message relayed as it came */
	const char *message;
} report_diag;

/* One analyzed pattern, as the back ends receive it. */
typedef struct report_item {
	const pat_program *p;        /* NULL: the file failed (only json is
	                                given such items) */
	const eval_result *r;
	const sim_arch *arch;        /* what r was evaluated for (each file
	                                may name its own); NULL: opts.arch */
	const struct gpu_comparison *gpu;   /* the GPU's figures, or NULL */
	const char *file;            /* p NULL: the file, and the messages */
	const report_diag *diags;    /* it failed with */
	int ndiags;
	/* text: per access, a rewrite the model confirmed to make it
	   cheaper, in one line (src/analysis/suggest.h), or NULL; NULL: none */
	char *const *hints;
} report_item;

/* One sweep: the points of range rg ('accessan sweep'), or, rg NULL, the
   points of the HTML page's exploration. */
typedef struct report_sweep {
	const struct sweep *s;
	const struct sweep_range *rg;
} report_sweep;

struct sug_result;              /* suggest.h */

/* 'accessan suggest' of one file: what the search found, as the back
   ends receive it. */
typedef struct report_suggest {
	const char *file;            /* the pattern's file */
	const struct sug_result *r;
	/* html, for the pictures: the pattern evaluated, and per target,
	   per fix, the pattern that fix rewrites evaluated (p NULL where it
	   did not run) */
	const report_item *before;
	report_item *const *after;   /* after[target][fix] */
} report_suggest;

typedef struct report_backend {
	const char *name;            /* "text", "json", "svg", "html",
	                                "table", "csv", "plot", "gpu", ... */
	/* state for one document on out, o copied (NULL: every option
	   off); never NULL (allocation failure exits in one place) */
	void *(*alloc)(FILE *out, const report_opts *o);
	/* format one item; NULL where the back end draws no patterns */
	void (*pattern)(void *b, const report_item *it);
	/* format one sweep; NULL where the back end draws no sweeps */
	void (*sweep)(void *b, const report_sweep *sw);
	/* sweep --gpu: one measured row as it comes (NULL: none) */
	void (*row)(void *b, const struct gpu_sweep_row *row);
	/* format suggest's search of one file; NULL where the back end
	   draws none */
	void (*suggest)(void *b, const report_suggest *s);
	/* 'accessan transfer''s figures (NULL: none) */
	void (*transfer)(void *b, const struct transfer_result *r);
	/* validate: what it checks, as it goes (NULL: none) */
	void (*validate)(void *b, const struct validate_row *row);
	/* calibrate's measured constants (NULL: none) */
	void (*profile)(void *b, const struct calibrate_result *r);
	/* end the document and free the state */
	void (*free)(void *b);
} report_backend;

/*
 * The back end called name among those of src/, or NULL:
 *   text   pattern: the report for people (report_text.c); suggest:
 *          the rewrites, in words and diffs; transfer: the copies'
 *          tables (report_transfer.c)
 *   json   pattern: one object a file, an array of them for several;
 *          suggest, transfer: one object
 *   sarif  pattern: one SARIF 2.1.0 log for every file (report_sarif.c)
 *   svg    pattern: the pictures, one document (report_svg.c);
 *          transfer: bandwidth against copy size
 *   html   sweep, rg NULL, the points of sweep_explore(): the page;
 *          suggest: each rewrite with the pictures before and after
 *   table  sweep: the sweep's table for people (report_table.c)
 *   csv    sweep: the same figures for tools (report_csv.c)
 *   plot   sweep: the sweep's plot as SVG (report_svg.c)
 *   timeline  transfer: the overlap case's streams as SVG
 * The GPU's back ends live in gpu/host/, which the reports do not see:
 * the commands take them from there, by name (report_gpu_find: gpu,
 * gpu-table and gpu-csv, validate, profile).
 */
const report_backend *report_backend_find(const char *name);
/* The back end called name in table's n, or NULL: the one lookup of
   report_backend_find and the GPU's report_gpu_find. */
const report_backend *report_backend_in(const report_backend *const *table,
                                        size_t n, const char *name);

#endif
