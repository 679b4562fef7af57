/*
 * ptxlift.c - a kernel's PTX read once as a program (ptxlift.h): every
 * register a symbolic value, an expression of threadIdx, blockIdx and
 * loop counters with the launch's sizes and the parameters folded in.
 *
 * The code is walked in order. A branch forward over a run of code is an
 * 'if' (with an 'else' where the run ends in a jump past a second one);
 * registers it sets are merged with a choice on its condition. A branch
 * to the kernel's exit, or a 'ret', takes the threads where it holds out
 * of everything after it. A branch back is a loop: its body is walked
 * once with each register it sets unknown, which tells the counters (a
 * register that comes back as itself plus a step, or shifted by a
 * constant) from the rest; then again with each counter an expression of
 * the pass's number, the loop's own variable. What a loop's condition
 * says of pass t + 1 at its branch back is what the pattern's loop says
 * at its head. A value loaded from an array whose 'contents' the pattern
 * declares is the element at its index, which the pattern printed
 * declares by name ('int v = idx[i]') where something uses it, so that
 * the loads it feeds wait for it there as in the kernel. Anything else (a
 * jump out of a loop, a loaded value the pattern does not give, an
 * instruction that is not followed) leaves what needs it unknown, with
 * the reason: an access whose address is unknown is not lifted, and says
 * why.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "lex.h"
#include "ptxlift.h"

/* X_LD: the value a load read where the pattern's 'contents' gives it,
   the element's index a, of the array of load group var (num: the
   load's line); a name in the pattern printed, where it declares the
   load ('int v = idx[...]'), so that the loads it feeds wait for it as
   the kernel's do */
enum { X_NUM, X_BI, X_VAR, X_UNK, X_OP, X_LD };

typedef struct lx lx;
struct lx {
	uint8_t k, op, bi;
	int var;
	int64_t num;
	const char *why;             /* X_UNK */
	uint32_t size;               /* the tree's nodes, saturating */
	const lx *a, *b, *c;
	/* an X_UNK that is the high half of the unsigned product hx * hm
	   of hbits (mul.hi): a division by a constant once shifted */
	const lx *hx;
	uint64_t hm;
	unsigned hbits;
	bool hsigned;                /* mul.hi.s: of a signed product */
	bool hpend;                  /* its m is over 2^(hbits-1): x is yet
	                                to be added (m - 2^hbits, then + x) */
	int64_t hshift;              /* shifted right so far (shr.s) */
};

#define LIFT_NODES (1 << 19)     /* nodes a lift makes at most */
#define LIFT_SIZE 900            /* nodes of one expression's tree: its
                                    height as printed stays within the
                                    language's (PAT_MAX_HEIGHT) */
#define LIFT_DEPTH 6             /* loops nested */
#define LIFT_TRIPS 65536         /* passes counted for a loop's end */
#define LIFT_EVALS (1 << 24)     /* nodes evaluated counting them, in all */
#define LIFT_INSNS (1 << 16)     /* the kernel's instructions at most */
#define LINMAX 16                /* terms of a linear form */

enum ikind { I_ACC, I_SYNC, I_WSYNC, I_FOR, I_END, I_NONE };

typedef struct item {
	enum ikind kind;
	int insn;                    /* I_ACC */
	const lx *addr, *guard, *value;
	const lx *own;               /* I_ACC: its own predicate (NULL:
	                                none), a term of guard */
	const lx *pred;              /* I_ACC: the conditions of the bodies
	                                around it that ptxas predicated,
	                                terms of guard (ptx_lift.penc) */
	const lx *ld;                /* I_ACC: the value it loads, where a
	                                declaration can say it (X_LD) */
	bool named;                  /* ld is declared: something uses it */
	int var;                     /* I_FOR, I_END */
	const lx *cond;              /* I_FOR */
	int64_t trips;               /* I_FOR: passes, -1: by thread */
} item;

struct ptx_lift {
	const ptx_kernel *k;
	struct arena *A;
	int64_t grid[3], block[3];
	const uint64_t *param;
	const ptx_lift_loads *loads;
	const lx **reg;
	int *loopend;                /* a loop's head: its branch back */
	int *stamp;                  /* registers marked, by loop */
	int nstamp;
	const lx *live;              /* the threads not returned */
	int depth, nvars;
	bool emit;
	size_t nodes;
	uint64_t evals;              /* nodes evaluated by passes() */
	const char *fail;            /* why nothing is lifted */
	item *it;
	size_t nit, cap;
	const lx *penc;              /* the conditions of the bodies the
	                                walk is in that ptxas predicated (a
	                                branch's skip): an access under
	                                them alone is issued by a warp of
	                                no lane passing (the pattern's
	                                'read X if c'), under any other
	                                jumped over ('if c { read X }') */
};

static const lx too_big = { X_UNK, 0, 0, 0, 0,
                            "the kernel is too large to lift", 1,
                            NULL, NULL, NULL, NULL, 0, 0, false, false, 0 };
static const lx too_long = { X_UNK, 0, 0, 0, 0,
                             "its expression is too long to lift", 1,
                             NULL, NULL, NULL, NULL, 0, 0, false, false, 0 };

/* ------------------------------------------------------ expressions */

static lx *
node(ptx_lift *l, int kind)
{
	lx *e;

	if (l->nodes >= LIFT_NODES)
		return NULL;
	l->nodes++;
	e = arena_alloc(l->A, sizeof(*e));
	memset(e, 0, sizeof(*e));
	e->k = (uint8_t)kind;
	e->size = 1;
	return e;
}

/* A leaf: a number, a builtin (threadIdx.x ...) or a variable. */
static const lx *
leaf(ptx_lift *l, int kind, int64_t v)
{
	lx *e = node(l, kind);

	if (e == NULL)
		return &too_big;
	if (kind == X_NUM)
		e->num = v;
	else if (kind == X_BI)
		e->bi = (uint8_t)v;
	else
		e->var = (int)v;
	return e;
}

static const lx *
num(ptx_lift *l, int64_t v)
{
	return leaf(l, X_NUM, v);
}

static const lx *
builtin(ptx_lift *l, enum pat_builtin b)
{
	return leaf(l, X_BI, b);
}

static const lx *
var(ptx_lift *l, int v)
{
	return leaf(l, X_VAR, v);
}

static const lx *
unknown(ptx_lift *l, const char *fmt, int line)
{
	lx *e = node(l, X_UNK);
	char buf[200];

	if (e == NULL)
		return &too_big;
	snprintf(buf, sizeof(buf), fmt, line);
	e->why = arena_strndup(l->A, buf, strlen(buf));
	return e;
}

/* The value of an instruction the lift does not follow, named by its
   operation ('shfl.sync.idx.b32') and its line. */
static const lx *
not_followed(ptx_lift *l, const ptx_insn *in)
{
	const char *op = in->text;
	char buf[160];
	lx *e;

	if (*op == '@')
		op += strcspn(op, " ") + (op[strcspn(op, " ")] != '\0');
	snprintf(buf, sizeof(buf), "a value of '%.*s' (line %d), which the "
	         "lift does not follow", (int)strcspn(op, " \t"), op, in->line);
	if ((e = node(l, X_UNK)) == NULL)
		return &too_big;
	e->why = arena_strndup(l->A, buf, strlen(buf));
	return e;
}

static bool
same(const lx *a, const lx *b)
{
	if (a == b)
		return true;
	if (a->k != b->k || a->size != b->size)
		return false;
	switch (a->k) {
	case X_NUM: return a->num == b->num;
	case X_BI: return a->bi == b->bi;
	case X_VAR: return a->var == b->var;
	case X_UNK: return false;
	case X_LD: return a->var == b->var && same(a->a, b->a);
	default:
		return a->op == b->op &&
		       (a->a == NULL) == (b->a == NULL) &&
		       (a->b == NULL) == (b->b == NULL) &&
		       (a->c == NULL) == (b->c == NULL) &&
		       (a->a == NULL || same(a->a, b->a)) &&
		       (a->b == NULL || same(a->b, b->b)) &&
		       (a->c == NULL || same(a->c, b->c));
	}
}

static bool
boolean(const lx *e)
{
	if (e->k == X_NUM)
		return e->num == 0 || e->num == 1;
	return e->k == X_OP && ((e->op >= E_LT && e->op <= E_LOR) ||
	                        e->op == E_LNOT);
}

static const lx *
make(ptx_lift *l, int op, const lx *a, const lx *b, const lx *c)
{
	uint64_t size = 1 + a->size + (b ? b->size : 0) + (c ? c->size : 0);
	lx *e;

	if (size > LIFT_SIZE)
		return &too_long;
	if ((e = node(l, X_OP)) == NULL)
		return &too_big;
	e->op = (uint8_t)op;
	e->a = a;
	e->b = b;
	e->c = c;
	e->size = (uint32_t)size;
	return e;
}

static const lx *
op2(ptx_lift *l, int op, const lx *a, const lx *b)
{
	int64_t r;

	if (a->k == X_UNK)
		return a;
	if (b->k == X_UNK)
		return b;
	if (a->k == X_NUM && b->k == X_NUM)
		return pat_apply((enum pat_eop)op, a->num, b->num, &r) == NULL
		       ? num(l, r)
		       : unknown(l, "a value out of range", 0);
	switch (op) {
	case E_ADD: case E_OR: case E_XOR:
		if (a->k == X_NUM && a->num == 0)
			return b;
		if (b->k == X_NUM && b->num == 0)
			return a;
		break;
	case E_SUB: case E_SHL: case E_SHR:
		if (b->k == X_NUM && b->num == 0)
			return a;
		if (op == E_SUB && same(a, b))
			return num(l, 0);
		break;
	case E_MUL:
		if ((a->k == X_NUM && a->num == 0) || (b->k == X_NUM && b->num == 0))
			return num(l, 0);
		if (a->k == X_NUM && a->num == 1)
			return b;
		if (b->k == X_NUM && b->num == 1)
			return a;
		break;
	case E_DIV:
		if (b->k == X_NUM && b->num == 1)
			return a;
		break;
	case E_LAND: case E_LOR: {
		const lx *n = a->k == X_NUM ? a : b->k == X_NUM ? b : NULL;
		const lx *o = n == a ? b : a;
		if (n == NULL)
			break;
		if ((op == E_LAND) == (n->num == 0))
			return num(l, op == E_LOR);
		if (boolean(o))
			return o;
		break;
	}
	default:
		break;
	}
	return make(l, op, a, b, NULL);
}

static const lx *
op1(ptx_lift *l, int op, const lx *a)
{
	if (a->k == X_UNK)
		return a;
	if (a->k == X_NUM) {         /* as the pattern's evaluator folds it */
		int64_t r;
		return pat_apply((enum pat_eop)op, a->num, 0, &r) == NULL
		       ? num(l, r) : unknown(l, "a value out of range", 0);
	}
	if (op == E_LNOT && a->k == X_OP && a->op == E_LNOT && boolean(a->a))
		return a->a;
	/* !(a < b) is a >= b, and so on: integers have no NaN */
	if (op == E_LNOT && a->k == X_OP && a->op >= E_LT && a->op <= E_NE) {
		static const int flip[] = { [E_LT] = E_GE, [E_LE] = E_GT,
		                            [E_GT] = E_LE, [E_GE] = E_LT,
		                            [E_EQ] = E_NE, [E_NE] = E_EQ };
		return op2(l, flip[a->op], a->a, a->b);
	}
	return make(l, op, a, NULL, NULL);
}

static const lx *
choose(ptx_lift *l, const lx *c, const lx *a, const lx *b)
{
	if (c->k == X_UNK)
		return c;
	if (c->k == X_NUM)
		return c->num ? a : b;
	if (same(a, b))
		return a;
	if (a->k == X_UNK)
		return a;
	if (b->k == X_UNK)
		return b;
	return make(l, E_COND, c, a, b);
}

/* The value element index of load group g's array holds (X_LD), for a
   load at line. */
static const lx *
element(ptx_lift *l, int g, const lx *index, int line)
{
	lx *e;

	if (index->k == X_UNK)
		return index;
	if (1 + index->size > LIFT_SIZE)
		return &too_long;
	if ((e = node(l, X_LD)) == NULL)
		return &too_big;
	e->var = g;
	e->a = index;
	e->num = line;
	e->size = 1 + index->size;
	return e;
}

/* e with variable v replaced by r */
static const lx *
subst(ptx_lift *l, const lx *e, int v, const lx *r)
{
	const lx *a, *b, *c;

	switch (e->k) {
	case X_VAR:
		return e->var == v ? r : e;
	case X_LD:                   /* the element of another index */
		a = subst(l, e->a, v, r);
		return a == e->a ? e : element(l, e->var, a, (int)e->num);
	case X_OP:
		a = subst(l, e->a, v, r);
		b = e->b ? subst(l, e->b, v, r) : NULL;
		c = e->c ? subst(l, e->c, v, r) : NULL;
		if (a == e->a && b == e->b && c == e->c)
			return e;
		if (e->op == E_COND)
			return choose(l, a, b, c);
		return b == NULL ? op1(l, e->op, a) : op2(l, e->op, a, b);
	default:
		return e;
	}
}

/* does e read a variable in [lo, hi), or a builtin (bi) */
static bool
reads(const lx *e, int lo, int hi, bool bi)
{
	switch (e->k) {
	case X_VAR: return e->var >= lo && e->var < hi;
	case X_BI: return bi;
	case X_LD: return bi || reads(e->a, lo, hi, bi);
	case X_OP:
		return reads(e->a, lo, hi, bi) ||
		       (e->b && reads(e->b, lo, hi, bi)) ||
		       (e->c && reads(e->c, lo, hi, bi));
	default: return false;
	}
}

