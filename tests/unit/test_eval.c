/*
 * test_eval.c - the evaluator and the model together, through the pattern
 * language: every measured case of HARDWARE.md written as a pattern file
 * must come out exactly; C's integer semantics, warp formation, loops,
 * predicates and the errors of evaluation are pinned here too.
 */
#define _GNU_SOURCE
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "eval.h"
#include "pat.h"

/* Run src; figure m of access i (-1: the whole pattern's requests). Errors
   go into *errors (malloc'ed) when errors is not NULL. */
typedef struct run {
	pat_program *p;
	eval_result r;
	char *errors;
	int rc;
} run;

/* eval_options.exhaustive for run_src: the tests of classes set it */
static bool exhaustive;

static void
run_src(run *rn, const char *src, const char *arch, int bank)
{
	diag d;
	size_t n = 0;
	FILE *f = open_memstream(&rn->errors, &n);
	eval_options o;
	sim_arch a;

	memset(&rn->r, 0, sizeof(rn->r));
	diag_init(&d, f, false);
	rn->p = pat_parse("t.pat", src, strlen(src), NULL, 0, &d);
	rn->rc = -1;
	if (rn->p != NULL) {
		const sim_arch *base = sim_arch_find(arch ? arch : "sm_90");
		ck_assert_ptr_nonnull(base);
		ck_assert_int_eq(sim_arch_bank_mode(base, bank ? bank : 4, &a), 0);
		memset(&o, 0, sizeof(o));
		o.arch = &a;
		o.detail_warp = 0;
		o.max_work = 1000000000;
		o.exhaustive = exhaustive;
		rn->rc = eval_run(rn->p, &o, &rn->r, &d);
	}
	fclose(f);
}

static void
run_free(run *rn)
{
	eval_result_free(&rn->r);
	pat_free(rn->p);
	free(rn->errors);
}

static double
figure(const char *src, int access, enum pat_metric m, const char *arch,
       int bank)
{
	run rn;
	double v;

	run_src(&rn, src, arch, bank);
	if (rn.rc != 0)
		ck_abort_msg("pattern failed: %s\n%s", rn.errors, src);
	v = eval_metric(&rn.r.access[access].stats,
	                (enum sim_space)rn.p->accesses[access]->u.access.array->space,
	                m);
	run_free(&rn);
	return v;
}

/* ---------------------------------------------- HARDWARE.md, measured */

#define G_HEAD "grid 64\nblock 256\nlet tid = blockIdx.x * blockDim.x + threadIdx.x\n"
#define S_HEAD "grid 4\nblock 256\nlet lane = threadIdx.x % 32\n"

