/*
 * report_gpu.h - the GPU's back ends (report.h's report_backend): the
 * --gpu comparison, through pattern() with item->gpu set, and sweep
 * --gpu's table and CSV, through row(). They print what gpurun measured
 * and compute nothing; they live here, beside gpurun, because the
 * reports of src/ do not see gpu/.
 */
#ifndef REPORT_GPU_H
#define REPORT_GPU_H

#include "report.h"

extern const report_backend report_gpu, report_gpu_sweep,
       report_gpu_sweep_csv;

#endif
