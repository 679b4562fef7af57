/*
 * validate.c - accessan validate: does the model agree with the GPU on
 * patterns nobody wrote?
 *
 * Each random pattern is written as pattern-file text (so that a
 * disagreement can be printed as a file that reproduces it), parsed and
 * evaluated like any other, then compiled, run and counted on the GPU
 * (gpurun.c): requests and sectors for global accesses, wavefronts for
 * shared ones, exactly. Patterns go to the GPU 64 at a time, counted
 * together (gpurun_count_batch), the next 64 compiled meanwhile. The
 * generator draws from a small seeded generator of its own (xorshift64*),
 * so --seed S gives the same patterns on every machine. --dry-run stops
 * before the GPU: it generates, parses, evaluates and generates CUDA for
 * every pattern, and checks the model's own invariants (sectors at least
 * the ideal, wavefronts at least the ideal, at most one request per warp
 * and access instance). What it finds it says through the back end the
 * command gives it (validate.h's rows; report_validate.c draws them).
 */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <time.h>
#include <unistd.h>

#include "arena.h"
#include "cudagen.h"
#include "diag.h"
#include "eval.h"
#include "gpurun.h"
#include "kernelrun.h"
#include "pat.h"
#include "pipeline.h"
#include "report.h"
#include "source.h"
#include "validate.h"

/* ---- a reproducible generator ----------------------------------------- */

static uint64_t rng_state;

static uint64_t
rnd(void)
{
	uint64_t x = rng_state;

	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	rng_state = x;
	return x * 0x2545f4914f6cdd1dull;
}

/* 0 .. n-1 */
static int
pick(int n)
{
	return (int)(rnd() % (uint64_t)n);
}

#define PICK(a) ((a)[pick((int)(sizeof(a) / sizeof((a)[0])))])

/* ---- patterns ---------------------------------------------------------- */

/* A growing string: a pattern's source, or what disagreed in it. */
typedef struct text {
	char *buf;
	size_t len, cap;
} text;