static const struct hw_case {
	const char *what;
	const char *src;
	enum pat_metric m;
	double want;
} hw_cases[] = {
	/* global: sectors per request */
	{ "float a[tid]", G_HEAD "global float a[1<<20]\nread a[tid]", M_SECTORS_PER_REQUEST, 4 },
	{ "float a[tid+1]", G_HEAD "global float a[1<<20]\nread a[tid+1]", M_SECTORS_PER_REQUEST, 5 },
	{ "float a[tid+8]", G_HEAD "global float a[1<<20]\nread a[tid+8]", M_SECTORS_PER_REQUEST, 4 },
	{ "float a[2*tid]", G_HEAD "global float a[1<<20]\nread a[2*tid]", M_SECTORS_PER_REQUEST, 8 },
	{ "float a[3*tid]", G_HEAD "global float a[1<<20]\nread a[3*tid]", M_SECTORS_PER_REQUEST, 12 },
	{ "float a[4*tid]", G_HEAD "global float a[1<<20]\nread a[4*tid]", M_SECTORS_PER_REQUEST, 16 },
	{ "float a[8*tid]", G_HEAD "global float a[1<<20]\nread a[8*tid]", M_SECTORS_PER_REQUEST, 32 },
	{ "float a[64*tid]", G_HEAD "global float a[1<<21]\nread a[64*tid]", M_SECTORS_PER_REQUEST, 32 },
	{ "one word", G_HEAD "global float a[1<<20]\nread a[blockIdx.x]", M_SECTORS_PER_REQUEST, 1 },
	{ "lanes 0-15", G_HEAD "global float a[1<<20]\nread a[tid] if threadIdx.x % 32 < 16", M_SECTORS_PER_REQUEST, 2 },
	{ "char a[tid]", G_HEAD "global char a[1<<20]\nread a[tid]", M_SECTORS_PER_REQUEST, 1 },
	{ "short a[tid]", G_HEAD "global short a[1<<20]\nread a[tid]", M_SECTORS_PER_REQUEST, 2 },
	{ "double a[tid]", G_HEAD "global double a[1<<20]\nread a[tid]", M_SECTORS_PER_REQUEST, 8 },
	{ "double a[tid+1]", G_HEAD "global double a[1<<20]\nread a[tid+1]", M_SECTORS_PER_REQUEST, 9 },
	{ "float4 a[tid]", G_HEAD "global float4 a[1<<20]\nread a[tid]", M_SECTORS_PER_REQUEST, 16 },
	{ "float4 a[tid+1]", G_HEAD "global float4 a[1<<20]\nread a[tid+1]", M_SECTORS_PER_REQUEST, 17 },
	{ "float4 a[2*tid]", G_HEAD "global float4 a[1<<20]\nread a[2*tid]", M_SECTORS_PER_REQUEST, 32 },
	{ "store float a[tid]", G_HEAD "global float a[1<<20]\nwrite a[tid]", M_SECTORS_PER_REQUEST, 4 },
	{ "store float a[2*tid]", G_HEAD "global float a[1<<20]\nwrite a[2*tid]", M_SECTORS_PER_REQUEST, 8 },
	{ "store one address", G_HEAD "global float a[1<<20]\nwrite a[7]", M_SECTORS_PER_REQUEST, 1 },
	/* global: requests, ideal sectors and efficiency */
	{ "requests", G_HEAD "global float a[1<<20]\nread a[tid]", M_REQUESTS, 64 * 8 },
	{ "ideal stride 2", G_HEAD "global float a[1<<20]\nread a[2*tid]", M_IDEAL_SECTORS_PER_REQUEST, 4 },
	{ "efficiency stride 2", G_HEAD "global float a[1<<20]\nread a[2*tid]", M_EFFICIENCY, 0.5 },
	{ "efficiency offset 1", G_HEAD "global float a[1<<20]\nread a[tid+1]", M_EFFICIENCY, 0.8 },
	{ "ideal one word", G_HEAD "global float a[1<<20]\nread a[0]", M_IDEAL_SECTORS_PER_REQUEST, 1 },
	/* shared: wavefronts per request */
	{ "float s[lane]", S_HEAD "shared float s[1024]\nread s[lane]", M_WAVEFRONTS_PER_REQUEST, 1 },
	{ "float s[2*lane]", S_HEAD "shared float s[1024]\nread s[2*lane]", M_WAVEFRONTS_PER_REQUEST, 2 },
	{ "float s[3*lane]", S_HEAD "shared float s[1024]\nread s[3*lane]", M_WAVEFRONTS_PER_REQUEST, 1 },
	{ "float s[32*lane]", S_HEAD "shared float s[1024]\nread s[32*lane]", M_WAVEFRONTS_PER_REQUEST, 32 },
	{ "float s[33*lane]", S_HEAD "shared float s[1056]\nread s[33*lane]", M_WAVEFRONTS_PER_REQUEST, 1 },
	{ "float s[0]", S_HEAD "shared float s[1024]\nread s[0]", M_WAVEFRONTS_PER_REQUEST, 1 },
	{ "double s[lane]", S_HEAD "shared double s[1024]\nread s[lane]", M_WAVEFRONTS_PER_REQUEST, 2 },
	{ "double s[2*lane]", S_HEAD "shared double s[1024]\nread s[2*lane]", M_WAVEFRONTS_PER_REQUEST, 4 },
	{ "double s[16*lane]", S_HEAD "shared double s[1024]\nread s[16*lane]", M_WAVEFRONTS_PER_REQUEST, 32 },
	{ "double s[17*lane]", S_HEAD "shared double s[1024]\nread s[17*lane]", M_WAVEFRONTS_PER_REQUEST, 2 },
	{ "double s[0]", S_HEAD "shared double s[1024]\nread s[0]", M_WAVEFRONTS_PER_REQUEST, 1 },
	{ "double s[lane>>1]", S_HEAD "shared double s[1024]\nread s[lane>>1]", M_WAVEFRONTS_PER_REQUEST, 1 },
	{ "double s[lane&15]", S_HEAD "shared double s[1024]\nread s[lane&15]", M_WAVEFRONTS_PER_REQUEST, 2 },
	{ "float4 s[lane]", S_HEAD "shared float4 s[512]\nread s[lane]", M_WAVEFRONTS_PER_REQUEST, 4 },
	{ "float4 s[0]", S_HEAD "shared float4 s[512]\nread s[0]", M_WAVEFRONTS_PER_REQUEST, 2 },
	{ "float4 s[lane>>1]", S_HEAD "shared float4 s[512]\nread s[lane>>1]", M_WAVEFRONTS_PER_REQUEST, 2 },
	{ "float4 s[lane&3]", S_HEAD "shared float4 s[512]\nread s[lane&3]", M_WAVEFRONTS_PER_REQUEST, 4 },
	{ "float4 s[2*lane]", S_HEAD "shared float4 s[512]\nread s[2*lane]", M_WAVEFRONTS_PER_REQUEST, 8 },
	{ "16x16 tile by column", "grid 2\nblock 16, 16\nshared float t[16][16]\nread t[threadIdx.x][threadIdx.y]", M_WAVEFRONTS_PER_REQUEST, 8 },
	{ "16x17 tile by column", "grid 2\nblock 16, 16\nshared float t[16][17]\nread t[threadIdx.x][threadIdx.y]", M_WAVEFRONTS_PER_REQUEST, 2 },
	/* stores never merge phases: two 16-lane phases of 8 doubles */
	{ "store double s[lane>>1]", S_HEAD "shared double s[1024]\nwrite s[lane>>1]", M_WAVEFRONTS_PER_REQUEST, 2 },
	{ "conflicts s[2*lane]", S_HEAD "shared float s[1024]\nread s[2*lane]", M_BANK_CONFLICTS_PER_REQUEST, 1 },
	{ "conflicts s[32*lane]", S_HEAD "shared float s[1024]\nread s[32*lane]", M_BANK_CONFLICTS_PER_REQUEST, 31 },
	{ "conflicts double s[lane]", S_HEAD "shared double s[1024]\nread s[lane]", M_BANK_CONFLICTS_PER_REQUEST, 0 },
	/* constant: distinct addresses per request */
	{ "constant one address", S_HEAD "constant float c[64]\nread c[3]", M_DISTINCT_PER_REQUEST, 1 },
	{ "constant c[lane]", S_HEAD "constant float c[64]\nread c[lane]", M_DISTINCT_PER_REQUEST, 32 },
	{ "constant c[lane/4]", S_HEAD "constant float c[64]\nread c[lane/4]", M_DISTINCT_PER_REQUEST, 8 },
};

