/*
 * test_race.c - the hazard check: race.c on hand-made accesses (which
 * pairs race and which a barrier, a __syncwarp, separate bytes or
 * atomics keep apart), and through the language and the evaluator (the
 * notes' warp-synchronous tree against the one with __syncwarp, 'expect
 * races', the bound). And the atomics' counting rule (sim/atomic.c),
 * which the race check meets in RACE_ATOMIC.
 */
#define _GNU_SOURCE
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "atomic.h"
#include "diag.h"
#include "eval.h"
#include "pat.h"
#include "race.h"

/* 32 lanes' addresses: lane l at base + l * step. */
static void
lanes(uint64_t *a, uint64_t base, uint64_t step)
{
	for (int l = 0; l < SIM_WARP; l++)
		a[l] = base + (uint64_t)l * step;
}

/* One access of one lane: lane at addr, the others elsewhere. */
static bool
one(race *r, enum sim_space sp, int access, enum race_kind k, unsigned size,
    uint64_t addr, int lane, uint64_t block, int warp, uint32_t interval,
    uint32_t wepoch)
{
	uint64_t a[SIM_WARP];

	lanes(a, 0, 0);
	a[lane] = addr;
	return race_add(r, sp, access, k, size, a, 1u << lane, block, warp,
	                interval, wepoch);
}

/* The outcome of the accesses that add() made, shared and global. */
static uint64_t
outcome(race *r, race_result *res)
{
	race_end_block(r);
	race_finish(r, res);
	ck_assert(res->checked);
	return res->races;
}

START_TEST(test_two_lanes)
{
	race *r = race_new(1000);
	race_result res;

	/* lane 1 writes word 8, lane 0 reads it: one warp, no __syncwarp */
	one(r, SIM_SHARED, 0, RACE_WRITE, 4, 8, 1, 0, 0, 0, 0);
	one(r, SIM_SHARED, 1, RACE_READ, 4, 8, 0, 0, 0, 0, 0);
	ck_assert_uint_eq(outcome(r, &res), 1);
	ck_assert_int_eq(res.npairs, 1);
	ck_assert_int_eq(res.pairs[0].first, 0);
	ck_assert_int_eq(res.pairs[0].second, 1);
	ck_assert_int_eq(res.pairs[0].thread_first, 1);
	ck_assert_int_eq(res.pairs[0].thread_second, 0);
	ck_assert(res.pairs[0].same_warp);
	ck_assert_uint_eq(res.pairs[0].addr, 8);
	race_result_free(&res);
	race_free(r);
}
END_TEST

/* Many pairs of statements, each found at several words and in several
   blocks: each pair listed once, in order of discovery, with every
   location counted (the pairs are kept in a table that grows: past its
   first size of 64 and several doublings). A shared pair's locations of
   one block are counted again in the next: its memory is another. */
START_TEST(test_many_pairs)
{
	enum { NSTMT = 600, WORDS = 3, BLOCKS = 2 };
	race *r = race_new(1u << 20);
	race_result res;
	uint64_t total = 0;
	int s, w, b;

	for (b = 0; b < BLOCKS; b++) {
		for (s = 0; s < NSTMT; s++)
			for (w = 0; w < WORDS; w++) {
				uint64_t at = (uint64_t)(s * WORDS + w) * 4;
				/* statement 2s+1 reads what 2s writes: lane 1
				   against lane 0 of warp 0 */
				one(r, SIM_SHARED, 2 * s, RACE_WRITE, 4, at, 1, b, 0,
				    0, 0);
				one(r, SIM_SHARED, 2 * s + 1, RACE_READ, 4, at, 0, b,
				    0, 0, 0);
			}
		race_end_block(r);
	}
	total = outcome(r, &res);
	ck_assert_uint_eq(total, (uint64_t)NSTMT * WORDS * BLOCKS);
	ck_assert_int_eq(res.npairs, NSTMT);
	for (s = 0; s < NSTMT; s++) {
		ck_assert_int_eq(res.pairs[s].first, 2 * s);
		ck_assert_int_eq(res.pairs[s].second, 2 * s + 1);
		ck_assert_uint_eq(res.pairs[s].locations, WORDS * BLOCKS);
		ck_assert_uint_eq(res.pairs[s].addr, (uint64_t)s * WORDS * 4);
	}
	race_result_free(&res);
	race_free(r);
}
END_TEST

