/*
 * gpuload.h - the loader (prefix gpuload_): finds and dlopens the
 * run-time library (gpu/lib/gpu.h, whose ABI keeps the gpu_ prefix) at
 * run time, so that accessan itself needs no CUDA to build or to run.
 */
#ifndef GPULOAD_H
#define GPULOAD_H

#include <stddef.h>

struct diag;

#include "gpu.h"

/*
 * The backend's function table. The library is looked for in this order,
 * the first that exists being taken:
 *   $ACCESSAN_GPU_LIB (and then only there);
 *   libaccessan-gpu.so next to the executable, then in build/ beside it
 *   (the build tree), then in ../lib/accessan/ from it (an installed
 *   tree that was moved);
 *   ACCESSAN_LIBDIR/libaccessan-gpu.so (the install, set at build time).
 * Returns NULL after reporting one line to d (exit status 3 at the
 * command line). Loaded once; later calls return the same table.
 */
const gpu_api *gpuload_open(struct diag *d);

/* The file the table came from, or NULL. */
const char *gpuload_path(void);

/* Forget the table and close the library (for tests). */
void gpuload_close(void);

#endif
