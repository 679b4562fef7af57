/*
 * cmd_analyze.c - accessan [options] FILE...: each file through the
 * pipeline, its report in the chosen format, --emit-cuda and --gpu, and
 * the expectations that failed as diagnostics. The worst outcome over the
 * files is the exit status.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "baseline.h"
#include "cli.h"
#include "cudasrc.h"
#include "cmd.h"
#include "cmd_gpu.h"
#include "cudagen.h"
#include "arena.h"
#include "diag.h"
#include "exitcode.h"
#include "gpurun.h"
#include "report.h"
#include "source.h"
#include "suggest.h"

#define HTML_WARPS 32                     /* warps the HTML page can show */
#define HTML_WORK 200000000ULL            /* thread-accesses for all of it */

/* What one run of the command shares between its files. */
typedef struct analysis {
	const cli_options *o;
	diag *d;
	report_opts ro;
	const report_backend *be;    /* the format's back end */
	void *doc;                   /* its one document, over every file */
	bool reported;               /* the file's report was written */
	report_diag *diags;          /* JSON, SARIF: the file's messages, */
	int ndiags;                  /* for the entry of a file that fails */
	baseline *base;              /* --baseline: the figures held to */
	baseline_tally tally;
	FILE *keep;                  /* --write-baseline: its lines, in */
	char *kept;                  /* memory until every file has run */
	size_t nkept;
} analysis;

static const char *const format_name[] = {
	[FMT_TEXT] = "text", [FMT_JSON] = "json", [FMT_SVG] = "svg",
	[FMT_HTML] = "html", [FMT_SARIF] = "sarif",
};

/* Every -D range must name a parameter of the program. */
static int
check_ranges(const cli_options *o, const pat_program *p, diag *d)
{
	int i, j;

	for (i = 0; i < o->nranges; i++) {
		for (j = 0; j < p->nparams; j++)
			if (strcmp(p->params[j].name, o->ranges[i].name) == 0)
				break;
		if (j == p->nparams) {
			char mean[160];
			pat_param_guess(p, o->ranges[i].name, mean, sizeof(mean));
			DIAG_PLAIN(d, CLI_UNKNOWN_PARAMETER, o->ranges[i].name,
			           p->file, o->ranges[i].name, mean);
			return -1;
		}
	}
	return 0;
}

/* The failed expectations of run as diagnostics, each with what it is
   and what was expected (report_exact); one on 'all' names the access that fails it
   most, in a note at that access's line (a kernel's CUDA line):
   EXIT_EXPECT if any. */
static int
expectations(const pat_program *p, const eval_result *r, diag *d)
{
	int i, status = EXIT_OK;

	for (i = 0; i < p->nexpects; i++) {
		const pat_stmt *s = p->expects[i], *w;
		double v[2] = { r->expect_actual[i], s->u.expect.value };
		char num[3][40];
		const char *file = s->file ? s->file : p->file;
		const char *text = s->file ? s->src : p->src;
		const char *place = NULL, *src = NULL;
		pat_loc loc = { 0, 0, 0 };
		if (r->expect_passed[i])
			continue;
		for (int k = 0; k < 2; k++)
			report_exact(num[k], sizeof(num[k]), v[k]);
		w = r->expect_worst[i] >= 0 ? p->accesses[r->expect_worst[i]]
		                            : NULL;
		if (w != NULL)
			place = pat_access_place(p, w, &src, &loc);
		if (v[0] != v[0] && s->u.expect.metric == M_RACES)
			DIAG_AT(d, file, text, s->loc, CMD_EXPECT_RACE_CHECK,
			        s->text,
			        r->race.note != NULL ? r->race.note : "");
		else if (v[0] != v[0])
			DIAG_AT(d, file, text, s->loc, CMD_EXPECT_NEVER_RAN,
			        s->text, pat_cmp_name(s->u.expect.cmp), num[1]);
		else if (w != NULL)
			DIAG_AT(d, file, text, s->loc, CMD_EXPECT_FAILED_WORST,
			        s->text, num[0], pat_cmp_name(s->u.expect.cmp),
			        num[1], w->u.access.name, place, loc.line);
		else
			DIAG_AT(d, file, text, s->loc, CMD_EXPECT_FAILED,
			        s->text, num[0], pat_cmp_name(s->u.expect.cmp),
			        num[1]);
		if (w != NULL) {
			report_exact(num[2], sizeof(num[2]),
			       eval_metric(&r->access[w->u.access.id].stats,
			                   (enum sim_space)w->u.access.array->space,
			                   s->u.expect.metric));
			DIAG_AT(d, place, src, loc, CMD_EXPECT_WORST_ACCESS,
			        w->u.access.name,
			        pat_access_kind(w), w->u.access.array->name, num[2],
			        pat_metric_name(s->u.expect.metric));
		}
		status = EXIT_EXPECT;
	}
	return status;
}

