/*
 * validate_run.c - accessan validate before main.c has the subcommand:
 *   validate_run [--random N] [--seed S] [--dry-run] [--verbose]
 */
#include "../../src/validate.h"

int main(int argc, char **argv)
{
	argv[0] = "validate";
	return validate_main(argc, argv);
}
