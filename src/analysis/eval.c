/*
 * eval.c - runs a pattern over the grid, one warp at a time, and feeds each
 * warp-level load and store to the model.
 *
 * Expressions are evaluated 32 lanes at once. A value is either uniform (one
 * number for the warp: anything built from blockIdx, params and uniform loop
 * variables) or a vector of 32 lanes. Subexpressions that depend only on
 * threadIdx are the same in every block, so they are computed once per warp
 * of a block, before the grid is walked, and looked up afterwards. This is
 * what keeps the cost per thread-access to a few nanoseconds.
 *
 * C semantics are kept exactly: && || and ?: evaluate their right side only
 * in the lanes that need it, and an undefined operation (division by zero,
 * overflow, a bad shift) in a lane that takes part is an error, reported
 * with the warp, the lane and the values. Lanes that do not take part never
 * report anything.
 *
 * The walk on several threads is evalthreads.c's, the 'expect'
 * statements' check evalexpect.c's (eval_int.h, their shared insides).
 */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "atomic.h"
#include "classes.h"
#include "cudasrc.h"
#include "diag.h"
#include "dram.h"
#include "eval.h"
#include "eval_int.h"
#include "hot.h"
#include "texture.h"
#include "predict.h"
#include "timemodel.h"

static void touch_record(eval_result *r, const sim_request *rq,
                         uint64_t weight);

#define ALL_LANES 0xffffffffu

/* The hottest loops in an AVX2 copy beside the plain one, chosen at run
   time, where the target is x86-64; other targets (WebAssembly for the
   playground, Arm) have no such clones and compile them once. */
#if defined(__x86_64__)
#define AVX2_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define AVX2_CLONES
#endif

/* How an expression depends on the thread. */
enum kind { K_CONST, K_THREAD, K_DYN };

typedef struct enode enode;
struct enode {
	const pat_expr *e;
	enum pat_eop op;
	enum kind kind;
	int64_t num;                 /* E_NUM */
	enode *a, *b, *c;
	int cache;                   /* K_THREAD subtree root: cache index, or -1 */
	int let_slot;                /* the let whose value this root is, or -1 */
	int64_t buf[W];              /* the result, when it is a vector */
};

typedef struct val {
	bool uni;
	int64_t s;                   /* uniform value */
	const int64_t *v;            /* lane values, when !uni */
} val;

/* A compiled statement. */
struct estmt {
	const pat_stmt *s;
	estmt *next;
	enode *e[4];                 /* access: indices, pred; let: value;
	                                for: start, end/cond, step; if: cond */
	estmt *body, *otherwise;
	bool race_idle;              /* the race walk may skip it: it holds
	                                no access the check records, no sync */
};

struct slot {
	val v;
	enum kind kind;              /* K_THREAD: the let's value is cached */
	int64_t buf[W];              /* loop variables keep their lanes here */
};

struct tcache {
	int64_t v[W];
	uint32_t bad;                /* lanes where computing it is undefined */
};


static volatile sig_atomic_t stop;

/* The file a statement stands in and its text, for its diagnostics: an
   included file's for the statements read from it. */
#define SFILE(c, s) ((s) != NULL && (s)->file != NULL ? (s)->file \
                                                       : (c)->p->file)
#define SSRC(c, s) ((s) != NULL && (s)->file != NULL ? (s)->src : (c)->p->src)

void
eval_interrupt(void)
{
	stop = 1;
}

bool
eval_interrupted(void)
{
	return stop != 0;
}

/* ------------------------------------------------------------- compiling */

static enode *
compile_expr(ctx *c, const pat_expr *e, const enum kind *slot_kind)
{
	enode *n;

	if (e == NULL)
		return NULL;
	n = arena_alloc(c->A, sizeof(*n));
	n->e = e;
	n->op = e->op;
	n->cache = -1;
	n->let_slot = -1;
	n->num = e->num;
	n->a = compile_expr(c, e->a, slot_kind);
	n->b = compile_expr(c, e->b, slot_kind);
	n->c = compile_expr(c, e->c, slot_kind);
	switch (e->op) {
	case E_NUM:
		n->kind = K_CONST;
		break;
	case E_BUILTIN:
		n->kind = e->builtin <= B_THREAD_Z ? K_THREAD : K_DYN;
		break;
	case E_VAR:
		n->kind = slot_kind[e->slot] == K_THREAD ? K_THREAD : K_DYN;
		break;
	default:
		n->kind = K_CONST;
		if (n->a && n->a->kind > n->kind) n->kind = n->a->kind;
		if (n->b && n->b->kind > n->kind) n->kind = n->b->kind;
		if (n->c && n->c->kind > n->kind) n->kind = n->c->kind;
		/* a thread-only var is already cached: no need to cache a bare
		   reference to it again */
		break;
	}
	return n;
}

/* Give a cache entry to each largest thread-only subtree. */
static void
assign_cache(ctx *c, enode *n, bool parent_thread)
{
	if (n == NULL)
		return;
	if (n->kind == K_THREAD && !parent_thread) {
		n->cache = c->ncache++;
		parent_thread = true;
	} else if (n->kind != K_THREAD) {
		parent_thread = false;
	}
	assign_cache(c, n->a, parent_thread);
	assign_cache(c, n->b, parent_thread);
	assign_cache(c, n->c, parent_thread);
}

/* The thread-only cache roots, in evaluation order, for precomputing. */
typedef struct rootlist {
	enode **n;
	int len, cap;
} rootlist;

static void
collect_roots(enode *n, rootlist *l)
{
	if (n == NULL)
		return;
	if (n->cache >= 0) {
		if (l->len == l->cap) {
			l->cap = l->cap ? 2 * l->cap : 16;
			l->n = xrealloc(l->n, sizeof(*l->n) * (size_t)l->cap);
		}
		l->n[l->len++] = n;
		return;
	}
	collect_roots(n->a, l);
	collect_roots(n->b, l);
	collect_roots(n->c, l);
}

static estmt *
compile_list(ctx *c, const pat_stmt *s, enum kind *slot_kind, rootlist *roots)
{
	estmt *head = NULL, **tail = &head, *es;
	int i;

	for (; s != NULL; s = s->next) {
		es = arena_alloc(c->A, sizeof(*es));
		es->s = s;
		switch (s->kind) {
		case S_ACCESS:
			for (i = 0; i < s->u.access.nindex; i++)
				es->e[i] = compile_expr(c, s->u.access.index[i], slot_kind);
			es->e[3] = compile_expr(c, s->u.access.pred, slot_kind);
			break;
		case S_LET:
			es->e[0] = compile_expr(c, s->u.let.value, slot_kind);
			slot_kind[s->u.let.slot] = es->e[0]->kind == K_DYN ? K_DYN
			                                                    : K_THREAD;
			break;
		case S_FOR:
			es->e[0] = compile_expr(c, s->u.loop.start, slot_kind);
			es->e[1] = compile_expr(c, s->u.loop.cform ? s->u.loop.cond
			                                           : s->u.loop.end,
			                        slot_kind);
			es->e[2] = compile_expr(c, s->u.loop.step, slot_kind);
			es->body = compile_list(c, s->u.loop.body, slot_kind, roots);
			break;
		case S_IF:
			es->e[0] = compile_expr(c, s->u.cond.cond, slot_kind);
			es->body = compile_list(c, s->u.cond.then, slot_kind, roots);
			es->otherwise = compile_list(c, s->u.cond.otherwise, slot_kind,
			                             roots);
			break;
		case S_SYNC:
			break;
		case S_EXPECT:
			continue;
		}
		for (i = 0; i < 4; i++) {
			assign_cache(c, es->e[i], false);
			collect_roots(es->e[i], roots);
		}
		if (s->kind == S_LET && es->e[0]->cache >= 0)
			es->e[0]->let_slot = s->u.let.slot;
		*tail = es;
		tail = &es->next;
	}
	return head;
}

/* ------------------------------------------------------------- messages */

/* Without -mpopcnt __builtin_popcount is a library call: this is faster. */
static inline int
popcount32(uint32_t x)
{
	x = x - ((x >> 1) & 0x55555555u);
	x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
	x = (x + (x >> 4)) & 0x0f0f0f0fu;
	return (int)((x * 0x01010101u) >> 24);
}

static int
first_lane(uint32_t m)
{
	return __builtin_ctz(m);
}

static void
where(ctx *c, int lane, char *buf, size_t n)
{
	snprintf(buf, n, "warp %llu (block %lld,%lld,%lld), lane %d "
	         "(threadIdx %lld,%lld,%lld)", (unsigned long long)c->warp,
	         (long long)c->bid[0], (long long)c->bid[1], (long long)c->bid[2],
	         lane, (long long)c->tid[0][lane], (long long)c->tid[1][lane],
	         (long long)c->tid[2][lane]);
}

/* Report an undefined operation in the lanes bad (a subset of the mask). */
static void
undefined(ctx *c, const enode *n, uint32_t bad, const int64_t *a,
          const int64_t *b)
{
	char at[160];
	int lane = first_lane(bad);
	const char *what;
	int64_t r;

	where(c, lane, at, sizeof(at));
	what = pat_apply(n->op, a[lane], b ? b[lane] : 0, &r);
	/* pat_apply()'s problem, each its row */
#define ARITH(id) DIAG_AT(c->d, SFILE(c, c->stmt), SSRC(c, c->stmt), \
	                  n->e->oploc, id, (long long)a[lane], \
	                  pat_eop_name(n->op), (long long)b[lane], at)
	if (b == NULL)
		DIAG_AT(c->d, SFILE(c, c->stmt), SSRC(c, c->stmt), n->e->oploc,
		        EVAL_OVERFLOW_UNARY, pat_eop_name(n->op),
		        (long long)a[lane], at);
	else if (what != NULL && strcmp(what, "division by zero") == 0)
		ARITH(EVAL_DIVISION_BY_ZERO);
	else if (what != NULL && strcmp(what, "modulo by zero") == 0)
		ARITH(EVAL_MODULO_BY_ZERO);
	else if (what != NULL && strcmp(what, "shift count out of range") == 0)
		ARITH(EVAL_SHIFT_RANGE);
	else if (what != NULL &&
	         strcmp(what, "left shift of a negative value") == 0)
		ARITH(EVAL_SHIFT_NEGATIVE);
	else
		ARITH(EVAL_OVERFLOW);
#undef ARITH
}

/* ----------------------------------------------------------- evaluating */

static const int64_t *
lanes_of(const val *v, int64_t *tmp)
{
	int l;
	if (!v->uni)
		return v->v;
	for (l = 0; l < W; l++)
		tmp[l] = v->s;
	return tmp;
}

/*
 * a + b, or a - b where sub, on every lane: the wrapping loop, and only
 * where its sign test says some lane may have overflowed (add: the
 * result's sign is neither operand's; sub: the operands' signs differ
 * and the result's is b's), the checked one. sub is a constant at each
 * call, so that inlining makes each its own vectorized loop.
 */
static inline __attribute__((always_inline)) uint32_t
vaddsub(bool sub, const int64_t *a, const int64_t *b, int bs, int64_t *r)
{
	uint32_t bad = 0;
	uint64_t acc = 0;
	int l;

	for (l = 0; l < W; l++) {
		uint64_t x = (uint64_t)a[l], y = (uint64_t)b[l * bs];
		uint64_t s = sub ? x - y : x + y;
		r[l] = (int64_t)s;
		acc |= sub ? (x ^ y) & (x ^ s) : (x ^ s) & (y ^ s);
	}
	if (acc >> 63)
		for (l = 0; l < W; l++) {
			const int64_t y = b[l * bs];
			if (sub ? __builtin_sub_overflow(a[l], y, &r[l])
			        : __builtin_add_overflow(a[l], y, &r[l])) {
				bad |= 1u << l;
				r[l] = 0;
			}
		}
	return bad;
}

/*
 * vop() for + - and *, whose overflow a cheap test over the warp rules
 * out first: the plain loop, and only where some lane may overflow, the
 * checked one.
 */
static inline __attribute__((always_inline)) uint32_t
vop_wrap(enum pat_eop op, const int64_t *a, const int64_t *b, int bs,
         int64_t *r)
{
	uint32_t bad = 0;
	uint64_t acc = 0;
	int l;

	switch (op) {
	case E_ADD:
		return vaddsub(false, a, b, bs, r);
	case E_SUB:
		return vaddsub(true, a, b, bs, r);
	case E_MUL:
		/* operands within +-2^31 cannot overflow: check that first */
		for (l = 0; l < W; l++) {
			/* unsigned: a[l] + 2^31 would overflow near INT64_MAX */
			acc |= ((uint64_t)a[l] + 0x80000000u) |
			       ((uint64_t)b[l * bs] + 0x80000000u);
			r[l] = (int64_t)((uint64_t)a[l] * (uint64_t)b[l * bs]);
		}
		if (acc >> 32)
			for (l = 0; l < W; l++)
				if (__builtin_mul_overflow(a[l], b[l * bs], &r[l])) {
					bad |= 1u << l;
					r[l] = 0;
				}
		return bad;
	default:
		return ALL_LANES;
	}
}

/*
 * r = a op b on every lane. Returns the lanes where the operation is
 * undefined; their results are 0. Never traps, whatever the inactive
 * lanes hold. b steps by bs: 1 for a vector, 0 for a uniform value, so
 * that inlining makes a loop of each kind without copying b 32 times.
 * One short case per operator, each a loop the compiler vectorizes,
 * read as the table it is.
 */
