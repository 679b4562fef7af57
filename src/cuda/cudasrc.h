/*
 * cudasrc.h - a pattern's 'kernel' statement: a CUDA source file's kernel,
 * compiled with NVRTC (nvrtc.h) to PTX, decoded (ptx.h), its memory
 * instructions grouped into the pattern's accesses, and run over the grid
 * a warp at a time by the interpreter, each executed memory instruction
 * one request to the model, as an access statement's would be.
 *
 * An access is every memory instruction of one kernel parameter (or
 * shared or constant variable) at one CUDA source line, loads apart from
 * stores: the copies of an unrolled loop's load are one access.
 */
#ifndef CUDASRC_H
#define CUDASRC_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "hot.h"
#include "pat.h"

struct arena;
struct diag;

/* What a kernel parameter is given, and what loads of an array return
   (pat.h: the 'kernel' statement as the parser read it). */
typedef pat_bind cudasrc_bind;
typedef pat_contents cudasrc_contents;

/* One access: the instructions of a target at a line. */
typedef struct cudasrc_access {
	int target;                  /* a parameter, or nparams + variable */
	const pat_array *array;      /* its array (set by the caller for a
	                                variable: cudasrc_var) */
	int line;                    /* CUDA source line, 0: unknown */
	int col;                     /* its first instruction's column, 0:
	                                unknown */
	bool store;                  /* a store or an atomic */
	bool tex;                    /* texture fetches (tex.1d, tex.2d) */
	enum pat_atomic atomic;      /* A_NONE: a load or a store */
	unsigned size;               /* bytes per lane */
	const char *insn;            /* the first instruction's PTX */
	const char *name;            /* the target's name */
	const char *source;          /* the line's text, trimmed */
	int ninsns;
	bool in_loop;                /* an instruction of it lies inside a
	                                loop of the PTX (a branch back over
	                                it): each pass issues it again */
} cudasrc_access;

typedef struct cudasrc cudasrc;

/* The kernel's request for one lane of one access (eval.c's counting):
   access is an index of cudasrc_accesses; weight, the blocks the one
   running stands for (cudasrc_classes), 1 where each runs; same, of
   those, the ones whose request is at its very addresses, for a global
   atomic (cudasrc_plan_same; 1 for any other access); uni, what the
   kernel's text proves the same in every lane (ptx_warp_uniform: with
   the address, ptxas makes one operation of a warp's integer atomic);
   round, a
   global load that waits for the warp's loads before it, or the first
   since the warp's last branch back or barrier (ptx_warp_round): the time
   model's rounds of loads, from the code the compiler made. A request
   of no active lane (r->active 0, no addresses) is an instruction the
   warp issued with every lane predicated off (ptx_launch.idle). moved
   (NULL: none): for a global atomic over an array of several L2 units
   whose members lie elsewhere, each member's move from the running
   block's addresses and how many move so (cudasrc_plan_moved), the
   list closed by a count of 0. */
/* A request's uni: what the kernel's code proves the same in every
   lane, its address and its values (ptx.h's PTX_UNI_*). */
enum { CUDASRC_UNI_ADDR = 1, CUDASRC_UNI_VALUE = 2 };
typedef sim_hot_move cudasrc_moved;
typedef void (*cudasrc_request_fn)(void *arg, int access, uint64_t warp,
                                   const sim_request *r, uint32_t bars,
                                   uint32_t wsyncs, uint64_t weight,
                                   uint64_t same, bool round,
                                   unsigned uni,
                                   const cudasrc_moved *moved);

/*
 * The program's 'kernel' statement (P->kernel_stmt; none: nothing to do)
 * compiled for the profile P runs on (arch, the command line's, else the
 * pattern's 'arch': pat_profile), with cuda's folders and macros (the
 * command line's; NULL: none) before the pattern's own, and made P's:
 * P->kernel, the kernel's accesses as P's access statements with their
 * stable names and labels, its shared, constant and local variables as
 * P's arrays, and the 'expect' lines that name its accesses resolved.
 * The parser compiles nothing; this is the CUDA front end's step after
 * it (src/cuda/kernelpat.c). Returns 0, or -1 after reporting to d.
 */
int cudasrc_attach(pat_program *P, const sim_arch *arch,
                   const pat_cuda *cuda, struct diag *d);
/* pat_parse, then cudasrc_attach: a pattern as every command reads it.
   Returns NULL (the program freed) after reporting to d. */
