/*
 * fakecuda.c - a stand-in for libcuda.so.1, for testing the backend's
 * failure paths on machines without a GPU. With FAKECUDA_NODEV set, cuInit
 * answers CUDA_ERROR_NO_DEVICE, as the real driver does with no GPU;
 * otherwise it pretends to have one sm_90 device on which every call
 * succeeds and nothing runs (so that CUPTI's refusal can be tested next).
 * FAKECUDA_OOM makes every allocation fail (a GPU busy with others'
 * work), FAKECUDA_FAULT makes kernels fail as a faulting kernel does (an
 * error at the next synchronisation); fakecuda_live() counts allocations
 * not yet freed, so that a test can check that a failure frees them.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cuda.h>

#define OK CUDA_SUCCESS

CUresult
cuInit(unsigned flags)
{
	(void)flags;
	return getenv("FAKECUDA_NODEV") ? CUDA_ERROR_NO_DEVICE : OK;
}

CUresult
cuGetErrorName(CUresult e, const char **s)
{
	*s = e == CUDA_ERROR_NO_DEVICE ? "CUDA_ERROR_NO_DEVICE"
	   : e == CUDA_ERROR_OUT_OF_MEMORY ? "CUDA_ERROR_OUT_OF_MEMORY"
	   : e == CUDA_ERROR_ILLEGAL_ADDRESS ? "CUDA_ERROR_ILLEGAL_ADDRESS"
	   : "CUDA_ERROR_FAKE";
	return OK;
}

CUresult
cuGetErrorString(CUresult e, const char **s)
{
	*s = e == CUDA_ERROR_NO_DEVICE ? "no CUDA-capable device is detected"
	                               : "fake driver";
	return OK;
}

CUresult cuDriverGetVersion(int *v) { *v = 13000; return OK; }
CUresult cuDeviceGetCount(int *n) { *n = 1; return OK; }
CUresult cuDeviceGet(CUdevice *d, int i) { *d = i; return OK; }

CUresult
cuDeviceGetName(char *name, int len, CUdevice d)
{
	(void)d;
	strncpy(name, "Fake GPU", len);
	return OK;
}

CUresult
cuDeviceGetAttribute(int *v, CUdevice_attribute a, CUdevice d)
{
	(void)d;
	*v = a == CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR ? 9 :
	     a == CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR ? 0 :
	     a == CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE ? 50 << 20 : 1;
	return OK;
}

CUresult cuDeviceTotalMem(size_t *b, CUdevice d) { (void)d; *b = 1u << 30; return OK; }

CUresult
cuDevicePrimaryCtxRetain(CUcontext *c, CUdevice d)
{
	(void)d;
	*c = (CUcontext)(uintptr_t)0x1000;
	return OK;
}

CUresult cuDevicePrimaryCtxRelease(CUdevice d) { (void)d; return OK; }
CUresult cuCtxSetCurrent(CUcontext c) { (void)c; return OK; }
CUresult
cuCtxSynchronize(void)
{
	return getenv("FAKECUDA_FAULT") ? CUDA_ERROR_ILLEGAL_ADDRESS : OK;
}

CUresult
cuModuleLoadDataEx(CUmodule *m, const void *img, unsigned n,
		   CUjit_option *o, void **v)
{
	(void)img; (void)n; (void)o; (void)v;
	*m = (CUmodule)(uintptr_t)0x2000;
	return OK;
}

CUresult cuModuleUnload(CUmodule m) { (void)m; return OK; }

CUresult
cuModuleGetFunction(CUfunction *f, CUmodule m, const char *name)
{
	(void)m; (void)name;
	*f = (CUfunction)(uintptr_t)0x3000;
	return OK;
}

static unsigned long long fake_mem[64];

CUresult
cuModuleGetGlobal(CUdeviceptr *p, size_t *n, CUmodule m,
		  const char *name)
{
	(void)m; (void)name;
	*p = (CUdeviceptr)(uintptr_t)fake_mem;
	*n = sizeof fake_mem;
	return OK;
}

CUresult
cuFuncSetAttribute(CUfunction f, CUfunction_attribute a, int v)
{
	(void)f; (void)a; (void)v;
	return OK;
}

static int live;

int fakecuda_live(void);
int fakecuda_live(void) { return live; }

CUresult
cuMemAlloc(CUdeviceptr *p, size_t n)
{
	(void)n;
	if (getenv("FAKECUDA_OOM"))
		return CUDA_ERROR_OUT_OF_MEMORY;
	*p = (CUdeviceptr)(uintptr_t)fake_mem;
	live++;
	return OK;
}

CUresult cuMemFree(CUdeviceptr p) { (void)p; live--; return OK; }

CUresult
cuMemsetD32(CUdeviceptr p, unsigned v, size_t n)
{
	(void)p; (void)v; (void)n;
	return OK;
}

CUresult
cuMemcpyHtoD(CUdeviceptr d, const void *s, size_t n)
{
	(void)d; (void)s; (void)n;
	return OK;
}

CUresult
cuMemcpyDtoH(void *d, CUdeviceptr s, size_t n)
{
	(void)s;
	memset(d, 0, n);
	return OK;
}

CUresult
cuMemcpyDtoD(CUdeviceptr d, CUdeviceptr s, size_t n)
{
	(void)d; (void)s; (void)n;
	return OK;
}

CUresult
cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz,
	       unsigned bx, unsigned by, unsigned bz, unsigned sh,
	       CUstream st, void **params, void **extra)
{
	(void)f; (void)gx; (void)gy; (void)gz; (void)bx; (void)by; (void)bz;
	(void)sh; (void)st; (void)params; (void)extra;
	return OK;
}

CUresult
cuEventCreate(CUevent *e, unsigned flags)
{
	(void)flags;
	*e = (CUevent)(uintptr_t)0x4000;
	return OK;
}

CUresult cuEventRecord(CUevent e, CUstream s) { (void)e; (void)s; return OK; }
CUresult
cuEventSynchronize(CUevent e)
{
	(void)e;
	return getenv("FAKECUDA_FAULT") ? CUDA_ERROR_ILLEGAL_ADDRESS : OK;
}

CUresult
cuEventElapsedTime(float *ms, CUevent a, CUevent b)
{
	(void)a; (void)b;
	*ms = 1.0f;
	return OK;
}

CUresult cuEventDestroy(CUevent e) { (void)e; return OK; }

/* accessan transfer --gpu (gpu/lib/xfer.c): pinned host memory is
   malloc'd (counted live like device memory), copies and streams do
   nothing, events say 1 ms as above */
