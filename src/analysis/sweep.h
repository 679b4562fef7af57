/*
 * sweep.h - one pattern evaluated many times: over a range of one
 * parameter ('accessan sweep'), and over the parameter values and warps
 * that the HTML report lets its reader step through.
 *
 * Parameters fold into the program when it is parsed, so every value is a
 * parse and a run of its own; a point owns its program and results.
 */
#ifndef SWEEP_H
#define SWEEP_H

#include <stdint.h>
#include <stdio.h>

#include "eval.h"
#include "pat.h"
#include "pipeline.h"

struct diag;

/* What every evaluation shares: the file and the command line's choices,
   as the pipeline takes them (check_defs: at the base point). */
typedef pipe_setup sweep_setup;

/* -D NAME=FROM..TO[:STEP]: the values FROM, FROM+STEP, ... up to TO. */
typedef struct sweep_range {
	const char *name;
	int64_t from, to, step;
} sweep_range;

#define SWEEP_MAX_VALUES 1024        /* values in one range */

/* The pattern at one set of parameter values. */
typedef struct sweep_point {
	pat_define *defs;            /* the values p was parsed with */
	const char *param;           /* the parameter that differs from the
	                                base point, or NULL for the base */
	int64_t value;               /* its value */
	pat_program *p;
	sim_arch arch;
	int nwarps;                  /* results r[0..nwarps-1] */
	eval_result *r;              /* the same figures, each with the detail
	                                of warp w (the sweep: of the first warp
	                                to run each access) */
} sweep_point;

/* A value of a parameter that the HTML page leaves out, and why. */
typedef struct sweep_left {
	const char *param;           /* the base program's name for it */
	int64_t value;
	char *why;                   /* a value asked for with -D: the first
	                                error that kept it off (malloc'ed);
	                                NULL: a default value the work limit
	                                left out */
} sweep_left;

typedef struct sweep {
	int npoints;
	sweep_point *pt;
	int truncated;               /* something was left out: values
	                                (left) or warps (warps_cut) */
	int nleft;
	sweep_left *left;            /* values asked for first, then the
	                                default ones */
	int warps_cut;               /* points showing fewer warps than
	                                their grid has and max_warps allows */
	int fewest_warps;            /* the fewest any of them shows */
	uint64_t work_limit;         /* sweep_explore's, and its */
	int max_warps;
} sweep;

/*
 * Number of values in a range, or 0 if it is empty or longer than
 * SWEEP_MAX_VALUES.
 */
int sweep_count(const sweep_range *rg);
/* Value k of a range (k < sweep_count), without overflow. */
int64_t sweep_value(const sweep_range *rg, int k);

/*
 * Evaluate the pattern at every value of rg, the other parameters as the
 * setup defines them. Returns 0, or -1 after
 * reporting the first error to d.
 */
int sweep_range_eval(const sweep_setup *s, const sweep_range *rg,
                     sweep *out, struct diag *d);

/*
 * For the HTML report: the base point (the setup's values) with the detail
 * of warps 0 to max_warps - 1, then, one parameter at a time, the others
 * at their base values, the values of that parameter's range in ranges,
 * or, for a parameter with none, 0 to 8, 16, 32 and 64 (and its own
 * value). Every value asked for in ranges is evaluated, whatever the
 * cost: those values come first; work_limit (thread-accesses in all)
 * bounds only the default values and the warps past the first, spent in
 * that order (each value's first warp, then warp 1 of every point, warp
 * 2 of every point, ...), and out->left and warps_cut say what it cut.
 * A requested value where the
 * pattern does not parse or run is in out->left with its error; a
 * default value there is left out silently (the user did not ask for
 * it). Returns 0, or -1 after reporting an error of the base point to d.
 */
int sweep_explore(const sweep_setup *s, const sweep_range *ranges,
                  int nranges, int max_warps, uint64_t work_limit,
                  sweep *out, struct diag *d);

void sweep_free(sweep *s);

/* The figure of access i that a sweep plots: sectors, wavefronts or
   addresses per request. */
double sweep_main_figure(const sweep_point *pt, int i);

#endif