static void add(text *t, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void
add(text *t, const char *fmt, ...)
{
	va_list ap;
	int n;

	for (;;) {
		size_t room = t->cap - t->len;
		va_start(ap, fmt);
		n = vsnprintf(t->buf ? t->buf + t->len : NULL, room, fmt, ap);
		va_end(ap);
		if (n < 0)
			return;
		if ((size_t)n < room) {
			t->len += (size_t)n;
			return;
		}
		t->cap = (t->cap + (size_t)n + 1) * 2;
		t->buf = xrealloc(t->buf, t->cap);
	}
}

/* Empty it, keeping its memory; buf is always a string. */
static void
clear(text *t)
{
	t->len = 0;
	add(t, "%s", "");
}

static const struct { const char *name; int size; } types[] = {
	{ "char", 1 }, { "short", 2 }, { "float", 4 }, { "int", 4 },
	{ "double", 8 }, { "float2", 8 }, { "float4", 16 }, { "int4", 16 },
};

/*
 * One index expression over t (the thread's number in its block) and
 * its value for thread t, so that the array can be sized to fit.
 */
typedef struct form {
	char src[160];
	int64_t a, b, c;
	int kind;
} form;

enum { G_LINEAR, G_XOR, G_DIV, G_MOD, G_PERM, G_SWIZZLE, G_NKIND };

static int64_t
form_value(const form *f, int64_t t)
{
	int64_t lane = t % 32, warp = t / 32;

	switch (f->kind) {
	case G_LINEAR: return f->a * t + f->b;
	case G_XOR: return (warp * 32 + (lane ^ f->a)) * f->b;
	case G_DIV: return t / f->a * f->b + f->c;
	case G_MOD: return t % f->a * f->b;
	case G_PERM: return warp * 32 + lane * f->a % 32;
	case G_SWIZZLE: return (t / 32) * f->a + ((lane ^ (t / 32)) % 32);
	}
	return 0;
}

static void
form_make(form *f)
{
	static const int64_t strides[] = { 0, 1, 1, 1, 2, 3, 4, 5, 8, 16, 17,
	                                   32, 33, 64 };
	static const int64_t offs[] = { 0, 0, 0, 1, 2, 3, 4, 7, 8, 16, 31 };

	memset(f, 0, sizeof *f);
	f->kind = pick(G_NKIND);
	switch (f->kind) {
	case G_LINEAR:
		f->a = PICK(strides);
		f->b = PICK(offs);
		snprintf(f->src, sizeof f->src, "%" PRId64 " * t + %" PRId64,
		         f->a, f->b);
		break;
	case G_XOR:
		f->a = 1 + pick(31);
		f->b = PICK(strides) + 1;
		snprintf(f->src, sizeof f->src, "(t / 32 * 32 + (t %% 32 ^ %"
		         PRId64 ")) * %" PRId64, f->a, f->b);
		break;
	case G_DIV:
		f->a = (int64_t)1 << (1 + pick(5));
		f->b = 1 + pick(4);
		f->c = PICK(offs);
		snprintf(f->src, sizeof f->src, "t / %" PRId64 " * %" PRId64
		         " + %" PRId64, f->a, f->b, f->c);
		break;
	case G_MOD:
		f->a = 1 + pick(32);
		f->b = PICK(strides) + 1;
		snprintf(f->src, sizeof f->src, "t %% %" PRId64 " * %" PRId64,
		         f->a, f->b);
		break;
	case G_PERM:
		f->a = 2 * pick(16) + 1;     /* odd: a permutation of the lanes */
		snprintf(f->src, sizeof f->src, "t / 32 * 32 + t %% 32 * %"
		         PRId64 " %% 32", f->a);
		break;
	case G_SWIZZLE:
		f->a = 32 + pick(3);
		snprintf(f->src, sizeof f->src, "t / 32 * %" PRId64
		         " + (t %% 32 ^ t / 32) %% 32", f->a);
		break;
	}
}

/* Predicates that switch lanes off: partial warps. */
static const char *const preds[] = {
	NULL, NULL, NULL, NULL, "t % 32 < 16", "t % 32 >= 5", "t % 2 == 0",
	"t % 32 < 1", "(t & 9) != 0", "t < 40", "t % 32 > 26",
};

/* One random access k, chosen by make_pattern; shared_total: the bytes
   of shared arrays so far (the model takes 48 KB a block). */
typedef struct access_choice {
	int k;
	bool shared, store;
	/* a load from constant memory, or one through the read-only path
	   ('ldg'); both loads only, and neither shared */
	bool constant, nc;
	int64_t *constant_total;     /* bytes of constant arrays so far */
	int ty;                      /* in types[] */
	const char *pred;            /* NULL: every lane */
	int nthreads, grid;
	int64_t *shared_total;
} access_choice;

/* Room for bytes more of shared arrays: if not, the access is global. */
static void
shared_room(access_choice *c, int64_t bytes)
{
	if (c->shared && *c->shared_total + bytes > 40 * 1024)
		c->shared = false;
	if (c->shared)
		*c->shared_total += bytes;
}

/* Room for bytes more of constant arrays (64 KB in all): if not, the
   access is global. */
static void
constant_room(access_choice *c, int64_t bytes)
{
	if (c->constant && *c->constant_total + bytes > 60 * 1024)
		c->constant = false;
	if (c->constant)
		*c->constant_total += bytes;
}

/* How a load of global memory is written: 'read', or 'ldg' for the
   read-only path. */
static const char *
verb(const access_choice *c)
{
	return c->store ? "write" : c->nc ? "ldg" : "read";
}

/* A tile, by row or by column, padded or not. */
static void
tile_access(text *t, access_choice *c)
{
	static const int bx2[] = { 4, 8, 16, 32 };
	const char *name = types[c->ty].name;
	int cols = PICK(bx2) + pick(2);
	int rows = (c->nthreads + cols - 1) / cols + 1;
	bool col = pick(2);

	shared_room(c, (int64_t)rows * cols * types[c->ty].size);
	constant_room(c, (int64_t)rows * cols * types[c->ty].size);
	if (c->constant) {
		/* one table for the whole grid, as a lookup table is */
		add(t, "constant %s v%d[%d][%d]\n", name, c->k, rows, cols);
		add(t, "read v%d[", c->k);
		if (col)
			add(t, "t %% %d][t / %d %% %d]", rows - 1, rows - 1, cols);
		else
			add(t, "t / %d][t %% %d]", cols, cols);
		return;
	}
	if (c->shared)
		add(t, "shared %s v%d[%d][%d]\n", name, c->k, rows, cols);
	else
		add(t, "global %s v%d[%d][%d]\n", name, c->k, rows * c->grid,
		    cols);
	/* by column: t % (rows - 1) picks the row, the rest the column; by
	   row the other way round */
	add(t, "%s v%d[", c->shared ? c->store ? "write" : "read" : verb(c),
	    c->k);
	if (!c->shared)
		add(t, "blockIdx.x * %d + ", rows);
	if (col)
		add(t, "t %% %d][t / %d %% %d]", rows - 1, rows - 1, cols);
	else
		add(t, "t / %d][t %% %d]", cols, cols);
}

/* An index of one of form_make's forms, over an array just large enough
   for the block's threads. */
static void
form_access(text *t, access_choice *c)
{
	const char *name = types[c->ty].name;
	int64_t max = 0, span;
	form f;

	form_make(&f);
	for (int64_t i = 0; i < c->nthreads; i++) {
		int64_t v = form_value(&f, i);
		if (v > max)
			max = v;
	}
	span = max + 1;
	shared_room(c, span * types[c->ty].size);
	constant_room(c, span * types[c->ty].size);
	if (c->constant) {
		add(t, "constant %s v%d[%" PRId64 "]\n", name, c->k, span);
		add(t, "read v%d[%s]", c->k, f.src);
	} else if (c->shared) {
		add(t, "shared %s v%d[%" PRId64 "]\n", name, c->k, span);
		add(t, "%s v%d[%s]", c->store ? "write" : "read", c->k, f.src);
	} else {
		add(t, "global %s v%d[%" PRId64 "]\n", name, c->k,
		    span * c->grid);
		add(t, "%s v%d[blockIdx.x * %" PRId64 " + %s]",
		    verb(c), c->k, span, f.src);
	}
}

/*
 * Write random pattern number n into t. Global arrays give each block its
 * own range (blockIdx.x times the block's span), shared arrays one per
 * block; 2D blocks number their threads t = threadIdx.y * blockDim.x +
 * threadIdx.x; some patterns read a 2D tile by row or by column.
 */
static void
make_pattern(text *t, uint64_t seed, int n)
{
	static const int bx1[] = { 32, 64, 96, 128, 256, 48, 100, 33, 7 };
	static const int bx2[] = { 4, 8, 16, 32 };
	static const int by2[] = { 2, 4, 8, 3 };
	int twod = pick(4) == 0;
	int bx = twod ? PICK(bx2) : PICK(bx1);
	int by = twod ? PICK(by2) : 1;
	int grid = 1 + pick(6);
	int nacc = 1 + pick(3);
	int64_t shared_total = 0, constant_total = 0;

	clear(t);
	add(t, "# validate --seed %" PRIu64 ", pattern %d\n", seed, n);
	add(t, "grid %d\nblock %d, %d\n", grid, bx, by);
	add(t, "let t = threadIdx.y * blockDim.x + threadIdx.x\n");
	for (int k = 0; k < nacc; k++) {
		access_choice c;

		c.k = k;
		c.shared = pick(5) < 2;
		c.ty = pick((int)(sizeof types / sizeof types[0]));
		c.store = pick(10) < 3;
		/* loads: a sixth from constant memory, a quarter of the
		   global ones through the read-only path */
		c.constant = !c.store && !c.shared && pick(6) == 0;
		c.nc = !c.store && !c.shared && !c.constant && pick(4) == 0;
		c.constant_total = &constant_total;
		c.pred = PICK(preds);
		c.nthreads = bx * by;
		c.grid = grid;
		c.shared_total = &shared_total;
		if (pick(6) == 0)
			tile_access(t, &c);
		else
			form_access(t, &c);
		if (c.pred)
			add(t, " if %s", c.pred);
		add(t, "\n");
	}
}

/* ---- shared-memory probes (--adversarial) ------------------------------ */

/*
 * One warp's shared load or store, as tests/gpu/smem_probe.py writes
 * them: element idx[L] of an array of size-byte elements for each lane L
 * of mask. adversarial() and family() below are that script's, so that
 * validate --adversarial draws the probes that found where the model and
 * the load/store unit's pipe counter part.
 */
typedef struct probe {
	char name[40];
	int size;                    /* 4, 8 or 16 bytes */
	bool store;
	uint32_t mask;
	int idx[32];
} probe;

/* Elements in each probe array: 8 KB or 512 (smem_probe.py's nelem). */
#define PROBE_ELEMS 512

typedef struct probes {
	probe *p;
	int n, cap;
} probes;

static probes adv_list;          /* the fixed probes, made once a run */

static double
unit(void)
{
	return (double)(rnd() >> 11) * 0x1.0p-53;
}

/* k distinct lanes of lo .. lo + span - 1 into lanes[] */
static void
sample(int lo, int span, int k, int *lanes)
{
	int pool[32];

	for (int i = 0; i < span; i++)
		pool[i] = lo + i;
	for (int i = 0; i < k; i++) {
		int j = i + pick(span - i), x = pool[i];
		pool[i] = pool[j];
		pool[j] = x;
		lanes[i] = pool[i];
	}
}

static uint32_t
lanes_mask(const int *lanes, int k)
{
	uint32_t m = 0;

	for (int i = 0; i < k; i++)
		m |= 1u << lanes[i];
	return m;
}

static probe *
probe_add(probes *l, const char *name, int size, bool store,
	  uint32_t mask, const int *idx)
{
	probe *p;

	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 256;
		l->p = xrealloc(l->p, (size_t)l->cap * sizeof *l->p);
	}
	p = &l->p[l->n++];
	snprintf(p->name, sizeof p->name, "%s", name);
	p->size = size;
	p->store = store;
	p->mask = mask;
	memcpy(p->idx, idx, sizeof p->idx);
	return p;
}

