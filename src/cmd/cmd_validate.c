/*
 * cmd_validate.c - accessan validate: the options of gpu/host's validate
 * library, the back end it speaks through (the GPU's "validate": its
 * summary too), and the exit status of its outcome.
 */
#include <errno.h>
#include <getopt.h>
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
#include "report_gpu.h"
#include "validate.h"

/* --max-work's default: the main command's (about half a minute) */
#define VALIDATE_MAX_WORK 10000000000ULL

static const char synopsis[] =
"usage: accessan validate [--random N] [--seed S] [--adversarial] [--dry-run]\n"
"                         [--verbose] [--max-work N]\n"
"       accessan validate [--dry-run] [--verbose] [--max-work N] FILE...\n";
static const char options_text[] =
"Generate patterns (or read FILEs), run each as CUDA on GPU 0 and compare\n"
"the GPU's counters with the model's figures.\n"
"      --random N      N random patterns (default 100)\n"
"      --seed S        the random patterns' seed (default 1)\n"
"      --adversarial   random shared loads and stores of 4, 8 and 16 bytes\n"
"                      that probe the merge rule\n"
"      --dry-run       no GPU: the model's invariants and the generated\n"
"                      CUDA only\n"
"  -v, --verbose       print every pattern\n"
"      --max-work N    bound each pattern's evaluation (default\n"
"                      10000000000)\n"
"  -h, --help          print this help and exit\n"
"See accessan(1), VALIDATE.\n";

static int
usage(void)
{
	fputs(synopsis, stderr);
	cli_try_help();
	return EXIT_PATTERN;
}

/* A usage error's reason (an id of msg.h and its arguments), said: -1. */
#define BAD(id, ...) (CLI_ERROR(id, ##__VA_ARGS__), -1)

/* argv[0] is "validate"; options and files in any order, as getopt_long
   permutes them. 0 and the files in o, 1 for --help (printed), or -1 for
   a usage error, said on standard error. */
static int
parse_args(int argc, char **argv, validate_opts *o, bool *random)
{
	static const struct option longopts[] = {
		{ "random", required_argument, NULL, 'r' },
		{ "seed", required_argument, NULL, 's' },
		{ "max-work", required_argument, NULL, 'M' },
		{ "adversarial", no_argument, NULL, 'A' },
		{ "dry-run", no_argument, NULL, 'n' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	static const char *const names[] = {
		"--adversarial", "--dry-run", "--help", "--max-work", "--random",
		"--seed", "--verbose", NULL
	};
	int c;

	optind = 0;                  /* glibc: start again, argv[0] skipped */
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":vh", longopts, NULL)) != -1) {
		char *end;
		switch (c) {
		case 'r': {
			long v;
			errno = 0;
			v = strtol(optarg, &end, 10);
			if (*end || end == optarg || errno != 0 || v < 1 ||
			    v > 10000000)
				return BAD(CMD_VALIDATE_RANDOM, optarg);
			o->n = (int)v;
			*random = true;
			break;
		}
		case 's':
			/* 0 to 2^64 - 1, said as given: strtoull takes "" as 0,
			   wraps "-1" and clamps what passes 2^64 */
			errno = 0;
			o->seed = strtoull(optarg, &end, 0);
			if (*end || end == optarg || errno != 0 ||
			    strchr(optarg, '-') != NULL)
				return BAD(CMD_VALIDATE_SEED, optarg);
			*random = true;
			break;
		case 'M':
			errno = 0;
			o->max_work = strtoull(optarg, &end, 10);
			if (*end || end == optarg || o->max_work == 0 ||
			    errno != 0 || strchr(optarg, '-') != NULL)
				return BAD(CMD_VALIDATE_MAX_WORK, optarg);
			break;
		case 'A':
			o->adversarial = true;
			*random = true;
			break;
		case 'n':
			o->dry = true;
			break;
		case 'v':
			o->verbose = true;
			break;
		case 'h':
			fputs(synopsis, stdout);
			fputs(options_text, stdout);
			return 1;
		default:
			cli_option_error("validate", c, argv, names);
			return -1;
		}
	}
	if (optind < argc) {
		o->files = argv + optind;
		o->nfiles = argc - optind;
	}
	return 0;
}

int
cmd_validate(int argc, char **argv)
{
	validate_opts o = { 100, false, 1, false, false, VALIDATE_MAX_WORK, NULL,
	                    0, NULL, NULL };
	validate_counts c;
	validate_row summary = { 0 };
	gpurun_log log;
	bool random = false;
	int rc;

	if ((rc = parse_args(argc, argv, &o, &random)) != 0)
		return rc > 0 ? cli_flush_stdout(EXIT_OK) : usage();
	if (o.files && random) {
		CLI_ERROR(CMD_VALIDATE_BOTH);
		return usage();
	}
	/* what it says, through the GPU's "validate" back end */
	o.be = report_gpu_find("validate");
	o.doc = o.be->alloc(stdout, NULL);
	/* its messages as "accessan: validate: ...", not diag's */
	gpurun_log_open(&log);
	/* it polls for Ctrl-C between patterns */
	pipe_poll_begin();
	rc = validate_run(&o, &c, log.d);
	pipe_poll_end();
	if (*gpurun_log_text(&log))
		fprintf(stderr, "accessan: validate: %s\n", gpurun_log_text(&log));
	gpurun_log_close(&log);
	if (rc == 0 && !eval_interrupted()) {
		summary.kind = VALIDATE_SUMMARY;
		summary.o = &o;
		summary.c = &c;
		o.be->validate(o.doc, &summary);
	}
	o.be->free(o.doc);
	if (eval_interrupted())
		return EXIT_INTERRUPTED;
	if (rc != 0)
		return EXIT_SYSTEM;
	/* a file that cannot be read or parsed is the user's error; a random
	   pattern that cannot, the generator's */
	return cli_flush_stdout(c.bad && o.files ? EXIT_PATTERN
	                        : c.differ || c.bad ? EXIT_EXPECT : EXIT_OK);
}
