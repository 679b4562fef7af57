/*
 * sim.h - the access model: what the memory system counts for one warp-level
 * request, and the architecture profiles it counts for.
 *
 * This module knows nothing of pattern files, the command line or CUDA: it is
 * handed 32 byte addresses and an active-lane mask and answers with the
 * figures that the hardware counters report (see ../shared/HARDWARE.md).
 * It never allocates and never prints.
 */
#ifndef SIM_H
#define SIM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define SIM_WARP 32          /* lanes in a warp */
#define SIM_SECTOR 32        /* bytes in a global-memory sector */
#define SIM_BANKS 32         /* shared-memory banks */
/* local memory's interleave: word w of lane l of a thread's local frame
   lies at w * SIM_WARP * SIM_LOCAL_WORD + l * SIM_LOCAL_WORD (bytes) */
#define SIM_LOCAL_WORD 4

enum sim_space { SIM_GLOBAL, SIM_SHARED, SIM_CONSTANT };

/* A measured curve of DRAM latency under load (profile keys
   dram_latency_read, dram_latency_copy, dram_wave_read, dram_wave_copy;
   timemodel.h): n points of bytes in flight per SM, ascending, and the
   nanoseconds a load (or a wave) waits there. n 0: none (every built-in
   profile). */
#define SIM_LAT_POINTS 16
typedef struct sim_lat_curve {
	int n;
	double bytes[SIM_LAT_POINTS];
	double ns[SIM_LAT_POINTS];
} sim_lat_curve;

/*
 * An architecture profile: the figures the model and the predictions use.
 *
 * The counting model uses the first block of fields; the time model
 * (timemodel.h) uses the second. Each built-in profile says where its
 * figures come from in source: "published spec" (the data sheet and the
 * CUDA programming guide's tables of compute capabilities; the figures
 * no data sheet gives - L2 bandwidth, latencies - are estimates, marked
 * so in sim.c) or "calibrated" (measured on the device by 'accessan
 * calibrate --gpu'). A profile file (see PROFILE FILES below) starts
 * from a built-in profile and overrides the second block.
 */
