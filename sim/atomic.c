/*
 * atomic.c - the cost of a warp's atomic read-modify-write (atomic.h).
 *
 * Global memory: one request per instruction, served in passes: lanes on
 * one address update it one after another, so pass k takes the k-th lane
 * of every address, and each pass costs the distinct sectors of its
 * addresses. A sector therefore costs as many passes as the most lanes on
 * one address in it: 32 lanes on one word, 32 sectors; lanes in pairs on
 * 16 words of 2 sectors, 4. That is what l1tex__t_sectors_pipe_lsu_mem_
 * global_op_atom (and _op_red) counted on an H200 for all 14 global
 * probes of tests/hw/atomic_probe.pat; a load's rule (distinct sectors)
 * missed 4 of them.
 *
 * Shared memory, 4 bytes: every lane's update is a pass through its bank
 * of its own, so that lanes on one word, which a load would serve at
 * once, serialize like lanes on distinct words of one bank: a histogram
 * whose 32 lanes hit one bin takes 32 passes. Exact on the 10 four-byte
 * shared probes on the H200. 8 bytes: no rule found yet (measured 4, 3
 * and 4 wavefronts an instruction where this rule says 2, 32 and 4); the
 * parser warns where a pattern has one.
 */
#include <string.h>

#include "atomic.h"

/* Per phase and bank, the lanes that touch the bank (a lane of an 8-byte
   atomic touches two words); into bank[phase][bank]. The phases' lane
   counts are plen apart. Returns the number of phases. */
static int
lanes_per_bank(const sim_arch *a, const sim_request *r,
               uint8_t bank[SIM_WARP][SIM_BANKS], uint32_t *phase_mask)
{
	const unsigned shift = a->bank_bytes == 8 ? 3 : 2;
	const unsigned nwords = r->size > (1u << shift) ? r->size >> shift : 1;
	const unsigned plen = r->size > (1u << shift) ? 32 / nwords : 32;
	int np = 0;
	unsigned base, l, k;

	memset(bank, 0, sizeof(uint8_t) * SIM_WARP * SIM_BANKS);
	for (base = 0; base < SIM_WARP; base += plen) {
		uint32_t m = 0;
		for (l = base; l < base + plen; l++) {
			if (!((r->active >> l) & 1))
				continue;
			m |= 1u << l;
			for (k = 0; k < nwords; k++)
				bank[np][((r->addr[l] >> shift) + k) % SIM_BANKS]++;
		}
		if (m != 0)
			phase_mask[np++] = m;
	}
	return np;
}

/* A global atomic's sectors: each distinct sector as many times as the
   most active lanes on one address in it (the passes it takes part in):
   the active lanes' addresses sorted, then runs of one address within
   runs of one sector. */
static uint32_t
global_passes(const sim_request *r)
{
	uint64_t x[SIM_WARP];
	uint32_t total = 0, most = 0, run;
	const int n = (int)sim_sorted_addrs(r, x);
	int i;

	for (i = 0; i < n; i += (int)run) {
		for (run = 1; i + (int)run < n && x[i + (int)run] == x[i]; run++)
			;
		if (run > most)
			most = run;
		if (i + (int)run == n ||
		    x[i + (int)run] / SIM_SECTOR != x[i] / SIM_SECTOR) {
			total += most;
			most = 0;
		}
	}
	return total;
}

/* Wavefronts and the worst bank from the lane counts of np phases. */
static void
shared_cost(uint8_t bank[SIM_WARP][SIM_BANKS], int np, sim_counts *c)
{
	int p, b;

	c->wavefronts = 0;
	c->worst_bank = 0;
	c->worst_bank_words = 0;
	for (p = 0; p < np; p++) {
		unsigned max = 0;
		for (b = 0; b < SIM_BANKS; b++) {
			if (bank[p][b] > max)
				max = bank[p][b];
			if (bank[p][b] > c->worst_bank_words) {
				c->worst_bank_words = bank[p][b];
				c->worst_bank = (uint32_t)b;
			}
		}
		c->wavefronts += max;
	}
	c->ideal_wavefronts = (uint32_t)np;
}

void
sim_atomic(const sim_arch *a, enum sim_space space, const sim_request *r,
           sim_counts *c)
{
	uint8_t bank[SIM_WARP][SIM_BANKS];
	uint32_t pm[SIM_WARP];
	int np;

	if (a == NULL)
		a = sim_arch_default();
	if (space != SIM_SHARED) {
		sim_global(r, c);
		if (r->active != 0)
			c->sectors = global_passes(r);
		return;
	}
	memset(c, 0, sizeof(*c));
	if (r->active == 0)
		return;
	c->lanes = (uint32_t)__builtin_popcount(r->active);
	np = lanes_per_bank(a, r, bank, pm);
	shared_cost(bank, np, c);
}

void
sim_atomic_explain(const sim_arch *a, enum sim_space space,
                   const sim_request *r, sim_detail *d)
{
	sim_request st = *r;
	uint32_t pm[SIM_WARP];
	int np, l, p;

	if (a == NULL)
		a = sim_arch_default();
	st.store = true;             /* phases as a store's: never merged */
	sim_explain(a, space, &st, d);
	if (space != SIM_SHARED && r->active != 0)
		d->counts.sectors = global_passes(r);
	if (space != SIM_SHARED || r->active == 0)
		return;
	np = lanes_per_bank(a, r, d->bank_words, pm);
	d->nphases = np;
	memcpy(d->phase_lanes, pm, sizeof(pm[0]) * (size_t)np);
	for (l = 0; l < SIM_WARP; l++) {
		d->lane_phase[l] = -1;
		for (p = 0; p < np; p++)
			if ((pm[p] >> l) & 1)
				d->lane_phase[l] = (int8_t)p;
	}
	shared_cost(d->bank_words, np, &d->counts);
}
