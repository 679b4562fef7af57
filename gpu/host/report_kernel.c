/*
 * report_kernel.c - accessan --gpu's table for a 'kernel' pattern
 * (kernelrun.h): the kernel's totals, model beside counters, and the
 * accesses each total belongs to. Text only, as the pattern's --gpu
 * table.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cudasrc.h"
#include "diag.h"
#include "kernelrun.h"

static void
head(FILE *out, const pat_program *p, const kernelrun_cmp *c)
{
	const gpu_device_info *di = &c->device;
	const cudasrc *k = p->kernel;
	char *path = diag_escape(cudasrc_path(k));

	fprintf(out, "GPU: %s, sm_%d%d, %d SMs, driver %d.%d\n", di->name,
	        di->cc_major, di->cc_minor, di->sm_count,
	        di->driver_version / 1000, di->driver_version % 1000 / 10);
	fprintf(out, "kernel: %s of %s, the user's own, compiled by NVRTC for "
	        "sm_%d%d; grid %lld,%lld,%lld, block %lld,%lld,%lld; one "
	        "launch\n", cudasrc_name(k), path, di->cc_major, di->cc_minor,
	        (long long)p->grid[0], (long long)p->grid[1],
	        (long long)p->grid[2], (long long)p->block[0],
	        (long long)p->block[1], (long long)p->block[2]);
	free(path);
	if (!c->have_counters) {
		fprintf(out, "counters: none (%s)\n", c->note);
		return;
	}
	fprintf(out, "counters: CUPTI range profiler, the whole launch: the "
	        "counters count the kernel, not an instruction, so its totals "
	        "are compared (the model's summed over the accesses of each "
	        "kind); an access's own figure only where it is the one "
	        "access of its kind that ran\n");
	fprintf(out, "shared wavefronts: the load/store unit's pipe counter, "
	        "exact where no two warps of an SM contend for the pipe (where "
	        "they do it adds arbitration); Nsight's SASS-patched count "
	        "beside it\n");
	if (c->arch == NULL || c->evaluated == NULL ||
	    strcmp(c->arch->name, c->evaluated) != 0)
		fprintf(out, "note: the model ran on %s, the GPU is %s: figures "
		        "that depend on the profile (shared banks) may differ\n",
		        c->evaluated, c->arch ? c->arch->name : "?");
	if (c->shared_undefined)
		fprintf(out, "note: 'contents shared' declares a shared variable "
		        "the kernel never stores; the GPU's shared memory starts "
		        "undefined\n");
	if (c->uncounted)
		fprintf(out, "note: %d access%s of no counter to "
		        "compare\n", c->uncounted, c->uncounted == 1 ? "" : "es");
}

/* The access that alone makes figure f, or why none does. */
static void
owner(FILE *out, const pat_program *p, const kernelrun_cmp *c,
      int f)
{
	const pat_stmt *st;
	char *text;

	if (c->owner[f] == KR_NONE) {
		fprintf(out, "      (no access of this kind ran)\n");
		return;
	}
	if (c->owner[f] == KR_SEVERAL) {
		fprintf(out, "      (several accesses: a total, not "
		        "attributable to one)\n");
		return;
	}
	st = p->accesses[c->owner[f]];
	text = diag_escape(st->text ? st->text : "");
	fprintf(out, "      access %d alone: %s\n", c->owner[f], text);
	free(text);
}

void
kernelrun_report(FILE *out, const pat_program *p, const eval_result *r,
		 const kernelrun_cmp *c)
{
	(void)r;
	fprintf(out, "\n");
	head(out, p, c);
	fprintf(out, "\n  %-26s %14s %14s\n", "kernel totals", "model", "GPU");
	for (int f = 0; f < KR_NFIGS; f++) {
		bool have = c->have_counters && !isnan(c->gpu[f]);
		enum kernelrun_verdict w = kernelrun_verdict(c, f);
		double sass;
		if (c->model[f] == 0 && c->owner[f] == KR_NONE &&
		    (!have || c->gpu[f] == 0))
			continue;    /* nothing of this kind, on either side */
		if (have)
			fprintf(out, "  %-26s %14.0f %14.0f   %s\n",
			        kernelrun_fig_name[f], c->model[f], c->gpu[f],
			        w == KR_AGREES ? "ok" : w == KR_DIFFERS
			        ? "DIFFERS" : "explained");
		else
			fprintf(out, "  %-26s %14.0f %14s\n",
			        kernelrun_fig_name[f], c->model[f], "-");
		sass = f == KR_SLD_WAVEFRONTS ? c->sass_ld
		       : f == KR_SST_WAVEFRONTS ? c->sass_st
		       : f == KR_SATOM_WAVEFRONTS ? c->sass_atom : NAN;
		if (have && !isnan(sass))
			fprintf(out, "      SASS-patched count %.0f\n", sass);
		if (w == KR_ARBITRATION)
			fprintf(out, "      arbitration among warps: %.0f "
			        "wavefronts more in the pipe counter, where warps "
			        "of an SM contend; the SASS-patched count, the "
			        "per-instruction figure the model gives, agrees\n",
			        c->gpu[f] - c->model[f]);
		if (w == KR_PREDICATED)
			fprintf(out, "      predicated-off warps: %.0f "
			        "instructions with no lane active (ptxas made a "
			        "branch of the PTX predication, so warps that the "
			        "branch skips issue it; their wavefronts are the "
			        "model's)\n", c->gpu[f] - c->model[f]);
		/* a hint, not an explanation: it stays a disagreement */
		if (w == KR_DIFFERS && c->gpu[f] < c->model[f] &&
		    (f == KR_SLD_INSTS || f == KR_SST_INSTS ||
		     f == KR_GLD_REQUESTS || f == KR_GST_REQUESTS))
			fprintf(out, "      fewer than the PTX's: ptxas may have "
			        "merged neighbouring loads or stores into wider "
			        "ones (LDS.128 for four LDS), which the model, "
			        "counting the PTX, does not know (cuobjdump -sass "
			        "shows them)\n");
		if (f == KR_CONST_PASSES && c->const_merged)
			fprintf(out, "      not compared: fewer LDC instructions "
			        "ran than the model's constant loads (ptxas merged "
			        "loads of one address or hoisted them out of a "
			        "loop), so the passes cannot be told apart\n");
		if (f % 2 == 0)   /* KR_CONST_PASSES too: one figure */
			owner(out, p, c, f);
	}
	if (c->have_counters) {
		fprintf(out, "\n%d figures compared, %d differ", c->compared,
		        c->differ);
		if (c->explained)
			fprintf(out, "; %d more differ by a mechanism named "
			        "above, which the model's per-instruction figures "
			        "leave out", c->explained);
		fprintf(out, "\n");
	}
}
