/*
 * cudagen.c - pattern to CUDA C, for NVRTC and for people.
 *
 * The generated kernels must make the hardware do exactly what the model
 * counts: one warp-level load or store per executed access statement, of
 * the access's width, at the model's addresses. So every access goes
 * through a one-instruction inline-PTX helper (asm volatile: the compiler
 * may neither drop, merge, widen nor hoist it), index arithmetic is done on
 * long long as the pattern language does it on int64, and arrays sit at
 * the model's alignment: global arrays at base mod 256 inside their own
 * allocation, shared and constant arrays at their offsets inside one byte
 * buffer per space. Every loaded value goes into a sink that is stored
 * only if it equals acc_key, which the host makes a value the sink never
 * takes: the store, never executed, is not counted, and since the branch
 * depends on every load, the assembler can neither drop a load nor sink
 * it into the branch (ptxas did sink shared loads into a branch on a
 * plain flag, measured on H100).
 *
 * The timed kernel, acc_time, makes the same instructions but must run
 * as fast as a hand-written kernel with those accesses (the
 * counted kernels' helpers, each with a memory clobber feeding one
 * sink, kept a warp to one or two loads in flight and ran the notes'
 * warp-a-row matrix-vector product 2.8 times slower than its CUDA). Its
 * helpers have no clobber, each access sums into its own sink, and its
 * global accesses are relaxed at block scope (cached in L1, yet never
 * merged or hoisted): the compiler unrolls its loops and keeps many loads
 * in flight as it does for compiled code.
 *
 * Only the standard library and the tree are used: NVRTC gets a
 * self-contained source with no #include.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "cudagen.h"
#include "diag.h"

/* The widths an access may have, as helper suffixes: 8..128 bits. */
enum { W8, W16, W32, W64, W128, NWIDTH };

/* The kernel being written: counted (acc_s<N>, acc_all), timed over
   replicas (acc_time), timed in cycles (acc_c<N>), or counted with one
   warp running every warp of the grid in turn (acc_w<N>). */
enum kmode { K_COUNT, K_TIME, K_CYCLES, K_SERIAL };

/* acc_time sums each access's loads into its own sink, one of
   CUDAGEN_TIME_SINKS: the loads of different statements (and, once the
   compiler unrolls a loop, of different iterations) then wait on nothing
   but their address, as in a hand-written kernel. */
#define CUDAGEN_TIME_SINKS 4
/* helper spaces: global, shared, constant, the read-only path, local */
#define NSPACE 5
#define HSP_CONSTANT 2

typedef struct gen {
	const pat_program *p;
	FILE *out;
	int only;                  /* CUDAGEN_ALL or an access id */
	char **slot_name;          /* C name per slot */
	char **array_name;         /* C name per array */
	/* per helper space: global, shared, constant, 3 global through the
	   read-only path ('ldg'), 4 local; a bit per width */
	unsigned used_ld[NSPACE], used_st[NSPACE];
	bool used_builtin[B_COUNT];
	bool *used_slot;           /* per slot: the kernel assigns it */
	bool has_space[NSPACE];      /* by array_space(): 3 unused */
	/* texture fetch helpers used: bit tex_helper() */
	unsigned used_tex;
	bool any_store;
	enum kmode mode;           /* the kernel being written */
	uint64_t bytes;            /* written so far */
	uint64_t work;             /* statements looked at so far */
	struct diag *d;            /* where a failure is reported */
	int failed;
} gen;

static const char *const space_tag[NSPACE] = { "g", "s", "c", "n", "l" };
/* volatile: ptxas may otherwise merge two loads of one address (seen on
   H100: 16 loads of two addresses ran as 2 instructions) or drop a store
   that a later one overwrites; constant memory has no volatile form */
/* 3: 'ldg', the read-only path: ld.global.nc, what __ldg emits (it has
   no volatile form; asm volatile alone keeps each load in place) */
static const char *const space_ptx[NSPACE] = {
	"volatile.global", "volatile.shared", "const", "global.nc", "local"
};
static const char *const space_word[NSPACE] = { "global", "shared",
                                                "constant", "global",
                                                "local" };

