/*
 * dram.h - the DRAM-traffic model: how many bytes a pattern's global
 * requests move between L2 and device memory, from the rules that
 * ../shared/HARDWARE.md gives (measured on H200):
 *
 *   - L2 fetches from DRAM in 64-byte aligned blocks: a sector whose
 *     64-byte neighbour is not requested still costs 64 bytes, two
 *     neighbouring sectors cost 64 bytes together;
 *   - a store that writes only part of a 32-byte sector costs a 32-byte
 *     DRAM read of that sector (read before write) when the sector leaves
 *     L2, unless the sector was loaded first; every written sector costs
 *     a 32-byte write when it leaves L2;
 *   - data is read from DRAM once while it stays in L2: a block is still
 *     in L2 if fewer than L2-size bytes were fetched since it was last
 *     touched (least recently used, counted in fetches);
 *   - a 128-byte line is opened in DRAM each time one of its blocks
 *     comes into L2 without its other block: the other came in more
 *     than a window of blocks before (sim_dram_set_window: the blocks
 *     DRAM delivers in one latency), or is not there at all. A gather
 *     over more than the L2 fetches its 64-byte blocks one at a time,
 *     and each costs a line's opening (tests/gpu/dram/random.cu: random
 *     64-byte fetches run at 0.65 of the copy's bytes a second on an
 *     H200, which K_LINES below says: 1.03 / (1.03 + 0.53));
 *   - a line opened for one block, and a block written back in part,
 *     cost more where no other block of their 8 KB region came into L2
 *     shortly before (scattered: K_SCATTER, K_WRITE and K_RBW below).
 *
 * The model is fed the pattern's global requests in the evaluator's order
 * (warp after warp) and answers two views: the kernel alone, started with
 * a clean L2 (what the counters read for one launch: lines still in L2
 * when the kernel ends cost nothing), and the steady state of many
 * launches, where every written line leaves L2 in the end (what a
 * bandwidth measurement over data several times the L2 sees).
 *
 * Like the rest of sim/ it prints nothing; unlike sim.c it allocates (a
 * hash table of the 64-byte blocks the pattern touches).
 */
#ifndef SIM_DRAM_H
#define SIM_DRAM_H

#include <stdbool.h>
#include <stdint.h>

#include "sim.h"

#define SIM_DRAM_BLOCK 64        /* bytes L2 fetches from DRAM at once */

typedef struct sim_dram sim_dram;

/* A model of an L2 of l2_bytes (0: unlimited). NULL if out of memory. */
sim_dram *sim_dram_new(uint64_t l2_bytes);
void sim_dram_free(sim_dram *d);

/* The window of sim_dram's rules, in blocks brought into L2 (0, as
   new: the other block pairs while it is in L2). */
void sim_dram_set_window(sim_dram *d, uint64_t blocks);

/* The window for a GPU: the blocks its DRAM delivers in one latency. */
uint64_t sim_dram_window(const sim_arch *a);

/* Feed one global request (requests with no active lane are ignored).
   Returns 0, or -1 if out of memory (the model is then incomplete). */
int sim_dram_add(sim_dram *d, const sim_request *r);

/*
 * Set sampling, for walks too long to feed every request in order: a
 * model that keeps only the 128-byte lines whose hash falls in one of
 * 2^shift sets, in an L2 of 2^-shift the size, and scales its totals by
 * 2^shift (the lines' blocks come and go as they would in the whole
 * L2, since a set's share of the fetches is its share of the L2). A
 * walk on several threads records each request's sampled blocks as
 * touches, and the touches are fed afterwards in the walk's order.
 */
#define SIM_DRAM_SAMPLE_SHIFT 4     /* the least shift a walk records */

typedef struct sim_dram_touch {
	uint64_t block;          /* block number, SIM_DRAM_TOUCH_STORE set
	                            for a store */
	uint64_t mask;           /* the bytes of the block it touches */
} sim_dram_touch;

#define SIM_DRAM_TOUCH_STORE (1ull << 63)

/* A model that keeps 2^-shift of the lines (shift 0: sim_dram_new). */
sim_dram *sim_dram_new_sampled(uint64_t l2_bytes, unsigned shift);

/* A model that keeps 2^-shift of the regions (SIM_DRAM_REGION) whole,
   other sets than the lines': the one that can tell which lines open
   scattered (a model sampled by lines leaves out most blocks of a
   region, and counts none), less sure of the bytes (a region's 128
   blocks come and go together). */
sim_dram *sim_dram_new_regions(uint64_t l2_bytes, unsigned shift);

/* The blocks of r in the sampled sets of shift, the lines' or the
   regions', into out (at most SIM_WARP); returns how many. */
