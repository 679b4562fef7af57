/*
 * validate.h - the validate library (prefix validate_): random patterns,
 * or files, run on the GPU with counters and counted against the model.
 * The command line and the exit status are src/cmd/cmd_validate.c's.
 */
#ifndef VALIDATE_H
#define VALIDATE_H

#include <stdbool.h>
#include <stdint.h>

struct diag;
struct report_backend;

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
	/* where it says what it checks: a back end with validate()
	   (report_gpu.h's "validate") and its document on standard output,
	   where a --verbose pattern's diagnostics go too */
	const struct report_backend *be;
	void *doc;
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

/* What validate says, as it goes: the "validate" back end (report_gpu.h)
   draws each row. */
enum validate_kind {
	VALIDATE_HEAD,               /* what is checked, where */
	VALIDATE_SHOW,               /* --verbose: a pattern as it is read */
	VALIDATE_REFUSED,            /* cannot be read, parsed or evaluated */
	VALIDATE_DISAGREES,          /* the model against the GPU, or its own
	                                rules */
	VALIDATE_GPU_ERROR,          /* a GPU error stopped it */
	VALIDATE_NO_COUNTERS,        /* the GPU gave no counters */
	VALIDATE_PROGRESS,           /* every 100 patterns on the GPU */
	VALIDATE_PHASES,             /* where the GPU's time went */
	VALIDATE_SUMMARY             /* the counts, once every pattern ran */
};

typedef struct validate_row {
	enum validate_kind kind;
	const validate_opts *o;
	const validate_counts *c;    /* so far */
	const char *device;          /* HEAD: the GPU's name and the model's */
	const char *profile;         /* profile of it; NULL: a dry run */
	int n;                       /* the pattern's number, from 0 */
	const char *file;            /* its file, or NULL: a random one */
	const char *text;            /* its text (a random pattern's is what
	                                reproduces it) */
	const char *why;             /* DISAGREES: why; REFUSED: what failed;
	                                GPU_ERROR, NO_COUNTERS: the error */
	const double *phases;        /* PHASES: gpurun_session_phases() */
} validate_row;

/*
 * Check every pattern, saying through o->be what is checked, each pattern
 * that disagrees (a random one as a file that reproduces it) and each GPU
 * error; the summary is the caller's to say (VALIDATE_SUMMARY). Returns 0
 * when every pattern got a verdict (c counts them), or -1 when the GPU
 * cannot be had (reported to d), a GPU error stopped it (said with its
 * pattern) or Ctrl-C did (eval_interrupted).
 */
int validate_run(const validate_opts *o, validate_counts *c,
                 struct diag *d);

#endif
