/*
 * pipeline.c - from a pattern's text to its figures, the same way for
 * every command: parse with the -D values (and a sweep's one value on
 * top), check the -D names, resolve the architecture, evaluate.
 */
#include <math.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "cudasrc.h"
#include "diag.h"
#include "pipeline.h"
#include "predict.h"

/* nested regions that poll eval_interrupted() */
static volatile sig_atomic_t polling;

void
pipe_poll_begin(void)
{
	polling++;
}

void
pipe_poll_end(void)
{
	polling--;
}

bool
pipe_polling(void)
{
	return polling > 0;
}

/* eval_run, marked as under way for the SIGINT handler. */
static int
evaluate(const pat_program *p, const eval_options *eo, eval_result *r,
         diag *d)
{
	int rc;

	pipe_poll_begin();
	rc = eval_run(p, eo, r, d);
	pipe_poll_end();
	return rc;
}

void
pipe_point_init(pipe_point *pt)
{
	memset(pt, 0, sizeof(*pt));
	pt->evaluate = true;
	pt->detail_warp = -1;
}

/* The setup's definitions, with pt's parameter set on top (replacing a
   -D of the same name), into a fresh array of *n. */
static pat_define *
defs_of(const pipe_setup *s, const pipe_point *pt, int *n)
{
	pat_define *defs = xmalloc(sizeof(*defs) * (size_t)(s->ndefs + 1));
	int i;

	if (s->ndefs > 0)
		memcpy(defs, s->defs, sizeof(*defs) * (size_t)s->ndefs);
	*n = s->ndefs;
	if (pt->param != NULL) {
		for (i = 0; i < *n && strcmp(defs[i].name, pt->param) != 0; i++)
			;
		defs[i].name = pt->param;
		defs[i].value = pt->value;
		if (i == *n)
			++*n;
	}
	for (i = 0; i < *n; i++)
		defs[i].used = false;
	return defs;
}

/* Every -D must name a parameter of the program: each that does not is
   reported. */
static int
check_defs(const pipe_setup *s, const pat_program *p, const pat_define *defs,
           int n, diag *d)
{
	char mean[160];
	int i, bad = 0;

	for (i = 0; i < n; i++)
		if (!defs[i].used) {
			pat_param_guess(p, defs[i].name, mean, sizeof(mean));
			DIAG_PLAIN(d, CLI_UNKNOWN_PARAMETER, defs[i].name,
			           s->file, defs[i].name, mean);
			bad = 1;
		}
	return bad ? -1 : 0;
}

static void
eval_options_of(const pipe_setup *s, const pipe_run *run, eval_options *eo)
{
	memset(eo, 0, sizeof(*eo));
	eo->arch = &run->arch;
	eo->max_work = s->max_work;
	eo->exhaustive = s->exhaustive;
	eo->threads = s->threads;
	eo->detail_warp = -1;
}

/* The exact DRAM model's feed: global requests only. */
static void
feed_dram(void *arg, int access, uint64_t warp, enum sim_space space,
          bool atomic, const sim_request *r)
{
	(void)atomic;
	(void)access;
	(void)warp;
	/* out of memory leaves the figures low; nothing else to do here */
	if (space == SIM_GLOBAL)
		(void)sim_dram_add(arg, r);
}

/*
 * The walks of one run, planned here and nowhere else. Each is an
 * evaluation of the pattern:
 *   figures  the figures' walk (eval.c: classes of blocks and loop
 *            iterations where they stand for the others, else every
 *            warp);
 *   races    the hazard check (race.h): a walk of its own after the
 *            figures' for a written pattern, within it for a kernel;
 *            asked for, or expected by the file, and never in a search
 *            of figures alone (suggest's);
 *   dram     every request fed to sim/dram.c for the exact DRAM bytes,
 *            where the figures' walk did at most PREDICT_EXACT_WORK
 *            thread-accesses (larger patterns get the estimate);
 *   l1       block 0 on its own, its loads replayed through an L1
 *            (predict.h), where its warps are few enough;
 * the last two for the time prediction, which a run whose requests are
 * fed elsewhere (--gpu, which prints its own comparison) and a search of
 * figures alone go without. The detail of another warp (the HTML page's
 * warps, --warp worst) is one more, pipe_eval_warp(), asked by the
 * command that draws it.
 */