START_TEST(test_hardware_cases)
{
	const struct hw_case *c = &hw_cases[_i];
	double got = figure(c->src, 0, c->m, NULL, 0);
	ck_assert_msg(fabs(got - c->want) < 1e-12, "%s: %s is %g, measured %g",
	              c->what, pat_metric_name(c->m), got, c->want);
}
END_TEST

/* Kepler's 8-byte bank mode: successive 8-byte words in successive banks. */
START_TEST(test_kepler_bank_mode)
{
	const char *two = S_HEAD "shared float s[1024]\nread s[2*lane]";
	const char *pair = S_HEAD "shared float s[1024]\nread s[lane]";
	const char *dbl = S_HEAD "shared double s[1024]\nread s[lane]";
	const char *dbl2 = S_HEAD "shared double s[1024]\nread s[2*lane]";

	ck_assert_double_eq(figure(two, 0, M_WAVEFRONTS_PER_REQUEST, "sm_35", 4), 2);
	ck_assert_double_eq(figure(two, 0, M_WAVEFRONTS_PER_REQUEST, "sm_35", 8), 1);
	ck_assert_double_eq(figure(pair, 0, M_WAVEFRONTS_PER_REQUEST, "sm_35", 8), 1);
	ck_assert_double_eq(figure(dbl, 0, M_WAVEFRONTS_PER_REQUEST, "sm_35", 8), 1);
	ck_assert_double_eq(figure(dbl2, 0, M_WAVEFRONTS_PER_REQUEST, "sm_35", 8), 2);
}
END_TEST

/* ---------------------------------------------- C semantics of index math */

static const struct int_case {
	const char *expr;
	long long want;
} int_cases[] = {
	{ "-7 / 2", -3 }, { "-7 % 2", -1 }, { "7 / -2", -3 }, { "7 % -2", 1 },
	{ "-8 >> 1", -4 }, { "1 << 10", 1024 }, { "~5", -6 }, { "!0", 1 },
	{ "!7", 0 }, { "3 && 0", 0 }, { "0 || 5", 1 }, { "2 + 3 * 4", 14 },
	{ "(2 + 3) * 4", 20 }, { "1 << 2 + 1", 8 }, { "6 & 3 == 2", 0 },
	{ "6 & 3", 2 }, { "5 ^ 3 | 8", 14 }, { "1 < 2 == 1", 1 },
	{ "3 > 2 ? 10 : 20", 10 }, { "0 ? 1 : 0 ? 2 : 3", 3 },
	{ "min(4, -2)", -2 }, { "max(4, -2)", 4 }, { "abs(-9)", 9 },
	{ "0x10 + 0b11", 19 }, { "1'000 + 2u", 1002 }, { "-(-3)", 3 },
	{ "+4", 4 }, { "100 / 7 % 4", 2 }, { "warpSize", 32 },
	{ "blockDim.x * gridDim.x", 64 * 2 },
	/* per lane: lane 5 of warp 0 */
	{ "threadIdx.x", 5 }, { "threadIdx.x / 2 * 2", 4 },
	{ "threadIdx.x % 4 - 1", 0 }, { "threadIdx.x > 3 && threadIdx.x < 6", 1 },
	{ "threadIdx.x == 5 ? 0 : 100 / (threadIdx.x - 5)", 0 },
	{ "threadIdx.x != 5 && 100 / (threadIdx.x - 5) > 0", 0 },
	{ "threadIdx.x == 5 || 100 / (threadIdx.x - 5)", 1 },
	{ "(threadIdx.x ^ 3) << 2", 24 }, { "-threadIdx.x", -5 },
	{ "min(threadIdx.x, 3) + max(threadIdx.x, 9)", 12 },
	{ "abs(threadIdx.x - 8)", 3 },
	/* near the top of int64_t: no overflow, and none reported */
	{ "(threadIdx.x % 7 + 9223372036854775800) * 1 - 9223372036854775800", 5 },
	{ "(threadIdx.x % 7 - 9223372036854775800) * -1 + -9223372036854775800", -5 },
};

