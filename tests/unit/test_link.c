/*
 * test_link.c - unit tests of the host-device link model (sim/link.c)
 * with Check.
 *
 * The cases run on a link of round numbers (round_link) whose figures
 * are worked out on paper in the comments, so that a change to a
 * formula fails here by name; the built-in links are held to their
 * published peaks.
 */
#include <check.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "link.h"

/* 10 GB/s h2d, 5 GB/s d2h, staging 4 GB/s, 10 us pinned, 20 us pageable,
   5 us a launch, zero-copy 8 GB/s, two engines */
static sim_link
round_link(void)
{
	sim_link l = *sim_link_find("pcie4");

	l.peak_gbps = 16;
	l.h2d_gbps = 10;
	l.d2h_gbps = 5;
	l.staging_gbps = 4;
	l.pinned_us = 10;
	l.pageable_us = 20;
	l.launch_us = 5;
	l.zerocopy_gbps = 8;
	l.copy_engines = 2;
	return l;
}

#define NEAR(a, b) ck_assert_msg(fabs((a) - (b)) <= 1e-9 * fabs(b) + 1e-15, \
	"%s = %.12g, expected %.12g", #a, (double)(a), (double)(b))

/* 1e6 bytes pinned h2d: 10 us + 1e6 / 10e9 s = 10 + 100 us = 110 us;
   d2h at 5 GB/s: 10 + 200 = 210 us; pageable h2d: the staging rate
   (4 < 10) sets it: 20 + 250 = 270 us; pageable d2h: 4 < 5 too. */
START_TEST(test_copy)
{
	sim_link l = round_link();

	NEAR(sim_link_copy_s(&l, SIM_H2D, 1, 1e6), 110e-6);
	NEAR(sim_link_copy_s(&l, SIM_D2H, 1, 1e6), 210e-6);
	NEAR(sim_link_copy_s(&l, SIM_H2D, 0, 1e6), 270e-6);
	NEAR(sim_link_copy_s(&l, SIM_D2H, 0, 1e6), 270e-6);
	/* bandwidth: 1e6 B / 110 us = 9.0909 GB/s */
	NEAR(sim_link_copy_gbps(&l, SIM_H2D, 1, 1e6), 1e6 / 110e-6 / 1e9);
	/* staging faster than the link: the link sets the rate */
	l.staging_gbps = 40;
	NEAR(sim_link_copy_s(&l, SIM_H2D, 0, 1e6), 120e-6);
}
END_TEST

/* the bandwidth climbs with size towards the rate, never past it */
START_TEST(test_curve)
{
	sim_link l = round_link();
	double prev = 0;

	for (double b = 1024; b <= 1 << 30; b *= 4) {
		double g = sim_link_copy_gbps(&l, SIM_H2D, 1, b);
		ck_assert(g > prev);
		ck_assert(g < l.h2d_gbps);
		prev = g;
	}
	ck_assert(prev > 0.99 * l.h2d_gbps);
}
END_TEST

/* zero-copy of 8e6 bytes: 5 us + 8e6 / 8e9 = 5 + 1000 us */
START_TEST(test_zerocopy)
{
	sim_link l = round_link();

	NEAR(sim_link_zerocopy_s(&l, 8e6), 1005e-6);
}
END_TEST

/*
 * Overlap, 4e6 bytes, a 2 ms kernel, copy out, two engines.
 * Sequential: in 10 + 400 = 410 us, kernel 2000 + 5 = 2005 us, out
 * 10 + 800 = 810 us: 3225 us.
 * Two streams, chunks of 2e6: in 210 us, kernel 1005 us, out 410 us.
 *   in0 0..210, in1 210..420; k0 210..1215, k1 1215..2220;
 *   out0 1215..1625, out1 2220..2630: total 2630 us.
 */
START_TEST(test_overlap)
{
	sim_link l = round_link();
	sim_link_op ops[3 * SIM_LINK_MAX_STREAMS];
	int n;

	NEAR(sim_link_overlap(&l, 4e6, 1, 2e-3, 1, ops, &n), 3225e-6);
	ck_assert_int_eq(n, 3);
	NEAR(ops[1].start, 410e-6);
	NEAR(sim_link_overlap(&l, 4e6, 2, 2e-3, 1, ops, &n), 2630e-6);
	ck_assert_int_eq(n, 6);
	/* issue order: in0 k0 out0 in1 k1 out1 */
	ck_assert_int_eq(ops[3].kind, SIM_LANE_H2D);
	ck_assert_int_eq(ops[3].chunk, 1);
	NEAR(ops[3].start, 210e-6);
	NEAR(ops[4].start, 1215e-6);
	NEAR(ops[2].start, 1215e-6);
	NEAR(ops[5].end, 2630e-6);
	/* no copy out: sequential 410 + 2005 = 2415 us */
	NEAR(sim_link_overlap(&l, 4e6, 1, 2e-3, 0, ops, &n), 2415e-6);
	ck_assert_int_eq(n, 2);
}
END_TEST

