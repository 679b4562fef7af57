/*
 * cmd_sweep.c - accessan sweep -D NAME=FROM..TO[:STEP] FILE: the pattern
 * at every value of the one range, as a table, and as CSV and an SVG plot
 * on request; with --gpu, each value timed on the GPU too (its CSV, when
 * asked for, goes to FILE.gpu.csv); with --format json, one JSON
 * document instead of the table. With --expect, the expectations are
 * checked at every value. They are not by default: a pattern's
 * expectations pin its own values (stride.pat's 16 sectors at stride 4),
 * and a sweep is about the others, so that checking them would fail
 * every plain sweep of the shipped patterns.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "cmd.h"
#include "cmd_gpu.h"
#include "diag.h"
#include "exitcode.h"
#include "report.h"
#include "source.h"

/* The sweep through back end name on f. */
static void
draw(const char *name, FILE *f, const report_opts *ro,
     const report_sweep *it)
{
	const report_backend *be = report_backend_find(name);
	void *doc = be->alloc(f, ro);

	be->sweep(doc, it);
	be->free(doc);
}

/* Write one output file through back end name: EXIT_OK, or EXIT_SYSTEM
   reported. */
static int
write_file(const char *path, const char *name, const report_opts *ro,
           const report_sweep *it, diag *d)
{
	FILE *f = cli_open_out(path, d);

	if (f == NULL)
		return EXIT_SYSTEM;
	draw(name, f, ro, it);
	return cli_close_out(f, path, d);
}

#define LIST_MAX 8      /* failing values named, then "and N more" */

/*
 * --expect: each expectation that fails at some values of the range, once,
 * with those values and what the figure was at the first of them.
 * Returns EXIT_EXPECT if one failed, else EXIT_OK.
 */
static int
check_expectations(const sweep *sw, const sweep_range *rg, diag *d)
{
	const pat_program *p = sw->pt[0].p;
	int i, k, status = EXIT_OK;

	for (i = 0; i < p->nexpects; i++) {
		const pat_stmt *s = p->expects[i];
		char list[512];
		const char *file = s->file ? s->file : p->file;
		const char *text = s->file ? s->src : p->src;
		double got;
		size_t len = 0;
		int nfail = 0, first = -1;
		for (k = 0; k < sw->npoints; k++) {
			const sweep_point *pt = &sw->pt[k];
			/* the statements are the same at every value: parameters
			   change numbers, not the program's shape */
			if (i >= pt->r[0].nexpects || pt->r[0].expect_passed[i])
				continue;
			if (nfail++ == 0)
				first = k;
			if (nfail <= LIST_MAX && len < sizeof(list))
				len += (size_t)snprintf(list + len, sizeof(list) - len,
				                        "%s%lld", nfail > 1 ? ", " : "",
				                        (long long)pt->value);
		}
		if (nfail == 0)
			continue;
		if (nfail > LIST_MAX && len < sizeof(list))
			snprintf(list + len, sizeof(list) - len, " and %d more",
			         nfail - LIST_MAX);
		got = sw->pt[first].r[0].expect_actual[i];
		if (got != got)
			DIAG_AT(d, file, text, s->loc, SWEEP_EXPECT_NEVER_RAN,
			        rg->name, list, nfail, sw->npoints, s->text,
			        rg->name, (long long)sw->pt[first].value);
		else
			DIAG_AT(d, file, text, s->loc, SWEEP_EXPECT_FAILED,
			        rg->name, list, nfail, sw->npoints, s->text,
			        rg->name, (long long)sw->pt[first].value, got);
		status = EXIT_EXPECT;
	}
	return status;
}