static void
fill(int *idx, int v)
{
	for (int i = 0; i < 32; i++)
		idx[i] = v;
}

/* Element 37 for a lone lane at every position; lane 31 with each other
   lane: same address, same bank another word, another bank. */
static void
adv_lane31(probes *l, const char *pre, int size, bool st)
{
	char nm[40];
	int idx[32];

	for (int L = 0; L < 32; L++) {
		fill(idx, 37);
		snprintf(nm, sizeof nm, "%s_lone%d", pre, L);
		probe_add(l, nm, size, st, 1u << L, idx);
	}
	for (int L = 0; L < 31; L++) {
		uint32_t m = 1u << L | 1u << 31;
		fill(idx, 37);
		snprintf(nm, sizeof nm, "%s_w31same%d", pre, L);
		probe_add(l, nm, size, st, m, idx);
		idx[31] = 37 + 128 / size;
		snprintf(nm, sizeof nm, "%s_w31bank%d", pre, L);
		probe_add(l, nm, size, st, m, idx);
		idx[31] = 38;
		snprintf(nm, sizeof nm, "%s_w31diff%d", pre, L);
		probe_add(l, nm, size, st, m, idx);
	}
}

/* A full warp of n^1 pairs, lane 31 off or breaking its pair; pairs of
   lanes split across halves and quarters. */
static void
adv_pairs(probes *l, const char *pre, int size, bool st)
{
	static const int split[10][2] = {
		{ 0, 16 }, { 15, 16 }, { 7, 8 }, { 3, 27 }, { 5, 21 },
		{ 0, 8 }, { 8, 24 }, { 1, 30 }, { 14, 17 }, { 6, 9 },
	};
	char nm[40];
	int base[16], idx[32];

	for (int i = 0; i < 16; i++)
		base[i] = pick(PROBE_ELEMS);
	for (int i = 0; i < 32; i++)
		idx[i] = base[i >> 1];
	snprintf(nm, sizeof nm, "%s_n1full", pre);
	probe_add(l, nm, size, st, 0xffffffffu, idx);
	snprintf(nm, sizeof nm, "%s_n1no31", pre);
	probe_add(l, nm, size, st, 0x7fffffffu, idx);
	idx[31] = (idx[31] + 1) % PROBE_ELEMS;
	snprintf(nm, sizeof nm, "%s_n1brk31", pre);
	probe_add(l, nm, size, st, 0xffffffffu, idx);
	for (int k = 0; k < 10; k++) {
		int i = split[k][0], j = split[k][1], a = pick(PROBE_ELEMS);
		uint32_t m = 1u << i | 1u << j;
		fill(idx, a);
		snprintf(nm, sizeof nm, "%s_split%d_%d_same", pre, i, j);
		probe_add(l, nm, size, st, m, idx);
		idx[j] = (a + 128 / size) % PROBE_ELEMS;
		snprintf(nm, sizeof nm, "%s_split%d_%d_bank", pre, i, j);
		probe_add(l, nm, size, st, m, idx);
		idx[j] = (a + 1) % PROBE_ELEMS;
		snprintf(nm, sizeof nm, "%s_split%d_%d_diff", pre, i, j);
		probe_add(l, nm, size, st, m, idx);
	}
}

/* Conflicts of 2 to 4 lanes inside one quarter with empty neighbours,
   then with a stray lane in the next quarter. */
static void
adv_quarters(probes *l, const char *pre, int size, bool st)
{
	char nm[40];
	int idx[32], lanes[8];

	for (int q = 0; q < 4; q++) {
		for (int k = 2; k <= 4; k++) {
			int a, s;
			uint32_t m;
			sample(8 * q, 8, k, lanes);
			fill(idx, 0);
			a = pick(PROBE_ELEMS / 4);
			for (int t = 0; t < k; t++)
				idx[lanes[t]] = (a + t * 128 / size) % PROBE_ELEMS;
			m = lanes_mask(lanes, k);
			snprintf(nm, sizeof nm, "%s_qconf%d_%d", pre, q, k);
			probe_add(l, nm, size, st, m, idx);
			s = 8 * ((q + 1) % 4) + pick(8);
			idx[s] = pick(PROBE_ELEMS);
			snprintf(nm, sizeof nm, "%s_qconfs%d_%d", pre, q, k);
			probe_add(l, nm, size, st, m | 1u << s, idx);
		}
	}
}