static inline __attribute__((always_inline)) uint32_t
vop(enum pat_eop op, const int64_t *a, const int64_t *b, int bs, int64_t *r)
{
	uint32_t bad = 0;
	int l;

	switch (op) {
	case E_ADD:
	case E_SUB:
	case E_MUL:
		return vop_wrap(op, a, b, bs, r);
	case E_DIV:
	case E_MOD:
		for (l = 0; l < W; l++) {
			if (b[l * bs] == 0 || (a[l] == INT64_MIN && b[l * bs] == -1)) {
				bad |= 1u << l;
				r[l] = 0;
			} else {
				r[l] = op == E_DIV ? a[l] / b[l * bs] : a[l] % b[l * bs];
			}
		}
		return bad;
	case E_SHL:
		for (l = 0; l < W; l++) {
			int64_t x = a[l], y = b[l * bs];
			if (y < 0 || y > 63 || x < 0 || (y > 0 && (x >> (63 - y)))) {
				bad |= 1u << l;
				r[l] = 0;
			} else {
				r[l] = x << y;
			}
		}
		return bad;
	case E_SHR:
		for (l = 0; l < W; l++) {
			if (b[l * bs] < 0 || b[l * bs] > 63) {
				bad |= 1u << l;
				r[l] = 0;
			} else {
				r[l] = a[l] >> b[l * bs];
			}
		}
		return bad;
	case E_AND: for (l = 0; l < W; l++) r[l] = a[l] & b[l * bs]; return 0;
	case E_OR: for (l = 0; l < W; l++) r[l] = a[l] | b[l * bs]; return 0;
	case E_XOR: for (l = 0; l < W; l++) r[l] = a[l] ^ b[l * bs]; return 0;
	case E_LT: for (l = 0; l < W; l++) r[l] = a[l] < b[l * bs]; return 0;
	case E_LE: for (l = 0; l < W; l++) r[l] = a[l] <= b[l * bs]; return 0;
	case E_GT: for (l = 0; l < W; l++) r[l] = a[l] > b[l * bs]; return 0;
	case E_GE: for (l = 0; l < W; l++) r[l] = a[l] >= b[l * bs]; return 0;
	case E_EQ: for (l = 0; l < W; l++) r[l] = a[l] == b[l * bs]; return 0;
	case E_NE: for (l = 0; l < W; l++) r[l] = a[l] != b[l * bs]; return 0;
	case E_MIN:
		for (l = 0; l < W; l++) r[l] = a[l] < b[l * bs] ? a[l] : b[l * bs];
		return 0;
	case E_MAX:
		for (l = 0; l < W; l++) r[l] = a[l] > b[l * bs] ? a[l] : b[l * bs];
		return 0;
	case E_NEG:
	case E_ABS:
		for (l = 0; l < W; l++) {
			if (a[l] == INT64_MIN) {
				bad |= 1u << l;
				r[l] = 0;
			} else {
				r[l] = op == E_NEG || a[l] < 0 ? -a[l] : a[l];
			}
		}
		return bad;
	case E_NOT: for (l = 0; l < W; l++) r[l] = ~a[l]; return 0;
	case E_LNOT: for (l = 0; l < W; l++) r[l] = !a[l]; return 0;
	default:
		return ALL_LANES;
	}
}

AVX2_CLONES
static uint32_t
vector_op(enum pat_eop op, const int64_t *a, const int64_t *b, int64_t *r)
{
	return vop(op, a, b, 1, r);
}

/* a op s, with s uniform */
AVX2_CLONES
static uint32_t
vector_op_s(enum pat_eop op, const int64_t *a, int64_t s, int64_t *r)
{
	return vop(op, a, &s, 0, r);
}

/* x / 2^k and x % 2^k for x >= 0 in every lane: the common tid / 32. */
static bool
pow2_fast(enum pat_eop op, const int64_t *a, int64_t b, int64_t *r)
{
	int64_t lo = 0;
	int k, l;

	if (b <= 0 || (b & (b - 1)) != 0)
		return false;
	for (l = 0; l < W; l++)
		lo |= a[l];
	if (lo < 0)
		return false;
	k = __builtin_ctzll((uint64_t)b);
	if (op == E_DIV)
		for (l = 0; l < W; l++) r[l] = a[l] >> k;
	else
		for (l = 0; l < W; l++) r[l] = a[l] & (b - 1);
	return true;
}

static uint32_t
nonzero_lanes(const val *v)
{
	uint32_t m = 0;
	int l;
	if (v->uni)
		return v->s ? ALL_LANES : 0;
	for (l = 0; l < W; l++)
		m |= (uint32_t)(v->v[l] != 0) << l;
	return m;
}

static bool ev(ctx *c, enode *n, uint32_t mask, val *out);

/* An undefined result in lanes bad & mask: report it, or when precomputing
   the cache, remember the lanes. */
static bool
check_bad(ctx *c, enode *n, uint32_t bad, uint32_t mask, const int64_t *a,
          const int64_t *b)
{
	bad &= mask;
	if (bad == 0)
		return true;
	if (c->quiet) {
		c->quiet_bad |= bad;
		return true;
	}
	undefined(c, n, bad, a, b);
	return false;
}

static bool
ev_logic(ctx *c, enode *n, uint32_t mask, val *out)
{
	val a, b, x;
	uint32_t ma, mb, mc, m;
	int l;

	if (!ev(c, n->a, mask, &a))
		return false;
	ma = nonzero_lanes(&a);
	if (n->op == E_COND) {
		if (a.uni)
			return ev(c, a.s ? n->b : n->c, mask, out);
		mb = mask & ma;
		mc = mask & ~ma;
		memset(&b, 0, sizeof(b));
		memset(&x, 0, sizeof(x));
		b.uni = x.uni = true;
		if (mb && !ev(c, n->b, mb, &b))
			return false;
		if (mc && !ev(c, n->c, mc, &x))
			return false;
		{
			int64_t tb[W], tx[W];
			const int64_t *vb = lanes_of(&b, tb), *vx = lanes_of(&x, tx);
			for (l = 0; l < W; l++)
				n->buf[l] = (ma >> l) & 1 ? vb[l] : vx[l];
		}
		out->uni = false;
		out->v = n->buf;
		return true;
	}
	/* && evaluates its right side where the left is true, || where false */
	m = n->op == E_LAND ? mask & ma : mask & ~ma;
	if (a.uni) {
		if (m == 0) {
			out->uni = true;
			out->s = n->op == E_LOR;
			return true;
		}
		if (!ev(c, n->b, m, &b))
			return false;
		if (b.uni) {
			out->uni = true;
			out->s = b.s != 0;
			return true;
		}
	} else if (m == 0) {
		memset(&b, 0, sizeof(b));
		b.uni = true;
	} else if (!ev(c, n->b, m, &b)) {
		return false;
	}
	mb = nonzero_lanes(&b);
	m = n->op == E_LAND ? (ma & mb) : (ma | mb);
	for (l = 0; l < W; l++)
		n->buf[l] = (m >> l) & 1;
	out->uni = false;
	out->v = n->buf;
	return true;
}

/* op a, a evaluated already. */
static inline bool
ev_unary(ctx *c, enode *n, uint32_t mask, const val *a, val *out)
{
	int64_t ta[W];
	uint32_t bad;

	if (a->uni) {
		int64_t r = 0;
		if (pat_apply(n->op, a->s, 0, &r) != NULL)
			return check_bad(c, n, mask, mask, lanes_of(a, ta), NULL);
		out->uni = true;
		out->s = r;
		return true;
	}
	bad = vector_op(n->op, a->v, NULL, n->buf);
	out->uni = false;
	out->v = n->buf;
	return check_bad(c, n, bad, mask, a->v, NULL);
}

/* a op b, both evaluated already. */
static inline bool
ev_binary(ctx *c, enode *n, uint32_t mask, const val *a, const val *b,
          val *out)
{
	const int64_t *va;
	int64_t ta[W], tb[W];
	uint32_t bad;

	if (a->uni && b->uni) {
		int64_t r = 0;
		if (pat_apply(n->op, a->s, b->s, &r) != NULL) {
			if (!check_bad(c, n, mask, mask, lanes_of(a, ta),
			               lanes_of(b, tb)))
				return false;
			r = 0;
		}
		out->uni = true;
		out->s = r;
		return true;
	}
	out->uni = false;
	out->v = n->buf;
	if ((n->op == E_DIV || n->op == E_MOD) && b->uni && !a->uni &&
	    pow2_fast(n->op, a->v, b->s, n->buf))
		return true;
	if (b->uni) {
		bad = vector_op_s(n->op, a->v, b->s, n->buf);
		if (bad & mask)
			return check_bad(c, n, bad, mask, a->v, lanes_of(b, tb));
		return true;
	}
	va = lanes_of(a, ta);
	bad = vector_op(n->op, va, b->v, n->buf);
	return check_bad(c, n, bad, mask, va, b->v);
}

/* A node whose lanes are cached for this warp (its subtree depends on
   threadIdx alone). */
static bool
ev_cached(ctx *c, enode *n, uint32_t mask, val *out)
{
	tcache *t = &c->wcache[n->cache];

	if (t->bad & mask) {
		/* say exactly what went wrong, evaluating it again */
		bool ok;
		c->nocache = true;
		ok = ev(c, n, mask, out);
		c->nocache = false;
		return ok;
	}
	out->uni = false;
	out->v = t->v;
	return true;
}

static bool
ev(ctx *c, enode *n, uint32_t mask, val *out)
{
	val a, b;

	if (n->cache >= 0 && !c->nocache)
		return ev_cached(c, n, mask, out);
	switch (n->op) {
	case E_NUM:
		out->uni = true;
		out->s = n->num;
		return true;
	case E_BUILTIN:
		if (n->e->builtin <= B_THREAD_Z) {
			out->uni = false;
			out->v = c->tid[n->e->builtin - B_THREAD_X];
		} else {
			/* blockIdx; blockDim and gridDim were folded */
			out->uni = true;
			out->s = c->bid[n->e->builtin - B_BLOCK_X];
		}
		return true;
	case E_VAR:
		*out = c->slots[n->e->slot].v;
		return true;
	case E_LAND:
	case E_LOR:
	case E_COND:
		return ev_logic(c, n, mask, out);
	default:
		break;
	}
	if (!ev(c, n->a, mask, &a))
		return false;
	if (n->b == NULL)
		return ev_unary(c, n, mask, &a, out);
	if (!ev(c, n->b, mask, &b))
		return false;
	return ev_binary(c, n, mask, &a, &b, out);
}

/* ------------------------------------------------------------- the grid */

/* Warps form from the linear thread index, x fastest, as CUDA forms them. */
static void
make_tids(ctx *c)
{
	const int64_t *bd = c->p->block;
	int64_t nthreads = bd[0] * bd[1] * bd[2];
	int w, l;

	c->tids = arena_alloc(c->A, sizeof(*c->tids) * (size_t)c->nwarps_block);
	c->exists_of = arena_alloc(c->A, sizeof(uint32_t) *
	                                          (size_t)c->nwarps_block);
	for (w = 0; w < c->nwarps_block; w++)
		for (l = 0; l < W; l++) {
			int64_t t = (int64_t)w * W + l;
			if (t < nthreads)
				c->exists_of[w] |= 1u << l;
			else
				t = 0;   /* no such thread: any in-range value */
			c->tids[w][0][l] = t % bd[0];
			c->tids[w][1][l] = t / bd[0] % bd[1];
			c->tids[w][2][l] = t / (bd[0] * bd[1]);
		}
}

static void
setup_warp_lanes(ctx *c, int w)
{
	c->tid = (const int64_t (*)[W])c->tids[w];
	c->exists = c->exists_of[w];
	c->warp_in_block = w;
	c->wcache = c->cache + (size_t)w * (size_t)c->ncache;
}

/* Thread-only values that a let holds: their slots point into the cache. */
static bool
precompute(ctx *c, const rootlist *roots)
{
	int w, i;

	c->quiet = true;
	for (w = 0; w < c->nwarps_block; w++) {
		setup_warp_lanes(c, w);
		c->nocache = true;
		for (i = 0; i < roots->len; i++) {
			enode *n = roots->n[i];
			tcache *t = &c->wcache[n->cache];
			val v;
			c->quiet_bad = 0;
			ev(c, n, c->exists, &v);
			memcpy(t->v, lanes_of(&v, c->tmp_lanes), sizeof(t->v));
			t->bad = c->quiet_bad;
			/* later thread-only values may read this let: point its
			   slot at the cache, as running the let would */
			if (n->let_slot >= 0) {
				c->slots[n->let_slot].v.uni = false;
				c->slots[n->let_slot].v.v = t->v;
			}
		}
		c->nocache = false;
	}
	c->quiet = false;
	return true;
}

static bool run_list(ctx *c, estmt *s, uint32_t mask);

/* A loop that has run this many times for one warp when the work limit
   is passed is named as the likely cause. */
#define RUNAWAY_TRIPS 100000

bool
eval_too_much(ctx *c)
{
	const pat_stmt *s = c->runaway;

	if (s != NULL && c->runaway_trips >= RUNAWAY_TRIPS) {
		DIAG_AT(c->d, SFILE(c, s), SSRC(c, s), s->loc, EVAL_LOOP_RUNAWAY,
		        (unsigned long long)c->runaway_trips,
		        (unsigned long long)c->runaway_warp,
		        (unsigned long long)c->o->max_work);
		return false;
	}
	DIAG_PLAIN(c->d, EVAL_WORK_LIMIT, c->p->file,
	           (unsigned long long)c->o->max_work);
	return false;
}

/* Is the work limit passed? The count it was checked at is kept: a range
   of blocks run by a thread is judged by it (evalthreads.c). */