pat_program *cudasrc_parse(const char *file, const char *src, size_t len,
                           pat_define *defs, int ndefs, const sim_arch *arch,
                           const pat_cuda *cuda, struct diag *d);

/*
 * Compile kernel of the CUDA file path (named as written in the pattern
 * at loc) for compute capability cc (the profile's; under 75, NVRTC's
 * oldest, compute_75), bind its parameters, and group its memory
 * instructions. Where the kernel's PTX has a stack, ptxas's report for
 * sm_<cc> says whether it stays in registers: then its loads and stores
 * are no access (run for their values, counted nowhere), else they are
 * counted; either way a note says what ptxas reported, or that it could
 * not be asked. Everything lives in A. Returns NULL after reporting to d
 * (file and src: the pattern's, for the location).
 */
/* What the compile of the .cu takes beside it (pat.h's pat_cuda). */
typedef pat_cuda cudasrc_opts;

cudasrc *cudasrc_open(struct arena *A, const char *path, const char *kernel,
                      const cudasrc_opts *opts,
                      const cudasrc_bind *binds, int nbinds,
                      const cudasrc_contents *fills, int nfills,
                      const pat_array *arrays, int narrays, int cc,
                      const char *file, const char *src, pat_loc loc,
                      struct diag *d);
/*
 * Forget every kernel compiled so far (a sweep's values compile a file
 * once: the compiles are kept for the process's life), for a caller that
 * opens many kernels over a long one (tests/fuzz/fuzz_kernel.c). No
 * cudasrc opened before may be used after.
 */
void cudasrc_forget(void);

/* The dynamic shared memory the launch gives (extern __shared__ T s[],
   sized by the pattern's shared array of its name), bytes; 0: none. */
uint64_t cudasrc_dynamic_shared(const cudasrc *k);

/* Whether the machine instructions ptxas made of the kernel are known
   (its line table, sass.h): then the requests follow its predicates and
   merged loads, and the instructions issued with no lane active are
   counted (cudasrc_request_fn). */
bool cudasrc_machine_known(const cudasrc *k);

/* The accesses found (in PTX order) and the shared, constant and local
   variables the kernel declares: name, space and size; the caller gives each an
   array at base cudasrc_var_base. */
int cudasrc_naccesses(const cudasrc *k);
cudasrc_access *cudasrc_accesses(cudasrc *k);
int cudasrc_nvars(const cudasrc *k);
const char *cudasrc_var(const cudasrc *k, int i, enum pat_space *space,
                        uint64_t *base, uint64_t *bytes);
/* The element type variable i is declared with in the CUDA source
   ('float' of '__shared__ float tile[32][33]', 'unsigned int'), as
   written, into buf; false where no declaration is found (the stack, a
   name the source does not show). */
bool cudasrc_var_type(const cudasrc *k, int i, char *buf, size_t size);
/* the first access's id in the program: access i is first + i */
void cudasrc_set_first(cudasrc *k, int first);
/* Each of the kernel's accesses in P (the program k is attached to):
   its address as the kernel's PTX computes it, lifted into the pattern
   language (ptxlift.h: 'a[INDEX] if GUARD' and its loops), into its
   statement's access.lifted, or why not into lift_why. */
void cudasrc_lift_accesses(cudasrc *k, pat_program *P);
/* The whole kernel lifted, as a pattern file to f (--emit-pattern; NULL:
   whether it lifts): 0, or -1 with *why, nothing written. */
int cudasrc_lift_pattern(cudasrc *k, const pat_program *P, FILE *f,
                         const char **why);
int cudasrc_first(const cudasrc *k);
/* static shared memory per block the kernel declares */
uint64_t cudasrc_shared_bytes(const cudasrc *k);

/*
 * What running the kernel itself needs (gpu/host/kernelrun.c, --gpu):
 * the CUDA file as read and its path, the kernel's name as the pattern
 * writes it and as NVRTC lowers it (the module's symbol), each
 * parameter's width in bits (0: a struct by value) and the value the
 * interpreter gives it, with its array where the pattern binds one
 * (NULL: a value), the 'contents' declared, and a variable's PTX symbol
 * and whether the kernel stores to it.
 */
const char *cudasrc_path(const cudasrc *k);
/* The header the kernel is defined in, as the .cu's folder has it, whose
   lines the accesses' are; NULL: they are the .cu's. */
