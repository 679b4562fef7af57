/*
 * test_suggest.c - the suggestion search (src/suggest.c): a rewrite is
 * kept only when the model confirms it; one that goes out of bounds or
 * does not lower the cost is refused; the 32 x 32 float tile's best
 * rewrites reach one wavefront a request on every access; the rewritten
 * text is the text that was run.
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
