/*
 * main.c - the command line: options, reading pattern files, running the
 * evaluator and a report back end, and the exit status.
 */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "arena.h"
#include "cudagen.h"
#include "diag.h"
#include "eval.h"
#include "exitcode.h"
#include "cmd.h"
#include "cmd_gpu.h"
#include "pat.h"
#include "report.h"
#include "source.h"
#include "sweep.h"

#ifndef ACCESSAN_VERSION
#define ACCESSAN_VERSION "0.1.0"
#endif

#define DEFAULT_MAX_WORK 10000000000ULL   /* about half a minute */
#define MAX_DEFINES 256
#define MAX_RANGES 16
#define HTML_WARPS 32                     /* warps the HTML page can show */
#define HTML_WORK 200000000ULL            /* thread-accesses for all of it */

enum format { FMT_TEXT, FMT_JSON, FMT_SVG, FMT_HTML };

typedef struct options {
	enum format format;
	const sim_arch *arch;        /* NULL: the file's 'arch', else sm_90 */
	int bank_bytes;              /* 0: the file's 'bankmode', else 4 */
	int64_t warp;                /* -1: the first warp to run each access */
	uint64_t max_work;
	bool quiet;
	bool gpu;                    /* --gpu: run it on the GPU too */
	bool emit_cuda;              /* --emit-cuda: print the CUDA source */
	int color;                   /* -1 auto, 0 never, 1 always */
	pat_define defs[MAX_DEFINES];
	int ndefs;
	sweep_range ranges[MAX_RANGES];   /* -D NAME=FROM..TO[:STEP] */
	int nranges;
	const char *csv, *svg;       /* sweep: --csv FILE, --svg FILE */
} options;

static const char usage_text[] =
"usage: accessan [options] FILE...\n"
"       accessan sweep -D NAME=FROM..TO[:STEP] [options] [--gpu] FILE\n"
"       accessan validate [--random N] [--seed S] [--dry-run] [--verbose]\n"
"       accessan validate [--dry-run] [--verbose] FILE...\n"
"Analyze the memory access pattern of a CUDA kernel described in FILE\n"
"(- for standard input): sectors per request for global memory, wavefronts\n"
"and bank conflicts for shared memory, serialization for constant memory.\n"
"\n"
"options:\n"
"  -D NAME=VALUE        set parameter NAME (declared with 'param') to VALUE;\n"
"                       for sweep and --format html, a range FROM..TO[:STEP]\n"
"  -a, --arch NAME      architecture profile (default sm_90; see --list-archs)\n"
"      --bank-mode N    shared-memory bank width, 4 or 8 bytes (8: sm_35 only)\n"
"  -f, --format FMT     report format: text (default), json, svg (pictures)\n"
"                       or html (a page with every warp and parameter)\n"
"  -w, --warp N         draw warp N (linear over the grid) in the text report\n"
"      --max-work N     refuse patterns of more than N thread-accesses and\n"
"                       loop steps (default 10000000000)\n"
"  -q, --quiet          print nothing but diagnostics; the exit status tells\n"
"      --gpu            also run the pattern on the GPU: counters and bandwidth\n"
"                       beside the model's figures (needs the CUDA driver);\n"
"                       sweep: measured and predicted bandwidth per value\n"
"      --emit-cuda      print the CUDA C source generated for the pattern\n"
"      --color WHEN     colour the text report: auto (default), always, never\n"
"      --list-archs     list the architecture profiles and exit\n"
"      --csv FILE       sweep: also write the figures as CSV to FILE\n"
"      --svg FILE       sweep: also write the plot as SVG to FILE\n"
"  -h, --help           print this help and exit\n"
"  -V, --version        print the version and exit\n"
"\n"
"exit status: 0 every expectation holds, 1 an expectation failed,\n"
"2 a usage or pattern error, 3 a system error.\n"
"See accessan(1) and accessan-pattern(5).\n";

static int
usage_error(const char *fmt, const char *arg)
{
	fprintf(stderr, "accessan: error: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\nTry 'accessan --help' for more information.\n");
	return EXIT_PATTERN;
}

