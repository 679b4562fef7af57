/*
 * cmd_validate.c - accessan validate: a stand-in that hands the command
 * line to gpu/host/validate.c until its options move here.
 */
#include "cmd.h"
#include "pipeline.h"
#include "validate.h"

int
cmd_validate(int argc, char **argv)
{
	int rc;

	/* validate polls for Ctrl-C between patterns */
	pipe_poll_begin();
	rc = validate_main(argc, argv);
	pipe_poll_end();
	return rc;
}
