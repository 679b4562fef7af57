/*
 * classes.c - the plan that lets the evaluator run one block per class of
 * blocks and one iteration per class of a loop's iterations (classes.h).
 *
 * Why it is exact. The model (sim/sim.c) counts a request from its lanes'
 * addresses, and its figures do not change when every address moves by a
 * multiple of the access's period: global memory looks at addr / 32 and
 * addr % 32 (the 32-byte sector), shared memory at the bank,
 * (addr / bank_bytes) % 32, and at equality and order of addresses, so 32
 * bank rows (128 bytes, 256 in Kepler's 8-byte mode) move nothing;
 * constant memory counts distinct addresses, which any common shift
 * keeps; a 2D texture's texels lie block-linear, and 8 rows or 64 bytes
 * of a row move a texel by whole 512-byte GOBs (texel_period()).
 * Addresses are in bounds, so a shift never wraps around (nor clamps a
 * texel).
 *
 * The uniform variables are blockIdx.x/y/z and the counters of range
 * loops with constant bounds and step. An abstract interpretation of the
 * pattern gives every expression the coefficients of these variables in
 * an affine form (value = rest + sum of coef * variable, the rest not
 * depending on them) and an interval of the rest over every execution.
 * A variable is reduced only if it enters nothing but access indices,
 * affinely: not an if, a predicate, a loop bound, a product with another
 * variable, a comparison or min/max (it is "tainted" there). Exact rules
 * keep the forms of the common index arithmetic: (U + L) / c and
 * (U + L) % c when c divides U's coefficients and U + L >= 0, L >= 0
 * (so that C's truncation is the floor); >> and & (2^k - 1) likewise for
 * any sign. Then a block, or an iteration, executes the same statements
 * with the same masks and lane values as every other; only each access's
 * addresses move, by coef * variable * stride bytes, and the residues of
 * those offsets modulo the periods repeat with a period T <= 256 in each
 * variable. Blocks (iterations) congruent modulo T give identical
 * figures, and the classes are counted in closed form.
 *
 * Errors stay those of the exhaustive run. An expression that carries a
 * reduced variable may only be one whose interval over every execution
 * fits in int64 (no overflow), and an index that carries one must lie in
 * its dimension over every execution; otherwise the variable is tainted
 * and enumerated. Every other expression has the same value in every
 * member of a class, and the first member of each class is the one run,
 * in the exhaustive run's order: the run's requests are a subsequence of
 * the exhaustive run's, holding its first error, the first request of
 * every access (the detail), and its first request of the highest
 * worst-bank count (which sim_stats_merge keeps the first of).
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "classes.h"
#include "hot.h"
#include "texture.h"

__extension__ typedef __int128 wide;

/* Bytes that leave a request's figures as they are, per space (above). */
#define PERIOD_GLOBAL SIM_SECTOR
/* a profile of 128-byte load segments (sm_35_l1) counts loads in lines;
   local arrays, global in the tree, repeat with 4-byte words, which 32
   is a multiple of */
#define PERIOD_LINES 128
#define PERIOD_SHARED(bank_bytes) (SIM_BANKS * (uint64_t)(bank_bytes))
#define PERIOD_CONSTANT 1

/* At most this many blocks in the plan's list: beyond, enumerate. */
#define MAX_BLOCKS (1u << 16)
/* Weights stay below this, so that weight * lanes and the sums of the
   figures keep far from 2^64 (the exhaustive run would take centuries). */
#define MAX_WEIGHT ((wide)1 << 48)

#define I64_MIN ((wide)INT64_MIN)
#define I64_MAX ((wide)INT64_MAX)

/* An interval; ok false: any int64. */
typedef struct ival {
	bool ok;
	wide lo, hi;
} ival;

/* An expression's abstract value. */
typedef struct aval {
	bool cst;                    /* the number k, with no coefficients */
	int64_t k;
	ival r;                      /* the rest, over every execution */
	int64_t *coef;               /* per variable; NULL: all 0 */
} aval;

struct classes {
	int nv;                      /* variables: 3 blockIdx, then slots */
	classes_rep *breps[3];       /* per block dimension: its values run,
	                                NULL: each for itself */
	wide *cutv[3];               /* per block dimension: its cuts, x1 x2 */
	size_t ncutv[3];
	size_t nbreps[3];
	classes_block *blocks;       /* NULL: every block */
	size_t nblocks;
	bool *moves;                 /* per access id and variable:
	                                classes_moves() */
	classes_loop **loops;        /* by the loop's slot: NULL or the plan */
	const pat_stmt **loop_stmt;  /* which statement the slot's plan is */
};

/* A comparison, or an index's bound, that the values (block indices, or
   iterations) x1 .. x2-1 of variable var split: on some lanes or in some
   executions true, on others false. Below x1 it is the same everywhere,
   and from x2 on (cuts()). */
typedef struct cut {
	int var;
	wide x1, x2;
} cut;

typedef struct an {
	const pat_program *p;
	struct arena *A;
	int nv;
	ival *range;                 /* each variable's values */
	bool *cand, *taint;
	aval *slot;                  /* each let's value (and loop counter) */
	const pat_stmt **loop_of;    /* candidate counters: their loop */
	bool *cform;                 /* a C-form counter: its start (in slot)
	                                plus the variable, j * step */
	int64_t *loop_step;
	int64_t *loop_end;           /* a C-form candidate's bound */
	wide *loop_nmax;             /* and the most trips of its lanes */
	int64_t **acc_coef;          /* [access * 3 + dim]: coefficients */
	cut *cuts;                   /* where comparisons and bounds split */
	unsigned *guard;             /* per loop counter: the block dimensions
	                                whose cuts enumerate its loop */
	int ncuts, capcuts;
} an;

static ival
any(void)
{
	ival r = { false, 0, 0 };
	return r;
}

static ival
span(wide lo, wide hi)
{
	ival r = { true, lo, hi };
	return r;
}

/* Values that do not overflow lie in int64: clip a rest's interval. */
static ival
clip(ival a)
{
	if (!a.ok)
		return a;
	if (a.lo < I64_MIN)
		a.lo = I64_MIN;
	if (a.hi > I64_MAX)
		a.hi = I64_MAX;
	if (a.lo > a.hi)
		return any();
	return a;
}

/* An interval that leaves int64 becomes any: every interval's bounds stay
   within 2^63, so that sums and products of two never overflow 128 bits
   (a value that could overflow is made opaque or its variables enumerated
   anyway). */
