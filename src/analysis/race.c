/*
 * race.c - the hazard check (race.h): every thread's accesses to each
 * 4-byte word, sorted, and within each word a search for two accesses of
 * different threads, one of them a write, that no barrier orders.
 *
 * Ordering, as CUDA defines it for the accesses the model sees: two
 * accesses of one block are ordered when a __syncthreads lies between
 * them (they are in different barrier intervals), two of one warp also
 * when a __syncwarp does; accesses of different blocks are never ordered
 * (blocks do not synchronize within a launch). Reads never race with
 * reads, atomics never with atomics; a plain write races with anything,
 * an atomic with a plain read. Lanes of one warp storing to one word in
 * the same instruction race too: which value lands is undefined.
 *
 * Sorting by (word, block, interval, warp, __syncwarp epoch, thread)
 * makes each word's accesses one run, and each set of mutually unordered
 * accesses a run inside it, so that finding a conflict is linear in the
 * word's accesses: first across blocks, then across warps of one
 * interval, then across lanes of one warp epoch.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "pat.h"
#include "race.h"

typedef struct rec {
	uint64_t word;               /* byte address / 4 */
	uint64_t block;
	uint32_t interval, wepoch;
	int32_t access;
	uint16_t thread;             /* linear in the block: warp = thread / 32 */
	uint8_t mask;                /* bytes of the word it touches */
	uint8_t kind;                /* enum race_kind */
	uint16_t move;               /* by classes: its request's move */
} rec;

typedef struct recs {
	rec *v;
	size_t n, cap;
} recs;

struct race {
	recs shared, global;
	uint64_t max;
	bool over;
	race_result res;
	int cpairs;
	const rec **tmp;             /* one word's accesses to one byte */
	size_t ctmp;
	unsigned *size_of;           /* bytes a lane, per access id */
	int nsize;
	uint64_t last_unit;          /* the last racy location counted, + 1 */
	/* the pairs found, by (first, second): open addressing over
	   indices into res.pairs + 1 (0: empty), a power of two in size and
	   at most half full, so that a pair is found in constant time
	   however many there are */
	int *slot;
	size_t nslot;
	/* the block whose shared memory is being checked: a shared pair's
	   last location counts only in the block that set it */
	uint64_t epoch;
	uint64_t *pair_epoch;        /* per pair, the epoch of its last_unit */
	rec *sorted;                 /* the sort's second buffer */
	size_t csorted;
	struct byclass *bc;          /* by classes (race_by_class) */
};

static void byclass_free(struct byclass *bc);

race *
race_new(uint64_t max_records)
{
	race *r = xcalloc(1, sizeof(*r));

	r->max = max_records;
	r->res.checked = true;
	return r;
}

void
race_free(race *r)
{
	if (r == NULL)
		return;
	free(r->shared.v);
	free(r->global.v);
	free(r->tmp);
	free(r->size_of);
	free(r->slot);
	free(r->pair_epoch);
	free(r->sorted);
	byclass_free(r->bc);
	race_result_free(&r->res);
	free(r);
}

void
race_result_free(race_result *res)
{
	free(res->pairs);
	free(res->note);
	memset(res, 0, sizeof(*res));
}

static uint16_t byclass_move(const race *r);

/* Past the bound: the check will not run (race_finish says so), so the
   records go at once, not held to the end (a part's bound of them is
   hundreds of MB). */
static void
go_over(race *r)
{
	r->over = true;
	free(r->shared.v);
	free(r->global.v);
	memset(&r->shared, 0, sizeof(r->shared));
	memset(&r->global, 0, sizeof(r->global));
}

static bool
push(race *r, recs *to, const rec *x)
{
	if (r->shared.n + r->global.n >= r->max) {
		go_over(r);
		return false;
	}
	if (to->n == to->cap) {
		to->cap = to->cap ? 2 * to->cap : 1024;
		to->v = xrealloc(to->v, sizeof(*to->v) * to->cap);
	}
	to->v[to->n++] = *x;
	return true;
}

bool
race_add(race *r, enum sim_space space, int access, enum race_kind k,
         unsigned size, const uint64_t *addr, uint32_t active,
         uint64_t block, int warp_in_block, uint32_t interval,
         uint32_t wepoch)
{
	recs *to = space == SIM_SHARED ? &r->shared : &r->global;
	rec x;
	int l;

	if (r->over || space == SIM_CONSTANT)
		return !r->over;
	if (access >= r->nsize) {
		int n = access + 16;
		r->size_of = xrealloc(r->size_of, sizeof(*r->size_of) * (size_t)n);
		memset(r->size_of + r->nsize, 0, sizeof(*r->size_of) *
		                                     (size_t)(n - r->nsize));
		r->nsize = n;
	}
	r->size_of[access] = size;
	memset(&x, 0, sizeof(x));
	x.block = block;
	x.interval = interval;
	x.wepoch = wepoch;
	x.access = access;
	x.kind = (uint8_t)k;
	x.move = r->bc != NULL ? byclass_move(r) : 0;
	for (l = 0; l < SIM_WARP; l++) {
		uint64_t a, end;
		if (!((active >> l) & 1))
			continue;
		x.thread = (uint16_t)(warp_in_block * SIM_WARP + l);
		/* an access of 1 to 16 bytes, aligned to its size: within one
		   word, or whole words */
		for (a = addr[l], end = addr[l] + size; a < end;) {
			uint64_t wend = (a | 3) + 1;
			uint64_t stop = wend < end ? wend : end;
			x.word = a >> 2;
			x.mask = (uint8_t)(((1u << (stop - a)) - 1) << (a & 3));
			if (!push(r, to, &x))
				return false;
			a = stop;
		}
	}
	return true;
}

static int
cmp_rec(const void *pa, const void *pb)
{
	const rec *a = pa, *b = pb;

#define BY(f) if (a->f != b->f) return a->f < b->f ? -1 : 1
	BY(word);
	BY(block);
	BY(interval);
	if ((a->thread >> 5) != (b->thread >> 5))
		return (a->thread >> 5) < (b->thread >> 5) ? -1 : 1;
	BY(wepoch);
	BY(thread);
	BY(access);
	/* and the rest, so that the first pair found does not depend on how
	   qsort orders equal keys */
	BY(mask);
	BY(kind);
#undef BY
	return 0;
}

/* The levels at which accesses of a run are told apart. */
enum level { BY_BLOCK, BY_WARP, BY_THREAD };

