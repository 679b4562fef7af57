/*
 * test_sim.c - unit tests of the access model (sim/) with Check.
 *
 * The tables hold every measured case of shared/HARDWARE.md, so a change
 * to a counting rule that breaks a measurement fails here by name. The
 * random tests hold the fast functions against sim_explain(), which is
 * written independently, on requests built to collide.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"
#include "dram.h"
#include "texture.h"

#define FULL 0xffffffffu

/* How a case computes lane's element index; the address is
   base + size * index. */
enum form {
	F_LIN,                       /* a * lane + b */
	F_SHR,                       /* lane >> a */
	F_AND,                       /* lane & a */
	F_XOR,                       /* (lane ^ a) * b */
	F_ANDM,                      /* (lane & a) * b */
	F_TILE                       /* x * a + y: a 16x16 block, lane = y*16 + x */
};

/* Which profile a shared case runs on. */
enum which { A_DEF, A_K4, A_K8 };   /* sm_90; sm_35 4-byte; sm_35 8-byte */

typedef struct tcase {
	const char *name;
	enum sim_space space;
	unsigned size;
	bool store;
	enum form form;
	int64_t a, b;
	uint32_t active;
	enum which arch;
	int expect;                  /* sectors, wavefronts or distinct */
	int ideal;                   /* ideal sectors or wavefronts; -1: skip */
} tcase;

#define GL(name, size, form, a, b, active, exp, ideal) \
	{ name, SIM_GLOBAL, size, false, form, a, b, active, A_DEF, exp, ideal }
#define GS(name, size, form, a, b, active, exp, ideal) \
	{ name, SIM_GLOBAL, size, true, form, a, b, active, A_DEF, exp, ideal }
#define SL(name, size, form, a, b, active, exp, ideal) \
	{ name, SIM_SHARED, size, false, form, a, b, active, A_DEF, exp, ideal }
#define SS(name, size, form, a, b, active, exp, ideal) \
	{ name, SIM_SHARED, size, true, form, a, b, active, A_DEF, exp, ideal }
#define KL(arch, name, size, form, a, b, active, exp, ideal) \
	{ name, SIM_SHARED, size, false, form, a, b, active, arch, exp, ideal }
#define KS(arch, name, size, form, a, b, active, exp, ideal) \
	{ name, SIM_SHARED, size, true, form, a, b, active, arch, exp, ideal }
#define CL(name, form, a, b, active, exp) \
	{ name, SIM_CONSTANT, 4, false, form, a, b, active, A_DEF, exp, -1 }

static const tcase cases[] = {
	/* global, measured on H200: sectors per request (loads; every
	   global case is also run as a store, which counts the same) */
	GL("float a[tid]", 4, F_LIN, 1, 0, FULL, 4, 4),
	GL("float a[tid+1]", 4, F_LIN, 1, 1, FULL, 5, 4),
	GL("float a[tid+8]", 4, F_LIN, 1, 8, FULL, 4, 4),
	GL("float a[2*tid]", 4, F_LIN, 2, 0, FULL, 8, 4),
	GL("float a[3*tid]", 4, F_LIN, 3, 0, FULL, 12, 4),
	GL("float a[4*tid]", 4, F_LIN, 4, 0, FULL, 16, 4),
	GL("float a[8*tid]", 4, F_LIN, 8, 0, FULL, 32, 4),
	GL("float a[100*tid]", 4, F_LIN, 100, 0, FULL, 32, 4),
	GL("float a[0] all lanes", 4, F_LIN, 0, 0, FULL, 1, 1),
	GL("float a[tid] lanes 0-15", 4, F_LIN, 1, 0, 0x0000ffffu, 2, 2),
	GL("char a[tid]", 1, F_LIN, 1, 0, FULL, 1, 1),
	GL("short a[tid]", 2, F_LIN, 1, 0, FULL, 2, 2),
	GL("double a[tid]", 8, F_LIN, 1, 0, FULL, 8, 8),
	GL("double a[tid+1]", 8, F_LIN, 1, 1, FULL, 9, 8),
	GL("float4 a[tid]", 16, F_LIN, 1, 0, FULL, 16, 16),
	GL("float4 a[tid+1]", 16, F_LIN, 1, 1, FULL, 17, 16),
	GL("float4 a[2*tid]", 16, F_LIN, 2, 0, FULL, 32, 16),
	GS("store float a[0] all lanes", 4, F_LIN, 0, 0, FULL, 1, 1),
	/* not measured: lane orders that take the unsorted path */
	GL("float a[31-tid]", 4, F_LIN, -1, 31, FULL, 4, 4),
	GL("float a[tid^1]", 4, F_XOR, 1, 1, FULL, 4, 4),
	GL("float a[8*(tid^31)]", 4, F_XOR, 31, 8, FULL, 32, 4),
	GL("float a[tid&7] repeated", 4, F_AND, 7, 0, FULL, 1, 1),
	GL("no active lane", 4, F_LIN, 1, 0, 0, 0, 0),

	/* shared, measured on H200: wavefronts per instruction */
	SL("float s[lane]", 4, F_LIN, 1, 0, FULL, 1, 1),
	SL("float s[2*lane]", 4, F_LIN, 2, 0, FULL, 2, 1),
	SL("float s[3*lane]", 4, F_LIN, 3, 0, FULL, 1, 1),
	SL("float s[32*lane]", 4, F_LIN, 32, 0, FULL, 32, 1),
	SL("float s[33*lane]", 4, F_LIN, 33, 0, FULL, 1, 1),
	SL("float s[0]", 4, F_LIN, 0, 0, FULL, 1, 1),
	SL("double s[lane]", 8, F_LIN, 1, 0, FULL, 2, 2),
	SL("double s[2*lane]", 8, F_LIN, 2, 0, FULL, 4, 2),
	SL("double s[16*lane]", 8, F_LIN, 16, 0, FULL, 32, 2),
	SL("double s[17*lane]", 8, F_LIN, 17, 0, FULL, 2, 2),
	SL("double s[0]", 8, F_LIN, 0, 0, FULL, 1, 1),
	SL("double s[lane>>1]", 8, F_SHR, 1, 0, FULL, 1, 1),
	SL("double s[lane&15]", 8, F_AND, 15, 0, FULL, 2, 2),
	SL("float4 s[lane]", 16, F_LIN, 1, 0, FULL, 4, 4),
	SL("float4 s[0]", 16, F_LIN, 0, 0, FULL, 2, 2),
	SL("float4 s[lane>>1]", 16, F_SHR, 1, 0, FULL, 2, 2),
	SL("float4 s[lane&3]", 16, F_AND, 3, 0, FULL, 4, 4),
	SL("float4 s[2*lane]", 16, F_LIN, 2, 0, FULL, 8, 4),
	SL("float tile[16][16] by column", 4, F_TILE, 16, 0, FULL, 8, 1),
	SL("float tile[16][17] by column", 4, F_TILE, 17, 0, FULL, 2, 1),

	/* not measured: a 16x16 block's two rows reading one tile row (the
	   second half of the warp repeats the first) or one tile column */
	SL("float Bs[k][tx], 16x16 block", 4, F_AND, 15, 0, FULL, 1, 1),
	SL("float As[ty][k], 16x16 block", 4, F_ANDM, 16, 1, FULL, 1, 1),
	SL("float Bs[tx][k], 16x16 block", 4, F_ANDM, 15, 16, FULL, 8, 1),
	SL("float s[32*(lane&15)]", 4, F_ANDM, 15, 32, FULL, 16, 1),

	/*
	 * Stores never merge phases. double s[lane>>1] stored: two phases
	 * of 16 lanes; lanes 0-15 write doubles 0-7, words 0-15, one word
	 * per bank, so each phase costs 1 and the request 2, with 2 ideal:
	 * no conflict, but twice the load's single wavefront.
	 */
	SS("store double s[lane>>1]", 8, F_SHR, 1, 0, FULL, 2, 2),
	/* one broadcast per 16-lane phase */
	SS("store double s[0]", 8, F_LIN, 0, 0, FULL, 2, 2),
	/* four 8-lane phases, each 4 float4s in 16 banks */
	SS("store float4 s[lane>>1]", 16, F_SHR, 1, 0, FULL, 4, 4),
	SS("store float4 s[0]", 16, F_LIN, 0, 0, FULL, 4, 4),
	SS("store float s[lane]", 4, F_LIN, 1, 0, FULL, 1, 1),
	SS("store float s[2*lane]", 4, F_LIN, 2, 0, FULL, 2, 1),
	SS("store double s[lane]", 8, F_LIN, 1, 0, FULL, 2, 2),
	SS("store double s[2*lane]", 8, F_LIN, 2, 0, FULL, 4, 2),

	/* inactive lanes take no part; an empty phase costs nothing */
	SL("double s[lane] lanes 0-15", 8, F_LIN, 1, 0, 0x0000ffffu, 1, 1),
	SL("double s[lane] lanes 16-31", 8, F_LIN, 1, 0, 0xffff0000u, 1, 1),
	SL("float s[2*lane] lanes 0-15", 4, F_LIN, 2, 0, 0x0000ffffu, 1, 1),
	SL("float s[32*lane] even lanes", 4, F_LIN, 32, 0, 0x55555555u, 16, 1),
	SL("float4 s[lane] lanes 0-7", 16, F_LIN, 1, 0, 0x000000ffu, 1, 1),
	/* no pair active either, so the n^1 test holds: two 16-lane
	   phases, in each of which lanes 0 and 8 (16 and 24) meet in banks
	   0-3 (pipe counter, H100 and H200: 4) */
	SL("float4 s[lane] lanes 0, 8, 16, 24", 16, F_LIN, 1, 0, 0x01010101u,
	    4, 2),
	SL("double s[16*lane] lanes 0-15", 8, F_LIN, 16, 0, 0x0000ffffu, 16, 1),
	/* the pipe counter on an H100 and an H200: float4 s[lane>>1] with
	   lanes off stays merged, wherever they are (Nsight's instrumented
	   estimate says 3 for a lane of 0-15 off, or the odd lanes) */
	SL("float4 s[lane>>1] all but lane 0", 16, F_SHR, 1, 0, 0xfffffffeu, 2, 2),
	SL("float4 s[lane>>1] all but lane 15", 16, F_SHR, 1, 0, 0xffff7fffu, 2, 2),
	SL("float4 s[lane>>1] all but lane 16", 16, F_SHR, 1, 0, 0xfffeffffu, 2, 2),
	SL("float4 s[lane>>1] lanes 1-15", 16, F_SHR, 1, 0, 0x0000fffeu, 1, 1),
	SL("float4 s[lane>>1] odd lanes", 16, F_SHR, 1, 0, 0xaaaaaaaau, 2, 2),
	SL("float4 s[lane>>1] lanes 1 and 30", 16, F_SHR, 1, 0, 0x40000002u, 2, 2),
	/* validate's pattern 324: lanes 1, 3, 5, 7 read one address without
	   their partners, 8-15 another: no split, 2 */
	SL("float4 s[lane>>3] lanes (t & 9) != 0", 16, F_SHR, 3, 0, 0xffaaffaau, 2, 2),
	SL("double s[lane&15] lanes 0-15", 8, F_AND, 15, 0, 0x0000ffffu, 1, 1),
	/* lane 0 off: the pairs that remain still agree, so one phase */
	SL("double s[lane>>1] lane 0 off", 8, F_SHR, 1, 0, 0xfffffffeu, 1, 1),
	/*
	 * Even lanes only: no pair has both lanes active, so the n^1 test
	 * holds and the warp is one phase, conflicts or not. double
	 * s[(lane & 15) * 6]: lanes 16-31 repeat lanes 0-15, 2 wavefronts
	 * by the pipe counter on an H100 and an H200 (the instrumented
	 * estimate says 4, the two halves').
	 */
	SL("double s[lane>>1] even lanes", 8, F_SHR, 1, 0, 0x55555555u, 1, 1),
	SL("double s[(lane&15)*6] even lanes", 8, F_ANDM, 15, 6, 0x55555555u,
	    2, 1),
	SL("double s[(lane&15)*6] odd lanes", 8, F_ANDM, 15, 6, 0xaaaaaaaau,
	    2, 1),
	SL("float s[lane] no active lane", 4, F_LIN, 1, 0, 0, 0, 0),

	/* Kepler, 8-byte banks (a teaching model, not measured) */
	KL(A_K8, "8B banks: float s[lane]", 4, F_LIN, 1, 0, FULL, 1, 1),
	KL(A_K8, "8B banks: float s[2*lane]", 4, F_LIN, 2, 0, FULL, 1, 1),
	KL(A_K8, "8B banks: float s[32*lane]", 4, F_LIN, 32, 0, FULL, 16, 1),
	KL(A_K8, "8B banks: float s[64*lane]", 4, F_LIN, 64, 0, FULL, 32, 1),
	KL(A_K8, "8B banks: double s[lane]", 8, F_LIN, 1, 0, FULL, 1, 1),
	KL(A_K8, "8B banks: double s[2*lane]", 8, F_LIN, 2, 0, FULL, 2, 1),
	KL(A_K8, "8B banks: double s[32*lane]", 8, F_LIN, 32, 0, FULL, 32, 1),
	KL(A_K8, "8B banks: double s[0]", 8, F_LIN, 0, 0, FULL, 1, 1),
	KS(A_K8, "8B banks: store double s[lane>>1]", 8, F_SHR, 1, 0, FULL,
	    1, 1),
	KL(A_K8, "8B banks: float4 s[lane]", 16, F_LIN, 1, 0, FULL, 2, 2),
	KL(A_K8, "8B banks: float4 s[2*lane]", 16, F_LIN, 2, 0, FULL, 4, 2),
	/* the same requests with Kepler's default 4-byte banks */
	KL(A_K4, "4B banks: float s[lane]", 4, F_LIN, 1, 0, FULL, 1, 1),
	KL(A_K4, "4B banks: float s[2*lane]", 4, F_LIN, 2, 0, FULL, 2, 1),
	KL(A_K4, "4B banks: float s[32*lane]", 4, F_LIN, 32, 0, FULL, 32, 1),
	KL(A_K4, "4B banks: float s[64*lane]", 4, F_LIN, 64, 0, FULL, 32, 1),
	KL(A_K4, "4B banks: double s[lane]", 8, F_LIN, 1, 0, FULL, 2, 2),
	KL(A_K4, "4B banks: double s[2*lane]", 8, F_LIN, 2, 0, FULL, 4, 2),
	KL(A_K4, "4B banks: double s[32*lane]", 8, F_LIN, 32, 0, FULL, 32, 2),
	KL(A_K4, "4B banks: double s[0]", 8, F_LIN, 0, 0, FULL, 1, 1),
	KS(A_K4, "4B banks: store double s[lane>>1]", 8, F_SHR, 1, 0, FULL,
	    2, 2),
	KL(A_K4, "4B banks: float4 s[lane]", 16, F_LIN, 1, 0, FULL, 4, 4),
	KL(A_K4, "4B banks: float4 s[2*lane]", 16, F_LIN, 2, 0, FULL, 8, 4),

	/* constant: serialized requests */
	CL("c[0] all lanes", F_LIN, 0, 0, FULL, 1),
	CL("c[lane]", F_LIN, 1, 0, FULL, 32),
	CL("c[lane/4]", F_SHR, 2, 0, FULL, 8),
	CL("c[lane] lanes 0-7", F_LIN, 1, 0, 0x000000ffu, 8),
	CL("c[lane^5]", F_XOR, 5, 1, FULL, 32),
	CL("c[lane] no active lane", F_LIN, 1, 0, 0, 0),
};

