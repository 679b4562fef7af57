/*
 * backend.c - libaccessan-gpu.so: NVRTC, the driver API, event timing and
 * the copy peak, behind the table of gpu.h.
 *
 * Nothing here links against CUDA. The driver and NVRTC are dlopened on
 * first use and every entry point is looked up by name, so that (a) the
 * library loads on a machine without CUDA and says which piece is missing,
 * and (b) compiling with NVRTC works where there is no driver. CUDA's own
 * headers give the types; cuda.h maps names such as cuMemAlloc to their
 * current versions (cuMemAlloc_v2), and SYM() looks those up.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda.h>
#include <nvrtc.h>
#include <pthread.h>

#include "gpu.h"
#include "internal.h"

#define STR_(x) #x
#define STR(x) STR_(x)

/* A texture object the backend made, and the CUDA array it reads (NULL
   for linear memory): freed together. */
struct gpu_tex {
	CUtexObject obj;
	CUarray array;
	struct gpu_tex *next;
};

struct gpu_device {
	CUdevice dev;
	CUcontext ctx;
	int ordinal;
	struct gpu_tex *texs;            /* not yet freed */
};

struct gpu_kernel {
	CUfunction fn;
	struct gpu_kernel *next;         /* the module's kernels */
};

struct gpu_module {
	gpu_device *dev;
	CUmodule mod;
	struct gpu_kernel *kernels;      /* freed with the module */
};

void
gpu_say(char *err, size_t errlen, const char *fmt, ...)
{
	va_list ap;

	if (err == NULL || errlen == 0)
		return;
	va_start(ap, fmt);
	vsnprintf(err, errlen, fmt, ap);
	va_end(ap);
}

/* ---- finding libraries ------------------------------------------------ */

void *
gpu_dlopen(const char *what, const char *env,
	   const char *const *candidates, char *err, size_t errlen)
{
	const char *forced = env ? getenv(env) : NULL;
	char first[512] = "";
	char tried[1024] = "";
	size_t used = 0;

	if (forced && *forced) {
		void *h = dlopen(forced, RTLD_NOW | RTLD_LOCAL);
		if (h == NULL)
			gpu_say(err, errlen, "%s not found: %s (from %s)", what,
			    dlerror(), env);
		return h;
	}
	for (int i = 0; candidates[i]; i++) {
		void *h = dlopen(candidates[i], RTLD_NOW | RTLD_LOCAL);
		const char *e;
		if (h)
			return h;
		e = dlerror();
		if (!first[0] && e)
			snprintf(first, sizeof first, "%s", e);
		used += snprintf(tried + used, used < sizeof tried ?
		                 sizeof tried - used : 0, "%s%s", i ? ", " : "",
		                 candidates[i]);
		if (used >= sizeof tried)
			used = sizeof tried - 1;
	}
	gpu_say(err, errlen, "%s not found: %s (tried %s; %s names the file)",
	    what, first, tried, env);
	return NULL;
}

/* ---- NVRTC ------------------------------------------------------------ */

static struct nvrtc {
	void *lib;
	__typeof__(&nvrtcVersion) nvrtcVersion;
	__typeof__(&nvrtcGetErrorString) nvrtcGetErrorString;
	__typeof__(&nvrtcCreateProgram) nvrtcCreateProgram;
	__typeof__(&nvrtcCompileProgram) nvrtcCompileProgram;
	__typeof__(&nvrtcGetProgramLogSize) nvrtcGetProgramLogSize;
	__typeof__(&nvrtcGetProgramLog) nvrtcGetProgramLog;
	__typeof__(&nvrtcGetCUBINSize) nvrtcGetCUBINSize;
	__typeof__(&nvrtcGetCUBIN) nvrtcGetCUBIN;
	__typeof__(&nvrtcDestroyProgram) nvrtcDestroyProgram;
} rt;

#define SYM(tab, name) do { \
	*(void **)&(tab).name = dlsym((tab).lib, STR(name)); \
	if ((tab).name == NULL) { \
		gpu_say(err, errlen, "%s lacks %s: not the CUDA 13 version?", \
		    libname, STR(name)); \
		goto bad; \
	} \
} while (0)

/* validate compiles on several threads: the first load is serialised */
static pthread_mutex_t nvrtc_lock = PTHREAD_MUTEX_INITIALIZER;

static int nvrtc_load_locked(char *err, size_t errlen);