static inline bool
over_limit(ctx *c)
{
	c->checked = c->work + c->steps;
	return c->limit && c->checked > c->limit;
}

/*
 * Each lane's byte address from its indices, and whether an active lane's
 * index is outside its dimension (one unsigned compare catches both ends).
 * A uniform index adds the same bytes to every lane and is checked once;
 * a power-of-two byte stride is a shift. The loops are the hottest in the
 * program: with AVX2 they run 4 lanes at a time, chosen at run time so
 * that the binary still runs anywhere.
 */
AVX2_CLONES
static bool
lanes_address(const pat_array *arr, const pat_stmt *s, const val *iv,
              uint32_t mask, uint64_t *addr)
{
	const int nd = s->u.access.nindex;
	uint64_t base = arr->base + s->u.access.field_offset;
	uint64_t stride[3], m[W], out = 0;
	bool first = true;
	int d, l;

	stride[nd - 1] = arr->type->size;
	for (d = nd - 2; d >= 0; d--)
		stride[d] = stride[d + 1] * (uint64_t)arr->dims[d + 1];
	for (d = 0; d < nd; d++) {
		if (!iv[d].uni)
			continue;
		if ((uint64_t)iv[d].s >= (uint64_t)arr->dims[d])
			return true;
		base += (uint64_t)iv[d].s * stride[d];
	}
	/* lanes that take part, as all-ones words, so the test vectorizes */
	if (mask != ALL_LANES)
		for (l = 0; l < W; l++)
			m[l] = (uint64_t)0 - ((mask >> l) & 1);
	for (d = 0; d < nd; d++) {
		const uint64_t dim = (uint64_t)arr->dims[d], st = stride[d];
		const uint64_t *x = (const uint64_t *)iv[d].v;
		if (iv[d].uni)
			continue;
		if (mask == ALL_LANES)
			for (l = 0; l < W; l++)
				out |= x[l] >= dim;
		else
			for (l = 0; l < W; l++)
				out |= ((uint64_t)0 - (x[l] >= dim)) & m[l];
		if ((st & (st - 1)) == 0) {
			const int sh = __builtin_ctzll(st);
			if (first)
				for (l = 0; l < W; l++)
					addr[l] = base + (x[l] << sh);
			else
				for (l = 0; l < W; l++)
					addr[l] += x[l] << sh;
		} else if (first) {
			for (l = 0; l < W; l++)
				addr[l] = base + x[l] * st;
		} else {
			for (l = 0; l < W; l++)
				addr[l] += x[l] * st;
		}
		first = false;
	}
	if (first)
		for (l = 0; l < W; l++)
			addr[l] = base;
	return out != 0;
}

/*
 * A tex2D fetch's lanes at the block-linear places of their texels
 * (sim/texture.h), after the array's base: [y][x] clamped into the
 * texture as cudaAddressModeClamp does, so that no fetch is out of
 * bounds. The time model and the DRAM replay see these addresses too.
 */
static void
texel_addresses(const pat_array *arr, const val *iv, uint64_t *addr)
{
	int64_t ty[W], tx[W];
	const int64_t *y = lanes_of(&iv[0], ty), *x = lanes_of(&iv[1], tx);
	const uint64_t es = arr->type->size, wb = (uint64_t)arr->dims[1] * es;
	int l;

	for (l = 0; l < W; l++) {
		int64_t yy = y[l] < 0 ? 0 : y[l] >= arr->dims[0] ? arr->dims[0] - 1
		                                                 : y[l];
		int64_t xx = x[l] < 0 ? 0 : x[l] >= arr->dims[1] ? arr->dims[1] - 1
		                                                 : x[l];
		addr[l] = arr->base + sim_texel_offset((uint64_t)xx * es,
		                                       (uint64_t)yy, wb);
	}
}

/* Report the first index of s outside its array (the lanes' addresses
   said one is): false, or true if none is after all. */
static bool
in_bounds(ctx *c, const pat_stmt *s, const val *ix, uint32_t mask)
{
	const pat_array *arr = s->u.access.array;
	int64_t idx[W];
	char at[160];
	int d, l;

	for (d = 0; d < s->u.access.nindex; d++) {
		const uint64_t dim = (uint64_t)arr->dims[d];
		const int64_t *lv = lanes_of(&ix[d], idx);
		for (l = 0; l < W; l++)
			if (((mask >> l) & 1) && (uint64_t)lv[l] >= dim)
				break;
		if (l == W)
			continue;
		where(c, l, at, sizeof(at));
		DIAG_AT(c->d, SFILE(c, s), SSRC(c, s),
		        s->u.access.index[d]->loc, EVAL_OUT_OF_BOUNDS,
		        (long long)lv[l], arr->name,
		        arr->ndims > 1 ? (d == 0 ? " dimension 1" : d == 1
		                          ? " dimension 2" : " dimension 3")
		                       : "",
		        (long long)dim, at);
		return false;
	}
	return true;
}

/* The race check's record of one request (false: past its bound). */
static bool
race_access(ctx *c, const pat_stmt *s, const uint64_t *addr, uint32_t mask)
{
	enum race_kind k = s->u.access.atomic != A_NONE ? RACE_ATOMIC
	                   : s->u.access.store ? RACE_WRITE : RACE_READ;

	if (c->race_moves != NULL)
		race_move(c->race, c->race_moves[s->u.access.id]);
	return race_add(c->race, (enum sim_space)s->u.access.array->space,
	                s->u.access.id, k, s->u.access.size, addr, mask,
	                c->warp / (uint64_t)c->nwarps_block, c->warp_in_block,
	                (uint32_t)c->syncs, c->wsyncs);
}

uint64_t
eval_resident_blocks(const pat_program *p, const sim_arch *a)
{
	sim_time_in in;
	enum sim_occ_limit lim;
	int per_sm;

	if (a == NULL)
		return 1;
	memset(&in, 0, sizeof(in));
	in.threads_per_block = (int)(p->block[0] * p->block[1] * p->block[2]);
	in.shared_per_block = p->shared_bytes;
	in.regs_per_thread = p->registers > 0 ? p->registers
	                                      : PREDICT_REGISTERS;
	per_sm = sim_time_occupancy(a, &in, &lim);
	return (uint64_t)(per_sm > 1 ? per_sm : 1) *
	       (uint64_t)(a->sm_count > 1 ? a->sm_count : 1);
}

/* Whether ptxas makes one operation of a warp's atomic request s, with
   uni what the code proves the same in every lane (CUDASRC_UNI_ADDR,
   its address; CUDASRC_UNI_VALUE, its value): on one address, a 32-bit
   integer add, subtract, min, max, and, or or xor (POPC or REDUX over
   the lanes, then one REDG from the first), or a 64-bit integer add of
   one value (UPOPC); not a 64-bit add of the lanes' own values, an
   exchange, compare-and-swap, increment or decrement, nor a float add
   (tests/gpu/atomic/uniform.cu: SASS and times on an H200). So on
   shared memory: an add of one or of the lane's value, a max, and a
   guarded add are one wavefront a warp instruction, an exchange 32
   (tests/gpu/atomic/shared: --gpu on an H200). The request then counts
   as its first active lane's alone. */
static bool
warp_aggregated(const pat_stmt *s, unsigned uni)
{
	const pat_array *arr = s->u.access.array;
	const enum pat_atomic op = s->u.access.atomic;
	/* the element's type: a structure's field's where it is one */
	const pat_type *t = s->u.access.field ? s->u.access.field->type
	                                      : arr->type;

	if (!(uni & CUDASRC_UNI_ADDR) ||
	    (arr->space != SPACE_GLOBAL && arr->space != SPACE_SHARED) ||
	    arr->local || t->kind == PT_FLOAT || t->kind == PT_DOUBLE)
		return false;
	if (s->u.access.size == 8)
		return op == A_ADD && (uni & CUDASRC_UNI_VALUE);
	return s->u.access.size == 4 &&
	       (op == A_ADD || op == A_SUB || op == A_MIN || op == A_MAX ||
	        op == A_AND || op == A_OR || op == A_XOR);
}

/* A global atomic's lanes into the launch's count of operations per
   address (sim/hot.h), same times: of the requests it stands for, those
   at its very addresses (hot_same(), cudasrc_plan_same()), the others
   left out, so that the busiest address's count is never more than the
   exhaustive run's; and its lines' work to the L2 units, all of them,
   the others' where moved puts them (a kernel's atomic over several
   units, cudasrc_plan_moved; a written pattern's runs each value of a
   variable such an atomic moves with, classes_plan). */
static void
hot_add(ctx *c, const pat_stmt *s, const sim_request *rq, uint64_t same,
        const cudasrc_moved *moved)
{
	const pat_array *arr = s->u.access.array;
	const bool fl = (arr->type->kind == PT_FLOAT ||
	                 arr->type->kind == PT_DOUBLE) &&
	                (s->u.access.atomic == A_ADD ||
	                 s->u.access.atomic == A_SUB);

	if (c->r->hot == NULL)
		c->r->hot = xcalloc(1, sim_hot_size());
	if (c->part_blocks == 0)
		c->part_blocks = sim_hot_part_blocks(
		    eval_resident_blocks(c->p, c->o->arch));
	sim_hot_request(c->r->hot, c->o->arch, rq, fl, same, c->weight,
	                c->warp / (uint64_t)c->nwarps_block / c->part_blocks,
	                moved);
}

/* Of the requests the running one stands for (c->weight), itself
   included, those at its very addresses: its class's members along the
   variables access id's address does not move with (classes_moves),
   the block that runs apart left out. */
static uint64_t
hot_same(const ctx *c, int id)
{
	uint64_t blocks = 1, loops = 1;
	int v;

	if (c->weight == 1 || c->plan == NULL || c->vw == NULL)
		return 1;
	for (v = 0; v < 3 + c->p->nslots; v++)
		if (c->vw[v] > 1 && !classes_moves(c->plan, id, v))
			*(v < 3 ? &blocks : &loops) *= c->vw[v];
	if (c->blk != NULL && c->blk->less_one) {
		bool share = true;
		for (v = 0; v < 3; v++)
			share &= !classes_moves(c->plan, id, v) ||
			         c->blk->apart[v] == c->bid[v];
		blocks -= share;
	}
	return blocks * loops;
}

/* One request's counts into an access's totals, weighted, and the warp
   of its costliest request. */
static void
add_counts(ctx *c, eval_access *ea, enum sim_space sp, const sim_counts *cnt)
{
	uint64_t had = ea->stats.requests;
	uint32_t max = ea->stats.max_per_request;

	if (c->weight == 1)
		sim_stats_add(&ea->stats, sp, cnt);
	else
		classes_stats_add(&ea->stats, sp, cnt, c->weight);
	if (ea->stats.requests > had &&
	    (had == 0 || ea->stats.max_per_request > max))
		ea->worst_warp = c->warp;
}

/* The lanes the texture pipe serves together in a fetch of texture arr
   (sim_texture_group()): a 1D texture is linear memory. */
static unsigned
tex_group(const pat_array *arr, unsigned size)
{
	return sim_texture_group(arr->ndims == 1, size);
}

/*
 * A local access: one request per 4-byte word of its element, as the GPU
 * issues them (an 8- or 16-byte local load or store counted 2 or 4
 * requests a warp on an H100, its sectors those of the words' rows:
 * tests/gpu/local). Word j of every lane lies in row k + j of the
 * interleave, so the words' requests share no sector and their sectors
 * add up to the whole access's. Each word's request is one the model
 * evaluated: counted one a statement, an enumerated access of 8-byte
 * elements had half its requests evaluated, and was said to be in closed
 * form.
 */
static void
local_requests(ctx *c, eval_access *ea, const sim_request *rq)
{
	unsigned n = rq->size > SIM_LOCAL_WORD ? rq->size / SIM_LOCAL_WORD : 1;
	uint64_t a[W];
	sim_request pr = *rq;
	sim_counts cnt;
	unsigned j;
	int l;

	if (n > 1) {
		pr.size = SIM_LOCAL_WORD;
		pr.addr = a;
	}
	for (j = 0; j < n; j++) {
		if (n > 1)
			for (l = 0; l < W; l++)
				a[l] = rq->addr[l] + j * SIM_LOCAL_WORD;
		sim_local(&pr, &cnt);
		add_counts(c, ea, SIM_GLOBAL, &cnt);
		ea->evaluated++;
	}
}

/* where the model puts the warps' local frames: past any global array */
#define LOCAL_WINDOW ((uint64_t)1 << 60)

/*
 * A local request's lanes at their interleaved addresses (the first piece
 * of each, sim_local_addr(), and its size), in the frame of the warp's
 * slot past every global array, for what looks at addresses after the
 * counting: the picture, the time model's L1 replay and DRAM. The GPU
 * gives local memory to the warps an SM can hold, not to every warp of
 * the grid: a warp of a later wave takes the frame of one before it, so
 * a stack is the L2's lines over and over, not new ones to fetch from
 * DRAM (the frame of warp w is that of w modulo the SMs' resident warps).
 * The thread-local offsets stay in rq->addr
 * until sim_local_explain() has read them; this rewrites addr in place
 * after saving them in the ctx's scratch.
 */
static void
local_addresses(ctx *c, sim_request *rq, uint64_t *addr)
{
	uint64_t frame = (c->p->local_bytes + SIM_LOCAL_WORD - 1) /
	                 SIM_LOCAL_WORD * SIM_WARP * SIM_LOCAL_WORD;
	const sim_arch *a = c->o->arch;
	uint64_t slots = a->sm_count > 0 && a->max_warps_per_sm > 0 ?
	                 (uint64_t)a->sm_count * (uint64_t)a->max_warps_per_sm :
	                 UINT64_MAX;
	uint64_t base = LOCAL_WINDOW + c->warp % slots * frame;
	int l;

	memcpy(c->local_offsets, addr, sizeof(c->local_offsets));
	for (l = 0; l < W; l++)
		addr[l] = base + sim_local_addr(addr[l], (unsigned)l);
	rq->addr = addr;
	if (rq->size > SIM_LOCAL_WORD)   /* each lane's first piece */
		rq->size = SIM_LOCAL_WORD;
}

