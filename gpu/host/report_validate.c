/*
 * report_validate.c - the "validate" back end (report_gpu.h): 'accessan
 * validate''s summary, the lines that count what agreed, what did not and
 * what was refused, and where the time went. It counts nothing itself:
 * validate.c's counts are what it says.
 */
#include <stdio.h>

#include "gpurun.h"
#include "report_gpu.h"
#include "validate.h"

static void
validate_summary_text(void *b, const validate_summary *v)
{
	FILE *out = report_gpu_stream(b);
	const validate_opts *o = v->o;
	const validate_counts *c = v->c;
	const char *noun = o->files ? (c->total == 1 ? "file" : "files")
	                   : "patterns";

	fprintf(out, "validate: %d %s, %d ran, %d agree exactly with the %s "
	        "(%.1f %%), %d disagree, %d refused", c->total, noun, c->ran,
	        c->agree, o->dry ? "model's invariants and code generation"
	        : "GPU", c->ran ? 100.0 * c->agree / c->ran : 0.0, c->differ,
	        c->bad);
	if (!o->dry)
		fprintf(out, "; %d figures compared", c->figures);
	if (!o->dry && c->explained)
		fprintf(out, ", of which %d of kernels' totals differ by a "
		        "mechanism the model names (arbitration among warps, "
		        "predicated-off warps: --gpu says which), not counted "
		        "as disagreeing", c->explained);
	fprintf(out, "\n");
	if (!o->dry && c->noisy)
		fprintf(out, "validate: the pipe counter of %d shared access%s "
		        "read differently in its %d reads (the smallest is "
		        "kept)\n", c->noisy, c->noisy == 1 ? "" : "es",
		        GPURUN_SERIAL_READS);
	if (!o->dry)
		fprintf(out, "validate: %.1f s, of which NVRTC %.1f s on %d "
		        "threads\n", c->seconds, c->compile_s, c->threads);
}

const report_backend report_validate = {
	.name = "validate",
	.alloc = report_gpu_alloc,
	.validate = validate_summary_text,
	.free = report_gpu_free,
};
