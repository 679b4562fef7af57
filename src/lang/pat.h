/*
 * pat.h - a parsed pattern file: the syntax tree that the lexer and parser
 * build, the evaluator runs and the GPU backend turns into CUDA C.
 *
 * Everything reachable from a pat_program lives in the program's arena and
 * is freed at once by pat_free(). The tree is read-only after parsing
 * and, for a 'kernel' statement, after the compile that makes its
 * accesses the program's (cudasrc_attach).
 */
#ifndef PAT_H
#define PAT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sim.h"

struct diag;

/* A place in the source: 1-based line and column, length in bytes. */
typedef struct pat_loc {
	int line, col, len;
} pat_loc;

/* Element types. Vector types have fields x, y (z, w); a struct its own. */
enum pat_tkind {
	PT_CHAR, PT_UCHAR, PT_SHORT, PT_USHORT, PT_INT, PT_UINT, PT_FLOAT,
	PT_LONG, PT_ULONG, PT_DOUBLE,
	PT_CHAR4, PT_FLOAT2, PT_FLOAT4, PT_INT2, PT_INT4, PT_DOUBLE2,
	PT_STRUCT
};

/* The largest type or array, in bytes: sizes and offsets below it cannot
   overflow 64-bit arithmetic, even multiplied by a 64-field struct. */
#define PAT_MAX_BYTES ((uint64_t)1 << 48)

typedef struct pat_type pat_type;

typedef struct pat_field {
	const char *name;
	const pat_type *type;
	uint64_t offset;             /* bytes from the start of the element */
} pat_field;

struct pat_type {
	enum pat_tkind kind;
	const char *name;            /* "float4", or the struct's name */
	uint64_t size, align;        /* at most PAT_MAX_BYTES */
	int nfields;
	const pat_field *fields;     /* vector components or struct fields */
	pat_loc loc;                 /* where a struct was declared */
};

/* Built-in variables. */
enum pat_builtin {
	B_THREAD_X, B_THREAD_Y, B_THREAD_Z,
	B_BLOCK_X, B_BLOCK_Y, B_BLOCK_Z,
	B_BDIM_X, B_BDIM_Y, B_BDIM_Z,
	B_GDIM_X, B_GDIM_Y, B_GDIM_Z,
	B_WARPSIZE,
	B_COUNT
};

/* Expression operators. Binary and unary ones keep C's meaning on int64_t. */
enum pat_eop {
	E_NUM,                       /* num */
	E_BUILTIN,                   /* builtin */
	E_PARAM,                     /* a param: folded to E_NUM by the parser */
	E_VAR,                       /* a let or a loop variable: slot */
	E_NEG, E_NOT, E_LNOT,        /* -a  ~a  !a */
	E_ADD, E_SUB, E_MUL, E_DIV, E_MOD, E_SHL, E_SHR,
	E_AND, E_OR, E_XOR,
	E_LT, E_LE, E_GT, E_GE, E_EQ, E_NE,
	E_LAND, E_LOR,
	E_COND,                      /* a ? b : c */
	E_MIN, E_MAX, E_ABS          /* min(a, b)  max(a, b)  abs(a) */
};

/*
 * The most levels of operators in one expression. The parser refuses a
 * deeper one where it builds it, so that every recursive walk of a tree
 * (folding, evaluation, generating CUDA, printing) is bounded by this.
 * Left-deep chains such as a + a + ... + a count one level per operator.
 */
#define PAT_MAX_HEIGHT 1000

typedef struct pat_expr pat_expr;
struct pat_expr {
	enum pat_eop op;
	int height;                  /* levels of operators: 0 for a leaf */
	pat_loc loc;                 /* the whole expression */
	pat_loc oploc;               /* the operator, for evaluation errors */
	int64_t num;                 /* E_NUM */
	enum pat_builtin builtin;    /* E_BUILTIN */
	int slot;                    /* E_VAR: the variable's slot */
	const char *name;            /* E_VAR, E_BUILTIN: as written */
	pat_expr *a, *b, *c;         /* operands */
};