/* The detail of access s (ea) from request rq, its index values ix:
   what the reports picture of the warp it shows. */
static void
access_detail(ctx *c, const pat_stmt *s, eval_access *ea,
              const sim_request *rq, const val *ix)
{
	const pat_array *arr = s->u.access.array;
	int64_t idx[3][W];
	int d, l;

	ea->has_detail = 1;
	ea->detail_warp = c->warp;
	if (arr->local) {
		/* the first of its requests (local_requests()) */
		sim_request lr = *rq;
		lr.addr = c->local_offsets;
		if (lr.size > SIM_LOCAL_WORD)
			lr.size = SIM_LOCAL_WORD;
		sim_local_explain(&lr, &ea->detail);
	} else if (s->u.access.atomic != A_NONE)
		sim_atomic_explain(c->o->arch, (enum sim_space)arr->space,
		                   rq, &ea->detail);
	else
		sim_explain(arr->texture ? sim_arch_default()
		                         : c->o->arch,
		            (enum sim_space)arr->space, rq,
		            &ea->detail);
	if (arr->texture) {  /* the picture's sectors are the distinct
	                        ones, its figures the lookups */
		sim_tex_counts tc;
		sim_texture(rq, tex_group(arr, rq->size),
		            &ea->detail.counts, &tc);
	}
	memcpy(ea->detail_addr, rq->addr, sizeof(ea->detail_addr));
	for (d = 0; d < 3; d++) {
		const int64_t *lv = d < s->u.access.nindex
		                            ? lanes_of(&ix[d], idx[d]) : NULL;
		for (l = 0; l < W; l++)
			ea->detail_index[l][d] = lv ? lv[l] : 0;
	}
}

static bool
run_access(ctx *c, estmt *es, uint32_t mask)
{
	const pat_stmt *s = es->s;
	const pat_array *arr = s->u.access.array;
	eval_access *ea = &c->r->access[s->u.access.id];
	uint64_t addr[W];
	val ix[3];
	sim_request rq;
	sim_counts cnt;
	val v;
	int d;

	if (c->race != NULL && es->race_idle)
		return true;
	c->stmt = s;
	if (es->e[3] != NULL && mask != 0) {
		if (!ev(c, es->e[3], mask, &v))
			return false;
		mask &= nonzero_lanes(&v);
		/* 'if' predicates the access: a warp that reaches it issues
		   it all the same where no lane passes (the race walk
		   counts nothing) */
		if (mask == 0 && c->race == NULL)
			ea->inactive += c->weight;
	}
	if (mask == 0)
		return true;
	for (d = 0; d < s->u.access.nindex; d++)
		if (!ev(c, es->e[d], mask, &ix[d]))
			return false;
	if (arr->texture && arr->ndims == 2)
		texel_addresses(arr, ix, addr);
	else if (lanes_address(arr, s, ix, mask, addr) &&
	         !in_bounds(c, s, ix, mask))
		return false;
	/* a local array is per thread: no other thread touches it; nothing
	   writes a texture */
	/* the race walk records the request and counts nothing (its
	   figures are the other walk's) */
	if (c->race != NULL) {
		c->work += (uint64_t)popcount32(mask);
		return race_access(c, s, addr, mask);
	}
	rq.addr = addr;
	rq.active = mask;
	rq.size = s->u.access.size;
	rq.store = s->u.access.store;
	if (arr->local) {
		local_requests(c, ea, &rq);
	} else {
		if (s->u.access.atomic != A_NONE) {
			/* the value an atomic statement adds is not said:
			   its lanes' own */
			unsigned uni = CUDASRC_UNI_ADDR;
			for (d = 0; d < s->u.access.nindex; d++)
				if (!ix[d].uni)
					uni = 0;
			if (warp_aggregated(s, uni)) {
				rq.active &= -rq.active;    /* the first lane */
				ea->aggregated += c->weight;
			}
			sim_atomic(c->o->arch, (enum sim_space)arr->space, &rq,
			           &cnt);
			cnt.lanes = (uint32_t)popcount32(mask);
			if (arr->space == SPACE_GLOBAL)
				hot_add(c, s, &rq, hot_same(c, s->u.access.id),
				        NULL);
		}
		else if (arr->texture) { /* the texture pipe: per lane quad */
			sim_tex_counts tc;
			sim_texture(&rq, tex_group(arr, rq.size), &cnt, &tc);
			ea->tex_quads += c->weight * tc.quads;
			ea->tex_sectors += c->weight * tc.sectors;
		}
		else switch (arr->space) {
		case SPACE_GLOBAL: sim_global_in(c->o->arch, &rq, &cnt); break;
		case SPACE_SHARED: sim_shared(c->o->arch, &rq, &cnt); break;
		default: sim_constant(&rq, &cnt); break;
		}
		add_counts(c, ea, (enum sim_space)arr->space, &cnt);
		ea->evaluated++;
	}
	c->nominal += c->weight * (uint64_t)popcount32(mask);
	if (arr->local)              /* the rest sees interleaved addresses */
		local_addresses(c, &rq, addr);
	if (c->o->on_request)
		c->o->on_request(c->o->on_request_arg, s->u.access.id, c->warp,
		                 (enum sim_space)arr->space,
		                 s->u.access.atomic != A_NONE, &rq);
	if (arr->space == SPACE_GLOBAL)
		touch_record(c->r, &rq, c->weight);
	c->work += (uint64_t)popcount32(mask);
	if (!ea->has_detail && (c->o->detail_warp < 0 ||
	                        (uint64_t)c->o->detail_warp == c->warp))
		access_detail(c, s, ea, &rq, ix);
	return true;
}

/* var = var OP step, per lane, for the C form's update. */
static bool
loop_update(ctx *c, estmt *es, slot *sl, uint32_t mask)
{
	static const enum pat_eop ops[] = {
		[F_ADD] = E_ADD, [F_SUB] = E_SUB, [F_MUL] = E_MUL, [F_DIV] = E_DIV,
		[F_SHL] = E_SHL, [F_SHR] = E_SHR,
	};
	enum pat_fupd u = es->s->u.loop.upd;
	val st;
	int64_t ts[W], tv[W], r[W];
	uint32_t bad;
	enode fake;

	if (!ev(c, es->e[2], mask, &st))
		return false;
	if (u == F_SET) {
		if (st.uni) {
			sl->v.uni = true;
			sl->v.s = st.s;
		} else {
			memcpy(sl->buf, st.v, sizeof(sl->buf));
			sl->v.uni = false;
			sl->v.v = sl->buf;
		}
		return true;
	}
	if (sl->v.uni && st.uni) {
		int64_t x;
		if (pat_apply(ops[u], sl->v.s, st.s, &x) != NULL) {
			memset(&fake, 0, sizeof(fake));
			fake.op = ops[u];
			fake.e = es->s->u.loop.step;
			return check_bad(c, &fake, mask, mask, lanes_of(&sl->v, tv),
			                 lanes_of(&st, ts));
		}
		sl->v.s = x;
		return true;
	}
	memcpy(tv, lanes_of(&sl->v, tv), sizeof(tv));
	bad = vector_op(ops[u], tv, lanes_of(&st, ts), r);
	if (bad & mask) {
		memset(&fake, 0, sizeof(fake));
		fake.op = ops[u];
		fake.e = es->s->u.loop.step;
		return check_bad(c, &fake, bad, mask, tv, lanes_of(&st, ts));
	}
	memcpy(sl->buf, r, sizeof(r));
	sl->v.uni = false;
	sl->v.v = sl->buf;
	return true;
}

/*
 * a range loop whose counter only moves addresses by offsets
 * whose residues repeat, but where a comparison or a bound splits the
 * iterations (classes.h): the first iteration of each class, standing
 * for the others. Its bounds and step are numbers, so evaluating them
 * cannot fail.
 */
static bool
run_for_classes(ctx *c, estmt *es, const classes_loop *l, uint32_t mask)
{
	slot *sl = &c->slots[es->s->u.loop.slot];
	const uint64_t w0 = c->weight;
	size_t i;

	for (i = 0; i < l->nreps; i++) {
		c->steps += (uint64_t)popcount32(mask);
		if (over_limit(c))
			return eval_too_much(c);
		sl->v.uni = true;
		sl->v.s = l->start + (int64_t)l->reps[i].j * l->step;
		c->weight = w0 * classes_rep_weight(&l->reps[i], l->trips);
		c->vw[3 + es->s->u.loop.slot] = c->weight / w0;
		if (!run_list(c, es->body, mask))
			return false;
		c->weight = w0;
		c->vw[3 + es->s->u.loop.slot] = 1;
		if (stop)
			return false;
	}
	sl->v.uni = true;
	sl->v.s = l->after;
	return true;
}

/* Whether every lane of live holds in v what it held in before. */
static bool
same_lanes(const int64_t *before, const val *v, uint32_t live, int64_t *tmp)
{
	const int64_t *x = lanes_of(v, tmp);
	int l;

	for (l = 0; l < W; l++)
		if (((live >> l) & 1) && x[l] != before[l])
			return false;
	return true;
}

/*
 * A C-form loop whose update left its variable as it was in every lane
 * still in it: its condition reads nothing else that the body could
 * change (a name declared outside a loop is not reassigned in it), so
 * those lanes would go round for ever. Said now, not after the work limit.
 */
static bool
stuck(ctx *c, const pat_stmt *s, uint32_t live, const int64_t *v)
{
	char at[160];
	int l = first_lane(live);

	where(c, l, at, sizeof(at));
	DIAG_AT(c->d, SFILE(c, s), SSRC(c, s), s->loc, EVAL_LOOP_ENDLESS,
	        s->u.loop.var,
	        (long long)v[l], at);
	return false;
}

/*
 * a C-form loop of the plan (classes.h), its counter at START
 * in v. The iterations that every active lane makes run one per class;
 * those after, where the lanes with fewer trips have left (a row whose
 * length is not a multiple of the step), each run as itself with the
 * lanes still in the loop, as the exhaustive run has them. Where that
 * saves nothing, return -1 and let the loop be enumerated. Counter and
 * trips cannot overflow: the plan bounds them.
 */
static int
run_cform_classes(ctx *c, estmt *es, const classes_loop *l, uint32_t mask,
                  const val *v)
{
	slot *sl = &c->slots[es->s->u.loop.slot];
	const uint64_t w0 = c->weight;
	const int64_t *x = lanes_of(v, c->tmp_lanes);
	int64_t start[W], trips[W], lo = -1, hi = -1, t;
	uint32_t live = mask;
	size_t i, nr;
	uint64_t j;
	int k;

	for (k = 0; k < W; k++) {
		trips[k] = 0;
		if (!((mask >> k) & 1))
			continue;
		t = x[k] < l->end ? (l->end - x[k] + l->step - 1) / l->step : 0;
		trips[k] = t;
		lo = lo < 0 || t < lo ? t : lo;
		hi = t > hi ? t : hi;
	}
	if (hi < 0 || (uint64_t)hi > l->trips)
		return -1;
	for (nr = 0; nr < l->nreps && l->reps[nr].j < (uint64_t)lo; nr++)
		;
	if (nr + (uint64_t)(hi - lo) >= (uint64_t)hi)
		return -1;
	memcpy(start, x, sizeof(start));
	for (i = 0; i < nr + (size_t)(hi - lo); i++) {
		c->steps += W;
		if (over_limit(c))
			return eval_too_much(c);
		if (i < nr) {
			j = l->reps[i].j;
			c->weight = w0 * classes_rep_weight(&l->reps[i], (uint64_t)lo);
		} else {
			j = (uint64_t)lo + (i - nr);
			c->weight = w0;
			live = 0;
			for (k = 0; k < W; k++)
				live |= (uint32_t)(trips[k] > (int64_t)j) << k;
			live &= mask;
		}
		for (k = 0; k < W; k++)
			sl->buf[k] = (int64_t)((uint64_t)start[k] +
			                       j * (uint64_t)l->step);
		sl->v.uni = false;
		sl->v.v = sl->buf;
		c->vw[3 + es->s->u.loop.slot] = c->weight / w0;
		if (!run_list(c, es->body, live))
			return 0;
		c->weight = w0;
		c->vw[3 + es->s->u.loop.slot] = 1;
		if (stop)
			return 0;
	}
	return 1;
}

