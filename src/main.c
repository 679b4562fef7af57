/*
 * main.c - accessan's entry: installs the Ctrl-C handler and hands the
 * command line to its command (cmd.h), whose exit status it returns.
 */
#include <string.h>

#include "cli.h"
#include "cmd.h"
#include "eval.h"

int
main(int argc, char **argv)
{
	int rc;

	cli_signals();
	if (argc > 1 && strcmp(argv[1], "validate") == 0) {
		rc = cmd_validate(argc - 1, argv + 1);
		return eval_interrupted() ? cli_stopped() : rc;
	}
	if (argc > 1 && strcmp(argv[1], "calibrate") == 0)
		return cmd_calibrate(argc - 1, argv + 1);
	if (argc > 1 && strcmp(argv[1], "sweep") == 0)
		return cmd_sweep(argc, argv);
	if (argc > 1 && strcmp(argv[1], "transfer") == 0)
		return cmd_transfer(argc - 1, argv + 1);
	if (argc > 1 && strcmp(argv[1], "suggest") == 0)
		return cmd_suggest(argc - 1, argv + 1);
	return cmd_analyze(argc, argv);
}