static uint64_t
key(const rec *x, enum level lv)
{
	switch (lv) {
	case BY_BLOCK: return x->block;
	case BY_WARP: return (uint64_t)x->thread >> 5;
	default: return x->thread;
	}
}

/*
 * Two accesses of v[0..n) that conflict and differ at level lv (every
 * pair that differs there is unordered): a plain write against anything,
 * an atomic against a plain read. The writer (or atomic) into *x.
 */
static bool
cross(const rec *const *v, size_t n, enum level lv, const rec **x,
      const rec **y)
{
	const rec *w = NULL, *a = NULL, *rd = NULL;
	size_t i;

	for (i = 0; i < n; i++) {
		if (v[i]->kind == RACE_WRITE && w == NULL)
			w = v[i];
		else if (v[i]->kind == RACE_ATOMIC && a == NULL)
			a = v[i];
		else if (v[i]->kind == RACE_READ && rd == NULL)
			rd = v[i];
	}
	if (w != NULL)
		for (i = 0; i < n; i++)
			if (key(v[i], lv) != key(w, lv)) {
				*x = w;
				*y = v[i];
				return true;
			}
	if (a == NULL || rd == NULL)
		return false;
	for (i = 0; i < n; i++)
		if (v[i]->kind == RACE_ATOMIC && key(v[i], lv) != key(rd, lv)) {
			*x = v[i];
			*y = rd;
			return true;
		} else if (v[i]->kind == RACE_READ && key(v[i], lv) != key(a, lv)) {
			*x = a;
			*y = v[i];
			return true;
		}
	return false;
}

/* A conflict among v[0..n), accesses of one word to one shared byte,
   sorted as cmp_rec sorts them. */
static bool
find(const rec *const *v, size_t n, const rec **x, const rec **y)
{
	size_t i, j, k, l;

	if (cross(v, n, BY_BLOCK, x, y))
		return true;
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && v[j]->block == v[i]->block &&
		                v[j]->interval == v[i]->interval; j++)
			;
		if (cross(v + i, j - i, BY_WARP, x, y))
			return true;
		for (k = i; k < j; k = l) {
			for (l = k + 1; l < j && (v[l]->thread >> 5) ==
			                             (v[k]->thread >> 5) &&
			                v[l]->wepoch == v[k]->wepoch; l++)
				;
			if (cross(v + k, l - k, BY_THREAD, x, y))
				return true;
		}
	}
	return false;
}

/* The location of a racy word: the element (the bytes one lane's access
   of x touches) that holds it, + 1 (0: none yet). */
static uint64_t
unit(const race *r, const rec *x)
{
	uint64_t size = r->size_of[x->access];

	return ((x->word << 2) & ~(size - 1)) + 1;
}

static size_t
pair_hash(int a, int b)
{
	uint64_t h = ((uint64_t)(uint32_t)a << 32 | (uint32_t)b) *
	             0x9e3779b97f4a7c15ull;

	return (size_t)(h >> 17);
}

/* The slot of pair (a, b): where it is, or the empty one it would take. */
static size_t
pair_slot(const race *r, int a, int b)
{
	size_t i = pair_hash(a, b) & (r->nslot - 1);

	for (;;) {
		int k = r->slot[i];
		if (k == 0 || (r->res.pairs[k - 1].first == a &&
		               r->res.pairs[k - 1].second == b))
			return i;
		i = (i + 1) & (r->nslot - 1);
	}
}

/* Room for one more pair: the table twice as large when half full. */
static void
pair_grow(race *r)
{
	int k;

	if ((size_t)r->res.npairs + 1 <= r->nslot / 2)
		return;
	r->nslot = r->nslot ? 2 * r->nslot : 64;
	free(r->slot);
	r->slot = xcalloc(r->nslot, sizeof(*r->slot));
	for (k = 0; k < r->res.npairs; k++)
		r->slot[pair_slot(r, r->res.pairs[k].first,
		                  r->res.pairs[k].second)] = k + 1;
}

/* The pair of x and y, found at one more location (the words of one
   element, which come one after another, count once). */
static void
count_pair(race *r, enum sim_space space, const rec *x, const rec *y)
{
	race_result *res = &r->res;
	int a = x->access, b = y->access;
	uint64_t u;
	size_t i;
	race_pair *p;

	/* two plain writes race either way round: one pair for both */
	if (x->kind == RACE_WRITE && y->kind == RACE_WRITE && b < a) {
		const rec *t = x;
		x = y;
		y = t;
		a = x->access;
		b = y->access;
	}
	u = unit(r, x);
	pair_grow(r);
	i = pair_slot(r, a, b);
	if (r->slot[i] != 0) {
		int k = r->slot[i] - 1;
		p = &res->pairs[k];
		/* a shared pair's last location is of an earlier block's
		   memory: another location whatever its address */
		if (p->last_unit != u || r->pair_epoch[k] != r->epoch)
			p->locations++;
		p->last_unit = u;
		r->pair_epoch[k] = r->epoch;
		return;
	}
	if (res->npairs == r->cpairs) {
		r->cpairs = r->cpairs ? 2 * r->cpairs : 8;
		res->pairs = xrealloc(res->pairs, sizeof(*res->pairs) *
		                                      (size_t)r->cpairs);
		r->pair_epoch = xrealloc(r->pair_epoch, sizeof(*r->pair_epoch) *
		                                            (size_t)r->cpairs);
	}
	r->slot[i] = res->npairs + 1;
	r->pair_epoch[res->npairs] = r->epoch;
	p = &res->pairs[res->npairs++];
	memset(p, 0, sizeof(*p));
	p->first = a;
	p->second = b;
	p->locations = 1;
	p->last_unit = u;
	p->space = space;
	/* the first byte that both touch */
	p->addr = (x->word << 2) + (uint64_t)__builtin_ctz(x->mask & y->mask);
	p->block_first = x->block;
	p->block_second = y->block;
	p->thread_first = x->thread;
	p->thread_second = y->thread;
	p->same_warp = x->block == y->block &&
	               (x->thread >> 5) == (y->thread >> 5);
}

/* A racy word, found through x and y: one more location unless it is
   another word of the element last counted. */
static void
count(race *r, const rec *x)
{
	uint64_t u = unit(r, x);

	if (u != r->last_unit)
		r->res.races++;
	r->last_unit = u;
}