static bool
run_for(ctx *c, estmt *es, uint32_t mask)
{
	const pat_stmt *s = es->s;
	slot *sl = &c->slots[s->u.loop.slot];
	const classes_loop *cl = NULL;
	val v, end;
	uint32_t live;
	uint64_t trips = 0;
	int64_t before[W], tv[W];
	int l;

	if (c->plan != NULL && (cl = classes_loop_of(c->plan, s, c->cut)) != NULL &&
	    !cl->cform)
		return run_for_classes(c, es, cl, mask);
	c->stmt = s;
	if (!ev(c, es->e[0], mask, &v))
		return false;
	if (c->plan != NULL && cl != NULL) {
		int done = run_cform_classes(c, es, cl, mask, &v);
		if (done >= 0)
			return done == 1;
		c->stmt = s;
	}
	if (v.uni) {
		sl->v = v;
	} else {
		memcpy(sl->buf, v.v, sizeof(sl->buf));
		sl->v.uni = false;
		sl->v.v = sl->buf;
	}
	if (!s->u.loop.cform) {
		val st;
		if (!ev(c, es->e[2], mask, &st))
			return false;
		const int64_t *sv = lanes_of(&st, c->tmp_lanes);
		for (l = 0; l < W; l++)
			if (((mask >> l) & 1) && sv[l] <= 0) {
				char at[160];
				where(c, l, at, sizeof(at));
				DIAG_AT(c->d, SFILE(c, s), SSRC(c, s),
				        s->u.loop.step->loc, EVAL_LOOP_STEP,
				        (long long)sv[l], at);
				return false;
			}
	}
	for (;;) {
		/* the lanes still in the loop */
		if (s->u.loop.cform) {
			if (!ev(c, es->e[1], mask, &end))
				return false;
			live = mask & nonzero_lanes(&end);
		} else {
			if (!ev(c, es->e[1], mask, &end))
				return false;
			if (sl->v.uni && end.uni) {
				live = sl->v.s < end.s ? mask : 0;
			} else {
				int64_t tv[W], te[W];
				const int64_t *x = lanes_of(&sl->v, tv),
				              *e = lanes_of(&end, te);
				live = 0;
				for (l = 0; l < W; l++)
					live |= (uint32_t)(x[l] < e[l]) << l;
				live &= mask;
			}
		}
		if (live == 0)
			return true;
		/* a step costs the warp the same whatever lanes are live: count
		   it for all of them, or one lane looping forever would take 32
		   times as long as the manual says to reach --max-work */
		c->steps += W;
		if (++trips > c->runaway_trips) {
			c->runaway = s;
			c->runaway_trips = trips;
			c->runaway_warp = c->warp;
		}
		if (over_limit(c))
			return eval_too_much(c);
		if (!run_list(c, es->body, live))
			return false;
		c->stmt = s;
		if (s->u.loop.cform)
			memcpy(before, lanes_of(&sl->v, tv), sizeof(before));
		if (!loop_update(c, es, sl, live))
			return false;
		if (s->u.loop.cform && same_lanes(before, &sl->v, live, tv))
			return stuck(c, s, live, before);
		mask = live;
		if (stop)
			return false;
	}
}

static bool
run_list(ctx *c, estmt *es, uint32_t mask)
{
	val v;

	for (; es != NULL; es = es->next) {
		const pat_stmt *s = es->s;
		switch (s->kind) {
		case S_ACCESS:
			if (!run_access(c, es, mask))
				return false;
			break;
		case S_LET: {
			slot *sl = &c->slots[s->u.let.slot];
			c->stmt = s;
			if (!ev(c, es->e[0], mask, &v))
				return false;
			sl->v = v;
			break;
		}
		case S_FOR:
			if (c->race != NULL && es->race_idle)
				break;
			if (!run_for(c, es, mask))
				return false;
			break;
		case S_IF: {
			uint32_t t;
			if (c->race != NULL && es->race_idle)
				break;
			c->stmt = s;
			if (!ev(c, es->e[0], mask, &v))
				return false;
			t = nonzero_lanes(&v);
			if ((mask & t) && !run_list(c, es->body, mask & t))
				return false;
			if ((mask & ~t) && es->otherwise != NULL &&
			    !run_list(c, es->otherwise, mask & ~t))
				return false;
			break;
		}
		case S_SYNC:
			if (s->u.sync.warp) {   /* orders this warp's lanes */
				c->wsyncs++;
				break;
			}
			/* __syncthreads in divergent code is undefined in CUDA:
			   every thread of the block must reach it */
			if (mask != c->exists) {
				char lanes[160];
				where(c, first_lane(c->exists & ~mask), lanes,
				      sizeof(lanes));
				DIAG_AT(c->d, SFILE(c, s), SSRC(c, s), s->loc,
				        EVAL_SYNC_DIVERGENT, lanes);
				return false;
			}
			c->syncs++;
			break;
		case S_EXPECT:
			break;
		}
	}
	return true;
}

/* Run every warp of block bx, by, bz. */
bool
eval_run_block(ctx *c, int64_t bx, int64_t by, int64_t bz)
{
	const pat_program *p = c->p;
	uint64_t block_syncs = 0;
	int w;

	c->bid[0] = bx;
	c->bid[1] = by;
	c->bid[2] = bz;
	if (c->plan != NULL)
		c->cut = classes_cut_dims(c->plan, c->bid);
	for (w = 0; w < c->nwarps_block; w++) {
		c->warp = ((uint64_t)((bz * p->grid[1] + by) * p->grid[0] + bx)) *
		                  (uint64_t)c->nwarps_block + (uint64_t)w;
		setup_warp_lanes(c, w);
		c->steps++;
		c->syncs = 0;
		c->wsyncs = 0;
		if (stop || !run_list(c, c->body, c->exists))
			return false;
		/* every warp of a block passes the same barriers */
		if (w == 0) {
			block_syncs = c->syncs;
			if (block_syncs > c->r->block_syncs)
				c->r->block_syncs = block_syncs;
		} else if (c->syncs != block_syncs) {
			DIAG_PLAIN(c->d, EVAL_SYNC_COUNTS, p->file,
			           (long long)bx, (long long)by, (long long)bz,
			           (unsigned long long)block_syncs, w,
			           (unsigned long long)c->syncs);
			return false;
		}
		if (over_limit(c))
			return eval_too_much(c);
	}
	if (c->race != NULL)
		race_end_block(c->race);
	return true;
}

/* -------------------------------------------------------------- entry */

/* The result's arrays, empty. */
void
eval_result_init(const pat_program *p, const eval_options *o, eval_result *r)
{
	memset(r, 0, sizeof(*r));
	r->naccesses = p->naccesses;
	r->access = xcalloc((size_t)p->naccesses + 1, sizeof(*r->access));
	r->nexpects = p->nexpects;
	r->expect_passed = xcalloc((size_t)p->nexpects + 1, sizeof(int));
	r->expect_actual = xcalloc((size_t)p->nexpects + 1, sizeof(double));
	r->expect_worst = xcalloc((size_t)p->nexpects + 1, sizeof(int));
	r->detail_warp = o->detail_warp;
	r->touch_ok = o->dram_sample;
	r->touch_cap = EVAL_DRAM_TOUCHES;
	r->touch_shift = SIM_DRAM_SAMPLE_SHIFT;
}

bool
eval_touch_narrow(eval_result *r, unsigned shift)
{
	size_t i, n = 0;

	if (shift > EVAL_DRAM_SHIFT_MAX) {
		eval_touch_drop(r);
		return false;
	}
	for (i = 0; i < r->ntouch; i++)
		if (sim_dram_touch_kept(&r->touch[i], shift))
			r->touch[n++] = r->touch[i];
	r->ntouch = n;
	r->touch_shift = shift;
	return true;
}

/* Stop recording touches (eval_options.dram_sample). */
void
eval_touch_drop(eval_result *r)
{
	free(r->touch);
	r->touch = NULL;
	r->ntouch = 0;
	r->touch_ok = false;
}

/* A global request's sampled blocks into r's touches; a request that
   stands for others (weight) ends the record. */
static void
touch_record(eval_result *r, const sim_request *rq, uint64_t weight)
{
	if (!r->touch_ok)
		return;
	if (weight != 1) {
		eval_touch_drop(r);
		return;
	}
	if (r->ntouch + W > r->touch_have) {
		r->touch_have = r->touch_have ? r->touch_have * 2 : 1024;
		r->touch = xrealloc(r->touch, sizeof(*r->touch) * r->touch_have);
	}
	r->ntouch += (size_t)sim_dram_touches(rq, r->touch_shift,
	                                      r->touch + r->ntouch);
	/* past the bound: half the sets, as often as it takes (as the
	   merge of several threads' touches does) */
	while (r->ntouch > r->touch_cap &&
	       eval_touch_narrow(r, r->touch_shift + 1))
		;
}

/* The first shared array whose end passes limit bytes, where a message
   about the shared memory of a block is said; NULL for none (a kernel's
   dynamic shared memory: its 'kernel' line). */
static const pat_array *
shared_past(const pat_program *p, uint64_t limit)
{
	int i;

	for (i = 0; i < p->narrays; i++) {
		const pat_array *a = &p->arrays[i];
		if (a->space == SPACE_SHARED && !a->local && a->view_of == NULL &&
		    a->base + a->bytes > limit)
			return a;
	}
	return NULL;
}

/* A message about the shared memory of a block, at the array that
   passes limit (or the kernel's line; with neither, no place). */
static void
shared_error(const pat_program *p, uint64_t limit, diag *d, const char *id,
             const char *msg)
{
	const pat_array *a = shared_past(p, limit);

	if (a != NULL)
		diag_msg_at(d, id, a->file ? a->file : p->file,
		            a->file ? a->src : p->src, a->loc, DIAG_ERROR, "%s",
		            msg);
	else if (p->kernel != NULL)
		diag_msg_at(d, id, p->file, p->src, p->kernel_loc, DIAG_ERROR,
		            "%s", msg);
	else
		diag_msg_plain(d, id, DIAG_ERROR, "%s: %s", p->file, msg);
}

/* What the profile refuses: shared memory and threads per block. */
/* One block fits on an SM (its warps, registers, shared memory): else
   the time model would count a block per SM where a GPU refuses the
   launch ('registers 128' with 1024 threads, or a profile's small SM). */
static bool
fits_sm(const pat_program *p, const eval_options *o, int64_t nthreads,
        diag *d)
{
	sim_time_in in;
	enum sim_occ_limit lim;
	char *msg;

	memset(&in, 0, sizeof(in));
	in.threads_per_block = (int)nthreads;
	in.shared_per_block = p->shared_bytes;
	in.regs_per_thread = p->registers > 0 ? p->registers
	                                      : PREDICT_REGISTERS;
	if (sim_time_occupancy(o->arch, &in, &lim) >= 1)
		return true;
	msg = xasprintf(MSG_FMT(EVAL_BLOCK_NOT_ON_SM),
	                (long long)nthreads, in.regs_per_thread,
	                (unsigned long long)in.shared_per_block, o->arch->name,
	                lim == SIM_OCC_REGS ? "registers"
	                : lim == SIM_OCC_SHARED ? "bytes of shared memory"
	                : "warps");
	/* at the declaration that exceeds the SM: the registers line, the
	   shared array, else the block */
	if (lim == SIM_OCC_REGS && p->registers > 0)
		diag_msg_at(d, "EVAL_BLOCK_NOT_ON_SM", p->file, p->src,
		            p->registers_loc, DIAG_ERROR, "%s", msg);
	else if (lim == SIM_OCC_SHARED)
		shared_error(p, o->arch->shared_bytes_per_sm, d,
		             "EVAL_BLOCK_NOT_ON_SM", msg);
	else
		diag_msg_at(d, "EVAL_BLOCK_NOT_ON_SM", p->file, p->src,
		            p->block_loc, DIAG_ERROR, "%s", msg);
	free(msg);
	return false;
}

static bool
fits_profile(const pat_program *p, const eval_options *o, int64_t nthreads,
             diag *d)
{
	if (p->shared_bytes - p->dynamic_shared >
	    o->arch->max_shared_per_block) {
		char *msg = xasprintf(MSG_FMT(EVAL_SHARED_STATIC),
		                      (unsigned long long)(p->shared_bytes -
		                                           p->dynamic_shared),
		                      o->arch->name,
		                      o->arch->max_shared_per_block);
		shared_error(p, o->arch->max_shared_per_block, d,
		             "EVAL_SHARED_STATIC", msg);
		free(msg);
		return false;
	}
	/* dynamic shared memory: up to the SM's less the 1 KB the system
	   keeps a block (an opt-in past 48 KB, which a launch can make) */
	if (p->dynamic_shared > 0 && o->arch->shared_bytes_per_sm > 1024 &&
	    p->shared_bytes > o->arch->shared_bytes_per_sm - 1024) {
		DIAG_AT(d, p->file, p->src, p->kernel_loc, EVAL_SHARED_DYNAMIC,
		        (unsigned long long)p->shared_bytes,
		        (unsigned long long)p->dynamic_shared, o->arch->name,
		        o->arch->shared_bytes_per_sm - 1024);
		return false;
	}
	if (nthreads > o->arch->max_threads_per_block) {
		DIAG_AT(d, p->file, p->src, p->block_loc, EVAL_BLOCK_THREADS,
		        (long long)nthreads,
		        o->arch->name, o->arch->max_threads_per_block);
		return false;
	}
	return fits_sm(p, o, nthreads, d);
}

/* The grid's warps into r->warps, and the detail warp among them. */
static bool
count_warps(ctx *c)
{
	const pat_program *p = c->p;
	eval_result *r = c->r;

	/* CUDA's largest grid has 2^68 warps of 32 threads: more than a
	   warp number (uint64_t) can count; refuse it rather than wrap */
	if (__builtin_mul_overflow((uint64_t)p->grid[0], (uint64_t)p->grid[1],
	                           &r->warps) ||
	    __builtin_mul_overflow(r->warps, (uint64_t)p->grid[2], &r->warps) ||
	    __builtin_mul_overflow(r->warps, (uint64_t)c->nwarps_block,
	                           &r->warps)) {
		r->warps = 0;
		DIAG_AT(c->d, p->file, p->src, p->grid_loc, EVAL_GRID_WARPS,
		        (double)p->grid[0] * (double)p->grid[1] *
		        (double)p->grid[2] * c->nwarps_block);
		return false;
	}
	if (c->o->detail_warp >= 0 &&
	    (uint64_t)c->o->detail_warp >= r->warps) {
		DIAG_PLAIN(c->d, EVAL_NO_SUCH_WARP, p->file,
		           (long long)c->o->detail_warp,
		           (unsigned long long)r->warps,
		           (unsigned long long)r->warps - 1);
		return false;
	}
	return true;
}