int sim_dram_touches(const sim_request *r, unsigned shift,
                     sim_dram_touch *out);

/* Whether t's block is in the sets of shift (those of shift + 1 are
   among those of shift). */
bool sim_dram_touch_kept(const sim_dram_touch *t, unsigned shift);

/* Feed one touch; a model leaves out those of blocks not in its sets.
   0, or -1: out of memory. */
int sim_dram_touch_add(sim_dram *d, const sim_dram_touch *t);

typedef struct sim_dram_bytes {
	uint64_t read;           /* 64-byte blocks fetched for loads, x 64 */
	uint64_t rbw;            /* partly written sectors read before write */
	uint64_t write;          /* written sectors written back, x 32 */
	/* what the figures come from */
	uint64_t blocks;         /* distinct 64-byte blocks touched */
	uint64_t load_sectors;   /* distinct sectors loaded */
	uint64_t isolated;       /* of those, alone in their 64-byte block */
	uint64_t store_sectors;  /* distinct sectors written */
	uint64_t partial;        /* of those, not wholly written */
	uint64_t refetches;      /* fetches of blocks that had left L2 */
	uint64_t lines;          /* distinct 128-byte lines touched */
	uint64_t opens;          /* lines opened: a block came into L2
	                            while its line's other one was not
	                            there (lines, for an L2 that keeps
	                            everything) */
	uint64_t scattered;      /* of those, opened with no other block
	                            of their region (SIM_DRAM_REGION)
	                            brought into L2 within the window
	                            before */
	uint64_t part_writes;    /* blocks written back not wholly written */
	uint64_t scattered_writes;  /* of those, come into L2 scattered (no
	                            other block of the region before) */
	uint64_t rbw_blocks;     /* blocks with sectors read before write */
	uint64_t scattered_rbw;  /* of those, come into L2 scattered */
	uint64_t requested_load; /* sectors the loads asked L2 for, each
	                            request's distinct sectors summed */
	uint64_t requested_store;  /* the same for stores */
} sim_dram_bytes;

/*
 * The totals. steady: false for the kernel alone (clean L2 at the start,
 * nothing left in L2 at the end is counted); true for the steady state
 * of repeated launches (every written sector is written back, and read
 * first if it was partly written and not loaded).
 */
void sim_dram_totals(const sim_dram *d, int steady, sim_dram_bytes *out);

/* read + rbw + write */
uint64_t sim_dram_total(const sim_dram_bytes *b);

/* Sectors asked for again: requested sectors beyond the distinct sectors
   loaded (stored): misaligned warps sharing a boundary sector, data used
   by several warps or statements (a sector fetched again after it left
   L2 counts here as well as in the DRAM bytes). */
uint64_t sim_dram_load_repeats(const sim_dram_bytes *b);
uint64_t sim_dram_store_repeats(const sim_dram_bytes *b);

/*
 * The time model for bandwidth: how long the traffic takes, in bytes of a
 * device-to-device copy (divide by the copy's measured bandwidth, read
 * plus write, for seconds). Two terms:
 *
 *   K_BYTES x the DRAM bytes above;
 *   K_LINES x the part of the opened 128-byte lines that DRAM does not
 *     move (opens x 128, less the DRAM bytes, when positive): sparse
 *     access costs more than its bytes, because DRAM and L2 work per
 *     line as well as per byte (a strided copy slows down from stride 16
 *     to 32 floats with the same bytes; a gather over more than the L2
 *     fetches one block of each line it opens).
 *
 * A sector that stores ask for again (a misaligned warp's boundary
 * sector, which its neighbour writes too; the sectors of a per-thread
 * histogram, which eight stores write a word at a time) costs DRAM nothing: the L2 keeps a written
 * sector until it leaves, with every write to it merged, and DRAM sees
 * it once (its bytes above). The repeated writes are the L2's work,
 * every request's sectors through the crossbar, which the time model's
 * l2 bound counts (timemodel.h). Measured: a per-thread histogram whose
 * stores ask for 8 times their 8.4 million sectors (tests/gpu/time,
 * local_hist) moved 830 MB of DRAM on an H200 with DRAM 30 % busy and
 * the crossbar into the L2 83 % (Nsight Compute,
 * tests/gpu/time/h200-2026-11-29f/ncu.txt): 0.579 ms, the l2 bound's
 * 0.580, where a third term of a copy's 32 bytes for each repeat, as
 * this model had, gave 0.715 (H200) and 1.01 ms against 0.66 (H100). A
 * copy misaligned by one float runs 4 % (H100) and 5 % (H200) slower than
 * the aligned one (tests/gpu/ref/h*.sweep_offset-2026-11-27.txt), not
 * the 11 % that term gave it; the latency bound decides those copies.
 *
 * The constants were fitted, with that third term, least squares on the
 * relative error, to the
 * strideCopy (stride 1 to 32) and offsetCopy (offset 0 to 32) sweeps of
 * patterns/stride.pat and patterns/offset.pat measured on an H100 80GB
 * HBM3 and an H200 (data 16 times the L2). With them, 'accessan sweep
 * --gpu' measured every point within -7 to +8 % on the H100 and -7 to
 * +11 % on the H200. Fitted on the H100 alone, they had predicted the
 * H200 within 13 %: being ratios to the measured copy, they carry to
 * other GPUs roughly, and 'accessan --gpu' prints the error wherever it
 * runs. Sparse stores (one float every 64 bytes or more) took 1.25 to 2.7
 * times the predicted time on those GPUs, sparse loads 0.6 to 1.5 times.
 *
 * K_LINES is the one that differs most between GPUs (each GPU's sweeps
 * fitted alone: about 0.45 on the H100, 0.55 on the H200; calibrate
 * measured 0.44 and 0.53), so a profile may
 * carry its own, dram_line_cost, which 'accessan calibrate --gpu'
 * measures with sim_dram_fit_line_cost below; profiles without one use
 * SIM_DRAM_K_LINES.
 */
