/*
 * ptx.h - a PTX kernel, decoded (ptx.c) into a compact instruction array
 * that the warp interpreter (ptxexec.c) runs a warp at a time, all lanes
 * per instruction. Only what the memory model needs is kept: integer
 * values exactly, floating values as "unknown", predicates, branches, and
 * each memory instruction's per-lane addresses.
 */
#ifndef PTX_H
#define PTX_H

#include <stdbool.h>
#include <stdint.h>

#include "sim.h"

struct arena;

enum ptx_op {
	P_NOP, P_MOV, P_ADD, P_SUB, P_MUL, P_MAD, P_DIV, P_REM, P_SHL, P_SHR,
	P_AND, P_OR, P_XOR, P_NOT, P_NEG, P_MIN, P_MAX, P_ABS, P_SETP, P_SELP,
	P_SLCT, P_CVT, P_CVTA, P_LDPARAM, P_LD, P_ST, P_BRA, P_RET, P_BAR,
	P_FLOAT,                     /* floating arithmetic, computed where
	                                float_op knows it; fop P_NOP: any
	                                register operation whose value is
	                                not followed (an f16x2 or bf16 one, a
	                                mov that packs halves): its vec first
	                                operands unknown */
	P_SHFL, P_POPC, P_CLZ, P_BREV, P_BFE, P_BFI, P_MUL24, P_MAD24,
	P_BFIND,                     /* cmp 1: .shiftamt */
	P_SHF,                       /* funnel shift: cmp bit 0 .r, bit 1
	                                .clamp */
	P_LOP3, P_PRMT,
	P_ACTIVEMASK,                /* activemask.b32: the lanes running it */
	P_ATOM, P_RED,               /* atomics: cmp holds the ptx_atom */
	P_VOTE, P_MATCH, P_REDUX,    /* across the warp's running lanes:
	                                cmp holds the mode (ptx.c) */
	P_CALL,                      /* a call ptx_decode did not expand:
	                                cmp holds why (ptx_callwhy) */
	P_TEX,                       /* tex.1d / tex.2d through a texture
	                                object: {d0..d3}, [handle, {x[, y]}];
	                                bits: the result's type, sbits: the
	                                coordinates' (tdim of them) */
	P_UNSUPPORTED                /* refused when executed */
};

/* a .func's or the kernel's stack before ptx_decode gives it its frame
   (an operand's sym; never seen by the interpreter) */
#define PTX_DEPOT (-5)

enum ptx_okind { O_NONE, O_REG, O_IMM, O_SPECIAL, O_SYM, O_PARAM, O_LABEL,
                 O_ADDR };

enum ptx_special {
	SP_TID, SP_NTID = 3, SP_CTAID = 6, SP_NCTAID = 9, SP_LANEID = 12,
	SP_LANEMASK_LT, SP_LANEMASK_LE, SP_LANEMASK_EQ, SP_LANEMASK_GT,
	SP_LANEMASK_GE
};

/* An atomic's operation (atom.OP, red.OP), as CUDA's atomic functions
   compile: atomicSub is an add of the negated value. */
enum ptx_atom { PA_NONE, PA_ADD, PA_EXCH, PA_MIN, PA_MAX, PA_INC, PA_DEC,
                PA_CAS, PA_AND, PA_OR, PA_XOR };

/* Why a call stays a call (refused if it runs). */
/* why an instruction is P_UNSUPPORTED, where it is said (ptx_insn.cmp) */
enum ptx_unsupported { PU_GLOBALVAR = 1 };   /* a __device__ variable */
enum ptx_callwhy { PC_NOBODY = 1, PC_DEPTH, PC_SIZE, PC_INDIRECT,
                   PC_STRUCT };

/* Calls are expanded in place (their parameters and return value moved
   through registers of the copy's own) to this depth, recursion
   included, and while the kernel stays under PTX_CALL_INSNS instructions
   and PTX_CALL_REGS registers. */
#define PTX_CALL_DEPTH 16
#define PTX_CALL_INSNS (1 << 18)
#define PTX_CALL_REGS (1 << 16)

