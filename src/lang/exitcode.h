/*
 * exitcode.h - the exit status of accessan, documented in accessan(1).
 */
#ifndef EXITCODE_H
#define EXITCODE_H

enum exit_code {
	EXIT_OK = 0,          /* every expectation holds */
	EXIT_EXPECT = 1,      /* an expectation failed */
	EXIT_PATTERN = 2,     /* a usage or pattern error */
	EXIT_SYSTEM = 3,      /* a system or GPU error */
	EXIT_INTERRUPTED = 130 /* Ctrl-C (128 + SIGINT) */
};

#endif