/*
 * The HTML page: the pattern for the first HTML_WARPS warps, and for each
 * parameter over its -D range or the default values (sweep_explore). With
 * check set, its base point is the file's one evaluation and the
 * expectations are checked on it.
 */
static int
html_page(analysis *a, const pipe_setup *ps, bool check)
{
	sweep sw;
	int rc = EXIT_PATTERN;

	if (sweep_explore(ps, a->o->ranges, a->o->nranges, HTML_WARPS,
	                  HTML_WORK, &sw, a->d) == 0 &&
	    check_ranges(a->o, sw.pt[0].p, a->d) == 0) {
		report_sweep it = { &sw, NULL };
		a->be->sweep(a->doc, &it);
		fflush(stdout);
		rc = check ? expectations(sw.pt[0].p, &sw.pt[0].r[0], a->d)
		           : EXIT_OK;
	}
	sweep_free(&sw);
	return rc;
}

/* --emit-cuda: the program's kernels, not its figures. */
static int
emit_cuda(const pipe_run *run, const char *name, diag *d)
{
	gpurun_log log;
	int rc = EXIT_OK;

	/* its message after the file's name, as the other commands' */
	gpurun_log_open(&log);
	if (cudagen_emit(run->p, CUDAGEN_ALL, stdout, log.d) != 0) {
		cli_relay(d, name, NULL, 0, gpurun_log_text(&log));
		rc = EXIT_PATTERN;
	}
	gpurun_log_close(&log);
	return rc;
}

/* --emit-pattern: a kernel pattern's kernel lifted, as a pattern. */
static int
emit_pattern(const pipe_run *run, const char *name, diag *d)
{
	const char *why;

	if (run->p->kernel == NULL) {
		DIAG_PLAIN(d, CMD_EMIT_PATTERN_WRITTEN, name);
		return EXIT_PATTERN;
	}
	if (cudasrc_lift_pattern(run->p->kernel, run->p, stdout, &why) != 0) {
		DIAG_PLAIN(d, CMD_EMIT_PATTERN_LIFT, name,
		           run->p->kernel_stmt->name, why);
		return EXIT_PATTERN;
	}
	fflush(stdout);
	return EXIT_OK;
}

/* The report of an evaluated run in the chosen format (the HTML page is
   drawn from a sweep: html_page). */
static void
report(analysis *a, const pipe_setup *ps, const pipe_run *run)
{
	report_item it = { .p = run->p, .r = &run->r, .arch = &run->arch };
	char **hints = NULL;

	/* the text report's "try:" lines: rewrites suggest.c confirmed */
	if (a->o->format == FMT_TEXT && !a->o->quiet)
		it.hints = hints = suggest_hints(ps, run);
	if (a->be->pattern != NULL)
		a->be->pattern(a->doc, &it);
	suggest_hints_free(hints, run->p->naccesses);
	a->reported = true;
	fflush(stdout);
}

static char *
copy(const char *s)
{
	return strcpy(xmalloc(strlen(s) + 1), s);
}

/* diag's capture hook: JSON keeps a file's messages, in case it fails. */
static void
keep_diag(void *arg, enum diag_level lv, const char *id, const char *file,
          int line, int col, const char *msg)
{
	static const char *const severity[] = { "note", "warning", "error" };
	analysis *a = arg;
	report_diag *g;

	a->diags = xrealloc(a->diags, sizeof(*a->diags) *
	                              (size_t)(a->ndiags + 1));
	g = &a->diags[a->ndiags++];
	g->file = file != NULL ? copy(file) : NULL;
	g->line = line;
	g->col = col;
	g->severity = severity[lv];
	g->id = id;
	g->message = copy(msg);
}

