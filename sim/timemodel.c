/*
 * timemodel.c - the time model of timemodel.h: occupancy, the named
 * bounds and their maximum. Plain arithmetic on the figures it is given;
 * the formulas are those of timemodel.h and accessan(1), TIME MODEL.
 */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "timemodel.h"

const char *
sim_bound_name(enum sim_bound b)
{
	static const char *const n[SIM_NBOUNDS] = {
		"dram", "l2", "lsu", "l1", "shared", "latency", "constant",
		"atomic", "issue"
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

sim_lat_curve *
sim_time_curve_key(sim_arch *a, const char *key)
{
	if (strcmp(key, "dram_latency_read") == 0)
		return &a->lat_read;
	if (strcmp(key, "dram_latency_copy") == 0)
		return &a->lat_copy;
	if (strcmp(key, "dram_wave_read") == 0)
		return &a->wave_read;
	if (strcmp(key, "dram_wave_copy") == 0)
		return &a->wave_copy;
	return NULL;
}

/* The most bytes in flight per SM a point may name: far beyond any SM's
   (a few hundred KB), small enough to be exact in a double. */
#define CURVE_MAX_BYTES 1e9

const char *
sim_time_curve_parse(const char *text, sim_lat_curve *c)
{
	const char *s = text;
	char *end;
	double b, ns;

	c->n = 0;
	for (;;) {
		while (*s == ' ' || *s == '\t')
			s++;
		if (*s == '\0')
			break;
		if (c->n == SIM_LAT_POINTS)
			return "a curve has at most 16 points";
		/* strtod would take "-1", "0x10" or "inf" for bytes: digits
		   only */
		if (*s < '0' || *s > '9')
			return "a curve point is BYTES:NS";
		errno = 0;
		b = strtod(s, &end);
		for (; s < end; s++)
			if (*s < '0' || *s > '9')
				return "a curve point is BYTES:NS";
		if (*s++ != ':' || *s == ' ' || *s == '\t' || *s == '\0')
			return "a curve point is BYTES:NS";
		ns = strtod(s, &end);
		if (end == s || (*end != '\0' && *end != ' ' && *end != '\t') ||
		    errno != 0)
			return "a curve point is BYTES:NS";
		s = end;
		if (!(b > 0) || b > CURVE_MAX_BYTES || !(ns > 0) || !(ns < 1e9))
			return "a curve point is out of range (bytes and ns > 0)";
		if (c->n > 0 && !(b > c->bytes[c->n - 1]))
			return "a curve's bytes must ascend";
		c->bytes[c->n] = b;
		c->ns[c->n++] = ns;
	}
	return c->n > 0 ? NULL : "a curve without points";
}

double
sim_time_curve_at(const sim_lat_curve *c, double x)
{
	int i;

	if (c->n <= 0)
		return 0;
	if (!(x > c->bytes[0]))
		return c->ns[0];
	for (i = 1; i < c->n; i++)
		if (x <= c->bytes[i])
			return c->ns[i - 1] + (c->ns[i] - c->ns[i - 1]) *
			       (x - c->bytes[i - 1]) /
			       (c->bytes[i] - c->bytes[i - 1]);
	/* beyond the last point DRAM is saturated: more bytes in flight
	   only wait longer, at that point's throughput */
	return c->ns[c->n - 1] * x / c->bytes[c->n - 1];
}

/* The pair's value at x for write_ratio (timemodel.h: one curve of a
   pair serves for both); -1 where the pair is empty. */
static double
pair_at(const sim_lat_curve *read, const sim_lat_curve *copy, double x,
        double write_ratio)
{
	const sim_lat_curve *r = read->n > 0 ? read : copy;
	const sim_lat_curve *w = copy->n > 0 ? copy : read;
	double lr;

	if (r->n <= 0)
		return -1;
	lr = sim_time_curve_at(r, x);
	write_ratio = write_ratio > 0 ? fmin(write_ratio, 1) : 0;
	return lr + write_ratio * (sim_time_curve_at(w, x) - lr);
}

double
sim_time_dram_latency(const sim_arch *a, double x, double write_ratio)
{
	double l = pair_at(&a->lat_read, &a->lat_copy, x, write_ratio);

	return l < 0 ? a->dram_latency_ns : l;
}

double
sim_time_dram_wave(const sim_arch *a, double x, double write_ratio)
{
	double l = pair_at(&a->wave_read, &a->wave_copy, x, write_ratio);

	return l < 0 ? 0 : l;
}

/* The latency of a round outside loops on a profile with loaded-latency
   curves (timemodel.h): a round waits for its slowest sector, the DRAM
   latency at the DRAM bytes in flight per SM if any of its sectors comes
   from DRAM; f and h the shares of the loaded bytes that DRAM and L1
   supply. Sets out->inflight_sm, out->dram_ns and out->wave_min_ns. */
static double
loaded_latency(const sim_arch *a, const sim_time_in *in, sim_time *out,
               double f, double h)
{
	double sectors = fmax(1, in->inflight_bytes / SIM_SECTOR);
	double p = f > 0 ? 1 - pow(1 - fmin(f, 1), sectors) : 0;
	double other = f < 1 ? (h * SIM_L1_LATENCY_CLK / a->clock_ghz +
	                        (1 - f - h) * a->l2_latency_ns) / (1 - f) : 0;
	double wave;

	out->inflight_sm = f * in->inflight_bytes * out->warps_per_sm *
	                   out->sms_used / a->sm_count;
	out->dram_ns = sim_time_dram_latency(a, out->inflight_sm,
	                                     in->write_ratio);
	wave = sim_time_dram_wave(a, out->inflight_sm, in->write_ratio);
	out->wave_min_ns = wave > 0 && in->flat_share > 0 ?
	                   p * wave + (1 - p) * other : 0;
	return p * out->dram_ns + (1 - p) * other;
}

/* The constant cache's, the atomics' and the issue bounds (timemodel.h),
   into out (its pipe_ramp set). */
static void
other_bounds(const sim_arch *a, const sim_time_in *in, sim_time *out,
             double busiest, double hz)
{
	/* the constant cache serves a request once per distinct address,
	   one pass after another (a profile without the rate: left out);
	   no turnover between waves: its passes go on while a wave's
	   blocks retire and the next start (tests/gpu/constant/lines.cu:
	   2 to 32 addresses of a line a request, on an H200, take the
	   passes' time alone, 0.87 to 1.01 of it) */
	out->bound[SIM_BOUND_CONSTANT] = a->const_passes_per_clk > 0 ?
	                                 in->const_passes * busiest /
	                                 (a->const_passes_per_clk * hz) : 0;
	/* the L2 applies one address's atomics one after another, from
	   every SM: the busiest address's, end to end */
	out->bound[SIM_BOUND_ATOMIC] = in->atom_hot *
	                               (in->atom_hot_float ? a->atom_float_ns
	                                                   : a->atom_int_ns) *
	                               1e-9;
	/* or the units' passes over the lines' sectors, the busiest unit's
	   plus the whole over the units at work, if more (hot.h) */
	if (in->atom_units_ns * 1e-9 > out->bound[SIM_BOUND_ATOMIC])
		out->bound[SIM_BOUND_ATOMIC] = in->atom_units_ns * 1e-9;
	/* the schedulers issue one instruction a clock each, whatever pipe
	   it goes to (no turnover between waves: the other blocks' warps
	   issue while a wave's blocks retire) */
	out->bound[SIM_BOUND_ISSUE] = a->issue_per_clk > 0 ?
	                              in->issued * busiest /
	                              (a->issue_per_clk * hz) : 0;
}

/* The L2's bound (timemodel.h) into out: the sectors' bytes at
   l2_gbps; or, where the profile measured them, the stores' lines at
   l2_store_gtps, or the loads' lines and sectors that L1 does not serve
   at l2_line_ps and l2_sector_ps with the stores' bytes, if more. */
static void
l2_bound(const sim_arch *a, const sim_time_in *in, sim_time *out,
         double busiest, double sectors_bytes)
{
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
	/* a load's line that misses L1 is a request of the L2, which takes
	   a time for the line and a time for each sector it returns: lines
	   of one sector each (a gather) cost nearly twice their bytes; the
	   stores' requests come beside them, at their bytes or their lines
	   (a transpose's row loads add to its column stores' time:
	   tests/gpu/l2/README) (measured profiles only) */
	out->l2_load_sectors = in->load_sectors - fmin(in->l1_hit_sectors,
	                                               in->load_sectors);
	out->l2_load = a->l2_line_ps > 0 && a->l2_sector_ps > 0 ?
	               ((in->load_lines * a->l2_line_ps +
	                 out->l2_load_sectors * a->l2_sector_ps) * 1e-12 +
	                fmax(in->store_sectors * SIM_SECTOR / (a->l2_gbps * 1e9),
	                     out->l2_store / (busiest * a->sm_count))) *
	               busiest * a->sm_count : 0;
	if (out->l2_load > out->bound[SIM_BOUND_L2])
		out->bound[SIM_BOUND_L2] = out->l2_load;
}

/* A round's latency and a wave's time (timemodel.h) for the warps out
   holds (out->warps_per_sm on out->sms_used SMs): sets out->latency_ns,
   out->dram_ns, out->inflight_sm, out->wave_min_ns, out->step_ns and
   returns the wave's ns. */
static double
wave_time(const sim_arch *a, const sim_time_in *in, sim_time *out, double f,
          double h)
{
	out->inflight_sm = out->wave_min_ns = 0;
	out->dram_ns = a->dram_latency_ns;
	out->latency_ns = f * a->dram_latency_ns + h * SIM_L1_LATENCY_CLK /
	                  a->clock_ghz + (1 - f - h) * a->l2_latency_ns;
	/* measured profiles: a round whose wait is known one by one waits
	   for its slowest sector at the loaded latency; a written loop's
	   passes, whose rounds the model counts a pass each, overlap, so
	   they wait the mean over their sectors, as above, but a sector
	   from DRAM waits DRAM's latency under the load it is part of */
	if (a->lat_read.n > 0 || a->lat_copy.n > 0 || a->wave_read.n > 0 ||
	    a->wave_copy.n > 0) {
		double flat = in->flat_share > 0 ? fmin(in->flat_share, 1) : 0;
		double known = fmax(flat, in->known_share > 0 ?
		                    fmin(in->known_share, 1) : 0);
		double outside = loaded_latency(a, in, out, f, h);

		out->latency_ns = known * outside + (1 - known) *
		                  (out->latency_ns + f * (out->dram_ns -
		                                          a->dram_latency_ns));
		/* the wave curve holds one round and the turnover; a warp's
		   further rounds outside loops wait one after another */
		if (out->wave_min_ns > 0 && out->rounds * flat > 1)
			out->wave_min_ns += (out->rounds * flat - 1) * outside;
	}
	/* a block's steps between barriers wait for each other; and a wave
	   of blocks takes at least the time the GPU needs to retire and
	   start that many blocks, which overlaps the waiting of others
	   (measured profiles only: 0 elsewhere) */
	out->step_ns = in->syncs * a->sync_step_ns;
	return fmax(fmax(out->rounds * out->latency_ns + out->step_ns,
	                 a->block_ns), out->wave_min_ns);
}

/* The last wave's ns where it holds fewer blocks than the others and
   the profile has loaded-latency curves (fewer bytes in flight wait
   less), else 0: worked out on a copy of out, whose figures stay the
   first wave's. */
static double
last_wave(const sim_arch *a, const sim_time_in *in, const sim_time *out,
          double f, double h, double blocks, double resident, int wpb)
{
	double last = blocks - (double)(out->waves - 1) * resident;
	sim_time w = *out;

	if (out->waves < 1 || !(last < resident) || last <= 0 ||
	    (a->lat_read.n == 0 && a->lat_copy.n == 0 && a->wave_read.n == 0 &&
	     a->wave_copy.n == 0))
		return 0;
	w.sms_used = last < a->sm_count ? (int)last : a->sm_count;
	w.warps_per_sm = last * wpb / w.sms_used;
	return wave_time(a, in, &w, f, h);
}

/* The SM's pipes that its warps queue for between their waits: the
   memory pipes, whose work a kernel and the same kernel written as a
   pattern count alike (the schedulers' issue, which ptxas's code alone
   gives, keeps its own bound) */
static const enum sim_bound pipes[] = {
	SIM_BOUND_LSU, SIM_BOUND_L1, SIM_BOUND_SHARED
};
#define NPIPES (sizeof(pipes) / sizeof(pipes[0]))

/* The most warps an SM's queueing is worked out for: a GPU holds 64 at
   most, and past this a profile's occupancy changes the loop's
   throughput by less than 1 / QUEUE_WARPS (the analysis takes a step a
   warp). */
#define QUEUE_WARPS 4096

/* Mean value analysis of n warps that each go round the pipes (d[k]:
   a round's time in pipe k, no queue) and a latency z: the rounds a
   second; res[k]: a warp's time in pipe k a round, queueing included,
   at n warps (at most QUEUE_WARPS). */
static double
closed_loop(int n, const double *d, double z, double *res)
{
	double q[NPIPES] = { 0 }, r[NPIPES] = { 0 }, x = 0, sum;
	size_t k;
	int m;

	if (n > QUEUE_WARPS)
		n = QUEUE_WARPS;
	for (m = 1; m <= n; m++) {
		sum = z;
		for (k = 0; k < NPIPES; k++) {
			r[k] = d[k] * (1 + q[k]);
			sum += r[k];
		}
		x = sum > 0 ? m / sum : 0;
		for (k = 0; k < NPIPES; k++)
			q[k] = x * r[k];
	}
	for (k = 0; k < NPIPES; k++)
		res[k] = r[k];
	return x;
}

/* The queueing of timemodel.h: the busiest SM's waves, each its warps in
   a closed loop between the pipes and a round's latency; where that
   passes every bound, into the bound of where a warp spends the most of
   its round (the first wave's). Sets out->queue and
   out->queue_pipes_ns. */
static void
queue_bound(const sim_arch *a, sim_time *out, double blocks, int wpb)
{
	double bb = ceil(blocks / a->sm_count);        /* the busiest SM's */
	double r = out->blocks_per_sm > 0 ? out->blocks_per_sm : 1;
	double full = floor(bb / r), rest = bb - full * r, R = out->rounds;
	double d[NPIPES], res[NPIPES], rk[NPIPES], t = 0, z0 = 0;
	enum sim_bound to = SIM_BOUND_LATENCY;
	size_t k, best = 0, top;
	int w, b;

	out->queue = out->queue_pipes_ns = out->queue_wait_ns = 0;
	out->queue_busy = 0;
	out->queue_pipe = SIM_BOUND_LSU;
	out->queue_to = SIM_NBOUNDS;
	out->queue_warps = 0;
	if (!(R >= 2) || wpb < 1)
		return;
	/* a round's time in each pipe, without the turnover between
	   waves, which a wave's latency already holds */
	for (k = 0; k < NPIPES; k++) {
		double s = out->bound[pipes[k]];
		if (s > 0)
			s -= out->pipe_ramp;
		d[k] = fmax(s, 0) / (bb * wpb * R);
	}
	/* the full waves, then a last one of fewer blocks */
	for (w = 0; w < 2; w++) {
		double nb = w == 0 ? r : rest, n = w == 0 ? full : rest > 0;
		double z = (w == 1 && out->last_wave_ns > 0 ? out->last_wave_ns
		                                            : out->wave_ns) *
		           1e-9 / R, x;
		if (n <= 0)
			continue;
		x = closed_loop((int)fmin(nb * wpb + 0.5, QUEUE_WARPS), d, z, rk);
		if (!(x > 0))
			return;
		t += n * nb * wpb * R / x;
		if (z0 == 0) {
			z0 = z;
			memcpy(res, rk, sizeof(res));
			out->queue_warps = (int)fmin(nb * wpb + 0.5, INT_MAX);
		}
	}
	out->queue = t;
	out->queue_wait_ns = z0 * 1e9;
	for (k = 0; k < NPIPES; k++) {
		out->queue_pipes_ns += res[k] * 1e9;
		if (res[k] > res[best])
			best = k;
	}
	for (k = 1, top = 0; k < NPIPES; k++)
		if (out->bound[pipes[k]] > out->bound[pipes[top]])
			top = k;
	out->queue_pipe = pipes[top];
	out->queue_busy = out->bound[pipes[top]] / t;
	for (b = 0; b < SIM_NBOUNDS; b++)
		if (out->bound[b] >= t)
			return;
	if (out->queue_pipes_ns * 1e-9 > z0)
		to = pipes[best];
	out->bound[to] = t;
	out->queue_to = to;
}

bool
sim_bound_is_pipe(enum sim_bound b)
{
	size_t k;

	for (k = 0; k < NPIPES; k++)
		if (pipes[k] == b)
			return true;
	return false;
}

void
sim_time_predict(const sim_arch *a, const sim_time_in *in, sim_time *out)
{
	double hz = a->clock_ghz * 1e9;
	double blocks = in->blocks > 0 ? (double)in->blocks : 1;
	double busiest, sectors_bytes, resident, loaded, f, h, l1w;
	int wpb = (in->threads_per_block + SIM_WARP - 1) / SIM_WARP;
	int b;
	size_t k;

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
	l2_bound(a, in, out, busiest, sectors_bytes);
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

	/* an SM's pipes wait for each wave's blocks to retire and the next
	   to start: a wave of blocks begins and ends together, so its
	   pipelines start empty (measured profiles only) */
	out->pipe_ramp = (double)out->waves * a->block_ns * 1e-9;
	for (k = 0; k < NPIPES; k++)
		if (out->bound[pipes[k]] > 0)
			out->bound[pipes[k]] += out->pipe_ramp;
	other_bounds(a, in, out, busiest, hz);

	/* Little's law, per warp: rounds of waiting for inflight bytes */
	loaded = in->load_sectors * SIM_SECTOR;
	f = loaded > 0 ? fmin(1.0, in->dram_read_bytes / loaded) : 0;
	/* the sectors L1 serves wait an L1 hit's latency, at most those
	   DRAM does not supply */
	h = loaded > 0 ? fmin(1 - f, fmin(in->l1_hit_sectors,
	                 in->load_sectors) * SIM_SECTOR / loaded) : 0;
	out->rounds = in->inflight_bytes > 0 && in->warps > 0 ?
	              loaded / (double)in->warps / in->inflight_bytes : 0;
	out->wave_ns = wave_time(a, in, out, f, h);
	/* a last wave of fewer blocks, at its own bytes in flight */
	out->last_wave_ns = last_wave(a, in, out, f, h, blocks, resident, wpb);
	out->bound[SIM_BOUND_LATENCY] = ((double)(out->waves - 1) *
	                                 out->wave_ns +
	                                 (out->last_wave_ns > 0 ?
	                                  out->last_wave_ns : out->wave_ns)) *
	                                1e-9;
	queue_bound(a, out, blocks, wpb);

	out->winner = SIM_BOUND_DRAM;
	for (b = 1; b < SIM_NBOUNDS; b++)
		if (out->bound[b] > out->bound[out->winner])
			out->winner = (enum sim_bound)b;
	out->seconds = out->bound[out->winner];
}