static ival
fit(ival a)
{
	return a.ok && (a.lo < I64_MIN || a.hi > I64_MAX) ? any() : a;
}

static ival
iadd(ival a, ival b, int sign)
{
	if (!a.ok || !b.ok)
		return any();
	return fit(sign > 0 ? span(a.lo + b.lo, a.hi + b.hi)
	                    : span(a.lo - b.hi, a.hi - b.lo));
}

static ival
imul(ival a, ival b)
{
	wide c[4], lo, hi;
	int i;

	if (!a.ok || !b.ok)
		return any();
	c[0] = a.lo * b.lo;
	c[1] = a.lo * b.hi;
	c[2] = a.hi * b.lo;
	c[3] = a.hi * b.hi;
	lo = hi = c[0];
	for (i = 1; i < 4; i++) {
		lo = c[i] < lo ? c[i] : lo;
		hi = c[i] > hi ? c[i] : hi;
	}
	return fit(span(lo, hi));
}

static ival
hull(ival a, ival b)
{
	if (!a.ok || !b.ok)
		return any();
	return span(a.lo < b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi);
}

/* floor(a / b) and ceil(a / b), b > 0 */
static wide
fdiv(wide a, wide b)
{
	return a >= 0 ? a / b : -((-a + b - 1) / b);
}

static wide
cdiv(wide a, wide b)
{
	return -fdiv(-a, b);
}

/*
 * A truth that is, in every lane, that of d < t, where d = c * variable i
 * plus a rest in r (over every lane and execution): the cut of i's values
 * (block indices, or iterations j, the variable at base + j * step)
 * where it may differ between lanes or executions. Below the cut every
 * lane's d is below t, from its end on none is. Coefficients and bounds
 * are within 2^63, steps and bases too: the products stay within 2^126.
 */
static void
add_cut(an *z, int i, wide c, ival r, wide t)
{
	const wide big = (wide)1 << 62;
	wide C, lo, hi, x1, x2;

	if (!r.ok || c >= big || c <= -big) {
		/* no bound: every value splits it */
		x1 = -((wide)1 << 100);
		x2 = (wide)1 << 100;
		goto add;
	}
	C = c * z->loop_step[i];
	lo = r.lo + c * z->range[i].lo;
	hi = r.hi + c * z->range[i].lo;
	if (C > 0) {
		x1 = fdiv(t - 1 - hi, C) + 1;   /* below: C j + hi <= t - 1 */
		x2 = cdiv(t - lo, C);           /* none below: C j + lo >= t */
	} else {
		x1 = fdiv(lo - t, -C) + 1;      /* none below up to here */
		x2 = cdiv(hi - t + 1, -C);      /* every lane below from here */
	}
add:
	if (z->ncuts == z->capcuts) {
		z->capcuts = z->capcuts ? 2 * z->capcuts : 16;
		z->cuts = xrealloc(z->cuts, sizeof(*z->cuts) * (size_t)z->capcuts);
	}
	z->cuts[z->ncuts].var = i;
	z->cuts[z->ncuts].x1 = x1;
	z->cuts[z->ncuts].x2 = x2;
	z->ncuts++;
}

/* The values of loop variable i over every execution: a C-form's to
   its lanes' most trips. */
static ival
loop_values(const an *z, int i)
{
	if (z->cform[i])
		return span(0, (z->loop_nmax[i] - 1) * z->loop_step[i]);
	return z->range[i];
}

/*
 * The variable to cut for a truth of d = a - b (b NULL: 0) whose rest is
 * *r, and its coefficient *c: -1 when d moves with none (nothing to
 * cut), -2 when it cannot be cut (several block dimensions, or several
 * loop counters and none). One block dimension with loop counters: the
 * counters' part joins the rest, and the cut of the dimension's values
 * then holds for every iteration; in the blocks inside the cut those
 * loops must be enumerated, which their guard says (classes_loop).
 */
static int
cut_variable(an *z, const aval *a, const aval *b, wide *c, ival *r)
{
	int i, var = -1, block = -1, n = 0;

	for (i = 0; i < z->nv; i++) {
		wide d = (wide)(a->coef ? a->coef[i] : 0) -
		         (b != NULL && b->coef ? b->coef[i] : 0);
		if (d == 0)
			continue;
		n++;
		if (i < 3) {
			if (block >= 0)
				return -2;
			block = i;
		}
		var = i;
		*c = d;
	}
	if (n <= 1)
		return var;
	if (block < 0)
		return -2;
	for (i = 3; i < z->nv; i++) {
		wide d = (wide)(a->coef ? a->coef[i] : 0) -
		         (b != NULL && b->coef ? b->coef[i] : 0);
		if (d == 0)
			continue;
		if (d >= ((wide)1 << 62) || d <= -((wide)1 << 62))
			*r = any();
		else
			*r = iadd(*r, imul(span(d, d), loop_values(z, i)), 1);
		z->guard[i] |= 1u << block;
	}
	*c = (wide)(a->coef ? a->coef[block] : 0) -
	     (b != NULL && b->coef ? b->coef[block] : 0);
	return block;
}

static bool
has_coef(const an *z, const aval *v)
{
	int i;

	if (v->coef == NULL)
		return false;
	for (i = 0; i < z->nv; i++)
		if (v->coef[i] != 0)
			return true;
	return false;
}

/* The whole value's interval: the rest plus the affine part. */
static ival
full(const an *z, const aval *v)
{
	ival r = v->r;
	int i;

	if (v->coef == NULL)
		return r;
	for (i = 0; i < z->nv && r.ok; i++) {
		ival c = span(v->coef[i], v->coef[i]);
		if (v->coef[i] != 0)
			r = iadd(r, imul(c, z->range[i]), 1);
	}
	return r;
}

/* The variables of v enter a place where they must be enumerated. */
static void
taint(an *z, const aval *v)
{
	int i;

	if (v->coef != NULL)
		for (i = 0; i < z->nv; i++)
			if (v->coef[i] != 0)
				z->taint[i] = true;
}

/* v as an opaque value: its variables tainted, its interval the whole. */
static aval
flat(an *z, aval v)
{
	ival f = clip(full(z, &v));

	taint(z, &v);
	v.coef = NULL;
	v.r = f;
	return v;
}

/* A value with coefficients may not overflow in any execution. */
static aval
settle(an *z, aval v)
{
	ival f;

	v.cst = false;
	if (!has_coef(z, &v)) {
		v.coef = NULL;
		v.r = clip(v.r);
		return v;
	}
	f = full(z, &v);
	if (!f.ok || f.lo < I64_MIN || f.hi > I64_MAX)
		return flat(z, v);
	return v;
}

