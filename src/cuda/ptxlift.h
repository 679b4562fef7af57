/*
 * ptxlift.h - a kernel's PTX lifted into the pattern language's terms:
 * each memory instruction's address as an expression of threadIdx,
 * blockIdx and the counters of the loops around it (the launch's sizes
 * and the parameters' values folded in), with its guard; each loop with
 * its passes. What the interpreter runs warp by warp (ptx.h), read once
 * as a program.
 *
 * A loaded value that the pattern's 'contents' gives is the element at
 * its index (a gather's, a CSR row's bounds): the pattern printed
 * declares it, 'int v = idx[i]'. Where an address, a guard or a loop's
 * end depends on another loaded value (a histogram's bin) or on an
 * operation the lift does not follow, that access is not lifted and says
 * why; the interpreter's figures stand either way.
 */
#ifndef PTXLIFT_H
#define PTXLIFT_H

#include <stdint.h>
#include <stdio.h>

#include "pat.h"
#include "ptx.h"

struct arena;

typedef struct ptx_lift ptx_lift;

/* What the loads of each group (ptx_insn.group, below n) read, as a
   pattern's 'contents' line says: fill[g] (NULL: not known, as where the
   kernel stores to the array too) of the array array[g]. */
typedef struct ptx_lift_loads {
	int n;
	const pat_contents *const *fill;
	const pat_array *const *array;
} ptx_lift_loads;

/* Lift k for a launch of grid x block blocks and threads with the
   parameters' values param, what its loads read as loads says (NULL:
   nothing known); everything lives in A. Never fails: what cannot be
   lifted says so (ptx_lift_access). */
ptx_lift *ptx_lift_kernel(const ptx_kernel *k, const int64_t grid[3],
                          const int64_t block[3], const uint64_t *param,
                          const ptx_lift_loads *loads, struct arena *A);

/* Group g's first instruction (as array a, size bytes a lane) as a
   pattern's access, 'a[INDEX] if GUARD' with the loops around it in
   words, in A; NULL with *why where it is not lifted. */
const char *ptx_lift_access(ptx_lift *l, int g, const pat_array *a,
                            struct arena *A, const char **why);

/* The whole kernel as a pattern file to f: P's launch and arrays (its
   kernel's variables among them), group g's instructions as access
   statements of P->accesses[first + g]'s array, labelled with its name
   (g below naccesses; the others, a stack kept in registers, count
   nowhere); a load whose value an address, a guard or a loop uses a
   declaration of it ('int v_NAME = a[...] as NAME', counted as
   NAME_read), under an 'if' of its guard, with its array's 'contents'.
   Returns 0, or -1 with *why (nothing written) where an access is not
   lifted or the arrays cannot be declared alike; f NULL: only says
   which. */
int ptx_lift_pattern(ptx_lift *l, const pat_program *P, int first,
                     int naccesses, const char *title, FILE *f,
                     const char **why);

#endif