/* Sparse masks of 1 to 9 lanes: one address, random ones, two, pairs. */
static void
adv_sparse(probes *l, const char *pre, int size, bool st)
{
	char nm[40];
	int idx[32], lanes[32], vals[2], b[16];

	for (int k = 1; k <= 9; k++) {
		for (int rep = 0; rep < 3; rep++) {
			uint32_t m;
			sample(0, 32, k, lanes);
			m = lanes_mask(lanes, k);
			fill(idx, pick(PROBE_ELEMS));
			snprintf(nm, sizeof nm, "%s_sp%d_%d_one", pre, k, rep);
			probe_add(l, nm, size, st, m, idx);
			for (int i = 0; i < 32; i++)
				idx[i] = pick(PROBE_ELEMS);
			snprintf(nm, sizeof nm, "%s_sp%d_%d_rnd", pre, k, rep);
			probe_add(l, nm, size, st, m, idx);
			vals[0] = pick(PROBE_ELEMS);
			vals[1] = pick(PROBE_ELEMS);
			for (int i = 0; i < 32; i++)
				idx[i] = vals[pick(2)];
			snprintf(nm, sizeof nm, "%s_sp%d_%d_two", pre, k, rep);
			probe_add(l, nm, size, st, m, idx);
			for (int i = 0; i < 16; i++)
				b[i] = pick(PROBE_ELEMS);
			for (int i = 0; i < 32; i++)
				idx[i] = b[i >> 1];
			snprintf(nm, sizeof nm, "%s_sp%d_%d_n1", pre, k, rep);
			probe_add(l, nm, size, st, m, idx);
		}
	}
}

/* smem_probe.py's adversarial(): the two float4 loads, then for
   8-, 16- and 4-byte loads and stores every group above. */
static void
adversarial(probes *l)
{
	static const int sizes[3] = { 8, 16, 4 };
	int idx[32];
	char pre[8];

	fill(idx, 37);
	probe_add(l, "issue_b37", 16, false, 1u << 10 | 1u << 13 | 1u << 31,
	          idx);
	for (int i = 0; i < 32; i++)
		idx[i] = 10 + 12 * i;
	probe_add(l, "issue_12n", 16, false,
	          1u << 5 | 1u << 7 | 1u << 10 | 1u << 14, idx);
	for (int z = 0; z < 3; z++) {
		for (int st = 0; st < 2; st++) {
			snprintf(pre, sizeof pre, "%s%d", st ? "st" : "ld",
			         sizes[z]);
			adv_lane31(l, pre, sizes[z], st);
			adv_pairs(l, pre, sizes[z], st);
			adv_quarters(l, pre, sizes[z], st);
			adv_sparse(l, pre, sizes[z], st);
		}
	}
}

enum { F_N1, F_N2, F_STRIDE, F_BCAST, F_FEW, F_RAND, F_N1S, F_N2S, F_N1C,
       F_N2C, F_NFAMILY };

static const char *const family_name[F_NFAMILY] = {
	"n1", "n2", "stride", "bcast", "few", "rand", "n1s", "n2s", "n1c",
	"n2c",
};

/* Pairs n, n^1 (n1) or n, n^2 (n2) on one element; c: the pairs' elements
   128 bytes apart, so that they conflict. */
static void
family_pairs(int f, int size, int *idx)
{
	int b[32], s = pick(PROBE_ELEMS / 4);
	bool n1 = f == F_N1 || f == F_N1S || f == F_N1C;
	int nb = n1 ? 16 : 32;

	for (int i = 0; i < nb; i++)
		b[i] = pick(PROBE_ELEMS);
	if (f == F_N1C || f == F_N2C)
		for (int i = 0; i < nb; i++)
			b[i] = (s + pick(4) * 128 / size + i % (n1 ? 2 : 3)) %
			       PROBE_ELEMS;
	for (int i = 0; i < 32; i++)
		idx[i] = n1 ? b[i >> 1] : b[i & ~2];
}

/* smem_probe.py's family(): one of the families' indices, its number. */
static int
family(int size, int *idx)
{
	static const int strides[] = { 0, 1, 2, 3, 4, 5, 8, 9, 12, 16, 17,
	                               32, -1 };
	int f = pick(F_NFAMILY), a, vals[4], nv;

	switch (f) {
	case F_STRIDE:
		nv = PICK(strides);
		a = pick(PROBE_ELEMS);
		for (int i = 0; i < 32; i++)
			idx[i] = ((a + nv * i) % PROBE_ELEMS + PROBE_ELEMS) %
			         PROBE_ELEMS;
		break;
	case F_BCAST:
		fill(idx, pick(PROBE_ELEMS));
		break;
	case F_FEW:
		nv = 2 + pick(3);
		for (int i = 0; i < nv; i++)
			vals[i] = pick(PROBE_ELEMS);
		for (int i = 0; i < 32; i++)
			idx[i] = vals[pick(nv)];
		break;
	case F_RAND:
		for (int i = 0; i < 32; i++)
			idx[i] = pick(PROBE_ELEMS);
		break;
	default:
		family_pairs(f, size, idx);
		break;
	}
	if (f == F_N1S || f == F_N2S)
		for (int k = 1 + pick(3); k > 0; k--)
			idx[pick(32)] = pick(PROBE_ELEMS);
	return f;
}

/* smem_probe.py's mask(): full, random density, a run, or 1 to 9 lanes. */
static uint32_t
probe_mask(void)
{
	double k = unit();
	uint32_t m = 0;

	if (k < 0.25)
		return 0xffffffffu;
	if (k < 0.70) {
		double p = 0.05 + 0.95 * unit();
		for (int i = 0; i < 32; i++)
			if (unit() < p)
				m |= 1u << i;
	} else if (k < 0.80) {
		int lo = pick(32), hi = lo + pick(32 - lo);
		for (int i = lo; i <= hi; i++)
			m |= 1u << i;
	} else {
		int lanes[32], n = 1 + pick(9);
		sample(0, 32, n, lanes);
		m = lanes_mask(lanes, n);
	}
	return m ? m : 1;
}

/* A random probe (smem_probe.py's randoms()), named r<n>_<k>_<family>. */
static void
random_probe(probe *p, int n, int k)
{
	int u = pick(100), idx[32], f;

	p->size = u < 40 ? 8 : u < 85 ? 16 : 4;
	p->store = unit() >= 0.7;
	f = family(p->size, idx);
	p->mask = probe_mask();
	memcpy(p->idx, idx, sizeof idx);
	snprintf(p->name, sizeof p->name, "r%d_%d_%s", n, k, family_name[f]);
}

