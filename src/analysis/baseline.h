/*
 * baseline.h - a run's figures kept in a file and a later run held to
 * them, so that a CI can say "no access got worse than on main" without
 * an expectation for each: what --write-baseline writes and --baseline
 * reads (accessan(1), BASELINES).
 *
 * The file is text, for a diff in review:
 *     accessan-baseline 1
 *     PATTERN<TAB>NAME<TAB>FIGURE=VALUE[<TAB>FIGURE=VALUE...]
 * PATTERN is the pattern file as named on the command line, NAME the
 * access's stable name (pat.h: no line number in it), "*" for the
 * pattern's races. '#' starts a comment line. The figures are those where
 * more is worse: sectors_per_request (global and local memory),
 * wavefronts_per_request and bank_conflicts_per_request (shared),
 * distinct_per_request (constant), races; "-" for one that does not exist
 * (an access that never ran).
 */
#ifndef BASELINE_H
#define BASELINE_H

#include <stdbool.h>
#include <stdio.h>

#include "eval.h"
#include "pat.h"

struct diag;

typedef struct baseline baseline;

/* How a comparison went, summed over the files compared. */
typedef struct baseline_tally {
	int worse, better, added, gone, same;
} baseline_tally;

/*
 * Read the baseline at path. NULL after reporting to d: *unreadable is
 * then true where the file cannot be read (a system error), false where
 * it is no baseline (reported at its line).
 */
baseline *baseline_read(const char *path, bool *unreadable, struct diag *d);
void baseline_free(baseline *b);

/*
 * Hold the figures r of p to b: an error at each access that got worse
 * (at its source line, a kernel's CUDA line, with the old figures and
 * the new), a note at each that got better and each not in b; a note at
 * b's line for each access of p's file in b that p no longer has. Counts
 * into *t. Returns the number that got worse.
 */
int baseline_compare(baseline *b, const pat_program *p, const eval_result *r,
                     struct diag *d, baseline_tally *t);

/* The file's first line, then each file's figures: 0, or -1 after
   reporting to d that p's file name cannot be kept (a tab or a line
   break in it). */
void baseline_header(FILE *f);
int baseline_write(FILE *f, const pat_program *p, const eval_result *r,
                   struct diag *d);

#endif
