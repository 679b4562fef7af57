/*
 * fakecupti.c - a stand-in for libcupti.so.13, for testing the backend's
 * counter paths without a GPU.
 *
 * By default it refuses the counters as CUPTI does for a user without the
 * driver's profiling permission (CUPTI_ERROR_INSUFFICIENT_PRIVILEGES).
 * With FAKECUPTI_OK set it plays a profiler that works: every session
 * succeeds, has as many ranges as the backend asked room for, and every
 * metric reads 0, except the shared instructions executed (1, so that
 * the pipe counters' reads of acc_w<N> agree with one another).
 * fakecupti_sessions() and fakecupti_ranges() count the sessions opened
 * and the ranges they held, so that a test can tell how the launches
 * were grouped (validate counts a batch's patterns in one session); with
 * FAKECUPTI_REPORT set too, they are printed on standard error at exit.
 * FAKECUPTI_FAIL_MANY makes a session of more than one range fail, as a
 * faulting kernel among a batch's would.
 *
 * The host API's header (cupti_profiler_host.h) is C++ only: the few of
 * its parameter blocks written here are declared as it declares them.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cupti_result.h>
#include <cupti_target.h>
#include <cupti_profiler_target.h>
#include <cupti_range_profiler.h>

static int
ok(void)
{
	return getenv("FAKECUPTI_OK") != NULL;
}

static long sessions, ranges;
static size_t max_ranges;            /* the session's counter data image */
static int reported;
static char object;                  /* what the objects point at */

long fakecupti_sessions(void);
long fakecupti_sessions(void) { return sessions; }
long fakecupti_ranges(void);
long fakecupti_ranges(void) { return ranges; }

static void
report(void)
{
	fprintf(stderr, "fakecupti: %ld sessions, %ld ranges\n", sessions,
	        ranges);
}

CUptiResult
cuptiGetResultString(CUptiResult r, const char **s)
{
	*s = r == CUPTI_ERROR_INSUFFICIENT_PRIVILEGES ?
	     "CUPTI_ERROR_INSUFFICIENT_PRIVILEGES" : "CUPTI_ERROR_UNKNOWN";
	return CUPTI_SUCCESS;
}

CUptiResult
cuptiProfilerInitialize(CUpti_Profiler_Initialize_Params *p)
{
	(void)p;
	if (!ok())
		return CUPTI_ERROR_INSUFFICIENT_PRIVILEGES;
	if (!reported && getenv("FAKECUPTI_REPORT")) {
		reported = 1;
		atexit(report);
	}
	return CUPTI_SUCCESS;
}

#define SUCCEEDS(name, type) \
	CUptiResult name(type *p); \
	CUptiResult name(type *p) \
	{ (void)p; return ok() ? CUPTI_SUCCESS : CUPTI_ERROR_UNKNOWN; }

/* the host API's, declared here (see above) */
SUCCEEDS(cuptiProfilerHostDeinitialize, void)
SUCCEEDS(cuptiProfilerHostConfigAddMetrics, void)
SUCCEEDS(cuptiProfilerHostGetConfigImage, void)
SUCCEEDS(cuptiProfilerDeInitialize, CUpti_Profiler_DeInitialize_Params)
SUCCEEDS(cuptiRangeProfilerDisable, CUpti_RangeProfiler_Disable_Params)
SUCCEEDS(cuptiRangeProfilerCounterDataImageInitialize,
         CUpti_RangeProfiler_CounterDataImage_Initialize_Params)
SUCCEEDS(cuptiRangeProfilerSetConfig, CUpti_RangeProfiler_SetConfig_Params)
SUCCEEDS(cuptiRangeProfilerStart, CUpti_RangeProfiler_Start_Params)

CUptiResult
cuptiDeviceGetChipName(CUpti_Device_GetChipName_Params *p)
{
	if (!ok())
		return CUPTI_ERROR_UNKNOWN;
	p->pChipName = "GH100";
	return CUPTI_SUCCESS;
}

