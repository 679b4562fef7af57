/*
 * cli.h - what the commands share: the options of 'accessan' and 'accessan
 * sweep', their parsing, the usage text, output files and Ctrl-C.
 */
#ifndef CLI_H
#define CLI_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "diag.h"
#include "pat.h"
#include "pipeline.h"
#include "sweep.h"

struct diag;

#define CLI_MAX_DEFINES 256
#define CLI_MAX_RANGES 16
#define CLI_MAX_CUDA 64              /* -I and --cuda-define, each */

enum cli_format { FMT_TEXT, FMT_JSON, FMT_SVG, FMT_HTML, FMT_SARIF };

/* The commands that share cli_parse: each takes the options its --help
   lists, and refuses another's. */
enum cli_cmd { CLI_ANALYZE, CLI_SWEEP, CLI_SUGGEST };

#define CLI_WARP_WORST (-2)          /* --warp worst (eval_result's
                                        detail_warp after it too) */

typedef struct cli_options {
	enum cli_format format;
	const sim_arch *arch;        /* NULL: the file's 'arch', else sm_90 */
	int bank_bytes;              /* 0: the file's 'bankmode', else 4 */
	int64_t warp;                /* -1: the first warp to run each access;
	                                CLI_WARP_WORST: each its costliest */
	uint64_t max_work;
	bool exhaustive;             /* --exhaustive */
	int threads;                 /* --threads N (0: automatic) */
	bool quiet;
	bool verbose;                /* -v: how each access was computed */
	bool gpu;                    /* --gpu: run it on the GPU too */
	bool emit_cuda;              /* --emit-cuda: print the CUDA source */
	bool emit_pattern;           /* --emit-pattern: a kernel's lifted
	                                pattern */
	int color;                   /* -1 auto, 0 never, 1 always */
	pat_define defs[CLI_MAX_DEFINES];
	int ndefs;
	sweep_range ranges[CLI_MAX_RANGES];   /* -D NAME=FROM..TO[:STEP] */
	int nranges;
	const char *csv, *svg;       /* sweep: --csv FILE, --svg FILE */
	bool check_expect;           /* sweep: --expect */
	bool apply;                  /* suggest: --apply */
	int top;                     /* suggest: --top N (0: its default) */
	/* a 'kernel' statement's compile: -I DIR, --cuda-define NAME[=V] */
	const char *cuda_include[CLI_MAX_CUDA], *cuda_define[CLI_MAX_CUDA];
	pat_cuda cuda;
	const char *baseline;        /* --baseline FILE: held to its figures */
	const char *write_baseline;  /* --write-baseline FILE */
	int first_file;              /* argv index of the first FILE */
} cli_options;

/*
 * Parse the options of cmd: 'accessan', 'accessan sweep' or 'accessan
 * suggest' (argv[0] the command's word, or the program's). Returns -1
 * when the command goes on with o filled, else the exit status to end
 * with (--help, --version, --list-archs, or a usage error, reported).
 */
int cli_parse(int argc, char **argv, enum cli_cmd cmd, cli_options *o);
/* The subcommand that runs ("validate"; NULL for plain 'accessan'), for
   the hint after a usage error; main() sets it. */
void cli_set_command(const char *name);
/* "Try 'accessan [CMD ]--help' for more information." on standard error:
   the hint every usage error ends with. */
void cli_try_help(void);
/* A usage error, by its id in msg.h: CLI_USAGE_ERROR(ID, args...) says
   the message and a hint to run --help, and is EXIT_PATTERN. */
#define CLI_USAGE_ERROR(id, ...) cli_usage_error(MSG_##id, ##__VA_ARGS__)
int cli_usage_error(enum diag_level lv, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* An error outside a pattern (no file and line to point at), by its id in
   msg.h: CLI_ERROR(ID, args...) prints "accessan: error: MESSAGE" on
   standard error, the one way the commands say one. */
#define CLI_ERROR(id, ...) cli_error(MSG_##id, ##__VA_ARGS__)
void cli_error(enum diag_level lv, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* A message another layer made whole (the GPU back end's, from its own
   rows, read from its log), said after the pattern file's name, and
   "param=value" where param is not NULL (a sweep's point): "accessan:
   error: FILE[: PARAM=VALUE]: TEXT". It has no row of msg.h: its words
   and its id are the other layer's. */
void cli_relay(struct diag *d, const char *file, const char *param,
               long long value, const char *text);
/* getopt_long's unknown or valueless option (c is '?' or ':') of
   command cmd ("validate"), said with a did-you-mean among names
   (NULL-terminated): returns EXIT_PATTERN. */
int cli_option_error(const char *cmd, int c, char **argv,
                     const char *const *names);
/* " (did you mean '--format'?)" for an unknown option arg ('--fromat',
   '--fromat=json'), the closest of names (NULL-terminated, each with its
   dashes), into buf; else "". */
void cli_option_guess(const char *arg, const char *const *names, char *buf,
                      size_t size);
/* The same for an unknown architecture name, among the profiles. */
void cli_arch_guess(const char *name, char *buf, size_t size);

/* The setup of the pipeline for one file's text. */
void cli_setup(const cli_options *o, const char *name, const char *src,
               size_t len, pipe_setup *s);
/* "<stdin>" for "-", else path. */
const char *cli_name(const char *path);

/* The end of a command's output: flush the standard output, and if that
   or an earlier write failed (but for a closed pipe), say so and return
   EXIT_SYSTEM; else status. */
int cli_flush_stdout(int status);
/* Do paths a and b name one file (existing or not)? */
bool cli_same_file(const char *a, const char *b);

/* Open FILE for writing ("-": the standard output), or NULL reported. */
FILE *cli_open_out(const char *path, struct diag *d);
/* Flush and close it: EXIT_OK, or EXIT_SYSTEM reported. */
int cli_close_out(FILE *f, const char *path, struct diag *d);

/*
 * Ctrl-C and SIGTERM ask the evaluator to stop, so that everything is
 * freed on the way out; a second one ends the program at once.
 * cli_stopped() is the exit status after such a stop.
 */
void cli_signals(void);
int cli_stopped(void);

#endif
