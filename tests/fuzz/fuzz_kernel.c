/*
 * fuzz_kernel.c - a libFuzzer target for the 'kernel' statement: the input
 * bytes drive a generator of small CUDA kernels that are valid by
 * construction (arrays of several types in global, shared, dynamic shared,
 * constant and local memory; indices from the thread's coordinates, loop
 * counters, parameters and gathers from declared contents; loops, ifs,
 * switches, barriers, warp votes and shuffles, atomics, inline PTX with
 * labels of its own, calls, recursion; now and then an endless loop, an
 * index past the end, a division by zero), and a pattern that declares
 * their arrays and launches one. Each pair goes through NVRTC (a fork of
 * this process), the PTX reader and the warp interpreter, the model and
 * the text, JSON and SVG reports.
 *
 * The oracle, besides the sanitizers, libFuzzer's -timeout and its RSS
 * bound:
 *   - every kernel compiles: the generator writes only what NVRTC takes,
 *     so a compile that fails is a bug, here or in how accessan runs
 *     NVRTC (FUZZ_KERNEL_LAX=1 lets it pass);
 *   - an evaluation that fails has said why (an error reported);
 *   - on one thread (every request seen in order) and on two the result
 *     is the same, to the figure, and both fail or neither;
 *   - each access's figures hold the model's relations (requests <= lanes
 *     <= 32 requests, sectors and wavefronts at least one a request, the
 *     least and most per request around the mean, ideal <= actual) and
 *     agree with the requests seen; every access is enumerated, none
 *     stands for others (a kernel runs every warp);
 *   - every request's lanes are aligned to its size, as sim.h requires;
 *   - the expectations failed are those counted, and the JSON report
 *     parses (a strict RFC 8259 reader below).
 *
 *   make fuzz-kernel     FUZZ_TIME seconds (an hour), one worker, corpus
 *                        in build/tests/fuzz/kernel-corpus seeded from
 *                        tests/fuzz/kernel/ (inputs whose kernels run)
 *   make fuzz-short      runs it briefly beside the other targets
 *
 * FUZZ_KERNEL_SHOW=1 prints each generated pattern and kernel, and the
 * first error of each (to reproduce a finding: the crash file as the only
 * argument); FUZZ_KERNEL_ERRORS=1 the first error alone, or "ok", a line
 * an input. Each input's files lie in a folder of their own under $TMPDIR
 * (else /tmp), removed when it is done: one that crashed leaves its
 * kernel there.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cudasrc.h"
#include "diag.h"
#include "dram.h"
#include "eval.h"
#include "pat.h"
#include "predict.h"
#include "report.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* ------------------------------------------------------------ text */

typedef struct buf {
	char *s;
	size_t n, cap;
} buf;

static void
vput(buf *b, const char *fmt, va_list ap)
{
	va_list aq;
	int k;

	for (;;) {
		va_copy(aq, ap);
		k = vsnprintf(b->s ? b->s + b->n : NULL, b->s ? b->cap - b->n : 0,
		              fmt, aq);
		va_end(aq);
		if (k < 0)
			abort();
		if (b->s != NULL && b->n + (size_t)k < b->cap)
			break;
		b->cap = (b->cap + (size_t)k + 1) * 2;
		b->s = realloc(b->s, b->cap);
		if (b->s == NULL)
			abort();
	}
	b->n += (size_t)k;
}

static void
put(buf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vput(b, fmt, ap);
	va_end(ap);
}

/* ------------------------------------------------------- the generator */

/* element types: the kernel's, the pattern's, bytes, integer */
enum { TY_INT, TY_UINT, TY_FLOAT, TY_SCHAR, TY_SHORT, TY_DOUBLE, TY_LONG,
       TY_UCHAR, TY_N };
static const struct {
	const char *cu, *pat;
	unsigned size;
	bool integer;
} types[TY_N] = {
	{ "int", "int", 4, true }, { "unsigned", "uint", 4, true },
	{ "float", "float", 4, false }, { "signed char", "char", 1, true },
	{ "short", "short", 2, true }, { "double", "double", 8, false },
	{ "long long", "long", 8, true }, { "unsigned char", "uchar", 1, true },
};

/* the scalar parameters' types */
enum { ST_INT, ST_UINT, ST_SCHAR, ST_SHORT, ST_LONG, ST_FLOAT, ST_N };
static const char *const stypes[ST_N] = {
	"int", "unsigned", "signed char", "short", "long long", "float"
};

enum where { W_GLOBAL, W_SHARED, W_DYN, W_CONST, W_LOCAL };

typedef struct garr {
	char name[8];
	enum where where;
	int type;
	int n;                       /* elements, as the kernel indexes */
	int patn;                    /* as the pattern declares (global) */
	int rows;                    /* a shared 2-D array: rows x n / rows */
	bool in;                     /* never stored: a load is known where
	                                contents are declared */
	bool contents;
	bool restrict_;
} garr;

typedef struct gvar {
	char name[8];
	bool known;                  /* the interpreter knows its value */
	bool wide;                   /* long long */
	bool counter;                /* a loop's: changed now and then only */
} gvar;

#define MAXARR 10
#define MAXVAR 48

typedef struct gen {
	const uint8_t *d;
	size_t n, i;
	buf cu, pat;
	int indent;
	garr arr[MAXARR];
	int narr;
	gvar var[MAXVAR];
	int nvar, nextvar;
	int nlabel;
	int budget;                  /* statements left */
	int cc;                      /* the profile's compute capability */
	int tparam;                  /* the template argument, or -1 */
	int nscalar;                 /* scalar parameters p0.. */
	int stype[4];                /* their types (stypes[]) */
	bool shared_contents, const_contents;
	bool helper, rhelper, vhelper;   /* device functions written */
	int helper_arr;              /* the array the helpers read */
	int out;                     /* a global array always stored */
	int branches;                /* ifs and loops around the point
	                                written: lanes may be apart */
	bool apart;                  /* a lane may have returned, or a warp
	                                is short of 32 lanes */
	int gathers;                 /* gathers open around the point
	                                written: an index holds at most 2 */
} gen;

/* The next choice, 0 .. n-1 (0 once the input is spent: the generator
   ends, every choice 0 being the smallest). */
static unsigned
pick(gen *g, unsigned n)
{
	if (n <= 1 || g->i >= g->n)
		return 0;
	return g->d[g->i++] % n;
}

/* true one time in n */
static bool
chance(gen *g, unsigned n)
{
	return pick(g, n) == n - 1;
}

/* a line of the kernel, indented (of any length: a gather's index may
   hold gathers) */
static void
line(gen *g, const char *fmt, ...)
{
	va_list ap;

	put(&g->cu, "%*s", g->indent * 4, "");
	va_start(ap, fmt);
	vput(&g->cu, fmt, ap);
	va_end(ap);
	put(&g->cu, "\n");
}

static const char *
newvar(gen *g, bool known, bool wide)
{
	gvar *v;

	if (g->nvar == MAXVAR)
		g->nvar--;           /* shadow the last (a new scope's name) */
	v = &g->var[g->nvar++];
	snprintf(v->name, sizeof(v->name), "v%d", g->nextvar++);
	v->known = known;
	v->wide = wide;
	v->counter = false;
	return v->name;
}

/* Can a load of a be known? Its contents declared, never stored. */
static bool
gatherable(const gen *g, const garr *a)
{
	if (!types[a->type].integer || !a->in)
		return false;
	switch (a->where) {
	case W_GLOBAL: return a->contents;
	case W_SHARED: case W_DYN: return g->shared_contents;
	case W_CONST: return g->const_contents;
	default: return false;
	}
}

static bool iexpr(gen *g, buf *b, int depth, bool want);

/* A mask for a warp-wide operation: the whole warp, those running. */
static const char *
mask(gen *g)
{
	switch (pick(g, 6)) {
	case 1: case 2: return "__activemask()";
	case 3: return "0xffffffffu";
	default: return g->branches > 0 ? "__activemask()" : "0xffffffffu";
	}
}

/* An index into a (one dimension of n), known where want: in bounds but
   now and then. */
static void
index_of(gen *g, buf *b, int n, bool want)
{
	buf e = { 0 };

	iexpr(g, &e, 2, want);
	switch (pick(g, 16)) {
	case 1: case 2:
		if ((n & (n - 1)) == 0)
			put(b, "(%s) & %d", e.s, n - 1);
		else
			put(b, "min(max((int)(%s), 0), %d)", e.s, n - 1);
		break;
	case 3:
		put(b, "%d - 1 - (unsigned)(%s) %% %du", n, e.s, n);
		break;
	case 4:
		/* an index past the end, or before the start, on purpose */
		if (chance(g, 4)) {
			put(b, "%s", e.s);
			break;
		}
		/* fall through */
	default:
		put(b, "(unsigned)(%s) %% %du", e.s, n);
		break;
	}
	free(e.s);
}

