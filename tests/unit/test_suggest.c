/*
 * test_suggest.c - the suggestion search (src/analysis/suggest.c): a rewrite is
 * kept only when the model confirms it; one that goes out of bounds or
 * does not lower the cost is refused; the 32 x 32 float tile's best
 * rewrites reach one wavefront a request on every access; the rewritten
 * text is the text that was run; a strided read or store staged through
 * a shared tile reads or writes the same elements, with no race, and
 * where staging cannot keep each thread's element the note says why.
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "pipeline.h"
#include "suggest.h"

static const char tile32[] =
	"grid 1\nblock 32, 32\n"
	"shared float tile[32][32]\n"
	"write tile[threadIdx.y][threadIdx.x] as w\n"
	"read tile[threadIdx.x][threadIdx.y] as r\n";

/* The setup for src; messages into *errors. */
static void
setup(pipe_setup *s, const char *src)
{
	memset(s, 0, sizeof(*s));
	s->file = "t.pat";
	s->src = src;
	s->len = strlen(src);
	s->max_work = 1000000000;
	s->threads = 1;
}

/* Run src as the original of a try. */
static void
original(const pipe_setup *s, pipe_run *run)
{
	pipe_point pt;
	diag d;

	diag_init(&d, stderr, false);
	pipe_point_init(&pt);
	ck_assert_int_eq(run_pattern(s, &pt, run, &d), 0);
}

/* the offset of the first occurrence of needle in s */
static size_t
at(const char *s, const char *needle)
{
	const char *p = strstr(s, needle);

	ck_assert_ptr_nonnull(p);
	return (size_t)(p - s);
}

START_TEST(refuses_out_of_bounds)
{
	pipe_setup s;
	pipe_run run;
	int ids[2] = { 0, 1 };
	char text[] = "threadIdx.y + 1";
	sug_edit e;

	setup(&s, tile32);
	original(&s, &run);
	/* tile[threadIdx.x][threadIdx.y + 1] reaches column 32: out of
	   bounds, whatever it would cost */
	e.from = at(tile32, "tile[threadIdx.x][threadIdx.y]") +
	         strlen("tile[threadIdx.x][");
	e.to = e.from + strlen("threadIdx.y");
	e.text = text;
	ck_assert_int_eq(suggest_try(&s, &run.r, run.p, ids, 2, &e, 1, NULL),
	                 -1);
	pipe_run_free(&run);
}
END_TEST

START_TEST(refuses_no_gain)
{
	pipe_setup s;
	pipe_run run;
	int ids[2] = { 0, 1 };
	char text[] = "32 + 2";
	sug_fix f;
	sug_edit e;

	setup(&s, tile32);
	original(&s, &run);
	/* an even pad halves the conflict, no more: cheaper, kept */
	e.from = at(tile32, "[32]\n") + 1;
	e.to = e.from + 2;
	e.text = text;
	memset(&f, 0, sizeof(f));
	ck_assert_int_eq(suggest_try(&s, &run.r, run.p, ids, 2, &e, 1, &f), 1);
	ck_assert_uint_eq(f.before, 32 + 32 * 32);
	ck_assert_uint_eq(f.after, 32 + 32 * 2);
	suggest_fix_free(&f);
	/* padding by 32 puts the column back in one bank: no cheaper */
	text[5] = '\0';
	memcpy(text, "32+32", 5);
	ck_assert_int_eq(suggest_try(&s, &run.r, run.p, ids, 2, &e, 1, NULL), 0);
	pipe_run_free(&run);
}
END_TEST

START_TEST(tile32_best)
{
	pipe_setup s;
	sug_result r;
	diag d;
	int k, j;
	bool pad = false, swz = false;

	setup(&s, tile32);
	diag_init(&d, stderr, false);
	ck_assert_int_eq(suggest_run(&s, 5, &r, &d), 0);
	ck_assert_int_eq(r.ntargets, 1);
	ck_assert_str_eq(r.targets[0].array, "tile");
	ck_assert_int_ge(r.targets[0].nfixes, 2);
	/* the best: a swizzle or padding by 1, one wavefront a request on
	   both accesses */
	ck_assert(r.targets[0].fixes[0].kind == SUG_SWIZZLE ||
	          (r.targets[0].fixes[0].kind == SUG_PAD &&
	           r.targets[0].fixes[0].n[0] == 1));
	for (k = 0; k < r.targets[0].nfixes; k++) {
		const sug_fix *f = &r.targets[0].fixes[k];
		if (f->kind == SUG_PAD) {
			pad = true;
			ck_assert_int_eq(f->n[0], 1);
			ck_assert_int_eq(f->extra_bytes, 32 * 4);
		}
		if (f->kind == SUG_SWIZZLE) {
			swz = true;
			ck_assert_int_eq(f->extra_bytes, 0);
			ck_assert_str_eq(f->cute, "Swizzle<5,0,5>");
		}
		ck_assert_int_eq(f->nfig, 2);
		for (j = 0; j < 2; j++)
			ck_assert_uint_eq(f->fig[j].after, f->fig[j].requests);
	}
	ck_assert(pad && swz);
	suggest_free(&r);
}
END_TEST

