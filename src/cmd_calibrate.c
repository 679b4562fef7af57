/*
 * cmd_calibrate.c - 'accessan calibrate --gpu [-o FILE] [--name NAME]':
 * measures the time model's constants on GPU 0 (gpu/host/calibrate.h)
 * and writes them as a profile file, to standard output or FILE.
 * Without a GPU, a driver or the backend it says so and exits 3.
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "calibrate.h"
#include "cli.h"
#include "cmd.h"
#include "diag.h"
#include "exitcode.h"

static int usage(void)
{
	fprintf(stderr, "usage: accessan calibrate --gpu [-o FILE] "
	        "[--name NAME] [-q]\n");
	return EXIT_PATTERN;
}

/* a profile name: letters, digits, '_', '-' and '.', as the profile
   file's keys are read */
static bool plain_name(const char *s)
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

int cmd_calibrate(int argc, char **argv)
{
	const char *out_path = NULL, *name = NULL;
	bool gpu = false, quiet = false;
	calibrate_result r;
	diag d;
	FILE *out;

	for (int i = 1; i < argc; i++) {
		if ((strcmp(argv[i], "-o") == 0 || strcmp(argv[i], "--name") == 0) &&
		    i + 1 >= argc)
			return cli_usage_error("%s needs a value", argv[i]);
		if (strcmp(argv[i], "--gpu") == 0)
			gpu = true;
		else if (strcmp(argv[i], "-q") == 0)
			quiet = true;
		else if (strcmp(argv[i], "-o") == 0)
			out_path = argv[++i];
		else if (strcmp(argv[i], "--name") == 0) {
			name = argv[++i];
			if (!plain_name(name))
				return cli_usage_error("--name %s: letters, digits, "
				                       "'_', '-' and '.' only", name);
		} else if (strcmp(argv[i], "-h") == 0 ||
		           strcmp(argv[i], "--help") == 0) {
			usage();
			return EXIT_OK;
		} else {
			static const char *const names[] = {
				"--gpu", "--help", "--name", NULL
			};
			char mean[160] = "";
			if (argv[i][0] == '-')
				cli_option_guess(argv[i], names, mean, sizeof(mean));
			fprintf(stderr, "accessan: error: calibrate: %s '%s'%s\n",
			        argv[i][0] == '-' ? "unknown option" : "unexpected "
			        "argument", argv[i], mean);
			return usage();
		}
	}
	if (!gpu)
		return cli_usage_error("calibrate measures a GPU: give "
		                       "--gpu%s", "");
	diag_init(&d, stderr, false);
	if (calibrate_run(&r, quiet ? NULL : stderr, &d))
		return EXIT_SYSTEM;
	if (out_path == NULL) {
		calibrate_write(&r, name, stdout);
		return cli_flush_stdout(EXIT_OK);
	}
	if ((out = cli_open_out(out_path, &d)) == NULL)
		return EXIT_SYSTEM;
	calibrate_write(&r, name, out);
	return cli_close_out(out, out_path, &d);
}