static int64_t *
coefs(an *z)
{
	return arena_alloc(z->A, sizeof(int64_t) * (size_t)z->nv);
}

static aval
number(int64_t k)
{
	aval v;

	memset(&v, 0, sizeof(v));
	v.cst = true;
	v.k = k;
	v.r = span(k, k);
	return v;
}

static aval
variable(an *z, int i)
{
	aval v;

	memset(&v, 0, sizeof(v));
	v.r = span(0, 0);
	v.coef = coefs(z);
	v.coef[i] = 1;
	return v;
}

/* a + sign * b, or a scaled by k (b NULL). */
static aval
combine(an *z, const aval *a, const aval *b, int sign, int64_t k)
{
	aval v;
	int i;

	memset(&v, 0, sizeof(v));
	if (b != NULL)
		v.r = iadd(a->r, b->r, sign);
	else
		v.r = imul(a->r, span(k, k));
	if (a->coef != NULL || (b != NULL && b->coef != NULL)) {
		v.coef = coefs(z);
		for (i = 0; i < z->nv; i++) {
			wide c = a->coef ? a->coef[i] : 0;
			if (b != NULL)
				c += (wide)sign * (b->coef ? b->coef[i] : 0);
			else
				c *= k;
			if (c < I64_MIN || c > I64_MAX) {
				aval t = *a;
				taint(z, &t);
				if (b != NULL)
					taint(z, b);
				v.coef = NULL;
				v.r = any();
				return v;
			}
			v.coef[i] = (int64_t)c;
		}
	}
	return settle(z, v);
}

/* Are all coefficients of v multiples of m (m > 0)? */
static bool
divides(const an *z, const aval *v, int64_t m)
{
	int i;

	if (v->coef != NULL)
		for (i = 0; i < z->nv; i++)
			if (v->coef[i] % m != 0)
				return false;
	return true;
}

/* v / m, v % m (trunc, m > 0), v >> s (m = 2^s) or v & (m - 1) (m = 2^s):
   the affine part passes through when m divides its coefficients and, for
   the truncating pair, the rest and the whole are never negative. */
static aval
divide(an *z, aval v, enum pat_eop op, int64_t m)
{
	ival f = full(z, &v);
	bool floor = op == E_SHR || op == E_AND;
	bool nonneg = v.r.ok && v.r.lo >= 0 && f.ok && f.lo >= 0;
	aval o;
	int i;

	if (has_coef(z, &v) && !(divides(z, &v, m) && (floor || nonneg)))
		v = flat(z, v);
	memset(&o, 0, sizeof(o));
	if (op == E_DIV || op == E_SHR) {
		if (v.coef != NULL) {
			o.coef = coefs(z);
			for (i = 0; i < z->nv; i++)
				o.coef[i] = v.coef[i] / m;
		}
		if (!v.r.ok)
			o.r = any();
		else if (op == E_SHR)    /* floor: monotone, like trunc */
			o.r = span(v.r.lo >= 0 ? v.r.lo / m : -((-v.r.lo + m - 1) / m),
			           v.r.hi >= 0 ? v.r.hi / m : -((-v.r.hi + m - 1) / m));
		else
			o.r = span(v.r.lo / m, v.r.hi / m);
	} else if (v.r.ok && v.r.lo >= 0) {
		o.r = span(0, v.r.hi < m - 1 ? v.r.hi : m - 1);
	} else if (op == E_AND) {
		o.r = span(0, m - 1);
	} else {
		o.r = span(-(m - 1), m - 1);
	}
	return settle(z, o);
}

static aval ana(an *z, const pat_expr *e);

/*
 * a OP b, a comparison: 0 or 1 in every lane. Where a - b moves with one
 * variable only, the comparison is the same in every lane and execution
 * on either side of a cut of that variable's values (add_cut): the
 * values that split it run each as its own class, and the others by
 * period as before, so that a bounds check ('if row < M' of a partial
 * last block) costs a block or two. With two variables they are
 * enumerated. a and b never overflow (settle()): a - b computed in 128
 * bits is exact.
 */
static aval
comparison(an *z, enum pat_eop op, aval a, aval b)
{
	aval v = number(0);
	wide c = 0;
	ival d = a.r.ok && b.r.ok ? span(a.r.lo - b.r.hi, a.r.hi - b.r.lo)
	                          : any();
	int var = cut_variable(z, &a, &b, &c, &d);

	if (var == -2) {
		flat(z, a);
		flat(z, b);
	} else if (var >= 0) {
		/* as d < t: < and >= at 0, <= and > at 1, == and != both */
		if (op != E_LE && op != E_GT)
			add_cut(z, var, c, d, 0);
		if (op != E_LT && op != E_GE)
			add_cut(z, var, c, d, 1);
	}
	v.cst = false;
	v.r = span(0, 1);
	return v;
}


/* An operation with no affine rule: its operands are opaque. */
static aval
opaque(an *z, const pat_expr *e, aval a, aval b, aval c)
{
	aval v;
	ival x, y;

	a = flat(z, a);
	b = flat(z, b);
	c = flat(z, c);
	x = a.r;
	y = b.r;
	memset(&v, 0, sizeof(v));
	switch (e->op) {
	case E_LT: case E_LE: case E_GT: case E_GE: case E_EQ: case E_NE:
	case E_LAND: case E_LOR: case E_LNOT:
		v.r = span(0, 1);
		break;
	case E_COND:
		v.r = hull(b.r, c.r);
		break;
	case E_MIN:
		v.r = x.ok && y.ok ? span(x.lo < y.lo ? x.lo : y.lo,
		                          x.hi < y.hi ? x.hi : y.hi) : any();
		break;
	case E_MAX:
		v.r = x.ok && y.ok ? span(x.lo > y.lo ? x.lo : y.lo,
		                          x.hi > y.hi ? x.hi : y.hi) : any();
		break;
	case E_MUL:
		v.r = imul(x, y);
		break;
	default:
		v.r = any();
		break;
	}
	return v;
}

