/*
 * report_validate.c - the "validate" back end (report_gpu.h): what
 * 'accessan validate' says as it goes, row by row (validate.h's
 * validate_row): what is checked where, each pattern that disagrees or is
 * refused, each GPU error, the progress, where the time went and the
 * summary. It counts nothing itself: validate.c's counts are what it
 * says.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "diag.h"
#include "gpurun.h"
#include "report_gpu.h"
#include "validate.h"

/* "---- pattern 12" or "---- file.pat": the head of what is said of a
   pattern. */
static void
pattern_head(FILE *out, const validate_row *row)
{
	if (row->file) {
		/* a file name may hold control bytes: shown as diag does */
		char *file = diag_escape(row->file);
		fprintf(out, "---- %s", file);
		free(file);
	} else
		fprintf(out, "---- pattern %d", row->n);
}

static void
head(FILE *out, const validate_row *row)
{
	const validate_opts *o = row->o;
	const validate_counts *c = row->c;
	const char *noun = o->files ? (c->total == 1 ? "file" : "files")
	                   : "patterns";

	if (row->device == NULL && o->files)
		fprintf(out, "validate: %d %s, dry run (model and code "
		        "generation only)\n", c->total, noun);
	else if (row->device == NULL)
		fprintf(out, "validate: %d random %spatterns, seed %" PRIu64
		        ", dry run (model and code generation only, %s)\n",
		        o->n, o->adversarial ? "shared-probe " : "", o->seed,
		        row->profile);
	else if (o->files)
		fprintf(out, "validate: %d %s on %s (%s)\n", c->total, noun,
		        row->device, row->profile);
	else
		fprintf(out, "validate: %d random %spatterns, seed %" PRIu64
		        ", on %s (%s)\n", o->n, o->adversarial ?
		        "shared-probe " : "", o->seed, row->device,
		        row->profile);
}

static void
disagrees(FILE *out, const validate_row *row)
{
	if (row->file) {
		pattern_head(out, row);
		fprintf(out, " disagrees\n%s", row->why);
	} else
		fprintf(out, "---- pattern %d disagrees: save from here to the "
		        "next ---- line and run accessan --gpu on it\n%s%s",
		        row->n, row->why, row->text);
}

static void
phases(FILE *out, const validate_row *row)
{
	const validate_counts *c = row->c;
	double sum = 0;
	int n = c->ran > 0 ? c->ran : 1;

	fprintf(out, "validate: GPU phases:");
	for (int i = 0; i < GPURUN_NPHASES; i++) {
		if (row->phases[i] < 0.0005)
			continue;
		fprintf(out, " %s %.2f s,", gpurun_phase_name(i),
		        row->phases[i]);
		sum += row->phases[i];
	}
	fprintf(out, " in all %.2f s, %.3f s a pattern; NVRTC %.2f s, %.3f s "
	        "a pattern\n", sum, sum / n, c->compile_s, c->compile_s / n);
}

static void
summary(FILE *out, const validate_row *row)
{
	const validate_opts *o = row->o;
	const validate_counts *c = row->c;
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

static void
validate_text(void *b, const validate_row *row)
{
	FILE *out = report_gpu_stream(b);

	switch (row->kind) {
	case VALIDATE_HEAD:
		head(out, row);
		break;
	case VALIDATE_SHOW:
		pattern_head(out, row);
		fprintf(out, "\n%s", row->text);
		break;
	case VALIDATE_REFUSED:
		pattern_head(out, row);
		if (row->file)
			fprintf(out, ": %s (see above)\n", row->why);
		else
			fprintf(out, ": %s (a generator bug)\n%s", row->why,
			        row->text);
		break;
	case VALIDATE_DISAGREES:
		disagrees(out, row);
		break;
	case VALIDATE_GPU_ERROR:
		pattern_head(out, row);
		fprintf(out, ": GPU error: %s\n", row->why);
		if (row->file == NULL)
			fprintf(out, "%s", row->text);
		break;
	case VALIDATE_NO_COUNTERS:
		fprintf(out, "accessan: validate: counters unavailable: %s\n",
		        row->why);
		break;
	case VALIDATE_PROGRESS:
		/* a batch of patterns can take minutes: shown at once */
		fprintf(out, "  %d of %d: %d agree\n", row->n + 1,
		        row->c->total, row->c->agree);
		fflush(out);
		break;
	case VALIDATE_PHASES:
		phases(out, row);
		break;
	case VALIDATE_SUMMARY:
		summary(out, row);
		break;
	}
}

const report_backend report_validate = {
	.name = "validate",
	.alloc = report_gpu_alloc,
	.validate = validate_text,
	.free = report_gpu_free,
};
