/*
 * ptxtrack.c - a block's run followed as a function of the block's index
 * (ptx.h, ptx_track): what lets a launch of many blocks be counted from
 * a few of them, exactly.
 *
 * Every register holds, lane by lane, beside its value at block b0, a
 * vector K: its value at block b is v + K.(b - b0), modulo 2^width.
 * blockIdx has K = (1,0,0) and so on; parameters, threadIdx and
 * constants have K = 0. Addition, subtraction, negation, a product or a
 * shift by something that does not move, carry K along exactly (they are
 * ring operations modulo 2^width). The operations that read a value as a
 * number (a comparison, min and max, a widening, a wide product, a
 * division or right shift, a select on a sign) add conditions instead,
 * each of the form alpha + beta.(b - b0) < 0: the value stays within its
 * type's range (so that it is the number the linear form says), and the
 * comparison's sign stays what it was at b0. A division, a right shift
 * or a mask is exact only where K is a multiple of what it cuts away;
 * anything else, and an operand that moves some other way, makes its
 * result "opaque": still fine until it reaches an address, a guard, a
 * branch or a lane's choice, where the track fails.
 *
 * The conditions of one beta are one: the largest alpha holds every
 * other. A block b that meets them all runs b0's instructions with b0's
 * masks, and each request's addresses are b0's moved by the request's K,
 * the same for its lanes (else the track fails). A loaded value is the
 * same where the address does not move, and opaque where it does, unless
 * the pattern declares what the array holds: the same value everywhere
 * (it does not move), or an integer element's index (it moves with the
 * address, element by element).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "ptx.h"
#include "ptxint.h"

__extension__ typedef __int128 wide;

/* At most this many distinct conditions (betas) and moves: past them,
   the launch is not one whose blocks repeat. */
#define TRACK_CONDS 4096
#define TRACK_MOVES 4096
#define NDST 5                       /* results an instruction writes */

typedef struct cond {                /* alpha + beta.(b - b0) < 0 */
	int64_t beta[3];
	wide alpha;
	bool used;
} cond;

struct ptx_track {
	int64_t b0[3];
	bool failed;
	char *why;                   /* the first reason, made whole */
	cond *c;                     /* open addressing on beta */
	size_t nc, cap;
	ptx_move *mv;
	size_t nmv, mcap;
	/* each register's K, lane by lane, and its opaque lanes */
	int64_t (*k)[W][3];
	uint32_t *opq;
	uint32_t *nz;                /* lanes whose K is not zero */
	size_t nregs;
	int64_t last[3];             /* the move of the request being made */
	/* the running instruction's results, kept once it has run */
	int ndst;
	int dreg[NDST];
	unsigned dbits[NDST];
	int64_t dk[NDST][W][3];
	uint32_t dopq[NDST];
	bool dnz[NDST];              /* some lane's K is not zero */
};

ptx_track *
ptx_track_new(void)
{
	return xcalloc(1, sizeof(ptx_track));
}

void
ptx_track_free(ptx_track *t)
{
	if (t == NULL)
		return;
	free(t->c);
	free(t->mv);
	free(t->k);
	free(t->opq);
	free(t->nz);
	free(t->why);
	free(t);
}

void
ptx_track_reset(ptx_track *t, const int64_t b0[3])
{
	memcpy(t->b0, b0, sizeof(t->b0));
	t->failed = false;
	free(t->why);
	t->why = NULL;
	if (t->c != NULL)
		memset(t->c, 0, t->cap * sizeof(*t->c));
	t->nc = 0;
	t->nmv = 0;
}

const char *
ptx_track_failed(const ptx_track *t)
{
	return t->failed ? t->why : NULL;
}

const ptx_move *
ptx_track_moves(const ptx_track *t, size_t *n)
{
	*n = t->nmv;
	return t->mv;
}

void
ptx_track_last(const ptx_track *t, int64_t k[3])
{
	memcpy(k, t->last, sizeof(t->last));
}

bool
ptx_track_holds(const ptx_track *t, const int64_t b[3])
{
	const wide d0 = (wide)b[0] - t->b0[0], d1 = (wide)b[1] - t->b0[1],
	           d2 = (wide)b[2] - t->b0[2];
	size_t i;

	if (t->failed)
		return false;
	for (i = 0; i < t->cap; i++) {
		const cond *c = &t->c[i];
		if (c->used && c->alpha + c->beta[0] * d0 + c->beta[1] * d1 +
		               c->beta[2] * d2 >= 0)
			return false;
	}
	return true;
}

void
ptx_track_warp(ptx_track *t, const ptx_kernel *k)
{
	size_t n = (size_t)k->nregs + 1;

	if (t->nregs < n) {
		free(t->k);
		free(t->opq);
		free(t->nz);
		t->k = xcalloc(n, sizeof(*t->k));
		t->opq = xcalloc(n, sizeof(*t->opq));
		t->nz = xcalloc(n, sizeof(*t->nz));
		t->nregs = n;
	}
	memset(t->k, 0, n * sizeof(*t->k));
	memset(t->opq, 0, n * sizeof(*t->opq));
	memset(t->nz, 0, n * sizeof(*t->nz));
}