/* The rewritten text runs to the figures the fix states. */
START_TEST(text_is_what_ran)
{
	pipe_setup s, t;
	pipe_run run;
	sug_result r;
	diag d;
	int k;

	setup(&s, tile32);
	diag_init(&d, stderr, false);
	ck_assert_int_eq(suggest_run(&s, 5, &r, &d), 0);
	for (k = 0; k < r.targets[0].nfixes; k++) {
		const sug_fix *f = &r.targets[0].fixes[k];
		setup(&t, f->text);
		original(&t, &run);
		ck_assert_uint_eq(run.r.access[0].stats.wavefronts +
		                  run.r.access[1].stats.wavefronts, f->after);
		pipe_run_free(&run);
	}
	suggest_free(&r);
}
END_TEST

/* nothing wastes: no target; a pattern that does not run: -1 */
START_TEST(no_target_and_error)
{
	static const char good[] =
		"grid 1\nblock 32\nshared float a[32]\nread a[threadIdx.x]\n";
	static const char bad[] =
		"grid 1\nblock 32\nshared float a[32]\nread a[threadIdx.x + 1]\n";
	pipe_setup s;
	sug_result r;
	diag d;
	FILE *null = fopen("/dev/null", "w");

	ck_assert_ptr_nonnull(null);
	diag_init(&d, null, false);
	setup(&s, good);
	ck_assert_int_eq(suggest_run(&s, 3, &r, &d), 0);
	ck_assert_int_eq(r.ntargets, 0);
	suggest_free(&r);
	setup(&s, bad);
	ck_assert_int_eq(suggest_run(&s, 3, &r, &d), -1);
	suggest_free(&r);
	fclose(null);
}
END_TEST

/* ---- staging through a shared tile ---------------------------------- */

/* The global addresses the accesses of array name make (its loads, or
   its stores), every request seen: collected by the test itself, not by
   suggest's own proof. */
typedef struct gset {
	const pat_program *p;
	const char *name;
	bool store;
	uint64_t *a;
	size_t n, cap;
} gset;

static void
gather(void *arg, int access, uint64_t warp, enum sim_space space,
       bool atomic, const sim_request *r)
{
	(void)atomic;
	gset *g = arg;
	int l;

	(void)warp;
	if (space != SIM_GLOBAL || r->store != g->store ||
	    strcmp(g->p->accesses[access]->u.access.array->name, g->name) != 0)
		return;
	for (l = 0; l < 32; l++) {
		if (!(r->active >> l & 1u))
			continue;
		if (g->n == g->cap) {
			g->cap = g->cap ? 2 * g->cap : 1024;
			g->a = realloc(g->a, sizeof(*g->a) * g->cap);
			ck_assert_ptr_nonnull(g->a);
		}
		g->a[g->n++] = r->addr[l];
	}
}

static int
cmp_u64(const void *x, const void *y)
{
	uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;

	return a < b ? -1 : a > b;
}

/* src's set of addresses, sorted, no repeats, into g. The program is
   parsed once first so that the callback can name the arrays. */
static void
addresses(const char *src, gset *g)
{
	pipe_setup s;
	pipe_run first, run;
	pipe_point pt;
	diag d;
	size_t i, k = 0;

	setup(&s, src);
	original(&s, &first);
	g->p = first.p;
	diag_init(&d, stderr, false);
	pipe_point_init(&pt);
	pt.on_request = gather;
	pt.on_request_arg = g;
	ck_assert_int_eq(run_pattern(&s, &pt, &run, &d), 0);
	pipe_run_free(&run);
	qsort(g->a, g->n, sizeof(*g->a), cmp_u64);
	for (i = 0; i < g->n; i++)
		if (k == 0 || g->a[k - 1] != g->a[i])
			g->a[k++] = g->a[i];
	g->n = k;
	pipe_run_free(&first);
}

/* The staged text reads (or writes) exactly the elements the original
   does, and its barriers leave no race. */
