/*
 * cupti.cc - hardware counters through CUPTI's range profiler (CUDA 13:
 * cupti_range_profiler.h and cupti_profiler_host.h; the latter includes
 * <string>, which is why this one file is C++).
 *
 * One range per kernel launch (auto range) with kernel replay: CUPTI runs
 * each kernel as many times as the counters need passes, saving and
 * restoring device memory in between, so the caller launches each kernel
 * once. libcupti is dlopened here, on first use, like the driver and NVRTC
 * in backend.c; a missing library or a refusal comes back as a gpu_rc and
 * one line saying why and what would help.
 */
#include <dlfcn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <vector>

#include <cuda.h>
#include <cupti_result.h>
#include <cupti_target.h>
#include <cupti_profiler_target.h>
#include <cupti_profiler_host.h>
#include <cupti_range_profiler.h>

#include "internal.h"

extern "C" const char *const gpu_metric_names[GPU_NMETRICS] = {
	"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",
	"l1tex__t_requests_pipe_lsu_mem_global_op_st.sum",
	"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
	"l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
	"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
	"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
	"smsp__inst_executed_op_shared_ld.sum",
	"smsp__inst_executed_op_shared_st.sum",
	"dram__bytes_read.sum",
	"dram__bytes_write.sum",
	"idc__requests.sum",
	"smsp__inst_executed_op_ldc_pred_on_any.sum",
	"l1tex__t_requests_pipe_lsu_mem_local_op_ld.sum",
	"l1tex__t_requests_pipe_lsu_mem_local_op_st.sum",
	"l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum",
	"l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum",
	"smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
	"smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
	"l1tex__t_requests_pipe_tex_mem_texture.sum",
	"l1tex__t_sectors_pipe_tex_mem_texture.sum",
	"l1tex__t_requests_pipe_lsu_mem_global_op_atom.sum",
	"l1tex__t_sectors_pipe_lsu_mem_global_op_atom.sum",
	"l1tex__t_requests_pipe_lsu_mem_global_op_red.sum",
	"l1tex__t_sectors_pipe_lsu_mem_global_op_red.sum",
	"smsp__inst_executed_op_shared_atom.sum",
	"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_atom.sum",
	"smsp__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_atom.sum",
};

