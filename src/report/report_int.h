/*
 * report_int.h - what the back ends of src/ share and no caller needs:
 * the state most of them keep, and the back ends themselves, which
 * report_backend_find() (report_backend.c) gathers by name.
 */
#ifndef REPORT_INT_H
#define REPORT_INT_H

#include "report.h"

struct sweep_point;

/* One document on f: the options it was alloc'ed with, and how many
   items or sweeps it has formatted (JSON's separators need it). */
typedef struct report_doc {
	FILE *f;
	report_opts o;
	int n;
} report_doc;

/* alloc and free for back ends with no state but report_doc's; o may be
   NULL (all options off). */
void *report_doc_alloc(FILE *f, const report_opts *o);
void report_doc_free(void *b);
/* A JSON number as report_json.c writes them: integers whole, else six
   significant digits, null for NaN (JSON has none). */
void report_json_number(FILE *f, double v);

/* The architecture item it was evaluated for: its own, else the doc's. */
const sim_arch *report_item_arch(const report_doc *d, const report_item *it);

/* The figure of access i that a sweep shows beside sweep_main_figure():
   efficiency (global), bank conflicts per request (shared), NaN
   (constant). */
double report_second_figure(const struct sweep_point *pt, int i);

/* suggest's reports (suggest.h): the figure a target's space counts,
   "sectors" or "wavefronts"; its space as they name it ("global",
   "shared", "local", "texture"); v of requests per request, whole or
   two decimals; a figure's 'after' per request, of the requests it is
   made of (a staged access's are the block's loads or stores). */
struct sug_target;
struct sug_figure;
const char *report_sug_metric(enum sim_space sp);
const char *report_sug_space(const struct sug_target *tg);
void report_per_request(char *buf, size_t n, uint64_t v, uint64_t requests);
void report_sug_after(char *buf, size_t n, const struct sug_figure *g);

extern const report_backend report_text_backend;
extern const report_backend report_json_backend;
extern const report_backend report_sarif_backend;
extern const report_backend report_svg_backend;
extern const report_backend report_html_backend;
extern const report_backend report_table_backend;
extern const report_backend report_csv_backend;
extern const report_backend report_plot_backend;
extern const report_backend report_timeline_backend;

/* 'accessan transfer''s documents (report_transfer.c), the transfer() of
   the text, json and svg back ends: the table, JSON, the bandwidth plot. */
void report_transfer_text(void *b, const struct transfer_result *r);
void report_transfer_json(void *b, const struct transfer_result *r);
void report_transfer_svg(void *b, const struct transfer_result *r);

#endif
