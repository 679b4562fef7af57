/*
 * report_common.c - what the output back ends share: how a figure is
 * written for people, how text is checked to be UTF-8 before it goes
 * into JSON or XML, which second figure a sweep shows, and the words
 * and per-request figures suggest's reports share.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"

#include "dram.h"
#include "report_int.h"
#include "suggest.h"
#include "sweep.h"

void
report_figure(char *buf, size_t n, double v)
{
	if (isnan(v))
		snprintf(buf, n, "-");
	else if (v == floor(v) && fabs(v) < 1e15)
		snprintf(buf, n, "%.0f", v);
	else
		snprintf(buf, n, "%.2f", v);
}

void
report_exact(char *buf, size_t n, double v)
{
	if (v == (double)(long long)v && v < 9e15 && v > -9e15)
		snprintf(buf, n, "%lld", (long long)v);
	else
		snprintf(buf, n, "%.6g", v);
}

size_t
report_utf8_len(const unsigned char *s, size_t n)
{
	size_t len, i;
	uint32_t cp;

	if (s[0] < 0x80)
		return 1;
	if ((s[0] & 0xe0) == 0xc0) {
		len = 2;
		cp = s[0] & 0x1f;
	} else if ((s[0] & 0xf0) == 0xe0) {
		len = 3;
		cp = s[0] & 0x0f;
	} else if ((s[0] & 0xf8) == 0xf0) {
		len = 4;
		cp = s[0] & 0x07;
	} else {
		return 0;
	}
	if (len > n)
		return 0;
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3f);
	}
	/* overlong forms, surrogates and values past U+10FFFF are invalid */
	if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) ||
	    (len == 4 && cp < 0x10000) || cp > 0x10ffff ||
	    (cp >= 0xd800 && cp <= 0xdfff))
		return 0;
	return len;
}

double
report_second_figure(const sweep_point *pt, int i)
{
	const pat_stmt *s = pt->p->accesses[i];
	enum sim_space sp = (enum sim_space)s->u.access.array->space;
	const sim_stats *st = &pt->r[0].access[i].stats;

	if (sp == SIM_GLOBAL)
		return eval_metric(st, sp, M_EFFICIENCY);
	if (sp == SIM_SHARED)
		return eval_metric(st, sp, M_BANK_CONFLICTS_PER_REQUEST);
	return NAN;
}

void
report_seconds(char *buf, size_t n, double s)
{
	static const struct { double scale; const char *unit; } u[] = {
		{ 1, "s" }, { 1e-3, "ms" }, { 1e-6, "us" }, { 1e-9, "ns" }
	};
	size_t i;
	double v;

	for (i = 0; i + 1 < sizeof u / sizeof u[0] && s < u[i].scale; i++)
		;
	v = s / u[i].scale;
	/* a day and more in three digits, so that a huge time (a profile's
	   slow clock) is not cut off in the report's buffer, unit and all */
	if (v >= 1e5)
		snprintf(buf, n, "%.3g %s", v, u[i].unit);
	else
		snprintf(buf, n, "%.*f %s", v >= 100 ? 0 : v >= 10 ? 1 : 2, v,
		         u[i].unit);
}

void
report_gbps(char *buf, size_t n, const eval_time *t, const sim_arch *a)
{
	/* the bytes the threads asked for, a second: not DRAM traffic.
	   Where L1 and L2 serve the same bytes again it passes the DRAM's
	   peak, and says why rather than look like a mistake */
	if (isnan(t->gbps))
		snprintf(buf, n, "no global memory traffic");
	else if (a != NULL && t->gbps > a->dram_gbps)
		snprintf(buf, n, "%.0f GB/s of useful bytes (above the DRAM's "
		         "%.0f: L1 and L2 serve them again)", t->gbps,
		         a->dram_gbps);
	else
		snprintf(buf, n, t->gbps < 100 ? "%.3g GB/s of useful bytes" :
		         "%.0f GB/s of useful bytes", t->gbps);
}

const char *
report_dram_method(const eval_time *t)
{
	return t->dram_sampled ? "sampled" : t->dram_exact ? "exact"
	                                                  : "estimated";
}

/* The reason of the constant cache's, the atomics' or the issue bound
   (b), malloc'ed. */
