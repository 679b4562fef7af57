/*
 * kernelrun.h - accessan --gpu with a 'kernel' pattern (prefix
 * kernelrun_): the user's own CUDA kernel, the source the interpreter
 * analyzed, compiled by NVRTC for the device, launched once with the
 * pattern's arrays, contents, arguments, grid and block, and counted with
 * CUPTI beside the model's figures.
 *
 * The counters count a launch, not an instruction: what is compared is
 * the kernel's totals (global, local and texture requests and sectors,
 * shared load and store instructions and wavefronts, the constant
 * cache's passes), each the sum of the model's figures over the accesses
 * of its kind. An access's own figure is the total only where it is the
 * one access of its kind that ran; the report says which.
 *
 * A total that differs is sorted (kernelrun_verdict()): into a mechanism
 * the model states and does not count in its per-instruction figures,
 * named beside it, or a true disagreement. Only true disagreements fail
 * --gpu and validate.
 */
#ifndef KERNELRUN_H
#define KERNELRUN_H

#include <stdbool.h>
#include <stdio.h>

#include "eval.h"
#include "gpu.h"
#include "gpurun.h"
#include "pat.h"

struct diag;

/* The figures compared, a kernel's totals. */
enum kernelrun_fig {
	KR_GLD_REQUESTS, KR_GLD_SECTORS,      /* global loads */
	KR_GST_REQUESTS, KR_GST_SECTORS,      /* global stores */
	KR_SLD_INSTS, KR_SLD_WAVEFRONTS,      /* shared loads */
	KR_SST_INSTS, KR_SST_WAVEFRONTS,      /* shared stores */
	KR_LLD_REQUESTS, KR_LLD_SECTORS,      /* local loads (the stack) */
	KR_LST_REQUESTS, KR_LST_SECTORS,      /* local stores */
	KR_TEX_REQUESTS, KR_TEX_SECTORS,      /* texture fetches: lane
	                                         groups, sector lookups */
	KR_GATOM_REQUESTS, KR_GATOM_SECTORS,  /* global atomics, ATOM and
	                                         RED together */
	KR_SATOM_INSTS, KR_SATOM_WAVEFRONTS,  /* shared atomics */
	KR_CONST_PASSES,                      /* the constant cache's passes:
	                                         a request's distinct
	                                         addresses (gpurun.h) */
	KR_NFIGS
};

/* What a compared total says (kernelrun_verdict()). */
enum kernelrun_verdict {
	KR_NOT_COMPARED,             /* no counter, or no such access */
	KR_AGREES,
	KR_DIFFERS,                  /* a true disagreement */
	KR_ARBITRATION,              /* shared wavefronts: the pipe counter
	                                above the model, the SASS-patched
	                                per-instruction count equal to it:
	                                warps of an SM contending */
	KR_PREDICATED,               /* shared instructions above the model,
	                                their wavefronts the model's, where
	                                the model does not know the machine
	                                instructions (machine false): warps
	                                that issued the instruction with no
	                                lane active, where ptxas made a
	                                branch predication */
};

/* Where an owner is not one access. */
enum { KR_SEVERAL = -1, KR_NONE = -2 };

typedef struct kernelrun_cmp {
	gpu_device_info device;
	const sim_arch *arch;        /* the model's profile of the device */
	const char *evaluated;       /* the profile the model ran on */
	bool have_counters;
	bool machine;                /* the model knows the machine
	                                instructions (cudasrc_machine_known):
	                                it counts the predicated-off ones */
	char note[768];              /* why not, when not */
	double model[KR_NFIGS];
	double gpu[KR_NFIGS];        /* NaN: not given */
	/* the shared wavefronts compared are the load/store unit's pipe
	   counter, the ground truth where no two warps of an SM contend
	   (where they do it adds arbitration: gpu.h); Nsight's
	   SASS-patched count is kept beside it (NaN: not given), which
	   misses whole wavefronts on some sparse 8- and 16-byte accesses
	   (25 for 30 in tests/gpu/kernel/RESULTS.md, rt10) */
	double sass_ld, sass_st, sass_atom;
	int owner[KR_NFIGS];         /* the access that alone makes the
	                                figure, KR_SEVERAL or KR_NONE */
	int uncounted;               /* accesses with no counter */
	bool const_merged;           /* fewer LDC instructions ran than the
	                                model's constant loads: ptxas merged
	                                or hoisted some, and the passes
	                                cannot be told apart (not compared) */
	bool shared_undefined;       /* 'contents shared' declared for a
	                                variable the kernel never stores:
	                                on the GPU it starts undefined */
	int compared, differ;        /* figures compared; true disagreements */
	int explained;               /* totals that differ by a mechanism
	                                named (arbitration, predication) */
} kernelrun_cmp;

/* Whether figure f agrees, differs by a named mechanism or truly. */
enum kernelrun_verdict kernelrun_verdict(const kernelrun_cmp *c, int f);

/* The figures' names, as the report and validate print them. */
extern const char *const kernelrun_fig_name[KR_NFIGS];

/* Run p's kernel on the session's device and set its counters beside r,
   the model's figures (evaluated on profile evaluated). 0, or -1 after
   reporting to d (a parameter that cannot be passed, contents the GPU
   cannot be given, NVRTC's or the driver's error). Counters refused is
   not an error: have_counters false and note says why. */
int kernelrun_compare(gpurun_session *s, const pat_program *p,
                      const eval_result *r, const sim_arch *evaluated,
                      kernelrun_cmp *c, struct diag *d);

/* validate FILE: p's kernel against r. 0 the totals agree (or differ
   by a named mechanism only), 1 some truly differ (*why: a line for
   each, "FILE:LINE: kernel NAME: ...", malloc'ed), -1 an error reported
   to d (counters refused among them). *figures counts the figures
   compared, *explained those that differ by a named mechanism. */
int kernelrun_check(gpurun_session *s, const pat_program *p,
                    const eval_result *r, const sim_arch *evaluated,
                    const char *file, char **why, int *figures,
                    int *explained, struct diag *d);

/* The comparison as text (report_kernel.c). */
void kernelrun_report(FILE *out, const pat_program *p, const eval_result *r,
                      const kernelrun_cmp *c);

#endif