#define NCASES ((int)(sizeof cases / sizeof cases[0]))

static int64_t
index_of(const tcase *t, int lane)
{
	switch (t->form) {
	case F_LIN:
		return t->a * lane + t->b;
	case F_SHR:
		return lane >> t->a;
	case F_AND:
		return lane & t->a;
	case F_XOR:
		return (lane ^ t->a) * t->b;
	case F_ANDM:
		return (lane & t->a) * t->b;
	case F_TILE:
		return (lane & 15) * t->a + (lane >> 4);
	}
	return 0;
}

static const sim_arch *
arch_of(enum which w, sim_arch *buf)
{
	const sim_arch *k = sim_arch_find("sm_35");

	switch (w) {
	case A_DEF:
		return sim_arch_default();
	case A_K4:
		return k;
	case A_K8:
		ck_assert_int_eq(sim_arch_bank_mode(k, 8, buf), 0);
		return buf;
	}
	return NULL;
}

/* Run a case through its space's function, and through sim_explain(),
   which must agree. */
static void
run_case(const tcase *t, bool store, sim_counts *c)
{
	uint64_t addr[SIM_WARP];
	uint64_t base = t->space == SIM_GLOBAL ? 0x10000 :
	    t->space == SIM_CONSTANT ? 0x400 : 0;
	sim_request r = { addr, t->active, t->size, store };
	const sim_arch *a = NULL;
	sim_arch buf;
	sim_detail d;
	int lane;

	for (lane = 0; lane < SIM_WARP; lane++)
		addr[lane] = base + t->size * (uint64_t)index_of(t, lane);
	switch (t->space) {
	case SIM_GLOBAL:
		sim_global(&r, c);
		break;
	case SIM_SHARED:
		a = arch_of(t->arch, &buf);
		sim_shared(a, &r, c);
		break;
	case SIM_CONSTANT:
		sim_constant(&r, c);
		break;
	}
	sim_explain(a, t->space, &r, &d);
	ck_assert_msg(memcmp(c, &d.counts, sizeof *c) == 0,
	    "%s: sim_explain disagrees", t->name);
}

static void
check_case(const tcase *t, bool store)
{
	sim_counts c;
	int got, ideal = -1;

	run_case(t, store, &c);
	ck_assert_msg(c.lanes == (uint32_t)__builtin_popcount(t->active),
	    "%s: %u lanes", t->name, c.lanes);
	switch (t->space) {
	case SIM_GLOBAL:
		got = (int)c.sectors;
		ideal = (int)c.ideal_sectors;
		break;
	case SIM_SHARED:
		got = (int)c.wavefronts;
		ideal = (int)c.ideal_wavefronts;
		break;
	default:
		got = (int)c.distinct;
		break;
	}
	ck_assert_msg(got == t->expect, "%s%s: got %d, expected %d",
	    store ? "(as store) " : "", t->name, got, t->expect);
	if (t->ideal >= 0)
		ck_assert_msg(ideal == t->ideal, "%s: ideal %d, expected %d",
		    t->name, ideal, t->ideal);
}

START_TEST(test_table)
{
	const tcase *t = &cases[_i];

	check_case(t, t->store);
	/* global counts loads and stores alike */
	if (t->space == SIM_GLOBAL)
		check_case(t, !t->store);
}
END_TEST

START_TEST(test_global_bytes)
{
	static const struct {
		tcase t;
		unsigned useful;
	} g[] = {
		{ GL("float a[tid]", 4, F_LIN, 1, 0, FULL, 4, 4), 128 },
		{ GL("float a[2*tid]", 4, F_LIN, 2, 0, FULL, 8, 4), 128 },
		{ GL("float a[0]", 4, F_LIN, 0, 0, FULL, 1, 1), 4 },
		{ GL("char a[2*tid]", 1, F_LIN, 2, 0, FULL, 2, 1), 32 },
		{ GL("double a[tid>>1]", 8, F_SHR, 1, 0, FULL, 4, 4), 128 },
		{ GL("float4 a[tid] lane 3", 16, F_LIN, 1, 0, 8, 1, 1), 16 },
		{ GL("short a[33*tid]", 2, F_LIN, 33, 0, FULL, 32, 2), 64 },
	};
	size_t i;

	for (i = 0; i < sizeof g / sizeof g[0]; i++) {
		sim_counts c;

		check_case(&g[i].t, false);
		run_case(&g[i].t, false, &c);
		ck_assert_msg(c.useful_bytes == g[i].useful, "%s: %u bytes",
		    g[i].t.name, c.useful_bytes);
	}
}
END_TEST

/* L1's passes for a global load, as an H200 counted them for L1 hits
   (tests/gpu/l1/positions.ncu.h200.txt: l1tex__data_pipe_lsu_wavefronts
   _mem_lgds_cmd_read a request): lane i reads w bytes at i x d, so the
   lines are distinct where d is a line or more and the lanes' words
   move on by d mod 128 a lane. */
START_TEST(test_l1_passes)
{
	static const struct {
		unsigned w, d, lines, data;
	} m[] = {
		{ 4, 4, 1, 1 }, { 4, 128, 32, 32 }, { 4, 256, 32, 32 },
		{ 4, 132, 32, 1 }, { 4, 136, 32, 2 }, { 4, 144, 32, 4 },
		{ 4, 160, 32, 8 }, { 4, 192, 32, 16 }, { 4, 224, 32, 8 },
		{ 4, 260, 32, 1 }, { 4, 1028, 32, 1 }, { 4, 1056, 32, 8 },
		{ 4, 112, 28, 4 }, { 4, 96, 24, 8 }, { 4, 48, 12, 4 },
		{ 8, 8, 2, 2 }, { 8, 128, 32, 32 }, { 8, 136, 32, 2 },
		{ 8, 144, 32, 4 }, { 8, 160, 32, 8 }, { 8, 192, 32, 16 },
		{ 16, 16, 4, 4 }, { 16, 128, 32, 32 }, { 16, 144, 32, 4 },
		{ 16, 160, 32, 8 }, { 16, 192, 32, 16 },
	};
	uint64_t addr[SIM_WARP];
	size_t i;
	int lane;

	for (i = 0; i < sizeof m / sizeof m[0]; i++) {
		sim_request r = { addr, FULL, m[i].w, false };
		uint32_t lines, data;

		for (lane = 0; lane < SIM_WARP; lane++)
			addr[lane] = 4096 + (uint64_t)lane * m[i].d;
		sim_l1_passes(sim_arch_default(), &r, &lines, &data);
		ck_assert_msg(lines == m[i].lines && data == m[i].data,
		    "W %u D %u: %u lines, %u wavefronts", m[i].w, m[i].d,
		    lines, data);
	}
	/* a lane's line once however many lanes share it; none active:
	   no pass */
	for (lane = 0; lane < SIM_WARP; lane++)
		addr[lane] = 4096;
	{
		sim_request r = { addr, FULL, 4, false };
		uint32_t lines, data;

		sim_l1_passes(sim_arch_default(), &r, &lines, &data);
		ck_assert_uint_eq(lines, 1);
		ck_assert_uint_eq(data, 1);
		r.active = 0;
		sim_l1_passes(sim_arch_default(), &r, &lines, &data);
		ck_assert_uint_eq(lines + data, 0);
	}
}
END_TEST

static void
shared_at(const sim_arch *a, const uint64_t *addr, uint32_t active,
    unsigned size, bool store, sim_counts *c)
{
	sim_request r = { addr, active, size, store };

	sim_shared(a, &r, c);
}