/* a[index] as an lvalue or a load */
static void
element(gen *g, buf *b, const garr *a, bool want)
{
	if (a->rows > 0) {
		put(b, "%s[", a->name);
		index_of(g, b, a->rows, want);
		put(b, "][");
		index_of(g, b, a->n / a->rows, want);
		put(b, "]");
	} else {
		put(b, "%s[", a->name);
		index_of(g, b, a->n, want);
		put(b, "]");
	}
}

/* An array to load from: a known one where want (-1: none). */
static int
load_array(gen *g, bool want)
{
	int c[MAXARR], n = 0;

	for (int i = 0; i < g->narr; i++)
		if (want ? gatherable(g, &g->arr[i]) :
		    types[g->arr[i].type].integer)
			c[n++] = i;
	return n ? c[pick(g, (unsigned)n)] : -1;
}

static void
leaf(gen *g, buf *b, bool want)
{
	static const char *const coords[] = {
		"threadIdx.x", "threadIdx.y", "threadIdx.z", "blockIdx.x",
		"blockIdx.y", "blockDim.x", "blockDim.y", "gridDim.x",
		"(threadIdx.x & 31)", "(threadIdx.x / 32)",
		"(blockIdx.x * blockDim.x + threadIdx.x)",
	};
	static const char *const consts[] = {
		"0", "1", "2", "3", "5", "7", "8", "16", "31", "32", "33", "64",
		"-1", "-7", "100", "255", "1000", "0x7fffffff", "(-0x7fffffff - 1)",
		"0xffffffffu", "12345678",
	};
	int k;

	switch (pick(g, 10)) {
	case 0: case 1:
		put(b, "threadIdx.x");
		return;
	case 2:
		put(b, "%s", coords[pick(g, sizeof(coords) / sizeof(*coords))]);
		return;
	case 3: case 4:
		put(b, "%s", consts[pick(g, sizeof(consts) / sizeof(*consts))]);
		return;
	case 5: case 6:
		/* a variable in scope */
		for (int tries = 0; tries < 4 && g->nvar > 0; tries++) {
			const gvar *v = &g->var[pick(g, (unsigned)g->nvar)];
			if (v->known || !want) {
				put(b, "%s", v->name);
				return;
			}
		}
		break;
	case 7:
		/* a parameter: a float one's value is not known */
		if (g->nscalar > 0) {
			unsigned p = pick(g, (unsigned)g->nscalar);
			if (g->stype[p] != ST_FLOAT)
				put(b, "p%u", p);
			else if (!want)
				put(b, "(int)(p%u * 2.0f)", p);
			else
				break;
			return;
		}
		break;
	case 8:
		if (g->tparam >= 0) {
			put(b, "S");
			return;
		}
		break;
	case 9:
		/* a gather */
		/* nested at most twice: an index is copied twice into a
		   ternary, so its text would double with each level */
		if (g->gathers < 2 && (k = load_array(g, want)) >= 0 &&
		    g->budget > 0) {
			g->budget--;
			g->gathers++;
			put(b, "(int)");
			element(g, b, &g->arr[k], true);
			g->gathers--;
			return;
		}
		break;
	}
	put(b, "threadIdx.x");
}

/* An integer expression into b, of values the interpreter knows where
   want; returns whether it is known (without want it may be). */
static bool
iexpr(gen *g, buf *b, int depth, bool want)
{
	static const char *const ops[] = {
		"+", "-", "*", "&", "|", "^", "+", "*", "<", "==", ">=", "!="
	};
	buf x = { 0 }, y = { 0 };
	unsigned k = depth <= 0 ? 0 : pick(g, 24);

	if (k >= 19 && g->budget <= 0)
		k = 0;
	switch (k) {
	case 0: case 1: case 2: case 3: case 4: case 5:
		leaf(g, b, want);
		break;
	case 6: case 7: case 8: case 9:
		iexpr(g, &x, depth - 1, want);
		iexpr(g, &y, depth - 1, want);
		put(b, "(%s %s %s)", x.s, ops[pick(g, sizeof(ops) /
		                                     sizeof(*ops))], y.s);
		break;
	case 10:
		iexpr(g, &x, depth - 1, want);
		iexpr(g, &y, depth - 1, want);
		if (chance(g, 2))
			put(b, "((%s) << ((%s) & 7))", x.s, y.s);
		else
			put(b, "((%s) >> ((%s) & 31))", x.s, y.s);
		break;
	case 11:
		/* a division: by a divisor never 0, guarded, or not at all */
		iexpr(g, &x, depth - 1, want);
		iexpr(g, &y, depth - 1, want);
		switch (pick(g, 5)) {
		case 0: put(b, "((%s) / ((%s) | 1))", x.s, y.s); break;
		case 1: put(b, "((%s) %% ((%s) | 1))", x.s, y.s); break;
		case 2: put(b, "((%s) != 0 ? (%s) / (%s) : 0)", y.s, x.s, y.s);
		        break;
		case 3: put(b, "((unsigned)(%s) / 3u)", x.s); break;
		default:
			if (want && !chance(g, 8))
				put(b, "((%s) / 7)", x.s);
			else
				put(b, "((%s) / (%s))", x.s, y.s);
			break;
		}
		break;
	case 12:
		iexpr(g, &x, depth - 1, want);
		iexpr(g, &y, depth - 1, want);
		switch (pick(g, 6)) {
		case 0: put(b, "min((int)(%s), (int)(%s))", x.s, y.s); break;
		case 1: put(b, "max((int)(%s), (int)(%s))", x.s, y.s); break;
		case 2: put(b, "umin((unsigned)(%s), (unsigned)(%s))", x.s, y.s);
		        break;
		case 3: put(b, "abs((int)(%s))", x.s); break;
		case 4: put(b, "__mul24((int)(%s), (int)(%s))", x.s, y.s); break;
		default: put(b, "__umulhi((unsigned)(%s), (unsigned)(%s))", x.s,
		             y.s);
		         break;
		}
		break;
	case 13:
		iexpr(g, &x, depth - 1, want);
		switch (pick(g, 5)) {
		case 0: put(b, "__popc((unsigned)(%s))", x.s); break;
		case 1: put(b, "__clz((int)(%s))", x.s); break;
		case 2: put(b, "(__brev((unsigned)(%s)) >> 24)", x.s); break;
		case 3:
			/* bfind, which the interpreter refuses, now and then */
			if (chance(g, 4))
				put(b, "__ffs((int)(%s))", x.s);
			else
				put(b, "((%s) >> 3)", x.s);
			break;
		default: put(b, "(~(%s))", x.s); break;
		}
		break;
	case 14:
		iexpr(g, &x, depth - 1, want);
		switch (pick(g, 6)) {
		case 0: put(b, "(signed char)(%s)", x.s); break;
		case 1: put(b, "(short)(%s)", x.s); break;
		case 2: put(b, "(unsigned char)(%s)", x.s); break;
		case 3: put(b, "(unsigned short)(%s)", x.s); break;
		case 4: put(b, "(int)((long long)(%s) * 123456789LL %% 1000)", x.s);
		        break;
		default: put(b, "(unsigned)(%s)", x.s); break;
		}
		break;
	case 15: case 16:
		iexpr(g, &x, depth - 1, want);
		iexpr(g, &y, depth - 1, want);
		{
			buf c = { 0 };
			iexpr(g, &c, depth - 1, want);
			put(b, "((%s) < (%s) ? (%s) : (%s))", c.s, x.s, x.s, y.s);
			free(c.s);
		}
		break;
	case 17:
		/* floating point: a value the interpreter does not know */
		if (!want) {
			iexpr(g, &x, depth - 1, want);
			put(b, "(int)((float)(%s) * 0.5f)", x.s);
			break;
		}
		leaf(g, b, want);
		break;
	case 18:
		if (g->tparam >= 0) {
			iexpr(g, &x, depth - 1, want);
			put(b, "((%s) * S)", x.s);
			break;
		}
		leaf(g, b, want);
		break;
	default:
		/* the warp's operations, of known values; a shuffle's where
		   every lane of the warp runs it (from a lane that does not,
		   the value is not known) */
		g->budget--;
		iexpr(g, &x, depth - 1, want);
		iexpr(g, &y, depth - 1, want);
		k = pick(g, 12);
		if (want && (g->branches > 0 || g->apart) &&
		    (k <= 3 || k >= 10))
			k = 4 + k % 6;
		switch (k) {
		case 0: put(b, "__shfl_sync(%s, (int)(%s), (int)(%s))", mask(g), x.s,
		            y.s);
		        break;
		case 1: put(b, "__shfl_up_sync(%s, (int)(%s), %u)", mask(g), x.s,
		            pick(g, 33));
		        break;
		case 2: put(b, "__shfl_down_sync(%s, (int)(%s), %u, %u)", mask(g),
		            x.s, pick(g, 9), 1u << pick(g, 6));
		        break;
		case 3: put(b, "__shfl_xor_sync(%s, (int)(%s), %u)", mask(g), x.s,
		            pick(g, 32));
		        break;
		case 4: put(b, "__popc(__ballot_sync(%s, (%s) < (%s)))", mask(g),
		            x.s, y.s);
		        break;
		case 5: put(b, "__any_sync(%s, (%s) == (%s))", mask(g), x.s, y.s);
		        break;
		case 6: put(b, "__all_sync(%s, (%s) != 0)", mask(g), x.s); break;
		case 7: put(b, "__popc(__match_any_sync(%s, (int)(%s)))", mask(g),
		            x.s);
		        break;
		case 8:
			if (g->cc >= 80) {
				static const char *const red[] = {
					"add", "min", "max", "and", "or", "xor"
				};
				put(b, "(int)__reduce_%s_sync(%s, (unsigned)(%s))",
				    red[pick(g, 6)], mask(g), x.s);
				break;
			}
			/* fall through */
		case 9: put(b, "__popc(__activemask())"); break;
		case 10:
			/* a 64-bit shuffle: mov.b64 {lo, hi}, which the
			   interpreter refuses, now and then */
			if (chance(g, 4)) {
				put(b, "((int)__shfl_sync(%s, (long long)(%s) << 20, "
				    "(int)(%s)) >> 20)", mask(g), x.s, y.s);
				break;
			}
			/* fall through */
		default: put(b, "__shfl_sync(%s, (unsigned)(%s), (int)(%s), 16)",
		             mask(g), x.s, y.s);
		         break;
		}
		break;
	}
	free(x.s);
	free(y.s);
	return want;
}