static bool
parse_int(const char *s, int64_t *v)
{
	char *end;
	long long x;

	errno = 0;
	x = strtoll(s, &end, 0);
	if (errno != 0 || end == s || *end != '\0')
		return false;
	*v = x;
	return true;
}

/* -D NAME=FROM..TO[:STEP], for sweep and the HTML page. */
static int
parse_range(options *o, char *arg, char *eq)
{
	char *dots = strstr(eq + 1, ".."), *colon = strchr(dots + 2, ':');
	sweep_range *r;
	int i;

	if (o->nranges == MAX_RANGES)
		return usage_error("too many -D ranges (at most 16)%s", "");
	r = &o->ranges[o->nranges];
	r->step = 1;
	*dots = '\0';
	if (colon != NULL)
		*colon = '\0';
	if (!parse_int(eq + 1, &r->from) || !parse_int(dots + 2, &r->to) ||
	    (colon != NULL && !parse_int(colon + 1, &r->step))) {
		*dots = '.';
		if (colon != NULL)
			*colon = ':';
		return usage_error("-D: '%s' is not a range FROM..TO or "
		                   "FROM..TO:STEP of integers", eq + 1);
	}
	*eq = '\0';
	r->name = arg;
	if (sweep_count(r) == 0)
		return usage_error("-D %s: the range is empty, its step not "
		                   "positive, or it has more than 1024 values",
		                   arg);
	for (i = 0; i < o->nranges; i++)
		if (strcmp(o->ranges[i].name, r->name) == 0) {
			o->ranges[i] = *r;
			return 0;
		}
	o->nranges++;
	return 0;
}

/* -D NAME=VALUE; NAME is cut out of argv in place (argv is writable). */
static int
parse_define(options *o, char *arg)
{
	char *eq = strchr(arg, '=');
	pat_define *d;
	size_t n;
	int i;

	if (eq == NULL || eq == arg)
		return usage_error("-D wants NAME=VALUE, not '%s'", arg);
	n = (size_t)(eq - arg);
	for (i = 0; i < (int)n; i++)
		if (!(arg[i] == '_' || (arg[i] >= 'a' && arg[i] <= 'z') ||
		      (arg[i] >= 'A' && arg[i] <= 'Z') ||
		      (i > 0 && arg[i] >= '0' && arg[i] <= '9')))
			return usage_error("-D: '%s' is not a parameter name", arg);
	if (o->ndefs == MAX_DEFINES)
		return usage_error("too many -D options (at most 256)%s", "");
	if (strstr(eq + 1, "..") != NULL)
		return parse_range(o, arg, eq);
	d = &o->defs[o->ndefs];
	if (!parse_int(eq + 1, &d->value))
		return usage_error("-D: '%s' is not an integer value", eq + 1);
	*eq = '\0';
	d->name = arg;
	for (i = 0; i < o->ndefs; i++)
		if (strcmp(o->defs[i].name, d->name) == 0) {
			/* the last one wins, as with a C compiler's -D */
			o->defs[i].value = d->value;
			return 0;
		}
	o->ndefs++;
	return 0;
}

static void
list_archs(void)
{
	size_t n, i;
	const sim_arch *a = sim_arch_list(&n);

	printf("%-8s %-4s %-28s %10s %10s  %s\n", "name", "cc", "profile of",
	       "L2", "DRAM GB/s", "bank modes");
	for (i = 0; i < n; i++)
		printf("%-8s %d.%d  %-28s %7.1f MB %10.0f  %s%s\n", a[i].name,
		       a[i].cc_major, a[i].cc_minor, a[i].gpu,
		       (double)a[i].l2_bytes / 1e6, a[i].dram_gbps,
		       a[i].bank_mode_8 ? "4, 8" : "4",
		       &a[i] == sim_arch_default() ? " (default)" : "");
}

static void
setup_of(const options *o, const char *name, const char *src, size_t len,
         sweep_setup *s)
{
	memset(s, 0, sizeof(*s));
	s->file = name;
	s->src = src;
	s->len = len;
	s->defs = o->defs;
	s->ndefs = o->ndefs;
	s->arch = o->arch;
	s->bank_bytes = o->bank_bytes;
	s->max_work = o->max_work;
}