/* e at variable v = t, where e reads no other variable or builtin */
static bool
eval_at(const lx *e, int v, int64_t t, int64_t *r)
{
	int64_t a, b;

	switch (e->k) {
	case X_NUM: *r = e->num; return true;
	case X_VAR: *r = t; return e->var == v;
	case X_OP:
		if (!eval_at(e->a, v, t, &a))
			return false;
		if (e->op == E_COND)
			return eval_at(a ? e->b : e->c, v, t, r);
		if ((e->op == E_LAND && !a) || (e->op == E_LOR && a)) {
			*r = e->op == E_LOR;     /* C's: the rest not read */
			return true;
		}
		if (e->b == NULL)
			return pat_apply((enum pat_eop)e->op, a, 0, r) == NULL;
		if (!eval_at(e->b, v, t, &b))
			return false;
		return pat_apply((enum pat_eop)e->op, a, b, r) == NULL;
	default:
		return false;
	}
}

/* ---------------------------------------------------- linear forms */

typedef struct lin {
	int n;
	bool ok;
	int64_t c0;
	const lx *atom[LINMAX];
	int64_t coef[LINMAX];
} lin;

static void
lin_add(lin *L, const lx *e, int64_t m)
{
	int64_t x;
	int i;

	if (!L->ok || m == 0)
		return;
	if (e->k == X_NUM) {
		if (__builtin_mul_overflow(e->num, m, &x) ||
		    __builtin_add_overflow(L->c0, x, &L->c0))
			L->ok = false;
		return;
	}
	if (e->k == X_OP) {
		switch (e->op) {
		case E_ADD: lin_add(L, e->a, m); lin_add(L, e->b, m); return;
		case E_SUB:
			lin_add(L, e->a, m);
			if (m == INT64_MIN) L->ok = false;
			else lin_add(L, e->b, -m);
			return;
		case E_NEG:
			if (m == INT64_MIN) L->ok = false;
			else lin_add(L, e->a, -m);
			return;
		case E_NOT:                  /* ~a is -a - 1 */
			if (m == INT64_MIN ||
			    __builtin_sub_overflow(L->c0, m, &L->c0))
				L->ok = false;
			else
				lin_add(L, e->a, -m);
			return;
		case E_MUL:
			if (e->a->k == X_NUM || e->b->k == X_NUM) {
				const lx *n = e->a->k == X_NUM ? e->a : e->b;
				if (__builtin_mul_overflow(m, n->num, &x)) {
					L->ok = false;
					return;
				}
				lin_add(L, n == e->a ? e->b : e->a, x);
				return;
			}
			break;
		case E_SHL:
			if (e->b->k == X_NUM && e->b->num >= 0 && e->b->num < 62) {
				if (__builtin_mul_overflow(m, (int64_t)1 << e->b->num,
				                           &x)) {
					L->ok = false;
					return;
				}
				lin_add(L, e->a, x);
				return;
			}
			break;
		default:
			break;
		}
	}
	for (i = 0; i < L->n; i++)
		if (same(L->atom[i], e)) {
			if (__builtin_add_overflow(L->coef[i], m, &L->coef[i]))
				L->ok = false;
			return;
		}
	if (L->n == LINMAX) {
		L->ok = false;
		return;
	}
	L->atom[L->n] = e;
	L->coef[L->n++] = m;
}

static lin
linear(const lx *e)
{
	lin L;

	memset(&L, 0, sizeof(L));
	L.ok = true;
	lin_add(&L, e, 1);
	return L;
}

/* Whether lin L (b's terms taken from a's) is 0: a and b one sum. */
static bool
lin_zero(const lin *L)
{
	if (!L->ok || L->c0 != 0)
		return false;
	for (int i = 0; i < L->n; i++)
		if (L->coef[i] != 0)
			return false;
	return true;
}

/* Whether a and b are one value: one tree, sums whose terms cancel, or
   one operation of such. */
static bool
equiv(const lx *a, const lx *b)
{
	lin L;

	if (same(a, b))
		return true;
	if (a->k == X_UNK || b->k == X_UNK)
		return false;
	L = linear(a);
	lin_add(&L, b, -1);
	if (lin_zero(&L))
		return true;
	if (a->k != b->k)
		return false;
	if (a->k == X_LD)
		return a->var == b->var && equiv(a->a, b->a);
	if (a->k != X_OP || a->op != b->op || (a->b == NULL) != (b->b == NULL) ||
	    (a->c == NULL) != (b->c == NULL))
		return false;
	return equiv(a->a, b->a) && (a->b == NULL || equiv(a->b, b->b)) &&
	       (a->c == NULL || equiv(a->c, b->c));
}

/* ---------------------------------------------------------- printing */

typedef struct sb {
	char *s;
	size_t n, cap;
} sb;

