/*
 * timemodel.c - the time model of timemodel.h: occupancy, the named
 * bounds and their maximum. Plain arithmetic on the figures it is given;
 * the formulas are those of timemodel.h and accessan(1), TIME MODEL.
 */
#include <math.h>

#include "timemodel.h"

const char *
sim_bound_name(enum sim_bound b)
{
	static const char *const n[SIM_NBOUNDS] = {
		"dram", "l2", "lsu", "l1", "shared", "latency"
	};
	return b < SIM_NBOUNDS ? n[b] : "?";
}

const char *
sim_occ_limit_name(enum sim_occ_limit l)
{
	static const char *const n[] = {
		"blocks per SM", "warps per SM", "shared memory", "registers",
		"none"
	};
	return l <= SIM_OCC_NONE ? n[l] : "?";
}

/* Registers are given to warps in units of 256 (8 a thread). */
#define REG_UNIT 256

int
sim_time_occupancy(const sim_arch *a, const sim_time_in *in, enum sim_occ_limit *lim)
{
	int wpb = (in->threads_per_block + SIM_WARP - 1) / SIM_WARP;
	long best = a->max_blocks_per_sm, n;
	long regs_warp;

	*lim = SIM_OCC_BLOCKS;
	if (wpb < 1)
		wpb = 1;
	if ((n = a->max_warps_per_sm / wpb) < best) {
		best = n;
		*lim = SIM_OCC_WARPS;
	}
	if (in->shared_per_block > 0 &&
	    (n = (long)(a->shared_bytes_per_sm / in->shared_per_block)) < best) {
		best = n;
		*lim = SIM_OCC_SHARED;
	}
	regs_warp = (long)in->regs_per_thread * SIM_WARP;
	regs_warp = (regs_warp + REG_UNIT - 1) / REG_UNIT * REG_UNIT;
	if (regs_warp > 0 &&
	    (n = (long)(a->regs_per_sm / regs_warp) / wpb) < best) {
		best = n;
		*lim = SIM_OCC_REGS;
	}
	return (int)best;
}

void
sim_time_predict(const sim_arch *a, const sim_time_in *in, sim_time *out)
{
	double hz = a->clock_ghz * 1e9;
	double blocks = in->blocks > 0 ? (double)in->blocks : 1;
	double busiest, sectors_bytes, resident, loaded, f, h, l1w;
	int wpb = (in->threads_per_block + SIM_WARP - 1) / SIM_WARP;
	int b;

	out->blocks_per_sm = sim_time_occupancy(a, in, &out->limit);
	resident = (double)a->sm_count *
	           (out->blocks_per_sm > 0 ? out->blocks_per_sm : 1);
	out->sms_used = blocks < a->sm_count ? (int)blocks : a->sm_count;
	out->waves = (uint64_t)ceil(blocks / resident);
	out->warps_per_sm = fmin(blocks, resident) * wpb / out->sms_used;
	/* the busiest SM's share of the grid's figures */
	busiest = ceil(blocks / a->sm_count) / blocks;

	sectors_bytes = (in->load_sectors + in->store_sectors) * SIM_SECTOR;
	out->bound[SIM_BOUND_DRAM] = in->dram_copy_bytes / (a->dram_gbps * 1e9);
	out->bound[SIM_BOUND_L2] = (sectors_bytes - fmin(in->l1_hit_sectors,
	                            in->load_sectors) * SIM_SECTOR) * busiest /
	                           (a->l2_gbps * 1e9 / a->sm_count);
	/* each line a store touches is one write into the L2, whose rate a
	   scattered store (a column of a matrix) reaches long before the
	   bytes do (measured profiles only) */
	out->l2_store = a->l2_store_gtps > 0 ?
	                in->store_lines / (a->l2_store_gtps * 1e9) : 0;
	if (out->l2_store > out->bound[SIM_BOUND_L2])
		out->bound[SIM_BOUND_L2] = out->l2_store;
	l1w = in->l1_wavefronts > in->requests ? in->l1_wavefronts :
	      in->requests;
	out->bound[SIM_BOUND_LSU] = l1w * busiest /
	                            (a->lsu_requests_per_clk * hz);
	out->bound[SIM_BOUND_L1] = sectors_bytes * busiest /
	                           (a->l1_bytes_per_clk * hz);
	/* shared memory and L1 are one pipeline: a kernel that uses shared
	   memory queues its global requests there too */
	out->bound[SIM_BOUND_SHARED] = (in->wavefronts > 0 ?
	                                in->wavefronts + l1w : 0) * busiest /
	                               (a->smem_wavefronts_per_clk * hz);

	/* Little's law, per warp: rounds of waiting for inflight bytes */
	loaded = in->load_sectors * SIM_SECTOR;
	f = loaded > 0 ? fmin(1.0, in->dram_read_bytes / loaded) : 0;
	/* the sectors L1 serves wait an L1 hit's latency, at most those
	   DRAM does not supply */
	h = loaded > 0 ? fmin(1 - f, fmin(in->l1_hit_sectors,
	                 in->load_sectors) * SIM_SECTOR / loaded) : 0;
	out->latency_ns = f * a->dram_latency_ns + h * SIM_L1_LATENCY_CLK /
	                  a->clock_ghz + (1 - f - h) * a->l2_latency_ns;
	out->rounds = in->inflight_bytes > 0 && in->warps > 0 ?
	              loaded / (double)in->warps / in->inflight_bytes : 0;
	/* a block's steps between barriers wait for each other; and a wave
	   of blocks takes at least the time the GPU needs to retire and
	   start that many blocks, which overlaps the waiting of others
	   (measured profiles only: 0 elsewhere) */
	out->step_ns = in->syncs * a->sync_step_ns;
	out->wave_ns = fmax(out->rounds * out->latency_ns + out->step_ns,
	                    a->block_ns);
	out->bound[SIM_BOUND_LATENCY] = (double)out->waves * out->wave_ns *
	                                1e-9;

	out->winner = SIM_BOUND_DRAM;
	for (b = 1; b < SIM_NBOUNDS; b++)
		if (out->bound[b] > out->bound[out->winner])
			out->winner = (enum sim_bound)b;
	out->seconds = out->bound[out->winner];
}