/* Every -D range must name a parameter of the program. */
static int
check_ranges(const options *o, const pat_program *p, diag *d)
{
	int i, j;

	for (i = 0; i < o->nranges; i++) {
		for (j = 0; j < p->nparams; j++)
			if (strcmp(p->params[j].name, o->ranges[i].name) == 0)
				break;
		if (j == p->nparams) {
			diag_plain(d, DIAG_ERROR, "-D %s: %s declares no parameter "
			           "'%s'", o->ranges[i].name, p->file,
			           o->ranges[i].name);
			return -1;
		}
	}
	return 0;
}

/*
 * The HTML page: the pattern again for the first HTML_WARPS warps, and for
 * each parameter over its -D range or the default values (sweep_explore).
 */
static int
html_page(const options *o, const char *name, const char *src, size_t len,
          const report_opts *ro, diag *d)
{
	sweep_setup ss;
	sweep sw;
	int rc;

	setup_of(o, name, src, len, &ss);
	rc = sweep_explore(&ss, o->ranges, o->nranges, HTML_WARPS, HTML_WORK,
	                   &sw, d);
	if (rc == 0) {
		if (check_ranges(o, sw.pt[0].p, d) != 0)
			rc = EXIT_PATTERN;
		else
			report_html(stdout, &sw, ro);
	}
	sweep_free(&sw);
	return rc;
}

/* Open FILE for writing, "-" the standard output. */
static FILE *
open_out(const char *path, diag *d)
{
	FILE *f = strcmp(path, "-") == 0 ? stdout : fopen(path, "w");

	if (f == NULL)
		diag_plain(d, DIAG_ERROR, "cannot write %s: %s", path,
		           strerror(errno));
	return f;
}

static int
close_out(FILE *f, const char *path, diag *d)
{
	int bad = fflush(f) != 0 || ferror(f);

	if (f != stdout && fclose(f) != 0)
		bad = 1;
	if (bad) {
		diag_plain(d, DIAG_ERROR, "cannot write %s: %s", path,
		           strerror(errno));
		return EXIT_SYSTEM;
	}
	return EXIT_OK;
}

/*
 * accessan sweep: the pattern at every value of the one -D range, as a
 * table, and as CSV and an SVG plot on request; with --gpu, each value
 * timed on the GPU too (its CSV, when asked for, goes to FILE.gpu.csv).
 * Expectations are not checked: they pin one value, and a sweep is about
 * the others.
 */
static int
run_sweep(const options *o, const char *path, diag *d)
{
	const char *name = strcmp(path, "-") == 0 ? "<stdin>" : path;
	const sweep_range *rg = &o->ranges[0];
	sweep_setup ss;
	sweep sw;
	size_t len = 0;
	char *src;
	int status;
	FILE *f;

	if ((src = source_read(path, &len, d)) == NULL)
		return EXIT_SYSTEM;
	setup_of(o, name, src, len, &ss);
	status = sweep_range_eval(&ss, rg, &sw, d);
	if (status == EXIT_OK && !o->quiet)
		sweep_table(stdout, &sw, rg);
	if (status == EXIT_OK && o->csv != NULL) {
		if ((f = open_out(o->csv, d)) == NULL)
			status = EXIT_SYSTEM;
		else {
			sweep_csv(f, &sw, rg);
			status = close_out(f, o->csv, d);
		}
	}
	if (status == EXIT_OK && o->svg != NULL) {
		if ((f = open_out(o->svg, d)) == NULL)
			status = EXIT_SYSTEM;
		else {
			report_svg_sweep(f, &sw, rg);
			status = close_out(f, o->svg, d);
		}
	}
	if (status == EXIT_OK && o->gpu)
		status = cmdgpu_sweep(&sw, rg, name, o->csv, o->quiet, d);
	sweep_free(&sw);
	free(src);
	return status;
}

