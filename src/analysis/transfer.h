/*
 * transfer.h - 'accessan transfer''s figures (prefix transfer_): what the
 * link model (sim/link.h) predicts for host-device copies, and, where a
 * GPU measured them, what it measured, side by side. The back ends of
 * report.h draw them (their transfer(): report_transfer.c) and compute
 * none.
 *
 * A measured figure is NaN where nothing was measured.
 */
#ifndef TRANSFER_H
#define TRANSFER_H

#include <stdbool.h>

#include "link.h"
#include "sim.h"

#define TRANSFER_MAX_SIZES 40

/* One copy kind: a direction and pinned or pageable. */
enum transfer_kind { TK_H2D_PINNED, TK_H2D_PAGEABLE, TK_D2H_PINNED,
                     TK_D2H_PAGEABLE, TK_N };

typedef struct transfer_setup {
	const sim_arch *arch;
	sim_link link;               /* the arch's, --link's, with --set */
	bool h2d, d2h;               /* --direction */
	double sizes[TRANSFER_MAX_SIZES];
	int nsizes;
	int batch;                   /* copies in the batched case */
	double batch_bytes;          /* their total */
	double overlap_bytes;        /* the overlap case's total */
	int streams;
	double kernel_ms;            /* all of the kernel's work */
	const char *kernel_from;     /* "--kernel-ms" or the pattern's name */
	double zc_bytes;             /* zero-copy read */
	const char *bytes_from;      /* the pattern whose global arrays the
	                                two totals are, or NULL (--bytes or
	                                the default) */
} transfer_setup;

typedef struct transfer_result {
	transfer_setup set;
	/* the sweep: seconds per copy, [size][kind] */
	double pred_s[TRANSFER_MAX_SIZES][TK_N];
	double meas_s[TRANSFER_MAX_SIZES][TK_N];
	/* batching, [kind]: set.batch copies of batch_bytes / batch, and
	   one copy of batch_bytes, in seconds */
	double pred_many_s[TK_N], pred_one_s[TK_N];
	double meas_many_s[TK_N], meas_one_s[TK_N];
	/* overlap: sequential (one stream) and set.streams streams */
	sim_link_op seq_ops[3], par_ops[3 * SIM_LINK_MAX_STREAMS];
	int nseq, npar;
	double pred_seq_s, pred_par_s;
	double meas_seq_s, meas_par_s;
	/* zero-copy */
	double pred_zc_s, meas_zc_s;
	bool measured;               /* --gpu ran */
	char device[256];            /* the GPU measured */
} transfer_result;

/* The kind's direction, and whether it is pinned. */
enum sim_dir transfer_dir(enum transfer_kind k);
bool transfer_pinned(enum transfer_kind k);
const char *transfer_kind_name(enum transfer_kind k);   /* "h2d pinned" */
/* Whether set asks for kind k (its direction). */
bool transfer_wanted(const transfer_setup *set, enum transfer_kind k);

/* Fill r's predictions from set (copied in); measured figures NaN. */
void transfer_predict(transfer_result *r, const transfer_setup *set);

#endif
