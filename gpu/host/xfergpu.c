/*
 * xfergpu.c - 'accessan transfer --gpu': the sweep, batching, overlap
 * and zero-copy cases of transfer.h measured on GPU 0.
 *
 * The kernels: xfer_spin stands for the overlap case's kernel. It fills
 * every SM (as a real kernel over the chunk would, so that two chunks'
 * kernels cannot run side by side) and spins on the global timer for
 * its share of the kernel time, then touches its chunk; xfer_read reads
 * mapped host memory once, 16 bytes a thread, coalesced, grid-stride.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "gpu_xfer.h"
#include "gpuload.h"
#include "xfergpu.h"

static const char xfer_src[] =
"/* accessan transfer --gpu's kernels */\n"
"extern \"C\" __global__ void xfer_spin(unsigned long long ns, float *p,\n"
"    unsigned n)\n"
"{\n"
"\tunsigned long long t0, t;\n"
"\n"
"\tasm volatile(\"mov.u64 %0, %%globaltimer;\" : \"=l\"(t0));\n"
"\tdo\n"
"\t\tasm volatile(\"mov.u64 %0, %%globaltimer;\" : \"=l\"(t));\n"
"\twhile (t - t0 < ns);\n"
"\tfor (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n;\n"
"\t     i += gridDim.x * blockDim.x)\n"
"\t\tp[i] += 1.0f;\n"
"}\n"
"\n"
"extern \"C\" __global__ void xfer_read(const float4 *p,\n"
"    unsigned long long n, float *out)\n"
"{\n"
"\tfloat s = 0;\n"
"\n"
"\tfor (unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x\n"
"\t     + threadIdx.x; i < n; i += (unsigned long long)gridDim.x *\n"
"\t     blockDim.x) {\n"
"\t\tfloat4 v = p[i];\n"
"\t\ts += v.x + v.y + v.z + v.w;\n"
"\t}\n"
"\tif (s == 1234.5f)\n"
"\t\tout[0] = s;\n"
"}\n";



/* The transfer table of the library gpuload opened. */
static const gpu_xfer_api *
xfer_table(diag *d)
{
	const char *path = gpuload_path();
	void *h;
	gpu_xfer_entry_fn entry;
	const gpu_xfer_api *x;

	if (path == NULL || (h = dlopen(path, RTLD_NOW | RTLD_NOLOAD)) == NULL) {
		DIAG_PLAIN(d, GPU_XFER_NOT_LOADED);
		return NULL;
	}
	*(void **)&entry = dlsym(h, GPU_XFER_ENTRY);
	x = entry ? entry(GPU_XFER_ABI) : NULL;
	/* gpuload holds the library open: this handle is one more */
	dlclose(h);
	if (x == NULL || x->size < sizeof(gpu_xfer_api)) {
		DIAG_PLAIN(d, GPU_XFER_NO_TABLE, path, GPU_XFER_ABI,
		           GPU_XFER_ENTRY);
		return NULL;
	}
	return x;
}

static int
measure(const gpu_xfer_api *x, const gpu_device_info *info,
	const void *cubin, size_t size, transfer_result *r,
	int reps, char *err)
{
	const transfer_setup *s = &r->set;
	unsigned block = 256;
	unsigned fill = (unsigned)(info->sm_count *
	                           (info->max_threads_per_sm / 256));
	double ms;

	if (fill < 1)
		fill = 1;
	for (int k = 0; k < TK_N; k++) {
		int d2h = transfer_dir((enum transfer_kind)k) == SIM_D2H;
		int pin = transfer_pinned((enum transfer_kind)k);
		if (!transfer_wanted(s, (enum transfer_kind)k))
			continue;
		for (int i = 0; i < s->nsizes; i++) {
			if (x->copy((size_t)s->sizes[i], 1, d2h, pin, 1, reps, &ms,
			            err, GPU_ERRMAX))
				return -1;
			r->meas_s[i][k] = ms * 1e-3;
		}
		if (x->copy((size_t)(s->batch_bytes / s->batch), s->batch, d2h,
		            pin, 1, reps, &ms, err, GPU_ERRMAX))
			return -1;
		r->meas_many_s[k] = ms * 1e-3;
		if (x->copy((size_t)s->batch_bytes, 1, d2h, pin, 1, reps, &ms,
		            err, GPU_ERRMAX))
			return -1;
		r->meas_one_s[k] = ms * 1e-3;
	}
	if (x->overlap(cubin, size, fill, block, (size_t)s->overlap_bytes, 1,
	               s->kernel_ms * 1e6, s->d2h, 1, reps, &ms, err, GPU_ERRMAX))
		return -1;
	r->meas_seq_s = ms * 1e-3;
	if (x->overlap(cubin, size, fill, block, (size_t)s->overlap_bytes,
	               s->streams, s->kernel_ms * 1e6, s->d2h, 1, reps, &ms,
	               err, GPU_ERRMAX))
		return -1;
	r->meas_par_s = ms * 1e-3;
	if (x->zerocopy(cubin, size, (unsigned)info->sm_count * 8, block,
	                (size_t)s->zc_bytes, 1, reps, &ms, err, GPU_ERRMAX))
		return -1;
	r->meas_zc_s = ms * 1e-3;
	return 0;
}

int
xfergpu_measure(transfer_result *r, int reps, diag *d)
{
	const gpu_api *api;
	const gpu_xfer_api *x;
	gpu_device *dev = NULL;
	gpu_device_info info;
	void *cubin = NULL;
	size_t size = 0;
	char *log = NULL, err[GPU_ERRMAX] = "";
	int rc = -1;

	if ((api = gpuload_open(d)) == NULL || (x = xfer_table(d)) == NULL)
		return -1;
	if (api->open(0, &dev, &info, err, sizeof err)) {
		diag_relay(d, DIAG_ERROR, err, NULL);
		return -1;
	}
	if (api->compile(xfer_src, "transfer.cu", info.cc_major, info.cc_minor,
	                 &cubin, &size, &log, err, sizeof err) ||
	    measure(x, &info, cubin, size, r, reps, err)) {
		DIAG_PLAIN(d, GPU_XFER_FAILED, err);
		if (log && *log)
			diag_relay(d, DIAG_NOTE, log, NULL);
	} else {
		/* the name cut to leave room for the compute capability */
		snprintf(r->device, sizeof r->device, "%.200s (sm_%d%d)",
		         info.name, info.cc_major, info.cc_minor);
		r->measured = true;
		rc = 0;
	}
	if (cubin)
		api->release(cubin);
	if (log)
		api->release(log);
	api->close(dev);
	return rc;
}
