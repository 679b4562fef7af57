/*
 * gpu_xfer.h - the host-device transfer measurements of the CUDA backend
 * (libaccessan-gpu.so, gpu/lib/xfer.c), for 'accessan transfer --gpu'.
 *
 * A table of its own beside gpu.h's, through its own exported symbol,
 * so that gpu.h's table and its ABI stay as they are: the loader finds
 * it in the library gpuload opened (dlsym of GPU_XFER_ENTRY). Every
 * function runs in the context gpu_api.open() made current on the
 * calling thread, returns an enum gpu_rc and writes one line to err.
 * Times are medians of reps timed runs after warmup untimed ones, in
 * milliseconds, measured with CUDA events.
 */
#ifndef ACCESSAN_GPU_XFER_H
#define ACCESSAN_GPU_XFER_H

#include <stddef.h>

#define GPU_XFER_ABI 1
#define GPU_XFER_ENTRY "accessan_gpu_xfer_api"

typedef struct gpu_xfer_api {
	int abi;                         /* GPU_XFER_ABI */
	size_t size;                     /* sizeof(gpu_xfer_api) */

	/* count back-to-back cuMemcpy calls of bytes each (count x bytes
	   in all), d2h: device to host, else host to device; pinned: host
	   memory from cuMemHostAlloc, else from malloc (pageable). */
	int (*copy)(size_t bytes, int count, int d2h, int pinned, int warmup,
	            int reps, double *median_ms, char *err, size_t errlen);

	/* The staged copy and execute: bytes in nstreams chunks, each
	   cuMemcpyHtoDAsync'd, worked on by kernel "xfer_spin" of cubin
	   (its launch given in grid/block; it spins for spin_ns / nstreams
	   nanoseconds) and, with copy_out, cuMemcpyDtoHAsync'd back, each
	   chunk in its own stream; nstreams 1 is the sequential case. */
	int (*overlap)(const void *cubin, size_t cubin_size, unsigned grid,
	               unsigned block, size_t bytes, int nstreams,
	               double spin_ns, int copy_out, int warmup, int reps,
	               double *median_ms, char *err, size_t errlen);

	/* Kernel "xfer_read" of cubin reads bytes of mapped pinned host
	   memory (cuMemHostAlloc DEVICEMAP) once, coalesced. */
	int (*zerocopy)(const void *cubin, size_t cubin_size, unsigned grid,
	                unsigned block, size_t bytes, int warmup, int reps,
	                double *median_ms, char *err, size_t errlen);
} gpu_xfer_api;

typedef const gpu_xfer_api *(*gpu_xfer_entry_fn)(int abi);

#endif