/* The vector type of n elements of type t (the global array a's), or
   NULL where there is none or a's elements do not divide into it. */
static const char *
vector(const garr *a, int n)
{
	static const char *const two[TY_N] = {
		[TY_INT] = "int2", [TY_UINT] = "uint2", [TY_FLOAT] = "float2",
		[TY_DOUBLE] = "double2", [TY_LONG] = "longlong2",
		[TY_SHORT] = "short2",
	};
	static const char *const four[TY_N] = {
		[TY_INT] = "int4", [TY_FLOAT] = "float4", [TY_SCHAR] = "char4",
	};

	if (a->where != W_GLOBAL || a->rows > 0 || a->n % n != 0)
		return NULL;
	return n == 2 ? two[a->type] : four[a->type];
}

/* A value to store in an array of type t (the interpreter need not know
   it). */
static void
dexpr(gen *g, buf *b, int t)
{
	buf x = { 0 };
	int k;

	switch (pick(g, 8)) {
	case 0: case 1: case 2:
		iexpr(g, b, 2, !chance(g, 3));
		break;
	case 3: case 4:
		/* a load of any array but the stack (a byte it never stored is
		   no value at all), and the rest */
		k = (int)pick(g, (unsigned)g->narr);
		if (g->narr > 0 && g->arr[k].where != W_LOCAL && g->budget > 0) {
			const garr *a = &g->arr[k];
			unsigned n = 2u << pick(g, 2);
			const char *vt = vector(a, (int)n);
			g->budget--;
			if (vt != NULL && chance(g, 3)) {
				/* a vector load (ld.v2, ld.v4), its first element */
				buf i = { 0 };
				index_of(g, &i, a->n / (int)n, true);
				put(b, "(%s)reinterpret_cast<const %s *>(%s)[%s].x",
				    types[t].cu, vt, a->name, i.s);
				free(i.s);
				break;
			}
			if (a->where == W_GLOBAL && a->in && chance(g, 4) &&
			    (a->type == TY_INT || a->type == TY_FLOAT ||
			     a->type == TY_DOUBLE || a->type == TY_UINT)) {
				/* through the read-only path (ld.global.nc) */
				buf i = { 0 };
				index_of(g, &i, a->n, true);
				put(b, "(%s)__ldg(&%s[%s])", types[t].cu, a->name, i.s);
				free(i.s);
				break;
			}
			element(g, &x, a, true);
			if (types[t].integer && !types[g->arr[k].type].integer)
				put(b, "(%s)(%s)", types[t].cu, x.s);
			else
				put(b, "%s", x.s);
			break;
		}
		put(b, "1");
		break;
	case 5:
		iexpr(g, &x, 1, true);
		if (types[t].integer)
			put(b, "(%s)(%s)", types[t].cu, x.s);
		else if (t == TY_DOUBLE)
			put(b, "(double)(%s) * 0.25 + 1.0", x.s);
		else
			put(b, "sqrtf(fabsf((float)(%s))) + 0.5f", x.s);
		break;
	case 6:
		iexpr(g, &x, 1, true);
		put(b, t == TY_FLOAT ? "__int_as_float(%s)" : "(%s) * 3", x.s);
		break;
	default:
		put(b, "%s", t == TY_FLOAT ? "1.5f" : t == TY_DOUBLE ? "-2.0" : "7");
		break;
	}
	free(x.s);
}

/* An array the kernel may store to (-1: none), of an integer type where
   integer. */
static int
store_array(gen *g, bool integer, bool atomic)
{
	int c[MAXARR], n = 0;

	for (int i = 0; i < g->narr; i++) {
		const garr *a = &g->arr[i];
		if (a->in || a->where == W_CONST)
			continue;
		if (integer && !types[a->type].integer)
			continue;
		if (atomic && (a->where == W_LOCAL || types[a->type].size < 4))
			continue;
		c[n++] = i;
	}
	return n ? c[pick(g, (unsigned)n)] : -1;
}

static void block(gen *g, int depth);

/* a condition: known but now and then */
static void
cond(gen *g, buf *b)
{
	buf x = { 0 }, y = { 0 };
	bool want = !chance(g, 24);

	iexpr(g, &x, 2, want);
	iexpr(g, &y, 1, want);
	switch (pick(g, 5)) {
	case 0: put(b, "(%s) < (%s)", x.s, y.s); break;
	case 1: put(b, "((%s) & 1)", x.s); break;
	case 2: put(b, "(%s) == (%s)", x.s, y.s); break;
	case 3: put(b, "threadIdx.x < %u", pick(g, 70)); break;
	default: put(b, "!(%s)", x.s); break;
	}
	free(x.s);
	free(y.s);
}

/* a store to array k (-1: any the kernel stores to) */
static void
store_stmt(gen *g, int k)
{
	buf l = { 0 }, v = { 0 };
	const garr *a;

	if (k < 0)
		k = store_array(g, false, false);
	if (k < 0)
		k = g->out;
	a = &g->arr[k];
	element(g, &l, a, true);
	dexpr(g, &v, a->type);
	switch (pick(g, 8)) {
	case 7:
		if (vector(a, 2) != NULL) {
			/* a vector store (st.v2) of two of them */
			buf i = { 0 };
			index_of(g, &i, a->n / 2, true);
			line(g, "{ %s *q = reinterpret_cast<%s *>(%s); "
			     "q[%s].x = %s; q[%s].y = %s; }", vector(a, 2),
			     vector(a, 2), a->name, i.s, v.s, i.s, v.s);
			free(i.s);
			break;
		}
		/* fall through */
	case 0:
		if (types[a->type].integer) {
			line(g, "%s += %s;", l.s, v.s);
			break;
		}
		/* fall through */
	case 1:
		if (a->where == W_GLOBAL && a->rows == 0) {
			/* through a volatile pointer */
			buf i = { 0 };
			index_of(g, &i, a->n, true);
			line(g, "((volatile %s *)%s)[%s] = %s;", types[a->type].cu,
			     a->name, i.s, v.s);
			free(i.s);
			break;
		}
		/* fall through */
	default:
		line(g, "%s = %s;", l.s, v.s);
		break;
	}
	free(l.s);
	free(v.s);
}