/*
 * The plan of classes (none when every request is handed on, or
 * plain enumeration is asked for), and the work it needs against the
 * limit, refused up front rather than after minutes of work.
 */
static bool
plan_work(ctx *c, int64_t nthreads)
{
	const pat_program *p = c->p;
	double threads = (double)p->grid[0] * (double)p->grid[1] *
	                 (double)p->grid[2] * (double)nthreads;
	/* every warp's visit is a step, even one that does nothing */
	double need = threads * classes_thread_work(NULL, p->body) +
	              (double)c->r->warps;

	if (!c->o->exhaustive && c->o->on_request == NULL)
		c->plan = classes_plan(p, c->o->arch, c->o->detail_warp,
		                       c->nwarps_block, c->A);
	if (c->plan != NULL) {
		int v;
		c->vw = arena_alloc(c->A, sizeof(uint64_t) *
		                          (3 + (size_t)p->nslots));
		for (v = 0; v < 3 + p->nslots; v++)
			c->vw[v] = 1;
	}
	if (c->plan != NULL)
		need = classes_need(c->plan, p);
	c->need = need;
	if (c->limit && need > (double)c->limit) {
		/* what is counted is the work done: with classes, that of their
		   representatives */
		if (c->plan != NULL)
			DIAG_PLAIN(c->d, EVAL_WORK_NEED_CLASSES, p->file, need,
			           threads, (unsigned long long)c->limit);
		else
			DIAG_PLAIN(c->d, EVAL_WORK_NEED, p->file, need, threads,
			           (unsigned long long)c->limit);
		return false;
	}
	return true;
}

/* Every block of the grid, or one block per class standing for its
   members. */
static bool
run_grid(ctx *c)
{
	const pat_program *p = c->p;
	const classes_block *blocks;
	int64_t bx, by, bz;
	size_t i, nblocks;

	if (c->plan != NULL && (blocks = classes_blocks(c->plan, &nblocks))) {
		for (i = 0; i < nblocks; i++) {
			c->weight = blocks[i].weight;
			c->blk = &blocks[i];
			memcpy(c->vw, blocks[i].dim_weight, sizeof(uint64_t) * 3);
			if (!eval_run_block(c, blocks[i].b[0], blocks[i].b[1],
			                    blocks[i].b[2]))
				return false;
		}
		c->blk = NULL;
		return true;
	}
	for (bz = 0; bz < p->grid[2]; bz++)
	for (by = 0; by < p->grid[1]; by++)
	for (bx = 0; bx < p->grid[0]; bx++)
		if (!eval_run_block(c, bx, by, bz))
			return false;
	return true;
}

/* Mark what the race walk may skip in es and after (race_idle): the
   accesses it does not record, and the loops and ifs that hold nothing
   else but lets, whose values nothing after them sees. True when all of
   the list is idle. */
static bool
mark_race_idle(const ctx *c, estmt *es)
{
	bool all = true;

	for (; es != NULL; es = es->next) {
		const pat_stmt *s = es->s;
		switch (s->kind) {
		case S_ACCESS: {
			const pat_array *a = s->u.access.array;
			es->race_idle = a->local || a->texture ||
			                c->race_quiet[s->u.access.id];
			break;
		}
		case S_FOR:
			es->race_idle = mark_race_idle(c, es->body);
			break;
		case S_IF: {
			bool t = mark_race_idle(c, es->body);
			es->race_idle = mark_race_idle(c, es->otherwise) && t;
			break;
		}
		case S_LET:
		case S_EXPECT:
			es->race_idle = true;
			break;
		case S_SYNC:
			es->race_idle = false;
			break;
		}
		all &= es->race_idle;
	}
	return all;
}

/* The program compiled for c, its thread-only values computed: what a
   context needs before it runs blocks (every thread has its own). */
void
eval_prepare(ctx *c)
{
	const pat_program *p = c->p;
	enum kind *slot_kind;
	rootlist roots = { NULL, 0, 0 };

	slot_kind = arena_alloc(c->A, sizeof(*slot_kind) *
	                                      ((size_t)p->nslots + 1));
	c->slots = arena_alloc(c->A, sizeof(*c->slots) *
	                                     ((size_t)p->nslots + 1));
	c->body = compile_list(c, p->body, slot_kind, &roots);
	c->cache = arena_alloc(c->A, sizeof(tcache) * (size_t)c->nwarps_block *
	                                     ((size_t)c->ncache + 1));
	make_tids(c);
	precompute(c, &roots);
	free(roots.n);
	if (c->race_quiet != NULL)
		mark_race_idle(c, c->body);
}

/* ------------------------------------------------------- race check */

/*
 * Which accesses the race check may leave out: reads of memory that no
 * write or atomic of the pattern reaches (no such statement's array,
 * views included, overlaps the read's array in its space) can race with
 * nothing, and a kernel's inputs are most of its accesses.
 */
static bool *
race_quiet_reads(const pat_program *p)
{
	bool *quiet = xcalloc((size_t)p->naccesses + 1, sizeof(*quiet));
	int i, j;

	for (i = 0; i < p->naccesses; i++) {
		const pat_stmt *s = p->accesses[i];
		const pat_array *a = s->u.access.array;
		if (s->u.access.store || s->u.access.atomic != A_NONE)
			continue;
		quiet[s->u.access.id] = true;
		for (j = 0; j < p->naccesses; j++) {
			const pat_stmt *w = p->accesses[j];
			const pat_array *b = w->u.access.array;
			if ((!w->u.access.store && w->u.access.atomic == A_NONE) ||
			    b->space != a->space)
				continue;
			if (b->base < a->base + a->bytes &&
			    a->base < b->base + b->bytes) {
				quiet[s->u.access.id] = false;
				break;
			}
		}
	}
	return quiet;
}

/* The race check by classes' class of block b (classes_race_plan):
   its segment along each dimension; -1 outside the grid. */
static int64_t
segment_of(const classes_race *k, int d, int64_t x)
{
	size_t lo = 0, hi = k->nseg[d];

	while (hi - lo > 1) {        /* the last segment that starts <= x */
		size_t m = lo + (hi - lo) / 2;
		if (k->seg[d][m] <= x)
			lo = m;
		else
			hi = m;
	}
	return (int64_t)lo;
}

typedef struct race_grid {
	const classes_race *k;
	int64_t grid[3];
} race_grid;

static int64_t
race_class_of(void *arg, const int64_t b[3])
{
	const race_grid *g = arg;
	int64_t id = 0;
	int d;

	for (d = 2; d >= 0; d--) {
		if (b[d] < 0 || b[d] >= g->grid[d])
			return -1;
		id = id * (int64_t)g->k->nseg[d] + segment_of(g->k, d, b[d]);
	}
	return id;
}

/* At most this many classes of blocks, and this many thread-accesses
   over their first blocks, in the race check by classes: about a second
   each, and the look across blocks is quadratic in the classes. */
#define RACE_MAX_CLASSES 4096
#define RACE_MAX_WORK ((double)(1 << 27))

/*
 * Whether shared requests that move with the block all move alike, by
 * whole 16 bytes (race_class's copies); accesses the walk leaves out
 * (race_quiet, local, texture) aside.
 */
static bool
shared_alike(const pat_program *p, const classes_race *k, const bool *quiet)
{
	const int64_t *first = NULL;
	int i, d;

	for (i = 0; i < p->naccesses; i++) {
		const pat_stmt *s = p->accesses[i];
		const pat_array *a = s->u.access.array;
		const int64_t *mv = k->move[s->u.access.id];
		if (a->space != SPACE_SHARED || quiet[s->u.access.id])
			continue;
		for (d = 0; d < 3; d++)
			if (mv[d] % 16 != 0)
				return false;
		if (first != NULL && memcmp(first, mv, 3 * sizeof(*mv)) != 0)
			return false;
		first = mv;
	}
	return true;
}

/*
 * The race check by classes of blocks (race.h's race_by_class), where
 * every thread's accesses pass the bound: the first block of each class
 * of classes_race_plan(), in grid order, stands for its members. 1, or
 * 0 where the walk stopped; -1, with nothing done, where the classes do
 * not apply: more of them, or of their first blocks' accesses, than the
 * bounds above, a block's past the bound, or shared requests that move
 * differently in a class of several blocks.
 */
static int
race_by_classes(const pat_program *p, ctx *c, uint64_t bound,
                double block_need)
{
	const classes_race *k = classes_race_plan(p, c->A);
	race_grid *g;
	double ncls;
	bool alike;
	size_t i[3];
	int d;

	if (k == NULL)
		return -1;
	ncls = (double)k->nseg[0] * (double)k->nseg[1] * (double)k->nseg[2];
	if (ncls > RACE_MAX_CLASSES || block_need > (double)bound ||
	    ncls * block_need > RACE_MAX_WORK)
		return -1;
	alike = shared_alike(p, k, c->race_quiet);
	for (d = 0; d < 3 && !alike; d++)
		if (k->nseg[d] < (size_t)p->grid[d])
			return -1;       /* (a class of several blocks) */
	g = arena_alloc(c->A, sizeof(*g));
	g->k = k;
	memcpy(g->grid, p->grid, sizeof(g->grid));
	c->race_moves = (const int64_t (*)[3])k->move;
	race_by_class(c->race, p->grid, race_class_of, g);
	for (i[2] = 0; i[2] < k->nseg[2]; i[2]++)
	for (i[1] = 0; i[1] < k->nseg[1]; i[1]++)
	for (i[0] = 0; i[0] < k->nseg[0]; i[0]++) {
		race_class rk;
		rk.members = 1;
		for (d = 0; d < 3; d++) {
			rk.lo[d] = rk.o[d] = k->seg[d][i[d]];
			rk.hi[d] = i[d] + 1 < k->nseg[d] ? k->seg[d][i[d] + 1] - 1
			                                 : p->grid[d] - 1;
			rk.members *= (uint64_t)(rk.hi[d] - rk.lo[d] + 1);
		}
		rk.id = race_class_of(g, rk.o);
		rk.copies = alike ? rk.members : 1;
		race_begin_class(c->race, &rk);
		if (!eval_run_block(c, rk.o[0], rk.o[1], rk.o[2]))
			return 0;
	}
	return 1;
}

/*
 * The hazard check (race.h): a walk of every block and iteration of its
 * own, on one thread, handing each request's addresses to the collector,
 * into r->race. Refused up front, or stopped, past its bound, with a
 * note that says so. Its walk reports nothing: the figures' walk ran
 * the same statements without an error.
 */
static void
race_pass(const pat_program *p, const eval_options *o, eval_result *r)
{
	const uint64_t bound = o->max_race_records ? o->max_race_records
	                                           : EVAL_RACE_RECORDS;
	int64_t nthreads = p->block[0] * p->block[1] * p->block[2];
	double need = (double)p->grid[0] * (double)p->grid[1] *
	              (double)p->grid[2] * (double)nthreads *
	              classes_thread_work(NULL, p->body);
	eval_options ro = *o;
	eval_result scratch;
	diag quiet;
	ctx c;
	int ok = -1;

	r->race_run = true;
	ro.on_request = NULL;
	ro.detail_warp = -1;
	ro.exhaustive = true;
	eval_result_init(p, &ro, &scratch);
	diag_init_quiet(&quiet);
	memset(&c, 0, sizeof(c));
	c.p = p;
	c.o = &ro;
	c.r = &scratch;
	c.d = &quiet;
	c.A = arena_new();
	c.limit = o->max_work;
	c.weight = 1;
	c.nwarps_block = (int)((nthreads + W - 1) / W);
	c.race = race_new(bound);
	c.race_quiet = race_quiet_reads(p);
	eval_prepare(&c);
	if (need > (double)bound || getenv("ACCESSAN_RACE_CLASSES") != NULL)
		ok = race_by_classes(p, &c, bound, (double)nthreads *
		                     classes_thread_work(NULL, p->body));
	if (ok < 0 && need > (double)bound) {
		free(r->race.note);
		r->race.note = xasprintf(MSG_FMT(EVAL_RACE_THREADS), need,
		                         (unsigned long long)bound);
		goto out;
	}
	if (ok < 0)
		ok = run_grid(&c);
	race_finish(c.race, &r->race);
	if (!ok && r->race.checked) {
		r->race.checked = false;
		free(r->race.note);
		r->race.note = stop ? xasprintf(MSG_FMT(EVAL_RACE_INTERRUPTED))
		                    : xasprintf(MSG_FMT(EVAL_RACE_STOPPED));
	}
out:
	free((void *)c.race_quiet);
	race_free(c.race);
	arena_free(c.A);
	eval_result_free(&scratch);
}

/* ----------------------------------------- 'kernel' patterns */

/* The race check's part of a kernel's request (cudasrc.h): a thread's
   own stack races with nothing; past its bound the collector stops and
   says so at the end. */
static void
kernel_race(void *arg, int g, uint64_t warp, const sim_request *rq,
            uint32_t bars, uint32_t wsyncs)
{
	ctx *c = arg;
	const pat_stmt *s = c->p->accesses[cudasrc_first(c->p->kernel) + g];
	const pat_array *arr = s->u.access.array;

	if (c->race != NULL && !arr->local && !arr->texture &&
	    !c->race_quiet[s->u.access.id])
		race_add(c->race, (enum sim_space)arr->space, s->u.access.id,
		         s->u.access.atomic != A_NONE ? RACE_ATOMIC
		         : s->u.access.store ? RACE_WRITE : RACE_READ,
		         s->u.access.size, rq->addr, rq->active,
		         warp / (uint64_t)c->nwarps_block,
		         (int)(warp % (uint64_t)c->nwarps_block), bars, wsyncs);
}