/* Do a and b, accesses of one word, race? */
static bool
conflict(const rec *a, const rec *b)
{
	if ((a->block == b->block && a->thread == b->thread) ||
	    !(a->mask & b->mask) || (a->kind == b->kind && a->kind != RACE_WRITE))
		return false;
	if (a->block != b->block)
		return true;
	if (a->interval != b->interval)
		return false;
	return (a->thread >> 5) != (b->thread >> 5) || a->wepoch == b->wepoch;
}

/* Words touched by at most this many accesses have every racing pair of
   statements listed; busier ones the first pair found (and the word is
   counted either way): the pairwise look is quadratic. */
#define PAIRWISE 64

/* The accesses g[0..n) of one word: a racy location or not. */
static void
check_word(race *r, enum sim_space space, const rec *g, size_t n)
{
	const rec *x, *y;
	bool uniform = true, writes = false, found = false;
	size_t i, j, m;
	int b;

	for (i = 0; i < n; i++) {
		writes |= g[i].kind != RACE_READ;
		uniform &= g[i].mask == g[0].mask;
	}
	if (!writes || n < 2)
		return;
	if (n <= PAIRWISE) {
		/* the statements of the word, each numbered by its first
		   record, and the pairs of them already counted here: one
		   pair of records per pair of statements is enough, the rest
		   would count the same location again */
		int32_t stmt[PAIRWISE];
		uint8_t no[PAIRWISE];
		uint64_t done[PAIRWISE] = { 0 };
		size_t d = 0, k;

		for (i = 0; i < n; i++) {
			for (k = 0; k < d && stmt[k] != g[i].access; k++)
				;
			if (k == d)
				stmt[d++] = g[i].access;
			no[i] = (uint8_t)k;
		}
		for (i = 0; i < n; i++)
			for (j = i + 1; j < n; j++) {
				if ((done[no[i]] >> no[j]) & 1 ||
				    !conflict(&g[i], &g[j]))
					continue;
				done[no[i]] |= 1ull << no[j];
				done[no[j]] |= 1ull << no[i];
				x = &g[i];
				y = &g[j];
				/* the writer (or the atomic) first */
				if (x->kind == RACE_READ ||
				    (x->kind == RACE_ATOMIC && y->kind == RACE_WRITE)) {
					x = &g[j];
					y = &g[i];
				}
				if (!found)
					count(r, x);
				found = true;
				count_pair(r, space, x, y);
			}
		return;
	}
	if (r->ctmp < n) {
		r->ctmp = n;
		r->tmp = xrealloc(r->tmp, sizeof(*r->tmp) * n);
	}
	/* accesses of different bytes of a word do not conflict: look at
	   each byte's accesses, or at all at once when they all touch the
	   same bytes */
	for (b = uniform ? -1 : 0; b < 4; b++) {
		for (i = 0, m = 0; i < n; i++)
			if (b < 0 || ((g[i].mask >> b) & 1))
				r->tmp[m++] = &g[i];
		if (find(r->tmp, m, &x, &y)) {
			count(r, x);
			count_pair(r, space, x, y);
			return;
		}
		if (b < 0)
			return;
	}
}

/*
 * Sort v[0..n) as cmp_rec orders it: by word in a radix sort (a pass for
 * each byte in which the words differ), then each word's accesses, which
 * are few, by the rest of the key. qsort alone took most of the time of a
 * plain analysis: a million records of a grid's global memory.
 */
static void
sort_recs(race *r, rec *v, size_t n)
{
	rec *from = v, *to;
	uint64_t diff = 0;
	size_t i, j, k;
	int byte;

	if (r->csorted < n) {
		free(r->sorted);
		r->csorted = n;
		r->sorted = xrealloc(NULL, sizeof(*r->sorted) * n);
	}
	to = r->sorted;
	for (i = 1; i < n; i++)
		diff |= v[i].word ^ v[0].word;
	for (byte = 0; byte < 8; byte++) {
		size_t at[256] = { 0 }, sum = 0;
		unsigned sh = 8u * (unsigned)byte;
		rec *t;
		if (((diff >> sh) & 0xff) == 0)
			continue;
		for (i = 0; i < n; i++)
			at[(from[i].word >> sh) & 0xff]++;
		for (k = 0; k < 256; k++) {
			size_t c = at[k];
			at[k] = sum;
			sum += c;
		}
		for (i = 0; i < n; i++)
			to[at[(from[i].word >> sh) & 0xff]++] = from[i];
		t = from;
		from = to;
		to = t;
	}
	if (from != v)
		memcpy(v, from, sizeof(*v) * n);
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && v[j].word == v[i].word; j++)
			;
		if (j - i > 16) {
			qsort(v + i, j - i, sizeof(*v), cmp_rec);
			continue;
		}
		for (k = i + 1; k < j; k++) {
			rec x = v[k];
			size_t m = k;
			for (; m > i && cmp_rec(&v[m - 1], &x) > 0; m--)
				v[m] = v[m - 1];
			v[m] = x;
		}
	}
}

static void
check_all(race *r, enum sim_space space, recs *s)
{
	size_t i, j;

	if (s->n == 0)               /* (and s->v may be NULL) */
		return;
	sort_recs(r, s->v, s->n);
	for (i = 0; i < s->n; i = j) {
		for (j = i + 1; j < s->n && s->v[j].word == s->v[i].word; j++)
			;
		check_word(r, space, s->v + i, j - i);
	}
	s->n = 0;
}

static void byclass_end_block(race *r);

void
race_end_block(race *r)
{
	if (r->bc != NULL) {
		byclass_end_block(r);
		return;
	}
	if (!r->over)
		check_all(r, SIM_SHARED, &r->shared);
	r->shared.n = 0;
	r->last_unit = 0;   /* the next block's shared memory is its own */
	r->epoch++;
}

