/*
 * cmd_validate.c - accessan validate: a stand-in that hands the command
 * line to gpu/host/validate.c until its options move here.
 */
#include "cmd.h"
#include "validate.h"

int
cmd_validate(int argc, char **argv)
{
	return validate_main(argc, argv);
}
