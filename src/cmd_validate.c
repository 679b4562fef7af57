/*
 * cmd_validate.c - accessan validate: the options of gpu/host's validate
 * library, its summary, and the exit status of its outcome.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cmd.h"
#include "eval.h"
#include "exitcode.h"
#include "gpurun.h"
#include "pipeline.h"
#include "validate.h"

/* --max-work's default: the main command's (about half a minute) */
#define VALIDATE_MAX_WORK 10000000000ULL

static int usage(void)
{
	fprintf(stderr, "usage: accessan validate [--random N] [--seed S] "
	        "[--adversarial] [--dry-run] [--verbose]\n"
	        "                         [--max-work N]\n"
	        "       accessan validate [--dry-run] [--verbose] [--max-work N] "
	        "FILE...\n");
	return EXIT_PATTERN;
}

/* A usage error's reason, said: -1. */
static int bad(const char *opt, const char *val, const char *want)
{
	fprintf(stderr, "accessan: error: validate: %s wants %s, not '%s'\n",
	        opt, want, val);
	return -1;
}

/* argv[0] is "validate"; the files run to the end, options among them
   (argv is writable: they are gathered in place). 0, or -1 for a usage
   error, said on standard error. */
static int parse_args(int argc, char **argv, validate_opts *o, bool *random)
{
	static const char *const valued[] = { "--random", "--seed",
	                                      "--max-work" };

	for (int i = 1; i < argc; i++) {
		char *end;
		for (size_t k = 0; k < sizeof valued / sizeof valued[0]; k++)
			if (strcmp(argv[i], valued[k]) == 0 && i + 1 >= argc) {
				fprintf(stderr, "accessan: error: validate: %s wants "
				        "a value\n", argv[i]);
				return -1;
			}
		if (strcmp(argv[i], "--random") == 0) {
			long v;
			errno = 0;
			v = strtol(argv[++i], &end, 10);
			if (*end || end == argv[i] || errno != 0 || v < 1 ||
			    v > 10000000)
				return bad("--random", argv[i], "a whole number of "
				           "patterns from 1 to 10000000");
			o->n = (int)v;
			*random = true;
		} else if (strcmp(argv[i], "--seed") == 0) {
			/* 0 to 2^64 - 1, said as given: strtoull takes "" as 0,
			   wraps "-1" and clamps what passes 2^64 */
			errno = 0;
			o->seed = strtoull(argv[++i], &end, 0);
			if (*end || end == argv[i] || errno != 0 ||
			    strchr(argv[i], '-') != NULL)
				return bad("--seed", argv[i], "a whole number from 0 "
				           "to 18446744073709551615");
			*random = true;
		} else if (strcmp(argv[i], "--max-work") == 0) {
			errno = 0;
			o->max_work = strtoull(argv[++i], &end, 10);
			if (*end || end == argv[i] || o->max_work == 0 ||
			    errno != 0 || strchr(argv[i], '-') != NULL)
				return bad("--max-work", argv[i], "a whole number from "
				           "1 to 18446744073709551615");
		} else if (strcmp(argv[i], "--adversarial") == 0) {
			o->adversarial = true;
			*random = true;
		} else if (strcmp(argv[i], "--dry-run") == 0) {
			o->dry = true;
		} else if (strcmp(argv[i], "--verbose") == 0 ||
		           strcmp(argv[i], "-v") == 0) {
			o->verbose = true;
		} else if (strcmp(argv[i], "--") == 0) {
			o->files = argv + i + 1;
			o->nfiles = argc - i - 1;
			break;
		} else if (argv[i][0] == '-') {
			static const char *const names[] = {
				"--adversarial", "--dry-run", "--max-work", "--random",
				"--seed", "--verbose", NULL
			};
			char mean[160];
			cli_option_guess(argv[i], names, mean, sizeof(mean));
			fprintf(stderr, "accessan: error: validate: unknown option "
			        "'%s'%s\n", argv[i], mean);
			return -1;
		} else {
			if (o->files == NULL)
				o->files = argv + i;
			argv[o->files - argv + o->nfiles++] = argv[i];
		}
	}
	return 0;
}

static void summary(const validate_opts *o, const validate_counts *c)
{
	const char *noun = o->files ? (c->total == 1 ? "file" : "files")
	                   : "patterns";

	printf("validate: %d %s, %d ran, %d agree exactly with the %s "
	       "(%.1f %%), %d disagree, %d refused", c->total, noun, c->ran,
	       c->agree, o->dry ? "model's invariants and code generation"
	       : "GPU", c->ran ? 100.0 * c->agree / c->ran : 0.0, c->differ,
	       c->bad);
	if (!o->dry)
		printf("; %d figures compared", c->figures);
	printf("\n");
	if (!o->dry && c->noisy)
		printf("validate: the pipe counter of %d shared access%s read "
		       "differently in its %d reads (the smallest is kept)\n",
		       c->noisy, c->noisy == 1 ? "" : "es", GPURUN_SERIAL_READS);
	if (!o->dry)
		printf("validate: %.1f s, of which NVRTC %.1f s on %d threads\n",
		       c->seconds, c->compile_s, c->threads);
}

int cmd_validate(int argc, char **argv)
{
	validate_opts o = { 100, false, 1, false, false, VALIDATE_MAX_WORK, NULL,
	                    0 };
	validate_counts c;
	gpurun_log log;
	bool random = false;
	int rc;

	if (parse_args(argc, argv, &o, &random) != 0)
		return usage();
	if (o.files && (random || o.nfiles == 0)) {
		fprintf(stderr, "accessan: validate: random patterns or files, "
		        "not both\n");
		return usage();
	}
	/* its messages as "accessan: validate: ...", not diag's */
	gpurun_log_open(&log);
	/* it polls for Ctrl-C between patterns */
	pipe_poll_begin();
	rc = validate_run(&o, &c, log.d);
	pipe_poll_end();
	if (*gpurun_log_text(&log))
		fprintf(stderr, "accessan: validate: %s\n", gpurun_log_text(&log));
	gpurun_log_close(&log);
	if (eval_interrupted())
		return EXIT_INTERRUPTED;
	if (rc != 0)
		return EXIT_SYSTEM;
	summary(&o, &c);
	/* a file that cannot be read or parsed is the user's error; a random
	   pattern that cannot, the generator's */
	return cli_flush_stdout(c.bad && o.files ? EXIT_PATTERN
	                        : c.differ || c.bad ? EXIT_EXPECT : EXIT_OK);
}
