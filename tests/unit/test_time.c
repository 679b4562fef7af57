/*
 * test_time.c - unit tests of the time model (sim/timemodel.c) and the
 * profile keys (sim_arch_set/get) with Check.
 *
 * Each case is built by hand so that one bound wins, on a profile of
 * round numbers; the comment above it works the winning figure (and the
 * runner-up) out on paper, so a change to a formula fails here by name.
 */
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "hot.h"
#include "eval.h"
#include "pat.h"
#include "predict.h"
#include "sim.h"
#include "timemodel.h"

/* 10 SMs at 1 GHz, DRAM 100 GB/s, L2 200 GB/s (20 GB/s an SM), latencies
   500 / 100 ns, 64 warps, 32 blocks, 64 KiB shared and 65536 registers
   an SM, 1 request, 1 wavefront and 128 bytes a clock. */
static sim_arch
round_arch(void)
{
	sim_arch a = *sim_arch_default();

	a.sm_count = 10;
	a.clock_ghz = 1.0;
	a.dram_gbps = 100;
	a.l2_gbps = 200;
	a.dram_latency_ns = 500;
	a.l2_latency_ns = 100;
	a.max_warps_per_sm = 64;
	a.max_blocks_per_sm = 32;
	a.shared_bytes_per_sm = 65536;
	a.regs_per_sm = 65536;
	a.lsu_requests_per_clk = 1;
	a.smem_wavefronts_per_clk = 1;
	a.l1_bytes_per_clk = 128;
	return a;
}

static sim_time_in
grid(uint64_t blocks, int threads)
{
	sim_time_in in;

	memset(&in, 0, sizeof in);
	in.blocks = blocks;
	in.threads_per_block = threads;
	in.regs_per_thread = 32;
	in.warps = blocks * (uint64_t)((threads + 31) / 32);
	return in;
}

#define near(x, want) ck_assert_msg(fabs((double)(x) - (double)(want)) <= \
	1e-9 * fabs((double)(want)) + 1e-15, "%s is %.12g, not %.12g", #x, \
	(double)(x), (double)(want))

/* 1000 blocks of 256: DRAM 1e9 copy bytes / 100 GB/s = 10 ms. Next: L2,
   1e6 sectors x 32 B, the busiest SM ceil(1000/10)/1000 = 0.1 of them,
   over 20 GB/s = 0.16 ms. Latency: 8 blocks an SM (64 warps / 8), 80
   resident, 13 waves; 4000 load bytes a warp / 1024 in flight = 3.90625
   rounds of 100 ns (no DRAM reads): 13 x 3.90625 x 100 ns = 5.078125 us. */
START_TEST(test_dram_wins)
{
	sim_arch a = round_arch();
	sim_time_in in = grid(1000, 256);
	sim_time t;

	in.dram_copy_bytes = 1e9;
	in.load_sectors = 1e6;
	in.requests = 1e5;
	in.inflight_bytes = 1024;
	sim_time_predict(&a, &in, &t);
	ck_assert_int_eq(t.winner, SIM_BOUND_DRAM);
	near(t.seconds, 10e-3);
	near(t.bound[SIM_BOUND_L2], 0.16e-3);
	near(t.bound[SIM_BOUND_LSU], 10e-6);       /* 1e4 requests at 1 GHz */
	ck_assert_int_eq(t.blocks_per_sm, 8);
	ck_assert_int_eq(t.limit, SIM_OCC_WARPS);
	ck_assert_uint_eq(t.waves, 13);
	near(t.rounds, 3.90625);
	near(t.bound[SIM_BOUND_LATENCY], 5.078125e-6);
	ck_assert_str_eq(sim_bound_name(t.winner), "dram");
}
END_TEST

/* 10 blocks, one an SM (busiest 0.1): 1e9 sectors = 32 GB, 3.2 GB on an
   SM at 20 GB/s = 0.16 s. L1: 3.2 GB / 128 GB/s = 25 ms. */
START_TEST(test_l2_wins)
{
	sim_arch a = round_arch();
	sim_time_in in = grid(10, 256);
	sim_time t;

	in.load_sectors = 0.5e9;
	in.store_sectors = 0.5e9;
	in.requests = 1e6;
	sim_time_predict(&a, &in, &t);
	ck_assert_int_eq(t.winner, SIM_BOUND_L2);
	near(t.seconds, 0.16);
	near(t.bound[SIM_BOUND_L1], 25e-3);
	ck_assert_int_eq(t.sms_used, 10);
	near(t.bound[SIM_BOUND_LATENCY], 0);     /* no bytes in flight */
}
END_TEST

/* 1e9 requests over 10 blocks: 1e8 on the busiest SM at 1 a clock of
   1 GHz = 0.1 s. L2: 1e8 sectors x 32 B x 0.1 / 20 GB/s = 16 ms. */
START_TEST(test_lsu_wins)
{
	sim_arch a = round_arch();
	sim_time_in in = grid(10, 256);
	sim_time t;

	in.requests = 1e9;
	in.load_sectors = 1e8;
	sim_time_predict(&a, &in, &t);
	ck_assert_int_eq(t.winner, SIM_BOUND_LSU);
	near(t.seconds, 0.1);
	near(t.bound[SIM_BOUND_L2], 16e-3);
}
END_TEST

/* L2 at 10000 GB/s (1000 an SM): 1e9 sectors, 3.2 GB on the busiest SM,
   over 128 B a clock = 25 ms; L2 3.2 ms. */
START_TEST(test_l1_wins)
{
	sim_arch a = round_arch();
	sim_time_in in = grid(10, 256);
	sim_time t;

	a.l2_gbps = 10000;
	in.load_sectors = 1e9;
	sim_time_predict(&a, &in, &t);
	ck_assert_int_eq(t.winner, SIM_BOUND_L1);
	near(t.seconds, 25e-3);
	near(t.bound[SIM_BOUND_L2], 3.2e-3);
}
END_TEST

/* 1e9 wavefronts over 20 blocks: the busiest SM has 2 of 20, 1e8
   wavefronts at 1 a clock = 0.1 s. */
START_TEST(test_shared_wins)
{
	sim_arch a = round_arch();
	sim_time_in in = grid(20, 256);
	sim_time t;

	in.wavefronts = 1e9;
	sim_time_predict(&a, &in, &t);
	ck_assert_int_eq(t.winner, SIM_BOUND_SHARED);
	near(t.seconds, 0.1);
}
END_TEST

/* The notes' matrix-vector product in small (worked out below): 4 blocks
   of 256, each warp 1000 rounds of 33 sectors, half from DRAM; L2 at
   10000 GB/s in *a. */
static sim_time_in
matvec_small(sim_arch *a)
{
	sim_time_in in = grid(4, 256);

	a->l2_gbps = 10000;
	in.load_sectors = 32 * 1000 * 33;
	in.dram_read_bytes = in.load_sectors * 32 / 2;
	in.requests = 32 * 1000 * 2;
	in.inflight_bytes = 1056;
	return in;
}

/* The notes' matrix-vector product in small: 4 blocks of 256 (32 warps)
   on 4 of 10 SMs, each warp 1000 rounds of 33 sectors (1056 bytes in
   flight); half the loaded bytes from DRAM: latency 0.5 x 500 + 0.5 x
   100 = 300 ns; 1 wave: 1000 x 300 ns = 300 us. L2 at 10000 GB/s:
   1.056e6 sectors x 32 B x 1/4 (busiest: 1 block of 4) / 1000 GB/s =
   8.448 us; L1 8.448e6 B / 128 GB/s = 66 us. */
START_TEST(test_latency_wins)
{
	sim_arch a = round_arch();
	sim_time_in in = matvec_small(&a);
	sim_time t;

	sim_time_predict(&a, &in, &t);
	ck_assert_int_eq(t.winner, SIM_BOUND_LATENCY);
	near(t.latency_ns, 300);
	near(t.rounds, 1000);
	near((double)t.waves * t.wave_ns * 1e-9, 300e-6);
	/* with the warps' queueing: 8 warps an SM each go round the pipes
	   (a round 2 ns in the lsu, 64000 requests x 1/4 at 1 a clock over
	   8 x 1000 rounds, and 8.25 ns in L1) and wait 300 ns; mean value
	   analysis gives 8000 rounds at 25.629 a us: 312.15 us, the latency
	   bound's, where a warp spends most of its round */
	near(t.queue, 312.1498553835762e-6);
	near(t.seconds, t.queue);
	ck_assert_int_eq(t.queue_warps, 8);
	near(t.queue_wait_ns, 300);
	ck_assert_int_eq(t.queue_pipe, SIM_BOUND_L1);
	near(t.queue_busy, 66e-6 / t.queue);
	ck_assert_int_eq(t.sms_used, 4);
	near(t.warps_per_sm, 8);
	near(t.bound[SIM_BOUND_L2], 8.448e-6);
	near(t.bound[SIM_BOUND_L1], 66e-6);
}
END_TEST

