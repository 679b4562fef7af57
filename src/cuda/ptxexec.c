/*
 * ptxexec.c - the warp interpreter: runs one warp of a decoded PTX kernel
 * (ptx.h) to its end, all 32 lanes per instruction. Integer values are
 * exact; a value it cannot know (a load the pattern declares no contents
 * for, floating arithmetic) is marked unknown per lane, and an address, a
 * branch or a guard that depends on one stops the warp with both
 * instructions named rather than guess.
 *
 * Divergence: each lane has its own program counter and the warp runs the
 * lanes at the smallest one (min-PC scheduling). With NVVM's code layout
 * (a branch's join after both of its sides, a loop's exit after its body)
 * lanes meet again at the join, as the hardware's reconvergence has them,
 * so each memory instruction's request holds the lanes the hardware's
 * would.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "ptx.h"
#include "ptxint.h"

static void loop_free(struct loopstate *s);

const char PTX_STOP[] = "enough";

/* A thread's stack larger than this is not followed (its loads are
   unknown): 32 lanes of it and their flags take 6 bytes a byte. */
#define LOCAL_FOLLOW ((uint64_t)16 << 10)

ptx_warp *
ptx_warp_new(const ptx_kernel *k)
{
	ptx_warp *w = xcalloc(1, sizeof(*w));
	size_t n = (size_t)k->nregs + 1;

	w->v = xcalloc(n, sizeof(*w->v));
	w->unk = xcalloc(n, sizeof(*w->unk));
	w->from = xcalloc(n, sizeof(*w->from));
	w->dep = xcalloc(n, sizeof(*w->dep));
	if (k->local_bytes > 0 && k->local_bytes <= LOCAL_FOLLOW) {
		w->lbytes = k->local_bytes;
		w->lv = xcalloc(W * (size_t)w->lbytes, 1);
		w->lk = xcalloc(W * (size_t)w->lbytes, 1);
		w->lfrom = xcalloc(W * (size_t)w->lbytes, sizeof(int));
	}
	return w;
}

void
ptx_warp_syncs(const ptx_warp *w, uint32_t *bars, uint32_t *wsyncs)
{
	*bars = w->bars;
	*wsyncs = w->wsyncs;
}

bool
ptx_warp_round(const ptx_warp *w)
{
	return w->round_new;
}

unsigned
ptx_warp_uniform(const ptx_warp *w)
{
	return w->uni;
}

void
ptx_warp_free(ptx_warp *w)
{
	if (w == NULL)
		return;
	loop_free(w->loop);
	free(w->v);
	free(w->unk);
	free(w->from);
	free(w->dep);
	free(w->lv);
	free(w->lk);
	free(w->lfrom);
	free(w);
}

/* The loop state a warp keeps to see that it came back unchanged
   (Brent's cycle finding: kept again at each power of two of branches
   back, compared at every one). Only past LOOP_WATCH instructions, and
   for a stack of at most LOOP_STACK bytes a thread: most warps end long
   before and pay nothing. */
#define LOOP_WATCH ((uint64_t)1 << 16)
#define LOOP_STACK 256

typedef struct loopstate {
	bool kept;
	int pc, wpc[W];
	uint32_t live;
	bool diverged;
	uint64_t (*v)[W];
	uint32_t *unk;
	uint8_t *lv, *lk;
	uint64_t power, lam;
} loopstate;

static bool
loop_same(const ptx_kernel *k, const ptx_warp *w, const loopstate *s, int pc,
          uint32_t live, bool diverged)
{
	size_t n = (size_t)k->nregs + 1;

	return s->pc == pc && s->live == live && s->diverged == diverged &&
	       (!diverged || memcmp(s->wpc, w->pc, sizeof(s->wpc)) == 0) &&
	       memcmp(s->v, w->v, n * sizeof(*w->v)) == 0 &&
	       memcmp(s->unk, w->unk, n * sizeof(*w->unk)) == 0 &&
	       (w->lk == NULL ||
	        (memcmp(s->lv, w->lv, W * (size_t)w->lbytes) == 0 &&
	         memcmp(s->lk, w->lk, W * (size_t)w->lbytes) == 0));
}

static void
loop_keep(const ptx_kernel *k, const ptx_warp *w, loopstate *s, int pc,
          uint32_t live, bool diverged)
{
	size_t n = (size_t)k->nregs + 1;

	if (s->v == NULL) {
		s->v = xcalloc(n, sizeof(*s->v));
		s->unk = xcalloc(n, sizeof(*s->unk));
		if (w->lk != NULL) {
			s->lv = xcalloc(W * (size_t)w->lbytes, 1);
			s->lk = xcalloc(W * (size_t)w->lbytes, 1);
		}
	}
	s->kept = true;
	s->pc = pc;
	s->live = live;
	s->diverged = diverged;
	memcpy(s->wpc, w->pc, sizeof(s->wpc));
	memcpy(s->v, w->v, n * sizeof(*w->v));
	memcpy(s->unk, w->unk, n * sizeof(*w->unk));
	if (w->lk != NULL) {
		memcpy(s->lv, w->lv, W * (size_t)w->lbytes);
		memcpy(s->lk, w->lk, W * (size_t)w->lbytes);
	}
}

static void
loop_free(loopstate *s)
{
	if (s == NULL)
		return;
	free(s->v);
	free(s->unk);
	free(s->lv);
	free(s->lk);
	free(s);
}

/* A branch back to pc was taken: true when the warp is where it was
   when its state was last kept (then it never ends). */
static bool
loop_watch(run *r, int pc, uint32_t live, bool diverged)
{
	ptx_warp *w = r->w;
	loopstate *s = w->loop;

	if (w->lk != NULL && w->lbytes > LOOP_STACK)
		return false;
	if (s == NULL)
		s = w->loop = xcalloc(1, sizeof(*s));
	if (s->kept && !r->stored && loop_same(r->k, w, s, pc, live, diverged))
		return true;
	if (!s->kept || r->stored || ++s->lam == s->power) {
		s->power = s->kept && !r->stored ? 2 * s->power : 1;
		s->lam = 0;
		loop_keep(r->k, w, s, pc, live, diverged);
		r->stored = false;
	}
	return false;
}

/*
 * Why a warp stopped, into r->e->msg: a row of msg.h by its id (its
 * format; cudasrc.c reports it inside CUDA_RUN_STOPPED), so the compiler
 * checks each call's arguments. ENDLESS: in a loop, at its branch back
 * `back` (else at the instruction running); ERROR: at the instruction
 * running, the value at fault made at `other` (else -1).
 */
#define ENDLESS(r, back, id, ...) \
	endless((r), (back), MSG_FMT(id), __VA_ARGS__)
#define ERROR(r, other, id, ...) \
	error((r), (other), MSG_FMT(id), __VA_ARGS__)