static char *
unit_reason(const eval_time *t, const sim_arch *a, enum sim_bound b)
{
	const sim_time *m = &t->t;
	char *s = NULL;

	switch (b) {
	case SIM_BOUND_CONSTANT:
		s = xasprintf("constant: %.4g passes of the constant cache (a "
		              "distinct address of a request each) on %d of %d "
		              "SMs at %g a clock", t->in.const_passes,
		              m->sms_used, a->sm_count,
		              a->const_passes_per_clk);
		break;
	case SIM_BOUND_ATOMIC:
		if (t->in.atom_units_ns * 1e-9 > t->in.atom_hot *
		    (t->in.atom_hot_float ? a->atom_float_ns : a->atom_int_ns) *
		    1e-9) {
			s = xasprintf("atomic: the L2 units' passes over the "
			              "sectors of the atomics' lines, %s%.4g us over "
			              "the units the resident blocks reach at once "
			              "(at least the busiest unit's), plus %.4g us "
			              "(all units' "
			              "%.4g us over the %g at work at once)",
			              t->atom_units_exact ? "" : "at least ",
			              t->atom_unit_ns * 1e-3,
			              a->atom_units > 0 ? t->atom_total_ns * 1e-3 /
			                                  a->atom_units : 0,
			              t->atom_total_ns * 1e-3, a->atom_units);
			break;
		}
		s = xasprintf("atomic: %s%.4g %s on one address, the busiest, "
		              "which the L2 applies one after another, %.3g ns "
		              "each", t->atom_exact || t->in.atom_hot == 0 ? ""
		              : "at least ", t->in.atom_hot, t->in.atom_hot_float
		              ? "float adds" : "atomic operations",
		              t->in.atom_hot_float ? a->atom_float_ns
		                                   : a->atom_int_ns);
		break;
	case SIM_BOUND_ISSUE:
		if (t->in.issued <= 0) {
			s = xasprintf("issue: not counted (a kernel pattern's "
			              "machine instructions are, from ptxas)");
			break;
		}
		s = xasprintf("issue: %.4g machine instructions (what ptxas "
		              "made of the kernel) on %d of %d SMs at %g a "
		              "clock, one per scheduler", t->in.issued,
		              m->sms_used, a->sm_count, a->issue_per_clk);
		break;
	default:
		break;
	}
	return s;
}

/* The latency bound's line (report_time_reason). */
static char *
latency_reason(const eval_time *t, const sim_arch *a)
{
	const sim_time *m = &t->t;
	char *s;

	s = xasprintf("latency: %.3g warp%s per SM on %d of %d SMs, "
	              "%.0f bytes in flight a warp, %.0f wait%s of "
	              "%.0f ns, %llu wave%s", m->warps_per_sm,
	              m->warps_per_sm == 1 ? "" : "s", m->sms_used,
	              a->sm_count, t->in.inflight_bytes, m->rounds,
	              m->rounds == 1 ? "" : "s", m->latency_ns,
	              (unsigned long long)m->waves,
	              m->waves == 1 ? "" : "s");
	/* the measured profiles' barrier steps and shortest wave */
	if (m->step_ns > 0 || a->block_ns > 0)
		xascat(&s, ", %.0f barrier step%s of %.0f ns; a wave "
		    "%.0f ns (at least %.0f)", t->in.syncs,
		    t->in.syncs == 1 ? "" : "s", a->sync_step_ns,
		    m->wave_ns, a->block_ns);
	/* the measured loaded latency (profiles with its curves) */
	if (m->inflight_sm > 0 && t->in.flat_share > 0)
		xascat(&s, "; loaded: %.0f DRAM bytes in flight an SM, "
		    "%.0f ns", m->inflight_sm, m->dram_ns);
	if (m->wave_min_ns > 0)
		xascat(&s, ", a wave at least %.0f ns", m->wave_min_ns);
	return s;
}

/* What follows bound b's reason (report_time_reason): the measured
   profiles' turnover between waves in the SM's pipes, and the queueing
   where it raised the bound. */
static void
reason_tail(char **s, const sim_time *m, const sim_arch *a, enum sim_bound b)
{
	/* the warps' queueing raised this bound (timemodel.h, Queueing) */
	bool queued = m->queue > 0 && m->queue_to == b;

	if (sim_bound_is_pipe(b) && m->pipe_ramp > 0 && !queued)
		xascat(s, ", plus %llu %s turnover of %.0f ns",
		    (unsigned long long)m->waves,
		    m->waves == 1 ? "wave's" : "waves'", a->block_ns);
	if (queued) {
		char q[32];
		report_seconds(q, sizeof q, m->queue);
		xascat(s, "; with the pipes' queueing, %s: %d warps an SM, "
		    "a round %.0f ns in the pipes and %.0f ns waiting, keep "
		    "%s busy %.0f %% of the time", q, m->queue_warps,
		    m->queue_pipes_ns, m->queue_wait_ns,
		    sim_bound_name(m->queue_pipe), m->queue_busy * 100);
	}
}

/* The dram bound's reason: the bytes, and each term beyond them where it
   is not 0 (dram.h) */
static char *
dram_reason(const eval_time *t, const sim_arch *a)
{
	char *s = xasprintf("dram: %.4g MB (%s)", t->dram_bytes / 1e6,
	                    report_dram_method(t));

	/* the lines DRAM moves in part (K_LINES) */
	if (t->dram_unmoved > 0)
		xascat(&s, " + %.3g x %.4g MB unmoved in lines it moves in part,",
		       sim_dram_line_cost(a), t->dram_unmoved / 1e6);
	/* and those it opens far from the last (K_SCATTER) */
	if (t->dram_scattered >= 1e6)
		xascat(&s, " + %.3g bytes x %.4g million lines opened scattered,",
		       sim_dram_scatter_cost(a), t->dram_scattered / 1e6);
	else if (t->dram_scattered > 0)
		xascat(&s, " + %.3g bytes x %.0f lines opened scattered,",
		       sim_dram_scatter_cost(a), t->dram_scattered);
	/* and the write-backs far from the others (K_WRITE, K_RBW) */
	if (t->dram_scattered_writes > 0)
		xascat(&s, " + %.3g bytes x %.4g million blocks written back "
		       "scattered,", sim_dram_write_cost(a),
		       t->dram_scattered_writes / 1e6);
	if (t->dram_scattered_rbw > 0)
		xascat(&s, " + %.3g bytes x %.4g million of them read first,",
		       sim_dram_rbw_cost(a), t->dram_scattered_rbw / 1e6);
	xascat(&s, " at %.0f GB/s", a->dram_gbps);
	return s;
}

