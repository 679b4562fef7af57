/*
 * suggest.h - from diagnosis to fix: for each array whose accesses waste
 * (shared bank conflicts, global sectors beyond the fewest), rewrite the
 * pattern's own text in the ways the course notes teach (pad the inner
 * dimension, XOR-swizzle the index, align the start, split a struct into
 * arrays, store a matrix transposed, load a thread's neighbouring
 * elements as one float2 or float4, stage a strided access through a
 * shared tile that the block loads along rows, interleave the chunks
 * that threads walk, give a row a warp rather than a thread), run every
 * rewrite
 * through the pipeline and keep only those the model confirms: in
 * bounds, cheaper over all the array's accesses, no other access
 * dearer (and, for a staging, a proof that every thread still gets its
 * own element).
 *
 * It uses the pipeline (run_pattern) and prints nothing but what the
 * pipeline reports of the pattern itself; the back ends (report.h's
 * suggest) format the result, which the command (cmd_suggest.c) hands
 * them.
 */
#ifndef SUGGEST_H
#define SUGGEST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pipeline.h"

struct diag;

/* The kinds of rewrite, in the order the search tries them. */
enum sug_kind {
	SUG_SWIZZLE,     /* XOR the inner index with bits of the outer one */
	SUG_PAD,         /* pad the inner dimension (1-D: every R elements) */
	SUG_ALIGN,       /* start a global array 'offset K' bytes later */
	SUG_SOA,         /* a struct array's fields as arrays of their own */
	SUG_TRANSPOSE,   /* a 2-D global array stored transposed */
	SUG_VECTOR,      /* neighbours a thread reads: one float2/float4 */
	SUG_STAGE,       /* a block's elements through a shared tile */
	SUG_INTERLEAVE,  /* a thread's chunk interleaved with the others' */
	SUG_WARPROW,     /* a warp a row of a 2-D array, not a thread */
	SUG_SWAP,        /* a kernel's square block: threadIdx.x and .y
	                    swapped in its body */
	SUG_NKINDS
};

/* One replacement of the source: bytes [from, to) become text. */
typedef struct sug_edit {
	size_t from, to;
	char *text;
} sug_edit;

/* A line of the file the edits change, before and after (without its
   newline; after may hold several lines). */
typedef struct sug_line {
	int line;
	char *before, *after;
} sug_line;

/* One access to the array, its main figure (sectors, wavefronts) over
   every request before and after the rewrite. */
typedef struct sug_figure {
	int id;                      /* index in program->accesses */
	int line;
	char *label;                 /* 'as NAME', or NULL */
	uint64_t requests;
	uint64_t before, after, ideal;
	uint64_t requests_after;     /* a staged access: the requests its
	                                'after' is made of (the block's
	                                loads or stores); 0: requests */
} sug_figure;

/* A confirmed rewrite. */
typedef struct sug_fix {
	enum sug_kind kind;
	char *title;                 /* what it does, in words */
	char *cute;                  /* CuTe's name (Swizzle<B,M,S>), or NULL */
	char *caveat;                /* what it changes besides the cost (a
	                                global array's layout, which every
	                                user of it reads: the kernel's
	                                interface), or NULL */
	int n[3];                    /* the kind's numbers: pad P, R (1-D);
	                                swizzle B, M, S; align K; vector
	                                width */
	int64_t extra_bytes;         /* memory it adds (negative: frees) */
	/* SUG_STAGE: the shared tile's name and its wavefronts after (its
	   stores and loads together; none before), the fewest possible,
	   and the requests they take */
	char *tile;
	uint64_t tile_wavefronts, tile_ideal, tile_requests;
	uint64_t before, after, ideal;   /* totals over the array's accesses */
	int nfig;
	sug_figure *fig;
	int nlines;
	sug_line *lines;
	int nedits;                  /* the replacements that make it */
	sug_edit *edits;
	char *text;                  /* the rewritten pattern, len bytes (a
	                                kernel's: the patched .cu) */
	size_t len;
	char *diff;                  /* a kernel's: the unified diff of its
	                                .cu, else NULL */
} sug_fix;

