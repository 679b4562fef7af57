/*
 * timemodel.h - how long a kernel takes: named bounds from the figures
 * the access model counts and the architecture profile's constants
 * (sim.h), the prediction being the largest of them.
 *
 * Each bound is the time one part of the memory system needs for the
 * kernel's traffic if nothing else limited it:
 *
 *   dram     DRAM time in copy bytes (dram.h: sim_dram_time_bytes) over
 *            dram_gbps
 *   l2       sectors between L2 and the SMs (loads and stores, each
 *            request's distinct sectors, less the load sectors L1
 *            serves) x 32 over l2_gbps, of which the busiest SM gets its
 *            share (l2_gbps / sm_count); where the profile measured
 *            l2_store_gtps, at least the stores' lines (a write per
 *            distinct line a request touches) over it
 *   lsu      global L1 wavefronts of the busiest SM (a request takes
 *            one pass through L1's tag stage per distinct 128-byte line
 *            it touches) over lsu_requests_per_clk
 *   l1       those sectors' bytes on the busiest SM over l1_bytes_per_clk
 *   shared   shared-memory wavefronts plus (where there are any) the
 *            global L1 wavefronts of the busiest SM over
 *            smem_wavefronts_per_clk: shared memory and L1 are one unit
 *            (Volta on), whose pipeline both kinds of instruction queue
 *            for
 *   latency  Little's law: a warp keeps inflight bytes of loads in
 *            flight and waits a latency for them, rounds = its load
 *            bytes / inflight times; blocks run in waves of the
 *            resident blocks (occupancy: block size, shared memory,
 *            registers, the block limit), so the bound is waves x rounds
 *            x latency, the latency dram_latency_ns for the share of the
 *            loaded bytes that DRAM supplies, SIM_L1_LATENCY_CLK cycles
 *            for L1 hits, l2_latency_ns for the rest; where the profile
 *            measured them, each wave also waits sync_step_ns for each
 *            barrier a block passes (a step of shared accesses between
 *            barriers cannot overlap the next), and takes at least
 *            block_ns, the GPU's time to retire and start a wave of
 *            blocks
 *
 * "The busiest SM" gets ceil(blocks / sm_count) blocks' share of the
 * figures: a grid of fewer blocks than SMs leaves SMs idle and their
 * bandwidth unused. The bounds assume the traffic spreads evenly over
 * the kernel's time; the prediction, their maximum, is therefore a lower
 * bound of a kind, optimistic where two limits overlap.
 *
 * No I/O and no allocation; see sim/README for the constants.
 */
#ifndef SIM_TIMEMODEL_H
#define SIM_TIMEMODEL_H

#include <stdint.h>

#include "sim.h"

enum sim_bound {
	SIM_BOUND_DRAM, SIM_BOUND_L2, SIM_BOUND_LSU, SIM_BOUND_L1,
	SIM_BOUND_SHARED, SIM_BOUND_LATENCY, SIM_NBOUNDS
};

/* An L1 hit's latency in SM cycles: not calibrated (accessan calibrate
   measures none); about 30-35 cycles on Volta to Hopper in published
   microbenchmarks (Jia et al. 2018 and 2019, Luo et al. 2024). */
#define SIM_L1_LATENCY_CLK 33.0

/* The kernel's figures. */
typedef struct sim_time_in {
	double dram_copy_bytes;      /* DRAM time in copy bytes */
	double dram_read_bytes;      /* of the DRAM bytes, those loads fetch */
	double load_sectors;         /* requested sectors, global loads */
	double l1_hit_sectors;       /* of those, the sectors L1 serves (a
	                                sector the SM read shortly before):
	                                they cost no L2 traffic */
	double store_sectors;        /* requested sectors, global stores */
	double requests;             /* global requests, loads and stores */
	double l1_wavefronts;        /* those requests' passes through L1's
	                                tag stage, one per distinct 128-byte
	                                line (at least one a request; 0:
	                                taken as requests) */
	double wavefronts;           /* shared-memory wavefronts */
	double inflight_bytes;       /* per warp: the load bytes it issues
	                                before it waits (0: no loads) */
	uint64_t blocks;             /* in the grid */
	int threads_per_block;
	uint64_t shared_per_block;   /* bytes of shared memory */
	int regs_per_thread;
	uint64_t warps;              /* in the grid */
	double syncs;                /* barriers a block passes */
	double store_lines;          /* global stores' 128-byte lines, each
	                                request's distinct lines */
} sim_time_in;

/* What limits the resident blocks per SM. */
enum sim_occ_limit { SIM_OCC_BLOCKS, SIM_OCC_WARPS, SIM_OCC_SHARED,
                     SIM_OCC_REGS, SIM_OCC_NONE };

typedef struct sim_time {
	double bound[SIM_NBOUNDS];   /* seconds */
	enum sim_bound winner;       /* the largest (the first of equals) */
	double seconds;              /* = bound[winner] */
	/* occupancy and the latency bound's figures */
	int blocks_per_sm;           /* resident; 0: a block does not fit
	                                (counted as 1) */
	enum sim_occ_limit limit;    /* what set blocks_per_sm */
	int sms_used;                /* SMs with a block */
	double warps_per_sm;         /* resident warps on a used SM, first
	                                wave */
	uint64_t waves;              /* ceil(blocks / resident blocks) */
	double latency_ns;           /* the loads' mean latency */
	double rounds;               /* waits per warp */
	double step_ns;              /* a wave's barrier steps */
	double wave_ns;              /* a wave: its rounds of latency and its
	                                steps, at least block_ns */
	double l2_store;             /* seconds: the stores' lines at
	                                l2_store_gtps (0: not measured) */
} sim_time;

/* Bound names: "dram", "l2", "lsu", "l1", "shared", "latency". */
const char *sim_bound_name(enum sim_bound b);
const char *sim_occ_limit_name(enum sim_occ_limit l);

/* Resident blocks per SM for in's block on a (0: a block does not fit),
   and what limits them. */
int sim_time_occupancy(const sim_arch *a, const sim_time_in *in,
                       enum sim_occ_limit *lim);

/* Predict in for a, into *out. */
void sim_time_predict(const sim_arch *a, const sim_time_in *in,
                      sim_time *out);

#endif