static aval
ana(an *z, const pat_expr *e)
{
	aval a, b, c, none = number(0);
	int64_t k;

	switch (e->op) {
	case E_NUM:
		return number(e->num);
	case E_BUILTIN:
		if (e->builtin <= B_THREAD_Z) {
			a = number(0);
			a.cst = false;
			a.r = span(0, z->p->block[e->builtin - B_THREAD_X] - 1);
			return a;
		}
		if (e->builtin <= B_BLOCK_Z)
			return variable(z, e->builtin - B_BLOCK_X);
		a = number(0);          /* folded by the parser: never here */
		a.cst = false;
		a.r = any();
		return a;
	case E_VAR:
		if (z->cand[3 + e->slot] && z->cform[3 + e->slot]) {
			a = variable(z, 3 + e->slot);
			return combine(z, &z->slot[e->slot], &a, 1, 0);
		}
		if (z->cand[3 + e->slot])
			return variable(z, 3 + e->slot);
		return z->slot[e->slot];
	default:
		break;
	}
	a = e->a ? ana(z, e->a) : none;
	b = e->b ? ana(z, e->b) : none;
	c = e->c ? ana(z, e->c) : none;
	if (a.cst && (e->b == NULL || b.cst) && (e->c == NULL || c.cst) &&
	    e->op != E_LAND && e->op != E_LOR && e->op != E_COND) {
		int64_t r;
		if (pat_apply(e->op, a.k, b.k, &r) == NULL)
			return number(r);
	}
	switch (e->op) {
	case E_ADD:
		return combine(z, &a, &b, 1, 0);
	case E_SUB:
		return combine(z, &a, &b, -1, 0);
	case E_NEG:
		return combine(z, &a, NULL, 0, -1);
	case E_MUL:
		if (b.cst)
			return combine(z, &a, NULL, 0, b.k);
		if (a.cst)
			return combine(z, &b, NULL, 0, a.k);
		break;
	case E_SHL:
		if (b.cst && b.k >= 0 && b.k < 62) {
			ival f = full(z, &a);
			if (!has_coef(z, &a) || (f.ok && f.lo >= 0))
				return combine(z, &a, NULL, 0, (int64_t)1 << b.k);
		}
		break;
	case E_DIV:
	case E_MOD:
		if (b.cst && b.k > 0)
			return divide(z, a, e->op, b.k);
		break;
	case E_SHR:
		if (b.cst && b.k >= 0 && b.k < 62)
			return divide(z, a, E_SHR, (int64_t)1 << b.k);
		break;
	case E_LT: case E_LE: case E_GT: case E_GE: case E_EQ: case E_NE:
		return comparison(z, e->op, a, b);
	case E_AND:
		k = b.cst ? b.k : a.cst ? a.k : -1;
		if (k >= 0 && k < INT64_MAX && ((k + 1) & k) == 0)
			return divide(z, b.cst ? a : b, E_AND, k + 1);
		break;
	default:
		break;
	}
	return opaque(z, e, a, b, c);
}

/* Analyze a condition, a bound: its variables must be enumerated. */
static aval
uniform_only(an *z, const pat_expr *e)
{
	aval v;

	if (e == NULL)
		return number(0);
	v = ana(z, e);
	taint(z, &v);
	return v;
}

/* The trips of 'for k in a .. b step s', or -1 when the loop is not a
   candidate (not constant, a step that is not positive, a counter that
   would overflow at its last update). */
static wide
trips_of(int64_t a, int64_t b, int64_t s)
{
	wide n;

	if (s <= 0)
		return -1;
	n = b > a ? ((wide)b - a + s - 1) / s : 0;
	if ((wide)a + n * s > I64_MAX)
		return -1;
	return n;
}

/*
 * 'for (v = START; v < N; v += S)', N and S numbers, START free of the
 * uniform variables (so that every block and iteration of an outer loop
 * sees the same trips): a candidate whose variable is j * S, the lanes'
 * START its rest. Whether the lanes' trips agree is known only when a
 * warp runs it: eval.c checks and enumerates where they do not.
 */
static bool
cform_candidate(an *z, const pat_stmt *s)
{
	const pat_expr *cond = s->u.loop.cond, *step = s->u.loop.step;
	const int sl = s->u.loop.slot;
	aval start = z->slot[sl], end, st;
	ival f = full(z, &start);

	if (s->u.loop.upd != F_ADD || cond == NULL || cond->op != E_LT ||
	    cond->a->op != E_VAR || cond->a->slot != sl || step == NULL)
		return false;
	end = ana(z, cond->b);
	st = ana(z, step);
	if (!end.cst || !st.cst || st.k <= 0 || has_coef(z, &start) ||
	    !f.ok || f.hi >= end.k || (wide)end.k + st.k > I64_MAX ||
	    (wide)end.k - f.lo > I64_MAX)
		return false;
	z->cand[3 + sl] = true;
	z->cform[3 + sl] = true;
	z->loop_of[3 + sl] = s;
	z->loop_step[3 + sl] = st.k;
	z->loop_end[3 + sl] = end.k;
	/* the most trips a lane makes, from the smallest START */
	z->loop_nmax[3 + sl] = ((wide)end.k - f.lo + st.k - 1) / st.k;
	/* the variable's values: j * S below N - START. eval.c takes this
	   way only when every lane makes the same trips, and then no lane's
	   j * S passes N - 1 - the largest START: the bound that keeps
	   START + j * S, an index, provably inside N */
	z->range[3 + sl] = span(0, (wide)end.k - 1 - f.hi);
	return true;
}

/*
 * An index of one variable that its dimension does not hold everywhere:
 * the values where some lanes' index leaves it are cut (add_cut), as a
 * comparison's; elsewhere every lane's index is inside, or every lane's
 * outside (the first member of such a class fails as the exhaustive run
 * does). False with several variables.
 */
static bool
bounds_cut(an *z, const aval *v, int64_t dim)
{
	wide c = 0;
	ival r = v->r, above;
	int var = cut_variable(z, v, NULL, &c, &r);

	if (var < 0)
		return false;
	/* index >= 0 is !(index < 0); index < dim is index - dim < 0 */
	add_cut(z, var, c, r, 0);
	above = r.ok ? span(r.lo - dim, r.hi - dim) : any();
	add_cut(z, var, c, above, 0);
	return true;
}