/* Message id of msg.h, said once: the first failure stops the work. */
#define FAIL(g, id, ...) \
	gen_fail((g), #id, MSG_##id, ##__VA_ARGS__)

static void gen_fail(gen *g, const char *id, enum diag_level lv,
                     const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static void
gen_fail(gen *g, const char *id, enum diag_level lv, const char *fmt, ...)
{
	va_list ap;

	if (g->failed++ || g->d == NULL)
		return;
	va_start(ap, fmt);
	diag_msg_vplain(g->d, id, lv, fmt, ap);
	va_end(ap);
}

static void put(gen *g, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Each kernel holds every statement its access needs, so the source
   grows with accesses times statements: past the limit the generator
   stops with a message instead of writing (or NVRTC compiling) without
   end. */
static void
too_big(gen *g)
{
	if (g->bytes > CUDAGEN_MAX_BYTES)
		FAIL(g, GPU_CUDAGEN_TOO_BIG, CUDAGEN_MAX_BYTES >> 20);
}

static void
put(gen *g, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (g->failed)
		return;
	va_start(ap, fmt);
	n = vfprintf(g->out, fmt, ap);
	va_end(ap);
	if (n > 0)
		g->bytes += (uint64_t)n;
	too_big(g);
}

static void
putch(gen *g, int c)
{
	if (g->failed)
		return;
	fputc(c, g->out);
	g->bytes++;
	too_big(g);
}

static void
indent(gen *g, int depth)
{
	for (int i = 0; i < depth; i++)
		putch(g, '\t');
}

static int
width_of(unsigned size)
{
	switch (size) {
	case 1: return W8;
	case 2: return W16;
	case 4: return W32;
	case 8: return W64;
	case 16: return W128;
	}
	return -1;
}

static int
space_index(enum pat_space s)
{
	return s == SPACE_SHARED ? 1 : s == SPACE_CONSTANT ? 2 : 0;
}

/* An array's space index: a local array (space global in the tree) has
   its own, 4 (3 is the read-only path's, an access's, not an array's). */
static int
array_space(const pat_array *a)
{
	return a->local ? 4 : space_index(a->space);
}

/* A global array of the kernel's parameters: not a local one (a
   texture's parameter is its texture object). */
static bool
global_param(const pat_array *a)
{
	return a->space == SPACE_GLOBAL && !a->local;
}

/* A pointer the kernel's replicas move: a global array's, not a
   texture's object, which every replica reads alike. */
static bool
replicated(const pat_array *a)
{
	return global_param(a) && !a->texture;
}

/*
 * What a texture's fetch returns, as its tex instruction's result type
 * says: 0 floats (.f32), 1 signed integers (.s32), 2 unsigned (.u32);
 * the texture object reads integer formats as integers
 * (CU_TRSF_READ_AS_INTEGER), which the host makes it do (gpurun.c).
 */
static int
tex_kind(const pat_type *t)
{
	switch (t->kind) {
	case PT_FLOAT: case PT_FLOAT2: case PT_FLOAT4:
		return 0;
	case PT_UCHAR: case PT_USHORT: case PT_UINT:
		return 2;
	default:
		return 1;
	}
}

static const char tex_tag[3] = { 'f', 's', 'u' };

/* A texture's channels (1, 2 or 4): its fetch sums those components
   alone, the others being what the texture unit makes up, not texels. */
static int
tex_channels(const pat_type *t)
{
	switch (t->kind) {
	case PT_FLOAT4: case PT_INT4: case PT_CHAR4: return 4;
	case PT_FLOAT2: case PT_INT2: return 2;
	default: return 1;
	}
}

/* The helper a texture's fetch takes: dims, kind and channels. */
static int
tex_helper(const pat_array *a)
{
	int c = tex_channels(a->type);

	return (a->ndims - 1) * 9 + tex_kind(a->type) * 3 + (c == 4 ? 2 : c - 1);
}

/* ---- names ---------------------------------------------------------- */

/*
 * Every name from the pattern reaches the source with a prefix that C++,
 * CUDA (its keywords, vector types, math functions, intrinsics, macros
 * such as NULL or min) and this generator (acc_*, i0, threadIdx_x...)
 * never use, so no pattern can hit one of theirs, whatever it calls
 * things, and no list of reserved words has to be kept up to date:
 *   u_NAME   a variable or an array (they share a kernel's scope)
 *   t_NAME   a struct type (a variable cannot hide it: other prefix)
 *   f_NAME   a field
 * A name that would not stay a plain identifier that way (empty, leading
 * '_' or "__", both reserved to C++, or bytes outside [A-Za-z0-9_]) is
 * spelled in hex: "ux_" and two digits per byte. A variable or array
 * named like one before it gets its number: "u<N>_NAME". The map is
 * one-to-one by construction.
 */
static bool
plain_name(const char *s)
{
	if (s[0] == '\0' || s[0] == '_')
		return false;
	for (const char *c = s; *c; c++) {
		bool ok = (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
		          (*c >= '0' && *c <= '9') || *c == '_';
		if (!ok || (c[0] == '_' && c[1] == '_'))
			return false;
	}
	return true;
}

/* kind's mangled name for s (dup >= 0: the number of a name seen
   before), malloc'ed */
static char *
mangle(char kind, int dup, const char *s)
{
	size_t n = strlen(s);
	char *r = xmalloc(2 * n + 16);
	int at = snprintf(r, 16, "%c", kind);

	if (dup >= 0)
		at += snprintf(r + at, 16, "%d", dup);
	if (plain_name(s)) {
		r[at++] = '_';
		memcpy(r + at, s, n + 1);
		return r;
	}
	r[at++] = 'x';
	r[at++] = '_';
	for (size_t i = 0; i < n; i++)
		at += snprintf(r + at, 3, "%02x", (unsigned char)s[i]);
	r[at] = '\0';
	return r;
}

static void
walk_slots(gen *g, const pat_stmt *s, const char **names)
{
	for (; s; s = s->next) {
		int slot = -1;
		const char *name = NULL;

		if (s->kind == S_LET) {
			slot = s->u.let.slot;
			name = s->u.let.name;
		} else if (s->kind == S_FOR) {
			slot = s->u.loop.slot;
			name = s->u.loop.var;
			walk_slots(g, s->u.loop.body, names);
		} else if (s->kind == S_IF) {
			walk_slots(g, s->u.cond.then, names);
			walk_slots(g, s->u.cond.otherwise, names);
		}
		if (slot >= 0 && slot < g->p->nslots && !names[slot])
			names[slot] = name ? name : "v";
	}
}

/* the pattern's names of slots and arrays, in that order, for sorting */
typedef struct named {
	const char *name;
	int index;
} named;

static int
by_name(const void *a, const void *b)
{
	const named *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	return c ? c : (x->index > y->index) - (x->index < y->index);
}

/* C names for slots and arrays (sorted, so that many names cost
   n log n, not n squared). */
static int
make_names(gen *g)
{
	const pat_program *p = g->p;
	int n = p->nslots + p->narrays;
	const char **names = xcalloc(p->nslots ? p->nslots : 1, sizeof *names);
	named *all = xmalloc((n ? n : 1) * sizeof *all);

	g->slot_name = xcalloc(p->nslots ? p->nslots : 1, sizeof(char *));
	g->array_name = xcalloc(p->narrays ? p->narrays : 1, sizeof(char *));
	g->used_slot = xcalloc(p->nslots ? p->nslots : 1, sizeof(bool));
	walk_slots(g, p->body, names);
	for (int i = 0; i < n; i++) {
		all[i].index = i;
		all[i].name = i >= p->nslots ? p->arrays[i - p->nslots].name
		              : names[i] ? names[i] : "v";
	}
	qsort(all, n, sizeof *all, by_name);
	for (int i = 0; i < n; i++) {
		int k = all[i].index;
		bool dup = i > 0 && strcmp(all[i - 1].name, all[i].name) == 0;
		char *m = mangle('u', dup ? k : -1, all[i].name);
		if (k < p->nslots)
			g->slot_name[k] = m;
		else
			g->array_name[k - p->nslots] = m;
	}
	free(all);
	free(names);
	return 0;
}

static void
free_names(gen *g)
{
	if (g->slot_name)
		for (int i = 0; i < g->p->nslots; i++)
			free(g->slot_name[i]);
	if (g->array_name)
		for (int i = 0; i < g->p->narrays; i++)
			free(g->array_name[i]);
	free(g->slot_name);
	free(g->array_name);
	free(g->used_slot);
}

static const char *
array_name(gen *g, const pat_array *a)
{
	return g->array_name[a - g->p->arrays];
}

/* ---- types ---------------------------------------------------------- */

static const char *
type_name(const pat_type *t)
{
	switch (t->kind) {
	case PT_CHAR: return "signed char";
	case PT_UCHAR: return "unsigned char";
	case PT_SHORT: return "short";
	case PT_USHORT: return "unsigned short";
	case PT_INT: return "int";
	case PT_UINT: return "unsigned";
	case PT_FLOAT: return "float";
	case PT_LONG: return t->size == 4 ? "int" : "long long";
	case PT_ULONG: return t->size == 4 ? "unsigned" : "unsigned long long";
	case PT_DOUBLE: return "double";
	case PT_CHAR4: return "char4";
	case PT_FLOAT2: return "float2";
	case PT_FLOAT4: return "float4";
	case PT_INT2: return "int2";
	case PT_INT4: return "int4";
	case PT_DOUBLE2: return "double2";
	case PT_STRUCT: break;
	}
	return "unsigned char";
}

/* t's name in C, malloc'ed: a struct's mangled */
static char *
type_c(const pat_type *t)
{
	if (t->kind == PT_STRUCT)
		return mangle('t', -1, t->name);
	const char *n = type_name(t);
	char *r = xmalloc(strlen(n) + 1);

	return strcpy(r, n);
}

/* Struct types in the order C needs them: each after those it holds. */
typedef struct typelist {
	const pat_type **t;
	int n, cap;
} typelist;

static int
collect_struct(typelist *l, const pat_type *t)
{
	if (t->kind != PT_STRUCT)
		return 0;
	for (int i = 0; i < l->n; i++)
		if (l->t[i] == t)
			return 0;
	for (int i = 0; i < t->nfields; i++)
		if (collect_struct(l, t->fields[i].type) < 0)
			return -1;
	if (l->n == l->cap) {
		int cap = l->cap ? 2 * l->cap : 8;
		const pat_type **nt = realloc(l->t, cap * sizeof *nt);
		if (!nt)
			return -1;
		l->t = nt;
		l->cap = cap;
	}
	l->t[l->n++] = t;
	return 0;
}

/* struct __align__(A) name { fields at their offsets, padding between }; */
static void
emit_struct(gen *g, const pat_type *t)
{
	uint64_t at = 0;
	int pad = 0;
	char *sname = type_c(t);

	put(g, "struct __align__(%" PRIu64 ") %s {\n", t->align ? t->align : 1, sname);
	for (int i = 0; i < t->nfields; i++) {
		const pat_field *f = &t->fields[i];
		char *fname = mangle('f', -1, f->name);
		char *ftype = type_c(f->type);
		if (f->offset > at)
			put(g, "\tunsigned char acc_pad%d[%" PRIu64 "];\n", pad++,
			    f->offset - at);
		put(g, "\t%s %s;\n", ftype, fname);
		at = f->offset + f->type->size;
		free(fname);
		free(ftype);
	}
	if (t->size > at)
		put(g, "\tunsigned char acc_pad%d[%" PRIu64 "];\n", pad, t->size - at);
	put(g, "};\n");
	/* the padding above puts each field at its offset as long as C's
	   alignment of the field types is the model's: checked by the size
	   and alignment (NVRTC has no offsetof) */
	put(g, "static_assert(sizeof(%s) == %" PRIu64 ", \"%s: size\");\n",
	    sname, t->size, sname);
	put(g, "static_assert(alignof(%s) == %" PRIu64 ", \"%s: alignment\");\n",
	    sname, t->align ? t->align : 1, sname);
	put(g, "\n");
	free(sname);
}

/* ---- layout --------------------------------------------------------- */

static uint64_t
round_up(uint64_t x, uint64_t to)
{
	return (x + to - 1) / to * to;
}

uint64_t
cudagen_global_offset(const pat_array *a)
{
	return a->base % 256;
}

uint64_t
cudagen_stride(const pat_array *a)
{
	uint64_t s = round_up(cudagen_global_offset(a) + a->bytes, 256);
	return s ? s : 256;
}

/* Shared and constant arrays keep the model's offsets where those fit in
   the space; else they are packed in declaration order, each at its base
   modulo 128 (the bank period) past a 128-byte boundary. */
static bool
space_as_declared(const pat_program *p, enum pat_space sp)
{
	uint64_t limit = sp == SPACE_SHARED ? p->shared_bytes : 65536;

	for (int i = 0; i < p->narrays; i++) {
		const pat_array *a = &p->arrays[i];
		if (a->space == sp && a->base + a->bytes > limit)
			return false;
	}
	return true;
}

uint64_t
cudagen_space_offset(const pat_program *p, const pat_array *a)
{
	uint64_t at = 0;

	if (space_as_declared(p, a->space))
		return a->base;
	for (int i = 0; i < p->narrays; i++) {
		const pat_array *b = &p->arrays[i];
		uint64_t off;
		if (b->space != a->space)
			continue;
		off = round_up(at, 128) + b->base % 128;
		if (b == a)
			return off;
		at = off + b->bytes;
	}
	return 0;
}

uint64_t
cudagen_space_bytes(const pat_program *p, enum pat_space sp)
{
	uint64_t end = 0;

	for (int i = 0; i < p->narrays; i++) {
		const pat_array *a = &p->arrays[i];
		uint64_t e;
		if (a->space != sp)
			continue;
		e = cudagen_space_offset(p, a) + a->bytes;
		if (e > end)
			end = e;
	}
	return round_up(end, 16);
}

const char *
cudagen_kernel_name(int id, char *buf, size_t len)
{
	if (id == CUDAGEN_ALL)
		snprintf(buf, len, "acc_all");
	else
		snprintf(buf, len, "acc_s%d", id);
	return buf;
}

bool
cudagen_has_cycles(const pat_program *p, int id)
{
	return id >= 0 && id < p->naccesses &&
	       p->accesses[id]->u.access.array->space == SPACE_SHARED;
}

bool
cudagen_has_serial(const pat_program *p, int id)
{
	const int64_t warps = p->grid[0] * p->grid[1] * p->grid[2] *
	                      ((p->block[0] * p->block[1] * p->block[2] + 31) /
	                       32);

	/* a grid of one warp is its own one-warp kernel: acc_s<N> counts it */
	return cudagen_has_cycles(p, id) && warps > 1 &&
	       warps <= CUDAGEN_SERIAL_MAX_WARPS;
}

/* ---- expressions ---------------------------------------------------- */

static const char *const builtin_c[B_COUNT] = {
	"threadIdx_x", "threadIdx_y", "threadIdx_z",
	"blockIdx_x", "blockIdx_y", "blockIdx_z",
	"blockDim_x", "blockDim_y", "blockDim_z",
	"gridDim_x", "gridDim_y", "gridDim_z",
	"warpSize_",
};

/* C++ precedence, higher binds tighter. */
static int
prec(enum pat_eop op)
{
	switch (op) {
	case E_NUM: case E_BUILTIN: case E_PARAM: case E_VAR:
	case E_MIN: case E_MAX: case E_ABS:
		return 16;
	case E_NEG: case E_NOT: case E_LNOT: return 15;
	case E_MUL: case E_DIV: case E_MOD: return 13;
	case E_ADD: case E_SUB: return 12;
	case E_SHL: case E_SHR: return 11;
	case E_LT: case E_LE: case E_GT: case E_GE: return 10;
	case E_EQ: case E_NE: return 9;
	case E_AND: return 8;
	case E_XOR: return 7;
	case E_OR: return 6;
	case E_LAND: return 5;
	case E_LOR: return 4;
	case E_COND: return 3;
	}
	return 0;
}

static bool
is_boolean(const pat_expr *e)
{
	switch (e->op) {
	case E_LT: case E_LE: case E_GT: case E_GE: case E_EQ: case E_NE:
	case E_LAND: case E_LOR: case E_LNOT:
		return true;
	default:
		return false;
	}
}

static void
scan_expr(gen *g, const pat_expr *e)
{
	if (e == NULL)
		return;
	if (e->op == E_BUILTIN && e->builtin < B_COUNT)
		g->used_builtin[e->builtin] = true;
	scan_expr(g, e->a);
	scan_expr(g, e->b);
	scan_expr(g, e->c);
}

/* Every literal is long long, so that the arithmetic around it is the
   model's int64 (an int 1 in "1 << (31 + k)" would overflow at 32 bits). */
static void
emit_num(gen *g, int64_t v)
{
	if (v == INT64_MIN)
		put(g, "(-9223372036854775807LL - 1LL)");
	else
		put(g, "%" PRId64 "LL", v);
}

static void emit_expr(gen *g, const pat_expr *e, int ctx, bool cond);

/* -a, ~a, !a */
static void
emit_unary(gen *g, const pat_expr *e)
{
	put(g, "%s", e->op == E_NEG ? "-" : e->op == E_NOT ? "~" : "!");
	/* "- -x" must not become "--x" */
	if (e->op == E_NEG && (e->a->op == E_NEG ||
	    ((e->a->op == E_NUM || e->a->op == E_PARAM) && e->a->num < 0))) {
		put(g, "(");
		emit_expr(g, e->a, 0, false);
		put(g, ")");
	} else {
		emit_expr(g, e->a, 15, e->op == E_LNOT);
	}
}

/*
 * e in a context of precedence ctx; cond: the context wants a truth value
 * (if, ?:, &&, ||, !), so a comparison need not be widened to long long.
 */
static void
emit_expr(gen *g, const pat_expr *e, int ctx, bool cond)
{
	int pr = prec(e->op);
	bool widen = !cond && is_boolean(e);
	bool paren;

	if (widen) {
		put(g, "(long long)(");
		ctx = 0;
	}
	paren = pr < ctx;
	if (paren)
		put(g, "(");
	switch (e->op) {
	case E_NUM:
	case E_PARAM:
		if (e->num < 0 && ctx >= 15) {
			put(g, "(");
			emit_num(g, e->num);
			put(g, ")");
		} else {
			emit_num(g, e->num);
		}
		break;
	case E_BUILTIN:
		put(g, "%s", builtin_c[e->builtin < B_COUNT ? e->builtin : 0]);
		break;
	case E_VAR:
		if (e->slot >= 0 && e->slot < g->p->nslots)
			put(g, "%s", g->slot_name[e->slot]);
		else
			FAIL(g, GPU_CUDAGEN_SLOT, e->slot);
		break;
	case E_NEG:
	case E_NOT:
	case E_LNOT:
		emit_unary(g, e);
		break;
	case E_MIN:
	case E_MAX:
		put(g, "%s(", e->op == E_MIN ? "acc_min" : "acc_max");
		emit_expr(g, e->a, 0, false);
		put(g, ", ");
		emit_expr(g, e->b, 0, false);
		put(g, ")");
		break;
	case E_ABS:
		put(g, "acc_abs(");
		emit_expr(g, e->a, 0, false);
		put(g, ")");
		break;
	case E_COND:
		emit_expr(g, e->a, 4, true);
		put(g, " ? ");
		emit_expr(g, e->b, 0, false);
		put(g, " : ");
		emit_expr(g, e->c, 3, false);
		break;
	default: {
		bool logical = e->op == E_LAND || e->op == E_LOR;
		emit_expr(g, e->a, pr, logical);
		put(g, " %s ", pat_eop_name(e->op));
		emit_expr(g, e->b, pr + 1, logical);
		break;
	}
	}
	if (paren)
		put(g, ")");
	if (widen)
		put(g, ")");
}

/* ---- statements ----------------------------------------------------- */

static bool
contains_access(gen *g, const pat_stmt *s, int id,
		bool *has_let)
{
	bool found = false;

	for (; s; s = s->next) {
		g->work++;
		switch (s->kind) {
		case S_ACCESS:
			if (id == CUDAGEN_ALL || s->u.access.id == id)
				found = true;
			break;
		case S_LET:
			*has_let = true;
			break;
		case S_FOR:
			found |= contains_access(g, s->u.loop.body, id, has_let);
			break;
		case S_IF:
			found |= contains_access(g, s->u.cond.then, id, has_let);
			found |= contains_access(g, s->u.cond.otherwise, id, has_let);
			break;
		case S_EXPECT:
		case S_SYNC:
			break;
		}
	}
	return found;
}

/* Is the statement worth emitting in this kernel? */
static bool
wanted(gen *g, const pat_stmt *s)
{
	bool has_let = false;

	/* past the limit nothing is wanted: every walk ends at once */
	if (g->failed)
		return false;
	if (++g->work > CUDAGEN_MAX_WORK) {
		FAIL(g, GPU_CUDAGEN_TOO_LONG, CUDAGEN_MAX_WORK);
		return false;
	}
	switch (s->kind) {
	case S_LET:
	case S_SYNC:
		return true;
	case S_EXPECT:
		return false;
	case S_ACCESS:
		return g->only == CUDAGEN_ALL || s->u.access.id == g->only;
	case S_FOR:
		return contains_access(g, s->u.loop.body, g->only, &has_let) || has_let;
	case S_IF:
		return contains_access(g, s->u.cond.then, g->only, &has_let) ||
		       contains_access(g, s->u.cond.otherwise, g->only, &has_let) ||
		       has_let;
	}
	return false;
}

/* First pass: which helpers, builtins and spaces the kernel needs, and
   whether it can be generated at all. */
static void
scan_stmts(gen *g, const pat_stmt *s)
{
	for (; s; s = s->next) {
		if (!wanted(g, s))
			continue;
		switch (s->kind) {
		case S_ACCESS: {
			const pat_array *a = s->u.access.array;
			int w = width_of(s->u.access.size);
			int sp = array_space(a);
			int hsp = s->u.access.nc ? 3 : sp;  /* its helper's */
			if (a->texture) {
				/* a fetch through the texture's object (its
				   helper: emit_tex_helpers) */
				g->used_tex |= 1u << tex_helper(a);
				g->has_space[sp] = true;
				for (int i = 0; i < s->u.access.nindex; i++)
					scan_expr(g, s->u.access.index[i]);
				scan_expr(g, s->u.access.pred);
				break;
			}
			if (w < 0) {
				FAIL(g, GPU_CUDAGEN_ACCESS_SIZE, s->loc.line,
				     s->u.access.size);
				break;
			}
			if (s->u.access.store && a->space == SPACE_CONSTANT) {
				FAIL(g, GPU_CUDAGEN_CONSTANT_STORE, s->loc.line);
				break;
			}
			if (s->u.access.nindex != a->ndims) {
				FAIL(g, GPU_CUDAGEN_INDICES, s->loc.line,
				     s->u.access.nindex, a->ndims);
				break;
			}
			if (s->u.access.store) {
				g->used_st[sp] |= 1u << w;
				g->any_store = true;
			} else {
				g->used_ld[hsp] |= 1u << w;
			}
			g->has_space[sp] = true;
			for (int i = 0; i < s->u.access.nindex; i++)
				scan_expr(g, s->u.access.index[i]);
			scan_expr(g, s->u.access.pred);
			break;
		}
		case S_LET:
			if (g->used_slot && s->u.let.slot >= 0 &&
			    s->u.let.slot < g->p->nslots)
				g->used_slot[s->u.let.slot] = true;
			scan_expr(g, s->u.let.value);
			break;
		case S_FOR:
			if (g->used_slot && s->u.loop.slot >= 0 &&
			    s->u.loop.slot < g->p->nslots)
				g->used_slot[s->u.loop.slot] = true;
			scan_expr(g, s->u.loop.start);
			scan_expr(g, s->u.loop.end);
			scan_expr(g, s->u.loop.step);
			scan_expr(g, s->u.loop.cond);
			scan_stmts(g, s->u.loop.body);
			break;
		case S_IF:
			scan_expr(g, s->u.cond.cond);
			scan_stmts(g, s->u.cond.then);
			scan_stmts(g, s->u.cond.otherwise);
			break;
		case S_EXPECT:
		case S_SYNC:
			break;
		}
	}
}

/*
 * Text from the pattern or its file name inside a comment: the one place
 * such text reaches the source, so that no file name or statement can
 * end the comment and inject code. "*" "/" is written "* /", a tab as a
 * space and every other control byte (newlines too: a "//" reader, or
 * NVRTC's line count, must not be fooled) as \xNN, and so every byte
 * outside ASCII (NVRTC loses a comment's end after bytes that are not
 * UTF-8). line: stop at the
 * first newline (a statement's first line is enough to find it).
 */
static void
emit_comment_text(gen *g, const char *text, bool line)
{
	if (text == NULL)
		return;
	for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
		if (*c == '\n' && line)
			break;
		if (c[0] == '*' && c[1] == '/')
			put(g, "* ");
		else if (*c == '\t')
			putch(g, ' ');
		else if (*c < 0x20 || *c >= 0x7f)
			put(g, "\\x%02x", *c);
		else
			putch(g, *c);
	}
}

static void emit_stmts(gen *g, const pat_stmt *s, int depth);

static bool
wanted_any(gen *g, const pat_stmt *s)
{
	for (; s; s = s->next)
		if (wanted(g, s))
			return true;
	return false;
}

/* acc_time's accesses go through their own helpers (see emit_helpers):
   no memory clobber, global ones cached in L1 as compiled code's are. */
static const char *
timed_tag(const gen *g, int sp)
{
	(void)sp;
	return g->mode == K_TIME ? "t" : "";
}


/* The address of the element (or field) access s names: &a[i0][i1].f,
   or, for a field reached by its offset, open &a[i0] + offset close
   (open a cast to a byte pointer). */
static void
emit_element(gen *g, const pat_stmt *s, const pat_field *f,
	     const char *open, const char *close)
{
	if (f == NULL && s->u.access.field_offset != 0)
		put(g, "%s", open);
	put(g, "&%s", array_name(g, s->u.access.array));
	for (int i = 0; i < s->u.access.nindex; i++)
		put(g, "[i%d]", i);
	if (f != NULL) {
		char *fname = mangle('f', -1, f->name);
		put(g, ".%s", fname);
		free(fname);
	} else if (s->u.access.field_offset != 0) {
		put(g, " + %" PRIu64 "%s", s->u.access.field_offset, close);
	}
}

/* The access's one load or store instruction, through the helper of its
   space and width, on the element (or field) it names. */
static void
emit_load_store(gen *g, const pat_stmt *s, const pat_field *f,
		int sp, int bits)
{

	if (s->u.access.store)
		put(g, "acc_st%s%s%d(", space_tag[sp], timed_tag(g, sp), bits);
	else if (g->mode == K_TIME)
		put(g, "acc_t%d += %sacc_ld%s%s%d(",
		    s->u.access.id % CUDAGEN_TIME_SINKS,
		    g->any_store ? "acc_last = " : "", space_tag[sp],
		    timed_tag(g, sp), bits);
	else
		put(g, "acc_sink += acc_ld%s%s%d(", space_tag[sp],
		    timed_tag(g, sp), bits);
	if (sp == HSP_CONSTANT && !s->u.access.store) {
		/* constant memory does not change during a launch: ptxas
		   merges LDCs of one address and hoists them out of loops
		   (on an H200, 64 loads of a line in a loop became 5). Each
		   load's address plus a zero it cannot prove (acc_cz) times
		   the load's number is its own */
		put(g, "(const char *)(");
		emit_element(g, s, f, "(const char *)", "");
		put(g, ") + acc_cz * ++acc_cn");
	} else {
		emit_element(g, s, f, "(const char *)", "");
	}
	if (s->u.access.store && g->mode == K_TIME)
		put(g, ", (unsigned)acc_last);\n");
	else
		put(g, s->u.access.store ? ", acc_val);\n" : ");\n");
}

/* An atomic access (atomicAdd and co.) as the CUDA function of its
   operation on the element's bits, 32 or 64 of them as an unsigned
   integer, but for an add to a float or double, which stays a float add:
   ptxas makes one operation of a warp's integer atomic on an address it
   proves the same in every lane, not of a float add's (eval.c,
   warp_aggregated), and the model counts as it does. The result goes
   into acc_sink, so that every atomic is an ATOM (its result used); the
   operations CUDA has only on 32 bits are atomicAdd on 64. */
static void
emit_atomic(gen *g, const pat_stmt *s, const pat_field *f,
	    int bits)
{
	const char *ty = bits == 64 ? "unsigned long long" : "unsigned";
	const enum pat_tkind fkind = (f ? f->type : s->u.access.array->type)->kind;
	const char *fn;
	const char *arg = bits == 64 ? "(unsigned long long)acc_val"
	                             : "acc_val";

	switch (s->u.access.atomic) {
	case A_SUB: fn = bits == 64 ? "atomicAdd" : "atomicSub"; break;
	case A_EXCH: fn = "atomicExch"; break;
	case A_MIN: fn = "atomicMin"; break;
	case A_MAX: fn = "atomicMax"; break;
	case A_INC: fn = bits == 64 ? "atomicAdd" : "atomicInc"; break;
	case A_DEC: fn = bits == 64 ? "atomicAdd" : "atomicDec"; break;
	case A_CAS: fn = "atomicCAS"; break;
	case A_AND: fn = "atomicAnd"; break;
	case A_OR: fn = "atomicOr"; break;
	case A_XOR: fn = "atomicXor"; break;
	default: fn = "atomicAdd"; break;
	}
	if (g->mode == K_TIME)
		put(g, "acc_t%d += ", s->u.access.id % CUDAGEN_TIME_SINKS);
	else
		put(g, "acc_sink += ");
	if ((s->u.access.atomic == A_ADD || s->u.access.atomic == A_SUB) &&
	    fkind == (bits == 64 ? PT_DOUBLE : PT_FLOAT)) {
		const char *ft = bits == 64 ? "double" : "float";
		put(g, "(%s)atomicAdd((%s *)", ty, ft);
		emit_element(g, s, f, "((char *)", ")");
		put(g, ", (%s)acc_val);\n", ft);
		return;
	}
	put(g, "%s((%s *)", fn, ty);
	emit_element(g, s, f, "((char *)", ")");
	if (s->u.access.atomic == A_CAS)
		put(g, ", %s, %s + 1);\n", arg, arg);
	else if ((s->u.access.atomic == A_INC || s->u.access.atomic == A_DEC) &&
	         bits == 32)
		put(g, ", 0xffffffffu);\n");
	else
		put(g, ", %s);\n", arg);
}

/*
 * A texture fetch: its helper on the texture's object, at the texel the
 * model counts. A 2D texture's coordinates are clamped here as the model
 * clamps them (the texture's own clamp mode would give the same texel:
 * the generated fetch leaves nothing to it), integer and unnormalized; a
 * 1D texture's index is held to its bounds as an array's is.
 */
static void
emit_tex(gen *g, const pat_stmt *s, int depth)
{
	const pat_array *a = s->u.access.array;
	int d = depth + 1;

	indent(g, depth);
	put(g, "/* access %d: ", s->u.access.id);
	emit_comment_text(g, s->text, true);
	put(g, " (line %d) */\n", s->loc.line);
	indent(g, depth);
	if (s->u.access.pred) {
		put(g, "if (");
		emit_expr(g, s->u.access.pred, 0, true);
		put(g, ") {\n");
	} else {
		put(g, "{\n");
	}
	indent(g, d);
	put(g, "const long long ");
	for (int i = 0; i < s->u.access.nindex; i++) {
		put(g, "%si%d = ", i ? ", " : "", i);
		emit_expr(g, s->u.access.index[i], 0, false);
	}
	put(g, ";\n");
	if (a->ndims == 1 && g->mode == K_COUNT) {
		indent(g, d);
		put(g, "if (acc_in(i0, %" PRId64 "))\n", a->dims[0]);
		indent(g, d + 1);
	} else {
		indent(g, d);
	}
	if (g->mode == K_TIME)
		put(g, "acc_t%d += ", s->u.access.id % CUDAGEN_TIME_SINKS);
	else
		put(g, "acc_sink += ");
	put(g, "acc_tex%d%c%d%s(%s, ", a->ndims, tex_tag[tex_kind(a->type)],
	    tex_channels(a->type), g->mode == K_TIME ? "t" : "",
	    array_name(g, a));
	if (a->ndims == 2)
		put(g, "(int)acc_min(acc_max(i1, 0), %" PRId64 "), "
		    "(int)acc_min(acc_max(i0, 0), %" PRId64 "));\n",
		    a->dims[1] - 1, a->dims[0] - 1);
	else
		put(g, "(int)i0);\n");
	if (a->ndims == 1 && g->mode == K_COUNT) {
		indent(g, d);
		put(g, "else\n");
		indent(g, d + 1);
		put(g, "acc_oob(acc_out, %d);\n", s->u.access.id);
	}
	indent(g, depth);
	put(g, "}\n");
}

static void
emit_access(gen *g, const pat_stmt *s, int depth)
{
	const pat_array *a = s->u.access.array;
	const pat_field *f = s->u.access.field;
	const pat_type *t = a->type;
	int sp = array_space(a);
	int w = width_of(s->u.access.size);
	int d = depth;
	static const int bits[NWIDTH] = { 8, 16, 32, 64, 128 };

	if (a->texture) {
		emit_tex(g, s, depth);
		return;
	}
	if (w < 0)
		return;
	/* a field of a field (p[i].a.b) is reached by its offset: C would
	   need the whole path, the tree keeps the last field */
	if (f != NULL && (t->kind != PT_STRUCT || f < t->fields ||
	                  f >= t->fields + t->nfields))
		f = NULL;
	indent(g, d);
	put(g, "/* access %d: ", s->u.access.id);
	emit_comment_text(g, s->text, true);
	put(g, " (line %d) */\n", s->loc.line);
	if (s->u.access.pred) {
		indent(g, d);
		put(g, "if (");
		emit_expr(g, s->u.access.pred, 0, true);
		put(g, ") {\n");
		d++;
	} else {
		indent(g, d);
		put(g, "{\n");
		d++;
	}
	indent(g, d);
	put(g, "const long long ");
	for (int i = 0; i < s->u.access.nindex; i++) {
		put(g, "%si%d = ", i ? ", " : "", i);
		emit_expr(g, s->u.access.index[i], 0, false);
	}
	put(g, ";\n");
	/* the timed kernels run after acc_all has checked every index */
	if (g->mode == K_COUNT) {
		indent(g, d);
		put(g, "if (");
		for (int i = 0; i < s->u.access.nindex; i++)
			put(g, "%sacc_in(i%d, %" PRId64 ")", i ? " && " : "", i,
			    a->dims[i]);
		put(g, ")\n");
		indent(g, d + 1);
	} else {
		indent(g, d);
	}
	if (s->u.access.atomic != A_NONE)
		emit_atomic(g, s, f, bits[w]);
	else
		emit_load_store(g, s, f, s->u.access.nc ? 3 : sp, bits[w]);
	if (g->mode == K_COUNT) {
		indent(g, d);
		put(g, "else\n");
		indent(g, d + 1);
		put(g, "acc_oob(acc_out, %d);\n", s->u.access.id);
	}
	indent(g, depth);
	put(g, "}\n");
}

/* 'for k in A .. B step C': as the evaluator runs it, k from A while
   k < B, B and C read again at each iteration (C is positive: the
   evaluator refuses other steps). */
static void
emit_range_loop(gen *g, const pat_stmt *s, int depth)
{
	const char *k = g->slot_name[s->u.loop.slot];

	indent(g, depth);
	put(g, "for (%s = ", k);
	emit_expr(g, s->u.loop.start, 2, false);
	put(g, "; %s < ", k);
	emit_expr(g, s->u.loop.end, 11, false);
	put(g, "; %s += ", k);
	if (s->u.loop.step == NULL)
		put(g, "1LL");
	else
		emit_expr(g, s->u.loop.step, 2, false);
	put(g, ") {\n");
	emit_stmts(g, s->u.loop.body, depth + 1);
	indent(g, depth);
	put(g, "}\n");
}

static void
emit_c_loop(gen *g, const pat_stmt *s, int depth)
{
	const char *k = g->slot_name[s->u.loop.slot];
	static const char *const upd[] = {
		[F_ADD] = "+=", [F_SUB] = "-=", [F_MUL] = "*=", [F_DIV] = "/=",
		[F_SHL] = "<<=", [F_SHR] = ">>=", [F_SET] = "="
	};

	indent(g, depth);
	put(g, "for (%s = ", k);
	emit_expr(g, s->u.loop.start, 2, false);
	put(g, "; ");
	emit_expr(g, s->u.loop.cond, 0, true);
	put(g, "; %s %s ", k, upd[s->u.loop.upd]);
	emit_expr(g, s->u.loop.step, 2, false);
	put(g, ") {\n");
	emit_stmts(g, s->u.loop.body, depth + 1);
	indent(g, depth);
	put(g, "}\n");
}

static void
emit_stmts(gen *g, const pat_stmt *s, int depth)
{
	for (; s; s = s->next) {
		if (!wanted(g, s))
			continue;
		switch (s->kind) {
		case S_ACCESS:
			emit_access(g, s, depth);
			break;
		case S_LET:
			indent(g, depth);
			put(g, "%s = ", g->slot_name[s->u.let.slot]);
			emit_expr(g, s->u.let.value, 2, false);
			put(g, ";\n");
			break;
		case S_FOR:
			/* the pattern's 'unroll', as the source it stands for
			   said it */
			if (s->u.loop.unrolled) {
				indent(g, depth);
				put(g, "#pragma unroll\n");
			} else if (s->u.loop.unroll > 0) {
				indent(g, depth);
				put(g, "#pragma unroll %d\n", s->u.loop.unroll);
			}
			if (s->u.loop.cform)
				emit_c_loop(g, s, depth);
			else
				emit_range_loop(g, s, depth);
			break;
		case S_IF:
			indent(g, depth);
			put(g, "if (");
			emit_expr(g, s->u.cond.cond, 0, true);
			put(g, ") {\n");
			emit_stmts(g, s->u.cond.then, depth + 1);
			indent(g, depth);
			if (s->u.cond.otherwise && wanted_any(g, s->u.cond.otherwise)) {
				put(g, "} else {\n");
				emit_stmts(g, s->u.cond.otherwise, depth + 1);
				indent(g, depth);
			}
			put(g, "}\n");
			break;
		case S_SYNC:
			indent(g, depth);
			/* __syncwarp of the lanes that reach it: the pattern's
			   mask is not modelled; acc_w<N>'s one warp plays every
			   warp in turn: a block barrier there would wait for
			   lanes playing no thread */
			put(g, s->u.sync.warp ? "__syncwarp(__activemask());\n"
			    : g->mode == K_SERIAL ? "/* __syncthreads() */\n"
			    : "__syncthreads();\n");
			break;
		case S_EXPECT:
			break;
		}
	}
}

/* ---- helpers, kernels, the file ------------------------------------- */

/*
 * The state space and qualifiers of acc_time's accesses. Global ones are
 * relaxed at block scope: like a kernel's plain loads and stores they are
 * cached in L1 and overlap freely, but a memory-model operation is one
 * the compiler neither merges with another of the same address nor
 * hoists out of a loop (a plain ld.global it may: ptxas merged 16 loads
 * of two addresses into 2, measured on H100), so every access still
 * makes its instruction. Shared ones stay volatile (the same LDS/STS, in
 * order); constant memory has one form. ACCESSAN_TIME_LOADS=plain or
 * =volatile chooses plain or volatile global accesses instead (to
 * measure what the choice costs).
 */
static const char *
time_ptx(int sp)
{
	const char *e;

	if (sp != 0)
		return space_ptx[sp];
	e = getenv("ACCESSAN_TIME_LOADS");
	if (e && strcmp(e, "plain") == 0)
		return "global";
	if (e && strcmp(e, "volatile") == 0)
		return "volatile.global";
	return "relaxed.cta.global";
}

/*
 * The texture fetches: acc_tex<dims><kind>(object, x[, y]), one tex
 * instruction of unnormalized coordinates (a 2D one's floats at the
 * texel's centre, x + 0.5, as tex2D's; a 1D one's tex1Dfetch's integer
 * index), its four components summed into the sink; the
 * counted kernels' with a memory clobber, acc_time's (a 't' after the
 * kind) without, as for loads.
 */
static void
emit_tex_helpers(gen *g)
{
	static const char *const ptxty[3] = { "f32", "s32", "u32" };
	static const char *const cty[3] = { "float", "int", "unsigned" };
	static const char *const con[3] = { "f", "r", "r" };
	static const char *const bits[3] = {
		"(unsigned long long)__float_as_uint(%c)",
		"(unsigned long long)(unsigned)%c", "(unsigned long long)%c",
	};

	for (int v = 0; v < 36; v++) {
		int h = v % 18, dims = h / 9 + 1, kind = h % 9 / 3;
		int ch = h % 3 == 2 ? 4 : h % 3 + 1;
		bool timed = v >= 18;
		if (!(g->used_tex & (1u << h)) || (timed && g->only != CUDAGEN_ALL))
			continue;
		/* a 2D fetch as tex2D compiles it: float coordinates at the
		   texel's centre (tests/gpu/texture measured the model on
		   those; integer ones count other requests); a 1D one as
		   tex1Dfetch does, an integer index */
		put(g, "__device__ __forceinline__ unsigned long long "
		    "acc_tex%d%c%d%s(unsigned long long t, int x%s)\n{\n"
		    "\t%s a, b, c, d;\n"
		    "\tasm volatile(\"tex.%dd.v4.%s.%s {%%0, %%1, %%2, %%3}, "
		    "[%%4, {%%5%s}];\"\n\t    : \"=%s\"(a), \"=%s\"(b), "
		    "\"=%s\"(c), \"=%s\"(d) : \"l\"(t), %s%s%s);\n"
		    "\treturn ",
		    dims, tex_tag[kind], ch, timed ? "t" : "",
		    dims == 2 ? ", int y" : "", cty[kind], dims, ptxty[kind],
		    dims == 2 ? "f32" : "s32",
		    dims == 2 ? ", %6" : "", con[kind], con[kind], con[kind],
		    con[kind], dims == 2 ? "\"f\"(x + 0.5f)" : "\"r\"(x)",
		    dims == 2 ? ", \"f\"(y + 0.5f)" : "",
		    timed ? "" : " : \"memory\"");
		/* the components of the format's channels */
		for (int i = 0; i < ch; i++) {
			put(g, "%s", i ? " + " : "");
			put(g, bits[kind], "abcd"[i]);
		}
		put(g, ";\n}\n\n");
	}
}

static void
emit_helpers(gen *g)
{
	static const int bits[NWIDTH] = { 8, 16, 32, 64, 128 };
	static const char *const addr[NSPACE] = {
		"\"l\"(p)",
		"\"r\"((unsigned)__cvta_generic_to_shared(p))",
		"\"l\"(__cvta_generic_to_constant(p))",
		"\"l\"(p)",
		"\"l\"(__cvta_generic_to_local(p))",
	};

	put(g,
	    "#define acc_replica(p, r, bytes) \\\n"
	    "\t((decltype(p))((char *)(p) + (r) * (bytes)))\n\n"
	    "__device__ __forceinline__ bool acc_in(long long i, long long n)\n"
	    "{\n\treturn i >= 0 && i < n;\n}\n\n"
	    "__device__ __forceinline__ long long acc_min(long long a, long long b)\n"
	    "{\n\treturn a < b ? a : b;\n}\n\n"
	    "__device__ __forceinline__ long long acc_max(long long a, long long b)\n"
	    "{\n\treturn a > b ? a : b;\n}\n\n"
	    "__device__ __forceinline__ long long acc_abs(long long a)\n"
	    "{\n\treturn a < 0 ? -a : a;\n}\n\n"
	    "/* Records the first access whose index left its array; the host\n"
	    "   reports it. The model rejects such patterns, so this never runs. */\n"
	    "__device__ __noinline__ void acc_oob(unsigned long long *out, int id)\n"
	    "{\n\tatomicCAS(&out[0], 0ULL, (unsigned long long)id + 1);\n}\n\n"
	    "/* One instruction per access: asm volatile keeps each load and store\n"
	    "   as written, neither dropped, merged, widened nor moved; the\n"
	    "   memory clobber of the counted kernels' helpers (acc_ld<s><bits>)\n"
	    "   keeps them in order too, acc_time's (acc_ld<s>t<bits>) let them\n"
	    "   overlap as a kernel's own loads do. */\n");
	for (int v = 0; v < 2 * NSPACE; v++) {
		/* v >= NSPACE: acc_time's helpers of space v - NSPACE */
		bool timed = v >= NSPACE;
		int sp = timed ? v - NSPACE : v;
		char tag[4];
		const char *ptx = timed ? time_ptx(sp) : space_ptx[sp];
		/* the counted kernels keep every access in place with a
		   memory clobber; acc_time's leave the compiler free to
		   schedule them as it schedules a kernel's own loads */
		const char *clobber = timed ? "" : " : \"memory\"";
		if (timed && g->only != CUDAGEN_ALL)
			break;
		snprintf(tag, sizeof tag, "%s%s", space_tag[sp], timed ? "t" : "");
		for (int w = 0; w < NWIDTH; w++) {
			if (!(g->used_ld[sp] & (1u << w)))
				continue;
			put(g, "__device__ __forceinline__ unsigned long long "
			    "acc_ld%s%d(const void *p)\n{\n", tag, bits[w]);
			if (w == W128) {
				put(g, "\tunsigned x, y, z, w;\n"
				    "\tasm volatile(\"ld.%s.v4.u32 {%%0, %%1, %%2, %%3}, "
				    "[%%4];\"\n\t    : \"=r\"(x), \"=r\"(y), \"=r\"(z), "
				    "\"=r\"(w) : %s%s);\n"
				    "\treturn (unsigned long long)x + y + z + w;\n",
				    ptx, addr[sp], clobber);
			} else if (w == W64) {
				put(g, "\tunsigned long long v;\n"
				    "\tasm volatile(\"ld.%s.u64 %%0, [%%1];\" : \"=l\"(v)"
				    " : %s%s);\n\treturn v;\n",
				    ptx, addr[sp], clobber);
			} else {
				put(g, "\tunsigned v;\n"
				    "\tasm volatile(\"ld.%s.u%d %%0, [%%1];\" : \"=r\"(v)"
				    " : %s%s);\n\treturn v;\n",
				    ptx, bits[w], addr[sp], clobber);
			}
			put(g, "}\n\n");
		}
		for (int w = 0; w < NWIDTH; w++) {
			if (!(g->used_st[sp] & (1u << w)))
				continue;
			put(g, "__device__ __forceinline__ void acc_st%s%d(void *p, "
			    "unsigned v)\n{\n", tag, bits[w]);
			if (w == W128)
				put(g, "\tasm volatile(\"st.%s.v4.u32 [%%0], {%%1, %%2, "
				    "%%3, %%4};\"\n\t    :: %s, \"r\"(v), \"r\"(v + 1), "
				    "\"r\"(v + 2), \"r\"(v + 3)%s);\n",
				    ptx, addr[sp], clobber);
			else if (w == W64)
				put(g, "\tasm volatile(\"st.%s.u64 [%%0], %%1;\" :: %s, "
				    "\"l\"((unsigned long long)v << 32 | v)%s);\n",
				    ptx, addr[sp], clobber);
			else
				put(g, "\tasm volatile(\"st.%s.u%d [%%0], %%1;\" :: %s, "
				    "\"r\"(v)%s);\n",
				    ptx, bits[w], addr[sp], clobber);
			put(g, "}\n\n");
		}
	}
	emit_tex_helpers(g);
}

/* "float (*a)[64][16]" or "float *a": an array as a kernel parameter. */
static void
emit_param(gen *g, const pat_array *a)
{
	char *tn;

	if (a->texture) {            /* its cudaTextureObject_t */
		put(g, "unsigned long long %s", array_name(g, a));
		return;
	}
	tn = type_c(a->type);

	put(g, "%s ", tn);
	if (a->ndims == 1) {
		put(g, "*%s", array_name(g, a));
	} else {
		put(g, "(*%s)", array_name(g, a));
		for (int i = 1; i < a->ndims; i++)
			put(g, "[%" PRId64 "]", a->dims[i]);
	}
	free(tn);
}

/* "float (&s)[16][17] = *reinterpret_cast<float (*)[16][17]>(buf + off);" */
static void
emit_array_ref(gen *g, const pat_array *a, const char *buf,
	       const char *qual)
{
	char *tn = type_c(a->type);
	const char *t = tn;
	uint64_t off = a->local ? a->base : cudagen_space_offset(g->p, a);

	put(g, "\t%s%s (&%s)", qual, t, array_name(g, a));
	for (int i = 0; i < a->ndims; i++)
		put(g, "[%" PRId64 "]", a->dims[i]);
	put(g, " =\n\t    *reinterpret_cast<%s%s (*)", qual, t);
	for (int i = 0; i < a->ndims; i++)
		put(g, "[%" PRId64 "]", a->dims[i]);
	put(g, ">(%s + %" PRIu64 ");\n", buf, off);
	free(tn);
}

static bool
array_used(gen *g, const pat_stmt *s, const pat_array *a)
{
	for (; s; s = s->next) {
		if (!wanted(g, s))
			continue;
		if (s->kind == S_ACCESS && s->u.access.array == a)
			return true;
		if (s->kind == S_FOR && array_used(g, s->u.loop.body, a))
			return true;
		if (s->kind == S_IF && (array_used(g, s->u.cond.then, a) ||
		                        array_used(g, s->u.cond.otherwise, a)))
			return true;
	}
	return false;
}

/* The kernel's opening comment: what it runs. */
static void
kernel_comment(gen *g, int id, enum kmode mode)
{
	const pat_program *p = g->p;

	if (mode == K_TIME)
		put(g, "/* Every access, for timing, as a hand-written kernel "
		    "makes them: block b runs\n   replica b / %" PRId64
		    ", no index checks (acc_all made them), each\n   access's "
		    "loads summed into its own sink, each store writing the "
		    "last\n   value loaded, no ordering between accesses but "
		    "the pattern's barriers. */\n", p->grid[0]);
	else if (mode == K_CYCLES)
		put(g, "/* Access %d in cycles: the block runs it %d times after "
		    "one warm-up\n   round; thread 0 stores the clock64() cycles "
		    "in acc_out[2]. */\n", id, CUDAGEN_CYCLE_REPS);
	else if (mode == K_SERIAL)
		put(g, "/* Access %d counted, one warp (grid 1, block 32) "
		    "running every warp of\n   the grid in turn: no other "
		    "warp in the pipe. */\n", id);
	else if (id == CUDAGEN_ALL)
		put(g, "/* Every access of the pattern. */\n");
	else {
		const pat_stmt *s = p->accesses[id];
		put(g, "/* Access %d alone: ", id);
		emit_comment_text(g, s->text, true);
		if (s->u.access.label) {
			put(g, " (as ");
			emit_comment_text(g, s->u.access.label, false);
			put(g, ")");
		}
		put(g, " */\n");
	}
}

/* The kernel's name and parameters: the global arrays, acc_out,
   acc_key. */
static void
kernel_signature(gen *g, int id, enum kmode mode)
{
	const pat_program *p = g->p;
	char name[32];

	if (mode == K_TIME)
		snprintf(name, sizeof name, "acc_time");
	else if (mode == K_CYCLES)
		snprintf(name, sizeof name, "acc_c%d", id);
	else if (mode == K_SERIAL)
		snprintf(name, sizeof name, "acc_w%d", id);
	else
		cudagen_kernel_name(id, name, sizeof name);
	put(g, "extern \"C\" __global__ void %s(", name);
	for (int i = 0; i < p->narrays; i++) {
		if (!global_param(&p->arrays[i]))
			continue;
		emit_param(g, &p->arrays[i]);
		put(g, ",\n    ");
	}
	put(g, "unsigned long long *acc_out, unsigned long long acc_key)\n{\n");
}

/* The replica the block works on, the built-in variables the kernel
   uses, and its global arrays moved to that replica. */
static void
kernel_replica(gen *g, bool any_global)
{
	const pat_program *p = g->p;
	static const char *const builtin_src[B_COUNT] = {
		"threadIdx.x", "threadIdx.y", "threadIdx.z",
		NULL, "blockIdx.y", "blockIdx.z",
		"blockDim.x", "blockDim.y", "blockDim.z",
		NULL, "gridDim.y", "gridDim.z", "warpSize",
	};

	/* acc_w<N> plays the grid's threads itself (kernel_body), on
	   replica 0 */
	if (g->mode == K_SERIAL)
		return;
	if (any_global)
		put(g, "\t/* replica acc_rep of the pattern works on its own "
		    "copy of the arrays */\n"
		    "\tconst long long acc_rep = blockIdx.x / %" PRId64 ";\n",
		    p->grid[0]);
	for (int b = 0; b < B_COUNT; b++) {
		if (!g->used_builtin[b])
			continue;
		put(g, "\tconst long long %s = ", builtin_c[b]);
		if (b == B_BLOCK_X)
			put(g, "blockIdx.x %% %" PRId64 ";\n", p->grid[0]);
		else if (b == B_GDIM_X)
			put(g, "%" PRId64 ";\n", p->grid[0]);
		else
			put(g, "%s;\n", builtin_src[b]);
	}
	for (int i = 0; i < p->narrays; i++) {
		const pat_array *a = &p->arrays[i];
		if (!replicated(a) || !array_used(g, p->body, a))
			continue;
		put(g, "\t%s = acc_replica(%s, acc_rep, %" PRIu64 ");\n",
		    array_name(g, a), array_name(g, a), cudagen_stride(a));
	}
}

/* The pattern's variables the kernel assigns, at zero. */
static void
emit_slots(gen *g, int depth)
{
	int n = 0;

	for (int i = 0; i < g->p->nslots; i++) {
		if (!g->used_slot[i])
			continue;
		if (n++ == 0) {
			indent(g, depth);
			put(g, "long long ");
		} else {
			put(g, ", ");
		}
		put(g, "%s = 0", g->slot_name[i]);
	}
	if (n)
		put(g, ";\n");
}

/*
 * acc_w<N>: the load/store unit's pipe counter of shared wavefronts
 * counts more than the instructions need when other warps share the SM
 * (about +0.15 wavefronts per LDS with many warps contending). Warps
 * taking turns through a lock per SM were not enough: waiting warps
 * still spin on the lock beside the access, and 2 to 3 % of launches
 * read 1 to 3 wavefronts high (H100, validate --random 300 --seed 5,
 * never the same pattern twice). One warp alone on the GPU playing
 * every warp of the grid leaves nothing to arbitrate with: 0 of the same
 * 300 patterns differed, and no access read differently in three reads.
 *
 * The one warp plays warp acc_vw of block acc_vb, lane by lane:
   the built-in variables of the thread it stands for, as the hardware
   numbers a block's threads (x fastest) and its warps (32 consecutive
   threads). The statements follow where that thread exists. */
static void
serial_body(gen *g)
{
	const pat_program *p = g->p;
	const int64_t *gd = p->grid, *bd = p->block;
	const int64_t threads = bd[0] * bd[1] * bd[2];
	static const char *const thread_of[B_COUNT] = {
		"acc_vt %% %" PRId64, "acc_vt / %" PRId64 " %% %" PRId64,
		"acc_vt / %" PRId64, "acc_vb %% %" PRId64,
		"acc_vb / %" PRId64 " %% %" PRId64, "acc_vb / %" PRId64,
	};

	put(g, "\tfor (long long acc_vb = 0; acc_vb < %" PRId64 "; acc_vb++)\n"
	    "\tfor (long long acc_vw = 0; acc_vw < %" PRId64 "; acc_vw++) {\n"
	    "\t\tconst long long acc_vt = acc_vw * 32 + threadIdx.x;\n\n"
	    "\t\tif (acc_vt >= %" PRId64 ")\n\t\t\tcontinue;\n",
	    gd[0] * gd[1] * gd[2], (threads + 31) / 32, threads);
	for (int b = 0; b < B_COUNT; b++) {
		if (!g->used_builtin[b])
			continue;
		put(g, "\t\tconst long long %s = ", builtin_c[b]);
		switch (b) {
		case B_THREAD_X: put(g, thread_of[0], bd[0]); break;
		case B_THREAD_Y: put(g, thread_of[1], bd[0], bd[1]); break;
		case B_THREAD_Z: put(g, thread_of[2], bd[0] * bd[1]); break;
		case B_BLOCK_X: put(g, thread_of[3], gd[0]); break;
		case B_BLOCK_Y: put(g, thread_of[4], gd[0], gd[1]); break;
		case B_BLOCK_Z: put(g, thread_of[5], gd[0] * gd[1]); break;
		case B_BDIM_X: put(g, "%" PRId64, bd[0]); break;
		case B_BDIM_Y: put(g, "%" PRId64, bd[1]); break;
		case B_BDIM_Z: put(g, "%" PRId64, bd[2]); break;
		case B_GDIM_X: put(g, "%" PRId64, gd[0]); break;
		case B_GDIM_Y: put(g, "%" PRId64, gd[1]); break;
		case B_GDIM_Z: put(g, "%" PRId64, gd[2]); break;
		default: put(g, "32"); break;
		}
		put(g, ";\n");
	}
	emit_slots(g, 2);
	emit_stmts(g, p->body, 2);
	put(g, "\t}\n");
}

/* Shared and constant memory and the arrays in them, the pattern's
   variables, what loads are summed into and what stores write. */
static void
kernel_locals(gen *g)
{
	const pat_program *p = g->p;

	if (g->has_space[1]) {
		uint64_t bytes = cudagen_space_bytes(p, SPACE_SHARED);
		if (bytes > CUDAGEN_STATIC_SHARED_MAX)
			put(g, "\textern __shared__ __align__(128) unsigned char "
			    "acc_smem[];   /* %" PRIu64 " bytes */\n", bytes);
		else
			put(g, "\t__shared__ __align__(128) unsigned char "
			    "acc_smem[%" PRIu64 "];\n", bytes);
	}
	/* the thread's local frame: an automatic array whose address the
	   helpers' ld.local/st.local take, so the compiler keeps it in local
	   memory at the frame's start (ptxas -v: "bytes stack frame"); its
	   arrays at the model's offsets */
	/* acc_loff: 0 at run time (acc_key is CUDAGEN_KEY) but unknown to
	   ptxas, which would otherwise keep a frame of constant offsets in
	   registers (it did, 16 stores of hist[k] unrolled) */
	_Static_assert(((CUDAGEN_KEY + 15) & 16) == 0, "acc_loff is not 0");
	if (g->has_space[4])
		put(g, "\t__align__(16) unsigned char acc_lmem[%" PRIu64 "];\n"
		    "\tconst unsigned acc_loff = (unsigned)(acc_key + 15) & 16u;\n"
		    "\t/* never true (nor the one at the end): the frame may hold\n"
		    "\t   anything and be read, or ptxas drops the loads of a frame\n"
		    "\t   never written and the stores of one never read */\n"
		    "\tif (acc_key == 0)\n\t\treinterpret_cast<unsigned *>(acc_lmem)"
		    "[acc_out[2] %% %" PRIu64 "] =\n\t\t    (unsigned)acc_out[3];\n",
		    round_up(p->local_bytes, 16) + 16,
		    (round_up(p->local_bytes, 16) + 16) / 4);
	for (int i = 0; i < p->narrays; i++) {
		const pat_array *a = &p->arrays[i];
		if (a->local && array_used(g, p->body, a))
			emit_array_ref(g, a, "(acc_lmem + acc_loff)", "");
		else if (a->space == SPACE_SHARED && array_used(g, p->body, a))
			emit_array_ref(g, a, "acc_smem", "");
		else if (a->space == SPACE_CONSTANT && array_used(g, p->body, a))
			emit_array_ref(g, a, "acc_cmem", "const ");
	}
	if (g->mode != K_SERIAL)
		emit_slots(g, 1);
	if (g->mode == K_TIME) {
		put(g, "\tunsigned long long ");
		for (int i = 0; i < CUDAGEN_TIME_SINKS; i++)
			put(g, "%sacc_t%d = 0", i ? ", " : "", i);
		put(g, ";\n");
	} else {
		put(g, "\tunsigned long long acc_sink = 0;\n");
	}
	if (g->used_ld[HSP_CONSTANT])
		put(g, "\t/* 0 at run time (a block has at most 1024 threads),\n"
		    "\t   which ptxas cannot know: see the constant loads */\n"
		    "\tconst unsigned long long acc_cz = blockDim.x * blockDim.y * "
		    "blockDim.z > 1024u;\n\tunsigned long long acc_cn = 0;\n");
	if (g->any_store)
		put(g, "\t/* what a store writes: the thread's number in the grid */\n"
		    "\tconst unsigned acc_val = threadIdx.x + blockDim.x * "
		    "(threadIdx.y + blockDim.y *\n\t    (threadIdx.z + blockDim.z * "
		    "(blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * "
		    "blockIdx.z))));\n");
	/* acc_time's stores write the last value loaded before them (the
	   thread's number before any): a store waits for the load before
	   it, as a copy's or a transpose's does; one that needs no value
	   would run ahead of the data a real kernel moves (measured on
	   H100: the naive transpose 11 % faster than its CUDA) */
	if (g->any_store && g->mode == K_TIME)
		put(g, "\tunsigned long long acc_last = acc_val;\n");
	put(g, "\n");
}

/* The statements: once, in acc_time's unrolled loop over replicas, or
   in acc_c<N>'s timed repetitions. */
static void
kernel_body(gen *g, enum kmode mode, bool any_global)
{
	const pat_program *p = g->p;

	(void)any_global;
	if (mode == K_TIME) {
		emit_stmts(g, p->body, 1);
	} else if (mode == K_CYCLES) {
		put(g, "\tlong long acc_t0 = 0;\n"
		    "\tfor (int acc_r = 0; acc_r <= %d; acc_r++) {\n"
		    "\t\tif (acc_r == 1) {\n\t\t\t__syncthreads();\n"
		    "\t\t\tacc_t0 = clock64();\n\t\t}\n", CUDAGEN_CYCLE_REPS);
		emit_stmts(g, p->body, 2);
		put(g, "\t}\n\t__syncthreads();\n"
		    "\tif (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0)\n"
		    "\t\tacc_out[2] = clock64() - acc_t0;\n");
	} else if (mode == K_SERIAL) {
		serial_body(g);
	} else {
		emit_stmts(g, p->body, 1);
	}
}

/* One kernel: access id alone, every access (CUDAGEN_ALL), or the timing
   and cycle kernels (mode). */
static void
emit_kernel(gen *g, int id, enum kmode mode)
{
	const pat_program *p = g->p;
	bool any_global = false;

	g->only = id;
	g->mode = mode;
	memset(g->used_builtin, 0, sizeof g->used_builtin);
	memset(g->has_space, 0, sizeof g->has_space);
	memset(g->used_slot, 0, (p->nslots ? p->nslots : 1) * sizeof(bool));
	g->any_store = false;
	scan_stmts(g, p->body);
	for (int i = 0; i < p->narrays; i++)
		if (replicated(&p->arrays[i]) &&
		    array_used(g, p->body, &p->arrays[i]))
			any_global = true;

	kernel_comment(g, id, mode);
	kernel_signature(g, id, mode);
	kernel_replica(g, any_global);
	kernel_locals(g);
	kernel_body(g, mode, any_global);
	if (g->has_space[4])
		put(g, "\n\tif (acc_key == 0)\n\t\tacc_out[1] = reinterpret_cast"
		    "<unsigned *>(acc_lmem)[acc_out[2] %% %" PRIu64 "];\n",
		    (round_up(g->p->local_bytes, 16) + 16) / 4);
	if (mode == K_TIME) {
		put(g, "\n\t/* never true: it keeps every load */\n\tif (");
		for (int i = 0; i < CUDAGEN_TIME_SINKS; i++)
			put(g, "%sacc_t%d", i ? " + " : "", i);
		put(g, " == acc_key)\n\t\tacc_out[1] = acc_t0;\n}\n\n");
		return;
	}
	put(g, "\n\t/* never true: it keeps every load */\n"
	    "\tif (acc_sink == acc_key)\n\t\tacc_out[1] = acc_sink;\n}\n\n");
}

/* The file's opening comment (its arrays and where each lies), the
   structs and the constant buffer. */
static void
emit_preamble(gen *g)
{
	const pat_program *p = g->p;
	typelist structs = { 0 };
	bool has_const = false;

	put(g, "/*\n * Generated by accessan from ");
	emit_comment_text(g, p->file ? p->file : "?", false);
	put(g, ".\n");
	put(g, " * grid (%" PRId64 ", %" PRId64 ", %" PRId64 "), block (%" PRId64
	    ", %" PRId64 ", %" PRId64 ")\n",
	    p->grid[0], p->grid[1], p->grid[2],
	    p->block[0], p->block[1], p->block[2]);
	put(g, " *\n * acc_s<N> performs access N alone, acc_all every access.\n"
	    " * Global arrays are parameters in declaration order, element 0 at\n"
	    " * the model's address modulo 256. Launched with gridDim.x = %" PRId64
	    " * R,\n * replica blockIdx.x / %" PRId64 " runs on its own copy of "
	    "the global\n * arrays, each copy the stride below after the last.\n",
	    p->grid[0], p->grid[0]);
	for (int i = 0; i < p->narrays; i++) {
		const pat_array *a = &p->arrays[i];
		put(g, " *   %s ", a->texture ? "texture"
		                              : space_word[array_space(a)]);
		emit_comment_text(g, a->type->name, false);
		put(g, " ");
		emit_comment_text(g, a->name, false);
		for (int d = 0; d < a->ndims; d++)
			put(g, "[%" PRId64 "]", a->dims[d]);
		if (a->texture)
			put(g, ": a texture object (%s, point filtering)\n",
			    a->ndims == 2 ? "a CUDA array of its texels, "
			    "fetched at texel centres" : "on linear memory, "
			    "fetched by index");
		else if (global_param(a))
			put(g, ": offset %" PRIu64 ", stride %" PRIu64 "\n",
			    cudagen_global_offset(a), cudagen_stride(a));
		else if (a->local)
			put(g, ": at byte %" PRIu64 " of each thread's acc_lmem\n",
			    a->base);
		else
			put(g, ": at byte %" PRIu64 " of acc_%s\n",
			    cudagen_space_offset(p, a),
			    a->space == SPACE_SHARED ? "smem" : "cmem");
		if (a->space == SPACE_CONSTANT)
			has_const = true;
		if (collect_struct(&structs, a->type) < 0)
			FAIL(g, GPU_OUT_OF_MEMORY);
	}
	put(g, " */\n\n");
	for (int i = 0; i < structs.n; i++)
		emit_struct(g, structs.t[i]);
	free(structs.t);
	if (has_const)
		put(g, "__constant__ __align__(256) unsigned char acc_cmem[%" PRIu64
		    "];\n\n", cudagen_space_bytes(p, SPACE_CONSTANT));

}

/* Every kernel (only CUDAGEN_ALL) and the L2 flush, or kernel only. */
static void
emit_kernels(gen *g, int only)
{
	const pat_program *p = g->p;

	if (only == CUDAGEN_ALL) {
		for (int i = 0; i < p->naccesses && !g->failed; i++)
			emit_kernel(g, i, K_COUNT);
		emit_kernel(g, CUDAGEN_ALL, K_COUNT);
		emit_kernel(g, CUDAGEN_ALL, K_TIME);
		for (int i = 0; i < p->naccesses && !g->failed; i++)
			if (cudagen_has_cycles(p, i))
				emit_kernel(g, i, K_CYCLES);
		for (int i = 0; i < p->naccesses && !g->failed; i++)
			if (cudagen_has_serial(p, i))
				emit_kernel(g, i, K_SERIAL);
		put(g, "/* Reads n 16-byte words: run before a counted kernel, it "
		    "leaves L2\n   holding clean lines of this buffer only. */\n"
		    "extern \"C\" __global__ void acc_flush(const uint4 *p, "
		    "unsigned long long n,\n    unsigned long long *acc_out, "
		    "unsigned long long acc_key)\n{\n"
		    "\tunsigned long long acc_sink = 0;\n\n"
		    "\tfor (unsigned long long i = blockIdx.x * (unsigned long "
		    "long)blockDim.x + threadIdx.x;\n\t     i < n; i += "
		    "(unsigned long long)gridDim.x * blockDim.x) {\n"
		    "\t\tuint4 v = p[i];\n\t\tacc_sink += v.x ^ v.w;\n\t}\n"
		    "\tif (acc_sink == acc_key)\n\t\tacc_out[1] = acc_sink;\n}\n");
	} else {
		emit_kernel(g, only, K_COUNT);
	}
}

static void
emit_file(gen *g, int only)
{
	const pat_program *p = g->p;

	emit_preamble(g);
	/* helpers for the union of what the kernels use */
	memset(g->used_ld, 0, sizeof g->used_ld);
	memset(g->used_st, 0, sizeof g->used_st);
	g->used_tex = 0;
	g->only = only;
	scan_stmts(g, p->body);
	if (g->failed)
		return;
	emit_helpers(g);
	emit_kernels(g, only);
}

char *
cudagen_file_name(const char *file)
{
	const unsigned char *c = (const unsigned char *)(file ? file : "pattern");
	char *r = xmalloc(4 * strlen((const char *)c) + 1), *w = r;

	for (; *c; c++) {
		if (*c == '"') {
			/* NVRTC decodes \" and writes a raw quote into the PTX,
			   whose strings have no escapes: ptxas fails */
			*w++ = '\'';
		} else if (*c == '\\') {
			*w++ = '\\';
			*w++ = '\\';
		} else if (*c >= 0x7f) {
			/* ptxas refuses what is not UTF-8, NVRTC octal too */
			*w++ = '?';
		} else if (*c < 0x20) {
			w += sprintf(w, "\\%03o", *c);
		} else {
			*w++ = (char)*c;
		}
	}
	*w = '\0';
	return r;
}

/* The source into out as it is written (no copy). */
static int
emit_to(const pat_program *p, int only_access, FILE *out,
	struct diag *d)
{
	gen g = { .p = p, .out = out, .only = only_access, .d = d };

	if (only_access != CUDAGEN_ALL &&
	    (only_access < 0 || only_access >= p->naccesses)) {
		FAIL(&g, GPU_CUDAGEN_NO_ACCESS, only_access,
		     p->naccesses);
		return -1;
	}
	make_names(&g);
	emit_file(&g, only_access);
	free_names(&g);
	if (!g.failed && ferror(out))
		FAIL(&g, GPU_WRITE_ERROR);
	return g.failed ? -1 : 0;
}

int
cudagen_emit(const pat_program *p, int only_access, FILE *out,
	     struct diag *d)
{
	char *src = cudagen_source(p, only_access, d);
	size_t len = src ? strlen(src) : 0;
	int rc = 0;

	/* written only once whole: a refused pattern leaves no half */
	if (src == NULL)
		return -1;
	if (fwrite(src, 1, len, out) != len || ferror(out)) {
		DIAG_PLAIN(d, GPU_WRITE_ERROR);
		rc = -1;
	}
	free(src);
	return rc;
}

char *
cudagen_source(const pat_program *p, int only_access, struct diag *d)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	int rc;

	if (f == NULL) {
		DIAG_PLAIN(d, GPU_OUT_OF_MEMORY);
		return NULL;
	}
	rc = emit_to(p, only_access, f, d);
	if (fclose(f) != 0 && rc == 0) {
		DIAG_PLAIN(d, GPU_OUT_OF_MEMORY);
		rc = -1;
	}
	if (rc < 0) {
		free(buf);
		return NULL;
	}
	return buf;
}