enum pat_space { SPACE_GLOBAL = SIM_GLOBAL, SPACE_SHARED = SIM_SHARED,
                 SPACE_CONSTANT = SIM_CONSTANT };

typedef struct pat_array {
	const char *name;
	pat_loc loc;
	const char *file, *src;      /* an included file's declaration: its
	                                name and text; NULL: the program's */
	enum pat_space space;
	const pat_type *type;
	int ndims;                   /* 1 to 3 */
	int64_t dims[3];             /* sizes, outermost first */
	uint64_t offset;             /* the declared byte offset */
	uint64_t base;               /* byte address of element 0 */
	uint64_t bytes;              /* size of the array */
	/* a typed view ('view float4 t4 = t'): the array whose storage it
	   reads with another element type, at the same base; NULL for an
	   array of its own */
	const struct pat_array *view_of;
	/* a 'local' array: one per thread, space SPACE_GLOBAL as far as the
	   figures go (its requests are global-like, sim_local()); base is
	   the byte offset in the thread's local frame */
	bool local;
	/* a 'texture' array: a 2D CUDA array read by tex2D() only (point
	   filtering, clamp), space SPACE_GLOBAL as far as the figures go;
	   base is where the model places its block-linear bytes, bytes
	   their size padded to whole GOBs (sim/texture.h) */
	bool texture;
} pat_array;

typedef struct pat_param {
	const char *name;
	pat_loc loc;
	int64_t value;               /* the default, or the -D value */
	bool overridden;
} pat_param;

enum pat_skind { S_ACCESS, S_LET, S_FOR, S_IF, S_EXPECT, S_SYNC };

/* Atomic operations: atomicAdd(&a[i], v) and co., or 'atomic a[i]'. */
enum pat_atomic {
	A_NONE, A_ADD, A_SUB, A_EXCH, A_MIN, A_MAX, A_INC, A_DEC, A_CAS,
	A_AND, A_OR, A_XOR
};

/* Expectation figures. */
enum pat_metric {
	M_REQUESTS, M_SECTORS, M_SECTORS_PER_REQUEST, M_MAX_SECTORS_PER_REQUEST,
	M_IDEAL_SECTORS_PER_REQUEST, M_EFFICIENCY, M_WAVEFRONTS,
	M_WAVEFRONTS_PER_REQUEST, M_MAX_WAVEFRONTS_PER_REQUEST,
	M_IDEAL_WAVEFRONTS_PER_REQUEST, M_BANK_CONFLICTS,
	M_BANK_CONFLICTS_PER_REQUEST, M_DISTINCT_PER_REQUEST,
	M_MAX_DISTINCT_PER_REQUEST,
	M_RACES,                     /* racy locations of the whole pattern */
	M_COUNT
};
enum pat_cmp { C_EQ, C_NE, C_LT, C_LE, C_GT, C_GE };

/* For loops come in two forms: 'for k in A .. B step C' (range) and
   'for (k = A; COND; k OP= C)' (c), where OP is one of F_* below. */
enum pat_fupd { F_ADD, F_SUB, F_MUL, F_DIV, F_SHL, F_SHR, F_SET };

