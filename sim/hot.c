/*
 * hot.c - the busiest address of a kernel's global atomics, and the L2
 * units' work (hot.h): Misra-Gries summaries, hash tables of SIM_HOT_KEYS
 * counters on the address (and whether the operation is a float add)
 * and on the unit, and of SIM_HOT_WKEYS on the unit in each part of a
 * window of resident blocks.
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
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hot.h"

#define SLOTS (2 * SIM_HOT_KEYS)     /* powers of two: open addressing */
#define WSLOTS (2 * SIM_HOT_WKEYS)

typedef struct entry {
	uint64_t key;                /* 0: free */
	uint64_t n;
} entry;

/* A summary's counts: addresses' operations, or units' picoseconds. */
typedef struct count {
	size_t used;
	bool dropped;                /* a step took counts away */
} count;

struct sim_hot {
	count addr, unit, wunit;
	entry addr_t[SLOTS];         /* key: address * 2 + float add, + 1 */
	entry unit_t[SLOTS];         /* key: the L2 unit's address bits + 1 */
	entry wunit_t[WSLOTS];       /* the same in each part of a window:
	                                wkey() */
	entry old[WSLOTS];           /* decrement()'s copy; sim_hot_units'
	                                room */
	uint64_t unit_total;         /* every request's line work, ps */
};

/* One of them: its counts, slots, and the counters it keeps. */
typedef struct table {
	count *c;
	entry *t;
	size_t slots, keys;
} table;

static table
addr_table(sim_hot *h)
{
	return (table){ &h->addr, h->addr_t, SLOTS, SIM_HOT_KEYS };
}

static table
unit_table(sim_hot *h)
{
	return (table){ &h->unit, h->unit_t, SLOTS, SIM_HOT_KEYS };
}

static table
wunit_table(sim_hot *h)
{
	return (table){ &h->wunit, h->wunit_t, WSLOTS, SIM_HOT_WKEYS };
}

size_t
sim_hot_size(void)
{
	return sizeof(sim_hot);
}

static size_t
slot_of(uint64_t key, size_t slots)
{
	key ^= key >> 33;
	key *= 0xff51afd7ed558ccdu;
	key ^= key >> 33;
	return (size_t)key & (slots - 1);
}

static entry *
find(table h, uint64_t key)
{
	size_t i = slot_of(key, h.slots);

	while (h.t[i].key != 0 && h.t[i].key != key)
		i = (i + 1) & (h.slots - 1);
	return &h.t[i];
}

/* Every counter less d, the empty ones freed (the table rebuilt). */
static void
decrement(table h, entry *old, uint64_t d)
{
	size_t i;

	memcpy(old, h.t, h.slots * sizeof(*h.t));
	memset(h.t, 0, h.slots * sizeof(*h.t));
	h.c->used = 0;
	for (i = 0; i < h.slots; i++)
		if (old[i].key != 0 && old[i].n > d) {
			entry *e = find(h, old[i].key);
			e->key = old[i].key;
			e->n = old[i].n - d;
			h.c->used++;
		}
	h.c->dropped = true;
}