enum ptx_space { PS_GENERIC, PS_GLOBAL, PS_SHARED, PS_CONST, PS_LOCAL,
                 PS_PARAM };

typedef struct ptx_opnd {
	uint8_t kind;                /* ptx_okind */
	int reg;                     /* O_REG, O_ADDR base (-1: none) */
	int sym;                     /* O_SYM, O_ADDR symbol (-1: none);
	                                O_PARAM: the parameter; O_SPECIAL;
	                                O_REG: d|p's predicate (-1: none) */
	int64_t imm;                 /* O_IMM; O_ADDR offset; O_LABEL: insn;
	                                O_SYM: a frame's offset; O_REG: 1
	                                for !p (vote's operand) */
} ptx_opnd;

#define PTX_MAXOP 8

/* ptx_insn.rnd */
enum { PTX_RNONE, PTX_RN, PTX_RZ, PTX_RM, PTX_RP, PTX_RI = 8 };

typedef struct ptx_insn {
	uint8_t op;                  /* ptx_op */
	uint8_t bits, sign, flt;     /* the type: width, signed, floating */
	uint8_t sbits, ssign, sflt;  /* cvt's source type */
	uint8_t cmp;                 /* setp: ptx_cmp; shfl: mode; bool op;
	                                atom, red: ptx_atom */
	uint8_t space;               /* ld/st/cvta: ptx_space */
	uint8_t vec;                 /* ld/st: 1, 2 or 4 values */
	uint8_t wide, hi, neg_guard, to;   /* .wide .hi @! cvta.to */
	uint8_t relu;                /* min.relu, max.relu: clamped at 0 */
	uint8_t nounroll;            /* heads a loop of .pragma "nounroll" */
	uint8_t merged;              /* ld, st: ptxas merged it into another's
	                                wider one (sass.c): no request */
	uint8_t merge_bytes;         /* ld, st: the bytes a lane of that wider
	                                one moves (8 or 16; 0: its own) */
	uint8_t fop;                 /* P_FLOAT: the operation (P_ADD, P_MUL,
	                                P_MAD, P_CVT, ...) it would be on
	                                integers */
	uint8_t rnd;                 /* rounding: PTX_RN .. PTX_RP, PTX_RI
	                                added for an integral result (.rni) */
	uint8_t sat;                 /* .sat (a float's: clamped to [0, 1]) */
	uint8_t tdim;                /* P_TEX: 1 or 2 coordinates */
	uint8_t uni;                 /* ld, st, atom, red: PTX_UNI_ADDR where
	                                its address is one for the warp's
	                                lanes, as ptxas can prove, and
	                                PTX_UNI_VALUE where its values are
	                                (ptx.c, mark_uniform) */
	uint8_t nops;
	int guard;                   /* predicate register, or -1 */
	ptx_opnd o[PTX_MAXOP];       /* destination(s) first, as written */
	int line, col, file;         /* the CUDA source line (.loc), outermost
	                                of inlined calls; 0: unknown */
	int pline;                   /* its line in the PTX text, from 1 */
	float sass;                  /* the machine instructions ptxas made of
	                                it, a pass (sass.h, sass_weigh; 0:
	                                none, or not known) */
	float skip;                  /* a branch forward that ptxas made
	                                predicates of: the machine instructions
	                                a warp issues, every lane predicated
	                                off, where all its lanes take it */
	const char *text;            /* the instruction as written */
	int group;                   /* memory: the access it counts to, set by
	                                the caller (-1: none) */
} ptx_insn;

typedef struct ptx_var {
	const char *name;            /* as in the PTX */
	const char *pretty;          /* a C++ local's own name (tile) */
	enum ptx_space space;
	uint64_t addr, bytes;        /* laid out from 0 in its space */
	unsigned align;
	bool dynamic;                /* extern __shared__ T s[]: its bytes
	                                are the launch's (0 here) */
} ptx_var;

typedef struct ptx_param {
	const char *name;
	unsigned bits;               /* .u64: 64 */
	bool isfloat;                /* .f32, .f64 */
} ptx_param;