static void
drop_diags(analysis *a)
{
	int i;

	for (i = 0; i < a->ndiags; i++) {
		free((char *)a->diags[i].file);
		free((char *)a->diags[i].message);
	}
	free(a->diags);
	a->diags = NULL;
	a->ndiags = 0;
}

/* JSON, SARIF: a file that failed before its report is an entry of its
   own, with the messages it failed with, so that no file goes missing. */
static void
report_failure(analysis *a, const char *name)
{
	report_item it;

	memset(&it, 0, sizeof(it));
	it.file = name;
	it.diags = a->diags;
	it.ndiags = a->ndiags;
	a->be->pattern(a->doc, &it);
	fflush(stdout);
}

/* The main figure of a request's counts, as sim's max_per_request. */
static uint32_t
main_figure(enum sim_space sp, const sim_counts *c)
{
	return sp == SIM_GLOBAL ? c->sectors : sp == SIM_SHARED ? c->wavefronts
	                                                         : c->distinct;
}

/*
 * The detail of each access from its costliest warp (the first in grid
 * order to make its costliest request): with --warp worst always, by
 * default where the first warp's request is cheaper than the costliest,
 * so that the picture never shows a conflict-free warp under a headline
 * of conflicts. The evaluator explains one warp a run: each distinct
 * warp wanted is one more evaluation. r->detail_warp becomes
 * CLI_WARP_WORST when the details are the costliest warps'. Returns 0,
 * or -1 after reporting to d.
 */
static int
worst_details(const pipe_setup *ps, pipe_run *run, bool always, diag *d)
{
	eval_result *r = &run->r;
	int i, j, n = r->naccesses, any = 0;
	bool *want = xmalloc(sizeof(*want) * (size_t)(n > 0 ? n : 1));

	for (i = 0; i < n; i++) {
		const eval_access *ea = &r->access[i];
		enum sim_space sp = (enum sim_space)
		                    run->p->accesses[i]->u.access.array->space;
		if (ea->stats.requests == 0)
			continue;
		want[i] = !ea->has_detail || ea->detail_warp != ea->worst_warp;
		if (!always && ea->has_detail &&
		    main_figure(sp, &ea->detail.counts) >=
		    ea->stats.max_per_request)
			want[i] = false;
		any |= want[i];
	}
	if (!any && !always) {
		free(want);
		return 0;
	}
	for (i = 0; i < n; i++) {
		eval_result more;
		if (!want[i])
			continue;
		if (pipe_eval_warp(ps, run, (int64_t)r->access[i].worst_warp, &more,
		                   d) != 0) {
			eval_result_free(&more);
			free(want);
			return -1;
		}
		/* every access this warp is the costliest of takes its detail */
		for (j = i; j < n; j++) {
			eval_access *to = &r->access[j], *from = &more.access[j];
			if (!want[j] || to->worst_warp != r->access[i].worst_warp)
				continue;
			to->has_detail = from->has_detail;
			to->detail_warp = from->detail_warp;
			to->detail = from->detail;
			memcpy(to->detail_addr, from->detail_addr,
			       sizeof(to->detail_addr));
			memcpy(to->detail_index, from->detail_index,
			       sizeof(to->detail_index));
			want[j] = false;
		}
		eval_result_free(&more);
	}
	free(want);
	r->detail_warp = CLI_WARP_WORST;
	return 0;
}

