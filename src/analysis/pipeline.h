/*
 * pipeline.h - the one way from a pattern file's text to figures: parse
 * with the -D values, check that each names a parameter, resolve the
 * architecture (the command line's, else the file's 'arch', else sm_90;
 * the bank width likewise), evaluate, predict the time. Every command runs
 * patterns through run_pattern(): analyze, sweep, the HTML page, --gpu
 * and validate. Which walks of the grid one run makes (the figures', the
 * race check's, the exact DRAM bytes', the L1 replay's) is planned in
 * pipeline.c's plan_walks() alone.
 *
 * It prints nothing but diagnostics, through the diag it is given.
 */
#ifndef PIPELINE_H
#define PIPELINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "eval.h"
#include "pat.h"
#include "stop.h"

struct diag;

/* What every run of one file shares: the file and the command line. */
typedef struct pipe_setup {
	const char *file;            /* the name for messages */
	const char *src;             /* its text, NUL-terminated, len bytes */
	size_t len;
	const pat_define *defs;      /* the -D NAME=VALUE values */
	int ndefs;
	bool check_defs;             /* each -D must name a parameter */
	const sim_arch *arch;        /* NULL: the file's 'arch', else sm_90 */
	int bank_bytes;              /* 0: the file's 'bankmode', else 4 */
	uint64_t max_work;           /* per evaluation, as --max-work */
	bool exhaustive;             /* eval_options.exhaustive */
	int threads;                 /* eval_options.threads */
	const pat_cuda *cuda;        /* -I, --cuda-define (NULL: none) */
} pipe_setup;

/* One run's choices beside the setup's. */
typedef struct pipe_point {
	const char *param;           /* a parameter set to value on top of
	                                the setup's -D (NULL: none) */
	int64_t value;
	bool evaluate;               /* false: stop after the architecture
	                                (--emit-cuda needs no figures) */
	int64_t detail_warp;         /* eval_options.detail_warp */
	/* eval_options.on_request: what the DRAM model and the GPU
	   comparison are fed during the one evaluation */
	void (*on_request)(void *arg, int access, uint64_t warp,
	                   enum sim_space space, bool atomic,
	                   const sim_request *r);
	void *on_request_arg;
	/* on_request for written patterns only: --gpu compares a kernel
	   pattern's counters with the model's totals and feeds nothing, so
	   its blocks may go in classes, as without --gpu */
	bool feed_written_only;
	bool races;                  /* eval_options.races */
	/* the figures alone: no race check (not even one the file's
	   expectations ask for, which then fail as not checked) and no
	   time prediction; suggest's rewrites, which compare figures, run
	   many times and need neither */
	bool figures_only;
	/* a kernel pattern's accesses lifted from the PTX into their
	   statements (access.lifted, lift_why), for -v and JSON */
	bool lift;
} pipe_point;

/* The pattern at one point, its architecture and its figures. */
typedef struct pipe_run {
	pat_define *defs;            /* the values p was parsed with */
	pat_program *p;              /* NULL until parsed */
	sim_arch arch;
	bool evaluated;              /* r holds figures */
	eval_result r;
} pipe_run;

/* A point with the setup's values alone, the first warp to run each
   access as the detail, evaluated. */
void pipe_point_init(pipe_point *pt);

/*
 * Run the pipeline for one point. Returns 0, or -1 after reporting to d;
 * either way out holds what was made (free it with pipe_run_free).
 */
int run_pattern(const pipe_setup *s, const pipe_point *pt, pipe_run *out,
                struct diag *d);

/* Evaluate out->p again with another detail warp (the HTML page's warps,
   --warp worst): only r's detail is the launch's (eval_options'
   detail_only); 0, or -1 after reporting to d. */
int pipe_eval_warp(const pipe_setup *s, const pipe_run *run,
                   int64_t detail_warp, eval_result *r, struct diag *d);

void pipe_run_free(pipe_run *run);

/* pipe_poll_begin(), pipe_poll_end(), pipe_polling(): stop.h */

#endif
