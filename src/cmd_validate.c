/*
 * cmd_validate.c - accessan validate: the command line of gpu/host's
 * validate library and the exit status of its outcome.
 */
#include "cmd.h"
#include "validate.h"

int cmd_validate(int argc, char **argv)
{
	return validate_main(argc, argv);
}
