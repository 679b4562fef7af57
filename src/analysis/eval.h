/*
 * eval.h - the evaluator: runs a parsed pattern over every warp of the grid
 * and every loop iteration, computes each lane's address for each access
 * statement, and hands the warp's request to the model (sim/).
 */
#ifndef EVAL_H
#define EVAL_H

#include <stdbool.h>
#include <stdint.h>

#include "pat.h"
#include "race.h"
#include "sim.h"
#include "stop.h"
#include "timemodel.h"

struct diag;

typedef struct eval_options {
	const sim_arch *arch;
	uint64_t max_work;           /* refuse patterns of more thread-accesses
	                                than this (0: no limit) */
	int64_t detail_warp;         /* the warp (linear over the grid) to
	                                explain; its first request per access */
	/* Called with every request the model counts, in evaluation order
	   (NULL: none): the access's id, the warp (linear over the grid),
	   the space, whether it is an atomic read-modify-write (which the
	   model counts by sim_atomic's rule, not a load's or a store's)
	   and the request. The DRAM model (sim/dram.h) and the GPU
	   backend's per-block figures are fed this way. */
	void (*on_request)(void *arg, int access, uint64_t warp,
	                   enum sim_space space, bool atomic,
	                   const sim_request *r);
	void *on_request_arg;
	/* Run every block and iteration. Otherwise blocks and loop
	   iterations that differ only by offsets the model cannot see run
	   once per class (classes.h), with the same figures; never while
	   on_request is set, which must see every request. */
	bool exhaustive;
	/* Threads that enumerate the grid where no classes apply (and no
	   on_request is set), each a range of blocks, the figures those of
	   one thread; 0: ACCESSAN_THREADS, else every online core when the
	   work is worth it. */
	int threads;
	/* Run the hazard check (race.h) too, on a walk of its own that
	   enumerates every block and iteration, after the figures. Without
	   it an 'expect races' fails (the figure is unknown). */
	bool races;
	uint64_t max_race_records;   /* its bound (0: EVAL_RACE_RECORDS) */
	/* A 'kernel' pattern's warps end, quietly, after this many requests
	   each (0: none): what looks at the first requests of every warp
	   (the time model's L1 replay) need not run them to their end. */
	uint64_t warp_requests;
	/* Only detail_warp's detail is wanted (a picture of that warp): a
	   'kernel' pattern runs that warp's block alone, and the figures
	   are that block's, not the launch's. */
	bool detail_only;
	/* Record every global request's blocks in the sets that
	   sim/dram.h's sampling keeps (eval_result.touch), in the walk's
	   order, where every block and iteration runs (no classes): the
	   time model feeds them to a sampled L2 where the exact DRAM walk
	   would cost too much. */
	bool dram_sample;
} eval_options;

/* The touches a walk holds at most (16 bytes each, a thread of the walk
   as many): past them it keeps half the sets (sim/dram.h), up to
   EVAL_DRAM_SHIFT_MAX, then none. The sets kept depend on the touches
   alone, not on the threads. */
#define EVAL_DRAM_TOUCHES ((size_t)1 << 21)
#define EVAL_DRAM_SHIFT_MAX 12

/* The race check's default bound: word accesses held at once. */
#define EVAL_RACE_RECORDS ((uint64_t)1 << 22)

typedef struct eval_access {
	sim_stats stats;             /* over every warp and iteration */
	int has_detail;              /* the detail warp executed it */
	uint64_t detail_warp;        /* which warp the detail shows */
	sim_detail detail;           /* the detail warp's first request */
	uint64_t detail_addr[SIM_WARP];  /* and its lanes' byte addresses */
	int64_t detail_index[SIM_WARP][3];   /* and their index values */
	uint64_t worst_warp;         /* the first warp to make a request of
	                                stats.max_per_request (--warp worst) */
	uint64_t evaluated;          /* requests run through the model: below
	                                stats.requests when classes stood for
	                                the others, equal when enumerated */
	uint64_t tex_quads;          /* a tex2D fetch: its texture requests,
	                                lane quads (sim/texture.h) */
	uint64_t tex_sectors;        /* and its distinct sectors a fetch,
	                                summed (stats.sectors: lookups) */
	uint64_t aggregated;         /* a global atomic's requests ptxas makes
	                                one operation of (their address the
	                                warp's one by the text: eval.c,
	                                warp_aggregated) */
	uint64_t inactive;           /* the times a warp issued the access
	                                with no lane active, no request: a
	                                kernel's where ptxas predicated it
	                                (ptx_launch.idle), a written one's
	                                where its 'if' passes no lane of a
	                                warp that reaches it */
	uint64_t rounds;             /* a kernel's global load: its requests
	                                that wait for the loads before them
	                                (cudasrc.h: round); the time model's
	                                rounds of loads */
} eval_access;

