/*
 * predict.h - the time model's inputs from an evaluated pattern: DRAM
 * bytes (exact from sim/dram.c for small patterns, else estimated), the
 * sectors, requests and wavefronts, occupancy and the bytes a warp keeps
 * in flight; then sim_time_predict() (sim/timemodel.h).
 */
#ifndef PREDICT_H
#define PREDICT_H

#include "dram.h"
#include "eval.h"
#include "pat.h"

/* Patterns of at most this many thread-accesses get their DRAM bytes from
   the exact model (one more evaluation, every request fed to sim/dram.c,
   none standing for others: its cost grows with the thread-accesses, about
   0.1 s for this many); larger ones an estimate. */
#define PREDICT_EXACT_WORK ((uint64_t)1 << 22)

/* The L1 estimate (predict.c): the warps of a block replayed (a larger
   block gets none), the global loads recorded per warp, the bytes of an
   SM's L1 beyond its shared-memory capacity (Volta to Hopper: 128 KB
   with 96 KB shared, 192 with 164, 256 with 228). */
#define PREDICT_L1_WARPS 32
#define PREDICT_L1_REQS 1024
#define PREDICT_L1_EXTRA (28 * 1024)
/* and the most thread-accesses block 0 may make for it (about 0.5 s) */
#define PREDICT_L1_WORK ((uint64_t)1 << 24)

/* Registers per thread when the pattern declares none. */
#define PREDICT_REGISTERS 32

/* Fill r->time for p on a. exact: the steady-state DRAM bytes of every
   request (sim_dram_totals), or NULL for the estimate. */
void predict_time(const pat_program *p, eval_result *r, const sim_arch *a,
                  const sim_dram_bytes *exact);

#endif