static void
check_staged(const char *orig, const sug_fix *f, const char *name,
             bool store)
{
	gset a = { .name = name, .store = store };
	gset b = { .name = name, .store = store };
	pipe_setup s;
	pipe_run run;
	pipe_point pt;
	diag d;
	char *raced;

	addresses(orig, &a);
	addresses(f->text, &b);
	ck_assert_uint_gt(a.n, 0);
	ck_assert_uint_eq(a.n, b.n);
	ck_assert(memcmp(a.a, b.a, sizeof(*a.a) * a.n) == 0);
	free(a.a);
	free(b.a);
	ck_assert_int_ge(asprintf(&raced, "%s\nexpect races == 0\n", f->text), 0);
	setup(&s, raced);
	diag_init(&d, stderr, false);
	pipe_point_init(&pt);
	ck_assert_int_eq(run_pattern(&s, &pt, &run, &d), 0);
	ck_assert(run.r.race.checked);
	ck_assert_int_eq(run.r.expect_passed[run.r.nexpects - 1], 1);
	pipe_run_free(&run);
	free(raced);
}

/* The target of array name in r, and its staging fix (or NULL). */
static const sug_fix *
staged(const sug_result *r, const char *name, const sug_target **tg)
{
	int i, k;

	*tg = NULL;
	for (i = 0; i < r->ntargets; i++)
		if (strcmp(r->targets[i].array, name) == 0)
			*tg = &r->targets[i];
	ck_assert_ptr_nonnull(*tg);
	for (k = 0; k < (*tg)->nfixes; k++)
		if ((*tg)->fixes[k].kind == SUG_STAGE)
			return &(*tg)->fixes[k];
	return NULL;
}

/* A column read by blocks of three shapes: each staged, with the global
   sectors down to the fewest, the same elements read, no race. */
START_TEST(stage_column_shapes)
{
	static const int shape[][2] = { { 32, 32 }, { 32, 8 }, { 16, 16 } };
	int i;

	for (i = 0; i < 3; i++) {
		char *src;
		pipe_setup s;
		sug_result r;
		const sug_target *tg;
		const sug_fix *f;
		diag d;
		ck_assert_int_ge(asprintf(&src,
			"param N = 64\ngrid N / %d, N / %d\nblock %d, %d\n"
			"global float m[N][N]\n"
			"let r = blockIdx.x * %d + threadIdx.x\n"
			"let c = blockIdx.y * %d + threadIdx.y\n"
			"read m[r][c] as down\n", shape[i][0], shape[i][1],
			shape[i][0], shape[i][1], shape[i][0], shape[i][1]), 0);
		setup(&s, src);
		diag_init(&d, stderr, false);
		ck_assert_int_eq(suggest_run(&s, SUG_NKINDS, &r, &d), 0);
		f = staged(&r, "m", &tg);
		ck_assert_ptr_nonnull(f);
		ck_assert_uint_lt(f->after, f->before);
		ck_assert_uint_eq(f->after, f->ideal);
		ck_assert_uint_gt(f->fig[0].requests_after, 0);
		ck_assert_str_eq(f->tile, "m_tile");
		ck_assert_int_eq(f->extra_bytes, (int64_t)shape[i][0] *
		                 (shape[i][1] + f->n[0]) * 4);
		/* the 32 x 32 tile, padded, has no conflict on either side */
		if (shape[i][1] == 32) {
			ck_assert_int_eq(f->n[0], 1);
			ck_assert_uint_eq(f->tile_wavefronts, f->tile_ideal);
		}
		check_staged(src, f, "m", false);
		suggest_free(&r);
		free(src);
	}
}
END_TEST

/* A naive transpose's store down the columns: staged, the store along
   rows from the tile, inside the loop (a barrier after each use). */
START_TEST(stage_transpose_store)
{
	static const char src[] =
		"param N = 64\ngrid N / 32, N / 32\nblock 32, 8\n"
		"global float idata[N][N]\nglobal float odata[N][N]\n"
		"let x = blockIdx.x * 32 + threadIdx.x\n"
		"let y0 = blockIdx.y * 32 + threadIdx.y\n"
		"for j in 0 .. 32 step 8 {\n"
		"\tread idata[y0 + j][x] as load\n"
		"\twrite odata[x][y0 + j] as store\n"
		"}\n";
	pipe_setup s;
	sug_result r;
	const sug_target *tg;
	const sug_fix *f;
	diag d;

	setup(&s, src);
	diag_init(&d, stderr, false);
	ck_assert_int_eq(suggest_run(&s, SUG_NKINDS, &r, &d), 0);
	f = staged(&r, "odata", &tg);
	ck_assert_ptr_nonnull(f);
	ck_assert_uint_eq(f->before, 4096);
	ck_assert_uint_eq(f->after, 512);
	ck_assert_ptr_nonnull(strstr(f->text, "write odata_tile[threadIdx.x]"
	                                      "[threadIdx.y]"));
	check_staged(src, f, "odata", true);
	suggest_free(&r);
}
END_TEST

/* One thread a row: the loop over the row is tiled, 16 doubles a step
   of the tile. */
