/*
 * main.c - accessan's entry: installs the Ctrl-C handler and hands the
 * command line to its command (cmd.h), whose exit status it returns.
 */
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "cmd.h"
#include "eval.h"
#include "nvrtc.h"

/* The subcommands, by the word that names them; argv[0] is that word. */
static const struct command {
	const char *name;
	int (*run)(int argc, char **argv);
} commands[] = {
	{ "validate", cmd_validate },
	{ "calibrate", cmd_calibrate },
	{ "sweep", cmd_sweep },
	{ "transfer", cmd_transfer },
	{ "suggest", cmd_suggest },
};

int
main(int argc, char **argv)
{
	size_t i;
	int rc;

	/* a compile's own process (nvrtc.c), before any handler is set */
	if (argc == 2 && strcmp(argv[1], "--nvrtc-child") == 0) {
		if (isatty(0))
			return CLI_USAGE_ERROR(CLI_NVRTC_CHILD);
		return nvrtc_child_main();
	}
	cli_signals();
	for (i = 0; argc > 1 && i < sizeof(commands) / sizeof(commands[0]); i++)
		if (strcmp(argv[1], commands[i].name) == 0) {
			cli_set_command(commands[i].name);
			rc = commands[i].run(argc - 1, argv + 1);
			return eval_interrupted() ? cli_stopped() : rc;
		}
	return cmd_analyze(argc, argv);
}
