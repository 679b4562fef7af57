/*
 * race.h - the hazard check: which memory words one thread writes and
 * another thread reads or writes with no barrier between them.
 *
 * Pure: it is handed every thread's accesses (byte addresses, sizes, the
 * thread, and how many barriers its block and its warp had passed) and
 * answers with the conflicts. No I/O; it never prints. The evaluator
 * (eval.c) feeds it on a second walk of the grid that enumerates every
 * block and iteration (see accessan-pattern(5), RACES, for the rule).
 */
#ifndef RACE_H
#define RACE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sim.h"

/* What an access does to its words. */
enum race_kind { RACE_READ, RACE_WRITE, RACE_ATOMIC };

/* One pair of access statements that race, with their first location. */
typedef struct race_pair {
	int first, second;           /* access ids; first writes (or is an
	                                atomic against second's plain read) */
	uint64_t locations;          /* racy locations where these two race */
	/* the first location found */
	enum sim_space space;
	uint64_t addr;               /* byte address of the word */
	uint64_t block_first, block_second;   /* linear block indices */
	int thread_first, thread_second;      /* linear thread in the block */
	bool same_warp;              /* the two threads share a warp */
	uint64_t last_unit;          /* (the check's: the last location) */
} race_pair;

/* The outcome of the check. */
typedef struct race_result {
	bool checked;                /* false: not run, or stopped (note says) */
	uint64_t races;              /* racy locations: elements (the bytes of
	                                one lane's store) of global memory or of
	                                one block's shared memory */
	int npairs;
	race_pair *pairs;            /* in order of first discovery */
	char *note;                  /* why it was not checked, when not
	                                (NULL: nothing said); freed by
	                                race_result_free */
} race_result;

typedef struct race race;

/* A collector that holds at most max_records word accesses at once. */
race *race_new(uint64_t max_records);
void race_free(race *r);

/*
 * One warp's access: the active lanes' byte addresses (size bytes each)
 * in space (global or shared; constant memory cannot race), statement
 * access of kind k, by warp warp_in_block of block block, which had
 * passed `interval` barriers of its block and `wepoch` __syncwarps.
 * Returns false when it would hold more than its limit (the check then
 * stops: race_finish says so).
 */
bool race_add(race *r, enum sim_space space, int access, enum race_kind k,
              unsigned size, const uint64_t *addr, uint32_t active,
              uint64_t block, int warp_in_block, uint32_t interval,
              uint32_t wepoch);

/* The end of a block: its shared memory is checked and forgotten. */
void race_end_block(race *r);

/*
 * The check by classes of blocks, where every block's accesses would not
 * fit: a class's first block stands for its members, whose accesses are
 * its own moved, request by request, by a move that is linear in the
 * block's index (cudasrc.h's tracks). Its shared memory stands for
 * every member's where its shared requests all move alike (copies);
 * its global memory is checked within the block and its races counted
 * for every member, and at the end every pair of blocks is looked at
 * through the classes' lattices of moves (race.c): a race between
 * blocks, or where that cannot be decided within bounds, leaves the
 * check unfinished with a note that says so. class_of(arg, b) says the
 * class of block b (-1: outside the grid).
 */
typedef int64_t (*race_class_fn)(void *arg, const int64_t b[3]);
void race_by_class(race *r, const int64_t grid[3], race_class_fn class_of,
                   void *arg);

typedef struct race_class {
	int64_t id;                  /* class_of's; -1: the records that
	                                come are shared ones of a member */
	int64_t o[3];                /* the block whose records come */
	int64_t lo[3], hi[3];        /* the box of its members */
	uint64_t members;
	uint64_t copies;             /* blocks its shared records stand for */
} race_class;

/* The records that come next, to race_end_block, are those of k's
   block, each request's moved by its own move (race_move). */
void race_begin_class(race *r, const race_class *k);
/* The move, in bytes a block, of the next race_add's request. */
void race_move(race *r, const int64_t k[3]);

/* What src, a collector of a later part of the grid (its blocks ended),
   found and holds, into dst: a grid run in parts, merged in grid order,
   finds what one collector would. */
void race_merge(race *dst, race *src);

/* The end of the grid: global memory is checked; the outcome into *out
   (free it with race_result_free). */
void race_finish(race *r, race_result *out);

void race_result_free(race_result *res);

struct pat_program;

/*
 * One pair in words, for the reports, into buf (n bytes): the element
 * of the first location and who touched it,
 *   "s[16] (shared byte 64), block 0: thread 16 (warp 0, lane 16) writes,
 *    thread 0 (warp 0, lane 0) reads; one warp: a __syncwarp() between
 *    them would order them"
 */
void race_describe(const struct pat_program *p, const race_pair *rp,
                   char *buf, size_t n);

#endif
