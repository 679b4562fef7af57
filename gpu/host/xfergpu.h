/*
 * xfergpu.h - 'accessan transfer --gpu' (prefix xfergpu_): measures on
 * GPU 0 what transfer_predict() predicted, through the backend's
 * transfer table (gpu/lib/gpu_xfer.h).
 */
#ifndef XFERGPU_H
#define XFERGPU_H

#include "transfer.h"

struct diag;

/*
 * Fill r's measured figures (r->meas_*, r->device, r->measured), each
 * the median of reps runs after one warm-up. Returns 0, or -1 after
 * reporting one line to d (no backend, no driver, no GPU: exit 3).
 */
int xfergpu_measure(transfer_result *r, int reps, struct diag *d);

#endif
