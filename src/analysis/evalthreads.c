/*
 * evalthreads.c - the grid enumerated on several threads (eval_int.h):
 * each thread runs a contiguous range of blocks into its own result and
 * diagnostics, and the ranges are merged in grid order, so that every
 * figure, the detail, the work and the first error are what the one
 * thread would have made. A range paused by the shared work limit is run
 * on, alone, at the merge. The kernel patterns' parts (eval.c) hand
 * their messages on and merge their figures through the same functions.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "arena.h"
#include "eval_int.h"
#include "dram.h"
#include "hot.h"

/* Enumerating on every core pays below this much work (thread-accesses
   and steps, the up-front bound): a thread costs a compile and a
   precompute. */
#define THREAD_MIN_WORK (1u << 20)

enum range_state { R_DONE, R_FAILED, R_PAUSED };

/* A contiguous range of the grid's blocks (linear, x fastest), run by
   one thread into its own result and diagnostics. */
typedef struct range {
	ctx c;
	eval_result r;
	diag d;
	char *buf;                   /* its diagnostics, printed if they are
	                                the run's first error */
	size_t len;
	catches caught;              /* and their captures, handed on then */
	uint64_t next, end;          /* blocks still to run: next .. end-1 */
	uint64_t reported;           /* work + steps added to *c.spent */
	enum range_state state;
	pthread_t thread;
} range;

/* Run blocks of g until its end, an error, Ctrl-C, or the shared count
   passing the limit (then it pauses between two blocks). */
static void
run_range(range *g)
{
	ctx *c = &g->c;
	const pat_program *p = c->p;
	const uint64_t gx = (uint64_t)p->grid[0], gy = (uint64_t)p->grid[1];

	for (; g->next < g->end; g->next++) {
		uint64_t b = g->next, now;
		if (c->paused != NULL && atomic_load(c->paused)) {
			g->state = R_PAUSED;
			return;
		}
		if (!eval_run_block(c, (int64_t)(b % gx),
		                    (int64_t)(b / gx % gy),
		                    (int64_t)(b / gx / gy))) {
			g->state = R_FAILED;
			return;
		}
		now = c->work + c->steps;
		if (c->spent != NULL && c->limit &&
		    atomic_fetch_add(c->spent, now - g->reported) +
		            (now - g->reported) > c->limit)
			atomic_store(c->paused, true);
		g->reported = now;
	}
	g->state = R_DONE;
}

static void *
range_main(void *arg)
{
	run_range(arg);
	return NULL;
}

/* How many threads enumerate: --threads, else ACCESSAN_THREADS, else
   every online core where the work is worth it (1: none). */
long
eval_thread_count(const ctx *c, uint64_t nblocks)
{
	const char *env = getenv("ACCESSAN_THREADS");
	long n = c->o->threads;
	char *end;

	if (n <= 0 && env != NULL && *env != '\0') {
		n = strtol(env, &end, 10);
		if (*end != '\0' || n < 1)
			n = 0;
	}
	if (n <= 0) {
		if (c->need < THREAD_MIN_WORK)
			return 1;
		n = sysconf(_SC_NPROCESSORS_ONLN);
	}
	if (n > 256)
		n = 256;
	return (uint64_t)n > nblocks ? (long)nblocks : n < 1 ? 1 : n;
}