/* Barrier steps (a measured profile's): the latency case above with 6
   barriers a block at 40 ns: 1 wave of 1000 x 300 ns + 6 x 40 = 300.24
   us, more than the shortest wave (200 ns); without them (0, the
   built-in profiles) the 300 us above. */
START_TEST(test_barrier_steps)
{
	sim_arch a = round_arch();
	sim_time_in in = matvec_small(&a);
	sim_time t;

	in.syncs = 6;
	sim_time_predict(&a, &in, &t);
	near(t.step_ns, 0);
	near(t.bound[SIM_BOUND_LATENCY], t.queue);
	near((double)t.waves * t.wave_ns * 1e-9, 300e-6);
	a.sync_step_ns = 40;
	a.block_ns = 200;
	sim_time_predict(&a, &in, &t);
	near(t.step_ns, 240);
	near((double)t.waves * t.wave_ns * 1e-9, 300.24e-6);
	/* 50 waves (1000 blocks of 1024 threads, 2 an SM) of no loads:
	   the steps alone, 50 x 240 ns; with 2 barriers (80 ns) the
	   shortest wave, 50 x 200 ns */
	in = grid(1000, 1024);
	in.syncs = 6;
	sim_time_predict(&a, &in, &t);
	ck_assert_uint_eq(t.waves, 50);
	ck_assert_int_eq(t.winner, SIM_BOUND_LATENCY);
	near(t.seconds, 12e-6);
	in.syncs = 2;
	sim_time_predict(&a, &in, &t);
	near(t.wave_ns, 200);
	near(t.seconds, 10e-6);
}
END_TEST

/* A measured profile's block_ns is the time an SM's pipes stand empty
   between waves: 1000 blocks of 1024 threads, 2 an SM on 10 SMs, are 50
   waves; 1e9 requests, 1e8 on the busiest SM (ceil(1000/10)/1000 = 0.1)
   at 1 a clock of 1 GHz = 0.1 s, plus 50 x 200 ns = 10 us in the lsu
   bound; the L1 bound (1e8 sectors x 32 B x 0.1 / 128 B a clock = 2.5
   ms) gets the same 10 us, DRAM (copy bytes 1e6 / 100 GB/s = 10 us) and
   L2 do not; a profile without block_ns adds nothing. */
START_TEST(test_pipe_ramp)
{
	sim_arch a = round_arch();
	sim_time_in in = grid(1000, 1024);
	sim_time t;

	in.requests = 1e9;
	in.load_sectors = 1e8;
	in.dram_copy_bytes = 1e6;
	sim_time_predict(&a, &in, &t);
	near(t.pipe_ramp, 0);
	near(t.bound[SIM_BOUND_LSU], 0.1);
	near(t.bound[SIM_BOUND_L1], 2.5e-3);
	a.block_ns = 200;
	sim_time_predict(&a, &in, &t);
	ck_assert_uint_eq(t.waves, 50);
	near(t.pipe_ramp, 10e-6);
	ck_assert_int_eq(t.winner, SIM_BOUND_LSU);
	near(t.seconds, 0.1 + 10e-6);
	near(t.bound[SIM_BOUND_L1], 2.5e-3 + 10e-6);
	near(t.bound[SIM_BOUND_DRAM], 10e-6);
	near(t.bound[SIM_BOUND_L2], 1e8 * 32 * 0.1 / 20e9);
	near(t.bound[SIM_BOUND_SHARED], 0);   /* no shared accesses */
}
END_TEST

/* Scattered stores (a measured profile's l2_store_gtps): 1000 blocks
   storing 4e6 lines (a column store: a line a lane) at 2 a ns take 2 ms,
   more than their 4e6 sectors' 128 MB over the busiest SM's 20 GB/s
   (0.1 of them: 0.64 ms); 4e5 lines (coalesced: 4 sectors a line) take
   0.2 ms, and the bytes win again. */
START_TEST(test_l2_store_lines)
{
	sim_arch a = round_arch();
	sim_time_in in = grid(1000, 256);
	sim_time t;

	in.store_sectors = 4e6;
	in.requests = 1.25e5;
	in.store_lines = 4e6;
	sim_time_predict(&a, &in, &t);
	near(t.l2_store, 0);
	near(t.bound[SIM_BOUND_L2], 0.64e-3);
	a.l2_store_gtps = 2;
	sim_time_predict(&a, &in, &t);
	ck_assert_int_eq(t.winner, SIM_BOUND_L2);
	near(t.l2_store, 2e-3);
	near(t.seconds, 2e-3);
	in.store_lines = 4e5;
	sim_time_predict(&a, &in, &t);
	near(t.l2_store, 0.2e-3);
	near(t.bound[SIM_BOUND_L2], 0.64e-3);
}
END_TEST

/* Loads L1 does not serve (a measured profile's l2_line_ps and
   l2_sector_ps): 1000 blocks gathering 4e6 sectors, a line each, at 200
   ps a line and 100 a sector take 1.2 ms of the whole L2, more than
   their 128 MB over the busiest SM's 20 GB/s (0.64 ms); the same sectors
   in 1e6 lines of 4 take 0.6 ms, and the bytes win; half of them from
   L1 leave half the lines and sectors to the L2; the stores' sectors add
   their bytes at l2_gbps, or their lines at l2_store_gtps if more. */
START_TEST(test_l2_load_lines)
{
	sim_arch a = round_arch();
	sim_time_in in = grid(1000, 256);
	sim_time t;

	in.load_sectors = 4e6;
	in.requests = 1.25e5;
	in.load_lines = 4e6;
	sim_time_predict(&a, &in, &t);
	near(t.l2_load, 0);
	near(t.bound[SIM_BOUND_L2], 0.64e-3);
	a.l2_line_ps = 200;
	sim_time_predict(&a, &in, &t);
	near(t.l2_load, 0);                  /* one key alone: not measured */
	a.l2_sector_ps = 100;
	sim_time_predict(&a, &in, &t);
	ck_assert_int_eq(t.winner, SIM_BOUND_L2);
	near(t.l2_load, 1.2e-3);
	near(t.seconds, 1.2e-3);
	in.load_lines = 1e6;
	sim_time_predict(&a, &in, &t);
	near(t.l2_load, 0.6e-3);
	near(t.bound[SIM_BOUND_L2], 0.64e-3);
	in.load_lines = 2e6;
	in.l1_hit_sectors = 2e6;
	sim_time_predict(&a, &in, &t);
	near(t.l2_load, 0.6e-3);
	near(t.bound[SIM_BOUND_L2], 0.6e-3);
	in.store_sectors = 1e6;
	sim_time_predict(&a, &in, &t);
	near(t.l2_load, 0.76e-3);
	near(t.bound[SIM_BOUND_L2], 0.76e-3);
	/* stores of a line each (a column), their lines at 2 a ns: 0.5 ms
	   of the L2's time beside the loads' 0.6, not their bytes' 0.16 */
	in.store_lines = 1e6;
	a.l2_store_gtps = 2;
	sim_time_predict(&a, &in, &t);
	near(t.l2_store, 0.5e-3);
	near(t.l2_load, 1.1e-3);
	near(t.bound[SIM_BOUND_L2], 1.1e-3);
}
END_TEST

/* Occupancy: 20000 bytes of shared memory a block leave 65536 / 20000 =
   3 blocks (registers: 64 x 32 = 2048 a warp, 32 warps, 4 blocks of 8);
   255 registers round up to 256 x 32 = 8192 a warp, 8 warps: 1 block of
   256; 1024 threads of 255 registers do not fit (0, counted as 1). */
START_TEST(test_occupancy)
{
	sim_arch a = round_arch();
	sim_time_in in = grid(100, 256);
	sim_time t;

	in.shared_per_block = 20000;
	in.regs_per_thread = 64;
	sim_time_predict(&a, &in, &t);
	ck_assert_int_eq(t.blocks_per_sm, 3);
	ck_assert_int_eq(t.limit, SIM_OCC_SHARED);
	ck_assert_uint_eq(t.waves, 4);           /* 100 / 30 */
	in.shared_per_block = 0;
	sim_time_predict(&a, &in, &t);
	ck_assert_int_eq(t.blocks_per_sm, 4);
	ck_assert_int_eq(t.limit, SIM_OCC_REGS);
	in.regs_per_thread = 255;
	sim_time_predict(&a, &in, &t);
	ck_assert_int_eq(t.blocks_per_sm, 1);
	in = grid(100, 1024);
	in.regs_per_thread = 255;
	sim_time_predict(&a, &in, &t);
	ck_assert_int_eq(t.blocks_per_sm, 0);
	ck_assert_uint_eq(t.waves, 10);          /* 100 / (10 x 1) */
	in = grid(100, 32);
	sim_time_predict(&a, &in, &t);
	ck_assert_int_eq(t.blocks_per_sm, 32);
	ck_assert_int_eq(t.limit, SIM_OCC_BLOCKS);
}
END_TEST