START_TEST(test_worst_bank)
{
	const sim_arch *a = sim_arch_default();
	uint64_t addr[SIM_WARP];
	sim_counts c;
	int lane;

	/* s[2*lane]: every even bank holds two words; the lowest is 0 */
	for (lane = 0; lane < SIM_WARP; lane++)
		addr[lane] = 8u * lane;
	shared_at(a, addr, FULL, 4, false, &c);
	ck_assert_uint_eq(c.worst_bank, 0);
	ck_assert_uint_eq(c.worst_bank_words, 2);

	/* s[32*lane+5]: all in bank 5 */
	for (lane = 0; lane < SIM_WARP; lane++)
		addr[lane] = 128u * lane + 20;
	shared_at(a, addr, FULL, 4, false, &c);
	ck_assert_uint_eq(c.wavefronts, 32);
	ck_assert_uint_eq(c.worst_bank, 5);
	ck_assert_uint_eq(c.worst_bank_words, 32);

	/* broadcast of s[7]: one word in bank 7 */
	for (lane = 0; lane < SIM_WARP; lane++)
		addr[lane] = 28;
	shared_at(a, addr, FULL, 4, false, &c);
	ck_assert_uint_eq(c.wavefronts, 1);
	ck_assert_uint_eq(c.worst_bank, 7);
	ck_assert_uint_eq(c.worst_bank_words, 1);

	/* s[lane+3]: every bank once; ties go to the lowest bank */
	for (lane = 0; lane < SIM_WARP; lane++)
		addr[lane] = 4u * (lane + 3);
	shared_at(a, addr, FULL, 4, false, &c);
	ck_assert_uint_eq(c.worst_bank, 0);
	ck_assert_uint_eq(c.worst_bank_words, 1);

	/* banks 1-31 once, and bank 5 twice: the worst is not the lowest */
	for (lane = 0; lane < SIM_WARP; lane++)
		addr[lane] = 4u * (lane + 1);
	addr[31] = 4u * (32 + 5);
	shared_at(a, addr, FULL, 4, false, &c);
	ck_assert_uint_eq(c.wavefronts, 2);
	ck_assert_uint_eq(c.worst_bank, 5);
	ck_assert_uint_eq(c.worst_bank_words, 2);

	/*
	 * A tie between phases: stored doubles, phase 0 puts two words in
	 * banks 4 and 5, phase 1 two in banks 2 and 3. The lowest bank
	 * wins even though its phase comes second.
	 */
	memset(addr, 0, sizeof addr);
	addr[0] = 16;
	addr[1] = 16 + 128;
	addr[16] = 8;
	addr[17] = 8 + 128;
	shared_at(a, addr, 0x00030003u, 8, true, &c);
	ck_assert_uint_eq(c.wavefronts, 4);
	ck_assert_uint_eq(c.ideal_wavefronts, 2);
	ck_assert_uint_eq(c.worst_bank, 2);
	ck_assert_uint_eq(c.worst_bank_words, 2);

	/* NULL means the default profile */
	shared_at(NULL, addr, 0x00030003u, 8, true, &c);
	ck_assert_uint_eq(c.wavefronts, 4);
}
END_TEST

START_TEST(test_explain_fields)
{
	uint64_t addr[SIM_WARP];
	sim_request r = { addr, FULL, 4, false };
	sim_arch k8;
	sim_detail d;
	int lane, b;

	/* float a[tid+1] from 0x10000: five sectors, the ends partly used */
	for (lane = 0; lane < SIM_WARP; lane++)
		addr[lane] = 0x10000 + 4u * (lane + 1);
	sim_explain(NULL, SIM_GLOBAL, &r, &d);
	ck_assert_int_eq(d.space, SIM_GLOBAL);
	ck_assert_int_eq(d.nunits, 5);
	ck_assert_uint_eq(d.counts.sectors, 5);
	ck_assert_uint_eq(d.counts.useful_bytes, 128);
	ck_assert_uint_eq(d.unit[0], 0x10000 >> 5);
	ck_assert_uint_eq(d.unit[4], (0x10000 >> 5) + 4);
	ck_assert_uint_eq(d.unit_used[0], 0xfffffff0u);
	ck_assert_uint_eq(d.unit_used[1], FULL);
	ck_assert_uint_eq(d.unit_used[4], 0x0000000fu);
	ck_assert_int_eq(d.lane_unit[0], 0);
	ck_assert_int_eq(d.lane_unit[7], 1);
	ck_assert_int_eq(d.lane_unit[31], 4);

	/* double s[lane]: two 16-lane phases, each lane in two banks */
	for (lane = 0; lane < SIM_WARP; lane++)
		addr[lane] = 8u * lane;
	r.size = 8;
	r.active = FULL & ~1u;
	sim_explain(NULL, SIM_SHARED, &r, &d);
	ck_assert_int_eq(d.nphases, 2);
	ck_assert_uint_eq(d.phase_lanes[0], 0x0000fffeu);
	ck_assert_uint_eq(d.phase_lanes[1], 0xffff0000u);
	ck_assert(!d.merged);
	ck_assert_int_eq(d.lane_phase[0], -1);
	ck_assert_int_eq(d.lane_phase[1], 0);
	ck_assert_int_eq(d.lane_phase[16], 1);
	ck_assert_uint_eq(d.lane_bank[17], 2);
	ck_assert_uint_eq(d.lane_word[17], 34);
	ck_assert_uint_eq(d.lane_nwords[17], 2);
	for (b = 0; b < SIM_BANKS; b++) {
		ck_assert_uint_eq(d.bank_words[0][b], b < 2 ? 0 : 1);
		ck_assert_uint_eq(d.bank_words[1][b], 1);
	}
	ck_assert_uint_eq(d.counts.wavefronts, 2);

	/* double s[lane>>1]: merged into one phase */
	for (lane = 0; lane < SIM_WARP; lane++)
		addr[lane] = 8u * (lane >> 1);
	r.active = FULL;
	sim_explain(NULL, SIM_SHARED, &r, &d);
	ck_assert(d.merged);
	ck_assert_int_eq(d.nphases, 1);
	ck_assert_uint_eq(d.phase_lanes[0], FULL);
	ck_assert_uint_eq(d.counts.wavefronts, 1);

	/* the same in Kepler's 8-byte mode: one word a lane */
	ck_assert_int_eq(sim_arch_bank_mode(sim_arch_find("35"), 8, &k8), 0);
	sim_explain(&k8, SIM_SHARED, &r, &d);
	ck_assert(!d.merged);
	ck_assert_int_eq(d.nphases, 1);
	ck_assert_uint_eq(d.lane_nwords[5], 1);
	ck_assert_uint_eq(d.lane_word[5], 2);
	ck_assert_uint_eq(d.lane_bank[5], 2);
	ck_assert_uint_eq(d.bank_words[0][2], 1);
	ck_assert_uint_eq(d.bank_words[0][16], 0);

	/* c[lane/4]: eight addresses */
	for (lane = 0; lane < SIM_WARP; lane++)
		addr[lane] = 0x400 + 4u * (lane >> 2);
	r.size = 4;
	sim_explain(NULL, SIM_CONSTANT, &r, &d);
	ck_assert_int_eq(d.nunits, 8);
	ck_assert_uint_eq(d.counts.distinct, 8);
	ck_assert_uint_eq(d.unit[1], 0x404);
	ck_assert_int_eq(d.lane_unit[5], 1);

	/* nothing active: nothing to show */
	r.active = 0;
	sim_explain(NULL, SIM_SHARED, &r, &d);
	ck_assert_int_eq(d.nphases, 0);
	ck_assert_int_eq(d.lane_phase[3], -1);
	ck_assert_uint_eq(d.counts.lanes, 0);
}
END_TEST

/* xorshift64*: reproducible without libc's rand() */
static uint64_t rng = 0x9e3779b97f4a7c15u;

static uint64_t
rnd(void)
{
	rng ^= rng >> 12;
	rng ^= rng << 25;
	rng ^= rng >> 27;
	return rng * 0x2545f4914f6cdd1du;
}

static unsigned
rnd_below(unsigned n)
{
	return (unsigned)(rnd() % n);
}

/* A signed random number in [-k, k]. */
static int64_t
rnd_pm(unsigned k)
{
	return (int64_t)rnd_below(2 * k + 1) - (int64_t)k;
}

/*
 * A request meant to collide and to reach every path of the fast
 * functions: whole-warp shapes (progressions with steps of any sign,
 * 2D blocks, shifts and masks of the lane) and lane-by-lane mixtures of
 * small random ranges, runs, pairs and permutations; full, empty,
 * contiguous and random masks.
 */
static void
random_request(sim_request *r, uint64_t *addr)
{
	static const unsigned sizes[] = { 1, 2, 4, 8, 16 };
	static const unsigned ranges[] = { 1, 2, 8, 40, 300, 5000 };
	static const uint64_t bases[] = { 0, 0x10000, 0x7fffffff00000000u };
	unsigned size = sizes[rnd_below(5)], lane, range, rows;
	uint64_t base = bases[rnd_below(3)] + 256u * rnd_below(64) +
	    size * rnd_below(64);
	int64_t k1 = rnd_pm(40), k2 = rnd_pm(40), off = 4096;
	int shape = (int)rnd_below(8);
	unsigned sh = 1 + rnd_below(3);

	if (rnd_below(4) == 0)
		k1 *= 32;
	range = ranges[rnd_below(6)];
	rows = 1u << rnd_below(5);          /* lanes in a block row */
	for (lane = 0; lane < SIM_WARP; lane++) {
		int64_t idx = 0;
		int mode = shape < 5 ? shape : 5 + (int)rnd_below(5);

		switch (mode) {
		case 0:         /* progression */
			idx = off + k1 * lane;
			break;
		case 1:         /* 2D block */
			idx = off + k1 * (lane % rows) + k2 * (lane / rows);
			break;
		case 2:
			idx = off + k1 * (lane >> sh);
			break;
		case 3:
			idx = off + k1 * (lane & (rows - 1));
			break;
		case 4:
			idx = off + k1 * (lane ^ rows);
			break;
		case 5:
			idx = rnd_below(range);
			break;
		case 6:
			idx = k1 >= 0 ? k1 * lane : 0;
			break;
		case 7:
			idx = lane == 0 ? 0 : (int64_t)((addr[lane - 1] -
			    base) / size + rnd_below(4));
			break;
		case 8:
			idx = lane & 1 ? (int64_t)((addr[lane - 1] - base) /
			    size) : rnd_below(range);
			break;
		default:
			idx = lane & 2 ? (int64_t)((addr[lane - 2] - base) /
			    size) : rnd_below(range);
			break;
		}
		addr[lane] = base + size * (uint64_t)idx;
	}
	switch (rnd_below(7)) {
	case 0:
	case 1:
		r->active = FULL;
		break;
	case 2:
		r->active = rnd_below(8) == 0 ? 0 :
		    (uint32_t)rnd() & (uint32_t)rnd();
		break;
	case 3:
		r->active = FULL >> rnd_below(32);
		break;
	case 4:
		r->active = FULL << rnd_below(32);
		break;
	case 5:
		r->active = (FULL >> rnd_below(32)) << rnd_below(32);
		break;
	default:
		r->active = (uint32_t)rnd();
		break;
	}
	r->addr = addr;
	r->size = size;
	r->store = rnd_below(2);
}

/*
 * Check's assertions record every pass, which is slow over a hundred
 * thousand requests; this one only calls into Check on a failure.
 */
#define require(cond) do { \
		if (!(cond)) \
			ck_abort_msg("%s:%d: %s", __FILE__, __LINE__, #cond); \
	} while (0)

