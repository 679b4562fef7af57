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
};

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

static bool
push(race *r, recs *to, const rec *x)
{
	if (r->shared.n + r->global.n >= r->max) {
		r->over = true;
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

void
race_end_block(race *r)
{
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
	dst->over |= src->over;
	for (i = 0; i < src->global.n && !dst->over; i++)
		push(dst, &dst->global, &src->global.v[i]);
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

void
race_finish(race *r, race_result *out)
{
	if (!r->over)
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