/* The constant bound: passes over the constant cache's rate, the
   busiest SM's share, with no turnover between waves, and nothing
   where the profile has no rate. */
START_TEST(test_constant_bound)
{
	sim_arch a = *sim_arch_default();
	sim_time_in in = grid(a.sm_count * 8, 256);
	sim_time t;

	a.block_ns = 0;
	in.const_passes = 1e6;
	sim_time_predict(&a, &in, &t);
	/* 8 blocks of the grid's 8 x sm_count on the busiest SM */
	near(t.bound[SIM_BOUND_CONSTANT],
	     1e6 / a.sm_count / (a.const_passes_per_clk * a.clock_ghz * 1e9));
	ck_assert_int_eq(t.winner, SIM_BOUND_CONSTANT);
	/* no turnover between waves, which the pipes' bounds add: the
	   passes go on while a wave's blocks retire */
	a.block_ns = 600;
	sim_time_predict(&a, &in, &t);
	ck_assert(t.pipe_ramp > 0);
	near(t.bound[SIM_BOUND_CONSTANT],
	     1e6 / a.sm_count / (a.const_passes_per_clk * a.clock_ghz * 1e9));
	a.const_passes_per_clk = 0;
	sim_time_predict(&a, &in, &t);
	ck_assert(t.bound[SIM_BOUND_CONSTANT] == 0);
}
END_TEST

/* The profile file's keys: every one set and read back, refusals. */
START_TEST(test_keys)
{
	sim_arch a = *sim_arch_default();
	const char *const *k;
	size_t n, i;

	k = sim_arch_keys(&n);
	ck_assert_uint_eq(n, 30);
	for (i = 0; i < n; i++) {
		ck_assert_int_eq(sim_arch_set(&a, k[i], (double)(i + 7)), 0);
		near(sim_arch_get(&a, k[i]), (double)(i + 7));
	}
	ck_assert_int_eq(a.sm_count, 7);
	ck_assert_double_eq(a.atom_window, 36);      /* the 30th key */
	ck_assert_double_eq(a.dram_rbw_cost, 35);    /* the 29th */
	ck_assert_double_eq(a.dram_write_cost, 34);  /* the 28th */
	ck_assert_double_eq(a.dram_scatter_cost, 33); /* the 27th */
	ck_assert_double_eq(a.dram_line_cost, 32);   /* the 26th */
	ck_assert_double_eq(a.l2_sector_ps, 31);     /* the 25th */
	ck_assert_double_eq(a.l2_line_ps, 30);       /* the 24th */
	ck_assert_double_eq(a.issue_per_clk, 26);    /* the 20th */
	ck_assert_int_eq(a.atom_unit_bits, 25);      /* the 19th */
	ck_assert_double_eq(a.atom_sector_ns, 23);   /* the 17th */
	ck_assert_double_eq(a.atom_float_ns, 21);    /* the 15th */
	ck_assert_int_eq(sim_arch_set(&a, "sm_count", 1.5), -3);
	ck_assert_int_eq(sim_arch_set(&a, "sm_count", 3e9), -2);
	ck_assert_int_eq(sim_arch_set(&a, "clock_ghz", 1.5), 0);
	ck_assert_int_eq(sim_arch_set(&a, "dram_gbps", 0), -2);
	/* a clock of 1e-300 GHz made times of 1e300 s */
	ck_assert_int_eq(sim_arch_set(&a, "clock_ghz", 1e-300), -2);
	ck_assert_int_eq(sim_arch_set(&a, "clock_ghz", 1e-6), 0);
	ck_assert_int_eq(sim_arch_set(&a, "clock_ghz", 1.5), 0);
	ck_assert_int_eq(sim_arch_set(&a, "dram_gbps", -3), -2);
	ck_assert_int_eq(sim_arch_set(&a, "dram_gbps", NAN), -2);
	ck_assert_int_eq(sim_arch_set(&a, "name", 3), -1);
	ck_assert_int_eq(sim_arch_set(&a, "l2_bytes", 3), -1);
	ck_assert(isnan(sim_arch_get(&a, "nope")));
	/* every built-in profile has every constant but those only a
	   measurement gives */
	{
		size_t np, nk, j;
		const sim_arch *list = sim_arch_list(&np);
		const char *const *kk = sim_arch_keys(&nk);

		for (i = 0; i < np; i++) {
			for (j = 0; j < nk; j++) {
				bool measured = strcmp(kk[j], "sync_step_ns") == 0 ||
				                strcmp(kk[j], "block_ns") == 0 ||
				                strcmp(kk[j], "l2_store_gtps") == 0 ||
				                strcmp(kk[j], "l2_line_ps") == 0 ||
				                strcmp(kk[j], "l2_sector_ps") == 0 ||
				                strcmp(kk[j], "dram_line_cost") == 0 ||
				                strcmp(kk[j], "dram_scatter_cost") == 0 ||
				                strcmp(kk[j], "dram_write_cost") == 0 ||
				                strcmp(kk[j], "dram_rbw_cost") == 0 ||
				                strcmp(kk[j], "atom_window") == 0;
				ck_assert_msg(measured ? sim_arch_get(&list[i], kk[j])
				              == 0 : sim_arch_get(&list[i], kk[j]) > 0,
				              "%s %s", list[i].name, kk[j]);
			}
			/* the 128-byte L1 profile is a teaching one; its
			   time-model figures are sm_35's published ones */
			ck_assert_str_eq(list[i].source, list[i].load_segment
			                 ? "teaching profile: no GPU to validate on"
			                 : "published spec");
		}
	}
	ck_assert_str_eq(sim_arch_find("h200")->gpu, "H200 SXM");
	ck_assert_str_eq(sim_arch_default()->name, "sm_90");
}
END_TEST

/* L1 hits: of 1e6 load sectors 0.75e6 hit L1, so L2 carries 0.25e6 x 32
   B, the busiest SM 0.1 of them (1000 blocks on 10 SMs), over 20 GB/s:
   0.04 ms (0.16 without the hits). Latency: a quarter of the loaded
   bytes from DRAM (8e6 of 32e6), the hits at 33 cycles of 1 GHz: 0.25 x
   500 + 0.75 x 33 = 149.75 ns a round. */
START_TEST(test_l1_hits)
{
	sim_arch a = round_arch();
	sim_time_in in = grid(1000, 256);
	sim_time t;

	in.load_sectors = 1e6;
	in.l1_hit_sectors = 0.75e6;
	in.dram_read_bytes = 8e6;
	in.requests = 1e5;
	in.inflight_bytes = 1024;
	sim_time_predict(&a, &in, &t);
	ck_assert_int_eq(t.winner, SIM_BOUND_L2);
	near(t.bound[SIM_BOUND_L2], 0.04e-3);
	near(t.latency_ns, 149.75);
	/* hits beyond the load sectors count as the load sectors */
	in.l1_hit_sectors = 5e6;
	in.dram_read_bytes = 0;
	sim_time_predict(&a, &in, &t);
	near(t.bound[SIM_BOUND_L2], 0);
	near(t.latency_ns, 33);
}
END_TEST

/* L1's tag stage: 1e5 requests of 32 lines each (a column of a matrix,
   a thread a row) take 3.2e6 passes, the busiest SM 0.1 of them, at 1 a
   clock of 1 GHz: 0.32 ms (10 us counted in requests). Shared memory
   and L1 are one pipeline: 1e6 shared wavefronts and those 3.2e6 on 20
   blocks (2 an SM, busiest 2/20): 4.2e6 x 0.1 / 1e9 = 0.42 ms, the lsu
   bound 3.2e6 x 0.1 / 1e9 = 0.32 ms. */
START_TEST(test_l1_wavefronts)
{
	sim_arch a = round_arch();
	sim_time_in in = grid(1000, 256);
	sim_time t;

	in.requests = 1e5;
	in.l1_wavefronts = 3.2e6;
	sim_time_predict(&a, &in, &t);
	ck_assert_int_eq(t.winner, SIM_BOUND_LSU);
	near(t.seconds, 0.32e-3);
	/* fewer wavefronts than requests: one a request */
	in.l1_wavefronts = 10;
	sim_time_predict(&a, &in, &t);
	near(t.bound[SIM_BOUND_LSU], 10e-6);

	in = grid(20, 256);
	in.requests = 1e5;
	in.l1_wavefronts = 3.2e6;
	in.wavefronts = 1e6;
	sim_time_predict(&a, &in, &t);
	ck_assert_int_eq(t.winner, SIM_BOUND_SHARED);
	near(t.seconds, 0.42e-3);
	near(t.bound[SIM_BOUND_LSU], 0.32e-3);
}
END_TEST