typedef struct walks {
	bool races;
	bool time;
	bool dram;
	bool l1;
} walks;

/* The walks before the figures' walk; r NULL. Those after it, with r
   its result: the time's. */
static void
plan_walks(const pipe_point *pt, const pat_program *p, const eval_result *r,
           walks *w)
{
	int i;

	if (r == NULL) {
		memset(w, 0, sizeof(*w));
		w->races = pt->races;
		for (i = 0; i < p->nexpects; i++)
			w->races |= p->expects[i]->u.expect.metric == M_RACES;
		if (pt->figures_only)
			w->races = false;
		w->time = !pt->figures_only && pt->on_request == NULL;
		return;
	}
	w->dram = w->time && r->work <= PREDICT_EXACT_WORK;
	w->l1 = w->time && predict_l1_fits(p);
}

/*
 * The DRAM walk: every request through sim/dram.c, in the steady state
 * of repeated launches, into b. false where it could not run (out of
 * memory, or a bound the figures' classes kept within: a kernel's
 * instructions) and the estimate stands; -1 when interrupted (it is the
 * first walk's work again, so nothing else stops it).
 */
static int
dram_walk(const pipe_setup *s, const pipe_run *run, sim_dram_bytes *b)
{
	eval_options eo;
	eval_result again;
	diag quiet;
	sim_dram *dm;
	int rc;

	if ((dm = sim_dram_new(run->arch.l2_bytes)) == NULL)
		return 0;
	sim_dram_set_window(dm, sim_dram_window(&run->arch));
	eval_options_of(s, run, &eo);
	eo.exhaustive = true;
	eo.on_request = feed_dram;
	eo.on_request_arg = dm;
	/* quiet: the first evaluation said what there was to say */
	diag_init_quiet(&quiet);
	rc = evaluate(run->p, &eo, &again, &quiet);
	if (rc == 0)
		sim_dram_totals(dm, 1, b);
	eval_result_free(&again);
	sim_dram_free(dm);
	return rc == 0 ? 1 : eval_interrupted() ? -1 : 0;
}

/* n x part / whole, rounded (0 where whole is) */
static uint64_t
share(uint64_t n, uint64_t part, uint64_t whole)
{
	return whole > 0 ? (uint64_t)llround((double)n * (double)part /
	                                     (double)whole) : 0;
}

/*
 * The DRAM bytes of the figures' walk's touches (eval_options.dram_sample)
 * through a sampled L2, into b: true where the walk ran every request
 * and what it touched passes the L2's size (a footprint within the L2
 * is read once, which the estimate says without a sample's noise). The
 * lines opened scattered, and the blocks written back scattered, are
 * the shares that a model sampled by regions finds (dram.h).
 */