namespace {

/* A CUPTI parameter block: zeroed, its size filled in. */
template <typename T>
T params(size_t size)
{
	T p;

	memset(&p, 0, sizeof p);
	p.structSize = size;
	return p;
}

struct Cupti {
	void *lib = nullptr;
	decltype(&cuptiGetResultString) GetResultString;
	decltype(&cuptiProfilerInitialize) ProfilerInitialize;
	decltype(&cuptiProfilerDeInitialize) ProfilerDeInitialize;
	decltype(&cuptiDeviceGetChipName) DeviceGetChipName;
	decltype(&cuptiProfilerGetCounterAvailability) GetCounterAvailability;
	decltype(&cuptiProfilerHostInitialize) HostInitialize;
	decltype(&cuptiProfilerHostDeinitialize) HostDeinitialize;
	decltype(&cuptiProfilerHostConfigAddMetrics) HostConfigAddMetrics;
	decltype(&cuptiProfilerHostGetConfigImageSize) HostGetConfigImageSize;
	decltype(&cuptiProfilerHostGetConfigImage) HostGetConfigImage;
	decltype(&cuptiProfilerHostEvaluateToGpuValues) HostEvaluateToGpuValues;
	decltype(&cuptiRangeProfilerEnable) Enable;
	decltype(&cuptiRangeProfilerDisable) Disable;
	decltype(&cuptiRangeProfilerGetCounterDataSize) GetCounterDataSize;
	decltype(&cuptiRangeProfilerCounterDataImageInitialize) CounterDataImageInitialize;
	decltype(&cuptiRangeProfilerSetConfig) SetConfig;
	decltype(&cuptiRangeProfilerStart) Start;
	decltype(&cuptiRangeProfilerStop) Stop;
	decltype(&cuptiRangeProfilerDecodeData) DecodeData;
	decltype(&cuptiRangeProfilerGetCounterDataInfo) GetCounterDataInfo;
	/* optional: only ACCESSAN_CUPTI_TRACE asks for it */
	decltype(&cuptiProfilerHostGetNumOfPasses) HostGetNumOfPasses;
} api;

/*
 * ACCESSAN_CUPTI_TRACE set: where the sessions' time goes, summed over
 * the process and printed to standard error at its exit (validate's
 * speed, issue 18): set-up (profiler, host object, configuration,
 * counter data image), the launches with every pass CUPTI replays,
 * decoding and evaluation, tear-down; and the passes the configurations
 * need.
 */
struct Trace {
	bool on = false;
	long sessions = 0, ranges = 0, passes = 0;
	long user = 0, failed = 0;       /* sessions in user replay, failed */
	double setup = 0, run = 0, decode = 0, teardown = 0;
} trace;

double now()
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

void trace_print()
{
	fprintf(stderr, "accessan-gpu: CUPTI: %ld sessions (%ld in user "
	        "replay, %ld failed), %ld ranges, %ld passes in all; set-up "
	        "%.2f s, launches and replays %.2f s, decoding %.2f s, "
	        "tear-down %.2f s\n", trace.sessions, trace.user, trace.failed,
	        trace.ranges, trace.passes, trace.setup, trace.run,
	        trace.decode, trace.teardown);
}

template <typename F>
bool sym(F &f, const char *name, char *err, size_t errlen)
{
	f = reinterpret_cast<F>(dlsym(api.lib, name));
	if (f == nullptr)
		gpu_say(err, errlen, "libcupti lacks %s: not the CUDA 13 version?",
		    name);
	return f != nullptr;
}

int load(char *err, size_t errlen)
{
	static const char *const names[] = {
		"libcupti.so.13", "libcupti.so",
		"/usr/local/cuda/extras/CUPTI/lib64/libcupti.so.13",
		"/usr/local/cuda/lib64/libcupti.so.13",
		"/usr/local/cuda/targets/x86_64-linux/lib/libcupti.so.13",
		nullptr
	};

	if (api.lib)
		return GPU_OK;
	api.lib = gpu_dlopen("CUPTI (libcupti.so.13)", "ACCESSAN_CUPTI_LIB",
	                     names, err, errlen);
	if (api.lib == nullptr)
		return GPU_ENOLIB;
	if (sym(api.GetResultString, "cuptiGetResultString", err, errlen) &&
	    sym(api.ProfilerInitialize, "cuptiProfilerInitialize", err, errlen) &&
	    sym(api.ProfilerDeInitialize, "cuptiProfilerDeInitialize", err, errlen) &&
	    sym(api.DeviceGetChipName, "cuptiDeviceGetChipName", err, errlen) &&
	    sym(api.GetCounterAvailability, "cuptiProfilerGetCounterAvailability", err, errlen) &&
	    sym(api.HostInitialize, "cuptiProfilerHostInitialize", err, errlen) &&
	    sym(api.HostDeinitialize, "cuptiProfilerHostDeinitialize", err, errlen) &&
	    sym(api.HostConfigAddMetrics, "cuptiProfilerHostConfigAddMetrics", err, errlen) &&
	    sym(api.HostGetConfigImageSize, "cuptiProfilerHostGetConfigImageSize", err, errlen) &&
	    sym(api.HostGetConfigImage, "cuptiProfilerHostGetConfigImage", err, errlen) &&
	    sym(api.HostEvaluateToGpuValues, "cuptiProfilerHostEvaluateToGpuValues", err, errlen) &&
	    sym(api.Enable, "cuptiRangeProfilerEnable", err, errlen) &&
	    sym(api.Disable, "cuptiRangeProfilerDisable", err, errlen) &&
	    sym(api.GetCounterDataSize, "cuptiRangeProfilerGetCounterDataSize", err, errlen) &&
	    sym(api.CounterDataImageInitialize, "cuptiRangeProfilerCounterDataImageInitialize", err, errlen) &&
	    sym(api.SetConfig, "cuptiRangeProfilerSetConfig", err, errlen) &&
	    sym(api.Start, "cuptiRangeProfilerStart", err, errlen) &&
	    sym(api.Stop, "cuptiRangeProfilerStop", err, errlen) &&
	    sym(api.DecodeData, "cuptiRangeProfilerDecodeData", err, errlen) &&
	    sym(api.GetCounterDataInfo, "cuptiRangeProfilerGetCounterDataInfo", err, errlen)) {
		const char *t = getenv("ACCESSAN_CUPTI_TRACE");
		if (t && *t && !trace.on) {
			trace.on = true;
			api.HostGetNumOfPasses = reinterpret_cast<decltype(api.HostGetNumOfPasses)>(
				dlsym(api.lib, "cuptiProfilerHostGetNumOfPasses"));
			atexit(trace_print);
		}
		return GPU_OK;
	}
	dlclose(api.lib);
	api.lib = nullptr;
	return GPU_ENOLIB;
}

/* A failed CUPTI call as a gpu_rc and a line that says what would help. */
int fail(CUptiResult r, const char *call, char *err, size_t errlen)
{
	const char *text = nullptr;

	if (api.GetResultString)
		api.GetResultString(r, &text);
	if (text == nullptr)
		text = "unknown CUPTI error";
	switch (r) {
	case CUPTI_ERROR_INSUFFICIENT_PRIVILEGES:
		gpu_say(err, errlen, "counters refused (%s: %s): the driver lets only "
		    "administrators read GPU counters; run as root, or load the "
		    "nvidia module with NVreg_RestrictProfilingToAdminUsers=0 (in "
		    "a container: --cap-add SYS_ADMIN)", call, text);
		return GPU_EREFUSED;
	case CUPTI_ERROR_VIRTUALIZED_DEVICE_INSUFFICIENT_PRIVILEGES:
	case CUPTI_ERROR_VIRTUALIZED_DEVICE_NOT_SUPPORTED:
		gpu_say(err, errlen, "counters refused (%s: %s): a virtual GPU whose "
		    "host does not allow profiling", call, text);
		return GPU_EREFUSED;
	case CUPTI_ERROR_MULTIPLE_SUBSCRIBERS_NOT_SUPPORTED:
	case CUPTI_ERROR_OLD_PROFILER_API_INITIALIZED:
		gpu_say(err, errlen, "counters refused (%s: %s): another profiler "
		    "holds the GPU's counters", call, text);
		return GPU_EREFUSED;
	case CUPTI_ERROR_NOT_SUPPORTED:
	case CUPTI_ERROR_LEGACY_PROFILER_NOT_SUPPORTED:
	case CUPTI_ERROR_CMP_DEVICE_NOT_SUPPORTED:
		gpu_say(err, errlen, "counters not supported on this GPU (%s: %s)",
		    call, text);
		return GPU_EUNSUPPORTED;
	default:
		break;
	}
	if (getenv("CUDA_INJECTION64_PATH")) {
		gpu_say(err, errlen, "counters refused (%s: %s): running under another "
		    "profiler (CUDA_INJECTION64_PATH is set)", call, text);
		return GPU_EREFUSED;
	}
	gpu_say(err, errlen, "%s: %s", call, text);
	return GPU_EFAIL;
}

#define CALL(fn, p) do { \
	CUptiResult r_ = api.fn(&(p)); \
	if (r_ != CUPTI_SUCCESS) \
		return fail(r_, "cupti" #fn, err, errlen); \
} while (0)

/* What has to be undone, whatever happened. */
struct Session {
	bool initialized = false;
	CUpti_Profiler_Host_Object *host = nullptr;
	CUpti_RangeProfiler_Object *prof = nullptr;