/* A grid checked in two parts merged in grid order finds what one
   collector finds: the same pairs, in the same order, with the same
   counts and first locations. */
static void
part_accesses(race *r, uint64_t block)
{
	/* shared: lane 1 writes word 8, lane 0 reads it (a race in each
	   block); global: every block writes word 100 (a race between
	   blocks) and block 1 alone reads word 200 */
	one(r, SIM_SHARED, 0, RACE_WRITE, 4, 8, 1, block, 0, 0, 0);
	one(r, SIM_SHARED, 1, RACE_READ, 4, 8, 0, block, 0, 0, 0);
	race_end_block(r);
	one(r, SIM_GLOBAL, 2, RACE_WRITE, 4, 100 * 4, 3, block, 1, 0, 0);
	if (block == 1)
		one(r, SIM_GLOBAL, 3, RACE_READ, 4, 200 * 4, 0, block, 0, 0, 0);
}

START_TEST(test_merge)
{
	race *all = race_new(1000), *a = race_new(1000), *b = race_new(1000);
	race_result one_res, two_res;
	int i;

	part_accesses(all, 0);
	part_accesses(all, 1);
	race_finish(all, &one_res);
	part_accesses(a, 0);
	part_accesses(b, 1);
	race_merge(a, b);
	race_finish(a, &two_res);
	ck_assert(one_res.checked && two_res.checked);
	ck_assert_uint_eq(one_res.races, 3);
	ck_assert_uint_eq(two_res.races, one_res.races);
	ck_assert_int_eq(two_res.npairs, one_res.npairs);
	for (i = 0; i < one_res.npairs; i++) {
		ck_assert_int_eq(two_res.pairs[i].first, one_res.pairs[i].first);
		ck_assert_int_eq(two_res.pairs[i].second, one_res.pairs[i].second);
		ck_assert_uint_eq(two_res.pairs[i].locations,
		                  one_res.pairs[i].locations);
		ck_assert_uint_eq(two_res.pairs[i].addr, one_res.pairs[i].addr);
		ck_assert_uint_eq(two_res.pairs[i].block_first,
		                  one_res.pairs[i].block_first);
	}
	race_result_free(&one_res);
	race_result_free(&two_res);
	race_free(all);
	race_free(a);
	race_free(b);
}
END_TEST

/* Pairs that do not race, each alone in a fresh collector, and pairs
   that do: {kind, size, addr, lane, block, warp, interval, wepoch} twice,
   the space, and the races expected. */
