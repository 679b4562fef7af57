/*
 * gpuload.c - dlopen of libaccessan-gpu.so, the optional CUDA backend.
 *
 * As Lua's loadlib.c keeps native loading behind one small interface, this
 * file is the only place in the main binary that knows a shared library is
 * involved: everything else sees a gpu_api table or an error line.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <sys/stat.h>
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
static void
exe_dir(char *buf, size_t len)
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
static int
try_load(const char *path, diag *d)
{
	void *h;
	gpu_entry_fn entry;
	const gpu_api *api;

	struct stat st;

	if (stat(path, &st) != 0)
		return 0;
	/* a FIFO or a device would block dlopen for ever */
	if (!S_ISREG(st.st_mode)) {
		DIAG_PLAIN(d, GPU_LOAD_NOT_REGULAR, path);
		return -1;
	}
	h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	if (h == NULL) {
		DIAG_PLAIN(d, GPU_LOAD_FAILED, dlerror());
		return -1;
	}
	*(void **)&entry = dlsym(h, GPU_ENTRY);
	if (entry == NULL) {
		DIAG_PLAIN(d, GPU_LOAD_NO_ENTRY, path, GPU_ENTRY);
		dlclose(h);
		return -1;
	}
	api = entry(GPU_ABI);
	if (api == NULL || api->abi != GPU_ABI || api->size < sizeof(gpu_api)) {
		DIAG_PLAIN(d, GPU_LOAD_ABI, path, GPU_ABI);
		dlclose(h);
		return -1;
	}
	handle = h;
	table = api;
	/* (a path past its size is cut: it is only shown) */
	strncpy(loaded_from, path, sizeof loaded_from - 1);
	loaded_from[sizeof loaded_from - 1] = '\0';
	return 1;
}

/* The places to look, in order, into tried[] (at most MAX_TRIED). */
#define MAX_TRIED 4
static int
candidates(char buf[MAX_TRIED][PATH_MAX + 64])
{
	char dir[PATH_MAX];
	int n = 0;

	exe_dir(dir, sizeof dir);
	if (dir[0]) {
		/* beside the program, then the build tree's */
		snprintf(buf[n++], sizeof buf[0], "%s/" LIBNAME, dir);
		snprintf(buf[n++], sizeof buf[0], "%s/build/" LIBNAME, dir);
		/* an installed tree moved as a whole: PREFIX/bin and
		   PREFIX/lib/accessan stay side by side */
		snprintf(buf[n++], sizeof buf[0], "%s/../lib/accessan/" LIBNAME,
		         dir);
	}
	snprintf(buf[n++], sizeof buf[0], "%s/" LIBNAME, ACCESSAN_LIBDIR);
	return n;
}

const gpu_api *
gpuload_open(diag *d)
{
	const char *env = getenv("ACCESSAN_GPU_LIB");
	char tried[MAX_TRIED][PATH_MAX + 64], list[MAX_TRIED * (PATH_MAX + 66)];
	size_t used = 0;
	int n, r;

	if (table)
		return table;
	if (env && *env) {
		r = try_load(env, d);
		if (r == 0)
			DIAG_PLAIN(d, GPU_LOAD_ENV_NOT_FOUND, env, strerror(ENOENT));
		return r > 0 ? table : NULL;
	}
	n = candidates(tried);
	for (int i = 0; i < n; i++) {
		r = try_load(tried[i], d);
		if (r != 0)
			return r > 0 ? table : NULL;
		used += (size_t)snprintf(list + used, sizeof list - used, "%s%s",
		                         i ? ", " : "", tried[i]);
	}
	DIAG_PLAIN(d, GPU_LOAD_NOT_FOUND, list);
	return NULL;
}

const char *
gpuload_path(void)
{
	return table ? loaded_from : NULL;
}

void
gpuload_close(void)
{
	if (handle)
		dlclose(handle);
	handle = NULL;
	table = NULL;
	loaded_from[0] = '\0';
}
