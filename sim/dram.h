/*
 * dram.h - the DRAM-traffic model: how many bytes a pattern's global
 * requests move between L2 and device memory, from the rules that
 * ../shared/HARDWARE.md gives (measured on H200):
 *
 *   - L2 fetches from DRAM in 64-byte aligned blocks: a sector whose
 *     64-byte neighbour is not requested still costs 64 bytes, two
 *     neighbouring sectors cost 64 bytes together;
 *   - a store that writes only part of a 32-byte sector costs a 32-byte
 *     DRAM read of that sector (read before write) when the sector leaves
 *     L2, unless the sector was loaded first; every written sector costs
 *     a 32-byte write when it leaves L2;
 *   - data is read from DRAM once while it stays in L2: a block is still
 *     in L2 if fewer than L2-size bytes were fetched since it was last
 *     touched (least recently used, counted in fetches).
 *
 * The model is fed the pattern's global requests in the evaluator's order
 * (warp after warp) and answers two views: the kernel alone, started with
 * a clean L2 (what the counters read for one launch: lines still in L2
 * when the kernel ends cost nothing), and the steady state of many
 * launches, where every written line leaves L2 in the end (what a
 * bandwidth measurement over data several times the L2 sees).
 *
 * Like the rest of sim/ it prints nothing; unlike sim.c it allocates (a
 * hash table of the 64-byte blocks the pattern touches).
 */
#ifndef SIM_DRAM_H
#define SIM_DRAM_H

#include <stdint.h>

#include "sim.h"

#define SIM_DRAM_BLOCK 64        /* bytes L2 fetches from DRAM at once */

typedef struct sim_dram sim_dram;

/* A model of an L2 of l2_bytes (0: unlimited). NULL if out of memory. */
sim_dram *sim_dram_new(uint64_t l2_bytes);
void sim_dram_free(sim_dram *d);

/* Feed one global request (requests with no active lane are ignored).
   Returns 0, or -1 if out of memory (the model is then incomplete). */
int sim_dram_add(sim_dram *d, const sim_request *r);

typedef struct sim_dram_bytes {
	uint64_t read;           /* 64-byte blocks fetched for loads, x 64 */
	uint64_t rbw;            /* partly written sectors read before write */
	uint64_t write;          /* written sectors written back, x 32 */
	/* what the figures come from */
	uint64_t blocks;         /* distinct 64-byte blocks touched */
	uint64_t load_sectors;   /* distinct sectors loaded */
	uint64_t isolated;       /* of those, alone in their 64-byte block */
	uint64_t store_sectors;  /* distinct sectors written */
	uint64_t partial;        /* of those, not wholly written */
	uint64_t refetches;      /* fetches of blocks that had left L2 */
} sim_dram_bytes;

/*
 * The totals. steady: false for the kernel alone (clean L2 at the start,
 * nothing left in L2 at the end is counted); true for the steady state
 * of repeated launches (every written sector is written back, and read
 * first if it was partly written and not loaded).
 */
void sim_dram_totals(const sim_dram *d, int steady, sim_dram_bytes *out);

/* read + rbw + write */
uint64_t sim_dram_total(const sim_dram_bytes *b);

#endif