static char *
copy_string(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

/* A diag capture hook that keeps each message in the catches at arg. */
void
eval_catch_msg(void *arg, enum diag_level lv, const char *id, const char *file,
               int line, int col, const char *msg)
{
	catches *g = arg;
	caught *k;

	g->v = xrealloc(g->v, sizeof(*g->v) * (size_t)(g->n + 1));
	k = &g->v[g->n++];
	k->lv = lv;
	k->id = id;
	k->file = file != NULL ? copy_string(file) : NULL;
	k->msg = copy_string(msg);
	k->line = line;
	k->col = col;
}

void
eval_catches_free(catches *g)
{
	int i;

	for (i = 0; i < g->n; i++) {
		free(g->v[i].file);
		free(g->v[i].msg);
	}
	free(g->v);
	memset(g, 0, sizeof(*g));
}

/* A thread's diagnostics (its buffer, its counts, its captures) as the
   run's own: what the one thread would have said. */
void
eval_hand_on(diag *to, diag *from, char *const *buf, const size_t *len,
             const catches *caught)
{
	int i;

	fflush(from->out);           /* (buf and len are set by the flush) */
	fwrite(*buf, 1, *len, to->out);
	to->nerrors = from->nerrors;
	to->nwarnings = from->nwarnings;
	for (i = 0; to->capture != NULL && i < caught->n; i++)
		to->capture(to->capture_arg, caught->v[i].lv, caught->v[i].id,
		            caught->v[i].file,
		            caught->v[i].line, caught->v[i].col,
		            caught->v[i].msg);
}

/* A context for a range: the run's, with its own memory, result and
   diagnostics (a buffer: only the first failing range's are shown). */
static void
range_init(range *g, const ctx *base, uint64_t first, uint64_t end)
{
	memset(g, 0, sizeof(*g));
	g->c = *base;
	g->c.A = arena_new();
	eval_result_init(base->p, base->o, &g->r);
	g->r.touch_ok = base->r->touch_ok;
	g->c.r = &g->r;
	g->d = *base->d;
	g->d.out = open_memstream(&g->buf, &g->len);
	if (g->d.out == NULL) {
		perror("accessan: open_memstream");
		exit(3);
	}
	if (base->d->capture != NULL) {
		g->d.capture = eval_catch_msg;
		g->d.capture_arg = &g->caught;
	}
	g->c.d = &g->d;
	g->next = first;
	g->end = end;
	eval_prepare(&g->c);
}

static void
range_free(range *g)
{
	if (g->d.out != NULL)
		fclose(g->d.out);
	free(g->buf);
	eval_catches_free(&g->caught);
	eval_result_free(&g->r);
	arena_free(g->c.A);
}

/* Add a finished range's figures to r, as if the one thread had gone on
   from the ranges before it: sums, the first detail, the first of ties. */
void
eval_merge_result(eval_result *r, const eval_result *from, uint64_t nominal)
{
	int i;

	for (i = 0; i < r->naccesses; i++) {
		eval_access *a = &r->access[i];
		const eval_access *b = &from->access[i];
		/* the costliest request's first warp: a later range's only if
		   it costs more */
		uint64_t worst = b->stats.requests > 0 &&
		                 (a->stats.requests == 0 ||
		                  b->stats.max_per_request > a->stats.max_per_request)
		                 ? b->worst_warp : a->worst_warp;
		sim_stats_merge(&a->stats, &b->stats);
		a->evaluated += b->evaluated;
		a->tex_quads += b->tex_quads;
		a->tex_sectors += b->tex_sectors;
		a->rounds += b->rounds;
		a->aggregated += b->aggregated;
		a->inactive += b->inactive;
		if (!a->has_detail && b->has_detail) {
			uint64_t evaluated = a->evaluated, quads = a->tex_quads;
			uint64_t tsec = a->tex_sectors, rounds = a->rounds;
			uint64_t agg = a->aggregated, idle = a->inactive;
			sim_stats stats = a->stats;
			*a = *b;
			a->stats = stats;
			a->evaluated = evaluated;
			a->tex_quads = quads;
			a->tex_sectors = tsec;
			a->rounds = rounds;
			a->aggregated = agg;
			a->inactive = idle;
		}
		a->worst_warp = worst;
	}
	if (from->hot != NULL) {
		if (r->hot == NULL)
			r->hot = xcalloc(1, sim_hot_size());
		sim_hot_merge(r->hot, from->hot);
	}
	if (from->block_syncs > r->block_syncs)
		r->block_syncs = from->block_syncs;
	r->issued += from->issued;
	/* the touches in grid order, of the sets both keep, then of as
	   few as the bound takes: a part narrows only where the whole run
	   must, so the sets are the one thread's whatever the parts */
	if (r->touch_ok && from->touch_ok) {
		unsigned shift = r->touch_shift > from->touch_shift
		                 ? r->touch_shift : from->touch_shift;
		size_t i, n = 0;
		if (eval_touch_narrow(r, shift)) {
			if (r->ntouch + from->ntouch > r->touch_have) {
				r->touch_have = r->ntouch + from->ntouch;
				r->touch = xrealloc(r->touch, sizeof(*r->touch) *
				                              r->touch_have);
			}
			for (i = 0; i < from->ntouch; i++)
				if (sim_dram_touch_kept(&from->touch[i], shift))
					r->touch[r->ntouch + n++] = from->touch[i];
			r->ntouch += n;
			while (r->ntouch > r->touch_cap &&
			       eval_touch_narrow(r, r->touch_shift + 1))
				;
		}
	} else if (r->touch_ok) {
		eval_touch_drop(r);
	}
	r->work += nominal;
}

/*
 * What the one thread would have made of range g after the ranges before
 * it, which passed with work + steps `before`: true and g's figures added
 * to r, or false after its error (or the limit's) reported to d. The
 * limit is checked at the same points in both runs, and the counts only
 * grow: the one thread stops for the limit in g exactly when before plus
 * some count g was checked at passes it.
 */
static bool
merge_range(range *g, ctx *base, uint64_t *before)
{
	ctx *c = &g->c;
	const uint64_t limit = base->o->max_work;

	if (c->runaway_trips > base->runaway_trips) {
		base->runaway = c->runaway;
		base->runaway_trips = c->runaway_trips;
		base->runaway_warp = c->runaway_warp;
	}
	if (g->state == R_PAUSED) {
		/* paused because others spent the limit: the one thread would
		   go on; go on alone, with what the limit leaves */
		if (limit && *before + c->checked > limit)
			return eval_too_much(base);
		c->paused = NULL;
		c->spent = NULL;
		c->limit = limit ? limit - *before : 0;
		run_range(g);
	}
	if (eval_interrupted())
		return false;
	if (c->runaway_trips > base->runaway_trips) {
		base->runaway = c->runaway;
		base->runaway_trips = c->runaway_trips;
		base->runaway_warp = c->runaway_warp;
	}
	if (limit && *before + c->checked > limit)
		return eval_too_much(base);
	if (g->state == R_FAILED) {
		eval_hand_on(base->d, &g->d, &g->buf, &g->len, &g->caught);
		return false;
	}
	*before += c->work + c->steps;
	eval_merge_result(base->r, &g->r, c->nominal);
	return true;
}

/*
 * Enumerate the grid on n threads, each a contiguous range of blocks, and
 * merge the ranges in grid order: every figure, the detail, the work and
 * the first error are those of the one thread.
 */
bool
eval_run_ranges(ctx *c, long n, uint64_t nblocks)
{
	range *g = xcalloc((size_t)n, sizeof(*g));
	_Atomic uint64_t spent = 0;
	atomic_bool paused = false;
	uint64_t q = nblocks / (uint64_t)n, rem = nblocks % (uint64_t)n, first;
	uint64_t before = 0;
	bool ok = true;
	long i, started;

	for (i = 0, first = 0; i < n; i++) {
		uint64_t len = q + ((uint64_t)i < rem);
		range_init(&g[i], c, first, first + len);
		g[i].c.spent = &spent;
		g[i].c.paused = &paused;
		first += len;
	}
	/* the first range runs here; a thread that cannot start leaves its
	   range to the merge, which runs it */
	for (started = 1; started < n; started++)
		if (pthread_create(&g[started].thread, NULL, range_main,
		                   &g[started]) != 0)
			break;
	for (i = started; i < n; i++)
		g[i].state = R_PAUSED;
	run_range(&g[0]);
	for (i = 1; i < started; i++)
		pthread_join(g[i].thread, NULL);
	for (i = 0; i < n && ok; i++)
		ok = merge_range(&g[i], c, &before);
	for (i = 0; i < n; i++)
		range_free(&g[i]);
	free(g);
	return ok;
}