static int
nvrtc_load(char *err, size_t errlen)
{
	int rc;

	pthread_mutex_lock(&nvrtc_lock);
	rc = nvrtc_load_locked(err, errlen);
	pthread_mutex_unlock(&nvrtc_lock);
	return rc;
}

static int
nvrtc_load_locked(char *err, size_t errlen)
{
	static const char *const names[] = {
		"libnvrtc.so.13", "libnvrtc.so",
		"/usr/local/cuda/lib64/libnvrtc.so.13",
		"/usr/local/cuda/targets/x86_64-linux/lib/libnvrtc.so.13",
		"/usr/local/cuda-13.0/lib64/libnvrtc.so.13",
		NULL
	};
	const char *libname = "libnvrtc";

	if (rt.lib)
		return GPU_OK;
	rt.lib = gpu_dlopen("NVRTC (libnvrtc.so.13)", "ACCESSAN_NVRTC_LIB",
	                    names, err, errlen);
	if (rt.lib == NULL)
		return GPU_ENOLIB;
	SYM(rt, nvrtcVersion);
	SYM(rt, nvrtcGetErrorString);
	SYM(rt, nvrtcCreateProgram);
	SYM(rt, nvrtcCompileProgram);
	SYM(rt, nvrtcGetProgramLogSize);
	SYM(rt, nvrtcGetProgramLog);
	SYM(rt, nvrtcGetCUBINSize);
	SYM(rt, nvrtcGetCUBIN);
	SYM(rt, nvrtcDestroyProgram);
	return GPU_OK;
bad:
	dlclose(rt.lib);
	rt.lib = NULL;
	return GPU_ENOLIB;
}

static int
compile(const char *src, const char *name, int cc_major,
	int cc_minor, void **cubin, size_t *cubin_size, char **log,
	char *err, size_t errlen)
{
	nvrtcProgram prog = NULL;
	nvrtcResult r;
	char arch[32];
	const char *opts[] = { arch, "-std=c++17", "-lineinfo" };
	size_t loglen = 0;
	int rc;

	*cubin = NULL;
	*cubin_size = 0;
	if (log)
		*log = NULL;
	if ((rc = nvrtc_load(err, errlen)) != GPU_OK)
		return rc;
	snprintf(arch, sizeof arch, "-arch=sm_%d%d", cc_major, cc_minor);
	r = rt.nvrtcCreateProgram(&prog, src, name, 0, NULL, NULL);
	if (r != NVRTC_SUCCESS) {
		gpu_say(err, errlen, "nvrtcCreateProgram: %s", rt.nvrtcGetErrorString(r));
		return GPU_EFAIL;
	}
	r = rt.nvrtcCompileProgram(prog, 3, opts);
	if (log && rt.nvrtcGetProgramLogSize(prog, &loglen) == NVRTC_SUCCESS &&
	    loglen > 1) {
		*log = malloc(loglen);
		if (*log && rt.nvrtcGetProgramLog(prog, *log) != NVRTC_SUCCESS) {
			free(*log);
			*log = NULL;
		}
	}
	if (r != NVRTC_SUCCESS) {
		gpu_say(err, errlen, "NVRTC could not compile %s for sm_%d%d: %s",
		    name, cc_major, cc_minor, rt.nvrtcGetErrorString(r));
		rt.nvrtcDestroyProgram(&prog);
		return r == NVRTC_ERROR_COMPILATION ||
		       r == NVRTC_ERROR_INVALID_OPTION ? GPU_ECOMPILE : GPU_EFAIL;
	}
	if ((r = rt.nvrtcGetCUBINSize(prog, cubin_size)) != NVRTC_SUCCESS ||
	    (*cubin = malloc(*cubin_size ? *cubin_size : 1)) == NULL ||
	    (r = rt.nvrtcGetCUBIN(prog, *cubin)) != NVRTC_SUCCESS) {
		gpu_say(err, errlen, "nvrtcGetCUBIN: %s", r != NVRTC_SUCCESS ?
		    rt.nvrtcGetErrorString(r) : "out of memory");
		free(*cubin);
		*cubin = NULL;
		rt.nvrtcDestroyProgram(&prog);
		return GPU_EFAIL;
	}
	rt.nvrtcDestroyProgram(&prog);
	return GPU_OK;
}

static void
release(void *p)
{
	free(p);
}

/* ---- the driver ------------------------------------------------------- */