static void
put(sb *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void
put(sb *b, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if (b->n + (size_t)n + 1 > b->cap) {
		b->cap = (b->n + (size_t)n + 1) * 2;
		b->s = xrealloc(b->s, b->cap);
	}
	va_start(ap, fmt);
	vsnprintf(b->s + b->n, (size_t)n + 1, fmt, ap);
	va_end(ap);
	b->n += (size_t)n;
}

static const char *const bnames[] = {
	"threadIdx.x", "threadIdx.y", "threadIdx.z", "blockIdx.x",
	"blockIdx.y", "blockIdx.z"
};

/* an atom's rank in a sum: threads, blocks, loops, the rest */
static int
rank(const lx *e)
{
	return e->k == X_BI ? e->bi : e->k == X_VAR ? 16 + e->var : 1 << 30;
}

/* A loaded value (X_LD) the pattern declares, under its name. */
typedef struct held {
	const lx *v;
	const char *name;
	int blk, depth;              /* the if block and loop it is in */
} held;

/* How an expression prints: its variables by vn; its loaded values by
   the names in held (n of them), or with held NULL as ARRAY[INDEX]
   (-v's). */
typedef struct pctx {
	const ptx_lift *l;
	const char *const *vn;
	const held *held;
	int n;
	const lx *miss;              /* a loaded value no name held */
} pctx;

static void print(sb *b, const lx *e, pctx *pc, bool top);

static void
print_sum(sb *b, const lin *L, pctx *pc, bool top)
{
	int order[LINMAX], i, j, n = 0;
	bool first = true;

	for (i = 0; i < L->n; i++)
		if (L->coef[i] != 0)
			order[n++] = i;
	for (i = 1; i < n; i++)            /* a few: insertion */
		for (j = i; j > 0 && rank(L->atom[order[j]]) <
		                      rank(L->atom[order[j - 1]]); j--) {
			int t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	if (n == 0) {
		put(b, L->c0 < 0 && !top ? "(%" PRId64 ")" : "%" PRId64, L->c0);
		return;
	}
	if (!top && (n > 1 || L->c0 != 0 || L->coef[order[0]] != 1))
		put(b, "(");
	for (i = 0; i < n; i++) {
		int64_t c = L->coef[order[i]];
		uint64_t u = c < 0 ? 0 - (uint64_t)c : (uint64_t)c;
		if (first)
			put(b, c < 0 ? "-" : "");
		else
			put(b, c < 0 ? " - " : " + ");
		if (u != 1)
			put(b, "%" PRIu64 " * ", u);
		print(b, L->atom[order[i]], pc, false);
		first = false;
	}
	if (L->c0 != 0)
		put(b, L->c0 < 0 ? " - %" PRIu64 : " + %" PRIu64,
		    L->c0 < 0 ? 0 - (uint64_t)L->c0 : (uint64_t)L->c0);
	if (!top && (n > 1 || L->c0 != 0 || L->coef[order[0]] != 1))
		put(b, ")");
}

/* e in the pattern language; top: needs no parentheses of its own */
static void
print(sb *b, const lx *e, pctx *pc, bool top)
{
	lin L;

	switch (e->k) {
	case X_NUM:
		put(b, e->num < 0 && !top ? "(%" PRId64 ")" : "%" PRId64, e->num);
		return;
	case X_BI:
		put(b, "%s", bnames[e->bi]);
		return;
	case X_VAR:
		put(b, "%s", pc->vn[e->var]);
		return;
	case X_LD:
		if (pc->held == NULL) {
			put(b, "%s[", pc->l->loads->array[e->var]->name);
			print(b, e->a, pc, true);
			put(b, "]");
			return;
		}
		for (int i = pc->n - 1; i >= 0; i--)
			if (equiv(pc->held[i].v, e)) {
				put(b, "%s", pc->held[i].name);
				return;
			}
		if (pc->miss == NULL)
			pc->miss = e;
		put(b, "?");
		return;
	case X_UNK:
		put(b, "?");
		return;
	default:
		break;
	}
	switch (e->op) {
	case E_ADD: case E_SUB: case E_NEG: case E_NOT: case E_MUL: case E_SHL:
		L = linear(e);
		/* (a product of two unknowns is an atom of its own) */
		if (L.ok && !(L.n == 1 && L.c0 == 0 && L.coef[0] == 1 &&
		              L.atom[0] == e)) {
			print_sum(b, &L, pc, top);
			return;
		}
		break;
	default:
		break;
	}
	switch (e->op) {
	case E_NEG: case E_NOT: case E_LNOT:
		put(b, "%s", pat_eop_name((enum pat_eop)e->op));
		print(b, e->a, pc, false);
		return;
	case E_MIN: case E_MAX: case E_ABS:
		put(b, "%s(", pat_eop_name((enum pat_eop)e->op));
		print(b, e->a, pc, true);
		if (e->b != NULL) {
			put(b, ", ");
			print(b, e->b, pc, true);
		}
		put(b, ")");
		return;
	case E_COND:
		put(b, "(");
		print(b, e->a, pc, false);
		put(b, " ? ");
		print(b, e->b, pc, false);
		put(b, " : ");
		print(b, e->c, pc, false);
		put(b, ")");
		return;
	default:
		if (!top)
			put(b, "(");
		print(b, e->a, pc, false);
		put(b, " %s ", pat_eop_name((enum pat_eop)e->op));
		print(b, e->b, pc, false);
		if (!top)
			put(b, ")");
		return;
	}
}

/* ------------------------------------------------------ the walk */

static void
failed(ptx_lift *l, const char *fmt, int line)
{
	char buf[200];

	if (l->fail != NULL)
		return;
	snprintf(buf, sizeof(buf), fmt, line);
	l->fail = arena_strndup(l->A, buf, strlen(buf));
}

static item *
add_item(ptx_lift *l, enum ikind kind)
{
	item *t;

	if (l->nit == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 64;
		l->it = xrealloc(l->it, l->cap * sizeof(*l->it));
	}
	t = &l->it[l->nit++];
	memset(t, 0, sizeof(*t));
	t->kind = kind;
	t->insn = -1;
	return t;
}

static uint64_t
extend(uint64_t x, unsigned bits, int sign)
{
	if (bits >= 64 || bits == 0)
		return x;
	x &= ((uint64_t)1 << bits) - 1;
	if (sign && (x >> (bits - 1)) & 1)
		x |= ~(((uint64_t)1 << bits) - 1);
	return x;
}

/* the flat number of the thread in its block */
static const lx *
thread_number(ptx_lift *l)
{
	const lx *t = builtin(l, B_THREAD_Z);

	t = op2(l, E_ADD, op2(l, E_MUL, t, num(l, l->block[1])),
	        builtin(l, B_THREAD_Y));
	return op2(l, E_ADD, op2(l, E_MUL, t, num(l, l->block[0])),
	           builtin(l, B_THREAD_X));
}

static const lx *
operand(ptx_lift *l, const ptx_insn *in, const ptx_opnd *o, unsigned bits,
        int sign)
{
	const lx *v;
	int s;

	switch (o->kind) {
	case O_REG:
		v = l->reg[o->reg];
		return v != NULL ? v : unknown(l, "a register never set "
		                                  "(line %d)", in->line);
	case O_IMM:
		if (bits == 1)
			return num(l, o->imm != 0);
		/* a mask of 32 bits reads as C's int does (x & -16) */
		if (bits == 32 && (in->op == P_AND || in->op == P_OR ||
		                   in->op == P_XOR))
			sign = 1;
		return num(l, (int64_t)extend((uint64_t)o->imm, bits, sign));
	case O_SYM:
		return num(l, (int64_t)(l->k->vars[o->sym].addr + (uint64_t)o->imm));
	case O_SPECIAL:
		s = o->sym;
		if (s < SP_NTID)
			return builtin(l, (enum pat_builtin)(B_THREAD_X + s));
		if (s < SP_CTAID)
			return num(l, l->block[s - SP_NTID]);
		if (s < SP_NCTAID)
			return builtin(l, (enum pat_builtin)(B_BLOCK_X + s - SP_CTAID));
		if (s < SP_LANEID)
			return num(l, l->grid[s - SP_NCTAID]);
		if (s == SP_LANEID)
			return op2(l, E_MOD, thread_number(l), num(l, 32));
		return unknown(l, "a lane mask (line %d)", in->line);
	default:
		return unknown(l, "an operand not followed (line %d)", in->line);
	}
}

static bool
is_pred(const ptx_lift *l, const ptx_opnd *o)
{
	return o->kind == O_REG && l->k->regbits[o->reg] == 1;
}

/* the instruction's own guard, or NULL */
static const lx *
guard_of(ptx_lift *l, const ptx_insn *in)
{
	const lx *g;

	if (in->guard < 0)
		return NULL;
	g = l->reg[in->guard];
	if (g == NULL)
		g = unknown(l, "a predicate never set (line %d)", in->line);
	return in->neg_guard ? op1(l, E_LNOT, g) : g;
}

static void
set(ptx_lift *l, const ptx_opnd *o, const lx *v, const lx *g)
{
	if (o->kind != O_REG)
		return;
	if (g != NULL) {
		const lx *old = l->reg[o->reg];
		v = choose(l, g, v, old != NULL ? old : &too_big);
	}
	l->reg[o->reg] = v;
}

/* the registers an instruction writes: its destinations, and setp's or
   shfl's second (predicate) one */
static int
dests(const ptx_insn *in, int *r)
{
	int n = 0, i, first;

	switch (in->op) {
	case P_ST: case P_RED: case P_BRA: case P_RET: case P_BAR: case P_NOP:
		first = 0;
		break;
	case P_LD: case P_FLOAT:
		first = in->vec;
		break;
	case P_TEX:
		first = 4;
		break;
	default:
		first = 1;
		break;
	}
	for (i = 0; i < first && i < in->nops; i++)
		if (in->o[i].kind == O_REG)
			r[n++] = in->o[i].reg;
	if (in->nops > 0 && in->o[0].kind == O_REG && in->o[0].sym >= 0 &&
	    (in->op == P_SETP || in->op == P_SHFL))
		r[n++] = in->o[0].sym;
	return n;
}

static const int cmps[] = { E_EQ, E_NE, E_LT, E_LE, E_GT, E_GE,
                            E_LT, E_LE, E_GT, E_GE };

/* The d that an unsigned division x / d of bits compiles to as the high
   half of x * m shifted right by s, exactly for every x below 2^bits
   (0 ≤ m d - 2^(bits + s) ≤ 2^s, Granlund and Montgomery); 0: none. */
static int64_t
divisor(uint64_t m, unsigned bits, int64_t s)
{
	unsigned __int128 p, e;
	uint64_t d0, d;

	if (m == 0 || s < 0 || bits + (uint64_t)s > 126)
		return 0;
	p = (unsigned __int128)1 << (bits + s);
	d0 = (uint64_t)(p / m);
	for (d = d0 > 2 ? d0 : 2; d <= d0 + 1; d++) {
		e = (unsigned __int128)m * d;
		if (e >= p && e - p <= ((unsigned __int128)1 << s) &&
		    d <= INT64_MAX)
			return (int64_t)d;
	}
	return 0;
}

/* mul.hi of x by the number b: x / d where it is one already, else the
   unknown that a shift may make one */
static const lx *
high_half(ptx_lift *l, const ptx_insn *in, const lx *x, const lx *b)
{
	int64_t d;
	lx *e;

	if (x->k == X_UNK)
		return x;
	if (b->k != X_NUM || in->op != P_MUL ||
	    b->num == 0 || (in->sign && in->bits > 32 && b->num < 0))
		return unknown(l, "the high half of a product, as a division "
		                  "by a constant compiles (line %d)", in->line);
	if (!in->sign && (d = divisor((uint64_t)b->num & (in->bits < 64 ? ((uint64_t)1 <<
	                                                       in->bits) - 1
	                                                    : ~(uint64_t)0),
	                 in->bits, 0)) > 0)
		return op2(l, E_DIV, x, num(l, d));
	e = (lx *)unknown(l, "the high half of a product, as a division by "
	                     "a constant compiles (line %d)", in->line);
	if (e != &too_big) {
		e->hx = x;
		e->hm = (uint64_t)b->num;
		e->hbits = in->bits;
		e->hsigned = in->sign;
		if (in->sign && b->num < 0) {   /* m over 2^(bits-1) */
			e->hm = (uint64_t)b->num + ((uint64_t)1 << in->bits);
			e->hpend = true;
		}
	}
	return e;
}

/* A signed high half of x with x yet to add, plus x: the high half of
   the magic number over 2^(bits-1); NULL: not that. */
static const lx *
half_plus(ptx_lift *l, const ptx_insn *in, const lx *a, const lx *b)
{
	lx *e;

	if (a->hx == NULL || !a->hpend || a->hbits != in->bits ||
	    !same(a->hx, b))
		return NULL;
	e = (lx *)unknown(l, "the high half of a product, as a division by "
	                     "a constant compiles (line %d)", in->line);
	if (e != &too_big) {
		*e = *a;
		e->hpend = false;
	}
	return e;
}

/* Whether e is within [0, *hi] in every thread: the indices, numbers,
   and what sums, products by numbers, shifts and quotients make of
   them. */
static bool
bounded(const ptx_lift *l, const lx *e, uint64_t *hi)
{
	uint64_t a, b;

	switch (e->k) {
	case X_NUM:
		*hi = (uint64_t)e->num;
		return e->num >= 0;
	case X_BI:
		*hi = (uint64_t)(e->bi < B_BLOCK_X ? l->block[e->bi - B_THREAD_X]
		                                   : l->grid[e->bi - B_BLOCK_X]) - 1;
		return true;
	case X_OP:
		if (!bounded(l, e->a, &a))
			return false;
		if (e->op == E_SHR && e->b->k == X_NUM && e->b->num >= 0 &&
		    e->b->num < 64) {
			*hi = a >> e->b->num;
			return true;
		}
		if (e->b == NULL || !bounded(l, e->b, &b))
			return false;
		switch (e->op) {
		case E_ADD: return !__builtin_add_overflow(a, b, hi);
		case E_MUL: return !__builtin_mul_overflow(a, b, hi);
		case E_DIV: case E_MOD: *hi = a; return true;
		case E_AND: *hi = a < b ? a : b; return true;
		default: return false;
		}
	default:
		return false;
	}
}

/* Whether x * c, c a number of more than 32 bits (a hash's multiplier,
   0xff51afd7ed558ccd as an int64), may leave the int64 range that the
   pattern's arithmetic checks, where the PTX's 64-bit product wraps:
   unless x is within bounds that keep it in range. */
static bool
wraps(const ptx_lift *l, const lx *c, const lx *x)
{
	uint64_t m, hi;
	__int128 p;

	if (c->k != X_NUM)
		return false;
	m = c->num < 0 ? -(uint64_t)c->num : (uint64_t)c->num;
	if (m >> 32 == 0)
		return false;
	if (!bounded(l, x, &hi))
		return true;
	p = (__int128)hi * m;
	return p > INT64_MAX;
}

/* (x * m) >> s of bits, x * m a product that does not wrap (a wide
   one, mul.wide): x / d where m and s are a division's for every x the
   launch's indices make; NULL: not. */
static const lx *
wide_quotient(ptx_lift *l, const lx *a, int64_t s, unsigned bits)
{
	lin L = linear(a);
	int64_t g = 0, d;
	uint64_t hi;
	const lx *x;
	int i;
	unsigned n;

	if (!L.ok || L.c0 != 0 || L.n == 0 || s < 1 || s > 94 || bits > 64)
		return NULL;
	for (i = 0; i < L.n; i++) {
		int64_t c = L.coef[i] < 0 ? -L.coef[i] : L.coef[i], r;
		while (c != 0) {             /* g = gcd(g, c) */
			r = g % c;
			g = c;
			c = r;
		}
	}
	if (g < 2)
		return NULL;
	x = num(l, 0);
	for (i = 0; i < L.n; i++)
		x = op2(l, E_ADD, x, op2(l, E_MUL, num(l, L.coef[i] / g),
		                         L.atom[i]));
	/* the rule for x of n bits, the fewest that hold it, where x * m
	   does not wrap in the register */
	if (!bounded(l, x, &hi) || hi >> 32 != 0 ||
	    (unsigned __int128)hi * (uint64_t)g >> bits != 0)
		return NULL;
	for (n = 1; n < 32 && hi >> n != 0; n++)
		;
	if ((d = divisor((uint64_t)g, n, s - n)) == 0)
		return NULL;
	return op2(l, E_DIV, x, num(l, d));
}

/* A shift right of a high half a (high_half): x / d where it makes one
   (unsigned), the sign of x (a signed one's top bit, with m > 0), the
   high half shifted further (a signed one, shr.s); NULL: none of
   them. */
static const lx *
shifted_half(ptx_lift *l, const ptx_insn *in, const lx *a, int64_t s)
{
	int64_t d;
	lx *e;

	if (a->hx == NULL || a->hpend || a->hbits != in->bits || s < 0 ||
	    s >= 64)
		return NULL;
	if (!a->hsigned && !in->sign) {
		d = divisor(a->hm, in->bits, a->hshift + s);
		return d > 0 ? op2(l, E_DIV, a->hx, num(l, d)) : NULL;
	}
	if (!a->hsigned)
		return NULL;
	if (!in->sign && s == (int64_t)in->bits - 1)
		return op2(l, E_LT, a->hx, num(l, 0));
	if (!in->sign)
		return NULL;
	e = (lx *)unknown(l, "the high half of a product, as a division by "
	                     "a constant compiles (line %d)", in->line);
	if (e != &too_big) {
		*e = *a;
		e->hshift = a->hshift + s;
	}
	return e;
}

/* A signed high half plus x's sign (x < 0): the quotient x / d that C
   truncates, where the magic number is one; NULL: not. */
static const lx *
signed_quotient(ptx_lift *l, const ptx_insn *in, const lx *a, const lx *b)
{
	int64_t d;

	if (a->hx == NULL || !a->hsigned || a->hpend || a->hbits != in->bits ||
	    b->k != X_OP || b->op != E_LT || !same(b->a, a->hx) ||
	    b->b->k != X_NUM || b->b->num != 0)
		return NULL;
	d = divisor(a->hm, in->bits - 1, a->hshift + 1);
	return d > 0 ? op2(l, E_DIV, a->hx, num(l, d)) : NULL;
}

/* the value an integer operation computes, from its operands */
static const lx *
compute(ptx_lift *l, const ptx_insn *in)
{
	const unsigned bits = in->bits;
	const int sg = in->sign;
	const lx *a, *b, *c;
	const bool pred = is_pred(l, &in->o[0]);
	static const int bops[] = { [P_AND] = E_AND, [P_OR] = E_OR,
	                            [P_XOR] = E_XOR };

	if (in->flt || (in->op == P_CVT && in->sflt))
		return unknown(l, "a floating value (line %d)", in->line);
	a = in->nops > 1 ? operand(l, in, &in->o[1],
	                           in->op == P_CVT ? in->sbits : bits,
	                           in->op == P_CVT ? in->ssign : sg) : NULL;
	b = in->nops > 2 ? operand(l, in, &in->o[2], bits, sg) : NULL;
	c = in->nops > 3 ? operand(l, in, &in->o[3], bits, sg) : NULL;
	if (a == NULL)
		return unknown(l, "an instruction not followed (line %d)",
		               in->line);
	switch (in->op) {
	case P_MOV: case P_CVTA:
		return a;
	case P_CVT:
		/* a narrowing below 32 bits keeps the low bits */
		if (bits < 32 && bits < in->sbits)
			return sg ? unknown(l, "a narrowing to a signed type "
			                       "(line %d)", in->line)
			          : op2(l, E_AND, a, num(l, ((int64_t)1 << bits) - 1));
		return a;
	case P_ADD: case P_SUB: case P_MIN: case P_MAX:
		if (b == NULL || in->relu)
			break;
		if (in->op == P_ADD && (c = signed_quotient(l, in, a, b)) != NULL)
			return c;
		if (in->op == P_ADD && (c = signed_quotient(l, in, b, a)) != NULL)
			return c;
		if (in->op == P_ADD && (c = half_plus(l, in, a, b)) != NULL)
			return c;
		if (in->op == P_ADD && (c = half_plus(l, in, b, a)) != NULL)
			return c;
		return op2(l, in->op == P_ADD ? E_ADD : in->op == P_SUB ? E_SUB
		              : in->op == P_MIN ? E_MIN : E_MAX, a, b);
	case P_MUL: case P_MAD: case P_MUL24: case P_MAD24:
		if (b == NULL || in->hi)
			return b != NULL ? high_half(l, in, a, b)
			       : unknown(l, "an instruction not followed "
			                    "(line %d)", in->line);
		if (in->bits == 64 && (wraps(l, a, b) || wraps(l, b, a)))
			return unknown(l, "a 64-bit product that may wrap around "
			                  "(line %d), which the pattern's integers "
			                  "refuse", in->line);
		a = op2(l, E_MUL, a, b);
		if (in->op == P_MAD || in->op == P_MAD24)
			return c != NULL ? op2(l, E_ADD, a, c) : &too_big;
		return a;
	case P_DIV: case P_REM:
		if (b == NULL)
			break;
		return op2(l, in->op == P_DIV ? E_DIV : E_MOD, a, b);
	case P_SHL: case P_SHR:
		if (b == NULL)
			break;
		/* the high half of x * m, shifted: x / d */
		if (in->op == P_SHR && b->k == X_NUM &&
		    (c = shifted_half(l, in, a, b->num)) != NULL)
			return c;
		if (in->op == P_SHR && !in->sign && b->k == X_NUM &&
		    (c = wide_quotient(l, a, b->num, bits)) != NULL)
			return c;
		return op2(l, in->op == P_SHL ? E_SHL : E_SHR, a, b);
	case P_AND: case P_OR: case P_XOR:
		if (b == NULL)
			break;
		if (pred)
			return op2(l, in->op == P_AND ? E_LAND : in->op == P_OR
			              ? E_LOR : E_NE, a, b);
		return op2(l, bops[in->op], a, b);
	case P_NOT:
		return op1(l, pred ? E_LNOT : E_NOT, a);
	case P_NEG:
		return op1(l, E_NEG, a);
	case P_ABS:
		return op1(l, E_ABS, a);
	case P_SETP:
		if (b == NULL || in->cmp >= sizeof(cmps) / sizeof(cmps[0]))
			break;
		return op2(l, cmps[in->cmp], a, b);
	case P_SELP:
		if (c == NULL)
			break;
		return choose(l, c, a, b);
	case P_SLCT:
		if (c == NULL)
			break;
		return choose(l, op2(l, E_GE, c, num(l, 0)), a, b);
	default:
		break;
	}
	return unknown(l, "an instruction not followed (line %d)", in->line);
}

/* a memory instruction: its access, where the walk keeps them; its
   item, or -1 */
static long
memory(ptx_lift *l, const ptx_insn *in, const lx *path)
{
	const ptx_opnd *ao = in->op == P_LD ? &in->o[in->vec]
	                     : in->op == P_ATOM ? &in->o[1] : &in->o[0];
	const lx *addr, *g = guard_of(l, in);
	item *t;

	if (in->merged || !l->emit)
		return -1;
	if (in->space == PS_LOCAL)
		addr = unknown(l, "the thread's stack (local memory, line %d)",
		               in->line);
	else if (in->space == PS_GENERIC)
		addr = unknown(l, "a generic address (line %d)", in->line);
	else if (ao->kind != O_ADDR)
		addr = unknown(l, "an address not followed (line %d)", in->line);
	else if (ao->reg >= 0)
		addr = op2(l, E_ADD, operand(l, in, &(ptx_opnd){ O_REG, ao->reg,
		                                               -1, 0 }, 64, 0),
		           num(l, ao->imm));
	else
		addr = num(l, (int64_t)((ao->sym >= 0 ? l->k->vars[ao->sym].addr
		                                      : 0) + (uint64_t)ao->imm));
	t = add_item(l, I_ACC);
	t->insn = (int)(in - l->k->insns);
	t->addr = addr;
	t->guard = op2(l, E_LAND, path, l->live);
	t->own = g;
	t->pred = l->penc;
	if (g != NULL)
		t->guard = op2(l, E_LAND, t->guard, g);
	if ((in->op == P_ATOM || in->op == P_RED) &&
	    in->nops > (in->op == P_ATOM ? 2 : 1))
		t->value = operand(l, in, &in->o[in->op == P_ATOM ? 2 : 1],
		                   in->bits, in->sign);
	return (long)(t - l->it);
}

static const lx *index_of(ptx_lift *l, const lx *e, uint64_t size);

/* Contents expression e (its 'iota' the variable of slot) at element x,
   in the lift's terms: numbers, x and operators. */
static const lx *
from_contents(ptx_lift *l, const pat_expr *e, int slot, const lx *x)
{
	const lx *a, *b;

	switch (e->op) {
	case E_NUM:
		return num(l, e->num);
	case E_VAR:
		return e->slot == slot ? x : &too_big;
	case E_COND:
		return choose(l, from_contents(l, e->a, slot, x),
		              from_contents(l, e->b, slot, x),
		              from_contents(l, e->c, slot, x));
	default:
		break;
	}
	if (e->a == NULL)
		return &too_big;
	a = from_contents(l, e->a, slot, x);
	if (e->b == NULL)
		return op1(l, e->op, a);
	b = from_contents(l, e->b, slot, x);
	return op2(l, e->op, a, b);
}

/* contents f at element x */
static const lx *
contents_at(ptx_lift *l, const pat_contents *f, const lx *x)
{
	if (f->fill == FILL_VALUE)
		return num(l, f->value);
	if (f->fill == FILL_IOTA)
		return x;
	return from_contents(l, f->expr, f->slot, x);
}

/*
 * The i-th value a load reads, where the pattern's 'contents' says it
 * (else unknown): a number where every element holds it (0 of any
 * array; not a global integer's); of a global integer array, read whole
 * and alone, the element itself (X_LD), which the pattern declares, so
 * that what it feeds waits for the load as the kernel's code does; of a
 * shared or constant one, whose values come with no wait, the contents
 * at the element's index. The load's item is at it (-1: none).
 */
static const lx *
loaded(ptx_lift *l, const ptx_insn *in, int i, long it)
{
	const ptx_lift_loads *ld = l->loads;
	const pat_contents *f;
	const pat_array *a;
	const ptx_opnd *ao = &in->o[in->vec];
	const lx *addr, *idx, *v;
	const char *why = NULL;
	bool whole, waits;
	int64_t at;
	lin L;

	if (in->op != P_LD || ld == NULL || in->group < 0 ||
	    in->group >= ld->n || (f = ld->fill[in->group]) == NULL ||
	    (a = ld->array[in->group]) == NULL || ao->kind != O_ADDR)
		return unknown(l, "the value loaded at line %d", in->line);
	/* a whole integer element of 4 or 8 bytes, as loaded */
	whole = (a->type->kind == PT_INT || a->type->kind == PT_UINT ||
	         a->type->kind == PT_LONG || a->type->kind == PT_ULONG) &&
	        in->bits / 8 == a->type->size;
	/* as the interpreter's rounds: a load of shared or constant memory
	   is no wait */
	waits = in->space != PS_SHARED && in->space != PS_CONST;
	if (f->fill == FILL_VALUE && (f->value == 0 || f->array == NULL) &&
	    !(whole && waits && f->array != NULL))
		return num(l, f->value);
	if (!whole)
		return unknown(l, "the value loaded at line %d, not a whole "
		                  "integer element of its array", in->line);
	addr = ao->reg >= 0 ? op2(l, E_ADD, operand(l, in, &(ptx_opnd){
	                                     O_REG, ao->reg, -1, 0 }, 64, 0),
	                          num(l, ao->imm))
	       : num(l, (int64_t)((ao->sym >= 0 ? l->k->vars[ao->sym].addr : 0)
	                          + (uint64_t)ao->imm));
	addr = op2(l, E_ADD, addr, num(l, (int64_t)(i * a->type->size -
	                                            a->base)));
	if (addr->k == X_UNK)
		return addr;
	L = linear(addr);
	if (!L.ok || L.c0 % (int64_t)a->type->size != 0)
		return unknown(l, "the value loaded at line %d, at an address "
		                  "not of whole elements", in->line);
	for (at = 0; at < L.n; at++)
		if (L.coef[at] % (int64_t)a->type->size != 0)
			return unknown(l, "the value loaded at line %d, at an "
			                  "address not of whole elements", in->line);
	idx = index_of(l, addr, a->type->size);
	if (!waits)
		return contents_at(l, f, idx);
	v = element(l, in->group, idx, in->line);
	if (v->k != X_LD)
		return v;
	/* what a declaration 'int v = a[i]' says: one element, read as
	   'read' reads it; else the value is known, and not declared */
	if (in->vec > 1 || in->merged || in->merge_bytes > in->bits / 8)
		why = "the value loaded at line %d, one of several elements a "
		      "load reads at once, which a pattern's declaration does "
		      "not read";
	else if (it >= 0)
		l->it[it].ld = v;
	if (why != NULL) {
		char buf[200];
		snprintf(buf, sizeof(buf), why, in->line);
		((lx *)v)->why = arena_strndup(l->A, buf, strlen(buf));
	}
	return v;
}

static bool
is_exit(const ptx_lift *l, int t)
{
	return t >= l->k->ninsns ||
	       (l->k->insns[t].op == P_RET && l->k->insns[t].guard < 0);
}

static int region(ptx_lift *l, int pc, int hi, const lx *path, bool head);

/* a copy of the registers, or NULL (malloc'd) */
static const lx **
keep(const ptx_lift *l)
{
	size_t n = (size_t)l->k->nregs + 1;
	const lx **s = xcalloc(n, sizeof(*s));

	memcpy(s, l->reg, n * sizeof(*s));
	return s;
}

/* registers after an if: the run's where c held, the other's elsewhere */
static void
merge(ptx_lift *l, const lx *c, const lx **other)
{
	for (int r = 0; r <= l->k->nregs; r++)
		if (l->reg[r] != other[r]) {
			const lx *a = l->reg[r], *b = other[r];
			l->reg[r] = choose(l, c, a != NULL ? a : &too_big,
			                   b != NULL ? b : &too_big);
		}
}

/* The walk of the body [pc, hi) under path && c that the branch at br
   jumps over (region), with c among the conditions of the bodies ptxas
   predicated (l->penc) where it made predicates of this one. */
static int
body(ptx_lift *l, int br, int pc, int hi, const lx *path, const lx *c)
{
	const lx *was = l->penc;
	int rc;

	if (l->k->sass && l->k->insns[br].skip > 0)
		l->penc = op2(l, E_LAND, was, c);
	rc = region(l, pc, hi, op2(l, E_LAND, path, c), true);
	l->penc = was;
	return rc;
}

/* a branch forward at pc to t: an if, or an if and an else; returns
   where the walk goes on, -1 where it fails */
static int
branch(ptx_lift *l, int pc, int t, int hi, const lx *path, const lx *g)
{
	const ptx_insn *j = &l->k->insns[t - 1];
	const lx *ng = op1(l, E_LNOT, g), **before, **then;
	int m = j->op == P_BRA && j->nops > 0 ? (int)j->o[0].imm : -1;

	before = keep(l);
	if (t - 1 > pc && j->op == P_BRA && j->guard < 0 && m > t && m <= hi &&
	    l->loopend[t - 1] < 0) {
		/* if (!g) { pc+1 .. t-1 } else { t .. m } */
		if (body(l, pc, pc + 1, t - 1, path, ng) != 0)
			goto fail;
		then = keep(l);
		memcpy(l->reg, before, ((size_t)l->k->nregs + 1) * sizeof(*before));
		if (body(l, t - 1, t, m, path, g) != 0) {
			free(then);
			goto fail;
		}
		merge(l, g, then);
		free(then);
		free(before);
		return m;
	}
	if (body(l, pc, pc + 1, t, path, ng) != 0)
		goto fail;
	merge(l, ng, before);
	free(before);
	return t;
fail:
	free(before);
	return -1;
}

/* A branch or a return at *pc, under path and its own guard g: moves *pc
   on and returns 0, or 1 where the rest of the run is left (every
   thread returned), -1 where the walk fails. */
static int
jump(ptx_lift *l, int *pc, int hi, const lx *path, const lx *g)
{
	const ptx_insn *in = &l->k->insns[*pc];
	int t = in->op == P_RET ? l->k->ninsns
	        : in->nops > 0 ? (int)in->o[0].imm : -1;

	if (t <= *pc) {
		failed(l, "a branch back that is not a loop's (line %d)",
		       in->line);
		return -1;
	}
	/* '@p bra T; bra E; T: ...': the branch taken is the fall through,
	   the jump past it is '@!p bra E' */
	if (g != NULL && t == *pc + 2 && l->loopend[*pc + 1] < 0 &&
	    in[1].op == P_BRA && in[1].guard < 0 && in[1].nops > 0 &&
	    in[1].o[0].imm > t) {
		(*pc)++;
		in++;
		t = (int)in->o[0].imm;
		g = op1(l, E_LNOT, g);
	}
	if (t == *pc + 1) {          /* an inlined call's return, say */
		(*pc)++;
		return 0;
	}
	if (is_exit(l, t)) {
		if (l->depth > 0) {
			failed(l, "a return inside a loop (line %d)", in->line);
			return -1;
		}
		l->live = op2(l, E_LAND, l->live,
		              op1(l, E_LNOT, g != NULL ? op2(l, E_LAND, path, g)
		                                       : path));
		(*pc)++;
		return g == NULL ? 1 : 0;
	}
	if (t > hi || g == NULL) {
		failed(l, "a jump that is not an if's (a break, a goto; line %d)",
		       in->line);
		return -1;
	}
	*pc = branch(l, *pc, t, hi, path, g);
	return *pc < 0 ? -1 : 0;
}

/* A barrier: the pattern's 'sync' where every thread reaches it,
   __syncwarp() under its path; 0, or -1 where it fails. */
static int
barrier(ptx_lift *l, const ptx_insn *in, const lx *path, const lx *g)
{
	item *t;

	if (strncmp(in->text, "bar.arrive", 10) == 0 ||
	    strncmp(in->text, "barrier.arrive", 14) == 0)
		return 0;            /* (an arrive orders nothing here) */
	if (strncmp(in->text, "bar.warp", 8) == 0) {
		if (l->emit) {       /* the lanes of its path */
			t = add_item(l, I_WSYNC);
			t->guard = g != NULL ? op2(l, E_LAND, path, g) : path;
		}
		return 0;
	}
	/* a barrier some threads skip: not the pattern's 'sync', which
	   every thread reaches */
	if (g != NULL || path->k != X_NUM) {
		failed(l, "a barrier under a condition (line %d)", in->line);
		return -1;
	}
	if (l->emit && path->num != 0)
		add_item(l, I_SYNC);
	return 0;
}

static int loop(ptx_lift *l, int h, int j, const lx *path);

/* Walk instructions [pc, hi) under path (the threads that run them);
   head: pc may start a loop. Returns 0, or -1 once l->fail is set. */
static int
region(ptx_lift *l, int pc, int hi, const lx *path, bool head)
{
	const ptx_kernel *k = l->k;
	int r[8], n, i;

	while (pc < hi && l->fail == NULL) {
		const ptx_insn *in = &k->insns[pc];
		const lx *g, *v;

		if (head && l->loopend[pc] >= 0) {
			if (l->loopend[pc] >= hi) {
				failed(l, "a loop that leaves the block around it "
				          "(line %d)", in->line);
				return -1;
			}
			if (loop(l, pc, l->loopend[pc], path) != 0)
				return -1;
			pc = l->loopend[pc] + 1;
			continue;
		}
		head = true;
		g = guard_of(l, in);
		switch (in->op) {
		case P_NOP:
			break;
		case P_BRA: case P_RET:
			n = jump(l, &pc, hi, path, g);
			if (n != 0)
				return n > 0 ? 0 : -1;
			continue;
		case P_BAR:
			if (barrier(l, in, path, g) != 0)
				return -1;
			break;
		case P_LD: case P_ST: case P_ATOM: case P_RED: {
			long it = memory(l, in, path);
			n = dests(in, r);
			for (i = 0; i < n; i++)
				set(l, &(ptx_opnd){ O_REG, r[i], -1, 0 },
				    loaded(l, in, i, it), g);
			break;
		}
		case P_LDPARAM: {
			const ptx_opnd *a = &in->o[1];
			uint64_t x;
			if (in->nops != 2 || a->kind != O_PARAM || a->imm != 0) {
				failed(l, "a parameter read in parts (line %d)",
				       in->line);
				return -1;
			}
			x = l->param[a->sym];
			/* a 32-bit integer is C's int far more often than
			   not: read signed, as the code that compares it */
			v = num(l, (int64_t)extend(x, in->bits, in->bits <= 32));
			set(l, &in->o[0], v, g);
			break;
		}
		case P_TEX:
			failed(l, "a texture fetch (line %d)", in->line);
			return -1;
		case P_CALL: case P_UNSUPPORTED:
			failed(l, "an instruction the interpreter does not run "
			          "(line %d)", in->line);
			return -1;
		case P_MOV: case P_CVTA: case P_CVT: case P_ADD: case P_SUB:
		case P_MUL: case P_MAD: case P_MUL24: case P_MAD24: case P_DIV:
		case P_REM: case P_SHL: case P_SHR: case P_AND: case P_OR:
		case P_XOR: case P_NOT: case P_NEG: case P_ABS: case P_MIN:
		case P_MAX: case P_SETP: case P_SELP: case P_SLCT:
			v = compute(l, in);
			set(l, &in->o[0], v, g);
			if (in->op == P_SETP && in->o[0].sym >= 0)
				set(l, &(ptx_opnd){ O_REG, in->o[0].sym, -1, 0 },
				    op1(l, E_LNOT, v), g);
			break;
		default:
			n = dests(in, r);
			for (i = 0; i < n; i++)
				set(l, &(ptx_opnd){ O_REG, r[i], -1, 0 },
				    not_followed(l, in), NULL);
			break;
		}
		pc++;
	}
	return l->fail != NULL ? -1 : 0;
}

/* A register a loop sets: how it moves from pass to pass. */
enum { K_OTHER, K_STEP, K_SHL, K_SHR, K_FLIP, K_XOR, K_SAME, K_NEXT };

typedef struct lreg {
	int reg, kind;
	const lx *entry, *end;       /* before the loop; after a pass of
	                                the first walk (of the unknowns) */
	const lx *step;              /* K_STEP: added; K_SHL, K_SHR: bits */
	const lx *val;               /* at pass t, the second walk's */
} lreg;

/* One walk of the body [h, j] under path: its condition to run pass t
   + 1 (at the branch back j) or pass t (the test at exitbr >= 0). */
static const lx *
walk(ptx_lift *l, int h, int j, int exitbr, const lx *path)
{
	const lx *c;

	if (exitbr < 0) {
		if (region(l, h, j, path, false) != 0)
			return NULL;
		return guard_of(l, &l->k->insns[j]);
	}
	if (region(l, h, exitbr, path, false) != 0)
		return NULL;
	c = op1(l, E_LNOT, guard_of(l, &l->k->insns[exitbr]));
	if (region(l, exitbr + 1, j, path, true) != 0)
		return NULL;
	return c;
}

/* The loop's test where it is at its head (a while loop the compiler
   did not turn): the branch out, before any load or store; -1 where the
   branch back tests (-2: neither, failed). */
static int
top_test(ptx_lift *l, int h, int j)
{
	const ptx_insn *in;
	int i;

	if (l->k->insns[j].guard >= 0)
		return -1;
	for (i = h; i < j; i++) {
		in = &l->k->insns[i];
		if (in->op == P_BRA)
			break;
		if (in->op == P_LD || in->op == P_ST || in->op == P_ATOM ||
		    in->op == P_RED || in->op == P_BAR || in->op == P_RET)
			i = j;
	}
	if (i >= j || in->guard < 0 || in->o[0].imm != j + 1) {
		failed(l, "a loop whose test the lift does not find (line %d)",
		       l->k->insns[h].line);
		return -2;
	}
	return i;
}

/* a register that is a function of the pass's number alone */
static bool
counter(int kind)
{
	return kind == K_STEP || kind == K_SHL || kind == K_SHR ||
	       kind == K_FLIP || kind == K_XOR;
}

/* Each register of lr after the first walk: how it moves (K_*). */
static void
classify(ptx_lift *l, lreg *lr, int n, int p0)
{
	int i, s;

	for (i = 0; i < n; i++) {
		const lx *e = lr[i].end;
		lin L;
		lr[i].kind = K_OTHER;
		if (!reads(e, p0, p0 + n, false)) {
			lr[i].kind = K_SAME;
			continue;
		}
		L = linear(e);
		if (L.ok) {
			const lx *st = subst(l, e, p0 + i, num(l, 0));
			int64_t c = 0;
			for (s = 0; s < L.n; s++)
				if (L.atom[s]->k == X_VAR && L.atom[s]->var == p0 + i)
					c = L.coef[s];
			if ((c == 1 || c == -1) && st->k != X_UNK &&
			    !reads(st, p0, p0 + n, false)) {
				/* r + step, or step - r (a buffer's 1 - b) */
				lr[i].kind = c == 1 ? K_STEP : K_FLIP;
				lr[i].step = st;
				continue;
			}
		}
		if (e->k == X_OP && e->op == E_XOR && e->a->k == X_VAR &&
		    e->a->var == p0 + i && e->b->k == X_NUM) {
			lr[i].kind = K_XOR;      /* b ^= 1 */
			lr[i].step = e->b;
			continue;
		}
		if (e->k == X_OP && (e->op == E_SHL || e->op == E_SHR) &&
		    e->a->k == X_VAR && e->a->var == p0 + i &&
		    e->b->k == X_NUM && e->b->num > 0 && e->b->num < 64) {
			lr[i].kind = e->op == E_SHL ? K_SHL : K_SHR;
			lr[i].step = e->b;
		}
	}
	/* a value of the counters' previous pass (the next address, made
	   at the bottom of a pass) */
	for (i = 0; i < n; i++) {
		bool ok = lr[i].kind == K_OTHER;
		for (s = 0; s < n && ok; s++)
			if (!counter(lr[s].kind) && reads(lr[i].end, p0 + s,
			                                 p0 + s + 1, false))
				ok = false;
		if (ok)
			lr[i].kind = K_NEXT;
	}
}

/* register i of lr at pass t (an expression of variable tv) */
static const lx *
at_pass(ptx_lift *l, const lreg *lr, int n, int i, int p0, const lx *t,
        int line)
{
	const lx *e = lr[i].entry != NULL ? lr[i].entry : &too_big;
	const lx *first, *x;
	int s;

	switch (lr[i].kind) {
	case K_STEP:
		return op2(l, E_ADD, e, op2(l, E_MUL, lr[i].step, t));
	case K_SHL: case K_SHR:
		return op2(l, lr[i].kind == K_SHL ? E_SHL : E_SHR, e,
		           op2(l, E_MUL, lr[i].step, t));
	case K_FLIP: case K_XOR:
		/* back where it began every second pass */
		return choose(l, op2(l, E_EQ, op2(l, E_AND, t, num(l, 1)),
		                     num(l, 0)), e,
		              op2(l, lr[i].kind == K_FLIP ? E_SUB : E_XOR,
		                  lr[i].kind == K_FLIP ? lr[i].step : e,
		                  lr[i].kind == K_FLIP ? e : lr[i].step));
	case K_SAME: case K_NEXT:
		first = op2(l, E_EQ, t, num(l, 0));
		x = lr[i].end;
		if (lr[i].kind == K_NEXT) {
			const lx *prev = op2(l, E_SUB, t, num(l, 1));
			for (s = 0; s < n; s++)
				if (reads(x, p0 + s, p0 + s + 1, false))
					x = subst(l, x, p0 + s,
					          at_pass(l, lr, n, s, p0, prev, line));
		}
		return choose(l, first, e, x);
	default:
		return unknown(l, "a value that changes from pass to pass "
		                  "in a way the lift does not follow (the loop "
		                  "at line %d)", line);
	}
}

/* the passes the loop makes (its condition cond of variable tv alone),
   -1 where they differ by thread or are too many to count */
static int64_t
passes(ptx_lift *l, const lx *cond, int tv)
{
	int64_t t, v;

	if (reads(cond, 0, tv, true) || reads(cond, tv + 1, INT32_MAX, false))
		return -1;
	for (t = 0; t < LIFT_TRIPS; t++)
		if ((l->evals += cond->size) > LIFT_EVALS ||
		    !eval_at(cond, tv, t, &v))
			return -1;
		else if (!v)
			return t;
	return -1;
}

/* The passes of a loop whose count differs by thread, as an expression
   of the thread: d, its condition to go on at pass t (to run pass t + 1
   where bottom, the test at its branch back), of the form
   A t + B != 0 (a counter down to 0, A = -1 or 1) or A t + B < 0 (a
   counter up to a bound, A > 0, and the comparisons that are one of
   those); NULL where it has another. */
static const lx *
trips_of(ptx_lift *l, const lx *d, int tv, bool bottom)
{
	const lx *x, *tz, *B, *n;
	int op, i;
	bool flip = false;
	int64_t A = 0;
	lin L;

	if (d->k == X_OP && d->op == E_LNOT && d->a->k == X_OP) {
		flip = true;
		d = d->a;
	}
	if (d->k != X_OP || d->op < E_LT || d->op > E_NE)
		return NULL;
	op = d->op;
	if (flip)                   /* !(a < b) is b <= a, ... */
		op = op == E_LT ? E_GE : op == E_LE ? E_GT : op == E_GT ? E_LE
		     : op == E_GE ? E_LT : op == E_EQ ? E_NE : E_EQ;
	if (op == E_EQ)
		return NULL;
	/* x: A t + B, which the loop keeps below 0 (or away from it) */
	x = op == E_GT || op == E_GE ? op2(l, E_SUB, d->b, d->a)
	                             : op2(l, E_SUB, d->a, d->b);
	if (op == E_LE || op == E_GE)
		x = op2(l, E_SUB, x, num(l, 1));
	L = linear(x);
	if (!L.ok)
		return NULL;
	for (i = 0; i < L.n; i++)
		if (L.atom[i]->k == X_VAR && L.atom[i]->var == tv)
			A = L.coef[i];
	tz = subst(l, x, tv, num(l, 0));
	if (A == 0 || tz->k == X_UNK || reads(tz, tv, tv + 1, false))
		return NULL;
	B = tz;
	if (op == E_NE) {
		if (A != 1 && A != -1)
			return NULL;
		n = A == -1 ? B : op1(l, E_NEG, B);   /* the t where it is 0 */
	} else {
		if (A < 0)
			return NULL;
		n = op2(l, E_MAX, op2(l, E_DIV, op2(l, E_ADD, op1(l, E_NEG, B),
		                                    num(l, A - 1)),
		                      num(l, A)), num(l, 0));
	}
	return bottom ? op2(l, E_ADD, n, num(l, 1)) : n;
}

/*
 * The loop of head h and branch back j, reached under path: two walks
 * of its body, the item of its loop around the second's accesses, and
 * the registers it sets as they leave it. Longer than 100 lines: the
 * two walks, what the first says of each register and what the second
 * makes of it, in order.
 */
static int
loop(ptx_lift *l, int h, int j, const lx *path)
{
	const ptx_kernel *k = l->k;
	const int line = k->insns[h].line;
	int exitbr, n = 0, i, p0, tv, r[8], nd;
	size_t fi = 0, m;
	lreg *lr;
	const lx *c1, *c2, *t, *cond, *tn;
	const bool emit = l->emit;
	int64_t trips;

	if (l->depth >= LIFT_DEPTH) {
		failed(l, "loops nested too deep (line %d)", line);
		return -1;
	}
	if ((exitbr = top_test(l, h, j)) == -2)
		return -1;
	l->nstamp++;
	lr = xcalloc((size_t)k->nregs + 1, sizeof(*lr));
	for (i = h; i <= j; i++) {
		nd = dests(&k->insns[i], r);
		for (int d = 0; d < nd; d++)
			if (l->stamp[r[d]] != l->nstamp) {
				l->stamp[r[d]] = l->nstamp;
				lr[n].reg = r[d];
				lr[n++].entry = l->reg[r[d]];
			}
	}
	/* the first walk: what each register becomes in a pass */
	p0 = l->nvars;
	l->nvars += n;
	for (i = 0; i < n; i++)
		l->reg[lr[i].reg] = var(l, p0 + i);
	l->emit = false;
	l->depth++;
	c1 = walk(l, h, j, exitbr, path);
	l->depth--;
	l->emit = emit;
	if (c1 == NULL)
		goto fail;
	for (i = 0; i < n; i++)
		lr[i].end = l->reg[lr[i].reg] != NULL ? l->reg[lr[i].reg]
		                                      : &too_big;
	classify(l, lr, n, p0);
	/* the second: each register at pass t */
	tv = l->nvars++;
	t = var(l, tv);
	for (i = 0; i < n; i++)
		lr[i].val = at_pass(l, lr, n, i, p0, t, line);
	for (i = 0; i < n; i++)
		l->reg[lr[i].reg] = lr[i].val;
	if (emit) {
		fi = l->nit;
		add_item(l, I_FOR)->var = tv;
	}
	l->depth++;
	c2 = walk(l, h, j, exitbr, path);
	l->depth--;
	if (c2 == NULL)
		goto fail;
	cond = exitbr >= 0 ? c2
	       : op2(l, E_LOR, op2(l, E_EQ, t, num(l, 0)),
	             subst(l, c2, tv, op2(l, E_SUB, t, num(l, 1))));
	cond = op2(l, E_LAND, path, cond);
	trips = cond->k == X_UNK ? -1 : passes(l, cond, tv);
	if (emit) {
		l->it[fi].cond = cond;
		l->it[fi].trips = trips;
		add_item(l, I_END)->var = tv;
		/* an unknown end: no access in it is a pattern's */
		if (cond->k == X_UNK)
			for (m = fi + 1; m < l->nit; m++)
				if (l->it[m].kind == I_ACC)
					l->it[m].addr = unknown(l, "the loop at line %d "
					                        "ends on a value the lift "
					                        "does not know", line);
	}
	/* the registers as the loop leaves them: its counters at the
	   passes it made, where they are known (by thread or not) */
	tn = trips >= 0 ? num(l, trips) : trips_of(l, c2, tv, exitbr < 0);
	for (i = 0; i < n; i++) {
		const lx *v;
		/* (a loop tested at its end leaves every register as the
		   head of pass tn would find it) */
		if (tn != NULL && (counter(lr[i].kind) ||
		                   (exitbr < 0 && (lr[i].kind == K_SAME ||
		                                   lr[i].kind == K_NEXT))))
			v = subst(l, lr[i].val, tv, tn);
		else
			v = unknown(l, "a value a loop leaves (the loop at line "
			               "%d)", line);
		l->reg[lr[i].reg] = choose(l, path, v, lr[i].entry != NULL
		                                       ? lr[i].entry : &too_big);
	}
	free(lr);
	return 0;
fail:
	free(lr);
	return -1;
}

/* the loops: each head's branch back; false where they do not nest */
static bool
find_loops(ptx_lift *l)
{
	const ptx_kernel *k = l->k;
	int i, t, h;

	for (i = 0; i < k->ninsns; i++)
		l->loopend[i] = -1;
	for (i = 0; i < k->ninsns; i++) {
		const ptx_insn *in = &k->insns[i];
		if (in->op != P_BRA || in->nops == 0 || (t = (int)in->o[0].imm) > i)
			continue;
		if (t < 0 || l->loopend[t] >= 0) {
			failed(l, "two branches back to one place (a 'continue'; "
			          "line %d)", in->line);
			return false;
		}
		l->loopend[t] = i;
	}
	for (h = 0; h < k->ninsns; h++)
		for (t = h + 1; l->loopend[h] >= 0 && t <= l->loopend[h]; t++)
			if (l->loopend[t] > l->loopend[h]) {
				failed(l, "loops that cross (line %d)", k->insns[t].line);
				return false;
			}
	return true;
}

ptx_lift *
ptx_lift_kernel(const ptx_kernel *k, const int64_t grid[3],
                const int64_t block[3], const uint64_t *param,
                const ptx_lift_loads *loads, struct arena *A)
{
	ptx_lift *l = arena_alloc(A, sizeof(*l));
	size_t nr = (size_t)k->nregs + 1;

	memset(l, 0, sizeof(*l));
	l->k = k;
	l->A = A;
	memcpy(l->grid, grid, sizeof(l->grid));
	memcpy(l->block, block, sizeof(l->block));
	l->param = param;
	l->loads = loads;
	l->emit = true;
	if (k->ninsns > LIFT_INSNS) {
		failed(l, "a kernel of more than %d instructions", LIFT_INSNS);
		return l;
	}
	l->reg = arena_alloc(A, nr * sizeof(*l->reg));
	memset(l->reg, 0, nr * sizeof(*l->reg));
	l->stamp = arena_alloc(A, nr * sizeof(*l->stamp));
	memset(l->stamp, 0, nr * sizeof(*l->stamp));
	l->loopend = arena_alloc(A, ((size_t)k->ninsns + 1) * sizeof(int));
	l->live = num(l, 1);
	l->penc = num(l, 1);
	if (find_loops(l))
		region(l, 0, k->ninsns, num(l, 1), true);
	/* the items live in A, as the rest */
	if (l->nit > 0) {
		item *it = arena_alloc(A, l->nit * sizeof(*it));
		memcpy(it, l->it, l->nit * sizeof(*it));
		free(l->it);
		l->it = it;
	}
	return l;
}

/* ------------------------------------------------------- the output */

/* each loop's variable its name, pass0, pass1, ... in order (arena) */
static const char **
var_names(ptx_lift *l, const pat_program *P)
{
	const char **v = arena_alloc(l->A, ((size_t)l->nvars + 3) * sizeof(*v));
	int next = 0;
	char buf[32];
	bool taken;

	memset(v, 0, ((size_t)l->nvars + 3) * sizeof(*v));
	v[l->nvars + 1] = "iota";    /* a 'contents' line's element */
	/* the variable of an unrolled loop's copies, folded (statements) */
	snprintf(buf, sizeof(buf), "copy");
	do {
		taken = false;
		for (int a = 0; P != NULL && a < P->narrays; a++)
			taken |= strcmp(P->arrays[a].name, buf) == 0;
		for (int p = 0; P != NULL && p < P->nparams; p++)
			taken |= strcmp(P->params[p].name, buf) == 0;
		if (taken)
			strcat(buf, "_");
	} while (taken && strlen(buf) < sizeof(buf) - 2);
	v[l->nvars] = arena_strndup(l->A, buf, strlen(buf));
	for (size_t i = 0; i < l->nit; i++) {
		if (l->it[i].kind != I_FOR)
			continue;
		do {                 /* a name no array or param has */
			snprintf(buf, sizeof(buf), "pass%d", next++);
			taken = false;
			for (int a = 0; P != NULL && a < P->narrays; a++)
				taken |= strcmp(P->arrays[a].name, buf) == 0;
			for (int p = 0; P != NULL && p < P->nparams; p++)
				taken |= strcmp(P->params[p].name, buf) == 0;
		} while (taken);
		v[l->it[i].var] = arena_strndup(l->A, buf, strlen(buf));
	}
	return v;
}

/* The element index of a byte offset e, for elements of size bytes:
   e / size, exactly where e's terms are multiples of it. */
static const lx *
index_of(ptx_lift *l, const lx *e, uint64_t size)
{
	lin L = linear(e);
	const lx *x;
	int i;

	if (size <= 1)
		return e;
	if (!L.ok || L.c0 % (int64_t)size != 0)
		return op2(l, E_DIV, e, num(l, (int64_t)size));
	for (i = 0; i < L.n; i++)
		if (L.coef[i] % (int64_t)size != 0)
			return op2(l, E_DIV, e, num(l, (int64_t)size));
	x = num(l, L.c0 / (int64_t)size);
	for (i = 0; i < L.n; i++)
		x = op2(l, E_ADD, x, op2(l, E_MUL, num(l, L.coef[i] /
		                                          (int64_t)size),
		                         L.atom[i]));
	return x;
}

static bool
is_true(const lx *e)
{
	return e->k == X_NUM && e->num != 0;
}

static char *
text_of(const lx *e, pctx *pc)
{
	sb b = { NULL, 0, 0 };

	print(&b, e, pc, true);
	return b.s;
}

/* the access's size, as the interpreter requests it */
static unsigned
insn_size(const ptx_insn *in)
{
	unsigned size = in->bits / 8 * in->vec;

	return in->merge_bytes > size ? in->merge_bytes : size;
}

const char *
ptx_lift_access(ptx_lift *l, int g, const pat_array *a, struct arena *A,
                const char **why)
{
	const char **vn;
	pctx pc;
	size_t i, first = SIZE_MAX, copies = 0;
	int stack[LIFT_DEPTH + 1], depth = 0, at = 0, d;
	const item *it;
	sb b = { NULL, 0, 0 };
	const char *out;
	char *t;

	*why = l->fail;
	if (l->fail != NULL)
		return NULL;
	for (i = 0; i < l->nit; i++) {
		it = &l->it[i];
		if (it->kind == I_FOR && depth <= LIFT_DEPTH)
			stack[depth++] = (int)i;
		else if (it->kind == I_END)
			depth--;
		else if (it->kind == I_ACC && l->k->insns[it->insn].group == g) {
			if (first == SIZE_MAX) {
				first = i;
				at = depth;
			}
			copies++;
		}
		if (first == i)
			break;
	}
	if (first == SIZE_MAX) {
		*why = "no instruction of it is reached by the lift";
		return NULL;
	}
	for (i = first + 1; i < l->nit; i++)
		copies += l->it[i].kind == I_ACC &&
		          l->k->insns[l->it[i].insn].group == g;
	it = &l->it[first];
	if (it->addr->k == X_UNK || it->guard->k == X_UNK) {
		*why = it->addr->k == X_UNK ? it->addr->why : it->guard->why;
		return NULL;
	}
	for (d = 0; d < at; d++)
		if (l->it[stack[d]].cond->k == X_UNK) {
			*why = l->it[stack[d]].cond->why;
			return NULL;
		}
	vn = var_names(l, NULL);
	pc = (pctx){ l, vn, NULL, 0, NULL };
	{
		const lx *off = op2(l, E_SUB, it->addr, num(l, (int64_t)a->base));
		const uint64_t esz = a->type->size;
		lin L = linear(off);
		bool whole = L.ok && L.c0 % (int64_t)esz == 0;
		for (int s = 0; whole && s < L.n; s++)
			whole = L.coef[s] % (int64_t)esz == 0;
		t = text_of(whole ? index_of(l, off, esz) : off, &pc);
		if (whole)
			put(&b, "%s[%s]", a->name, t);
		else
			put(&b, "%s + %s bytes", a->name, t);
		free(t);
	}
	if (!is_true(it->guard)) {
		t = text_of(it->guard, &pc);
		put(&b, " if %s", t);
		free(t);
	}
	for (d = 0; d < at; d++) {
		const item *f = &l->it[stack[d]];
		if (f->trips >= 0)
			put(&b, "%s %s over %" PRId64 " pass%s", d ? "," : ";",
			    vn[f->var], f->trips, f->trips == 1 ? "" : "es");
		else
			put(&b, "%s %s over passes that differ by thread",
			    d ? "," : ";", vn[f->var]);
	}
	if (copies > 1)
		put(&b, " (and %zu more copies: the loop unrolled)", copies - 1);
	out = arena_strndup(A, b.s, b.n);
	free(b.s);
	return out;
}

/* A declaration of the lifted pattern: an array of P's, flat, or a
   view of one in the size of its accesses. */
typedef struct decl {
	const pat_array *a;
	char name[80];               /* the array's, or its view's */
	const char *type;            /* as declared */
	uint64_t size, align;        /* of an element */
	uint64_t offset;             /* 'offset' */
	bool used;
	int view[17];                /* by size: its view's decl, or -1 */
} decl;

static const char *
type_of_size(uint64_t size)
{
	switch (size) {
	case 1: return "uchar";
	case 2: return "ushort";
	case 4: return "uint";
	case 8: return "ulong";
	case 16: return "int4";
	default: return NULL;
	}
}

/* Whether name is an array of P's other than the first n of dc, or the
   emitted name of one of those. */
static bool
taken(const pat_program *P, const decl *dc, int n, const char *name)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(dc[i].name, name) == 0)
			return true;
	for (i = n + 1; i < P->narrays; i++)
		if (strcmp(P->arrays[i].name, name) == 0)
			return true;
	return false;
}