typedef struct pat_stmt pat_stmt;
struct pat_stmt {
	enum pat_skind kind;
	pat_loc loc;                 /* the whole statement's first line */
	pat_stmt *next;
	const char *text;            /* the statement's source, one line */
	/* an included file's statement: that file's name and text, which
	   loc is in; NULL for one of the program's own file */
	const char *file, *src;
	union {
		struct {             /* S_ACCESS */
			bool store;
			const pat_array *array;
			int nindex;  /* equals array->ndims */
			pat_expr *index[3];
			const pat_field *field;   /* NULL: the whole element */
			unsigned size;            /* bytes per lane */
			uint64_t field_offset;    /* bytes into the element */
			pat_expr *pred;           /* NULL: every lane of the block */
			const char *label;        /* 'as NAME', or NULL */
			int id;                   /* index in program->accesses */
			/* an atomic read-modify-write (store is then true
			   too): A_NONE for a plain load or store */
			enum pat_atomic atomic;
			/* 'ldg': a load through the read-only path
			   (ld.global.nc, what __ldg emits); global only */
			bool nc;
			/* a name that stays while unrelated lines come and
			   go, for baselines: the label written ('as NAME',
			   a kernel line's '// accessan: NAME'), else
			   ARRAY_KIND_N, the Nth load, store or atomic of
			   the array in source order */
			const char *name;
			/* a kernel's access: the CUDA file its line is of
			   (as it opens from here: the .cu, or the header
			   that defines the kernel), that file's text and
			   the place of its first instruction; NULL for a
			   statement of the pattern */
			const char *cu_file, *cu_src;
			pat_loc cu_loc;
			/* a kernel's access that a loop of its PTX repeats
			   (the time model's rounds overlap as in a loop's
			   body); false for a statement of the pattern, whose
			   loops are its own statements */
			bool in_loop;
			/* a kernel's access, where the run asked for it
			   (pipe_point.lift): its address as the lift of the
			   PTX reads it (ptxlift.h), or why it is not lifted;
			   both NULL otherwise */
			const char *lifted, *lift_why;
		} access;
		struct {             /* S_LET */
			const char *name;
			int slot;
			pat_expr *value;
			/* the value an element read before it holds
			   ('int j = idx[i]', its 'contents'): loads whose
			   addresses use it wait for that load */
			bool loaded;
		} let;
		struct {             /* S_FOR */
			const char *var;
			int slot;
			bool cform;
			pat_expr *start, *end, *step;  /* range: start .. end step */
			pat_expr *cond;                /* c form: condition */
			enum pat_fupd upd;             /* c form: var OP= step */
			int unroll;                    /* 'unroll': passes whose
			                                  loads issue together
			                                  (0: each its own) */
			bool unrolled;                 /* 'unroll' without a
			                                  count: every pass, the
			                                  loop gone (unroll the
			                                  trips) */
			pat_stmt *body;
		} loop;
		struct {             /* S_IF */
			pat_expr *cond;
			pat_stmt *then, *otherwise;
		} cond;
		struct {             /* S_SYNC: a barrier */
			bool warp;   /* __syncwarp: the warp's lanes only;
			                else __syncthreads, the block's */
		} sync;
		struct {             /* S_EXPECT */
			const pat_stmt *access;   /* NULL: the whole pattern */
			enum pat_metric metric;
			enum pat_cmp cmp;
			double value;
			int id;                   /* index in program->expects */
		} expect;
	} u;
};

/* The most arrays and accesses a program has: every access keeps its own
   figures, a few KB in each of the results a run makes, and a million
   'read' lines would need gigabytes. */
#define PAT_MAX_ARRAYS 256
#define PAT_MAX_ACCESSES 16384

/* What a 'kernel' statement gives a parameter of its kernel: an array's
   base address, or a value. */
typedef struct pat_bind {
	const char *name;            /* as written */
	pat_loc loc;
	const pat_array *array;      /* NULL: value */
	int64_t value;
	bool isfloat;                /* written with a '.': fvalue */
	double fvalue;
} pat_bind;

/* What the kernel's loads of an array return ('contents NAME = ...'): a
   value, the element's index ('iota'), or an expression of it
   ('contents row_ptr = iota * 8': expr, whose E_VAR of slot is the
   index). */
enum pat_fill { FILL_NONE, FILL_VALUE, FILL_IOTA, FILL_EXPR };