char *
report_time_reason(const eval_time *t, const sim_arch *a, enum sim_bound b)
{
	const sim_time *m = &t->t;
	double sect = t->in.load_sectors + t->in.store_sectors;
	/* L2 sees the sectors L1 does not serve; L1 makes a request's
	   passes (timemodel.h, lsu) */
	double l2sect = sect - fmin(t->in.l1_hit_sectors, t->in.load_sectors);
	double l1w = fmax(t->in.l1_wavefronts, t->in.requests);
	char *s;

	if (b >= SIM_NBOUNDS)
		b = m->winner;
	switch (b) {
	case SIM_BOUND_DRAM:
		s = dram_reason(t, a);
		break;
	case SIM_BOUND_L2:
		if (m->l2_store > 0 && m->l2_store >= m->bound[SIM_BOUND_L2]) {
			s = xasprintf("l2: %.4g million lines stored (a write "
			              "per line a store touches) at %.3g a ns",
			              t->in.store_lines / 1e6,
			              a->l2_store_gtps);
			break;
		}
		if (m->l2_load > 0 && m->l2_load >= m->bound[SIM_BOUND_L2]) {
			s = xasprintf("l2: %.4g million lines of loads L1 does "
			              "not serve, at %.3g ps each and %.3g ps a "
			              "sector (%.4g million), and the stores' "
			              "sectors at %.0f GB/s", t->in.load_lines / 1e6,
			              a->l2_line_ps, a->l2_sector_ps,
			              m->l2_load_sectors / 1e6, a->l2_gbps);
			if (m->l2_store > 0)
				xascat(&s, " or their %.4g million lines at %.3g a "
				       "ns", t->in.store_lines / 1e6,
				       a->l2_store_gtps);
			break;
		}
		s = xasprintf("l2: %.4g MB of sectors between L2 and %d of %d "
		              "SMs at %.0f GB/s", l2sect * SIM_SECTOR / 1e6,
		              m->sms_used, a->sm_count, a->l2_gbps);
		break;
	case SIM_BOUND_LSU:
		if (l1w > t->in.requests)
			s = xasprintf("lsu: %.4g L1 wavefronts (%.4g requests) "
			              "on %d of %d SMs at %g a clock", l1w,
			              t->in.requests, m->sms_used, a->sm_count,
			              a->lsu_requests_per_clk);
		else
			s = xasprintf("lsu: %.4g requests on %d of %d SMs "
			              "at %g a clock", t->in.requests,
			              m->sms_used, a->sm_count,
			              a->lsu_requests_per_clk);
		break;
	case SIM_BOUND_L1:
		s = xasprintf("l1: %.4g MB from L1 on %d of %d SMs at %g bytes "
		              "a clock", sect * SIM_SECTOR / 1e6, m->sms_used,
		              a->sm_count, a->l1_bytes_per_clk);
		break;
	case SIM_BOUND_SHARED:
		if (t->in.wavefronts > 0 && t->in.requests > 0)
			s = xasprintf("shared: %.4g wavefronts and %.4g "
			              "global L1 wavefronts on %d of %d SMs at "
			              "%g a clock", t->in.wavefronts, l1w,
			              m->sms_used, a->sm_count,
			              a->smem_wavefronts_per_clk);
		else
			s = xasprintf("shared: %.4g wavefronts on %d of %d "
			              "SMs at %g a clock", t->in.wavefronts,
			              m->sms_used, a->sm_count,
			              a->smem_wavefronts_per_clk);
		break;
	case SIM_BOUND_CONSTANT: case SIM_BOUND_ATOMIC: case SIM_BOUND_ISSUE:
		s = unit_reason(t, a, b);
		break;
	default:
		s = latency_reason(t, a);
		break;
	}
	reason_tail(&s, m, a, b);
	return s;
}

const char *
report_sug_metric(enum sim_space sp)
{
	return sp == SIM_GLOBAL ? "sectors" : "wavefronts";
}

const char *
report_sug_space(const sug_target *tg)
{
	return tg->local ? "local" : tg->texture ? "texture"
	       : tg->space == SIM_GLOBAL ? "global" : "shared";
}

void
report_per_request(char *buf, size_t n, uint64_t v, uint64_t requests)
{
	report_figure(buf, n, requests ? (double)v / (double)requests : 0);
}

void
report_sug_after(char *buf, size_t n, const sug_figure *g)
{
	report_per_request(buf, n, g->after,
	                   g->requests_after ? g->requests_after : g->requests);
}