static void
check_detail(const sim_arch *a, enum sim_space space, const sim_request *r,
    const sim_detail *d)
{
	int lane, i;

	require(d->active == r->active);
	require(d->size == r->size);
	for (i = 1; i < d->nunits; i++)
		require(d->unit[i - 1] < d->unit[i]);
	for (lane = 0; lane < SIM_WARP; lane++) {
		bool on = r->active >> lane & 1;

		if (space == SIM_SHARED) {
			unsigned shift = a->bank_bytes == 8 ? 3 : 2;
			int p = d->lane_phase[lane];

			if (!on) {
				require(p == -1);
				continue;
			}
			require(p >= 0 && p < d->nphases);
			require(d->phase_lanes[p] >> lane & 1);
			require(d->lane_word[lane] == r->addr[lane] >> shift);
			require(d->lane_bank[lane] ==
			    d->lane_word[lane] % SIM_BANKS);
			require(d->bank_words[p][d->lane_bank[lane]] >= 1);
			require((unsigned)d->lane_nwords[lane] << shift ==
			    (r->size > (1u << shift) ? r->size : 1u << shift));
			continue;
		}
		i = d->lane_unit[lane];
		if (!on) {
			require(i == -1);
			continue;
		}
		require(i >= 0 && i < d->nunits);
		if (space == SIM_CONSTANT) {
			require(d->unit[i] == r->addr[lane]);
		} else {
			uint32_t bytes = (uint32_t)((1ull << r->size) - 1) <<
			    (r->addr[lane] & 31);

			require(d->unit[i] == r->addr[lane] >> 5);
			require((d->unit_used[i] & bytes) == bytes);
		}
	}
	if (space == SIM_SHARED) {
		uint32_t all = 0, wf = 0;
		int p, b;

		for (p = 0; p < d->nphases; p++) {
			unsigned max = 0;

			require(d->phase_lanes[p] != 0);
			require((all & d->phase_lanes[p]) == 0);
			all |= d->phase_lanes[p];
			for (b = 0; b < SIM_BANKS; b++)
				if (d->bank_words[p][b] > max)
					max = d->bank_words[p][b];
			wf += max;
		}
		require(all == r->active);
		require(wf == d->counts.wavefronts);
	}
}

static void
compare(const sim_arch *a, enum sim_space space, const sim_request *r)
{
	sim_counts c;
	sim_detail d;

	switch (space) {
	case SIM_GLOBAL:
		sim_global(r, &c);
		break;
	case SIM_SHARED:
		sim_shared(a, r, &c);
		break;
	case SIM_CONSTANT:
		sim_constant(r, &c);
		break;
	}
	sim_explain(a, space, r, &d);
	if (memcmp(&c, &d.counts, sizeof c) != 0)
		ck_abort_msg("space %d size %u active %08x store %d: "
		    "fast %u/%u/%u/%u/%u/%u/%u explain %u/%u/%u/%u/%u/%u/%u",
		    space, r->size, r->active, r->store, c.sectors,
		    c.useful_bytes, c.wavefronts, c.ideal_wavefronts,
		    c.worst_bank, c.worst_bank_words, c.distinct,
		    d.counts.sectors, d.counts.useful_bytes,
		    d.counts.wavefronts, d.counts.ideal_wavefronts,
		    d.counts.worst_bank, d.counts.worst_bank_words,
		    d.counts.distinct);
	check_detail(a, space, r, &d);
}

START_TEST(test_explain_random)
{
	sim_arch k8;
	const sim_arch *archs[3];
	uint64_t addr[SIM_WARP];
	sim_request r;
	int n, i;

	archs[0] = sim_arch_default();
	archs[1] = sim_arch_find("sm_35");
	ck_assert_int_eq(sim_arch_bank_mode(archs[1], 8, &k8), 0);
	archs[2] = &k8;
	for (n = 0; n < 50000; n++) {
		random_request(&r, addr);
		compare(NULL, SIM_GLOBAL, &r);
		compare(NULL, SIM_CONSTANT, &r);
		for (i = 0; i < 3; i++)
			compare(archs[i], SIM_SHARED, &r);
	}
}
END_TEST

START_TEST(test_arch)
{
	const sim_arch *list, *a;
	sim_arch out;
	size_t n, i;

	list = sim_arch_list(&n);
	ck_assert_uint_eq(n, 11);
	a = sim_arch_default();
	ck_assert_str_eq(a->name, "sm_90");
	ck_assert_ptr_eq(sim_arch_find("sm_90"), a);
	ck_assert_ptr_eq(sim_arch_find("sm90"), a);
	ck_assert_ptr_eq(sim_arch_find("90"), a);
	ck_assert_ptr_eq(sim_arch_find("sm_35"), &list[0]);
	ck_assert_ptr_eq(sim_arch_find("sm86"), sim_arch_find("86"));
	ck_assert_ptr_null(sim_arch_find("sm_91"));
	ck_assert_ptr_null(sim_arch_find("compute_90"));
	ck_assert_ptr_null(sim_arch_find("sm_"));
	ck_assert_ptr_null(sim_arch_find("sm"));
	ck_assert_ptr_null(sim_arch_find(""));
	ck_assert_ptr_null(sim_arch_find("9"));
	ck_assert_ptr_null(sim_arch_find("sm_900"));
	ck_assert_ptr_null(sim_arch_find(NULL));
	for (i = 0; i < n; i++) {
		const sim_arch *p = &list[i];

		ck_assert_ptr_eq(sim_arch_find(p->name), p);
		ck_assert_int_eq(p->bank_bytes, 4);
		ck_assert_uint_eq(p->max_shared_per_block, 48 * 1024);
		ck_assert_int_eq(p->max_threads_per_block, 1024);
		ck_assert(p->l2_bytes > 0 && p->dram_gbps > 0);
		ck_assert(p->gpu != NULL && *p->gpu != '\0');
		ck_assert_int_eq(sim_arch_bank_mode(p, 4, &out), 0);
		ck_assert_int_eq(out.bank_bytes, 4);
		ck_assert_int_eq(sim_arch_bank_mode(p, 16, &out), -1);
		/* sm_35 and its L1-caching teaching profile sm_35_l1 */
		ck_assert_int_eq(sim_arch_bank_mode(p, 8, &out),
		    strncmp(p->name, "sm_35", 5) == 0 ? 0 : -1);
		ck_assert_int_eq(p->bank_mode_8, strncmp(p->name, "sm_35", 5) == 0);
		ck_assert_uint_eq(p->load_segment,
		    strcmp(p->name, "sm_35_l1") == 0 ? 128 : 0);
		if (i > 0)
			ck_assert(p->cc_major * 10 + p->cc_minor >=
			    list[i - 1].cc_major * 10 + list[i - 1].cc_minor);
	}
	ck_assert_int_eq(sim_arch_bank_mode(&list[0], 8, &out), 0);
	ck_assert_int_eq(out.bank_bytes, 8);
	ck_assert_str_eq(out.name, "sm_35");
	ck_assert_int_eq(list[0].bank_bytes, 4);
}
END_TEST

START_TEST(test_stats)
{
	sim_stats s, t, u, zero;
	sim_counts c;

	memset(&zero, 0, sizeof zero);
	memset(&s, 0, sizeof s);

	/* a request with no lane changes nothing, even its figures set */
	memset(&c, 0, sizeof c);
	c.sectors = 7;
	sim_stats_add(&s, SIM_GLOBAL, &c);
	ck_assert(memcmp(&s, &zero, sizeof s) == 0);

	memset(&c, 0, sizeof c);
	c.lanes = 32;
	c.sectors = 8;
	c.ideal_sectors = 4;
	c.useful_bytes = 128;
	sim_stats_add(&s, SIM_GLOBAL, &c);
	ck_assert_uint_eq(s.requests, 1);
	ck_assert_uint_eq(s.min_per_request, 8);
	ck_assert_uint_eq(s.max_per_request, 8);
	c.lanes = 16;
	c.sectors = 2;
	c.ideal_sectors = 2;
	c.useful_bytes = 64;
	sim_stats_add(&s, SIM_GLOBAL, &c);
	c.sectors = 32;
	sim_stats_add(&s, SIM_GLOBAL, &c);
	ck_assert_uint_eq(s.requests, 3);
	ck_assert_uint_eq(s.lanes, 64);
	ck_assert_uint_eq(s.sectors, 42);
	ck_assert_uint_eq(s.ideal_sectors, 8);
	ck_assert_uint_eq(s.useful_bytes, 256);
	ck_assert_uint_eq(s.min_per_request, 2);
	ck_assert_uint_eq(s.max_per_request, 32);
	ck_assert_uint_eq(sim_stats_main(&s, SIM_GLOBAL), 42);
	ck_assert_uint_eq(sim_stats_main(&s, SIM_SHARED), 0);

	/* merging an empty total changes nothing, either way round */
	t = s;
	sim_stats_merge(&t, &zero);
	ck_assert(memcmp(&t, &s, sizeof s) == 0);
	memset(&t, 0, sizeof t);
	sim_stats_merge(&t, &s);
	ck_assert(memcmp(&t, &s, sizeof s) == 0);

	/* shared: the main figure is wavefronts; the worst bank comes
	   from the request with most words in one bank */
	memset(&u, 0, sizeof u);
	memset(&c, 0, sizeof c);
	c.lanes = 32;
	c.wavefronts = 4;
	c.ideal_wavefronts = 1;
	c.worst_bank = 3;
	c.worst_bank_words = 4;
	sim_stats_add(&u, SIM_SHARED, &c);
	c.wavefronts = 1;
	c.worst_bank = 9;
	c.worst_bank_words = 1;
	sim_stats_add(&u, SIM_SHARED, &c);
	c.wavefronts = 4;
	c.worst_bank = 1;
	c.worst_bank_words = 4;        /* a tie keeps the first */
	sim_stats_add(&u, SIM_SHARED, &c);
	ck_assert_uint_eq(u.requests, 3);
	ck_assert_uint_eq(u.wavefronts, 9);
	ck_assert_uint_eq(u.ideal_wavefronts, 3);
	ck_assert_uint_eq(u.min_per_request, 1);
	ck_assert_uint_eq(u.max_per_request, 4);
	ck_assert_uint_eq(u.worst_bank, 3);
	ck_assert_uint_eq(u.worst_bank_words, 4);
	ck_assert_uint_eq(sim_stats_main(&u, SIM_SHARED), 9);

	/* merge: sums, the wider min/max, the worse bank */
	memset(&t, 0, sizeof t);
	c.wavefronts = 32;
	c.worst_bank = 0;
	c.worst_bank_words = 32;
	sim_stats_add(&t, SIM_SHARED, &c);
	sim_stats_merge(&u, &t);
	ck_assert_uint_eq(u.requests, 4);
	ck_assert_uint_eq(u.lanes, 128);
	ck_assert_uint_eq(u.wavefronts, 41);
	ck_assert_uint_eq(u.min_per_request, 1);
	ck_assert_uint_eq(u.max_per_request, 32);
	ck_assert_uint_eq(u.worst_bank, 0);
	ck_assert_uint_eq(u.worst_bank_words, 32);

	/* constant: distinct addresses */
	memset(&t, 0, sizeof t);
	memset(&c, 0, sizeof c);
	c.lanes = 32;
	c.distinct = 8;
	sim_stats_add(&t, SIM_CONSTANT, &c);
	c.distinct = 1;
	sim_stats_add(&t, SIM_CONSTANT, &c);
	ck_assert_uint_eq(sim_stats_main(&t, SIM_CONSTANT), 9);
	ck_assert_uint_eq(t.min_per_request, 1);
	ck_assert_uint_eq(t.max_per_request, 8);

	/* a request whose figure is 0 still counts as a minimum of 0 */
	memset(&t, 0, sizeof t);
	c.distinct = 5;
	sim_stats_add(&t, SIM_CONSTANT, &c);
	memset(&c, 0, sizeof c);
	c.lanes = 1;
	sim_stats_add(&t, SIM_GLOBAL, &c);
	ck_assert_uint_eq(t.min_per_request, 0);
	ck_assert_uint_eq(t.requests, 2);
}
END_TEST

/* ---- the DRAM model (sim/dram.h) ---------------------------------------- */

/* Feed the requests of n threads, 32 a warp, each touching element
   stride * t + off of a float array at base (the sweeps of
   patterns/stride.pat and patterns/offset.pat, one array). */
