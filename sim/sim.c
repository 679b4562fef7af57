/*
 * sim.c - the access model: architecture profiles, the cost of one
 * warp-level request in global, shared and constant memory, a per-lane
 * explanation of that cost, and totals over many requests.
 *
 * The counting rules are those of ../shared/HARDWARE.md, which records the
 * Nsight Compute measurements they reproduce. sim_global() and sim_shared()
 * run once per simulated warp instruction, so they avoid allocation and
 * sorting in the common case; sim_explain() runs once per picture and is
 * written plainly instead, as a second implementation that the tests hold
 * the fast functions against.
 */
#include <assert.h>
#include <math.h>
#include <stddef.h>
#include <string.h>

#include "sim.h"

#define KiB 1024u
#define MiB (1024u * 1024u)

/*
 * The built-in profiles. Every figure is the published one of the named
 * device unless marked: L2 as the CUDA runtime reports it (l2CacheSize),
 * DRAM bandwidth, SM count and boost clock from the data sheet, the
 * residency limits (warps, blocks, shared memory and registers per SM)
 * from the CUDA C++ Programming Guide's table of compute capabilities.
 * Static shared memory is capped at 48 KiB a block on every architecture;
 * more needs dynamic shared memory and an opt-in, which patterns do not
 * model.
 *
 * Estimates, which no data sheet gives and 'accessan calibrate --gpu'
 * measures: the L2 -> SM bandwidth (about twice DRAM's on the data-centre
 * parts, as published microbenchmarks find), the latencies (a load that
 * misses L2 about 500 ns, one that hits it about 200 ns: pointer-chasing
 * figures of the literature, rounded), and the L1 rates: one global
 * request and one shared-memory wavefront accepted a clock per SM, and
 * 128 bytes a clock from L1 to the registers (32 banks of 4 bytes).
 *
 * The H200 is the H100's sm_90 chip with HBM3e: the same SMs and clocks,
 * 4.8 TB/s. Its profile is named "h200" (cc 9.0 finds sm_90, the H100,
 * which "h100" names too).
 */
/* The constant cache's passes a clock per SM: no data sheet gives it;
   an H100 made 0.46 (64 LDC of 32 distinct addresses in each of 8192
   warps, 142.6 us at 1.98 GHz: tests/gpu/constant/README), and
   calibrate measures it (cal_const) */
#define CONST_PASSES 0.46
/* One address's global atomics, applied one after another by the L2, in
   SM clocks each: no data sheet gives them; an H200 took 1.759 ns a
   float add and 0.734 ns an integer add or max at 1.98 GHz
   (tests/gpu/atomic/hot.cu), and calibrate measures them (cal_atom).
   Other profiles take the same clocks at their own clock: an estimate. */
#define ATOM_FLOAT_CLK 3.48
#define ATOM_INT_CLK 1.45
/* The L2 units' global atomics (hot.h): a pass over a whole sector took
   0.592 ns on an H200 at 1.979 GHz, its units busy at once were 74.3
   (lanes on random lines) and bits 7 and 9 of a line's address chose no
   unit (calibrate's cal_atomline, tests/gpu/ref/h200.calibrate-2026-11-29
   .txt; tests/gpu/atomic/lineop.cu). Other profiles take the same: an
   estimate. */
#define ATOM_SECTOR_CLK 1.17
#define ATOM_UNITS 74
#define ATOM_UNIT_BITS 0x1fd00u
/* Warp instructions an SM issues a clock: its four schedulers (Kepler on;
   the CUDA programming guide's compute capability tables) issue one each
   (Kepler's dual issue aside) */
#define ISSUE_PER_CLK 4.0

#define PUBLISHED(nm, dev, maj, min, l2, dram, b8, sms, ghz, l2bw, dlat, llat, \
                  warps, blocks, smem) \
	{ .name = nm, .gpu = dev, .source = "published spec", \
	  .cc_major = maj, .cc_minor = min, .l2_bytes = l2, .dram_gbps = dram, \
	  .bank_bytes = 4, .bank_mode_8 = b8, .max_shared_per_block = 48 * KiB, \
	  .max_threads_per_block = 1024, \
	  .sm_count = sms, .clock_ghz = ghz, .l2_gbps = l2bw, \
	  .dram_latency_ns = dlat, .l2_latency_ns = llat, \
	  .max_warps_per_sm = warps, .max_blocks_per_sm = blocks, \
	  .shared_bytes_per_sm = smem, .regs_per_sm = 65536, \
	  .lsu_requests_per_clk = 1.0, .smem_wavefronts_per_clk = 1.0, \
	  .l1_bytes_per_clk = 128.0, .const_passes_per_clk = CONST_PASSES, \
	  .atom_float_ns = ATOM_FLOAT_CLK / (ghz), \
	  .atom_int_ns = ATOM_INT_CLK / (ghz), \
	  .atom_sector_ns = ATOM_SECTOR_CLK / (ghz), .atom_units = ATOM_UNITS, \
	  .atom_unit_bits = ATOM_UNIT_BITS, .issue_per_clk = ISSUE_PER_CLK }

/* name, device, cc, L2, DRAM GB/s, 8-byte banks; SMs, GHz, L2 GB/s
   (estimate), DRAM and L2 latency ns (estimates), warps, blocks and
   shared bytes per SM */