/* src evaluated on sm_90 (exhaustive: every block and iteration run;
   the picture's warp detail) and its time predicted, with the L1 walk
   where l1: into *t. */
static void
predicted(const char *src, bool exhaustive, int64_t detail, bool l1,
          eval_time *t)
{
	diag d;
	char *errors = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&errors, &n);
	eval_options o;
	eval_result r;
	pat_program *p;
	predict_l1 walk;

	diag_init(&d, f, false);
	p = pat_parse("t.pat", src, strlen(src), NULL, 0, &d);
	ck_assert_ptr_nonnull(p);
	memset(&o, 0, sizeof(o));
	o.arch = sim_arch_default();
	o.detail_warp = detail;
	o.exhaustive = exhaustive;
	ck_assert_int_eq(eval_run(p, &o, &r, &d), 0);
	if (l1)
		predict_l1_walk(p, o.arch, &walk);
	predict_time(p, &r, o.arch, NULL, l1 ? &walk : NULL);
	if (l1)
		predict_l1_free(&walk);
	*t = r.time;
	eval_result_free(&r);
	pat_free(p);
	fclose(f);
	free(errors);
}

/* predict_time's L1 estimate for src on sm_90: the sectors it says L1
   serves. */
static double
l1_hit_sectors(const char *src)
{
	eval_time t;

	predicted(src, false, 0, true, &t);
	return t.in.l1_hit_sectors;
}

/* Block 0's two warps replayed in step: each reads its 4 sectors of a
   (misses), then again (hits), then c[0], one sector for both warps
   (the first misses, the second hits): "again" 16 sectors over the
   grid's 2 blocks, all hits, and "one" 2 of 4 by block 0's share;
   16 + 2 = 18. */
START_TEST(test_l1_replay)
{
	ck_assert_double_eq(l1_hit_sectors(
	    "grid 2\nblock 64\nglobal float a[64]\nglobal float c[8]\n"
	    "read a[threadIdx.x] as first\nread a[threadIdx.x] as again\n"
	    "read c[0] as one\n"), 18);
}
END_TEST

/* L1's passes over a 4 KiB table every block reads, 2112 blocks (16 an
   SM) of a warp, 64 requests each: lanes 33 floats apart put a request
   on 32 lines and 32 banks, which L1 serves in 8 passes of its tag stage
   (4 lines a clock) once the table is there; 32 floats apart, on one
   bank, in 32 passes of its data stage. Block 0's replay fetches the
   table over its first 25 requests and waits for it a few more; each
   SM does that once, for the first of its 16 blocks, so that the grid's
   requests take a little more than 8 passes each. */
START_TEST(test_l1_table)
{
	eval_time t;
	const double reqs = 2112 * 64;

	predicted("grid 2112\nblock 32\nglobal float t[1024]\n"
	          "for i in 0 .. 64 { read t[(threadIdx.x * 33 + i * 32) % 1024] }\n",
	          false, 0, true, &t);
	ck_assert_double_eq(t.in.requests, reqs);
	ck_assert_msg(t.in.l1_wavefronts >= reqs * 8 &&
	              t.in.l1_wavefronts < reqs * 8 * 1.1,
	              "%g passes", t.in.l1_wavefronts);
	ck_assert_msg(t.in.l1_hit_sectors > reqs * 32 * 0.99,
	              "%g hits", t.in.l1_hit_sectors);
	predicted("grid 2112\nblock 32\nglobal float t[1024]\n"
	          "for i in 0 .. 64 { read t[(threadIdx.x * 32 + i) % 1024] }\n",
	          false, 0, true, &t);
	ck_assert_double_eq(t.in.l1_wavefronts, reqs * 32);
	/* a grid of no more blocks than SMs: the replay's share alone */
	predicted("grid 132\nblock 32\nglobal float t[1024]\n"
	          "for i in 0 .. 64 { read t[(threadIdx.x * 33 + i * 32) % 1024] }\n",
	          false, 0, true, &t);
	ck_assert_msg(t.in.l1_wavefronts > 132 * 64 * 8 * 1.1,
	              "%g passes", t.in.l1_wavefronts);
}
END_TEST

/* The L1 a block gets: sm_90's 228 KiB of shared-memory capacity and
   28 KiB more, over 32 resident blocks of one warp, 8 KiB = 256 sectors.
   A warp reading n x 4 sectors twice: with n = 60 (240 sectors) the
   second pass hits all 240; with n = 100 (400) it misses all (each
   sector was left by 400 misses since its use). */
START_TEST(test_l1_capacity)
{
	ck_assert_double_eq(l1_hit_sectors(
	    "grid 1\nblock 32\nglobal float b[3200]\n"
	    "for i in 0 .. 60 { read b[i * 32 + threadIdx.x] }\n"
	    "for i in 0 .. 60 { read b[i * 32 + threadIdx.x] }\n"), 240);
	ck_assert_double_eq(l1_hit_sectors(
	    "grid 1\nblock 32\nglobal float b[3200]\n"
	    "for i in 0 .. 100 { read b[i * 32 + threadIdx.x] }\n"
	    "for i in 0 .. 100 { read b[i * 32 + threadIdx.x] }\n"), 0);
}
END_TEST

/* ------------------------------------------------------------ atomics */

/* The atomic bound: the busiest address's operations times the
   profile's ns for their kind (float adds, or the others). */
START_TEST(test_atomic_bound)
{
	sim_arch a = round_arch();
	sim_time_in in = grid(10, 256);
	sim_time t;

	a.atom_float_ns = 2;
	a.atom_int_ns = 0.5;
	in.atom_hot = 1e6;
	in.atom_hot_float = true;
	sim_time_predict(&a, &in, &t);
	/* 1e6 x 2 ns = 2 ms, far above the latency bound of one wave */
	near(t.bound[SIM_BOUND_ATOMIC], 2e-3);
	ck_assert_int_eq(t.winner, SIM_BOUND_ATOMIC);
	in.atom_hot_float = false;
	sim_time_predict(&a, &in, &t);
	near(t.bound[SIM_BOUND_ATOMIC], 0.5e-3);
	in.atom_hot = 0;
	sim_time_predict(&a, &in, &t);
	ck_assert(t.bound[SIM_BOUND_ATOMIC] == 0);
	ck_assert_str_eq(sim_bound_name(SIM_BOUND_ATOMIC), "atomic");
}
END_TEST

/* The issue bound: the busiest SM's machine instructions over its
   schedulers' one a clock each, with no turnover between waves (other
   blocks' warps issue meanwhile); none without instructions. */
START_TEST(test_issue_bound)
{
	sim_arch a = round_arch();
	sim_time_in in = grid(25, 256);
	sim_time t;

	/* 25 blocks on 10 SMs: the busiest has 3 of them, 3/25 of 1e8
	   instructions at 4 a clock of 1 GHz = 3 ms */
	a.issue_per_clk = 4;
	in.issued = 1e8;
	sim_time_predict(&a, &in, &t);
	near(t.bound[SIM_BOUND_ISSUE], 3e-3);
	ck_assert_int_eq(t.winner, SIM_BOUND_ISSUE);
	ck_assert_str_eq(sim_bound_name(SIM_BOUND_ISSUE), "issue");
	a.block_ns = 1000;
	sim_time_predict(&a, &in, &t);
	near(t.bound[SIM_BOUND_ISSUE], 3e-3);
	in.issued = 0;
	sim_time_predict(&a, &in, &t);
	ck_assert(t.bound[SIM_BOUND_ISSUE] == 0);
	ck_assert_int_ne(t.winner, SIM_BOUND_ISSUE);
}
END_TEST

static sim_hot *
hot_new(void)
{
	sim_hot *h = calloc(1, sim_hot_size());

	ck_assert_ptr_nonnull(h);
	return h;
}

/* A request whose lanes l go to base + 4 * f(l). */
static void
hot_lanes(sim_hot *h, uint64_t base, int (*f)(int), bool fl, uint64_t w)
{
	uint64_t addr[32];
	sim_request r = { addr, 0xffffffffu, 4, false };
	int l;

	for (l = 0; l < 32; l++)
		addr[l] = base + 4 * (uint64_t)f(l);
	sim_hot_request(h, NULL, &r, fl, w, w, 0, NULL);
}

