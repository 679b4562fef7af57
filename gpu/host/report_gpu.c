/*
 * report_gpu.c - the GPU's back ends: accessan --gpu's comparison of the
 * model with the counters and the bandwidth, and sweep --gpu's table and
 * CSV, row by row as they are measured (each row flushed: a point can
 * take seconds); the state they all keep, and the table that finds each
 * GPU back end by name.
 */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "cudagen.h"
#include "diag.h"
#include "gpurun.h"
#include "report_gpu.h"

typedef struct state {
	FILE *out;
} state;

static const report_backend *const backends[] = {
	&report_gpu, &report_gpu_sweep, &report_gpu_sweep_csv,
	&report_validate, &report_profile,
};

const report_backend *
report_gpu_find(const char *name)
{
	return report_backend_in(backends, sizeof(backends) /
	                         sizeof(backends[0]), name);
}

void *
report_gpu_alloc(FILE *out, const report_opts *o)
{
	state *b = xmalloc(sizeof *b);

	(void)o;
	b->out = out;
	return b;
}

void
report_gpu_free(void *b)
{
	free(b);
}

FILE *
report_gpu_stream(void *b)
{
	return ((state *)b)->out;
}

/* ---- accessan --gpu ----------------------------------------------------- */

static void
compare(FILE *out, const char *what, uint64_t model, double gpu,
	bool have)
{
	if (!have || isnan(gpu)) {
		fprintf(out, "    %-12s model %14" PRIu64 "   GPU %14s\n", what,
		        model, "-");
		return;
	}
	fprintf(out, "    %-12s model %14" PRIu64 "   GPU %14.0f   %s\n", what,
	        model, gpu, (double)model == gpu ? "ok" : "DIFFERS");
}

static void
head(FILE *out, const struct gpu_comparison *c)
{
	const gpu_device_info *di = &c->device;
	const gpurun_measurement *m = &c->m;

	fprintf(out, "GPU: %s, sm_%d%d, %d SMs, %.0f MB L2, driver %d.%d\n",
	        di->name, di->cc_major, di->cc_minor, di->sm_count,
	        di->l2_bytes / 1e6, di->driver_version / 1000,
	        di->driver_version % 1000 / 10);
	if (!m->have_counters)
		fprintf(out, "counters: none (%s); timing alone\n",
		        m->counters_note);
	else if (m->serial_reads == 0)
		fprintf(out, "counters: CUPTI range profiler, one kernel per "
		        "access (acc_s<N>), the pattern as written\n");
	else
		fprintf(out, "counters: CUPTI range profiler, one kernel per "
		        "access (acc_s<N>), the pattern as written; shared "
		        "wavefronts from the load/store unit's pipe counter, one "
		        "warp playing the grid (acc_w<N>), the smallest of "
		        "%d reads (%d access%s read differently)\n",
		        m->serial_reads, m->serial_noisy,
		        m->serial_noisy == 1 ? "" : "es");
	if (c->own_banks)
		fprintf(out, "note: the architecture or bank mode asked for has "
		        "other banks than this GPU: wavefronts are compared with "
		        "the model for %s, %d-byte banks\n", c->arch->name,
		        c->arch->bank_bytes);
}

/* A shared access: wavefronts, and the cycles of acc_c<i>. */
static void
shared_rows(FILE *out, int i, const sim_stats *ps,
	    const gpurun_figures *g,
	    const struct gpu_comparison *c)
{
	const gpurun_measurement *m = &c->m;
	const gpurun_model *mo = &c->mo;

	compare(out, "wavefronts", c->own_banks ? mo->wavefronts[i]
	        : ps->wavefronts, g->wavefronts, m->have_counters);
	if (m->have_counters && !isnan(g->instructions) && g->instructions > 0)
		fprintf(out, "    %-12s %.0f instructions, %.4g wavefronts "
		        "each (pipe counter)\n", "", g->instructions,
		        g->wavefronts / g->instructions);
	if (m->have_counters && !isnan(g->wavefronts_sass))
		fprintf(out, "    %-12s %.0f (Nsight's SASS-patched estimate%s)\n",
		        "", g->wavefronts_sass, g->wavefronts_sass ==
		        g->wavefronts ? "" : ", differs from the pipe counter");
	if (!isnan(m->cycles[i]) && mo->ok && mo->block0_requests[i] > 0) {
		double rq = (double)mo->block0_requests[i] * CUDAGEN_CYCLE_REPS;
		fprintf(out, "    %-12s model %.2f wavefronts a request; "
		        "GPU %.2f cycles a request (block 0 alone, "
		        "%d times)\n", "cost",
		        mo->block0_wavefronts[i] /
		        (double)mo->block0_requests[i],
		        m->cycles[i] / rq, CUDAGEN_CYCLE_REPS);
	}
}