START_TEST(test_integer_semantics)
{
	const struct int_case *c = &int_cases[_i];
	char src[512];
	run rn;

	/* lane 5 reads element (expr + 100): its index shows the value */
	snprintf(src, sizeof(src), "grid 2\nblock 64\nglobal int a[2048]\n"
	         "read a[(%s) + 100]\n", c->expr);
	run_src(&rn, src, NULL, 0);
	ck_assert_msg(rn.rc == 0, "%s: %s", c->expr, rn.errors);
	ck_assert_msg(rn.r.access[0].has_detail, "%s: no detail", c->expr);
	ck_assert_msg(rn.r.access[0].detail_index[5][0] == c->want + 100,
	              "%s is %lld, C says %lld", c->expr,
	              (long long)rn.r.access[0].detail_index[5][0] - 100,
	              c->want);
	run_free(&rn);
}
END_TEST

/* Warps form from the linear thread index, x fastest. */
START_TEST(test_warp_formation)
{
	run rn;
	const char *src = "grid 1\nblock 16, 16\nglobal int m[16][16]\n"
	                  "read m[threadIdx.y][threadIdx.x]\n";
	run_src(&rn, src, NULL, 0);
	ck_assert_int_eq(rn.rc, 0);
	/* lane 17 of warp 0 is thread (1, 1) */
	ck_assert_int_eq(rn.r.access[0].detail_index[17][0], 1);
	ck_assert_int_eq(rn.r.access[0].detail_index[17][1], 1);
	ck_assert_int_eq(rn.r.access[0].detail_index[15][0], 0);
	ck_assert_int_eq(rn.r.access[0].detail_index[15][1], 15);
	ck_assert_uint_eq(rn.r.warps, 8);
	run_free(&rn);

	/* a 3D block of 8x2x4: lane 21 is x 5, y 0, z 1 */
	src = "grid 1\nblock 8, 2, 4\nglobal int m[4][2][8]\n"
	      "read m[threadIdx.z][threadIdx.y][threadIdx.x]\n";
	run_src(&rn, src, NULL, 0);
	ck_assert_int_eq(rn.rc, 0);
	ck_assert_int_eq(rn.r.access[0].detail_index[21][0], 1);
	ck_assert_int_eq(rn.r.access[0].detail_index[21][1], 0);
	ck_assert_int_eq(rn.r.access[0].detail_index[21][2], 5);
	/* 2 x 1 x 4 = 64 threads: 2 warps */
	ck_assert_uint_eq(rn.r.warps, 2);
	run_free(&rn);

	/* a block of 48 threads: the second warp has 16 lanes */
	src = "grid 1\nblock 48\nglobal int a[64]\nread a[threadIdx.x]\n";
	run_src(&rn, src, NULL, 0);
	ck_assert_int_eq(rn.rc, 0);
	ck_assert_uint_eq(rn.r.access[0].stats.lanes, 48);
	ck_assert_uint_eq(rn.r.access[0].stats.requests, 2);
	ck_assert_uint_eq(rn.r.access[0].stats.sectors, 4 + 2);
	run_free(&rn);
}
END_TEST

/* Loops, if/else and predicates: which lanes run which request. */
static const struct flow_case {
	const char *what;
	const char *body;
	unsigned long long requests, lanes;
} flow_cases[] = {
	{ "range loop", "for k in 0 .. 5 {\nread a[threadIdx.x + k]\n}", 5 * 2, 5 * 64 },
	{ "range step", "for k in 1 .. 10 step 3 {\nread a[k]\n}", 3 * 2, 3 * 64 },
	{ "empty range", "for k in 5 .. 5 {\nread a[k]\n}", 0, 0 },
	{ "nested", "for i in 0 .. 3 {\nfor j in 0 .. i {\nread a[i + j]\n}\n}", 3 * 2, 3 * 64 },
	{ "c form halving", "for (s = 32; s > 0; s >>= 1) {\nread a[s]\n}", 6 * 2, 6 * 64 },
	{ "c form doubling", "for (s = 1; s < 64; s *= 2) {\nread a[s]\n}", 6 * 2, 6 * 64 },
	{ "c form set", "for (s = 9; s > 1; s = s / 3) {\nread a[s]\n}", 2 * 2, 2 * 64 },
	{ "per-lane trip count", "for k in 0 .. threadIdx.x % 4 {\nread a[k]\n}", 3 * 2, (0 + 1 + 2 + 3) * 16 },
	{ "predicate", "read a[threadIdx.x] if threadIdx.x < 40", 2, 40 },
	{ "predicate none", "read a[threadIdx.x] if threadIdx.x > 99", 0, 0 },
	{ "if", "if threadIdx.x % 2 == 0 {\nread a[threadIdx.x]\n}", 2, 32 },
	{ "else", "if threadIdx.x < 32 {\nread a[1]\n} else {\nread a[threadIdx.x]\n}", 2, 64 },
	{ "else if", "if threadIdx.x < 10 {\nread a[1]\n} else if threadIdx.x < 40 {\nread a[threadIdx.x]\n} else {\nread a[2]\n}", 4, 64 },
	{ "reduction", "for (s = 32; s > 0; s >>= 1) {\nif threadIdx.x < s {\nread a[threadIdx.x + s]\n}\n}", 6, 32 + 16 + 8 + 4 + 2 + 1 },
	{ "let in loop", "for k in 0 .. 2 {\nlet j = k * 2 + threadIdx.x\nread a[j]\n}", 4, 128 },
	{ "syncs cost nothing", "sync\nread a[threadIdx.x]\n__syncthreads()\nfor k in 0 .. 2 {\nsync\n}", 2, 64 },
};