static struct driver {
	void *lib;
	int ready;                       /* cuInit succeeded */
	__typeof__(&cuInit) cuInit;
	__typeof__(&cuGetErrorName) cuGetErrorName;
	__typeof__(&cuGetErrorString) cuGetErrorString;
	__typeof__(&cuDriverGetVersion) cuDriverGetVersion;
	__typeof__(&cuDeviceGetCount) cuDeviceGetCount;
	__typeof__(&cuDeviceGet) cuDeviceGet;
	__typeof__(&cuDeviceGetName) cuDeviceGetName;
	__typeof__(&cuDeviceGetAttribute) cuDeviceGetAttribute;
	__typeof__(&cuDeviceTotalMem) cuDeviceTotalMem;
	__typeof__(&cuDevicePrimaryCtxRetain) cuDevicePrimaryCtxRetain;
	__typeof__(&cuDevicePrimaryCtxRelease) cuDevicePrimaryCtxRelease;
	__typeof__(&cuCtxSetCurrent) cuCtxSetCurrent;
	__typeof__(&cuCtxSynchronize) cuCtxSynchronize;
	__typeof__(&cuModuleLoadDataEx) cuModuleLoadDataEx;
	__typeof__(&cuModuleUnload) cuModuleUnload;
	__typeof__(&cuModuleGetFunction) cuModuleGetFunction;
	__typeof__(&cuModuleGetGlobal) cuModuleGetGlobal;
	__typeof__(&cuFuncSetAttribute) cuFuncSetAttribute;
	__typeof__(&cuMemAlloc) cuMemAlloc;
	__typeof__(&cuMemFree) cuMemFree;
	__typeof__(&cuMemsetD32) cuMemsetD32;
	__typeof__(&cuMemcpyHtoD) cuMemcpyHtoD;
	__typeof__(&cuMemcpyDtoH) cuMemcpyDtoH;
	__typeof__(&cuMemcpyDtoD) cuMemcpyDtoD;
	__typeof__(&cuLaunchKernel) cuLaunchKernel;
	__typeof__(&cuEventCreate) cuEventCreate;
	__typeof__(&cuEventRecord) cuEventRecord;
	__typeof__(&cuEventSynchronize) cuEventSynchronize;
	__typeof__(&cuEventElapsedTime) cuEventElapsedTime;
	__typeof__(&cuEventDestroy) cuEventDestroy;
} cu;

/* "cuLaunchKernel: CUDA_ERROR_ILLEGAL_ADDRESS (an illegal memory access
   was encountered)" */
static int
cu_fail(CUresult r, const char *call, char *err, size_t errlen)
{
	const char *name = NULL, *text = NULL;

	if (cu.cuGetErrorName)
		cu.cuGetErrorName(r, &name);
	if (cu.cuGetErrorString)
		cu.cuGetErrorString(r, &text);
	gpu_say(err, errlen, "%s: %s (%s)", call, name ? name : "unknown error",
	    text ? text : "no description");
	if (r == CUDA_ERROR_NO_DEVICE)
		return GPU_ENODEV;
	return GPU_EFAIL;
}

#define CU(call) do { \
	CUresult r_ = (call); \
	if (r_ != CUDA_SUCCESS) \
		return cu_fail(r_, #call, err, errlen); \
} while (0)