/* P's arrays, declared alike: the same bases for global ones (in P's
   order, 256 bytes apart; shared and constant ones are placed once the
   accesses have said which they use). Returns the count, -1 with
   *why. */
static int
declare(const pat_program *P, decl *dc, const char **why)
{
	int i, n = 0;

	for (i = 0; i < P->narrays; i++) {
		const pat_array *a = &P->arrays[i];
		decl *d = &dc[n++];
		memset(d, 0, sizeof(*d));
		memset(d->view, -1, sizeof(d->view));
		d->a = a;
		/* a C++ name that is a word of the language ('block'): the
		   name with a '_' (or more) after it, as no other has */
		snprintf(d->name, sizeof(d->name), "%.70s", a->name);
		while (lex_keyword(d->name) || taken(P, dc, n - 1, d->name))
			if (strlen(d->name) + 1 < sizeof(d->name))
				strcat(d->name, "_");
			else
				break;
		if (a->texture) {
			*why = "a texture among the arrays";
			return -1;
		}
		if (a->type->kind == PT_STRUCT) {
			if (a->space != SPACE_GLOBAL) {
				*why = "a shared or constant array of structures";
				return -1;
			}
			d->type = "uchar";
			d->size = d->align = 1;
		} else {
			d->type = a->type->name;
			d->size = a->type->size;
			d->align = a->type->align;
		}
		d->offset = a->space == SPACE_GLOBAL ? a->offset : 0;
	}
	return n;
}

