/*
 * predict.c - from an evaluated pattern to the time model's figures
 * (sim/timemodel.h), and the prediction.
 *
 * Two figures are not counted by the evaluator and are worked out here:
 *
 * - DRAM bytes. sim/dram.c is exact but needs every request; the pipeline
 *   feeds it for patterns of up to PREDICT_EXACT_WORK thread-accesses.
 *   Larger ones get an estimate, per array: the bytes loaded are the
 *   smaller of the array's size and its requested sectors' bytes (x 2 for
 *   sectors alone in their 64-byte block, as each load's first request
 *   shows them); each byte is read once: data read again after it left
 *   L2 is not counted, so the estimate is low where a working set larger
 *   than L2 is read several times. Stores likewise, plus a read before
 *   write where the bytes they write fall short of their footprint
 *   (sectors left partly written) and the array is not loaded, and the
 *   sectors they ask for beyond the footprint (dram.h's store-repeat
 *   term). The 128-byte lines touched (dram.h's lines term) come from
 *   each access's first request too, at most the array's lines.
 *
 * - The bytes a warp keeps in flight. A warp issues its loads and waits
 *   for them when it uses the data; the model takes the loads of one pass
 *   through a loop body (or through the statements outside loops),
 *   between barriers, as issued together, one round of waiting, and
 *   every pass as a round of its own: a compiler that unrolls a loop
 *   overlaps more, a dependent chain of loads overlaps less.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "predict.h"

/* Give every global load of the list at s a round group: loads of one
   pass through a statement list, between barriers, share one. *next is
   the next unused group number. */
static void
group_loads(const pat_stmt *s, int g, int *next, int *group)
{
	for (; s != NULL; s = s->next)
		switch (s->kind) {
		case S_ACCESS:
			if (s->u.access.array->space == SPACE_GLOBAL &&
			    !s->u.access.store)
				group[s->u.access.id] = g;
			break;
		case S_SYNC:
			g = (*next)++;
			break;
		case S_IF:
			group_loads(s->u.cond.then, g, next, group);
			group_loads(s->u.cond.otherwise, g, next, group);
			break;
		case S_FOR:
			group_loads(s->u.loop.body, (*next)++, next, group);
			/* the loop's own loads stand between those before
			   and after it */
			g = (*next)++;
			break;
		default:
			break;
		}
}

/* The array whose storage a access uses (a view's, its own otherwise). */
static int
array_index(const pat_program *p, const pat_array *a)
{
	while (a->view_of != NULL)
		a = a->view_of;
	return (int)(a - p->arrays);
}

/* The distinct groups of 2^shift sectors among the detail warp's first
   request's sectors, per sector (a figure of the request's shape: 64-byte
   blocks with shift 1, 128-byte lines with 2); -1 without a detail. */
static double
groups_per_sector(const eval_access *a, unsigned shift)
{
	const sim_detail *d = &a->detail;
	uint64_t last = UINT64_MAX;
	int k, groups = 0;

	if (!a->has_detail || d->nunits <= 0)
		return -1;
	/* the units are sector numbers, ascending: one pass */
	for (k = 0; k < d->nunits; k++)
		if (d->unit[k] >> shift != last) {
			last = d->unit[k] >> shift;
			groups++;
		}
	return (double)groups / d->nunits;
}

/* DRAM fetches 64-byte blocks: the bytes a load's sectors cost there per
   sector byte, 1 where sectors pair up in their blocks to 2 where each is
   alone (1 without a detail). */
static double
block_ratio(const eval_access *a)
{
	double g = groups_per_sector(a, 1);

	return g < 0 ? 1 : 2 * g;
}

