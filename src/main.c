/*
 * main.c - the command line: options, reading pattern files, running the
 * evaluator and a report back end, and the exit status.
 */
#include <errno.h>
#include <getopt.h>
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
#include "gpufront.h"
#include "pat.h"
#include "report.h"

#ifndef ACCESSAN_VERSION
#define ACCESSAN_VERSION "0.1.0"
#endif

#define MAX_FILE_BYTES (64u << 20)
#define DEFAULT_MAX_WORK 10000000000ULL   /* about half a minute */
#define MAX_DEFINES 256

enum format { FMT_TEXT, FMT_JSON };

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
} options;

static const char usage_text[] =
"usage: accessan [options] FILE...\n"
"Analyze the memory access pattern of a CUDA kernel described in FILE\n"
"(- for standard input): sectors per request for global memory, wavefronts\n"
"and bank conflicts for shared memory, serialization for constant memory.\n"
"\n"
"options:\n"
"  -D NAME=VALUE        set parameter NAME (declared with 'param') to VALUE\n"
"  -a, --arch NAME      architecture profile (default sm_90; see --list-archs)\n"
"      --bank-mode N    shared-memory bank width, 4 or 8 bytes (8: sm_35 only)\n"
"  -f, --format FMT     report format: text (default) or json\n"
"  -w, --warp N         draw warp N (linear over the grid) in the text report\n"
"      --max-work N     refuse patterns of more than N thread-accesses and\n"
"                       loop steps (default 10000000000)\n"
"  -q, --quiet          print nothing but diagnostics; the exit status tells\n"
"      --gpu            also run the pattern on the GPU: counters and bandwidth\n"
"                       beside the model's figures (needs the CUDA driver)\n"
"      --emit-cuda      print the CUDA C source generated for the pattern\n"
"      --color WHEN     colour the text report: auto (default), always, never\n"
"      --list-archs     list the architecture profiles and exit\n"
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

/* Read all of path ("-": standard input) into a NUL-terminated buffer. */
static char *
read_file(const char *path, size_t *len, diag *d)
{
	FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	size_t cap = 65536, n = 0, got;
	char *buf;

	if (f == NULL) {
		diag_plain(d, DIAG_ERROR, "cannot open %s: %s", path,
		           strerror(errno));
		return NULL;
	}
	buf = xmalloc(cap + 1);
	while ((got = fread(buf + n, 1, cap - n, f)) > 0) {
		n += got;
		if (n > MAX_FILE_BYTES) {
			diag_plain(d, DIAG_ERROR, "%s is larger than %u MiB: not a "
			           "pattern file", path, MAX_FILE_BYTES >> 20);
			free(buf);
			if (f != stdin)
				fclose(f);
			return NULL;
		}
		if (n == cap) {
			cap *= 2;
			buf = xrealloc(buf, cap + 1);
		}
	}
	if (ferror(f)) {
		diag_plain(d, DIAG_ERROR, "cannot read %s: %s", path,
		           strerror(errno));
		free(buf);
		if (f != stdin)
			fclose(f);
		return NULL;
	}
	if (f != stdin)
		fclose(f);
	buf[n] = '\0';
	*len = n;
	return buf;
}

/* Architecture: the command line's, else the file's, else the default. */
static int
pick_arch(const options *o, const pat_program *p, sim_arch *arch, diag *d)
{
	const sim_arch *a = o->arch;
	int bank = o->bank_bytes ? o->bank_bytes : p->bank_bytes;

	if (a == NULL && p->arch != NULL)
		a = sim_arch_find(p->arch);
	if (a == NULL)
		a = sim_arch_default();
	if (sim_arch_bank_mode(a, bank ? bank : 4, arch) != 0) {
		diag_plain(d, DIAG_ERROR, "%s: %s has no %d-byte bank mode (only "
		           "sm_35 has one)", p->file, a->name, bank);
		return -1;
	}
	return 0;
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

	if ((src = read_file(path, &len, d)) == NULL)
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
	if (status != EXIT_OK || pick_arch(o, p, &arch, d) != 0) {
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
	if (eval_run(p, &eo, &r, d) != 0) {
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
	} else {
		report_text(stdout, p, &r, &ro);
	}
	fflush(stdout);
	if (o->gpu) {
		/* the NVRTC log can be long: it follows the first line */
		static char err[65536];
		int rc = gpu_report(p, &r, stdout, err, sizeof(err));
		if (rc == EXIT_SYSTEM)
			diag_plain(d, DIAG_ERROR, "%s: %s", name, err);
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
	eval_result_free(&r);
	pat_free(p);
	free(src);
	return status;
}

/*
 * Ctrl-C: say so and end with the documented status. Only async-signal-
 * safe calls here; the driver frees device memory when the process ends.
 */
static void
interrupted(int sig)
{
	static const char msg[] = "accessan: interrupted\n";
	ssize_t n = write(STDERR_FILENO, msg, sizeof(msg) - 1);
	(void)n;
	_exit(128 + sig);
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
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 },
	};
	options o;
	diag d;
	int c, i, status = EXIT_OK, rc, printed = 0;
	int64_t v;
	const char *nc = getenv("NO_COLOR");

	/* a closed pipe ends the program quietly, as for other filters */
	signal(SIGPIPE, SIG_DFL);
	signal(SIGINT, interrupted);
	signal(SIGTERM, interrupted);
	memset(&o, 0, sizeof(o));
	o.warp = -1;
	o.max_work = DEFAULT_MAX_WORK;
	o.color = -1;
	diag_init(&d, stderr, isatty(fileno(stderr)) &&
	                              !(nc != NULL && nc[0] != '\0'));
	opterr = 0;
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
			else
				return usage_error("unknown format '%s' (text or json)",
				                   optarg);
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
	for (i = optind; i < argc; i++) {
		rc = run_file(&o, argv[i], &d, &printed, o.format == FMT_JSON &&
		              argc - optind > 1 && !o.quiet);
		/* the worst outcome wins: errors over failed expectations */
		if (rc > status)
			status = rc;
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