#define SIM_DRAM_LINE 128
#define SIM_DRAM_K_BYTES 1.03
#define SIM_DRAM_K_LINES 0.69

/*
 * A third term, for lines opened scattered: K_SCATTER copy bytes for
 * each line opened alone (above) when no other block of its 8 KB region
 * (SIM_DRAM_REGION) came into L2 within the window before it. The
 * stride sweeps that K_LINES comes from open their lines in address
 * order, region after region (the first line of each region opens
 * scattered, and costs nothing more where it is moved whole); a gather
 * over a table many times the L2 opens each line far from the last, and
 * DRAM serves those fetches slower still. tests/gpu/dram/footprint.cu,
 * one 64-byte block at random a thread over F bytes, on an H200: DRAM
 * bytes (read and written) at 2.92, 2.70, 2.56, 2.49, 2.45, 2.44, 2.43
 * and 2.42 TB/s for F of 64 MB to 8 GB, doubling, where the first two
 * terms say 2.90 and then 2.81 to 2.76. With the third at 14.8, that
 * GPU's fit, the model says 2.85, 2.68, 2.59, 2.51, 2.47, 2.44, 2.43 and
 * 2.42. The region's size is the one that follows that fall: over F
 * bytes, another block of a region of R bytes comes in within a window
 * of W blocks with a chance of about 1 - exp(-W R / F / 64); regions of
 * 4 KB put the first points 4.8 and 3.3 % low, of 16 KB the middle ones
 * 3 to 4.7 % high.
 *
 * The cost differs between GPUs of one kind more than their copies do:
 * a second H200 ran the same fetches 9 % faster, its copy 1 % slower,
 * and 'accessan calibrate --gpu' (cal_scatter: the same fetches over 4
 * GiB) measured 4.6 there. K_SCATTER is a profile's dram_scatter_cost
 * where it has one, else SIM_DRAM_K_SCATTER, the two H200s' mean.
 *
 * A walk too long for every request samples lines (below); the lines
 * opened scattered are then the share that a model sampled by regions
 * finds, of the opened lines of the one sampled by lines.
 */
#define SIM_DRAM_REGION 8192
#define SIM_DRAM_K_SCATTER 9.7

/*
 * Two terms for scattered stores: K_WRITE copy bytes for each block
 * written back in part (not every byte written) that came into L2
 * scattered, and K_RBW more where some of its sectors were read before
 * the write. Here scattered is reckoned with a window of its own, the
 * write-backs' (SIM_DRAM_WRITE_WINDOW blocks): no other block of the
 * region came in among the last 64 blocks before it.
 * tests/gpu/dram/footprint.cu's stores on an H200, 2^26 threads over 1
 * GB: a float each at random (every sector written in part: a read
 * before the write) 4.19 ms; a whole 32-byte sector at random by 8 lanes
 * 0.401 ms; the same bytes in address order (a float every 32 bytes)
 * 1.07 ms, DRAM 89 % busy, where the random float stores leave it 22 %
 * busy. The bytes and line terms say 1.70 and 0.244 ms for the random
 * ones: a write-back far from the others costs about twice what a
 * scattered fetch does. Over 64 MB to 4 GB the whole sectors take 0.250
 * to 0.411 ms, and the model with this window says 0.228 to 0.415 (0.91
 * over 64 MB, within 3 % from 128 MB); with the fetches' window it
 * counted too few scattered and said 0.198 to 0.414 (0.79 and 0.78 over
 * 64 and 128 MB). A window of 512 blocks gives the same within 1 %.
 * Fitted over 4 GB (the sectors first, then the floats), two H200s gave
 * 82 and 78, and 85 and 69: unlike the fetches, the stores ran alike on
 * both (within 2 %). K_WRITE and K_RBW are a profile's dram_write_cost
 * and dram_rbw_cost ('accessan calibrate --gpu': cal_scatter_store, the
 * two kernels over 4 GiB), else the two H200s' means
 * (SIM_DRAM_K_WRITE, SIM_DRAM_K_RBW).
 */
