/*
 * dram.c - the DRAM-traffic model (see dram.h for the rules and where
 * they come from).
 *
 * Every 64-byte block the pattern touches has an entry in an open-
 * addressing hash table: whether L2 holds its data (fetched), which bytes
 * were written since it was last written back, and the fetch clock when it
 * was last touched. The clock counts blocks brought into L2; a block
 * touched again after L2-size bytes of others came in has left L2 (an LRU
 * cache, approximated by counting insertions rather than distinct blocks).
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "dram.h"

typedef struct entry {
	uint64_t key;            /* block number + 1; 0: empty slot */
	uint64_t last;           /* clock when last touched */
	uint64_t dirty;          /* bytes written since the last write-back */
	uint64_t written;        /* bytes ever written */
	uint8_t fetched;         /* L2 holds the block's data from DRAM */
	uint8_t loaded;          /* sectors ever loaded (bit per sector) */
} entry;

struct sim_dram {
	entry *t;
	size_t cap, n;           /* slots (a power of two), used */
	uint64_t l2_blocks;      /* 0: unlimited */
	uint64_t clock;          /* blocks brought into L2 */
	uint64_t read, rbw, write, refetches;
	uint64_t requested[2];   /* sectors, summed over the requests:
	                            [0] loads, [1] stores */
};

sim_dram *
sim_dram_new(uint64_t l2_bytes)
{
	sim_dram *d = calloc(1, sizeof *d);

	if (d == NULL)
		return NULL;
	d->cap = 1024;
	if ((d->t = calloc(d->cap, sizeof *d->t)) == NULL) {
		free(d);
		return NULL;
	}
	d->l2_blocks = l2_bytes / SIM_DRAM_BLOCK;
	return d;
}

void
sim_dram_free(sim_dram *d)
{
	if (d == NULL)
		return;
	free(d->t);
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
   for a partly written one whose data L2 never fetched. */
static void
write_back(const entry *e, uint64_t *write, uint64_t *rbw)
{
	for (int s = 0; s < SIM_DRAM_BLOCK / SIM_SECTOR; s++) {
		uint32_t m = (uint32_t)(e->dirty >> (s * SIM_SECTOR));
		if (m == 0)
			continue;
		*write += SIM_SECTOR;
		if (m != 0xffffffffu && !e->fetched)
			*rbw += SIM_SECTOR;
	}
}

static bool
resident(const sim_dram *d, const entry *e)
{
	return d->l2_blocks == 0 || d->clock - e->last < d->l2_blocks;
}

int
sim_dram_add(sim_dram *d, const sim_request *r)
{
	uint64_t block[SIM_WARP], mask[SIM_WARP];
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
		for (k = 0; k < nb && block[k] != b; k++)
			;
		if (k == nb) {
			block[nb] = b;
			mask[nb++] = 0;
		}
		mask[k] |= m;
	}
	for (int k = 0; k < nb; k++) {
		bool fresh;
		entry *e = find(d, block[k], &fresh);
		uint8_t sectors = 0;

		if (e == NULL)
			return -1;
		for (int s = 0; s < SIM_DRAM_BLOCK / SIM_SECTOR; s++)
			if ((uint32_t)(mask[k] >> (s * SIM_SECTOR))) {
				sectors |= (uint8_t)(1u << s);
				d->requested[r->store]++;
			}
		if (fresh || !resident(d, e)) {
			/* into L2: what the block left behind is written back */
			if (!fresh) {
				write_back(e, &d->write, &d->rbw);
				e->dirty = 0;
				e->fetched = 0;
				d->refetches++;
			}
			d->clock++;
		}
		if (r->store) {
			e->dirty |= mask[k];
			e->written |= mask[k];
		} else {
			if (!e->fetched) {
				d->read += SIM_DRAM_BLOCK;
				e->fetched = 1;
			}
			e->loaded |= sectors;
		}
		e->last = d->clock;
	}
	return 0;
}

void
sim_dram_totals(const sim_dram *d, int steady, sim_dram_bytes *o)
{
	memset(o, 0, sizeof *o);
	o->read = d->read;
	o->rbw = d->rbw;
	o->write = d->write;
	o->refetches = d->refetches;
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
			write_back(e, &o->write, &o->rbw);
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
	double span = (double)b->lines * SIM_DRAM_LINE +
	              (double)b->refetches * SIM_DRAM_BLOCK;

	return span > dram ? span - dram : 0;
}

double
sim_dram_time_bytes(const sim_dram_bytes *b, double line_cost,
		    sim_dram_time *parts)
{
	sim_dram_time t;

	t.dram = SIM_DRAM_K_BYTES * (double)sim_dram_total(b);
	t.lines = line_cost * sim_dram_unmoved(b);
	t.store_repeats = SIM_DRAM_K_STORE_REPEATS *
	                  (double)sim_dram_store_repeats(b) * SIM_SECTOR;
	if (parts)
		*parts = t;
	return t.dram + t.lines + t.store_repeats;
}

double
sim_dram_line_cost(const sim_arch *a)
{
	return a != NULL && a->dram_line_cost > 0 ? a->dram_line_cost
	                                          : SIM_DRAM_K_LINES;
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
	    x <= 0 || sim_dram_unmoved(dense) > 0 || sim_dram_store_repeats(dense) ||
	    sim_dram_store_repeats(sparse))
		return -1;
	/* seconds to copy bytes, less the sparse kernel's DRAM bytes at the
	   dense kernel's rate */
	return (sparse_s - dense_s * ds / dd) * gbps * 1e9 / x;
}