START_TEST(test_control_flow)
{
	const struct flow_case *c = &flow_cases[_i];
	char src[1024];
	run rn;
	unsigned long long req = 0, lanes = 0;
	int i;

	snprintf(src, sizeof(src), "grid 1\nblock 64\nglobal int a[256]\n%s\n",
	         c->body);
	run_src(&rn, src, NULL, 0);
	ck_assert_msg(rn.rc == 0, "%s: %s", c->what, rn.errors);
	for (i = 0; i < rn.p->naccesses; i++) {
		req += rn.r.access[i].stats.requests;
		lanes += rn.r.access[i].stats.lanes;
	}
	ck_assert_msg(req == c->requests && lanes == c->lanes,
	              "%s: %llu requests and %llu lanes, want %llu and %llu",
	              c->what, req, lanes, c->requests, c->lanes);
	run_free(&rn);
}
END_TEST

/* Element types: struct layout, vector components, offsets. */
START_TEST(test_types)
{
	const char *aos = "struct P { char c; double d; int i; }\n"
	                  "grid 1\nblock 32\nglobal P p[32]\n"
	                  "read p[threadIdx.x].d\nread p[threadIdx.x].i\n";
	run rn;

	run_src(&rn, aos, NULL, 0);
	ck_assert_int_eq(rn.rc, 0);
	/* struct P is 24 bytes: d at 8, i at 16 */
	ck_assert_uint_eq(rn.r.access[0].detail_addr[1], 24 + 8);
	ck_assert_uint_eq(rn.r.access[1].detail_addr[2], 48 + 16);
	ck_assert_uint_eq(rn.p->accesses[0]->u.access.size, 8);
	ck_assert_uint_eq(rn.p->accesses[1]->u.access.size, 4);
	run_free(&rn);

	run_src(&rn, "grid 1\nblock 32\nglobal float4 v[64] offset 16\n"
	        "global double2 w[64]\nread v[threadIdx.x].z\n"
	        "read w[threadIdx.x]\n", NULL, 0);
	ck_assert_int_eq(rn.rc, 0);
	/* v: 1024 bytes from 16; w at the next 256-byte boundary */
	ck_assert_uint_eq(rn.r.access[0].detail_addr[0], 16 + 8);
	ck_assert_uint_eq(rn.r.access[1].detail_addr[0], 1280);
	ck_assert_uint_eq(rn.p->accesses[1]->u.access.size, 16);
	run_free(&rn);

	/* shared arrays follow each other, each at its alignment */
	run_src(&rn, "grid 1\nblock 32\nshared char c[3]\nshared double d[4]\n"
	        "shared float f[2]\nread f[1]\nread d[1]\n", NULL, 0);
	ck_assert_int_eq(rn.rc, 0);
	ck_assert_uint_eq(rn.r.access[0].detail_addr[0], 8 + 32 + 4);
	ck_assert_uint_eq(rn.r.access[1].detail_addr[0], 8 + 8);
	ck_assert_uint_eq(rn.p->shared_bytes, 48);
	run_free(&rn);
}
END_TEST