/* The time model's prediction for a result (predict.c fills it; the
   evaluator leaves it zero). */
typedef struct eval_time {
	bool valid;                  /* false: not predicted */
	sim_time_in in;              /* the figures it was given */
	sim_time t;                  /* the bounds and the winner */
	bool dram_sampled;           /* dram_exact, through a sampled L2
	                                (sim/dram.h) */
	bool dram_exact;             /* DRAM bytes from sim/dram.c (every
	                                request); false: estimated from each
	                                array's footprint */
	bool atom_exact;             /* in.atom_hot is the busiest address's
	                                count (false: past sim/hot.h's
	                                addresses, at least it) */
	double atom_unit_ns;         /* the L2 units' work on global atomics:
	                                the busiest unit's, ns */
	double atom_total_ns;        /* and all of them together, ns */
	bool atom_units_exact;       /* both are the run's (false: past
	                                sim/hot.h's units, or its 2^64 ps,
	                                at least them) */
	double dram_bytes;           /* read + read-before-write + write */
	double dram_unmoved;         /* bytes of the touched 128-byte lines
	                                that DRAM does not move (dram.h) */
	double dram_scattered;       /* lines opened scattered (dram.h,
	                                K_SCATTER) */
	double dram_scattered_writes;  /* blocks written back in part,
	                                scattered (K_WRITE), and of those
	                                read before the write (K_RBW) */
	double dram_scattered_rbw;
	double useful_bytes;         /* global bytes the threads ask for */
	double gbps;                 /* effective: useful_bytes / time (NaN:
	                                no global bytes) */
	int registers;               /* per thread, as used */
} eval_time;

typedef struct eval_result {
	int naccesses;
	eval_access *access;         /* one per program->accesses[i] */
	uint64_t warps;              /* warps in the grid */
	uint64_t work;               /* thread-accesses of the pattern (those
	                                evaluated and those they stand for) */
	int64_t detail_warp;
	int nexpects;
	int *expect_passed;          /* one per program->expects[i]: 1 or 0 */
	double *expect_actual;       /* the figure that was compared */
	int *expect_worst;           /* a failed expectation on 'all': the
	                                access (index) whose own figure
	                                fails it most; else -1 */
	int failed;                  /* expectations that failed */
	eval_time time;
	uint64_t block_syncs;        /* the most barriers the warps of a block
	                                passed, of the blocks run warp by warp
	                                (0: none was) */
	double issued;               /* a kernel's: the machine instructions
	                                its warps issue, over the grid (what
	                                ptxas made of each PTX line, ptx.h's
	                                sass); 0: not known (a written
	                                pattern, or ptxas could not say) */
	bool race_run;               /* the race check was asked for */
	race_result race;            /* its outcome (race.checked: it ran to
	                                the end; else race.note says why) */
	char *blocks_note;           /* a kernel's: which blocks ran (classes,
	                                or why every one), or NULL; freed by
	                                eval_result_free */
	struct sim_hot *hot;         /* the global atomics' addresses and
	                                their operations (sim/hot.h), or NULL
	                                where there are none */
	/* eval_options.dram_sample: the sampled blocks of every global
	   request in the walk's order, valid while touch_ok (false: not
	   asked for, classes stood for some requests, or more than
	   touch_cap) */
	struct sim_dram_touch *touch;
	size_t ntouch, touch_have, touch_cap;
	unsigned touch_shift;        /* the sets they are of */
	bool touch_ok;
} eval_result;

/* The blocks of p's launch resident on a's GPU at once (at least 1):
   its SMs times the blocks an SM holds (sim_time_occupancy), with the
   registers the pattern declares or PREDICT_REGISTERS. The global
   atomics' L2 units work in windows of that many blocks (sim/hot.h). */
uint64_t eval_resident_blocks(const pat_program *p, const sim_arch *a);

/*
 * Run p. Returns 0, or -1 after reporting an evaluation error (index out
 * of bounds, division by zero, overflow, too much work) to d.
 */
int eval_run(const pat_program *p, const eval_options *o, eval_result *r,
             struct diag *d);
void eval_result_free(eval_result *r);

/* Did requests of a stand for others (computed in closed form over
   classes), rather than every request being evaluated? */
static inline bool
eval_closed_form(const eval_access *a)
{
	return a->evaluated < a->stats.requests;
}

/* eval_interrupt(), eval_interrupted(): stop.h */

/* The figure m of the stats s of an access in space sp (NaN if it does not
   apply), as the expectations and the reports use it. */
double eval_metric(const sim_stats *s, enum sim_space sp, enum pat_metric m);

#endif