	~Session()
	{
		if (prof) {
			auto p = params<CUpti_RangeProfiler_Disable_Params>(CUpti_RangeProfiler_Disable_Params_STRUCT_SIZE);
			p.pRangeProfilerObject = prof;
			api.Disable(&p);
		}
		if (host) {
			auto p = params<CUpti_Profiler_Host_Deinitialize_Params>(CUpti_Profiler_Host_Deinitialize_Params_STRUCT_SIZE);
			p.pHostObject = host;
			api.HostDeinitialize(&p);
		}
		if (initialized) {
			auto p = params<CUpti_Profiler_DeInitialize_Params>(CUpti_Profiler_DeInitialize_Params_STRUCT_SIZE);
			api.ProfilerDeInitialize(&p);
		}
	}
};

/* The profiler and its host object for the device's chip, and the
   configuration image of the metrics asked for. avail (the counter
   availability image) lives as long as the host object. */
int host_config(Session &s, CUcontext ctx, int ordinal, const char **metrics,
                int nmetrics, std::vector<uint8_t> &avail,
                std::vector<uint8_t> &config, char *err, size_t errlen)
{
	const char *chip;

	{
		auto p = params<CUpti_Profiler_Initialize_Params>(CUpti_Profiler_Initialize_Params_STRUCT_SIZE);
		CALL(ProfilerInitialize, p);
		s.initialized = true;
	}
	{
		auto p = params<CUpti_Device_GetChipName_Params>(CUpti_Device_GetChipName_Params_STRUCT_SIZE);
		p.deviceIndex = (size_t)ordinal;
		CALL(DeviceGetChipName, p);
		chip = p.pChipName;
	}
	{
		auto p = params<CUpti_Profiler_GetCounterAvailability_Params>(CUpti_Profiler_GetCounterAvailability_Params_STRUCT_SIZE);
		p.ctx = ctx;
		CALL(GetCounterAvailability, p);
		avail.resize(p.counterAvailabilityImageSize);
		p.pCounterAvailabilityImage = avail.data();
		CALL(GetCounterAvailability, p);
	}
	{
		auto p = params<CUpti_Profiler_Host_Initialize_Params>(CUpti_Profiler_Host_Initialize_Params_STRUCT_SIZE);
		p.profilerType = CUPTI_PROFILER_TYPE_RANGE_PROFILER;
		p.pChipName = chip;
		p.pCounterAvailabilityImage = avail.data();
		CALL(HostInitialize, p);
		s.host = p.pHostObject;
	}
	{
		auto p = params<CUpti_Profiler_Host_ConfigAddMetrics_Params>(CUpti_Profiler_Host_ConfigAddMetrics_Params_STRUCT_SIZE);
		p.pHostObject = s.host;
		p.ppMetricNames = metrics;
		p.numMetrics = (size_t)nmetrics;
		CALL(HostConfigAddMetrics, p);
	}
	{
		auto p = params<CUpti_Profiler_Host_GetConfigImageSize_Params>(CUpti_Profiler_Host_GetConfigImageSize_Params_STRUCT_SIZE);
		p.pHostObject = s.host;
		CALL(HostGetConfigImageSize, p);
		config.resize(p.configImageSize);
		auto q = params<CUpti_Profiler_Host_GetConfigImage_Params>(CUpti_Profiler_Host_GetConfigImage_Params_STRUCT_SIZE);
		q.pHostObject = s.host;
		q.pConfigImage = config.data();
		q.configImageSize = config.size();
		CALL(HostGetConfigImage, q);
	}
	return GPU_OK;
}

/* The range profiler on ctx, its counter data image for n ranges, set
   up for one range a launch. */
int range_config(Session &s, CUcontext ctx, const char **metrics,
                 int nmetrics, int n, bool user_replay,
                 const std::vector<uint8_t> &config,
                 std::vector<uint8_t> &data, char *err, size_t errlen)
{
	{
		auto p = params<CUpti_RangeProfiler_Enable_Params>(CUpti_RangeProfiler_Enable_Params_STRUCT_SIZE);
		p.ctx = ctx;
		CALL(Enable, p);
		s.prof = p.pRangeProfilerObject;
	}
	{
		auto p = params<CUpti_RangeProfiler_GetCounterDataSize_Params>(CUpti_RangeProfiler_GetCounterDataSize_Params_STRUCT_SIZE);
		p.pRangeProfilerObject = s.prof;
		p.pMetricNames = metrics;
		p.numMetrics = (size_t)nmetrics;
		p.maxNumOfRanges = (size_t)n;
		p.maxNumRangeTreeNodes = (uint32_t)n;
		CALL(GetCounterDataSize, p);
		data.resize(p.counterDataSize);
		auto q = params<CUpti_RangeProfiler_CounterDataImage_Initialize_Params>(CUpti_RangeProfiler_CounterDataImage_Initialize_Params_STRUCT_SIZE);
		q.pRangeProfilerObject = s.prof;
		q.pCounterData = data.data();
		q.counterDataSize = data.size();
		CALL(CounterDataImageInitialize, q);
	}
	{
		auto p = params<CUpti_RangeProfiler_SetConfig_Params>(CUpti_RangeProfiler_SetConfig_Params_STRUCT_SIZE);
		p.pRangeProfilerObject = s.prof;
		p.pConfig = config.data();
		p.configSize = config.size();
		p.pCounterDataImage = data.data();
		p.counterDataImageSize = data.size();
		p.range = CUPTI_AutoRange;
		p.replayMode = user_replay ? CUPTI_UserReplay : CUPTI_KernelReplay;
		p.maxRangesPerPass = (size_t)n;
		p.numNestingLevels = 1;
		p.minNestingLevel = 1;
		p.passIndex = 0;
		p.targetNestingLevel = 1;
		CALL(SetConfig, p);
	}
	return GPU_OK;
}

/* The n launches, as many rounds as CUPTI asks for. */
int run_passes(Session &s, gpu_launch_cb launch, void *arg, int n, char *err,
               size_t errlen)
{
	/* kernel replay submits every pass inside each launch; in user
	   replay each round is one pass, the launches made again */
	for (int round = 0;; round++) {
		auto p = params<CUpti_RangeProfiler_Start_Params>(CUpti_RangeProfiler_Start_Params_STRUCT_SIZE);
		p.pRangeProfilerObject = s.prof;
		CALL(Start, p);
		for (int i = 0; i < n; i++) {
			int rc = launch(arg, i, err, errlen);
			if (rc != GPU_OK)
				return rc;
		}
		auto q = params<CUpti_RangeProfiler_Stop_Params>(CUpti_RangeProfiler_Stop_Params_STRUCT_SIZE);
		q.pRangeProfilerObject = s.prof;
		CALL(Stop, q);
		if (q.isAllPassSubmitted)
			break;
		if (round == 64) {
			gpu_say(err, errlen, "CUPTI asked for more than 64 rounds");
			return GPU_EFAIL;
		}
	}
	return GPU_OK;
}

/* The ranges decoded: one a launch, none dropped. */
int decode(Session &s, std::vector<uint8_t> &data, int n, char *err,
           size_t errlen)
{
	{
		auto p = params<CUpti_RangeProfiler_DecodeData_Params>(CUpti_RangeProfiler_DecodeData_Params_STRUCT_SIZE);
		p.pRangeProfilerObject = s.prof;
		CALL(DecodeData, p);
		if (p.numOfRangeDropped) {
			gpu_say(err, errlen, "CUPTI dropped %zu of %d ranges",
			    p.numOfRangeDropped, n);
			return GPU_EFAIL;
		}
	}
	{
		auto p = params<CUpti_RangeProfiler_GetCounterDataInfo_Params>(CUpti_RangeProfiler_GetCounterDataInfo_Params_STRUCT_SIZE);
		p.pCounterDataImage = data.data();
		p.counterDataImageSize = data.size();
		CALL(GetCounterDataInfo, p);
		if (p.numTotalRanges != (size_t)n) {
			gpu_say(err, errlen, "CUPTI returned %zu ranges for %d launches",
			    p.numTotalRanges, n);
			return GPU_EFAIL;
		}
	}
	return GPU_OK;
}

/* Each launch's values into its row of values, from column first. */
int evaluate(Session &s, std::vector<uint8_t> &data, const char **metrics,
             int n, int first, int nmetrics, double *values, char *err,
             size_t errlen)
{
	std::vector<double> v((size_t)nmetrics);
	for (int i = 0; i < n; i++) {
		auto p = params<CUpti_Profiler_Host_EvaluateToGpuValues_Params>(CUpti_Profiler_Host_EvaluateToGpuValues_Params_STRUCT_SIZE);
		p.pHostObject = s.host;
		p.pCounterDataImage = data.data();
		p.counterDataImageSize = data.size();
		p.rangeIndex = (size_t)i;
		p.ppMetricNames = metrics;
		p.numMetrics = (size_t)nmetrics;
		p.pMetricValues = v.data();
		CALL(HostEvaluateToGpuValues, p);
		memcpy(values + (size_t)i * GPU_NMETRICS + first, v.data(),
		       (size_t)nmetrics * sizeof(double));
	}
	return GPU_OK;
}

/* The passes config needs, for the trace (0: not known). */
long passes_of(std::vector<uint8_t> &config)
{
	if (api.HostGetNumOfPasses == nullptr)
		return 0;
	auto p = params<CUpti_Profiler_Host_GetNumOfPasses_Params>(CUpti_Profiler_Host_GetNumOfPasses_Params_STRUCT_SIZE);
	p.pConfigImage = config.data();
	p.configImageSize = config.size();
	return api.HostGetNumOfPasses(&p) == CUPTI_SUCCESS ?
	       (long)p.numOfPasses : 0;
}

/* One session, its phases timed into t[0 .. 2] for the trace. */
int profile_session(CUcontext ctx, int ordinal, gpu_launch_cb launch,
                    void *arg, int n, const char **metrics, int first,
                    int nmetrics, bool user_replay, double *values,
                    double *t, char *err, size_t errlen)
{
	Session s;
	std::vector<uint8_t> avail, config, data;
	double a = now();
	int rc;

	if ((rc = host_config(s, ctx, ordinal, metrics, nmetrics, avail, config,
	                      err, errlen)) != GPU_OK ||
	    (rc = range_config(s, ctx, metrics, nmetrics, n, user_replay, config,
	                       data, err, errlen)) != GPU_OK)
		return rc;
	if (trace.on)
		trace.passes += passes_of(config);
	t[0] = now() - a;
	a = now();
	if ((rc = run_passes(s, launch, arg, n, err, errlen)) != GPU_OK)
		return rc;
	t[1] = now() - a;
	a = now();
	if ((rc = decode(s, data, n, err, errlen)) == GPU_OK)
		rc = evaluate(s, data, metrics, n, first, nmetrics, values, err,
		              errlen);
	t[2] = now() - a;
	return rc;
}

/* nmetrics: the first nmetrics of gpu_metric_names; the rest of each
   launch's values are left alone. */
int profile(CUcontext ctx, int ordinal, gpu_launch_cb launch, void *arg,
            int n, int first, int nmetrics, bool user_replay, double *values,
            char *err, size_t errlen)
{
	const char **metrics = const_cast<const char **>(gpu_metric_names) +
	                       first;
	double t[3] = { 0, 0, 0 }, a = now();
	int rc;

	rc = profile_session(ctx, ordinal, launch, arg, n, metrics, first,
	                     nmetrics, user_replay, values, t, err, errlen);
	if (trace.on) {
		trace.sessions++;
		trace.user += user_replay && rc == GPU_OK;
		trace.failed += rc != GPU_OK;
		trace.ranges += n;
		trace.setup += t[0];
		trace.run += t[1];
		trace.decode += t[2];
		trace.teardown += now() - a - t[0] - t[1] - t[2];
	}
	return rc;
}

} /* namespace */