/* A constant access: the passes (one per distinct address of each LDC:
   two LDCs for a 16-byte load) from the constant cache's requests, less
   the kernel's other LDC instructions (gpurun_constant_passes), and the
   raw counters. */
static void
constant_rows(FILE *out, const pat_stmt *st, const sim_stats *ps,
	      const gpurun_figures *g, bool have)
{
	unsigned k = gpurun_constant_ldcs(st->u.access.size);
	double passes = gpurun_constant_passes(g, ps->requests,
	                                       st->u.access.size);

	compare(out, "passes", ps->distinct * k, passes, have);
	if (k > 1)
		fprintf(out, "    %-12s %u LDC a request (a 16-byte load is two "
		        "8-byte ones), each once per distinct address\n", "", k);
	if (have && !isnan(g->const_requests) && !isnan(g->instructions))
		fprintf(out, "    %-12s %.0f constant-cache requests, %.0f LDC "
		        "instructions (%" PRIu64 " in the model's requests%s)\n",
		        "", g->const_requests, g->instructions,
		        ps->requests * k, isnan(passes) ? ": fewer ran: the "
		        "compiler merged loads or served them another way "
		        "(ULDC), which no counter here tells apart; not "
		        "compared"
		        : ", the rest the kernel's parameter loads");
}

static void
access_rows(FILE *out, const pat_program *p, const eval_result *r,
	    const struct gpu_comparison *c, int i)
{
	const gpurun_measurement *m = &c->m;
	const gpurun_model *mo = &c->mo;
	const pat_stmt *st = p->accesses[i];
	const pat_array *a = st->u.access.array;
	const sim_stats *ps = &r->access[i].stats;
	const double *cn = &m->counters[(size_t)i * GPU_NMETRICS];
	gpurun_figures g;
	char *text = diag_escape(st->text ? st->text : "");

	fprintf(out, "\naccess %d (line %d): %s\n", i, st->loc.line, text);
	free(text);
	gpurun_figures_of(st, cn, &g);
	if (a->texture) {
		/* the texture pipe: a request a lane quad, the sectors its
		   lookups (THE MODEL, Textures) */
		compare(out, "tex requests", r->access[i].tex_quads, g.requests,
		        m->have_counters);
		compare(out, "tex sectors", ps->sectors, g.sectors,
		        m->have_counters);
	} else if (a->space == SPACE_GLOBAL) {
		compare(out, "requests", ps->requests, g.requests,
		        m->have_counters);
		compare(out, "sectors", ps->sectors, g.sectors, m->have_counters);
		if (a->local)
			fprintf(out, "    %-12s the local-memory counters (l1tex__t_"
			        "*_pipe_lsu_mem_local_op_*)\n", "local");
	} else if (a->space == SPACE_SHARED) {
		shared_rows(out, i, ps, &g, c);
		if (m->have_counters && !cudagen_has_serial(p, i) &&
		    p->grid[0] * p->grid[1] * p->grid[2] * p->block[0] *
		    p->block[1] * p->block[2] > 32)
			fprintf(out, "    %-12s read with every warp running "
			        "(more than %d warps to play one at a time): "
			        "arbitration may add wavefronts\n", "",
			        CUDAGEN_SERIAL_MAX_WARPS);
	} else {
		constant_rows(out, st, ps, &g, m->have_counters);
	}
	if (a->space == SPACE_GLOBAL && !a->local && mo->ok)
		fprintf(out, "    %-12s model read %" PRIu64 " B, written %"
		        PRIu64 " B (the kernel alone, from a clean L2)\n",
		        "DRAM", mo->alone[i].read + mo->alone[i].rbw,
		        mo->alone[i].write);
	if (m->have_counters)
		fprintf(out, "    %-12s GPU   read %.0f B, written %.0f B%s\n",
		        mo->ok && a->space == SPACE_GLOBAL && !a->local ? ""
		                                                        : "DRAM",
		        cn[GPU_M_DRAM_READ_BYTES], cn[GPU_M_DRAM_WRITE_BYTES],
		        m->dram_flushed ? " (after an L2 flush)" : "");
}

