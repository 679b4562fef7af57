/*
 * hwcases.h - HARDWARE.md's single-instruction cases as pattern trees:
 * 1024 blocks of 256 threads, one access each, with the figure per request
 * (sectors for global, wavefronts for shared) that HARDWARE.md measured.
 * Header-only: included by hwcases.c (the GPU run) and test_cudagen.c
 * (NVRTC compiles each case).
 */
#ifndef HWCASES_H
#define HWCASES_H

#include "patbuild.h"

#define GX 1024
#define BX 256
#define WARPS (GX * BX / 32)

enum x { X_TID, X_LANE, X_ZERO, X_LANE_SHR1, X_LANE_AND15, X_LANE_AND3,
         X_TILE16, X_TILE17, X_HALF };

typedef struct hwcase {
	const char *text;
	enum pat_space sp;
	const pat_type *t;
	bool store;
	enum x x;
	int64_t mul, add;
	double expect;               /* sectors or wavefronts per request */
	int reps;                    /* 0: once; else in a loop, this often */
} hwcase;

static const hwcase cases[] = {
	/* global loads: sectors per request */
	{ "float a[tid]", SPACE_GLOBAL, &pb_float, 0, X_TID, 1, 0, 4 , 0 },
	{ "float a[tid+1]", SPACE_GLOBAL, &pb_float, 0, X_TID, 1, 1, 5 , 0 },
	{ "float a[tid+8]", SPACE_GLOBAL, &pb_float, 0, X_TID, 1, 8, 4 , 0 },
	{ "float a[2*tid]", SPACE_GLOBAL, &pb_float, 0, X_TID, 2, 0, 8 , 0 },
	{ "float a[3*tid]", SPACE_GLOBAL, &pb_float, 0, X_TID, 3, 0, 12 , 0 },
	{ "float a[4*tid]", SPACE_GLOBAL, &pb_float, 0, X_TID, 4, 0, 16 , 0 },
	{ "float a[8*tid]", SPACE_GLOBAL, &pb_float, 0, X_TID, 8, 0, 32 , 0 },
	{ "float a[32*tid]", SPACE_GLOBAL, &pb_float, 0, X_TID, 32, 0, 32 , 0 },
	{ "float a[0] (one word)", SPACE_GLOBAL, &pb_float, 0, X_ZERO, 0, 0, 1 , 0 },
	{ "float a[tid] lanes 0-15", SPACE_GLOBAL, &pb_float, 0, X_HALF, 1, 0, 2 , 0 },
	{ "char a[tid]", SPACE_GLOBAL, &pb_char, 0, X_TID, 1, 0, 1 , 0 },
	{ "short a[tid]", SPACE_GLOBAL, &pb_short, 0, X_TID, 1, 0, 2 , 0 },
	{ "double a[tid]", SPACE_GLOBAL, &pb_double, 0, X_TID, 1, 0, 8 , 0 },
	{ "double a[tid+1]", SPACE_GLOBAL, &pb_double, 0, X_TID, 1, 1, 9 , 0 },
	{ "float4 a[tid]", SPACE_GLOBAL, &pb_float4, 0, X_TID, 1, 0, 16 , 0 },
	{ "float4 a[tid+1]", SPACE_GLOBAL, &pb_float4, 0, X_TID, 1, 1, 17 , 0 },
	{ "float4 a[2*tid]", SPACE_GLOBAL, &pb_float4, 0, X_TID, 2, 0, 32 , 0 },
	/* global stores */
	{ "store float a[tid]", SPACE_GLOBAL, &pb_float, 1, X_TID, 1, 0, 4 , 0 },
	{ "store float a[0] (32 lanes, one word)", SPACE_GLOBAL, &pb_float, 1,
	  X_ZERO, 0, 0, 1 , 0 },
	{ "store double a[tid+1]", SPACE_GLOBAL, &pb_double, 1, X_TID, 1, 1, 9 , 0 },
	/* shared loads: wavefronts per request */
	{ "shared float s[lane]", SPACE_SHARED, &pb_float, 0, X_LANE, 1, 0, 1 , 0 },
	{ "shared float s[2*lane]", SPACE_SHARED, &pb_float, 0, X_LANE, 2, 0, 2 , 0 },
	{ "shared float s[3*lane]", SPACE_SHARED, &pb_float, 0, X_LANE, 3, 0, 1 , 0 },
	{ "shared float s[32*lane]", SPACE_SHARED, &pb_float, 0, X_LANE, 32, 0, 32 , 0 },
	{ "shared float s[33*lane]", SPACE_SHARED, &pb_float, 0, X_LANE, 33, 0, 1 , 0 },
	{ "shared float s[0]", SPACE_SHARED, &pb_float, 0, X_ZERO, 0, 0, 1 , 0 },
	{ "shared double s[lane]", SPACE_SHARED, &pb_double, 0, X_LANE, 1, 0, 2 , 0 },
	{ "shared double s[2*lane]", SPACE_SHARED, &pb_double, 0, X_LANE, 2, 0, 4 , 0 },
	{ "shared double s[16*lane]", SPACE_SHARED, &pb_double, 0, X_LANE, 16, 0, 32 , 0 },
	{ "shared double s[17*lane]", SPACE_SHARED, &pb_double, 0, X_LANE, 17, 0, 2 , 0 },
	{ "shared double s[0]", SPACE_SHARED, &pb_double, 0, X_ZERO, 0, 0, 1 , 0 },
	{ "shared double s[lane>>1]", SPACE_SHARED, &pb_double, 0, X_LANE_SHR1, 1, 0, 1 , 0 },
	{ "shared double s[lane&15]", SPACE_SHARED, &pb_double, 0, X_LANE_AND15, 1, 0, 2 , 0 },
	{ "shared float4 s[lane]", SPACE_SHARED, &pb_float4, 0, X_LANE, 1, 0, 4 , 0 },
	{ "shared float4 s[0]", SPACE_SHARED, &pb_float4, 0, X_ZERO, 0, 0, 2 , 0 },
	{ "shared float4 s[lane>>1]", SPACE_SHARED, &pb_float4, 0, X_LANE_SHR1, 1, 0, 2 , 0 },
	{ "shared float4 s[lane&3]", SPACE_SHARED, &pb_float4, 0, X_LANE_AND3, 1, 0, 4 , 0 },
	{ "shared float4 s[2*lane]", SPACE_SHARED, &pb_float4, 0, X_LANE, 2, 0, 8 , 0 },
	{ "shared float t[16][16] by column", SPACE_SHARED, &pb_float, 0, X_TILE16, 1, 0, 8 , 0 },
	{ "shared float t[16][17] by column", SPACE_SHARED, &pb_float, 0, X_TILE17, 1, 0, 2 , 0 },
	/* shared stores: phases never merge */
	{ "store shared float s[lane]", SPACE_SHARED, &pb_float, 1, X_LANE, 1, 0, 1 , 0 },
	{ "store shared double s[lane]", SPACE_SHARED, &pb_double, 1, X_LANE, 1, 0, 2 , 0 },
	{ "store shared double s[lane>>1]", SPACE_SHARED, &pb_double, 1, X_LANE_SHR1, 1, 0, 2 , 0 },
	{ "store shared float4 s[lane]", SPACE_SHARED, &pb_float4, 1, X_LANE, 1, 0, 4 , 0 },
	/* one address again and again: every iteration is a request */
	{ "4x float a[tid] in a loop", SPACE_GLOBAL, &pb_float, 0, X_TID, 1, 0, 4, 4 },
	{ "4x store float a[tid] in a loop", SPACE_GLOBAL, &pb_float, 1, X_TID, 1, 0, 4, 4 },
	{ "4x shared float s[0] in a loop", SPACE_SHARED, &pb_float, 0, X_ZERO, 0, 0, 1, 4 },
	{ "4x store shared float s[lane] in a loop", SPACE_SHARED, &pb_float, 1, X_LANE, 1, 0, 1, 4 },
};
#define NCASES ((int)(sizeof cases / sizeof cases[0]))