static const struct pair_case {
	struct { enum race_kind k; unsigned size; uint64_t addr; int lane;
	         uint64_t block; int warp; uint32_t interval, wepoch; } a, b;
	enum sim_space sp;
	uint64_t races;
	const char *why;
} pair_cases[] = {
	{ { RACE_WRITE, 4, 8, 1, 0, 0, 0, 0 }, { RACE_READ, 4, 8, 0, 0, 0, 0, 1 },
	  SIM_SHARED, 0, "a __syncwarp orders lanes of one warp" },
	{ { RACE_WRITE, 4, 8, 1, 0, 0, 0, 0 }, { RACE_READ, 4, 8, 0, 0, 1, 0, 1 },
	  SIM_SHARED, 1, "but not lanes of two warps" },
	{ { RACE_WRITE, 4, 8, 1, 0, 0, 0, 0 }, { RACE_READ, 4, 8, 0, 0, 1, 1, 0 },
	  SIM_SHARED, 0, "a __syncthreads orders the warps of a block" },
	{ { RACE_WRITE, 4, 8, 1, 0, 0, 0, 0 }, { RACE_READ, 4, 8, 0, 1, 1, 1, 0 },
	  SIM_GLOBAL, 1, "but not two blocks" },
	{ { RACE_WRITE, 4, 8, 0, 0, 0, 0, 0 }, { RACE_WRITE, 4, 8, 0, 0, 0, 0, 0 },
	  SIM_GLOBAL, 0, "a thread does not race with itself" },
	{ { RACE_WRITE, 4, 8, 0, 0, 0, 0, 0 }, { RACE_WRITE, 4, 8, 5, 0, 0, 0, 0 },
	  SIM_GLOBAL, 1, "two lanes store one word: which lands is undefined" },
	{ { RACE_READ, 4, 8, 0, 0, 0, 0, 0 }, { RACE_READ, 4, 8, 5, 0, 0, 0, 0 },
	  SIM_GLOBAL, 0, "loads do not race" },
	{ { RACE_ATOMIC, 4, 8, 0, 0, 0, 0, 0 }, { RACE_ATOMIC, 4, 8, 5, 0, 1, 0, 0 },
	  SIM_SHARED, 0, "atomics do not race with atomics" },
	{ { RACE_ATOMIC, 4, 8, 0, 0, 0, 0, 0 }, { RACE_READ, 4, 8, 5, 0, 1, 0, 0 },
	  SIM_SHARED, 1, "an atomic races with a plain load" },
	{ { RACE_WRITE, 1, 8, 0, 0, 0, 0, 0 }, { RACE_READ, 1, 9, 5, 0, 0, 0, 0 },
	  SIM_GLOBAL, 0, "bytes 0 and 1 of a word are apart" },
	{ { RACE_WRITE, 2, 8, 0, 0, 0, 0, 0 }, { RACE_READ, 1, 9, 5, 0, 0, 0, 0 },
	  SIM_GLOBAL, 1, "a 2-byte store covers byte 1" },
	{ { RACE_WRITE, 16, 16, 0, 0, 0, 0, 0 }, { RACE_READ, 4, 28, 5, 0, 0, 0, 0 },
	  SIM_GLOBAL, 1, "a float4 store covers word 7" },
	{ { RACE_WRITE, 16, 16, 0, 0, 0, 0, 0 }, { RACE_WRITE, 16, 16, 5, 0, 0, 0, 0 },
	  SIM_GLOBAL, 1, "one float4 stored by two lanes: one location" },
};

START_TEST(test_pairs)
{
	const struct pair_case *c = &pair_cases[_i];
	race *r = race_new(1000);
	race_result res;

	one(r, c->sp, 0, c->a.k, c->a.size, c->a.addr, c->a.lane, c->a.block,
	    c->a.warp, c->a.interval, c->a.wepoch);
	/* shared memory is a block's own: the second block's accesses come
	   after the first's block ended */
	if (c->sp == SIM_SHARED && c->a.block != c->b.block)
		race_end_block(r);
	one(r, c->sp, 1, c->b.k, c->b.size, c->b.addr, c->b.lane, c->b.block,
	    c->b.warp, c->b.interval, c->b.wepoch);
	ck_assert_msg(outcome(r, &res) == c->races, "%s: %llu races", c->why,
	              (unsigned long long)res.races);
	race_result_free(&res);
	race_free(r);
}
END_TEST

START_TEST(test_shared_is_per_block)
{
	race *r = race_new(1000);
	race_result res;

	/* the same shared word in two blocks: two memories */
	one(r, SIM_SHARED, 0, RACE_WRITE, 4, 8, 1, 0, 0, 0, 0);
	race_end_block(r);
	one(r, SIM_SHARED, 1, RACE_READ, 4, 8, 0, 1, 1, 0, 0);
	ck_assert_uint_eq(outcome(r, &res), 0);
	race_result_free(&res);
	race_free(r);
}
END_TEST

START_TEST(test_busy_word)
{
	race *r = race_new(100000);
	race_result res;
	uint64_t a[SIM_WARP];
	int w;

	/* 32 warps read word 0 (more than the pairwise look takes), one lane
	   of warp 31 writes it: one racy location, found by the linear search */
	lanes(a, 0, 0);
	for (w = 0; w < 32; w++)
		race_add(r, SIM_SHARED, 0, RACE_READ, 4, a, 0xffffffffu, 0, w, 0,
		         0);
	one(r, SIM_SHARED, 1, RACE_WRITE, 4, 0, 3, 0, 31, 0, 0);
	ck_assert_uint_eq(outcome(r, &res), 1);
	ck_assert_int_eq(res.npairs, 1);
	ck_assert_int_eq(res.pairs[0].first, 1);
	race_result_free(&res);
	race_free(r);
}
END_TEST