static const sim_arch archs[] = {
	PUBLISHED("sm_35", "Tesla K40", 3, 5, 1536 * KiB, 288.0, true,
	          15, 0.875, 500.0, 500.0, 250.0, 64, 16, 48 * KiB),
	/* sm_35 with L1 caching of global loads (-Xptxas -dlcm=ca): the
	   Best Practices Guide's 128-byte segments; no such GPU to validate
	   on, hence its own source */
	{ .name = "sm_35_l1", .gpu = "Tesla K40, -dlcm=ca",
	  .source = "teaching profile: no GPU to validate on",
	  .cc_major = 3, .cc_minor = 5, .l2_bytes = 1536 * KiB,
	  .dram_gbps = 288.0, .bank_bytes = 4, .bank_mode_8 = true,
	  .max_shared_per_block = 48 * KiB, .max_threads_per_block = 1024,
	  .sm_count = 15, .clock_ghz = 0.875, .l2_gbps = 500.0,
	  .dram_latency_ns = 500.0, .l2_latency_ns = 250.0,
	  .max_warps_per_sm = 64, .max_blocks_per_sm = 16,
	  .shared_bytes_per_sm = 48 * KiB, .regs_per_sm = 65536,
	  .lsu_requests_per_clk = 1.0, .smem_wavefronts_per_clk = 1.0,
	  .l1_bytes_per_clk = 128.0, .const_passes_per_clk = CONST_PASSES,
	  .atom_float_ns = ATOM_FLOAT_CLK / 0.875,
	  .atom_int_ns = ATOM_INT_CLK / 0.875,
	  .atom_sector_ns = ATOM_SECTOR_CLK / 0.875, .atom_units = ATOM_UNITS,
	  .atom_unit_bits = ATOM_UNIT_BITS, .issue_per_clk = ISSUE_PER_CLK,
	  .load_segment = 128 },
	PUBLISHED("sm_50", "GeForce GTX 750 Ti", 5, 0, 2 * MiB, 86.4, false,
	          5, 1.085, 200.0, 450.0, 250.0, 64, 32, 64 * KiB),
	PUBLISHED("sm_60", "Tesla P100 SXM2", 6, 0, 4 * MiB, 732.0, false,
	          56, 1.480, 1500.0, 500.0, 230.0, 64, 32, 64 * KiB),
	PUBLISHED("sm_70", "Tesla V100 SXM2", 7, 0, 6 * MiB, 900.0, false,
	          80, 1.530, 2500.0, 450.0, 200.0, 64, 32, 96 * KiB),
	PUBLISHED("sm_75", "Tesla T4", 7, 5, 4 * MiB, 320.0, false,
	          40, 1.590, 1000.0, 500.0, 220.0, 32, 16, 64 * KiB),
	PUBLISHED("sm_80", "A100 SXM4 40GB", 8, 0, 40 * MiB, 1555.0, false,
	          108, 1.410, 4000.0, 500.0, 200.0, 64, 32, 164 * KiB),
	PUBLISHED("sm_86", "A10", 8, 6, 6 * MiB, 600.0, false,
	          72, 1.695, 1500.0, 500.0, 200.0, 48, 16, 100 * KiB),
	PUBLISHED("sm_89", "L40S", 8, 9, 96 * MiB, 864.0, false,
	          142, 2.520, 3000.0, 500.0, 200.0, 48, 24, 100 * KiB),
	PUBLISHED("sm_90", "H100 SXM5", 9, 0, 50 * MiB, 3350.0, false,
	          132, 1.980, 7000.0, 500.0, 200.0, 64, 32, 228 * KiB),
	PUBLISHED("h200", "H200 SXM", 9, 0, 50 * MiB, 4800.0, false,
	          132, 1.980, 7000.0, 500.0, 200.0, 64, 32, 228 * KiB),
};

#define NARCHS (sizeof archs / sizeof archs[0])
/* the default profile, by name: adding one to the table changes it not */
#define DEFAULT_ARCH "sm_90"

const sim_arch *
sim_arch_list(size_t *n)
{
	*n = NARCHS;
	return archs;
}

const sim_arch *
sim_arch_find(const char *name)
{
	size_t i;

	if (name == NULL)
		return NULL;
	for (i = 0; i < NARCHS; i++)
		if (strcmp(name, archs[i].name) == 0)
			return &archs[i];
	/* the H100 by its name, as "h200" names the H200 */
	if (strcmp(name, "h100") == 0)
		return sim_arch_find("sm_90");
	/* "sm_90", "sm90" and "90" all name the same profile */
	if (strncmp(name, "sm", 2) == 0)
		name += name[2] == '_' ? 3 : 2;
	if (*name == '\0')
		return NULL;
	for (i = 0; i < NARCHS; i++)
		if (strncmp(archs[i].name, "sm_", 3) == 0 &&
		    strcmp(name, archs[i].name + 3) == 0)
			return &archs[i];
	return NULL;
}

const sim_arch *
sim_arch_default(void)
{
	return sim_arch_find(DEFAULT_ARCH);
}

/* The profile file's numeric keys: where each lives in a sim_arch and
   whether it is an integer (int, or uint32_t when u32). */
static const struct arch_key {
	const char *name;
	size_t off;
	char kind;               /* 'd' double, 'i' int, 'u' uint32_t */
} arch_keys[] = {
	{ "sm_count", offsetof(sim_arch, sm_count), 'i' },
	{ "clock_ghz", offsetof(sim_arch, clock_ghz), 'd' },
	{ "dram_gbps", offsetof(sim_arch, dram_gbps), 'd' },
	{ "l2_gbps", offsetof(sim_arch, l2_gbps), 'd' },
	{ "dram_latency_ns", offsetof(sim_arch, dram_latency_ns), 'd' },
	{ "l2_latency_ns", offsetof(sim_arch, l2_latency_ns), 'd' },
	{ "max_warps_per_sm", offsetof(sim_arch, max_warps_per_sm), 'i' },
	{ "max_blocks_per_sm", offsetof(sim_arch, max_blocks_per_sm), 'i' },
	{ "shared_bytes_per_sm", offsetof(sim_arch, shared_bytes_per_sm), 'u' },
	{ "regs_per_sm", offsetof(sim_arch, regs_per_sm), 'u' },
	{ "lsu_requests_per_clk", offsetof(sim_arch, lsu_requests_per_clk), 'd' },
	{ "smem_wavefronts_per_clk", offsetof(sim_arch, smem_wavefronts_per_clk),
	  'd' },
	{ "l1_bytes_per_clk", offsetof(sim_arch, l1_bytes_per_clk), 'd' },
	{ "const_passes_per_clk", offsetof(sim_arch, const_passes_per_clk),
	  'd' },
	{ "atom_float_ns", offsetof(sim_arch, atom_float_ns), 'd' },
	{ "atom_int_ns", offsetof(sim_arch, atom_int_ns), 'd' },
	{ "atom_sector_ns", offsetof(sim_arch, atom_sector_ns), 'd' },
	{ "atom_units", offsetof(sim_arch, atom_units), 'd' },
	{ "atom_unit_bits", offsetof(sim_arch, atom_unit_bits), 'u' },
	{ "issue_per_clk", offsetof(sim_arch, issue_per_clk), 'd' },
	{ "sync_step_ns", offsetof(sim_arch, sync_step_ns), 'd' },
	{ "block_ns", offsetof(sim_arch, block_ns), 'd' },
	{ "l2_store_gtps", offsetof(sim_arch, l2_store_gtps), 'd' },
	{ "l2_line_ps", offsetof(sim_arch, l2_line_ps), 'd' },
	{ "l2_sector_ps", offsetof(sim_arch, l2_sector_ps), 'd' },
	{ "dram_line_cost", offsetof(sim_arch, dram_line_cost), 'd' },
	{ "dram_scatter_cost", offsetof(sim_arch, dram_scatter_cost), 'd' },
	{ "dram_write_cost", offsetof(sim_arch, dram_write_cost), 'd' },
	{ "dram_rbw_cost", offsetof(sim_arch, dram_rbw_cost), 'd' },
	{ "atom_window", offsetof(sim_arch, atom_window), 'd' },
};