/* One request of a kernel's access (cudasrc.h) counted as run_access
   counts an access statement's: the stack's (a 'local' array) a request
   per word at the interleaved addresses, an atomic by the atomic rule. */
static void
kernel_request(void *arg, int g, uint64_t warp, const sim_request *rq,
               uint32_t bars, uint32_t wsyncs, uint64_t weight,
               uint64_t same, bool round, unsigned uni,
               const cudasrc_moved *moved)
{
	ctx *c = arg;
	const int id = cudasrc_first(c->p->kernel) + g;
	const pat_stmt *s = c->p->accesses[id];
	const pat_array *arr = s->u.access.array;
	const enum sim_space sp = (enum sim_space)arr->space;
	eval_access *ea = &c->r->access[id];
	const uint32_t lanes = (uint32_t)popcount32(rq->active);
	sim_request lr = *rq, ag = *rq;
	uint64_t addr[W];
	sim_counts cnt;

	if (rq->active == 0) {   /* issued with no lane active: no request */
		ea->inactive += weight;
		return;
	}
	c->warp = warp;
	c->weight = weight;
	if (round && !rq->store)
		ea->rounds += weight;
	/* the barriers a warp passed before its requests: its block's
	   steps, for the time model (a barrier after a warp's last request
	   waits for nothing it asked) */
	if (bars > c->r->block_syncs)
		c->r->block_syncs = bars;
	kernel_race(arg, g, warp, rq, bars, wsyncs);
	if (arr->local) {
		local_requests(c, ea, rq);
		memcpy(addr, rq->addr, sizeof(addr));
		local_addresses(c, &lr, addr);
	} else {
		if (s->u.access.atomic != A_NONE) {
			if (warp_aggregated(s, uni)) {
				ag.active &= -ag.active;    /* the first lane */
				rq = &ag;
				ea->aggregated += weight;
			}
			sim_atomic(c->o->arch, sp, rq, &cnt);
			cnt.lanes = lanes;
			if (sp == SIM_GLOBAL)
				hot_add(c, s, rq, same, moved);
		}
		else if (arr->texture) { /* the texture pipe: per lane quad */
			sim_tex_counts tc;
			sim_texture(rq, tex_group(arr, rq->size), &cnt, &tc);
			ea->tex_quads += weight * tc.quads;
			ea->tex_sectors += weight * tc.sectors;
		}
		else switch (sp) {
		case SIM_GLOBAL: sim_global_in(c->o->arch, rq, &cnt); break;
		case SIM_SHARED: sim_shared(c->o->arch, rq, &cnt); break;
		default: sim_constant(rq, &cnt); break;
		}
		add_counts(c, ea, sp, &cnt);
		ea->evaluated++;
	}
	c->nominal += weight * lanes;
	c->work += lanes;
	if (c->o->on_request)
		c->o->on_request(c->o->on_request_arg, id, warp, sp,
		                 c->p->accesses[id]->u.access.atomic != A_NONE,
		                 &lr);
	if (sp == SIM_GLOBAL)
		touch_record(c->r, &lr, weight);
	if (!ea->has_detail && (c->o->detail_warp < 0 ||
	                        (uint64_t)c->o->detail_warp == warp)) {
		ea->has_detail = 1;
		ea->detail_warp = warp;
		if (arr->local) {
			/* the first of its requests (local_requests()) */
			sim_request fr = *rq;
			if (fr.size > SIM_LOCAL_WORD)
				fr.size = SIM_LOCAL_WORD;
			sim_local_explain(&fr, &ea->detail);
		} else if (s->u.access.atomic != A_NONE) {
			sim_atomic_explain(c->o->arch, sp, rq, &ea->detail);
		} else if (arr->texture) {
			/* as an access statement's tex2D: the picture's sectors
			   the distinct ones, its figures the lookups */
			sim_tex_counts tc;
			sim_explain(sim_arch_default(), sp, rq, &ea->detail);
			sim_texture(rq, tex_group(arr, rq->size),
			            &ea->detail.counts, &tc);
		} else {
			sim_explain(c->o->arch, sp, rq, &ea->detail);
		}
		memcpy(ea->detail_addr, lr.addr, sizeof(ea->detail_addr));
	}
}

/* The end of a block's warps: its shared memory checked and forgotten,
   its machine instructions counted. */
static void
kernel_block_end(void *arg, double issued)
{
	ctx *c = arg;

	c->r->issued += issued;
	if (c->race != NULL)
		race_end_block(c->race);
}

typedef struct kpart {
	ctx c;
	eval_result r;
	diag d, *dp;                 /* its own (a thread's), or the run's */
	char *buf;
	size_t len;
	catches caught;              /* its messages' captures */
	const cudasrc_plan *plan;    /* the blocks to run (NULL: each) */
	uint64_t first, end, max_steps, max_lanes;
	int rc;
	pthread_t thread;
} kpart;

/* The interpreter makes about a sixteenth of the thread-accesses a second
   that a pattern's own evaluation does: a kernel's launch may make
   --max-work / KERNEL_WORK_SHARE of them, so that the bound means about
   the same time (the notes' matrix-vector kernels at full size, 4.1e8,
   fit the default). */
#define KERNEL_WORK_SHARE 16

/* One warp may run --max-work / KERNEL_WARP_SHARE instructions (about
   0.3 s of the interpreter at the default, 4.9 million), and at least
   KERNEL_WARP_MIN: a loop that never ends is stopped at its line within
   a second, not after the launch's whole share. */
#define KERNEL_WARP_SHARE 2048
#define KERNEL_WARP_MIN ((uint64_t)1 << 16)

static void *
kpart_main(void *arg)
{
	kpart *k = arg;

	k->rc = cudasrc_run(k->c.p->kernel, k->c.p, k->plan, k->first, k->end,
	                    k->max_steps, k->max_lanes, k->c.o->warp_requests,
	                    kernel_request, kernel_race,
	                    kernel_block_end, &k->c,
	                    k->dp);
	return NULL;
}

/*
 * A launch whose work passes its share of --max-work is refused before
 * it runs, with the estimate: three blocks (the first, the middle, the
 * last) are run alone, nothing counted, and the least of them times the
 * blocks is the estimate, so that a launch of uneven blocks is not
 * refused for its heaviest one. True: run it (the blocks ran, or one
 * stopped, which the run itself will report).
 */
#define KERNEL_SAMPLE_BLOCKS 16      /* fewer: run them, sampling would
                                        cost as much */

static bool
kernel_estimate(const pat_program *p, const eval_options *o,
                uint64_t nblocks, uint64_t max_steps, diag *d)
{
	const uint64_t pick[3] = { 0, nblocks / 2, nblocks - 1 };
	const uint64_t lanes_max = o->max_work / KERNEL_WORK_SHARE;
	uint64_t least = UINT64_MAX, least_insns = UINT64_MAX, lanes, insns;
	int i;

	if (o->max_work == 0 || nblocks < KERNEL_SAMPLE_BLOCKS ||
	    o->on_request != NULL)
		return true;
	for (i = 0; i < 3; i++) {
		int rc = cudasrc_block_work(p->kernel, p, pick[i], max_steps,
		                            lanes_max, &lanes, &insns);
		if (rc == -2) {
			DIAG_PLAIN(d, EVAL_KERNEL_BLOCK_WORK, p->file, cudasrc_name(p->kernel),
			           (unsigned long long)pick[i],
			           (unsigned long long)lanes_max);
			return false;
		}
		if (rc != 0)
			return true;
		least = lanes < least ? lanes : least;
		least_insns = insns < least_insns ? insns : least_insns;
	}
	if ((double)least * (double)nblocks > (double)lanes_max) {
		DIAG_PLAIN(d, EVAL_KERNEL_LAUNCH_WORK, p->file,
		           cudasrc_name(p->kernel),
		           (double)least * (double)nblocks,
		           (unsigned long long)nblocks,
		           (unsigned long long)pick[1], (unsigned long long)pick[2],
		           (unsigned long long)least,
		           (unsigned long long)lanes_max);
		return false;
	}
	if ((double)least_insns * (double)nblocks > (double)lanes_max / 8) {
		DIAG_PLAIN(d, EVAL_KERNEL_LAUNCH_INSNS, p->file, cudasrc_name(p->kernel),
		           (double)least_insns * (double)nblocks,
		           (unsigned long long)nblocks,
		           (unsigned long long)least_insns,
		           (unsigned long long)(lanes_max / 8));
		return false;
	}
	return true;
}

/* The race check by classes' callbacks (cudasrc_race_classes). */
static void
kernel_race_only(void *arg, int g, uint64_t warp, const sim_request *rq,
                 uint32_t bars, uint32_t wsyncs, uint64_t weight,
                 uint64_t same, bool round, unsigned uni,
                 const cudasrc_moved *moved)
{
	(void)weight, (void)same, (void)round, (void)uni, (void)moved;
	kernel_race(arg, g, warp, rq, bars, wsyncs);
}

static void
kernel_race_move(void *arg, const int64_t k[3])
{
	race_move(((ctx *)arg)->race, k);
}

static void
kernel_race_class(void *arg, const cudasrc_class *k)
{
	race_class rk;

	rk.id = k->id;
	memcpy(rk.o, k->o, sizeof(rk.o));
	memcpy(rk.lo, k->lo, sizeof(rk.lo));
	memcpy(rk.hi, k->hi, sizeof(rk.hi));
	rk.members = k->members;
	rk.copies = k->shared_alike ? k->members : 1;
	race_begin_class(((ctx *)arg)->race, &rk);
}

static int64_t
kernel_class_of(void *arg, const int64_t b[3])
{
	return cudasrc_plan_class_of(arg, b);
}

/*
 * The race check by classes of blocks (race.h), after the figures' run:
 * each round's first block stands for its members, the blocks of no
 * round run again for their requests. 0; -1 where interrupted (a block
 * that stops here stopped the figures' run first).
 */
static int
kernel_race_classes(const pat_program *p, const eval_options *o,
                    const ctx *c0, const cudasrc_plan *plan,
                    uint64_t max_steps, eval_result *r)
{
	const uint64_t bound = o->max_race_records ? o->max_race_records
	                                           : EVAL_RACE_RECORDS;
	eval_result scratch;
	diag quiet;
	ctx c = *c0;
	int rc;

	eval_result_init(p, o, &scratch);
	diag_init_quiet(&quiet);
	c.r = &scratch;
	c.d = &quiet;
	c.race = race_new(bound);
	c.race_quiet = race_quiet_reads(p);
	race_by_class(c.race, p->grid, kernel_class_of, (void *)plan);
	rc = cudasrc_race_classes(p->kernel, p, plan, max_steps,
	                          o->max_work / KERNEL_WORK_SHARE + 1,
	                          kernel_race_only, kernel_race,
	                          kernel_race_move, kernel_race_class,
	                          kernel_block_end, &c, &quiet);
	if (rc == 0)
		race_finish(c.race, &r->race);
	else {
		r->race.checked = false;
		free(r->race.note);
		r->race.note = stop ? xasprintf(MSG_FMT(EVAL_RACE_INTERRUPTED))
		               : xasprintf(MSG_FMT(EVAL_RACE_RERUN));
	}
	race_free(c.race);
	free((void *)c.race_quiet);
	eval_result_free(&scratch);
	return rc == CUDASRC_INTERRUPTED ? -1 : 0;
}

/* A launch of fewer blocks runs them all: classing costs a block's run
   a round, which few blocks do not pay back. */
#define KERNEL_CLASS_MIN 16

/*
 * The launch's blocks in classes (cudasrc_classes), unless every request
 * must be seen (--exhaustive, a callback's): 0 and *plan, *nrun; 1: run
 * every block; -1: interrupted. Where the race check, asked for, does
 * not fit its bound, it is left unchecked, said in r's note.
 */