void
race_merge(race *dst, race *src)
{
	race_result *res = &src->res;
	size_t i;
	int k;

	/* the shared pairs the part found (its blocks' memory is checked),
	   as if its blocks had run after dst's: new pairs go last, in the
	   order found, old ones count the part's locations too */
	dst->res.races += res->races;
	for (k = 0; k < res->npairs; k++) {
		const race_pair *p = &res->pairs[k];
		size_t at;
		pair_grow(dst);
		at = pair_slot(dst, p->first, p->second);
		if (dst->slot[at] != 0) {
			dst->res.pairs[dst->slot[at] - 1].locations += p->locations;
			continue;
		}
		if (dst->res.npairs == dst->cpairs) {
			dst->cpairs = dst->cpairs ? 2 * dst->cpairs : 8;
			dst->res.pairs = xrealloc(dst->res.pairs,
			                          sizeof(*dst->res.pairs) *
			                          (size_t)dst->cpairs);
			dst->pair_epoch = xrealloc(dst->pair_epoch,
			                           sizeof(*dst->pair_epoch) *
			                           (size_t)dst->cpairs);
		}
		dst->slot[at] = dst->res.npairs + 1;
		dst->pair_epoch[dst->res.npairs] = dst->epoch;
		dst->res.pairs[dst->res.npairs++] = *p;
	}
	/* its global accesses, checked with everyone's at the end */
	if (src->over && !dst->over)
		go_over(dst);
	for (i = 0; i < src->global.n && !dst->over; i++)
		push(dst, &dst->global, &src->global.v[i]);
	/* (merged: the part's own are not needed again) */
	free(src->global.v);
	memset(&src->global, 0, sizeof(src->global));
	for (k = 0; k < src->nsize; k++)
		if (src->size_of[k] != 0) {
			if (k >= dst->nsize) {
				int n = src->nsize;
				dst->size_of = xrealloc(dst->size_of,
				                        sizeof(*dst->size_of) * (size_t)n);
				memset(dst->size_of + dst->nsize, 0,
				       sizeof(*dst->size_of) * (size_t)(n - dst->nsize));
				dst->nsize = n;
			}
			dst->size_of[k] = src->size_of[k];
		}
	src->global.n = 0;
}

static void byclass_finish(race *r);

void
race_finish(race *r, race_result *out)
{
	if (r->bc != NULL && !r->over)
		byclass_finish(r);
	else if (!r->over)
		check_all(r, SIM_GLOBAL, &r->global);
	if (r->over) {
		r->res.checked = false;
		free(r->res.note);
		r->res.note = xasprintf(MSG_FMT(RACE_RECORDS),
		                        (unsigned long long)r->max);
	}
	*out = r->res;
	memset(&r->res, 0, sizeof(r->res));
	r->cpairs = 0;
	free(r->slot);
	r->slot = NULL;
	r->nslot = 0;
	free(r->pair_epoch);
	r->pair_epoch = NULL;
}

/* What access k of the kind of statement s does, as a verb. */
static const char *
verb(const pat_stmt *s)
{
	if (s->u.access.atomic != A_NONE)
		return "updates atomically";
	return s->u.access.store ? "writes" : "reads";
}

/* "s[1][16]" for the byte address addr of array a (its element there). */
static void
element(const pat_array *a, uint64_t addr, char *buf, size_t n)
{
	uint64_t e = (addr - a->base) / a->type->size, idx[3];
	size_t len;
	int d;

	for (d = a->ndims - 1; d >= 0; d--) {
		idx[d] = e % (uint64_t)a->dims[d];
		e /= (uint64_t)a->dims[d];
	}
	len = (size_t)snprintf(buf, n, "%s", a->name);
	for (d = 0; d < a->ndims && len < n; d++)
		len += (size_t)snprintf(buf + len, n - len, "[%llu]",
		                        (unsigned long long)idx[d]);
}

void
race_describe(const struct pat_program *p, const race_pair *rp, char *buf,
              size_t n)
{
	const pat_stmt *x = p->accesses[rp->first], *y = p->accesses[rp->second];
	const pat_array *a = x->u.access.array;
	char el[160], bx[64] = "", by[64] = "", blk[48] = "";

	if (rp->addr >= a->base && rp->addr < a->base + a->bytes)
		element(a, rp->addr, el, sizeof(el));
	else
		snprintf(el, sizeof(el), "%s", a->name);
	if (rp->block_first != rp->block_second) {
		snprintf(bx, sizeof(bx), " of block %llu",
		         (unsigned long long)rp->block_first);
		snprintf(by, sizeof(by), " of block %llu",
		         (unsigned long long)rp->block_second);
	}
	if (rp->block_first == rp->block_second)
		snprintf(blk, sizeof(blk), ", block %llu",
		         (unsigned long long)rp->block_first);
	snprintf(buf, n, "%s (%s, byte %llu of '%s')%s: thread %d%s (warp %d, "
	         "lane %d) %s, thread %d%s (warp %d, lane %d) %s; %s", el,
	         rp->space == SIM_SHARED ? "shared" : "global",
	         (unsigned long long)(rp->addr - a->base), a->name, blk,
	         rp->thread_first, bx, rp->thread_first / SIM_WARP,
	         rp->thread_first % SIM_WARP, verb(x), rp->thread_second, by,
	         rp->thread_second / SIM_WARP, rp->thread_second % SIM_WARP,
	         verb(y),
	         rp->block_first != rp->block_second
	                 ? "blocks never wait for each other within a launch"
	                 : rp->same_warp
	                 ? "one warp: a __syncwarp() between them would order "
	                   "them"
	                 : "no __syncthreads() between them");
}

/* ------------------------------------------------- by classes of blocks */

/*
 * Why the check by classes is exact. A member of a class runs its first
 * block's instructions with the same masks, barriers and __syncwarps
 * (cudasrc's tracks guarantee it; nothing else is handed over), and each
 * request's lanes' addresses are the first block's moved by the
 * request's move times the difference of the block indices.
 *
 * Shared memory: where every shared request of the class moves by one
 * move, a member's shared accesses are the first block's moved by one
 * constant, which changes no pair of them that conflicts, nor their
 * threads, barriers, order by word or grouping into elements (the front
 * end asks for moves that are multiples of 16 bytes, the widest
 * access): the first block's racy locations and pairs count once for
 * each member (copies). Elsewhere the members come as blocks of their
 * own.
 *
 * Global memory within a block: the same argument, array by array: the
 * requests of one move (a group) keep their pairs where the groups of
 * other moves cannot reach their words in any member of the class's box
 * (else the check is left unfinished), and moves are multiples of the
 * widest access of the group.
 *
 * Global memory across blocks: block b of a class touches the words
 * G + K.(b - o) of each group (G the first block's, K its move in
 * words). Blocks b1 != b2 (of classes i and j, groups A and B of the
 * same move K, or of any moves where a class has one block) meet
 * exactly where K.(b1 - b2) = g - a for words a of A and g of B, one of
 * them written (or atomic against a read): the differences
 * delta = b1 - b2 of the boxes whose K.delta lies within the span of
 * the two groups are enumerated, a line of the box at a time (each line
 * solved for its range of one coordinate), each tested against the
 * words, and a hit checked against the classes' members. None: no two
 * blocks race, every racy word is one block's alone, and the exhaustive
 * check's count is the sum over blocks of each block's own (of one
 * size of access per word; the note says where they differ), its pairs
 * those of the blocks, each first met at its lowest word.
 */

