/*
 * cli.c - the options of 'accessan', 'accessan sweep' and 'accessan
 * suggest', their usage texts,
 * output files and the Ctrl-C handler: what the command files share.
 */
#define _XOPEN_SOURCE 700     /* realpath */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "diag.h"
#include "eval.h"
#include "exitcode.h"
#include "nvrtc.h"
#include "source.h"

#ifndef ACCESSAN_VERSION
#define ACCESSAN_VERSION "0.1.0"
#endif

#define DEFAULT_MAX_WORK 10000000000ULL   /* about half a minute */

/* What each command's --help says before its options. */
static const char *const usage_head[] = {
	[CLI_ANALYZE] =
	"usage: accessan [options] FILE...\n"
	"       accessan sweep -D NAME=FROM..TO[:STEP] [options] [--gpu] FILE\n"
	"       accessan validate [--random N] [--seed S] [--adversarial] [--dry-run]\n"
	"                         [--verbose] [--max-work N]\n"
	"       accessan validate [--dry-run] [--verbose] [--max-work N] FILE...\n"
	"       accessan calibrate --gpu [-o FILE] [--name NAME] [-q]\n"
	"       accessan suggest [--apply] [--top N] [-D NAME=VALUE] [options] FILE\n"
	"       accessan transfer [--gpu] [-a ARCH] [--sizes LIST] [-n STREAMS] [...]\n"
	"Analyze the memory access pattern of a CUDA kernel described in FILE\n"
	"(- for standard input): sectors per request for global memory, wavefronts\n"
	"and bank conflicts for shared memory, serialization for constant memory.\n"
	"\n"
	"options:\n",
	[CLI_SWEEP] =
	"usage: accessan sweep -D NAME=FROM..TO[:STEP] [options] [--gpu] FILE\n"
	"Evaluate FILE at every value of one parameter (-D NAME=FROM..TO) and\n"
	"tabulate the figures per value; with --gpu, measured beside predicted.\n"
	"\n"
	"options:\n",
	[CLI_SUGGEST] =
	"usage: accessan suggest [--apply] [--top N] [-D NAME=VALUE] [options] FILE\n"
	"Try rewrites of FILE's accesses (swizzle, pad, align, struct of arrays,\n"
	"transposed, staged through a shared tile) and show those the model\n"
	"confirms cheaper.\n"
	"\n"
	"options:\n",
};

/* The commands an option is for (CMD_A: accessan, CMD_W: sweep, CMD_S:
   suggest), and its lines of --help; accessan --help lists them all. */
#define CMD_A (1u << CLI_ANALYZE)
#define CMD_W (1u << CLI_SWEEP)
#define CMD_S (1u << CLI_SUGGEST)
#define CMD_ALL (CMD_A | CMD_W | CMD_S)
#define CMD_OWN (1u << 8)            /* a command's own line for an option
                                        that accessan --help words for all */
static const struct opt_help {
	unsigned cmds;
	const char *text;
} opt_help[] = {
	{ CMD_ALL,
	  "  -D NAME=VALUE        set parameter NAME (declared with 'param') to VALUE;\n"
	  "                       for sweep and --format html, a range FROM..TO[:STEP]\n" },
	{ CMD_ALL,
	  "  -a, --arch NAME      architecture profile (default sm_90; see --list-archs)\n" },
	{ CMD_ALL,
	  "      --profile FILE   architecture profile read from FILE (a built-in one\n"
	  "                       with figures overridden; see accessan(1)), or an\n"
	  "                       installed one by name: h100, h200\n" },
	{ CMD_ALL,
	  "      --bank-mode N    shared-memory bank width, 4 or 8 bytes (8: sm_35 only)\n" },
	{ CMD_A,
	  "  -f, --format FMT     report format: text (default), json, sarif (SARIF\n"
	  "                       2.1.0, for code scanning), svg (pictures) or html\n"
	  "                       (a page with every warp and parameter)\n" },
	{ CMD_W | CMD_OWN,
	  "  -f, --format FMT     the table's format: text (default) or json\n" },
	{ CMD_S | CMD_OWN,
	  "  -f, --format FMT     report format: text (default), json or html\n" },
	{ CMD_A,
	  "  -w, --warp N         draw warp N (linear over the grid) in the text report;\n"
	  "                       'worst': each access's costliest warp\n" },
	{ CMD_ALL,
	  "      --max-work N     refuse patterns of more than N thread-accesses and\n"
	  "                       loop steps (default 10000000000)\n" },
	{ CMD_ALL,
	  "      --exhaustive     run every block and loop iteration, none standing\n"
	  "                       for others (slow; the figures are the same)\n" },
	{ CMD_ALL,
	  "      --threads N      enumerate on N threads where no classes apply\n"
	  "                       (default: ACCESSAN_THREADS, else every core)\n" },
	{ CMD_A,
	  "  -v, --verbose        text report: say per access whether its figures were\n"
	  "                       computed in closed form or every request evaluated,\n"
	  "                       and a kernel's address lifted from its PTX\n" },
	{ CMD_A | CMD_W | CMD_S,
	  "  -q, --quiet          no text report, only diagnostics (the exit status\n"
	  "                       tells); a format asked for with -f is still written\n" },
	{ CMD_A | CMD_W,
	  "      --gpu            also run the pattern on the GPU: counters and bandwidth\n"
	  "                       beside the model's figures (needs the CUDA driver);\n"
	  "                       sweep: measured and predicted bandwidth per value\n" },
	{ CMD_A,
	  "      --emit-cuda      print the CUDA C source generated for the pattern\n" },
	{ CMD_A,
	  "      --emit-pattern   print a 'kernel' pattern's kernel lifted from its PTX\n"
	  "                       as a pattern of read and write statements\n" },
	{ CMD_A,
	  "      --baseline FILE  hold every access to the figures FILE keeps: exit 1\n"
	  "                       where one got worse (see accessan(1), BASELINES)\n" },
	{ CMD_A,
	  "      --write-baseline FILE\n"
	  "                       keep every access's figures in FILE, for --baseline\n" },
	{ CMD_A,
	  "      --color WHEN     colour the text report: auto (default), always, never\n" },
	{ CMD_ALL,
	  "  -I, --include DIR    a folder where a 'kernel' statement's .cu finds its\n"
	  "                       #include files (as nvcc's -I)\n" },
	{ CMD_ALL,
	  "      --cuda-define NAME[=VALUE]\n"
	  "                       a macro of a 'kernel' statement's compile (nvcc's -D)\n" },
	{ CMD_ALL,
	  "      --list-archs     list the architecture profiles and exit\n" },
	{ CMD_W,
	  "      --csv FILE       sweep: also write the figures as CSV to FILE\n" },
	{ CMD_W,
	  "      --svg FILE       sweep: also write the plot as SVG to FILE\n" },
	{ CMD_W,
	  "      --expect         sweep: check the expectations at every value\n" },
	{ CMD_S,
	  "      --apply          suggest: print the pattern with the best rewrites\n" },
	{ CMD_S,
	  "      --top N          suggest: rewrites shown per array, 1 to 5 (default 3)\n" },
	{ CMD_ALL,
	  "  -h, --help           print this help and exit\n" },
	{ CMD_ALL,
	  "  -V, --version        print the version and exit\n" },
};

