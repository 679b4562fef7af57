/*
 * cmd_gpu.h - --gpu for the commands: the GPU's figures beside the
 * model's for one pattern (accessan --gpu) and measured against predicted
 * bandwidth over a sweep (accessan sweep --gpu). The measuring is
 * gpu/host/gpurun's, the tables are gpu/host's back ends; this file maps
 * their outcome to an exit status.
 */
#ifndef CMD_GPU_H
#define CMD_GPU_H

#include <stdbool.h>
#include <stdio.h>

#include "pipeline.h"
#include "sweep.h"

struct diag;
typedef struct cmdgpu cmdgpu;

/*
 * Before the pattern runs: open the GPU session (an error is kept and
 * reported by cmdgpu_pattern, after the model's report, as today) and
 * install in pt the hook through which the one evaluation also feeds
 * the figures the comparison needs (the DRAM model, block 0's requests).
 */
cmdgpu *cmdgpu_begin(const pipe_setup *s, pipe_point *pt);
/* After the model's report: measure run on the GPU and print the
   comparison on out. Returns EXIT_OK, EXIT_EXPECT (a counter differs)
   or EXIT_SYSTEM (reported to d, naming file). */
int cmdgpu_pattern(cmdgpu *g, const pipe_run *run, const char *file,
                   FILE *out, struct diag *d);
void cmdgpu_end(cmdgpu *g);

/* sweep --gpu: every point timed beside the model's prediction, as rows
   are measured; CSV to CSV_PATH.gpu.csv when csv_path is set. Returns
   an exit status. */
int cmdgpu_sweep(const sweep *sw, const sweep_range *rg, const char *file,
                 const char *csv_path, bool quiet, struct diag *d);

#endif