typedef struct sim_arch {
	const char *name;        /* "sm_90", "h200" */
	const char *gpu;         /* a representative device, "H100 SXM5" */
	const char *source;      /* "published spec", "calibrated", or the
	                            profile file's name */
	int cc_major, cc_minor;
	uint64_t l2_bytes;       /* L2 cache size */
	double dram_gbps;        /* DRAM bandwidth, GB/s (10^9 bytes): the data
	                            sheet's peak, or (calibrated) what a
	                            device-to-device copy reaches, read plus
	                            write */
	int bank_bytes;          /* shared-memory bank width: 4, or 8 (Kepler mode) */
	bool bank_mode_8;        /* true if the 8-byte bank mode can be chosen */
	uint32_t max_shared_per_block;  /* bytes of static shared memory */
	int max_threads_per_block;

	/* the time model's constants; "per SM" figures are for one SM */
	int sm_count;            /* streaming multiprocessors */
	double clock_ghz;        /* SM boost clock, GHz */
	double l2_gbps;          /* L2 -> SM bandwidth over all SMs, GB/s */
	double dram_latency_ns;  /* a load that misses L2, issue to use */
	double l2_latency_ns;    /* a load that hits L2 (misses L1) */
	int max_warps_per_sm;    /* resident warps */
	int max_blocks_per_sm;   /* resident blocks */
	uint32_t shared_bytes_per_sm;   /* shared memory blocks can share */
	uint32_t regs_per_sm;    /* 32-bit registers */
	double lsu_requests_per_clk;    /* global requests the L1 accepts */
	double smem_wavefronts_per_clk; /* shared-memory wavefronts */
	double l1_bytes_per_clk; /* L1 -> register data path */
	double const_passes_per_clk;    /* the constant cache's passes, one
	                                   per distinct address of an LDC */
	double atom_float_ns;    /* global atomics on one address, which the
	                            L2 applies one after another: a float
	                            add's ns (hot.h) */
	double atom_int_ns;      /* and any other's: integer operations,
	                            exchange, compare-and-swap; and an L2
	                            unit's pass over a sector whose words the
	                            lanes do not all cover (hot.h) */
	double atom_sector_ns;   /* an L2 unit's pass over a sector whose
	                            every word a lane updates */
	double atom_units;       /* the L2 units busy at once, at most */
	uint32_t atom_unit_bits; /* of address bits 7 to 16, those that
	                            choose a line's L2 unit (a mask; the bits
	                            above 16 all do) */
	double atom_window;      /* the blocks whose atomics keep the L2's
	                            units at work at once, in blocks resident
	                            at once (hot.h; 0: SIM_HOT_WINDOW) */
	double issue_per_clk;    /* warp instructions an SM issues: one per
	                            scheduler, 4 schedulers an SM */
	/* measured profiles only (0: unknown, the terms are left out) */
	double sync_step_ns;     /* a step between barriers of 256 threads:
	                            shared loads, an add, a shared store,
	                            __syncthreads, 8 such blocks an SM */
	double block_ns;         /* the shortest wave: blocks of 256 threads
	                            that do one store and one barrier, as
	                            many as the SMs hold, retired and the
	                            next started */
	double l2_store_gtps;    /* scattered stores: 128-byte lines written
	                            a ns over the whole L2, each warp-level
	                            store 4 bytes in 32 lines */
	double l2_line_ps;       /* loads that miss L1: ps of the whole L2's
	                            time for each 128-byte line a request
	                            asks of it, beside l2_sector_ps for each
	                            of the line's sectors (cal_l2gather: a
	                            line of 1 sector, and of 4) */
	double l2_sector_ps;
	double dram_line_cost;   /* copy bytes each byte of a touched
	                            128-byte line that DRAM does not move
	                            costs (dram.h, K_LINES; 0: the fitted
	                            SIM_DRAM_K_LINES) */
	double dram_scatter_cost;  /* copy bytes each line opened scattered
	                            costs beyond that (dram.h, K_SCATTER; 0:
	                            the H200's SIM_DRAM_K_SCATTER) */
	double dram_write_cost;  /* copy bytes a block written back in part,
	                            come into L2 scattered, costs (dram.h,
	                            K_WRITE; 0: SIM_DRAM_K_WRITE) */
	double dram_rbw_cost;    /* and more where it is read before the
	                            write (K_RBW; 0: SIM_DRAM_K_RBW) */
	sim_lat_curve lat_read;  /* DRAM latency under load: loads alone */
	sim_lat_curve lat_copy;  /* loads each followed by a store of their
	                            bytes (a copy) */
	sim_lat_curve wave_read; /* a wave of blocks that make one round of */
	sim_lat_curve wave_copy; /* loads (and stores) and retire */

	/* bytes of the segment a cached global load is counted in: 0 or 32,
	   sectors (every profile since Maxwell's unified L1/texture cache);
	   128 in the teaching profile "sm_35_l1" (compute capability 3.5,
	   3.7 and 5.2 with L1 caching of global loads enabled: CUDA C++
	   Best Practices Guide, "Coalesced Access to Global Memory"),
	   where a load moves the whole 128-byte line of every byte it
	   touches. Stores go to L2 in 32-byte sectors on every profile. */
	unsigned load_segment;
} sim_arch;