#define NKEYS (sizeof arch_keys / sizeof arch_keys[0])

const char *const *
sim_arch_keys(size_t *n)
{
	static const char *names[NKEYS];
	size_t i;

	/* filled on every call: the same values, so no race matters */
	for (i = 0; i < NKEYS; i++)
		names[i] = arch_keys[i].name;
	*n = NKEYS;
	return names;
}

static const struct arch_key *
key_of(const char *key)
{
	size_t i;

	for (i = 0; i < NKEYS; i++)
		if (strcmp(key, arch_keys[i].name) == 0)
			return &arch_keys[i];
	return NULL;
}

int
sim_arch_set(sim_arch *a, const char *key, double value)
{
	const struct arch_key *k = key_of(key);
	char *p = (char *)a;

	if (k == NULL)
		return -1;
	/* from a millionth: a clock of 1e-300 GHz made times of 1e300 s */
	if (!(value >= 1e-6) || !(value < 1e15))
		return -2;
	if (k->kind == 'd') {
		memcpy(p + k->off, &value, sizeof value);
		return 0;
	}
	if (value > 2147483647.0)
		return -2;
	if (value != (double)(int64_t)value)
		return -3;
	if (k->kind == 'i') {
		int v = (int)value;
		memcpy(p + k->off, &v, sizeof v);
	} else {
		uint32_t v = (uint32_t)value;
		memcpy(p + k->off, &v, sizeof v);
	}
	return 0;
}

double
sim_arch_get(const sim_arch *a, const char *key)
{
	const struct arch_key *k = key_of(key);
	const char *p = (const char *)a;
	double d;
	int i;
	uint32_t u;

	if (k == NULL)
		return NAN;
	switch (k->kind) {
	case 'd':
		memcpy(&d, p + k->off, sizeof d);
		return d;
	case 'i':
		memcpy(&i, p + k->off, sizeof i);
		return i;
	default:
		memcpy(&u, p + k->off, sizeof u);
		return u;
	}
}

int
sim_arch_bank_mode(const sim_arch *a, int bank_bytes, sim_arch *out)
{
	if (bank_bytes != 4 && !(bank_bytes == 8 && a->bank_mode_8))
		return -1;
	*out = *a;
	out->bank_bytes = bank_bytes;
	return 0;
}

/* Access sizes are powers of two from 1 to 16 bytes. */
#define valid_size(s) ((s) >= 1 && (s) <= 16 && ((s) & ((s) - 1)) == 0)

#define ctz(x) ((unsigned)__builtin_ctz(x))
#define ctz64(x) ((unsigned)__builtin_ctzll(x))

/* __builtin_popcount is a library call unless the target has popcnt
   (x86-64 without -mpopcnt has not); this is a dozen instructions. */
static inline uint32_t
popcount(uint32_t x)
{
	x -= x >> 1 & 0x55555555u;
	x = (x & 0x33333333u) + (x >> 2 & 0x33333333u);
	x = (x + (x >> 4)) & 0x0f0f0f0fu;
	return x * 0x01010101u >> 24;
}

/*
 * The addresses of the active lanes in lane order, and their number. A
 * full warp, the usual case, or one run of active lanes (the tail of a
 * ragged block) is used in place; other masks are packed into buf, so
 * that the loops below run over plain arrays.
 */
static const uint64_t *
active_addrs(const sim_request *r, uint64_t *buf, unsigned *n)
{
	uint32_t m = r->active, low = ctz(m);
	unsigned k = 0;

	if (((m >> low) & ((m >> low) + 1)) == 0) {
		*n = popcount(m);
		return r->addr + low;
	}
	for (; m; m &= m - 1)
		buf[k++] = r->addr[ctz(m)];
	*n = k;
	return buf;
}

/* Fibonacci hashing into a 64-slot table: strided keys spread well. */
#define HASH64(k) ((unsigned)((k) * 0x9e3779b97f4a7c15u >> 58))

/*
 * True if the n >= 2 addresses a step by the same *step from lane to lane.
 * A full warp gets a loop of constant length, which compilers vectorise.
 */
static bool
progression(const uint64_t *a, unsigned n, uint64_t *step)
{
	uint64_t d = a[1] - a[0], diff = 0;
	unsigned i;

	if (n == SIM_WARP)
		for (i = 0; i < SIM_WARP - 2; i++)
			diff |= (a[i + 2] - a[i + 1]) ^ d;
	else
		for (i = 2; i < n; i++)
			diff |= (a[i] - a[i - 1]) ^ d;
	*step = d;
	return diff == 0;
}

/*
 * count_distinct() below for addresses not in progression; kept out of
 * line so that the common case does not pay for its tables.
 *
 * The lanes are taken in runs on one sector, whose addresses are told
 * apart by first-byte bits gathered in a register. While the runs' sectors
 * go up, every run is a new sector. Once one goes down, the count starts
 * again with a 64-slot open-addressing table of sectors, which catches a
 * sector that comes back after another.
 */