static int
driver_load(char *err, size_t errlen)
{
	static const char *const names[] = { "libcuda.so.1", "libcuda.so", NULL };
	const char *libname = "libcuda.so.1";
	CUresult r;

	if (cu.ready)
		return GPU_OK;
	if (cu.lib == NULL) {
		char why[768];
		cu.lib = gpu_dlopen("libcuda.so.1", "ACCESSAN_CUDA_LIB", names,
		                    why, sizeof why);
		if (cu.lib == NULL) {
			gpu_say(err, errlen, "no CUDA driver found (%s); install the "
			    "NVIDIA driver, or in a container run with the NVIDIA "
			    "container runtime (--gpus all)", why);
			return GPU_ENOLIB;
		}
		SYM(cu, cuInit);
		SYM(cu, cuGetErrorName);
		SYM(cu, cuGetErrorString);
		SYM(cu, cuDriverGetVersion);
		SYM(cu, cuDeviceGetCount);
		SYM(cu, cuDeviceGet);
		SYM(cu, cuDeviceGetName);
		SYM(cu, cuDeviceGetAttribute);
		SYM(cu, cuDeviceTotalMem);
		SYM(cu, cuDevicePrimaryCtxRetain);
		SYM(cu, cuDevicePrimaryCtxRelease);
		SYM(cu, cuCtxSetCurrent);
		SYM(cu, cuCtxSynchronize);
		SYM(cu, cuModuleLoadDataEx);
		SYM(cu, cuModuleUnload);
		SYM(cu, cuModuleGetFunction);
		SYM(cu, cuModuleGetGlobal);
		SYM(cu, cuFuncSetAttribute);
		SYM(cu, cuMemAlloc);
		SYM(cu, cuMemFree);
		SYM(cu, cuMemsetD32);
		SYM(cu, cuMemcpyHtoD);
		SYM(cu, cuMemcpyDtoH);
		SYM(cu, cuMemcpyDtoD);
		SYM(cu, cuLaunchKernel);
		SYM(cu, cuEventCreate);
		SYM(cu, cuEventRecord);
		SYM(cu, cuEventSynchronize);
		SYM(cu, cuEventElapsedTime);
		SYM(cu, cuEventDestroy);
	}
	r = cu.cuInit(0);
	if (r == CUDA_ERROR_NO_DEVICE) {
		gpu_say(err, errlen, "the CUDA driver found no GPU (cuInit: "
		    "CUDA_ERROR_NO_DEVICE); check nvidia-smi and, in a container, "
		    "that the GPU was passed in");
		return GPU_ENODEV;
	}
	if (r != CUDA_SUCCESS)
		return cu_fail(r, "cuInit", err, errlen);
	cu.ready = 1;
	return GPU_OK;
bad:
	dlclose(cu.lib);
	memset(&cu, 0, sizeof cu);
	return GPU_ENOLIB;
}

static int
attr(gpu_device *d, CUdevice_attribute a)
{
	int v = 0;

	if (cu.cuDeviceGetAttribute(&v, a, d->dev) != CUDA_SUCCESS)
		return 0;
	return v;
}

static int
dev_open(int ordinal, gpu_device **out, gpu_device_info *info,
	 char *err, size_t errlen)
{
	gpu_device *d;
	int n = 0, rc;
	size_t mem = 0;

	*out = NULL;
	if ((rc = driver_load(err, errlen)) != GPU_OK)
		return rc;
	CU(cu.cuDeviceGetCount(&n));
	if (n == 0) {
		gpu_say(err, errlen, "the CUDA driver found no GPU");
		return GPU_ENODEV;
	}
	if (ordinal < 0 || ordinal >= n) {
		gpu_say(err, errlen, "no GPU %d: the driver found %d", ordinal, n);
		return GPU_ENODEV;
	}
	if ((d = calloc(1, sizeof *d)) == NULL) {
		gpu_say(err, errlen, "out of memory");
		return GPU_EFAIL;
	}
	d->ordinal = ordinal;
	if ((rc = cu.cuDeviceGet(&d->dev, ordinal)) != CUDA_SUCCESS ||
	    (rc = cu.cuDevicePrimaryCtxRetain(&d->ctx, d->dev)) != CUDA_SUCCESS) {
		rc = cu_fail(rc, "cuDevicePrimaryCtxRetain", err, errlen);
		free(d);
		return rc;
	}
	if ((rc = cu.cuCtxSetCurrent(d->ctx)) != CUDA_SUCCESS) {
		rc = cu_fail(rc, "cuCtxSetCurrent", err, errlen);
		cu.cuDevicePrimaryCtxRelease(d->dev);
		free(d);
		return rc;
	}
	if (info) {
		memset(info, 0, sizeof *info);
		cu.cuDeviceGetName(info->name, sizeof info->name, d->dev);
		info->ordinal = ordinal;
		info->cc_major = attr(d, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR);
		info->cc_minor = attr(d, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR);
		info->sm_count = attr(d, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT);
		info->max_threads_per_block =
			attr(d, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK);
		info->max_shared_per_block =
			attr(d, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN);
		info->l2_bytes = (uint64_t)attr(d, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE);
		info->sm_clock_khz = attr(d, CU_DEVICE_ATTRIBUTE_CLOCK_RATE);
		info->mem_clock_khz = attr(d, CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE);
		info->mem_bus_bits =
			attr(d, CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH);
		info->max_threads_per_sm =
			attr(d, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR);
		info->max_blocks_per_sm =
			attr(d, CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR);
		info->shared_per_sm =
			attr(d, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR);
		info->regs_per_sm =
			attr(d, CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR);
		if (cu.cuDeviceTotalMem(&mem, d->dev) == CUDA_SUCCESS)
			info->mem_bytes = mem;
		cu.cuDriverGetVersion(&info->driver_version);
	}
	*out = d;
	return GPU_OK;
}