extern "C" int gpu_cupti_counters(void *ctx, int ordinal, gpu_launch_cb launch,
                                  void *arg, int n, double *values, char *err,
                                  size_t errlen)
{
	int rc;

	if (n <= 0)
		return GPU_OK;
	if ((rc = load(err, errlen)) != GPU_OK)
		return rc;
	for (int i = 0; i < n * GPU_NMETRICS; i++)
		values[i] = __builtin_nan("");
	/* with the SASS-patched metrics if CUPTI takes them, else without,
	   else without the local ones too */
	rc = profile(static_cast<CUcontext>(ctx), ordinal, launch, arg, n, 0,
	             GPU_NMETRICS_MAIN, false, values, err, errlen);
	if (rc == GPU_EFAIL)
		rc = profile(static_cast<CUcontext>(ctx), ordinal, launch, arg, n,
		             0, GPU_NMETRICS_NO_SASS, false, values, err, errlen);
	if (rc == GPU_EFAIL)
		rc = profile(static_cast<CUcontext>(ctx), ordinal, launch, arg, n,
		             0, GPU_NMETRICS_REQUIRED, false, values, err, errlen);
	return rc;
}

extern "C" int gpu_cupti_counters_range(void *ctx, int ordinal,
                                        gpu_launch_cb launch, void *arg,
                                        int n, int first, int count,
                                        int user_replay, double *values,
                                        char *err, size_t errlen)
{
	int rc;

	if (n <= 0)
		return GPU_OK;
	if (first < 0 || count < 1 || first + count > GPU_NMETRICS) {
		gpu_say(err, errlen, "no metrics %d to %d", first, first + count - 1);
		return GPU_EFAIL;
	}
	if ((rc = load(err, errlen)) != GPU_OK)
		return rc;
	for (int i = 0; i < n; i++)
		for (int m = first; m < first + count; m++)
			values[(size_t)i * GPU_NMETRICS + m] = __builtin_nan("");
	rc = profile(static_cast<CUcontext>(ctx), ordinal, launch, arg, n, first,
	             count, user_replay != 0, values, err, errlen);
	if (rc == GPU_EFAIL && user_replay)
		rc = profile(static_cast<CUcontext>(ctx), ordinal, launch, arg, n,
		             first, count, false, values, err, errlen);
	return rc;
}