static void
feed_floats(sim_dram *d, int n, int64_t stride, int64_t off, uint64_t base,
            bool store)
{
	uint64_t addr[SIM_WARP];
	sim_request r = { addr, 0, 4, store };

	for (int w = 0; w < n / SIM_WARP; w++) {
		for (int l = 0; l < SIM_WARP; l++)
			addr[l] = base + 4 * (uint64_t)((w * SIM_WARP + l) * stride +
			                                off);
		r.active = FULL;
		ck_assert_int_eq(sim_dram_add(d, &r), 0);
	}
}

/* A copy b[i] = a[i], i = stride * t + off, over 4096 threads (16 blocks
   of 256), steady state: what 'accessan --gpu' predicts with. */
static void
copy_totals(int64_t stride, int64_t off, sim_dram_bytes *b)
{
	sim_dram *d = sim_dram_new(50u << 20);

	ck_assert_ptr_nonnull(d);
	feed_floats(d, 4096, stride, off, 0, false);
	feed_floats(d, 4096, stride, off, 1u << 24, true);
	sim_dram_totals(d, 1, b);
	sim_dram_free(d);
}

/* copy_totals() into *b, checking its bytes read, read before written,
   written, and its 128-byte lines. */
static void
check_copy(int64_t stride, int64_t off, uint64_t read, uint64_t rbw,
           uint64_t write, uint64_t lines, sim_dram_bytes *b)
{
	copy_totals(stride, off, b);
	ck_assert_uint_eq(b->read, read);
	ck_assert_uint_eq(b->rbw, rbw);
	ck_assert_uint_eq(b->write, write);
	ck_assert_uint_eq(b->lines, lines);
}

/* the time's terms with the built-in constants */
static double
dram_time(const sim_dram_bytes *b, sim_dram_time *t)
{
	sim_dram_costs c;

	sim_dram_costs_of(NULL, &c);
	return sim_dram_time_bytes(b, &c, t);
}

/* The figures that the H100 measured (dram__bytes per replica of the
   sweeps, within 1 %) and the terms of the time model. */
START_TEST(test_dram_copies)
{
	sim_dram_bytes b;
	sim_dram_time t;
	double total;

	/* stride 1: every line whole, nothing but bytes */
	check_copy(1, 0, 16384, 0, 16384, 256, &b);
	ck_assert_uint_eq(b.requested_load, 512);
	ck_assert_uint_eq(b.requested_store, 512);
	ck_assert_uint_eq(sim_dram_load_repeats(&b), 0);
	ck_assert_uint_eq(sim_dram_store_repeats(&b), 0);
	total = dram_time(&b, &t);
	ck_assert_double_eq_tol(t.dram, SIM_DRAM_K_BYTES * 32768, 1e-6);
	ck_assert_double_eq_tol(t.lines, 0, 1e-9);
	ck_assert_double_eq_tol(total, t.dram, 1e-9);

	/* offset 1: one more block each way, and the sector that two warps
	   share is asked for twice: 127 repeats an array (the last warp's
	   spill is nobody's), which the L2 merges: DRAM's time is its bytes
	   and lines alone (dram.h) */
	check_copy(1, 1, 16448, 64, 16416, 258, &b);
	ck_assert_uint_eq(b.requested_load, 640);
	ck_assert_uint_eq(b.requested_store, 640);
	ck_assert_uint_eq(sim_dram_load_repeats(&b), 127);
	ck_assert_uint_eq(sim_dram_store_repeats(&b), 127);
	total = dram_time(&b, &t);
	ck_assert_double_eq_tol(t.dram, SIM_DRAM_K_BYTES * 32928, 1e-6);
	ck_assert_double_eq_tol(t.lines, SIM_DRAM_K_LINES * (258 * 128.0 -
	                        32928), 1e-6);
	ck_assert_double_eq_tol(total, t.dram + t.lines, 1e-6);

	/* stride 16 (64 bytes): every sector alone in its block, lines
	   used in full by bytes */
	check_copy(16, 0, 262144, 131072, 131072, 4096, &b);
	dram_time(&b, &t);
	ck_assert_double_eq_tol(t.lines, 0, 1e-9);

	/* stride 32 (128 bytes): the same bytes over twice the lines */
	check_copy(32, 0, 262144, 131072, 131072, 8192, &b);
	ck_assert_uint_eq(b.isolated, 4096);
	ck_assert_uint_eq(b.partial, 4096);
	dram_time(&b, &t);
	ck_assert_double_eq_tol(t.lines, SIM_DRAM_K_LINES * (8192 * 128.0 -
	                        524288), 1e-6);
}
END_TEST

/* calibrate's fit of K_LINES inverts the time model: the times the
   model gives a stride-16 and a stride-32 copy with some line cost give
   that cost back; a GPU whose DRAM bytes cost 10 % more than the model's
   K_BYTES says (the dense copy slower) leaves the cost of the lines
   alone; copies that do not separate the two terms are refused. */
START_TEST(test_dram_fit_line_cost)
{
	sim_dram_bytes d16, d32, d1, off1;
	const double gbps = 3000, costs[] = { 0.2, 0.45, 0.69, 1.5 };

	copy_totals(16, 0, &d16);
	copy_totals(32, 0, &d32);
	for (size_t i = 0; i < sizeof costs / sizeof costs[0]; i++) {
		sim_dram_costs c = { costs[i], 0, 0, 0 };
		double t16 = sim_dram_time_bytes(&d16, &c, NULL) / 3e12;
		double t32 = sim_dram_time_bytes(&d32, &c, NULL) / 3e12;

		ck_assert_double_eq_tol(sim_dram_fit_line_cost(&d16, t16, &d32,
		                        t32, gbps), costs[i], 1e-9);
		/* the dense copy's bytes 10 % dearer, and the sparse one's */
		ck_assert_double_eq_tol(sim_dram_fit_line_cost(&d16, t16 * 1.1,
		                        &d32, t32 + t16 * 0.1, gbps), costs[i],
		                        1e-9);
	}
	/* a profile's own cost, else the fitted one */
	{
		sim_arch a = *sim_arch_default();

		ck_assert_double_eq(sim_dram_line_cost(&a), SIM_DRAM_K_LINES);
		a.dram_line_cost = 0.45;
		ck_assert_double_eq(sim_dram_line_cost(&a), 0.45);
	}
	/* stride 1 has no unmoved bytes to fit against; as the dense one,
	   stride 32 has them; offset 1 stores sectors twice */
	copy_totals(1, 0, &d1);
	copy_totals(1, 1, &off1);
	ck_assert_double_eq(sim_dram_fit_line_cost(&d16, 1e-6, &d1, 1e-6,
	                    gbps), -1);
	ck_assert_double_eq(sim_dram_fit_line_cost(&d32, 1e-6, &d32, 2e-6,
	                    gbps), -1);
	ck_assert_double_eq(sim_dram_fit_line_cost(&off1, 1e-6, &d32, 2e-6,
	                    gbps), -1);
	ck_assert_double_eq(sim_dram_fit_line_cost(&d16, 0, &d32, 2e-6,
	                    gbps), -1);
	ck_assert_double_eq(sim_dram_fit_line_cost(&d16, 1e-6, &d32, NAN,
	                    gbps), -1);
}
END_TEST

/* A line is counted once whichever of its two blocks are touched. */
START_TEST(test_dram_lines)
{
	static const uint64_t blocks[][3] = {
		/* blocks touched, or ~0; lines expected */
		{ 0, 1, 1 }, { 1, ~0ull, 1 }, { 1, 3, 2 }, { 2, 3, 1 },
		{ 0, 3, 2 }, { 3, 4, 2 },
	};
	uint64_t addr[SIM_WARP];

	for (size_t k = 0; k < sizeof blocks / sizeof blocks[0]; k++) {
		sim_dram *d = sim_dram_new(0);
		sim_request r = { addr, 1, 4, false };
		sim_dram_bytes b;

		ck_assert_ptr_nonnull(d);
		for (int i = 0; i < 2; i++) {
			if (blocks[k][i] == ~0ull)
				continue;
			addr[0] = blocks[k][i] * SIM_DRAM_BLOCK + 8;
			ck_assert_int_eq(sim_dram_add(d, &r), 0);
		}
		sim_dram_totals(d, 1, &b);
		ck_assert_msg(b.lines == blocks[k][2], "case %zu: %llu lines", k,
		              (unsigned long long)b.lines);
		ck_assert_uint_eq(sim_dram_load_repeats(&b), 0);
		sim_dram_free(d);
	}
}
END_TEST

/* A naive transpose's stores: warp w writes column w of a 32 x 32 float
   matrix, so each sector is written in parts by 8 warps. */
START_TEST(test_dram_column_stores)
{
	sim_dram *d = sim_dram_new(0);
	uint64_t addr[SIM_WARP];
	sim_request r = { addr, FULL, 4, true };
	sim_dram_bytes b;
	sim_dram_time t;

	ck_assert_ptr_nonnull(d);
	for (int w = 0; w < 32; w++) {
		for (int l = 0; l < SIM_WARP; l++)
			addr[l] = (uint64_t)l * 128 + (uint64_t)w * 4;
		ck_assert_int_eq(sim_dram_add(d, &r), 0);
	}
	sim_dram_totals(d, 1, &b);
	ck_assert_uint_eq(b.requested_store, 1024);
	ck_assert_uint_eq(b.store_sectors, 128);
	ck_assert_uint_eq(b.partial, 0);
	ck_assert_uint_eq(sim_dram_store_repeats(&b), 896);
	ck_assert_uint_eq(b.write, 4096);
	ck_assert_uint_eq(b.rbw, 0);
	/* the 896 repeats are the L2's to merge: DRAM's time is the 4096
	   bytes written back, over whole lines */
	ck_assert_double_eq_tol(dram_time(&b, &t),
	                        SIM_DRAM_K_BYTES * 4096, 1e-6);
	ck_assert_double_eq_tol(t.lines, 0, 1e-9);
	sim_dram_free(d);
}
END_TEST

/* Data read again after L2 has forgotten it is fetched again, and the
   refetch counts in the time model's span. */
START_TEST(test_dram_refetch)
{
	sim_dram *d = sim_dram_new(64 * 1024);
	sim_dram_bytes b;
	sim_dram_time t;

	ck_assert_ptr_nonnull(d);
	feed_floats(d, 32, 1, 0, 0, false);              /* one line */
	feed_floats(d, 32768, 1, 0, 1u << 20, false);    /* 128 KB */
	feed_floats(d, 32, 1, 0, 0, false);              /* the line again */
	sim_dram_totals(d, 1, &b);
	ck_assert_uint_eq(b.refetches, 2);
	ck_assert_uint_eq(b.read, 128 + 131072 + 128);
	ck_assert_uint_eq(b.lines, 1 + 1024);
	ck_assert_uint_eq(b.requested_load, 4 + 4096 + 4);
	ck_assert_uint_eq(b.requested_store, 0);
	ck_assert_uint_eq(sim_dram_load_repeats(&b), 4);
	dram_time(&b, &t);
	ck_assert_double_eq_tol(t.lines, 0, 1e-9);
	sim_dram_free(d);
}
END_TEST

/* One float of each block of [first, first + n) blocks, a block a
   request: n blocks touched. */
static void
feed_blocks(sim_dram *d, uint64_t first, uint64_t n)
{
	uint64_t addr[SIM_WARP];
	sim_request r = { addr, 1, 4, false };

	for (uint64_t b = first; b < first + n; b++) {
		addr[0] = b * SIM_DRAM_BLOCK;
		ck_assert_int_eq(sim_dram_add(d, &r), 0);
	}
}

/* L2 forgets by distinct blocks, hits included: block A, touched before
   600 blocks are read again (hits, no block comes in) and 500 new ones,
   has 1100 blocks above it in an L2 of 1024 and is fetched again;
   counting the blocks brought in (500) would have kept it. */