static void __attribute__((noinline))
scattered(const uint64_t *a, unsigned n, uint32_t *nsec, uint32_t *naddr)
{
	uint64_t key[64], occ = 0, rs = a[0] / SIM_SECTOR;
	uint32_t used[64], rbits = 1u << a[0] % SIM_SECTOR, ns = 1, na = 1;
	unsigned i, h;

	for (i = 1; i < n; i++) {
		uint64_t s = a[i] / SIM_SECTOR;
		uint32_t bit = 1u << a[i] % SIM_SECTOR;

		if (s == rs) {
			na += !(rbits & bit);
			rbits |= bit;
			continue;
		}
		if (s < rs)
			break;
		ns++;
		na++;
		rs = s;
		rbits = bit;
	}
	if (i == n) {
		*nsec = ns;
		*naddr = na;
		return;
	}

	ns = 0;
	na = 1;
	i = 1;
	rs = a[0] / SIM_SECTOR;
	rbits = 1u << a[0] % SIM_SECTOR;
	for (;;) {
		uint64_t x = 0, s = rs + 1;

		/* the rest of the run */
		for (; i < n; i++) {
			uint32_t bit;

			x = a[i];
			s = x / SIM_SECTOR;
			if (s != rs)
				break;
			bit = 1u << x % SIM_SECTOR;
			na += !(rbits & bit);
			rbits |= bit;
		}
		for (h = HASH64(rs); occ >> h & 1 && key[h] != rs;
		    h = (h + 1) % 64)
			;
		if (occ >> h & 1) {
			/* the sector again: its addresses may be too */
			if (used[h] & rbits)
				na -= popcount(used[h] & rbits);
			used[h] |= rbits;
		} else {
			occ |= (uint64_t)1 << h;
			key[h] = rs;
			used[h] = rbits;
			ns++;
		}
		if (i == n)
			break;
		rs = s;
		rbits = 1u << x % SIM_SECTOR;
		na++;
		i++;
	}
	*nsec = ns;
	*naddr = na;
}

/*
 * The distinct 32-byte sectors and the distinct addresses among n > 0
 * addresses of accesses of size bytes. Accesses of one size at multiples
 * of it either coincide or do not overlap, so the bytes touched are size
 * times the distinct addresses, and an address is told apart from the
 * others in its sector by its first byte.
 *
 * Addresses in arithmetic progression (a[tid], a[k*tid+c] and the like)
 * are recognised by a loop the compiler can vectorise and counted by
 * formula; the rest go to scattered().
 */
static void
count_distinct(const uint64_t *a, unsigned n, uint32_t *nsec,
    uint32_t *naddr)
{
	uint64_t d, first, last, step;

	if (n == 1) {
		*nsec = *naddr = 1;
		return;
	}
	if (!progression(a, n, &d)) {
		scattered(a, n, nsec, naddr);
		return;
	}
	first = a[0] / SIM_SECTOR;
	last = a[n - 1] / SIM_SECTOR;
	step = d <= UINT64_MAX / 2 ? d : -d;
	/* a step under a sector skips none between first and last */
	*naddr = d == 0 ? 1 : n;
	*nsec = d == 0 ? 1 : step >= SIM_SECTOR ? n :
	    (uint32_t)(first < last ? last - first : first - last) + 1;
}

void
sim_global(const sim_request *r, sim_counts *c)
{
	uint64_t buf[SIM_WARP];
	const uint64_t *a;
	uint32_t naddr;
	unsigned n;

	memset(c, 0, sizeof *c);
	if (r->active == 0)
		return;
	assert(valid_size(r->size));
	a = active_addrs(r, buf, &n);
	count_distinct(a, n, &c->sectors, &naddr);
	c->lanes = n;
	c->useful_bytes = naddr * r->size;
	c->ideal_sectors = (c->useful_bytes + SIM_SECTOR - 1) / SIM_SECTOR;
}

/* The 128-byte lines of a load on a profile of 128-byte segments: the
   lines are few and the profile a teaching one, so plain loops do. */
static void
global_lines(const sim_request *r, sim_counts *c)
{
	uint64_t line[SIM_WARP];
	uint32_t m;
	int n = 0, i;

	for (m = r->active; m; m &= m - 1) {
		uint64_t x = r->addr[ctz(m)] / 128;
		for (i = 0; i < n && line[i] != x; i++)
			;
		if (i == n)
			line[n++] = x;
	}
	c->sectors = 4 * (uint32_t)n;
	c->ideal_sectors = 4 * ((c->useful_bytes + 127) / 128);
}

unsigned
sim_sorted_addrs(const sim_request *r, uint64_t x[SIM_WARP])
{
	uint32_t m = r->active;
	unsigned n = 0, k;

	while (m != 0) {
		const uint64_t v = r->addr[ctz(m)];
		m &= m - 1;
		for (k = n++; k > 0 && x[k - 1] > v; k--)
			x[k] = x[k - 1];
		x[k] = v;
	}
	return n;
}

void
sim_global_in(const sim_arch *a, const sim_request *r, sim_counts *c)
{
	sim_global(r, c);
	if (a != NULL && a->load_segment == 128 && !r->store && r->active)
		global_lines(r, c);
}

/*
 * A global load's passes through L1, as an H200's counters count them
 * where every sector hits (tests/gpu/l1/positions.cu): the tag stage
 * looks up its 128-byte lines, at most 4 a clock; the data stage reads
 * the SRAM that shared memory is made of, 32 banks of 4 bytes, one word
 * a bank a pass, whichever line the word is in. So the lanes' words go
 * out by shared memory's bank rule: 32 lines with their words at one
 * place of the line take 32 passes, 32 lines whose words fall in 32
 * banks take one.
 */
void
sim_l1_passes(const sim_arch *a, const sim_request *r, uint32_t *lines,
              uint32_t *data)
{
	uint64_t line[SIM_WARP];
	sim_counts c;
	uint32_t m;
	int n = 0, i;

	*lines = *data = 0;
	if (r->active == 0)
		return;
	/* (a lane's bytes are aligned to their size: within one line) */
	for (m = r->active; m; m &= m - 1) {
		uint64_t x = r->addr[ctz(m)] / 128;

		for (i = 0; i < n && line[i] != x; i++)
			;
		if (i == n)
			line[n++] = x;
	}
	*lines = (uint32_t)n;
	sim_shared(a, r, &c);
	*data = c.wavefronts;
}

uint64_t
sim_local_addr(uint64_t offset, unsigned lane)
{
	return offset / SIM_LOCAL_WORD * (SIM_WARP * SIM_LOCAL_WORD) +
	       lane * SIM_LOCAL_WORD + offset % SIM_LOCAL_WORD;
}

/* The interleaved pieces of a local request: at most SIM_LOCAL_WORD
   bytes each, in lane order, a lane's pieces one after another. Returns
   their number; *psize receives their size. */
