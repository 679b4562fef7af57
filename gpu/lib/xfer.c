/*
 * xfer.c - the host-device transfer measurements of gpu_xfer.h, in
 * libaccessan-gpu.so beside backend.c: cuMemcpy timed with events from
 * pageable and pinned host memory, copies staged over streams around a
 * kernel, and a kernel reading mapped host memory.
 *
 * Like backend.c it links against no CUDA library: the driver is
 * dlopened (the same libcuda.so.1, ACCESSAN_CUDA_LIB naming another, as
 * the fake driver of the tests) and each entry point looked up by name.
 * It keeps its own table of them so that backend.c's stays as it is.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda.h>
#include <pthread.h>

#include "gpu.h"
#include "gpu_xfer.h"
#include "internal.h"

#define STR_(x) #x
#define STR(x) STR_(x)


static struct xdrv {
	void *lib;
	__typeof__(&cuGetErrorName) cuGetErrorName;
	__typeof__(&cuMemAlloc) cuMemAlloc;
	__typeof__(&cuMemFree) cuMemFree;
	__typeof__(&cuMemHostAlloc) cuMemHostAlloc;
	__typeof__(&cuMemFreeHost) cuMemFreeHost;
	__typeof__(&cuMemHostGetDevicePointer) cuMemHostGetDevicePointer;
	__typeof__(&cuMemcpyHtoD) cuMemcpyHtoD;
	__typeof__(&cuMemcpyDtoH) cuMemcpyDtoH;
	__typeof__(&cuMemcpyHtoDAsync) cuMemcpyHtoDAsync;
	__typeof__(&cuMemcpyDtoHAsync) cuMemcpyDtoHAsync;
	__typeof__(&cuStreamCreate) cuStreamCreate;
	__typeof__(&cuStreamDestroy) cuStreamDestroy;
	__typeof__(&cuEventCreate) cuEventCreate;
	__typeof__(&cuEventRecord) cuEventRecord;
	__typeof__(&cuEventSynchronize) cuEventSynchronize;
	__typeof__(&cuEventElapsedTime) cuEventElapsedTime;
	__typeof__(&cuEventDestroy) cuEventDestroy;
	__typeof__(&cuModuleLoadData) cuModuleLoadData;
	__typeof__(&cuModuleUnload) cuModuleUnload;
	__typeof__(&cuModuleGetFunction) cuModuleGetFunction;
	__typeof__(&cuLaunchKernel) cuLaunchKernel;
	__typeof__(&cuCtxSynchronize) cuCtxSynchronize;
} x;

static pthread_mutex_t xlock = PTHREAD_MUTEX_INITIALIZER;

#define XSYM(name) do { \
	*(void **)&x.name = dlsym(x.lib, STR(name)); \
	if (x.name == NULL) { \
		gpu_say(err, errlen, "libcuda.so.1 lacks %s: not the CUDA 13 " \
		    "driver?", STR(name)); \
		goto bad; \
	} \
} while (0)

static int
load_locked(char *err, size_t errlen)
{
	static const char *const names[] = { "libcuda.so.1", "libcuda.so", NULL };

	if (x.lib)
		return GPU_OK;
	x.lib = gpu_dlopen("libcuda.so.1", "ACCESSAN_CUDA_LIB", names, err,
	                   errlen);
	if (x.lib == NULL)
		return GPU_ENOLIB;
	XSYM(cuGetErrorName);
	XSYM(cuMemAlloc);
	XSYM(cuMemFree);
	XSYM(cuMemHostAlloc);
	XSYM(cuMemFreeHost);
	XSYM(cuMemHostGetDevicePointer);
	XSYM(cuMemcpyHtoD);
	XSYM(cuMemcpyDtoH);
	XSYM(cuMemcpyHtoDAsync);
	XSYM(cuMemcpyDtoHAsync);
	XSYM(cuStreamCreate);
	XSYM(cuStreamDestroy);
	XSYM(cuEventCreate);
	XSYM(cuEventRecord);
	XSYM(cuEventSynchronize);
	XSYM(cuEventElapsedTime);
	XSYM(cuEventDestroy);
	XSYM(cuModuleLoadData);
	XSYM(cuModuleUnload);
	XSYM(cuModuleGetFunction);
	XSYM(cuLaunchKernel);
	XSYM(cuCtxSynchronize);
	return GPU_OK;
bad:
	dlclose(x.lib);
	memset(&x, 0, sizeof x);
	return GPU_ENOLIB;
}

static int
load(char *err, size_t errlen)
{
	int rc;

	pthread_mutex_lock(&xlock);
	rc = load_locked(err, errlen);
	pthread_mutex_unlock(&xlock);
	return rc;
}

/* "cuMemHostAlloc: CUDA_ERROR_OUT_OF_MEMORY" */
static int
fail(CUresult r, const char *call, char *err, size_t errlen)
{
	const char *name = NULL;

	if (x.cuGetErrorName)
		x.cuGetErrorName(r, &name);
	gpu_say(err, errlen, "%s: %s", call, name ? name : "unknown error");
	return r == CUDA_ERROR_NO_DEVICE ? GPU_ENODEV : GPU_EFAIL;
}