/* Errors of evaluation: named, located, and only for lanes that run. */
static const struct err_case {
	const char *what;
	const char *body;
	const char *want;            /* a substring of the diagnostics */
} err_cases[] = {
	{ "out of bounds", "read a[threadIdx.x + 200]", "t.pat:4:8: error: index 256 is out of bounds for 'a' (size 256), in warp 1 (block 0,0,0), lane 24 (threadIdx 56,0,0)" },
	{ "negative index", "read a[threadIdx.x - 1]", "index -1 is out of bounds for 'a'" },
	{ "2D bound", "read m[0][threadIdx.x]", "index 16 is out of bounds for 'm' dimension 2 (size 16)" },
	{ "division by zero", "read a[100 / (threadIdx.x - 7)]", "t.pat:4:12: error: division by zero: 100 / 0, in warp 0 (block 0,0,0), lane 7" },
	{ "modulo by zero", "let z = threadIdx.x - threadIdx.x\nread a[5 % z]", "modulo by zero: 5 % 0" },
	{ "shift into the sign", "read a[1 << (threadIdx.x + 60)]", "integer overflow: 1 << 63, in warp 0 (block 0,0,0), lane 3" },
	{ "shift too far", "read a[0 * (1 << (threadIdx.x + 64))]", "shift count out of range: 1 << 64, in warp 0 (block 0,0,0), lane 0" },
	{ "negative left shift", "read a[(threadIdx.x - 1) << 1]", "left shift of a negative value: -1 << 1" },
	{ "negative shift", "read a[1 >> (threadIdx.x - 3)]", "shift count out of range: 1 >> -3" },
	{ "overflow", "let big = 4611686018427387904\nread a[big * (threadIdx.x + 1) - big]", "integer overflow: 4611686018427387904 * 2" },
	{ "lane overflow", "read a[threadIdx.x + 9223372036854775807]", "integer overflow: 1 + 9223372036854775807, in warp 0 (block 0,0,0), lane 1" },
	{ "uniform overflow", "read a[(9223372036854775807 + blockIdx.x) * 0]", "integer overflow: 9223372036854775807 + 1, in warp 2 (block 1,0,0)" },
	{ "loop step", "for k in 0 .. 4 step threadIdx.x - 3 {\nread a[k]\n}", "loop step -3: it must be positive" },
	{ "never-ending loop", "for (k = 1; k > 0; k *= 1) {\nread a[1]\n}", "t.pat:4:20: error: this loop never ends: its update 'k *= 1' leaves 'k' as it is" },
	{ "stuck loop", "for (k = threadIdx.x % 2; k < 4; k *= 2) {\nread a[1]\n}", "t.pat:4:1: error: this loop never ends: its update leaves 'k' at 0, where its condition still holds, in warp 0 (block 0,0,0), lane 0" },
	{ "runaway loop", "for (k = 0; k < 4; k -= threadIdx.x % 2 + 1) {\nread a[1]\n}", "t.pat:4:1: error: this loop had run" },
	{ "constant division", "read a[1 / 0]", "t.pat:4:10: error: division by zero in constant expression (1 / 0)" },
	{ "divergent sync", "if threadIdx.x % 32 < 16 {\nsync\n}\nread a[0]", "t.pat:5:1: error: sync in divergent code: not every thread of the block reaches it (warp 0 (block 0,0,0), lane 16 (threadIdx 16,0,0) does not)" },
	{ "sync in some warps", "if threadIdx.x < 32 {\nsync\n}\nread a[0]", "the warps of block 0,0,0 pass different numbers of syncs (warp 0 1, warp 1 0)" },
	{ "sync in a per-lane loop", "for k in 0 .. threadIdx.x {\n__syncthreads()\n}\nread a[0]", "sync in divergent code" },
};

START_TEST(test_eval_errors)
{
	const struct err_case *c = &err_cases[_i];
	char src[1024];
	run rn;

	/* the body's access is on line 4, where the columns are pinned */
	snprintf(src, sizeof(src), "grid 2\nblock 64\nglobal int a[256]\n%s\n",
	         c->body);
	if (strstr(c->body, "m[") != NULL)
		snprintf(src, sizeof(src), "grid 2\nblock 64\nglobal int m[16][16]\n"
		         "%s\n", c->body);
	run_src(&rn, src, NULL, 0);
	ck_assert_msg(rn.rc != 0, "%s: no error", c->what);
	ck_assert_msg(strstr(rn.errors, c->want) != NULL,
	              "%s: want '%s' in:\n%s", c->what, c->want, rn.errors);
	run_free(&rn);
}
END_TEST

/* Lanes that do not take part never report an error. */
START_TEST(test_inactive_lanes_are_silent)
{
	static const char *const ok[] = {
		"read a[100 / (threadIdx.x - 7) + 100] if threadIdx.x != 7",
		"if threadIdx.x != 7 {\nread a[100 / (threadIdx.x - 7) + 100]\n}",
		"if threadIdx.x != 7 {\nlet q = 100 / (threadIdx.x - 7)\nread a[q + 100]\n}",
		"read a[threadIdx.x == 7 ? 0 : 100 / (threadIdx.x - 7) + 100]",
		"read a[threadIdx.x + 200] if threadIdx.x < 56",
		"for k in 0 .. 2 {\nif threadIdx.x < 60 {\nread a[threadIdx.x + 196]\n}\n}",
	};
	size_t i;

	for (i = 0; i < sizeof(ok) / sizeof(ok[0]); i++) {
		char src[512];
		run rn;
		snprintf(src, sizeof(src), "grid 1\nblock 64\nglobal int a[256]\n"
		         "%s\nread a[0]\n", ok[i]);
		run_src(&rn, src, NULL, 0);
		ck_assert_msg(rn.rc == 0, "%s:\n%s", ok[i], rn.errors);
		run_free(&rn);
	}
}
END_TEST

/* Expectations: each figure and comparison, and the whole pattern. */
START_TEST(test_expectations)
{
	const char *src = G_HEAD "global float a[1<<20]\nshared float s[1024]\n"
		"read a[2*tid] as g\n"
		"expect sectors_per_request == 8\n"
		"expect efficiency == 50%\n"
		"expect efficiency < 0.5\n"
		"expect max_sectors_per_request <= 8\n"
		"read s[threadIdx.x % 32 * 2]\n"
		"expect bank_conflicts_per_request == 1\n"
		"expect wavefronts_per_request != 1\n"
		"expect g.requests >= 512\n"
		"expect all.requests == 1024\n"
		"expect all.sectors > 4096\n";
	run rn;

	run_src(&rn, src, NULL, 0);
	ck_assert_int_eq(rn.rc, 0);
	ck_assert_int_eq(rn.r.nexpects, 9);
	ck_assert_int_eq(rn.r.expect_passed[0], 1);
	ck_assert_int_eq(rn.r.expect_passed[1], 1);
	ck_assert_int_eq(rn.r.expect_passed[2], 0);
	ck_assert_int_eq(rn.r.expect_passed[3], 1);
	ck_assert_int_eq(rn.r.expect_passed[4], 1);
	ck_assert_int_eq(rn.r.expect_passed[5], 1);
	ck_assert_int_eq(rn.r.expect_passed[6], 1);
	ck_assert_int_eq(rn.r.expect_passed[7], 1);
	ck_assert_int_eq(rn.r.expect_passed[8], 0);
	ck_assert_double_eq(rn.r.expect_actual[8], 4096);
	ck_assert_int_eq(rn.r.failed, 2);
	run_free(&rn);
}
END_TEST