/* A part past its bound makes the merge unchecked, whatever the other
   part holds, and adding to it after is refused. */
START_TEST(test_merge_over)
{
	race *a = race_new(1000), *b = race_new(40);
	race_result res;
	uint64_t w[SIM_WARP];

	part_accesses(a, 0);
	lanes(w, 0, 4);
	ck_assert(race_add(b, SIM_GLOBAL, 0, RACE_READ, 4, w, 0xffffffffu, 1,
	                   0, 0, 0));
	ck_assert(!race_add(b, SIM_GLOBAL, 0, RACE_READ, 4, w, 0xffffffffu, 1,
	                    0, 0, 0));
	ck_assert(!race_add(b, SIM_SHARED, 0, RACE_WRITE, 4, w, 1, 1, 0, 0,
	                    0));
	race_merge(a, b);
	race_finish(a, &res);
	ck_assert(!res.checked);
	ck_assert_ptr_nonnull(strstr(res.note, "more than 1000"));
	race_result_free(&res);
	race_free(a);
	race_free(b);
}
END_TEST

START_TEST(test_bound)
{
	race *r = race_new(40);
	race_result res;
	uint64_t a[SIM_WARP];

	lanes(a, 0, 4);
	ck_assert(race_add(r, SIM_GLOBAL, 0, RACE_READ, 4, a, 0xffffffffu, 0, 0,
	                   0, 0));
	ck_assert(!race_add(r, SIM_GLOBAL, 0, RACE_READ, 4, a, 0xffffffffu, 1,
	                    0, 0, 0));
	race_end_block(r);
	race_finish(r, &res);
	ck_assert(!res.checked);
	ck_assert_ptr_nonnull(strstr(res.note, "more than 40"));
	race_result_free(&res);
	race_free(r);
}
END_TEST

/* ------------------------------------------------ through the evaluator */

typedef struct run {
	pat_program *p;
	eval_result r;
	int rc;
} run;

static void
run_src(run *rn, const char *src, uint64_t max_records)
{
	diag d;
	char *errors = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&errors, &n);
	eval_options o;

	memset(&rn->r, 0, sizeof(rn->r));
	diag_init(&d, f, false);
	rn->p = pat_parse("t.pat", src, strlen(src), NULL, 0, &d);
	ck_assert_msg(rn->p != NULL, "%s", (fflush(f), errors));
	memset(&o, 0, sizeof(o));
	o.arch = sim_arch_default();
	o.detail_warp = -1;
	o.max_work = 1000000000;
	o.races = true;
	o.max_race_records = max_records;
	rn->rc = eval_run(rn->p, &o, &rn->r, &d);
	fclose(f);
	ck_assert_msg(rn->rc == 0, "%s", errors);
	free(errors);
}

static void
run_free(run *rn)
{
	eval_result_free(&rn->r);
	pat_free(rn->p);
}

#define TREE_HEAD "grid 2\nblock 64\nshared volatile float s[64]\n" \
	"let tid = threadIdx.x\nlet lane = tid % 32\nwrite s[tid]\n"

static const struct tree_case {
	const char *src;
	uint64_t races;
} tree_cases[] = {
	/* the notes' tree: the fill's and each step's stores against the
	   later steps' loads, 16 + 8 elements a warp, 2 warps, 2 blocks */
	{ TREE_HEAD "if lane < 16 {\n  s[tid] += s[tid + 16]\n"
	  "  s[tid] += s[tid + 8]\n}\nexpect races == 96\n", 96 },
	/* __syncwarp between the loads and the store of each step */
	{ TREE_HEAD "__syncwarp()\nif lane < 16 {\n"
	  "  float v = s[tid] + s[tid + 16]\n  __syncwarp()\n  s[tid] = v\n"
	  "  __syncwarp()\n  v = s[tid] + s[tid + 8]\n  __syncwarp()\n"
	  "  s[tid] = v\n}\nexpect races == 0\n", 0 },
	/* a __syncwarp orders one warp only: warp 1 reads warp 0's words */
	{ TREE_HEAD "__syncwarp()\nread s[(tid + 32) % 64]\n", 128 },
	/* a barrier orders them all */
	{ TREE_HEAD "sync\nread s[(tid + 32) % 64]\nexpect races == 0\n", 0 },
	/* every thread stores out[0]: one location of global memory */
	{ "grid 4\nblock 32\nglobal int out[1]\nwrite out[0]\n", 1 },
	/* ... unless one thread does */
	{ "grid 1\nblock 32\nglobal int out[1]\n"
	  "write out[0] if threadIdx.x == 0\n", 0 },
	/* one thread a block stores one global word: blocks race */
	{ "grid 4\nblock 32\nglobal int out[1]\n"
	  "write out[0] if threadIdx.x == 0\n", 1 },
};

