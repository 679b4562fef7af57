/*
 * transfer.c - 'accessan transfer''s predictions: the link model
 * (sim/link.h) over the sweep's sizes and the three cases (batching,
 * overlap, zero-copy), into a transfer_result (transfer.h).
 */
#include <math.h>
#include <string.h>

#include "transfer.h"

enum sim_dir
transfer_dir(enum transfer_kind k)
{
	return k == TK_H2D_PINNED || k == TK_H2D_PAGEABLE ? SIM_H2D : SIM_D2H;
}

bool
transfer_pinned(enum transfer_kind k)
{
	return k == TK_H2D_PINNED || k == TK_D2H_PINNED;
}

const char *
transfer_kind_name(enum transfer_kind k)
{
	static const char *const names[TK_N] = {
		"h2d pinned", "h2d pageable", "d2h pinned", "d2h pageable"
	};
	return names[k];
}

bool
transfer_wanted(const transfer_setup *set, enum transfer_kind k)
{
	return transfer_dir(k) == SIM_H2D ? set->h2d : set->d2h;
}

void
transfer_predict(transfer_result *r, const transfer_setup *set)
{
	const sim_link *l = &set->link;

	memset(r, 0, sizeof *r);
	r->set = *set;
	for (int k = 0; k < TK_N; k++) {
		enum sim_dir d = transfer_dir((enum transfer_kind)k);
		int pin = transfer_pinned((enum transfer_kind)k);
		for (int i = 0; i < set->nsizes; i++) {
			r->pred_s[i][k] = sim_link_copy_s(l, d, pin,
			                                  set->sizes[i]);
			r->meas_s[i][k] = NAN;
		}
		r->pred_many_s[k] = set->batch *
			sim_link_copy_s(l, d, pin, set->batch_bytes / set->batch);
		r->pred_one_s[k] = sim_link_copy_s(l, d, pin, set->batch_bytes);
		r->meas_many_s[k] = r->meas_one_s[k] = NAN;
	}
	/* copy-out only where the direction asks for it: h2d alone is the
	   Guide's figure (copy in, then the kernel) */
	r->pred_seq_s = sim_link_overlap(l, set->overlap_bytes, 1,
	                                 set->kernel_ms * 1e-3, set->d2h,
	                                 r->seq_ops, &r->nseq);
	r->pred_par_s = sim_link_overlap(l, set->overlap_bytes, set->streams,
	                                 set->kernel_ms * 1e-3, set->d2h,
	                                 r->par_ops, &r->npar);
	r->meas_seq_s = r->meas_par_s = NAN;
	r->pred_zc_s = sim_link_zerocopy_s(l, set->zc_bytes);
	r->meas_zc_s = NAN;
}
