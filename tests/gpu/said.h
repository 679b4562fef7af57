/*
 * said.h - the messages of the GPU's host side in the test programs
 * (test_cudagen, hwcases), kept as validate keeps them: a fresh log for
 * each call (fresh()), its text (said()). Header-only, static, like
 * patbuild.h.
 */
#ifndef TESTS_GPU_SAID_H
#define TESTS_GPU_SAID_H

#include "gpurun.h"

static gpurun_log said_log;

static diag *fresh(void)
{
	if (said_log.d)
		gpurun_log_close(&said_log);
	gpurun_log_open(&said_log);
	return said_log.d;
}

static const char *said(void)
{
	return gpurun_log_text(&said_log);
}

#endif
