/*
 * evalexpect.c - the figures an 'expect' statement names (eval_metric,
 * eval.h) and each expectation of a pattern held to its run's result:
 * the figure, whether it passed (within the rounding of a ratio), and
 * for one over all accesses that failed, the access that fails it most,
 * for its message to name.
 */
#include <math.h>
#include <string.h>

#include "eval_int.h"

double
eval_metric(const sim_stats *s, enum sim_space sp, enum pat_metric m)
{
	double req = (double)s->requests;

	if (m == M_REQUESTS)
		return req;
	if (s->requests == 0)
		return NAN;
	switch (m) {
	case M_SECTORS: return (double)s->sectors;
	case M_SECTORS_PER_REQUEST: return (double)s->sectors / req;
	case M_IDEAL_SECTORS_PER_REQUEST: return (double)s->ideal_sectors / req;
	case M_EFFICIENCY:
		return s->sectors ? (double)s->useful_bytes /
		                            ((double)s->sectors * SIM_SECTOR)
		                  : NAN;
	case M_WAVEFRONTS: return (double)s->wavefronts;
	case M_WAVEFRONTS_PER_REQUEST: return (double)s->wavefronts / req;
	case M_IDEAL_WAVEFRONTS_PER_REQUEST:
		return (double)s->ideal_wavefronts / req;
	case M_BANK_CONFLICTS:
		return (double)(s->wavefronts - s->ideal_wavefronts);
	case M_BANK_CONFLICTS_PER_REQUEST:
		return (double)(s->wavefronts - s->ideal_wavefronts) / req;
	case M_DISTINCT_PER_REQUEST: return (double)s->distinct / req;
	case M_MAX_SECTORS_PER_REQUEST:
	case M_MAX_WAVEFRONTS_PER_REQUEST:
	case M_MAX_DISTINCT_PER_REQUEST:
		return (double)s->max_per_request;
	default:
		(void)sp;
		return NAN;
	}
}

static enum sim_space
metric_space(enum pat_metric m)
{
	switch (m) {
	case M_SECTORS: case M_SECTORS_PER_REQUEST:
	case M_MAX_SECTORS_PER_REQUEST: case M_IDEAL_SECTORS_PER_REQUEST:
	case M_EFFICIENCY:
		return SIM_GLOBAL;
	case M_DISTINCT_PER_REQUEST: case M_MAX_DISTINCT_PER_REQUEST:
		return SIM_CONSTANT;
	default:
		return SIM_SHARED;
	}
}

static bool
compare(double a, enum pat_cmp cmp, double b)
{
	/* figures are ratios of integers: allow for their rounding */
	double tol = 1e-9 * (fabs(a) > fabs(b) ? fabs(a) : fabs(b));
	if (isnan(a))
		return false;
	switch (cmp) {
	case C_EQ: return fabs(a - b) <= tol;
	case C_NE: return fabs(a - b) > tol;
	case C_LT: return a < b - tol;
	case C_LE: return a <= b + tol;
	case C_GT: return a > b + tol;
	case C_GE: return a >= b - tol;
	}
	return false;
}

/*
 * The access whose own figure m fails expectation s on 'all' the most,
 * so that its message names a culprit: the highest figure where the
 * expectation wants it lower (<, <=), the lowest where it wants it
 * higher (>, >=), the farthest from the value for ==, the nearest for
 * !=. -1 where no access of the figure's space made a request.
 */
static int
worst_access(const pat_program *p, const eval_result *r, const pat_stmt *s,
             enum sim_space sp)
{
	enum pat_metric m = s->u.expect.metric;
	double want = s->u.expect.value, best = 0;
	int j, worst = -1;

	for (j = 0; j < p->naccesses; j++) {
		enum sim_space asp = (enum sim_space)
			p->accesses[j]->u.access.array->space;
		double v, bad;
		if ((m != M_REQUESTS && asp != sp) ||
		    r->access[j].stats.requests == 0)
			continue;
		v = eval_metric(&r->access[j].stats, asp, m);
		if (isnan(v))
			continue;
		switch (s->u.expect.cmp) {
		case C_LT: case C_LE: bad = v; break;
		case C_GT: case C_GE: bad = -v; break;
		case C_EQ: bad = fabs(v - want); break;
		default: bad = -fabs(v - want); break;
		}
		if (worst < 0 || bad > best) {
			worst = j;
			best = bad;
		}
	}
	return worst;
}

void
eval_check_expects(const pat_program *p, eval_result *r)
{
	int i, j;

	for (i = 0; i < p->nexpects; i++) {
		const pat_stmt *s = p->expects[i];
		enum pat_metric m = s->u.expect.metric;
		double v;
		r->expect_worst[i] = -1;
		if (m == M_RACES) {
			v = r->race.checked ? (double)r->race.races : NAN;
		} else if (s->u.expect.access != NULL) {
			const pat_stmt *a = s->u.expect.access;
			v = eval_metric(&r->access[a->u.access.id].stats,
			                (enum sim_space)a->u.access.array->space, m);
		} else {
			sim_stats all;
			enum sim_space sp = metric_space(m);
			memset(&all, 0, sizeof(all));
			for (j = 0; j < p->naccesses; j++) {
				enum sim_space asp = (enum sim_space)
					p->accesses[j]->u.access.array->space;
				if (m == M_REQUESTS || asp == sp)
					sim_stats_merge(&all, &r->access[j].stats);
			}
			v = eval_metric(&all, sp, m);
		}
		r->expect_actual[i] = v;
		r->expect_passed[i] = compare(v, s->u.expect.cmp, s->u.expect.value);
		if (!r->expect_passed[i])
			r->failed++;
		if (!r->expect_passed[i] && m != M_RACES &&
		    s->u.expect.access == NULL)
			r->expect_worst[i] = worst_access(p, r, s, metric_space(m));
	}
}