static void
walk(an *z, const pat_stmt *s)
{
	aval v[3];
	int d;

	for (; s != NULL; s = s->next) {
		switch (s->kind) {
		case S_ACCESS:
			uniform_only(z, s->u.access.pred);
			for (d = 0; d < s->u.access.nindex; d++) {
				ival f;
				v[d] = ana(z, s->u.access.index[d]);
				/* a texel index out of bounds is clamped, not an
				   error: the bound below keeps it in, or in a cut
				   (a texel's block-linear place: period_of()) */
				f = full(z, &v[d]);
				/* an index that moves must stay in bounds, or
				   leave them only in values of a cut */
				if (has_coef(z, &v[d]) &&
				    !(f.ok && f.lo >= 0 &&
				      f.hi < s->u.access.array->dims[d]) &&
				    !bounds_cut(z, &v[d], s->u.access.array->dims[d]))
					v[d] = flat(z, v[d]);
				z->acc_coef[s->u.access.id * 3 + d] = v[d].coef;
			}
			break;
		case S_LET:
			z->slot[s->u.let.slot] = ana(z, s->u.let.value);
			break;
		case S_FOR: {
			const int sl = s->u.loop.slot;
			wide n = -1;
			if (s->u.loop.cform) {
				memset(&z->slot[sl], 0, sizeof(z->slot[sl]));
				z->slot[sl] = uniform_only(z, s->u.loop.start);
				z->slot[sl].cst = false;
				if (!cform_candidate(z, s)) {
					/* the condition and step see every value of
					   the counter, not its start */
					memset(&z->slot[sl], 0, sizeof(z->slot[sl]));
					z->slot[sl].r = any();
					uniform_only(z, s->u.loop.cond);
					uniform_only(z, s->u.loop.step);
				}
			} else {
				v[0] = uniform_only(z, s->u.loop.start);
				v[1] = uniform_only(z, s->u.loop.end);
				v[2] = uniform_only(z, s->u.loop.step);
				if (v[0].cst && v[1].cst && v[2].cst)
					n = trips_of(v[0].k, v[1].k, v[2].k);
			}
			if (!z->cform[3 + sl]) {
				memset(&z->slot[sl], 0, sizeof(z->slot[sl]));
				z->slot[sl].r = any();
			}
			if (n > 0) {
				z->cand[3 + sl] = true;
				z->loop_of[3 + sl] = s;
				z->loop_step[3 + sl] = v[2].k;
				z->range[3 + sl] = span(v[0].k,
				                        v[0].k + (n - 1) * v[2].k);
			}
			walk(z, s->u.loop.body);
			break;
		}
		case S_IF:
			uniform_only(z, s->u.cond.cond);
			walk(z, s->u.cond.then);
			walk(z, s->u.cond.otherwise);
			break;
		default:
			break;
		}
	}
}

/* The larger of t and the power of two p over which step * coef, moved
   p times, is a multiple of P (a power of two). */
static uint64_t
period_mod(uint64_t t, uint64_t x, uint64_t P)
{
	x &= P - 1;
	if (x != 0 && P >> __builtin_ctzll(x) > t)
		t = P >> __builtin_ctzll(x);
	return t;
}

/* The period of variable i in a 2D texture's access a, at least t. Its
   texels lie block-linear (sim_texel_offset()): moving a texel by
   SIM_GOB_H rows, or by SIM_GOB_W bytes within its row, moves it by
   whole GOBs (SIM_GOB_W * SIM_GOB_H bytes, a multiple of the 32-byte
   sector), to the same place inside its GOB. So when the variable's
   step moves the row index (index 0) by a multiple of SIM_GOB_H and the
   column's bytes (index 1) by a multiple of SIM_GOB_W, every lane moves
   by one common multiple of 512 bytes: its sectors, and which lanes share
   one, are the same. The indices stay in bounds (walk()), so no lane is
   clamped in one member of a class and not in another. */
static uint64_t
texel_period(const an *z, int a, int i, int64_t step, uint64_t t)
{
	const uint64_t es = z->p->accesses[a]->u.access.array->type->size;
	const int64_t *cy = z->acc_coef[a * 3], *cx = z->acc_coef[a * 3 + 1];

	if (cy != NULL)
		t = period_mod(t, (uint64_t)cy[i] * (uint64_t)step, SIM_GOB_H);
	if (cx != NULL)
		t = period_mod(t, (uint64_t)cx[i] * es * (uint64_t)step,
		               SIM_GOB_W);
	return t;
}

/* The period of variable i: the largest over the accesses of the period
   with which its offsets' residues repeat (powers of two: the lcm). */
static uint64_t
period_of(const an *z, const sim_arch *arch, int i, int64_t step)
{
	uint64_t t = 1, stride[3], P, beta;
	int a, d;

	for (a = 0; a < z->p->naccesses; a++) {
		const pat_stmt *s = z->p->accesses[a];
		const pat_array *arr = s->u.access.array;
		const int nd = s->u.access.nindex;
		switch (arr->space) {
		case SPACE_GLOBAL:
			P = arch->load_segment == 128 ? PERIOD_LINES : PERIOD_GLOBAL;
			break;
		case SPACE_SHARED: P = PERIOD_SHARED(arch->bank_bytes); break;
		default: P = PERIOD_CONSTANT; break;
		}
		if (arr->texture && nd == 2) {
			t = texel_period(z, a, i, step, t);
			continue;
		}
		if (arr->texture)    /* linear: the texture pipe's sectors */
			P = PERIOD_GLOBAL;
		stride[nd - 1] = arr->type->size;
		for (d = nd - 2; d >= 0; d--)
			stride[d] = stride[d + 1] * (uint64_t)arr->dims[d + 1];
		/* arithmetic mod 2^64 is exact mod P, a power of two */
		beta = 0;
		for (d = 0; d < nd; d++)
			if (z->acc_coef[a * 3 + d] != NULL)
				beta += stride[d] * (uint64_t)z->acc_coef[a * 3 + d][i];
		t = period_mod(t, beta * (uint64_t)step, P);
	}
	return t;
}

static int
cmp_wide(const void *a, const void *b)
{
	wide x = *(const wide *)a, y = *(const wide *)b;

	return (x > y) - (x < y);
}

/* Is value x of variable i inside one of its cuts? */
static bool
in_cut(const an *z, int i, wide x)
{
	int k;

	for (k = 0; k < z->ncuts; k++)
		if (z->cuts[k].var == i && z->cuts[k].x1 <= x && x < z->cuts[k].x2)
			return true;
	return false;
}

/* The ends of the segments that dimension i's cuts make of 0 .. n, into
   pt (room for 2 ncuts + 2): sorted, each once; their count. */