/* The DRAM model's bytes beside the measured ones, a replica. */
static void
dram_rows(FILE *out, const struct gpu_comparison *c)
{
	const gpurun_measurement *m = &c->m;
	const sim_dram_bytes *w = &c->mo.whole;
	double r = (double)m->replicas;

	fprintf(out, "    DRAM model, a replica: read %" PRIu64
	        " B (%" PRIu64 " blocks of 64 B, %" PRIu64 " sectors "
	        "alone in theirs), read before write %" PRIu64
	        " B, written %" PRIu64 " B\n", w->read,
	        w->read / SIM_DRAM_BLOCK, w->isolated, w->rbw, w->write);
	if (!isnan(m->time_dram_read))
		fprintf(out, "    DRAM measured, a replica: read %.0f B, "
		        "written %.0f B (model error %+.0f %%)\n",
		        m->time_dram_read / r, m->time_dram_write / r,
		        sim_dram_total(w) ? ((m->time_dram_read +
		        m->time_dram_write) / r - sim_dram_total(w)) /
		        sim_dram_total(w) * 100 : 0.0);
}

static void
bandwidth(FILE *out, const struct gpu_comparison *c,
	  const report_item *it)
{
	sim_time t;
	double model_ms;
	const gpurun_measurement *m = &c->m;
	const gpurun_model *mo = &c->mo;
	double s_sec = m->ms * 1e-3;
	double r = (double)m->replicas;
	double ub = c->useful * r / s_sec / 1e9;
	double sb = c->sectors * 32.0 * r / s_sec / 1e9;
	sim_dram_time tp;
	double pred_ms = gpurun_predicted_ms(mo, m, &tp);

	fprintf(out, "\nbandwidth: every access (%s), the pattern "
	        "replicated %" PRIu64 " times (each replica its own "
	        "%.1f KB of global arrays: %.0f MB, %.1f x the L2)\n",
	        m->time_kernel, m->replicas, m->global_bytes / 1e3,
	        m->global_bytes * r / 1e6, c->device.l2_bytes ?
	        m->global_bytes * r / c->device.l2_bytes : 0.0);
	fprintf(out, "    time %.4f ms (median of 25); useful %.1f GB/s, "
	        "sectors %.1f GB/s; copy peak %.1f GB/s (read + write)\n",
	        m->ms, ub, sb, m->peak_gbps);
	if (mo->ok)
		dram_rows(out, c);
	if (pred_ms > 0) {
		fprintf(out, "    predicted: %.4f ms, useful %.1f GB/s; the "
		        "measured time is %+.0f %% off\n", pred_ms,
		        c->useful * r / (pred_ms * 1e-3) / 1e9,
		        (m->ms / pred_ms - 1) * 100);
		fprintf(out, "    the prediction, a replica, in bytes at the "
		        "copy peak: %.0f for DRAM bytes + %.0f for the unmoved "
		        "part of %" PRIu64 " lines\n", tp.dram, tp.lines,
		        mo->whole.lines);
	} else if (!mo->ok) {
		fprintf(out, "    predicted: no DRAM model (the evaluator "
		        "has no on_request hook)\n");
	}
	model_ms = gpurun_model_ms(it->r, it->arch, m->replicas, &t);
	if (model_ms > 0)
		fprintf(out, "    time model (%s profile, the replicas' "
		        "launch): %.4f ms, bound %s; the measured time is "
		        "%+.0f %% off\n", it->arch->name, model_ms,
		        sim_bound_name(t.winner), (m->ms / model_ms - 1) * 100);
}