/* The active lanes' indices as an expression in t (smem_probe.py's
   index_expr): one element, a line, or a chain of t <= L ? i : ... where
   inactive lanes take the next active lane's index. */
static void
index_expr(text *t, const probe *p)
{
	int act[32], na = 0, full[32], next = -1, last;
	bool same = true, line;
	int a = 0, b = 0;

	for (int i = 0; i < 32; i++)
		if (p->mask >> i & 1)
			act[na++] = i;
	for (int k = 1; k < na; k++)
		same = same && p->idx[act[k]] == p->idx[act[0]];
	if (same) {
		add(t, "%d", p->idx[act[0]]);
		return;
	}
	a = (p->idx[act[1]] - p->idx[act[0]]) / (act[1] - act[0]);
	b = p->idx[act[0]] - a * act[0];
	line = a > 0;
	for (int k = 0; k < na && line; k++)
		line = p->idx[act[k]] == a * act[k] + b;
	if (line) {
		add(t, b ? "%d * t + %d" : "%d * t", a, b);
		return;
	}
	for (int i = 31; i >= 0; i--) {
		if (p->mask >> i & 1)
			next = p->idx[i];
		full[i] = p->mask >> i & 1 || next < 0 ? p->idx[i] : next;
	}
	last = act[na - 1];
	for (int i = 0; i < last; i++)
		if (full[i] != full[i + 1])
			add(t, "t <= %d ? %d : ", i, full[i]);
	add(t, "%d", full[last]);
}

static void
probe_access(text *t, const probe *p)
{
	add(t, "%s %s[", p->store ? "write" : "read",
	    p->size == 16 ? "v" : p->size == 8 ? "w" : "f");
	index_expr(t, p);
	add(t, "]");
	if (p->mask != 0xffffffffu)
		add(t, " if (%u >> t & 1) != 0", p->mask);
	add(t, " as %s\n", p->name);
}

/* Adversarial pattern n: one warp, fixed probes 2n and 2n + 1 (the list
   wraps round), then two random ones. */
static void
make_probe_pattern(text *t, uint64_t seed, int n)
{
	probe r;

	if (adv_list.n == 0)
		adversarial(&adv_list);
	clear(t);
	add(t, "# validate --adversarial --seed %" PRIu64 ", pattern %d\n",
	    seed, n);
	add(t, "grid 1\nblock 32\nlet t = threadIdx.x\n"
	    "shared int4 v[%d]\nshared double w[%d]\nshared float f[%d]\n",
	    PROBE_ELEMS, PROBE_ELEMS, PROBE_ELEMS);
	for (int k = 0; k < 2; k++)
		probe_access(t, &adv_list.p[(2 * (int64_t)n + k) % adv_list.n]);
	for (int k = 0; k < 2; k++) {
		random_probe(&r, n, k);
		probe_access(t, &r);
	}
}

/* ---- checking ----------------------------------------------------------- */

#define VALIDATE_BATCH 64        /* patterns compiled together */
#define VALIDATE_THREADS_MAX 16

/* The model's own invariants for one access on arch. NULL or what
   broke. A load on a profile of 128-byte load segments moves 4 sectors
   for each line a lane touches: up to 128 a request. */
static const char *
invariant(const pat_stmt *st, const sim_stats *s, const sim_arch *arch)
{
	const pat_array *a = st->u.access.array;
	const uint64_t most = arch->load_segment == 128 && !st->u.access.store
	                      ? 128 : SIM_WARP;

	if (s->requests == 0)
		return NULL;
	if (a->space == SPACE_GLOBAL) {
		if (s->sectors < s->ideal_sectors)
			return "fewer sectors than the ideal";
		if (s->sectors < s->requests || s->sectors > most * s->requests)
			return most == SIM_WARP
			       ? "sectors outside 1 .. 32 per request"
			       : "sectors outside 1 .. 128 per request";
	} else if (a->space == SPACE_SHARED) {
		if (s->wavefronts < s->ideal_wavefronts)
			return "fewer wavefronts than the ideal";
		if (s->wavefronts < s->requests)
			return "fewer wavefronts than requests";
	}
	return NULL;
}

/* One pattern on its way through: made, parsed, evaluated, compiled. */
typedef struct job {
	int n;
	const char *file;            /* NULL: random pattern n */
	text t;
	sim_arch arch;               /* the model's profile for it */
	pat_program *p;              /* NULL: does not parse */
	eval_result r;
	bool evaluated;              /* r holds the model's figures */
	gpurun_cubin c;
	int crc;                     /* gpurun_compile's */
	gpurun_log log;              /* its GPU messages, printed with it */
	/* counted on the GPU with its batch (measure_batch) */
	bool measured;
	gpurun_measurement m;
	int mrc;                     /* gpurun_count_batch's */
} job;

static double
seconds_since(const struct timespec *a)
{
	struct timespec b;

	clock_gettime(CLOCK_MONOTONIC, &b);
	return (double)(b.tv_sec - a->tv_sec) + (b.tv_nsec - a->tv_nsec) * 1e-9;
}

/* One batch's compiles: its queue (jobs next .. n-1) and its threads. */
typedef struct compiling {
	job *jobs;
	int n, next;
	const gpurun_session *s;
	pthread_mutex_t lock;
	struct timespec start;
	double done;                 /* seconds from start to the last end */
	pthread_t tid[VALIDATE_THREADS_MAX];
	int started;
} compiling;

static void *
compiler(void *arg)
{
	compiling *q = arg;

	for (;;) {
		job *j;
		pthread_mutex_lock(&q->lock);
		j = q->next < q->n ? &q->jobs[q->next++] : NULL;
		if (j == NULL) {
			double t = seconds_since(&q->start);
			if (t > q->done)
				q->done = t;
		}
		pthread_mutex_unlock(&q->lock);
		if (j == NULL)
			return NULL;
		/* a 'kernel' pattern's own kernel compiles when it runs */
		if (j->evaluated && j->p->kernel == NULL)
			j->crc = gpurun_compile(q->s, j->p, &j->c, j->log.d);
	}
}

/* NVRTC takes a fifth of a second of a core a pattern: a batch's
   compiles run on every core, while the GPU counts the batch before
   (compile_wait waits for them). */