static void
atomic_stmt(gen *g)
{
	static const char *const iops[] = {
		"atomicAdd", "atomicSub", "atomicExch", "atomicMin", "atomicMax",
		"atomicAnd", "atomicOr", "atomicXor"
	};
	int k = store_array(g, false, true);
	buf l = { 0 }, v = { 0 }, c = { 0 };
	const garr *a;
	const char *r = "";

	if (k < 0)
		return;
	a = &g->arr[k];
	element(g, &l, a, true);
	iexpr(g, &v, 2, false);
	if (chance(g, 3))
		r = newvar(g, false, false);
	switch (a->type) {
	case TY_INT: case TY_UINT:
		switch (pick(g, 4)) {
		case 0:
			iexpr(g, &c, 1, false);
			line(g, "%s%s%satomicCAS(&%s, (%s)(%s), (%s)(%s));",
			     *r ? "int " : "", r, *r ? " = " : "", l.s,
			     types[a->type].cu, c.s, types[a->type].cu, v.s);
			break;
		case 1:
			line(g, "%s%s%s%s((unsigned *)&%s, %uu);", *r ? "int " : "", r,
			     *r ? " = " : "", chance(g, 2) ? "atomicInc" : "atomicDec",
			     l.s, pick(g, 100));
			break;
		default:
			line(g, "%s%s%s%s(&%s, (%s)(%s));", *r ? "int " : "", r,
			     *r ? " = " : "", iops[pick(g, 8)], l.s, types[a->type].cu,
			     v.s);
			break;
		}
		break;
	case TY_FLOAT:
		line(g, "%s%s%s%s(&%s, (float)(%s));", *r ? "int " : "", r,
		     *r ? " = (int)" : "", chance(g, 3) ? "atomicExch" : "atomicAdd",
		     l.s, v.s);
		break;
	case TY_DOUBLE:
		line(g, "%s%s%satomicAdd(&%s, (double)(%s));", *r ? "int " : "", r,
		     *r ? " = (int)" : "", l.s, v.s);
		break;
	default:                     /* long long */
		switch (pick(g, 3)) {
		case 0:
			line(g, "atomicMax(&%s, (long long)(%s));", l.s, v.s);
			break;
		case 1:
			line(g, "atomicCAS((unsigned long long *)&%s, 0ull, "
			     "(unsigned long long)(%s));", l.s, v.s);
			break;
		default:
			line(g, "atomicAdd((unsigned long long *)&%s, "
			     "(unsigned long long)(%s));", l.s, v.s);
			break;
		}
		if (*r)
			line(g, "int %s = 0;", r);
		break;
	}
	free(l.s);
	free(v.s);
	free(c.s);
}

/* Inline PTX, each block with labels and registers of its own, on a new
   variable of a known value. */
static void
asm_stmt(gen *g)
{
	buf e = { 0 }, f = { 0 };
	const char *v;
	char lab[16];
	bool known;

	known = iexpr(g, &e, 2, true);
	iexpr(g, &f, 1, true);
	v = newvar(g, known, false);
	line(g, "int %s = (int)(%s);", v, e.s);
	/* the same label in several blocks now and then: PTX scopes it */
	if (chance(g, 2))
		snprintf(lab, sizeof(lab), "DONE");
	else
		snprintf(lab, sizeof(lab), "L%d", g->nlabel++);
	switch (pick(g, 10)) {
	case 0:
		line(g, "asm(\"{\\n\\t.reg .pred p;\\n\\tsetp.eq.u32 p, %%0, %u;"
		     "\\n\\t@p bra %s;\\n\\tadd.u32 %%0, %%0, %u;\\n%s:\\n\\t}\" "
		     ": \"+r\"(%s));", pick(g, 40), lab, pick(g, 9), lab, v);
		break;
	case 1: {
		/* a loop of its own: ends after n trips, or never (an odd end
		   that a step of 2 from 0 passes by) */
		bool endless = chance(g, 12);
		line(g, "asm(\"{\\n\\t.reg .u32 i;\\n\\t.reg .pred p;\\n\\t"
		     "mov.u32 i, 0;\\n%s:\\n\\tadd.u32 i, i, %d;\\n\\t"
		     "add.u32 %%0, %%0, i;\\n\\tsetp.%s.u32 p, i, %u;\\n\\t"
		     "@p bra %s;\\n\\t}\" : \"+r\"(%s));", lab, endless ? 2 : 1,
		     endless ? "ne" : "lt", endless ? 7 : 1 + pick(g, 8), lab, v);
		break;
	}
	case 2:
		line(g, "asm(\"mad.lo.s32 %%0, %%1, %%2, %%0;\" : \"+r\"(%s) : "
		     "\"r\"((int)(%s)), \"r\"(%u));", v, f.s, pick(g, 17));
		break;
	case 3:
		line(g, "asm(\"mov.u32 %%0, %%%%laneid;\" : \"=r\"(%s));", v);
		break;
	case 4:
		line(g, "asm(\"mov.u32 %%0, %%%%lanemask_lt;\" : \"=r\"(%s));", v);
		line(g, "%s = __popc(%s);", v, v);
		break;
	case 5:
		line(g, "asm(\"bfe.u32 %%0, %%1, %u, %u;\" : \"=r\"(%s) : "
		     "\"r\"((int)(%s)));", pick(g, 32), pick(g, 33), v, f.s);
		break;
	case 6:
		line(g, "asm(\"{\\n\\t.reg .u64 t;\\n\\tcvt.u64.u32 t, %%0;\\n\\t"
		     "shl.b64 t, t, %u;\\n\\tshr.u64 t, t, %u;\\n\\t"
		     "cvt.u32.u64 %%0, t;\\n\\t}\" : \"+r\"(%s));", pick(g, 40),
		     pick(g, 40), v);
		break;
	case 7:
		line(g, "asm volatile(\"%s\" ::: \"memory\");",
		     chance(g, 2) ? "membar.cta;" : "");
		break;
	case 8: {
		/* 64-bit operands */
		const char *w = newvar(g, known, true);
		line(g, "long long %s = %s;", w, v);
		line(g, "asm(\"add.s64 %%0, %%0, %%1;\" : \"+l\"(%s) : "
		     "\"l\"((long long)(%s)));", w, f.s);
		line(g, "%s = (int)(%s & 1023);", v, w);
		break;
	}
	default:
		/* an instruction the interpreter does not run, now and then:
		   refused where it runs */
		if (chance(g, 4))
			line(g, "asm(\"prmt.b32 %%0, %%0, %%0, 0x3210;\" : "
			     "\"+r\"(%s));", v);
		else
			line(g, "asm(\"min.s32 %%0, %%0, %%1;\" : \"+r\"(%s) : "
			     "\"r\"((int)(%s)));", v, f.s);
		break;
	}
	free(e.s);
	free(f.s);
}

static void
for_stmt(gen *g, int depth)
{
	buf lo = { 0 }, hi = { 0 };
	const char *i;
	int save = g->nvar;
	unsigned step = 1 + pick(g, 3);

	switch (pick(g, 4)) {
	case 0: put(&lo, "0"); break;
	case 1: put(&lo, "threadIdx.x %% 4"); break;
	case 2: put(&lo, "%u", pick(g, 5)); break;
	default:
		put(&lo, "%s", g->nscalar > 0 && g->stype[0] != ST_FLOAT ?
		    "p0 & 7" : "0");
		break;
	}
	switch (pick(g, 5)) {
	case 0: put(&hi, "%u", 1 + pick(g, 12)); break;
	case 1: put(&hi, "threadIdx.x %% %u", 1 + pick(g, 9)); break;
	case 2:
		if (g->nscalar > 0 && g->stype[0] != ST_FLOAT) {
			put(&hi, "min((int)p0, 12)");
			break;
		}
		/* fall through */
	case 3: {
		buf e = { 0 };
		iexpr(g, &e, 1, true);
		put(&hi, "(unsigned)(%s) %% 9u", e.s);
		free(e.s);
		break;
	}
	default: put(&hi, "%u", 2 + pick(g, 6)); break;
	}
	i = newvar(g, true, false);
	g->var[g->nvar - 1].counter = true;
	if (chance(g, 5))
		line(g, "#pragma unroll");
	switch (pick(g, 8)) {
	case 0:
		line(g, "for (int %s = %s; %s > (int)(%s); %s -= %u) {", i, hi.s, i,
		     lo.s, i, step);
		break;
	case 1:
		/* a grid-stride loop */
		line(g, "for (int %s = blockIdx.x * blockDim.x + threadIdx.x; "
		     "%s < %d; %s += blockDim.x * gridDim.x) {", i, i,
		     g->arr[g->out].n, i);
		break;
	case 2:
		if (chance(g, 6)) {
			/* never ends where the bounds' parity differs */
			line(g, "for (int %s = %s; %s != (int)(%s); %s += 2) {", i,
			     lo.s, i, hi.s, i);
			break;
		}
		/* fall through */
	case 3:
		line(g, "for (unsigned %s = %s; %s < (unsigned)(%s); %s++) {", i,
		     lo.s, i, hi.s, i);
		break;
	default:
		line(g, "for (int %s = %s; %s < (int)(%s); %s += %u) {", i, lo.s, i,
		     hi.s, i, step);
		break;
	}
	g->indent++;
	g->branches++;
	block(g, depth + 1);
	if (chance(g, 6)) {
		buf c = { 0 };
		cond(g, &c);
		line(g, "if (%s) %s;", c.s, chance(g, 2) ? "break" : "continue");
		free(c.s);
	}
	g->branches--;
	g->indent--;
	line(g, "}");
	g->nvar = save;
	free(lo.s);
	free(hi.s);
}