typedef struct pat_contents {
	const pat_array *array;      /* NULL: every variable of the kernel
	                                in space ('contents shared = V'), or
	                                with SPACE_GLOBAL the stack's bytes
	                                before a store ('contents local = 0',
	                                the one value it takes) */
	enum pat_space space;
	enum pat_fill fill;
	int64_t value;
	const pat_expr *expr;        /* FILL_EXPR */
	int slot;                    /* its 'iota' */
	/* FILL_EXPR linear in iota (pat_contents_linear): scale * iota +
	   offset, which every load takes at once */
	bool linear;
	int64_t scale, offset;
} pat_contents;

/* The most levels of operators in a contents expression: each load the
   kernel makes of the array evaluates it. */
#define PAT_CONTENTS_HEIGHT 64

/* What the compile of a 'kernel' statement's .cu takes beside it:
   include folders (-I, 'cuda_include') and macros (--cuda-define,
   'cuda_define': NAME or NAME=VALUE). */
typedef struct pat_cuda {
	const char **include;
	int ninclude;
	const char **define;
	int ndefine;
	/* the .cu at replace_path (as the kernel statement resolves it)
	   read as replace_text instead (suggest's patched source; NULL:
	   none): its includes are still found beside replace_path */
	const char *replace_path, *replace_text;
} pat_cuda;

/* An 'expect' that names an access of the kernel ('expect NAME.figure',
   or a figure after the 'kernel' line with no name: its last access),
   which the kernel's compile resolves (cudasrc_attach). */
typedef struct pat_kexpect {
	pat_stmt *expect;
	const char *label;           /* NULL: the kernel's last access */
	pat_loc label_at, figure_at;
	const char *file, *src;      /* the file the expect is in */
} pat_kexpect;

/*
 * A 'kernel' statement as the parser read it. The parser compiles
 * nothing: the CUDA front end compiles the kernel after the parse
 * (cudasrc_attach, cudasrc.h) and makes its accesses the program's.
 */
typedef struct pat_kernel {
	const char *file;            /* the .cu as written */
	const char *path;            /* as it opens from here */
	const char *name;            /* the kernel's */
	pat_bind *binds;
	int nbinds;
	pat_contents *fills;         /* the 'contents' lines before it */
	int nfills;
	pat_cuda cuda;               /* the pattern's own 'cuda_include' and
	                                'cuda_define' */
	pat_loc loc;
	const char *stmt_file, *stmt_src;  /* the file the statement is in */
	/* the types the pattern knows, its own and the built-in ones: a
	   kernel's shared or constant variable is shown in the one of its
	   declared element type ('shared float') */
	const pat_type *const *types;
	int ntypes;
	pat_kexpect *expects;
	int nexpects;
} pat_kernel;

typedef struct pat_program {
	const char *file;            /* as named on the command line */
	const char *src;             /* the whole text, NUL-terminated */
	size_t len;
	int64_t grid[3], block[3];   /* x, y, z */
	pat_loc grid_loc, block_loc;
	int nparams, narrays, nslots;
	pat_param *params;
	pat_array *arrays;
	pat_stmt *body;              /* top-level statements */
	int naccesses, nexpects;
	pat_stmt **accesses;         /* S_ACCESS statements in source order */
	pat_stmt **expects;          /* S_EXPECT statements in source order */
	const char *arch;            /* 'arch NAME' in the file, or NULL */
	int bank_bytes;              /* 'bankmode N' in the file, or 0 */
	uint64_t shared_bytes;       /* shared memory per block */
	uint64_t dynamic_shared;     /* of it, a kernel's dynamic shared
	                                memory (the launch's) */
	uint64_t local_bytes;        /* 'local' arrays' bytes a thread */
	int registers;               /* 'registers N' per thread, or 0 */
	pat_loc registers_loc;       /* that line */
	pat_loc kernel_loc;          /* the 'kernel' line, where a kernel's
	                                dynamic shared memory is said */
	/* 'kernel': the statement as read, or NULL; and once compiled
	   (cudasrc_attach), the CUDA kernel whose accesses these are
	   (cudasrc.h), else NULL */
	const pat_kernel *kernel_stmt;
	struct cudasrc *kernel;
	struct arena *arena;
} pat_program;