/* One file's text through the pipeline: its exit status. */
static int
analyze_text(analysis *a, const pipe_setup *ps)
{
	const cli_options *o = a->o;
	cmdgpu *g = NULL;
	pipe_point pt;
	pipe_run run;
	int status, rc;

	if (o->format == FMT_HTML && !o->gpu && !o->emit_cuda)
		return html_page(a, ps, true);
	pipe_point_init(&pt);
	pt.evaluate = !o->emit_cuda && !o->emit_pattern;
	pt.detail_warp = o->warp == CLI_WARP_WORST ? -1 : o->warp;
	pt.races = true;
	/* what shows a kernel's accesses lifted: -v's text and JSON */
	pt.lift = (o->verbose && o->format == FMT_TEXT) ||
	          o->format == FMT_JSON;
	if (o->gpu && !o->emit_cuda)
		g = cmdgpu_begin(ps, &pt);
	if (run_pattern(ps, &pt, &run, a->d) != 0 ||
	    (run.evaluated && o->warp < 0 &&
	     worst_details(ps, &run, o->warp == CLI_WARP_WORST, a->d) != 0)) {
		status = EXIT_PATTERN;
	} else if (run.p->kernel != NULL && o->emit_cuda) {
		/* the CUDA is the user's own file, and --gpu runs it
		   as it is: nothing is generated to print */
		DIAG_PLAIN(a->d, CMD_EMIT_CUDA_KERNEL, ps->file);
		status = EXIT_PATTERN;
	} else if (o->emit_cuda) {
		status = emit_cuda(&run, ps->file, a->d);
	} else if (o->emit_pattern) {
		status = emit_pattern(&run, ps->file, a->d);
	} else {
		report(a, ps, &run);
		status = EXIT_OK;
		if (o->format == FMT_HTML)
			status = html_page(a, ps, false);
		if (g != NULL && (rc = cmdgpu_pattern(g, &run, ps->file, stdout,
		                                      a->d)) > status)
			status = rc;
		if ((rc = expectations(run.p, &run.r, a->d)) > status)
			status = rc;
		if (a->base != NULL && baseline_compare(a->base, run.p, &run.r,
		                                        a->d, &a->tally) > 0 &&
		    status < EXIT_EXPECT)
			status = EXIT_EXPECT;
		if (a->keep != NULL && baseline_write(a->keep, run.p, &run.r,
		                                      a->d) != 0)
			status = EXIT_PATTERN;
	}
	if (g != NULL)
		cmdgpu_end(g);
	pipe_run_free(&run);
	return status;
}

/* JSON and SARIF give a file that failed a place of its own in the one
   document, with its messages. */
static bool
keeps_failures(const cli_options *o)
{
	return o->format == FMT_JSON || o->format == FMT_SARIF;
}

static int
analyze_file(analysis *a, const char *path)
{
	const char *name = cli_name(path);
	pipe_setup ps;
	size_t len = 0;
	char *src;
	int status;

	a->reported = false;
	if (keeps_failures(a->o)) {
		a->d->capture = keep_diag;
		a->d->capture_arg = a;
	}
	if ((src = source_read(path, &len, a->d)) == NULL) {
		status = EXIT_SYSTEM;
	} else {
		cli_setup(a->o, name, src, len, &ps);
		status = analyze_text(a, &ps);
		free(src);
	}
	if (keeps_failures(a->o) && !a->reported && status >= EXIT_PATTERN
	    && !eval_interrupted())
		report_failure(a, name);
	a->d->capture = NULL;
	drop_diags(a);
	return status;
}

/* Usage errors of this command once the options are read, or -1. */
static int
check_usage(const cli_options *o, int nfiles)
{
	if (o->nranges > 0 && o->format != FMT_HTML)
		return CLI_USAGE_ERROR(CMD_RANGE_NOT_HERE,
		                       o->ranges[0].name);
	if ((o->format == FMT_SVG || o->format == FMT_HTML) && nfiles > 1)
		return CLI_USAGE_ERROR(CMD_FORMAT_ONE_FILE,
		                       o->format == FMT_SVG ? "svg" : "html");
	if (o->emit_pattern && (o->emit_cuda || o->gpu || o->warp != -1 ||
	                        o->baseline || o->write_baseline ||
	                        o->format != FMT_TEXT))
		return CLI_USAGE_ERROR(CMD_EMIT_PATTERN_OPTIONS);
	if ((o->baseline || o->write_baseline) &&
	    (o->format == FMT_HTML || o->emit_cuda))
		return CLI_USAGE_ERROR(BASELINE_NOT_HERE,
		                       o->baseline ? "--baseline"
		                                   : "--write-baseline");
	return -1;
}