static const char usage_tail_cmd[] =
	"\n"
	"exit status: 0 every expectation holds, 1 an expectation failed,\n"
	"2 a usage or pattern error, 3 a system error.\n"
	"See accessan(1).\n";

static const char usage_tail[] =
	"\n"
	"exit status: 0 every expectation holds, 1 an expectation failed,\n"
	"2 a usage or pattern error, 3 a system error.\n"
	"See accessan(1) and accessan-pattern(5).\n";

/* "accessan: LEVEL: " and the message, on standard error: the commands'
   messages outside a pattern, which no diag counts. */
static void
vsay(enum diag_level lv, const char *fmt, va_list ap)
{
	fprintf(stderr, "accessan: %s: ", lv == DIAG_NOTE ? "note"
	        : lv == DIAG_WARNING ? "warning" : "error");
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

int
cli_usage_error(enum diag_level lv, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsay(lv, fmt, ap);
	va_end(ap);
	cli_try_help();
	return EXIT_PATTERN;
}

static const char *command;

void
cli_set_command(const char *name)
{
	command = name;
}

void
cli_try_help(void)
{
	fprintf(stderr, "Try 'accessan %s%s--help' for more information.\n",
	        command != NULL ? command : "", command != NULL ? " " : "");
}

/* cmd's --help, on standard output. */
static int
help(enum cli_cmd cmd)
{
	size_t i;

	fputs(usage_head[cmd], stdout);
	for (i = 0; i < sizeof(opt_help) / sizeof(opt_help[0]); i++)
		if (cmd == CLI_ANALYZE ? !(opt_help[i].cmds & CMD_OWN)
		                       : (opt_help[i].cmds & (1u << cmd)) != 0)
			fputs(opt_help[i].text, stdout);
	fputs(cmd == CLI_ANALYZE ? usage_tail : usage_tail_cmd, stdout);
	return cli_flush_stdout(EXIT_OK);
}

void
cli_error(enum diag_level lv, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsay(lv, fmt, ap);
	va_end(ap);
}

/* A profile's fault in words another layer made (a latency curve's,
   sim/timemodel.c's, or strerror's), after the place it is at: path, and
   line ln where there is one, as vsay says a message. Not a row of
   msg.h: no words of ours to add, the text is the message. */
static void
relay_profile(const char *path, int ln, const char *text)
{
	if (ln > 0)
		fprintf(stderr, "accessan: error: %s:%d: %s\n", path, ln, text);
	else
		fprintf(stderr, "accessan: error: %s: %s\n", path, text);
}

void
cli_relay(diag *d, const char *file, const char *param, long long value,
          const char *text)
{
	if (param != NULL)
		diag_msg_plain(d, NULL, DIAG_ERROR, "%s: %s=%lld: %s", file, param,
		               value, text);
	else
		diag_msg_plain(d, NULL, DIAG_ERROR, "%s: %s", file, text);
}

int
cli_option_error(const char *cmd, int c, char **argv,
                 const char *const *names)
{
	const char *arg = argv[optind - 1];
	char mean[160] = "";

	if (c == ':') {
		CLI_ERROR(CMD_OPTION_NEEDS_VALUE, cmd, arg);
		return EXIT_PATTERN;
	}
	cli_option_guess(arg, names, mean, sizeof(mean));
	CLI_ERROR(CMD_UNKNOWN_OPTION, cmd, arg, mean);
	return EXIT_PATTERN;
}

void
cli_option_guess(const char *arg, const char *const *names, char *buf,
                 size_t size)
{
	char typed[64];
	diag_guess g = { typed, NULL, 0 };
	size_t n = strcspn(arg, "=");

	snprintf(typed, sizeof(typed), "%.*s", n < 63 ? (int)n : 63, arg);
	/* '-' and '_' are separators the guess passes over: a typed
	   '-format' or '--fromat' is near '--format' either way */
	for (; *names != NULL; names++)
		diag_guess_consider(&g, *names);
	diag_guess_text(&g, buf, size);
}

void
cli_arch_guess(const char *name, char *buf, size_t size)
{
	diag_guess g = { name, NULL, 0 };
	const sim_arch *a;
	size_t n, i;

	a = sim_arch_list(&n);
	for (i = 0; i < n; i++)
		diag_guess_consider(&g, a[i].name);
	diag_guess_text(&g, buf, size);
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
parse_range(cli_options *o, char *arg, char *eq)
{
	char *dots = strstr(eq + 1, ".."), *colon = strchr(dots + 2, ':');
	sweep_range *r;
	int i;

	if (o->nranges == CLI_MAX_RANGES)
		return CLI_USAGE_ERROR(CLI_TOO_MANY_RANGES);
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
		return CLI_USAGE_ERROR(CLI_RANGE_NOT_INTEGERS, eq + 1);
	}
	*eq = '\0';
	r->name = arg;
	if (sweep_count(r) == 0)
		return CLI_USAGE_ERROR(CLI_RANGE_EMPTY, arg);
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
parse_define(cli_options *o, char *arg)
{
	char *eq = strchr(arg, '=');
	pat_define *d;
	size_t n;
	int i;

	if (eq == NULL || eq == arg)
		return CLI_USAGE_ERROR(CLI_DEFINE_SYNTAX, arg);
	n = (size_t)(eq - arg);
	for (i = 0; i < (int)n; i++)
		if (!(arg[i] == '_' || (arg[i] >= 'a' && arg[i] <= 'z') ||
		      (arg[i] >= 'A' && arg[i] <= 'Z') ||
		      (i > 0 && arg[i] >= '0' && arg[i] <= '9')))
			return CLI_USAGE_ERROR(CLI_DEFINE_NAME, arg);
	if (o->ndefs == CLI_MAX_DEFINES)
		return CLI_USAGE_ERROR(CLI_TOO_MANY_DEFINES);
	if (strstr(eq + 1, "..") != NULL)
		return parse_range(o, arg, eq);
	d = &o->defs[o->ndefs];
	if (!parse_int(eq + 1, &d->value))
		return CLI_USAGE_ERROR(CLI_DEFINE_VALUE, eq + 1);
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

	printf("%-8s %-4s %-28s %10s %10s  %-10s  %4s %5s  %s\n", "name", "cc",
	       "profile of", "L2", "DRAM GB/s", "bank modes", "SMs", "GHz",
	       "figures");
	for (i = 0; i < n; i++)
		printf("%-8s %d.%d  %-28s %7.1f MB %10.0f  %-10s  %4d %5.2f  %s%s\n",
		       a[i].name, a[i].cc_major, a[i].cc_minor, a[i].gpu,
		       (double)a[i].l2_bytes / 1e6, a[i].dram_gbps,
		       a[i].bank_mode_8 ? "4, 8" : "4", a[i].sm_count,
		       a[i].clock_ghz, a[i].source,
		       &a[i] == sim_arch_default() ? " (default; also h100)" : "");
}

/* The profile --profile FILE reads (sim.h, PROFILE FILES); it lives as
   long as the program. */
static sim_arch profile;

/* The key and the value of a profile file's line (the line is cut up in
   place): false for a line of nothing but blanks and a comment. */
static bool
split_line(char *line, char **key, char **val)
{
	char *e;

	if ((e = strchr(line, '#')) != NULL)
		*e = '\0';
	for (*key = line; **key == ' ' || **key == '\t'; ++*key)
		;
	for (e = *key + strlen(*key); e > *key && strchr(" \t\r\n", e[-1]); e--)
		;
	*e = '\0';
	if (**key == '\0')
		return false;
	for (*val = *key; **val != '\0' && **val != ' ' && **val != '\t'; ++*val)
		;
	if (**val != '\0')
		*(*val)++ = '\0';
	while (**val == ' ' || **val == '\t')
		++*val;
	return true;
}

/* What is wrong with a profile file, at a line or as a whole. */
enum bad_profile {
	PROFILE_OK,
	PROFILE_NO_VALUE,            /* a key without a value */
	PROFILE_TWICE,               /* a key given twice */
	PROFILE_BASE,                /* an unknown base profile */
	PROFILE_MEMORY,              /* out of memory */
	PROFILE_NOT_NUMBER,
	PROFILE_KEY,                 /* an unknown key */
	PROFILE_RANGE,
	PROFILE_NOT_WHOLE,
	PROFILE_TEXT,                /* said by text: a curve's, strerror's */
	PROFILE_NO_BASE              /* no base line (the whole file) */
};

/* One "key value" line of a profile file but base. Returns PROFILE_OK,
   or what is wrong (PROFILE_TEXT: a curve's fault, said in *text). */
static enum bad_profile
profile_line(const char *key, const char *val, sim_arch *a, char **name,
             char **gpu, const char **text)
{
	char *end;
	double v;
	sim_lat_curve *c;

	if (strcmp(key, "name") == 0 || strcmp(key, "gpu") == 0) {
		char **to = key[0] == 'n' ? name : gpu;
		if (*to != NULL)
			return PROFILE_TWICE;
		*to = strdup(val);
		return *to == NULL ? PROFILE_MEMORY : PROFILE_OK;
	}
	/* a loaded-latency curve: BYTES:NS points (sim/timemodel.h) */
	if ((c = sim_time_curve_key(a, key)) != NULL) {
		if (c->n > 0)
			return PROFILE_TWICE;
		*text = sim_time_curve_parse(val, c);
		return *text != NULL ? PROFILE_TEXT : PROFILE_OK;
	}
	errno = 0;
	v = strtod(val, &end);
	if (end == val || *end != '\0' || errno != 0)
		return PROFILE_NOT_NUMBER;
	switch (sim_arch_set(a, key, v)) {
	case -1:
		return PROFILE_KEY;
	case -2:
		return PROFILE_RANGE;
	case -3:
		return PROFILE_NOT_WHOLE;
	}
	return PROFILE_OK;
}

/* Say what is wrong with profile file path at line ln (0: the whole
   file). */
static void
profile_error(const char *path, int ln, enum bad_profile why,
              const char *text)
{
	switch (why) {
	case PROFILE_OK:
		break;
	case PROFILE_NO_VALUE:
		CLI_ERROR(CLI_PROFILE_NO_VALUE, path, ln);
		break;
	case PROFILE_TWICE:
		CLI_ERROR(CLI_PROFILE_KEY_TWICE, path, ln);
		break;
	case PROFILE_BASE:
		CLI_ERROR(CLI_PROFILE_UNKNOWN_BASE, path, ln);
		break;
	case PROFILE_MEMORY:
		CLI_ERROR(CLI_PROFILE_OUT_OF_MEMORY, path, ln);
		break;
	case PROFILE_NOT_NUMBER:
		CLI_ERROR(CLI_PROFILE_NOT_NUMBER, path, ln);
		break;
	case PROFILE_KEY:
		CLI_ERROR(CLI_PROFILE_UNKNOWN_KEY, path, ln);
		break;
	case PROFILE_RANGE:
		CLI_ERROR(CLI_PROFILE_RANGE, path, ln);
		break;
	case PROFILE_NOT_WHOLE:
		CLI_ERROR(CLI_PROFILE_NOT_WHOLE, path, ln);
		break;
	case PROFILE_NO_BASE:
		CLI_ERROR(CLI_PROFILE_NO_BASE, path);
		break;
	case PROFILE_TEXT:
		relay_profile(path, ln, text);
		break;
	}
}

/*
 * Read the profile file path into profile; 0, or the exit status after a
 * message "path:line: ...". Two passes: the base line, which may come
 * anywhere, then the others on top of it. Every key is refused twice: the
 * file is written by a program, and a second value would be a mistake.
 */
#define PROFILE_MAX_BYTES 65536

static int
load_profile(const char *path)
{
	const char *cause;
	FILE *f = source_fopen(path, &cause);
	char line[512], *key, *val, *name = NULL, *gpu = NULL;
	char seen[64] = { 0 };
	const char *const *keys;
	const char *text = NULL;
	enum bad_profile why = PROFILE_OK;
	const sim_arch *base = NULL;
	size_t nkeys, k;
	int ln = 0, pass;
	struct stat st = { 0 };

	if (f == NULL && stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		/* a pipe, refused before it is opened (which would wait) */
		CLI_ERROR(CLI_PROFILE_NOT_REGULAR, path);
		return EXIT_PATTERN;
	}
	if (f == NULL) {
		/* source_fopen's cause: strerror's words */
		relay_profile(path, 0, cause);
		return EXIT_SYSTEM;
	}
	/* read twice, and a few dozen lines: a device or a pipe (/dev/zero
	   would never end) or a file of megabytes is no profile */
	if (fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode) ||
	    st.st_size > PROFILE_MAX_BYTES) {
		if (S_ISREG(st.st_mode))
			CLI_ERROR(CLI_PROFILE_TOO_LARGE, path);
		else
			CLI_ERROR(CLI_PROFILE_NOT_REGULAR, path);
		fclose(f);
		return EXIT_PATTERN;
	}
	keys = sim_arch_keys(&nkeys);
	for (pass = 0; pass < 2 && why == PROFILE_OK; pass++) {
		rewind(f);
		ln = 0;
		while (why == PROFILE_OK &&
		       fgets(line, sizeof line, f) != NULL) {
			ln++;
			if (!split_line(line, &key, &val))
				continue;
			if (*val == '\0')
				why = PROFILE_NO_VALUE;
			else if (strcmp(key, "base") == 0) {
				if (pass == 1)
					continue;
				if (base != NULL)
					why = PROFILE_TWICE;
				else if ((base = sim_arch_find(val)) == NULL)
					why = PROFILE_BASE;
				else
					profile = *base;
			} else if (pass == 1) {
				for (k = 0; k < nkeys; k++)
					if (strcmp(key, keys[k]) == 0 && seen[k]++)
						why = PROFILE_TWICE;
				if (why == PROFILE_OK)
					why = profile_line(key, val, &profile, &name,
					                   &gpu, &text);
			}
		}
		if (why == PROFILE_OK && ferror(f)) {
			why = PROFILE_TEXT;
			text = strerror(errno);
		}
		if (why == PROFILE_OK && base == NULL) {
			why = PROFILE_NO_BASE;
			ln = 0;
		}
	}
	fclose(f);
	if (why != PROFILE_OK) {
		profile_error(path, ln, why, text);
		free(name);
		free(gpu);
		return EXIT_PATTERN;
	}
	if (name != NULL)
		profile.name = name;
	if (gpu != NULL)
		profile.gpu = gpu;
	profile.source = path;
	return 0;
}

#ifndef ACCESSAN_SRCDIR
#define ACCESSAN_SRCDIR "."
#endif
#ifndef ACCESSAN_DATADIR
#define ACCESSAN_DATADIR "/usr/local/share/accessan"
#endif

/* The directory of the running program, into buf ("" if unknown). */
static void
exe_dir(char *buf, size_t len)
{
	ssize_t n = readlink("/proc/self/exe", buf, len - 1);
	char *slash;

	buf[n > 0 ? n : 0] = '\0';
	if ((slash = strrchr(buf, '/')) != NULL)
		*slash = '\0';
	else
		buf[0] = '\0';
}

/*
 * Where '--profile arg' is: arg itself where it names a file or a path;
 * else, for a plain name ('h100', or 'h100.profile'), the installed
 * profile of that name: beside an installed tree moved as a whole
 * (PREFIX/bin and PREFIX/share/accessan stay side by side), in DATADIR
 * as installed, or in the source tree the program was built from
 * (ACCESSAN_SRCDIR/tests/gpu/ref/, whichever build folder holds the
 * binary). Into buf; false where no file is found (buf: the
 * places looked in).
 */
static bool
profile_path(const char *arg, char *buf, size_t size)
{
	char dir[PATH_MAX], cand[3][PATH_MAX + 64], name[256];
	struct stat st;
	size_t len = 0;
	int i, n = 0;

	if (strchr(arg, '/') != NULL || stat(arg, &st) == 0 ||
	    strlen(arg) >= sizeof(name)) {
		snprintf(buf, size, "%s", arg);
		return true;
	}
	snprintf(name, sizeof(name), "%s", arg);
	if (strlen(name) > 8 &&
	    strcmp(name + strlen(name) - 8, ".profile") == 0)
		name[strlen(name) - 8] = '\0';
	exe_dir(dir, sizeof(dir));
	if (dir[0] != '\0')
		snprintf(cand[n++], sizeof(cand[0]), "%s/../share/accessan/"
		         "profiles/%s.profile", dir, name);
	snprintf(cand[n++], sizeof(cand[0]), "%s/profiles/%s.profile",
	         ACCESSAN_DATADIR, name);
	snprintf(cand[n++], sizeof(cand[0]), "%s/tests/gpu/ref/%s.profile",
	         ACCESSAN_SRCDIR, name);
	for (i = 0; i < n; i++)
		if (stat(cand[i], &st) == 0 && S_ISREG(st.st_mode)) {
			snprintf(buf, size, "%s", cand[i]);
			return true;
		}
	buf[0] = '\0';
	for (i = 0; i < n; i++)
		len += (size_t)snprintf(buf + len, len < size ? size - len : 0,
		                        "%s%s", i ? ", " : "", cand[i]);
	return false;
}

void
cli_setup(const cli_options *o, const char *name, const char *src,
          size_t len, pipe_setup *s)
{
	memset(s, 0, sizeof(*s));
	s->file = name;
	s->src = src;
	s->len = len;
	s->defs = o->defs;
	s->ndefs = o->ndefs;
	s->check_defs = true;
	s->arch = o->arch;
	s->bank_bytes = o->bank_bytes;
	s->max_work = o->max_work;
	s->exhaustive = o->exhaustive;
	s->threads = o->threads;
	s->cuda = &o->cuda;
}

const char *
cli_name(const char *path)
{
	return strcmp(path, "-") == 0 ? "<stdin>" : path;
}

/*
 * Output files (-o, --csv, --svg) are written to a temporary file beside
 * them and renamed into place when complete: a reader, a second run
 * writing the same file, or a signal never sees a partial or interleaved
 * file. The temporaries not yet renamed are removed on every way out (at
 * exit, and by the signal handler, which may only unlink).
 */
#define MAX_OUTS 8

static struct out {
	FILE *f;
	char tmp[PATH_MAX];
	volatile sig_atomic_t live;  /* tmp exists and is not renamed yet */
} outs[MAX_OUTS];

/* Async-signal-safe: unlink the temporaries not renamed. */
static void
outs_unlink(void)
{
	int i;

	for (i = 0; i < MAX_OUTS; i++)
		if (outs[i].live) {
			unlink(outs[i].tmp);
			outs[i].live = 0;
		}
}

/* Open FILE for writing, "-" the standard output. An existing file that
   is not a regular one (/dev/stdout, a FIFO) is written in place. */
FILE *
cli_open_out(const char *path, diag *d)
{
	static bool registered;
	struct stat st;
	const char *slash;
	struct out *o = NULL;
	mode_t mask;
	int fd, i;

	if (strcmp(path, "-") == 0)
		return stdout;
	if ((stat(path, &st) == 0 && !S_ISREG(st.st_mode)) ||
	    strlen(path) + 16 > PATH_MAX) {
		FILE *f = fopen(path, "w");
		if (f == NULL)
			DIAG_PLAIN(d, CLI_CANNOT_WRITE, path, strerror(errno));
		return f;
	}
	for (i = 0; i < MAX_OUTS && o == NULL; i++)
		if (outs[i].f == NULL && !outs[i].live)
			o = &outs[i];
	if (o == NULL) {
		DIAG_PLAIN(d, CLI_TOO_MANY_OUTPUTS, path);
		return NULL;
	}
	if (!registered) {
		registered = true;
		atexit(outs_unlink);
	}
	slash = strrchr(path, '/');
	snprintf(o->tmp, sizeof(o->tmp), "%.*s.%s.XXXXXX",
	         slash ? (int)(slash - path + 1) : 0, path,
	         slash ? slash + 1 : path);
	if ((fd = mkstemp(o->tmp)) < 0) {
		DIAG_PLAIN(d, CLI_CANNOT_WRITE, path, strerror(errno));
		return NULL;
	}
	o->live = 1;
	/* the mode a new file would have, or the one it has */
	if (stat(path, &st) == 0) {
		fchmod(fd, st.st_mode & 07777);
	} else {
		mask = umask(0);
		umask(mask);
		fchmod(fd, 0666 & ~mask);
	}
	if ((o->f = fdopen(fd, "w")) == NULL) {
		close(fd);
		unlink(o->tmp);
		o->live = 0;
		DIAG_PLAIN(d, CLI_CANNOT_WRITE, path, strerror(errno));
	}
	return o->f;
}

int
cli_close_out(FILE *f, const char *path, diag *d)
{
	struct out *o = NULL;
	int bad = fflush(f) != 0 || ferror(f), i;

	for (i = 0; i < MAX_OUTS; i++)
		if (outs[i].f == f && f != NULL)
			o = &outs[i];
	if (f != stdout && fclose(f) != 0)
		bad = 1;
	if (o != NULL) {
		o->f = NULL;
		if (!bad && rename(o->tmp, path) != 0)
			bad = 1;
		if (bad)
			unlink(o->tmp);
		o->live = 0;
	}
	if (bad) {
		DIAG_PLAIN(d, CLI_CANNOT_WRITE, path, strerror(errno));
		return EXIT_SYSTEM;
	}
	return EXIT_OK;
}

/*
 * Ctrl-C during an evaluation asks the evaluator to stop, so that everything is freed on the
 * way out; a second one ends the program at once. Only async-signal-safe
 * calls here; the driver frees device memory when the process ends.
 */
static volatile sig_atomic_t got_signal = SIGINT;
static struct timespec got_at;          /* when (CLOCK_MONOTONIC) */

static void
interrupted(int sig)
{
	static const char msg[] = "accessan: interrupted\n";
	struct timespec now;
	ssize_t n;

	clock_gettime(CLOCK_MONOTONIC, &now);
	/* only code that polls looks at the request (pipe_poll_begin):
	   anywhere else (reading, parsing, generating code, writing) the
	   program ends here */
	if (!eval_interrupted() && pipe_polling()) {
		got_signal = sig;
		got_at = now;
		eval_interrupt();
		return;
	}
	/* the same signal again within half a second is the same request:
	   timeout(1) sends its signal to the program and to its group, and
	   on a loaded machine the two arrive apart; ending at once there
	   left a compile's folder behind */
	if (eval_interrupted() && sig == got_signal &&
	    (double)(now.tv_sec - got_at.tv_sec) +
	    (double)(now.tv_nsec - got_at.tv_nsec) * 1e-9 < 0.5)
		return;
	n = write(STDERR_FILENO, msg, sizeof(msg) - 1);
	(void)n;
	nvrtc_kill_children();   /* a compiler of its own group: not left */
	outs_unlink();           /* nor a half-written output */
	_exit(128 + sig);
}

/* After Ctrl-C: the evaluator stopped and freed what it had. Said once,
   however many layers return through here. */
int
cli_stopped(void)
{
	static bool said;

	fflush(stdout);
	if (!said)
		fprintf(stderr, "accessan: interrupted\n");
	said = true;
	return got_signal == SIGINT ? EXIT_INTERRUPTED : 128 + got_signal;
}

/* One option of getopt_long's c (its value in optarg). Returns -1 to go
   on, else the exit status to end with. Longer than 100 lines: one
   short case per option, read as the table it is. */
static int
option(int c, char **argv, enum cli_cmd cmd, cli_options *o)
{
	int64_t v;
	int rc;

	switch (c) {
	case 'D':
		if ((rc = parse_define(o, optarg)) != 0)
			return rc;
		break;
	case 'a':
		if ((o->arch = sim_arch_find(optarg)) == NULL) {
			char mean[160];
			cli_arch_guess(optarg, mean, sizeof(mean));
			return CLI_USAGE_ERROR(CLI_UNKNOWN_ARCH, optarg, mean);
		}
		break;
	case 'P': {
		static char path[4 * PATH_MAX];
		if (!profile_path(optarg, path, sizeof(path))) {
			/* a built-in profile by its name, as -a takes it */
			if ((o->arch = sim_arch_find(optarg)) != NULL)
				break;
			CLI_ERROR(CLI_NO_PROFILE, optarg, path);
			return EXIT_SYSTEM;
		}
		if ((rc = load_profile(path)) != 0)
			return rc;
		o->arch = &profile;
		break;
	}
	case 'B':
		if (!parse_int(optarg, &v) || (v != 4 && v != 8))
			return CLI_USAGE_ERROR(CLI_BANK_MODE, optarg);
		o->bank_bytes = (int)v;
		break;
	case 'f':
		if (strcmp(optarg, "text") == 0)
			o->format = FMT_TEXT;
		else if (strcmp(optarg, "json") == 0)
			o->format = FMT_JSON;
		else if (strcmp(optarg, "svg") == 0)
			o->format = FMT_SVG;
		else if (strcmp(optarg, "html") == 0)
			o->format = FMT_HTML;
		else if (strcmp(optarg, "sarif") == 0)
			o->format = FMT_SARIF;
		else
			return CLI_USAGE_ERROR(CLI_UNKNOWN_FORMAT, optarg);
		break;
	case 'w':
		if (strcmp(optarg, "worst") == 0) {
			o->warp = CLI_WARP_WORST;
			break;
		}
		if (!parse_int(optarg, &v) || v < 0)
			return CLI_USAGE_ERROR(CLI_WARP, optarg);
		o->warp = v;
		break;
	case 'M':
		if (!parse_int(optarg, &v) || v < 1)
			return CLI_USAGE_ERROR(CLI_MAX_WORK, optarg);
		o->max_work = (uint64_t)v;
		break;
	case 'X':
		o->exhaustive = true;
		break;
	case 'T':
		if (!parse_int(optarg, &v) || v < 1 || v > 256)
			return CLI_USAGE_ERROR(CLI_THREADS, optarg);
		o->threads = (int)v;
		break;
	case 'q':
		o->quiet = true;
		break;
	case 'v':
		o->verbose = true;
		break;
	case 'G':
		o->gpu = true;
		break;
	case 'E':
		o->emit_cuda = true;
		break;
	case 'F':
		o->emit_pattern = true;
		break;
	case 'C':
		if (strcmp(optarg, "auto") == 0)
			o->color = -1;
		else if (strcmp(optarg, "always") == 0)
			o->color = 1;
		else if (strcmp(optarg, "never") == 0)
			o->color = 0;
		else
			return CLI_USAGE_ERROR(CLI_COLOR, optarg);
		break;
	case 'c':
	case 's':
		if (cmd != CLI_SWEEP)
			return CLI_USAGE_ERROR(CLI_SWEEP_OPTION,
			                       c == 'c' ? "--csv" : "--svg");
		if (c == 'c')
			o->csv = optarg;
		else
			o->svg = optarg;
		break;
	case 'b':
	case 'W':
		if (cmd != CLI_ANALYZE)
			return CLI_USAGE_ERROR(CLI_REPORT_OPTION, c == 'b'
			                       ? "--baseline" : "--write-baseline");
		if (c == 'b')
			o->baseline = optarg;
		else
			o->write_baseline = optarg;
		break;
	case 'K':
		if (cmd != CLI_SWEEP)
			return CLI_USAGE_ERROR(CLI_EXPECT_OPTION);
		o->check_expect = true;
		break;
	case 'I':
	case 'U':
		if ((c == 'I' ? o->cuda.ninclude : o->cuda.ndefine) == CLI_MAX_CUDA)
			return CLI_USAGE_ERROR(CLI_TOO_MANY_CUDA, c == 'I'
			                       ? "-I" : "--cuda-define");
		if (c == 'I')
			o->cuda_include[o->cuda.ninclude++] = optarg;
		else
			o->cuda_define[o->cuda.ndefine++] = optarg;
		break;
	case 'L':
		list_archs();
		return cli_flush_stdout(EXIT_OK);
	case 'A':
	case 't':
		if (cmd != CLI_SUGGEST)
			return CLI_USAGE_ERROR(CLI_SUGGEST_OPTION,
			                       c == 'A' ? "--apply" : "--top");
		if (c == 'A') {
			o->apply = true;
			break;
		}
		if (!parse_int(optarg, &v) || v < 1 || v > 5)
			return CLI_USAGE_ERROR(CMD_SUGGEST_TOP, optarg);
		o->top = (int)v;
		break;
	case 'h':
		return help(cmd);
	case 'V':
		printf("accessan %s\n", ACCESSAN_VERSION);
		return cli_flush_stdout(EXIT_OK);
	case ':':
		return CLI_USAGE_ERROR(CLI_OPTION_NEEDS_VALUE,
		                       argv[optind - 1]);
	default: {
		static const char *const names[] = {
			"--arch", "--bank-mode", "--profile", "--format", "--warp",
			"--max-work", "--exhaustive", "--threads", "--quiet",
			"--verbose", "--gpu", "--emit-cuda", "--emit-pattern",
			"--color",
			"--list-archs", "--csv", "--svg", "--expect", "--help",
			"--version", "--apply", "--top", NULL
		};
		char mean[160];
		cli_option_guess(argv[optind - 1], names, mean, sizeof(mean));
		return CLI_USAGE_ERROR(CLI_UNKNOWN_OPTION, argv[optind - 1],
		                       mean);
	}
	}
	return -1;
}

int
cli_parse(int argc, char **argv, enum cli_cmd cmd, cli_options *o)
{
	static const struct option longopts[] = {
		{ "arch", required_argument, NULL, 'a' },
		{ "bank-mode", required_argument, NULL, 'B' },
		{ "profile", required_argument, NULL, 'P' },
		{ "format", required_argument, NULL, 'f' },
		{ "warp", required_argument, NULL, 'w' },
		{ "max-work", required_argument, NULL, 'M' },
		{ "exhaustive", no_argument, NULL, 'X' },
		{ "threads", required_argument, NULL, 'T' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "gpu", no_argument, NULL, 'G' },
		{ "emit-cuda", no_argument, NULL, 'E' },
		{ "emit-pattern", no_argument, NULL, 'F' },
		{ "color", required_argument, NULL, 'C' },
		{ "colour", required_argument, NULL, 'C' },
		{ "list-archs", no_argument, NULL, 'L' },
		{ "csv", required_argument, NULL, 'c' },
		{ "svg", required_argument, NULL, 's' },
		{ "expect", no_argument, NULL, 'K' },
		{ "include", required_argument, NULL, 'I' },
		{ "cuda-define", required_argument, NULL, 'U' },
		{ "baseline", required_argument, NULL, 'b' },
		{ "write-baseline", required_argument, NULL, 'W' },
		{ "apply", no_argument, NULL, 'A' },
		{ "top", required_argument, NULL, 't' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 },
	};
	int c, rc;

	memset(o, 0, sizeof(*o));
	o->warp = -1;
	o->max_work = DEFAULT_MAX_WORK;
	o->color = -1;
	opterr = 0;
	o->cuda.include = o->cuda_include;
	o->cuda.define = o->cuda_define;
	while ((c = getopt_long(argc, argv, ":D:I:a:f:w:qvhV", longopts,
	                        NULL)) != -1)
		if ((rc = option(c, argv, cmd, o)) != -1)
			return rc;
	if (optind == argc)
		return CLI_USAGE_ERROR(CLI_NO_FILE);
	o->first_file = optind;
	return -1;
}

int
cli_flush_stdout(int status)
{
	if (fflush(stdout) == 0 && !ferror(stdout))
		return status;
	/* a closed pipe is the reader's choice, not an error */
	if (errno == EPIPE)
		return status;
	CLI_ERROR(CLI_WRITING_REPORT, strerror(errno));
	return EXIT_SYSTEM;
}

/* The canonical name of path, which need not exist yet: its directory's
   real path and its last component, into buf. */
static void
canonical(const char *path, char *buf, size_t n)
{
	const char *slash = strrchr(path, '/');
	char dir[PATH_MAX], real[PATH_MAX];

	if (slash == NULL)
		snprintf(dir, sizeof(dir), ".");
	else if (slash == path)
		snprintf(dir, sizeof(dir), "/");
	else
		snprintf(dir, sizeof(dir), "%.*s", (int)(slash - path), path);
	if (realpath(dir, real) == NULL)
		snprintf(real, sizeof(real), "%s", dir);
	snprintf(buf, n, "%s/%s", real, slash ? slash + 1 : path);
}

bool
cli_same_file(const char *a, const char *b)
{
	struct stat sa, sb;
	char ca[2 * PATH_MAX], cb[2 * PATH_MAX];

	if (strcmp(a, "-") == 0 || strcmp(b, "-") == 0)
		return strcmp(a, b) == 0;
	if (stat(a, &sa) == 0 && stat(b, &sb) == 0)
		return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
	canonical(a, ca, sizeof(ca));
	canonical(b, cb, sizeof(cb));
	return strcmp(ca, cb) == 0;
}

void
cli_signals(void)
{
	/* sigaction, not signal(): with _POSIX_C_SOURCE, signal() resets the
	   handler after one signal, and a second Ctrl-C (or a signal sent to
	   the whole process group, as timeout(1) does) would kill the
	   program without a word */
	struct sigaction sa;

	/* a closed pipe ends the program quietly, as for other filters */
	signal(SIGPIPE, SIG_DFL);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = interrupted;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = SA_RESTART;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
}