/*
 * One engine for both ways, served in issue order: two streams as
 * above, but out0 (ready at 1215) holds the engine before in1 can go:
 * in0 0..210, k0 210..1215, out0 1215..1625, in1 1625..1835,
 * k1 1835..2840, out1 2840..3250: total 3250 us, worse than sequential
 * (3225), the issue-order trap of single-engine GPUs.
 */
START_TEST(test_one_engine)
{
	sim_link l = round_link();
	sim_link_op ops[3 * SIM_LINK_MAX_STREAMS];
	int n;

	l.copy_engines = 1;
	NEAR(sim_link_overlap(&l, 4e6, 2, 2e-3, 1, ops, &n), 3250e-6);
	ck_assert_int_eq(ops[2].lane, 0);
	NEAR(ops[3].start, 1625e-6);
}
END_TEST

/* the published peaks: 8, 16, 32 GT/s x 16 lanes x 128/130 / 8 bits */
START_TEST(test_builtin)
{
	NEAR(sim_link_find("pcie3")->peak_gbps, 8.0 * 16 * 128 / 130 / 8);
	NEAR(sim_link_find("pcie4")->peak_gbps, 16.0 * 16 * 128 / 130 / 8);
	NEAR(sim_link_find("pcie5")->peak_gbps, 32.0 * 16 * 128 / 130 / 8);
	NEAR(sim_link_find("nvlink-c2c")->peak_gbps, 450.0);
	ck_assert_ptr_null(sim_link_find("pcie9"));
	ck_assert_ptr_nonnull(sim_link_for_arch("sm_90"));
	ck_assert_int_eq(sim_link_for_arch("sm_50")->copy_engines, 1);
	ck_assert_ptr_null(sim_link_for_arch("sm_99"));
	/* every built-in link reaches less than its peak */
	{
		size_t n;
		const sim_link *ls = sim_link_list(&n);
		for (size_t i = 0; i < n; i++)
			ck_assert(ls[i].h2d_gbps < ls[i].peak_gbps);
	}
}
END_TEST

START_TEST(test_keys)
{
	sim_link l = round_link();
	size_t n;
	const char *const *k = sim_link_keys(&n);

	ck_assert_int_eq(n, 9);
	for (size_t i = 0; i < n; i++)
		ck_assert(!isnan(sim_link_get(&l, k[i])));
	ck_assert_int_eq(sim_link_set(&l, "h2d_gbps", 12.5), 0);
	NEAR(l.h2d_gbps, 12.5);
	NEAR(sim_link_get(&l, "h2d_gbps"), 12.5);
	ck_assert_int_eq(sim_link_set(&l, "h2d_gbps", 0), -2);
	ck_assert_int_eq(sim_link_set(&l, "h2d_gbps", NAN), -2);
	/* extremes whose times and rates would not stay finite */
	ck_assert_int_eq(sim_link_set(&l, "h2d_gbps", 1e300), -2);
	ck_assert_int_eq(sim_link_set(&l, "pinned_us", 1e-300), -2);
	ck_assert_int_eq(sim_link_set(&l, "h2d_gbps", INFINITY), -2);
	ck_assert_int_eq(sim_link_set(&l, "pinned_us", SIM_LINK_MIN), 0);
	ck_assert_int_eq(sim_link_set(&l, "h2d_gbps", SIM_LINK_MAX), 0);
	ck_assert_int_eq(sim_link_set(&l, "h2d_gbps", 12.5), 0);
	ck_assert_int_eq(sim_link_set(&l, "copy_engines", 3), -2);
	ck_assert_int_eq(sim_link_set(&l, "copy_engines", 1), 0);
	ck_assert_int_eq(l.copy_engines, 1);
	ck_assert_int_eq(sim_link_set(&l, "nope", 1), -1);
	ck_assert(isnan(sim_link_get(&l, "nope")));
}
END_TEST

static Suite *
link_suite(void)
{
	Suite *s = suite_create("link");
	TCase *tc = tcase_create("model");

	tcase_add_test(tc, test_copy);
	tcase_add_test(tc, test_curve);
	tcase_add_test(tc, test_zerocopy);
	tcase_add_test(tc, test_overlap);
	tcase_add_test(tc, test_one_engine);
	tcase_add_test(tc, test_builtin);
	tcase_add_test(tc, test_keys);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(link_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