START_TEST(test_dram_lru_distinct)
{
	sim_dram *d = sim_dram_new(1024 * SIM_DRAM_BLOCK);
	sim_dram_bytes b;

	ck_assert_ptr_nonnull(d);
	feed_blocks(d, 10000, 600);      /* S */
	feed_blocks(d, 0, 1);            /* A */
	feed_blocks(d, 10000, 600);      /* S again: hits */
	feed_blocks(d, 20000, 500);      /* new */
	sim_dram_totals(d, 1, &b);
	ck_assert_uint_eq(b.read, (600 + 1 + 500) * 64);
	feed_blocks(d, 0, 1);            /* A: gone */
	sim_dram_totals(d, 1, &b);
	ck_assert_uint_eq(b.refetches, 1);
	ck_assert_uint_eq(b.read, (600 + 1 + 500 + 1) * 64);
	/* one block fewer in between, and A stays */
	sim_dram_free(d);
	d = sim_dram_new(1024 * SIM_DRAM_BLOCK);
	feed_blocks(d, 10000, 600);
	feed_blocks(d, 0, 1);
	feed_blocks(d, 10000, 600);
	feed_blocks(d, 20000, 423);
	feed_blocks(d, 0, 1);
	sim_dram_totals(d, 1, &b);
	ck_assert_uint_eq(b.refetches, 0);
	sim_dram_free(d);
}
END_TEST

/* A line opens when one of its blocks comes in without the other: the
   two blocks of a line fetched together open it once; apart by more
   than the window, twice (a gather's refetched blocks); with no window,
   once while the first is in L2. */
START_TEST(test_dram_window)
{
	static const struct {
		uint64_t window, between, opens;
	} cases[] = {
		{ 0, 0, 1 + 0 }, { 0, 100, 1 + 100 }, { 8, 0, 1 },
		{ 8, 6, 1 + 6 }, { 8, 7, 2 + 7 }, { 8, 100, 2 + 100 },
	};

	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		sim_dram *d = sim_dram_new(1u << 20);
		sim_dram_bytes b;
		sim_dram_time t;

		ck_assert_ptr_nonnull(d);
		sim_dram_set_window(d, cases[k].window);
		feed_blocks(d, 0, 1);
		/* blocks of other lines (even ones) in between */
		for (uint64_t i = 0; i < cases[k].between; i++)
			feed_blocks(d, 1000 + 2 * i, 1);
		feed_blocks(d, 1, 1);
		sim_dram_totals(d, 1, &b);
		ck_assert_msg(b.opens == cases[k].opens, "case %zu: %llu opens",
		              k, (unsigned long long)b.opens);
		ck_assert_uint_eq(b.lines, 1 + cases[k].between);
		/* what K_LINES multiplies: the opened lines less the bytes */
		dram_time(&b, &t);
		ck_assert_double_eq_tol(t.lines, SIM_DRAM_K_LINES *
		                        (double)(b.opens * 128 - b.read), 1e-6);
		sim_dram_free(d);
	}
	/* a GPU's window: the blocks its DRAM delivers in a latency */
	{
		sim_arch a = *sim_arch_default();

		a.dram_gbps = 4096;
		a.dram_latency_ns = 500;
		ck_assert_uint_eq(sim_dram_window(&a), 32000);
	}
}
END_TEST

/* The next of a xorshift sequence kept in *x, its high bits */
static uint64_t
xs_next(uint64_t *x)
{
	*x ^= *x << 13;
	*x ^= *x >> 7;
	*x ^= *x << 17;
	return *x >> 20;
}

/* A line opens scattered when no block of its region came in within the
   window before: a sweep in address order, one block a line, opens
   each region's first line scattered and no other (whole lines open
   them too, and the term leaves those out); lone blocks at
   random over a gigabyte open nearly all scattered; with no window,
   none. The third term is K_SCATTER a scattered line, which the fit
   gives back. */
START_TEST(test_dram_scattered)
{
	const uint64_t per = SIM_DRAM_REGION / SIM_DRAM_BLOCK;
	sim_dram_bytes b;
	sim_dram_time t;

	for (int win = 0; win < 2; win++) {
		sim_dram *d = sim_dram_new(0);

		ck_assert_ptr_nonnull(d);
		sim_dram_set_window(d, win ? 1024 : 0);
		/* 16 regions, every other block (one a line) */
		for (uint64_t k = 0; k < 16 * per; k += 2)
			feed_blocks(d, k, 1);
		sim_dram_totals(d, 1, &b);
		ck_assert_uint_eq(b.opens, 8 * per);
		ck_assert_uint_eq(b.scattered, (uint64_t)(win ? 16 : 0));
		ck_assert_double_eq(sim_dram_scattered(&b), win ? 16 : 0);
		sim_dram_free(d);
	}
	/* lines fetched whole open their regions, and cost no more */
	{
		sim_dram *d = sim_dram_new(0);

		ck_assert_ptr_nonnull(d);
		sim_dram_set_window(d, 1024);
		feed_blocks(d, 0, 16 * per);
		sim_dram_totals(d, 1, &b);
		ck_assert_uint_eq(b.scattered, 16);
		ck_assert_double_eq(sim_dram_scattered(&b), 0);
		dram_time(&b, &t);
		ck_assert_double_eq(t.scatter, 0);
		sim_dram_free(d);
	}
	{
		sim_dram *d = sim_dram_new(0);
		uint64_t x = 88172645463325252ull;

		ck_assert_ptr_nonnull(d);
		sim_dram_set_window(d, 1024);
		for (int k = 0; k < 4096; k++) {
			/* even blocks: a line's other block never comes */
			feed_blocks(d, xs_next(&x) % ((1u << 30) / 64) & ~1ull, 1);
		}
		sim_dram_totals(d, 1, &b);
		ck_assert_uint_ge(b.opens, 4090);
		ck_assert_uint_ge(b.scattered, b.opens * 97 / 100);
		ck_assert_uint_le(b.scattered, b.opens);
		dram_time(&b, &t);
		ck_assert_double_eq_tol(t.scatter, SIM_DRAM_K_SCATTER *
		                        (double)b.scattered, 1e-6);
		/* the fit gives the cost back, and refuses nothing to fit */
		{
			sim_dram_costs c = { 0.5, 20, 0, 0 };

			ck_assert_double_eq_tol(sim_dram_fit_scatter_cost(&b,
			                        sim_dram_time_bytes(&b, &c, NULL) /
			                        3e12, 3000, &c), 20, 1e-6);
			b.scattered = 0;
			ck_assert_double_eq(sim_dram_fit_scatter_cost(&b, 1e-3,
			                    3000, &c), -1);
		}
		sim_dram_free(d);
	}
	/* a profile's own cost, else the H200's */
	{
		sim_arch a = *sim_arch_default();

		ck_assert_double_eq(sim_dram_scatter_cost(&a),
		                    SIM_DRAM_K_SCATTER);
		a.dram_scatter_cost = 9.5;
		ck_assert_double_eq(sim_dram_scatter_cost(&a), 9.5);
	}
	/* a model sampled by regions keeps a region whole: of 256 regions
	   fed whole, some, each with all its blocks */
	{
		sim_dram *d = sim_dram_new_regions(0, 4);

		ck_assert_ptr_nonnull(d);
		feed_blocks(d, 0, 256 * per);
		sim_dram_totals(d, 1, &b);
		ck_assert_uint_gt(b.blocks, 0);
		ck_assert_uint_lt(b.blocks, 256 * per);
		ck_assert_uint_eq(b.blocks % (per << 4), 0);
		sim_dram_free(d);
	}
}
END_TEST

/* The write-backs' window is their own: floats stored at random over 32
   MB, where the fetches' window of 2048 blocks finds another block of
   the region before about 40 % of the lines it opens, count nearly every
   block written back scattered. */
START_TEST(test_dram_write_window)
{
	sim_dram *d = sim_dram_new(0);
	uint64_t addr[SIM_WARP], x = 88172645463325252ull;
	sim_request r = { addr, FULL, 4, true };
	sim_dram_bytes b;

	ck_assert_ptr_nonnull(d);
	sim_dram_set_window(d, 2048);
	for (int w = 0; w < (1 << 13); w++) {
		for (int l = 0; l < SIM_WARP; l++)
			addr[l] = (xs_next(&x) % ((32u << 20) / 64) & ~1ull) * 64;
		ck_assert_int_eq(sim_dram_add(d, &r), 0);
	}
	sim_dram_totals(d, 1, &b);
	ck_assert_uint_lt(b.scattered, b.opens * 8 / 10);
	ck_assert_uint_ge(b.scattered_writes, b.part_writes * 95 / 100);
	sim_dram_free(d);
}
END_TEST

/* A block written back in part counts where it came into L2 scattered
   (by the write-backs' window, SIM_DRAM_WRITE_WINDOW):
   floats stored at random over a gigabyte (each sector written in part,
   read before the write) count nearly every block in both terms;
   whole sectors at random only in K_WRITE's; the same floats in address
   order, a region at a time, and whole blocks at random, in neither.
   The fits give the costs back. */
START_TEST(test_dram_scattered_writes)
{
	static const struct {
		int kind;                /* 0 floats at random, 1 sectors at
		                            random, 2 floats in order, 3
		                            blocks at random */
		bool wr, rbw;
	} cases[] = {
		{ 0, true, true }, { 1, true, false }, { 2, false, false },
		{ 3, false, false },
	};

	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		sim_dram *d = sim_dram_new(0);
		uint64_t addr[SIM_WARP], x = 88172645463325252ull;
		sim_request r = { addr, FULL, 4, true };
		sim_dram_bytes b;

		ck_assert_ptr_nonnull(d);
		sim_dram_set_window(d, 1024);
		for (uint64_t w = 0; w < 256; w++) {
			/* a float each at random or in order; a sector by 8
			   lanes, a block by 16, at random */
			int g = cases[k].kind == 1 ? 8 : cases[k].kind == 3 ? 16 : 1;
			for (int l = 0; l < SIM_WARP; l += g) {
				uint64_t i = w * SIM_WARP + (uint64_t)l;
				uint64_t at = xs_next(&x) % ((1u << 30) / (4u * g)) *
				              (4u * g);
				for (int j = 0; j < g; j++)
					addr[l + j] = cases[k].kind == 0 ? (at & ~63ull)
					            : cases[k].kind == 2 ? i * 32
					            : at + 4u * (uint64_t)j;
			}
			ck_assert_int_eq(sim_dram_add(d, &r), 0);
		}
		sim_dram_totals(d, 1, &b);
		if (cases[k].wr)
			ck_assert_uint_ge(b.scattered_writes,
			                  b.part_writes * 95 / 100);
		else
			ck_assert_uint_le(b.scattered_writes, b.part_writes / 50);
		if (cases[k].rbw)
			ck_assert_uint_ge(b.scattered_rbw, b.rbw_blocks * 95 / 100);
		else
			ck_assert_uint_le(b.scattered_rbw, b.rbw_blocks / 50);
		if (cases[k].kind == 3)
			ck_assert_uint_eq(b.part_writes, 0);
		if (k == 1) {
			sim_dram_costs c = { 0.5, 10, 60, 0 };
			ck_assert_double_eq_tol(sim_dram_fit_write_cost(&b,
			    sim_dram_time_bytes(&b, &c, NULL) / 3e12, 3000, &c),
			    60, 1e-6);
			/* refused where some blocks were read first */
			b.scattered_rbw = 1;
			ck_assert_double_eq(sim_dram_fit_write_cost(&b, 1e-3,
			                    3000, &c), -1);
		}
		if (k == 0) {
			sim_dram_costs c = { 0.5, 10, 60, 40 };
			ck_assert_double_eq_tol(sim_dram_fit_rbw_cost(&b,
			    sim_dram_time_bytes(&b, &c, NULL) / 3e12, 3000, &c),
			    40, 1e-6);
		}
		sim_dram_free(d);
	}
}
END_TEST

