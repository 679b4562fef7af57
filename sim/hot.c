/*
 * hot.c - the busiest address of a kernel's global atomics (hot.h): a
 * Misra-Gries summary of SIM_HOT_KEYS counters, a hash table on the
 * address (and whether the operation is a float add).
 *
 * An operation on a counted address adds to its counter. One on an
 * address not counted, while a counter is free, takes it. Otherwise
 * every counter and the newcomer lose the smallest of them (or the
 * newcomer's whole weight, if less): the counters that reach 0 are
 * freed, and what is left of the newcomer takes one. Each such step
 * takes the same amount from SIM_HOT_KEYS + 1 addresses' counts, so that
 * no count falls short of the truth by more than the total over
 * SIM_HOT_KEYS + 1, and none passes it. A step costs a pass over the
 * table, but it removes at least SIM_HOT_KEYS + 1 operations: over a
 * run, at most one pass per that many operations.
 */
#include <string.h>

#include "hot.h"

#define SLOTS (2 * SIM_HOT_KEYS)     /* a power of two: open addressing */

typedef struct entry {
	uint64_t key;                /* address * 2 + float add; 0: free */
	uint64_t n;
} entry;

struct sim_hot {
	entry t[SLOTS];
	entry old[SLOTS];            /* decrement()'s copy */
	size_t used;
	bool dropped;                /* a step took counts away */
};

size_t
sim_hot_size(void)
{
	return sizeof(sim_hot);
}

static size_t
slot_of(uint64_t key)
{
	key ^= key >> 33;
	key *= 0xff51afd7ed558ccdu;
	key ^= key >> 33;
	return (size_t)key & (SLOTS - 1);
}

static entry *
find(sim_hot *h, uint64_t key)
{
	size_t i = slot_of(key);

	while (h->t[i].key != 0 && h->t[i].key != key)
		i = (i + 1) & (SLOTS - 1);
	return &h->t[i];
}

/* Every counter less d, the empty ones freed (the table rebuilt). */
static void
decrement(sim_hot *h, uint64_t d)
{
	entry *old = h->old;
	size_t i;

	memcpy(old, h->t, sizeof(h->t));
	memset(h->t, 0, sizeof(h->t));
	h->used = 0;
	for (i = 0; i < SLOTS; i++)
		if (old[i].key != 0 && old[i].n > d) {
			entry *e = find(h, old[i].key);
			e->key = old[i].key;
			e->n = old[i].n - d;
			h->used++;
		}
	h->dropped = true;
}

static uint64_t
sat_add(uint64_t a, uint64_t b)
{
	return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

static void
add(sim_hot *h, uint64_t key, uint64_t n)
{
	entry *e = find(h, key);
	uint64_t least = UINT64_MAX;
	size_t i;

	if (e->key == key) {
		e->n = sat_add(e->n, n);
		return;
	}
	if (h->used == SIM_HOT_KEYS) {
		for (i = 0; i < SLOTS; i++)
			if (h->t[i].key != 0 && h->t[i].n < least)
				least = h->t[i].n;
		if (n <= least) {
			decrement(h, n);
			return;
		}
		decrement(h, least);
		n -= least;
		e = find(h, key);
	}
	e->key = key;
	e->n = n;
	h->used++;
}

void
sim_hot_request(sim_hot *h, const sim_request *r, bool fl, uint64_t weight)
{
	uint32_t left = r->active;

	/* the lanes of each distinct address, in lane order */
	while (left != 0) {
		const int l = __builtin_ctz(left);
		const uint64_t a = r->addr[l];
		uint32_t m = left;
		uint64_t same = 0;
		while (m != 0) {
			const int j = __builtin_ctz(m);
			m &= m - 1;
			if (r->addr[j] == a) {
				same++;
				left &= ~(1u << j);
			}
		}
		/* the key's 0 marks a free slot: address 2^63 and up fold
		   onto others, which no array reaches */
		add(h, ((a << 1) | fl) + 1, same * weight);
	}
}

void
sim_hot_merge(sim_hot *into, const sim_hot *from)
{
	size_t i;

	for (i = 0; i < SLOTS; i++)
		if (from->t[i].key != 0)
			add(into, from->t[i].key, from->t[i].n);
	into->dropped |= from->dropped;
}

uint64_t
sim_hot_top(const sim_hot *h, double fl_cost, double other_cost, bool *fl,
            bool *exact)
{
	uint64_t best = 0, key = 0;
	double most = -1;
	size_t i;

	for (i = 0; i < SLOTS; i++) {
		const uint64_t k = h->t[i].key;
		const double c = (double)h->t[i].n *
		                 (((k - 1) & 1) ? fl_cost : other_cost);
		if (k != 0 && (c > most || (c == most && k < key))) {
			most = c;
			best = h->t[i].n;
			key = k;
		}
	}
	if (fl != NULL)
		*fl = best > 0 && ((key - 1) & 1);
	if (exact != NULL)
		*exact = !h->dropped;
	return best;
}