typedef struct fent {                /* a word of a group, its bytes */
	int64_t word;                /* by kind */
	uint8_t w, a, rd;
} fent;

typedef struct fgroup {              /* a class's words of one move */
	int64_t k[3];                /* bytes a block */
	fent *e;                     /* by word */
	size_t n;
	int64_t lo, hi;              /* its words' least and most */
	bool writes;                 /* a plain write or an atomic */
} fgroup;

typedef struct fclass {
	race_class c;
	fgroup *g;
	int ng;
	bool box;                    /* its members fill its box */
} fclass;

typedef struct gpair {               /* a global pair found in a block */
	race_pair p;
	uint64_t key, seq;           /* its lowest location, and order */
} gpair;

struct byclass {
	int64_t grid[3];
	race_class_fn class_of;
	void *arg;
	race_class cur;
	int64_t (*mv)[3];            /* the distinct moves */
	size_t nmv, cmv;
	uint16_t cur_move;
	fclass *cls;
	size_t ncls, ccls;
	gpair *gp;
	size_t ngp, cgp;
	uint64_t races;              /* the global locations of the blocks */
	unsigned sizes;              /* bit s: a global access of s bytes */
	bool failed;
	char *note;                  /* why it stopped, when it did */
	race *sub;                   /* a block's global memory checked */
	int32_t *amove;              /* per access, its move + 1 in a block */
	int namove;
	uint64_t budget;
};

/* Steps the look across blocks may take: about half a second (a
   grid-stride copy of 2^30 floats, 262144 words a block, takes more
   and is refused). */
#define BYCLASS_BUDGET ((uint64_t)1 << 24)

static void byclass_fail(struct byclass *bc, char *what);

static void
byclass_free(struct byclass *bc)
{
	size_t i;

	if (bc == NULL)
		return;
	for (i = 0; i < bc->ncls; i++) {
		for (int g = 0; g < bc->cls[i].ng; g++)
			free(bc->cls[i].g[g].e);
		free(bc->cls[i].g);
	}
	free(bc->cls);
	free(bc->mv);
	free(bc->note);
	free(bc->gp);
	free(bc->amove);
	race_free(bc->sub);
	free(bc);
}

void
race_by_class(race *r, const int64_t grid[3], race_class_fn class_of,
              void *arg)
{
	struct byclass *bc = xcalloc(1, sizeof(*bc));

	memcpy(bc->grid, grid, sizeof(bc->grid));
	bc->class_of = class_of;
	bc->arg = arg;
	bc->sub = race_new(UINT64_MAX);
	bc->budget = BYCLASS_BUDGET;
	r->bc = bc;
	race_move(r, (const int64_t[3]){ 0, 0, 0 });
}

static uint16_t
byclass_move(const race *r)
{
	return r->bc->cur_move;
}

void
race_move(race *r, const int64_t k[3])
{
	struct byclass *bc = r->bc;
	size_t i;

	if (bc == NULL)
		return;
	for (i = 0; i < bc->nmv; i++)
		if (memcmp(bc->mv[i], k, sizeof(bc->mv[i])) == 0)
			break;
	if (i == bc->nmv) {
		if (bc->nmv == 65535) {      /* (a track has at most 4096) */
			byclass_fail(bc, xasprintf(MSG_FMT(RACE_CLASS_MOVES),
			                           65535));
			i = 0;
		} else {
			if (bc->nmv == bc->cmv) {
				bc->cmv = bc->cmv ? 2 * bc->cmv : 16;
				bc->mv = xrealloc(bc->mv, bc->cmv * sizeof(*bc->mv));
			}
			memcpy(bc->mv[bc->nmv++], k, sizeof(bc->mv[0]));
		}
	}
	bc->cur_move = (uint16_t)i;
}

void
race_begin_class(race *r, const race_class *k)
{
	r->bc->cur = *k;
	race_move(r, (const int64_t[3]){ 0, 0, 0 });
}

/* The check by classes stops, saying why (what, malloc'ed: bc keeps
   it, or frees it where a reason came first). */
static void
byclass_fail(struct byclass *bc, char *what)
{
	if (bc->failed) {
		free(what);
		return;
	}
	bc->failed = true;
	free(bc->note);
	bc->note = what;
}

/* The least and most of k.(b - o) over the box lo..hi. */
static void
move_range(const int64_t k[3], const int64_t o[3], const int64_t lo[3],
           const int64_t hi[3], int64_t *mn, int64_t *mx)
{
	int d;

	*mn = *mx = 0;
	for (d = 0; d < 3; d++) {
		int64_t a = k[d] * (lo[d] - o[d]), b = k[d] * (hi[d] - o[d]);
		*mn += a < b ? a : b;
		*mx += a < b ? b : a;
	}
}

static int64_t
linear(const struct byclass *bc, const int64_t b[3])
{
	return (b[2] * bc->grid[1] + b[1]) * bc->grid[0] + b[0];
}

/* The words of the block's global records (sorted), group by group. */
static void
make_groups(race *r, fclass *fc)
{
	const recs *s = &r->global;
	size_t i, m;

	for (m = 0; m < r->bc->nmv; m++) {
		fgroup g;
		size_t cap = 0;
		memset(&g, 0, sizeof(g));
		memcpy(g.k, r->bc->mv[m], sizeof(g.k));
		for (i = 0; i < s->n; i++) {
			const rec *x = &s->v[i];
			fent *e;
			if (x->move != m)
				continue;
			if (g.n == 0 || g.e[g.n - 1].word != (int64_t)x->word) {
				if (g.n == cap) {
					cap = cap ? 2 * cap : 64;
					g.e = xrealloc(g.e, cap * sizeof(*g.e));
				}
				e = &g.e[g.n++];
				memset(e, 0, sizeof(*e));
				e->word = (int64_t)x->word;
			}
			e = &g.e[g.n - 1];
			if (x->kind == RACE_WRITE)
				e->w |= x->mask;
			else if (x->kind == RACE_ATOMIC)
				e->a |= x->mask;
			else
				e->rd |= x->mask;
			g.writes |= x->kind != RACE_READ;
		}
		if (g.n == 0)
			continue;
		g.lo = g.e[0].word;
		g.hi = g.e[g.n - 1].word;
		fc->g = xrealloc(fc->g, (size_t)(fc->ng + 1) * sizeof(*fc->g));
		fc->g[fc->ng++] = g;
	}
}

