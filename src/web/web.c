/*
 * web.c - the playground's entry point (make playground, src/web/README):
 * the page hands web_analyze() a pattern's text and its -D values and
 * gets back, as one JSON object, what the command line prints for them:
 * the text report and its diagnostics (accessan --color never FILE), the
 * pictures (--format svg), suggest's rewrites (accessan suggest --format
 * json) and the parameters the pattern declares, for the page's sliders.
 *
 * It runs the commands themselves, cmd_analyze() and cmd_suggest(), with
 * the file on the in-memory file system emscripten provides and the
 * standard streams sent to files there, so that the page cannot drift
 * from the program: its report is the command's, byte for byte.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "arena.h"
#include "cmd.h"
#include "diag.h"
#include "exitcode.h"
#include "pat.h"
#include "report.h"

#define OUT_FILE "/tmp/accessan.out"
#define ERR_FILE "/tmp/accessan.err"
#define PLAIN_NAME "pattern.pat"
#define MAX_ARGS (8 + 2 * 64)        /* the options and 64 -D values */

/* What web_analyze is asked for: its argument what, bits of these. */
enum { WEB_TEXT = 1, WEB_SVG = 2, WEB_SUGGEST = 4, WEB_PARAMS = 8 };

/* One command's outcome: its exit status and its two streams. */
typedef struct outcome {
	int status;
	char *out, *err;             /* malloc'ed, NUL-terminated */
	size_t outlen, errlen;
	double ms;                   /* how long the command ran */
} outcome;

/* The answer to the last call, kept until the next: the page copies it
   out before it calls again. */
static char *answer;

static char *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t cap = 0, n = 0, got;

	if (f != NULL) {
		do {
			if (cap - n < 4096)
				buf = xrealloc(buf, cap = cap * 2 + 4096);
			got = fread(buf + n, 1, cap - n - 1, f);
			n += got;
		} while (got > 0);
		fclose(f);
	}
	if (buf == NULL)
		buf = xmalloc(1);
	buf[n] = '\0';
	*len = n;
	return buf;
}

static double
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* Run cmd on argv as main() would, its streams into *o. */
static void
run(int (*cmd)(int, char **), int argc, char **argv, outcome *o)
{
	double t0;

	memset(o, 0, sizeof(*o));
	fflush(stdout);
	fflush(stderr);
	if (freopen(OUT_FILE, "w", stdout) == NULL ||
	    freopen(ERR_FILE, "w", stderr) == NULL) {
		o->status = EXIT_SYSTEM;
	} else {
		/* every call is a command line of its own: getopt starts
		   afresh (0, not 1, resets musl's and glibc's inner state) */
		optind = 0;
		t0 = now_ms();
		o->status = cmd(argc, argv);
		o->ms = now_ms() - t0;
		fflush(stdout);
		fflush(stderr);
	}
	o->out = slurp(OUT_FILE, &o->outlen);
	o->err = slurp(ERR_FILE, &o->errlen);
}

static void
outcome_free(outcome *o)
{
	free(o->out);
	free(o->err);
}

/* Write text to path, making its folders: 0 or -1. */
static int
put_file(const char *path, const char *text)
{
	char dir[512];
	const char *p;
	FILE *f;
	int ok;

	for (p = strchr(path, '/'); p != NULL; p = strchr(p + 1, '/'))
		if (p > path && (size_t)(p - path) < sizeof(dir)) {
			memcpy(dir, path, (size_t)(p - path));
			dir[p - path] = '\0';
			(void)mkdir(dir, 0755);
		}
	if ((f = fopen(path, "wb")) == NULL)
		return -1;
	ok = fputs(text, f) >= 0;
	return fclose(f) == 0 && ok ? 0 : -1;
}

/* The name the file gets: the page's, where it is a relative path that
   stays in the working folder ("patterns/stride2.pat", as the command
   line would name it), else PLAIN_NAME. */
static const char *
file_name(const char *name)
{
	if (name == NULL || name[0] == '\0' || name[0] == '/' ||
	    name[0] == '-' || strstr(name, "..") != NULL ||
	    strlen(name) > 200)
		return PLAIN_NAME;
	return name;
}

/* argv of a command on file: head, then -D for each line of defs
   (NAME=VALUE; at most 64), then the file. defs is split in place. */
static int
command_line(char **argv, char *const *head, char *defs, const char *file)
{
	int n = 0;
	char *line, *save = NULL;

	while (*head != NULL)
		argv[n++] = *head++;
	for (line = strtok_r(defs, "\n", &save); line != NULL &&
	     n < MAX_ARGS - 3; line = strtok_r(NULL, "\n", &save)) {
		argv[n++] = "-D";
		argv[n++] = line;
	}
	argv[n++] = (char *)file;
	argv[n] = NULL;
	return n;
}

