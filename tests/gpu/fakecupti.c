/*
 * fakecupti.c - a stand-in for libcupti.so.13 that refuses the counters as
 * CUPTI does for a user without the driver's profiling permission
 * (CUPTI_ERROR_INSUFFICIENT_PRIVILEGES), for testing that path without a
 * GPU. Every other entry point the backend looks up exists and fails.
 */
#include <cupti_result.h>

CUptiResult cuptiGetResultString(CUptiResult r, const char **s)
{
	*s = r == CUPTI_ERROR_INSUFFICIENT_PRIVILEGES ?
	     "CUPTI_ERROR_INSUFFICIENT_PRIVILEGES" : "CUPTI_ERROR_UNKNOWN";
	return CUPTI_SUCCESS;
}

CUptiResult cuptiProfilerInitialize(void *p)
{
	(void)p;
	return CUPTI_ERROR_INSUFFICIENT_PRIVILEGES;
}

#define FAILS(name) \
	CUptiResult name(void *p); \
	CUptiResult name(void *p) { (void)p; return CUPTI_ERROR_UNKNOWN; }

FAILS(cuptiProfilerDeInitialize)
FAILS(cuptiDeviceGetChipName)
FAILS(cuptiProfilerGetCounterAvailability)
FAILS(cuptiProfilerHostInitialize)
FAILS(cuptiProfilerHostDeinitialize)
FAILS(cuptiProfilerHostConfigAddMetrics)
FAILS(cuptiProfilerHostGetConfigImageSize)
FAILS(cuptiProfilerHostGetConfigImage)
FAILS(cuptiProfilerHostEvaluateToGpuValues)
FAILS(cuptiRangeProfilerEnable)
FAILS(cuptiRangeProfilerDisable)
FAILS(cuptiRangeProfilerGetCounterDataSize)
FAILS(cuptiRangeProfilerCounterDataImageInitialize)
FAILS(cuptiRangeProfilerSetConfig)
FAILS(cuptiRangeProfilerStart)
FAILS(cuptiRangeProfilerStop)
FAILS(cuptiRangeProfilerDecodeData)
FAILS(cuptiRangeProfilerGetCounterDataInfo)