/* Whether the class's members keep the block's pairs within it: each
   group's move whole elements, no two groups meeting in a member. */
static bool
moves_keep(race *r, const fclass *fc)
{
	struct byclass *bc = r->bc;
	const race_class *k = &fc->c;
	size_t i;
	int g, h, d;

	if (k->members <= 1)
		return true;
	for (g = 0; g < fc->ng; g++) {
		unsigned widest = 4;
		for (i = 0; i < r->global.n; i++) {
			const rec *x = &r->global.v[i];
			if (memcmp(bc->mv[x->move], fc->g[g].k,
			           sizeof(fc->g[g].k)) == 0 &&
			    r->size_of[x->access] > widest)
				widest = r->size_of[x->access];
		}
		for (d = 0; d < 3; d++)
			if (fc->g[g].k[d] % (int64_t)widest != 0) {
				byclass_fail(bc, xasprintf(MSG_FMT(RACE_CLASS_PART)));
				return false;
			}
	}
	for (g = 0; g < fc->ng; g++)
		for (h = g + 1; h < fc->ng; h++) {
			int64_t dk[3], mn, mx;
			for (d = 0; d < 3; d++)
				dk[d] = (fc->g[g].k[d] - fc->g[h].k[d]) / 4;
			/* words of g minus words of h over the members */
			move_range(dk, k->o, k->lo, k->hi, &mn, &mx);
			if (fc->g[g].lo - fc->g[h].hi + mn <= 0 &&
			    fc->g[g].hi - fc->g[h].lo + mx >= 0) {
				byclass_fail(bc, xasprintf(MSG_FMT(RACE_CLASS_MEET_IN)));
				return false;
			}
		}
	return true;
}

/* The member of fc whose k.(b - o) is least, into b. */
static void
least_member(struct byclass *bc, const fclass *fc, const int64_t k[3],
             int64_t b[3])
{
	int64_t x[3], best = 0;
	bool any = false;

	memcpy(b, fc->c.o, 3 * sizeof(*b));
	for (x[2] = fc->c.lo[2]; x[2] <= fc->c.hi[2]; x[2]++)
		for (x[1] = fc->c.lo[1]; x[1] <= fc->c.hi[1]; x[1]++)
			for (x[0] = fc->c.lo[0]; x[0] <= fc->c.hi[0]; x[0]++) {
				int64_t m = k[0] * (x[0] - fc->c.o[0]) +
				            k[1] * (x[1] - fc->c.o[1]) +
				            k[2] * (x[2] - fc->c.o[2]);
				if ((any && m >= best) ||
				    bc->class_of(bc->arg, x) != fc->c.id)
					continue;
				best = m;
				any = true;
				memcpy(b, x, 3 * sizeof(*b));
			}
}

/* The block's global memory checked on its own, its races counted for
   every member, its pairs kept with their lowest location. */
static void
block_global(race *r, fclass *fc)
{
	struct byclass *bc = r->bc;
	race *sub = bc->sub;
	race_result tmp;
	recs t;
	size_t i;
	int k;

	if (r->nsize == 0)           /* (no record: nothing to check) */
		return;
	if (sub->nsize < r->nsize) {
		sub->size_of = xrealloc(sub->size_of, sizeof(*sub->size_of) *
		                                      (size_t)r->nsize);
		sub->nsize = r->nsize;
	}
	memcpy(sub->size_of, r->size_of, sizeof(*sub->size_of) *
	                                 (size_t)r->nsize);
	/* each access's one move */
	if (bc->namove < r->nsize) {
		bc->amove = xrealloc(bc->amove, sizeof(*bc->amove) *
		                                (size_t)r->nsize);
		bc->namove = r->nsize;
	}
	memset(bc->amove, 0, sizeof(*bc->amove) * (size_t)bc->namove);
	for (i = 0; i < r->global.n; i++) {
		const rec *x = &r->global.v[i];
		bc->sizes |= r->size_of[x->access];
		if (bc->amove[x->access] != 0 &&
		    bc->amove[x->access] != x->move + 1 && fc->c.members > 1)
			byclass_fail(bc, xasprintf(MSG_FMT(RACE_CLASS_TWO_WAYS)));
		bc->amove[x->access] = x->move + 1;
	}
	t = sub->global;
	sub->global = r->global;
	sub->res.checked = true;
	race_finish(sub, &tmp);
	r->global = sub->global;
	sub->global = t;
	bc->races += tmp.races * fc->c.members;
	for (k = 0; k < tmp.npairs; k++) {
		gpair *q;
		const int64_t *mv = bc->mv[bc->amove[tmp.pairs[k].first] - 1];
		int64_t b[3];
		size_t j;
		least_member(bc, fc, mv, b);
		for (j = 0; j < bc->ngp; j++)
			if (bc->gp[j].p.first == tmp.pairs[k].first &&
			    bc->gp[j].p.second == tmp.pairs[k].second)
				break;
		if (j == bc->ngp) {
			if (bc->ngp == bc->cgp) {
				bc->cgp = bc->cgp ? 2 * bc->cgp : 16;
				bc->gp = xrealloc(bc->gp, bc->cgp * sizeof(*bc->gp));
			}
			q = &bc->gp[bc->ngp++];
			q->p = tmp.pairs[k];
			q->p.locations = 0;
			q->key = UINT64_MAX;
		}
		q = &bc->gp[j];
		q->p.locations += tmp.pairs[k].locations * fc->c.members;
		{
			uint64_t at = tmp.pairs[k].addr +
			              (uint64_t)(mv[0] * (b[0] - fc->c.o[0]) +
			                         mv[1] * (b[1] - fc->c.o[1]) +
			                         mv[2] * (b[2] - fc->c.o[2]));
			uint64_t seq = ((uint64_t)bc->ncls << 32) | (uint64_t)k;
			if (at < q->key || (at == q->key && seq < q->seq)) {
				q->key = at;
				q->seq = seq;
				q->p.addr = at;
				q->p.block_first = q->p.block_second =
				        (uint64_t)linear(bc, b);
				q->p.thread_first = tmp.pairs[k].thread_first;
				q->p.thread_second = tmp.pairs[k].thread_second;
				q->p.same_warp = tmp.pairs[k].same_warp;
			}
		}
	}
	race_result_free(&tmp);
}

/* The end of a block by classes: its
   shared memory checked and counted for its copies, its global memory
   kept as its class's words and checked within the block. */