static pat_program *hw_build(const hwcase *c)
{
	pat_program *p = pb_program(c->text, GX, BX);
	pat_expr *x, *i0 = NULL, *i1 = NULL, *pred = NULL;
	int64_t n;
	pat_array *a;

	switch (c->x) {
	case X_TID: x = pb_tid(); break;
	case X_HALF:
		x = pb_tid();
		pred = pb_op(E_LT, pb_lane(), pb_num(16));
		break;
	case X_LANE: x = pb_lane(); break;
	case X_ZERO: x = pb_num(0); break;
	case X_LANE_SHR1: x = pb_op(E_SHR, pb_lane(), pb_num(1)); break;
	case X_LANE_AND15: x = pb_op(E_AND, pb_lane(), pb_num(15)); break;
	case X_LANE_AND3: x = pb_op(E_AND, pb_lane(), pb_num(3)); break;
	default: x = NULL; break;
	}
	if (c->x == X_TILE16 || c->x == X_TILE17) {
		a = pb_array(p, "t", SPACE_SHARED, c->t, 2, 16,
		             c->x == X_TILE16 ? 16 : 17, 0, 0);
		i0 = pb_op(E_AND, pb_lane(), pb_num(15));
		i1 = pb_op(E_SHR, pb_lane(), pb_num(4));
	} else {
		if (c->sp == SPACE_GLOBAL)
			n = (int64_t)GX * BX * (c->mul ? c->mul : 1) + c->add + 1;
		else
			n = 32 * (c->mul ? c->mul : 1) + c->add + 1;
		a = pb_array(p, c->sp == SPACE_GLOBAL ? "a" : "s", c->sp, c->t, 1,
		             n, 0, 0, 0);
		i0 = x;
		if (c->mul != 1 && c->x != X_ZERO)
			i0 = pb_op(E_MUL, pb_num(c->mul), i0);
		if (c->add)
			i0 = pb_op(E_ADD, i0, pb_num(c->add));
	}
	if (c->reps > 1) {
		p->nslots = 1;
		pb_append(&p->body, pb_for(0, "k", pb_num(0), pb_num(c->reps),
		                           pb_num(1), pb_access(p, c->store, a, i0,
		                                                i1, pred, c->text)));
	} else {
		pb_append(&p->body, pb_access(p, c->store, a, i0, i1, pred,
		                              c->text));
	}
	return p;
}

#endif