static void
while_stmt(gen *g, int depth)
{
	int save = g->nvar;
	const char *w = newvar(g, true, false);
	buf c = { 0 };

	line(g, "{");
	g->indent++;
	line(g, "int %s = %u;", w, pick(g, 4));
	if (chance(g, 8)) {
		/* for (;;) with a way out that may never come */
		cond(g, &c);
		line(g, "for (;;) {");
		g->indent++;
		g->branches++;
		block(g, depth + 1);
		line(g, "%s += %u;", w, 1 + pick(g, 3));
		line(g, "if ((%s) || %s > %u) break;", c.s, w,
		     chance(g, 2) ? 6 : 0x7fffffff);
	} else {
		line(g, "while (%s < %u) {", w, 1 + pick(g, 8));
		g->indent++;
		g->branches++;
		block(g, depth + 1);
		line(g, "%s += %u;", w, 1 + pick(g, 3));
	}
	g->branches--;
	g->indent--;
	line(g, "}");
	g->indent--;
	line(g, "}");
	g->nvar = save;
	free(c.s);
}

static void
if_stmt(gen *g, int depth)
{
	buf c = { 0 };
	int save = g->nvar;

	cond(g, &c);
	line(g, "if (%s) {", c.s);
	g->indent++;
	g->branches++;
	block(g, depth + 1);
	g->indent--;
	g->nvar = save;
	if (chance(g, 2)) {
		line(g, "} else {");
		g->indent++;
		block(g, depth + 1);
		g->indent--;
		g->nvar = save;
	}
	g->branches--;
	line(g, "}");
	free(c.s);
}

static void
switch_stmt(gen *g, int depth)
{
	buf e = { 0 };
	int save = g->nvar;
	unsigned n = 2 + pick(g, 3);

	iexpr(g, &e, 1, true);
	line(g, "switch ((unsigned)(%s) %% %uu) {", e.s, n);
	g->branches++;
	for (unsigned k = 0; k < n; k++) {
		line(g, k + 1 == n && chance(g, 2) ? "default: {" : "case %u: {", k);
		g->indent++;
		block(g, depth + 1);
		g->nvar = save;
		g->indent--;
		line(g, chance(g, 3) ? "}" : "} break;");
	}
	g->branches--;
	line(g, "}");
	free(e.s);
}

static void
let_stmt(gen *g)
{
	static const char *const ty[] = {
		"int", "unsigned", "signed char", "short", "unsigned short", "int",
		"long long"
	};
	buf e = { 0 };
	bool want = !chance(g, 6);
	int t = (int)pick(g, 7);
	const char *v;

	want = iexpr(g, &e, 3, want);
	v = newvar(g, want, t == 6);
	line(g, "%s %s = %s;", ty[t], v, e.s);
	free(e.s);
}

static void
local_stmt(gen *g)
{
	int c[MAXARR], n = 0;
	buf l = { 0 }, v = { 0 };

	for (int i = 0; i < g->narr; i++)
		if (g->arr[i].where == W_LOCAL)
			c[n++] = i;
	if (n == 0)
		return;
	const garr *a = &g->arr[c[pick(g, (unsigned)n)]];
	element(g, &l, a, true);
	dexpr(g, &v, a->type);
	if (chance(g, 2)) {
		const char *x = newvar(g, false, false);
		line(g, "%s = %s;", l.s, v.s);
		line(g, "int %s = (int)%s[%u];", x, a->name, pick(g, (unsigned)a->n));
	} else {
		line(g, "%s = %s;", l.s, v.s);
	}
	free(l.s);
	free(v.s);
}

static void
call_stmt(gen *g)
{
	buf e = { 0 };
	bool known = iexpr(g, &e, 1, true);
	const char *v;

	if (g->rhelper && chance(g, 2)) {
		v = newvar(g, known && gatherable(g, &g->arr[g->helper_arr]),
		           false);
		line(g, "int %s = gdown((int)(%s) & %u, %s);", v, e.s,
		     chance(g, 16) ? 31 : 7, g->arr[g->helper_arr].name);
	} else if (g->helper) {
		v = newvar(g, known && gatherable(g, &g->arr[g->helper_arr]),
		           false);
		line(g, "int %s = gpick((int)(%s), %s);", v, e.s,
		     g->arr[g->helper_arr].name);
	} else if (g->vhelper) {
		buf f = { 0 };
		dexpr(g, &f, g->arr[g->out].type);
		line(g, "gput(%s, (int)(%s), %s);", g->arr[g->out].name, e.s, f.s);
		free(f.s);
	}
	free(e.s);
}

/* one statement, depth deep */
static void
statement(gen *g, int depth)
{
	unsigned k = pick(g, depth >= 3 ? 14 : 20);

	g->budget--;
	switch (k) {
	case 0: case 1: case 2:
		store_stmt(g, -1);
		break;
	case 3: case 4:
		let_stmt(g);
		break;
	case 5:
		atomic_stmt(g);
		break;
	case 6:
		line(g, "%s", chance(g, 3) ? "__syncwarp();" : "__syncthreads();");
		break;
	case 7:
		asm_stmt(g);
		break;
	case 8:
		local_stmt(g);
		break;
	case 9: {
		/* a known variable's new value */
		for (int t = 0; t < 3 && g->nvar > 0; t++) {
			gvar *v = &g->var[pick(g, (unsigned)g->nvar)];
			buf e = { 0 };
			/* a loop's counter too, rarely: it may never end */
			if (!v->known || (v->counter && !chance(g, 8)))
				continue;
			iexpr(g, &e, 2, true);
			line(g, "%s %s (%s)%s;", v->name,
			     chance(g, 2) ? "+=" : "=", e.s,
			     v->wide ? "" : " & 0xffff");
			free(e.s);
			break;
		}
		break;
	}
	case 10:
		call_stmt(g);
		break;
	case 11:
		if (chance(g, 4)) {
			buf c = { 0 };
			cond(g, &c);
			line(g, "if (%s) return;", c.s);
			g->apart = true;
			free(c.s);
		} else if (chance(g, 3)) {
			buf e = { 0 };
			iexpr(g, &e, 1, false);
			line(g, "printf(\"%%d\\n\", (int)(%s));", e.s);
			free(e.s);
		} else {
			line(g, "%s", chance(g, 2) ? "__threadfence();" :
			     "__syncwarp(__activemask());");
		}
		break;
	case 12: case 13:
		store_stmt(g, -1);
		break;
	case 14: case 15:
		for_stmt(g, depth);
		break;
	case 16: case 17:
		if_stmt(g, depth);
		break;
	case 18:
		while_stmt(g, depth);
		break;
	default:
		switch_stmt(g, depth);
		break;
	}
}

/* statements until the input says stop (or the budget is spent) */
static void
block(gen *g, int depth)
{
	unsigned n = 1 + pick(g, depth == 0 ? 8 : 4);

	for (unsigned i = 0; i < n && g->budget > 0; i++)
		statement(g, depth);
}

/* ----------------------------------------------------------- the plan */

static const int sizes[] = { 64, 32, 128, 100, 256, 17, 1, 96, 33, 512 };

static void
plan_arrays(gen *g)
{
	int nglobal = 1 + (int)pick(g, 4), i;
	bool dyn = false;

	for (i = 0; i < nglobal; i++) {
		garr *a = &g->arr[g->narr++];
		snprintf(a->name, sizeof(a->name), "g%d", i);
		a->where = W_GLOBAL;
		a->type = (int)pick(g, TY_N);
		a->n = sizes[pick(g, sizeof(sizes) / sizeof(*sizes))];
		a->patn = a->n;
		/* the first is stored: every kernel has an access */
		a->in = i > 0 && !chance(g, 3);
		a->contents = a->in && !chance(g, 4);
		a->restrict_ = a->in && chance(g, 3);
	}
	g->out = 0;
	for (i = 0; i < (int)pick(g, 3); i++) {
		garr *a = &g->arr[g->narr++];
		dyn = !dyn && chance(g, 4);
		snprintf(a->name, sizeof(a->name), dyn ? "dyn" : "s%d", i);
		a->where = dyn ? W_DYN : W_SHARED;
		a->type = (int)pick(g, TY_N);
		a->n = sizes[pick(g, 6)];
		a->patn = a->n;
		if (!dyn && a->n == 64 && chance(g, 2))
			a->rows = 8;
		a->in = chance(g, 4);
	}
	if (chance(g, 3)) {
		garr *a = &g->arr[g->narr++];
		snprintf(a->name, sizeof(a->name), "c0");
		a->where = W_CONST;
		a->type = chance(g, 2) ? TY_INT : (int)pick(g, TY_N);
		a->n = sizes[pick(g, 4)];
		a->in = true;
	}
	if (chance(g, 3)) {
		garr *a = &g->arr[g->narr++];
		snprintf(a->name, sizeof(a->name), "l0");
		a->where = W_LOCAL;
		a->type = (int)pick(g, TY_N);
		a->n = 1 + (int)pick(g, 16);
	}
	g->shared_contents = chance(g, 2);
	g->const_contents = chance(g, 3) != 0 || chance(g, 2);
}