static void
compile_start(compiling *q, const gpurun_session *s, job *jobs,
	      int n, int threads)
{
	memset(q, 0, sizeof *q);
	q->jobs = jobs;
	q->n = n;
	q->s = s;
	pthread_mutex_init(&q->lock, NULL);
	clock_gettime(CLOCK_MONOTONIC, &q->start);
	for (int i = 0; i < threads; i++)
		if (pthread_create(&q->tid[q->started], NULL, compiler, q) == 0)
			q->started++;
}

/* The batch compiled: NVRTC's seconds, from the first compile's start to
   the last one's end. */
static double
compile_wait(compiling *q)
{
	if (q->started == 0)
		compiler(q);             /* no thread: here, now */
	for (int i = 0; i < q->started; i++)
		pthread_join(q->tid[i], NULL);
	pthread_mutex_destroy(&q->lock);
	return q->done;
}

/* What one run shares: the options, the GPU, where it reports. */
typedef struct run {
	const validate_opts *o;
	gpurun_session *s;           /* NULL: a dry run */
	const sim_arch *device;      /* the model's profile of the GPU */
	validate_counts *c;
	bool stop;                   /* a GPU error or Ctrl-C */
} run;

/* Say row of kind k, of job j where j is not NULL, through the back end. */
static void
say(const run *r, enum validate_kind k, const job *j, validate_row *row)
{
	row->kind = k;
	row->o = r->o;
	row->c = r->c;
	if (j != NULL) {
		row->n = j->n;
		row->file = j->file;
		row->text = j->t.buf;
	}
	r->o->be->validate(r->o->doc, row);
}

/* A GPU error: the file's name, or the random pattern whole. */
static void
print_error(const run *r, job *j)
{
	validate_row row = { 0 };

	row.why = gpurun_log_text(&j->log);
	say(r, VALIDATE_GPU_ERROR, j, &row);
}

/* Start a line of why about access i of j: where it is. */
static void
where(text *why, const job *j, const pat_stmt *st, int i)
{
	if (j->file == NULL)
		add(why, "# access %d: ", i);
	else if (st->u.access.label)
		add(why, "%s:%d: access %s: ", j->file, st->loc.line,
		    st->u.access.label);
	else
		add(why, "%s:%d: access %d: ", j->file, st->loc.line, i);
}

/* Compare job j's model with the GPU's counters (measured with its batch):
   0 agree, 1 differ (why says so), -1 a GPU error (said). r's counts get
   the figures compared and the noisy pipe counters. */
static int
check_gpu(const run *r, job *j, text *why)
{
	const pat_program *p = j->p;
	const gpurun_measurement m = j->m;
	validate_counts *c = r->c;
	int rc = 0;

	if (!j->measured || j->mrc != 0) {
		print_error(r, j);
		return -1;
	}
	if (!m.have_counters) {
		validate_row row = { 0 };
		row.why = m.counters_note;
		say(r, VALIDATE_NO_COUNTERS, NULL, &row);
		return -1;
	}
	c->noisy += m.serial_noisy;
	for (int i = 0; i < p->naccesses; i++) {
		const pat_stmt *st = p->accesses[i];
		const sim_stats *ps = &j->r.access[i].stats;
		gpurun_figures g;

		gpurun_figures_of(st, &m.counters[(size_t)i * GPU_NMETRICS], &g);
		if ((st->u.access.array->local ||
		     st->u.access.array->texture) && isnan(g.requests)) {
			/* no local or texture counters from this backend or
			   GPU */
		} else if (st->u.access.array->texture) {
			/* the texture pipe: its requests the lane quads */
			uint64_t quads = j->r.access[i].tex_quads;
			c->figures += 2;
			if ((double)quads != g.requests ||
			    (double)ps->sectors != g.sectors) {
				where(why, j, st, i);
				add(why, "model %" PRIu64 " texture requests (lane "
				    "quads), %" PRIu64 " sector lookups; GPU %.0f, "
				    "%.0f\n", quads, ps->sectors, g.requests,
				    g.sectors);
				rc = 1;
			}
		} else if (st->u.access.array->space == SPACE_GLOBAL) {
			c->figures += 2;
			if ((double)ps->requests != g.requests ||
			    (double)ps->sectors != g.sectors) {
				where(why, j, st, i);
				add(why, "model %" PRIu64 " requests, %"
				    PRIu64 " sectors; GPU %.0f, %.0f\n", ps->requests,
				    ps->sectors, g.requests, g.sectors);
				rc = 1;
			}
		} else if (st->u.access.array->space == SPACE_CONSTANT) {
			unsigned k = gpurun_constant_ldcs(st->u.access.size);
			double passes = gpurun_constant_passes(&g, ps->requests,
			                                       st->u.access.size);
			/* NaN: fewer LDCs than loads (merged, or ULDC):
			   the counters cannot tell the passes */
			if (isnan(passes))
				continue;
			c->figures++;
			if ((double)(ps->distinct * k) != passes) {
				where(why, j, st, i);
				add(why, "model %" PRIu64 " passes (distinct "
				    "addresses of %" PRIu64 " requests, %u LDC "
				    "each); GPU %.0f (%.0f constant-cache requests, "
				    "%.0f LDC)\n", ps->distinct * k, ps->requests, k,
				    passes, g.const_requests, g.instructions);
				rc = 1;
			}
		} else if (st->u.access.array->space == SPACE_SHARED) {
			c->figures++;
			if ((double)ps->wavefronts != g.wavefronts) {
				where(why, j, st, i);
				add(why, "model %" PRIu64 " wavefronts; GPU "
				    "%.0f (pipe counter, %.0f instructions; "
				    "SASS-patched estimate %.0f)\n",
				    ps->wavefronts, g.wavefronts, g.instructions,
				    g.wavefronts_sass);
				rc = 1;
			}
		}
	}
	return rc;
}

static void
job_free(const gpurun_session *s, job *j)
{
	free(j->t.buf);
	j->t.buf = NULL;
	if (j->evaluated)
		eval_result_free(&j->r);
	if (s)
		gpurun_cubin_free(s, &j->c);
	if (j->measured)
		gpurun_measurement_free(&j->m);
	j->measured = false;
	pat_free(j->p);
	j->p = NULL;
	j->evaluated = false;
	gpurun_log_close(&j->log);
}

