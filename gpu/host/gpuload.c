/*
 * gpuload.c - dlopen of libaccessan-gpu.so, the optional CUDA backend.
 *
 * As Lua's loadlib.c keeps native loading behind one small interface, this
 * file is the only place in the main binary that knows a shared library is
 * involved: everything else sees a gpu_api table or an error line.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "gpuload.h"

#ifndef ACCESSAN_LIBDIR
#define ACCESSAN_LIBDIR "/usr/local/lib/accessan"
#endif

#define LIBNAME "libaccessan-gpu.so"

static void *handle;
static const gpu_api *table;
static char loaded_from[PATH_MAX];

/* The directory of the running executable, or "" if unknown. */
static void exe_dir(char *buf, size_t len)
{
	ssize_t n = readlink("/proc/self/exe", buf, len - 1);
	char *slash;

	if (n <= 0) {
		buf[0] = '\0';
		return;
	}
	buf[n] = '\0';
	slash = strrchr(buf, '/');
	if (slash)
		*slash = '\0';
	else
		buf[0] = '\0';
}

/* Try path: 1 if it is there and gives a table, 0 if it is not there,
   -1 if it is there but unusable (reported to d). */
static int try_load(const char *path, diag *d)
{
	void *h;
	gpu_entry_fn entry;
	const gpu_api *api;

	if (access(path, F_OK) != 0)
		return 0;
	h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	if (h == NULL) {
		diag_plain(d, DIAG_ERROR, "cannot load the GPU backend: %s", dlerror());
		return -1;
	}
	*(void **)&entry = dlsym(h, GPU_ENTRY);
	if (entry == NULL) {
		diag_plain(d, DIAG_ERROR, "%s is not an accessan GPU backend (no %s)",
		         path, GPU_ENTRY);
		dlclose(h);
		return -1;
	}
	api = entry(GPU_ABI);
	if (api == NULL || api->abi != GPU_ABI || api->size < sizeof(gpu_api)) {
		diag_plain(d, DIAG_ERROR, "%s was built for another version of "
		         "accessan (interface %d expected)", path, GPU_ABI);
		dlclose(h);
		return -1;
	}
	handle = h;
	table = api;
	snprintf(loaded_from, sizeof loaded_from, "%s", path);
	return 1;
}

const gpu_api *gpuload_open(diag *d)
{
	const char *env = getenv("ACCESSAN_GPU_LIB");
	char dir[PATH_MAX];
	const char *tried[3];
	char buf[3][PATH_MAX + 32];
	int n = 0, r;

	if (table)
		return table;
	if (env && *env) {
		r = try_load(env, d);
		if (r == 0)
			diag_plain(d, DIAG_ERROR, "GPU backend not found: %s (from "
			         "ACCESSAN_GPU_LIB): %s", env, strerror(ENOENT));
		return r > 0 ? table : NULL;
	}
	exe_dir(dir, sizeof dir);
	if (dir[0]) {
		snprintf(buf[n], sizeof buf[n], "%s/" LIBNAME, dir);
		tried[n] = buf[n];
		n++;
		snprintf(buf[n], sizeof buf[n], "%s/build/" LIBNAME, dir);
		tried[n] = buf[n];
		n++;
	}
	snprintf(buf[n], sizeof buf[n], "%s/" LIBNAME, ACCESSAN_LIBDIR);
	tried[n] = buf[n];
	n++;
	for (int i = 0; i < n; i++) {
		r = try_load(tried[i], d);
		if (r != 0)
			return r > 0 ? table : NULL;
	}
	diag_plain(d, DIAG_ERROR, "GPU backend not found (looked for %s%s%s%s%s); "
	         "build it with 'make gpu' or name it in ACCESSAN_GPU_LIB",
	         tried[0], n > 1 ? ", " : "", n > 1 ? tried[1] : "",
	         n > 2 ? ", " : "", n > 2 ? tried[2] : "");
	return NULL;
}

const char *gpuload_path(void)
{
	return table ? loaded_from : NULL;
}

void gpuload_close(void)
{
	if (handle)
		dlclose(handle);
	handle = NULL;
	table = NULL;
	loaded_from[0] = '\0';
}