static void texture_free(gpu_device *d, uint64_t handle);

static void
dev_close(gpu_device *d)
{
	if (d == NULL)
		return;
	while (d->texs != NULL)
		texture_free(d, d->texs->obj);
	cu.cuCtxSynchronize();
	cu.cuDevicePrimaryCtxRelease(d->dev);
	free(d);
}

static int
load(gpu_device *d, const void *cubin, size_t size,
     gpu_module **out, char *err, size_t errlen)
{
	char log[4096] = "";
	CUjit_option opt[] = { CU_JIT_ERROR_LOG_BUFFER,
	                       CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES };
	void *val[] = { log, (void *)(uintptr_t)sizeof log };
	gpu_module *m;
	CUresult r;

	(void)size;
	*out = NULL;
	if ((m = calloc(1, sizeof *m)) == NULL) {
		gpu_say(err, errlen, "out of memory");
		return GPU_EFAIL;
	}
	m->dev = d;
	r = cu.cuModuleLoadDataEx(&m->mod, cubin, 2, opt, val);
	if (r != CUDA_SUCCESS) {
		int rc = cu_fail(r, "cuModuleLoadDataEx", err, errlen);
		size_t n = strlen(err);
		if (log[0] && n + 3 < errlen)
			snprintf(err + n, errlen - n, ": %s", log);
		free(m);
		return rc;
	}
	*out = m;
	return GPU_OK;
}

static void
unload(gpu_module *m)
{
	if (m == NULL)
		return;
	while (m->kernels) {
		gpu_kernel *k = m->kernels;
		m->kernels = k->next;
		free(k);
	}
	cu.cuModuleUnload(m->mod);
	free(m);
}

static int
kernel(gpu_module *m, const char *name, unsigned shared_bytes,
       gpu_kernel **out, char *err, size_t errlen)
{
	gpu_kernel *k;
	CUresult r;

	*out = NULL;
	if ((k = calloc(1, sizeof *k)) == NULL) {
		gpu_say(err, errlen, "out of memory");
		return GPU_EFAIL;
	}
	r = cu.cuModuleGetFunction(&k->fn, m->mod, name);
	if (r == CUDA_SUCCESS && shared_bytes > 48 * 1024)
		r = cu.cuFuncSetAttribute(k->fn,
			CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
			(int)shared_bytes);
	if (r != CUDA_SUCCESS) {
		int rc = cu_fail(r, name, err, errlen);
		free(k);
		return rc;
	}
	k->next = m->kernels;
	m->kernels = k;
	*out = k;
	return GPU_OK;
}

static int
symbol(gpu_module *m, const char *name, uint64_t *dptr,
       size_t *bytes, char *err, size_t errlen)
{
	CUdeviceptr p = 0;
	size_t n = 0;

	CU(cu.cuModuleGetGlobal(&p, &n, m->mod, name));
	*dptr = p;
	if (bytes)
		*bytes = n;
	return GPU_OK;
}

static int
alloc(gpu_device *d, size_t bytes, uint64_t *dptr, char *err,
      size_t errlen)
{
	CUdeviceptr p = 0;
	CUresult r;

	(void)d;
	r = cu.cuMemAlloc(&p, bytes ? bytes : 1);
	if (r != CUDA_SUCCESS) {
		int rc = cu_fail(r, "cuMemAlloc", err, errlen);
		size_t n = strlen(err);
		snprintf(err + n, errlen - n, " for %zu bytes", bytes);
		return rc;
	}
	*dptr = p;
	return GPU_OK;
}

static void
dfree(gpu_device *d, uint64_t dptr)
{
	(void)d;
	if (dptr)
		cu.cuMemFree((CUdeviceptr)dptr);
}

static int
fill32(gpu_device *d, uint64_t dptr, uint32_t value, size_t words,
       char *err, size_t errlen)
{
	(void)d;
	CU(cu.cuMemsetD32((CUdeviceptr)dptr, value, words));
	CU(cu.cuCtxSynchronize());
	return GPU_OK;
}

static int
upload(gpu_device *d, uint64_t dst, const void *src, size_t bytes,
       char *err, size_t errlen)
{
	(void)d;
	CU(cu.cuMemcpyHtoD((CUdeviceptr)dst, src, bytes));
	return GPU_OK;
}