static int endless(run *r, int back, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static int error(run *r, int other, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static int
endless(run *r, int back, const char *fmt, ...)
{
	va_list ap;

	r->e->why = PTX_ENDLESS;
	r->e->insn = back >= 0 ? back : r->cur;
	r->e->other = -1;
	va_start(ap, fmt);
	r->e->msg = xvasprintf(fmt, ap);
	va_end(ap);
	return -1;
}

static int
error(run *r, int other, const char *fmt, ...)
{
	va_list ap;

	r->e->why = PTX_FAILED;
	r->e->insn = r->cur;
	r->e->other = other;
	va_start(ap, fmt);
	r->e->msg = xvasprintf(fmt, ap);
	va_end(ap);
	return -1;
}

void
ptx_error_clear(ptx_error *e)
{
	free(e->msg);
	e->msg = NULL;
}

/* A loader's own refusal (cudasrc.c's request or texel callback: "thread
   3 of the warp reads byte ..."), made whole there: it goes on as it is. */
static int
relay(run *r, const char *why)
{
	return error(r, -1, "%s", why);
}

/* Operand o's lanes as a value of bits (sign-extended if sign) into buf;
   r->unk and r->from say which lanes are unknown. */
static const uint64_t *
fetch(run *r, const ptx_opnd *o, unsigned bits, int sign, uint64_t *buf)
{
	const ptx_warp *w = r->w;
	const ptx_kernel *k = r->k;
	uint64_t x = 0;
	int l;

	r->unk = 0;
	switch (o->kind) {
	case O_REG:
		r->srcdep |= w->dep[o->reg] == w->epoch;
		r->unk = w->unk[o->reg];
		r->from = w->from[o->reg];
		if (bits >= 64 || bits == 0)
			return w->v[o->reg];
		{
			/* ext's for every lane: the low bits, their top bit
			   carried up where signed (not for 1 bit) */
			const uint64_t keep = ((uint64_t)1 << bits) - 1;
			const uint64_t top = sign && bits > 1
			                     ? (uint64_t)1 << (bits - 1) : 0;
			for (l = 0; l < W; l++)
				buf[l] = ((w->v[o->reg][l] & keep) ^ top) - top;
		}
		return buf;
	case O_SPECIAL:
		if (o->sym < SP_NTID) {
			for (l = 0; l < W; l++)
				buf[l] = (uint64_t)w->tid[o->sym][l];
			return buf;
		}
		if (o->sym >= SP_LANEID) {
			for (l = 0; l < W; l++) {
				uint32_t lt = ((uint32_t)1 << l) - 1, eq = (uint32_t)1 << l;
				switch (o->sym) {
				case SP_LANEID: buf[l] = (uint64_t)l; break;
				case SP_LANEMASK_LT: buf[l] = lt; break;
				case SP_LANEMASK_LE: buf[l] = lt | eq; break;
				case SP_LANEMASK_EQ: buf[l] = eq; break;
				case SP_LANEMASK_GT: buf[l] = ~(lt | eq); break;
				default: buf[l] = ~lt; break;
				}
			}
			return buf;
		}
		x = o->sym < SP_CTAID ? (uint64_t)r->L->block[o->sym - SP_NTID]
		  : o->sym < SP_NCTAID ? (uint64_t)r->b[o->sym - SP_CTAID]
		  : (uint64_t)r->L->grid[o->sym - SP_NCTAID];
		break;
	case O_IMM:
		x = ext((uint64_t)o->imm, bits, sign);
		break;
	case O_SYM:
		x = k->vars[o->sym].addr + (uint64_t)o->imm;  /* imm: a frame */
		break;
	default:
		x = 0;
		break;
	}
	for (l = 0; l < W; l++)
		buf[l] = x;
	return buf;
}

const uint64_t *
ptx_fetch(run *r, const ptx_opnd *o, unsigned bits, int sign, uint64_t *buf)
{
	return fetch(r, o, bits, sign, buf);
}

/* Write res's lanes of mask into register reg (truncated to bits), the
   lanes of unk unknown, made so by instruction from. */
static void
put(run *r, const ptx_opnd *o, const uint64_t *res, uint32_t mask,
    unsigned bits, uint32_t unk, int from)
{
	ptx_warp *w = r->w;
	int reg = o->reg, l;
	uint64_t keep;

	if (o->kind != O_REG)
		return;
	/* a narrower write fills the low bits, zero above (ext's, unsigned:
	   one mask for every lane, a loop the compiler vectorizes) */
	if (bits > r->k->regbits[reg])
		bits = r->k->regbits[reg];
	keep = bits >= 64 || bits == 0 ? ~(uint64_t)0
	                               : ((uint64_t)1 << bits) - 1;
	if (mask == 0xffffffffu) {
		for (l = 0; l < W; l++)
			w->v[reg][l] = res[l] & keep;
	} else {
		for (l = 0; l < W; l++)
			if ((mask >> l) & 1)
				w->v[reg][l] = res[l] & keep;
	}
	w->unk[reg] = (w->unk[reg] & ~mask) | (unk & mask);
	if (unk & mask)
		w->from[reg] = from;
	w->dep[reg] = r->srcdep ? w->epoch : 0;
}

/* A loaded value (ld, ld.param, a local load) into o: a signed type
   narrower than the register is sign-extended to its width, as the PTX
   ISA says (ld.s8 of 0xff into a .b32 register is -1, not 255). */
static void
put_loaded(run *r, const ptx_insn *in, const ptx_opnd *o, uint64_t *res,
           uint32_t mask, uint32_t unk, int from)
{
	int l;

	if (in->sign && !in->flt && in->bits < 64) {
		for (l = 0; l < W; l++)
			res[l] = ext(res[l], in->bits, 1);
		put(r, o, res, mask, 64, unk, from);
		return;
	}
	put(r, o, res, mask, in->bits, unk, from);
}

/* The lanes of mask with an unknown value in the last fetch: an error
   (id, a PTX_UNKNOWN_* row naming the operand) naming where it came
   from. */
#define NEED_KNOWN(r, mask, id) need_known((r), (mask), MSG_FMT(id))

static int
need_known(run *r, uint32_t mask, const char *msg)
{
	if ((r->unk & mask) == 0)
		return 0;
	return error(r, r->from, "%s", msg);
}

static int
compare(int cmp, uint64_t a, uint64_t b, int sign)
{
	int64_t sa = (int64_t)a, sb = (int64_t)b;

	switch (cmp) {
	case 0: return a == b;
	case 1: return a != b;
	case 2: return sign ? sa < sb : a < b;
	case 3: return sign ? sa <= sb : a <= b;
	case 4: return sign ? sa > sb : a > b;
	case 5: return sign ? sa >= sb : a >= b;
	case 6: return a < b;
	case 7: return a <= b;
	case 8: return a > b;
	default: return a >= b;
	}
}

/*
 * An integer operation of in over the lanes; 0 or -1. Longer than 100
 * lines: one switch over every operation, each case the PTX ISA's
 * definition of one instruction on 32 lanes; they read best side by
 * side.
 */
static int
arith(run *r, const ptx_insn *in, uint32_t mask)
{
	uint64_t ba[W], bb[W], bc[W], bd[W], res[W];
	const uint64_t *a, *b = NULL, *c = NULL, *dd = NULL;
	unsigned bits = in->bits, dbits = in->bits;
	uint32_t unk, bad = 0;
	int from, sign = in->sign, l;

	a = fetch(r, &in->o[1], in->op == P_CVT ? in->sbits : bits,
	          in->op == P_CVT ? in->ssign : sign, ba);
	unk = r->unk;
	from = r->from;
	if (in->nops > 2) {
		unsigned bb_bits = (in->op == P_SHL || in->op == P_SHR) ? 32 : bits;
		if (in->op == P_SELP || in->op == P_SLCT)
			bb_bits = bits;
		b = fetch(r, &in->o[2], bb_bits, in->op == P_SHL ||
		          in->op == P_SHR ? 0 : sign, bb);
		if (r->unk) { unk |= r->unk; from = r->from; }
	}
	if (in->nops > 3) {
		unsigned cb = in->op == P_SELP ? 1 : in->op == P_SLCT ? 32 :
		              in->op == P_BFE || in->op == P_BFI ? 32 :
		              in->wide ? 2 * bits : bits;
		c = fetch(r, &in->o[3], cb, in->op == P_SLCT ? 1 : sign, bc);
		if (r->unk) { unk |= r->unk; from = r->from; }
	}
	if (in->nops > 4) {
		dd = fetch(r, &in->o[4], 32, 0, bd);
		if (r->unk) { unk |= r->unk; from = r->from; }
	}
	switch (in->op) {
	case P_MOV: case P_CVTA:
		for (l = 0; l < W; l++) res[l] = a[l];
		break;
	case P_CVT:
		for (l = 0; l < W; l++) res[l] = ext(a[l], bits, sign);
		break;
	case P_ADD:
		for (l = 0; l < W; l++) res[l] = a[l] + b[l];
		break;
	case P_SUB:
		for (l = 0; l < W; l++) res[l] = a[l] - b[l];
		break;
	case P_MUL: case P_MAD:
		if (in->wide) {
			dbits = 2 * bits;
			for (l = 0; l < W; l++) res[l] = a[l] * b[l];
		} else if (in->hi && bits < 64) {
			for (l = 0; l < W; l++)
				res[l] = sign ? (uint64_t)((int64_t)a[l] * (int64_t)b[l]) >> bits
				              : (a[l] * b[l]) >> bits;
		} else if (in->hi) {
			for (l = 0; l < W; l++)
				res[l] = sign ? (uint64_t)(((__int128)(int64_t)a[l] *
				                            (int64_t)b[l]) >> 64)
				              : (uint64_t)(((unsigned __int128)a[l] * b[l]) >> 64);
		} else {
			for (l = 0; l < W; l++) res[l] = a[l] * b[l];
		}
		if (in->op == P_MAD)
			for (l = 0; l < W; l++) res[l] += c[l];
		break;
	case P_MUL24: case P_MAD24:
		for (l = 0; l < W; l++) {
			uint64_t x = ext(a[l], 24, sign), y = ext(b[l], 24, sign);
			res[l] = in->hi ? (x * y) >> 16 : x * y;
			if (in->op == P_MAD24) res[l] += c[l];
		}
		break;
	case P_DIV: case P_REM:
		for (l = 0; l < W; l++) {
			if (b[l] == 0) {
				bad |= 1u << l;
				res[l] = 0;
			} else if (sign) {
				int64_t x = (int64_t)a[l], y = (int64_t)b[l];
				if (y == -1)
					res[l] = in->op == P_DIV ? 0 - (uint64_t)x : 0;
				else
					res[l] = (uint64_t)(in->op == P_DIV ? x / y : x % y);
			} else {
				res[l] = in->op == P_DIV ? a[l] / b[l] : a[l] % b[l];
			}
		}
		break;
	case P_SHL:
		for (l = 0; l < W; l++)
			res[l] = (b[l] & 0xffffffffu) >= bits ? 0 : a[l] << b[l];
		break;
	case P_SHR:
		for (l = 0; l < W; l++) {
			uint64_t s = b[l] & 0xffffffffu;
			if (sign)
				res[l] = (uint64_t)((int64_t)a[l] >> (s >= bits ? 63 : s));
			else
				res[l] = s >= bits ? 0 : ext(a[l], bits, 0) >> s;
		}
		break;
	case P_AND:
		for (l = 0; l < W; l++) res[l] = a[l] & b[l];
		break;
	case P_OR:
		for (l = 0; l < W; l++) res[l] = a[l] | b[l];
		break;
	case P_XOR:
		for (l = 0; l < W; l++) res[l] = a[l] ^ b[l];
		break;
	case P_NOT:
		for (l = 0; l < W; l++) res[l] = ~a[l];
		break;
	case P_NEG:
		for (l = 0; l < W; l++) res[l] = 0 - a[l];
		break;
	case P_ABS:
		for (l = 0; l < W; l++)
			res[l] = (int64_t)a[l] < 0 ? 0 - a[l] : a[l];
		break;
	case P_MIN: case P_MAX:
		for (l = 0; l < W; l++) {
			int lt = compare(2, a[l], b[l], sign);
			res[l] = (in->op == P_MIN) == (lt != 0) ? a[l] : b[l];
			/* .relu (of .s32): a negative result is 0 */
			if (in->relu && (int64_t)ext(res[l], bits, 1) < 0)
				res[l] = 0;
		}
		break;
	case P_SETP:
		dbits = 1;
		for (l = 0; l < W; l++)
			res[l] = (uint64_t)compare(in->cmp, a[l], b[l], sign);
		break;
	case P_SELP:
		for (l = 0; l < W; l++) res[l] = (c[l] & 1) ? a[l] : b[l];
		break;
	case P_SLCT:
		for (l = 0; l < W; l++) res[l] = (int64_t)c[l] >= 0 ? a[l] : b[l];
		break;
	case P_POPC:
		dbits = 32;
		for (l = 0; l < W; l++)
			res[l] = (uint64_t)__builtin_popcountll(ext(a[l], bits, 0));
		break;
	case P_CLZ:
		dbits = 32;
		for (l = 0; l < W; l++) {
			uint64_t x = ext(a[l], bits, 0);
			res[l] = x == 0 ? bits
			                : (uint64_t)(__builtin_clzll(x) - (64 - (int)bits));
		}
		break;
	case P_BREV:
		for (l = 0; l < W; l++) {
			uint64_t x = a[l], y = 0;
			for (unsigned i = 0; i < bits; i++)
				y |= ((x >> i) & 1) << (bits - 1 - i);
			res[l] = y;
		}
		break;
	case P_BFE:
		/* the PTX ISA's definition, bit by bit: bit i of d is bit
		   pos + i of a while i < len and pos + i <= msb, else the
		   sign bit (a[min(pos + len - 1, msb)] of a signed type with
		   len > 0, else 0). pos and len are b's and c's low byte for
		   a 32-bit type; for a 64-bit one the whole of each, as the
		   GPU computes it (tests/gpu/ptxsem: an H100 takes pos 259
		   as past the msb, not as 3) */
		for (l = 0; l < W; l++) {
			uint64_t pos = bits == 64 ? (b[l] & 0xffffffffu) : b[l] & 0xff,
			         len = bits == 64 ? (c[l] & 0xffffffffu) : c[l] & 0xff,
			         msb = bits - 1, x = a[l], sbit = 0, d = 0, i;
			if (sign && len > 0)
				sbit = (x >> (pos + len - 1 < msb ? pos + len - 1
				                                  : msb)) & 1;
			for (i = 0; i <= msb; i++) {
				uint64_t bit = i < len && pos + i <= msb
				                       ? (x >> (pos + i)) & 1 : sbit;
				d |= bit << i;
			}
			res[l] = d;
		}
		break;
	case P_BFI:
		/* bfi d, a, b, pos, len: a's low len bits into b at pos,
		   those that fit below the msb; pos and len as bfe's */
		for (l = 0; l < W; l++) {
			uint64_t pos = bits == 64 ? (c[l] & 0xffffffffu) : c[l] & 0xff,
			         len = bits == 64 ? (dd[l] & 0xffffffffu) : dd[l] & 0xff,
			         m;
			res[l] = b[l];
			if (len == 0 || pos >= bits)
				continue;
			if (pos + len > bits)
				len = bits - pos;
			m = (len >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << len) - 1) << pos;
			res[l] = (b[l] & ~m) | ((a[l] << pos) & m);
		}
		break;
	default:
		return ERROR(r, -1, PTX_NOT_RUN, in->text);
	}
	if (in->op == P_CVTA || in->op == P_MOV)
		dbits = in->bits ? in->bits : 64;
	put(r, &in->o[0], res, mask, dbits, unk | bad, bad ? r->cur : from);
	return 0;
}

/* bfind, shf, lop3 and prmt (its default mode), as the PTX ISA defines
   them, over the lanes of mask; 0. */
static int
bitop(run *r, const ptx_insn *in, uint32_t mask)
{
	uint64_t buf[4][W], res[W];
	const uint64_t *v[4] = { NULL, NULL, NULL, NULL };
	const unsigned bits = in->op == P_BFIND ? in->bits : 32;
	uint32_t unk = 0;
	int i, l, from = r->cur;

	for (i = 0; i + 1 < in->nops && i < 4; i++) {
		v[i] = fetch(r, &in->o[i + 1], bits,
		             in->op == P_BFIND && in->sign, buf[i]);
		if (r->unk & mask) {
			unk |= r->unk & mask;
			from = r->from;
		}
	}
	for (l = 0; l < W; l++) {
		uint64_t a = v[0][l], d = 0;
		if (!((mask >> l) & 1))
			continue;
		switch (in->op) {
		case P_BFIND: {
			/* the most significant bit unlike a signed value's sign
			   (a set one of an unsigned), 0xffffffff where none;
			   .shiftamt: its distance from the msb */
			uint64_t x = ext(a, bits, in->sign);
			int msb;
			if (in->sign && (x >> (bits - 1)) & 1)
				x = ~x;
			x = ext(x, bits, 0);
			msb = x == 0 ? -1 : 63 - __builtin_clzll(x);
			d = msb < 0 ? 0xffffffffu : in->cmp == 1
			    ? (uint64_t)((int)bits - 1 - msb) : (uint64_t)msb;
			break;
		}
		case P_SHF: {
			/* a:b as 64 bits (b high), shifted by c: .wrap c mod
			   32, .clamp at most 32; .l the high word, .r the low */
			const uint64_t x = (v[1][l] & 0xffffffffu) << 32 |
			                   (a & 0xffffffffu);
			uint64_t n = v[2][l] & 0xffffffffu;
			n = in->cmp & 2 ? (n > 32 ? 32 : n) : n & 31;
			d = in->cmp & 1 ? x >> n : (x << n) >> 32;
			break;
		}
		case P_LOP3: {
			/* each bit of d: the truth table's bit at (a, b, c) */
			const uint64_t lut = v[3][l] & 0xff;
			for (int b = 0; b < 32; b++) {
				unsigned idx = (unsigned)(((a >> b) & 1) << 2 |
				               ((v[1][l] >> b) & 1) << 1 |
				               ((v[2][l] >> b) & 1));
				d |= ((lut >> idx) & 1) << b;
			}
			break;
		}
		default: {  /* P_PRMT: bytes of b:a chosen by c's nibbles */
			const uint64_t x = (v[1][l] & 0xffffffffu) << 32 |
			                   (a & 0xffffffffu);
			for (int k = 0; k < 4; k++) {
				unsigned s = (unsigned)(v[2][l] >> (4 * k)) & 0xf;
				uint64_t byte = (x >> (8 * (s & 7))) & 0xff;
				if (s & 8)   /* the sign of the byte chosen */
					byte = (byte & 0x80) ? 0xff : 0;
				d |= byte << (8 * k);
			}
			break;
		}
		}
		res[l] = d;
	}
	put(r, &in->o[0], res, mask, 32, unk, from);
	return 0;
}

/*
 * A warp-wide instruction's membermask (operand k), as CUDA defines it:
 * every lane that runs it names itself, and every lane it names that has
 * not exited runs it with it. Anything else is undefined (a full mask in
 * divergent code, say): refused, not run as if it were fine.
 */
static int
members(run *r, const ptx_insn *in, int k, uint32_t mask)
{
	uint64_t bm[W];
	const uint64_t *m;
	int l, j;

	if (in->nops <= k)
		return 0;            /* (an older form with no mask) */
	m = fetch(r, &in->o[k], 32, 0, bm);
	if (NEED_KNOWN(r, mask, PTX_UNKNOWN_MEMBERMASK))
		return -1;
	for (l = 0; l < W; l++) {
		uint32_t ml = (uint32_t)m[l];
		if (!((mask >> l) & 1))
			continue;
		r->e->why = PTX_FAILED;
		r->e->insn = r->cur;
		r->e->other = -1;
		if (!((ml >> l) & 1)) {
			return ERROR(r, -1, PTX_LANE_OUT_OF_MASK, l, ml);
		}
		for (j = 0; j < W; j++)
			if (((ml & r->live) >> j) & 1 && !((mask >> j) & 1)) {
				return ERROR(r, -1, PTX_MASK_DIVERGENT, ml, j, l);
			}
	}
	r->e->why = 0;
	r->e->insn = -1;
	return 0;
}

/* shfl.sync.MODE.b32 d, a, b, c, membermask */
static int
shuffle(run *r, const ptx_insn *in, uint32_t mask)
{
	uint64_t ba[W], bb[W], bc[W], res[W], av[W], pin[W] = { 0 };
	const uint64_t *a, *b, *c;
	uint32_t ua, unk = 0;
	int fa, l;

	if (in->nops < 4)
		return ERROR(r, -1, PTX_NOT_RUN, in->text);
	if (members(r, in, 4, mask) != 0)
		return -1;
	a = fetch(r, &in->o[1], 32, 0, ba);
	memcpy(av, a, sizeof(av));
	ua = r->unk;
	fa = r->from;
	b = fetch(r, &in->o[2], 32, 0, bb);
	if (NEED_KNOWN(r, mask, PTX_UNKNOWN_SHFL_LANE))
		return -1;
	c = fetch(r, &in->o[3], 32, 0, bc);
	if (NEED_KNOWN(r, mask, PTX_UNKNOWN_SHFL_CLAMP))
		return -1;
	for (l = 0; l < W; l++) {
		unsigned bv = (unsigned)b[l] & 31, cv = (unsigned)c[l] & 31,
		         sm = ((unsigned)c[l] >> 8) & 31;
		unsigned maxl = ((unsigned)l & sm) | (cv & ~sm),
		         minl = (unsigned)l & sm;
		int j;
		bool ok;
		if (!((mask >> l) & 1))
			continue;
		switch (in->cmp) {
		case 0: j = l - (int)bv; ok = j >= (int)maxl; break;
		case 1: j = l + (int)bv; ok = j <= (int)maxl; break;
		case 2: j = l ^ (int)bv; ok = j <= (int)maxl; break;
		default: j = (int)(minl | (bv & ~sm)); ok = j <= (int)maxl; break;
		}
		if (!ok)
			j = l;
		pin[l] = ok;
		res[l] = av[j];
		if (((ua >> j) & 1) || !((mask >> j) & 1))
			unk |= 1u << l;
	}
	put(r, &in->o[0], res, mask, 32, unk, (ua & mask) ? fa : r->cur);
	if (in->o[0].sym >= 0)
		put(r, &(ptx_opnd){ O_REG, in->o[0].sym, -1, 0 }, pin, mask, 1, 0,
		    r->cur);
	return 0;
}

/*
 * A local store's values kept, lane by lane, or a local load's read back
 * (addr: each lane's offset in its stack, in bounds: the request was
 * checked). The interpreter runs a warp to its end before the next, and
 * no other thread sees a thread's stack, so what a lane stored is what
 * it loads; a byte never stored, or stored unknown, is unknown.
 */
static int
local_values(run *r, const ptx_insn *in, uint32_t mask, const uint64_t *addr)
{
	ptx_warp *w = r->w;
	unsigned esz = in->bits / 8, i, j;
	uint64_t buf[W], res[W];
	int l;

	for (i = 0; i < in->vec; i++) {
		const uint64_t *v = NULL;
		uint32_t unk = 0;
		int from = r->cur;
		if (in->op == P_ST) {
			v = fetch(r, &in->o[1 + i], in->bits, 0, buf);
			unk = r->unk;
			from = r->from;
		}
		for (l = 0; l < W; l++) {
			uint64_t off = addr[l] + (uint64_t)i * esz, x = 0;
			size_t at = (size_t)l * w->lbytes + off;
			bool known = true;
			res[l] = 0;
			if (!((mask >> l) & 1))
				continue;
			if (w->lv == NULL || off + esz > w->lbytes) {
				unk |= 1u << l;     /* not followed */
				continue;
			}
			for (j = 0; j < esz; j++) {
				if (in->op == P_ST) {
					w->lv[at + j] = (uint8_t)(v[l] >> (8 * j));
					w->lk[at + j] = !((unk >> l) & 1);
					w->lfrom[at + j] = from;
					continue;
				}
				x |= (uint64_t)w->lv[at + j] << (8 * j);
				if (!w->lk[at + j]) {
					known = false;
					if (w->lfrom[at + j] >= 0)
						from = w->lfrom[at + j];
				}
			}
			res[l] = x;
			if (!known)
				unk |= 1u << l;
		}
		if (in->op == P_LD)
			put_loaded(r, in, &in->o[i], res, mask, unk, from);
	}
	return 0;
}

/*
 * vote, match and redux: a value from every running lane's operand (the
 * lanes of mask, which a correct membermask names), given to each. An
 * unknown operand in any of them makes every result unknown.
 */
static int
warpwide(run *r, const ptx_insn *in, uint32_t mask)
{
	uint64_t ba[W], res[W], pr[W], acc = 0;
	const uint64_t *a;
	uint32_t unk, bits = 0;
	int from, l, j;
	bool all_eq = true;

	if (members(r, in, 2, mask) != 0)
		return -1;
	a = fetch(r, &in->o[1], in->op == P_VOTE ? 1 : in->bits,
	          in->sign, ba);
	unk = r->unk & mask;
	from = r->from;
	for (l = 0; l < W; l++)
		if ((mask >> l) & 1)
			bits |= (uint32_t)((a[l] & 1) ^ (uint64_t)in->o[1].imm) << l;
	for (l = 0; l < W; l++) {
		res[l] = pr[l] = 0;
		if (!((mask >> l) & 1))
			continue;
		switch (in->op) {
		case P_VOTE:
			res[l] = in->cmp == 0 ? bits
			       : in->cmp == 1 ? bits != 0
			       : in->cmp == 2 ? bits == mask
			       : (bits == 0 || bits == mask);
			break;
		case P_MATCH:
			for (j = 0; j < W; j++)
				if (((mask >> j) & 1) && a[j] == a[l])
					res[l] |= (uint64_t)1 << j;
				else if ((mask >> j) & 1)
					all_eq = false;
			break;
		default:
			break;
		}
	}
	if (in->op == P_MATCH && in->cmp == 1)
		for (l = 0; l < W; l++) {
			/* match.all: the mask where every lane agrees, else 0 */
			res[l] = all_eq ? mask : 0;
			pr[l] = all_eq;
		}
	if (in->op == P_REDUX) {
		bool first = true;
		for (l = 0; l < W; l++) {
			uint64_t x = a[l];
			if (!((mask >> l) & 1))
				continue;
			if (first) {
				acc = x;
				first = false;
				continue;
			}
			switch (in->cmp) {
			case 0: acc += x; break;
			case 1: acc = (in->sign ? (int64_t)x < (int64_t)acc : x < acc)
			              ? x : acc; break;
			case 2: acc = (in->sign ? (int64_t)x > (int64_t)acc : x > acc)
			              ? x : acc; break;
			case 3: acc &= x; break;
			case 4: acc |= x; break;
			default: acc ^= x; break;
			}
		}
		for (l = 0; l < W; l++)
			res[l] = acc;
	}
	put(r, &in->o[0], res, mask, in->op == P_VOTE && in->cmp != 0 ? 1 : 32,
	    unk ? mask : 0, from);
	if (in->op == P_MATCH && in->o[0].sym >= 0)
		put(r, &(ptx_opnd){ O_REG, in->o[0].sym, -1, 0 }, pr, mask, 1,
		    unk ? mask : 0, from);
	return 0;
}

/* Whether in is a load, store or atomic that ptxas made a machine
   instruction of: one a warp issues even with no lane active. */
static bool
issues_idle(const ptx_kernel *k, const ptx_insn *in)
{
	return k->sass && in->group >= 0 && !in->merged && in->sass > 0 &&
	       (in->op == P_LD || in->op == P_ST || in->op == P_ATOM ||
	        in->op == P_RED);
}

/* The memory instructions a warp issues with no lane active where it
   jumps, every lane, over the body [from, to) of an 'if' that ptxas
   predicated (in->skip): each told to L->idle. */
static void
idle_body(run *r, int from, int to, uint64_t warp)
{
	for (int j = from; j < to && j < r->k->ninsns; j++)
		if (issues_idle(r->k, &r->k->insns[j]))
			r->L->idle(r->L->arg, r->k->insns[j].group, warp);
}

/* ld/st, atom/red: one request of the lanes of mask. */
static int
memory(run *r, const ptx_insn *in, uint32_t mask, uint64_t warp)
{
	const bool atom = in->op == P_ATOM || in->op == P_RED;
	const ptx_opnd *ao = in->op == P_LD ? &in->o[in->vec]
	                     : in->op == P_ATOM ? &in->o[1] : &in->o[0];
	unsigned esz = in->bits / 8, size = esz * in->vec;
	uint64_t addr[W], buf[W], res[W];
	const uint64_t *base;
	sim_request rq;
	const char *why;
	int l, i;

	if (ao->kind != O_ADDR || (!atom && in->nops != in->vec + 1) ||
	    esz == 0)
		return ERROR(r, -1, PTX_NOT_RUN, in->text);
	if (atom && size != 4 && size != 8)
		return ERROR(r, -1, PTX_ATOMIC_SIZE, in->text);
	if (in->group < 0)
		return ERROR(r, -1, PTX_WHICH_ARRAY, in->text);
	if (ao->reg >= 0) {
		base = fetch(r, &(ptx_opnd){ O_REG, ao->reg, -1, 0 }, 64, 0, buf);
		if (NEED_KNOWN(r, mask, PTX_UNKNOWN_ADDRESS))
			return -1;
		for (l = 0; l < W; l++)
			addr[l] = base[l] + (uint64_t)ao->imm;
	} else {
		uint64_t x = (ao->sym >= 0 ? r->k->vars[ao->sym].addr : 0) +
		             (uint64_t)ao->imm;
		for (l = 0; l < W; l++)
			addr[l] = x;
	}
	for (l = 0; l < W; l++)
		if (((mask >> l) & 1) && addr[l] % size != 0 &&
		    addr[l] % esz != 0)
			return ERROR(r, -1, PTX_MISALIGNED, in->text);
	if (in->merged)              /* its bytes came with another's */
		goto made;
	rq.addr = addr;
	rq.active = mask;
	rq.size = size;
	/* the wider instruction ptxas made of it and its neighbours, where
	   every lane's address is aligned for it, as ptxas proved */
	if (in->merge_bytes > size) {
		rq.size = in->merge_bytes;
		for (l = 0; l < W; l++)
			if (((mask >> l) & 1) && addr[l] % in->merge_bytes != 0)
				rq.size = size;
	}
	rq.store = in->op != P_LD;   /* an atomic: as the atomic statement */
	r->w->round_new = false;
	r->w->uni = in->uni;
	if (in->op == P_LD && in->space != PS_SHARED && in->space != PS_CONST &&
	    (!r->w->open || r->srcdep)) {
		r->w->epoch++;       /* the values it needs have come */
		r->w->open = true;
		r->w->round_new = true;
	}
	if ((why = r->L->request(r->L->arg, in->group, warp, &rq)) == PTX_STOP) {
		r->e->why = PTX_ENOUGH;
		r->e->insn = r->cur;
		return -1;
	}
	if (why != NULL)
		return relay(r, why);
made:
	if (in->space == PS_LOCAL)
		return local_values(r, in, mask, addr);
	if (in->op == P_ATOM) {
		/* the old value: what other threads did first, not known */
		memset(res, 0, sizeof(res));
		put(r, &in->o[0], res, mask, in->bits, mask, r->cur);
		return 0;
	}
	if (in->op == P_ST)
		return 0;
	for (i = 0; i < in->vec; i++) {
		uint32_t unk = 0;
		for (l = 0; l < W; l++) {
			res[l] = 0;
			if (((mask >> l) & 1) &&
			    (r->L->load == NULL ||
			     !r->L->load(r->L->arg, in->group, addr[l] + (uint64_t)i * esz,
			                 esz, &res[l])))
				unk |= 1u << l;
		}
		/* what it loads comes with its round */
		r->srcdep |= in->space != PS_SHARED && in->space != PS_CONST;
		put_loaded(r, in, &in->o[i], res, mask, unk, r->cur);
	}
	return 0;
}

/* ---- floating point ---- */

/* A lane's float of bits (32 or 64) as a double, and back. */
static double
as_double(uint64_t x, unsigned bits)
{
	if (bits == 32) {
		float f;
		uint32_t u = (uint32_t)x;
		memcpy(&f, &u, sizeof(f));
		return f;
	} else {
		double d;
		memcpy(&d, &x, sizeof(d));
		return d;
	}
}

static uint64_t
of_double(double d, unsigned bits)
{
	if (bits == 32) {
		float f = (float)d;
		uint32_t u;
		memcpy(&u, &f, sizeof(u));
		return u;
	} else {
		uint64_t x;
		memcpy(&x, &d, sizeof(x));
		return x;
	}
}

/* A result the interpreter cannot promise to the bit: a subnormal (.ftz
   would flush it, and the interpreter does not read .ftz). */
static bool
subnormal(double d, unsigned bits)
{
	return d != 0 && fabs(d) < (bits == 32 ? 1.17549435e-38 : 2.2250738585072014e-308);
}

/* IEEE's comparison cmp (ptx_cmp: eq .. ge ordered, false where either
   is NaN; equ .. geu unordered, true there; num, nan) of a and b. */
static int
float_compare(int cmp, double a, double b)
{
	const bool un = isnan(a) || isnan(b);

	switch (cmp) {
	case 0: return !un && a == b;
	case 1: return !un && a != b;
	case 2: return !un && a < b;
	case 3: return !un && a <= b;
	case 4: return !un && a > b;
	case 5: return !un && a >= b;
	case 10: return un || a == b;
	case 11: return un || a != b;
	case 12: return un || a < b;
	case 13: return un || a <= b;
	case 14: return un || a > b;
	case 15: return un || a >= b;
	case 16: return !un;
	default: return un;      /* 17, nan */
	}
}

/*
 * setp of f32 or f64 values: where both operands are known, the
 * comparison the GPU makes, exactly (tests/gpu/ptxsem); unknown where
 * either is, or is subnormal (.ftz would flush it, and the interpreter
 * does not read .ftz), or the form writes a second predicate or combines
 * with a third (not computed).
 */
static int
float_setp(run *r, const ptx_insn *in, uint32_t mask)
{
	uint64_t bu[2][W], res[W] = { 0 };
	const uint64_t *v[2];
	uint32_t unk = 0;
	int from = r->cur, i, l;

	if (in->nops != 3 || (in->bits != 32 && in->bits != 64) ||
	    (in->cmp >= 6 && in->cmp <= 9)) {
		put(r, &in->o[0], res, mask, 1, mask, r->cur);
		return 0;
	}
	for (i = 0; i < 2; i++) {
		v[i] = fetch(r, &in->o[i + 1], in->bits, 0, bu[i]);
		if (r->unk & mask) {
			unk |= r->unk & mask;
			from = r->from;
		}
	}
	for (l = 0; l < W; l++) {
		double a, b;
		if (!((mask >> l) & 1) || ((unk >> l) & 1))
			continue;
		a = as_double(v[0][l], in->bits);
		b = as_double(v[1][l], in->bits);
		if (subnormal(a, in->bits) || subnormal(b, in->bits)) {
			unk |= 1u << l;
			from = r->cur;
			continue;
		}
		res[l] = (uint64_t)float_compare(in->cmp, a, b);
	}
	put(r, &in->o[0], res, mask, 1, unk, from);
	return 0;
}

/* d rounded to an integer as rnd says (.rni nearest even, .rzi toward
   zero, .rmi down, .rpi up). */
static double
round_int(double d, int rnd)
{
	switch (rnd & ~PTX_RI) {
	case PTX_RZ: return trunc(d);
	case PTX_RM: return floor(d);
	case PTX_RP: return ceil(d);
	default: return nearbyint(d);
	}
}

/*
 * Floating arithmetic whose value the interpreter can give exactly: add,
 * sub, mul, fma (mad), neg, abs, min and max of f32 or f64 at the default
 * rounding, and cvt between integers and floats; what a texture's
 * coordinates are made of (x + 0.5f). Anything else (rcp, sqrt, div, a
 * directed rounding, a subnormal) is unknown, as an operand's unknown
 * value makes the result.
 */
static int
float_op(run *r, const ptx_insn *in, uint32_t mask)
{
	uint64_t bu[3][W], res[W] = { 0 };
	const uint64_t *v[3] = { NULL, NULL, NULL };
	uint32_t unk = 0;
	unsigned db = in->bits, sb = in->fop == P_CVT ? in->sbits : in->bits;
	int n, i, l, from = r->cur;
	bool sflt = in->fop == P_CVT ? in->sflt : in->flt;

	switch (in->fop) {
	case P_ADD: case P_SUB: case P_MUL: case P_MIN: case P_MAX: n = 2; break;
	case P_MAD: n = 3; break;
	case P_NEG: case P_ABS: case P_CVT: n = 1; break;
	default: n = 0; break;
	}
	if (n == 0 || in->nops != n + 1 || (in->flt && db != 32 && db != 64) ||
	    (sflt && sb != 32 && sb != 64) ||
	    (in->fop != P_CVT && (in->rnd & ~PTX_RI) > PTX_RN)) {
		/* unknown: the destination, or each of an unpacking mov's */
		for (i = 0; i < (in->fop == P_NOP ? in->vec : 1); i++)
			if (in->o[i].kind == O_REG)
				put(r, &in->o[i], res, mask, 64, mask, r->cur);
		return 0;
	}
	for (i = 0; i < n; i++) {
		v[i] = fetch(r, &in->o[i + 1], sb, in->fop == P_CVT && in->ssign,
		             bu[i]);
		if (r->unk & mask) {
			unk |= r->unk & mask;
			from = r->from;
		}
	}
	for (l = 0; l < W; l++) {
		double a, b, c, d;
		if (!((mask >> l) & 1) || ((unk >> l) & 1))
			continue;
		if (in->fop == P_CVT && !sflt) {
			/* an integer to a float */
			d = in->ssign ? (double)(int64_t)ext(v[0][l], sb, 1)
			              : (double)ext(v[0][l], sb, 0);
			if (sb == 64 && db == 32)     /* one rounding, not two */
				d = in->ssign ? (double)(float)(int64_t)v[0][l]
				              : (double)(float)v[0][l];
		} else {
			a = as_double(v[0][l], sb);
			b = n > 1 ? as_double(v[1][l], sb) : 0;
			c = n > 2 ? as_double(v[2][l], sb) : 0;
			if (subnormal(a, sb) || subnormal(b, sb) || subnormal(c, sb)) {
				unk |= 1u << l;
				continue;
			}
			switch (in->fop) {
			case P_ADD: d = sb == 32 ? (double)((float)a + (float)b) : a + b;
				break;
			case P_SUB: d = sb == 32 ? (double)((float)a - (float)b) : a - b;
				break;
			case P_MUL: d = sb == 32 ? (double)((float)a * (float)b) : a * b;
				break;
			case P_MAD: d = sb == 32 ? (double)fmaf((float)a, (float)b,
			                                        (float)c)
			                         : fma(a, b, c);
				break;
			case P_MIN: d = sb == 32 ? fminf((float)a, (float)b)
			                         : fmin(a, b);
				break;
			case P_MAX: d = sb == 32 ? fmaxf((float)a, (float)b)
			                         : fmax(a, b);
				break;
			case P_NEG: d = -a; break;
			case P_ABS: d = fabs(a); break;
			default:    /* cvt from a float */
				d = in->rnd & PTX_RI ? round_int(a, in->rnd) : a;
				if (!in->flt) {
					/* to an integer: rounded as said, saturated to
					   the type's range, NaN 0 (PTX's cvt) */
					double lo = in->sign ? -ldexp(1, db - 1) : 0,
					       hi = in->sign ? ldexp(1, db - 1) - 1
					                     : ldexp(1, db) - 1;
					d = round_int(a, in->rnd ? in->rnd : PTX_RZ);
					if (isnan(d))
						d = 0;
					res[l] = d <= lo ? (uint64_t)(int64_t)lo
					       : d >= hi ? (in->sign ? (uint64_t)(int64_t)hi
					                             : (uint64_t)hi)
					       : in->sign ? (uint64_t)(int64_t)d
					       : (uint64_t)d;
					continue;
				}
				break;
			}
		}
		if (in->sat)
			d = isnan(d) || d < 0 ? 0 : d > 1 ? 1 : d;
		if (subnormal(d, db)) {
			unk |= 1u << l;
			continue;
		}
		res[l] = of_double(d, db);
	}
	put(r, &in->o[0], res, mask, in->flt ? db : in->bits, unk, from);
	return 0;
}

/*
 * tex.1d or tex.2d through a texture object: one request of the texture
 * its handle comes from (the group the caller gave it), of the texels at
 * the lanes' coordinates (point filtering: a float coordinate's texel is
 * its floor, unnormalized, clamped; an integer one, tex1Dfetch's, its
 * index). The texels' values are not followed: unknown.
 */
static int
texfetch(run *r, const ptx_insn *in, uint32_t mask, uint64_t warp)
{
	uint64_t bc[2][W], addr[W], res[4][W];
	const uint64_t *c[2] = { NULL, NULL };
	unsigned size = 0, channels = 1;
	uint32_t unk = 0;
	sim_request rq;
	const char *why;
	int l, i;

	if (in->group < 0)
		return ERROR(r, -1, PTX_WHICH_TEXTURE, in->text);
	r->w->round_new = false;     /* (the texture pipe's own) */
	r->w->uni = 0;
	if (r->L->texel == NULL)
		return ERROR(r, -1, PTX_NO_TEXTURE, in->text);
	fetch(r, &in->o[4], 64, 0, bc[0]);
	if (NEED_KNOWN(r, mask, PTX_UNKNOWN_TEXTURE))
		return -1;
	for (i = 0; i < in->tdim; i++) {
		c[i] = fetch(r, &in->o[5 + i], in->sbits, in->ssign, bc[i]);
		if (NEED_KNOWN(r, mask, PTX_UNKNOWN_TEX_COORD))
			return -1;
	}
	for (l = 0; l < W; l++) {
		int64_t t[2] = { 0, 0 };
		if (!((mask >> l) & 1))
			continue;
		for (i = 0; i < in->tdim; i++) {
			if (in->sflt) {
				double d = floor(as_double(c[i][l], in->sbits));
				if (isnan(d))
					return ERROR(r, -1, PTX_TEX_COORD_NAN,
					             in->text);
				t[i] = d < -1e15 ? -1000000000000000LL
				     : d > 1e15 ? 1000000000000000LL : (int64_t)d;
			} else {
				t[i] = (int64_t)ext(c[i][l], in->sbits, in->ssign);
			}
		}
		if ((why = r->L->texel(r->L->arg, in->group, t[0], t[1],
		                       in->sflt || in->tdim == 2, &addr[l],
		                       &size, &channels)) != NULL)
			return ERROR(r, -1, PTX_TEXEL_LANE, why, l);
	}
	rq.addr = addr;
	rq.active = mask;
	rq.size = size;
	rq.store = false;
	if ((why = r->L->request(r->L->arg, in->group, warp, &rq)) != NULL)
		return relay(r, why);
	/* the texel's channels where the pattern declares the texture's
	   contents 0 (0 in every format); the components the format has
	   no channel for are not followed */
	for (l = 0; l < W; l++) {
		uint64_t v = 1;
		for (i = 0; i < 4; i++)
			res[i][l] = 0;
		if (((mask >> l) & 1) &&
		    (r->L->load == NULL ||
		     !r->L->load(r->L->arg, in->group, addr[l], size, &v) ||
		     v != 0))
			unk |= 1u << l;
	}
	for (i = 0; i < 4; i++)
		put(r, &in->o[i], res[i], mask, in->bits,
		    (unsigned)i < channels ? unk : mask, r->cur);
	return 0;
}

/* A call that ptx_decode left a call: why, said (ptx.h, PTX_CALL_*). */
static int
call_refused(run *r, const ptx_insn *in)
{
	switch (in->cmp) {
	case PC_NOBODY:
		return ERROR(r, -1, PTX_CALL_NO_BODY, in->text);
	case PC_DEPTH:
		return ERROR(r, -1, PTX_CALL_TOO_DEEP, in->text, PTX_CALL_DEPTH);
	case PC_SIZE:
		return ERROR(r, -1, PTX_CALL_TOO_BIG, in->text, PTX_CALL_INSNS,
		             PTX_CALL_REGS);
	case PC_INDIRECT:
		return ERROR(r, -1, PTX_CALL_INDIRECT, in->text);
	default:
		return ERROR(r, -1, PTX_CALL_STRUCT, in->text);
	}
}

/*
 * The scheduling loop: pick the lanes at the smallest program counter,
 * run their instruction, move their counters on. Kept whole (it is long)
 * because the converged fast path and the divergent one share every step
 * and split only at the branch.
 */
int
ptx_run_warp(const ptx_kernel *k, const ptx_launch *L, ptx_warp *w,
             const int64_t b[3], int wib, uint64_t warp, ptx_error *e)
{
	const int64_t nx = L->block[0], ny = L->block[1];
	const int64_t nthreads = nx * ny * L->block[2];
	uint32_t live = 0, mask;
	uint64_t steps = 0;
	double issued = 0;
	bool diverged = false, came_back = false;
	int pc = 0, back = -1, l;
	run r;

	e->why = 0;
	e->insn = e->other = -1;
	e->msg = NULL;
	e->issued = 0;
	r.stored = false;
	w->bars = w->wsyncs = 0;
	if (w->loop != NULL)
		w->loop->kept = false;
	r.k = k;
	r.L = L;
	r.w = w;
	r.b = b;
	r.e = e;
	for (l = 0; l < W; l++) {
		int64_t t = (int64_t)wib * W + l;
		w->tid[0][l] = t % nx;
		w->tid[1][l] = t / nx % ny;
		w->tid[2][l] = t / nx / ny;
		w->pc[l] = 0;
		if (t < nthreads)
			live |= 1u << l;
	}
	memset(w->unk, 0, sizeof(*w->unk) * (size_t)k->nregs);
	w->epoch++;                  /* no register needs a load yet */
	w->open = false;
	if (L->track != NULL)
		ptx_track_warp(L->track, k);
	if (w->lk != NULL) {
		/* a new warp's stack holds nothing known, or zeros */
		memset(w->lv, 0, W * (size_t)w->lbytes);
		memset(w->lk, L->local_zero, W * (size_t)w->lbytes);
		for (l = 0; l < W * (int)w->lbytes; l++)
			w->lfrom[l] = -1;
	}
	while (live) {
		const ptx_insn *in;
		uint32_t run_mask;
		r.live = live;
		if (came_back) {
			came_back = false;
			if (steps > LOOP_WATCH && loop_watch(&r, pc, live, diverged))
				return ENDLESS(&r, back, PTX_LOOP_ENDLESS,
				               (unsigned long long)steps);
		}
		if (diverged) {
			pc = k->ninsns;
			for (l = 0; l < W; l++)
				if (((live >> l) & 1) && w->pc[l] < pc)
					pc = w->pc[l];
			mask = 0;
			for (l = 0; l < W; l++)
				if (((live >> l) & 1) && w->pc[l] == pc)
					mask |= 1u << l;
		} else {
			mask = live;
		}
		if (pc >= k->ninsns) {
			/* fell off the end: as ret */
			live &= ~mask;
			continue;
		}
		in = &k->insns[pc];
		r.cur = pc;
		issued += in->sass;
		if (++steps > L->max_steps && L->max_steps)
			return ENDLESS(&r, back, PTX_WARP_BOUND,
			               (unsigned long long)L->max_steps);
		if ((steps & 0x3fff) == 0 && L->interrupted != NULL &&
		    L->interrupted()) {
			r.e->why = PTX_INTERRUPTED;
			r.e->insn = pc;
			return -1;
		}
		run_mask = mask;
		r.srcdep = false;
		if (in->op == P_BAR || (in->op == P_BRA && in->nops > 0 &&
		                        in->o[0].imm <= pc)) {
			/* a loop's pass or a barrier waits for its loads (a
			   branch forward skips a few statements, which ptxas
			   predicates, and leaves the loads in flight) */
			w->epoch += w->open;
			w->open = false;
		}
		if (in->guard >= 0) {
			r.srcdep = w->dep[in->guard] == w->epoch;
			uint32_t g = 0;
			if (w->unk[in->guard] & mask) {
				r.unk = w->unk[in->guard];
				r.from = w->from[in->guard];
				return NEED_KNOWN(&r, mask, PTX_UNKNOWN_GUARD);
			}
			for (l = 0; l < W; l++)
				g |= (uint32_t)(w->v[in->guard][l] & 1) << l;
			run_mask &= in->neg_guard ? ~g : g;
		}
		if (L->track != NULL &&
		    ptx_track_insn(&r, in, mask, run_mask) != 0)
			return -1;
		switch (in->op) {
		case P_NOP:
			break;
		case P_BAR:
			/* __syncwarp(mask): its mask as a shuffle's */
			if (strncmp(in->text, "bar.warp", 8) == 0) {
				if (members(&r, in, 0, run_mask) != 0)
					return -1;
				w->wsyncs++;
			} else if (strncmp(in->text, "bar.arrive", 10) != 0 &&
			           strncmp(in->text, "barrier.arrive", 14) != 0) {
				w->bars++;   /* (an arrive orders nothing here) */
			}
			break;
		case P_BRA: {
			int t = in->nops > 0 ? (int)in->o[0].imm : -1;
			if (t < 0)
				return ERROR(&r, -1, PTX_NOT_RUN, in->text);
			if (run_mask != 0 && t <= pc) {
				back = pc;
				came_back = true;
			}
			/* every lane here skips a body that ptxas predicated:
			   the warp issues it all the same (these lanes apart,
			   where the warp has diverged, as the GPU runs them) */
			if (t > pc && in->skip > 0 && run_mask == mask) {
				issued += in->skip;
				if (L->idle != NULL)
					idle_body(&r, pc + 1, t, warp);
			}
			if (run_mask == mask && !diverged) {
				pc = t;
				continue;
			}
			if (run_mask == 0 && !diverged) {
				pc++;
				continue;
			}
			if (!diverged)
				for (l = 0; l < W; l++)
					w->pc[l] = pc;
			diverged = true;
			for (l = 0; l < W; l++)
				if ((mask >> l) & 1)
					w->pc[l] = (run_mask >> l) & 1 ? t : pc + 1;
			goto reconverge;
		}
		case P_RET:
			live &= ~run_mask;
			if (run_mask != mask) {
				if (!diverged)
					for (l = 0; l < W; l++)
						w->pc[l] = pc;
				diverged = true;
				for (l = 0; l < W; l++)
					if ((mask >> l) & 1)
						w->pc[l] = pc + 1;
				goto reconverge;
			}
			if (!diverged)
				continue;
			goto reconverge;
		case P_LDPARAM: {
			const ptx_opnd *a = &in->o[1];
			uint64_t v[W];
			if (in->nops != 2 || a->kind != O_PARAM || a->imm != 0 ||
			    k->params[a->sym].bits == 0)
				return ERROR(&r, -1, PTX_PARAM_STRUCT, in->text);
			for (l = 0; l < W; l++)
				v[l] = L->param[a->sym];
			put_loaded(&r, in, &in->o[0], v, run_mask, 0, pc);
			break;
		}
		case P_LD: case P_ST: case P_ATOM: case P_RED:
			if (run_mask && memory(&r, in, run_mask, warp) != 0)
				return -1;
			if (!run_mask && L->idle != NULL && issues_idle(k, in))
				L->idle(L->arg, in->group, warp);
			r.stored |= run_mask != 0 && in->op != P_LD;
			break;
		case P_FLOAT:
			float_op(&r, in, run_mask);
			break;
		case P_BFIND: case P_SHF: case P_LOP3: case P_PRMT:
			bitop(&r, in, run_mask);
			break;
		case P_TEX:
			if (run_mask && texfetch(&r, in, run_mask, warp) != 0)
				return -1;
			break;
		case P_SHFL:
			if (shuffle(&r, in, run_mask) != 0)
				return -1;
			break;
		case P_ACTIVEMASK: {
			/* __activemask(): every running lane gets the mask of the
			   lanes running this instruction with it */
			uint64_t v[W];
			for (l = 0; l < W; l++)
				v[l] = run_mask;
			put(&r, &in->o[0], v, run_mask, 32, 0, pc);
			break;
		}
		case P_CALL:
			return call_refused(&r, in);
		case P_VOTE: case P_MATCH: case P_REDUX:
			if (warpwide(&r, in, run_mask) != 0)
				return -1;
			break;
		case P_UNSUPPORTED:
			if (in->cmp == PU_GLOBALVAR)
				return ERROR(&r, -1, PTX_GLOBAL_VARIABLE,
				             in->text);
			return ERROR(&r, -1, PTX_NOT_RUN, in->text);
		default:
			if (in->flt && in->op == P_SETP) {
				if (float_setp(&r, in, run_mask) != 0)
					return -1;
				break;
			}
			/* a float mov or selp copies bits: kept exactly */
			if (arith(&r, in, run_mask) != 0)
				return -1;
			break;
		}
		if (L->track != NULL)
			ptx_track_commit(&r, run_mask);
		if (!diverged) {
			pc++;
			continue;
		}
		for (l = 0; l < W; l++)
			if ((mask >> l) & 1)
				w->pc[l] = pc + 1;
reconverge:
		{
			int first = -1;
			bool same = true;
			for (l = 0; l < W; l++)
				if ((live >> l) & 1) {
					if (first < 0)
						first = w->pc[l];
					else if (w->pc[l] != first)
						same = false;
				}
			if (same && first >= 0) {
				diverged = false;
				pc = first;
			}
		}
	}
	e->steps = steps;
	e->issued = issued;
	return 0;
}