/* The shared and constant arrays the accesses use (the first n of dc),
   in order of their bases, each where the pattern's layout puts it moved
   by 'offset' to the kernel's: 0, or -1 with *why. */
static int
place(decl *dc, int n, const char **why)
{
	bool *done = xcalloc((size_t)n + 1, sizeof(bool));
	int j;

	for (int sp = 0; sp < 2; sp++) {
		uint64_t end = 0;
		enum pat_space space = sp ? SPACE_CONSTANT : SPACE_SHARED;
		for (;;) {
			decl *next = NULL;
			uint64_t at;
			for (j = 0; j < n; j++)
				if (dc[j].a->space == space && !dc[j].a->local &&
				    dc[j].used && !done[j] &&
				    (next == NULL || dc[j].a->base < next->a->base))
					next = &dc[j];
			if (next == NULL)
				break;
			done[next - dc] = true;
			at = (end + next->align - 1) / next->align * next->align;
			if (next->a->base < at ||
			    (next->a->base - at) % next->align != 0 ||
			    next->a->base - at > 1048576) {
				*why = "the kernel's shared or constant variables "
				       "lie where a pattern cannot place them";
				free(done);
				return -1;
			}
			next->offset = next->a->base - at;
			end = next->a->base + next->a->bytes;
		}
	}
	free(done);
	return 0;
}