static unsigned
local_pieces(const sim_request *r, uint64_t *x, unsigned *psize)
{
	unsigned ps = r->size < SIM_LOCAL_WORD ? r->size : SIM_LOCAL_WORD;
	unsigned n = 0, k;
	uint32_t m;

	for (m = r->active; m; m &= m - 1) {
		unsigned lane = ctz(m);
		for (k = 0; k < r->size; k += ps)
			x[n++] = sim_local_addr(r->addr[lane] + k, lane);
	}
	*psize = ps;
	return n;
}

void
sim_local(const sim_request *r, sim_counts *c)
{
	uint64_t x[4 * SIM_WARP];
	uint32_t naddr;
	unsigned n, ps, i, j;

	memset(c, 0, sizeof *c);
	if (r->active == 0)
		return;
	assert(valid_size(r->size));
	n = local_pieces(r, x, &ps);
	c->lanes = popcount(r->active);
	/* lanes never share a byte: each has its own column of words */
	c->useful_bytes = c->lanes * r->size;
	c->ideal_sectors = (c->useful_bytes + SIM_SECTOR - 1) / SIM_SECTOR;
	if (n <= SIM_WARP) {
		count_distinct(x, n, &c->sectors, &naddr);
		return;
	}
	/* 8- and 16-byte accesses: up to 128 pieces, more sectors than
	   count_distinct()'s table holds; sort their sectors */
	for (i = 0; i < n; i++)
		x[i] /= SIM_SECTOR;
	for (i = 1; i < n; i++) {
		uint64_t v = x[i];
		for (j = i; j > 0 && x[j - 1] > v; j--)
			x[j] = x[j - 1];
		x[j] = v;
	}
	c->sectors = 1;
	for (i = 1; i < n; i++)
		c->sectors += x[i] != x[i - 1];
}

/*
 * Shared memory: the geometry of a request. A "word" is what a bank holds
 * in one row: 4 bytes, or 8 in Kepler's 8-byte mode. An access spans
 * size / word bytes consecutive words (at least one), and the warp is
 * served in phases of plen lanes. (How many words a lane spans does not
 * change the cost: see phase_cost().)
 *
 * Kepler's 8-byte mode is a teaching model with no measured case behind
 * it: we assume that accesses of up to 8 bytes are served in one 32-lane
 * phase (each lane needs one 8-byte word) and 16-byte accesses in 16-lane
 * phases (two words a lane), loads and stores alike, and that the n^1 / n^2
 * merge measured on Hopper does not apply.
 */
typedef struct geometry {
	unsigned shift;              /* log2 of the word width */
	unsigned plen;               /* lanes per phase */
	unsigned pair;               /* 1 or 2: the n^1 or the n^2 test
	                                doubled plen; 0: neither */
} geometry;

/*
 * The phases of 8- and 16-byte loads, as the load/store unit's own pipe
 * counter (l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld) counts them
 * on an H100 and an H200 alike: 4995 single-warp probes of
 * tests/hw/merge_*.pat, every one exact.
 *
 * An 8-byte access is served in phases of 16 lanes, a 16-byte one in
 * phases of 8; a load whose lanes n and n^1 all read one address, or
 * lanes n and n^2, is served in phases twice as long (the whole warp for
 * 8 bytes, halves for 16). The test looks at the whole warp, and only at
 * pairs where both lanes are active: a pair with an inactive lane agrees.
 * Each phase then costs what any phase costs, bank conflicts included.
 * Stores keep their narrow phases.
 *
 * Nsight's SASS-instrumented estimate differs on about a third of the
 * random 8- and 16-byte loads; the clauses once fitted to it (a merged
 * phase only if it costs one wavefront, halves tested apart, inactive
 * lanes standing in for lane 31, a 16-lane broadcast) are gone.
 */

/* True if every pair of active lanes n, n^d reads one address. */
static bool
pairs_agree(const sim_request *r, unsigned d)
{
	uint32_t both = r->active & (r->active >> d);
	uint32_t low = d == 1 ? 0x55555555u : 0x33333333u;
	uint32_t m;

	/* both has bit n set when lanes n and n+d are active */
	for (m = both & low; m; m &= m - 1) {
		unsigned n = ctz(m);

		if (r->addr[n] != r->addr[n + d])
			return false;
	}
	return true;
}

static void
shared_geometry(const sim_arch *a, const sim_request *r, geometry *g)
{
	g->pair = 0;
	if (a->bank_bytes == 8) {
		g->shift = 3;
		g->plen = r->size <= 8 ? 32 : 16;
		return;
	}
	g->shift = 2;
	g->plen = r->size <= 4 ? 32 : 128 / r->size;
	/* measured for loads only: stores keep their narrow phases */
	if (r->size < 8 || r->store)
		return;
	g->pair = pairs_agree(r, 1) ? 1 : pairs_agree(r, 2) ? 2 : 0;
	if (g->pair != 0)
		g->plen *= 2;
}

/* The lowest bank whose count in cnt is v: find the byte equal to v. */
static uint32_t
bank_with(const uint8_t *cnt, uint32_t v)
{
	const uint64_t ones = 0x0101010101010101u;
	uint32_t i;

	for (i = 0; i < SIM_BANKS; i += 8) {
		uint64_t t;

		memcpy(&t, cnt + i, 8);
		t ^= v * ones;
		t = (t - ones) & ~t & ones << 7;
		if (t != 0)      /* bytes load little-endian on the targets */
			return i + ctz64(t) / 8;
	}
	return 0;
}

/*
 * True if the h addresses from x[h] on repeat the h before them. A half
 * warp gets a loop of constant length, which compilers vectorise.
 */
static bool
repeats(const uint64_t *x, unsigned h)
{
	uint64_t diff = 0;
	unsigned i;

	if (h == SIM_WARP / 2)
		for (i = 0; i < SIM_WARP / 2; i++)
			diff |= x[i] ^ x[i + SIM_WARP / 2];
	else
		for (i = 0; i < h; i++)
			diff |= x[i] ^ x[i + h];
	return diff == 0;
}