#define SIM_DRAM_WRITE_WINDOW 64
#define SIM_DRAM_K_WRITE 84.0
#define SIM_DRAM_K_RBW 73.0

/* What each term costs, copy bytes: K_LINES a byte, the others a line
   or block */
typedef struct sim_dram_costs {
	double line, scatter, write, rbw;
} sim_dram_costs;

/* a's costs: its profile's keys, else the built-in constants */
void sim_dram_costs_of(const sim_arch *a, sim_dram_costs *c);

typedef struct sim_dram_time {
	double dram, lines, scatter, writes;  /* the terms, copy bytes */
} sim_dram_time;

/* The sum of the terms at costs c; parts (may be NULL) gets each. */
double sim_dram_time_bytes(const sim_dram_bytes *b, const sim_dram_costs *c,
                           sim_dram_time *parts);

/* The bytes of the opened lines that DRAM does not move: what K_LINES
   multiplies. */
double sim_dram_unmoved(const sim_dram_bytes *b);

/* a's K_LINES: its dram_line_cost, else SIM_DRAM_K_LINES */
double sim_dram_line_cost(const sim_arch *a);

/* The lines opened scattered that K_SCATTER multiplies: those counted,
   at most one a 64-byte block left unmoved (a line fetched whole opens
   its region, but DRAM's rate for it is the copy's) */
double sim_dram_scattered(const sim_dram_bytes *b);

/* a's K_SCATTER: its dram_scatter_cost, else SIM_DRAM_K_SCATTER */
double sim_dram_scatter_cost(const sim_arch *a);

/* a's K_WRITE and K_RBW */
double sim_dram_write_cost(const sim_arch *a);
double sim_dram_rbw_cost(const sim_arch *a);

/*
 * The K_LINES of a GPU, from two kernels timed on it: 'dense', whose
 * lines DRAM moves whole (no unmoved part: its time sets what a DRAM byte
 * costs there), and 'sparse', which moves DRAM bytes over lines it
 * leaves partly unmoved (a copy of one float every 128 bytes against one
 * every 64: the same bytes over twice the lines). b: the model's bytes of
 * each kernel, or of the same share of each (their times are scaled to
 * match); seconds: the times; gbps: the profile's dram_gbps. The sparse
 * kernel's time beyond the dense one's per DRAM byte, over its unmoved
 * line bytes, in copy bytes. Returns it, or -1 where the two do not
 * allow it (no unmoved bytes in sparse, some in dense, sectors stored
 * again in either, a time not positive).
 */
double sim_dram_fit_line_cost(const sim_dram_bytes *dense, double dense_s,
                              const sim_dram_bytes *sparse, double sparse_s,
                              double gbps);

/*
 * The K_SCATTER of a GPU, from a kernel timed on it whose lines open
 * scattered (random 64-byte fetches over gigabytes): b, the model's
 * bytes of it (or of a share, with seconds scaled to match); gbps, the
 * profile's dram_gbps; c, its costs (K_LINES used). The time beyond the
 * first two terms, over the lines opened scattered, in copy bytes; -1
 * where there are none or a figure is not positive.
 */
double sim_dram_fit_scatter_cost(const sim_dram_bytes *b, double seconds,
                                 double gbps, const sim_dram_costs *c);

/* The K_WRITE of a GPU likewise, from a kernel of scattered partial
   write-backs with no read before write (whole sectors at random), c's
   K_LINES and K_SCATTER used; and its K_RBW, from one whose write-backs
   are read first (a float at random), c's K_WRITE used too. -1 where
   the kernel has none. */
double sim_dram_fit_write_cost(const sim_dram_bytes *b, double seconds,
                               double gbps, const sim_dram_costs *c);
double sim_dram_fit_rbw_cost(const sim_dram_bytes *b, double seconds,
                             double gbps, const sim_dram_costs *c);

#endif