static int
download(gpu_device *d, void *dst, uint64_t src, size_t bytes,
	 char *err, size_t errlen)
{
	(void)d;
	CU(cu.cuMemcpyDtoH(dst, (CUdeviceptr)src, bytes));
	return GPU_OK;
}

static int
launch(const gpu_launch *l, char *err, size_t errlen)
{
	CU(cu.cuLaunchKernel(l->kernel->fn, l->grid[0], l->grid[1], l->grid[2],
	                     l->block[0], l->block[1], l->block[2],
	                     l->shared_bytes, NULL, l->params, NULL));
	return GPU_OK;
}

static int
run(gpu_device *d, const gpu_launch *l, char *err, size_t errlen)
{
	int rc;

	(void)d;
	if ((rc = launch(l, err, errlen)) != GPU_OK)
		return rc;
	CU(cu.cuCtxSynchronize());
	return GPU_OK;
}

static int
cmp_float(const void *a, const void *b)
{
	float x = *(const float *)a, y = *(const float *)b;
	return (x > y) - (x < y);
}

/* Time reps calls of what (a launch or a copy) with events around each. */
typedef int (*timed_fn)(const void *arg, char *err, size_t errlen);

static int
time_median(timed_fn what, const void *arg, int warmup, int reps,
	    double *median_ms, char *err, size_t errlen)
{
	CUevent start = NULL, stop = NULL;
	float *ms;
	int rc = GPU_OK;
	CUresult r;

	if (reps < 1)
		reps = 1;
	if ((ms = calloc(reps, sizeof *ms)) == NULL) {
		gpu_say(err, errlen, "out of memory");
		return GPU_EFAIL;
	}
	if ((r = cu.cuEventCreate(&start, CU_EVENT_DEFAULT)) != CUDA_SUCCESS ||
	    (r = cu.cuEventCreate(&stop, CU_EVENT_DEFAULT)) != CUDA_SUCCESS) {
		rc = cu_fail(r, "cuEventCreate", err, errlen);
		goto out;
	}
	for (int i = 0; i < warmup && rc == GPU_OK; i++)
		rc = what(arg, err, errlen);
	if (rc == GPU_OK && (r = cu.cuCtxSynchronize()) != CUDA_SUCCESS)
		rc = cu_fail(r, "cuCtxSynchronize", err, errlen);
	for (int i = 0; i < reps && rc == GPU_OK; i++) {
		if ((r = cu.cuEventRecord(start, NULL)) != CUDA_SUCCESS) {
			rc = cu_fail(r, "cuEventRecord", err, errlen);
			break;
		}
		if ((rc = what(arg, err, errlen)) != GPU_OK)
			break;
		if ((r = cu.cuEventRecord(stop, NULL)) != CUDA_SUCCESS ||
		    (r = cu.cuEventSynchronize(stop)) != CUDA_SUCCESS ||
		    (r = cu.cuEventElapsedTime(&ms[i], start, stop)) != CUDA_SUCCESS)
			rc = cu_fail(r, "cuEventElapsedTime", err, errlen);
	}
	if (rc == GPU_OK) {
		qsort(ms, reps, sizeof *ms, cmp_float);
		*median_ms = reps % 2 ? ms[reps / 2]
		                      : (ms[reps / 2 - 1] + ms[reps / 2]) / 2.0;
	}
out:
	if (start)
		cu.cuEventDestroy(start);
	if (stop)
		cu.cuEventDestroy(stop);
	free(ms);
	return rc;
}

static int
timed_launch(const void *arg, char *err, size_t errlen)
{
	return launch(arg, err, errlen);
}

static int
time_kernel(gpu_device *d, const gpu_launch *l, int warmup,
	    int reps, double *median_ms, char *err, size_t errlen)
{
	(void)d;
	return time_median(timed_launch, l, warmup, reps, median_ms, err,
	                   errlen);
}

struct copy { CUdeviceptr dst, src; size_t bytes; };

static int
timed_copy(const void *arg, char *err, size_t errlen)
{
	const struct copy *c = arg;

	CU(cu.cuMemcpyDtoD(c->dst, c->src, c->bytes));
	return GPU_OK;
}