/* The work limit stops a pattern before it runs away. */
START_TEST(test_work_limit)
{
	run rn;
	const char *src = "grid 1000\nblock 1024\nglobal int a[1<<20]\n"
	                  "for k in 0 .. 1000000 {\nread a[threadIdx.x]\n}\n";
	exhaustive = true;
	run_src(&rn, src, NULL, 0);
	exhaustive = false;
	ck_assert_int_ne(rn.rc, 0);
	ck_assert_ptr_nonnull(strstr(rn.errors, "--max-work"));
	run_free(&rn);
	/* the loop's counter is unused: one iteration, one block of each
	   class stand for all, and --max-work bounds what runs */
	run_src(&rn, src, NULL, 0);
	ck_assert_int_eq(rn.rc, 0);
	ck_assert_uint_eq(rn.r.work, 1000ull * 1024 * 1000000);
	ck_assert_uint_eq(rn.r.access[0].stats.requests, 1000ull * 32 * 1000000);
	ck_assert_uint_lt(rn.r.access[0].evaluated, 1000);
	run_free(&rn);
}
END_TEST

/*
 * Classes (src/analysis/classes.c) against plain enumeration: every figure, the
 * detail and the errors must be the same. The cases stress what the
 * class counting must get right: odd grids, steps and offsets, mixed
 * element sizes, shared banks, /, % and >> rules, predicates and bounds
 * that force enumeration, and errors.
 */
static const char *const class_cases[] = {
	"grid 37, 3\nblock 96\nglobal char c[100000]\nglobal double d[100000]\n"
	"let i = blockIdx.x * 96 + threadIdx.x + blockIdx.y * 7\n"
	"read c[i * 3 + 5]\nwrite d[i + 11]\n",
	"grid 13, 5, 3\nblock 8, 8\nshared float s[64][65]\n"
	"global short g[40][40][40]\n"
	"read s[threadIdx.y + blockIdx.z][threadIdx.x + blockIdx.x]\n"
	"read g[blockIdx.z * 3 + 1][threadIdx.y + blockIdx.y][threadIdx.x + 2 * blockIdx.x]\n",
	"grid 9\nblock 256\nglobal double A[4608][50]\n"
	"let tid = blockIdx.x * blockDim.x + threadIdx.x\n"
	"let row = tid / 32\nlet lane = tid % 32\n"
	"for k in 3 .. 47 step 5 {\n read A[row][k] as m\n read A[row >> 1][lane + k - 3]\n}\n",
	"grid 9\nblock 256\nglobal double A[4608][80]\n"
	"let tid = blockIdx.x * blockDim.x + threadIdx.x\n"
	"let row = tid / 32\nlet lane = tid % 32\n"
	"for k in 3 .. 47 step 5 {\n read A[row][k] as m\n read A[row >> 1][lane + k - 3]\n}\n",
	"grid 7\nblock 64\nshared double s[2048]\nconstant float k[4096]\n"
	"for j in 0 .. 1000 step 3 {\n read s[(threadIdx.x * 2 + j) & 2047]\n"
	" read k[j + blockIdx.x]\n read s[threadIdx.x + j]\n}\n",
	"param M = 1000\ngrid (M + 127) / 128\nblock 128\nglobal float a[M]\n"
	"let i = blockIdx.x * 128 + threadIdx.x\nread a[i] if i < M\n",
	"grid 11\nblock 32\nglobal float a[300]\n"
	"read a[blockIdx.x * 32 + threadIdx.x]\n",
	"grid 5\nblock 32\nglobal float a[300]\n"
	"for k in 0 .. 100 {\n read a[threadIdx.x / (k - 50)]\n}\n",
	"grid 3\nblock 32\nglobal float4 v[10000]\n"
	"for k in 0 .. 300 {\n for m in 0 .. 7 step 2 {\n"
	"  if threadIdx.x < 20 {\n   read v[k * 33 + m * 5 + threadIdx.x + blockIdx.x]\n  }\n"
	"  sync\n }\n}\n",
};