/*
 * The cost of one phase, whose n > 0 active lanes have the addresses x:
 * the most distinct words that any one bank must deliver, and in *bank
 * the lowest bank that delivers that many.
 *
 * A lane's words are aligned to its size: the banks fall into groups of
 * as many banks as a lane has words, each lane fills one group, and two
 * lanes' words coincide or do not overlap. So every bank of a group holds
 * the same number of words, and the lanes' first words and first banks
 * are all that needs counting.
 *
 * A phase whose second half repeats its first (the two rows of a 16x16
 * block reading one row of a tile) costs what its first half does.
 *
 * The first pass ORs together the lanes' first banks and counts the
 * lanes whose word differs from the lane before: if there are as many
 * banks, each bank holds one word (multicast to neighbours, as in
 * s[lane >> 1], is free). Else a second pass counts words per bank.
 *
 * It takes the lanes in runs along which the words do not go down, so a
 * word repeated inside a run comes next to itself and is skipped. A word
 * can still repeat one of an earlier run (the second row of a 16x16 block
 * reading what the first read). Each bank remembers its first word and
 * how many words it had before the run began: with none, the word is new;
 * with one, comparing with the first word decides; with more, the bank is
 * marked, and the marked banks, usually none, are counted again word by
 * word at the end.
 */
static inline uint32_t
phase_cost(const uint64_t *x, unsigned n, unsigned shift, uint32_t *bank)
{
	uint64_t p, first[SIM_BANKS], list[SIM_WARP];
	uint8_t cnt[SIM_BANKS], before[SIM_BANKS];
	uint32_t bits = 0, touched = 0, unsure = 0, max = 0, b;
	unsigned i, j, nl = 0, nd = 0;

	while (n % 2 == 0 && repeats(x, n / 2))
		n /= 2;
	p = (x[0] >> shift) + 1;
	for (i = 0; i < n; i++) {
		uint64_t w = x[i] >> shift;

		bits |= 1u << w % SIM_BANKS;
		nd += w != p;
		p = w;
	}
	if (popcount(bits) == nd) {
		*bank = ctz(bits);
		return 1;
	}
	memset(cnt, 0, sizeof cnt);
	memset(before, 0, sizeof before);
	p = x[0] >> shift;
	for (i = 0; i < n; i++) {
		uint64_t w = x[i] >> shift;
		unsigned k = (unsigned)w % SIM_BANKS;
		uint32_t c;

		if (w == p && i > 0)
			continue;
		if (w < p)
			memcpy(before, cnt, sizeof before);
		p = w;
		if (!(touched >> k & 1)) {
			touched |= 1u << k;
			first[k] = w;
		} else if (before[k] != 0) {
			if (w == first[k])
				continue;
			if (before[k] > 1)
				unsure |= 1u << k;
		}
		c = ++cnt[k];
		max = c > max ? c : max;
	}
	if (unsure != 0) {
		for (b = unsure; b; b &= b - 1)
			cnt[ctz(b)] = 0;
		for (i = 0; i < n; i++) {
			uint64_t w = x[i] >> shift;

			if (!(unsure >> w % SIM_BANKS & 1))
				continue;
			for (j = 0; j < nl && list[j] != w; j++)
				;
			if (j == nl) {
				list[nl++] = w;
				cnt[w % SIM_BANKS]++;
			}
		}
		for (max = 0, b = bits; b; b &= b - 1)
			max = cnt[ctz(b)] > max ? cnt[ctz(b)] : max;
	}
	*bank = bank_with(cnt, max);
	return max;
}

/*
 * A full warp whose addresses step evenly by d bytes, d a whole number of
 * words dw, is costed by formula. Every phase then looks alike: its
 * lanes' first words (multiples of the lane's word count) fall into
 * 32 / gcd(dw, 32) banks, each lane's words lie in banks of their own
 * since gcd(dw, 32) >= words per lane, and every full phase meets each of
 * those banks equally often. The lowest of them is the first word mod gcd.
 * A step of 0 is a broadcast: one wavefront a phase.
 */
static bool
shared_progression(const uint64_t *x, const geometry *g, sim_counts *c)
{
	uint64_t d, dw, w0 = x[0] >> g->shift;
	uint32_t gcd, cost, phases = SIM_WARP / g->plen;

	if (!progression(x, SIM_WARP, &d) ||
	    (d & ((1u << g->shift) - 1)))
		return false;
	dw = d >> g->shift;                  /* low bits right if d < 0 */
	gcd = dw == 0 || ctz64(dw) >= 5 ? SIM_BANKS : 1u << ctz64(dw);
	cost = d == 0 ? 1 : g->plen * gcd / SIM_BANKS;
	c->wavefronts = cost * phases;
	c->ideal_wavefronts = phases;
	c->worst_bank = (uint32_t)(w0 % (d == 0 ? SIM_BANKS : gcd));
	c->worst_bank_words = cost;
	return true;
}

/* The bits of active for lanes base .. base+len-1, shifted down. */
static inline uint32_t
lanes_from(uint32_t active, unsigned base, unsigned len)
{
	active >>= base;
	return len < SIM_WARP ? active & ((1u << len) - 1) : active;
}

/*
 * The phases are runs of plen lanes; the packed addresses of a phase's
 * active lanes follow those of the phase before. Out of line, like
 * scattered(), to keep the common case lean.
 */
static void __attribute__((noinline))
shared_phases(const uint64_t *x, uint32_t active, const geometry *g,
    sim_counts *c)
{
	uint32_t best = 0, bestbank = 0, wavefronts = 0, phases = 0;
	unsigned base;

	for (base = 0; base < SIM_WARP; base += g->plen) {
		uint32_t cost, bank = 0;
		unsigned k = popcount(lanes_from(active, base, g->plen));

		if (k == 0)
			continue;
		/* a constant shift for the usual 4-byte banks */
		cost = g->shift == 2 ? phase_cost(x, k, 2, &bank) :
		    phase_cost(x, k, 3, &bank);
		x += k;
		phases++;
		wavefronts += cost;
		/* ties go to the lowest bank, whichever phase it is in */
		if (cost > best || (cost == best && bank < bestbank)) {
			best = cost;
			bestbank = bank;
		}
	}
	c->wavefronts = wavefronts;
	c->ideal_wavefronts = phases;
	c->worst_bank = bestbank;
	c->worst_bank_words = best;
}

void
sim_shared(const sim_arch *a, const sim_request *r, sim_counts *c)
{
	uint64_t buf[SIM_WARP];
	const uint64_t *x;
	unsigned n;
	geometry g;

	memset(c, 0, sizeof *c);
	if (r->active == 0)
		return;
	assert(valid_size(r->size));
	if (a == NULL)
		a = sim_arch_default();
	x = active_addrs(r, buf, &n);
	c->lanes = n;
	shared_geometry(a, r, &g);
	if (n < SIM_WARP || !shared_progression(x, &g, c))
		shared_phases(x, r->active, &g, c);
}