static bool
dram_sampled(const pipe_run *run, sim_dram_bytes *b)
{
	const eval_result *r = &run->r;
	sim_dram *dm[2] = { NULL, NULL };
	sim_dram_bytes rb;
	bool ok = true;

	if (!r->touch_ok || r->ntouch == 0 ||
	    (dm[0] = sim_dram_new_sampled(run->arch.l2_bytes,
	                                  r->touch_shift)) == NULL ||
	    (dm[1] = sim_dram_new_regions(run->arch.l2_bytes,
	                                  r->touch_shift)) == NULL) {
		sim_dram_free(dm[0]);
		return false;
	}
	for (int k = 0; k < 2; k++)
		sim_dram_set_window(dm[k], sim_dram_window(&run->arch));
	for (size_t i = 0; i < r->ntouch && ok; i++)
		ok = sim_dram_touch_add(dm[0], &r->touch[i]) == 0 &&
		     sim_dram_touch_add(dm[1], &r->touch[i]) == 0;
	if (ok) {
		sim_dram_totals(dm[0], 1, b);
		sim_dram_totals(dm[1], 1, &rb);
		b->scattered = share(b->opens, rb.scattered, rb.opens);
		b->scattered_writes = share(b->part_writes,
		                            rb.scattered_writes, rb.part_writes);
		b->scattered_rbw = share(b->rbw_blocks, rb.scattered_rbw,
		                         rb.rbw_blocks);
	}
	sim_dram_free(dm[0]);
	sim_dram_free(dm[1]);
	return ok && b->blocks > run->arch.l2_bytes / SIM_DRAM_BLOCK;
}

/* The time prediction of run, by the walks w plans. 0, or -1 when
   interrupted. */
static int
predict(const pipe_setup *s, pipe_run *run, const walks *w)
{
	sim_dram_bytes b;
	predict_l1 l1;
	int dram = 0;
	bool sampled = false;

	if (!w->time)
		return 0;
	if (w->dram && (dram = dram_walk(s, run, &b)) < 0)
		return -1;
	if (!dram && (sampled = dram_sampled(run, &b)))
		dram = 1;
	/* the touches served their purpose: up to 32 MB a thread */
	free(run->r.touch);
	run->r.touch = NULL;
	run->r.ntouch = run->r.touch_have = 0;
	run->r.touch_ok = false;
	if (w->l1)
		predict_l1_walk(run->p, &run->arch, &l1);
	predict_time(run->p, &run->r, &run->arch, dram ? &b : NULL,
	             w->l1 ? &l1 : NULL);
	run->r.time.dram_sampled = sampled;
	if (w->l1)
		predict_l1_free(&l1);
	return 0;
}

int
run_pattern(const pipe_setup *s, const pipe_point *pt, pipe_run *out,
            diag *d)
{
	eval_options eo;
	walks w;
	int n;

	memset(out, 0, sizeof(*out));
	out->defs = defs_of(s, pt, &n);
	out->p = cudasrc_parse(s->file, s->src, s->len, out->defs, n, s->arch,
	                       s->cuda, d);
	if (out->p == NULL)
		return -1;
	if (s->check_defs && check_defs(s, out->p, out->defs, n, d) != 0)
		return -1;
	if (pat_arch(out->p, s->arch, s->bank_bytes, &out->arch, d) != 0)
		return -1;
	if (pt->lift && out->p->kernel != NULL)
		cudasrc_lift_accesses(out->p->kernel, out->p);
	if (!pt->evaluate)
		return 0;
	plan_walks(pt, out->p, NULL, &w);
	eval_options_of(s, out, &eo);
	eo.detail_warp = pt->detail_warp;
	if (out->p->kernel == NULL || !pt->feed_written_only) {
		eo.on_request = pt->on_request;
		eo.on_request_arg = pt->on_request_arg;
	}
	eo.races = w.races;
	eo.dram_sample = w.time;
	out->evaluated = true;
	if (evaluate(out->p, &eo, &out->r, d) != 0)
		return -1;
	plan_walks(pt, out->p, &out->r, &w);
	return predict(s, out, &w);
}

int
pipe_eval_warp(const pipe_setup *s, const pipe_run *run,
               int64_t detail_warp, eval_result *r, diag *d)
{
	eval_options eo;

	eval_options_of(s, run, &eo);
	eo.detail_warp = detail_warp;
	eo.detail_only = true;
	return evaluate(run->p, &eo, r, d);
}

void
pipe_run_free(pipe_run *run)
{
	if (run->evaluated)
		eval_result_free(&run->r);
	if (run->p != NULL)
		pat_free(run->p);
	free(run->defs);
	memset(run, 0, sizeof(*run));
}
