/*
 * link.c - the host-device link model of link.h: the links' constants,
 * with their sources, and the arithmetic.
 *
 * Sources. The theoretical peaks are the PCI-SIG base specifications'
 * signalling rates times 16 lanes times the encoding's efficiency
 * (128b/130b from PCIe 3.0 on): 8, 16 and 32 GT/s give 15.75, 31.51 and
 * 63.02 GB/s each way; NVLink-C2C is 450 GB/s each way (NVIDIA Grace
 * Hopper Superchip Architecture whitepaper: 900 GB/s both ways). What a
 * large pinned copy reaches: 12 GB/s on PCIe 3.0 x16 (CUDA C++ Best
 * Practices Guide, 9.1.1, "Pinned Memory"); elsewhere an estimate, 80%
 * of the peak (PCIe's packet headers, 20-odd bytes per 256-byte payload,
 * and its flow control). The per-copy overheads, the pageable staging
 * rate and the launch time are estimates of the size that published
 * bandwidthTest runs show (a few microseconds; a host memcpy of 10-20
 * GB/s), marked "estimate" in the listing; 'accessan transfer --gpu'
 * measures all of them, and a profile measured so says "measured": the
 * H100's (sm_90) and the H200's are.
 */
#include <math.h>
#include <stddef.h>
#include <string.h>

#include "link.h"

#define PCIE(gts) ((gts) * 16.0 * 128.0 / 130.0 / 8.0)

#define LINK(nm, ds, src, peak, h2d, d2h, stg, pin, pag, lau, eng) \
	{ .name = nm, .desc = ds, .source = src, .peak_gbps = peak, \
	  .h2d_gbps = h2d, .d2h_gbps = d2h, .staging_gbps = stg, \
	  .pinned_us = pin, .pageable_us = pag, .launch_us = lau, \
	  .zerocopy_gbps = h2d, .copy_engines = eng }

#define SPEC_EST "published spec (peak), estimate (the rest)"
#define SPEC_BPG "published spec (peak, Best Practices Guide 12 GB/s " \
                 "pinned), estimate (the rest)"

static const sim_link links[] = {
	LINK("pcie3", "PCIe 3.0 x16", SPEC_BPG, PCIE(8.0), 12.0, 12.0,
	     10.0, 8.0, 12.0, 4.0, 2),
	LINK("pcie4", "PCIe 4.0 x16", SPEC_EST, PCIE(16.0),
	     0.8 * PCIE(16.0), 0.8 * PCIE(16.0), 16.0, 8.0, 12.0, 4.0, 2),
	LINK("pcie5", "PCIe 5.0 x16", SPEC_EST, PCIE(32.0),
	     0.8 * PCIE(32.0), 0.8 * PCIE(32.0), 20.0, 8.0, 12.0, 4.0, 2),
	LINK("nvlink-c2c", "NVLink-C2C (Grace Hopper)", SPEC_EST, 450.0,
	     0.8 * 450.0, 0.8 * 450.0, 40.0, 8.0, 12.0, 4.0, 2),
};
#define NLINKS (sizeof links / sizeof links[0])

/*
 * Each architecture profile's host link (sim.c's profiles): the board
 * its representative device sits on. The GTX 750 Ti has one copy engine
 * (asyncEngineCount 1), the others two or more, of which one each way
 * serves a process's copies.
 */