static size_t
cut_points(const an *z, int i, uint64_t n, wide *pt)
{
	size_t np = 0, k, m;

	pt[np++] = 0;
	pt[np++] = n;
	for (k = 0; k < (size_t)z->ncuts; k++)
		if (z->cuts[k].var == i) {
			wide x1 = z->cuts[k].x1, x2 = z->cuts[k].x2;
			pt[np++] = x1 < 0 ? 0 : x1 > (wide)n ? (wide)n : x1;
			pt[np++] = x2 < 0 ? 0 : x2 > (wide)n ? (wide)n : x2;
		}
	qsort(pt, np, sizeof(*pt), cmp_wide);
	for (k = m = 0; k < np; k++)
		if (m == 0 || pt[k] != pt[m - 1])
			pt[m++] = pt[k];
	return m;
}

/*
 * The values 0 .. n-1 of variable i (block indices, or iterations) to
 * run, in order, into *out, and their number: its cuts split them into
 * segments, in each of which every comparison and bound that moves with
 * i is the same in every lane and execution, and values T apart in one
 * give the same figures (its first T values stand for it); a value
 * inside a cut is its own class. NULL when that is every value, or more
 * than MAX_BLOCKS.
 */
static classes_rep *
reps_of(const an *z, int i, uint64_t n, uint64_t T, size_t *nreps,
        struct arena *A)
{
	wide *pt = xmalloc(sizeof(wide) * ((size_t)z->ncuts * 2 + 2));
	wide total = 0;
	classes_rep *r = NULL;
	size_t np, k, o = 0;

	np = cut_points(z, i, n, pt);
	for (k = 0; k + 1 < np; k++) {
		wide len = pt[k + 1] - pt[k];
		total += in_cut(z, i, pt[k]) || len < (wide)T ? len : (wide)T;
	}
	if (total >= (wide)n || total >= MAX_BLOCKS)
		goto out;
	r = arena_alloc(A, sizeof(*r) * (size_t)total);
	for (k = 0; k + 1 < np; k++) {
		const bool alone = in_cut(z, i, pt[k]);
		wide x;
		for (x = pt[k]; x < pt[k + 1] && (alone || x < pt[k] + (wide)T);
		     x++) {
			r[o].j = (uint64_t)x;
			r[o].end = alone ? (uint64_t)x + 1 : (uint64_t)pt[k + 1];
			r[o].period = alone ? 0 : T;
			o++;
		}
	}
	*nreps = o;
out:
	free(pt);
	return r;
}

/* The largest weight of r's n values. */
static wide
max_weight(const classes_rep *r, size_t nr, uint64_t n)
{
	wide w = 1;
	size_t k;

	for (k = 0; k < nr; k++)
		if ((wide)classes_rep_weight(&r[k], n) > w)
			w = classes_rep_weight(&r[k], n);
	return w;
}

/* Which of r's values value x is a member of. */
static size_t
rep_of(const classes_rep *r, size_t nr, uint64_t x)
{
	size_t k;

	for (k = 0; k < nr; k++)
		if (r[k].j <= x && x < r[k].end &&
		    (r[k].period ? (x - r[k].j) % r[k].period == 0 : x == r[k].j))
			return k;
	return 0;                    /* never: the values cover 0 .. n-1 */
}

/* The blocks to run: the first of each class, in grid order, and the
   detail warp's block as itself; *maxw the largest weight. A dimension
   without a plan runs each of its values. */
static bool
plan_blocks(classes *k, const pat_program *p, int64_t detail_warp,
            int nwarps_block, struct arena *A, wide *maxw)
{
	int64_t det[3] = { -1, -1, -1 };
	size_t n[3], ri[3] = { 0, 0, 0 }, x, y, zz, i = 0, need;
	bool apart = false;
	wide total = 1;
	int d;

	*maxw = 1;
	for (d = 0; d < 3; d++) {
		if (k->breps[d] == NULL) {
			int64_t v;
			if (p->grid[d] >= MAX_BLOCKS)
				return false;
			k->breps[d] = arena_alloc(A, sizeof(classes_rep) *
			                                     (size_t)p->grid[d]);
			for (v = 0; v < p->grid[d]; v++) {
				k->breps[d][v].j = (uint64_t)v;
				k->breps[d][v].end = (uint64_t)v + 1;
				k->breps[d][v].period = 0;
			}
			k->nbreps[d] = (size_t)p->grid[d];
		}
		n[d] = k->nbreps[d];
		total *= (wide)n[d];
		*maxw *= max_weight(k->breps[d], n[d], (uint64_t)p->grid[d]);
	}
	if (total >= MAX_BLOCKS || *maxw >= MAX_WEIGHT)
		return false;
	need = (size_t)total;
	if (detail_warp >= 0) {
		int64_t b = detail_warp / nwarps_block;
		det[0] = b % p->grid[0];
		det[1] = b / p->grid[0] % p->grid[1];
		det[2] = b / p->grid[0] / p->grid[1];
		for (d = 0; d < 3; d++) {
			ri[d] = rep_of(k->breps[d], n[d], (uint64_t)det[d]);
			if (k->breps[d][ri[d]].j != (uint64_t)det[d])
				apart = true;
		}
		/* else it runs as its class's first */
		need += apart;
	}
	k->blocks = arena_alloc(A, sizeof(*k->blocks) * need);
	for (zz = 0; zz < n[2]; zz++)
	for (y = 0; y < n[1]; y++)
	for (x = 0; x < n[0]; x++) {
		classes_block *c = &k->blocks[i++];
		c->b[0] = (int64_t)k->breps[0][x].j;
		c->b[1] = (int64_t)k->breps[1][y].j;
		c->b[2] = (int64_t)k->breps[2][zz].j;
		c->dim_weight[0] = classes_rep_weight(&k->breps[0][x],
		                                      (uint64_t)p->grid[0]);
		c->dim_weight[1] = classes_rep_weight(&k->breps[1][y],
		                                      (uint64_t)p->grid[1]);
		c->dim_weight[2] = classes_rep_weight(&k->breps[2][zz],
		                                      (uint64_t)p->grid[2]);
		c->weight = c->dim_weight[0] * c->dim_weight[1] *
		            c->dim_weight[2];
		c->less_one = false;
		if (apart && x == ri[0] && y == ri[1] && zz == ri[2]) {
			c->weight--;
			c->less_one = true;
			memcpy(c->apart, det, sizeof(c->apart));
		}
	}
	if (apart) {
		/* after its class's first: its figures repeat that block's */
		classes_block *c = &k->blocks[i++];
		for (d = 0; d < 3; d++) {
			c->b[d] = det[d];
			c->dim_weight[d] = 1;
		}
		c->weight = 1;
		c->less_one = false;
	}
	k->nblocks = i;
	return true;
}