static int
copy_peak(gpu_device *d, size_t bytes, int reps, double *gbps,
	  char *err, size_t errlen)
{
	struct copy c = { 0, 0, bytes };
	uint64_t a = 0, b = 0;
	double ms = 0;
	int rc;

	if ((rc = alloc(d, bytes, &a, err, errlen)) != GPU_OK)
		return rc;
	if ((rc = alloc(d, bytes, &b, err, errlen)) != GPU_OK)
		goto out;
	if ((rc = fill32(d, a, 0x3f800000u, bytes / 4, err, errlen)) != GPU_OK)
		goto out;
	c.src = a;
	c.dst = b;
	rc = time_median(timed_copy, &c, 3, reps, &ms, err, errlen);
	if (rc == GPU_OK)
		*gbps = ms > 0 ? 2.0 * (double)bytes / (ms * 1e-3) / 1e9 : 0;
out:
	dfree(d, a);
	dfree(d, b);
	return rc;
}

/* ---- counters --------------------------------------------------------- */

struct batch { const gpu_launch *l; };

static int
batch_launch(void *arg, int i, char *err, size_t errlen)
{
	const struct batch *b = arg;

	return launch(&b->l[i], err, errlen);
}

static int
counters(gpu_device *d, const gpu_launch *l, int n,
	 double *values, char *err, size_t errlen)
{
	struct batch b = { l };

	return gpu_cupti_counters(d->ctx, d->ordinal, batch_launch, &b, n,
	                          values, err, errlen);
}

static int
counters_range(gpu_device *d, const gpu_launch *l, int n,
	       int first, int count, int user_replay,
	       double *values, char *err, size_t errlen)
{
	struct batch b = { l };

	return gpu_cupti_counters_range(d->ctx, d->ordinal, batch_launch, &b, n,
	                                first, count, user_replay, values, err,
	                                errlen);
}

static const char *
metric_name(int m)
{
	return m >= 0 && m < GPU_NMETRICS ? gpu_metric_names[m] : NULL;
}

/* ---- the table -------------------------------------------------------- */

/* The driver's texture calls, looked up when a texture is first made:
   a pattern without one needs none of them (nor a fake driver to have
   them). */
static struct {
	bool ready;
	__typeof__(&cuArrayCreate) cuArrayCreate;
	__typeof__(&cuArrayDestroy) cuArrayDestroy;
	__typeof__(&cuMemcpy2D) cuMemcpy2D;
	__typeof__(&cuTexObjectCreate) cuTexObjectCreate;
	__typeof__(&cuTexObjectDestroy) cuTexObjectDestroy;
} tx;

static int
tex_load(char *err, size_t errlen)
{
	const char *libname = "the CUDA driver";

	if (tx.ready)
		return GPU_OK;
	if (cu.lib == NULL) {
		gpu_say(err, errlen, "no CUDA driver loaded");
		return GPU_ENOLIB;
	}
#define TXSYM(name) do { \
	*(void **)&tx.name = dlsym(cu.lib, STR(name)); \
	if (tx.name == NULL) { \
		gpu_say(err, errlen, "%s lacks %s: not the CUDA 13 version?", \
		    libname, STR(name)); \
		return GPU_EFAIL; \
	} \
} while (0)
	TXSYM(cuArrayCreate);
	TXSYM(cuArrayDestroy);
	TXSYM(cuMemcpy2D);
	TXSYM(cuTexObjectCreate);
	TXSYM(cuTexObjectDestroy);
#undef TXSYM
	tx.ready = true;
	return GPU_OK;
}

