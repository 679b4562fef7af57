/*
 * calibrate.h - 'accessan calibrate --gpu' (prefix calibrate_): measures
 * the constants of the time model's profile on the GPU in hand, by
 * microbenchmarks compiled with NVRTC and run through the run-time
 * library (gpu/lib/gpu.h); the GPU's "profile" back end (report_gpu.h)
 * writes them as a profile file.
 */
#ifndef CALIBRATE_H
#define CALIBRATE_H

#include <stdio.h>

#include "gpu.h"
#include "sim.h"

struct diag;

typedef struct calibrate_result {
	const char *name;            /* the profile's name ("h100"), NULL for
	                                one made from the device's name:
	                                calibrate_run leaves it NULL, the
	                                command line sets it */
	gpu_device_info info;        /* the device's own attributes */
	double clock_ghz;            /* SM clock under load: clock64() cycles
	                                over event time, every SM busy */
	double dram_gbps;            /* device-to-device copy, 1 GiB each
	                                way, bytes read + written, 1e9 B/s */
	double dram_line_cost;       /* copy bytes a touched line's unmoved
	                                byte costs (dram.h), from copies of
	                                a float every 64 and 128 bytes; 0:
	                                not positive, left out */
	double dram_scatter_cost;    /* copy bytes a line opened scattered
	                                costs beyond that (dram.h), from
	                                random 64-byte fetches over
	                                gigabytes; 0: not positive, left
	                                out */
	double dram_write_cost;      /* the same for a block written back in
	                                part, scattered (whole sectors at
	                                random) */
	double dram_rbw_cost;        /* and more where it is read first (a
	                                float at random) */
	double l2_gbps;              /* re-reading a buffer of a quarter of
	                                the L2, bypassing L1 (ld.cg) */
	double dram_latency_ns;      /* a dependent chain of loads, one a
	                                128-byte line, over 8 times the L2,
	                                no line visited twice */
	double l2_latency_ns;        /* the same over an eighth of the L2 */
	double lsu_requests_per_clk; /* per SM: warp-level global loads that
	                                hit L1 (4 bytes a lane, one line) */
	double l1_bytes_per_clk;     /* per SM: the same, 16 bytes a lane */
	double smem_wavefronts_per_clk; /* per SM: conflict-free LDS.32 */
	double const_passes_per_clk; /* per SM: LDC passes, one a distinct
	                                address (cal_const) */
	double atom_float_ns;        /* 2^24 float atomicAdds on one word:
	                                ns each (cal_atom) */
	double atom_int_ns;          /* the same, integer adds */
	double atom_sector_ns;       /* an L2 unit's pass over a whole
	                                sector: a warp on a line's 32 words
	                                (cal_atomline) */
	double atom_units;           /* L2 units at work at once: lanes on
	                                random lines */
	uint32_t atom_unit_bits;     /* of address bits 7 to 16, those that
	                                part two lines' units */
	double atom_window;          /* the blocks whose atomics keep the
	                                units at work at once, in resident
	                                blocks: tiles' bins (cal_band) */
	double l2_line_ps;           /* ps of the L2's time a load's line
	                                that misses L1 takes, and each of
	                                its sectors (cal_l2gather) */
	double l2_sector_ps;
	double l2_store_gtps;        /* lines a ns the L2 takes from stores
	                                of 4 bytes a lane, a line a lane, into
	                                a quarter of the L2 */
	double sync_step_ns;         /* blocks of 256 threads filling every
	                                SM, each step two shared loads, an
	                                add, a store and __syncthreads: a
	                                wave's time per step */
	double block_ns;             /* the same blocks doing one store and
	                                one barrier: a wave's time */
	sim_lat_curve lat_read;      /* DRAM latency under load, loads alone:
	                                bytes in flight per SM x SMs over the
	                                loads' throughput (calibrate.c) */
	sim_lat_curve lat_copy;      /* the same, each load's bytes stored */
	sim_lat_curve wave_read;     /* the same from grids of one round a */
	sim_lat_curve wave_copy;     /* thread: a wave's time */
} calibrate_result;

/*
 * Open the backend and GPU 0, run every microbenchmark and fill r.
 * progress (may be NULL) gets a line per step. Returns 0, or -1 after
 * reporting one line to d (no backend, no driver, no GPU, a failed
 * call): the command line's exit status 3.
 */
int calibrate_run(calibrate_result *r, FILE *progress, struct diag *d);

#endif
