/*
 * classes.h - which blocks and loop iterations the evaluator may skip, and
 * how much each one it runs stands for.
 *
 * The model's figures for a request do not change when every lane's byte
 * address moves by the same multiple of a small period (classes.c says
 * which). Where the grid's blocks, or a loop's iterations, differ only by
 * such a uniform offset of each access's addresses, they fall into a few
 * classes; the evaluator runs the first member of each class, in the
 * order the exhaustive run would meet it, and counts its requests as many
 * times as the class has members. Every figure stays what the exhaustive
 * run gives: classes.c states the conditions and why they suffice.
 */
#ifndef CLASSES_H
#define CLASSES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pat.h"
#include "sim.h"

struct arena;
typedef struct classes classes;

/* A block to run, and how many blocks of the grid it stands for. */
typedef struct classes_block {
	int64_t b[3];
	uint64_t weight;
	uint64_t dim_weight[3];      /* its class's values along each
	                                dimension: weight is their product, */
	bool less_one;               /* less one where true: the block at
	                                apart runs as itself (a picture's) */
	int64_t apart[3];
} classes_block;

/*
 * A representative: value (block index, or iteration) j runs and stands
 * for j, j + period, ... below end, the members of its class; period 0:
 * for itself alone (a value where a bound or a comparison splits the
 * lanes, which no other value repeats).
 */
typedef struct classes_rep {
	uint64_t j, end, period;
} classes_rep;

/* How many of the first n values r stands for. */
static inline uint64_t
classes_rep_weight(const classes_rep *r, uint64_t n)
{
	uint64_t e = r->end < n ? r->end : n;

	return r->period ? (e - r->j + r->period - 1) / r->period : 1;
}

/* A loop run one iteration per class: the iterations reps[i].j, in
   order, the counter at start + j * step. */
typedef struct classes_loop {
	int64_t start, step;
	uint64_t trips;              /* iterations of the exhaustive run */
	const classes_rep *reps;
	size_t nreps;                /* below trips */
	int64_t after;               /* the counter after the last iteration */
	/* A C-form loop 'for (v = START; v < end; v += step)': trips is
	   their most, and each warp's lanes must agree on theirs (eval.c
	   checks); start and after do not apply. */
	bool cform;
	int64_t end;
	unsigned guard;              /* block dimensions whose cuts enumerate it
	                                (classes_cut_dims()) */
} classes_loop;

/*
 * The plan for p on arch, or NULL when nothing can be skipped (then the
 * evaluator enumerates as it always did). detail_warp (-1: none) is a
 * warp whose block must run as itself: its picture shows its own lanes.
 * The plan lives in A. nwarps_block: warps in a block.
 */
classes *classes_plan(const pat_program *p, const sim_arch *arch,
                      int64_t detail_warp, int nwarps_block,
                      struct arena *A);

/* The blocks to run, in grid order, and their number; NULL: every block
   of the grid, each for itself. */
const classes_block *classes_blocks(const classes *k, size_t *n);

/*
 * The blocks for the race check by classes (race.h's race_by_class): a
 * class is a box of blocks, one segment of values along each dimension,
 * whose every block runs the same statements with the same masks and
 * barriers as the box's first, each access's addresses moved by move[id]
 * (bytes a block along each dimension) times the difference of their
 * indices. seg[d]: the segments' first values, ascending from 0.
 */
typedef struct classes_race {
	int64_t *seg[3];
	size_t nseg[3];
	int64_t (*move)[3];          /* per access id */
} classes_race;

/* The plan for p, in A, or NULL where a dimension has more than 65536
   segments or a move passes 2^62 bytes. */
classes_race *classes_race_plan(const pat_program *p, struct arena *A);

/* Whether access id's addresses move with variable v, one the plan
   reduces: blockIdx.x, .y, .z (0 to 2) or the counter of the loop of
   slot v - 3. Requests that stand for others along variables it does
   not move with are at their very addresses (what the busiest address
   of atomics counts, sim/hot.h). */
bool classes_moves(const classes *k, int id, int v);

/* The plan of the loop s in a block whose dimensions in cuts are cut
   (classes_cut_dims()), or NULL: run every iteration. */
const classes_loop *classes_loop_of(const classes *k, const pat_stmt *s,
                                    unsigned cut);

/* The dimensions (bit d) in which block b lies inside a cut, where a
   comparison of the block index and loop counters splits the lanes or
   the iterations: loops guarded by them run every iteration there. */
unsigned classes_cut_dims(const classes *k, const int64_t b[3]);

/*
 * A lower bound of the thread-accesses and loop steps one thread performs
 * in the statements from s: loops whose bounds are constants count their
 * trips (with a plan k, its loops their representatives), others once.
 * k NULL: the exhaustive run's, which eval.c checks against --max-work
 * before it starts rather than after minutes of work.
 */
double classes_thread_work(const classes *k, const pat_stmt *s);

/* A lower bound of the thread-accesses and loop steps the plan runs, as
   eval.c's up-front check counts them for the exhaustive run. */
double classes_need(const classes *k, const pat_program *p);

/* sim_stats_add() for a request that stands for weight requests. */
void classes_stats_add(sim_stats *s, enum sim_space space,
                       const sim_counts *c, uint64_t weight);

#endif