/* the decl an access of size bytes into array a goes through (adding a
   view), or -1 */
static int
through(decl *dc, int *n, const pat_array *a, uint64_t size)
{
	int i;

	for (i = 0; i < *n && dc[i].a != a; i++)
		;
	if (i == *n || size > 16 || (size & (size - 1)) != 0)
		return -1;
	dc[i].used = true;
	if (size == dc[i].size)
		return i;
	if (dc[i].view[size] >= 0)
		return dc[i].view[size];
	if (type_of_size(size) == NULL || a->base % size != 0)
		return -1;
	dc[*n] = dc[i];
	dc[*n].type = type_of_size(size);
	dc[*n].size = dc[*n].align = size;
	{
		char base[sizeof(dc[i].name)];
		memcpy(base, dc[i].name, sizeof(base));
		snprintf(dc[*n].name, sizeof(dc[*n].name), "%.60s_as%u", base,
		         (unsigned)size);
	}
	memset(dc[*n].view, -1, sizeof(dc[*n].view));
	dc[i].view[size] = *n;
	return (*n)++;
}

static const char *const atomic_fn[] = {
	"atomicAdd", "atomicAdd", "atomicExch", "atomicMin", "atomicMax",
	"atomicInc", "atomicDec", "atomicCAS", "atomicAnd", "atomicOr",
	"atomicXor"
};

/* The guards' terms an if block of the pattern holds at most, and its
   blocks nested. */
#define BLK_TERMS 32
#define BLK_DEPTH 16

/* An 'if' the pattern opened for a declaration under a condition: the
   terms of its condition and of those around it, and the loops open
   where it began. */
typedef struct blk {
	const lx *t[BLK_TERMS];
	int n, depth;
} blk;

/* The pattern as it is written: its arrays' declarations, its loops and
   if blocks open, the loaded values it declared and holds. */