/* --baseline and --write-baseline before the files: the baseline read,
   the lines to write begun. EXIT_OK, or the status to end with. */
static int
baseline_begin(analysis *a)
{
	bool unreadable;

	if (a->o->baseline != NULL &&
	    (a->base = baseline_read(a->o->baseline, &unreadable, a->d)) == NULL)
		return unreadable ? EXIT_SYSTEM : EXIT_PATTERN;
	if (a->o->write_baseline != NULL) {
		a->keep = open_memstream(&a->kept, &a->nkept);
		if (a->keep == NULL) {
			DIAG_PLAIN(a->d, BASELINE_NO_MEMORY,
			           a->o->write_baseline);
			return EXIT_SYSTEM;
		}
		baseline_header(a->keep);
	}
	return EXIT_OK;
}

/*
 * After the files: the comparison's count, and the baseline written
 * where every file ran (one that failed would leave its accesses out,
 * and the next --baseline would call them new). Returns the status,
 * made worse where writing failed.
 */
static int
baseline_end(analysis *a, int status)
{
	const baseline_tally *t = &a->tally;
	FILE *f;
	int rc;

	if (eval_interrupted()) {
		/* stopped: nothing more to say, and no partial file */
		baseline_free(a->base);
		if (a->keep != NULL)
			fclose(a->keep);
		free(a->kept);
		return status;
	}
	if (a->base != NULL && status < EXIT_PATTERN)
		DIAG_PLAIN(a->d, BASELINE_TALLY, a->o->baseline, t->worse,
		           t->worse == 1 ? "" : "es", t->better, t->added,
		           t->gone, t->same);
	baseline_free(a->base);
	if (a->keep == NULL)
		return status;
	fclose(a->keep);
	if (status >= EXIT_PATTERN) {
		DIAG_PLAIN(a->d, BASELINE_NOT_WRITTEN,
		           a->o->write_baseline);
	} else if ((f = cli_open_out(a->o->write_baseline, a->d)) == NULL) {
		status = EXIT_SYSTEM;
	} else {
		fwrite(a->kept, 1, a->nkept, f);
		if ((rc = cli_close_out(f, a->o->write_baseline, a->d)) > status)
			status = rc;
	}
	free(a->kept);
	return status;
}

int
cmd_analyze(int argc, char **argv)
{
	const char *nc = getenv("NO_COLOR");
	bool no_color = nc != NULL && nc[0] != '\0';
	cli_options o;
	analysis a;
	diag d;
	int i, rc, nfiles, status = EXIT_OK;

	if ((rc = cli_parse(argc, argv, CLI_ANALYZE, &o)) != -1)
		return rc;
	nfiles = argc - o.first_file;
	if ((rc = check_usage(&o, nfiles)) != -1)
		return rc;
	diag_init(&d, stderr, isatty(fileno(stderr)) && !no_color);
	memset(&a, 0, sizeof(a));
	a.o = &o;
	a.d = &d;
	a.ro.several = nfiles > 1;
	/* -q silences the text report only: a format asked for by name is
	   what a script reads, and an empty document would be a trap */
	a.ro.quiet = o.quiet && o.format == FMT_TEXT;
	a.ro.verbose = o.verbose;
	a.ro.color = (o.color == 1 || (o.color == -1 && isatty(fileno(stdout))))
	             && !no_color;
	if ((rc = baseline_begin(&a)) != EXIT_OK)
		return baseline_end(&a, rc);
	a.be = report_backend_find(format_name[o.format]);
	a.doc = a.be->alloc(stdout, &a.ro);
	for (i = o.first_file; i < argc; i++) {
		rc = analyze_file(&a, argv[i]);
		/* the worst outcome wins: errors over failed expectations */
		if (rc > status)
			status = rc;
		if (eval_interrupted()) {
			a.be->free(a.doc);
			baseline_end(&a, EXIT_INTERRUPTED);
			return cli_stopped();
		}
	}
	/* ends the document: JSON's array of several files */
	a.be->free(a.doc);
	status = baseline_end(&a, status);
	return cli_flush_stdout(status);
}
