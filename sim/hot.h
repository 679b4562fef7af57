/*
 * hot.h - the busiest address of a kernel's global atomics: how many
 * operations the launch makes on the one address that gets the most;
 * and the work of the L2's units on them.
 *
 * The L2 applies the atomics on one address one after another: on an
 * H200, 2^24 float atomicAdds on one word take 29.5 ms whatever the
 * lanes of a warp do (1, 8 or 32 on it), 1.76 ns each; on 2, 4 or 8
 * words of one sector, half, a quarter and an eighth of that
 * (tests/gpu/atomic/hot.cu). The time model's atomic bound is this
 * count times the profile's atom_float_ns or atom_int_ns (timemodel.h).
 *
 * The count is exact while the atomics touch at most SIM_HOT_KEYS
 * distinct addresses (every histogram of up to that many bins). Past
 * them it is the Misra-Gries summary's: each address's count less at
 * most total / (SIM_HOT_KEYS + 1), never more than the truth, so that an
 * address too cold to be kept could not have set the bound anyway (its
 * count times a few ns is below what the other bounds give that many
 * operations). Float adds and the other operations (integer ones,
 * exchange, compare-and-swap) count apart: the L2 takes longer for a
 * float add.
 *
 * The L2's units. Beside one address's chain, an L2 unit takes a warp's
 * request one line at a time, and in the line one 32-byte sector at a
 * time, in passes: as many as the most lanes on one address of the
 * sector, each atom_sector_ns where the pass has a lane on every word
 * of the sector, else atom_int_ns, float adds and integer ones alike
 * (tests/gpu/atomic/lineop.cu, on an H200: a warp on the 32 words of
 * one line 4 x 0.59 ns, on one word of it 0.77 ns, 32 lanes on one word
 * 32 x 0.73 ns). A line goes to the unit that its address bits in the
 * profile's atom_unit_bits choose (on an H200, lines 128 or 512 bytes
 * apart share one; 256, 1024 and more apart do not). The bound is the
 * busiest unit's work plus the whole work over atom_units, the units
 * busy at once (lanes on random lines keep about 74 busy): the sum, not
 * the larger, is what the H200's cases of one to 2048 lines give within
 * 11 % (tests/gpu/time/h200-2026-11-29), but for the GPU's hash of
 * addresses to units beyond those bits, which the model does not have:
 * 16 lines 4 KiB apart share 8 units where the model gives them 16.
 * A 256-bin histogram whose warps each add to one line's 32 words runs
 * on 2 units, 2.55 ms for 2^26 adds on an H200, where the busiest
 * address alone would take 0.19 ms.
 *
 * The windows of resident blocks. The units at work at once are those
 * that the blocks at work together reach, not the launch's: an image
 * counted into its tiles' bins, rows in block order, keeps only the
 * units of one or two bands of tiles busy at a time. The blocks at work
 * together are somewhat more than those resident at once: the blocks
 * of the next band take the slots that blocks waiting on busy units
 * free; a->atom_window says how many, in resident blocks (calibrate's
 * cal_band: 1.5 on an H200). So the busiest unit's work is, beside the
 * launch's busiest unit's (at least that), the sum over the launch's
 * parts of each part's work over the units that its window reaches (the
 * parts around it, the window's width in all, moved inside the launch
 * at its ends: the first blocks run with those after them, the last
 * with those before): where every
 * window reaches the same units evenly, the busiest unit's alone. Units
 * reached count whole, not by their share of the work, for the refill
 * keeps each at work (tests/gpu/atomic/window.cu: tiles 8 words wide
 * and 16 to 512 rows high within 15 % of an H200, where the launch's
 * units gave 0.17 to 0.36 of its time). Where the units' counts in the
 * parts were not all kept (more than SIM_HOT_WKEYS), the launch's
 * busiest unit alone.
 *
 * No I/O, no allocation.
 */
#ifndef SIM_HOT_H
#define SIM_HOT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sim.h"

/* Addresses counted exactly. */
#define SIM_HOT_KEYS 4096
#define SIM_HOT_WKEYS 32768

/* The parts of a window: the caller gives each request the part of the
   launch its block lies in, its linear index over ceil(resident blocks
   / SIM_HOT_SPAN); a window is a->atom_window resident blocks (0:
   SIM_HOT_WINDOW), the nearest whole number of parts, from one to 64. */
#define SIM_HOT_SPAN 4
#define SIM_HOT_WINDOW 1.5   /* an H200's, calibrate's cal_band */

/* The blocks of a part, of resident blocks at once (at least 1). */
static inline uint64_t
sim_hot_part_blocks(uint64_t resident)
{
	return resident > SIM_HOT_SPAN ? (resident + SIM_HOT_SPAN - 1) /
	                                 SIM_HOT_SPAN : 1;
}

typedef struct sim_hot sim_hot;

/* A summary's bytes: the caller allocates them, zeroed (an empty
   summary), and frees them. */
size_t sim_hot_size(void);

/* A move of a request's addresses, bytes, and the requests moved so. */
typedef struct sim_hot_move {
	int64_t off;
	uint64_t n;
	uint64_t part;               /* their part of a window (below) */
} sim_hot_move;

/* The atomic request r, standing for weight requests at the same
   addresses and all in all (weight of them and the others, at other
   addresses: the units' whole work); fl: float adds. Lanes on one
   address count once each. a (NULL: no units' work) gives the costs
   and the units. With moved (NULL: none), each move's requests count
   at r's addresses moved so (a list closed by a count of 0), the
   addresses and the units' work alike, and weight is not read; else
   the units' work all goes to r's units: exact where
   the others share r's units (an array of one unit's, sim_hot_unit_share
   1), which is for the caller to see to (a launch in classes of blocks:
   cudasrc_plan_moved, classes_plan). wpart: r's part of the launch
   (SIM_HOT_SPAN), each move's its own. */
void sim_hot_request(sim_hot *h, const sim_arch *a, const sim_request *r,
                     bool fl, uint64_t weight, uint64_t all,
                     uint64_t wpart, const sim_hot_move *moved);

/* Of the bytes from base (an array), the share that the unit with the
   most of them holds (1: one unit's, its atomics' requests in classes
   of blocks counted where the first block makes them; past 64 KiB, the
   most a unit's lines can hold of a span). */
double sim_hot_unit_share(const sim_arch *a, uint64_t base, uint64_t bytes);

/* Add from's counts to into's (a part of the launch run apart). */
void sim_hot_merge(sim_hot *into, const sim_hot *from);

/* The busiest address's operations (0: none), the busiest by their count
   times fl_cost for float adds, other_cost for the others; whether they
   are float adds, and whether the count is exact (no address was ever
   dropped). */
uint64_t sim_hot_top(const sim_hot *h, double fl_cost, double other_cost,
                     bool *fl, bool *exact);

/* The units' bound in ns: the busiest unit's work (*busiest, ns: over
   the windows of resident blocks, at least the launch's busiest unit's)
   plus the whole (*total, ns) over a->atom_units; *exact (may be NULL):
   no unit's count was ever dropped, and none passed 2^64 ps (a profile
   of passes of days: then each figure is at least what it says). h's
   room is used for the windows (its counts stay). */
double sim_hot_units(sim_hot *h, const sim_arch *a, double *busiest,
                     double *total, bool *exact);

#endif