/* Lone blocks at random over 32 MB, with a window that has another
   block of a region come in before about 40 % of them: the share of
   lines opened scattered that a model sampled by regions finds is the
   whole model's, within 4 points; a model sampled by lines counts none
   (most of a region's blocks are not in it). */
START_TEST(test_dram_sampled_scattered)
{
	sim_dram *d[3] = {
		sim_dram_new(0), sim_dram_new_regions(0, 4),
		sim_dram_new_sampled(0, 4),
	};
	sim_dram_bytes b[3];
	uint64_t x = 88172645463325252ull;
	double share[2];

	for (int k = 0; k < 3; k++) {
		ck_assert_ptr_nonnull(d[k]);
		sim_dram_set_window(d[k], 2048);
	}
	for (int i = 0; i < (1 << 18); i++) {
		uint64_t v = xs_next(&x) % ((32u << 20) / 64) & ~1ull;

		for (int k = 0; k < 3; k++)
			feed_blocks(d[k], v, 1);
	}
	for (int k = 0; k < 3; k++) {
		sim_dram_totals(d[k], 1, &b[k]);
		sim_dram_free(d[k]);
	}
	for (int k = 0; k < 2; k++)
		share[k] = (double)b[k].scattered / (double)b[k].opens;
	ck_assert_double_gt(share[0], 0.3);
	ck_assert_double_lt(share[0], 0.9);
	ck_assert_double_eq_tol(share[1], share[0], 0.04);
	ck_assert_uint_eq(b[2].scattered, 0);
}
END_TEST

/* A hashed gather of floats over 4 times the L2, with its stores:
   the sampled models (a sixteenth and a sixty-fourth of the lines, in an
   L2 as much smaller) give the whole model's bytes and openings within
   5 %; the sets of a shift are among those of the shift below. */
START_TEST(test_dram_sampled)
{
	const uint64_t l2 = 1u << 20, m = (4u << 20) / 4;
	sim_dram *d[3];
	const unsigned shift[3] = { 0, 4, 6 };
	uint64_t addr[SIM_WARP], oaddr[SIM_WARP];
	sim_dram_bytes b[3];

	for (int k = 0; k < 3; k++) {
		ck_assert_ptr_nonnull(d[k] = sim_dram_new_sampled(l2, shift[k]));
		sim_dram_set_window(d[k], 1024);
	}
	for (uint32_t w = 0; w < (1u << 20) / SIM_WARP; w++) {
		sim_request r = { addr, FULL, 4, false };
		sim_request s = { oaddr, FULL, 4, true };
		sim_dram_touch t4[SIM_WARP], t6[SIM_WARP];
		int n4, n6, j = 0;

		for (int l = 0; l < SIM_WARP; l++) {
			uint32_t i = w * SIM_WARP + (uint32_t)l;
			addr[l] = (1ull << 32) + 4ull * ((i * 2654435761u) & (m - 1));
			oaddr[l] = 4ull * i;
		}
		for (int k = 0; k < 3; k++) {
			ck_assert_int_eq(sim_dram_add(d[k], &r), 0);
			ck_assert_int_eq(sim_dram_add(d[k], &s), 0);
		}
		n4 = sim_dram_touches(&r, 4, t4);
		n6 = sim_dram_touches(&r, 6, t6);
		for (int i = 0; i < n4; i++)
			if (sim_dram_touch_kept(&t4[i], 6))
				ck_assert_uint_eq(t4[i].block, t6[j++].block);
		ck_assert_int_eq(j, n6);
	}
	for (int k = 0; k < 3; k++) {
		sim_dram_totals(d[k], 1, &b[k]);
		sim_dram_free(d[k]);
	}
	/* most reads miss: the gather's blocks come back past the L2 */
	ck_assert_uint_gt(b[0].read, 2 * 4 * m);
	for (int k = 1; k < 3; k++) {
		ck_assert_double_eq_tol((double)b[k].read / (double)b[0].read,
		                        1, 0.05);
		ck_assert_double_eq_tol((double)b[k].write / (double)b[0].write,
		                        1, 0.05);
		ck_assert_double_eq_tol((double)b[k].opens / (double)b[0].opens,
		                        1, 0.05);
	}
}
END_TEST

/*
 * Random loads once measured with Nsight's instrumented estimate (the
 * figures of tests/hw/merge_random.pat's first run), now with the
 * load/store unit's pipe counter, single warp, on an H100 and an H200
 * alike (tests/gpu/smem_wave.cu): element indices per lane, the fast
 * function and sim_explain() alike. The n^1 / n^2 rule merges each of
 * them; a merged phase costs its conflicts like any other.
 */
static const struct {
	const char *name;
	unsigned size;
	uint32_t active;
	uint16_t elem[SIM_WARP];
	uint32_t wavefronts;
} measured[] = {
	/* pairs agree: two 16-lane phases, conflicts and all (estimate 7) */
	{ "float4 pairs, conflicting halves", 16, FULL,
	  { 211, 211, 12, 12, 12, 12, 236, 236, 211, 211, 211, 211, 12, 12,
	    211, 211, 12, 12, 236, 236, 236, 236, 211, 211, 236, 236, 236,
	    236, 211, 211, 12, 12 }, 4 },
	/* lanes 0-15 conflict (2), lanes 16-31 do not (1) (estimate 4) */
	{ "float4 pairs, one half conflicting", 16, FULL,
	  { 227, 227, 4, 4, 167, 167, 227, 227, 4, 4, 167, 167, 227, 227, 108,
	    108, 167, 167, 227, 227, 227, 227, 167, 167, 167, 167, 4, 4, 4, 4,
	    227, 227 }, 3 },
	/* one address, lanes in both halves: a wavefront each (estimate 1) */
	{ "float4 one address, 16 lanes", 16, 0x65659a65u,
	  { 144, 144, 144, 144, 144, 144, 144, 144, 144, 144, 144, 144, 144,
	    144, 144, 144, 144, 144, 144, 144, 144, 144, 144, 144, 144, 144,
	    144, 144, 144, 144, 144, 144 }, 2 },
	/* lanes 16-31 off: lanes 12 and 13 differ and break both tests: two
	   8-lane phases (estimate 1) */
	{ "float4 lanes 0-15 alone, a pair apart", 16, 0x0000bff3u,
	  { 160, 160, 129, 129, 70, 70, 179, 179, 255, 255, 108, 108, 234, 249,
	    77, 77, 163, 163, 96, 96, 61, 61, 129, 129, 246, 246, 90, 90, 212,
	    212, 255, 255 }, 2 },
	/* lane 12 off changes nothing: merged halves (estimate 3) */
	{ "float4 lane 12 off, lane 31 on", 16, 0xffffefffu,
	  { 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11,
	    11, 12, 12, 13, 13, 14, 14, 15, 15, 16, 16 }, 2 },
	/* lanes 1 and 31 off: merged halves */
	{ "float4 lane 1 off, lane 31 off", 16, 0x7df5fffdu,
	  { 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
	    13, 13, 14, 14, 15, 15, 16, 16, 17, 17, 18, 18 }, 2 },
	/* double, pairs agree: one phase, with its conflict (estimate 4) */
	{ "double pairs, conflicting", 8, FULL,
	  { 111, 111, 160, 160, 153, 153, 74, 74, 159, 159, 74, 74, 239, 239,
	    99, 99, 192, 192, 254, 254, 195, 195, 24, 24, 23, 23, 150, 150,
	    121, 121, 49, 49 }, 3 },
	/* double, n^2 pairs agree, some lanes off: one phase (estimate 4) */
	{ "double n^2 pairs, conflicting", 8, 0xffffdbefu,
	  { 114, 94, 114, 94, 28, 227, 28, 227, 116, 194, 116, 194, 107, 202,
	    107, 202, 110, 123, 110, 123, 64, 214, 64, 214, 96, 73, 96, 73, 12,
	    236, 12, 236 }, 3 },
	/* two measured examples: every active lane (10, 13, 31) reads
	   float4 37, yet lane 31's half is a phase of its own: 2 (estimate
	   1); float4 10 + 12 lane, lanes 5, 7, 10, 14: one 16-lane phase,
	   5 and 7 meeting in banks 24-27, 10 and 14 in banks 8-11: 2
	   (estimate 4, as two 8-lane phases) */
	{ "float4 one address, lanes 10, 13, 31", 16,
	  1u << 10 | 1u << 13 | 1u << 31,
	  { 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37,
	    37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37 }, 2 },
	{ "float4 10 + 12 lane, lanes 5, 7, 10, 14", 16,
	  1u << 5 | 1u << 7 | 1u << 10 | 1u << 14,
	  { 10, 22, 34, 46, 58, 70, 82, 94, 106, 118, 130, 142, 154, 166, 178,
	    190, 202, 214, 226, 238, 250, 262, 274, 286, 298, 310, 322, 334, 346,
	    358, 370, 382 }, 2 },
};

START_TEST(test_merge_measured)
{
	uint64_t addr[SIM_WARP];
	sim_request r = { addr, measured[_i].active, measured[_i].size, false };
	sim_counts c;
	sim_detail d;
	int lane;

	for (lane = 0; lane < SIM_WARP; lane++)
		addr[lane] = 4096 + (uint64_t)measured[_i].elem[lane] *
		             measured[_i].size;
	sim_shared(sim_arch_default(), &r, &c);
	ck_assert_msg(c.wavefronts == measured[_i].wavefronts,
	    "%s: %u wavefronts, measured %u", measured[_i].name, c.wavefronts,
	    measured[_i].wavefronts);
	sim_explain(sim_arch_default(), SIM_SHARED, &r, &d);
	ck_assert_uint_eq(d.counts.wavefronts, measured[_i].wavefronts);
	/* stores never merge: the narrow phases, whatever the addresses */
	r.store = true;
	sim_explain(sim_arch_default(), SIM_SHARED, &r, &d);
	ck_assert(!d.merged);
}
END_TEST

/* The block-linear rule (sim/texture.h): every 32-byte sector is 16 bytes
   by 2 rows, the offsets of a GOB are its 512 bytes once each, and the
   two walks that tests/gpu/texture measured on an H100 cost what it
   counted: 16 sectors a fetch down a column of floats, 8 along a row,
   8 lane quads each; sim_texture() looks sectors up per quad. */
