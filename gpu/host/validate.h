/*
 * validate.h - the validate library (prefix validate_): random patterns,
 * or files, run on the GPU with counters and counted against the model.
 * The command line and the exit status are src/cmd_validate.c's.
 */
#ifndef VALIDATE_H
#define VALIDATE_H

#include <stdbool.h>
#include <stdint.h>

struct diag;

typedef struct validate_opts {
	int n;                       /* random patterns */
	/* the random patterns are one warp's shared loads and stores of 4,
	   8 and 16 bytes, adversarial for the merge rule */
	bool adversarial;
	uint64_t seed;
	bool dry;                    /* model and code generation only */
	bool verbose;                /* print every pattern */
	uint64_t max_work;           /* per pattern's evaluation, as
	                                eval_options.max_work (0: none) */
	char **files;                /* NULL: n random patterns */
	int nfiles;
} validate_opts;

typedef struct validate_counts {
	int total;                   /* patterns or files asked for */
	int ran, agree, differ;
	int bad;                     /* cannot be read, parsed or evaluated */
	int figures;                 /* counters compared with the model */
	int explained;               /* kernels' totals that differ by a
	                                mechanism named (kernelrun.h), not
	                                counted as disagreeing */
	int noisy;                   /* shared accesses whose pipe counter
	                                read differently (gpurun.c keeps the
	                                smallest of its reads) */
	int threads;                 /* compiling */
	double seconds, compile_s;   /* in all, and NVRTC's */
} validate_counts;

/* What validate's summary says (report_gpu.h's "validate" back end): the
   options it ran with and what it counted. */
typedef struct validate_summary {
	const validate_opts *o;
	const validate_counts *c;
} validate_summary;

/*
 * Check every pattern, printing on standard output what is checked, each
 * pattern that disagrees (a random one as a file that reproduces it) and
 * each GPU error. Returns 0 when every pattern got a verdict (c counts
 * them), or -1 when the GPU cannot be had (reported to d), a GPU error
 * stopped it (printed with its pattern) or Ctrl-C did (eval_interrupted).
 */
int validate_run(const validate_opts *o, validate_counts *c,
                 struct diag *d);

#endif