START_TEST(test_trees)
{
	const struct tree_case *c = &tree_cases[_i];
	run rn;

	run_src(&rn, c->src, 0);
	ck_assert(rn.r.race_run);
	ck_assert(rn.r.race.checked);
	ck_assert_msg(rn.r.race.races == c->races, "case %d: %llu races", _i,
	              (unsigned long long)rn.r.race.races);
	ck_assert_int_eq(rn.r.failed, 0);
	run_free(&rn);
}
END_TEST

START_TEST(test_expect_unchecked)
{
	run rn;

	/* past the bound the check stops, and 'expect races' fails */
	run_src(&rn, TREE_HEAD "expect races == 0\n", 16);
	ck_assert(!rn.r.race.checked);
	ck_assert_ptr_nonnull(strstr(rn.r.race.note, "bound of 16"));
	ck_assert_int_eq(rn.r.failed, 1);
	ck_assert(isnan(rn.r.expect_actual[0]));
	run_free(&rn);
}
END_TEST

/* ------------------------------------------------------- atomics' rule */

/* sim_atomic on 32 lanes (mask active) at element elem(lane) of size
   bytes: {size, space, element stride, element divisor, modulus, mask,
   wavefronts or sectors}. Elements are lane * mul / div % mod. */
static const struct atomic_case {
	unsigned size;
	enum sim_space sp;
	uint64_t mul, div, mod;
	uint32_t mask;
	uint32_t want;
	const char *why;
} atomic_cases[] = {
	{ 4, SIM_SHARED, 0, 1, 1, 0xffffffffu, 32, "32 lanes on one word: 32" },
	{ 4, SIM_SHARED, 1, 1, 1024, 0xffffffffu, 1, "a word a lane: 1" },
	{ 4, SIM_SHARED, 1, 2, 1024, 0xffffffffu, 2, "two lanes a word: 2" },
	{ 4, SIM_SHARED, 32, 1, 64, 0xffffffffu, 32, "two words of bank 0: 32" },
	{ 4, SIM_SHARED, 0, 1, 1, 0x0000ffffu, 16, "16 lanes on one word: 16" },
	/* 8 bytes: the model's own figures; an H200 counts 4 and 3 here
	   (accessan-pattern(5), Atomics: no rule yet) */
	{ 8, SIM_SHARED, 1, 1, 1024, 0xffffffffu, 2, "8 bytes: two phases" },
	{ 8, SIM_SHARED, 0, 1, 1, 0xffffffffu, 32, "8 bytes on one: 16 + 16" },
	/* global: passes of the lanes on one address (H200, atomic_probe) */
	{ 4, SIM_GLOBAL, 0, 1, 1, 0xffffffffu, 32, "global, one word: 32 passes" },
	{ 4, SIM_GLOBAL, 1, 2, 1024, 0xffffffffu, 4, "global, pairs: 2 x 2" },
	{ 4, SIM_GLOBAL, 0, 1, 1, 0x000000f0u, 4, "global, 4 lanes on one: 4" },
	{ 4, SIM_GLOBAL, 1, 4, 16, 0xffffffffu, 4, "global, 4 a word, 1 sector" },
	{ 4, SIM_GLOBAL, 1, 1, 1024, 0xffffffffu, 4, "global, a word a lane: 4" },
	{ 4, SIM_GLOBAL, 8, 1, 1024, 0xffffffffu, 32, "global, 32 bytes apart" },
};

