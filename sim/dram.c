/*
 * dram.c - the DRAM-traffic model (see dram.h for the rules and where
 * they come from).
 *
 * Every 64-byte block the pattern touches has an entry in an open-
 * addressing hash table: whether L2 holds its data (fetched), which bytes
 * were written since it was last written back, and the time (a count of
 * touches) when it was last touched. A block has left L2 when L2-size
 * bytes of other blocks were touched since (least recently used, by
 * distinct blocks: a Fenwick tree over the touch times holds a 1 at each
 * block's last touch, so the blocks touched since a time are a sum).
 * Counting only the blocks brought in, as this model once did, misses
 * the hits that push a block down the LRU order: a gather whose blocks
 * come back just past the L2's size then settles in all hits or all
 * misses by chance (tests/gpu/dram/random.cu's measurements say misses).
 * A sampled model (sim_dram_new_sampled) is the same over the lines of
 * its sets, with its L2 and its counts scaled. Every 8 KB region a
 * block came into L2 from has a slot in a second table: the value of
 * ins when a block of it last came in, what tells a line or a write-back
 * scattered (dram.h); a model sampled by regions
 * (sim_dram_new_regions) keeps regions whole, where one by lines cannot
 * tell and counts none.
 */
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "dram.h"

typedef struct entry {
	uint64_t key;            /* block number + 1; 0: empty slot */
	uint64_t last;           /* time when last touched (from 1) */
	uint64_t in_at;          /* blocks brought into L2 before it, when
	                            it last came in */
	uint64_t dirty;          /* bytes written since the last write-back */
	uint64_t written;        /* bytes ever written */
	uint8_t fetched;         /* L2 holds the block's data from DRAM */
	uint8_t scat;            /* it came into L2 last with no other
	                            block of its region shortly before */
	uint8_t loaded;          /* sectors ever loaded (bit per sector) */
} entry;

/* Blocks written back in part, as sim_dram_bytes counts them: all, those
   come into L2 scattered, those read before the write, and both. */
typedef struct wb_counts {
	uint64_t part, scattered, rbw, scattered_rbw;
} wb_counts;

struct sim_dram {
	entry *t;
	size_t cap, n;           /* slots (a power of two), used */
	uint64_t l2_blocks;      /* 0: unlimited */
	unsigned shift;          /* keeps 2^-shift of the lines */
	uint64_t now;            /* touches so far: the time */
	uint64_t ins;            /* blocks brought into L2 */
	uint64_t window;         /* sim_dram_set_window's, scaled */
	bool by_region;          /* sampled by regions, not lines */
	uint32_t *fen;           /* Fenwick tree over times 1 .. nfen - 1 */
	size_t nfen;             /* a power of two (0: none yet) */
	uint64_t read, rbw, write, refetches, opens, scattered;
	wb_counts wb;            /* write-backs counted as they leave */
	uint64_t *reg;           /* per region: region number + 1 and the
	                            value of ins when a block of it last
	                            came into L2, in pairs (0: empty) */
	size_t rcap, rn;         /* regions' slots (a power of two), used */
	uint64_t requested[2];   /* sectors, summed over the requests:
	                            [0] loads, [1] stores */
};

sim_dram *
sim_dram_new_sampled(uint64_t l2_bytes, unsigned shift)
{
	sim_dram *d = calloc(1, sizeof *d);

	if (d == NULL || shift > 30) {
		free(d);
		return NULL;
	}
	d->cap = 1024;
	if ((d->t = calloc(d->cap, sizeof *d->t)) == NULL) {
		free(d);
		return NULL;
	}
	d->shift = shift;
	d->l2_blocks = (l2_bytes / SIM_DRAM_BLOCK) >> shift;
	/* an L2 of some blocks stays one of some blocks */
	if (l2_bytes > 0 && d->l2_blocks == 0)
		d->l2_blocks = 1;
	return d;
}