typedef struct emitter {
	ptx_lift *l;
	const pat_program *P;
	int first;
	decl *dc;
	int *nd;
	sb *b;
	pctx pc;                     /* (pc.held: held) */
	held *held;
	int cap;
	int depth;                   /* loops open */
	blk blk[BLK_DEPTH];
	int nblk;
	const char *why;             /* set: it fails */
} emitter;

/* The terms of e's '&&' chain into t from n; their count then, -1 past
   max. */
static int
terms(const lx *e, const lx **t, int n, int max)
{
	if (n < 0)
		return -1;
	if (e->k == X_OP && e->op == E_LAND)
		return terms(e->b, t, terms(e->a, t, n, max), max);
	if (is_true(e))
		return n;
	if (n >= max)
		return -1;
	t[n] = e;
	return n + 1;
}

/* Whether guard g holds every term of block k. */
static bool
fits(const emitter *E, int k, const lx *g)
{
	const lx *t[BLK_TERMS];
	int n = terms(g, t, 0, BLK_TERMS), i, j;

	if (n < 0)
		return false;
	for (i = 0; i < E->blk[k].n; i++) {
		for (j = 0; j < n && !same(t[j], E->blk[k].t[i]); j++)
			;
		if (j == n)
			return false;
	}
	return true;
}

/* The blocks open that guard g holds (the innermost that it does and
   those around it). */
static int
fitting(const emitter *E, const lx *g)
{
	int k = E->nblk;

	while (k > 0 && !fits(E, k - 1, g))
		k--;
	return k;
}

/* g less the terms of the blocks open: what the statement still says
   after 'if' */
static const lx *
rest(emitter *E, const lx *g)
{
	const lx *t[BLK_TERMS], *r = num(E->l, 1);
	const blk *k = E->nblk > 0 ? &E->blk[E->nblk - 1] : NULL;
	int n = terms(g, t, 0, BLK_TERMS), i, j;

	if (k == NULL || n < 0)
		return g;
	for (i = 0; i < n; i++) {
		for (j = 0; j < k->n && !same(t[i], k->t[j]); j++)
			;
		if (j == k->n)
			r = op2(E->l, E_LAND, r, t[i]);
	}
	return r;
}

/* Whether term x of an access's guard is one ptxas predicated: its own
   predicate's, or a predicated body's around it (item.pred). */
static bool
predicated_term(const item *it, const lx *x)
{
	const lx *t[BLK_TERMS];
	int n, i, j;

	for (i = 0; i < 2; i++) {
		const lx *c = i == 0 ? it->own : it->pred;
		if (c == NULL)
			continue;
		n = terms(c, t, 0, BLK_TERMS);
		for (j = 0; j < n; j++)
			if (same(t[j], x))
				return true;
	}
	return false;
}

/* g, what an access's statement says after 'if' (rest), parted into
   *jumped, the terms of the bodies ptxas jumps over, which the pattern
   says as an 'if' block, and *pred, those it predicated (the access's
   own 'if'): a warp of no lane passing issues the access with no lane
   active under *pred alone, as the kernel's does (ptx_launch.idle).
   Where ptxas made no machine instruction of it, or was not asked, the
   warp issues nothing: all of g is *jumped. */
static void
part_guard(emitter *E, const item *it, const lx *g, const lx **jumped,
           const lx **pred)
{
	ptx_lift *l = E->l;
	const ptx_insn *in = &l->k->insns[it->insn];
	const lx *t[BLK_TERMS];
	int n = terms(g, t, 0, BLK_TERMS), i;

	*jumped = num(l, 1);
	*pred = num(l, 1);
	if (n < 0 || !l->k->sass || in->sass <= 0 || in->merged) {
		*jumped = g;
		return;
	}
	for (i = 0; i < n; i++) {
		const lx **to = predicated_term(it, t[i]) ? pred : jumped;
		*to = is_true(*to) ? t[i] : op2(l, E_LAND, *to, t[i]);
	}
}

/* The indentation of a statement: 4 columns a loop or block open. */
static int
indent(const emitter *E)
{
	return 4 * (E->depth + E->nblk);
}

/* Close the blocks past the first k, and forget what they declared. */
static void
close_to(emitter *E, int k)
{
	while (E->nblk > k) {
		E->nblk--;
		put(E->b, "%*s}\n", indent(E), "");
	}
	while (E->pc.n > 0 && E->held[E->pc.n - 1].blk > E->nblk)
		E->pc.n--;
}

/* Close the blocks opened in the loop (or 'unroll for') of the depth
   now. */
static void
close_inside(emitter *E)
{
	int k;

	for (k = E->nblk; k > 0 && E->blk[k - 1].depth >= E->depth; k--)
		;
	close_to(E, k);
}

/* End the loop (or 'unroll for') of the depth now: what it declared is
   forgotten. */
static void
end_loop(emitter *E)
{
	close_inside(E);
	E->depth--;
	while (E->pc.n > 0 && E->held[E->pc.n - 1].depth > E->depth)
		E->pc.n--;
	put(E->b, "%*s}\n", indent(E), "");
}

/* Whether the loop that item i begins can stay in block k: every access
   in it under the block's condition, no barrier. */
static bool
loop_fits(const emitter *E, size_t i, int k)
{
	const ptx_lift *l = E->l;
	int depth = 0;

	for (; i < l->nit; i++) {
		const item *it = &l->it[i];
		if (it->kind == I_FOR)
			depth++;
		else if (it->kind == I_END && --depth == 0)
			return true;
		else if (it->kind == I_SYNC ||
		         ((it->kind == I_ACC || it->kind == I_WSYNC) &&
		          !fits(E, k, it->guard)))
			return false;
	}
	return true;
}

/* e as text, its loaded values by the names held; a value no name holds
   fails the pattern, with why. */
static char *
emit_text(emitter *E, const lx *e)
{
	char *t = text_of(e, &E->pc);
	const lx *m = E->pc.miss;
	char buf[200];

	if (m != NULL && E->why == NULL) {
		if (m->why != NULL)
			E->why = m->why;
		else {
			snprintf(buf, sizeof(buf), "the value loaded at line %d, "
			         "used where no declaration of the pattern holds it "
			         "(past its load's condition or loop pass)",
			         (int)m->num);
			E->why = arena_strndup(E->l->A, buf, strlen(buf));
		}
	}
	E->pc.miss = NULL;
	return t;
}

/* A loop's line: its head (a range where every thread makes the same
   passes, which the evaluator counts in closed form; else its test) or
   its end. */
static void
loop_line(emitter *E, size_t i)
{
	const item *it = &E->l->it[i];
	const char *const *vn = E->pc.vn;
	char *t;
	int k;

	if (it->kind == I_END) {
		/* the blocks opened in it end with its pass */
		end_loop(E);
		return;
	}
	for (k = E->nblk; k > 0 && !loop_fits(E, i, k - 1); k--)
		;
	close_to(E, k);
	/* 'unroll 1': a pass is one of the compiled loop's, whose loads
	   the kernel's warps wait for one round at a time, as the time
	   model counts a kernel's rounds */
	if (it->trips >= 0) {
		put(E->b, "%*sunroll 1 for %s in 0 .. %" PRId64 " {\n",
		    indent(E), "", vn[it->var], it->trips);
	} else {
		t = emit_text(E, it->cond);
		put(E->b, "%*sunroll 1 for (%s = 0; %s; %s += 1) {\n", indent(E),
		    "", vn[it->var], t, vn[it->var]);
		free(t);
	}
	E->depth++;
}

/* The name a declaration of label gives its value: v_LABEL, or with a
   '_' more where an array has that. */
static const char *
value_name(emitter *E, const char *label)
{
	char buf[200];
	bool taken;

	snprintf(buf, sizeof(buf), "v_%.150s", label);
	do {
		taken = false;
		for (int d = 0; d < *E->nd; d++)
			taken |= strcmp(E->dc[d].name, buf) == 0;
		if (taken)
			strcat(buf, "_");
	} while (taken && strlen(buf) < sizeof(buf) - 2);
	return arena_strndup(E->l->A, buf, strlen(buf));
}

/* Open an 'if' block of condition g, its terms those of the blocks open
   and g's; false where too many (E->why set). */
static bool
open_block(emitter *E, const lx *g, const char *deep, const char *wide)
{
	blk *k;
	char *gt;

	if (E->nblk == BLK_DEPTH) {
		E->why = deep;
		return false;
	}
	k = &E->blk[E->nblk];
	k->n = E->nblk > 0 ? E->blk[E->nblk - 1].n : 0;
	if (k->n > 0)
		memcpy(k->t, E->blk[E->nblk - 1].t, (size_t)k->n *
		       sizeof(k->t[0]));
	if ((k->n = terms(g, k->t, k->n, BLK_TERMS)) < 0) {
		E->why = wide;
		return false;
	}
	k->depth = E->depth;
	gt = emit_text(E, g);
	put(E->b, "%*sif %s {\n", indent(E), "", gt);
	free(gt);
	E->nblk++;
	return true;
}

/* A declaration of the value ld loaded, 'int v = a[INDEX] as L' (nc:
   'int v = __ldg(&a[INDEX]) as L', through the read-only path), under
   an 'if' of its guard g where the blocks open do not hold it. */
static void
declare_value(emitter *E, const lx *ld, const lx *g, const char *label,
              const decl *d, const char *index, bool nc)
{
	const char *name = value_name(E, label);

	if (!is_true(g) &&
	    !open_block(E, g, "loaded values declared under too many "
	                "conditions", "a loaded value declared under a "
	                "condition of too many terms"))
		return;
	put(E->b, "%*s%s %s = %s%s[%s]%s as %s\n", indent(E), "", d->type,
	    name, nc ? "__ldg(&" : "", d->name, index, nc ? ")" : "", label);
	if (E->pc.n == E->cap) {
		E->cap = E->cap ? 2 * E->cap : 16;
		E->held = xrealloc(E->held, (size_t)E->cap * sizeof(*E->held));
		E->pc.held = E->held;
	}
	E->held[E->pc.n++] = (held){ ld, name, E->nblk, E->depth };
}

/* One access statement of item it, its address addr (it's, or a folded
   copy's) and the value ld it loads (likewise), labelled as the c-th
   copy of its access. */
static void
access_stmt(emitter *E, const item *it, const lx *addr, const lx *ld, int c)
{
	ptx_lift *l = E->l;
	const ptx_insn *in = &l->k->insns[it->insn];
	const pat_stmt *s = E->P->accesses[E->first + in->group];
	int d = through(E->dc, E->nd, s->u.access.array, insn_size(in));
	const lx *g;
	char *t, *gt, label[200];

	close_to(E, fitting(E, it->guard));
	g = rest(E, it->guard);
	if (!it->named) {
		const lx *jumped;
		part_guard(E, it, g, &jumped, &g);
		if (!is_true(jumped) &&
		    !open_block(E, jumped, "accesses under too many "
		                "conditions", "an access under a condition "
		                "of too many terms"))
			return;
	}
	if (c == 1)
		snprintf(label, sizeof(label), "%s", s->u.access.name);
	else
		snprintf(label, sizeof(label), "%.150s__%d", s->u.access.name, c);
	t = emit_text(E, index_of(l, op2(l, E_SUB, addr,
	                                 num(l, (int64_t)E->dc[d].a->base)),
	                          E->dc[d].size));
	if (it->named) {
		declare_value(E, ld, g, label, &E->dc[d], t,
		              strstr(in->text, ".nc") != NULL);
		free(t);
		return;
	}
	gt = is_true(g) ? NULL : emit_text(E, g);
	put(E->b, "%*s", indent(E), "");
	if (in->op == P_ATOM || in->op == P_RED) {
		/* (a value no figure reads: 1 where it is not known, or no
		   name holds it) */
		char *v = it->value != NULL && it->value->k != X_UNK
		          ? text_of(it->value, &E->pc) : NULL;
		if (E->pc.miss != NULL) {
			free(v);
			v = NULL;
			E->pc.miss = NULL;
		}
		put(E->b, "%s(&%s[%s], %s%s)",
		    atomic_fn[in->cmp < 11 ? in->cmp : 0], E->dc[d].name, t,
		    v != NULL ? v : "1", in->cmp == PA_CAS ? ", 1" : "");
		free(v);
	} else {
		put(E->b, "%s %s[%s]", in->op == P_LD
		    ? (strstr(in->text, ".nc") != NULL ? "ldg" : "read")
		    : "write", E->dc[d].name, t);
	}
	free(t);
	if (gt != NULL)
		put(E->b, " if %s", gt);
	free(gt);
	put(E->b, " as %s\n", label);
}

/* Whether x0, x1 and xk (k > 1) are copies 0, 1 and k of one
   expression, where its parts that differ move by a number a copy:
   x1 - x0 a number d, and xk - x0 k d; or one operation of such. */
static bool
kth_copy(const lx *x0, const lx *x1, const lx *xk, int64_t k)
{
	lin L1, Lk;
	int64_t kd;

	L1 = linear(x1);
	lin_add(&L1, x0, -1);
	L1.c0 = 0;
	if (lin_zero(&L1)) {
		L1 = linear(x1);
		lin_add(&L1, x0, -1);
		Lk = linear(xk);
		lin_add(&Lk, x0, -1);
		if (__builtin_mul_overflow(L1.c0, k, &kd))
			return false;
		Lk.c0 -= kd;
		return lin_zero(&Lk);
	}
	if (x0->k != x1->k || x0->k != xk->k)
		return false;
	if (x0->k == X_LD)
		return x0->var == x1->var && x0->var == xk->var &&
		       kth_copy(x0->a, x1->a, xk->a, k);
	if (x0->k != X_OP || x0->op != x1->op || x0->op != xk->op ||
	    (x0->b == NULL) != (x1->b == NULL) ||
	    (x0->b == NULL) != (xk->b == NULL) ||
	    (x0->c == NULL) != (x1->c == NULL) ||
	    (x0->c == NULL) != (xk->c == NULL))
		return false;
	return kth_copy(x0->a, x1->a, xk->a, k) &&
	       (x0->b == NULL || kth_copy(x0->b, x1->b, xk->b, k)) &&
	       (x0->c == NULL || kth_copy(x0->c, x1->c, xk->c, k));
}