START_TEST(stage_loop_tiled)
{
	static const char src[] =
		"param M = 64\nparam N = 64\ngrid M / 64\nblock 64\n"
		"global double A[M][N]\nglobal double x[N]\n"
		"let row = blockIdx.x * blockDim.x + threadIdx.x\n"
		"for j in 0 .. N {\n"
		"\tread A[row][j] as matrix\n"
		"\tread x[j] as vector\n"
		"}\n";
	pipe_setup s;
	sug_result r;
	const sug_target *tg;
	const sug_fix *f;
	diag d;

	setup(&s, src);
	diag_init(&d, stderr, false);
	ck_assert_int_eq(suggest_run(&s, SUG_NKINDS, &r, &d), 0);
	f = staged(&r, "A", &tg);
	ck_assert_ptr_nonnull(f);
	ck_assert_uint_eq(f->after, f->ideal);
	ck_assert_uint_lt(f->after, f->before);
	ck_assert_ptr_nonnull(strstr(f->text, "step 16"));
	check_staged(src, f, "A", false);
	suggest_free(&r);
}
END_TEST

/* A chunk a thread, read along it by a loop: lanes 8 floats apart. The
   loop's steps fill what the stride skips: a tiled span, padded in 1-D. */
START_TEST(stage_chunk_span)
{
	static const char src[] =
		"param n = 8192\ngrid 4\nblock 256\nglobal float b[n]\n"
		"let tid = blockIdx.x * blockDim.x + threadIdx.x\n"
		"let chunk = n / (gridDim.x * blockDim.x)\n"
		"for k in 0 .. chunk {\n"
		"\tread b[tid * chunk + k] as chunked\n"
		"}\n";
	pipe_setup s;
	sug_result r;
	const sug_target *tg;
	const sug_fix *f;
	diag d;

	setup(&s, src);
	diag_init(&d, stderr, false);
	ck_assert_int_eq(suggest_run(&s, SUG_NKINDS, &r, &d), 0);
	f = staged(&r, "b", &tg);
	ck_assert_ptr_nonnull(f);
	ck_assert_uint_eq(f->before, 8192);
	ck_assert_uint_eq(f->after, 1024);
	ck_assert_uint_eq(f->tile_wavefronts, f->tile_ideal);
	check_staged(src, f, "b", false);
	suggest_free(&r);
}
END_TEST

/* Where staging cannot keep each thread's element, or gains nothing,
   nothing is offered and the note says why. */
START_TEST(stage_refused)
{
	static const struct {
		const char *src, *array, *why;
	} c[] = {
		/* rows a shuffle of the lanes: it runs, cheaper, in bounds,
		   but the tile's origin is not one per block */
		{ "param N = 512\ngrid 2, 8\nblock 32, 8\n"
		  "global float p[N][N]\n"
		  "let perm = threadIdx.x % 8 * 4 + threadIdx.x / 8\n"
		  "read p[128 + blockIdx.x * 32 + perm][blockIdx.y * 8 + "
		  "threadIdx.y]\n", "p", "not one tile" },
		/* a stride of 2: the span holds as many sectors */
		{ "grid 4\nblock 64\nglobal float a[4 * 64 * 2]\n"
		  "read a[(blockIdx.x * 64 + threadIdx.x) * 2]\n", "a",
		  "no fewer" },
		/* a stride of 1024 floats: the span outgrows shared memory */
		{ "grid 2\nblock 32\nglobal float a[2 * 32 * 1024]\n"
		  "read a[(blockIdx.x * 32 + threadIdx.x) * 1024]\n", "a",
		  "more than the 49152" },
		/* one column, no loop to tile */
		{ "grid 2\nblock 32\nglobal float m[32][32]\n"
		  "read m[threadIdx.x][blockIdx.x]\n", "m",
		  "one element wide" },
	};
	size_t i;

	for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		pipe_setup s;
		sug_result r;
		const sug_target *tg;
		diag d;
		setup(&s, c[i].src);
		diag_init(&d, stderr, false);
		ck_assert_int_eq(suggest_run(&s, SUG_NKINDS, &r, &d), 0);
		ck_assert_ptr_null(staged(&r, c[i].array, &tg));
		ck_assert_ptr_nonnull(tg->stage_note);
		ck_assert_msg(strstr(tg->stage_note, c[i].why) != NULL,
		              "case %zu: %s", i, tg->stage_note);
		suggest_free(&r);
	}
}
END_TEST

static Suite *
suggest_suite(void)
{
	Suite *s = suite_create("suggest");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, refuses_out_of_bounds);
	tcase_add_test(tc, refuses_no_gain);
	tcase_add_test(tc, tile32_best);
	tcase_add_test(tc, text_is_what_ran);
	tcase_add_test(tc, no_target_and_error);
	tcase_add_test(tc, stage_column_shapes);
	tcase_add_test(tc, stage_transpose_store);
	tcase_add_test(tc, stage_loop_tiled);
	tcase_add_test(tc, stage_chunk_span);
	tcase_add_test(tc, stage_refused);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(suggest_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