sim_dram *
sim_dram_new_regions(uint64_t l2_bytes, unsigned shift)
{
	sim_dram *d = sim_dram_new_sampled(l2_bytes, shift);

	if (d != NULL)
		d->by_region = true;
	return d;
}

sim_dram *
sim_dram_new(uint64_t l2_bytes)
{
	return sim_dram_new_sampled(l2_bytes, 0);
}

void
sim_dram_free(sim_dram *d)
{
	if (d == NULL)
		return;
	free(d->t);
	free(d->fen);
	free(d->reg);
	free(d);
}

static size_t
slot_of(uint64_t key, size_t cap)
{
	key ^= key >> 33;
	key *= 0xff51afd7ed558ccdull;
	key ^= key >> 33;
	return (size_t)key & (cap - 1);
}

static int
grow(sim_dram *d)
{
	size_t cap = d->cap * 2;
	entry *t = calloc(cap, sizeof *t);

	if (t == NULL)
		return -1;
	for (size_t i = 0; i < d->cap; i++) {
		size_t j;
		if (d->t[i].key == 0)
			continue;
		for (j = slot_of(d->t[i].key, cap); t[j].key; j = (j + 1) & (cap - 1))
			;
		t[j] = d->t[i];
	}
	free(d->t);
	d->t = t;
	d->cap = cap;
	return 0;
}

static entry *
find(sim_dram *d, uint64_t block, bool *fresh)
{
	uint64_t key = block + 1;
	size_t i;

	if ((d->n + 1) * 4 > d->cap * 3 && grow(d) < 0)
		return NULL;
	for (i = slot_of(key, d->cap); d->t[i].key; i = (i + 1) & (d->cap - 1))
		if (d->t[i].key == key) {
			*fresh = false;
			return &d->t[i];
		}
	d->t[i].key = key;
	d->n++;
	*fresh = true;
	return &d->t[i];
}

/* Whether the table holds block key - 1 (key: block number + 1). */
static bool
has(const sim_dram *d, uint64_t key)
{
	if (key == 0)
		return false;
	for (size_t i = slot_of(key, d->cap); d->t[i].key; i = (i + 1) & (d->cap - 1))
		if (d->t[i].key == key)
			return true;
	return false;
}

/* The write-back of e's dirty sectors: 32 bytes each, and a read first
   for a partly written one whose data L2 never fetched; wb counts the
   block. */
static void
write_back(const entry *e, uint64_t *write, uint64_t *rbw, wb_counts *wb)
{
	bool read = false;

	for (int s = 0; s < SIM_DRAM_BLOCK / SIM_SECTOR; s++) {
		uint32_t m = (uint32_t)(e->dirty >> (s * SIM_SECTOR));
		if (m == 0)
			continue;
		*write += SIM_SECTOR;
		if (m != 0xffffffffu && !e->fetched) {
			*rbw += SIM_SECTOR;
			read = true;
		}
	}
	if (e->dirty == 0 || e->dirty == ~0ull)
		return;
	wb->part++;
	wb->scattered += e->scat;
	wb->rbw += read;
	wb->scattered_rbw += read && e->scat;
}

static void
fen_add(sim_dram *d, uint64_t t, int v)
{
	for (; t < d->nfen; t += t & -t)
		d->fen[t] += (uint32_t)v;
}

/* Blocks whose last touch was at time 1 .. t. */
static uint64_t
fen_sum(const sim_dram *d, uint64_t t)
{
	uint64_t n = 0;

	for (; t > 0; t &= t - 1)
		n += d->fen[t];
	return n;
}

/* Room for time t: the tree doubled and filled again from the blocks'
   last touches. */
static int
fen_fit(sim_dram *d, uint64_t t)
{
	size_t n = d->nfen ? d->nfen : 1024;
	uint32_t *f;

	if (t < d->nfen)
		return 0;
	while (n <= t)
		n *= 2;
	if ((f = calloc(n, sizeof *f)) == NULL)
		return -1;
	free(d->fen);
	d->fen = f;
	d->nfen = n;
	for (size_t i = 0; i < d->cap; i++)
		if (d->t[i].key != 0 && d->t[i].last > 0)
			fen_add(d, d->t[i].last, 1);
	return 0;
}