/* The kernel's source into g->cu and the pattern into g->pat. */
static void
generate(gen *g, const char *cu_name)
{
	static const char *const archs[] = {
		"", "", "", "sm_80", "sm_75", "sm_70", "sm_86", "sm_89", "sm_35",
		"sm_60", "sm_35_l1"
	};
	const char *arch = archs[pick(g, sizeof(archs) / sizeof(*archs))];
	int i, local = -1;
	int gx = 1 + (int)pick(g, 3), gy = chance(g, 5) ? 2 : 1;
	int bx = (int)(chance(g, 3) ? 1 + pick(g, 96) : 32u << pick(g, 3));
	int by = chance(g, 4) ? 1 + (int)pick(g, 3) : 1;
	int bz = chance(g, 8) ? 2 : 1;

	g->cc = *arch ? atoi(arch + 3) : 90;
	if (g->cc < 75)
		g->cc = 75;          /* what NVRTC compiles for */
	g->tparam = chance(g, 6) ? (int)pick(g, 9) : -1;
	g->budget = 6 + (int)pick(g, 40);
	plan_arrays(g);
	g->nscalar = (int)pick(g, 4);
	for (i = 0; i < g->nscalar; i++)
		g->stype[i] = (int)pick(g, ST_N);
	if (bx * by * bz > 256)
		bx = 256 / (by * bz);
	g->apart = bx * by * bz % 32 != 0;

	put(&g->cu, "/* generated by fuzz_kernel */\n");
	for (i = 0; i < g->narr; i++) {
		garr *a = &g->arr[i];
		if (a->where == W_CONST)
			put(&g->cu, "__constant__ %s %s[%d];\n", types[a->type].cu,
			    a->name, a->n);
		if (a->where == W_LOCAL)
			local = i;
	}
	/* device functions now and then: a gather, a recursion, a store */
	g->helper_arr = -1;
	for (i = 0; i < g->narr; i++)
		if (g->arr[i].where == W_GLOBAL && g->arr[i].in &&
		    g->arr[i].type == TY_INT)
			g->helper_arr = i;
	if (g->helper_arr >= 0 && chance(g, 3)) {
		g->helper = true;
		put(&g->cu, "__device__ %sint gpick(int x, const int *p)\n{\n"
		    "    return p[(unsigned)x %% %du] + x;\n}\n",
		    chance(g, 2) ? "__noinline__ " : "",
		    g->arr[g->helper_arr].n);
	}
	if (g->helper_arr >= 0 && chance(g, 4)) {
		g->rhelper = true;
		put(&g->cu, "__device__ __noinline__ int gdown(int x, const int *p)"
		    "\n{\n    if (x <= 0)\n        return p[0];\n"
		    "    return gdown(x - 1, p) + p[(unsigned)x %% %du];\n}\n",
		    g->arr[g->helper_arr].n);
	}
	if (chance(g, 5)) {
		const garr *o = &g->arr[g->out];
		g->vhelper = true;
		put(&g->cu, "__device__ __noinline__ void gput(%s *p, int i, %s v)"
		    "\n{\n    p[(unsigned)i %% %du] = v;\n}\n", types[o->type].cu,
		    types[o->type].cu, o->n);
	}
	if (chance(g, 6))
		/* another kernel, whose shared array the module declares too */
		put(&g->cu, "__global__ void other(int *q)\n{\n"
		    "    __shared__ int t[40];\n    t[threadIdx.x %% 40] = 1;\n"
		    "    __syncthreads();\n    q[threadIdx.x] = t[0];\n}\n");
	if (g->tparam >= 0)
		put(&g->cu, "template <int S>\n");
	put(&g->cu, "__global__ void k(");
	for (i = 0; i < g->narr; i++) {
		const garr *a = &g->arr[i];
		if (a->where != W_GLOBAL)
			continue;
		put(&g->cu, "%s%s%s *%s%s", i ? ", " : "", a->in ? "const " : "",
		    types[a->type].cu, a->restrict_ ? "__restrict__ " : "",
		    a->name);
	}
	for (i = 0; i < g->nscalar; i++)
		put(&g->cu, ", %s p%d", stypes[g->stype[i]], i);
	put(&g->cu, ")\n{\n");
	g->indent = 1;
	for (i = 0; i < g->narr; i++) {
		const garr *a = &g->arr[i];
		if (a->where == W_SHARED && a->rows > 0)
			line(g, "__shared__ %s %s[%d][%d];", types[a->type].cu, a->name,
			     a->rows, a->n / a->rows);
		else if (a->where == W_SHARED)
			line(g, "__shared__ %s %s[%d];", types[a->type].cu, a->name,
			     a->n);
		else if (a->where == W_DYN)
			line(g, "extern __shared__ %s %s[];", types[a->type].cu,
			     a->name);
		else if (a->where == W_LOCAL)
			line(g, "%s %s[%d];", types[a->type].cu, a->name, a->n);
	}
	if (local >= 0 && chance(g, 2)) {
		line(g, "for (int z = 0; z < %d; z++)", g->arr[local].n);
		line(g, "    %s[z] = (%s)(z + threadIdx.x);", g->arr[local].name,
		     types[g->arr[local].type].cu);
	}
	block(g, 0);
	/* the last store, to the array always stored */
	store_stmt(g, g->out);
	put(&g->cu, "}\n");

	/* the pattern */
	put(&g->pat, "# generated by fuzz_kernel\n");
	if (*arch)
		put(&g->pat, "arch %s\n", arch);
	if (strncmp(arch, "sm_35", 5) == 0 && chance(g, 2))
		put(&g->pat, "bankmode 8\n");
	put(&g->pat, "param P = %d\n", (int)pick(g, 20) - 4);
	put(&g->pat, "grid %d%s\n", gx, gy > 1 ? ", 2" : "");
	put(&g->pat, "block %d, %d, %d\n", bx, by, bz);
	for (i = 0; i < g->narr; i++) {
		garr *a = &g->arr[i];
		if (a->where == W_GLOBAL) {
			/* the pattern's own type and size, now and then not the
			   kernel's */
			int pt = chance(g, 16) ? (int)pick(g, TY_N) : a->type;
			if (chance(g, 16))
				a->patn = a->n / 2;
			/* offset: bytes, a misaligned one now and then */
			put(&g->pat, "global %s %s[%d]", types[pt].pat, a->name,
			    a->patn > 0 ? a->patn : 1);
			if (chance(g, 16))
				put(&g->pat, " offset %u", chance(g, 4) ? 1 : 256);
			put(&g->pat, "\n");
		}
		if (a->where == W_DYN)
			put(&g->pat, "shared %s %s[%d]\n", types[a->type].pat,
			    a->name, chance(g, 12) ? a->n * 1000 : a->n);
	}
	for (i = 0; i < g->narr; i++) {
		const garr *a = &g->arr[i];
		if (a->where == W_GLOBAL && a->contents) {
			if (chance(g, 2))
				put(&g->pat, "contents %s = iota\n", a->name);
			else
				put(&g->pat, "contents %s = %d\n", a->name,
				    (int)pick(g, 40) - 8);
		}
	}
	if (g->shared_contents)
		put(&g->pat, "contents shared = %u\n", pick(g, 9));
	if (g->const_contents)
		put(&g->pat, "contents constant = %u\n", pick(g, 9));
	if (local >= 0 && chance(g, 2))
		put(&g->pat, "contents local = %u\n", chance(g, 16) ? 1 : 0);
	put(&g->pat, "kernel \"%s\" ", cu_name);
	if (g->tparam >= 0)
		put(&g->pat, chance(g, 2) ? "k<%d> (" : "\"k<%d>\" (", g->tparam);
	else
		put(&g->pat, chance(g, 8) ? "\"k\" (" : "k (");
	for (i = 0; i < g->narr; i++) {
		const garr *a = &g->arr[i];
		if (a->where != W_GLOBAL)
			continue;
		/* now and then an array twice (one bound to two parameters) */
		put(&g->pat, "%s%s", i ? ", " : "",
		    i > 0 && chance(g, 24) ? g->arr[0].name : a->name);
	}
	for (i = 0; i < g->nscalar; i++) {
		switch (pick(g, 6)) {
		case 0: put(&g->pat, ", P"); break;
		case 1: put(&g->pat, ", P * 2 + 1"); break;
		case 2: put(&g->pat, g->stype[i] == ST_FLOAT ? ", 0.5" : ", -3");
		        break;
		default: put(&g->pat, ", %u", pick(g, 40)); break;
		}
	}
	put(&g->pat, ")\n");
	if (chance(g, 3)) {
		static const char *const fig[] = {
			"requests", "sectors_per_request", "efficiency",
			"bank_conflicts", "wavefronts_per_request", "sectors",
			"max_sectors_per_request", "distinct_per_request", "races"
		};
		static const char *const cmp[] = { "<=", ">=", "==", "!=", "<", ">" };
		put(&g->pat, "expect %s.%s %s %u\n",
		    chance(g, 12) ? g->arr[0].name : "all", fig[pick(g, 9)],
		    cmp[pick(g, 6)], pick(g, 40));
	}
}