static void
byclass_end_block(race *r)
{
	struct byclass *bc = r->bc;
	const race_class *k = &bc->cur;
	uint64_t copies = k->id < 0 ? 1 : k->copies, races = r->res.races;
	uint64_t *loc = NULL;
	int npairs = r->res.npairs, i;

	if (!r->over && copies > 1 && npairs > 0) {
		loc = xmalloc(sizeof(*loc) * (size_t)npairs);
		for (i = 0; i < npairs; i++)
			loc[i] = r->res.pairs[i].locations;
	}
	if (!r->over)
		check_all(r, SIM_SHARED, &r->shared);
	if (!r->over && copies > 1) {
		r->res.races += (r->res.races - races) * (copies - 1);
		for (i = 0; i < r->res.npairs; i++)
			r->res.pairs[i].locations +=
			        (r->res.pairs[i].locations -
			         (i < npairs ? loc[i] : 0)) * (copies - 1);
	}
	free(loc);
	r->shared.n = 0;
	r->last_unit = 0;
	r->epoch++;
	if (k->id >= 0 && !r->over && !bc->failed) {
		fclass *fc;
		int64_t vol = 1;
		int d;
		if (r->global.n > 0)
			sort_recs(r, r->global.v, r->global.n);
		if (bc->ncls == bc->ccls) {
			bc->ccls = bc->ccls ? 2 * bc->ccls : 16;
			bc->cls = xrealloc(bc->cls, bc->ccls * sizeof(*bc->cls));
		}
		fc = &bc->cls[bc->ncls];
		memset(fc, 0, sizeof(*fc));
		fc->c = *k;
		for (d = 0; d < 3; d++)
			vol *= k->hi[d] - k->lo[d] + 1;
		fc->box = (uint64_t)vol == k->members;
		make_groups(r, fc);
		if (moves_keep(r, fc) && r->global.n > 0)
			block_global(r, fc);
		bc->ncls++;
	}
	r->global.n = 0;
}

/* Is there a word where e (of one block) and f (of another) conflict? */
static bool
meet(const fent *e, const fent *f)
{
	return (e->w & (f->w | f->a | f->rd)) || (f->w & (e->a | e->rd)) ||
	       (e->a & f->rd) || (f->a & e->rd);
}

static const fent *
find_word(const fgroup *g, int64_t w)
{
	size_t lo = 0, hi = g->n;

	while (lo < hi) {
		size_t m = lo + (hi - lo) / 2;
		if (g->e[m].word < w)
			lo = m + 1;
		else
			hi = m;
	}
	return lo < g->n && g->e[lo].word == w ? &g->e[lo] : NULL;
}

/* A word where A's block and B's, B's words moved by c relative to A's
   (a word w of A meets w - c... of B at w + c), conflict: its A word. */
static bool
meet_at(struct byclass *bc, const fgroup *A, const fgroup *B, int64_t c,
        int64_t *at)
{
	size_t i;

	bc->budget -= bc->budget < A->n + B->n ? bc->budget : A->n + B->n;
	for (i = 0; i < A->n; i++) {
		const fent *f;
		if (!(A->e[i].w | A->e[i].a))
			continue;
		if ((f = find_word(B, A->e[i].word + c)) && meet(&A->e[i], f)) {
			*at = A->e[i].word;
			return true;
		}
	}
	for (i = 0; i < B->n; i++) {
		const fent *f;
		if (!(B->e[i].w | B->e[i].a))
			continue;
		if ((f = find_word(A, B->e[i].word - c)) && meet(f, &B->e[i])) {
			*at = B->e[i].word - c;
			return true;
		}
	}
	return false;
}

/* Blocks b1 of I and b2 of J with b1 - b2 = delta, into b1, b2. */
static bool
realized(struct byclass *bc, const fclass *I, const fclass *J,
         const int64_t delta[3], int64_t b1[3], int64_t b2[3])
{
	int64_t x[3];
	int d;

	for (x[2] = J->c.lo[2]; x[2] <= J->c.hi[2]; x[2]++)
		for (x[1] = J->c.lo[1]; x[1] <= J->c.hi[1]; x[1]++)
			for (x[0] = J->c.lo[0]; x[0] <= J->c.hi[0]; x[0]++) {
				int64_t y[3];
				bool in = true;
				if (bc->budget == 0)
					return false;
				bc->budget--;
				for (d = 0; d < 3; d++) {
					y[d] = x[d] + delta[d];
					in &= y[d] >= I->c.lo[d] && y[d] <= I->c.hi[d];
				}
				if (!in || (!J->box &&
				            bc->class_of(bc->arg, x) != J->c.id) ||
				    (!I->box &&
				     bc->class_of(bc->arg, y) != I->c.id))
					continue;
				memcpy(b1, y, sizeof(y));
				memcpy(b2, x, sizeof(x));
				return true;
			}
	return false;
}

