/*
 * predict.c - from an evaluated pattern to the time model's figures
 * (sim/timemodel.h), and the prediction.
 *
 * Figures the evaluator does not count are worked out here:
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
 *   (sectors left partly written) and the array is not loaded; the
 *   sectors they ask for beyond the footprint are the L2's, not DRAM's
 *   (dram.h). The 128-byte lines touched (dram.h's lines term) come from
 *   each access's first request too, at most the array's lines.
 *
 * - The bytes a warp keeps in flight. A warp issues its loads and waits
 *   for them when it uses the data; the model takes the loads of one pass
 *   through a loop body (or through the statements outside loops),
 *   between barriers, as issued together, one round of waiting, and
 *   every pass as a round of its own, or every N passes of an 'unroll N'
 *   loop (a loop unrolled whole is no loop: its loads join the round
 *   around it); a dependent chain of loads overlaps less. A kernel's
 *   rounds are counted from its compiled code as it runs (cudasrc.h:
 *   round), each opened by the load that waits.
 *
 * - The load sectors L1 serves, from block 0's loads replayed (L1 hits,
 *   below), and the passes through L1's tag stage, a request's distinct
 *   128-byte lines, from each access's first request.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "hot.h"
#include "predict.h"

/* Whether the list at s holds a barrier, at any depth. */
static bool
has_sync(const pat_stmt *s)
{
	for (; s != NULL; s = s->next)
		if (s->kind == S_SYNC ||
		    (s->kind == S_FOR && has_sync(s->u.loop.body)) ||
		    (s->kind == S_IF && (has_sync(s->u.cond.then) ||
		                         has_sync(s->u.cond.otherwise))))
			return true;
	return false;
}

/* Whether e uses a slot that wait[] marks. */
static bool
uses_waited(const pat_expr *e, const bool *wait, int nslots)
{
	if (e == NULL)
		return false;
	if (e->op == E_VAR && e->slot >= 0 && e->slot < nslots &&
	    wait[e->slot])
		return true;
	return uses_waited(e->a, wait, nslots) ||
	       uses_waited(e->b, wait, nslots) ||
	       uses_waited(e->c, wait, nslots);
}

/* Give every global load of the list at s a round group: loads of one
   pass through a statement list, between barriers, share one. *next is
   the next unused group number; loopy[id] says whether the load is in a
   loop (inloop: the list is). An 'unroll N' loop's passes issue N at a
   time: its loads' requests make a round every N (per[id], the product
   over the loops around it, from the list's own, unroll); a loop
   unrolled whole is no loop at all: its loads join the round of the
   statements around it, unless a barrier inside splits its passes.
   seq[id] says whether the load's loop waits its rounds one by one
   (seqloop: the list's does): one the pattern gives an unroll count
   ('unroll 1': the compiler's loop as it is, a pass a round), or one
   whose passes a barrier keeps apart, not one whose passes the
   compiler may overlap as it unrolls them (timemodel.h). wait[slot]
   marks the names that hold what a load of the current round read
   ('int j = idx[i]': a let 'loaded'); a load whose address or guard uses
   one waits for it, in a round of its own. */