typedef struct ptx_kernel {
	const char *name;
	int nparams, nregs, nvars, ninsns, nfiles;
	ptx_param *params;
	uint8_t *regbits;            /* each register's width */
	const char **regname;
	ptx_var *vars;               /* shared, constant and local variables
	                                (the local one: the stack,
	                                __local_depot, a thread's bytes) */
	ptx_insn *insns;
	const char **files;          /* .file index -> name */
	uint64_t shared_bytes, const_bytes;
	uint64_t local_bytes;        /* a thread's stack (__local_depot) */
	bool local;                  /* uses a local stack (__local_depot) */
	int printf_calls;            /* calls of printf (vprintf), which run
	                                as returning 0 */
	bool sass;                   /* the instructions' sass is known */
} ptx_kernel;

/*
 * Decode entry `name` of the PTX text into A. Returns NULL with *err, a
 * message that lives in A, when the text is not PTX this reader knows:
 * an instruction it cannot run is decoded as P_UNSUPPORTED, refused only
 * if it executes.
 */
ptx_kernel *ptx_decode(const char *ptx, const char *name, struct arena *A,
                       const char **err);

/* ---- the interpreter (ptxexec.c) ---- */

enum { PTX_FILL_SAME = 1, PTX_FILL_INDEX };

typedef struct ptx_launch {
	int64_t grid[3], block[3];
	const uint64_t *param;       /* each parameter's value */
	/* a load of group g at addr (size bytes): 1 and *v if the pattern
	   declares what it reads, else 0 (the value is unknown) */
	int (*load)(void *arg, int group, uint64_t addr, unsigned size,
	            uint64_t *v);
	/* every memory instruction a warp executes: one request; NULL, or
	   why it cannot be (an address outside the group's array), or
	   PTX_STOP: the warp has made enough requests, and ends here */
	const char *(*request)(void *arg, int group, uint64_t warp,
	                       const sim_request *r);
	/* a memory instruction of group g that the warp issues with no
	   lane active, as ptxas made it (sass.c): its own predicate false
	   in every lane, or in the body of an 'if' that ptxas predicated,
	   which every lane skips (NULL: not told; told only where the
	   kernel's machine instructions are known) */
	void (*idle)(void *arg, int group, uint64_t warp);
	/* a texture fetch of group g: the address of texel (x, y) (y 0 for
	   a 1D fetch), clamped into the texture where clamp (a float
	   coordinate's, cudaAddressModeClamp), the texel's bytes and its
	   channels (1, 2 or 4); its value is load's, as an element's; NULL,
	   or why it cannot be (an integer fetch outside a 1D texture;
	   NULL function: no textures) */
	const char *(*texel)(void *arg, int group, int64_t x, int64_t y,
	                     bool clamp, uint64_t *addr, unsigned *size,
	                     unsigned *channels);
	/* what a load of group g reads, for the track (ptx_track below):
	   PTX_FILL_SAME every element the same, PTX_FILL_INDEX an integer
	   element *scale times its index and a constant, with *esz its
	   bytes; 0: nothing known (NULL function: nothing anywhere) */
	int (*fill)(void *arg, int group, unsigned *esz, int64_t *scale);
	void *arg;
	uint64_t max_steps;          /* per warp (0: no limit) */
	/* polled every few thousand instructions: true stops the warp with
	   PTX_INTERRUPTED (NULL: never) */
	bool (*interrupted)(void);
	bool local_zero;             /* the stack starts zeroed (else its
	                                bytes are unknown until stored) */
	/* where set, the warps of one block are followed as functions of
	   the block's index (ptx_track below); NULL: not */
	struct ptx_track *track;
} ptx_launch;

/*
 * Following a block as a function of its index (ptxexec.c): every
 * integer value is kept with how it moves when the block moves,
 * v(b) = v(b0) + K.(b - b0) for an integer vector K per lane, exactly
 * modulo its width, or as moving some other way ("opaque"). A run of
 * block b0 with a track collects the conditions under which another
 * block b takes the very same path: every comparison that involves a K
 * comes out as at b0, and no value wraps where it is read as a number
 * (a widening, a comparison, a division). Each memory request's lanes
 * then move together, by one K a request. A block that meets the
 * conditions makes b0's requests, moved. Where a value that moves
 * otherwise reaches an address, a branch, a guard or a lane's choice,
 * or a request's lanes move apart, the track fails: blocks must be run.
 */
