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

/* What the L1 walk found: block 0 of the launch on its own, every warp,
   its global loads replayed through its share of an SM's L1. */
typedef struct predict_l1 {
	bool ran;                    /* false: the block is too large, or
	                                its walk failed: no hits, hit[] 0 */
	double *hit;                 /* per access: the share of its sectors
	                                L1 serves */
	double *served;              /* and the share of its requests L1
	                                serves whole: every sector there,
	                                none on its way from the L2 */
	double syncs;                /* block 0's barriers, which stand for
	                                every block's */
} predict_l1;

/* Whether p's block is small enough for the L1 walk (PREDICT_L1_WARPS). */
bool predict_l1_fits(const pat_program *p);
/* The L1 walk, an evaluation of its own (pipeline.c plans the walks of a
   run); out holds hit[] for every access either way: free it with
   predict_l1_free. */
void predict_l1_walk(const pat_program *p, const sim_arch *a,
                     predict_l1 *out);
void predict_l1_free(predict_l1 *l1);

/* Fill r->time for p on a. exact: the steady-state DRAM bytes of every
   request (sim_dram_totals), or NULL for the estimate; l1: the L1 walk's
   findings, or NULL for none (no L1 hits). */
void predict_time(const pat_program *p, eval_result *r, const sim_arch *a,
                  const sim_dram_bytes *exact, const predict_l1 *l1);

#endif