/* The abstract interpretation of p's body into z (above). */
static void
analyze(an *z, const pat_program *p, struct arena *A)
{
	int i;

	memset(z, 0, sizeof(*z));
	z->p = p;
	z->A = A;
	z->nv = 3 + p->nslots;
	z->range = arena_alloc(A, sizeof(ival) * (size_t)z->nv);
	z->cand = arena_alloc(A, sizeof(bool) * (size_t)z->nv);
	z->taint = arena_alloc(A, sizeof(bool) * (size_t)z->nv);
	z->slot = arena_alloc(A, sizeof(aval) * ((size_t)p->nslots + 1));
	z->loop_of = arena_alloc(A, sizeof(*z->loop_of) * (size_t)z->nv);
	z->cform = arena_alloc(A, sizeof(bool) * (size_t)z->nv);
	z->loop_end = arena_alloc(A, sizeof(int64_t) * (size_t)z->nv);
	z->loop_nmax = arena_alloc(A, sizeof(wide) * (size_t)z->nv);
	z->loop_step = arena_alloc(A, sizeof(int64_t) * (size_t)z->nv);
	z->guard = arena_alloc(A, sizeof(unsigned) * (size_t)z->nv);
	z->acc_coef = arena_alloc(A, sizeof(int64_t *) *
	                                  ((size_t)p->naccesses * 3 + 1));
	for (i = 0; i < 3; i++) {
		z->cand[i] = true;
		z->range[i] = span(0, p->grid[i] - 1);
		z->loop_step[i] = 1;
	}
	for (i = 0; i < p->nslots; i++)
		z->slot[i].r = any();
	walk(z, p->body);
}

classes *
classes_plan(const pat_program *p, const sim_arch *arch, int64_t detail_warp,
             int nwarps_block, struct arena *A)
{
	an z;
	classes *k;
	wide weight = 1, w;
	bool any_loop = false, any_block = false;
	int i;

	analyze(&z, p, A);

	k = arena_alloc(A, sizeof(*k));
	k->nv = z.nv;
	k->moves = arena_alloc(A, sizeof(bool) * ((size_t)p->naccesses + 1) *
	                          (size_t)z.nv);
	for (i = 0; i < p->naccesses; i++) {
		const pat_stmt *s = p->accesses[i];
		const int id = s->u.access.id;
		int d, v;
		for (d = 0; d < s->u.access.nindex; d++) {
			const int64_t *c = z.acc_coef[id * 3 + d];
			for (v = 0; v < z.nv && c != NULL; v++)
				k->moves[(size_t)id * (size_t)z.nv + (size_t)v] |=
				    c[v] != 0;
		}
	}
	/* a global atomic that moves with a variable over an array of
	   several L2 units: that variable's values each run, so that the
	   units' busiest (sim/hot.h) is the one the exhaustive run gives
	   (members elsewhere land on units of their own) */
	for (i = 0; i < p->naccesses; i++) {
		const pat_stmt *s = p->accesses[i];
		const pat_array *arr = s->u.access.array;
		int v;
		if (s->u.access.atomic == A_NONE || arr->space != SPACE_GLOBAL ||
		    sim_hot_unit_share(arch, arr->base, arr->bytes) >= 1)
			continue;
		for (v = 0; v < z.nv; v++)
			if (k->moves[(size_t)s->u.access.id * (size_t)z.nv +
			             (size_t)v])
				z.taint[v] = true;
	}
	k->loops = arena_alloc(A, sizeof(*k->loops) * ((size_t)p->nslots + 1));
	k->loop_stmt = arena_alloc(A, sizeof(*k->loop_stmt) *
	                                      ((size_t)p->nslots + 1));
	for (i = 0; i < 3; i++)
		if (!z.taint[i]) {
			uint64_t t = period_of(&z, arch, i, 1);
			k->breps[i] = reps_of(&z, i, (uint64_t)p->grid[i], t,
			                      &k->nbreps[i], A);
			any_block |= k->breps[i] != NULL;
		}
	for (i = 3; i < z.nv; i++) {
		const pat_stmt *s = z.loop_of[i];
		classes_loop *l;
		classes_rep *r;
		size_t nr = 0;
		uint64_t t;
		if (!z.cand[i] || z.taint[i])
			continue;
		t = period_of(&z, arch, i, z.loop_step[i]);
		l = arena_alloc(A, sizeof(*l));
		l->start = (int64_t)z.range[i].lo;
		l->step = z.loop_step[i];
		l->cform = z.cform[i];
		if (z.cform[i]) {
			l->end = z.loop_end[i];
			l->trips = (uint64_t)z.loop_nmax[i];
		} else {
			l->trips = (uint64_t)((z.range[i].hi - z.range[i].lo) /
			                      l->step + 1);
			l->after = (int64_t)(z.range[i].hi + l->step);
		}
		if ((r = reps_of(&z, i, l->trips, t, &nr, A)) == NULL)
			continue;
		l->reps = r;
		l->nreps = nr;
		l->guard = z.guard[i];
		weight *= max_weight(r, nr, l->trips);
		if (weight >= MAX_WEIGHT) {
			free(z.cuts);
			return NULL;
		}
		k->loops[i - 3] = l;
		k->loop_stmt[i - 3] = s;
		any_loop = true;
	}
	for (i = 0; i < 3; i++) {
		int c;
		k->cutv[i] = arena_alloc(A, sizeof(wide) * ((size_t)z.ncuts * 2 + 1));
		for (c = 0; c < z.ncuts; c++)
			if (z.cuts[c].var == i) {
				k->cutv[i][k->ncutv[i]++] = z.cuts[c].x1;
				k->cutv[i][k->ncutv[i]++] = z.cuts[c].x2;
			}
	}
	free(z.cuts);
	if (any_block && !plan_blocks(k, p, detail_warp, nwarps_block, A, &w))
		k->blocks = NULL;
	else if (any_block)
		weight *= w;         /* the weights of blocks and loops multiply */
	if ((k->blocks == NULL && !any_loop) || weight >= MAX_WEIGHT)
		return NULL;
	return k;
}

/*
 * The segments of block dimension i's values 0 .. n-1 for the race check
 * (classes_race_plan), their first values into out (at most MAX_BLOCKS):
 * the cuts split them as in reps_of(), a value inside a cut is a
 * segment of its own; false when there are more.
 */