static int lane_zero(int l) { (void)l; return 0; }
static int lane_mod4(int l) { return l % 4 < 3 ? 0 : l; }

/* Lanes on one address count once each, a weight multiplies, float adds
   and the others count apart, and a merge adds. */
START_TEST(test_hot_count)
{
	sim_hot *h = hot_new(), *g = hot_new();
	bool fl, exact;

	hot_lanes(h, 4096, lane_zero, true, 1);
	ck_assert_uint_eq(sim_hot_top(h, 1, 1, &fl, &exact), 32);
	ck_assert(fl && exact);
	/* 24 lanes on word 0, the 8 others on words of their own */
	hot_lanes(h, 4096, lane_mod4, true, 10);
	ck_assert_uint_eq(sim_hot_top(h, 1, 1, &fl, NULL), 32 + 240);
	/* the same word by integer atomics: a count of its own */
	hot_lanes(h, 4096, lane_zero, false, 5);
	ck_assert_uint_eq(sim_hot_top(h, 1, 1, &fl, NULL), 272);
	ck_assert(fl);
	/* the busiest by cost: 272 float adds at 2 against 160 others at 1 */
	ck_assert_uint_eq(sim_hot_top(h, 2, 1, &fl, NULL), 272);
	ck_assert(fl);
	ck_assert_uint_eq(sim_hot_top(h, 1, 2, &fl, NULL), 160);
	ck_assert(!fl);
	hot_lanes(g, 4096, lane_zero, false, 10);
	sim_hot_merge(h, g);
	ck_assert_uint_eq(sim_hot_top(h, 1, 1, &fl, &exact), 160 + 320);
	ck_assert(!fl && exact);
	free(h);
	free(g);
}
END_TEST

/* Past SIM_HOT_KEYS addresses the summary drops counts, never more than
   the total over SIM_HOT_KEYS + 1 from any address, and never adds:
   a hot word among 200000 cold ones keeps its count within that. */
START_TEST(test_hot_summary)
{
	sim_hot *h = hot_new();
	uint64_t addr[32], total = 0, top;
	sim_request r = { addr, 1u, 4, false };
	bool exact;
	int i;

	for (i = 0; i < 200000; i++) {
		addr[0] = 1u << 20 | (uint64_t)i * 4;
		sim_hot_request(h, NULL, &r, false, 1, 1, 0, NULL);
		total++;
		if (i % 4 == 0) {
			addr[0] = 64;
			sim_hot_request(h, NULL, &r, false, 3, 3, 0, NULL);
			total += 3;
		}
	}
	top = sim_hot_top(h, 1, 1, NULL, &exact);
	ck_assert(!exact);
	ck_assert_uint_le(top, 150000);
	ck_assert_uint_ge(top, 150000 - total / (SIM_HOT_KEYS + 1));
	free(h);
}
END_TEST

/* The L2 units' work (hot.h): the units' bound of one request of the
   lanes' addresses base + 4 * f(l), standing for w at the same addresses
   and all in all (the others in its units), the busiest unit's work
   into *busy (ns). */
static double
units_of(const sim_arch *a, uint64_t base, int (*f)(int), uint32_t active,
         uint64_t w, uint64_t all, double *busy)
{
	sim_hot *h = hot_new();
	uint64_t addr[32];
	sim_request r = { addr, active, 4, false };
	double total, bound;
	int l;

	for (l = 0; l < 32; l++)
		addr[l] = base + 4 * (uint64_t)f(l);
	sim_hot_request(h, a, &r, false, w, all, 0, NULL);
	bound = sim_hot_units(h, a, busy, &total, NULL);
	near(bound, *busy + total / a->atom_units);
	free(h);
	return total;
}

static int lane_id(int l) { return l; }
static int lane_word4(int l) { return l % 4; }
static int lane_sec2(int l) { return l % 2 * 8 + l / 2 % 8; }
static int lane_two_lines(int l) { return l % 2 * 32 + l / 2; }
static int lane_line_256(int l) { return l % 2 * 64 + l / 2; }
static int lane_sec_mix(int l) { return l < 16 ? l % 8 : 8 + (l - 16); }

/* The windows of resident blocks (hot.h): a request of 32 words of the
   line at base (4 whole sectors) in part p, n times. */
static void
part_line(sim_hot *h, const sim_arch *a, uint64_t base, uint64_t p,
          uint64_t n)
{
	uint64_t addr[32];
	sim_request r = { addr, ~0u, 4, false };
	int l;

	for (l = 0; l < 32; l++)
		addr[l] = base + 4 * (uint64_t)l;
	sim_hot_request(h, a, &r, false, n, n, p, NULL);
}

/* Each part's work over the units its window reaches (the parts around
   it, inside the launch), summed, and at least the launch's busiest
   unit's: bands of units one after another take longer than the same
   work on all of them at once, and the same units in every window give
   the launch's busiest alone, whatever the last part's blocks. */
START_TEST(test_hot_windows)
{
	sim_arch a = *sim_arch_find("h200");
	const double line = 4 * 0.5;          /* a request's work, ns */
	double busy, total;
	sim_hot *h;
	uint64_t p, k;

	a.atom_int_ns = 0.75;
	a.atom_sector_ns = 0.5;
	a.atom_units = 10;
	a.atom_unit_bits = 0x1ff80;           /* every line its own unit */
	a.atom_window = 1;                    /* the resident blocks */
	/* 2 windows apart, 2 units each: every part's work over 2 */
	h = hot_new();
	for (p = 0; p < 2 * SIM_HOT_SPAN; p++)
		for (k = 0; k < 2; k++)
			part_line(h, &a, (p / SIM_HOT_SPAN * 2 + k) * 128, p, 10);
	(void)sim_hot_units(h, &a, &busy, &total, NULL);
	near(total, 2 * SIM_HOT_SPAN * 2 * 10 * line);
	/* windows around each part, moved inside the launch: the parts
	   next to the middle reach all 4 units, the others 2 */
	near(busy, (SIM_HOT_SPAN + 1) * 2 * 10 * line / 2 +
	           (SIM_HOT_SPAN - 1) * 2 * 10 * line / 4);
	/* a window twice as wide: the whole launch for every part, all 4
	   units, the launch's busiest */
	a.atom_window = 2;
	(void)sim_hot_units(h, &a, &busy, &total, NULL);
	near(busy, 2 * SIM_HOT_SPAN * 2 * 10 * line / 4);
	/* a window of a million resident blocks: at most 64 parts, here
	   the whole launch too */
	a.atom_window = 1e6;
	(void)sim_hot_units(h, &a, &busy, &total, NULL);
	near(busy, 2 * SIM_HOT_SPAN * 2 * 10 * line / 4);
	/* 0: the built-in width, no narrower than the resident blocks */
	a.atom_window = 0;
	(void)sim_hot_units(h, &a, &busy, &total, NULL);
	ck_assert(SIM_HOT_WINDOW >= 1);
	ck_assert(busy <= (SIM_HOT_SPAN + 1) * 2 * 10 * line / 2 +
	                  (SIM_HOT_SPAN - 1) * 2 * 10 * line / 4 + 1e-9);
	a.atom_window = 1;
	free(h);
	/* the same 4 units in every part: the launch's busiest */
	h = hot_new();
	for (p = 0; p < 2 * SIM_HOT_SPAN; p++)
		for (k = 0; k < 4; k++)
			part_line(h, &a, k * 128, p, 10);
	(void)sim_hot_units(h, &a, &busy, &total, NULL);
	near(busy, 2 * SIM_HOT_SPAN * 10 * line);
	near(busy, total / 4);
	free(h);
	/* the same 4 units evenly, but the launch's last two parts each on
	   2 of them (the halves of a row): the last part's window is the
	   parts before it, all 4 units, so still the launch's busiest */
	h = hot_new();
	for (p = 0; p < 2 * SIM_HOT_SPAN - 1; p++)
		for (k = 0; k < 4; k++)
			part_line(h, &a, k * 128, p, 10);
	for (k = 0; k < 4; k++)
		part_line(h, &a, k * 128, 2 * SIM_HOT_SPAN - 1 + k / 2, 10);
	(void)sim_hot_units(h, &a, &busy, &total, NULL);
	near(total, 2 * SIM_HOT_SPAN * 4 * 10 * line);
	near(busy, total / 4);
	free(h);
	/* one unit busier than the rest: its own work, not the window's
	   over the units */
	h = hot_new();
	part_line(h, &a, 0, 0, 100);
	part_line(h, &a, 128, 0, 1);
	(void)sim_hot_units(h, &a, &busy, &total, NULL);
	near(busy, 100 * line);
	free(h);
	/* moves carry their own parts */
	h = hot_new();
	{
		uint64_t addr[32];
		sim_request r = { addr, ~0u, 4, false };
		const sim_hot_move mv[] = { { 0, 10, 0 }, { 128, 10, 0 },
		                            { 4096, 10, 2 * SIM_HOT_SPAN },
		                            { 0, 0, 0 } };
		int l;

		for (l = 0; l < 32; l++)
			addr[l] = 4 * (uint64_t)l;
		sim_hot_request(h, &a, &r, false, 10, 30, 0, mv);
	}
	(void)sim_hot_units(h, &a, &busy, &total, NULL);
	near(busy, 20 * line / 2 + 10 * line);
	free(h);
}
END_TEST