/* Whether e is still in L2: fewer than L2-size other blocks touched
   since its last touch. */
static bool
resident(const sim_dram *d, const entry *e)
{
	return d->l2_blocks == 0 ||
	       fen_sum(d, d->now) - fen_sum(d, e->last) < d->l2_blocks;
}

/* Whether x (a line, or a region) is in the sets a shift keeps. */
static bool
sampled(uint64_t x, unsigned shift)
{
	if (shift == 0)
		return true;
	x *= 0x9e3779b97f4a7c15ull;
	x ^= x >> 29;
	x *= 0xbf58476d1ce4e5b9ull;
	return x >> (64 - shift) == 0;
}

/* The region of a line */
static uint64_t
region_of(uint64_t line)
{
	return line / (SIM_DRAM_REGION / SIM_DRAM_LINE);
}

/* Whether a block is in the sets of either sample of a shift: its line's
   or its region's (the region's number mixed apart, so that the two
   samples' sets are not the same lines) */
static bool
kept(uint64_t block, unsigned shift)
{
	return sampled(block / 2, shift) ||
	       sampled(region_of(block / 2) ^ 0x5bd1e995ull, shift);
}

/* Whether a block is in d's own sets */
static bool
ours(const sim_dram *d, uint64_t block)
{
	return d->by_region ? sampled(region_of(block / 2) ^ 0x5bd1e995ull,
	                              d->shift)
	                    : sampled(block / 2, d->shift);
}

bool
sim_dram_touch_kept(const sim_dram_touch *t, unsigned shift)
{
	return kept(t->block & ~SIM_DRAM_TOUCH_STORE, shift);
}

int
sim_dram_touches(const sim_request *r, unsigned shift, sim_dram_touch *out)
{
	int nb = 0;

	if (r->active == 0)
		return 0;
	/* the request's distinct blocks and, per block, the bytes it touches
	   (an access of 1 to 16 aligned bytes never leaves its sector) */
	for (int l = 0; l < SIM_WARP; l++) {
		uint64_t a, b, m;
		int k;
		if (!((r->active >> l) & 1))
			continue;
		a = r->addr[l];
		b = a / SIM_DRAM_BLOCK;
		m = (r->size >= 64 ? ~0ull : ((1ull << r->size) - 1))
		    << (a % SIM_DRAM_BLOCK);
		for (k = 0; k < nb && (out[k].block & ~SIM_DRAM_TOUCH_STORE) != b;
		     k++)
			;
		if (k == nb) {
			if (!kept(b, shift))
				continue;
			out[nb].block = b | (r->store ? SIM_DRAM_TOUCH_STORE : 0);
			out[nb++].mask = 0;
		}
		out[k].mask |= m;
	}
	return nb;
}

/* Whether the block numbered key - 1 shares its line's opening with one
   coming in now: it came in within the window, or (no window) it is in
   L2. */
static bool
paired(const sim_dram *d, uint64_t key)
{
	for (size_t i = slot_of(key, d->cap); d->t[i].key; i = (i + 1) & (d->cap - 1))
		if (d->t[i].key == key)
			return d->window > 0 ? d->ins - d->t[i].in_at < d->window
			                     : resident(d, &d->t[i]);
	return false;
}

/* The slot of region r (region number + 1) in d->reg, or the empty one
   where it goes. */
static uint64_t *
region_slot(const sim_dram *d, uint64_t r)
{
	size_t i;

	for (i = slot_of(r, d->rcap); d->reg[2 * i] && d->reg[2 * i] != r;
	     i = (i + 1) & (d->rcap - 1))
		;
	return &d->reg[2 * i];
}