/* Constant memory: the unit is the address itself. */
void
sim_constant(const sim_request *r, sim_counts *c)
{
	uint64_t buf[SIM_WARP];
	const uint64_t *a;
	uint32_t nsec;
	unsigned n;

	memset(c, 0, sizeof *c);
	if (r->active == 0)
		return;
	a = active_addrs(r, buf, &n);
	count_distinct(a, n, &nsec, &c->distinct);
	c->lanes = n;
}

/*
 * sim_explain() below recomputes everything the simple way - linear
 * searches, a selection sort, per-bank counts rebuilt from scratch - so
 * that agreement with the fast functions means something.
 */

/* Collect the distinct units (addr >> shift) of the active lanes in
   ascending order, with each lane's unit and, if size, the bytes used. */
static void
explain_units(const sim_request *r, unsigned shift, unsigned size,
    sim_detail *d)
{
	int lane, i, j;

	d->nunits = 0;
	for (lane = 0; lane < SIM_WARP; lane++) {
		uint64_t u;

		if (!(r->active >> lane & 1))
			continue;
		u = r->addr[lane] >> shift;
		for (i = 0; i < d->nunits && d->unit[i] != u; i++)
			;
		if (i == d->nunits)
			d->unit[d->nunits++] = u;
	}
	for (i = 0; i < d->nunits; i++) {
		int min = i;
		uint64_t t;

		for (j = i + 1; j < d->nunits; j++)
			if (d->unit[j] < d->unit[min])
				min = j;
		t = d->unit[i];
		d->unit[i] = d->unit[min];
		d->unit[min] = t;
	}
	for (lane = 0; lane < SIM_WARP; lane++) {
		uint64_t u;
		unsigned off, k;

		d->lane_unit[lane] = -1;
		if (!(r->active >> lane & 1))
			continue;
		u = r->addr[lane] >> shift;
		for (i = 0; d->unit[i] != u; i++)
			;
		d->lane_unit[lane] = (int8_t)i;
		off = (unsigned)(r->addr[lane] & ((1u << shift) - 1));
		for (k = 0; k < size; k++)
			d->unit_used[i] |= 1u << (off + k);
	}
}

/* The lanes of r in lo .. lo+n-1. */
static uint32_t
explain_lanes(const sim_request *r, unsigned lo, unsigned n)
{
	uint32_t m = 0;
	unsigned lane;

	for (lane = lo; lane < lo + n; lane++)
		if (r->active >> lane & 1)
			m |= 1u << lane;
	return m;
}

static void
explain_shared(const sim_arch *a, const sim_request *r, sim_detail *d)
{
	unsigned shift, nwords, base;
	sim_counts *c = &d->counts;
	geometry g;
	int lane, p, b;

	/* the merge rule's decisions are shared_geometry()'s; the costs
	   are counted afresh */
	shared_geometry(a, r, &g);
	shift = g.shift;
	nwords = r->size > (1u << shift) ? r->size >> shift : 1;
	d->merged = g.pair != 0;
	d->merge_pair = (uint8_t)g.pair;
	d->nphases = 0;
	for (base = 0; base < SIM_WARP; base += g.plen) {
		uint32_t pm = explain_lanes(r, base, g.plen);

		if (pm != 0)
			d->phase_lanes[d->nphases++] = pm;
	}

	for (lane = 0; lane < SIM_WARP; lane++) {
		d->lane_phase[lane] = -1;
		if (!(r->active >> lane & 1))
			continue;
		for (p = 0; !(d->phase_lanes[p] >> lane & 1); p++)
			;
		d->lane_phase[lane] = (int8_t)p;
		d->lane_word[lane] = r->addr[lane] >> shift;
		d->lane_bank[lane] = (uint8_t)(d->lane_word[lane] % SIM_BANKS);
		d->lane_nwords[lane] = (uint8_t)nwords;
	}

	for (p = 0; p < d->nphases; p++) {
		/* at most 32 lanes x 4 words (a whole-warp 16-byte load) */
		uint64_t w[4 * SIM_WARP];
		int nw = 0, i, j;
		unsigned k, max = 0;

		for (lane = 0; lane < SIM_WARP; lane++)
			if (d->phase_lanes[p] >> lane & 1)
				for (k = 0; k < nwords; k++)
					w[nw++] = d->lane_word[lane] + k;
		for (i = 0; i < nw; i++) {
			for (j = 0; j < i && w[j] != w[i]; j++)
				;
			if (j == i)
				d->bank_words[p][w[i] % SIM_BANKS]++;
		}
		for (b = 0; b < SIM_BANKS; b++)
			if (d->bank_words[p][b] > max)
				max = d->bank_words[p][b];
		c->wavefronts += max;
	}
	c->ideal_wavefronts = (uint32_t)d->nphases;
	for (b = 0; b < SIM_BANKS; b++)
		for (p = 0; p < d->nphases; p++)
			if (d->bank_words[p][b] > c->worst_bank_words) {
				c->worst_bank_words = d->bank_words[p][b];
				c->worst_bank = (uint32_t)b;
			}
}

/*
 * A load on a profile of 128-byte segments: every sector of each line
 * touched is moved, so the units become all four sectors of the lines,
 * the untouched ones with no byte used.
 */
static void
explain_lines(sim_detail *d)
{
	uint64_t line[SIM_WARP], unit[4 * SIM_WARP];
	uint32_t used[4 * SIM_WARP];
	int nl = 0, i, k, lane;

	for (i = 0; i < d->nunits; i++)
		if (nl == 0 || line[nl - 1] != d->unit[i] / 4)
			line[nl++] = d->unit[i] / 4;
	for (i = 0; i < nl; i++)
		for (k = 0; k < 4; k++) {
			unit[4 * i + k] = line[i] * 4 + (uint64_t)k;
			used[4 * i + k] = 0;
		}
	for (lane = 0; lane < SIM_WARP; lane++) {
		int u = d->lane_unit[lane];
		if (u < 0)
			continue;
		for (i = 0; unit[i] != d->unit[u]; i++)
			;
		d->lane_unit[lane] = (int8_t)i;
	}
	for (i = 0; i < d->nunits; i++)
		for (k = 0; k < 4 * nl; k++)
			if (unit[k] == d->unit[i])
				used[k] = d->unit_used[i];
	d->nunits = 4 * nl;
	memcpy(d->unit, unit, sizeof(uint64_t) * (size_t)d->nunits);
	memcpy(d->unit_used, used, sizeof(uint32_t) * (size_t)d->nunits);
	d->counts.sectors = (uint32_t)d->nunits;
	d->counts.ideal_sectors = 4 * ((d->counts.useful_bytes + 127) / 128);
}