/*
 * PROFILE FILES (accessan --profile FILE): text, one "key value" a line;
 * '#' starts a comment, blank lines are ignored, keys are in any order,
 * each at most once. Keys (every one but base optional; those left out
 * keep the base profile's value):
 *
 *   base                     the built-in profile overridden ("sm_90", "h200")
 *   name                     the profile's name in reports (default: base's)
 *   gpu                      the device, the rest of the line ("NVIDIA H200")
 *   sm_count                 integer
 *   clock_ghz                GHz
 *   dram_gbps                GB/s, 10^9 bytes a second
 *   l2_gbps                  GB/s
 *   dram_latency_ns          ns
 *   l2_latency_ns            ns
 *   max_warps_per_sm         integer
 *   max_blocks_per_sm        integer
 *   shared_bytes_per_sm      integer, bytes
 *   regs_per_sm              integer, 32-bit registers
 *   lsu_requests_per_clk     per SM per SM clock
 *   smem_wavefronts_per_clk  per SM per SM clock
 *   l1_bytes_per_clk         per SM per SM clock
 *   const_passes_per_clk     per SM per SM clock
 *   atom_float_ns            ns (built-in profiles: an H200's, in clocks)
 *   atom_int_ns              ns (built-in profiles: likewise)
 *   atom_sector_ns           ns (built-in profiles: likewise)
 *   atom_units               units (built-in profiles: an H200's)
 *   atom_unit_bits           integer, a mask of address bits (likewise)
 *   issue_per_clk            warp instructions per SM per SM clock
 *   sync_step_ns             ns (built-in profiles: 0, unknown)
 *   block_ns                 ns (built-in profiles: 0, unknown)
 *   l2_store_gtps            lines a ns (built-in profiles: 0, unknown)
 *   l2_line_ps               ps (built-in profiles: 0, unknown)
 *   l2_sector_ps             ps (built-in profiles: 0, unknown)
 *   dram_line_cost           copy bytes a byte (built-in profiles: 0,
 *                            dram.h's fitted constant)
 *   dram_scatter_cost        copy bytes a line (built-in profiles: 0,
 *                            dram.h's H200 constant)
 *   dram_write_cost          copy bytes a block (likewise)
 *   dram_rbw_cost            copy bytes a block (likewise)
 *   atom_window              resident blocks (built-in profiles: 0,
 *                            hot.h's H200 constant)
 *   dram_latency_read        curves, BYTES:NS points (timemodel.h;
 *   dram_latency_copy        built-in profiles: none)
 *   dram_wave_read
 *   dram_wave_copy
 *
 * Numbers are decimal (a fraction and an exponent allowed for the
 * non-integer keys), from 1e-6 and below 1e15. sim_arch_set() applies one
 * numeric key; the reading of the file is the command line's (src/cmd/cli.c).
 */
/* The numeric keys, in the order above; *n receives their number. */
const char *const *sim_arch_keys(size_t *n);
/* Set key to value in a. Returns 0, -1 for an unknown key, -2 for a value
   out of range (not from 1e-6 to 1e15; an integer key's above 2^31 - 1),
   -3 for an integer key's value with a fraction. */
int sim_arch_set(sim_arch *a, const char *key, double value);
/* The value of key in a (NaN for an unknown key). */
double sim_arch_get(const sim_arch *a, const char *key);

/* The built-in profiles, in order; *n receives their number. */
const sim_arch *sim_arch_list(size_t *n);
/* The profile called name ("sm_90", also "90" and "sm90"; "h200"), or
   NULL. */
const sim_arch *sim_arch_find(const char *name);
/* The default profile (sm_90). */
const sim_arch *sim_arch_default(void);
/*
 * Copy a with the shared-memory bank width set to bank_bytes (4 or 8) into
 * *out. Returns 0, or -1 when the architecture has no such mode.
 */
int sim_arch_bank_mode(const sim_arch *a, int bank_bytes, sim_arch *out);

/* One warp-level load or store. */
typedef struct sim_request {
	const uint64_t *addr;    /* SIM_WARP byte addresses, indexed by lane;
	                            only those of active lanes are read */
	uint32_t active;         /* bit n set: lane n takes part */
	unsigned size;           /* bytes per lane: 1, 2, 4, 8 or 16; every
	                            active address is a multiple of size */
	bool store;
} sim_request;

/* What one request costs. Fields that do not apply to the space are 0. */
typedef struct sim_counts {
	uint32_t lanes;              /* active lanes */
	/* global */
	uint32_t sectors;            /* distinct 32-byte sectors */
	uint32_t ideal_sectors;      /* ceil(useful_bytes / 32) */
	uint32_t useful_bytes;       /* distinct bytes the active lanes touch */
	                             /* (a load on a 128-byte-segment profile:
	                                sectors and ideal_sectors count the
	                                32-byte sectors of the lines moved,
	                                4 a line) */
	/* shared */
	uint32_t wavefronts;
	uint32_t ideal_wavefronts;   /* phases with an active lane */
	uint32_t worst_bank;         /* the bank with most distinct words in one phase */
	uint32_t worst_bank_words;   /* how many distinct words it holds there */
	/* constant */
	uint32_t distinct;           /* distinct addresses: serialized requests */
} sim_counts;

/* Cost of r in its space. A request with no active lane costs nothing. */
void sim_global(const sim_request *r, sim_counts *c);
void sim_shared(const sim_arch *a, const sim_request *r, sim_counts *c);
void sim_constant(const sim_request *r, sim_counts *c);
/* r's active lanes' addresses in ascending order into x (an insertion
   sort, linear where the lanes ascend); returns how many. */