CUresult
cuMemHostAlloc(void **p, size_t n, unsigned flags)
{
	(void)flags;
	if (getenv("FAKECUDA_OOM") || (*p = malloc(n ? n : 1)) == NULL)
		return CUDA_ERROR_OUT_OF_MEMORY;
	live++;
	return OK;
}

CUresult cuMemFreeHost(void *p) { free(p); live--; return OK; }

CUresult
cuMemHostGetDevicePointer(CUdeviceptr *d, void *p, unsigned flags)
{
	(void)flags;
	*d = (CUdeviceptr)(uintptr_t)p;
	return OK;
}

CUresult
cuMemcpyHtoDAsync(CUdeviceptr d, const void *s, size_t n,
		  CUstream st)
{
	(void)d; (void)s; (void)n; (void)st;
	return OK;
}

CUresult
cuMemcpyDtoHAsync(void *d, CUdeviceptr s, size_t n, CUstream st)
{
	(void)s; (void)st;
	memset(d, 0, n);
	return OK;
}

CUresult
cuStreamCreate(CUstream *s, unsigned flags)
{
	(void)flags;
	*s = (CUstream)(uintptr_t)0x5000;
	return OK;
}

CUresult cuStreamDestroy(CUstream s) { (void)s; return OK; }

CUresult
cuModuleLoadData(CUmodule *m, const void *img)
{
	(void)img;
	*m = (CUmodule)(uintptr_t)0x2000;
	return OK;
}

/* textures: a CUDA array and a texture object are handles, counted live
   as allocations are (a failure must free them) */
CUresult
cuArrayCreate(CUarray *a, const CUDA_ARRAY_DESCRIPTOR *d)
{
	if (d->Width == 0 || d->NumChannels == 0)
		return CUDA_ERROR_INVALID_VALUE;
	if (getenv("FAKECUDA_OOM"))
		return CUDA_ERROR_OUT_OF_MEMORY;
	*a = (CUarray)(uintptr_t)(0x5000 + live++);
	return OK;
}

CUresult cuArrayDestroy(CUarray a) { (void)a; live--; return OK; }

CUresult
cuMemcpy2D(const CUDA_MEMCPY2D *c)
{
	return c->WidthInBytes > c->srcPitch ? CUDA_ERROR_INVALID_VALUE : OK;
}

CUresult
cuTexObjectCreate(CUtexObject *t, const CUDA_RESOURCE_DESC *r,
		  const CUDA_TEXTURE_DESC *d,
		  const CUDA_RESOURCE_VIEW_DESC *v)
{
	(void)v;
	/* what cudagen's fetch relies on: point filtering, clamped */
	if (d->filterMode != CU_TR_FILTER_MODE_POINT ||
	    d->addressMode[0] != CU_TR_ADDRESS_MODE_CLAMP ||
	    (r->resType != CU_RESOURCE_TYPE_ARRAY &&
	     r->resType != CU_RESOURCE_TYPE_LINEAR))
		return CUDA_ERROR_INVALID_VALUE;
	*t = (CUtexObject)(0x7000 + live++);
	return OK;
}

CUresult cuTexObjectDestroy(CUtexObject t) { (void)t; live--; return OK; }