static const struct {
	const char *arch;
	sim_link link;
} by_arch[] = {
	{ "sm_35", LINK("sm_35", "PCIe 3.0 x16 (Tesla K40)", SPEC_BPG,
	                PCIE(8.0), 12.0, 12.0, 10.0, 8.0, 12.0, 4.0, 2) },
	{ "sm_50", LINK("sm_50", "PCIe 3.0 x16, one copy engine (GTX 750 Ti)",
	                SPEC_BPG, PCIE(8.0), 12.0, 12.0, 10.0, 8.0, 12.0, 4.0,
	                1) },
	{ "sm_60", LINK("sm_60", "PCIe 3.0 x16 (Tesla P100)", SPEC_BPG,
	                PCIE(8.0), 12.0, 12.0, 10.0, 8.0, 12.0, 4.0, 2) },
	{ "sm_70", LINK("sm_70", "PCIe 3.0 x16 (Tesla V100)", SPEC_BPG,
	                PCIE(8.0), 12.0, 12.0, 10.0, 8.0, 12.0, 4.0, 2) },
	{ "sm_75", LINK("sm_75", "PCIe 3.0 x16 (Tesla T4)", SPEC_BPG,
	                PCIE(8.0), 12.0, 12.0, 10.0, 8.0, 12.0, 4.0, 2) },
	{ "sm_80", LINK("sm_80", "PCIe 4.0 x16 (A100)", SPEC_EST, PCIE(16.0),
	                0.8 * PCIE(16.0), 0.8 * PCIE(16.0), 16.0, 8.0, 12.0,
	                4.0, 2) },
	{ "sm_86", LINK("sm_86", "PCIe 4.0 x16 (A10)", SPEC_EST, PCIE(16.0),
	                0.8 * PCIE(16.0), 0.8 * PCIE(16.0), 16.0, 8.0, 12.0,
	                4.0, 2) },
	{ "sm_89", LINK("sm_89", "PCIe 4.0 x16 (L40S)", SPEC_EST, PCIE(16.0),
	                0.8 * PCIE(16.0), 0.8 * PCIE(16.0), 16.0, 8.0, 12.0,
	                4.0, 2) },
	/* measured by 'accessan transfer --gpu' on an H100 80GB HBM3 on
	   PCIe 5.0 x16 (tests/gpu/transfer/README: the medians, and what
	   one figure for both directions averages) */
	{ "sm_90", { .name = "sm_90", .desc = "PCIe 5.0 x16 (H100 SXM5)",
	             .source = "measured on an H100 80GB HBM3 (peak: published "
	                       "spec; launch_us: estimate)",
	             .peak_gbps = PCIE(32.0), .h2d_gbps = 53.0,
	             .d2h_gbps = 54.8, .staging_gbps = 9.0, .pinned_us = 10.5,
	             .pageable_us = 10.2, .launch_us = 4.0,
	             .zerocopy_gbps = 50.6, .copy_engines = 2 } },
	/* measured the same way on an H200 (tests/gpu/transfer/h200/, two
	   runs): pinned copies of 64 MiB to 1 GiB, h2d 54.7-55.5 and d2h
	   55.0-55.4 GB/s (the medians); 4 KiB copies, pinned 7.3-9.1 us and
	   pageable 7.6-9.1 us (each the mean of four); pageable copies of 64
	   MiB to 1 GiB, h2d 7.9-14.5 and d2h 14.6-17.4 GB/s (one figure, the
	   mean of the two medians); the zero-copy read, 51.25 GB/s */
	{ "h200", { .name = "h200", .desc = "PCIe 5.0 x16 (H200 SXM)",
	            .source = "measured on an H200 (peak: published spec; "
	                      "launch_us: estimate)",
	            .peak_gbps = PCIE(32.0), .h2d_gbps = 55.4,
	            .d2h_gbps = 55.2, .staging_gbps = 12.4, .pinned_us = 8.4,
	            .pageable_us = 8.3, .launch_us = 4.0,
	            .zerocopy_gbps = 51.2, .copy_engines = 2 } },
};
#define NBYARCH (sizeof by_arch / sizeof by_arch[0])

const sim_link *
sim_link_list(size_t *n)
{
	*n = NLINKS;
	return links;
}

const sim_link *
sim_link_find(const char *name)
{
	for (size_t i = 0; name && i < NLINKS; i++)
		if (strcmp(links[i].name, name) == 0)
			return &links[i];
	return NULL;
}

const sim_link *
sim_link_for_arch(const char *arch)
{
	for (size_t i = 0; arch && i < NBYARCH; i++)
		if (strcmp(by_arch[i].arch, arch) == 0)
			return &by_arch[i].link;
	return NULL;
}

static const char *const keys[] = {
	"peak_gbps", "h2d_gbps", "d2h_gbps", "staging_gbps", "pinned_us",
	"pageable_us", "launch_us", "zerocopy_gbps", "copy_engines"
};
#define NKEYS (sizeof keys / sizeof keys[0])