START_TEST(test_atomic_rule)
{
	const struct atomic_case *c = &atomic_cases[_i];
	uint64_t a[SIM_WARP];
	sim_request r = { a, c->mask, c->size, true };
	sim_counts n;
	sim_detail d;

	for (int l = 0; l < SIM_WARP; l++)
		a[l] = (uint64_t)l * c->mul / c->div % c->mod * c->size;
	sim_atomic(sim_arch_default(), c->sp, &r, &n);
	ck_assert_msg((c->sp == SIM_SHARED ? n.wavefronts : n.sectors) ==
	              c->want, "%s: %u", c->why,
	              c->sp == SIM_SHARED ? n.wavefronts : n.sectors);
	/* the picture's counts are the rule's */
	sim_atomic_explain(sim_arch_default(), c->sp, &r, &d);
	ck_assert_uint_eq(d.counts.wavefronts, n.wavefronts);
	ck_assert_uint_eq(d.counts.sectors, n.sectors);
}
END_TEST

/* A global atomic's passes by the rule's own words: each distinct sector
   as many times as the most active lanes on one address in it, every lane
   held against every other (the model sorts the addresses instead). */
static uint32_t
passes_by_pairs(const sim_request *r)
{
	uint64_t sec[SIM_WARP];
	uint32_t most[SIM_WARP], total = 0;
	int ns = 0, i, j, l;

	for (l = 0; l < SIM_WARP; l++) {
		uint32_t same = 0;
		if (!((r->active >> l) & 1))
			continue;
		for (j = 0; j < SIM_WARP; j++)
			same += ((r->active >> j) & 1) && r->addr[j] == r->addr[l];
		for (i = 0; i < ns && sec[i] != r->addr[l] / SIM_SECTOR; i++)
			;
		if (i == ns) {
			sec[ns] = r->addr[l] / SIM_SECTOR;
			most[ns++] = 0;
		}
		if (same > most[i])
			most[i] = same;
	}
	for (i = 0; i < ns; i++)
		total += most[i];
	return total;
}

/* Random requests (addresses repeated over spans of 1 to 2048 elements
   of 1 to 8 bytes, lanes off at random): the rule's passes. */
START_TEST(test_atomic_passes_random)
{
	uint64_t a[SIM_WARP], x = 88172645463325252ull;
	sim_request r = { a, 0, 4, true };
	sim_counts n;
	int t, l;

	for (t = 0; t < 20000; t++) {
		unsigned span, size;
		x ^= x << 13, x ^= x >> 7, x ^= x << 17;
		span = 1u << (x % 12);
		size = 1u << (x >> 8 & 3);
		for (l = 0; l < SIM_WARP; l++) {
			x ^= x << 13, x ^= x >> 7, x ^= x << 17;
			a[l] = (x >> 16) % span * size;
		}
		r.size = size;
		r.active = (x >> 20) % 4 == 0 ? ~0u : (uint32_t)(x >> 24);
		sim_atomic(sim_arch_default(), SIM_GLOBAL, &r, &n);
		ck_assert_uint_eq(n.sectors, passes_by_pairs(&r));
	}
}
END_TEST

static Suite *
race_suite(void)
{
	Suite *s = suite_create("race");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, test_two_lanes);
	tcase_add_test(tc, test_atomic_passes_random);
	tcase_add_test(tc, test_many_pairs);
	tcase_add_test(tc, test_merge);
	tcase_add_loop_test(tc, test_pairs, 0,
	                    sizeof(pair_cases) / sizeof(pair_cases[0]));
	tcase_add_test(tc, test_shared_is_per_block);
	tcase_add_test(tc, test_busy_word);
	tcase_add_test(tc, test_bound);
	tcase_add_loop_test(tc, test_trees, 0,
	                    sizeof(tree_cases) / sizeof(tree_cases[0]));
	tcase_add_test(tc, test_expect_unchecked);
	tcase_add_test(tc, test_merge_over);
	tcase_add_loop_test(tc, test_atomic_rule, 0,
	                    sizeof(atomic_cases) / sizeof(atomic_cases[0]));
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(race_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