/* Analyze one file. Returns its exit status. */
static int
run_file(const options *o, const char *path, diag *d, int *printed,
         bool several)
{
	const char *name = strcmp(path, "-") == 0 ? "<stdin>" : path;
	pat_define defs[MAX_DEFINES];
	eval_options eo;
	eval_result r;
	report_opts ro;
	sim_arch arch;
	pat_program *p;
	size_t len = 0;
	char *src;
	int i, status = EXIT_OK;
	bool tty = isatty(fileno(stdout));
	pipe_setup ps;
	pipe_point pt;
	cmdgpu *g = NULL;

	if ((src = source_read(path, &len, d)) == NULL)
		return EXIT_SYSTEM;
	memcpy(defs, o->defs, sizeof(pat_define) * (size_t)o->ndefs);
	if ((p = pat_parse(name, src, len, defs, o->ndefs, d)) == NULL) {
		free(src);
		return EXIT_PATTERN;
	}
	for (i = 0; i < o->ndefs; i++)
		if (!defs[i].used) {
			diag_plain(d, DIAG_ERROR, "-D %s: %s declares no parameter "
			           "'%s'", defs[i].name, name, defs[i].name);
			status = EXIT_PATTERN;
		}
	if (status != EXIT_OK ||
	    pat_arch(p, o->arch, o->bank_bytes, &arch, d) != 0) {
		pat_free(p);
		free(src);
		return EXIT_PATTERN;
	}
	if (o->emit_cuda) {
		char err[512];
		if (cudagen_emit(p, CUDAGEN_ALL, stdout, err, sizeof(err)) != 0) {
			diag_plain(d, DIAG_ERROR, "%s: %s", name, err);
			status = EXIT_PATTERN;
		}
		pat_free(p);
		free(src);
		return status;
	}
	memset(&eo, 0, sizeof(eo));
	eo.arch = &arch;
	eo.max_work = o->max_work;
	eo.detail_warp = o->warp;
	if (o->gpu) {
		memset(&ps, 0, sizeof(ps));
		ps.file = name;
		ps.src = src;
		ps.len = len;
		ps.defs = o->defs;
		ps.ndefs = o->ndefs;
		ps.check_defs = true;
		ps.arch = o->arch;
		ps.bank_bytes = o->bank_bytes;
		ps.max_work = o->max_work;
		memset(&pt, 0, sizeof(pt));
		pt.detail_warp = o->warp;
		pt.evaluate = true;
		g = cmdgpu_begin(&ps, &pt);
		eo.on_request = pt.on_request;
		eo.on_request_arg = pt.on_request_arg;
	}
	if (eval_run(p, &eo, &r, d) != 0) {
		cmdgpu_end(g);
		eval_result_free(&r);
		pat_free(p);
		free(src);
		return EXIT_PATTERN;
	}
	memset(&ro, 0, sizeof(ro));
	ro.arch = &arch;
	ro.quiet = o->quiet;
	ro.first = *printed == 0;
	ro.several = several;
	ro.color = o->color == 1 || (o->color == -1 && tty);
	if (getenv("NO_COLOR") != NULL && getenv("NO_COLOR")[0] != '\0')
		ro.color = false;
	if (o->format == FMT_JSON) {
		if (!o->quiet) {
			report_json(stdout, p, &r, &ro);
			++*printed;
		}
	} else if (o->format == FMT_SVG) {
		if (!o->quiet)
			report_svg(stdout, p, &r, &ro);
	} else if (o->format == FMT_HTML) {
		if (!o->quiet && html_page(o, name, src, len, &ro, d) != 0)
			status = EXIT_PATTERN;
	} else {
		report_text(stdout, p, &r, &ro);
	}
	fflush(stdout);
	if (g != NULL) {
		pipe_run run;
		int rc;
		memset(&run, 0, sizeof(run));
		run.p = p;
		run.arch = arch;
		run.evaluated = true;
		run.r = r;
		rc = cmdgpu_pattern(g, &run, name, stdout, d);
		if (rc > status)
			status = rc;
	}
	for (i = 0; i < p->nexpects; i++) {
		const pat_stmt *s = p->expects[i];
		char got[64];
		if (r.expect_passed[i])
			continue;
		if (r.expect_actual[i] != r.expect_actual[i])
			snprintf(got, sizeof(got), "the access never ran");
		else
			snprintf(got, sizeof(got), "it is %.6g", r.expect_actual[i]);
		diag_at(d, DIAG_ERROR, p->file, p->src, s->loc,
		        "expectation failed: %s (%s)", s->text, got);
		if (status < EXIT_EXPECT)
			status = EXIT_EXPECT;
	}
	cmdgpu_end(g);
	eval_result_free(&r);
	pat_free(p);
	free(src);
	return status;
}