/* A -D NAME=VALUE from the command line. */
typedef struct pat_define {
	const char *name;
	int64_t value;
	bool used;                   /* set by pat_parse when a param took it */
} pat_define;

/*
 * Parse src (len bytes, NUL-terminated) named file. Parameters named in
 * defs take their values from there. Returns NULL after reporting every
 * error it found to d. A 'kernel' statement is read, not compiled: the
 * program has P->kernel_stmt and none of the kernel's accesses until
 * cudasrc_attach (cudasrc.h) compiles it, which every command's reading
 * of a pattern does (cudasrc_parse).
 */
pat_program *pat_parse(const char *file, const char *src, size_t len,
                       pat_define *defs, int ndefs, struct diag *d);
void pat_free(pat_program *p);

/*
 * The profile p runs on: arch (the command line's) unless NULL, else the
 * file's 'arch', else sm_90; with banks of bank_bytes (the command line's;
 * 0: the file's 'bankmode', else 4) into *out. Returns 0, or -1 after
 * reporting to d that the profile has no such bank mode.
 */
int pat_arch(const pat_program *p, const sim_arch *arch, int bank_bytes,
             sim_arch *out, struct diag *d);
/* The profile pat_arch starts from: arch unless NULL, else p's 'arch',
   else sm_90. */
const sim_arch *pat_profile(const pat_program *p, const sim_arch *arch);
/* " (did you mean 'n'?)" for a -D NAME that p does not declare, the
   closest of its parameters, into buf; else "" (diag.h's rule). */
void pat_param_guess(const pat_program *p, const char *name, char *buf,
                     size_t size);

/*
 * C's operation op on int64_t operands (b unused for unary ones) into *r.
 * Returns NULL, or what makes it undefined: "division by zero", "integer
 * overflow", "shift count out of range", ...
 */
const char *pat_apply(enum pat_eop op, int64_t a, int64_t b, int64_t *r);

/* Names for printing. */
const char *pat_builtin_name(enum pat_builtin b);   /* "threadIdx.x" */
const char *pat_space_name(enum pat_space s);       /* "global" */
const char *pat_array_space(const pat_array *a);    /* the same, "local" or
                                                       "texture" */
const char *pat_metric_name(enum pat_metric m);     /* "sectors_per_request" */
/* The value of array element index's contents f (f->fill not FILL_NONE)
   into *v: true, or false where its expression is undefined there (a
   division by zero, an overflow: C's). */
bool pat_contents_at(const pat_contents *f, int64_t index, int64_t *v);
/* Whether contents f is the element's index times *scale plus a
   constant, by the expression's form (iota: 1, a value: 0; sums,
   differences, negations and products by constants of iota, with no
   overflow); false for any other. */
bool pat_contents_linear(const pat_contents *f, int64_t *scale);
/* e as *a times the variable of slot plus *b, by its form (sums,
   differences, negations and products by constants of it; no
   overflow): true, or false where it is not one. */
bool pat_expr_linear(const pat_expr *e, int slot, int64_t *a, int64_t *b);
/* The spaces figure m applies to: 1 global, 2 shared, 4 constant. */
int pat_metric_spaces(enum pat_metric m);
const char *pat_cmp_name(enum pat_cmp c);           /* "<=" */
const char *pat_eop_name(enum pat_eop op);          /* "+", "min" */
const char *pat_atomic_name(enum pat_atomic a);     /* "atomicAdd" */
/* An access's kind as the reports say it: "load", "store" or "atomic". */
const char *pat_access_kind(const pat_stmt *s);
/* Where an access is for a person who would change it: its kernel's CUDA
   file and place where it has one, else the pattern's (an included
   file's, or p's own); *src the file's text, or NULL. */
const char *pat_access_place(const pat_program *p, const pat_stmt *s,
                             const char **src, pat_loc *loc);

#endif