/* The estimate of the header comment, into b (read, rbw, write). */
static void
estimate_dram(const pat_program *p, const eval_result *r, sim_dram_bytes *b)
{
	double *ld = xmalloc(sizeof(double) * 4 * (size_t)(p->narrays + 1));
	double *st = ld + p->narrays, *stuse = st + p->narrays;
	double *lines = stuse + p->narrays;
	double rd = 0, wr = 0, rbw = 0, nl = 0, sreq = 0, sdist = 0, bytes, g;
	int i, k;

	memset(ld, 0, sizeof(double) * 4 * (size_t)p->narrays);
	for (i = 0; i < p->naccesses && i < r->naccesses; i++) {
		const pat_stmt *s = p->accesses[i];
		const sim_stats *x = &r->access[i].stats;

		if (s->u.access.array->space != SPACE_GLOBAL)
			continue;
		k = array_index(p, s->u.access.array);
		/* the 128-byte lines touched, for the DRAM time's lines term */
		g = groups_per_sector(&r->access[i], 2);
		lines[k] += (double)x->sectors * (g < 0 ? 0.25 : g);
		if (s->u.access.store) {
			st[k] += (double)x->sectors * SIM_SECTOR;
			stuse[k] += (double)x->useful_bytes;
		} else
			ld[k] += (double)x->sectors * SIM_SECTOR *
			         block_ratio(&r->access[i]);
	}
	for (k = 0; k < p->narrays; k++) {
		bytes = ceil((double)p->arrays[k].bytes / SIM_SECTOR) * SIM_SECTOR;
		rd += fmin(ld[k], bytes);
		wr += fmin(st[k], bytes);
		/* partly written sectors are read first, unless loaded, or
		   filled in the end by other requests (a misaligned copy's
		   boundary sectors): the bytes written cover the footprint */
		if (st[k] > 0 && ld[k] == 0 && stuse[k] < 0.999 * fmin(st[k], bytes))
			rbw += fmin(st[k], bytes);
		sreq += st[k] / SIM_SECTOR;
		sdist += fmin(st[k], bytes) / SIM_SECTOR;
		nl += fmin(lines[k], ceil((double)p->arrays[k].bytes /
		                          SIM_DRAM_LINE));
	}
	memset(b, 0, sizeof(*b));
	b->read = (uint64_t)rd;
	b->write = (uint64_t)wr;
	b->rbw = (uint64_t)rbw;
	b->lines = (uint64_t)nl;
	b->requested_store = (uint64_t)sreq;
	b->store_sectors = (uint64_t)sdist;
	free(ld);
}

void
predict_time(const pat_program *p, eval_result *r, const sim_arch *a,
             const sim_dram_bytes *exact)
{
	eval_time *t = &r->time;
	sim_dram_bytes est;
	const sim_dram_bytes *db;
	int *group = xmalloc(sizeof(int) * (size_t)(p->naccesses + 1));
	double *rounds, total_rounds = 0, per_warp;
	int next = 1, i;

	memset(t, 0, sizeof(*t));
	t->registers = p->registers > 0 ? p->registers : PREDICT_REGISTERS;
	if (exact == NULL)
		estimate_dram(p, r, &est);
	db = exact != NULL ? exact : &est;
	t->dram_exact = exact != NULL;
	t->dram_bytes = (double)sim_dram_total(db);
	t->in.dram_copy_bytes = sim_dram_time_bytes(db, NULL);
	t->in.dram_read_bytes = (double)db->read;

	for (i = 0; i < p->naccesses; i++)
		group[i] = 0;
	group_loads(p->body, next++, &next, group);
	rounds = xmalloc(sizeof(double) * (size_t)next);
	for (i = 0; i < next; i++)
		rounds[i] = 0;
	for (i = 0; i < p->naccesses && i < r->naccesses; i++) {
		const pat_stmt *s = p->accesses[i];
		const sim_stats *x = &r->access[i].stats;

		if (s->u.access.array->space == SPACE_SHARED) {
			t->in.wavefronts += (double)x->wavefronts;
			continue;
		}
		if (s->u.access.array->space != SPACE_GLOBAL)
			continue;
		t->in.requests += (double)x->requests;
		t->useful_bytes += (double)x->useful_bytes;
		if (s->u.access.store) {
			t->in.store_sectors += (double)x->sectors;
			continue;
		}
		t->in.load_sectors += (double)x->sectors;
		/* the group's rounds: its most frequent load's requests a
		   warp, at least one where it ran (a load that few warps make
		   still costs those warps a wait) */
		per_warp = r->warps ? (double)x->requests / (double)r->warps : 0;
		if (x->requests > 0 && per_warp < 1)
			per_warp = 1;
		if (per_warp > rounds[group[i]])
			rounds[group[i]] = per_warp;
	}
	for (i = 0; i < next; i++)
		total_rounds += rounds[i];
	if (total_rounds > 0 && r->warps > 0)
		t->in.inflight_bytes = t->in.load_sectors * SIM_SECTOR /
		                       (double)r->warps / total_rounds;
	free(rounds);
	free(group);

	t->in.blocks = (uint64_t)(p->grid[0] * p->grid[1] * p->grid[2]);
	t->in.threads_per_block = (int)(p->block[0] * p->block[1] * p->block[2]);
	t->in.shared_per_block = p->shared_bytes;
	t->in.regs_per_thread = t->registers;
	t->in.warps = r->warps;
	sim_time_predict(a, &t->in, &t->t);
	/* NaN where there is no global traffic to speak of */
	t->gbps = t->t.seconds > 0 && t->useful_bytes > 0 ?
	          t->useful_bytes / t->t.seconds / 1e9 : NAN;
	t->valid = true;
}
