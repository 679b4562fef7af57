/*
 * eval_int.h - the evaluator's insides, shared by its three files alone:
 * eval.c walks the grid (every warp through sim/), evalthreads.c runs
 * that walk on several threads and merges what they made, evalexpect.c
 * holds the result to the pattern's 'expect' statements. Nothing else
 * includes it.
 */
#ifndef EVAL_INT_H
#define EVAL_INT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "classes.h"
#include "diag.h"
#include "eval.h"

#define W SIM_WARP

/* eval.c's compiled program: a statement, a let's or loop's value, the
   thread-only values of a warp */
typedef struct estmt estmt;
typedef struct slot slot;
typedef struct tcache tcache;

/* One walk of the grid (or of a thread's range of its blocks): the
   program compiled for it, the current warp, the counts. */
typedef struct ctx {
	const pat_program *p;
	const eval_options *o;
	eval_result *r;
	diag *d;
	struct arena *A;
	estmt *body;
	slot *slots;
	int ncache;
	tcache *cache;               /* [warp of block][ncache] */
	int nwarps_block;
	/* threadIdx of every warp of a block, computed once */
	int64_t (*tids)[3][W];
	uint32_t *exists_of;
	/* the current warp */
	const int64_t (*tid)[W];
	int64_t bid[3];
	uint32_t exists;             /* lanes that are threads of the block */
	int warp_in_block;
	uint64_t warp;               /* linear over the grid */
	uint64_t part_blocks;        /* the blocks of a part of a window of
	                                resident blocks (sim/hot.h; 0: not
	                                yet known), hot_add() */
	tcache *wcache;              /* this warp's cache */
	const pat_stmt *stmt;        /* for messages */
	/* precomputing the cache: record undefined lanes, do not report */
	bool quiet;
	uint32_t quiet_bad;
	bool nocache;
	uint64_t work, steps, limit;   /* thread-accesses, loop steps */
	uint64_t checked;            /* work + steps at the last check */
	double need;                 /* the up-front lower bound of the work */
	uint64_t syncs;              /* barriers this warp passed */
	int64_t tmp_lanes[W];
	/* blocks and iterations that stand for others (classes.h);
	   work above counts what runs, nominal what it stands for */
	const classes *plan;         /* NULL: enumerate everything */
	/* what weight is the product of (with a plan): the classes' members
	   along each variable, blockIdx.x/y/z then each loop slot's (1
	   outside its loop), and the block running (NULL: none) */
	uint64_t *vw;
	const classes_block *blk;
	uint64_t weight;             /* requests the current one stands for */
	unsigned cut;                /* classes_cut_dims() of this block */
	uint64_t nominal;
	/* threads (eval_run_ranges): the work of every range together, and
	   whether it passed the limit, which pauses them all */
	_Atomic uint64_t *spent;
	atomic_bool *paused;
	/* the race check's walk (race_pass): its collector, and the
	   __syncwarps this warp passed */
	race *race;
	const bool *race_quiet;       /* per access: reads no write can meet */
	/* by classes of blocks (race_by_class): each access's move, bytes a
	   block; NULL: every block comes */
	const int64_t (*race_moves)[3];
	uint32_t wsyncs;
	uint64_t local_offsets[W];   /* a local request's own, run_access() */
	/* the loop that has run the most times in one go, for the message
	   when the work limit is passed */
	const pat_stmt *runaway;
	uint64_t runaway_trips, runaway_warp;
} ctx;

/* A message a range's diag showed, kept for the caller's capture hook
   (each thread its own: the hook is not called from several threads, and
   only the first failing range's messages reach it, as they reach the
   output). */
typedef struct caught {
	enum diag_level lv;
	const char *id;              /* msg.h's, static */
	char *file, *msg;
	int line, col;
} caught;

typedef struct catches {
	caught *v;
	int n;
} catches;

/* eval.c: the result's arrays, empty; the program compiled for c, its
   thread-only values computed (what a context needs before it runs
   blocks: every thread has its own); every warp of a block (false: an
   error, reported); the message for work past the limit (false). */
void eval_result_init(const pat_program *p, const eval_options *o,
                      eval_result *r);
/* r records no more DRAM touches (eval_options.dram_sample), and those
   it had are freed. */
void eval_touch_drop(eval_result *r);
/* r keeps the touches of the sets of shift alone (sim/dram.h); past
   EVAL_DRAM_SHIFT_MAX, none (false). */
bool eval_touch_narrow(eval_result *r, unsigned shift);
void eval_prepare(ctx *c);
bool eval_run_block(ctx *c, int64_t bx, int64_t by, int64_t bz);
bool eval_too_much(ctx *c);

/* evalthreads.c: how many threads enumerate nblocks blocks (1: none);
   the grid enumerated on n of them, merged as the one thread's figures
   and first error (false: an error, reported); a diag capture hook that
   keeps each message in the catches at arg, and their memory freed; a
   thread's diagnostics (its buffer, counts and captures) shown as the
   run's own; a finished part's figures added to r. */
long eval_thread_count(const ctx *c, uint64_t nblocks);
bool eval_run_ranges(ctx *c, long n, uint64_t nblocks);
void eval_catch_msg(void *arg, enum diag_level lv, const char *id,
                    const char *file, int line, int col, const char *msg);
void eval_catches_free(catches *g);
void eval_hand_on(diag *to, diag *from, char *const *buf, const size_t *len,
                  const catches *caught);
void eval_merge_result(eval_result *r, const eval_result *from,
                       uint64_t nominal);

/* evalexpect.c: each 'expect' statement of p held to r's figures:
   r->expect_actual, _passed, _worst and r->failed. */
void eval_check_expects(const pat_program *p, eval_result *r);

#endif