const char *cudasrc_line_file(const cudasrc *k);
/* That file as it opens from here (the .cu's path, or the header's beside
   it), and its text. */
const char *cudasrc_line_path(const cudasrc *k);
const char *cudasrc_line_text(const cudasrc *k);
const char *cudasrc_text(const cudasrc *k);
const char *cudasrc_name(const cudasrc *k);
const char *cudasrc_lowered(const cudasrc *k);
/* The PTX nvcc made where the file is a whole program that NVRTC refuses
   (host code, system headers), for the profile's compute_XY; NULL where
   NVRTC compiled it (from cudasrc_text). */
const char *cudasrc_nvcc_ptx(const cudasrc *k);
int cudasrc_nparams(const cudasrc *k);
const pat_array *cudasrc_param(const cudasrc *k, int i, unsigned *bits,
                               uint64_t *value);
const cudasrc_contents *cudasrc_fills(const cudasrc *k, int *n);
const char *cudasrc_var_symbol(const cudasrc *k, int i);
/* the variable is the kernel's stack (__local_depot): a 'local' array of
   space SPACE_GLOBAL at offset 0 of each thread's frame, nothing the GPU
   run gives contents */
bool cudasrc_var_local(const cudasrc *k, int i);
bool cudasrc_var_stored(const cudasrc *k, int i);

/* A block (linear over the grid, x fastest) and the blocks it stands for,
   itself included. */
typedef struct cudasrc_block {
	uint64_t b, weight;
	size_t share;                /* where its members' shares of the
	                                atomics' addresses lie in the plan
	                                (cudasrc_plan_same); SIZE_MAX: none */
} cudasrc_block;

/*
 * The launch's blocks in classes whose members make the same requests
 * moved by whole periods of the model (ptx.h, ptx_track): the first of
 * each class and its size, in grid order (cudasrc_plan_blocks), every
 * block of the grid in one, counted as the whole launch is. Block keep
 * (UINT64_MAX: none) is a class of its own. Blocks are tracked one a
 * round, the first not yet in a class; a round that cannot class its
 * block leaves it alone, and after a few such, or many rounds, the blocks
 * left are each their own. Where a block stops with an error the list
 * ends there: its run says why. record (NULL: no race check): which
 * accesses the race check takes; their requests in each round's block
 * are kept, moved for the members that do not run (cudasrc_run), where
 * the first block's times the blocks stay within race_bound
 * thread-accesses (cudasrc_plan_races). resident: the blocks resident at
 * once (eval_resident_blocks), by whose windows the atomics' moves are
 * kept (cudasrc_plan_moved). 0 and *out; 1 where the blocks
 * cannot be classed (*why says why, the first of a few blocks tracked in
 * turn, none of which could be: the caller's to free; NULL on any other
 * return); CUDASRC_INTERRUPTED.
 */
typedef struct cudasrc_plan cudasrc_plan;
int cudasrc_classes(const cudasrc *k, const pat_program *p,
                    const sim_arch *arch, uint64_t max_steps, uint64_t keep,
                    const bool *record, uint64_t race_bound,
                    bool by_class, uint64_t resident, cudasrc_plan **out,
                    char **why);
const cudasrc_block *cudasrc_plan_blocks(const cudasrc_plan *pl, size_t *n);
/* Of the blocks the plan's j-th block stands for, itself included, those
   that make group g's requests at its very addresses, where g is a
   global atomic: all of them where g moves with no block, those whose
   move is 0 where it moves one way, else the block alone (what the
   busiest address of atomics counts, sim/hot.h). */
uint64_t cudasrc_plan_same(const cudasrc_plan *pl, size_t j, int g);
/* Of the same blocks, where g is a global atomic over an array of
   several L2 units (sim_hot_unit_share) that moves one way with the
   block: each member's move of its addresses (bytes), its part of a
   window of resident blocks (sim/hot.h), and the members that move so
   and lie in it, by part then move, closed by a count of 0; NULL
   otherwise. */
const cudasrc_moved *cudasrc_plan_moved(const cudasrc_plan *pl, size_t j,
                                        int g);
/* The least thread-accesses and warp instructions of a block tracked
   (UINT64_MAX: none ran to its end): the run's work, estimated. */
void cudasrc_plan_work(const cudasrc_plan *pl, uint64_t *lanes,
                       uint64_t *insns);