/* ------------------------------------------------------------- checks */

/* A strict JSON reader: true where s is one JSON value and nothing more
   but white space. */
static const char *json_value(const char *s, int depth);

static const char *
json_ws(const char *s)
{
	while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
		s++;
	return s;
}

static const char *
json_string(const char *s)
{
	if (*s++ != '"')
		return NULL;
	for (; *s != '"'; s++) {
		if ((unsigned char)*s < 0x20)
			return NULL;
		if (*s == '\\') {
			s++;
			if (*s == 'u') {
				for (int i = 1; i <= 4; i++)
					if (!strchr("0123456789abcdefABCDEF", s[i]) || !s[i])
						return NULL;
				s += 4;
			} else if (!*s || !strchr("\"\\/bfnrt", *s)) {
				return NULL;
			}
		}
	}
	return s + 1;
}

static const char *
json_number(const char *s)
{
	if (*s == '-')
		s++;
	if (*s == '0')
		s++;
	else if (*s >= '1' && *s <= '9')
		while (*s >= '0' && *s <= '9')
			s++;
	else
		return NULL;
	if (*s == '.') {
		if (*++s < '0' || *s > '9')
			return NULL;
		while (*s >= '0' && *s <= '9')
			s++;
	}
	if (*s == 'e' || *s == 'E') {
		s++;
		if (*s == '+' || *s == '-')
			s++;
		if (*s < '0' || *s > '9')
			return NULL;
		while (*s >= '0' && *s <= '9')
			s++;
	}
	return s;
}

static const char *
json_value(const char *s, int depth)
{
	s = json_ws(s);
	if (depth > 64)
		return NULL;
	switch (*s) {
	case '{':
		s = json_ws(s + 1);
		if (*s == '}')
			return s + 1;
		for (;;) {
			if ((s = json_string(json_ws(s))) == NULL)
				return NULL;
			s = json_ws(s);
			if (*s++ != ':' || (s = json_value(s, depth + 1)) == NULL)
				return NULL;
			s = json_ws(s);
			if (*s == '}')
				return s + 1;
			if (*s++ != ',')
				return NULL;
		}
	case '[':
		s = json_ws(s + 1);
		if (*s == ']')
			return s + 1;
		for (;;) {
			if ((s = json_value(s, depth + 1)) == NULL)
				return NULL;
			s = json_ws(s);
			if (*s == ']')
				return s + 1;
			if (*s++ != ',')
				return NULL;
		}
	case '"':
		return json_string(s);
	case 't':
		return strncmp(s, "true", 4) == 0 ? s + 4 : NULL;
	case 'f':
		return strncmp(s, "false", 5) == 0 ? s + 5 : NULL;
	case 'n':
		return strncmp(s, "null", 4) == 0 ? s + 4 : NULL;
	default:
		return json_number(s);
	}
}

static void
fail(const char *what, const gen *g)
{
	fprintf(stderr, "fuzz_kernel: %s\n--- pattern\n%s--- kernel\n%s---\n",
	        what, g->pat.s, g->cu.s);
	abort();
}

/* What the requests of one run (on one thread, in order) came to. */
typedef struct seen {
	int n;
	struct {
		uint64_t calls, active, lanes;
	} *a;
	uint64_t lanes;
	bool misaligned;
	sim_dram *dram;              /* the time model's exact DRAM bytes */
} seen;

static void
on_request(void *arg, int access, uint64_t warp, enum sim_space space,
           bool atomic, const sim_request *r)
{
	(void)atomic;
	seen *s = arg;
	unsigned sz = r->size;

	(void)warp;
	if (access < 0 || access >= s->n)
		abort();
	if (space == SIM_GLOBAL && s->dram != NULL)
		(void)sim_dram_add(s->dram, r);
	s->a[access].calls++;
	s->a[access].active += r->active != 0;
	s->a[access].lanes += (uint64_t)__builtin_popcount(r->active);
	s->lanes += (uint64_t)__builtin_popcount(r->active);
	if (sz != 1 && sz != 2 && sz != 4 && sz != 8 && sz != 16)
		s->misaligned = true;
	for (int l = 0; l < 32; l++)
		if ((r->active >> l & 1) && sz != 0 && r->addr[l] % sz != 0)
			s->misaligned = true;
}

/* The model's relations between one access's figures. */
static void
check_access(const gen *g, const pat_program *p, const eval_result *r, int i,
             const seen *s)
{
	const pat_stmt *st = p->accesses[i];
	const pat_array *arr = st->u.access.array;
	const eval_access *ea = &r->access[i];
	const sim_stats *x = &ea->stats;
	const bool atomic = st->u.access.atomic != A_NONE;
	uint64_t main_fig;
	char why[200];

#define NEED(c) do { if (!(c)) { snprintf(why, sizeof(why), "access %d " \
	"(%s): %s", i, arr->name, #c); fail(why, g); } } while (0)
	NEED(x->requests <= x->lanes);
	NEED(x->lanes <= 32 * x->requests);
	NEED(!eval_closed_form(ea));
	if (x->requests > 0) {
		main_fig = sim_stats_main(x, (enum sim_space)arr->space);
		NEED(x->min_per_request <= x->max_per_request);
		NEED((uint64_t)x->min_per_request * x->requests <= main_fig);
		NEED(main_fig <= (uint64_t)x->max_per_request * x->requests);
		NEED(x->min_per_request >= 1);
		switch ((enum sim_space)arr->space) {
		case SIM_GLOBAL:
			NEED(x->sectors >= x->requests);
			NEED(x->useful_bytes <= 32 * x->sectors || atomic);
			NEED(x->ideal_sectors <= x->sectors || atomic);
			break;
		case SIM_SHARED:
			NEED(x->wavefronts >= x->requests);
			NEED(x->ideal_wavefronts <= x->wavefronts);
			break;
		default:
			NEED(x->distinct >= x->requests);
			NEED(x->distinct <= x->lanes);
			break;
		}
	}
	if (s != NULL && !arr->local) {
		/* one request of the interpreter's, one of the model's */
		NEED(s->a[i].active == x->requests);
		NEED(s->a[i].lanes == x->lanes);
		NEED(s->a[i].calls == ea->evaluated);
	}
#undef NEED
}

static void
check_result(const gen *g, const pat_program *p, const eval_result *r,
             const seen *s)
{
	int failed = 0;

	for (int i = 0; i < p->naccesses; i++)
		check_access(g, p, r, i, s);
	for (int i = 0; i < r->nexpects; i++)
		failed += r->expect_passed[i] == 0;
	if (failed != r->failed)
		fail("the expectations failed are not those counted", g);
	if (s != NULL && s->lanes != r->work)
		fail("the thread-accesses are not the requests' lanes", g);
	if (s != NULL && s->misaligned)
		fail("a request's lane is not aligned to its size", g);
}

/* The same figures, to the last: one thread's result and two's. */
static void
same_result(const gen *g, const pat_program *p, const eval_result *a,
            const eval_result *b)
{
	if (a->warps != b->warps || a->work != b->work || a->failed != b->failed)
		fail("one thread and two differ (warps, work or expectations)", g);
	for (int i = 0; i < p->naccesses; i++) {
		const eval_access *x = &a->access[i], *y = &b->access[i];
		if (memcmp(&x->stats, &y->stats, sizeof(x->stats)) != 0 ||
		    x->evaluated != y->evaluated || x->worst_warp != y->worst_warp)
			fail("one thread and two differ in an access's figures", g);
		if (x->has_detail != y->has_detail ||
		    (x->has_detail && (x->detail_warp != y->detail_warp ||
		                       memcmp(x->detail_addr, y->detail_addr,
		                              sizeof(x->detail_addr)) != 0)))
			fail("one thread and two explain another request", g);
	}
}