static void
gpu_pattern(void *b, const report_item *it)
{
	FILE *out = ((state *)b)->out;
	const struct gpu_comparison *c = it->gpu;

	if (c == NULL)
		return;
	head(out, c);
	for (int i = 0; i < it->p->naccesses; i++)
		access_rows(out, it->p, it->r, c, i);
	if (c->m.timed)
		bandwidth(out, c, it);
	if (c->m.have_counters)
		fprintf(out, "\n%d of %d figures agree with the model\n",
		        c->compared - c->differ, c->compared);
}

const report_backend report_gpu = {
	.name = "gpu",
	.alloc = report_gpu_alloc,
	.pattern = gpu_pattern,
	.free = report_gpu_free,
};

/* ---- sweep --gpu ---------------------------------------------------------- */

static void
sweep_row(void *b, const struct gpu_sweep_row *row)
{
	FILE *out = ((state *)b)->out;
	const gpurun_bandwidth *bw = &row->b;

	switch (row->kind) {
	case GPU_ROW_HEAD:
		fprintf(out, "\nGPU: %s, sm_%d%d: every access together, useful "
		        "bytes a second, measured and predicted\n",
		        row->device->name, row->device->cc_major,
		        row->device->cc_minor);
		fprintf(out, "%8.8s  %13s  %14s  %8s  %8s  %12s  %8s  %9s  "
		        "%6s\n", row->param, "measured GB/s", "predicted GB/s",
		        "bound", "time off", "at copy GB/s", "copy off",
		        "copy GB/s", "x L2");
		break;
	case GPU_ROW_POINT:
		fprintf(out, "%8lld  %13.1f  %14.1f  %8s  %6.0f %%  %12.1f  "
		        "%6.0f %%  %9.1f  %6.1f\n", (long long)row->value,
		        bw->useful_gbps, bw->model_gbps, bw->model_ms > 0 ?
		        sim_bound_name(bw->bound) : "-", row->off,
		        bw->predicted_gbps, row->copy_off, bw->peak_gbps,
		        bw->l2_multiple);
		break;
	case GPU_ROW_END:
		if (row->timed)
			fprintf(out, "%d of %d within 15 %% of the prediction; the "
			        "farthest: %+.0f %% at %s = %lld\n", row->within,
			        row->timed, row->worst, row->param,
			        (long long)row->worst_at);
		return;
	}
	fflush(out);
}

const report_backend report_gpu_sweep = {
	.name = "gpu-table",
	.alloc = report_gpu_alloc,
	.row = sweep_row,
	.free = report_gpu_free,
};

static void
csv_row(void *b, const struct gpu_sweep_row *row)
{
	FILE *out = ((state *)b)->out;
	const gpurun_bandwidth *bw = &row->b;

	if (row->kind == GPU_ROW_HEAD)
		fprintf(out, "param,value,measured_gbps,predicted_gbps,"
		        "time_off,copy_gbps,replicas,model_gbps,bound,"
		        "model_off\n");
	else if (row->kind == GPU_ROW_POINT)
		/* predicted_gbps and time_off keep their meaning of the copy
		   speed's prediction; the time model's are appended */
		fprintf(out, "%s,%lld,%.6g,%.6g,%.6g,%.6g,%llu,%.6g,%s,%.6g\n",
		        row->param, (long long)row->value, bw->useful_gbps,
		        bw->predicted_gbps, row->copy_off / 100, bw->peak_gbps,
		        (unsigned long long)bw->replicas, bw->model_gbps,
		        bw->model_ms > 0 ? sim_bound_name(bw->bound) : "",
		        bw->model_ms > 0 ? row->off / 100 : NAN);
}

const report_backend report_gpu_sweep_csv = {
	.name = "gpu-csv",
	.alloc = report_gpu_alloc,
	.row = csv_row,
	.free = report_gpu_free,
};