static int
texture(gpu_device *d, const gpu_texture *t, uint64_t *handle,
	char *err, size_t errlen)
{
	static const CUarray_format fmt[3][3] = {
		/* 8, 16, 32 bits */
		{ CU_AD_FORMAT_FLOAT, CU_AD_FORMAT_HALF, CU_AD_FORMAT_FLOAT },
		{ CU_AD_FORMAT_SIGNED_INT8, CU_AD_FORMAT_SIGNED_INT16,
		  CU_AD_FORMAT_SIGNED_INT32 },
		{ CU_AD_FORMAT_UNSIGNED_INT8, CU_AD_FORMAT_UNSIGNED_INT16,
		  CU_AD_FORMAT_UNSIGNED_INT32 },
	};
	CUDA_RESOURCE_DESC res;
	CUDA_TEXTURE_DESC td;
	struct gpu_tex *x;
	CUarray_format f;
	CUresult r;
	int rc;

	if ((rc = tex_load(err, errlen)) != GPU_OK)
		return rc;
	if (t->channel_bits != 8 && t->channel_bits != 16 &&
	    t->channel_bits != 32) {
		gpu_say(err, errlen, "a texture of %u-bit channels",
		        t->channel_bits);
		return GPU_EFAIL;
	}
	f = fmt[t->kind][t->channel_bits == 8 ? 0 : t->channel_bits == 16 ? 1
	                                                                  : 2];
	if ((x = calloc(1, sizeof *x)) == NULL) {
		gpu_say(err, errlen, "out of memory");
		return GPU_EFAIL;
	}
	memset(&res, 0, sizeof res);
	if (t->dims == 2) {
		CUDA_ARRAY_DESCRIPTOR ad;
		CUDA_MEMCPY2D cp;
		size_t texel = (size_t)t->channels * t->channel_bits / 8;
		memset(&ad, 0, sizeof ad);
		ad.Width = t->width;
		ad.Height = t->height;
		ad.Format = f;
		ad.NumChannels = t->channels;
		if ((r = tx.cuArrayCreate(&x->array, &ad)) != CUDA_SUCCESS) {
			free(x);
			return cu_fail(r, "cuArrayCreate", err, errlen);
		}
		memset(&cp, 0, sizeof cp);
		cp.srcMemoryType = CU_MEMORYTYPE_DEVICE;
		cp.srcDevice = (CUdeviceptr)t->dptr;
		cp.srcPitch = t->width * texel;
		cp.dstMemoryType = CU_MEMORYTYPE_ARRAY;
		cp.dstArray = x->array;
		cp.WidthInBytes = t->width * texel;
		cp.Height = t->height;
		if ((r = tx.cuMemcpy2D(&cp)) != CUDA_SUCCESS) {
			tx.cuArrayDestroy(x->array);
			free(x);
			return cu_fail(r, "cuMemcpy2D", err, errlen);
		}
		res.resType = CU_RESOURCE_TYPE_ARRAY;
		res.res.array.hArray = x->array;
	} else {
		res.resType = CU_RESOURCE_TYPE_LINEAR;
		res.res.linear.devPtr = (CUdeviceptr)t->dptr;
		res.res.linear.format = f;
		res.res.linear.numChannels = t->channels;
		res.res.linear.sizeInBytes = t->width * t->channels *
		                             t->channel_bits / 8;
	}
	memset(&td, 0, sizeof td);
	td.addressMode[0] = td.addressMode[1] = td.addressMode[2] =
		CU_TR_ADDRESS_MODE_CLAMP;
	td.filterMode = CU_TR_FILTER_MODE_POINT;
	td.flags = t->kind != GPU_TEX_FLOAT ? CU_TRSF_READ_AS_INTEGER : 0;
	if ((r = tx.cuTexObjectCreate(&x->obj, &res, &td, NULL)) !=
	    CUDA_SUCCESS) {
		if (x->array)
			tx.cuArrayDestroy(x->array);
		free(x);
		return cu_fail(r, "cuTexObjectCreate", err, errlen);
	}
	x->next = d->texs;
	d->texs = x;
	*handle = x->obj;
	return GPU_OK;
}

static void
texture_free(gpu_device *d, uint64_t handle)
{
	struct gpu_tex **p, *x;

	for (p = &d->texs; *p != NULL; p = &(*p)->next)
		if ((*p)->obj == handle) {
			x = *p;
			*p = x->next;
			tx.cuTexObjectDestroy(x->obj);
			if (x->array)
				tx.cuArrayDestroy(x->array);
			free(x);
			return;
		}
}

static const gpu_api api = {
	.abi = GPU_ABI,
	.size = sizeof(gpu_api),
	.version = "accessan-gpu " STR(GPU_ABI) " (CUDA " STR(CUDA_VERSION)
	           " headers)",
	.compile = compile,
	.release = release,
	.open = dev_open,
	.close = dev_close,
	.load = load,
	.unload = unload,
	.kernel = kernel,
	.symbol = symbol,
	.alloc = alloc,
	.free = dfree,
	.fill32 = fill32,
	.upload = upload,
	.download = download,
	.run = run,
	.time = time_kernel,
	.copy_peak = copy_peak,
	.counters = counters,
	.metric_name = metric_name,
	.counters_range = counters_range,
	.texture = texture,
	.texture_free = texture_free,
};

__attribute__((visibility("default")))
const gpu_api *
accessan_gpu_api(int abi)
{
	return abi == GPU_ABI ? &api : NULL;
}