/* A unit takes a line's sectors in passes: as many as the most lanes on
   one word, each atom_sector_ns where it covers the sector, else
   atom_int_ns; lines whose address differs only in bits left out of
   atom_unit_bits share a unit; the requests a request stands for go to
   its units, or where their moves put them. */
START_TEST(test_hot_units)
{
	sim_arch a = *sim_arch_find("h200");
	double busy;

	a.atom_int_ns = 0.75;
	a.atom_sector_ns = 0.5;
	a.atom_units = 10;
	a.atom_unit_bits = 0x1fd00;   /* bits 7 and 9 choose no unit */
	/* 32 words of a line: 4 whole sectors once each */
	near(units_of(&a, 4096, lane_id, ~0u, 1, 1, &busy), 4 * 0.5);
	near(busy, 4 * 0.5);
	/* 32 lanes on one word: 32 passes over part of its sector */
	near(units_of(&a, 4096, lane_zero, ~0u, 1, 1, &busy), 32 * 0.75);
	/* 4 words, 8 lanes each */
	near(units_of(&a, 4096, lane_word4, ~0u, 1, 1, &busy), 8 * 0.75);
	/* 2 whole sectors, 2 lanes on each word: 2 passes each */
	near(units_of(&a, 4096, lane_sec2, ~0u, 1, 1, &busy), 4 * 0.5);
	/* a sector with 2 lanes a word and two with 1: 2 + 1 + 1 passes */
	near(units_of(&a, 4096, lane_sec_mix, ~0u, 1, 1, &busy), 4 * 0.5);
	/* 8 lanes on one sector's words, the others off: a whole pass */
	near(units_of(&a, 4096, lane_id, 0xffu, 1, 1, &busy), 0.5);
	/* 4 of its words: a pass over part of it */
	near(units_of(&a, 4096, lane_id, 0xfu, 1, 1, &busy), 0.75);
	/* two lines 128 bytes apart, 16 words each: one unit */
	near(units_of(&a, 4096, lane_two_lines, ~0u, 1, 1, &busy), 4 * 0.5);
	near(busy, 4 * 0.5);
	/* 256 bytes apart: two units, half the work each */
	near(units_of(&a, 4096, lane_line_256, ~0u, 1, 1, &busy), 4 * 0.5);
	near(busy, 2 * 0.5);
	/* bit 9 chooses none: 512 bytes apart share one */
	a.atom_unit_bits = 0x1fc00;   /* and now bit 8 neither */
	(void)units_of(&a, 4096, lane_line_256, ~0u, 1, 1, &busy);
	near(busy, 4 * 0.5);
	/* 3 requests at these addresses of 7 in all, the others in its
	   units */
	near(units_of(&a, 4096, lane_id, ~0u, 3, 7, &busy), 7 * 4 * 0.5);
	near(busy, 7 * 4 * 0.5);
	/* an array's share of its busiest unit: 2 lines 128 bytes apart
	   are one unit's (bit 7 chooses none); of 10 lines, bits 8 and 10
	   choose, the unit of lines 0, 1, 4 and 5 holds 512 of 1200 bytes;
	   of 16 MiB a unit holds 4 lines (bits 7 and 9 free) */
	a.atom_unit_bits = 0x1fd00;
	near(sim_hot_unit_share(&a, 4096, 256), 1);
	near(sim_hot_unit_share(&a, 4096, 1200), 512.0 / 1200);
	near(sim_hot_unit_share(&a, 4096 + 4, 8), 1);
	near(sim_hot_unit_share(&a, 0, 1u << 24), 512.0 / (1u << 24));
	{
		sim_hot *h = hot_new();
		uint64_t addr[32];
		sim_request r = { addr, ~0u, 4, false };
		double total;
		int l;

		for (l = 0; l < 32; l++)
			addr[l] = 4096 + 4 * (uint64_t)l;
		/* 7 requests: 3 here, 2 moved by 128 bytes (this unit),
		   2 by 256 (another) */
		const sim_hot_move mv[] = { { 0, 3, 0 }, { 128, 2, 0 },
		                            { 256, 2, 0 }, { 0, 0, 0 } };
		sim_hot_request(h, &a, &r, false, 3, 7, 0, mv);
		(void)sim_hot_units(h, &a, &busy, &total, NULL);
		near(busy, 5 * 4 * 0.5);
		near(total, 7 * 4 * 0.5);
		free(h);
	}
	{
		/* past 2^64 ps: a lower bound, said so */
		sim_hot *h = hot_new();
		uint64_t addr[32];
		sim_request r = { addr, ~0u, 4, false };
		double total;
		bool exact = true;
		int l;

		for (l = 0; l < 32; l++)
			addr[l] = 4096 + 4 * (uint64_t)l;
		sim_hot_request(h, &a, &r, false, 1, 1, 0, NULL);
		(void)sim_hot_units(h, &a, &busy, &total, &exact);
		ck_assert(exact);
		sim_hot_request(h, &a, &r, false, UINT64_MAX / 2,
		                UINT64_MAX / 2, 0, NULL);
		(void)sim_hot_units(h, &a, &busy, &total, &exact);
		ck_assert(!exact);
		free(h);
	}
}
END_TEST

/* A written pattern's busiest address as the run counts it: with
   classes of blocks and iterations, each request counting for the
   members at its very addresses, exactly the exhaustive run's. */
static double
hot_of(const char *src, bool exhaustive, int64_t detail, bool *fl)
{
	eval_time t;

	predicted(src, exhaustive, detail, false, &t);
	*fl = t.in.atom_hot_float;
	return t.in.atom_hot;
}

START_TEST(test_hot_pattern)
{
	static const struct {
		const char *src;
		double hot;
		bool fl;
		int64_t detail;          /* the picture's warp */
	} c[] = {
		/* 256 blocks, every block's 256 threads on 4 words */
		{ "grid 256\nblock 256\nglobal float bins[16]\n"
		  "atomic bins[threadIdx.x % 4]\n", 256 * 64, true, 0 },
		/* a loop whose counter the address does not see */
		{ "grid 64\nblock 64\nglobal int h[16]\n"
		  "for i in 0 .. 100 { atomic h[threadIdx.x / 32] }\n",
		  64 * 32 * 100, false, 0 },
		/* a word a block */
		{ "grid 1000\nblock 128\nglobal float s[1000]\n"
		  "atomic s[blockIdx.x]\n", 128, true, 0 },
		/* a word an iteration: the 8 blocks' 32 lanes on each, the
		   blocks standing for each other, the iterations not */
		{ "grid 8\nblock 32\nglobal float s[64]\n"
		  "for i in 0 .. 64 { atomic s[i] }\n", 256, true, 0 },
		/* a word a row of blocks: the row's 16 blocks of 64 threads,
		   the blocks of a row standing for each other */
		{ "grid 16, 40\nblock 64\nglobal float s[40]\n"
		  "atomic s[blockIdx.y]\n", 16 * 64, true, 0 },
		/* block (3, 5)'s warp 0 drawn: its block runs apart from its
		   class, and counts once */
		{ "grid 16, 40\nblock 64\nglobal float s[40]\n"
		  "atomic s[blockIdx.y]\n", 16 * 64, true, (5 * 16 + 3) * 2 },
		/* integer adds on a word the code makes one for the warp:
		   one operation a warp (ptxas's), 16 x 2 on each word */
		{ "grid 16, 40\nblock 64\nglobal int s[40]\n"
		  "atomic s[blockIdx.y]\n", 16 * 2, false, 0 },
		/* the same word in every lane, but by threadIdx: lane by lane */
		{ "grid 10\nblock 64\nglobal int h[4]\n"
		  "atomic h[threadIdx.x / 64]\n", 10 * 64, false, 0 },
		/* shared atomics and global loads: none */
		{ "grid 8\nblock 64\nshared int t[64]\nglobal int g[64]\n"
		  "atomic t[0]\nread g[threadIdx.x]\n", 0, false, 0 },
	};
	size_t i;
	bool fl;

	for (i = 0; i < sizeof c / sizeof c[0]; i++) {
		double got = hot_of(c[i].src, false, c[i].detail, &fl);
		ck_assert_msg(got == c[i].hot, "case %zu: %g, not %g", i, got,
		              c[i].hot);
		ck_assert(fl == c[i].fl);
		ck_assert(hot_of(c[i].src, true, c[i].detail, &fl) == c[i].hot);
	}
}
END_TEST