START_TEST(test_texture)
{
	static unsigned char seen[512];
	uint64_t addr[SIM_WARP], xb, y, o;
	sim_request r = { addr, 0xffffffffu, 4, false };
	sim_counts c;
	unsigned l;

	memset(seen, 0, sizeof(seen));
	for (y = 0; y < 8; y++)
		for (xb = 0; xb < 64; xb++) {
			o = sim_texel_offset(xb, y, 4096);
			ck_assert_uint_lt(o, 512);
			ck_assert(!seen[o]);
			seen[o] = 1;
			/* sector o / 32 holds bytes xb / 16 of rows y / 2 */
			ck_assert_uint_eq(o / 32, sim_texel_offset(xb / 16 * 16,
			                  y / 2 * 2, 4096) / 32);
		}
	/* the next GOB to the right, and the one below (64 GOBs a row) */
	ck_assert_uint_eq(sim_texel_offset(64, 0, 4096), 512);
	ck_assert_uint_eq(sim_texel_offset(0, 8, 4096), 64 * 512);
	/* down a column: 32 rows of one float, 2 rows a sector */
	for (l = 0; l < SIM_WARP; l++)
		addr[l] = sim_texel_offset(4 * 37, 64 + l, 4096);
	sim_global(&r, &c);
	ck_assert_uint_eq(c.sectors, 16);
	/* along a row: 128 bytes, 16 a sector */
	for (l = 0; l < SIM_WARP; l++)
		addr[l] = sim_texel_offset(4 * (64 + l), 37, 4096);
	sim_global(&r, &c);
	ck_assert_uint_eq(c.sectors, 8);
	ck_assert_uint_eq(c.ideal_sectors, 4);
	/* a 2 x 16 block of floats: 2 rows of 64 bytes, 4 sectors; 8 x 4:
	   16 bytes by 8 rows, 4 sectors */
	for (l = 0; l < SIM_WARP; l++)
		addr[l] = sim_texel_offset(4 * (l % 16), l / 16, 4096);
	sim_global(&r, &c);
	ck_assert_uint_eq(c.sectors, 4);
	for (l = 0; l < SIM_WARP; l++)
		addr[l] = sim_texel_offset(4 * (l % 4), l / 4, 4096);
	sim_global(&r, &c);
	ck_assert_uint_eq(c.sectors, 4);
	/* lookups are per lane quad: the 16x2 block's quads are each one
	   sector, 8 lookups for 4 distinct sectors; a column's quads span
	   2 row pairs each, 16 for 16 */
	{
		sim_tex_counts t;
		for (l = 0; l < SIM_WARP; l++)
			addr[l] = sim_texel_offset(4 * (l % 16), l / 16, 4096);
		sim_texture(&r, 4, &c, &t);
		ck_assert_uint_eq(t.sectors, 4);
		ck_assert_uint_eq(t.lookups, 8);
		ck_assert_uint_eq(c.sectors, 8);
		ck_assert_uint_eq(c.ideal_sectors, 8);
		ck_assert_uint_eq(t.quads, 8);
		for (l = 0; l < SIM_WARP; l++)
			addr[l] = sim_texel_offset(4 * 5, 1 + l, 4096);
		sim_texture(&r, 4, &c, &t);
		/* rows 1 to 32: 17 row pairs; each quad's 4 rows 3 pairs */
		ck_assert_uint_eq(t.sectors, 17);
		ck_assert_uint_eq(t.lookups, 24);
		/* two lanes active, in one quad, on one texel */
		r.active = 0x3u;
		addr[1] = addr[0];
		sim_texture(&r, 4, &c, &t);
		ck_assert_uint_eq(t.quads, 1);
		ck_assert_uint_eq(t.lookups, 1);
		ck_assert_uint_eq(t.ideal_lookups, 1);
		ck_assert_uint_eq(c.useful_bytes, 4);
		r.active = 0xffffffffu;
	}
	ck_assert_uint_eq(sim_texture_quads(0xffffffffu, 4), 8);
	ck_assert_uint_eq(sim_texture_quads(0x00000011u, 4), 2);
	ck_assert_uint_eq(sim_texture_quads(0x80000001u, 4), 2);
	ck_assert_uint_eq(sim_texture_quads(0, 4), 0);
	/* octets: lanes 0 and 4 share one, lanes 0 and 31 do not */
	ck_assert_uint_eq(sim_texture_quads(0xffffffffu, 8), 4);
	ck_assert_uint_eq(sim_texture_quads(0x00000011u, 8), 1);
	ck_assert_uint_eq(sim_texture_quads(0x80000001u, 8), 2);
	/* a group that does not divide the warp is a quad */
	ck_assert_uint_eq(sim_texture_quads(0xffffffffu, 0), 8);
	ck_assert_uint_eq(sim_texture_quads(0xffffffffu, 3), 8);
	/* which lanes go together: quads in 2D, octets in 1D up to 8 bytes */
	ck_assert_uint_eq(sim_texture_group(false, 1), 4);
	ck_assert_uint_eq(sim_texture_group(false, 16), 4);
	ck_assert_uint_eq(sim_texture_group(true, 1), 8);
	ck_assert_uint_eq(sim_texture_group(true, 4), 8);
	ck_assert_uint_eq(sim_texture_group(true, 8), 8);
	ck_assert_uint_eq(sim_texture_group(true, 16), 4);
	/* a 1D fetch of floats as the H200 counted it: one texel off, each
	   octet's 8 floats span 2 sectors (8 lookups, 4 requests); at a
	   lane stride of 8 bytes, 64 bytes an octet, 2 sectors each; float4
	   one texel off goes in quads, 3 sectors each (24) */
	{
		sim_tex_counts t;
		for (l = 0; l < SIM_WARP; l++)
			addr[l] = 4096 + 4 + 4 * l;
		sim_texture(&r, 8, &c, &t);
		ck_assert_uint_eq(t.quads, 4);
		ck_assert_uint_eq(t.lookups, 8);
		ck_assert_uint_eq(t.sectors, 5);
		for (l = 0; l < SIM_WARP; l++)
			addr[l] = 4096 + 8 * l;
		sim_texture(&r, 8, &c, &t);
		ck_assert_uint_eq(t.lookups, 8);
		r.size = 16;
		for (l = 0; l < SIM_WARP; l++)
			addr[l] = 4096 + 16 + 16 * l;
		sim_texture(&r, 4, &c, &t);
		ck_assert_uint_eq(t.quads, 8);
		ck_assert_uint_eq(t.lookups, 24);
		r.size = 4;
	}
}
END_TEST

/* Local memory: word k of lane l at k * 128 + l * 4, and the sectors a
   request of each width takes, uniform or lane-dependent, against
   sim_local_explain() (written independently) and by formula. */
START_TEST(test_local)
{
	uint64_t addr[SIM_WARP];
	sim_request r = { addr, 0xffffffffu, 4, false };
	sim_counts c;
	sim_detail d;
	static const unsigned sizes[] = { 1, 2, 4, 8, 16 };
	unsigned i, l;

	ck_assert_uint_eq(sim_local_addr(0, 0), 0);
	ck_assert_uint_eq(sim_local_addr(0, 31), 124);
	ck_assert_uint_eq(sim_local_addr(4, 0), 128);
	ck_assert_uint_eq(sim_local_addr(4 * 5 + 2, 3), 5 * 128 + 3 * 4 + 2);
	for (i = 0; i < 5; i++) {
		unsigned s = sizes[i];
		r.size = s;
		/* uniform: every lane's element k = 3 */
		for (l = 0; l < SIM_WARP; l++)
			addr[l] = 3 * (uint64_t)s;
		sim_local(&r, &c);
		/* 32 lanes x s bytes, in rows of 128 bytes: 4 sectors a row
		   of words; narrower than a word: one row, 4 sectors */
		ck_assert_uint_eq(c.sectors, s < 4 ? 4 : s);
		ck_assert_uint_eq(c.useful_bytes, 32 * s);
		ck_assert_uint_eq(c.ideal_sectors, (32 * s + 31) / 32);
		sim_local_explain(&r, &d);
		ck_assert_uint_eq(d.counts.sectors, c.sectors);
		ck_assert_uint_eq(d.counts.useful_bytes, c.useful_bytes);
		/* lane l on element l: every word a row of its own, a sector
		   per word a lane */
		for (l = 0; l < SIM_WARP; l++)
			addr[l] = (uint64_t)l * s;
		sim_local(&r, &c);
		sim_local_explain(&r, &d);
		ck_assert_uint_eq(d.counts.sectors, c.sectors);
		ck_assert_uint_eq(c.sectors, 32 * s / 4);
		/* half the lanes active, on elements l % 4 */
		r.active = 0x0000ffffu;
		for (l = 0; l < SIM_WARP; l++)
			addr[l] = (uint64_t)(l % 4) * s;
		sim_local(&r, &c);
		sim_local_explain(&r, &d);
		ck_assert_uint_eq(c.sectors, d.counts.sectors);
		ck_assert_uint_eq(c.lanes, 16);
		r.active = 0xffffffffu;
	}
	/* byte k of every lane: one byte a word, 4 sectors for 32 bytes */
	r.size = 1;
	for (l = 0; l < SIM_WARP; l++)
		addr[l] = 1;
	sim_local(&r, &c);
	ck_assert_uint_eq(c.sectors, 4);
	ck_assert_uint_eq(c.ideal_sectors, 1);
}
END_TEST

/* The 128-byte teaching profile: a load costs 4 sectors for each distinct
   128-byte line; a store 32-byte sectors as everywhere. */
START_TEST(test_l1_lines)
{
	const sim_arch *a = sim_arch_find("sm_35_l1");
	uint64_t addr[SIM_WARP];
	sim_request r = { addr, 0xffffffffu, 4, false };
	sim_counts c;
	sim_detail d;
	unsigned stride, l;

	ck_assert_ptr_nonnull(a);
	ck_assert_uint_eq(a->load_segment, 128);
	ck_assert_str_eq(a->source, "teaching profile: no GPU to validate on");
	for (stride = 1; stride <= 64; stride *= 2) {
		unsigned lines = stride * 4 >= 128 ? 32 : stride;
		for (l = 0; l < SIM_WARP; l++)
			addr[l] = 4096 + (uint64_t)l * stride * 4;
		r.store = false;
		sim_global_in(a, &r, &c);
		ck_assert_uint_eq(c.sectors, 4 * lines);
		ck_assert_uint_eq(c.ideal_sectors, 4);
		sim_explain(a, SIM_GLOBAL, &r, &d);
		ck_assert_uint_eq(d.counts.sectors, c.sectors);
		ck_assert_int_eq(d.nunits, (int)c.sectors);
		/* stores: 32-byte sectors, as sim_global() counts them */
		r.store = true;
		sim_global_in(a, &r, &c);
		ck_assert_uint_eq(c.sectors, stride >= 8 ? 32 : 4 * stride);
		/* other profiles: sectors for loads too */
		r.store = false;
		sim_global_in(sim_arch_default(), &r, &c);
		ck_assert_uint_eq(c.sectors, stride >= 8 ? 32 : 4 * stride);
	}
	/* a misaligned warp: 128 bytes over two lines, 5 sectors or 8 */
	for (l = 0; l < SIM_WARP; l++)
		addr[l] = 4096 + 4 + (uint64_t)l * 4;
	sim_global_in(a, &r, &c);
	ck_assert_uint_eq(c.sectors, 8);
	sim_global_in(sim_arch_default(), &r, &c);
	ck_assert_uint_eq(c.sectors, 5);
}
END_TEST

static Suite *
sim_suite(void)
{
	Suite *s = suite_create("sim");
	TCase *tc = tcase_create("model");

	tcase_add_loop_test(tc, test_table, 0, NCASES);
	tcase_add_test(tc, test_global_bytes);
	tcase_add_test(tc, test_l1_passes);
	tcase_add_test(tc, test_worst_bank);
	tcase_add_test(tc, test_explain_fields);
	tcase_add_test(tc, test_explain_random);
	tcase_add_loop_test(tc, test_merge_measured, 0,
	    (int)(sizeof measured / sizeof measured[0]));
	tcase_add_test(tc, test_arch);
	tcase_add_test(tc, test_local);
	tcase_add_test(tc, test_texture);
	tcase_add_test(tc, test_l1_lines);
	tcase_add_test(tc, test_stats);
	tcase_add_test(tc, test_dram_copies);
	tcase_add_test(tc, test_dram_fit_line_cost);
	tcase_add_test(tc, test_dram_lines);
	tcase_add_test(tc, test_dram_column_stores);
	tcase_add_test(tc, test_dram_refetch);
	tcase_add_test(tc, test_dram_lru_distinct);
	tcase_add_test(tc, test_dram_window);
	tcase_add_test(tc, test_dram_scattered);
	tcase_add_test(tc, test_dram_scattered_writes);
	tcase_add_test(tc, test_dram_write_window);
	tcase_add_test(tc, test_dram_sampled);
	tcase_add_test(tc, test_dram_sampled_scattered);
	tcase_set_timeout(tc, 60);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(sim_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