CUptiResult
cuptiProfilerGetCounterAvailability(
CUpti_Profiler_GetCounterAvailability_Params *p)
{
	if (!ok())
		return CUPTI_ERROR_UNKNOWN;
	p->counterAvailabilityImageSize = 16;
	return CUPTI_SUCCESS;
}

/* as cupti_profiler_host.h declares them */
struct host_init {
	size_t structSize;
	void *pPriv;
	int profilerType;
	const char *pChipName;
	const uint8_t *pCounterAvailabilityImage;
	void *pHostObject;
};

struct host_config_size {
	size_t structSize;
	void *pPriv;
	void *pHostObject;
	size_t configImageSize;
};

struct host_evaluate {
	size_t structSize;
	void *pPriv;
	void *pHostObject;
	const uint8_t *pCounterDataImage;
	size_t counterDataImageSize;
	size_t rangeIndex;
	const char **ppMetricNames;
	size_t numMetrics;
	double *pMetricValues;
};

CUptiResult cuptiProfilerHostInitialize(struct host_init *p);
CUptiResult
cuptiProfilerHostInitialize(struct host_init *p)
{
	if (!ok())
		return CUPTI_ERROR_UNKNOWN;
	p->pHostObject = &object;
	return CUPTI_SUCCESS;
}

CUptiResult cuptiProfilerHostGetConfigImageSize(struct host_config_size *p);
CUptiResult
cuptiProfilerHostGetConfigImageSize(struct host_config_size *p)
{
	if (!ok())
		return CUPTI_ERROR_UNKNOWN;
	p->configImageSize = 16;
	return CUPTI_SUCCESS;
}

CUptiResult cuptiProfilerHostEvaluateToGpuValues(struct host_evaluate *p);
CUptiResult
cuptiProfilerHostEvaluateToGpuValues(struct host_evaluate *p)
{
	if (!ok())
		return CUPTI_ERROR_UNKNOWN;
	if (p->rangeIndex >= max_ranges)
		return CUPTI_ERROR_INVALID_PARAMETER;
	for (size_t i = 0; i < p->numMetrics; i++)
		p->pMetricValues[i] =
			strstr(p->ppMetricNames[i], "inst_executed") ? 1 : 0;
	return CUPTI_SUCCESS;
}

CUptiResult
cuptiRangeProfilerEnable(CUpti_RangeProfiler_Enable_Params *p)
{
	if (!ok())
		return CUPTI_ERROR_UNKNOWN;
	p->pRangeProfilerObject = (CUpti_RangeProfiler_Object *)&object;
	sessions++;
	return CUPTI_SUCCESS;
}

CUptiResult
cuptiRangeProfilerGetCounterDataSize(
CUpti_RangeProfiler_GetCounterDataSize_Params *p)
{
	if (!ok())
		return CUPTI_ERROR_UNKNOWN;
	if (getenv("FAKECUPTI_FAIL_MANY") && p->maxNumOfRanges > 1)
		return CUPTI_ERROR_UNKNOWN;
	max_ranges = p->maxNumOfRanges;
	ranges += (long)max_ranges;
	p->counterDataSize = 64;
	return CUPTI_SUCCESS;
}

CUptiResult
cuptiRangeProfilerStop(CUpti_RangeProfiler_Stop_Params *p)
{
	if (!ok())
		return CUPTI_ERROR_UNKNOWN;
	p->isAllPassSubmitted = 1;
	return CUPTI_SUCCESS;
}

CUptiResult
cuptiRangeProfilerDecodeData(
CUpti_RangeProfiler_DecodeData_Params *p)
{
	if (!ok())
		return CUPTI_ERROR_UNKNOWN;
	p->numOfRangeDropped = 0;
	return CUPTI_SUCCESS;
}

CUptiResult
cuptiRangeProfilerGetCounterDataInfo(
CUpti_RangeProfiler_GetCounterDataInfo_Params *p)
{
	if (!ok())
		return CUPTI_ERROR_UNKNOWN;
	p->numTotalRanges = max_ranges;
	return CUPTI_SUCCESS;
}