unsigned sim_sorted_addrs(const sim_request *r, uint64_t x[SIM_WARP]);
/* A global request on profile a: sim_global(), or for a load on a profile
   of 128-byte load segments, 4 sectors for each distinct 128-byte line. */
void sim_global_in(const sim_arch *a, const sim_request *r, sim_counts *c);
/* A global load's passes through L1 where every sector hits: *lines its
   distinct 128-byte lines (the tag stage's lookups, at most 4 a clock),
   *data the data stage's wavefronts (shared memory's bank rule over the
   same addresses: the two are one SRAM). */
void sim_l1_passes(const sim_arch *a, const sim_request *r, uint32_t *lines,
                   uint32_t *data);

/*
 * Local memory: r->addr are thread-local byte offsets (the same offset in
 * every lane for a[k] with a uniform k). The hardware interleaves each
 * warp's local frames word by word (SIM_LOCAL_WORD above): offset o of
 * lane l lies at sim_local_addr(o, l), and a wider access (8 or 16 bytes)
 * is SIM_LOCAL_WORD-byte pieces SIM_WARP words apart (the GPU issues it
 * as one request per word: the evaluator hands this 4-byte requests). The
 * request is then
 * counted as a global one over those addresses (sectors, ideal sectors,
 * useful bytes): a[k] with a uniform k is coalesced, a lane-dependent k
 * is not. The addresses are relative to the warp's frame, which starts
 * on a 128-byte boundary.
 */
uint64_t sim_local_addr(uint64_t offset, unsigned lane);
void sim_local(const sim_request *r, sim_counts *c);

/* Per-lane view of one request, for pictures. */
typedef struct sim_detail {
	enum sim_space space;
	unsigned size;
	uint32_t active;
	sim_counts counts;
	/* global and constant: the distinct units (32-byte sectors for global,
	   addresses for constant) in ascending order, which bytes of each
	   sector are used, and which unit each lane touches (-1: inactive) */
	int nunits;                  /* up to SIM_WARP, or 4 * SIM_WARP for
	                                local pieces and 128-byte lines */
	uint64_t unit[4 * SIM_WARP];
	uint32_t unit_used[4 * SIM_WARP];
	int8_t lane_unit[SIM_WARP];
	/* shared: the phases (lane masks) the request was served in, whether
	   the n^1 / n^2 rule merged them, each lane's first bank and word and
	   how many 32-bit words (bank_bytes-wide for 8-byte mode) it spans, and
	   per phase and bank the number of distinct words */
	int nphases;
	uint32_t phase_lanes[SIM_WARP];
	bool merged;
	uint8_t merge_pair;          /* which test merged them: 1 for lanes
	                                n and n^1, 2 for n and n^2 (1 when
	                                both pass), 0 when not merged */
	int8_t lane_phase[SIM_WARP];
	uint8_t lane_bank[SIM_WARP];
	uint8_t lane_nwords[SIM_WARP];
	uint64_t lane_word[SIM_WARP];
	uint8_t bank_words[SIM_WARP][SIM_BANKS];
} sim_detail;

void sim_explain(const sim_arch *a, enum sim_space space, const sim_request *r,
                 sim_detail *d);
/* sim_explain() for a local request: space SIM_GLOBAL, units the sectors
   of the interleaved addresses; a lane's unit is its first piece's. */
void sim_local_explain(const sim_request *r, sim_detail *d);

/* Totals over many requests of one access statement. Zero-initialise. */
typedef struct sim_stats {
	uint64_t requests;           /* requests with at least one active lane */
	uint64_t lanes;              /* thread-accesses */
	uint64_t sectors, ideal_sectors, useful_bytes;
	uint64_t wavefronts, ideal_wavefronts;
	uint64_t distinct;
	/* min and max over requests of the space's main figure: sectors,
	   wavefronts or distinct addresses */
	uint32_t min_per_request, max_per_request;
	/* the worst shared request's worst bank and its distinct words */
	uint32_t worst_bank, worst_bank_words;
} sim_stats;

void sim_stats_add(sim_stats *s, enum sim_space space, const sim_counts *c);
void sim_stats_merge(sim_stats *into, const sim_stats *from);
/* The main figure's total (sectors, wavefronts, distinct) for the space. */
uint64_t sim_stats_main(const sim_stats *s, enum sim_space space);

#endif