/*
 * Ctrl-C asks the evaluator to stop, so that everything is freed on the
 * way out; a second one ends the program at once. Only async-signal-safe
 * calls here; the driver frees device memory when the process ends.
 */
static volatile sig_atomic_t got_signal = SIGINT;

static void
interrupted(int sig)
{
	static const char msg[] = "accessan: interrupted\n";
	ssize_t n;

	if (!eval_interrupted()) {
		got_signal = sig;
		eval_interrupt();
		return;
	}
	n = write(STDERR_FILENO, msg, sizeof(msg) - 1);
	(void)n;
	_exit(128 + sig);
}

/* After Ctrl-C: the evaluator stopped and freed what it had. */
static int
stopped(void)
{
	fflush(stdout);
	fprintf(stderr, "accessan: interrupted\n");
	return got_signal == SIGINT ? EXIT_INTERRUPTED : 128 + got_signal;
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "arch", required_argument, NULL, 'a' },
		{ "bank-mode", required_argument, NULL, 'B' },
		{ "format", required_argument, NULL, 'f' },
		{ "warp", required_argument, NULL, 'w' },
		{ "max-work", required_argument, NULL, 'M' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "gpu", no_argument, NULL, 'G' },
		{ "emit-cuda", no_argument, NULL, 'E' },
		{ "color", required_argument, NULL, 'C' },
		{ "colour", required_argument, NULL, 'C' },
		{ "list-archs", no_argument, NULL, 'L' },
		{ "csv", required_argument, NULL, 'c' },
		{ "svg", required_argument, NULL, 's' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 },
	};
	options o;
	diag d;
	int c, i, status = EXIT_OK, rc, printed = 0;
	int64_t v;
	const char *nc = getenv("NO_COLOR");
	bool sweeping = argc > 1 && strcmp(argv[1], "sweep") == 0;

	/* a closed pipe ends the program quietly, as for other filters */
	signal(SIGPIPE, SIG_DFL);
	{
		/* sigaction, not signal(): with _POSIX_C_SOURCE, signal() resets
		   the handler after one signal, and a second Ctrl-C (or a
		   signal sent to the whole process group, as timeout(1) does)
		   would kill the program without a word */
		struct sigaction sa;
		memset(&sa, 0, sizeof(sa));
		sa.sa_handler = interrupted;
		sigemptyset(&sa.sa_mask);
		sa.sa_flags = SA_RESTART;
		sigaction(SIGINT, &sa, NULL);
		sigaction(SIGTERM, &sa, NULL);
	}
	if (argc > 1 && strcmp(argv[1], "validate") == 0) {
		rc = cmd_validate(argc - 1, argv + 1);
		return eval_interrupted() ? stopped() : rc;
	}
	memset(&o, 0, sizeof(o));
	o.warp = -1;
	o.max_work = DEFAULT_MAX_WORK;
	o.color = -1;
	diag_init(&d, stderr, isatty(fileno(stderr)) &&
	                              !(nc != NULL && nc[0] != '\0'));
	opterr = 0;
	if (sweeping) {
		/* the subcommand's options follow it */
		argc--;
		argv++;
	}
	while ((c = getopt_long(argc, argv, ":D:a:f:w:qhV", longopts,
	                        NULL)) != -1) {
		switch (c) {
		case 'D':
			if ((rc = parse_define(&o, optarg)) != 0)
				return rc;
			break;
		case 'a':
			if ((o.arch = sim_arch_find(optarg)) == NULL)
				return usage_error("unknown architecture '%s' (see "
				                   "--list-archs)", optarg);
			break;
		case 'B':
			if (!parse_int(optarg, &v) || (v != 4 && v != 8))
				return usage_error("--bank-mode is 4 or 8, not '%s'",
				                   optarg);
			o.bank_bytes = (int)v;
			break;
		case 'f':
			if (strcmp(optarg, "text") == 0)
				o.format = FMT_TEXT;
			else if (strcmp(optarg, "json") == 0)
				o.format = FMT_JSON;
			else if (strcmp(optarg, "svg") == 0)
				o.format = FMT_SVG;
			else if (strcmp(optarg, "html") == 0)
				o.format = FMT_HTML;
			else
				return usage_error("unknown format '%s' (text, json, svg "
				                   "or html)", optarg);
			break;
		case 'w':
			if (!parse_int(optarg, &v) || v < 0)
				return usage_error("--warp wants a warp number, not '%s'",
				                   optarg);
			o.warp = v;
			break;
		case 'M':
			if (!parse_int(optarg, &v) || v < 1)
				return usage_error("--max-work wants a positive number, "
				                   "not '%s'", optarg);
			o.max_work = (uint64_t)v;
			break;
		case 'q':
			o.quiet = true;
			break;
		case 'G':
			o.gpu = true;
			break;
		case 'E':
			o.emit_cuda = true;
			break;
		case 'C':
			if (strcmp(optarg, "auto") == 0)
				o.color = -1;
			else if (strcmp(optarg, "always") == 0)
				o.color = 1;
			else if (strcmp(optarg, "never") == 0)
				o.color = 0;
			else
				return usage_error("--color is auto, always or never, "
				                   "not '%s'", optarg);
			break;
		case 'c':
		case 's':
			if (!sweeping)
				return usage_error("%s is an option of 'accessan "
				                   "sweep'", c == 'c' ? "--csv" : "--svg");
			if (c == 'c')
				o.csv = optarg;
			else
				o.svg = optarg;
			break;
		case 'L':
			list_archs();
			return EXIT_OK;
		case 'h':
			fputs(usage_text, stdout);
			return EXIT_OK;
		case 'V':
			printf("accessan %s\n", ACCESSAN_VERSION);
			return EXIT_OK;
		case ':':
			return usage_error("option '%s' needs a value",
			                   argv[optind - 1]);
		default:
			return usage_error("unknown option '%s'", argv[optind - 1]);
		}
	}
	if (optind == argc)
		return usage_error("no pattern file given%s", "");
	if (sweeping) {
		if (o.emit_cuda || o.format != FMT_TEXT || o.warp != -1)
			return usage_error("sweep takes -D, --arch, --bank-mode, "
			                   "--max-work, --csv, --svg, --gpu and -q%s",
			                   "");
		if (o.nranges != 1)
			return usage_error("sweep wants one -D NAME=FROM..TO[:STEP] "
			                   "range%s", "");
		if (argc - optind > 1)
			return usage_error("sweep takes one pattern file%s", "");
		rc = run_sweep(&o, argv[optind], &d);
		return eval_interrupted() ? stopped() : rc;
	}
	if (o.nranges > 0 && o.format != FMT_HTML)
		return usage_error("-D %s=FROM..TO: a range is for --format html "
		                   "and 'accessan sweep'", o.ranges[0].name);
	if ((o.format == FMT_SVG || o.format == FMT_HTML) && argc - optind > 1)
		return usage_error("--format %s takes one pattern file",
		                   o.format == FMT_SVG ? "svg" : "html");
	for (i = optind; i < argc; i++) {
		rc = run_file(&o, argv[i], &d, &printed, o.format == FMT_JSON &&
		              argc - optind > 1 && !o.quiet);
		/* the worst outcome wins: errors over failed expectations */
		if (rc > status)
			status = rc;
		if (eval_interrupted())
			return stopped();
	}
	if (o.format == FMT_JSON && argc - optind > 1 && !o.quiet)
		fputs(printed ? "]\n" : "[]\n", stdout);
	if (fflush(stdout) != 0 || ferror(stdout)) {
		if (errno == EPIPE)
			return status;
		fprintf(stderr, "accessan: error: writing the report: %s\n",
		        strerror(errno));
		return EXIT_SYSTEM;
	}
	return status;
}
