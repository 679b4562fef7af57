/*
 * atomic.c - the cost of a warp's atomic read-modify-write (atomic.h).
 *
 * Global memory: an atomic is a request whose sectors are those its
 * active lanes touch, as for loads and stores; what the L1's counters
 * (l1tex__t_requests/sectors_pipe_lsu_mem_global_op_atom, _op_red) are
 * documented to count. Shared memory: every lane's update is a pass
 * through its bank of its own, so that lanes on one word, which a load
 * would serve at once, serialize like lanes on distinct words of one
 * bank: a histogram whose 32 lanes hit one bin takes 32 passes. Phases
 * are those of a store (32 lanes; 16 for 8 bytes). Both rules are to be
 * checked on a GPU (tests/gpu/atomics_probe.sh).
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
