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
 *            distinct line a request touches) over it; where it
 *            measured l2_line_ps and l2_sector_ps, at least the loads'
 *            lines that L1 does not serve times l2_line_ps, their
 *            sectors times l2_sector_ps, and the stores' bytes over
 *            l2_gbps or their lines over l2_store_gtps, the more (a
 *            line costs the L2 beside its sectors: a gather of a sector
 *            a line takes nearly twice its bytes' time; and the L2 takes
 *            a transpose's row loads beside its column stores, not
 *            during them: tests/gpu/l2)
 *   lsu      global L1 wavefronts of the busiest SM over
 *            lsu_requests_per_clk: a request L1 serves whole takes the
 *            longer of its tag stage (4 lines a clock) and its data
 *            stage (shared memory's bank rule: sim_l1_passes), one
 *            that waits for the L2 a pass per distinct 128-byte line
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
 *            x latency, the latency dram_latency_ns (or, where the
 *            profile has the curves, the loaded latency below) for the
 *            share of the loaded bytes that DRAM supplies,
 *            SIM_L1_LATENCY_CLK cycles
 *            for L1 hits, l2_latency_ns for the rest; where the profile
 *            measured them, each wave also waits sync_step_ns for each
 *            barrier a block passes (a step of shared accesses between
 *            barriers cannot overlap the next), and takes at least
 *            block_ns, the GPU's time to retire and start a wave of
 *            blocks
 *   constant the constant cache's passes of the busiest SM over
 *            const_passes_per_clk
 *   atomic   the global atomics on the one address that gets the most
 *            (hot.h) times atom_float_ns (float adds) or atom_int_ns:
 *            the L2 applies one address's atomics one after another,
 *            whichever SMs send them; or the L2 units' work
 *            (atom_units_ns: each unit a line's sectors at a time, the
 *            busiest unit's, over the windows of resident blocks, plus
 *            the whole over the units at work, hot.h), if more
 *   issue    the machine instructions of the busiest SM's warps (what
 *            ptxas made of a kernel's code: a kernel pattern's alone)
 *            over issue_per_clk, its schedulers' one instruction a
 *            clock each
 *
 * Loaded latency. A load waits longer for DRAM the more bytes are in
 * flight: the requests queue. A profile measured by calibrate holds
 * curves of it: points of bytes in flight per SM and the latency there,
 * from the throughput a streaming kernel reaches with that many bytes in
 * flight (Little's law: latency = bytes in flight x SMs / throughput).
 * dram_latency_read and dram_latency_copy (loads alone; loads whose
 * bytes are stored again) come from grids that loop, every SM busy
 * throughout: the latency itself. dram_wave_read and dram_wave_copy come
 * from grids of blocks that make one round and retire: a wave's time,
 * the latency with the blocks' turnover that it does not hide. The model
 * reads them at the kernel's DRAM bytes in flight per SM: a warp's bytes
 * in flight x the share of loaded bytes DRAM supplies x the resident
 * warps per SM x the share of SMs with blocks (the curves were measured
 * with every SM loading; DRAM's queues are the whole GPU's). Between
 * points a curve is linear; below its first point it is the first
 * point's; beyond its last it grows with the bytes at the last point's
 * throughput (DRAM is saturated there). A kernel that writes w DRAM
 * bytes per byte it reads (w at most 1) gets the read curve's value plus
 * w times the copy curve's excess over it; a profile with one curve of a
 * pair uses it for both.
 *
 * With the curves, a round waits for its slowest sector: the loaded DRAM
 * latency if any of its sectors comes from DRAM, with probability 1 - (1
 * - f)^s for s sectors in flight a warp of which a share f comes from
 * DRAM (a misaligned copy's fifth sector, served by L2 or L1 after a
 * neighbour's miss, still waits for DRAM), else the L1 and L2 latencies
 * in their shares. That holds for the rounds whose waits are known one
 * by one: those outside loops, those of a kernel pattern (counted from
 * its compiled code, each opened by a load that waits: a loop's passes
 * as ptxas unrolled them) and those of a loop the pattern gives an
 * unroll count ('unroll 1': not unrolled) or whose passes a barrier
 * keeps apart. A written loop that does not say how the compiler
 * unrolls it
 * counts a round a pass, where the compiled code waits once in 4 to 32
 * passes: its rounds keep the mean latency (with the loaded DRAM
 * latency), which its overlapping passes come near. Where the kernel
 * has rounds outside loops, a wave lasts at least the wave curve's time
 * (in the same shares): a copy's wave waits for its loads and for the
 * turnover of its blocks, which a reduction's barrier steps hide; the
 * curve holds one round, and each further round outside loops adds its
 * latency (a warp's rounds wait one after another). A last wave of fewer
 * blocks than the others keeps fewer bytes in flight, and waits the
 * loaded latency at those. A profile without curves keeps the mean of
 * the three latencies in their shares, with dram_latency_ns, for every
 * round.
 *
 * Queueing. The bounds take each part at its full rate. A warp that
 * waits between its rounds cannot keep a pipe busy meanwhile, and where
 * few warps share an SM, or a pipe's time and the waiting come near each
 * other, the pipe idles while every warp waits (the notes' matrix-vector
 * kernel, a thread a row: 8 warps an SM keep L1 88 % busy on an H200).
 * Where a warp makes two rounds or more, the busiest SM is taken as a
 * closed queueing network, worked out exactly (mean value analysis):
 * its resident warps each go round the SM's memory pipes (the lsu, l1
 * and shared bounds' work, a round's share of each) and then the
 * round's latency (the latency bound's, a round's share); a wave's time
 * is its warps' rounds over the loop's throughput, and the last wave
 * has its own warps and latency. Where that passes every bound, it
 * takes the place of the pipe's bound where a warp spends the most of
 * its round in a pipe, or of the latency bound where it spends the most
 * waiting. DRAM and L2 are no part of the loop: the loaded latency
 * already holds their queues. A kernel of one round a warp is left out:
 * its warps come and go as waves, not round a loop.
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

#include <stdbool.h>
#include <stdint.h>

#include "sim.h"

enum sim_bound {
	SIM_BOUND_DRAM, SIM_BOUND_L2, SIM_BOUND_LSU, SIM_BOUND_L1,
	SIM_BOUND_SHARED, SIM_BOUND_LATENCY, SIM_BOUND_CONSTANT,
	SIM_BOUND_ATOMIC, SIM_BOUND_ISSUE, SIM_NBOUNDS
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
	double l1_wavefronts;        /* those requests' passes through L1
	                                (the lsu bound above; at least one a
	                                request; 0: taken as requests) */
	double wavefronts;           /* shared-memory wavefronts */
	double const_passes;         /* the constant cache's passes: a
	                                distinct address of a request each */
	double atom_hot;             /* global atomics on the address that
	                                gets the most (hot.h) */
	double atom_units_ns;        /* the L2 units' work on global atomics
	                                (sim_hot_units), ns */
	double issued;               /* machine instructions the grid's warps
	                                issue (0: not known) */
	bool atom_hot_float;         /* they are float adds */
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
	double load_lines;           /* global loads' 128-byte lines that L1
	                                does not serve, each request's
	                                distinct lines */
	double write_ratio;          /* DRAM bytes written per byte read (a
	                                copy 1, loads alone 0): which loaded
	                                latency curve */
	double flat_share;           /* of a warp's rounds, the share outside
	                                loops (loaded latency applies) */
	double known_share;          /* of a warp's rounds, the share whose
	                                waits are known one by one (outside
	                                loops, a kernel's compiled code, a
	                                loop the pattern unrolls N at a time
	                                or whose passes a barrier keeps
	                                apart): each waits for its slowest
	                                sector (at least flat_share) */
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
	double pipe_ramp;            /* s the SM's pipes wait between waves:
	                                waves x block_ns, in the lsu, l1 and
	                                shared bounds */
	double l2_store;             /* seconds: the stores' lines at
	                                l2_store_gtps (0: not measured) */
	double l2_load_sectors;      /* the loads' sectors L1 does not serve */
	double l2_load;              /* seconds: the loads' lines and sectors
	                                at l2_line_ps and l2_sector_ps, the
	                                stores' sectors at l2_gbps (0: not
	                                measured) */
	double inflight_sm;          /* load bytes in flight per SM where the
	                                loaded latency was read (0: the
	                                profile has no curve) */
	double dram_ns;              /* the loaded DRAM latency of the rounds
	                                outside loops, or dram_latency_ns */
	double wave_min_ns;          /* the wave curve's time (0: none) */
	double last_wave_ns;         /* the last wave's, at its own blocks'
	                                bytes in flight, where it holds fewer
	                                blocks than the others (0: none) */
	double queue;                /* seconds: the busiest SM's warps in a
	                                closed loop between its pipes and the
	                                latency (0: not worked out) */
	double queue_pipes_ns;       /* of a round in that loop, a warp's
	                                time in the pipes, queueing included
	                                (the first wave's) */
	double queue_wait_ns;        /* and its latency */
	enum sim_bound queue_pipe;   /* the busiest pipe */
	double queue_busy;           /* its share of the time busy, at the
	                                loop's time */
	int queue_warps;             /* the warps in the loop (the first
	                                wave's, on the busiest SM) */
	enum sim_bound queue_to;     /* the bound the queueing raised to
	                                queue (SIM_NBOUNDS: none) */
} sim_time;

/* Bound names: "dram", "l2", "lsu", "l1", "shared", "latency",
   "constant", "atomic", "issue". */
const char *sim_bound_name(enum sim_bound b);
/* Whether bound b is one of an SM's pipes (lsu, l1, shared), which wait
   for each wave's turnover and which its warps queue for. */
bool sim_bound_is_pipe(enum sim_bound b);
const char *sim_occ_limit_name(enum sim_occ_limit l);

/* Resident blocks per SM for in's block on a (0: a block does not fit),
   and what limits them. */
int sim_time_occupancy(const sim_arch *a, const sim_time_in *in,
                       enum sim_occ_limit *lim);

/* The loaded-latency curve a profile key names ("dram_latency_read",
   "dram_latency_copy", "dram_wave_read", "dram_wave_copy") in a, or
   NULL for another key. */
sim_lat_curve *sim_time_curve_key(sim_arch *a, const char *key);

/* Read a curve's value, "BYTES:NS BYTES:NS ...": 1 to SIM_LAT_POINTS
   points, bytes in flight per SM an integer, ascending, nanoseconds a
   number, both > 0. Returns NULL, or what is wrong (c is then
   undefined). */
const char *sim_time_curve_parse(const char *text, sim_lat_curve *c);

/* c's latency at x bytes in flight per SM (ns; 0 for an empty curve):
   linear between points, the first point's below it, at the last
   point's throughput beyond it. */
double sim_time_curve_at(const sim_lat_curve *c, double x);

/* The DRAM latency of a at x bytes in flight per SM for a kernel that
   writes write_ratio DRAM bytes per byte it reads (timemodel.h above):
   dram_latency_ns where a has no curve. */
double sim_time_dram_latency(const sim_arch *a, double x,
                             double write_ratio);
/* The same from the wave curves: 0 where a has none. */
double sim_time_dram_wave(const sim_arch *a, double x, double write_ratio);

/* Predict in for a, into *out. */
void sim_time_predict(const sim_arch *a, const sim_time_in *in,
                      sim_time *out);

#endif
