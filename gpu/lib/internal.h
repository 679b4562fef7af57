/*
 * internal.h - what the backend's C part (backend.c, xfer.c) and its C++
 * part (cupti.cc, the CUPTI range profiler) share. Not installed.
 */
#ifndef ACCESSAN_GPU_INTERNAL_H
#define ACCESSAN_GPU_INTERNAL_H

#include <stddef.h>

#include "gpu.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Launch number i of the batch being profiled; 0 or a gpu_rc. */
typedef int (*gpu_launch_cb)(void *arg, int i, char *err, size_t errlen);

/*
 * Read the GPU_NMETRICS counters of n launches made by launch(arg, i) in
 * context ctx (a CUcontext) of device ordinal. values as in gpu_api.
 */
int gpu_cupti_counters(void *ctx, int ordinal, gpu_launch_cb launch,
                       void *arg, int n, double *values, char *err,
                       size_t errlen);

/* The metrics first .. first + count - 1 only, in user or kernel replay
   (see gpu_api.counters_range). */
int gpu_cupti_counters_range(void *ctx, int ordinal, gpu_launch_cb launch,
                             void *arg, int n, int first, int count,
                             int user_replay, double *values, char *err,
                             size_t errlen);

/* The metric names, in enum gpu_metric order. */
extern const char *const gpu_metric_names[GPU_NMETRICS];

/*
 * dlopen the first of the candidates that loads: the file named by the
 * environment variable env if set (and then only it), else each name in
 * turn. On failure err lists what was tried. what: "NVRTC".
 */
void *gpu_dlopen(const char *what, const char *env,
                 const char *const *candidates, char *err, size_t errlen);

/* printf into err (errlen bytes; nothing if err is NULL). */
void gpu_say(char *err, size_t errlen, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

#ifdef __cplusplus
}
#endif

#endif