/* Whether the race check's records were kept; *need, their estimate
   (of one block's, where the check goes by classes). */
bool cudasrc_plan_races(const cudasrc_plan *pl, double *need);
/* Whether the race check goes by classes (cudasrc_race_classes): every
   block's records would pass race_bound, or by_class asked for it. */
bool cudasrc_plan_by_class(const cudasrc_plan *pl);
/* The class of block b for the race check: its round's, or one of its
   own; -1 outside the grid. */
int64_t cudasrc_plan_class_of(const cudasrc_plan *pl, const int64_t b[3]);
void cudasrc_plan_free(cudasrc_plan *pl);

/* A request for the race check alone (a member of a class, which does
   not run: its block's requests, moved). */
typedef void (*cudasrc_race_fn)(void *arg, int access, uint64_t warp,
                                const sim_request *r, uint32_t bars,
                                uint32_t wsyncs);

/*
 * Run blocks first .. end-1 (linear over the grid, x fastest; of the
 * plan's list, where it is not NULL, with their weights, race_fn given
 * the members' requests between them) of the launch p describes, each memory instruction's request to fn. Returns
 * 0, or -1 after reporting to d what stopped it (the PTX instruction and
 * the CUDA line) or CUDASRC_BOUND (the same, for the launch's bound),
 * or CUDASRC_INTERRUPTED, reporting nothing, where
 * eval_interrupted() stopped a warp. max_steps: instructions per warp
 * (a loop past them is reported at its branch back); warp_requests:
 * each warp ends, quietly, after that many requests (0: no limit);
 * max_lanes:
 * thread-accesses of the memory instructions over the whole call (0: no
 * limit for either).
 */
/* The thread-accesses and warp instructions of block b (linear) alone,
   nothing counted: a launch's work estimated before it runs. 0; -2
   where it passed max_lanes thread-accesses (0: no bound); -1 where it
   stopped otherwise (an error, the warps' bound), which the run will
   say. */
int cudasrc_block_work(const cudasrc *k, const pat_program *p, uint64_t b,
                       uint64_t max_steps, uint64_t max_lanes,
                       uint64_t *lanes, uint64_t *insns);

#define CUDASRC_INTERRUPTED (-2)
/* what stopped it was the launch's share of --max-work (max_lanes, or
   the instructions max_lanes allows): reported, as -1 is */
#define CUDASRC_BOUND (-3)
/* The end of a block's warps (block_end, which may be NULL): issued,
   the machine instructions its warps issued (ptx.h, sass) times the
   blocks it stands for; 0 where they are not known, or the block's
   requests were made for the race check alone. */
typedef void (*cudasrc_block_fn)(void *arg, double issued);
/* A class of blocks for the race check (race.h's race_class): id -1,
   a member's shared requests alone; shared_alike: its block's shared
   requests all move alike, by whole 16 bytes. */
typedef struct cudasrc_class {
	int64_t id, o[3], lo[3], hi[3];
	uint64_t members;
	bool shared_alike;
} cudasrc_class;
typedef void (*cudasrc_class_fn)(void *arg, const cudasrc_class *k);
/* The move (bytes a block) of the request race_fn gets next. */
typedef void (*cudasrc_move_fn)(void *arg, const int64_t k[3]);

/*
 * The race check by classes, in grid order: each round's first block's
 * kept requests (class_fn, then move_fn and race_fn for each, then
 * block_end), the shared requests of members of rounds whose shared
 * requests do not move alike, and each block of no round run again,
 * its requests to fn. 0, or what cudasrc_run returns.
 */
int cudasrc_race_classes(const cudasrc *k, const pat_program *p,
                         const cudasrc_plan *pl, uint64_t max_steps,
                         uint64_t max_lanes, cudasrc_request_fn fn,
                         cudasrc_race_fn race_fn, cudasrc_move_fn move_fn,
                         cudasrc_class_fn class_fn,
                         cudasrc_block_fn block_end, void *arg,
                         struct diag *d);
int cudasrc_run(const cudasrc *k, const pat_program *p,
                const cudasrc_plan *plan, uint64_t first, uint64_t end,
                uint64_t max_steps, uint64_t max_lanes,
                uint64_t warp_requests, cudasrc_request_fn fn,
                cudasrc_race_fn race_fn, cudasrc_block_fn block_end,
                void *arg, struct diag *d);

#endif