/* An array whose accesses waste, and what was found for it. */
typedef struct sug_target {
	char *array;
	int line;                    /* its declaration */
	bool line_in_source;         /* line is the kernel's .cu's */
	enum sim_space space;
	bool local;                  /* a 'local' array (space global) */
	bool texture;                /* a 'texture' (space global) */
	uint64_t cost, ideal;        /* main figure over its accesses */
	int naccesses;
	int tried;                   /* rewrites run through the model */
	int refused_bounds;          /* refused: out of bounds, or the
	                                rewritten text did not run */
	int refused_cost;            /* refused: no cheaper, or another
	                                access dearer */
	const char *skipped;         /* why no rewrite was tried, or NULL */
	bool cut_short;              /* the search's time ran out before
	                                every rewrite was tried */
	int nfixes;                  /* the best of each kind, best first:
	                                those within the kernel, then those
	                                that change a global array's layout
	                                (suggest_changes_layout) */
	sug_fix *fixes;
	/* when no fix was found: the refused rewrite that came closest (the
	   fewest in all for the array, then the first tried), what it did to
	   each access, so that the refusal can be read; NULL if none ran */
	sug_fix *closest;
	/* why no staging through a shared tile was found, for each access
	   that wastes ("line 29: ..."; lines joined by newlines), or NULL */
	char *stage_note;
} sug_target;

typedef struct sug_result {
	char *source;                /* a kernel pattern's: the .cu its fixes
	                                patch (NULL: the pattern's own) */
	int ntargets;
	sug_target *targets;
	uint64_t evaluations;        /* runs of the model, the original's too */
} sug_result;

/*
 * Search s's pattern. top: the most fixes kept per array (the best of
 * each kind, best first). Returns 0 with out filled (no target: nothing
 * wastes), or -1 after reporting to d that the pattern itself does not
 * run. Free out with suggest_free either way.
 */
int suggest_run(const pipe_setup *s, int top, sug_result *out,
                struct diag *d);

/*
 * The best fix of every target applied together, checked once more by
 * the model, into a malloc'ed *text of *len bytes, *failed the rewritten
 * pattern's expectations that no longer hold (they pinned the old
 * figures): 1 done, 0 nothing to apply, -1 the rewrites did not run
 * together (then the first target's best alone is given).
 */
int suggest_apply(const pipe_setup *s, const sug_result *r, char **text,
                  size_t *len, int *failed);

/*
 * Run the pattern of s with edits applied and compare the accesses ids
 * (n of them) with the original's figures orig: 1 confirmed cheaper, 0
 * no cheaper or another access dearer, -1 refused (does not run: out of
 * bounds, too much shared memory, ...). fix, when not NULL, takes the
 * figures and the text. For the tests and the search alike.
 */
struct eval_result;
int suggest_try(const pipe_setup *s, const struct eval_result *orig,
                const struct pat_program *p, const int *ids, int n,
                const sug_edit *edits, int nedits, sug_fix *fix);

/*
 * For the text report's "try:" line: per access of run (the pattern of s,
 * evaluated), the best confirmed fix of its array in one line with that
 * access's figure before and after, or NULL where the access does not
 * get cheaper. NULL when nothing wastes; all NULL when the pattern is too
 * large for a search to be worth its time in every report (more than
 * SUGGEST_HINT_ACCESSES accesses or SUGGEST_HINT_BYTES of text, or its
 * evaluation, on classes even under --exhaustive, ran more than
 * SUGGEST_HINT_REQUESTS requests through the model). The search stops
 * after SUGGEST_HINT_REWRITES rewrites, never on a clock: the lines are
 * the same on every machine. Free with suggest_hints_free(h,
 * run->p->naccesses).
 */
#define SUGGEST_HINT_REQUESTS 4096
#define SUGGEST_HINT_ACCESSES 32
#define SUGGEST_HINT_BYTES 8192
#define SUGGEST_HINT_REWRITES 1000
char **suggest_hints(const pipe_setup *s, const pipe_run *run);
void suggest_hints_free(char **h, int n);

/*
 * A kernel pattern's search (suggest_run calls it for one), run being
 * the pattern's evaluation: its shared tiles' bank conflicts, fixed by
 * edits of the .cu (suggest_kernel.c), each compiled and analyzed. 0.
 */
int suggest_kernel(const pipe_setup *s, const pipe_run *run, int top,
                   sug_result *out);
/* The best fix of every target of a kernel's search together, checked
   once more: the patched .cu into *text (*len bytes, malloc'ed); 1 done,
   0 nothing to apply, -1 they did not run together (the first target's
   best alone given). */
int suggest_kernel_apply(const pipe_setup *s, const pipe_run *run,
                         const sug_result *r, char **text, size_t *len);

void suggest_free(sug_result *r);
void suggest_fix_free(sug_fix *f);

const char *suggest_kind_name(enum sug_kind k);
/* Whether a rewrite of kind k changes a global array's layout (transposed,
   struct of arrays): what every user of the array reads, host code and
   other kernels too, the kernel's interface. Such rewrites rank after
   those that stay within the kernel. */
bool suggest_changes_layout(enum sug_kind k);   /* "swizzle", "pad" */

#endif