/* d cleared for r in space, no lane on a unit or a phase; false when no
   lane is active (nothing more to explain). */
static bool
detail_begin(sim_detail *d, enum sim_space space, const sim_request *r)
{
	int i;

	memset(d, 0, sizeof *d);
	d->space = space;
	d->size = r->size;
	d->active = r->active;
	for (i = 0; i < SIM_WARP; i++)
		d->lane_unit[i] = d->lane_phase[i] = -1;
	if (r->active == 0)
		return false;
	assert(valid_size(r->size));
	return true;
}

void
sim_local_explain(const sim_request *r, sim_detail *d)
{
	uint64_t x[4 * SIM_WARP];
	unsigned n, ps, i, j, per;
	int lane;
	sim_counts *c = &d->counts;

	if (!detail_begin(d, SIM_GLOBAL, r))
		return;
	n = local_pieces(r, x, &ps);
	per = r->size / ps;
	/* the distinct sectors, by selection, ascending */
	for (i = 0; i < n; i++) {
		uint64_t s = x[i] / SIM_SECTOR;
		for (j = 0; j < (unsigned)d->nunits && d->unit[j] != s; j++)
			;
		if (j == (unsigned)d->nunits)
			d->unit[d->nunits++] = s;
		d->unit_used[j] |= ((ps == 32 ? 0u : (1u << ps)) - 1) <<
		                   (x[i] % SIM_SECTOR);
	}
	for (i = 0; i < (unsigned)d->nunits; i++)
		for (j = i + 1; j < (unsigned)d->nunits; j++)
			if (d->unit[j] < d->unit[i]) {
				uint64_t t = d->unit[i];
				uint32_t u = d->unit_used[i];
				d->unit[i] = d->unit[j];
				d->unit_used[i] = d->unit_used[j];
				d->unit[j] = t;
				d->unit_used[j] = u;
			}
	i = 0;
	for (lane = 0; lane < SIM_WARP; lane++) {
		if (!(r->active >> lane & 1))
			continue;
		for (j = 0; d->unit[j] != x[i] / SIM_SECTOR; j++)
			;
		d->lane_unit[lane] = (int8_t)j;
		i += per;
	}
	c->lanes = popcount(r->active);
	c->sectors = (uint32_t)d->nunits;
	for (i = 0; i < (unsigned)d->nunits; i++)
		c->useful_bytes += popcount(d->unit_used[i]);
	c->ideal_sectors = (c->useful_bytes + SIM_SECTOR - 1) / SIM_SECTOR;
}

void
sim_explain(const sim_arch *a, enum sim_space space, const sim_request *r,
    sim_detail *d)
{
	sim_counts *c = &d->counts;
	int i;

	if (!detail_begin(d, space, r))
		return;
	if (a == NULL)
		a = sim_arch_default();
	c->lanes = popcount(r->active);
	switch (space) {
	case SIM_GLOBAL:
		explain_units(r, 5, r->size, d);
		c->sectors = (uint32_t)d->nunits;
		for (i = 0; i < d->nunits; i++)
			c->useful_bytes += popcount(d->unit_used[i]);
		c->ideal_sectors = (c->useful_bytes + SIM_SECTOR - 1) /
		    SIM_SECTOR;
		if (a->load_segment == 128 && !r->store)
			explain_lines(d);
		break;
	case SIM_CONSTANT:
		/* units are whole addresses: no bytes within them to mark */
		explain_units(r, 0, 0, d);
		c->distinct = (uint32_t)d->nunits;
		break;
	case SIM_SHARED:
		explain_shared(a, r, d);
		break;
	}
}

static uint32_t
main_figure(enum sim_space space, const sim_counts *c)
{
	switch (space) {
	case SIM_GLOBAL:
		return c->sectors;
	case SIM_SHARED:
		return c->wavefronts;
	case SIM_CONSTANT:
		return c->distinct;
	}
	return 0;
}

void
sim_stats_add(sim_stats *s, enum sim_space space, const sim_counts *c)
{
	uint32_t v = main_figure(space, c);
	sim_stats one = {
		.requests = 1,
		.lanes = c->lanes,
		.sectors = c->sectors,
		.ideal_sectors = c->ideal_sectors,
		.useful_bytes = c->useful_bytes,
		.wavefronts = c->wavefronts,
		.ideal_wavefronts = c->ideal_wavefronts,
		.distinct = c->distinct,
		.min_per_request = v,
		.max_per_request = v,
		.worst_bank = c->worst_bank,
		.worst_bank_words = c->worst_bank_words,
	};

	/* a request with no active lane did not happen */
	if (c->lanes == 0)
		return;
	sim_stats_merge(s, &one);
}

void
sim_stats_merge(sim_stats *into, const sim_stats *from)
{
	if (from->requests == 0)
		return;
	if (into->requests == 0 || from->min_per_request < into->min_per_request)
		into->min_per_request = from->min_per_request;
	if (into->requests == 0 || from->max_per_request > into->max_per_request)
		into->max_per_request = from->max_per_request;
	into->requests += from->requests;
	into->lanes += from->lanes;
	into->sectors += from->sectors;
	into->ideal_sectors += from->ideal_sectors;
	into->useful_bytes += from->useful_bytes;
	into->wavefronts += from->wavefronts;
	into->ideal_wavefronts += from->ideal_wavefronts;
	into->distinct += from->distinct;
	if (from->worst_bank_words > into->worst_bank_words) {
		into->worst_bank = from->worst_bank;
		into->worst_bank_words = from->worst_bank_words;
	}
}

uint64_t
sim_stats_main(const sim_stats *s, enum sim_space space)
{
	switch (space) {
	case SIM_GLOBAL:
		return s->sectors;
	case SIM_SHARED:
		return s->wavefronts;
	case SIM_CONSTANT:
		return s->distinct;
	}
	return 0;
}