/* on failure: say so and go to out (rc set) */
#define TRY(call) do { \
	CUresult r_ = (call); \
	if (r_ != CUDA_SUCCESS) { \
		rc = fail(r_, #call, err, errlen); \
		goto out; \
	} \
} while (0)

static int
cmp_double(const void *a, const void *b)
{
	double u = *(const double *)a, v = *(const double *)b;

	return u < v ? -1 : u > v;
}

static double
median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* Events and the repetitions' times: what every measurement shares. */
typedef struct timing {
	CUevent a, b;
	double *ms;
} timing;

static int
timing_open(timing *t, int reps, char *err, size_t errlen)
{
	int rc = GPU_OK;

	memset(t, 0, sizeof *t);
	if ((t->ms = calloc((size_t)reps, sizeof *t->ms)) == NULL) {
		gpu_say(err, errlen, "out of memory");
		return GPU_EFAIL;
	}
	TRY(x.cuEventCreate(&t->a, CU_EVENT_DEFAULT));
	TRY(x.cuEventCreate(&t->b, CU_EVENT_DEFAULT));
out:
	return rc;
}

static void
timing_close(timing *t)
{
	if (t->a)
		x.cuEventDestroy(t->a);
	if (t->b)
		x.cuEventDestroy(t->b);
	free(t->ms);
}

/* the time between the events, once b has happened */
static int
timing_take(timing *t, int i, char *err, size_t errlen)
{
	float ms = 0;
	int rc = GPU_OK;

	TRY(x.cuEventSynchronize(t->b));
	TRY(x.cuEventElapsedTime(&ms, t->a, t->b));
	if (i >= 0)
		t->ms[i] = ms;
out:
	return rc;
}

static int
xcopy(size_t bytes, int count, int d2h, int pinned, int warmup,
      int reps, double *median_ms, char *err, size_t errlen)
{
	void *host = NULL;
	CUdeviceptr dev = 0;
	timing t;
	int rc;

	*median_ms = 0;
	if ((rc = load(err, errlen)) != GPU_OK)
		return rc;
	if ((rc = timing_open(&t, reps, err, errlen)) != GPU_OK)
		goto out;
	if (pinned)
		TRY(x.cuMemHostAlloc(&host, bytes, 0));
	else if ((host = malloc(bytes)) == NULL) {
		gpu_say(err, errlen, "out of host memory (%zu bytes)", bytes);
		rc = GPU_EFAIL;
		goto out;
	}
	memset(host, 1, bytes);          /* every page there */
	TRY(x.cuMemAlloc(&dev, bytes));
	for (int i = -warmup; i < reps; i++) {
		TRY(x.cuEventRecord(t.a, NULL));
		for (int c = 0; c < count; c++) {
			if (d2h)
				TRY(x.cuMemcpyDtoH(host, dev, bytes));
			else
				TRY(x.cuMemcpyHtoD(dev, host, bytes));
		}
		TRY(x.cuEventRecord(t.b, NULL));
		if ((rc = timing_take(&t, i, err, errlen)) != GPU_OK)
			goto out;
	}
	*median_ms = median(t.ms, reps);
out:
	if (dev)
		x.cuMemFree(dev);
	if (host && pinned)
		x.cuMemFreeHost(host);
	else
		free(host);
	timing_close(&t);
	return rc;
}