/* The warp stops at the running instruction, the track failed. */
static int
halt(run *r)
{
	r->e->why = PTX_ENOUGH;
	r->e->insn = r->cur;
	return -1;
}

/* The track fails at the running instruction, the first reason kept: a
   row of msg.h by its id, whose format ends with the instruction's line
   and text (cudasrc.c notes it in the blocks' note). */
#define FAIL(r, id) \
	fail((r), MSG_FMT(id), (r)->k->insns[(r)->cur].line, \
	     (r)->k->insns[(r)->cur].text)

static int fail(run *r, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static int
fail(run *r, const char *fmt, ...)
{
	ptx_track *t = r->L->track;
	va_list ap;

	if (!t->failed) {
		t->failed = true;
		va_start(ap, fmt);
		t->why = xvasprintf(fmt, ap);
		va_end(ap);
	}
	return halt(r);
}

static bool
zero(const int64_t k[3])
{
	return k[0] == 0 && k[1] == 0 && k[2] == 0;
}

static size_t
slot_of(const int64_t beta[3], size_t cap)
{
	uint64_t h = (uint64_t)beta[0] * 0x9e3779b97f4a7c15u ^
	             (uint64_t)beta[1] * 0xc2b2ae3d27d4eb4fu ^
	             (uint64_t)beta[2] * 0x165667b19e3779f9u;

	return (size_t)(h ^ (h >> 29)) & (cap - 1);
}

static void
grow(ptx_track *t)
{
	cond *old = t->c;
	size_t ocap = t->cap, i;

	t->cap = ocap ? 2 * ocap : 64;
	t->c = xcalloc(t->cap, sizeof(*t->c));
	for (i = 0; i < ocap; i++)
		if (old[i].used) {
			size_t j = slot_of(old[i].beta, t->cap);
			while (t->c[j].used)
				j = (j + 1) & (t->cap - 1);
			t->c[j] = old[i];
		}
	free(old);
}

/* The condition alpha + beta.(b - b0) < 0 (true at b0). */
static void
cond_add(run *r, const int64_t beta[3], wide alpha)
{
	ptx_track *t = r->L->track;
	size_t j;

	if (zero(beta) || t->failed)
		return;
	if (2 * (t->nc + 1) > t->cap)
		grow(t);
	j = slot_of(beta, t->cap);
	while (t->c[j].used && memcmp(t->c[j].beta, beta, 3 * sizeof(int64_t)))
		j = (j + 1) & (t->cap - 1);
	if (t->c[j].used) {
		if (alpha > t->c[j].alpha)
			t->c[j].alpha = alpha;
		return;
	}
	if (++t->nc > TRACK_CONDS) {
		(void)FAIL(r, TRACK_TOO_MANY_CONDITIONS);
		return;
	}
	t->c[j].used = true;
	memcpy(t->c[j].beta, beta, 3 * sizeof(int64_t));
	t->c[j].alpha = alpha;
}

static bool
negate(const int64_t k[3], int64_t out[3])
{
	int i;

	for (i = 0; i < 3; i++) {
		if (k[i] == INT64_MIN)
			return false;
		out[i] = -k[i];
	}
	return true;
}

/* K modulo 2^bits, as the signed number nearest 0. */
static void
canon(int64_t k[3], unsigned bits)
{
	int i;

	if (bits >= 64 || bits == 0)
		return;
	for (i = 0; i < 3; i++)
		k[i] = (int64_t)ext((uint64_t)k[i], bits, 1);
}

/* The number a fetched value of bits (signed or not) stands for. */
static wide
number(uint64_t x, unsigned bits, int sign)
{
	if (bits >= 64 || bits == 0)
		return sign ? (wide)(int64_t)x : (wide)x;
	x = ext(x, bits, sign);
	return sign ? (wide)(int64_t)x : (wide)(x & (((uint64_t)1 << bits) - 1));
}

/* v + K.d stays within the range of bits (signed or not): the value read
   is the linear form's. False: the track failed. */
static bool
in_range(run *r, const int64_t k[3], wide v, unsigned bits, int sign)
{
	int64_t nk[3];
	wide lo, hi;

	if (zero(k))
		return true;
	if (bits == 0 || bits > 64)
		bits = 64;
	lo = sign ? -((wide)1 << (bits - 1)) : 0;
	hi = sign ? ((wide)1 << (bits - 1)) - 1 : ((wide)1 << bits) - 1;
	if (!negate(k, nk))
		return FAIL(r, TRACK_TOO_FAST), false;
	cond_add(r, nk, lo - v - 1);         /* v + K.d >= lo */
	cond_add(r, k, v - hi - 1);          /* v + K.d <= hi */
	return !r->L->track->failed;
}

/* The sign of v + K.d stays that of v: -1, 0 or 1. */
static bool
same_sign(run *r, const int64_t k[3], wide v)
{
	int64_t nk[3];

	if (zero(k))
		return true;
	if (!negate(k, nk))
		return FAIL(r, TRACK_TOO_FAST), false;
	if (v > 0) {
		cond_add(r, nk, -v);
	} else if (v < 0) {
		cond_add(r, k, v);
	} else {
		cond_add(r, k, -1);
		cond_add(r, nk, -1);
	}
	return !r->L->track->failed;
}

/* v + K.d stays on v's side of 0: >= 0 where v is, < 0 where v is. */
static bool
same_side(run *r, const int64_t k[3], wide v)
{
	int64_t nk[3];

	if (zero(k))
		return true;
	if (!negate(k, nk))
		return FAIL(r, TRACK_TOO_FAST), false;
	if (v >= 0)
		cond_add(r, nk, -v - 1);
	else
		cond_add(r, k, v);
	return !r->L->track->failed;
}

/* Operand o's K at lane l (canonical at bits): false where it moves some
   other way. */
static bool
opk(const run *r, const ptx_opnd *o, int l, unsigned bits, int64_t k[3])
{
	const ptx_track *t = r->L->track;

	k[0] = k[1] = k[2] = 0;
	if (o->kind == O_REG) {
		if ((t->opq[o->reg] >> l) & 1)
			return false;
		if (!((t->nz[o->reg] >> l) & 1))
			return true;
		memcpy(k, t->k[o->reg][l], 3 * sizeof(int64_t));
		canon(k, bits);
	} else if (o->kind == O_SPECIAL && o->sym >= SP_CTAID &&
	           o->sym < SP_NCTAID) {
		k[o->sym - SP_CTAID] = 1;
		canon(k, bits);
	}
	return true;
}

/* Whether operand o moves (at all, or opaquely) in a lane of mask. */
static bool
moves(const run *r, const ptx_opnd *o, uint32_t mask)
{
	const ptx_track *t = r->L->track;

	if (o->kind == O_SPECIAL)
		return o->sym >= SP_CTAID && o->sym < SP_NCTAID;
	if (o->kind != O_REG)
		return false;
	return ((t->opq[o->reg] | t->nz[o->reg]) & mask) != 0;
}

/* A result into operand o (a register), its lanes' K zero until set. */
static int
dest(ptx_track *t, const ptx_opnd *o, unsigned bits)
{
	int j;

	if (o->kind != O_REG || t->ndst == NDST)
		return -1;
	j = t->ndst++;
	t->dreg[j] = o->reg;
	t->dbits[j] = bits;
	t->dopq[j] = 0;
	t->dnz[j] = false;
	return j;
}

static void
set_k(ptx_track *t, int j, int l, const int64_t k[3])
{
	if (j < 0)
		return;
	if (!t->dnz[j]) {
		/* the lanes set so far, and those never set, are zero */
		if (zero(k))
			return;
		memset(t->dk[j], 0, sizeof(t->dk[j]));
		t->dnz[j] = true;
	}
	memcpy(t->dk[j][l], k, 3 * sizeof(int64_t));
}

static void
set_opaque(ptx_track *t, int j, int l)
{
	if (j >= 0)
		t->dopq[j] |= 1u << l;
}

void
ptx_track_commit(run *r, uint32_t run_mask)
{
	ptx_track *t = r->L->track;
	int j, l;

	for (j = 0; j < t->ndst; j++) {
		int reg = t->dreg[j];
		unsigned bits = t->dbits[j], rb = r->k->regbits[reg];
		if (!t->dnz[j]) {
			/* every lane zero, or opaque: most results */
			t->nz[reg] &= ~run_mask;
			t->opq[reg] = (t->opq[reg] & ~run_mask) |
			              (t->dopq[j] & run_mask);
			continue;
		}
		for (l = 0; l < W; l++) {
			int64_t *k = t->k[reg][l];
			const uint32_t bit = 1u << l;
			if (!(run_mask & bit))
				continue;
			memcpy(k, t->dk[j][l], 3 * sizeof(int64_t));
			canon(k, bits < rb ? bits : rb);
			/* a narrower result zero-extended in a wider register:
			   a number read, which this does not follow */
			if ((t->dopq[j] & bit) || (bits < rb && !zero(k))) {
				t->opq[reg] |= bit;
				t->nz[reg] &= ~bit;
			} else {
				t->opq[reg] &= ~bit;
				if (zero(k))
					t->nz[reg] &= ~bit;
				else
					t->nz[reg] |= bit;
			}
		}
	}
	t->ndst = 0;
}

/* K = a * x modulo 2^64 (x a value that does not move). */
static void
scale(int64_t out[3], const int64_t a[3], uint64_t x)
{
	int i;

	for (i = 0; i < 3; i++)
		out[i] = (int64_t)((uint64_t)a[i] * x);
}

/* K exactly a * x, a number (a wide product): false if it overflows. */
static bool
scale_exact(int64_t out[3], const int64_t a[3], wide x)
{
	int i;

	for (i = 0; i < 3; i++) {
		wide p = (wide)a[i] * x;
		if (p > INT64_MAX || p < INT64_MIN)
			return false;
		out[i] = (int64_t)p;
	}
	return true;
}

/* And, or, xor of a moving value (K k) with a mask m that does not: K,
   where the mask leaves every bit K moves whole; false where not. */
static bool
bitwise(int op, const int64_t k[3], uint64_t m, unsigned bits,
        int64_t out[3])
{
	const uint64_t all = bits >= 64 ? ~(uint64_t)0
	                                : ((uint64_t)1 << bits) - 1;
	uint64_t high, mh;
	int i, tz = 64;

	for (i = 0; i < 3; i++) {
		uint64_t x = (uint64_t)k[i] & all;
		if (x != 0 && __builtin_ctzll(x) < tz)
			tz = __builtin_ctzll(x);
	}
	if (tz >= 64)
		return false;
	/* the bits at and above tz move; those below do not */
	high = all & ~(((uint64_t)1 << tz) - 1);
	mh = m & high;
	for (i = 0; i < 3; i++)
		out[i] = 0;
	switch (op) {
	case P_AND:
		if (mh == high)
			memcpy(out, k, 3 * sizeof(int64_t));
		return mh == high || mh == 0;
	case P_OR:
		if (mh == 0)
			memcpy(out, k, 3 * sizeof(int64_t));
		return mh == high || mh == 0;
	default:
		if (mh == 0)
			memcpy(out, k, 3 * sizeof(int64_t));
		else if (mh == high && !negate(k, out))
			return false;
		return mh == high || mh == 0;
	}
}

/* A comparison's operands a, b (numbers A, B; K ka, kb): it comes out the
   same at every block that keeps the conditions added. */
static bool
compared(run *r, const int64_t ka[3], wide A, const int64_t kb[3], wide B,
         unsigned bits, int sign)
{
	int64_t kd[3];
	int i;

	if (!in_range(r, ka, A, bits, sign) || !in_range(r, kb, B, bits, sign))
		return false;
	for (i = 0; i < 3; i++) {
		wide x = (wide)ka[i] - kb[i];
		if (x > INT64_MAX || x < INT64_MIN)
			return FAIL(r, TRACK_TOO_FAST),
			       false;
		kd[i] = (int64_t)x;
	}
	return same_sign(r, kd, A - B);
}

/* prmt's K (arith_k's answer): where the bytes of the one operand that
   moves (a if ma, else b; its value x at b0) are its low nb bytes in
   order, at bytes m.. of the result, and the result's other bytes come
   from the other operand (what NVVM makes of blockIdx.x * 256 + a byte
   loaded, say), the result moves by K << 8m while x's low nb bytes stay
   below 2^8nb (the bytes above them, dropped, do not change); else it
   moves opaquely. sel: the selector (c, which must not move). */
static int
prmt_k(run *r, bool ma, const int64_t ka[3], const int64_t kb[3],
       bool both, bool mc, uint64_t x, uint64_t sel, int64_t k[3])
{
	const int64_t *km = ma ? ka : kb;
	const unsigned from = ma ? 0 : 4;
	int m = -1, nb = 0, j, i;

	if (both || mc)
		return 1;
	for (j = 0; j < 4; j++) {
		const unsigned s = (unsigned)(sel >> (4 * j)) & 0xf;
		if ((s & 7) < from || (s & 7) >= from + 4)
			continue;               /* the other operand's byte */
		if (s & 8)
			return 1;               /* a sign of the moving one */
		if (m < 0)
			m = j;
		if ((int)(s & 7) - (int)from != nb || j != m + nb)
			return 1;
		nb++;
	}
	if (m < 0)
		return 0;                       /* the moving one unused */
	if (!in_range(r, km, number(x, 8 * (unsigned)nb, 0), 8 * (unsigned)nb,
	              0))
		return -1;
	for (i = 0; i < 3; i++)
		k[i] = (int64_t)((uint64_t)km[i] << (8 * m));
	return 0;
}

/* K of an integer operation's result at lane l: 0 and k set, 1 where
   it moves opaquely, -1 where the track failed. */
static int
arith_k(run *r, const ptx_insn *in, int l, const uint64_t *a,
        const uint64_t *b, const uint64_t *c, int64_t k[3])
{
	const unsigned bits = in->bits;
	const int sign = in->sign;
	int64_t ka[3], kb[3] = { 0, 0, 0 }, kc[3] = { 0, 0, 0 };
	bool ma, mb, mc;
	unsigned abits = in->op == P_CVT ? in->sbits : bits;
	int asign = in->op == P_CVT ? in->ssign : sign;
	int i;

	k[0] = k[1] = k[2] = 0;
	if (in->op == P_SELP || in->op == P_SLCT) {
		/* the chosen operand's K; the choice must not move */
		const ptx_opnd *ch;
		if (!opk(r, &in->o[3], l, in->op == P_SELP ? 1 : 32, kc))
			return 1;
		if (in->op == P_SLCT) {
			wide C = number(c[l], 32, 1);
			if (!in_range(r, kc, C, 32, 1) || !same_side(r, kc, C))
				return -1;
			ch = &in->o[C >= 0 ? 1 : 2];
		} else {
			ch = &in->o[(c[l] & 1) ? 1 : 2];
		}
		return opk(r, ch, l, bits, k) ? 0 : 1;
	}
	if (!opk(r, &in->o[1], l, abits, ka))
		return 1;
	ma = !zero(ka);
	mb = in->nops > 2 && !opk(r, &in->o[2], l, in->op == P_SHL ||
	                          in->op == P_SHR ? 32 : bits, kb);
	if (mb)
		return 1;
	mb = in->nops > 2 && !zero(kb);
	if (in->nops > 3) {
		unsigned cb = in->op == P_SELP ? 1 : in->op == P_SLCT ? 32 :
		              in->wide ? 2 * bits : bits;
		if (!opk(r, &in->o[3], l, cb, kc))
			return 1;
		mc = !zero(kc);
	} else {
		mc = false;
		kc[0] = kc[1] = kc[2] = 0;
	}
	if (in->nops > 4 && moves(r, &in->o[4], 1u << l))
		return 1;
	if (!ma && !mb && !mc)
		return 0;
	switch (in->op) {
	case P_MOV: case P_CVTA:
		memcpy(k, ka, sizeof(ka));
		return 0;
	case P_PRMT:
		return prmt_k(r, ma, ka, kb, ma && mb, mc, ma ? a[l] : b[l],
		              c[l], k);
	case P_CVT:
		if (bits > abits && !in_range(r, ka, number(a[l], abits, asign),
		                              abits, asign))
			return -1;
		memcpy(k, ka, sizeof(ka));
		return 0;
	case P_ADD: case P_SUB:
		for (i = 0; i < 3; i++)
			k[i] = (int64_t)(in->op == P_ADD
			                 ? (uint64_t)ka[i] + (uint64_t)kb[i]
			                 : (uint64_t)ka[i] - (uint64_t)kb[i]);
		return 0;
	case P_MUL: case P_MAD:
		if (in->hi || (ma && mb))
			return 1;
		if (in->wide) {
			wide other = ma ? number(b[l], bits, sign)
			                : number(a[l], bits, sign);
			if (!in_range(r, ma ? ka : kb, ma ? number(a[l], bits, sign)
			                                  : number(b[l], bits, sign),
			              bits, sign))
				return -1;
			if (!scale_exact(k, ma ? ka : kb, other))
				return 1;
		} else {
			scale(k, ma ? ka : kb, ma ? b[l] : a[l]);
		}
		if (in->op == P_MAD)
			for (i = 0; i < 3; i++)
				k[i] = (int64_t)((uint64_t)k[i] + (uint64_t)kc[i]);
		return 0;
	case P_DIV: case P_REM: {
		wide cv = number(b[l], bits, sign), A = number(a[l], bits, sign);
		if (mb || cv == 0)
			return 1;
		for (i = 0; i < 3; i++)
			if ((wide)ka[i] % cv != 0)
				return 1;
		if (!in_range(r, ka, A, bits, sign) ||
		    (sign && !same_side(r, ka, A)))
			return -1;
		if (in->op == P_DIV)
			for (i = 0; i < 3; i++)
				k[i] = (int64_t)((wide)ka[i] / cv);
		return 0;
	}
	case P_SHL: {
		uint64_t s = b[l] & 0xffffffffu;
		if (mb)
			return 1;
		if (s < bits)
			for (i = 0; i < 3; i++)
				k[i] = (int64_t)((uint64_t)ka[i] << s);
		return 0;
	}
	case P_SHR: {
		uint64_t s = b[l] & 0xffffffffu;
		wide A = number(a[l], bits, sign);
		if (mb)
			return 1;
		if (s >= bits) {
			if (sign && (!in_range(r, ka, A, bits, sign) ||
			             !same_side(r, ka, A)))
				return -1;
			return 0;
		}
		for (i = 0; i < 3; i++)
			if ((uint64_t)ka[i] & (((uint64_t)1 << s) - 1))
				return 1;
		if (!in_range(r, ka, A, bits, sign))
			return -1;
		for (i = 0; i < 3; i++)
			k[i] = ka[i] / ((int64_t)1 << s);
		return 0;
	}
	case P_AND: case P_OR: case P_XOR:
		if (ma && mb)
			return 1;
		return bitwise(in->op, ma ? ka : kb, ma ? b[l] : a[l], bits, k)
		       ? 0 : 1;
	case P_NOT: case P_NEG:
		return negate(ka, k) ? 0 : 1;
	case P_MIN: case P_MAX: {
		wide A = number(a[l], bits, sign), B = number(b[l], bits, sign);
		if (in->relu)
			return 1;
		if (!compared(r, ka, A, kb, B, bits, sign))
			return -1;
		memcpy(k, (in->op == P_MIN) == (A < B) ? ka : kb, sizeof(ka));
		return 0;
	}
	case P_ABS: {
		wide A = number(a[l], bits, 1);
		if (!in_range(r, ka, A, bits, 1) || !same_side(r, ka, A))
			return -1;
		if (A >= 0)
			memcpy(k, ka, sizeof(ka));
		else if (!negate(ka, k))
			return 1;
		return 0;
	}
	case P_SETP: {
		const int us = in->cmp >= 6 ? 0 : sign;
		if ((in->cmp == 0 || in->cmp == 1) &&
		    memcmp(ka, kb, sizeof(ka)) == 0)
			return 0;   /* equality modulo 2^bits, kept */
		return compared(r, ka, number(a[l], bits, us), kb,
		                number(b[l], bits, us), bits, us) ? 0 : -1;
	}
	default:
		return 1;
	}
}

/* An integer operation: its result's K per lane of run_mask. */
static int
track_arith(run *r, const ptx_insn *in, uint32_t run_mask)
{
	ptx_track *t = r->L->track;
	uint64_t ba[W], bb[W], bc[W];
	const uint64_t *a, *b = NULL, *c = NULL;
	unsigned bits = in->bits, dbits = in->bits;
	int64_t k[3];
	int j, l, sign = in->sign;

	switch (in->op) {
	case P_MUL: case P_MAD: if (in->wide) dbits = 2 * bits; break;
	case P_SETP: dbits = 1; break;
	case P_POPC: case P_CLZ: dbits = 32; break;
	case P_MOV: case P_CVTA: dbits = bits ? bits : 64; break;
	default: break;
	}
	j = dest(t, &in->o[0], dbits);
	if (in->op == P_SETP && in->o[0].sym >= 0)
		(void)dest(t, &(ptx_opnd){ O_REG, in->o[0].sym, -1, 0 }, 1);
	{
		bool any = false;
		for (int i = 1; i < in->nops && !any; i++)
			any = moves(r, &in->o[i], run_mask);
		if (!any)
			return 0;
	}
	a = ptx_fetch(r, &in->o[1], in->op == P_CVT ? in->sbits : bits,
	              in->op == P_CVT ? in->ssign : sign, ba);
	if (in->nops > 2) {
		unsigned bbits = (in->op == P_SHL || in->op == P_SHR) ? 32 : bits;
		b = ptx_fetch(r, &in->o[2], bbits, in->op == P_SHL ||
		              in->op == P_SHR ? 0 : sign, bb);
	}
	if (in->nops > 3) {
		unsigned cb = in->op == P_SELP ? 1 : in->op == P_SLCT ? 32 :
		              in->op == P_BFE || in->op == P_BFI ? 32 :
		              in->wide ? 2 * bits : bits;
		c = ptx_fetch(r, &in->o[3], cb, in->op == P_SLCT ? 1 : sign, bc);
	}
	for (l = 0; l < W; l++) {
		int rc;
		if (!((run_mask >> l) & 1))
			continue;
		rc = arith_k(r, in, l, a, b, c, k);
		if (rc < 0)
			return -1;
		if (rc > 0)
			set_opaque(t, j, l);
		else
			set_k(t, j, l, k);
	}
	return 0;
}

/* How the value a load at byte off of its element reads moves where
   its address moves by k: 0 some other way (opaque), PTX_FILL_SAME not
   at all (every element the pattern's contents make reads the same, and
   k keeps the load's place in its element; or the bytes of an integer
   element's index that the index's move leaves as they are, as
   'in[i] & 255' loads the low byte alone), PTX_FILL_INDEX by kv (an
   integer element holding its index times a scale and a constant, read
   whole into a register of its width: the index moves by k over the
   element's bytes, the value by the scale times that). */
static int
loaded_moves(run *r, const ptx_insn *in, const int64_t k[3],
             const uint64_t *addr, uint32_t mask, int64_t kv[3])
{
	unsigned esz = 0;
	uint64_t off = 0;
	int64_t scale = 1;
	int fill, d, l;

	if (r->L->fill == NULL ||
	    (fill = r->L->fill(r->L->arg, in->group, &esz, &scale)) == 0 ||
	    esz == 0)
		return 0;
	for (d = 0; d < 3; d++) {
		if (k[d] % (int64_t)esz != 0)
			return 0;
		kv[d] = k[d] / (int64_t)esz;
		/* the value's move (mod 2^64, as the register's bits wrap
		   alike) */
		if (fill == PTX_FILL_INDEX)
			kv[d] = (int64_t)((uint64_t)kv[d] * (uint64_t)scale);
	}
	if (fill == PTX_FILL_INDEX && in->bits / 8 * in->vec < esz) {
		/* bytes off .. off + n of the index (arrays lie aligned to
		   their elements): unmoved where the move is a multiple of
		   2^(8 (off + n)), mod 2^64 alike */
		uint64_t top;
		for (l = 0; l < W; l++)
			if ((mask >> l) & 1 && addr[l] % esz > off)
				off = addr[l] % esz;
		top = (off + in->bits / 8 * in->vec) * 8;
		for (d = 0; d < 3 && top < 64; d++)
			if ((uint64_t)kv[d] & (((uint64_t)1 << top) - 1))
				return 0;
		return PTX_FILL_SAME;
	}
	if (fill == PTX_FILL_INDEX)
		for (d = 0; d < in->vec; d++)
			if (in->bits / 8 != esz || in->o[d].kind != O_REG ||
			    r->k->regbits[in->o[d].reg] != in->bits)
				return 0;
	return fill;
}

/* A memory instruction: the request's lanes move together (recorded),
   a loaded value is the same where its address does not move, or where
   the pattern's contents say how it moves (loaded_moves). */
static int
track_memory(run *r, const ptx_insn *in, uint32_t mask)
{
	ptx_track *t = r->L->track;
	const bool atom = in->op == P_ATOM || in->op == P_RED;
	const ptx_opnd *ao = in->op == P_LD ? &in->o[in->vec]
	                     : in->op == P_ATOM ? &in->o[1] : &in->o[0];
	const unsigned size = in->bits / 8 * in->vec;
	uint64_t buf[W], lo = UINT64_MAX, hi = 0;
	const uint64_t *base;
	int64_t k[3] = { 0, 0, 0 }, kl[3];
	bool first = true, moving;
	size_t i;
	int l, j;

	if (mask == 0 || ao->kind != O_ADDR || in->group < 0)
		return 0;            /* nothing runs, or the interpreter refuses */
	if (ao->reg >= 0 && ((t->opq[ao->reg] | t->nz[ao->reg]) & mask)) {
		const ptx_opnd reg = { O_REG, ao->reg, -1, 0 };
		for (l = 0; l < W; l++) {
			if (!((mask >> l) & 1))
				continue;
			if (!opk(r, &reg, l, 64, kl))
				return FAIL(r, TRACK_ADDRESS);
			if (first)
				memcpy(k, kl, sizeof(k));
			else if (memcmp(k, kl, sizeof(k)) != 0)
				return FAIL(r, TRACK_LANES_APART);
			first = false;
		}
	}
	moving = !zero(k);
	memcpy(t->last, k, sizeof(k));
	if (moving && in->space == PS_LOCAL)
		return FAIL(r, TRACK_STACK_ADDRESS);
	if (in->op == P_ST && in->space == PS_LOCAL)
		for (i = 0; i < in->vec; i++)
			if (moves(r, &in->o[1 + i], mask))
				return FAIL(r, TRACK_STACK_VALUE);
	if (moving) {
		base = ptx_fetch(r, &(ptx_opnd){ O_REG, ao->reg, -1, 0 }, 64, 0,
		                 buf);
		for (l = 0; l < W; l++)
			if ((mask >> l) & 1) {
				uint64_t x = base[l] + (uint64_t)ao->imm;
				lo = x < lo ? x : lo;
				hi = x + size > hi ? x + size : hi;
			}
		for (i = 0; i < t->nmv; i++)
			if (t->mv[i].group == in->group &&
			    memcmp(t->mv[i].k, k, sizeof(k)) == 0)
				break;
		if (i == t->nmv) {
			if (t->nmv == TRACK_MOVES)
				return FAIL(r, TRACK_TOO_MANY_MOVES);
			if (t->nmv == t->mcap) {
				t->mcap = t->mcap ? 2 * t->mcap : 16;
				t->mv = xrealloc(t->mv, t->mcap * sizeof(*t->mv));
			}
			t->mv[i].group = in->group;
			memcpy(t->mv[i].k, k, sizeof(k));
			t->mv[i].lo = lo;
			t->mv[i].hi = hi;
			t->nmv++;
		} else {
			t->mv[i].lo = lo < t->mv[i].lo ? lo : t->mv[i].lo;
			t->mv[i].hi = hi > t->mv[i].hi ? hi : t->mv[i].hi;
		}
	}
	if (in->op == P_LD) {
		int fill = moving ? loaded_moves(r, in, k, base, mask, kl) : 0;
		for (i = 0; i < in->vec; i++) {
			j = dest(t, &in->o[i], in->bits);
			if (moving && fill != PTX_FILL_SAME)
				for (l = 0; l < W; l++)
					if ((mask >> l) & 1) {
						if (fill == PTX_FILL_INDEX)
							set_k(t, j, l, kl);
						else
							set_opaque(t, j, l);
					}
		}
	}
	else if (atom && in->op == P_ATOM)
		(void)dest(t, &in->o[0], in->bits);   /* unknown: not moving */
	return 0;
}

/* shfl.sync: each lane's result is its source lane's value, K and all;
   which lane must not move. */
static int
track_shuffle(run *r, const ptx_insn *in, uint32_t mask)
{
	ptx_track *t = r->L->track;
	uint64_t bb[W], bc[W];
	const uint64_t *b, *c;
	int64_t k[3];
	int j, l;

	if (in->nops < 4)
		return 0;
	if (moves(r, &in->o[2], mask) || moves(r, &in->o[3], mask) ||
	    (in->nops > 4 && moves(r, &in->o[4], mask)))
		return FAIL(r, TRACK_SHUFFLE);
	b = ptx_fetch(r, &in->o[2], 32, 0, bb);
	c = ptx_fetch(r, &in->o[3], 32, 0, bc);
	j = dest(t, &in->o[0], 32);
	if (in->o[0].sym >= 0)
		(void)dest(t, &(ptx_opnd){ O_REG, in->o[0].sym, -1, 0 }, 1);
	for (l = 0; l < W; l++) {
		unsigned bv = (unsigned)b[l] & 31, cv = (unsigned)c[l] & 31,
		         sm = ((unsigned)c[l] >> 8) & 31;
		unsigned maxl = ((unsigned)l & sm) | (cv & ~sm),
		         minl = (unsigned)l & sm;
		int src;
		bool ok;
		if (!((mask >> l) & 1))
			continue;
		switch (in->cmp) {
		case 0: src = l - (int)bv; ok = src >= (int)maxl; break;
		case 1: src = l + (int)bv; ok = src <= (int)maxl; break;
		case 2: src = l ^ (int)bv; ok = src <= (int)maxl; break;
		default: src = (int)(minl | (bv & ~sm)); ok = src <= (int)maxl;
		         break;
		}
		if (!ok)
			src = l;
		if (!opk(r, &in->o[1], src, 32, k))
			set_opaque(t, j, l);
		else
			set_k(t, j, l, k);
	}
	return 0;
}

/* An operation the track does not follow (floating arithmetic, a
   floating comparison): its result does not move where its operands do
   not, and moves opaquely where one does. */
static int
opaque_if_moving(run *r, const ptx_insn *in, uint32_t run_mask)
{
	ptx_track *t = r->L->track;
	const int nd = in->op == P_FLOAT && in->fop == P_NOP ? in->vec : 1;
	bool any = false;
	int i, j, k, l;

	for (i = nd; i < in->nops && !any; i++)
		any = moves(r, &in->o[i], run_mask);
	/* an unpacking mov's second destination and on (the first below) */
	for (i = 1; i < nd; i++) {
		int d = in->o[i].kind == O_REG ? dest(t, &in->o[i], 64) : -1;
		for (l = 0; l < W && any && d >= 0; l++)
			if ((run_mask >> l) & 1)
				set_opaque(t, d, l);
	}
	j = dest(t, &in->o[0], 64);
	/* setp's second predicate (p|q), the first's negation */
	k = in->o[0].kind == O_REG && in->o[0].sym >= 0
	    ? dest(t, &(ptx_opnd){ O_REG, in->o[0].sym, -1, 0 }, 1) : -1;
	if (any)
		for (l = 0; l < W; l++)
			if ((run_mask >> l) & 1) {
				set_opaque(t, j, l);
				set_opaque(t, k, l);
			}
	return 0;
}

int
ptx_track_insn(run *r, const ptx_insn *in, uint32_t mask, uint32_t run_mask)
{
	ptx_track *t = r->L->track;
	int j, l;

	t->ndst = 0;
	if (t->failed)
		return halt(r);
	if (in->guard >= 0 && (t->opq[in->guard] & mask))
		return FAIL(r, TRACK_GUARD);
	switch (in->op) {
	case P_NOP: case P_BRA: case P_RET: case P_CALL: case P_UNSUPPORTED:
		return 0;
	case P_BAR:
		if (in->nops > 0 && moves(r, &in->o[0], run_mask))
			return FAIL(r, TRACK_MEMBERMASK);
		return 0;
	case P_LDPARAM: case P_ACTIVEMASK:
		(void)dest(t, &in->o[0], 64);
		return 0;
	case P_FLOAT:
		/* floating arithmetic, computed exactly where it is known: a
		   value that moves with the block moves it some other way */
		return opaque_if_moving(r, in, run_mask);
	case P_TEX:
		/* a fetch's texels sit in the block-linear layout: coordinates
		   that move do not move its request whole */
		for (j = 4; j < in->nops; j++)
			if (moves(r, &in->o[j], run_mask))
				return FAIL(r, TRACK_TEXTURE);
		for (j = 0; j < 4 && j < in->nops; j++)
			(void)dest(t, &in->o[j], 64);
		return 0;
	case P_LD: case P_ST: case P_ATOM: case P_RED:
		return track_memory(r, in, run_mask);
	case P_SHFL:
		return track_shuffle(r, in, run_mask);
	case P_VOTE: case P_MATCH: case P_REDUX:
		if (in->nops > 2 && moves(r, &in->o[2], run_mask))
			return FAIL(r, TRACK_MEMBERMASK);
		j = dest(t, &in->o[0], 32);
		if (in->op == P_MATCH && in->o[0].sym >= 0)
			(void)dest(t, &(ptx_opnd){ O_REG, in->o[0].sym, -1, 0 }, 1);
		if (moves(r, &in->o[1], run_mask))
			for (l = 0; l < W; l++)
				if ((run_mask >> l) & 1)
					set_opaque(t, j, l);
		return 0;
	default:
		if (in->flt)
			return opaque_if_moving(r, in, run_mask);
		return track_arith(r, in, run_mask);
	}
}
