/*
 * cmd_calibrate.c - 'accessan calibrate --gpu [-o FILE] [--name NAME]':
 * measures the time model's constants on GPU 0 (gpu/host/calibrate.h)
 * and writes them as a profile file, to standard output or FILE, through
 * the GPU's "profile" back end.
 * Without a GPU, a driver or the backend it says so and exits 3.
 */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "calibrate.h"
#include "cli.h"
#include "cmd.h"
#include "diag.h"
#include "exitcode.h"
#include "report_gpu.h"

static const char synopsis[] =
"usage: accessan calibrate --gpu [-o FILE] [--name NAME] [-q]\n";
static const char options_text[] =
"Measure the time model's constants on GPU 0 and write them as a profile\n"
"file (for -a/--profile FILE).\n"
"      --gpu           measure (required: calibrate runs on a GPU only)\n"
"  -o, --output FILE   write the profile to FILE, not standard output\n"
"      --name NAME     the profile's name (letters, digits, '_', '-', '.')\n"
"  -q, --quiet         no progress on standard error\n"
"  -h, --help          print this help and exit\n"
"See accessan(1), CALIBRATE.\n";

static int
usage(void)
{
	fputs(synopsis, stderr);
	cli_try_help();
	return EXIT_PATTERN;
}

/* a profile name: letters, digits, '_', '-' and '.', as the profile
   file's keys are read */
static bool
plain_name(const char *s)
{
	if (*s == '\0' || strlen(s) > 31)
		return false;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		      (*s >= '0' && *s <= '9') || *s == '_' || *s == '-' ||
		      *s == '.'))
			return false;
	return true;
}

/* The profile file, through the GPU's "profile" back end (report_gpu.h). */
static void
write_profile(const calibrate_result *r, FILE *out)
{
	const report_backend *be = report_gpu_find("profile");
	void *doc = be->alloc(out, NULL);

	be->profile(doc, r);
	be->free(doc);
}

int
cmd_calibrate(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "gpu", no_argument, NULL, 'G' },
		{ "output", required_argument, NULL, 'o' },
		{ "name", required_argument, NULL, 'N' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	static const char *const names[] = {
		"--gpu", "--help", "--name", "--output", "--quiet", NULL
	};
	const char *out_path = NULL, *name = NULL;
	bool gpu = false, quiet = false;
	int c;
	calibrate_result r;
	diag d;
	FILE *out = stdout;

	optind = 0;                  /* glibc: start again, argv[0] skipped */
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":o:qh", longopts, NULL)) != -1) {
		switch (c) {
		case 'G':
			gpu = true;
			break;
		case 'q':
			quiet = true;
			break;
		case 'o':
			out_path = optarg;
			break;
		case 'N':
			name = optarg;
			if (!plain_name(name))
				return CLI_USAGE_ERROR(CMD_CALIBRATE_NAME,
				                       name);
			break;
		case 'h':
			fputs(synopsis, stdout);
			fputs(options_text, stdout);
			return cli_flush_stdout(EXIT_OK);
		default:
			cli_option_error("calibrate", c, argv, names);
			return usage();
		}
	}
	if (optind < argc) {
		CLI_ERROR(CMD_UNEXPECTED_ARGUMENT, "calibrate", argv[optind]);
		return usage();
	}
	if (!gpu)
		return CLI_USAGE_ERROR(CMD_CALIBRATE_GPU);
	diag_init(&d, stderr, false);
	if (calibrate_run(&r, quiet ? NULL : stderr, &d))
		return EXIT_SYSTEM;
	r.name = name;
	if (out_path != NULL && (out = cli_open_out(out_path, &d)) == NULL)
		return EXIT_SYSTEM;
	write_profile(&r, out);
	return out_path != NULL ? cli_close_out(out, out_path, &d)
	       : cli_flush_stdout(EXIT_OK);
}