const char *const *
sim_link_keys(size_t *n)
{
	*n = NKEYS;
	return keys;
}

static double *
field(sim_link *l, const char *key)
{
	double *f[] = { &l->peak_gbps, &l->h2d_gbps, &l->d2h_gbps,
	                &l->staging_gbps, &l->pinned_us, &l->pageable_us,
	                &l->launch_us, &l->zerocopy_gbps };

	for (size_t i = 0; i < NKEYS - 1; i++)
		if (strcmp(keys[i], key) == 0)
			return f[i];
	return NULL;
}

int
sim_link_set(sim_link *l, const char *key, double value)
{
	double *f;

	if (strcmp(key, "copy_engines") == 0) {
		if (value != 1.0 && value != 2.0)
			return -2;
		l->copy_engines = (int)value;
		return 0;
	}
	if ((f = field(l, key)) == NULL)
		return -1;
	/* bounded so that every time and rate the model derives for sizes
	   of 1 byte to 64 GiB stays finite (1e300 GB/s over 1e-300 us made
	   an infinite bandwidth, printed as inf and drawn at y="-inf") */
	if (!(value >= SIM_LINK_MIN && value <= SIM_LINK_MAX))
		return -2;
	*f = value;
	return 0;
}

double
sim_link_get(const sim_link *l, const char *key)
{
	sim_link tmp = *l;
	double *f;

	if (strcmp(key, "copy_engines") == 0)
		return l->copy_engines;
	f = field(&tmp, key);
	return f ? *f : NAN;
}

double
sim_link_copy_s(const sim_link *l, enum sim_dir d, int pinned, double bytes)
{
	double rate = d == SIM_H2D ? l->h2d_gbps : l->d2h_gbps;

	if (pinned)
		return l->pinned_us * 1e-6 + bytes / (rate * 1e9);
	/* pipelined staging: the slower of host memcpy and DMA */
	rate = fmin(rate, l->staging_gbps);
	return l->pageable_us * 1e-6 + bytes / (rate * 1e9);
}

double
sim_link_copy_gbps(const sim_link *l, enum sim_dir d, int pinned,
                   double bytes)
{
	return bytes / sim_link_copy_s(l, d, pinned, bytes) / 1e9;
}

double
sim_link_zerocopy_s(const sim_link *l, double bytes)
{
	return l->launch_us * 1e-6 + bytes / (l->zerocopy_gbps * 1e9);
}

/*
 * The overlap timeline. Operations are issued stream by stream (copy in,
 * kernel, copy out of chunk 0, then of chunk 1, ...), as the Guide's
 * loop issues them; each starts when its stream's previous operation has
 * ended and its engine (or the kernel lane) is free, engines serving in
 * issue order.
 */
double
sim_link_overlap(const sim_link *l, double bytes, int nstreams,
                 double kernel_s, int copy_out, sim_link_op *ops, int *nops)
{
	double lane_free[3] = { 0.0, 0.0, 0.0 };
	double chunk = bytes / nstreams, total = 0.0;
	int n = 0;

	for (int i = 0; i < nstreams; i++) {
		double ready = 0.0;      /* the stream's previous end */
		for (int k = 0; k < 3; k++) {
			enum sim_lane kind = (enum sim_lane)k;
			int lane = k;
			double dur;

			if (kind == SIM_LANE_D2H && !copy_out)
				continue;
			if (kind == SIM_LANE_KERNEL)
				dur = kernel_s / nstreams + l->launch_us * 1e-6;
			else
				dur = sim_link_copy_s(l, kind == SIM_LANE_H2D ?
				                      SIM_H2D : SIM_D2H, 1, chunk);
			if (kind != SIM_LANE_KERNEL && l->copy_engines == 1)
				lane = 0;
			ops[n].kind = kind;
			ops[n].lane = lane;
			ops[n].chunk = i;
			ops[n].start = fmax(ready, lane_free[lane]);
			ops[n].end = ops[n].start + dur;
			lane_free[lane] = ready = ops[n].end;
			total = fmax(total, ops[n].end);
			n++;
		}
	}
	*nops = n;
	return total;
}