/* Room for one more region; -1: out of memory. */
static int
region_fit(sim_dram *d)
{
	size_t cap = d->rcap ? d->rcap * 2 : 1024;
	uint64_t *old = d->reg;
	size_t ocap = d->rcap;

	if ((d->rn + 1) * 4 <= d->rcap * 3)
		return 0;
	if ((d->reg = calloc(cap * 2, sizeof *d->reg)) == NULL) {
		d->reg = old;
		return -1;
	}
	d->rcap = cap;
	for (size_t k = 0; k < ocap; k++)
		if (old[2 * k] != 0) {
			uint64_t *t = region_slot(d, old[2 * k]);
			t[0] = old[2 * k];
			t[1] = old[2 * k + 1];
		}
	free(old);
	return 0;
}

/*
 * A block of block's region comes into L2 now (the ins-th). Returns
 * REGION_READ where another block of that region came in within the
 * window before, and REGION_WRITE where one came within the write-backs'
 * (SIM_DRAM_WRITE_WINDOW); both always with no window, and in a model
 * sampled by lines, whose regions are not whole (sim_dram_new_regions);
 * -1 when out of memory.
 */
#define REGION_READ 1
#define REGION_WRITE 2

static int
region_in(sim_dram *d, uint64_t block)
{
	uint64_t r = block / (SIM_DRAM_REGION / SIM_DRAM_BLOCK) + 1;
	uint64_t ww = (uint64_t)SIM_DRAM_WRITE_WINDOW >> d->shift;
	uint64_t *slot;
	int near = 0;

	if (d->window == 0 || (d->shift > 0 && !d->by_region))
		return REGION_READ | REGION_WRITE;
	if (region_fit(d) < 0)
		return -1;
	slot = region_slot(d, r);
	if (slot[0] == r && d->ins - slot[1] < d->window)
		near |= REGION_READ;
	if (slot[0] == r && d->ins - slot[1] < (ww > 0 ? ww : 1))
		near |= REGION_WRITE;
	if (slot[0] == 0)
		d->rn++;
	slot[0] = r;
	slot[1] = d->ins;
	return near;
}

void
sim_dram_set_window(sim_dram *d, uint64_t blocks)
{
	d->window = blocks >> d->shift;
	if (blocks > 0 && d->window == 0)
		d->window = 1;
}

int
sim_dram_touch_add(sim_dram *d, const sim_dram_touch *t)
{
	const uint64_t block = t->block & ~SIM_DRAM_TOUCH_STORE;
	const bool store = (t->block & SIM_DRAM_TOUCH_STORE) != 0;
	bool fresh;
	entry *e;
	uint8_t sectors = 0;

	if (!ours(d, block))
		return 0;
	e = find(d, block, &fresh);
	if (e == NULL || (d->l2_blocks > 0 && fen_fit(d, d->now + 1) < 0))
		return -1;
	for (int s = 0; s < SIM_DRAM_BLOCK / SIM_SECTOR; s++)
		if ((uint32_t)(t->mask >> (s * SIM_SECTOR))) {
			sectors |= (uint8_t)(1u << s);
			d->requested[store]++;
		}
	if (fresh || !resident(d, e)) {
		int near = region_in(d, block);
		if (near < 0)
			return -1;
		/* into L2: what the block left behind is written back */
		if (!fresh) {
			write_back(e, &d->write, &d->rbw, &d->wb);
			e->dirty = 0;
			e->fetched = 0;
			d->refetches++;
		}
		/* its line opens unless its other block came in with it, and
		   opens scattered unless a block of its region came in
		   shortly before */
		if (!paired(d, (block ^ 1) + 1)) {
			d->opens++;
			if (!(near & REGION_READ))
				d->scattered++;
		}
		e->scat = !(near & REGION_WRITE);
		e->in_at = d->ins++;
	}
	if (store) {
		e->dirty |= t->mask;
		e->written |= t->mask;
	} else {
		if (!e->fetched) {
			d->read += SIM_DRAM_BLOCK;
			e->fetched = 1;
		}
		e->loaded |= sectors;
	}
	d->now++;
	if (d->l2_blocks > 0) {
		if (e->last > 0)
			fen_add(d, e->last, -1);
		fen_add(d, d->now, 1);
	}
	e->last = d->now;
	return 0;
}

