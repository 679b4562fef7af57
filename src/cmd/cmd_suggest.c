/*
 * cmd_suggest.c - accessan suggest [options] FILE: the rewrites that the
 * model confirms for each array whose accesses waste (suggest.h), as
 * text, JSON or HTML, or with --apply the rewritten pattern itself. The
 * search is suggest.c's, the formatting the back end's of --format
 * (report.h); this file reads the options, evaluates the patterns the
 * HTML page pictures and picks the exit status.
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

static const char *const format_name[] = {
	[FMT_TEXT] = "text", [FMT_JSON] = "json", [FMT_SVG] = "svg",
	[FMT_HTML] = "html", [FMT_SARIF] = "sarif",
};

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

/* What the HTML page pictures: the pattern, and each fix's rewritten
   pattern, evaluated; runs[0] is the pattern's, the fixes' follow, target
   by target. */
typedef struct pictured {
	pipe_run *runs;
	int nruns;
	report_item before;
	report_item **after;         /* after[target][fix]: into runs */
} pictured;

/* Evaluate what the page pictures into pc (free it with pictured_free
   either way): 0, or -1 if the pattern no longer runs (it ran for the
   search). */
static int
pictured_run(const pipe_setup *ps, const sug_result *r, pictured *pc,
             diag *d)
{
	pipe_point pt;
	pipe_run *run;
	int i, k, n = 1;

	for (i = 0; i < r->ntargets; i++)
		n += r->targets[i].nfixes;
	pc->runs = xcalloc((size_t)n, sizeof(*pc->runs));
	pc->after = xcalloc((size_t)r->ntargets + 1, sizeof(*pc->after));
	pc->nruns = 1;
	pipe_point_init(&pt);
	if (run_pattern(ps, &pt, &pc->runs[0], d) != 0)
		return -1;
	pc->before = (report_item){ .p = pc->runs[0].p, .r = &pc->runs[0].r,
	                            .arch = &pc->runs[0].arch };
	for (i = 0; i < r->ntargets; i++) {
		const sug_target *tg = &r->targets[i];
		pc->after[i] = xcalloc((size_t)tg->nfixes + 1,
		                       sizeof(*pc->after[i]));
		for (k = 0; k < tg->nfixes; k++) {
			run = &pc->runs[pc->nruns++];
			/* p stays NULL where the rewritten text did not run */
			if (run_text(ps, tg->fixes[k].text, tg->fixes[k].len, run,
			             d) == 0)
				pc->after[i][k] = (report_item){ .p = run->p,
				                                 .r = &run->r,
				                                 .arch = &run->arch };
		}
	}
	return 0;
}

static void
pictured_free(pictured *pc, int ntargets)
{
	int i;

	for (i = 0; i < pc->nruns; i++)
		pipe_run_free(&pc->runs[i]);
	free(pc->runs);
	if (pc->after != NULL)
		for (i = 0; i < ntargets; i++)
			free(pc->after[i]);
	free(pc->after);
}

/* The report of r through the back end of --format. EXIT_OK, or
   EXIT_PATTERN if the HTML page's pattern no longer runs. */
static int
report(const cli_options *o, const pipe_setup *ps, const sug_result *r,
       diag *d)
{
	const report_backend *be = report_backend_find(format_name[o->format]);
	report_suggest it = { .file = ps->file, .r = r };
	pictured pc = { 0 };
	void *doc;

	if (o->format == FMT_HTML) {
		if (pictured_run(ps, r, &pc, d) != 0) {
			pictured_free(&pc, r->ntargets);
			return EXIT_PATTERN;
		}
		it.before = &pc.before;
		it.after = pc.after;
	}
	doc = be->alloc(stdout, NULL);
	be->suggest(doc, &it);
	be->free(doc);
	pictured_free(&pc, r->ntargets);
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
		status = o.quiet ? EXIT_OK : report(&o, &ps, &r, &d);
	}
	suggest_free(&r);
	free(src);
	return cli_flush_stdout(status);
}