typedef struct ptx_track ptx_track;

/* What one memory instruction's requests at b0 did: the lanes of each
   moved by k a block; lo, the lowest address, and hi, past the highest
   byte, over its requests. */
typedef struct ptx_move {
	int group;
	int64_t k[3];
	uint64_t lo, hi;
} ptx_move;

ptx_track *ptx_track_new(void);
void ptx_track_free(ptx_track *t);
/* Start anew, for a run of block b0. */
void ptx_track_reset(ptx_track *t, const int64_t b0[3]);
/* NULL, or why blocks cannot be told to be b0's (the first reason). */
const char *ptx_track_failed(const ptx_track *t);
/* Whether block b takes b0's path (every condition holds at b). */
bool ptx_track_holds(const ptx_track *t, const int64_t b[3]);
/* The requests' moves (those that move: k nonzero): n of them. */
const ptx_move *ptx_track_moves(const ptx_track *t, size_t *n);
/* The move of the request being made (in the request callback). */
void ptx_track_last(const ptx_track *t, int64_t k[3]);

typedef struct ptx_warp ptx_warp;

/* what a request callback returns to end the warp quietly */
extern const char PTX_STOP[];

/* Why a warp stopped: the instruction and what went wrong. */
enum ptx_stop {
	PTX_FAILED = 1,              /* an instruction it cannot run, a bound */
	PTX_INTERRUPTED,             /* L->interrupted said so */
	PTX_ENOUGH,                  /* the request callback said PTX_STOP */
	PTX_ENDLESS                  /* a loop that cannot end, or ran past
	                                max_steps: insn is its branch back */
};

typedef struct ptx_error {
	enum ptx_stop why;
	int insn;                    /* -1: none */
	int other;                   /* an instruction the message names too
	                                (where an unknown value came from) */
	char *msg;                   /* why, a row of msg.h made whole (NULL
	                                where interrupted or PTX_ENOUGH) */
	uint64_t steps;              /* the instructions a warp that ended ran
	                                (what a launch's bound counts) */
	double issued;               /* the machine instructions of those
	                                (the sum of their sass) */
} ptx_error;

ptx_warp *ptx_warp_new(const ptx_kernel *k);
void ptx_warp_free(ptx_warp *w);
/* The barriers (bar.sync: __syncthreads) and __syncwarps the warp running
   has passed so far: a request's place in the block's order, for the
   race check. */
void ptx_warp_syncs(const ptx_warp *w, uint32_t *bars, uint32_t *wsyncs);
/* Whether the global load that w runs (its request being made) opens a
   round of loads: a wait before it (ptxint.h, dep). */
bool ptx_warp_round(const ptx_warp *w);
/* What the kernel's text proves the same in every lane of the request w
   makes (ptx_insn.uni): PTX_UNI_ADDR its address, PTX_UNI_VALUE the
   values it stores or operates with. */
enum { PTX_UNI_ADDR = 1, PTX_UNI_VALUE = 2 };
unsigned ptx_warp_uniform(const ptx_warp *w);

/*
 * Run warp `wib` of block b to its end: 0, or -1 with *e filled, its msg
 * the caller's to free (ptx_error_clear; e->msg is set NULL on entry,
 * not freed). A warp
 * that comes back to a loop's branch with every register, lane and stack
 * byte as it was, and stored nothing between, never ends: it is stopped
 * there at once; one that runs past L->max_steps instructions is stopped
 * at the last branch back it took.
 */
int ptx_run_warp(const ptx_kernel *k, const ptx_launch *L, ptx_warp *w,
                 const int64_t b[3], int wib, uint64_t warp, ptx_error *e);
/* Free e->msg, and set it NULL. */
void ptx_error_clear(ptx_error *e);

#endif