int
sim_dram_add(sim_dram *d, const sim_request *r)
{
	sim_dram_touch t[SIM_WARP];
	int n = sim_dram_touches(r, d->shift, t);

	for (int k = 0; k < n; k++)
		if (sim_dram_touch_add(d, &t[k]) < 0)
			return -1;
	return 0;
}

void
sim_dram_totals(const sim_dram *d, int steady, sim_dram_bytes *o)
{
	wb_counts wb = d->wb;

	memset(o, 0, sizeof *o);
	o->read = d->read;
	o->rbw = d->rbw;
	o->write = d->write;
	o->refetches = d->refetches;
	o->opens = d->opens;
	o->scattered = d->scattered;
	o->requested_load = d->requested[0];
	o->requested_store = d->requested[1];
	for (size_t i = 0; i < d->cap; i++) {
		const entry *e = &d->t[i];
		int nl = 0;
		if (e->key == 0)
			continue;
		o->blocks++;
		for (int s = 0; s < SIM_DRAM_BLOCK / SIM_SECTOR; s++) {
			uint32_t w = (uint32_t)(e->written >> (s * SIM_SECTOR));
			if ((e->loaded >> s) & 1)
				nl++;
			if (w) {
				o->store_sectors++;
				if (w != 0xffffffffu)
					o->partial++;
			}
		}
		o->load_sectors += (uint64_t)nl;
		if (nl == 1)
			o->isolated++;
		/* a line counts once: by its even block, or by its odd one
		   when the even one is not there */
		if ((e->key - 1) % 2 == 0 || !has(d, e->key - 1))
			o->lines++;
		/* lines that left L2 were written back inside the kernel;
		   those still there, in the steady state only */
		if (steady || !resident(d, e))
			write_back(e, &o->write, &o->rbw, &wb);
	}
	o->part_writes = wb.part;
	o->scattered_writes = wb.scattered;
	o->rbw_blocks = wb.rbw;
	o->scattered_rbw = wb.scattered_rbw;
	if (d->shift > 0) {
		uint64_t *f[] = {
			&o->read, &o->rbw, &o->write, &o->blocks, &o->load_sectors,
			&o->isolated, &o->store_sectors, &o->partial,
			&o->refetches, &o->lines, &o->opens, &o->scattered,
			&o->requested_load, &o->requested_store, &o->part_writes,
			&o->scattered_writes, &o->rbw_blocks, &o->scattered_rbw,
		};
		for (size_t i = 0; i < sizeof f / sizeof f[0]; i++)
			*f[i] <<= d->shift;
	}
}

uint64_t
sim_dram_total(const sim_dram_bytes *b)
{
	return b->read + b->rbw + b->write;
}

uint64_t
sim_dram_load_repeats(const sim_dram_bytes *b)
{
	return b->requested_load > b->load_sectors ?
	       b->requested_load - b->load_sectors : 0;
}

uint64_t
sim_dram_store_repeats(const sim_dram_bytes *b)
{
	return b->requested_store > b->store_sectors ?
	       b->requested_store - b->store_sectors : 0;
}

double
sim_dram_unmoved(const sim_dram_bytes *b)
{
	double dram = (double)sim_dram_total(b);
	double span = (double)b->opens * SIM_DRAM_LINE;

	return span > dram ? span - dram : 0;
}

/* A profile's cost where it gives one (> 0), else the built-in one */
static double
profile_or(double given, double builtin)
{
	return given > 0 ? given : builtin;
}

double
sim_dram_time_bytes(const sim_dram_bytes *b, const sim_dram_costs *c,
		    sim_dram_time *parts)
{
	sim_dram_time t;

	t.dram = SIM_DRAM_K_BYTES * (double)sim_dram_total(b);
	t.lines = c->line * sim_dram_unmoved(b);
	t.scatter = c->scatter * sim_dram_scattered(b);
	t.writes = c->write * (double)b->scattered_writes +
	           c->rbw * (double)b->scattered_rbw;
	if (parts)
		*parts = t;
	return t.dram + t.lines + t.scatter + t.writes;
}