static void
group_loads(const pat_stmt *s, int g, int *next, int *group, bool inloop,
            bool *loopy, double unroll, double *per, bool seqloop, bool *seq,
            bool *wait, int nslots)
{
	int i;

	for (; s != NULL; s = s->next)
		switch (s->kind) {
		case S_LET:
			/* a value an earlier load of this round holds */
			if (s->u.let.loaded && s->u.let.slot >= 0 &&
			    s->u.let.slot < nslots)
				wait[s->u.let.slot] = true;
			break;
		case S_ACCESS:
			if (s->u.access.array->space == SPACE_GLOBAL &&
			    !s->u.access.store) {
				bool dep = s->u.access.pred != NULL &&
				           uses_waited(s->u.access.pred, wait, nslots);

				for (i = 0; i < s->u.access.nindex; i++)
					dep |= uses_waited(s->u.access.index[i],
					                   wait, nslots);
				/* a dependent load: the round after the one
				   whose load gave its address */
				if (dep) {
					g = (*next)++;
					memset(wait, 0, sizeof(bool) * (size_t)nslots);
				}
				group[s->u.access.id] = g;
				loopy[s->u.access.id] = inloop;
				per[s->u.access.id] = unroll;
				seq[s->u.access.id] = seqloop;
			}
			break;
		case S_SYNC:
			g = (*next)++;
			memset(wait, 0, sizeof(bool) * (size_t)nslots);
			break;
		case S_IF:
			group_loads(s->u.cond.then, g, next, group, inloop, loopy,
			            unroll, per, seqloop, seq, wait, nslots);
			group_loads(s->u.cond.otherwise, g, next, group, inloop,
			            loopy, unroll, per, seqloop, seq, wait, nslots);
			break;
		case S_FOR: {
			double u = unroll * (s->u.loop.unroll > 0 ?
			                     s->u.loop.unroll : 1);
			bool sync = has_sync(s->u.loop.body);
			if (s->u.loop.unrolled && !sync) {
				group_loads(s->u.loop.body, g, next, group, inloop,
				            loopy, u, per, seqloop, seq, wait, nslots);
				break;
			}
			group_loads(s->u.loop.body, (*next)++, next, group, true,
			            loopy, u, per, sync || s->u.loop.unroll > 0,
			            seq, wait, nslots);
			/* the loop's own loads stand between those before
			   and after it */
			g = (*next)++;
			memset(wait, 0, sizeof(bool) * (size_t)nslots);
			break;
		}
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

/* A global load's passes through L1 (sim_l1_passes), from the detail
   warp's first request, per sector of the access. A request L1 serves
   whole ('served', a share of the access's requests) takes the tag
   stage's lookups, 4 lines a clock, or the data stage's wavefronts by
   the bank rule, the more; one that waits for the L2 keeps one pass a
   line ('lines', the access's lines): the counters put its data stage
   between the two (tests/gpu/l1/README), the time of kernels that make
   such requests near one a line. At least one pass a request. */
static double
load_passes(const eval_access *e, const sim_arch *a, double served,
            double lines)
{
	const sim_stats *x = &e->stats;
	sim_request q;
	uint32_t nl, h;
	double hit;

	if (!e->has_detail || e->detail.counts.sectors == 0 || served <= 0)
		return lines;
	q.addr = e->detail_addr;
	q.active = e->detail.active;
	q.size = e->detail.size;
	q.store = false;
	sim_l1_passes(a, &q, &nl, &h);
	hit = (double)x->sectors * fmax(ceil(nl / 4.0), (double)h) /
	      e->detail.counts.sectors;
	return fmax((double)x->requests, served * hit + (1 - served) * lines);
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
	b->opens = b->lines;
	b->requested_store = (uint64_t)sreq;
	b->store_sectors = (uint64_t)sdist;
	free(ld);
}

/* ------------------------------------------------------------ L1 hits
 *
 * A global load's sector that the SM read shortly before is served by L1
 * and costs no L2 traffic: the same row of a read by every warp of a
 * block (matmul_naive's a[row][i]), a vector every warp reads
 * (matvec_notes_warp's x), the three fields of a structure read by three
 * loads. The evaluator counts requested sectors only, so block 0 is
 * evaluated once more on its own, its global loads' sectors recorded per
 * warp, and replayed with the warps in step (request k of every warp,
 * then request k + 1: warps of a block move through the same code at
 * about the same pace) through an L1 of the block's share of the SM's L1
 * (PREDICT_L1_EXTRA plus the shared-memory capacity, less the shared
 * memory the resident blocks use, over the resident blocks), a sector
 * staying while fewer than that many sectors were missed since its last
 * use. Each load's share of missed sectors in the replay is its share
 * over the grid. Hits between blocks (b's rows read by every block of a
 * column of matmul_naive) are not counted, so the estimate is low where
 * they matter. Stores write through to L2: never hits.
 */

/* One recorded global load request: its access and sectors. */
typedef struct l1_req {
	int access;
	int nsec;
	uint64_t sec[SIM_WARP];
} l1_req;

typedef struct l1_rec {
	l1_req *req;                 /* [warp * PREDICT_L1_REQS + k] */
	int n[PREDICT_L1_WARPS];     /* recorded per warp */
	uint64_t first_warp;
	bool first_set;
} l1_rec;

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* on_request: the global loads of the first PREDICT_L1_WARPS warps, the
   first PREDICT_L1_REQS of each */
static void
l1_record(void *arg, int access, uint64_t warp, enum sim_space space,
          bool atomic, const sim_request *r)
{
	l1_rec *rec = arg;
	l1_req *q;
	uint64_t w;
	int lane, k;

	/* (an atomic is a store: the L2's, past the L1) */
	(void)atomic;
	if (space != SIM_GLOBAL || r->store)
		return;
	if (!rec->first_set) {
		rec->first_warp = warp;
		rec->first_set = true;
	}
	w = warp - rec->first_warp;
	if (w >= PREDICT_L1_WARPS || rec->n[w] >= PREDICT_L1_REQS)
		return;
	q = &rec->req[w * PREDICT_L1_REQS + (uint64_t)rec->n[w]++];
	q->access = access;
	q->nsec = 0;
	for (lane = 0; lane < SIM_WARP; lane++)
		if (r->active >> lane & 1) {
			/* a lane's bytes may cross into the next sector */
			q->sec[q->nsec++] = r->addr[lane] / SIM_SECTOR;
			if ((r->addr[lane] + r->size - 1) / SIM_SECTOR !=
			    r->addr[lane] / SIM_SECTOR && q->nsec < SIM_WARP)
				q->sec[q->nsec++] = (r->addr[lane] + r->size - 1) /
				                    SIM_SECTOR;
		}
	qsort(q->sec, (size_t)q->nsec, sizeof(uint64_t), cmp_u64);
	for (lane = k = 0; lane < q->nsec; lane++)
		if (k == 0 || q->sec[k - 1] != q->sec[lane])
			q->sec[k++] = q->sec[lane];
	q->nsec = k;
}

/* A sector the block's warps asked the L2 for is still on its way
   when a warp asks again within this many of its loads (a warp's loads
   in flight together, a loop's unrolled copies; the replay takes the
   warps' k-th loads together): the request waits for it as for a
   miss. */
#define L1_PENDING_REQS 8

/* The replay: per access, sectors asked for and missed (hit[i] = asked -
   missed), and its requests and those L1 served whole (every sector
   there, none on its way from the L2: served[i] / reqs[i]). An
   open-addressed table of sector -> miss count at last use, and the
   load (k) that last missed it; cap sectors fit. */
static void
l1_replay(const l1_rec *rec, int nwarps, double cap, double *asked,
          double *missed, double *reqs, double *served)
{
	size_t size = 1, mask, h, total = 0;
	uint64_t *key, *stamp, misses = 0;
	int *when;
	int w, k, j, kmax = 0;

	for (w = 0; w < nwarps; w++) {
		total += (size_t)rec->n[w] * SIM_WARP;
		if (rec->n[w] > kmax)
			kmax = rec->n[w];
	}
	while (size < 2 * total + 2)
		size *= 2;
	mask = size - 1;
	key = xmalloc(sizeof(uint64_t) * size * 2);
	stamp = key + size;
	when = xmalloc(sizeof(int) * size);
	for (h = 0; h < size; h++)
		key[h] = UINT64_MAX;
	for (k = 0; k < kmax; k++)
		for (w = 0; w < nwarps; w++) {
			const l1_req *q;
			bool whole = true;

			if (k >= rec->n[w])
				continue;
			q = &rec->req[(size_t)w * PREDICT_L1_REQS + (size_t)k];
			for (j = 0; j < q->nsec; j++) {
				h = (size_t)(q->sec[j] * 0x9E3779B97F4A7C15ull) & mask;
				while (key[h] != UINT64_MAX && key[h] != q->sec[j])
					h = (h + 1) & mask;
				asked[q->access] += 1;
				if (key[h] == q->sec[j] &&
				    (double)(misses - stamp[h]) < cap) {
					stamp[h] = misses;
					if (k - when[h] < L1_PENDING_REQS)
						whole = false;
					continue;
				}
				key[h] = q->sec[j];
				stamp[h] = ++misses;
				when[h] = k;
				missed[q->access] += 1;
				whole = false;
			}
			reqs[q->access] += 1;
			if (whole)
				served[q->access] += 1;
		}
	free(key);
	free(when);
}

/* The figures the time model takes from p's launch geometry alone. */
static void
geometry(const pat_program *p, sim_time_in *in, int registers)
{
	in->blocks = (uint64_t)(p->grid[0] * p->grid[1] * p->grid[2]);
	in->threads_per_block = (int)(p->block[0] * p->block[1] * p->block[2]);
	in->shared_per_block = p->shared_bytes;
	in->regs_per_thread = registers;
}

/* An access that the replay did not reach (past the first loads of
   each warp that it records: the rest of an unrolled loop, the loads
   after a long one) takes its array's share of the replayed ones (the
   sectors that hit, the requests served whole), not none: the copies
   of an unrolled loop are one access of a kernel and several of the
   pattern --emit-pattern lifts from it, and both are predicted alike.
   share[i] = part / whole over the array's accesses, where whole[i] is
   0 and the array's is not. */
static void
array_share(const pat_program *p, const double *part, const double *whole,
            double *share)
{
	double *w = xcalloc((size_t)p->narrays * 2 + 1, sizeof(double));
	double *pt = w + p->narrays;
	int i, k;

	for (i = 0; i < p->naccesses; i++) {
		k = array_index(p, p->accesses[i]->u.access.array);
		w[k] += whole[i];
		pt[k] += part[i];
	}
	for (i = 0; i < p->naccesses; i++) {
		k = array_index(p, p->accesses[i]->u.access.array);
		if (whole[i] <= 0 && w[k] > 0)
			share[i] = pt[k] / w[k];
	}
	free(w);
}

/* The L1 bytes an SM has for global data beside its resident blocks'
   shared memory (at least 0), and those blocks (at least 1) into
   *resident. */
static double
l1_bytes(const sim_arch *a, const sim_time_in *in, int *resident)
{
	enum sim_occ_limit lim;

	*resident = sim_time_occupancy(a, in, &lim);
	if (*resident < 1)
		*resident = 1;
	return fmax((double)a->shared_bytes_per_sm + PREDICT_L1_EXTRA -
	            (double)*resident * (double)in->shared_per_block, 0);
}

bool
predict_l1_fits(const pat_program *p)
{
	int64_t threads = p->block[0] * p->block[1] * p->block[2];

	return (threads + SIM_WARP - 1) / SIM_WARP <= PREDICT_L1_WARPS;
}

void
predict_l1_walk(const pat_program *p, const sim_arch *a, predict_l1 *out)
{
	pat_program one = *p;
	sim_time_in in;
	eval_options eo;
	eval_result r;
	l1_rec rec;
	diag d;
	double *asked, *missed, *reqs, *served, cap;
	int i, nwarps, resident;

	memset(out, 0, sizeof(*out));
	out->hit = xcalloc((size_t)p->naccesses + 1, sizeof(double));
	out->served = xcalloc((size_t)p->naccesses + 1, sizeof(double));
	if (!predict_l1_fits(p))
		return;
	memset(&in, 0, sizeof(in));
	geometry(p, &in, p->registers > 0 ? p->registers : PREDICT_REGISTERS);
	nwarps = (in.threads_per_block + SIM_WARP - 1) / SIM_WARP;
	cap = l1_bytes(a, &in, &resident) / resident / SIM_SECTOR;

	/* block 0 alone: blockIdx and gridDim were folded at parse time
	   into what the evaluator reads, so one block of a one-block grid
	   makes block 0's requests */
	one.grid[0] = one.grid[1] = one.grid[2] = 1;
	memset(&eo, 0, sizeof(eo));
	eo.arch = a;
	eo.detail_warp = -1;
	eo.exhaustive = true;
	eo.threads = 1;
	eo.max_work = PREDICT_L1_WORK;
	/* a kernel's warps need run no further than the replay looks */
	eo.warp_requests = PREDICT_L1_REQS;
	eo.on_request = l1_record;
	eo.on_request_arg = &rec;
	memset(&rec, 0, sizeof(rec));
	rec.req = xmalloc(sizeof(l1_req) * PREDICT_L1_WARPS * PREDICT_L1_REQS);
	diag_init_quiet(&d);
	memset(&r, 0, sizeof(r));
	if (eval_run(&one, &eo, &r, &d) == 0) {
		asked = xcalloc(4 * (size_t)(p->naccesses + 1), sizeof(double));
		missed = asked + p->naccesses + 1;
		reqs = missed + p->naccesses + 1;
		served = reqs + p->naccesses + 1;
		l1_replay(&rec, nwarps, cap, asked, missed, reqs, served);
		/* block 0's barriers stand for every block's */
		out->syncs = (double)r.block_syncs;
		out->ran = true;
		for (i = 0; i < p->naccesses; i++) {
			/* missed[] becomes the sectors that hit */
			missed[i] = asked[i] - missed[i];
			if (asked[i] > 0)
				out->hit[i] = missed[i] / asked[i];
			if (reqs[i] > 0)
				out->served[i] = served[i] / reqs[i];
		}
		array_share(p, missed, asked, out->hit);
		array_share(p, served, reqs, out->served);
		free(asked);
	}
	eval_result_free(&r);
	free(rec.req);
}

void
predict_l1_free(predict_l1 *l1)
{
	free(l1->hit);
	free(l1->served);
	memset(l1, 0, sizeof(*l1));
}

/* Block 0's replay starts with L1 empty, and later blocks on the same
   SM find what earlier ones left. A global array (not a thread's local
   one) that no access writes, whole within the L1 that the resident
   blocks' shared memory leaves, read by a grid of more blocks than SMs,
   stays there (a lookup table): each SM fetches its sectors once. Where
   that is fewer misses than the replay's share gives the array's loads,
   each of its accesses' misses (and the requests it does not serve
   whole) shrink in proportion. */
static void
resident_tables(const pat_program *p, const eval_result *r,
                const sim_arch *a, const sim_time_in *in, double *hit,
                double *served)
{
	double *missed, l1, cold;
	bool *written;
	int i, k, resident;

	if (in->blocks <= (uint64_t)a->sm_count)
		return;
	l1 = l1_bytes(a, in, &resident);
	missed = xcalloc((size_t)p->narrays + 1, sizeof(double));
	written = xcalloc((size_t)p->narrays + 1, sizeof(bool));
	for (i = 0; i < p->naccesses && i < r->naccesses; i++) {
		const pat_stmt *s = p->accesses[i];

		if (s->u.access.array->space != SPACE_GLOBAL)
			continue;
		k = array_index(p, s->u.access.array);
		if (s->u.access.store)
			written[k] = true;
		else
			missed[k] += (double)r->access[i].stats.sectors *
			             (1 - hit[i]);
	}
	for (i = 0; i < p->naccesses && i < r->naccesses; i++) {
		const pat_stmt *s = p->accesses[i];

		if (s->u.access.array->space != SPACE_GLOBAL || s->u.access.store)
			continue;
		k = array_index(p, s->u.access.array);
		cold = ceil((double)p->arrays[k].bytes / SIM_SECTOR) *
		       a->sm_count;
		if (written[k] || p->arrays[k].local ||
		    (double)p->arrays[k].bytes > l1 || !(cold < missed[k]))
			continue;
		hit[i] = 1 - (1 - hit[i]) * cold / missed[k];
		served[i] = 1 - (1 - served[i]) * cold / missed[k];
	}
	free(missed);
	free(written);
}

void
predict_time(const pat_program *p, eval_result *r, const sim_arch *a,
             const sim_dram_bytes *exact, const predict_l1 *l1)
{
	eval_time *t = &r->time;
	sim_dram_costs costs;
	sim_dram_bytes est;
	const sim_dram_bytes *db;
	int *group = xmalloc(sizeof(int) * (size_t)(p->naccesses + 1));
	bool *loopy = xmalloc(sizeof(bool) * (size_t)(p->naccesses + 1));
	double *per = xmalloc(sizeof(double) * (size_t)(p->naccesses + 1));
	double *rounds, total_rounds = 0, flat_rounds = 0, per_warp, lines;
	double known_rounds = 0, *hit, *served;
	bool *flat, *known, *seq, *wait;
	int next = 1, i;

	memset(t, 0, sizeof(*t));
	t->registers = p->registers > 0 ? p->registers : PREDICT_REGISTERS;
	if (exact == NULL)
		estimate_dram(p, r, &est);
	db = exact != NULL ? exact : &est;
	t->dram_exact = exact != NULL;
	t->dram_bytes = (double)sim_dram_total(db);
	sim_dram_costs_of(a, &costs);
	t->in.dram_copy_bytes = sim_dram_time_bytes(db, &costs, NULL);
	t->dram_scattered = sim_dram_scattered(db);
	t->dram_scattered_writes = (double)db->scattered_writes;
	t->dram_scattered_rbw = (double)db->scattered_rbw;
	t->dram_unmoved = sim_dram_unmoved(db);
	t->in.dram_read_bytes = (double)db->read;
	/* which loaded-latency curve: DRAM bytes written per byte loads
	   fetch (a copy's 1) */
	t->in.write_ratio = db->read > 0 ? (double)db->write /
	                    (double)db->read : 0;

	geometry(p, &t->in, t->registers);
	hit = xcalloc((size_t)p->naccesses + 1, sizeof(double));
	served = xcalloc((size_t)p->naccesses + 1, sizeof(double));
	for (i = 0; l1 != NULL && l1->ran && i < p->naccesses; i++) {
		hit[i] = l1->hit[i];
		served[i] = l1->served[i];
	}
	resident_tables(p, r, a, &t->in, hit, served);
	t->in.warps = r->warps;
	t->in.issued = r->issued;
	/* the global atomics on the busiest address */
	if (r->hot != NULL) {
		t->in.atom_hot = (double)sim_hot_top(r->hot, a->atom_float_ns,
		                                     a->atom_int_ns,
		                                     &t->in.atom_hot_float,
		                                     &t->atom_exact);
		t->in.atom_units_ns = sim_hot_units(r->hot, a, &t->atom_unit_ns,
		                                    &t->atom_total_ns,
		                                    &t->atom_units_exact);
	}
	if (l1 != NULL && l1->ran)
		t->in.syncs = l1->syncs;
	/* a kernel's replay stops its warps early: its barriers are the
	   whole run's */
	if (p->kernel != NULL)
		t->in.syncs = (double)r->block_syncs;
	/* a kernel's accesses are no statements of the body: its rounds
	   are the interpreter's (eval_access.rounds), in a loop where its
	   PTX repeats the load that opened them */
	for (i = 0; i < p->naccesses; i++) {
		group[i] = 0;
		loopy[i] = p->accesses[i]->u.access.in_loop;
		per[i] = 1;
	}
	seq = xcalloc((size_t)p->naccesses + 1, sizeof(bool));
	wait = xcalloc((size_t)p->nslots + 1, sizeof(bool));
	group_loads(p->body, next++, &next, group, false, loopy, 1, per, false,
	            seq, wait, p->nslots);
	free(wait);
	rounds = xmalloc(sizeof(double) * (size_t)next);
	flat = xmalloc(sizeof(bool) * (size_t)next);
	known = xmalloc(sizeof(bool) * (size_t)next);
	for (i = 0; i < next; i++) {
		rounds[i] = 0;
		flat[i] = true;
		known[i] = false;
	}
	for (i = 0; i < p->naccesses && i < r->naccesses; i++) {
		const pat_stmt *s = p->accesses[i];
		const sim_stats *x = &r->access[i].stats;

		if (s->u.access.array->space == SPACE_SHARED) {
			t->in.wavefronts += (double)x->wavefronts;
			continue;
		}
		if (s->u.access.array->space == SPACE_CONSTANT) {
			/* sm_90 has no 128-bit LDC: a 16-byte load is two LDC.64,
			   each served once per distinct address */
			t->in.const_passes += (double)x->distinct *
			                      (s->u.access.size > 8 ? 2 : 1);
			continue;
		}
		if (s->u.access.array->space != SPACE_GLOBAL)
			continue;
		t->in.requests += (double)x->requests;
		/* the detail warp's first request's lines per sector
		   stand for the access's */
		lines = groups_per_sector(&r->access[i], 2);
		lines = lines < 0 ? (double)x->requests :
		        fmax((double)x->requests, (double)x->sectors * lines);
		t->in.l1_wavefronts += s->u.access.store ? lines :
		    load_passes(&r->access[i], a, served[i], lines);
		t->useful_bytes += (double)x->useful_bytes;
		if (s->u.access.store) {
			t->in.store_sectors += (double)x->sectors;
			/* a global atomic's lines are the L2 units' work
			   (the atomic bound), not scattered stores' */
			if (s->u.access.atomic == A_NONE)
				t->in.store_lines += lines;
			continue;
		}
		t->in.load_sectors += (double)x->sectors;
		t->in.load_lines += lines;
		t->in.l1_hit_sectors += (double)x->sectors * hit[i];
		t->in.load_lines -= lines * hit[i];
		if (p->kernel != NULL) {
			per_warp = r->warps ? (double)r->access[i].rounds /
			           (double)r->warps : 0;
			total_rounds += per_warp;
			if (!loopy[i])
				flat_rounds += per_warp;
			continue;
		}
		/* the group's rounds: its most frequent load's requests a
		   warp, over every warp of the grid, as a kernel's rounds
		   are counted (so that a kernel and the same kernel written
		   as a pattern wait alike) */
		per_warp = r->warps ? (double)x->requests / (double)r->warps /
		           per[i] : 0;
		if (per_warp > rounds[group[i]])
			rounds[group[i]] = per_warp;
		if (loopy[i])
			flat[group[i]] = false;
		if (seq[i])
			known[group[i]] = true;
	}
	for (i = 0; i < next; i++) {
		total_rounds += rounds[i];
		if (flat[i])
			flat_rounds += rounds[i];
		if (flat[i] || known[i])
			known_rounds += rounds[i];
	}
	/* loads that few warps make still cost those warps a wait: a
	   launch's rounds are one at least */
	if (total_rounds > 0 && total_rounds < 1) {
		flat_rounds /= total_rounds;
		known_rounds /= total_rounds;
		total_rounds = 1;
	}
	/* the rounds outside loops, whose bytes in flight are the
	   pattern's (a loop's passes overlap as the compiler unrolls) */
	t->in.flat_share = total_rounds > 0 ? flat_rounds / total_rounds : 0;
	/* the rounds waited one by one: a kernel's, counted from its
	   compiled code, and a written pattern's outside loops or in a loop
	   it unrolls or whose passes a barrier keeps apart (timemodel.h) */
	t->in.known_share = p->kernel != NULL ? 1 : total_rounds > 0 ?
	                    known_rounds / total_rounds : 0;
	if (total_rounds > 0 && r->warps > 0)
		t->in.inflight_bytes = t->in.load_sectors * SIM_SECTOR /
		                       (double)r->warps / total_rounds;
	free(rounds);
	free(flat);
	free(known);
	free(seq);
	free(hit);
	free(served);
	free(loopy);
	free(per);
	free(group);
	sim_time_predict(a, &t->in, &t->t);
	/* NaN where there is no global traffic to speak of */
	t->gbps = t->t.seconds > 0 && t->useful_bytes > 0 ?
	          t->useful_bytes / t->t.seconds / 1e9 : NAN;
	t->valid = true;
}