static int
kernel_classes(const pat_program *p, const eval_options *o, eval_result *r,
               uint64_t nblocks, uint64_t max_steps, cudasrc_plan **plan,
               uint64_t *nrun, diag *d)
{
	const uint64_t bound = o->max_race_records ? o->max_race_records
	                                           : EVAL_RACE_RECORDS;
	const int64_t nthreads = p->block[0] * p->block[1] * p->block[2];
	const uint64_t nw = (uint64_t)((nthreads + W - 1) / W);
	const int first = cudasrc_first(p->kernel);
	const uint64_t share = o->max_work / KERNEL_WORK_SHARE;
	uint64_t keep = UINT64_MAX, lanes, insns;
	bool *record = NULL, *quiet;
	size_t n;
	double need;
	char *why;
	int rc, g;

	*plan = NULL;
	if (o->exhaustive || o->on_request != NULL ||
	    nblocks < KERNEL_CLASS_MIN) {
		free(r->blocks_note);
		r->blocks_note = o->exhaustive
		                 ? xasprintf(MSG_FMT(EVAL_BLOCKS_EXHAUSTIVE))
		                 : o->on_request != NULL
		                 ? xasprintf(MSG_FMT(EVAL_BLOCKS_FED_ON))
		                 : xasprintf(MSG_FMT(EVAL_BLOCKS_TOO_FEW));
		return 1;
	}
	if (o->detail_warp >= 0)
		keep = (uint64_t)o->detail_warp / nw;
	if (o->races) {
		quiet = race_quiet_reads(p);
		record = xcalloc((size_t)p->naccesses + 1, sizeof(*record));
		for (g = 0; first + g < p->naccesses; g++) {
			const pat_stmt *s = p->accesses[first + g];
			const pat_array *arr = s->u.access.array;
			record[g] = !arr->local && !arr->texture &&
			            !quiet[s->u.access.id];
		}
		free(quiet);
	}
	rc = cudasrc_classes(p->kernel, p, o->arch, max_steps, keep, record,
	                     bound, getenv("ACCESSAN_RACE_CLASSES") != NULL,
	                     eval_resident_blocks(p, o->arch), plan, &why);
	free(record);
	if (rc == CUDASRC_INTERRUPTED)
		return -1;
	if (rc != 0) {
		free(r->blocks_note);
		r->blocks_note = xasprintf(MSG_FMT(EVAL_BLOCKS_UNCLASSED), why);
		free(why);
		return 1;
	}
	if (o->races && !cudasrc_plan_races(*plan, &need)) {
		r->race.checked = false;
		free(r->race.note);
		r->race.note = xasprintf(MSG_FMT(EVAL_RACE_ONE_BLOCK), need,
		                         (unsigned long long)bound);
	}
	(void)cudasrc_plan_blocks(*plan, &n);
	*nrun = n;
	free(r->blocks_note);
	r->blocks_note = xasprintf(MSG_FMT(EVAL_BLOCKS_CLASSES),
	                           (unsigned long long)n,
	                           (unsigned long long)nblocks);
	/* the blocks to run, refused up front past the launch's share of
	   --max-work, as kernel_estimate refuses every block */
	cudasrc_plan_work(*plan, &lanes, &insns);
	if (o->max_work != 0 && lanes != UINT64_MAX &&
	    ((double)lanes * (double)n > (double)share ||
	     (double)insns * (double)n > (double)share / 8)) {
		const bool by_lanes = (double)lanes * (double)n > (double)share;
		if (by_lanes)
			DIAG_PLAIN(d, EVAL_KERNEL_CLASSES_WORK, p->file,
			           cudasrc_name(p->kernel),
			           (unsigned long long)nblocks, (unsigned long long)n,
			           (double)lanes * (double)n,
			           (unsigned long long)lanes, (unsigned long long)share);
		else
			DIAG_PLAIN(d, EVAL_KERNEL_CLASSES_INSNS, p->file,
			           cudasrc_name(p->kernel),
			           (unsigned long long)nblocks, (unsigned long long)n,
			           (double)insns * (double)n,
			           (unsigned long long)insns,
			           (unsigned long long)(share / 8));
		cudasrc_plan_free(*plan);
		*plan = NULL;
		return -1;
	}
	return 0;
}

/* Whether classes of blocks would run the launch without --exhaustive. */
static bool
kernel_would_class(const pat_program *p, const eval_options *o,
                   uint64_t nblocks, uint64_t max_steps)
{
	cudasrc_plan *plan = NULL;
	char *why = NULL;
	int rc;

	if (nblocks < KERNEL_CLASS_MIN)
		return false;
	rc = cudasrc_classes(p->kernel, p, o->arch, max_steps, UINT64_MAX,
	                     NULL, EVAL_RACE_RECORDS, false,
	                     eval_resident_blocks(p, o->arch), &plan, &why);
	free(why);
	cudasrc_plan_free(plan);
	return rc != 0 ? rc == CUDASRC_INTERRUPTED : true;
}

/* Run a kernel pattern's launch: the interpreter's requests counted into
   r; blocks spread over threads (each its own result, merged in grid
   order) unless on_request must see them in order. Longer than 100
   lines: setting the threads up, running and merging them share their
   locals, as eval_run_ranges' do. */
static int
eval_kernel(const pat_program *p, const eval_options *o, eval_result *r,
            diag *d)
{
	const int64_t nthreads = p->block[0] * p->block[1] * p->block[2];
	const int first = cudasrc_first(p->kernel);
	uint64_t nblocks, max_steps = o->max_work / KERNEL_WARP_SHARE;
	kpart *part, *failed = NULL;
	bool *quiet = NULL, bound, races;
	cudasrc_plan *plan = NULL;
	uint64_t nrun;
	ctx c;
	long n, i;
	int rc = 0;

	eval_result_init(p, o, r);
	r->race_run = o->races;
	if (!fits_profile(p, o, nthreads, d))
		return -1;
	if (first + cudasrc_naccesses(p->kernel) != p->naccesses ||
	    first != 0) {
		DIAG_PLAIN(d, EVAL_KERNEL_AND_STATEMENTS, p->file);
		return -1;
	}
	memset(&c, 0, sizeof(c));
	c.p = p;
	c.o = o;
	c.r = r;
	c.d = d;
	c.nwarps_block = (int)((nthreads + W - 1) / W);
	if (!count_warps(&c))
		return -1;
	if (max_steps < KERNEL_WARP_MIN && o->max_work != 0)
		max_steps = KERNEL_WARP_MIN;
	nblocks = r->warps / (uint64_t)c.nwarps_block;
	if (o->detail_only && o->detail_warp >= 0 && o->on_request == NULL &&
	    (uint64_t)o->detail_warp < r->warps) {
		/* the warp's block alone makes its detail (blocks do not see
		   each other's stores here) */
		part = xcalloc(1, sizeof(*part));
		part->c = c;
		part->first = (uint64_t)o->detail_warp / (uint64_t)c.nwarps_block;
		part->end = part->first + 1;
		part->max_steps = max_steps;
		part->max_lanes = o->max_work / KERNEL_WORK_SHARE + 1;
		part->dp = d;
		kpart_main(part);
		rc = part->rc != 0 ? -1 : 0;
		r->work = part->c.nominal;
		free(part);
		return rc;
	}
	switch (kernel_classes(p, o, r, nblocks, max_steps, &plan, &nrun, d)) {
	case -1:
		return -1;
	case 0:
		break;
	default:
		nrun = nblocks;
		if (!kernel_estimate(p, o, nblocks, max_steps, d))
			return -1;
		break;
	}
	/* classes stand for requests, or would without --exhaustive: its
	   time is the one the classes give */
	if (plan != NULL || (o->exhaustive && r->touch_ok &&
	                     kernel_would_class(p, o, nblocks, max_steps)))
		eval_touch_drop(r);
	c.need = (double)r->warps * 1e4;   /* threads pay for any kernel */
	n = o->on_request != NULL ? 1 : eval_thread_count(&c, nrun);
	part = xcalloc((size_t)n, sizeof(*part));
	races = o->races && (plan == NULL ||
	                     (cudasrc_plan_races(plan, &(double){ 0 }) &&
	                      !cudasrc_plan_by_class(plan)));
	if (races)                   /* (the parts' collectors share it) */
		quiet = race_quiet_reads(p);
	for (i = 0; i < n; i++) {
		kpart *k = &part[i];
		k->c = c;
		/* each part its own collector, merged in grid order: the
		   race check runs in the one walk that counts */
		if (races) {
			k->c.race = race_new(o->max_race_records
			                     ? o->max_race_records
			                     : EVAL_RACE_RECORDS);
			k->c.race_quiet = quiet;
		}
		k->plan = plan;
		k->first = nrun * (uint64_t)i / (uint64_t)n;
		k->end = nrun * (uint64_t)(i + 1) / (uint64_t)n;
		k->max_steps = max_steps;
		/* its blocks' share of the launch's bound */
		k->max_lanes = (uint64_t)((double)(o->max_work /
		               KERNEL_WORK_SHARE) * (double)(k->end - k->first) /
		               (double)(nrun ? nrun : 1)) + 1;
		k->d = *d;
		k->dp = n > 1 ? &k->d : d;
		if (n > 1) {
			eval_result_init(p, o, &k->r);
			k->r.touch_ok = r->touch_ok;
			k->c.r = &k->r;
			k->d.out = open_memstream(&k->buf, &k->len);
			k->d.capture = d->capture != NULL ? eval_catch_msg
			                                  : NULL;
			k->d.capture_arg = &k->caught;
			if (k->d.out == NULL) {
				perror("accessan: open_memstream");
				exit(3);
			}
		}
	}
	for (i = 1; i < n; i++)
		if (pthread_create(&part[i].thread, NULL, kpart_main,
		                   &part[i]) != 0)
			part[i].thread = 0, kpart_main(&part[i]);
	kpart_main(&part[0]);
	for (i = 1; i < n; i++)
		if (part[i].thread)
			pthread_join(part[i].thread, NULL);
	/* the first part (in grid order) that failed: its messages are
	   the one thread's, which would have stopped there (the parts
	   before it kept within their shares, so within the launch's);
	   only a stop at a part's share of the bound is not the one
	   thread's, which may go on: run again on one thread then */
	for (i = 0; i < n; i++)
		if (part[i].rc != 0) {
			failed = &part[i];
			break;
		}
	if (failed != NULL && n > 1 && failed->rc != CUDASRC_BOUND && !stop)
		eval_hand_on(d, &failed->d, &failed->buf, &failed->len,
		             &failed->caught);
	for (i = 0; i < n; i++) {
		kpart *k = &part[i];
		if (n > 1) {
			fclose(k->d.out);
			if (failed == NULL)
				eval_merge_result(r, &k->r, k->c.nominal);
			free(k->buf);
			eval_catches_free(&k->caught);
			eval_result_free(&k->r);
		} else {
			r->work = k->c.nominal;
		}
	}
	bound = failed != NULL && failed->rc == CUDASRC_BOUND;
	rc = failed != NULL ? -1 : 0;
	if (races) {
		for (i = 1; i < n; i++)
			race_merge(part[0].c.race, part[i].c.race);
		if (rc == 0)
			race_finish(part[0].c.race, &r->race);
		for (i = 0; i < n; i++)
			race_free(part[i].c.race);
		free(quiet);
	}
	free(part);
	if (stop) {                  /* (the command line says so) */
		cudasrc_plan_free(plan);
		return -1;
	}
	if (bound && n > 1) {
		/* a part past its share of the launch's bounds: where its
		   blocks do most of the work, the one thread, with the whole
		   bounds, runs to the end, and its figures are the result;
		   else it stops where the one thread would and says so, every
		   message through d (and its capture) */
		const uint64_t warps = r->warps;
		const bool race_run = r->race_run;
		char *note = r->race.note;

		r->race.note = NULL;     /* kept across the result's reset */
		eval_result_free(r);
		eval_result_init(p, o, r);
		r->warps = warps;
		r->race_run = race_run;
		r->race.note = note;
		memset(part = xcalloc(1, sizeof(*part)), 0, sizeof(*part));
		part->c = c;
		part->plan = plan;
		part->end = nrun;
		part->max_steps = max_steps;
		part->max_lanes = o->max_work / KERNEL_WORK_SHARE + 1;
		part->dp = d;
		if (races) {
			quiet = race_quiet_reads(p);
			part->c.race = race_new(o->max_race_records
			                        ? o->max_race_records
			                        : EVAL_RACE_RECORDS);
			part->c.race_quiet = quiet;
		}
		kpart_main(part);
		rc = part->rc != 0 ? -1 : 0;
		r->work = part->c.nominal;
		if (races) {
			if (rc == 0)
				race_finish(part->c.race, &r->race);
			race_free(part->c.race);
			free(quiet);
		}
		free(part);
	}
	if (rc == 0 && !stop && o->races && plan != NULL &&
	    cudasrc_plan_by_class(plan))
		rc = kernel_race_classes(p, o, &c, plan, max_steps, r);
	cudasrc_plan_free(plan);
	if (rc != 0 || stop)
		return -1;
	eval_check_expects(p, r);
	return 0;
}

int
eval_run(const pat_program *p, const eval_options *o, eval_result *r,
         diag *d)
{
	ctx c;
	int64_t nthreads = p->block[0] * p->block[1] * p->block[2];
	uint64_t nblocks;
	long n;
	int ok = 0;

	if (p->kernel != NULL)
		return eval_kernel(p, o, r, d);
	eval_result_init(p, o, r);
	if (!fits_profile(p, o, nthreads, d))
		return -1;
	memset(&c, 0, sizeof(c));
	c.p = p;
	c.o = o;
	c.r = r;
	c.d = d;
	c.A = arena_new();
	c.limit = o->max_work;
	c.weight = 1;
	c.nwarps_block = (int)((nthreads + W - 1) / W);
	if (!count_warps(&c) || !plan_work(&c, nthreads))
		goto out;
	/* classes stand for requests, or would without --exhaustive: its
	   time is the one the classes give */
	if (c.plan != NULL || (o->exhaustive && r->touch_ok &&
	                       classes_plan(p, o->arch, o->detail_warp,
	                                    c.nwarps_block, c.A) != NULL))
		eval_touch_drop(r);
	nblocks = r->warps / (uint64_t)c.nwarps_block;
	/* the classes run in one thread; so does the order on_request sees */
	if (c.plan == NULL && o->on_request == NULL &&
	    (n = eval_thread_count(&c, nblocks)) > 1) {
		if (!eval_run_ranges(&c, n, nblocks))
			goto out;
	} else {
		eval_prepare(&c);
		if (!run_grid(&c))
			goto out;
		r->work = c.nominal;
	}
	if (o->races)
		race_pass(p, o, r);
	eval_check_expects(p, r);
	ok = 1;
out:
	arena_free(c.A);
	return ok ? 0 : -1;
}

void
eval_result_free(eval_result *r)
{
	free(r->hot);
	free(r->touch);
	race_result_free(&r->race);
	free(r->blocks_note);
	free(r->access);
	free(r->expect_passed);
	free(r->expect_actual);
	free(r->expect_worst);
	memset(r, 0, sizeof(*r));
}