static int
xoverlap(const void *cubin, size_t cubin_size, unsigned grid,
	 unsigned block, size_t bytes, int nstreams,
	 double spin_ns, int copy_out, int warmup, int reps,
	 double *median_ms, char *err, size_t errlen)
{
	CUmodule mod = NULL;
	CUfunction fn;
	CUstream st[64] = { 0 };
	char *hin = NULL, *hout = NULL;
	CUdeviceptr dev = 0;
	size_t chunk = bytes / (size_t)nstreams;
	unsigned long long ns = (unsigned long long)(spin_ns / nstreams);
	timing t;
	int rc;

	(void)cubin_size;
	*median_ms = 0;
	if ((rc = load(err, errlen)) != GPU_OK)
		return rc;
	if (nstreams < 1 || nstreams > 64) {
		gpu_say(err, errlen, "streams: 1 to 64, not %d", nstreams);
		return GPU_EFAIL;
	}
	if ((rc = timing_open(&t, reps, err, errlen)) != GPU_OK)
		goto out;
	TRY(x.cuModuleLoadData(&mod, cubin));
	TRY(x.cuModuleGetFunction(&fn, mod, "xfer_spin"));
	TRY(x.cuMemHostAlloc((void **)&hin, bytes, 0));
	TRY(x.cuMemHostAlloc((void **)&hout, bytes, 0));
	memset(hin, 0, bytes);
	TRY(x.cuMemAlloc(&dev, bytes));
	for (int s = 0; s < nstreams; s++)
		TRY(x.cuStreamCreate(&st[s], CU_STREAM_DEFAULT));
	for (int i = -warmup; i < reps; i++) {
		/* the legacy stream's events wait for every blocking stream */
		TRY(x.cuEventRecord(t.a, NULL));
		for (int s = 0; s < nstreams; s++) {
			size_t off = (size_t)s * chunk;
			CUdeviceptr p = dev + off;
			unsigned n = (unsigned)(chunk / 4);
			void *args[] = { &ns, &p, &n };
			TRY(x.cuMemcpyHtoDAsync(p, hin + off, chunk, st[s]));
			TRY(x.cuLaunchKernel(fn, grid, 1, 1, block, 1, 1, 0, st[s],
			                     args, NULL));
			if (copy_out)
				TRY(x.cuMemcpyDtoHAsync(hout + off, p, chunk, st[s]));
		}
		TRY(x.cuEventRecord(t.b, NULL));
		if ((rc = timing_take(&t, i, err, errlen)) != GPU_OK)
			goto out;
	}
	*median_ms = median(t.ms, reps);
out:
	if (x.cuCtxSynchronize)
		x.cuCtxSynchronize();
	for (int s = 0; s < nstreams && s < 64; s++)
		if (st[s])
			x.cuStreamDestroy(st[s]);
	if (dev)
		x.cuMemFree(dev);
	if (hin)
		x.cuMemFreeHost(hin);
	if (hout)
		x.cuMemFreeHost(hout);
	if (mod)
		x.cuModuleUnload(mod);
	timing_close(&t);
	return rc;
}

static int
xzerocopy(const void *cubin, size_t cubin_size, unsigned grid,
	  unsigned block, size_t bytes, int warmup, int reps,
	  double *median_ms, char *err, size_t errlen)
{
	CUmodule mod = NULL;
	CUfunction fn;
	void *host = NULL;
	CUdeviceptr mapped = 0, out = 0;
	unsigned long long n4 = bytes / 16;
	timing t;
	int rc;

	(void)cubin_size;
	*median_ms = 0;
	if ((rc = load(err, errlen)) != GPU_OK)
		return rc;
	if ((rc = timing_open(&t, reps, err, errlen)) != GPU_OK)
		goto out;
	TRY(x.cuModuleLoadData(&mod, cubin));
	TRY(x.cuModuleGetFunction(&fn, mod, "xfer_read"));
	TRY(x.cuMemHostAlloc(&host, bytes, CU_MEMHOSTALLOC_DEVICEMAP));
	memset(host, 0, bytes);
	TRY(x.cuMemHostGetDevicePointer(&mapped, host, 0));
	TRY(x.cuMemAlloc(&out, 16));
	for (int i = -warmup; i < reps; i++) {
		void *args[] = { &mapped, &n4, &out };
		TRY(x.cuEventRecord(t.a, NULL));
		TRY(x.cuLaunchKernel(fn, grid, 1, 1, block, 1, 1, 0, NULL, args,
		                     NULL));
		TRY(x.cuEventRecord(t.b, NULL));
		if ((rc = timing_take(&t, i, err, errlen)) != GPU_OK)
			goto out;
	}
	*median_ms = median(t.ms, reps);
out:
	if (x.cuCtxSynchronize)
		x.cuCtxSynchronize();
	if (out)
		x.cuMemFree(out);
	if (host)
		x.cuMemFreeHost(host);
	if (mod)
		x.cuModuleUnload(mod);
	timing_close(&t);
	return rc;
}

static const gpu_xfer_api xapi = {
	.abi = GPU_XFER_ABI,
	.size = sizeof(gpu_xfer_api),
	.copy = xcopy,
	.overlap = xoverlap,
	.zerocopy = xzerocopy,
};

__attribute__((visibility("default")))
const gpu_xfer_api *accessan_gpu_xfer_api(int abi);

const gpu_xfer_api *
accessan_gpu_xfer_api(int abi)
{
	return abi == GPU_XFER_ABI ? &xapi : NULL;
}