/* Read, parse and evaluate job j: file j->file, or random pattern j->n.
   The diagnostics of a file go to standard error, those of a random
   pattern nowhere (verbose shows them again). */
static void
job_make(job *j, const validate_opts *o, const sim_arch *device)
{
	pipe_setup ps;
	pipe_point pt;
	pipe_run run;
	diag d;

	if (j->file) {
		size_t len = 0;
		diag_init(&d, stderr, false);
		if ((j->t.buf = source_read(j->file, &len, &d)) == NULL)
			return;
		j->t.len = len;
		j->t.cap = len + 1;
	} else {
		if (o->adversarial)
			make_probe_pattern(&j->t, o->seed, j->n);
		else
			make_pattern(&j->t, o->seed, j->n);
		diag_init_quiet(&d);
	}
	/* the pipeline every command takes: on the GPU, the model for the
	   GPU, else the file's arch and bankmode; the figures alone (the
	   counters check no races and no time); a pattern past --max-work
	   is refused, as the main command refuses it */
	memset(&ps, 0, sizeof(ps));
	ps.file = j->file ? j->file : "validate.pat";
	ps.src = j->t.buf;
	ps.len = j->t.len;
	ps.arch = device;
	ps.max_work = o->max_work;
	pipe_point_init(&pt);
	pt.figures_only = true;
	if (run_pattern(&ps, &pt, &run, &d) == 0 && run.evaluated) {
		j->r = run.r;
		j->evaluated = true;
		run.evaluated = false;
	}
	j->p = run.p;
	j->arch = run.arch;
	run.p = NULL;
	pipe_run_free(&run);
}

/* Open the GPU (not for a dry run) and say what is checked where. */
static int
start(run *r, struct diag *d)
{
	validate_counts *c = r->c;
	validate_row row = { 0 };
	long ncpu;

	if (r->o->dry) {
		row.profile = sim_arch_default()->name;
		say(r, VALIDATE_HEAD, NULL, &row);
		return 0;
	}
	if (gpurun_session_open(&r->s, d))
		return -1;
	r->device = gpurun_session_arch(r->s);
	ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	c->threads = ncpu < 1 ? 1 : ncpu > VALIDATE_THREADS_MAX
	             ? VALIDATE_THREADS_MAX : (int)ncpu;
	row.device = gpurun_session_info(r->s)->name;
	row.profile = r->device->name;
	say(r, VALIDATE_HEAD, NULL, &row);
	return 0;
}

/* --verbose: the pattern, and a random pattern's diagnostics again, this
   time where they show. */
static void
show(const run *r, const job *j)
{
	validate_row row = { 0 };
	diag d;

	say(r, VALIDATE_SHOW, j, &row);
	diag_init(&d, stdout, false);
	if (!j->evaluated && j->file == NULL) {
		pat_program *q = pat_parse("validate.pat", j->t.buf, j->t.len,
		                           NULL, 0, &d);
		pat_free(q);
	}
}

/* A pattern that cannot be read, parsed or evaluated. */
static void
refused(const run *r, const job *j)
{
	validate_row row = { 0 };

	if (j->file)
		row.why = j->t.buf == NULL ? "cannot be read" : j->p == NULL
		          ? "does not parse" : "cannot be evaluated";
	else
		row.why = j->p == NULL ? "does not parse"
		          : "the model refuses it";
	say(r, VALIDATE_REFUSED, j, &row);
}

/* The model's invariants, then cudagen (a dry run) or the GPU: 1 agree,
   0 differ (why says so), -1 a GPU error (printed). */
static int
verdict(run *r, job *j, text *why)
{
	bool ok = true;

	for (int i = 0; i < j->p->naccesses; i++) {
		const pat_stmt *st = j->p->accesses[i];
		const char *w = invariant(st, &j->r.access[i].stats,
		                          &j->arch);
		if (w) {
			where(why, j, st, i);
			add(why, "the model breaks its own rule: %s\n", w);
			ok = false;
		}
	}
	if (j->p->kernel != NULL) {
		/* the user's own kernel: nothing is generated (a dry run
		   checks the model's rules alone) */
		char *kw = NULL;
		int g = r->o->dry ? 0 : kernelrun_check(r->s, j->p, &j->r,
		                                        &j->arch, j->file, &kw,
		                                        &r->c->figures,
		                                        &r->c->explained,
		                                        j->log.d);
		if (kw != NULL)
			add(why, "%s", kw);
		free(kw);
		if (g < 0) {
			print_error(r, j);
			return -1;
		}
		ok = ok && g == 0;
	} else if (r->o->dry) {
		gpurun_log log;
		char *src;
		gpurun_log_open(&log);
		if ((src = cudagen_source(j->p, CUDAGEN_ALL, log.d)) == NULL) {
			add(why, "# cudagen: %s\n", gpurun_log_text(&log));
			ok = false;
		}
		gpurun_log_close(&log);
		free(src);
	} else if (j->crc != 0) {
		print_error(r, j);
		return -1;
	} else {
		int g = check_gpu(r, j, why);
		if (g < 0)
			return -1;
		ok = ok && g == 0;
	}
	return ok;
}

/* What is said of job j once it ran: counted, and printed where it
   disagrees. */
static void
judge(run *r, job *j)
{
	validate_counts *c = r->c;
	validate_row row = { 0 };
	text why = { NULL, 0, 0 };
	int v;

	if (r->o->verbose && j->t.buf)
		show(r, j);
	if (j->p == NULL || !j->evaluated) {
		refused(r, j);
		c->bad++;
		return;
	}
	c->ran++;
	if ((v = verdict(r, j, &why)) < 0) {
		r->stop = true;
	} else if (v) {
		c->agree++;
	} else {
		c->differ++;
		row.why = why.buf;
		say(r, VALIDATE_DISAGREES, j, &row);
	}
	if (!r->stop && !r->o->dry && !r->o->verbose && (j->n + 1) % 100 == 0)
		say(r, VALIDATE_PROGRESS, j, &row);
	free(why.buf);
}

/* Patterns counted in one go on the GPU: ACCESSAN_VALIDATE_GROUP, 1 to
   VALIDATE_BATCH (1: one pattern at a time, its own CUPTI sessions, as
   before batches were counted together; for comparing the two). */