/* ------------------------------------------------------ loaded latency */

static sim_lat_curve
curve(const char *text)
{
	sim_lat_curve c;
	const char *why = sim_time_curve_parse(text, &c);

	ck_assert_msg(why == NULL, "'%s': %s", text, why);
	return c;
}

/* A curve's value: the points themselves, linear between them (between
   1024:400 and 4096:700, 2048 is a third of the way: 500), the first
   point's below it, the last point's throughput beyond it (16384 bytes
   at 2000 ns; 32768 bytes take 4000 ns); one point alone is both edges;
   an empty curve is 0. */
START_TEST(test_curve_at)
{
	sim_lat_curve c = curve("1024:400 4096:700\t16384:2000");
	sim_lat_curve one = curve("8192:800");

	ck_assert_int_eq(c.n, 3);
	near(sim_time_curve_at(&c, 1024), 400);
	near(sim_time_curve_at(&c, 4096), 700);
	near(sim_time_curve_at(&c, 16384), 2000);
	near(sim_time_curve_at(&c, 2048), 500);
	near(sim_time_curve_at(&c, 10240), 700 + 1300 * 0.5);
	near(sim_time_curve_at(&c, 512), 400);
	near(sim_time_curve_at(&c, 0), 400);
	near(sim_time_curve_at(&c, 32768), 4000);
	near(sim_time_curve_at(&one, 100), 800);
	near(sim_time_curve_at(&one, 8192), 800);
	near(sim_time_curve_at(&one, 16384), 1600);
	one.n = 0;
	near(sim_time_curve_at(&one, 8192), 0);
}
END_TEST

/* The parser refuses what is not 1 to 16 points BYTES:NS, bytes an
   integer, both > 0, bytes ascending; the command line puts its answer
   after the file's name and line (tests/cli/profile_curve_bad). */
START_TEST(test_curve_parse)
{
	static const struct {
		const char *text, *why;
	} bad[] = {
		{ "", "a curve without points" },
		{ "  \t ", "a curve without points" },
		{ "1024", "a curve point is BYTES:NS" },
		{ "1024:", "a curve point is BYTES:NS" },
		{ "1024: 400", "a curve point is BYTES:NS" },
		{ ":400", "a curve point is BYTES:NS" },
		{ "1024:400x", "a curve point is BYTES:NS" },
		{ "1024:abc", "a curve point is BYTES:NS" },
		{ "1024;400", "a curve point is BYTES:NS" },
		{ "-1024:400", "a curve point is BYTES:NS" },
		{ "1.5:400", "a curve point is BYTES:NS" },
		{ "1e3:400", "a curve point is BYTES:NS" },
		{ "0x10:400", "a curve point is BYTES:NS" },
		{ "1024:400,2048:500", "a curve point is BYTES:NS" },
		{ "0:400", "a curve point is out of range (bytes and ns > 0)" },
		{ "1024:0", "a curve point is out of range (bytes and ns > 0)" },
		{ "1024:-5", "a curve point is out of range (bytes and ns > 0)" },
		{ "1024:nan", "a curve point is out of range (bytes and ns > 0)" },
		{ "1024:inf", "a curve point is out of range (bytes and ns > 0)" },
		{ "2000000000:400",
		  "a curve point is out of range (bytes and ns > 0)" },
		{ "2048:500 1024:400", "a curve's bytes must ascend" },
		{ "1024:400 1024:500", "a curve's bytes must ascend" },
	};
	char many[512] = "";
	sim_lat_curve c;
	size_t i;
	int k;

	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		const char *why = sim_time_curve_parse(bad[i].text, &c);
		ck_assert_msg(why != NULL && strcmp(why, bad[i].why) == 0,
		              "'%s': '%s', not '%s'", bad[i].text,
		              why ? why : "(accepted)", bad[i].why);
	}
	for (k = 1; k <= SIM_LAT_POINTS; k++)
		snprintf(many + strlen(many), sizeof many - strlen(many),
		         "%d:%d.5 ", k * 1000, k * 100);
	c = curve(many);
	ck_assert_int_eq(c.n, SIM_LAT_POINTS);
	near(c.bytes[15], 16000);
	near(c.ns[15], 1600.5);
	strcat(many, "99999:1");
	ck_assert_str_eq(sim_time_curve_parse(many, &c),
	                 "a curve has at most 16 points");
	c = curve("1024:3.5e2");
	near(c.ns[0], 350);
}
END_TEST

/* The keys and the blend of a pair: no curve, dram_latency_ns (500);
   read 8192:600 and copy 8192:1000: a copy (write ratio 1) 1000, half
   the bytes written back 800, more written than read is a copy; one
   curve of the pair serves for both; the wave pair is apart (0 when
   empty). */
START_TEST(test_curve_keys)
{
	sim_arch a = round_arch();

	ck_assert_ptr_eq(sim_time_curve_key(&a, "dram_latency_read"),
	                 &a.lat_read);
	ck_assert_ptr_eq(sim_time_curve_key(&a, "dram_latency_copy"),
	                 &a.lat_copy);
	ck_assert_ptr_eq(sim_time_curve_key(&a, "dram_wave_read"),
	                 &a.wave_read);
	ck_assert_ptr_eq(sim_time_curve_key(&a, "dram_wave_copy"),
	                 &a.wave_copy);
	ck_assert_ptr_null(sim_time_curve_key(&a, "dram_latency_ns"));
	ck_assert_ptr_null(sim_time_curve_key(&a, "dram_latency"));
	near(sim_time_dram_latency(&a, 8192, 1), 500);
	near(sim_time_dram_wave(&a, 8192, 1), 0);
	a.lat_read = curve("8192:600");
	near(sim_time_dram_latency(&a, 8192, 0), 600);
	near(sim_time_dram_latency(&a, 8192, 1), 600);
	a.lat_copy = curve("8192:1000");
	near(sim_time_dram_latency(&a, 8192, 0), 600);
	near(sim_time_dram_latency(&a, 8192, 0.5), 800);
	near(sim_time_dram_latency(&a, 8192, 1), 1000);
	near(sim_time_dram_latency(&a, 8192, 3), 1000);
	near(sim_time_dram_latency(&a, 8192, -1), 600);
	a.lat_read.n = 0;
	near(sim_time_dram_latency(&a, 8192, 0), 1000);
	near(sim_time_dram_wave(&a, 8192, 0), 0);
	a.wave_copy = curve("8192:1200");
	near(sim_time_dram_wave(&a, 8192, 0), 1200);
}
END_TEST

/* A copy on round_arch: 1280 blocks of 256 threads, each warp one round
   of 4 sectors (128 bytes) from DRAM, outside loops; 8 blocks an SM, 16
   waves. DRAM bytes in flight per SM: 128 x 64 warps = 8192. Without
   curves a round waits 500 ns (dram_latency_ns): 16 x 500 = 8 us. With
   dram_latency_copy 4096:500 16384:1100 it waits 500 + 600 x 4096 /
   12288 = 700 ns: 11.2 us; with dram_wave_copy 8192:900 a wave lasts
   at least 900 ns: 14.4 us. The same loads in a loop's rounds keep 500
   ns (and no wave floor). L2 at 10000 GB/s in *a, so that the latency
   wins (the L2 bound: 2.6 MB x 0.1 / 1000 GB/s = 0.26 us). */
static sim_time_in
copy_small(sim_arch *a)
{
	sim_time_in in = grid(1280, 256);

	a->l2_gbps = 10000;
	in.load_sectors = (double)in.warps * 4;
	in.dram_read_bytes = in.load_sectors * 32;
	in.store_sectors = in.load_sectors;
	in.requests = (double)in.warps * 2;
	in.inflight_bytes = 128;
	in.write_ratio = 1;
	in.flat_share = 1;
	return in;
}

/* The warps' queueing (timemodel.h): 10 blocks of 2 warps on 10 SMs,
   each warp 10 rounds of 4 sectors from L2 (100 ns) and 1000 requests
   of the lsu's (1 a clock at 1 GHz: 100 ns a round, 2 us for the SM).
   Two warps each go round the lsu (100 ns) and the wait (100 ns): with
   one in the lsu the other waits 50 ns on average, a round 150 ns in
   the pipe, 0.8 rounds a 100 ns: 20 rounds in 2.5 us, more than the lsu
   bound (2 us) and the latency (1 us), and the lsu's where a warp
   spends more of its round; busy 80 % of the time. One warp a block:
   the sum of both, 3 us. One round a warp: no queueing. */