static bool
race_segments(const an *z, int i, uint64_t n, int64_t **out, size_t *nout,
              struct arena *A)
{
	wide *pt = xmalloc(sizeof(wide) * ((size_t)z->ncuts * 2 + 2));
	size_t np, k, o = 0;
	wide total = 0;
	bool ok = false;

	np = cut_points(z, i, n, pt);
	for (k = 0; k + 1 < np; k++)
		total += in_cut(z, i, pt[k]) ? pt[k + 1] - pt[k] : 1;
	if (total > MAX_BLOCKS)
		goto out;
	*out = arena_alloc(A, sizeof(**out) * (size_t)total);
	for (k = 0; k + 1 < np; k++) {
		wide x;
		if (!in_cut(z, i, pt[k]))
			(*out)[o++] = (int64_t)pt[k];
		else
			for (x = pt[k]; x < pt[k + 1]; x++)
				(*out)[o++] = (int64_t)x;
	}
	*nout = o;
	ok = true;
out:
	free(pt);
	return ok;
}

/*
 * Why the race check may go by these classes: within a segment of an
 * untainted block dimension every comparison and bound that moves with
 * it is the same in every lane and execution, so every block runs the
 * same statements with the same masks, barriers and lane values but
 * each access's indices, which are rest + coef * blockIdx exactly (the
 * analysis above): its addresses move by coef times its dimension's
 * stride in bytes, a block. A tainted dimension is enumerated.
 */
classes_race *
classes_race_plan(const pat_program *p, struct arena *A)
{
	classes_race *k;
	an z;
	int i, d, v;

	analyze(&z, p, A);
	k = arena_alloc(A, sizeof(*k));
	memset(k, 0, sizeof(*k));
	for (v = 0; v < 3; v++) {
		if (z.taint[v]) {
			if (p->grid[v] > MAX_BLOCKS)
				goto no;
			k->seg[v] = arena_alloc(A, sizeof(int64_t) *
			                           (size_t)p->grid[v]);
			for (i = 0; i < p->grid[v]; i++)
				k->seg[v][i] = i;
			k->nseg[v] = (size_t)p->grid[v];
		} else if (!race_segments(&z, v, (uint64_t)p->grid[v],
		                          &k->seg[v], &k->nseg[v], A))
			goto no;
	}
	k->move = arena_alloc(A, sizeof(*k->move) * ((size_t)p->naccesses + 1));
	for (i = 0; i < p->naccesses; i++) {
		const pat_stmt *s = p->accesses[i];
		const pat_array *a = s->u.access.array;
		const int id = s->u.access.id, nd = s->u.access.nindex;
		wide stride[3], mv[3] = { 0, 0, 0 };
		stride[nd - 1] = a->type->size;
		for (d = nd - 2; d >= 0; d--)
			stride[d] = stride[d + 1] * a->dims[d + 1];
		for (d = 0; d < nd; d++) {
			const int64_t *c = z.acc_coef[id * 3 + d];
			for (v = 0; v < 3 && c != NULL; v++)
				mv[v] += (wide)c[v] * stride[d];
		}
		for (v = 0; v < 3; v++) {
			/* a tainted dimension's classes are one value wide */
			if (z.taint[v] || a->texture || a->local)
				mv[v] = 0;
			if (mv[v] < -((wide)1 << 62) || mv[v] > ((wide)1 << 62))
				goto no;
			k->move[id][v] = (int64_t)mv[v];
		}
	}
	free(z.cuts);
	return k;
no:
	free(z.cuts);
	return NULL;
}

bool
classes_moves(const classes *k, int id, int v)
{
	return v < k->nv && k->moves[(size_t)id * (size_t)k->nv + (size_t)v];
}

const classes_block *
classes_blocks(const classes *k, size_t *n)
{
	*n = k->nblocks;
	return k->blocks;
}

const classes_loop *
classes_loop_of(const classes *k, const pat_stmt *s, unsigned cut)
{
	const int sl = s->u.loop.slot;

	if (k->loop_stmt[sl] != s || (k->loops[sl]->guard & cut))
		return NULL;
	return k->loops[sl];
}

unsigned
classes_cut_dims(const classes *k, const int64_t b[3])
{
	unsigned m = 0;
	size_t i;
	int d;

	for (d = 0; d < 3; d++)
		for (i = 0; i < k->ncutv[d]; i += 2)
			if (k->cutv[d][i] <= b[d] && b[d] < k->cutv[d][i + 1])
				m |= 1u << d;
	return m;
}

double
classes_thread_work(const classes *k, const pat_stmt *s)
{
	double w = 0, trips, body;

	for (; s != NULL; s = s->next) {
		switch (s->kind) {
		case S_ACCESS:
			w += 1;
			break;
		case S_FOR:
			body = classes_thread_work(k, s->u.loop.body) + 1;
			trips = 1;
			if (k != NULL && classes_loop_of(k, s, 0) != NULL) {
				trips = (double)classes_loop_of(k, s, 0)->nreps;
			} else if (!s->u.loop.cform && s->u.loop.start->op == E_NUM &&
			           s->u.loop.end->op == E_NUM &&
			           s->u.loop.step->op == E_NUM) {
				double span = (double)s->u.loop.end->num -
				              (double)s->u.loop.start->num;
				trips = span <= 0 ? 0
				                  : __builtin_ceil(span /
				                                   (double)s->u.loop.step->num);
			}
			w += trips * body;
			break;
		default:
			/* an if may be skipped by every thread: count neither
			   branch */
			break;
		}
	}
	return w;
}

double
classes_need(const classes *k, const pat_program *p)
{
	double threads = (double)(p->block[0] * p->block[1] * p->block[2]);
	double warps = __builtin_ceil(threads / SIM_WARP);
	double blocks = k->blocks != NULL
	                        ? (double)k->nblocks
	                        : (double)(p->grid[0] * p->grid[1] * p->grid[2]);

	return blocks * (threads * classes_thread_work(k, p->body) + warps);
}

void
classes_stats_add(sim_stats *s, enum sim_space space, const sim_counts *c,
                  uint64_t weight)
{
	sim_stats one;

	memset(&one, 0, sizeof(one));
	sim_stats_add(&one, space, c);
	one.requests *= weight;
	one.lanes *= weight;
	one.sectors *= weight;
	one.ideal_sectors *= weight;
	one.useful_bytes *= weight;
	one.wavefronts *= weight;
	one.ideal_wavefronts *= weight;
	one.distinct *= weight;
	sim_stats_merge(s, &one);
}