static int
sweep_file(const cli_options *o, const char *path, diag *d)
{
	const char *name = cli_name(path);
	const sweep_range *rg = &o->ranges[0];
	report_opts ro;
	report_sweep it;
	pipe_setup ps;
	sweep sw;
	size_t len = 0;
	char *src;
	int status = EXIT_OK;

	if ((src = source_read(path, &len, d)) == NULL)
		return EXIT_SYSTEM;
	cli_setup(o, name, src, len, &ps);
	if (sweep_range_eval(&ps, rg, &sw, d) != 0)
		status = EXIT_PATTERN;
	memset(&ro, 0, sizeof(ro));
	/* -q silences the table; JSON, asked for by name, is written */
	ro.quiet = o->quiet && o->format != FMT_JSON;
	it.s = &sw;
	it.rg = rg;
	if (status == EXIT_OK)
		draw(o->format == FMT_JSON ? "json" : "table", stdout, &ro, &it);
	if (status == EXIT_OK && o->csv != NULL)
		status = write_file(o->csv, "csv", &ro, &it, d);
	if (status == EXIT_OK && o->svg != NULL)
		status = write_file(o->svg, "plot", &ro, &it, d);
	if (status == EXIT_OK && o->gpu) {
		/* it polls for Ctrl-C between values */
		pipe_poll_begin();
		status = cmdgpu_sweep(&sw, rg, name, o->csv, o->quiet, d);
		pipe_poll_end();
	}
	if (status == EXIT_OK && o->check_expect)
		status = check_expectations(&sw, rg, d);
	sweep_free(&sw);
	free(src);
	return status;
}

/* --csv FILE, --svg FILE and FILE.gpu.csv must not write over the pattern
   or over each other. */
static int
check_outputs(const cli_options *o, const char *path)
{
	char gpu_csv[4096];
	const char *out[3], *what[3] = { "--csv", "--svg", "--csv (its .gpu.csv)" };
	int n = 0, i, j;

	if (o->csv != NULL) {
		out[n] = o->csv;
		n++;
	}
	if (o->svg != NULL) {
		out[n] = o->svg;
		what[n] = what[1];
		n++;
	}
	if (o->gpu && o->csv != NULL) {
		snprintf(gpu_csv, sizeof(gpu_csv), "%s.gpu.csv", o->csv);
		out[n] = gpu_csv;
		what[n] = what[2];
		n++;
	}
	for (i = 0; i < n; i++) {
		if (strcmp(path, "-") != 0 && cli_same_file(out[i], path))
			return CLI_USAGE_ERROR(CMD_SWEEP_OVER_PATTERN,
			                       what[i]);
		for (j = 0; j < i; j++)
			if (strcmp(out[i], "-") != 0 && cli_same_file(out[i], out[j]))
				return CLI_USAGE_ERROR(CMD_SWEEP_OVER_OUTPUT,
				                       what[i]);
	}
	return -1;
}

int
cmd_sweep(int argc, char **argv)
{
	const char *nc = getenv("NO_COLOR");
	cli_options o;
	diag d;
	int rc;

	if ((rc = cli_parse(argc, argv, CLI_SWEEP, &o)) != -1)
		return rc;
	if (o.emit_cuda || o.format == FMT_SVG || o.format == FMT_HTML ||
	    o.format == FMT_SARIF || o.warp != -1)
		return CLI_USAGE_ERROR(CMD_SWEEP_OPTIONS);
	if (o.format == FMT_JSON && o.gpu)
		return CLI_USAGE_ERROR(CMD_SWEEP_GPU_JSON);
	if (o.nranges != 1)
		return CLI_USAGE_ERROR(CMD_SWEEP_ONE_RANGE);
	if (argc - o.first_file > 1)
		return CLI_USAGE_ERROR(CMD_SWEEP_ONE_FILE);
	if ((rc = check_outputs(&o, argv[o.first_file])) != -1)
		return rc;
	diag_init(&d, stderr, isatty(fileno(stderr)) &&
	                      !(nc != NULL && nc[0] != '\0'));
	rc = sweep_file(&o, argv[o.first_file], &d);
	return eval_interrupted() ? cli_stopped() : cli_flush_stdout(rc);
}