START_TEST(test_queueing)
{
	sim_arch a = round_arch();
	sim_time_in in = grid(10, 64);
	sim_time t;

	a.l1_bytes_per_clk = 1e12;       /* the lsu alone */
	in.load_sectors = 20 * 10 * 4;
	in.inflight_bytes = 128;
	in.requests = 20000;
	sim_time_predict(&a, &in, &t);
	near(t.rounds, 10);
	near(t.latency_ns, 100);
	near(t.bound[SIM_BOUND_LATENCY], 1e-6);
	near(t.queue, 2.5e-6);
	ck_assert_int_eq(t.winner, SIM_BOUND_LSU);
	near(t.seconds, 2.5e-6);
	ck_assert_int_eq(t.queue_warps, 2);
	ck_assert(fabs(t.queue_pipes_ns - 150) < 1e-6);
	near(t.queue_wait_ns, 100);
	ck_assert_int_eq(t.queue_pipe, SIM_BOUND_LSU);
	ck_assert(fabs(t.queue_busy - 0.8) < 1e-9);
	in = grid(10, 32);
	a.l1_bytes_per_clk = 1e12;
	in.load_sectors = 10 * 10 * 4;
	in.inflight_bytes = 128;
	in.requests = 20000;
	sim_time_predict(&a, &in, &t);
	ck_assert(fabs(t.queue - 3e-6) < 1e-15);
	ck_assert(fabs(t.seconds - 3e-6) < 1e-15);
	in.load_sectors = 10 * 4;
	sim_time_predict(&a, &in, &t);
	near(t.rounds, 1);
	near(t.queue, 0);
	near(t.seconds, 2e-6);
}
END_TEST

START_TEST(test_loaded_latency)
{
	sim_arch a = round_arch();
	sim_time_in in = copy_small(&a);
	sim_time t;

	sim_time_predict(&a, &in, &t);
	ck_assert_int_eq(t.winner, SIM_BOUND_LATENCY);
	ck_assert_uint_eq(t.waves, 16);
	near(t.latency_ns, 500);
	near(t.inflight_sm, 0);
	near(t.seconds, 8e-6);
	a.lat_copy = curve("4096:500 16384:1100");
	sim_time_predict(&a, &in, &t);
	near(t.inflight_sm, 8192);
	near(t.dram_ns, 700);
	near(t.latency_ns, 700);
	near(t.seconds, 11.2e-6);
	a.wave_copy = curve("8192:900");
	sim_time_predict(&a, &in, &t);
	near(t.wave_min_ns, 900);
	near(t.wave_ns, 900);
	near(t.seconds, 14.4e-6);
	/* two rounds a warp outside loops: the curve holds the first, and
	   the second waits its latency after it */
	in.load_sectors *= 2;
	in.dram_read_bytes *= 2;
	sim_time_predict(&a, &in, &t);
	near(t.rounds, 2);
	near(t.dram_ns, 700);
	near(t.wave_min_ns, 1600);
	near((double)t.waves * t.wave_ns * 1e-9, 25.6e-6);
	/* two rounds: the warps' queueing for the pipes adds a little */
	near(t.seconds, t.queue);
	ck_assert(t.queue > 25.6e-6 && t.queue < 25.7e-6);
	in.load_sectors /= 2;
	in.dram_read_bytes /= 2;
	/* in a loop: no floor, and every sector from DRAM, so the mean
	   over the round's sectors is DRAM's latency under that load */
	in.flat_share = 0;
	sim_time_predict(&a, &in, &t);
	near(t.latency_ns, 700);
	near(t.wave_min_ns, 0);
	near(t.seconds, 11.2e-6);
	/* half the bytes from DRAM, twice the bytes in flight (the same
	   DRAM bytes an SM): in a loop a round waits the mean of its
	   sectors, DRAM's 700 and L2's 100; outside one its slowest, DRAM's
	   (1 - 0.5^8 of the rounds have a sector from DRAM) */
	a.wave_copy.n = 0;
	in.dram_read_bytes /= 2;
	in.inflight_bytes = 256;
	sim_time_predict(&a, &in, &t);
	near(t.dram_ns, 700);
	near(t.latency_ns, 400);
	in.flat_share = 1;
	sim_time_predict(&a, &in, &t);
	near(t.latency_ns, 700 - 600 / 256.0);
	/* half the rounds outside loops: the mean of the two */
	in.flat_share = 0.5;
	sim_time_predict(&a, &in, &t);
	near(t.latency_ns, (400 + 700 - 600 / 256.0) / 2);
	/* rounds in a loop whose waits are known one by one (a kernel's
	   compiled code, a loop the pattern unrolls): each waits for its
	   slowest sector, as outside loops */
	in.flat_share = 0;
	in.known_share = 1;
	sim_time_predict(&a, &in, &t);
	near(t.latency_ns, 700 - 600 / 256.0);
	near(t.wave_min_ns, 0);
}
END_TEST

/* Whose bytes in flight: a misaligned copy's warp has 5 sectors in
   flight, 4 of them (f = 0.8) from DRAM: 0.8 x 160 x 64 = 8192 bytes an
   SM, the aligned copy's; the round waits for DRAM unless none of its 5
   sectors comes from there (0.2^5), then for L2 (100 ns): 700 x (1 -
   0.2^5) + 100 x 0.2^5. A grid of 40 blocks (4 an SM, 32 warps) has 4096
   bytes an SM in flight: 500 ns; one of 5 blocks (8 warps on 5 of 10
   SMs), 8 x 128 x 5 / 10 = 512, below the first point: 500 ns. */
START_TEST(test_loaded_inflight)
{
	sim_arch a = round_arch();
	sim_time_in in = copy_small(&a);
	double q = pow(0.2, 5);
	sim_time t;

	a.lat_copy = curve("4096:500 16384:1100");
	in.load_sectors = (double)in.warps * 5;
	in.dram_read_bytes = (double)in.warps * 128;
	in.inflight_bytes = 160;
	sim_time_predict(&a, &in, &t);
	near(t.inflight_sm, 8192);
	near(t.latency_ns, 700 * (1 - q) + 100 * q);
	in = copy_small(&a);
	in.blocks = 40;
	in.warps = 320;
	in.load_sectors = 320 * 4;
	in.dram_read_bytes = in.load_sectors * 32;
	sim_time_predict(&a, &in, &t);
	near(t.inflight_sm, 4096);
	near(t.latency_ns, 500);
	in.blocks = 5;
	in.warps = 40;
	in.load_sectors = 40 * 4;
	in.dram_read_bytes = in.load_sectors * 32;
	sim_time_predict(&a, &in, &t);
	ck_assert_int_eq(t.sms_used, 5);
	near(t.inflight_sm, 512);
	near(t.latency_ns, 500);
}
END_TEST

static Suite *
time_suite(void)
{
	Suite *s = suite_create("time");
	TCase *tc = tcase_create("bounds");

	tcase_add_test(tc, test_dram_wins);
	tcase_add_test(tc, test_l2_wins);
	tcase_add_test(tc, test_lsu_wins);
	tcase_add_test(tc, test_l1_wins);
	tcase_add_test(tc, test_shared_wins);
	tcase_add_test(tc, test_latency_wins);
	tcase_add_test(tc, test_occupancy);
	tcase_add_test(tc, test_keys);
	tcase_add_test(tc, test_constant_bound);
	tcase_add_test(tc, test_atomic_bound);
	tcase_add_test(tc, test_issue_bound);
	tcase_add_test(tc, test_hot_count);
	tcase_add_test(tc, test_hot_summary);
	tcase_add_test(tc, test_hot_units);
	tcase_add_test(tc, test_hot_windows);
	tcase_add_test(tc, test_hot_pattern);
	tcase_add_test(tc, test_l1_hits);
	tcase_add_test(tc, test_l1_wavefronts);
	tcase_add_test(tc, test_l1_table);
	tcase_add_test(tc, test_barrier_steps);
	tcase_add_test(tc, test_pipe_ramp);
	tcase_add_test(tc, test_l2_store_lines);
	tcase_add_test(tc, test_l2_load_lines);
	tcase_add_test(tc, test_l1_replay);
	tcase_add_test(tc, test_l1_capacity);
	tcase_add_test(tc, test_curve_at);
	tcase_add_test(tc, test_curve_parse);
	tcase_add_test(tc, test_curve_keys);
	tcase_add_test(tc, test_queueing);
	tcase_add_test(tc, test_loaded_latency);
	tcase_add_test(tc, test_loaded_inflight);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(time_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