/* ----------------------------------------------------------- the target */

static FILE *null;
static unsigned long stat_runs, stat_parsed, stat_ok;

static void
say_stats(void)
{
	fprintf(stderr, "fuzz_kernel: %lu inputs, %lu parsed, %lu evaluated\n",
	        stat_runs, stat_parsed, stat_ok);
}

static void
set_up(void)
{
	null = fopen("/dev/null", "w");
	/* NVRTC's bound under libFuzzer's -timeout (30 s): a compile takes
	   a fraction of a second */
	setenv("ACCESSAN_NVRTC_TIMEOUT", "10", 0);
	if (getenv("FUZZ_KERNEL_SHOW") != NULL)
		atexit(say_stats);
}

/* A folder of its own for one input's files, into dir: one that crashes
   leaves it, with the kernel that did. */
static void
make_dir(char *dir, size_t len)
{
	const char *t = getenv("TMPDIR");

	snprintf(dir, len, "%s/accessan-fuzz-kernel.XXXXXX",
	         t != NULL && *t == '/' && strlen(t) < len - 64 ? t : "/tmp");
	if (mkdtemp(dir) == NULL) {
		perror("fuzz_kernel: mkdtemp");
		exit(1);
	}
}

/* the first error's text, and whether the compile failed */
typedef struct caught {
	char first[512];
	bool compile;
	bool nolib;                  /* NVRTC cannot be loaded here */
	bool slow;                   /* a compiler passed its time bound: the
	                                machine's load, not the kernel's */
	int n;
} caught;

static void
catch_msg(void *arg, enum diag_level lv, const char *id, const char *file,
          int line, int col, const char *msg)
{
	caught *c = arg;

	(void)id;
	(void)file;
	(void)line;
	(void)col;
	if (lv != DIAG_ERROR)
		return;
	if (c->n++ == 0)
		snprintf(c->first, sizeof(c->first), "%s", msg);
	if (strstr(msg, "'kernel' needs NVRTC") != NULL)
		c->nolib = true;
	else if (strstr(msg, "did not finish") != NULL)
		c->slow = true;
	else if (strstr(msg, "did not compile") != NULL ||
	         strstr(msg, "NVRTC") != NULL ||
	         strstr(msg, "has no kernel") != NULL)
		c->compile = true;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	gen g;
	char dir[4096], cu[4200], patfile[4200];
	FILE *f;
	pat_program *p;
	caught c;
	pat_define def;
	diag d;
	sim_arch arch;
	bool show = getenv("FUZZ_KERNEL_SHOW") != NULL;

	if (size > 4096)
		return 0;
	if (null == NULL)
		set_up();
	stat_runs++;
	memset(&g, 0, sizeof(g));
	g.d = data;
	g.n = size;
	make_dir(dir, sizeof(dir));
	snprintf(cu, sizeof(cu), "%s/k.cu", dir);
	snprintf(patfile, sizeof(patfile), "%s/fuzz.pat", dir);
	/* the file by its name beside the pattern's, or by its full name */
	generate(&g, size > 0 && data[0] == 0xff ? cu : "k.cu");
	if ((f = fopen(cu, "w")) == NULL || fputs(g.cu.s, f) < 0 ||
	    fclose(f) != 0) {
		perror("fuzz_kernel: writing the kernel");
		exit(1);
	}
	if (show)
		fprintf(stderr, "--- pattern\n%s--- kernel\n%s", g.pat.s, g.cu.s);
	memset(&c, 0, sizeof(c));
	diag_init(&d, show ? stderr : null, false);
	d.capture = catch_msg;
	d.capture_arg = &c;
	/* -D P=... now and then */
	def.name = "P";
	def.value = size > 4 ? (int8_t)data[4] : 0;
	def.used = false;
	p = cudasrc_parse(patfile, g.pat.s, g.pat.n, &def,
	                  size > 4 && (data[4] & 0x40) ? 1 : 0, NULL, NULL, &d);
	if (c.nolib && stat_runs == 1)
		fprintf(stderr, "fuzz_kernel: NVRTC cannot be loaded here: no "
		        "kernel is compiled or run (%s)\n", c.first);
	if (c.compile && !c.slow && getenv("FUZZ_KERNEL_LAX") == NULL) {
		char what[700];
		snprintf(what, sizeof(what), "the kernel did not compile: a "
		         "generator's bug, or NVRTC's run (%s)", c.first);
		fail(what, &g);
	}
	if (p != NULL && pat_arch(p, NULL, 0, &arch, &d) == 0) {
		eval_options o;
		eval_result r1, r2;
		seen s;
		int rc1, rc2, e1, e2;

		stat_parsed++;
		memset(&s, 0, sizeof(s));
		s.n = p->naccesses;
		s.a = calloc((size_t)s.n + 1, sizeof(*s.a));
		s.dram = sim_dram_new(arch.l2_bytes);
		memset(&o, 0, sizeof(o));
		o.arch = &arch;
		/* a launch of 1/16 of it in thread-accesses, an eighth of that
		   in warp instructions, 65536 instructions a warp */
		o.max_work = (uint64_t)1 << 24;
		o.detail_warp = size > 1 && (data[1] & 7) == 7 ? 1 : -1;
		/* the race check, now and then: it says it does not run */
		o.races = size > 5 && (data[5] & 7) == 7;
		o.threads = 1;
		o.on_request = on_request;
		o.on_request_arg = &s;
		e1 = d.nerrors;
		rc1 = eval_run(p, &o, &r1, &d);
		e1 = d.nerrors - e1;
		o.threads = 2;
		o.on_request = NULL;
		e2 = d.nerrors;
		rc2 = eval_run(p, &o, &r2, &d);
		e2 = d.nerrors - e2;
		if ((rc1 != 0 && e1 == 0) || (rc2 != 0 && e2 == 0))
			fail("an evaluation failed without a word", &g);
		if (rc1 != rc2)
			fail("one thread and two do not agree on failing", &g);
		if (rc1 == 0) {
			report_opts ro;
			char *json = NULL;
			size_t jn = 0;
			FILE *jf;
			const char *end;

			stat_ok++;
			/* the time model, as the command line has it: exact DRAM
			   bytes or the estimate, and the L1 walk */
			predict_l1 l1;
			predict_l1_walk(p, &arch, &l1);
			if (s.dram != NULL && !(size > 3 && (data[3] & 7) == 7)) {
				sim_dram_bytes db;
				sim_dram_totals(s.dram, 1, &db);
				predict_time(p, &r1, &arch, &db, &l1);
			} else {
				predict_time(p, &r1, &arch, NULL, &l1);
			}
			predict_l1_free(&l1);
			check_result(&g, p, &r1, &s);
			check_result(&g, p, &r2, NULL);
			same_result(&g, p, &r1, &r2);
			memset(&ro, 0, sizeof(ro));
			ro.arch = &arch;
			ro.color = size > 2 && (data[2] & 1);
			report_item it = { p, &r1, &arch, NULL, NULL, NULL, 0, NULL };
			for (int i = 0; i < 3; i++) {
				const report_backend *be = report_backend_find(
					i == 0 ? "text" : i == 1 ? "json" : "svg");
				jf = i == 1 ? open_memstream(&json, &jn) : null;
				void *doc = be->alloc(jf, &ro);
				be->pattern(doc, &it);
				be->free(doc);
				if (i == 1) {
					fclose(jf);
					end = json_value(json, 0);
					if (end == NULL || *json_ws(end) != '\0')
						fail("the JSON report does not parse", &g);
					free(json);
				}
			}
		}
		eval_result_free(&r1);
		eval_result_free(&r2);
		sim_dram_free(s.dram);
		free(s.a);
	}
	if (show && c.n > 0)
		fprintf(stderr, "--- first error: %s\n", c.first);
	if (getenv("FUZZ_KERNEL_ERRORS") != NULL)
		fprintf(stderr, "fuzz_kernel: %s\n", c.n > 0 ? c.first : "ok");
	if (p != NULL)
		pat_free(p);
	/* the compiles are kept for the process's life: a few hundred */
	if (stat_runs % 256 == 0)
		cudasrc_forget();
	unlink(cu);
	rmdir(dir);
	free(g.cu.s);
	free(g.pat.s);
	return 0;
}