static int
group_size(void)
{
	const char *e = getenv("ACCESSAN_VALIDATE_GROUP");
	char *end;
	long v;

	if (e == NULL || *e == '\0')
		return VALIDATE_BATCH;
	v = strtol(e, &end, 10);
	return *end == '\0' && v >= 1 && v <= VALIDATE_BATCH ? (int)v
	       : VALIDATE_BATCH;
}

/* How gpurun_count_batch reads the counters: ACCESSAN_VALIDATE_REPLAY=
   kernel for kernel replay (user replay otherwise), ACCESSAN_VALIDATE_SASS=0
   without Nsight's SASS-patched estimates (shown only where the model and
   the pipe counter disagree); for measuring what each costs. */
static unsigned
count_how(void)
{
	const char *replay = getenv("ACCESSAN_VALIDATE_REPLAY");
	const char *sass = getenv("ACCESSAN_VALIDATE_SASS");
	unsigned what = GPURUN_COUNTERS;

	if (replay && strcmp(replay, "kernel") == 0)
		what |= GPURUN_KERNEL_REPLAY;
	if (sass && strcmp(sass, "0") == 0)
		what |= GPURUN_NO_SASS;
	return what;
}

/* The batch's compiled patterns run and counted on the GPU, a group at a
   time (gpurun_count_batch: the CUPTI sessions' set-up, not the kernels,
   was most of a pattern's second); judge() reads what they gave. */
static void
measure_batch(run *r, job *jobs, int nb)
{
	gpurun_batch_item *it = xcalloc(nb, sizeof *it);
	job **who = xcalloc(nb, sizeof *who);
	int g = group_size(), n = 0;

	for (int k = 0; k < nb; k++) {
		job *j = &jobs[k];
		/* a 'kernel' pattern runs its own kernel in verdict() */
		if (!j->evaluated || j->crc != 0 || j->p->kernel != NULL)
			continue;
		it[n].p = j->p;
		it[n].c = &j->c;
		it[n].d = j->log.d;
		who[n++] = j;
	}
	for (int k = 0; k < n && !eval_interrupted(); k += g)
		gpurun_count_batch(r->s, it + k, n - k < g ? n - k : g,
		                   count_how());
	for (int k = 0; k < n; k++) {
		if (it[k].m.counters == NULL)
			continue;            /* interrupted before it */
		who[k]->m = it[k].m;
		who[k]->mrc = it[k].rc;
		who[k]->measured = true;
	}
	free(it);
	free(who);
}

/* Where the GPU's time went (ACCESSAN_VALIDATE_TIMES or --verbose). */
static void
print_phases(const run *r)
{
	validate_row row = { 0 };

	row.phases = gpurun_session_phases(r->s);
	say(r, VALIDATE_PHASES, NULL, &row);
}

/* Jobs base .. base + nb - 1: made, parsed and evaluated in order (the
   generator is one sequence). */
static void
make_batch(run *r, job *jobs, int base, int nb)
{
	const validate_opts *o = r->o;

	for (int k = 0; k < nb; k++) {
		job *j = &jobs[k];

		memset(j, 0, sizeof *j);
		j->n = base + k;
		j->file = o->files ? o->files[base + k] : NULL;
		gpurun_log_open(&j->log);
		job_make(j, o, r->device);
	}
}

/* The batch judged in order, then freed. */
static void
judge_batch(run *r, job *jobs, int nb)
{
	for (int k = 0; k < nb; k++) {
		/* Ctrl-C stops the evaluator: what it left is not a
		   refusal; main() says "interrupted" */
		if (eval_interrupted())
			r->stop = true;
		if (!r->stop)
			judge(r, &jobs[k]);
		job_free(r->s, &jobs[k]);
	}
}

/* Every pattern, VALIDATE_BATCH at a time: made, compiled together,
   counted on the GPU together, judged. On the GPU the next batch is made
   and compiled while this one is counted; a dry run makes each batch
   after judging the one before, as it always did. */
static void
batches(run *r)
{
	int total = r->c->total;
	job *cur = xcalloc(VALIDATE_BATCH, sizeof *cur);
	job *next = xcalloc(VALIDATE_BATCH, sizeof *next);
	int base = 0, nb = total < VALIDATE_BATCH ? total : VALIDATE_BATCH;
	compiling q;

	make_batch(r, cur, 0, nb);
	if (r->s) {
		compile_start(&q, r->s, cur, nb, r->c->threads);
		r->c->compile_s += compile_wait(&q);
	}
	while (nb > 0) {
		int nbase = base + nb;
		int nn = total - nbase < VALIDATE_BATCH ? total - nbase
		         : VALIDATE_BATCH;
		job *t;

		if (r->s) {
			if (nn > 0) {
				make_batch(r, next, nbase, nn);
				compile_start(&q, r->s, next, nn, r->c->threads);
			}
			measure_batch(r, cur, nb);
			if (nn > 0)
				r->c->compile_s += compile_wait(&q);
			judge_batch(r, cur, nb);
		} else {
			judge_batch(r, cur, nb);
			if (nn > 0 && !r->stop && !eval_interrupted())
				make_batch(r, next, nbase, nn);
			else
				nn = 0;
		}
		if (r->stop || eval_interrupted()) {
			/* made already (on the GPU): not judged */
			for (int k = 0; r->s && k < nn; k++)
				job_free(r->s, &next[k]);
			break;
		}
		t = cur;
		cur = next;
		next = t;
		base = nbase;
		nb = nn;
	}
	free(cur);
	free(next);
}

int
validate_run(const validate_opts *o, validate_counts *c,
	     struct diag *d)
{
	run r = { .o = o, .c = c };
	struct timespec t0;

	memset(c, 0, sizeof *c);
	c->total = o->files ? o->nfiles : o->n;
	c->threads = 1;
	if (start(&r, d))
		return -1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	rng_state = o->seed * 0x9e3779b97f4a7c15ull + 0x632be59bd9b4e019ull;
	if (rng_state == 0)
		rng_state = 1;
	if (c->total > 0 && !eval_interrupted())
		batches(&r);
	c->seconds = seconds_since(&t0);
	if (r.s && (o->verbose || getenv("ACCESSAN_VALIDATE_TIMES")))
		print_phases(&r);
	if (r.s)
		gpurun_session_close(r.s);
	free(adv_list.p);
	memset(&adv_list, 0, sizeof adv_list);
	return r.stop || eval_interrupted() ? -1 : 0;
}
