/*
 * report_gpu.h - the GPU's back ends (report.h's report_backend): the
 * --gpu comparison, through pattern() with item->gpu set, sweep --gpu's
 * table and CSV, through row(), validate's summary, through validate(),
 * and calibrate's profile file, through profile(). They print what
 * gpurun, validate and calibrate measured and compute nothing; they
 * live here, beside gpurun, because the reports of src/ do not see gpu/.
 */
#ifndef REPORT_GPU_H
#define REPORT_GPU_H

#include <stdio.h>

#include "report.h"

extern const report_backend report_gpu, report_gpu_sweep,
       report_gpu_sweep_csv, report_validate, report_profile;

/*
 * The GPU's back end called name, or NULL:
 *   gpu        pattern: the --gpu comparison (report_gpu.c)
 *   gpu-table  row: sweep --gpu's table
 *   gpu-csv    row: the same figures for tools
 *   validate   validate: validate's summary (report_validate.c)
 *   profile    profile: calibrate's profile file (report_profile.c)
 */
const report_backend *report_gpu_find(const char *name);

/* The state the GPU's back ends keep, a stream: their alloc and free,
   and the stream of b. */
void *report_gpu_alloc(FILE *out, const report_opts *o);
void report_gpu_free(void *b);
FILE *report_gpu_stream(void *b);

#endif