static uint64_t
sat_add(uint64_t a, uint64_t b)
{
	return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

static uint64_t
sat_mul(uint64_t a, uint64_t b)
{
	return b != 0 && a > UINT64_MAX / b ? UINT64_MAX : a * b;
}

static void
add(table h, entry *old, uint64_t key, uint64_t n)
{
	entry *e = find(h, key);
	uint64_t least = UINT64_MAX;
	size_t i;

	if (e->key == key) {
		e->n = sat_add(e->n, n);
		return;
	}
	if (h.c->used == h.keys) {
		for (i = 0; i < h.slots; i++)
			if (h.t[i].key != 0 && h.t[i].n < least)
				least = h.t[i].n;
		if (n <= least) {
			decrement(h, old, n);
			return;
		}
		decrement(h, old, least);
		n -= least;
		e = find(h, key);
	}
	e->key = key;
	e->n = n;
	h.c->used++;
}

/* The address bits that choose the L2 unit of address a's line: those of
   the line's address (above bit 6) that a->atom_unit_bits keeps, every
   bit above bit 16. */
static uint64_t
unit_of(const sim_arch *a, uint64_t addr)
{
	const uint64_t low = 0x1ff80u;          /* bits 7 to 16 */
	uint64_t keep = ((uint64_t)a->atom_unit_bits & low) | ~(uint64_t)0x1ffffu;

	return (addr & keep) >> 7;
}

/* A unit's key in one part of a window of resident blocks: the part
   above bit 44, the unit's line bits below (addresses under 2^51
   apart; parts 2^19 apart fold into one, whose work then spreads over
   both's units: the windows' sum can only fall, and the launch's
   busiest unit stays its floor). */
static uint64_t
wkey(uint64_t unit, uint64_t part)
{
	return ((part & 0x7ffffu) << 44 | (unit & 0xfffffffffffu)) + 1;
}

static uint64_t
wkey_part(const entry *e)
{
	return (e->key - 1) >> 44;
}

static uint64_t
wkey_unit(const entry *e)
{
	return (e->key - 1) & 0xfffffffffffu;
}

/* The work of a sector whose distinct addresses take mult[0..nw) lanes
   each, in ps: as many passes as the most lanes on one, each full where
   its addresses cover the sector (size bytes each), else part
   (tests/gpu/atomic/lineop.cu). */
static uint64_t
sector_work(const unsigned *mult, unsigned nw, unsigned size, uint64_t full,
            uint64_t part)
{
	unsigned most = 0, pass, k, covered;
	uint64_t ps = 0;

	for (k = 0; k < nw; k++)
		if (mult[k] > most)
			most = mult[k];
	for (pass = 1; pass <= most; pass++) {
		for (covered = 0, k = 0; k < nw; k++)
			covered += mult[k] >= pass;
		ps += covered * size >= 32 ? full : part;
	}
	return ps;
}

/* A line's work to its unit: standing for all requests, at these
   addresses or moved as moved says (NULL: all here). */
static void
unit_add(sim_hot *h, const sim_arch *a, uint64_t addr, uint64_t ps,
         uint64_t all, uint64_t wpart, const sim_hot_move *moved)
{
	if (moved == NULL) {
		const uint64_t u = unit_of(a, addr);
		add(unit_table(h), h->old, u + 1, sat_mul(ps, all));
		add(wunit_table(h), h->old, wkey(u, wpart), sat_mul(ps, all));
	}
	for (; moved != NULL && moved->n != 0; moved++) {
		const uint64_t u = unit_of(a, addr + (uint64_t)moved->off);
		add(unit_table(h), h->old, u + 1, sat_mul(ps, moved->n));
		add(wunit_table(h), h->old, wkey(u, moved->part),
		    sat_mul(ps, moved->n));
	}
	h->unit_total = sat_add(h->unit_total, sat_mul(ps, all));
}

double
sim_hot_unit_share(const sim_arch *a, uint64_t base, uint64_t bytes)
{
	/* the line-address bits that choose no unit: a unit's lines in a
	   span are those that differ in these alone */
	const uint64_t free_bits = (~(uint64_t)a->atom_unit_bits & 0x1ff80u) >> 7;
	const uint64_t end = base + bytes;
	uint64_t line, most = 0;

	if (bytes == 0 || end < base)
		return 0;
	if (bytes > 65536)              /* a unit's lines, at most */
		return fmin(1, (double)(128u << __builtin_popcountll(free_bits)) /
		               (double)bytes);
	for (line = base >> 7; line <= (end - 1) >> 7; line++) {
		uint64_t sub = free_bits, in = 0;
		/* every line of line's unit the free bits reach: a subset */
		for (;;) {
			const uint64_t l = (line & ~free_bits) | sub;
			const uint64_t lo = l << 7, hi = lo + 128;
			if (hi > base && lo < end)
				in += (hi < end ? hi : end) - (lo > base ? lo : base);
			if (sub == 0)
				break;
			sub = (sub - 1) & free_bits;
		}
		if (in > most)
			most = in;
	}
	return (double)most / (double)bytes;
}

void
sim_hot_request(sim_hot *h, const sim_arch *a, const sim_request *r, bool fl,
                uint64_t weight, uint64_t all, uint64_t wpart,
                const sim_hot_move *moved)
{
	const bool units = a != NULL && a->atom_int_ns > 0;
	const unsigned size = r->size >= 1 && r->size <= 32 ? r->size : 4;
	const uint64_t part = units ? (uint64_t)(a->atom_int_ns * 1000 + 0.5)
	                            : 0;
	const uint64_t full = units && a->atom_sector_ns > 0 ?
	                      (uint64_t)(a->atom_sector_ns * 1000 + 0.5) : part;
	uint64_t x[SIM_WARP], line_ps = 0;
	unsigned mult[SIM_WARP], nw = 0, i, e;
	/* the active lanes' addresses in order */
	const unsigned n = sim_sorted_addrs(r, x);

	/* runs of one address; of one sector (its words' lanes, mult);
	   of one line (its work, to its unit) */
	for (i = 0; i < n; i = e) {
		for (e = i + 1; e < n && x[e] == x[i]; e++)
			;
		/* the key's 0 marks a free slot: address 2^63 and up fold
		   onto others, which no array reaches; with moves, each
		   moved address its own (the summary then holds what every
		   block's run gives it) */
		if (moved == NULL)
			add(addr_table(h), h->old, ((x[i] << 1) | fl) + 1,
			    (uint64_t)(e - i) * weight);
		for (const sim_hot_move *mv = moved; mv != NULL && mv->n != 0;
		     mv++)
			add(addr_table(h), h->old,
			    (((x[i] + (uint64_t)mv->off) << 1) | fl) + 1,
			    sat_mul(e - i, mv->n));
		if (!units)
			continue;
		mult[nw++] = e - i;
		if (e < n && x[e] >> 5 == x[i] >> 5)
			continue;
		line_ps += sector_work(mult, nw, size, full, part);
		nw = 0;
		if (e < n && x[e] >> 7 == x[i] >> 7)
			continue;
		unit_add(h, a, x[i], line_ps, all, wpart, moved);
		line_ps = 0;
	}
}

static void
merge(table into, entry *old, const entry *from, size_t slots)
{
	size_t i;

	for (i = 0; i < slots; i++)
		if (from[i].key != 0)
			add(into, old, from[i].key, from[i].n);
}

void
sim_hot_merge(sim_hot *into, const sim_hot *from)
{
	merge(addr_table(into), into->old, from->addr_t, SLOTS);
	merge(unit_table(into), into->old, from->unit_t, SLOTS);
	merge(wunit_table(into), into->old, from->wunit_t, WSLOTS);
	into->addr.dropped |= from->addr.dropped;
	into->unit.dropped |= from->unit.dropped;
	into->wunit.dropped |= from->wunit.dropped;
	into->unit_total = sat_add(into->unit_total, from->unit_total);
}

uint64_t
sim_hot_top(const sim_hot *h, double fl_cost, double other_cost, bool *fl,
            bool *exact)
{
	uint64_t best = 0, key = 0;
	double most = -1;
	size_t i;

	for (i = 0; i < SLOTS; i++) {
		const uint64_t k = h->addr_t[i].key;
		const double c = (double)h->addr_t[i].n *
		                 (((k - 1) & 1) ? fl_cost : other_cost);
		if (k != 0 && (c > most || (c == most && k < key))) {
			most = c;
			best = h->addr_t[i].n;
			key = k;
		}
	}
	if (fl != NULL)
		*fl = best > 0 && ((key - 1) & 1);
	if (exact != NULL)
		*exact = !h->addr.dropped;
	return best;
}

static int
by_key(const void *x, const void *y)
{
	const entry *a = x, *b = y;

	return a->key < b->key ? -1 : a->key > b->key;
}

static int
by_unit(const void *x, const void *y)
{
	const uint64_t a = wkey_unit(x), b = wkey_unit(y);

	return a < b ? -1 : a > b;
}

/* Over e[0..n), sorted by key, with room for n more after them: each
   part's work over the units that its window reaches, summed (ps). The
   window is the span parts around the part (as many before it as after
   it, the odd one after), moved inside the launch's first and last
   parts where it would pass them: the first blocks run with those
   after them, the last with those before. */
static double
by_window(entry *e, size_t n, uint64_t span)
{
	entry *room = e + n;
	const uint64_t first = n > 0 ? wkey_part(&e[0]) : 0;
	const uint64_t last = n > 0 ? wkey_part(&e[n - 1]) : 0;
	double sum = 0;
	size_t i = 0, j, k, m, lo = 0, hi = 0, reach;

	while (i < n) {
		const uint64_t p = wkey_part(&e[i]);
		uint64_t work = 0, from, to;
		for (j = i; j < n && wkey_part(&e[j]) == p; j++)
			work = sat_add(work, e[j].n);
		/* the window's parts, [from, to] */
		from = p - first > (span - 1) / 2 ? p - (span - 1) / 2 : first;
		to = last - from > span - 1 ? from + span - 1 : last;
		if (to - from < span - 1)
			from = to - first > span - 1 ? to - (span - 1) : first;
		/* its entries, [lo, hi): both only move on */
		while (lo < n && wkey_part(&e[lo]) < from)
			lo++;
		if (hi < lo)
			hi = lo;
		while (hi < n && wkey_part(&e[hi]) <= to)
			hi++;
		m = hi - lo;
		memcpy(room, e + lo, m * sizeof(*e));
		qsort(room, m, sizeof(*room), by_unit);
		for (reach = 0, k = 0; k < m; k++)
			reach += k + 1 == m || by_unit(&room[k], &room[k + 1]) != 0;
		sum += (double)work / (double)reach;
		i = j;
	}
	return sum;
}

double
sim_hot_units(sim_hot *h, const sim_arch *a, double *busiest,
              double *total, bool *exact)
{
	const double width = a->atom_window > 0 ? a->atom_window
	                                        : SIM_HOT_WINDOW;
	/* the window's parts: at least its own, at most 64 (16 times the
	   resident blocks), so that by_window's sorts stay within 64 times
	   the counts' */
	const uint64_t span = (uint64_t)fmin(fmax(round(width * SIM_HOT_SPAN),
	                                          1), 64);
	uint64_t most = 0;
	double windows = 0;
	size_t i, n = 0;

	for (i = 0; i < SLOTS; i++)
		if (h->unit_t[i].key != 0 && h->unit_t[i].n > most)
			most = h->unit_t[i].n;
	/* the windows' (where every count is kept): the parts in order,
	   each its units in order */
	if (!h->wunit.dropped) {
		for (i = 0; i < WSLOTS; i++)
			if (h->wunit_t[i].key != 0)
				h->old[n++] = h->wunit_t[i];
		qsort(h->old, n, sizeof(*h->old), by_key);
		windows = by_window(h->old, n, span);
	}
	*busiest = fmax((double)most, windows) * 1e-3;
	*total = (double)h->unit_total * 1e-3;
	if (exact != NULL)
		*exact = !h->unit.dropped && most != UINT64_MAX &&
		         h->unit_total != UINT64_MAX;
	return *busiest + (a->atom_units > 0 ? *total / a->atom_units : 0);
}