static int64_t
floor_div(int64_t a, int64_t b)
{
	int64_t q = a / b;

	return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

/*
 * Longer than 100 lines: the look at one pair of groups, A of class I's
 * blocks and B of J's (above): 0, none meet; 1, two blocks race (the
 * note says which); -1, it cannot tell within its steps or moves.
 */
static int
across(struct byclass *bc, const fclass *I, const fgroup *A,
       const fclass *J, const fgroup *B)
{
	int64_t K[3] = { 0, 0, 0 }, L[3], H[3], mnA, mxA, mnB, mxB;
	int64_t offA = 0, offB = 0, cmin, cmax, dl[3], last_c = 0;
	int d, m = 0, p, q, last = -1;

	if (!A->writes && !B->writes)
		return 0;
	/* the words each reaches over its members */
	{
		int64_t ka[3], kb[3];
		for (d = 0; d < 3; d++) {
			ka[d] = A->k[d] / 4;
			kb[d] = B->k[d] / 4;
		}
		move_range(ka, I->c.o, I->c.lo, I->c.hi, &mnA, &mxA);
		move_range(kb, J->c.o, J->c.lo, J->c.hi, &mnB, &mxB);
		if (I->c.members <= 1)
			mnA = mxA = 0;
		if (J->c.members <= 1)
			mnB = mxB = 0;
		if (A->hi + mxA < B->lo + mnB || B->hi + mxB < A->lo + mnA)
			return 0;
	}
	if (memcmp(A->k, B->k, sizeof(K)) == 0 ||
	    (I->c.members > 1 && J->c.members <= 1))
		memcpy(K, A->k, sizeof(K));
	else if (J->c.members > 1 && I->c.members <= 1)
		memcpy(K, B->k, sizeof(K));
	else if (I->c.members > 1 || J->c.members > 1) {
		free(bc->note);
		bc->note = xasprintf(MSG_FMT(RACE_CLASS_MEET_ACROSS));
		return -1;
	}
	for (d = 0; d < 3; d++) {
		K[d] /= 4;
		offA -= K[d] * I->c.o[d];
		offB -= K[d] * J->c.o[d];
		L[d] = I->c.lo[d] - J->c.hi[d];
		H[d] = I->c.hi[d] - J->c.lo[d];
		if ((K[d] < 0 ? -K[d] : K[d]) > (K[m] < 0 ? -K[m] : K[m]))
			m = d;
	}
	/* a word a + offA + K.b1 of A meets b + offB + K.b2 of B where
	   K.delta = (b + offB) - (a + offA) */
	cmin = B->lo + offB - (A->hi + offA);
	cmax = B->hi + offB - (A->lo + offA);
	p = (m + 1) % 3;
	q = (m + 2) % 3;
	/* what the look would cost, known before it starts where the
	   blocks move (each line's candidates are the block differences
	   that K brings within the words' span, each a pass over both
	   groups): past the budget, refused at once, not half a second
	   later */
	if (K[m] != 0) {
		double per = (double)(cmax - cmin) / (double)(K[m] < 0 ? -K[m]
		                                              : K[m]) + 1;
		double lines = (double)(H[p] - L[p] + 1) *
		               (double)(H[q] - L[q] + 1);
		if (per > (double)(H[m] - L[m] + 1))
			per = (double)(H[m] - L[m] + 1);
		if (lines * (1 + per * (double)(A->n + B->n)) >
		    (double)bc->budget)
			goto spent;
	}
	for (dl[q] = L[q]; dl[q] <= H[q]; dl[q]++)
		for (dl[p] = L[p]; dl[p] <= H[p]; dl[p]++) {
			int64_t rest = K[p] * dl[p] + K[q] * dl[q], lo, hi;
			if (bc->budget == 0)
				goto spent;
			bc->budget--;
			if (K[m] == 0) {
				if (rest < cmin || rest > cmax)
					continue;
				lo = L[m];
				hi = H[m];
			} else {
				int64_t a = cmin - rest, b = cmax - rest;
				if (K[m] > 0) {
					lo = -floor_div(-a, K[m]);
					hi = floor_div(b, K[m]);
				} else {
					lo = -floor_div(b, -K[m]);
					hi = floor_div(-a, -K[m]);
				}
				lo = lo < L[m] ? L[m] : lo;
				hi = hi > H[m] ? H[m] : hi;
			}
			for (dl[m] = lo; dl[m] <= hi; dl[m]++) {
				int64_t c = rest + K[m] * dl[m], at, b1[3], b2[3];
				int hit;
				if (dl[0] == 0 && dl[1] == 0 && dl[2] == 0)
					continue;
				if (bc->budget == 0)
					goto spent;
				if (last >= 0 && c == last_c)
					hit = last;
				else
					hit = meet_at(bc, A, B, c - offB + offA,
					              &at);
				last = hit;
				last_c = c;
				if (!hit || !realized(bc, I, J, dl, b1, b2))
					continue;
				(void)meet_at(bc, A, B, c - offB + offA, &at);
				free(bc->note);
				bc->note = xasprintf(MSG_FMT(RACE_CLASS_BLOCKS_RACE),
				         (long long)b1[0], (long long)b1[1],
				         (long long)b1[2], (long long)b2[0],
				         (long long)b2[1], (long long)b2[2],
				         (unsigned long long)((at + K[0] *
				         (b1[0] - I->c.o[0]) + K[1] * (b1[1] -
				         I->c.o[1]) + K[2] * (b1[2] - I->c.o[2])) * 4));
				return 1;
			}
		}
	return 0;
spent:
	free(bc->note);
	bc->note = xasprintf(MSG_FMT(RACE_CLASS_BUDGET),
	                     (unsigned long long)BYCLASS_BUDGET);
	return -1;
}

static int
by_key(const void *x, const void *y)
{
	const gpair *a = x, *b = y;

	if (a->key != b->key)
		return a->key < b->key ? -1 : 1;
	return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* The end of the grid by classes: every pair of blocks looked at, then
   the blocks' global races into the result, in the order of their
   lowest words (the exhaustive check's order). */
static void
byclass_finish(race *r)
{
	struct byclass *bc = r->bc;
	size_t i, j;
	int g, h;

	for (i = 0; i < bc->ncls && !bc->failed; i++)
		for (j = i; j < bc->ncls && !bc->failed; j++)
			for (g = 0; g < bc->cls[i].ng && !bc->failed; g++)
				for (h = i == j ? g : 0; h < bc->cls[j].ng; h++) {
					if (across(bc, &bc->cls[i], &bc->cls[i].g[g],
					           &bc->cls[j], &bc->cls[j].g[h]) != 0) {
						bc->failed = true;
						break;
					}
				}
	if (!bc->failed && bc->races > 0 && (bc->sizes & (bc->sizes - 1)))
		byclass_fail(bc, xasprintf(MSG_FMT(RACE_CLASS_SIZES)));
	/* the exhaustive check counts a racy word once: two blocks' racy
	   halves of one word are one location there, two by classes */
	if (!bc->failed && bc->races > 0 && (bc->sizes & 3))
		byclass_fail(bc, xasprintf(MSG_FMT(RACE_CLASS_NARROW)));
	if (bc->failed) {
		r->res.checked = false;
		free(r->res.note);
		r->res.note = xasprintf(MSG_FMT(RACE_CLASS_REFUSED),
		                        bc->note != NULL ? bc->note : "",
		                        (unsigned long long)r->res.races);
		return;
	}
	r->res.races += bc->races;
	if (bc->ngp > 0)             /* (and gp may be NULL) */
		qsort(bc->gp, bc->ngp, sizeof(*bc->gp), by_key);
	for (i = 0; i < bc->ngp; i++) {
		race_pair *p;
		if (r->res.npairs == r->cpairs) {
			r->cpairs = r->cpairs ? 2 * r->cpairs : 8;
			r->res.pairs = xrealloc(r->res.pairs, sizeof(*r->res.pairs) *
			                                      (size_t)r->cpairs);
			r->pair_epoch = xrealloc(r->pair_epoch,
			                         sizeof(*r->pair_epoch) *
			                         (size_t)r->cpairs);
		}
		p = &r->res.pairs[r->res.npairs++];
		*p = bc->gp[i].p;
	}
}