static void
json_field(FILE *f, const char *key, const char *s, size_t n)
{
	fprintf(f, ", \"%s\": ", key);
	report_json_string(f, s, n);
}

/* The parameters the pattern declares, with their defaults (no -D): the
   page's sliders. For a file that does not parse, null (the page keeps
   the sliders it has while the text is being typed); its errors are the
   text report's to show. */
static void
params(FILE *f, const char *file, const char *src)
{
	pat_program *p;
	diag d;
	int i;

	diag_init(&d, stderr, false);
	d.silent = true;
	p = pat_parse(file, src, strlen(src), NULL, 0, &d);
	if (p == NULL) {
		fputs(", \"params\": null", f);
		return;
	}
	fputs(", \"params\": [", f);
	for (i = 0; i < p->nparams; i++) {
		fprintf(f, "%s{\"name\": ", i ? ", " : "");
		report_json_string(f, p->params[i].name,
		                   strlen(p->params[i].name));
		fprintf(f, ", \"value\": %lld, \"line\": %d}",
		        (long long)p->params[i].value, p->params[i].loc.line);
	}
	fputs("]", f);
	pat_free(p);
}

/*
 * The page's one call: the pattern src, named name (the example's path,
 * or anything: see file_name), with the -D values defs ("N=64\nP=2"),
 * what (WEB_* bits) of it. Returns a JSON object, valid until the next
 * call:
 *   status, text, errors, ms   accessan --color never FILE
 *   svg_status, svg            accessan --format svg FILE (when the text
 *                              run found no error in the pattern)
 *   suggest                    accessan suggest --format json FILE's
 *                              output (likewise)
 *   params                     [{name, value, line}], the defaults;
 *                              null where the file does not parse
 */
const char *
web_analyze(const char *name, const char *src, const char *defs, int what)
{
	static char *const text_head[] = { "accessan", "--color", "never",
	                                   "--threads", "1", NULL };
	static char *const svg_head[] = { "accessan", "--format", "svg",
	                                  "--threads", "1", NULL };
	static char *const sug_head[] = { "suggest", "--format", "json",
	                                  "--threads", "1", NULL };
	const char *file = file_name(name);
	char *argv[MAX_ARGS + 1], *dcopy;
	outcome o;
	size_t len;
	FILE *f;
	int argc, status = EXIT_OK;

	free(answer);
	answer = NULL;
	if ((f = open_memstream(&answer, &len)) == NULL)
		return "{\"status\": 3, \"errors\": \"out of memory\"}";
	if (put_file(file, src) != 0) {
		fputs("{\"status\": 3, \"errors\": \"accessan: error: cannot "
		      "write the pattern to the playground's file system\"}", f);
		fclose(f);
		return answer;
	}
	fputs("{\"file\": ", f);
	report_json_string(f, file, strlen(file));
	if (what & WEB_TEXT) {
		dcopy = strcpy(xmalloc(strlen(defs) + 1), defs);
		argc = command_line(argv, text_head, dcopy, file);
		run(cmd_analyze, argc, argv, &o);
		status = o.status;
		fprintf(f, ", \"status\": %d, \"ms\": %.3f", o.status, o.ms);
		json_field(f, "text", o.out, o.outlen);
		json_field(f, "errors", o.err, o.errlen);
		outcome_free(&o);
		free(dcopy);
	}
	/* the pictures and the rewrites of a pattern with an error would
	   only repeat its messages */
	if ((what & WEB_SVG) && status < EXIT_PATTERN) {
		dcopy = strcpy(xmalloc(strlen(defs) + 1), defs);
		argc = command_line(argv, svg_head, dcopy, file);
		run(cmd_analyze, argc, argv, &o);
		fprintf(f, ", \"svg_status\": %d, \"svg_ms\": %.3f", o.status,
		        o.ms);
		json_field(f, "svg", o.out, o.outlen);
		outcome_free(&o);
		free(dcopy);
	}
	if ((what & WEB_SUGGEST) && status < EXIT_PATTERN) {
		dcopy = strcpy(xmalloc(strlen(defs) + 1), defs);
		argc = command_line(argv, sug_head, dcopy, file);
		run(cmd_suggest, argc, argv, &o);
		fprintf(f, ", \"suggest_status\": %d, \"suggest_ms\": %.3f",
		        o.status, o.ms);
		json_field(f, "suggest", o.out, o.outlen);
		outcome_free(&o);
		free(dcopy);
	}
	if (what & WEB_PARAMS)
		params(f, file, src);
	fputs("}", f);
	fclose(f);
	(void)unlink(file);
	return answer;
}