/* The expression of which x0 and x1 are copies 0 and 1 (kth_copy), of
   the copy's variable u. */
static const lx *
template(ptx_lift *l, const lx *x0, const lx *x1, const lx *u)
{
	const lx *a, *b, *c;
	lin L = linear(x1);

	lin_add(&L, x0, -1);
	int64_t d = L.c0;
	L.c0 = 0;
	if (lin_zero(&L))
		return op2(l, E_ADD, x0, op2(l, E_MUL, num(l, d), u));
	if (x0->k == X_LD)
		return element(l, x0->var, template(l, x0->a, x1->a, u),
		               (int)x0->num);
	a = template(l, x0->a, x1->a, u);
	b = x0->b != NULL ? template(l, x0->b, x1->b, u) : NULL;
	c = x0->c != NULL ? template(l, x0->c, x1->c, u) : NULL;
	if (x0->op == E_COND)
		return choose(l, a, b, c);
	return b == NULL ? op1(l, x0->op, a) : op2(l, x0->op, a, b);
}

/* Whether items a and b can be copies of one access an unrolled loop
   made (their addresses aside). Not a declaration: the copies' chain of
   loads, each waiting for the one before, is no loop's that the
   evaluator unrolls whole, whose loads issue together (predict.c). */
static bool
alike(ptx_lift *l, const item *a, const item *b)
{
	const ptx_insn *x = &l->k->insns[a->insn], *y = &l->k->insns[b->insn];

	return a->kind == I_ACC && b->kind == I_ACC && x->group == y->group &&
	       x->op == y->op && x->space == y->space && !a->named &&
	       !b->named &&
	       insn_size(x) == insn_size(y) && x->op != P_ATOM &&
	       x->op != P_RED && same(a->guard, b->guard);
}

/* Whether item c is copy k of the access whose copies 0 and 1 are a
   and b. */
static bool
copy_k(ptx_lift *l, const item *a, const item *b, const item *c, int64_t k)
{
	return alike(l, a, c) && kth_copy(a->addr, b->addr, c->addr, k);
}

/* The copies of an unrolled loop from item i: p items a copy, *m copies
   (the most items covered, the shortest copy first), each item's address
   its first copy's with the parts that differ moved by a step a copy; 0
   where there are none. */
static int
unrolled(ptx_lift *l, size_t i, int *m)
{
	int best = 0, bm = 0;

	for (int p = 1; p <= 16 && i + 2 * (size_t)p <= l->nit; p++) {
		int n = 1;
		for (;; n++) {
			bool ok = i + (size_t)(n + 1) * (size_t)p <= l->nit;
			for (int j = 0; ok && j < p; j++) {
				const item *a = &l->it[i + (size_t)j];
				const item *b = &l->it[i + (size_t)p + (size_t)j];
				ok = copy_k(l, a, b, &l->it[i + (size_t)n * (size_t)p +
				                            (size_t)j], n);
			}
			if (!ok)
				break;
		}
		if (n >= 2 && n * p > bm * best) {
			best = p;
			bm = n;
		}
	}
	*m = bm;
	return best;
}

/* The copies of items i on, p items a copy, m copies: one 'unroll
   for' of each item's template, labelled as its first copy. */
static void
folded(emitter *E, size_t i, int p, int m, int *copy)
{
	ptx_lift *l = E->l;
	const lx *u = var(l, l->nvars);      /* the copies' variable */
	int k = E->nblk, j;

	/* (a copy's guards are its first's: the blocks first) */
	for (j = 0; j < p; j++) {
		int f = fitting(E, l->it[i + (size_t)j].guard);
		k = f < k ? f : k;
	}
	close_to(E, k);
	put(E->b, "%*sunroll for %s in 0 .. %d {\n", indent(E), "",
	    E->pc.vn[l->nvars], m);
	E->depth++;
	for (j = 0; j < p; j++) {
		const item *a = &l->it[i + (size_t)j];
		const item *b = &l->it[i + (size_t)p + (size_t)j];
		access_stmt(E, a, template(l, a->addr, b->addr, u), NULL,
		            ++copy[l->k->insns[a->insn].group]);
	}
	end_loop(E);
}

/* A __syncwarp(), under the condition of the lanes that reach it (the
   mask, which the interpreter checks, is no figure's, nor the
   pattern's). */
static void
wsync_stmt(emitter *E, const item *it)
{
	const lx *g;
	char *gt;

	close_to(E, fitting(E, it->guard));
	g = rest(E, it->guard);
	gt = is_true(g) ? NULL : emit_text(E, g);
	if (gt != NULL)
		put(E->b, "%*sif %s {\n", indent(E), "", gt);
	put(E->b, "%*s__syncwarp()\n", indent(E) + (gt ? 4 : 0), "");
	if (gt != NULL)
		put(E->b, "%*s}\n", indent(E), "");
	free(gt);
}

/* The statements, each loop's body indented; an unrolled loop's copies
   (a run of accesses that repeats, its parts that differ moved by a
   step) folded back into an 'unroll for', whose loads issue together as
   the copies' do; a value loaded that an address, a guard or a loop's
   test uses declared, under an 'if' of its guard that holds what follows
   under it too. */
static void
statements(emitter *E)
{
	ptx_lift *l = E->l;
	int *copy = xcalloc((size_t)l->k->ninsns + 1, sizeof(int));

	for (size_t i = 0; i < l->nit && E->why == NULL; i++) {
		const item *it = &l->it[i];
		int p, m;
		if (it->kind == I_END || it->kind == I_FOR) {
			loop_line(E, i);
		} else if (it->kind == I_SYNC) {
			/* (every thread reaches it: no block of this pass) */
			close_inside(E);
			put(E->b, "%*ssync\n", indent(E), "");
		} else if (it->kind == I_WSYNC) {
			wsync_stmt(E, it);
		} else if (it->kind == I_NONE) {
			continue;
		} else if ((p = unrolled(l, i, &m)) == 0) {
			access_stmt(E, it, it->addr, it->ld,
			            ++copy[l->k->insns[it->insn].group]);
		} else {
			folded(E, i, p, m, copy);
			i += (size_t)p * (size_t)m - 1;
		}
	}
	close_to(E, 0);
	free(copy);
}

/* The loaded values (X_LD) that e prints, into *v (n of cap). */
static void
values_used(const lx *e, const lx ***v, size_t *n, size_t *cap)
{
	switch (e->k) {
	case X_LD:
		for (size_t i = 0; i < *n; i++)
			if (same((*v)[i], e))
				return;
		if (*n == *cap) {
			*cap = *cap ? 2 * *cap : 16;
			*v = xrealloc(*v, *cap * sizeof(**v));
		}
		(*v)[(*n)++] = e;
		return;
	case X_OP:
		values_used(e->a, v, n, cap);
		if (e->b != NULL)
			values_used(e->b, v, n, cap);
		if (e->c != NULL)
			values_used(e->c, v, n, cap);
		return;
	default:
		return;
	}
}

/* Which loads' values the pattern declares: those an address, a guard,
   an atomic's value or a loop's test uses (item.named). */
static void
mark_named(ptx_lift *l)
{
	const lx **v = NULL;
	size_t n = 0, cap = 0, i, j;

	for (i = 0; i < l->nit; i++) {
		const item *it = &l->it[i];
		if (it->kind == I_ACC) {
			values_used(it->addr, &v, &n, &cap);
			values_used(it->guard, &v, &n, &cap);
			if (it->value != NULL)
				values_used(it->value, &v, &n, &cap);
		} else if (it->kind == I_WSYNC) {
			values_used(it->guard, &v, &n, &cap);
		} else if (it->kind == I_FOR && it->trips < 0) {
			values_used(it->cond, &v, &n, &cap);
		}
	}
	for (i = 0; i < l->nit; i++) {
		item *it = &l->it[i];
		it->named = false;
		for (j = 0; it->kind == I_ACC && it->ld != NULL && j < n; j++)
			it->named |= equiv(v[j], it->ld);
	}
	free(v);
}

/* A 'contents' line for each array a declaration reads: what the
   kernel's pattern says it holds, 'iota' its element's index. */
static int
contents_lines(ptx_lift *l, const pat_program *P, int first,
               const decl *dc, sb *b, pctx *pc, const char **why)
{
	bool *done = xcalloc((size_t)P->narrays + 1, sizeof(bool));
	int d;

	for (size_t i = 0; i < l->nit; i++) {
		const item *it = &l->it[i];
		const ptx_insn *in = &l->k->insns[it->insn];
		const pat_array *a;
		const lx *c;
		char *t;
		if (it->kind != I_ACC || !it->named)
			continue;
		a = P->accesses[first + in->group]->u.access.array;
		for (d = 0; d < P->narrays && dc[d].a != a; d++)
			;
		if (d == P->narrays || done[d])
			continue;
		done[d] = true;
		c = contents_at(l, l->loads->fill[in->group], var(l, l->nvars + 1));
		if (c->k == X_UNK) {
			*why = "an array's contents that the lift cannot write";
			free(done);
			return -1;
		}
		t = text_of(c, pc);
		put(b, "contents %s = %s\n", dc[d].name, t);
		free(t);
	}
	free(done);
	return 0;
}

int
ptx_lift_pattern(ptx_lift *l, const pat_program *P, int first,
                 int naccesses, const char *title, FILE *f,
                 const char **why)
{
	decl *dc;
	const char **vn;
	int nd, i;
	sb b = { NULL, 0, 0 };
	size_t j;
	emitter E;

	*why = l->fail;
	if (l->fail != NULL)
		return -1;
	for (j = 0; j < l->nit; j++)        /* counted nowhere: dropped */
		if (l->it[j].kind == I_ACC &&
		    (l->k->insns[l->it[j].insn].group < 0 ||
		     l->k->insns[l->it[j].insn].group >= naccesses))
			l->it[j].kind = I_NONE;
	for (j = 0; j < l->nit; j++) {
		const item *it = &l->it[j];
		const lx *u = it->kind == I_FOR ? it->cond
		              : it->kind == I_ACC && it->addr->k == X_UNK ? it->addr
		              : it->kind == I_ACC ? it->guard
		              : it->kind == I_WSYNC ? it->guard : NULL;
		if (u != NULL && u->k == X_UNK) {
			*why = u->why;
			return -1;
		}
	}
	/* each array once, and a view of it for each other size */
	dc = xcalloc((size_t)P->narrays * 6 + 1, sizeof(*dc));
	if ((nd = declare(P, dc, why)) < 0)
		goto fail;
	for (j = 0; j < l->nit; j++) {
		const ptx_insn *in = &l->k->insns[l->it[j].insn];
		if (l->it[j].kind == I_ACC &&
		    through(dc, &nd, P->accesses[first + in->group]->u.access.array,
		            insn_size(in)) < 0) {
			*why = "an access whose size the array cannot be viewed in";
			goto fail;
		}
	}
	if (place(dc, P->narrays, why) != 0)
		goto fail;
	mark_named(l);
	vn = var_names(l, P);
	memset(&E, 0, sizeof(E));
	E = (emitter){ .l = l, .P = P, .first = first, .dc = dc, .nd = &nd,
	               .b = &b, .pc = { l, vn, NULL, 0, NULL } };
	put(&b, "# %s\n", title);
	/* the values the launch and the constants were folded from */
	for (i = 0; i < P->nparams; i++)
		put(&b, "%s %s = %" PRId64 "%s", i ? "," : "# params:",
		    P->params[i].name, P->params[i].value,
		    i + 1 == P->nparams ? "\n" : "");
	put(&b, "grid %" PRId64 ", %" PRId64 ", %" PRId64 "\n", P->grid[0],
	    P->grid[1], P->grid[2]);
	put(&b, "block %" PRId64 ", %" PRId64 ", %" PRId64 "\n", P->block[0],
	    P->block[1], P->block[2]);
	/* the file's architecture (the command line's is the run's, as
	   for the kernel) */
	if (P->arch != NULL)
		put(&b, "arch %s\n", P->arch);
	if (P->bank_bytes != 0)
		put(&b, "bankmode %d\n", P->bank_bytes);
	put(&b, "\n");
	for (i = 0; i < nd; i++) {
		static const char *const space[] = { "global", "shared",
		                                     "constant" };
		const decl *d = &dc[i];
		if (d->a->space != SPACE_GLOBAL && !d->used)
			continue;            /* (placed where no access is) */
		if (i >= P->narrays || d->a->view_of != NULL) {
			/* a view of the file's (flat) or of the lift's, of
			   the array as declared here */
			const pat_array *of = i >= P->narrays ? d->a
			                      : d->a->view_of;
			int j;
			for (j = 0; j < P->narrays && dc[j].a != of; j++)
				;
			put(&b, "view %s %s[%" PRIu64 "] = %s\n", d->type, d->name,
			    d->a->bytes / d->size, j < P->narrays ? dc[j].name
			    : of->name);
			continue;
		}
		put(&b, "%s %s %s[%" PRIu64 "]", space[d->a->space == SPACE_SHARED
		                                       ? 1 : d->a->space ==
		                                       SPACE_CONSTANT ? 2 : 0],
		    d->type, d->name, d->a->bytes / d->size);
		if (d->offset > 0)
			put(&b, " offset %" PRIu64, d->offset);
		put(&b, "\n");
	}
	if (contents_lines(l, P, first, dc, &b, &E.pc, why) != 0)
		goto fail;
	put(&b, "\n");
	/* (held from the first declaration on: a loaded value printed
	   before any is one no declaration holds) */
	E.held = xcalloc(1, sizeof(*E.held));
	E.cap = 1;
	E.pc.held = E.held;
	statements(&E);
	free(E.held);
	if ((*why = E.why) != NULL)
		goto fail;
	if (f != NULL)
		fwrite(b.s, 1, b.n, f);
	free(b.s);
	free(dc);
	return 0;
fail:
	free(b.s);
	free(dc);
	return -1;
}
