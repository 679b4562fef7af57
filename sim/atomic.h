/*
 * atomic.h - what an atomic read-modify-write of a warp costs: atomicAdd
 * and co. on global and shared memory. A rule of its own, not yet
 * measured: see accessan-pattern(5), THE MODEL, Atomics, and
 * tests/gpu/atomics_probe.sh, which measures it.
 *
 * Part of the model: no I/O, no allocation.
 */
#ifndef ATOMIC_H
#define ATOMIC_H

#include "sim.h"

/*
 * Cost of the atomic request r in space (global or shared) into *c, in
 * the fields of a load or store there. Global: the distinct 32-byte
 * sectors, as for a load (the L2's serialization of lanes on one address
 * is not a figure of the L1's counters). Shared: within each phase (32
 * lanes, 16 for 8-byte atomics) the bank that the most lanes touch, each
 * lane counted, lanes on one word too: an update cannot be broadcast.
 */
void sim_atomic(const sim_arch *a, enum sim_space space, const sim_request *r,
                sim_counts *c);

/* The picture's view of r (sim_explain's), with a shared atomic's
   bank_words the lanes of each bank rather than its distinct words. */
void sim_atomic_explain(const sim_arch *a, enum sim_space space,
                        const sim_request *r, sim_detail *d);

#endif