void
sim_dram_costs_of(const sim_arch *a, sim_dram_costs *c)
{
	c->line = sim_dram_line_cost(a);
	c->scatter = sim_dram_scatter_cost(a);
	c->write = sim_dram_write_cost(a);
	c->rbw = sim_dram_rbw_cost(a);
}

double
sim_dram_write_cost(const sim_arch *a)
{
	return profile_or(a != NULL ? a->dram_write_cost : 0, SIM_DRAM_K_WRITE);
}

double
sim_dram_rbw_cost(const sim_arch *a)
{
	return profile_or(a != NULL ? a->dram_rbw_cost : 0, SIM_DRAM_K_RBW);
}

double
sim_dram_line_cost(const sim_arch *a)
{
	return profile_or(a != NULL ? a->dram_line_cost : 0, SIM_DRAM_K_LINES);
}

double
sim_dram_scattered(const sim_dram_bytes *b)
{
	return fmin((double)b->scattered,
	            floor(sim_dram_unmoved(b) / SIM_DRAM_BLOCK));
}

double
sim_dram_scatter_cost(const sim_arch *a)
{
	return profile_or(a != NULL ? a->dram_scatter_cost : 0,
	                  SIM_DRAM_K_SCATTER);
}

double
sim_dram_fit_line_cost(const sim_dram_bytes *dense, double dense_s,
		       const sim_dram_bytes *sparse, double sparse_s,
		       double gbps)
{
	double dd = (double)sim_dram_total(dense);
	double ds = (double)sim_dram_total(sparse);
	double x = sim_dram_unmoved(sparse);

	if (!(dense_s > 0) || !(sparse_s > 0) || !(gbps > 0) || dd <= 0 ||
	    x <= 0 || sim_dram_unmoved(dense) > 0)
		return -1;
	/* seconds to copy bytes, less the sparse kernel's DRAM bytes at the
	   dense kernel's rate */
	return (sparse_s - dense_s * ds / dd) * gbps * 1e9 / x;
}

uint64_t
sim_dram_window(const sim_arch *a)
{
	double b = a != NULL ? a->dram_gbps * a->dram_latency_ns /
	                       SIM_DRAM_BLOCK : 0;

	return b > 1 ? (uint64_t)b : 1;
}

/* The cost of each of n things that makes b's time seconds at gbps,
   beside what the costs k (the fitted one 0) give the rest; -1 where
   there is nothing to fit. */
static double
fit_cost(const sim_dram_bytes *b, double seconds, double gbps,
         const sim_dram_costs *k, double n)
{
	if (!(seconds > 0) || !(gbps > 0) || !(n > 0))
		return -1;
	return (seconds * gbps * 1e9 - sim_dram_time_bytes(b, k, NULL)) / n;
}

double
sim_dram_fit_scatter_cost(const sim_dram_bytes *b, double seconds,
                          double gbps, const sim_dram_costs *c)
{
	const sim_dram_costs k = { c->line, 0, 0, 0 };

	return fit_cost(b, seconds, gbps, &k, sim_dram_scattered(b));
}

double
sim_dram_fit_write_cost(const sim_dram_bytes *b, double seconds,
                        double gbps, const sim_dram_costs *c)
{
	const sim_dram_costs k = { c->line, c->scatter, 0, 0 };

	return b->scattered_rbw != 0 ? -1 :
	       fit_cost(b, seconds, gbps, &k, (double)b->scattered_writes);
}

double
sim_dram_fit_rbw_cost(const sim_dram_bytes *b, double seconds,
                      double gbps, const sim_dram_costs *c)
{
	const sim_dram_costs k = { c->line, c->scatter, c->write, 0 };

	return fit_cost(b, seconds, gbps, &k, (double)b->scattered_rbw);
}