static void
same_stats(const sim_stats *a, const sim_stats *b)
{
	ck_assert_uint_eq(a->requests, b->requests);
	ck_assert_uint_eq(a->lanes, b->lanes);
	ck_assert_uint_eq(a->sectors, b->sectors);
	ck_assert_uint_eq(a->ideal_sectors, b->ideal_sectors);
	ck_assert_uint_eq(a->useful_bytes, b->useful_bytes);
	ck_assert_uint_eq(a->wavefronts, b->wavefronts);
	ck_assert_uint_eq(a->ideal_wavefronts, b->ideal_wavefronts);
	ck_assert_uint_eq(a->distinct, b->distinct);
	ck_assert_uint_eq(a->min_per_request, b->min_per_request);
	ck_assert_uint_eq(a->max_per_request, b->max_per_request);
	ck_assert_uint_eq(a->worst_bank, b->worst_bank);
	ck_assert_uint_eq(a->worst_bank_words, b->worst_bank_words);
}

START_TEST(test_classes_exact)
{
	run fast, all;
	int i;

	exhaustive = true;
	run_src(&all, class_cases[_i], "sm_35", 8);
	exhaustive = false;
	run_src(&fast, class_cases[_i], "sm_35", 8);
	ck_assert_int_eq(fast.rc, all.rc);
	ck_assert_str_eq(fast.errors, all.errors);
	if (all.rc == 0) {
		ck_assert_uint_eq(fast.r.work, all.r.work);
		for (i = 0; i < all.r.naccesses; i++) {
			eval_access *a = &fast.r.access[i], *b = &all.r.access[i];
			same_stats(&a->stats, &b->stats);
			ck_assert_int_eq(a->has_detail, b->has_detail);
			ck_assert_uint_eq(a->detail_warp, b->detail_warp);
			ck_assert_mem_eq(a->detail_addr, b->detail_addr,
			                 sizeof(a->detail_addr));
			ck_assert_mem_eq(&a->detail, &b->detail, sizeof(a->detail));
			ck_assert_uint_le(a->evaluated, a->stats.requests);
		}
	}
	run_free(&fast);
	run_free(&all);
}
END_TEST

/* ------------------------------------------- hostile inputs */

/* ?:, &&, || and if evaluate only where C would: in folding constants as
   in running the pattern. */
START_TEST(test_untaken_branches)
{
	static const char *const ok[] = {
		"param n = 0\ngrid 1\nblock 32\nglobal int a[n != 0 ? 64 / n : 64]\n"
		"read a[0]\n",
		"param n = 0\ngrid 1\nblock 32\nglobal int a[64]\n"
		"if n > 0 {\nread a[64 / n]\n}\nread a[1]\n",
		"param n = 0\ngrid 1\nblock 32\nglobal int a[64]\n"
		"read a[n && 64 / n || n ? 64 % n : 1]\n",
		"param n = 0\ngrid 1\nblock 32\nglobal int a[64]\n"
		"if threadIdx.x > 40 {\nread a[1 << 64]\n} else if n {\n"
		"read a[1 / n]\n} else {\nread a[2]\n}\n",
		"param n = 0\ngrid 1\nblock 32\nglobal int a[64]\nread a[3]\n"
		"expect requests == (n ? 64 / n : 1)\n",
	};
	size_t i;
	run rn;

	for (i = 0; i < sizeof(ok) / sizeof(ok[0]); i++) {
		run_src(&rn, ok[i], NULL, 0);
		ck_assert_msg(rn.rc == 0 && rn.r.failed == 0, "%s\n%s", ok[i],
		              rn.errors);
		run_free(&rn);
	}
	/* reached: reported by the evaluator, with the lane */
	run_src(&rn, "param n = 0\ngrid 1\nblock 32\nglobal int a[64]\n"
	        "if threadIdx.x == 3 {\nread a[1 / n]\n}\n", NULL, 0);
	ck_assert_int_ne(rn.rc, 0);
	ck_assert_msg(strstr(rn.errors, "t.pat:6:10: error: division by zero: "
	                     "1 / 0, in warp 0 (block 0,0,0), lane 3") != NULL,
	              "%s", rn.errors);
	run_free(&rn);
}
END_TEST

static Suite *
eval_suite(void)
{
	Suite *s = suite_create("eval");
	TCase *tc = tcase_create("core");

	tcase_add_loop_test(tc, test_hardware_cases, 0,
	                    sizeof(hw_cases) / sizeof(hw_cases[0]));
	tcase_add_test(tc, test_kepler_bank_mode);
	tcase_add_loop_test(tc, test_integer_semantics, 0,
	                    sizeof(int_cases) / sizeof(int_cases[0]));
	tcase_add_test(tc, test_warp_formation);
	tcase_add_loop_test(tc, test_control_flow, 0,
	                    sizeof(flow_cases) / sizeof(flow_cases[0]));
	tcase_add_test(tc, test_types);
	tcase_add_loop_test(tc, test_eval_errors, 0,
	                    sizeof(err_cases) / sizeof(err_cases[0]));
	tcase_add_test(tc, test_inactive_lanes_are_silent);
	tcase_add_test(tc, test_expectations);
	tcase_add_test(tc, test_work_limit);
	tcase_add_test(tc, test_untaken_branches);
	tcase_add_loop_test(tc, test_classes_exact, 0,
	                    sizeof(class_cases) / sizeof(class_cases[0]));
	tcase_set_timeout(tc, 60);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(eval_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
