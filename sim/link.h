/*
 * link.h - the host-device link model (prefix sim_link_): how long a
 * copy between host and device memory takes, what batching saves, how
 * copies staged over streams overlap a kernel, and what a kernel reading
 * mapped (zero-copy) host memory gets. 'accessan transfer' prints it.
 *
 * The model, per copy of b bytes:
 *
 *   pinned    t = pinned_us + b / rate          rate = h2d_gbps or d2h_gbps
 *   pageable  t = pageable_us + b / min(rate, staging_gbps)
 *
 * A pageable copy goes through the driver's pinned staging buffer: the
 * host copies each chunk in (staging_gbps, a host memcpy) while the DMA
 * engine sends the one before; pipelined, the slower of the two sets the
 * rate. rate is what a large pinned copy reaches, less than the link's
 * theoretical peak (peak_gbps) by the protocol's overhead (PCIe packet
 * headers and flow control, about 15%).
 *
 * Batching: n copies of b/n bytes pay the per-copy overhead n times.
 *
 * Overlap (the Best Practices Guide's staged concurrent copy and
 * execute): b bytes in n chunks, each copied in, worked on by a kernel
 * (kernel time / n, plus launch_us) and, with copy_out, copied back, in
 * stream i. The GPU has copy_engines DMA engines (2: one each way; 1:
 * both directions share one) and one kernel at a time fills it; each
 * engine takes its copies in the order they were issued, a stream's
 * operations wait for the one before. Sequential is the same with n = 1.
 *
 * Zero-copy: a kernel reads b bytes of mapped pinned host memory once,
 * coalesced: t = launch_us + b / zerocopy_gbps, every byte crossing the
 * link (reads from the GPU cross it as the host-to-device direction).
 *
 * No I/O and no allocation; sim/README lists the constants' sources.
 */
#ifndef SIM_LINK_H
#define SIM_LINK_H

#include <stddef.h>

typedef struct sim_link {
	const char *name;        /* "pcie5", or the profile it belongs to */
	const char *desc;        /* "PCIe 5.0 x16" */
	const char *source;      /* where the figures come from */
	double peak_gbps;        /* theoretical, each direction, 1e9 B/s */
	double h2d_gbps;         /* a large pinned copy, host to device */
	double d2h_gbps;         /* and device to host */
	double staging_gbps;     /* host memcpy into the staging buffer */
	double pinned_us;        /* per-copy overhead, pinned */
	double pageable_us;      /* per-copy overhead, pageable */
	double launch_us;        /* a kernel launch, for overlap and zero-copy */
	double zerocopy_gbps;    /* a kernel reading mapped host memory */
	int copy_engines;        /* 1 or 2 */
} sim_link;

enum sim_dir { SIM_H2D, SIM_D2H };

/* The built-in links, in order; *n receives their number. */
const sim_link *sim_link_list(size_t *n);
/* The link called name ("pcie3", "pcie4", "pcie5", "nvlink-c2c"), or
   NULL. */
const sim_link *sim_link_find(const char *name);
/* The link of architecture profile arch ("sm_90", "h200"): its host
   link; NULL for a name no profile has. */
const sim_link *sim_link_for_arch(const char *arch);

/* The numeric keys (all but name, desc, source); *n their number. */
const char *const *sim_link_keys(size_t *n);
/* Set key to value: 0, -1 unknown key, -2 out of range (not from
   SIM_LINK_MIN to SIM_LINK_MAX, GB/s or us; for copy_engines not 1 or
   2). */
#define SIM_LINK_MIN 1e-3
#define SIM_LINK_MAX 1e6
int sim_link_set(sim_link *l, const char *key, double value);
double sim_link_get(const sim_link *l, const char *key);

/* One copy of bytes, seconds. */
double sim_link_copy_s(const sim_link *l, enum sim_dir d, int pinned,
                       double bytes);
/* Its bandwidth, bytes / time, in 1e9 B/s. */
double sim_link_copy_gbps(const sim_link *l, enum sim_dir d, int pinned,
                          double bytes);
/* A kernel reading bytes of mapped host memory once, seconds. */
double sim_link_zerocopy_s(const sim_link *l, double bytes);

/* One operation on the overlap timeline. */
enum sim_lane { SIM_LANE_H2D, SIM_LANE_KERNEL, SIM_LANE_D2H };
typedef struct sim_link_op {
	enum sim_lane kind;      /* what it is */
	int lane;                /* where it runs: 0 H2D engine, 1 kernel,
	                            2 D2H engine (1 engine: copies on 0) */
	int chunk;               /* the stream */
	double start, end;       /* seconds from the first issue */
} sim_link_op;

/* Most operations sim_link_overlap fills: 3 per chunk. */
#define SIM_LINK_MAX_STREAMS 64

/*
 * bytes in nstreams chunks (1: sequential), kernel_s of kernel in all,
 * copies pinned; copy_out adds the copies back. ops (3 * nstreams at
 * most) receives the operations in issue order, *nops their number;
 * returns the total time, seconds. nstreams within 1 ..
 * SIM_LINK_MAX_STREAMS.
 */
double sim_link_overlap(const sim_link *l, double bytes, int nstreams,
                        double kernel_s, int copy_out, sim_link_op *ops,
                        int *nops);

#endif
