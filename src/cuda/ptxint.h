/*
 * ptxint.h - the warp interpreter's insides, shared by its two files:
 * ptxexec.c runs a warp, ptxtrack.c follows how its values move with the
 * block's index (ptx.h, ptx_track). Nothing else includes it.
 */
#ifndef PTXINT_H
#define PTXINT_H

#include <stdbool.h>
#include <stdint.h>

#include "ptx.h"

#define W 32

struct ptx_warp {
	uint64_t (*v)[W];            /* each register's lanes */
	uint32_t *unk;               /* lanes whose value is unknown */
	int *from;                   /* the instruction that made it so */
	int pc[W];
	int64_t tid[3][W];
	/* the stack (local memory), lane by lane: each byte's value, whether
	   it is known, and where an unknown one came from (NULL: not
	   followed, every local load unknown) */
	uint8_t *lv, *lk;
	int *lfrom;
	uint64_t lbytes;
	struct loopstate *loop;      /* (ptx_run_warp's: its loops' state) */
	uint32_t bars, wsyncs;       /* barriers and __syncwarps it passed */
	/* Rounds of loads: a global load issues with the loads before it
	   in its straight-line run of code (ptxas schedules them together),
	   unless its address or guard needs one of them: then it waits, and
	   opens a round of its own. dep[reg] is the epoch of the open round
	   where the register's value needs one of its loads (else 0); a
	   branch back (a loop's next pass) or a barrier closes the round
	   (epoch moves on). */
	uint32_t *dep, epoch;
	bool open;                   /* a round is open: loads since it began */
	bool round_new;              /* the load running opened a round */
	unsigned uni;                /* the request running: what the text
	                                proves the warp's one (ptx.h) */
};

static inline uint64_t
ext(uint64_t x, unsigned bits, int sign)
{
	if (bits >= 64 || bits == 0)
		return x;
	if (bits == 1)
		return x & 1;
	x &= ((uint64_t)1 << bits) - 1;
	if (sign && (x >> (bits - 1)) & 1)
		x |= ~(((uint64_t)1 << bits) - 1);
	return x;
}

typedef struct run {
	const ptx_kernel *k;
	const ptx_launch *L;
	ptx_warp *w;
	const int64_t *b;
	ptx_error *e;
	int cur;                     /* the instruction running */
	uint32_t unk;                /* unknown lanes of the last fetch */
	int from;                    /* and where they came from */
	bool stored;                 /* a store, atomic or reduction ran
	                                since the loop state was kept */
	uint32_t live;               /* the warp's lanes not exited */
	bool srcdep;                 /* an operand read so far needs a load of
	                                the open round */
} run;

/* Operand o's lanes as a value of bits (sign-extended if sign) into buf;
   r->unk and r->from say which lanes are unknown. */
const uint64_t *ptx_fetch(run *r, const ptx_opnd *o, unsigned bits,
                          int sign, uint64_t *buf);

/* ptxtrack.c: a warp's start (every register not moving), an
   instruction's conditions and its results' moves before it runs (0, or
   -1: the track failed, the warp stopped), and those moves kept once it
   ran (run_mask: the lanes it ran on). */
void ptx_track_warp(ptx_track *t, const ptx_kernel *k);
int ptx_track_insn(run *r, const ptx_insn *in, uint32_t mask,
                   uint32_t run_mask);
void ptx_track_commit(run *r, uint32_t run_mask);

#endif
