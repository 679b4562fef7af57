/*
 * test_cudagen.c - the CUDA generator and the GPU backend without a GPU:
 * generated source for hand-built patterns (the parser is not needed),
 * NVRTC compiling it for sm_90 (skipped, saying why, where libnvrtc or the
 * backend is missing), and every failure path of the loader and backend:
 * no backend, a file that is not one, no libcuda, no device (a fake
 * libcuda), an NVRTC error with its log, counters refused (a fake
 * libcupti).
 *
 * Run from the repository root with ACCESSAN_GPU_LIB naming the built
 * backend (make gpu-check does both).
 */
#include <check.h>
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cudagen.h"
#include "diag.h"
#include "exitcode.h"
#include "gpurun.h"
#include "kernelrun.h"
#include "gpuload.h"
#include "gpu/hwcases.h"
#include "gpu/said.h"

#define FAKE_CUDA "build/tests/gpu/libfakecuda.so"
#define FAKE_CUPTI "build/tests/gpu/libfakecupti.so"

static pat_field particle_fields[3];
static pat_type particle = { PT_STRUCT, "particle", 16, 8, 3,
                             particle_fields, { 0, 0, 0 } };

/* Every statement and expression form, every width and space. */
static pat_program *
kitchen_sink(void)
{
	pat_program *p = pb_program("sink.pat", 64, 128);
	pat_array *a, *t, *c, *ps, *b, *h, *v;
	pat_stmt *body = NULL, *inner = NULL, *then = NULL, *other = NULL;
	pat_stmt *s;
	pat_expr *e;

	particle_fields[0] = (pat_field){ "k", &pb_int, 0 };
	particle_fields[1] = (pat_field){ "v", &pb_float, 4 };
	particle_fields[2] = (pat_field){ "d", &pb_double, 8 };
	p->nslots = 4;
	a = pb_array(p, "a", SPACE_GLOBAL, &pb_float, 1, 64 * 128 * 4 + 64, 0, 0, 4);
	t = pb_array(p, "t", SPACE_SHARED, &pb_float, 2, 32, 33, 0, 0);
	c = pb_array(p, "c", SPACE_CONSTANT, &pb_float, 1, 256, 0, 0, 0);
	ps = pb_array(p, "ps", SPACE_GLOBAL, &particle, 1, 64 * 128, 0, 0, 0);
	b = pb_array(p, "float", SPACE_GLOBAL, &pb_char, 1, 64 * 128 + 8, 0, 0, 0);
	h = pb_array(p, "h", SPACE_SHARED, &pb_short, 1, 256, 0, 0, 0);
	v = pb_array(p, "v4", SPACE_GLOBAL, &pb_float4, 3, 64, 4, 128, 0);

	/* let row = tid / 32 (a let named like a C keyword: 'int') */
	pb_append(&body, pb_let(0, "row", pb_op(E_DIV, pb_tid(), pb_num(32))));
	pb_append(&body, pb_let(1, "int", pb_op(E_SHL, pb_num(1), pb_num(40))));
	/* for k in 0 .. row % 4 step 1 { read a[...]; write t[..][..] } */
	s = pb_access(p, false, a,
	              pb_op(E_ADD, pb_op(E_MUL, pb_tid(), pb_num(4)),
	                    pb_var(2, "k")),
	              NULL, NULL, "read a[tid * 4 + k]");
	pb_append(&inner, s);
	s = pb_access(p, true, t, pb_op(E_AND, pb_bi(B_THREAD_X), pb_num(31)),
	              pb_op(E_MOD, pb_var(2, "k"), pb_num(33)),
	              pb_op(E_NE, pb_op(E_AND, pb_bi(B_THREAD_X), pb_num(1)),
	                    pb_num(0)),
	              "write t[tid & 31][k % 33] if tid & 1 != 0");
	pb_append(&inner, s);
	pb_append(&body, pb_for(2, "k", pb_num(0),
	                        pb_op(E_MOD, pb_var(0, "row"), pb_num(4)),
	                        pb_num(1), inner));
	/* if (row < 3 || -(-row) == min(row, 9)) { read c[...] } else { ... } */
	e = pb_op(E_LOR, pb_op(E_LT, pb_var(0, "row"), pb_num(3)),
	          pb_op(E_EQ, pb_op(E_NEG, pb_op(E_NEG, pb_var(0, "row"), NULL),
	                            NULL),
	                pb_op(E_MIN, pb_var(0, "row"), pb_num(9))));
	pb_append(&then, pb_access(p, false, c,
	                           pb_op(E_ABS, pb_op(E_SUB, pb_num(5),
	                                              pb_bi(B_THREAD_X)), NULL),
	                           NULL, NULL, "read c[abs(5 - threadIdx.x)]"));
	s = pb_access(p, false, ps, pb_tid(), NULL, NULL, "read ps[tid].v");
	s->u.access.field = &particle_fields[1];
	s->u.access.size = 4;
	s->u.access.field_offset = 4;
	pb_append(&other, s);
	s = pb_access(p, true, ps, pb_tid(), NULL, NULL, "write ps[tid].d");
	s->u.access.field = &particle_fields[2];
	s->u.access.size = 8;
	s->u.access.field_offset = 8;
	pb_append(&other, s);
	pb_append(&body, pb_if(e, then, other));
	/* C-form loop: for (j = 1; j < 64; j <<= 1) read b[...] */
	s = pb_for(3, "j", pb_num(1), NULL, pb_num(1), NULL);
	s->u.loop.cform = true;
	s->u.loop.cond = pb_op(E_LT, pb_var(3, "j"), pb_num(64));
	s->u.loop.upd = F_SHL;
	pb_append(&s->u.loop.body,
	          pb_access(p, false, b,
	                    pb_op(E_ADD, pb_tid(),
	                          pb_op(E_MUL, pb_op(E_LT, pb_var(3, "j"),
	                                             pb_num(8)), pb_num(8))),
	                    NULL, NULL, "read float[tid + (j < 8) * 8]"));
	pb_append(&body, s);
	pb_append(&body, pb_access(p, true, h, pb_cond(
	        pb_op(E_GT, pb_bi(B_THREAD_X), pb_num(100)),
	        pb_op(E_MAX, pb_bi(B_THREAD_X), pb_num(0)),
	        pb_op(E_XOR, pb_bi(B_THREAD_X), pb_num(3))), NULL, NULL,
	        "write h[threadIdx.x > 100 ? max(threadIdx.x, 0) : threadIdx.x ^ 3]"));
	s = pb_access(p, false, v, pb_bi(B_BLOCK_X),
	              pb_op(E_AND, pb_var(0, "row"), pb_num(3)), NULL,
	              "read v4[blockIdx.x][row & 3][threadIdx.x]");
	s->u.access.index[2] = pb_bi(B_THREAD_X);
	s->u.access.nindex = 3;
	pb_append(&body, s);
	s = pb_access(p, true, v, pb_bi(B_BLOCK_X), pb_num(0), NULL,
	              "write v4[blockIdx.x][0][threadIdx.x]");
	s->u.access.index[2] = pb_bi(B_THREAD_X);
	s->u.access.nindex = 3;
	pb_append(&body, s);
	p->body = body;
	return p;
}

static char *
source_of(pat_program *p, int only)
{
	gpurun_log log;
	char *src;

	gpurun_log_open(&log);
	src = cudagen_source(p, only, log.d);
	ck_assert_msg(src != NULL, "cudagen: %s", gpurun_log_text(&log));
	gpurun_log_close(&log);
	return src;
}

/* ---- the generator ------------------------------------------------------ */

START_TEST(emit_kernels)
{
	pat_program *p = kitchen_sink();
	char *src = source_of(p, CUDAGEN_ALL);
	char name[32];

	for (int i = 0; i < p->naccesses; i++) {
		char want[64];
		snprintf(want, sizeof want, "__global__ void %s(",
		         cudagen_kernel_name(i, name, sizeof name));
		ck_assert_msg(strstr(src, want), "no kernel %s", name);
	}
	ck_assert_ptr_nonnull(strstr(src, "__global__ void acc_all("));
	ck_assert_ptr_null(strstr(src, "#include"));
	/* arrays: parameters in order, shared and constant in their buffers */
	ck_assert_ptr_nonnull(strstr(src, "float *u_a,"));
	ck_assert_ptr_nonnull(strstr(src, "t_particle *u_ps,"));
	ck_assert_ptr_nonnull(strstr(src, "float4 (*u_v4)[4][128],"));
	ck_assert_ptr_nonnull(strstr(src, "float (&u_t)[32][33]"));
	ck_assert_ptr_nonnull(strstr(src, "__constant__ __align__(256) unsigned char acc_cmem["));
	/* the struct with its layout checked */
	ck_assert_ptr_nonnull(strstr(src, "struct __align__(8) t_particle {"));
	ck_assert_ptr_nonnull(strstr(src, "static_assert(sizeof(t_particle) == 16"));
	/* the pattern's names get prefixes: no C name is hit */
	ck_assert_ptr_nonnull(strstr(src, "signed char *u_float,"));
	ck_assert_ptr_nonnull(strstr(src, "u_int = 1LL << 40LL;"));
	free(src);
}
END_TEST

START_TEST(emit_expressions)
{
	pat_program *p = kitchen_sink();
	char *src = source_of(p, CUDAGEN_ALL);

	/* int64 arithmetic on builtins, comparisons widened in arithmetic */
	ck_assert_ptr_nonnull(strstr(src, "const long long threadIdx_x = threadIdx.x;"));
	ck_assert_ptr_nonnull(strstr(src, "(long long)(u_j < 8LL) * 8LL"));
	/* no "--" from a double negation */
	ck_assert_ptr_nonnull(strstr(src, "-(-u_row)"));
	ck_assert_ptr_nonnull(strstr(src, "acc_min(u_row, 9LL)"));
	ck_assert_ptr_nonnull(strstr(src, "acc_abs(5LL - threadIdx_x)"));
	/* loops as the evaluator runs them */
	ck_assert_ptr_nonnull(strstr(src, "for (u_k = 0LL; u_k < u_row % 4LL; u_k += 1LL)"));
	ck_assert_ptr_nonnull(strstr(src, "for (u_j = 1LL; u_j < 64LL; u_j <<= 1LL)"));
	/* the predicate guards the access; bounds are checked */
	ck_assert_ptr_nonnull(strstr(src, "if ((threadIdx_x & 1LL) != 0LL) {"));
	ck_assert_ptr_nonnull(strstr(src, "acc_in(i0, 32) && acc_in(i1, 33)"));
	ck_assert_ptr_nonnull(strstr(src, "acc_sink += acc_ldg32(&u_ps[i0].f_v);"));
	ck_assert_ptr_nonnull(strstr(src, "acc_stg64(&u_ps[i0].f_d, acc_val);"));
	free(src);
}
END_TEST

START_TEST(emit_one_access)
{
	pat_program *p = kitchen_sink();
	char *src = source_of(p, 1);

	ck_assert_ptr_nonnull(strstr(src, "__global__ void acc_s1("));
	ck_assert_ptr_null(strstr(src, "__global__ void acc_s0("));
	ck_assert_ptr_null(strstr(src, "__global__ void acc_all("));
	/* the other accesses are not performed */
	ck_assert_ptr_null(strstr(src, "acc_ldg32(&u_a["));
	free(src);
}
END_TEST

/* acc_w<N>: one warp plays the grid's 64 blocks of 4 warps (128 threads)
   lane by lane, x fastest; past CUDAGEN_SERIAL_MAX_WARPS there is none. */
START_TEST(emit_serial)
{
	pat_program *p = kitchen_sink();
	char *src = source_of(p, CUDAGEN_ALL), name[48];
	int serial = 0;

	for (int i = 0; i < p->naccesses; i++) {
		ck_assert(cudagen_has_serial(p, i) == cudagen_has_cycles(p, i));
		if (!cudagen_has_serial(p, i))
			continue;
		snprintf(name, sizeof name, "__global__ void acc_w%d(", i);
		ck_assert_msg(strstr(src, name), "no kernel acc_w%d", i);
		serial++;
	}
	ck_assert_int_gt(serial, 0);
	ck_assert_ptr_nonnull(strstr(src, "for (long long acc_vb = 0; acc_vb < 64; acc_vb++)\n"
	                          "\tfor (long long acc_vw = 0; acc_vw < 4; acc_vw++) {"));
	ck_assert_ptr_nonnull(strstr(src, "if (acc_vt >= 128)\n\t\t\tcontinue;"));
	ck_assert_ptr_nonnull(strstr(src, "const long long threadIdx_x = acc_vt % 128;"));
	/* no lock, no barrier the one warp would wait at alone */
	ck_assert_ptr_null(strstr(src, "acc_take"));
	free(src);

	/* too many warps to play one at a time, and a grid of one warp,
	   which acc_s<N> counts alone already */
	for (int k = 0; k < 2; k++) {
		p->grid[0] = k == 0 ? CUDAGEN_SERIAL_MAX_WARPS / 4 + 1 : 1;
		p->block[0] = k == 0 ? 128 : 32;
		src = source_of(p, CUDAGEN_ALL);
		for (int i = 0; i < p->naccesses; i++)
			ck_assert(!cudagen_has_serial(p, i));
		ck_assert_ptr_null(strstr(src, "__global__ void acc_w"));
		free(src);
	}
}
END_TEST

START_TEST(emit_errors)
{
	pat_program *p = pb_program("bad.pat", 1, 32);
	pat_array *c = pb_array(p, "c", SPACE_CONSTANT, &pb_float, 1, 32, 0, 0, 0);
	pat_stmt *s;
	gpurun_log log;

	gpurun_log_open(&log);
	p->body = pb_access(p, true, c, pb_bi(B_THREAD_X), NULL, NULL,
	                    "write c[threadIdx.x]");
	ck_assert_ptr_null(cudagen_source(p, CUDAGEN_ALL, log.d));
	ck_assert_ptr_nonnull(strstr(gpurun_log_text(&log),
	                             "constant memory cannot be written"));
	s = p->body;
	s->u.access.store = false;
	s->u.access.size = 12;
	gpurun_log_close(&log);
	gpurun_log_open(&log);
	ck_assert_ptr_null(cudagen_source(p, CUDAGEN_ALL, log.d));
	ck_assert_ptr_nonnull(strstr(gpurun_log_text(&log), "12 bytes"));
	s->u.access.size = 4;
	gpurun_log_close(&log);
	gpurun_log_open(&log);
	ck_assert_ptr_null(cudagen_source(p, 5, log.d));
	ck_assert_ptr_nonnull(strstr(gpurun_log_text(&log), "no access 5"));
	gpurun_log_close(&log);
}
END_TEST

START_TEST(layout)
{
	pat_program *p = kitchen_sink();

	/* global arrays keep the model's base modulo 256 */
	ck_assert_uint_eq(cudagen_global_offset(&p->arrays[0]),
	                  p->arrays[0].base % 256);
	ck_assert_uint_eq(cudagen_stride(&p->arrays[0]) % 256, 0);
	ck_assert(cudagen_stride(&p->arrays[0]) >=
	          p->arrays[0].bytes + cudagen_global_offset(&p->arrays[0]));
	/* shared arrays at the model's offsets */
	ck_assert_uint_eq(cudagen_space_offset(p, &p->arrays[1]),
	                  p->arrays[1].base);
	ck_assert_uint_eq(cudagen_space_offset(p, &p->arrays[5]),
	                  p->arrays[5].base);
}
END_TEST

/* A constant access's passes: the constant cache's requests less the
   LDC instructions beyond the access's own (parameter loads); figures
   of the H100 runs in tests/gpu/constant/. */
/* A kernel's totals sorted: the scan of issue 35 (15 shared loads a
   block more than the PTX's branches make, issued by warps with no lane
   active, the wavefronts the model's) is predication; the stencil's pipe
   counter above the model with the SASS-patched count equal is
   arbitration; anything else, or a figure below the model, differs. */
START_TEST(kernel_verdicts)
{
	kernelrun_cmp c;

	memset(&c, 0, sizeof c);
	for (int f = 0; f < KR_NFIGS; f++) {
		c.gpu[f] = NAN;
		c.owner[f] = KR_NONE;
	}
	c.sass_ld = c.sass_st = c.sass_atom = NAN;
	ck_assert_int_eq(kernelrun_verdict(&c, KR_GLD_REQUESTS),
	                 KR_NOT_COMPARED);
	c.owner[KR_SLD_INSTS] = c.owner[KR_SLD_WAVEFRONTS] = 0;
	c.model[KR_SLD_INSTS] = 9469952;
	c.gpu[KR_SLD_INSTS] = 9961472;
	c.model[KR_SLD_WAVEFRONTS] = c.gpu[KR_SLD_WAVEFRONTS] = 9469952;
	ck_assert_int_eq(kernelrun_verdict(&c, KR_SLD_WAVEFRONTS), KR_AGREES);
	ck_assert_int_eq(kernelrun_verdict(&c, KR_SLD_INSTS), KR_PREDICATED);
	/* where the model knew the machine instructions, it counted the
	   predicated-off ones: an excess is a disagreement */
	c.machine = true;
	ck_assert_int_eq(kernelrun_verdict(&c, KR_SLD_INSTS), KR_DIFFERS);
	c.machine = false;
	/* a shared atomic's wavefronts: arbitration by their own SASS
	   count, not the loads' */
	c.owner[KR_SATOM_WAVEFRONTS] = 0;
	c.model[KR_SATOM_WAVEFRONTS] = 2097152;
	c.gpu[KR_SATOM_WAVEFRONTS] = 2351349;
	ck_assert_int_eq(kernelrun_verdict(&c, KR_SATOM_WAVEFRONTS),
	                 KR_DIFFERS);
	c.sass_atom = 2097152;
	ck_assert_int_eq(kernelrun_verdict(&c, KR_SATOM_WAVEFRONTS),
	                 KR_ARBITRATION);
	c.sass_atom = NAN;
	/* the wavefronts above the model too, with no SASS count to name
	   arbitration: both differ */
	c.gpu[KR_SLD_WAVEFRONTS] = 9961472;
	ck_assert_int_eq(kernelrun_verdict(&c, KR_SLD_WAVEFRONTS), KR_DIFFERS);
	ck_assert_int_eq(kernelrun_verdict(&c, KR_SLD_INSTS), KR_DIFFERS);
	/* fewer instructions than the model: never predication */
	c.gpu[KR_SLD_WAVEFRONTS] = 9469952;
	c.gpu[KR_SLD_INSTS] = 9000000;
	ck_assert_int_eq(kernelrun_verdict(&c, KR_SLD_INSTS), KR_DIFFERS);
	/* the stencil: pipe 10773706, SASS-patched 10485760 = the model */
	c.owner[KR_SST_INSTS] = c.owner[KR_SST_WAVEFRONTS] = 1;
	c.model[KR_SST_INSTS] = c.gpu[KR_SST_INSTS] = 327680;
	c.model[KR_SST_WAVEFRONTS] = 10485760;
	c.gpu[KR_SST_WAVEFRONTS] = 10773706;
	c.sass_st = 10485760;
	ck_assert_int_eq(kernelrun_verdict(&c, KR_SST_WAVEFRONTS),
	                 KR_ARBITRATION);
	ck_assert_int_eq(kernelrun_verdict(&c, KR_SST_INSTS), KR_AGREES);
	c.sass_st = 10485761;
	ck_assert_int_eq(kernelrun_verdict(&c, KR_SST_WAVEFRONTS), KR_DIFFERS);
	/* below the model, whatever the SASS count: differs */
	c.sass_st = 10000000;
	c.gpu[KR_SST_WAVEFRONTS] = 10000000;
	ck_assert_int_eq(kernelrun_verdict(&c, KR_SST_WAVEFRONTS), KR_DIFFERS);
	/* a global figure off by one is never explained */
	c.owner[KR_GLD_REQUESTS] = 2;
	c.model[KR_GLD_REQUESTS] = 100;
	c.gpu[KR_GLD_REQUESTS] = 101;
	ck_assert_int_eq(kernelrun_verdict(&c, KR_GLD_REQUESTS), KR_DIFFERS);
	ck_assert_int_eq(kernelrun_verdict(&c, KR_NFIGS), KR_NOT_COMPARED);
	ck_assert_str_eq(kernelrun_fig_name[KR_CONST_PASSES],
	                 "constant-cache passes");
}
END_TEST

START_TEST(constant_passes)
{
	gpurun_figures g = { .const_requests = 131, .instructions = 67 };

	/* probe.cu's c_d<2>: 64 LDC of 2 distinct addresses, 3 parameter
	   loads */
	ck_assert(gpurun_constant_passes(&g, 64, 4) == 128);
	/* validate --random's pattern 13: float4, 4 requests of 18
	   distinct addresses, each two LDC.64 of 18 passes */
	g = (gpurun_figures){ .const_requests = 148, .instructions = 12 };
	ck_assert_uint_eq(gpurun_constant_ldcs(16), 2);
	ck_assert_uint_eq(gpurun_constant_ldcs(8), 1);
	ck_assert_uint_eq(gpurun_constant_ldcs(4), 1);
	ck_assert(gpurun_constant_passes(&g, 4, 16) == 72 * 2);
	/* constant_lut.pat's lut[k]: 128 requests, 64 LDC ran (the rest
	   ULDC): not measurable */
	g = (gpurun_figures){ .const_requests = 64, .instructions = 64 };
	ck_assert(isnan(gpurun_constant_passes(&g, 128, 4)));
	g.const_requests = NAN;
	ck_assert(isnan(gpurun_constant_passes(&g, 32, 4)));
	g.const_requests = 131;
	g.instructions = NAN;
	ck_assert(isnan(gpurun_constant_passes(&g, 32, 4)));
}
END_TEST

/* Which counter stands for which figure, by space and direction. */
START_TEST(counter_figures)
{
	pat_program *p = kitchen_sink();
	double c[GPU_NMETRICS];
	int seen[3][2] = { { 0 } };

	for (int m = 0; m < GPU_NMETRICS; m++)
		c[m] = 100 + m;
	for (int i = 0; i < p->naccesses; i++) {
		const pat_stmt *st = p->accesses[i];
		bool store = st->u.access.store;
		gpurun_figures g;

		gpurun_figures_of(st, c, &g);
		switch (st->u.access.array->space) {
		case SPACE_GLOBAL:
			ck_assert(g.requests == 100 + (store ? GPU_M_ST_REQUESTS
			                                     : GPU_M_LD_REQUESTS));
			ck_assert(g.sectors == 100 + (store ? GPU_M_ST_SECTORS
			                                    : GPU_M_LD_SECTORS));
			ck_assert(isnan(g.wavefronts));
			seen[0][store]++;
			break;
		case SPACE_SHARED:
			ck_assert(isnan(g.requests) && isnan(g.sectors));
			ck_assert(g.wavefronts == 100 +
			          (store ? GPU_M_SHARED_ST_WAVEFRONTS
			                 : GPU_M_SHARED_LD_WAVEFRONTS));
			ck_assert(g.wavefronts_sass == 100 +
			          (store ? GPU_M_SHARED_ST_WAVEFRONTS_SASS
			                 : GPU_M_SHARED_LD_WAVEFRONTS_SASS));
			ck_assert(g.instructions == 100 +
			          (store ? GPU_M_SHARED_ST_INST
			                 : GPU_M_SHARED_LD_INST));
			seen[1][store]++;
			break;
		default:
			ck_assert(isnan(g.requests) && isnan(g.sectors) &&
			          isnan(g.wavefronts));
			/* constant: the constant cache's requests and the
			   LDC instructions */
			ck_assert(g.const_requests == 100 + GPU_M_CONST_REQUESTS);
			ck_assert(g.instructions == 100 + GPU_M_LDC_INST);
			seen[2][store]++;
			break;
		}
	}
	/* the kitchen sink stores to shared memory only: a load, the same
	   statement turned round */
	for (int i = 0; i < p->naccesses && !seen[1][0]; i++) {
		pat_stmt ld = *p->accesses[i];
		gpurun_figures g;
		if (ld.u.access.array->space != SPACE_SHARED)
			continue;
		ld.u.access.store = false;
		gpurun_figures_of(&ld, c, &g);
		ck_assert(g.wavefronts == 100 + GPU_M_SHARED_LD_WAVEFRONTS);
		ck_assert(g.wavefronts_sass ==
		          100 + GPU_M_SHARED_LD_WAVEFRONTS_SASS);
		seen[1][0]++;
	}
	/* without the SASS-patched metrics, still the pipe counter */
	c[GPU_M_SHARED_LD_WAVEFRONTS_SASS] = NAN;
	c[GPU_M_SHARED_ST_WAVEFRONTS_SASS] = NAN;
	for (int i = 0; i < p->naccesses; i++) {
		gpurun_figures g;
		if (p->accesses[i]->u.access.array->space != SPACE_SHARED)
			continue;
		gpurun_figures_of(p->accesses[i], c, &g);
		ck_assert(isnan(g.wavefronts_sass));
		ck_assert(g.wavefronts == 100 + (p->accesses[i]->u.access.store
		          ? GPU_M_SHARED_ST_WAVEFRONTS : GPU_M_SHARED_LD_WAVEFRONTS));
	}
	/* the kitchen sink has every kind it needs to test */
	ck_assert(seen[0][0] && seen[0][1] && seen[1][0] && seen[1][1] &&
	          seen[2][0]);
	pat_free(p);
}
END_TEST

/* ---- NVRTC -------------------------------------------------------------- */

/* Texture patterns, parsed: a 2D float, 8-bit and int2 texture and a 1D
   float one, each fetched. */
static const char texture_src[] =
	"grid 2, 4\nblock 32\n"
	"texture float img[64][64]\ntexture uchar b[8][64]\n"
	"texture int2 v[16][16]\ntexture float lin[256]\n"
	"global float out[256]\n"
	"let x = blockIdx.x * 32 + threadIdx.x\n"
	"read tex2D(img, x, blockIdx.y) as f\n"
	"read tex2D(b, x % 8, x / 8) if x < 64 as u\n"
	"read tex2D(v, threadIdx.x % 16, threadIdx.x / 16) as i\n"
	"read tex1Dfetch(lin, x * 2 + blockIdx.y) as l\n"
	"write out[x * 4 + blockIdx.y]\n";


/* The backend, or NULL after saying why the test is skipped. */
static const gpu_api *
backend_or_skip(const char *test)
{
	const gpu_api *api = gpuload_open(fresh());

	if (api == NULL)
		printf("SKIP %s: %s\n", test, said());
	return api;
}

/* Compile src for sm_90: 1 if done, 0 if NVRTC is missing (skip). */
static int
compile_sm90(const gpu_api *api, const char *test, const char *src)
{
	char err[1024];
	void *cubin = NULL;
	size_t size = 0;
	char *log = NULL;
	int rc = api->compile(src, "test.cu", 9, 0, &cubin, &size, &log, err,
	                      sizeof err);

	if (rc == GPU_ENOLIB) {
		printf("SKIP %s: %s\n", test, err);
		return 0;
	}
	if (rc != GPU_OK)
		printf("%s\n%s\n--- source ---\n%s\n", err, log ? log : "", src);
	ck_assert_msg(rc == GPU_OK, "%s", err);
	ck_assert_uint_gt(size, 0);
	/* a cubin is an ELF file, not PTX text */
	ck_assert(memcmp(cubin, "\177ELF", 4) == 0);
	api->release(cubin);
	api->release(log);
	return 1;
}

START_TEST(nvrtc_kitchen_sink)
{
	const gpu_api *api = backend_or_skip("nvrtc_kitchen_sink");
	char *src;

	if (api == NULL)
		return;
	src = source_of(kitchen_sink(), CUDAGEN_ALL);
	compile_sm90(api, "nvrtc_kitchen_sink", src);
	free(src);
}
END_TEST

/* Every texture fetch one tex instruction on the texture's object, of
   the result type its format reads as, compiled for sm_90. */
START_TEST(nvrtc_textures)
{
	const gpu_api *api = backend_or_skip("nvrtc_textures");
	pat_program *p;
	char *src;
	diag d;

	diag_init(&d, stderr, false);
	p = pat_parse("tex.pat", texture_src, sizeof texture_src - 1, NULL, 0,
	              &d);
	ck_assert_ptr_nonnull(p);
	src = cudagen_source(p, CUDAGEN_ALL, &d);
	ck_assert_ptr_nonnull(src);
	/* 2D: float coordinates at the texel's centre, as tex2D's (the
	   requests tests/gpu/texture measured); 1D: tex1Dfetch's index */
	ck_assert_ptr_nonnull(strstr(src, "tex.2d.v4.f32.f32"));
	ck_assert_ptr_nonnull(strstr(src, "tex.2d.v4.u32.f32"));
	ck_assert_ptr_nonnull(strstr(src, "tex.2d.v4.s32.f32"));
	ck_assert_ptr_nonnull(strstr(src, "\"f\"(x + 0.5f)"));
	ck_assert_ptr_nonnull(strstr(src, "tex.1d.v4.f32.s32"));
	ck_assert_ptr_nonnull(strstr(src, "unsigned long long u_img"));
	/* clamped as the model clamps, a 1D index held to its bounds */
	ck_assert_ptr_nonnull(strstr(src, "acc_tex2f1(u_img, (int)acc_min("
	                                  "acc_max(i1, 0), 63)"));
	ck_assert_ptr_nonnull(strstr(src, "if (acc_in(i0, 256))"));
	if (api != NULL)
		compile_sm90(api, "nvrtc_textures", src);
	free(src);
	pat_free(p);
}
END_TEST

START_TEST(nvrtc_hardware_cases)
{
	const gpu_api *api = backend_or_skip("nvrtc_hardware_cases");

	if (api == NULL)
		return;
	for (int i = 0; i < NCASES; i++) {
		char *src = source_of(hw_build(&cases[i]), CUDAGEN_ALL);
		int done = compile_sm90(api, "nvrtc_hardware_cases", src);
		free(src);
		if (!done)
			return;
	}
}
END_TEST

START_TEST(nvrtc_error_log)
{
	const gpu_api *api = backend_or_skip("nvrtc_error_log");
	char err[1024];
	void *cubin = NULL;
	size_t size = 0;
	char *log = NULL;
	int rc;

	if (api == NULL)
		return;
	rc = api->compile("__global__ void k() { undeclared = 1; }", "bad.cu",
	                  9, 0, &cubin, &size, &log, err, sizeof err);
	if (rc == GPU_ENOLIB) {
		printf("SKIP nvrtc_error_log: %s\n", err);
		return;
	}
	ck_assert_int_eq(rc, GPU_ECOMPILE);
	ck_assert_ptr_null(cubin);
	ck_assert_ptr_nonnull(strstr(err, "NVRTC could not compile bad.cu for sm_90"));
	ck_assert_ptr_nonnull(log);
	ck_assert_msg(strstr(log, "undeclared") != NULL, "log: %s", log);
	api->release(log);
}
END_TEST

START_TEST(nvrtc_missing)
{
	const gpu_api *api = backend_or_skip("nvrtc_missing");
	char err[1024];
	void *cubin = NULL;
	size_t size = 0;

	if (api == NULL)
		return;
	setenv("ACCESSAN_NVRTC_LIB", "/nonexistent/libnvrtc.so.13", 1);
	ck_assert_int_eq(api->compile("", "x.cu", 9, 0, &cubin, &size, NULL,
	                              err, sizeof err), GPU_ENOLIB);
	ck_assert_ptr_nonnull(strstr(err, "NVRTC (libnvrtc.so.13) not found"));
}
END_TEST

/* ---- the loader and the backend's failure paths ---------------------- */

START_TEST(loader_missing)
{
	setenv("ACCESSAN_GPU_LIB", "/nonexistent/libaccessan-gpu.so", 1);
	ck_assert_ptr_null(gpuload_open(fresh()));
	ck_assert_ptr_nonnull(strstr(said(), "GPU backend not found"));
	ck_assert_ptr_nonnull(strstr(said(), "/nonexistent/libaccessan-gpu.so"));
}
END_TEST

START_TEST(loader_default_paths)
{
	unsetenv("ACCESSAN_GPU_LIB");
	if (gpuload_open(fresh()) == NULL) {
		/* every place it looks, the moved install's among them, and the
		   fixes that apply to a build and to an install */
		ck_assert_ptr_nonnull(strstr(said(), "/build/libaccessan-gpu.so"));
		ck_assert_ptr_nonnull(strstr(said(),
		                             "/../lib/accessan/libaccessan-gpu.so"));
		ck_assert_ptr_nonnull(strstr(said(), "'make install'"));
		ck_assert_ptr_nonnull(strstr(said(), "ACCESSAN_GPU_LIB"));
		ck_assert_ptr_null(strstr(said(), "make gpu"));
	} else
		ck_assert_ptr_nonnull(gpuload_path());
}
END_TEST

START_TEST(loader_not_a_backend)
{
	if (access(FAKE_CUDA, F_OK) != 0) {
		printf("SKIP loader_not_a_backend: %s not built\n", FAKE_CUDA);
		return;
	}
	setenv("ACCESSAN_GPU_LIB", FAKE_CUDA, 1);
	ck_assert_ptr_null(gpuload_open(fresh()));
	ck_assert_ptr_nonnull(strstr(said(), "is not an accessan GPU backend"));
}
END_TEST

START_TEST(no_libcuda)
{
	const gpu_api *api = backend_or_skip("no_libcuda");
	char err[1024];
	gpu_device *dev;

	if (api == NULL)
		return;
	setenv("ACCESSAN_CUDA_LIB", "/nonexistent/libcuda.so.1", 1);
	ck_assert_int_eq(api->open(0, &dev, NULL, err, sizeof err), GPU_ENOLIB);
	ck_assert_ptr_nonnull(strstr(err, "no CUDA driver found"));
	ck_assert_ptr_null(dev);
}
END_TEST

START_TEST(report_without_driver)
{
	gpurun_session *s;

	if (backend_or_skip("report_without_driver") == NULL)
		return;
	setenv("ACCESSAN_CUDA_LIB", "/nonexistent/libcuda.so.1", 1);
	ck_assert_int_eq(gpurun_session_open(&s, fresh()), -1);
	ck_assert_ptr_nonnull(strstr(said(), "no CUDA driver found"));
}
END_TEST

START_TEST(no_device)
{
	const gpu_api *api = backend_or_skip("no_device");
	char err[1024];
	gpu_device *dev;

	if (api == NULL)
		return;
	setenv("ACCESSAN_CUDA_LIB", FAKE_CUDA, 1);
	setenv("FAKECUDA_NODEV", "1", 1);
	ck_assert_int_eq(api->open(0, &dev, NULL, err, sizeof err), GPU_ENODEV);
	ck_assert_msg(strstr(err, "found no GPU") != NULL, "%s", err);
}
END_TEST

START_TEST(counters_refused)
{
	gpurun_session *s;
	gpurun_measurement m;

	if (backend_or_skip("counters_refused") == NULL)
		return;
	setenv("ACCESSAN_CUDA_LIB", FAKE_CUDA, 1);
	setenv("ACCESSAN_CUPTI_LIB", FAKE_CUPTI, 1);
	unsetenv("FAKECUDA_NODEV");
	ck_assert_msg(gpurun_session_open(&s, fresh()) == 0,
	              "%s", said());
	ck_assert_int_eq(gpurun_session_info(s)->cc_major, 9);
	if (gpurun_measure(s, hw_build(&cases[0]),
	                   GPURUN_COUNTERS | GPURUN_FLUSH, &m, fresh()) != 0) {
		/* only NVRTC's absence may stop it before the counters */
		ck_assert_msg(strstr(said(), "NVRTC") != NULL, "%s", said());
		printf("SKIP counters_refused: %s\n", said());
		gpurun_session_close(s);
		return;
	}
	ck_assert(!m.have_counters);
	ck_assert_msg(strstr(m.counters_note, "counters refused") != NULL &&
	              strstr(m.counters_note, "NVreg_RestrictProfilingToAdminUsers"),
	              "%s", m.counters_note);
	ck_assert(isnan(m.counters[0]));
	gpurun_measurement_free(&m);
	gpurun_session_close(s);
}
END_TEST

/* A GPU that is out of memory, or whose kernel faults: a clear error, and
   every allocation freed on the way out. */
START_TEST(driver_faults)
{
	static const char *const env[] = { "FAKECUDA_OOM", "FAKECUDA_FAULT" };
	static const char *const want[] = { "CUDA_ERROR_OUT_OF_MEMORY",
	                                    "CUDA_ERROR_ILLEGAL_ADDRESS" };
	gpurun_session *s;
	gpurun_measurement m;
	int (*live)(void);
	void *fake;

	if (backend_or_skip("driver_faults") == NULL)
		return;
	setenv("ACCESSAN_CUDA_LIB", FAKE_CUDA, 1);
	setenv("ACCESSAN_CUPTI_LIB", FAKE_CUPTI, 1);
	unsetenv("FAKECUDA_NODEV");
	fake = dlopen(FAKE_CUDA, RTLD_NOW);
	ck_assert_ptr_nonnull(fake);
	live = (int (*)(void))dlsym(fake, "fakecuda_live");
	ck_assert_ptr_nonnull(live);
	for (int i = 0; i < 2; i++) {
		setenv(env[i], "1", 1);
		ck_assert_msg(gpurun_session_open(&s, fresh()) == 0,
		              "%s", said());
		if (gpurun_measure(s, hw_build(&cases[0]), GPURUN_TIMING,
		                   &m, fresh()) == 0) {
			gpurun_measurement_free(&m);
			ck_abort_msg("%s: no error", env[i]);
		}
		if (strstr(said(), "NVRTC") != NULL &&
		    strstr(said(), want[i]) == NULL) {
			printf("SKIP driver_faults: %s\n", said());
			unsetenv(env[i]);
			gpurun_session_close(s);
			break;
		}
		ck_assert_msg(strstr(said(), want[i]) != NULL, "%s: %s", env[i],
		              said());
		gpurun_session_close(s);
		ck_assert_msg(live() == 0, "%s: %d allocations left", env[i],
		              live());
		unsetenv(env[i]);
	}
	dlclose(fake);
}
END_TEST

/* validate's batches (gpurun_count_batch): a batch's patterns counted in
   one CUPTI session, their one-warp kernels in GPURUN_SERIAL_READS more,
   each pattern given what it gives counted alone (fakecupti plays a
   profiler that works). */
START_TEST(count_batch)
{
	static const int pick[] = { 0, 17, 20, 23 };   /* 2 global, 2 shared */
	enum { N = 4 };
	gpurun_session *s;
	gpurun_batch_item it[N];
	gpurun_cubin c[N];
	pat_program *p[N];
	long (*sessions)(void), before;
	void *fake;
	int ncomp = 0;

	if (backend_or_skip("count_batch") == NULL)
		return;
	setenv("ACCESSAN_CUDA_LIB", FAKE_CUDA, 1);
	setenv("ACCESSAN_CUPTI_LIB", FAKE_CUPTI, 1);
	setenv("FAKECUPTI_OK", "1", 1);
	unsetenv("FAKECUDA_NODEV");
	fake = dlopen(FAKE_CUPTI, RTLD_NOW);
	ck_assert_ptr_nonnull(fake);
	sessions = (long (*)(void))dlsym(fake, "fakecupti_sessions");
	ck_assert_ptr_nonnull(sessions);
	ck_assert_msg(gpurun_session_open(&s, fresh()) == 0, "%s", said());
	for (int i = 0; i < N; i++) {
		p[i] = hw_build(&cases[pick[i]]);
		ck_assert_int_eq(p[i]->arrays[0].space,
		                 i < 2 ? SPACE_GLOBAL : SPACE_SHARED);
		if (gpurun_compile(s, p[i], &c[i], fresh()) != 0) {
			ck_assert_msg(strstr(said(), "NVRTC") != NULL, "%s", said());
			printf("SKIP count_batch: %s\n", said());
			break;
		}
		ncomp++;
		memset(&it[i], 0, sizeof it[i]);
		it[i].p = p[i];
		it[i].c = &c[i];
		it[i].d = fresh();
	}
	if (ncomp == N) {
		before = sessions();
		gpurun_count_batch(s, it, N, GPURUN_COUNTERS);
		ck_assert_int_eq(sessions() - before, 1 + GPURUN_SERIAL_READS);
		for (int i = 0; i < N; i++) {
			gpurun_measurement m;
			double *a = it[i].m.counters;
			ck_assert_int_eq(it[i].rc, 0);
			ck_assert(it[i].m.have_counters);
			ck_assert_int_eq(it[i].m.serial_reads,
			                 i < 2 ? 0 : GPURUN_SERIAL_READS);
			before = sessions();
			ck_assert(gpurun_measure_compiled(s, p[i], &c[i],
			          GPURUN_COUNTERS, &m, fresh()) == 0);
			/* alone: a session, and three for a shared access */
			ck_assert_int_eq(sessions() - before,
			                 i < 2 ? 1 : 1 + GPURUN_SERIAL_READS);
			for (int k = 0; k < GPU_NMETRICS; k++)
				ck_assert_msg(a[k] == m.counters[k] ||
				              (isnan(a[k]) && isnan(m.counters[k])),
				              "pattern %d, metric %d: %g batched, %g "
				              "alone", i, k, a[k], m.counters[k]);
			/* the shared ones' instructions from acc_w<N> */
			ck_assert(a[GPU_M_SHARED_LD_INST] == 1);
			gpurun_measurement_free(&m);
			gpurun_measurement_free(&it[i].m);
		}
		/* a session of several that fails: each pattern again alone,
		   so that an error names the pattern that caused it */
		setenv("FAKECUPTI_FAIL_MANY", "1", 1);
		gpurun_count_batch(s, it, N, GPURUN_COUNTERS);
		unsetenv("FAKECUPTI_FAIL_MANY");
		for (int i = 0; i < N; i++) {
			ck_assert_msg(it[i].rc == 0, "pattern %d", i);
			ck_assert(it[i].m.have_counters);
			ck_assert(it[i].m.counters[GPU_M_LD_REQUESTS] == 0 ||
			          it[i].m.counters[GPU_M_ST_REQUESTS] == 0);
			gpurun_measurement_free(&it[i].m);
		}
	}
	for (int i = 0; i < ncomp; i++)
		gpurun_cubin_free(s, &c[i]);
	gpurun_session_close(s);
	unsetenv("FAKECUPTI_OK");
	dlclose(fake);
}
END_TEST

/* ---- hostile input: names, file names, literals ------------- */

/* Does every comment in src close, and does no text of the pattern's
   appear outside one? 1 if so (marker: a word that only the pattern's
   file name holds). */
static int
comments_closed(const char *src, const char *marker)
{
	bool in = false;

	for (const char *c = src; *c; c++) {
		if (!in && c[0] == '/' && c[1] == '*') {
			in = true;
			c++;
		} else if (in && c[0] == '*' && c[1] == '/') {
			in = false;
			c++;
		} else if (!in && strncmp(c, marker, strlen(marker)) == 0) {
			return 0;
		}
	}
	return !in;
}

/* Compile src for sm_90 under NVRTC's name for file: as compile_sm90. */
static int
compile_named(const gpu_api *api, const char *test,
	      const char *src, const char *file)
{
	char err[1024];
	void *cubin = NULL;
	size_t size = 0;
	char *log = NULL;
	char *name = cudagen_file_name(file);
	int rc = api->compile(src, name, 9, 0, &cubin, &size, &log, err,
	                      sizeof err);

	free(name);
	if (rc == GPU_ENOLIB) {
		printf("SKIP %s: %s\n", test, err);
		return 0;
	}
	if (rc != GPU_OK)
		printf("%s\n%s\n--- source ---\n%s\n", err, log ? log : "", src);
	ck_assert_msg(rc == GPU_OK, "%s: %s", file, err);
	api->release(cubin);
	api->release(log);
	return 1;
}

/* A file name may hold anything but NUL: it must neither end the header
   comment (injecting a kernel that compiles) nor break NVRTC's line
   information (a quote ended the PTX's .file string). */
START_TEST(hostile_file_names)
{
	static const char *const names[] = {
		"q*/ extern \"C\" __global__ void evil() {} /*.pat",
		"a\"b.pat", "a\\b\\.pat", "a\nb\r\x1b[31m\t.pat", "*/", "x*",
		"/*/**/*/.pat", "\xc3\xa9\xff.pat",
	};
	const gpu_api *api = getenv("ACCESSAN_GPU_LIB") &&
	                     strcmp(getenv("ACCESSAN_GPU_LIB"), "/nonexistent")
	                     ? backend_or_skip("hostile_file_names") : NULL;

	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		pat_program *p = kitchen_sink();
		char *src;
		p->file = names[i];
		src = source_of(p, CUDAGEN_ALL);
		ck_assert_msg(comments_closed(src, "evil"), "%s", names[i]);
		/* the name's newline is not one in the source */
		ck_assert_ptr_null(strstr(src, "a\nb"));
		ck_assert_ptr_null(strstr(src, "\x1b"));
		if (api != NULL && !compile_named(api, "hostile_file_names", src,
		                                  names[i]))
			api = NULL;
		free(src);
		pat_free(p);
	}
}
END_TEST

/* Valid names that are CUDA's, C's or the generator's own; a param and a
   struct named like types; two loops of one variable; nested fields;
   literals at the int64 limits; int overflow in 32 bits. */
static const char adversarial[] =
	"grid 2\nblock 64\nparam float4 = 3\nparam NULL = 1\n"
	"struct longlong4 { int NULL, min; float max, atomicAdd }\n"
	"struct u_x { longlong4 clock64; double __x }\n"
	"struct acc_in { char x }\n"
	"global longlong4 clock64[128]\nglobal u_x acc_sink[64]\n"
	"global float int4[4096]\nglobal acc_in printf[64]\n"
	"shared float __syncthreads[64]\nconstant float i0[64]\n"
	"let threadIdx_x = threadIdx.x\n"
	"let u_threadIdx_x = threadIdx_x + float4\n"
	"let atomicAdd = 1\nlet max = 2\nlet warpSize_ = 3\nlet acc_val = 4\n"
	"let __x = 5\nlet u5_k = 6\nlet ux_6b = 7\nlet dim3 = 8\n"
	"for k in 0 .. 2 {\n"
	"  read int4[((1 << (31 + k)) >> 31) & 63]\n  let min = k\n}\n"
	"for k in 0 .. 1 {\n  read clock64[k + NULL].atomicAdd\n}\n"
	"read acc_sink[threadIdx.x].clock64.max\n"
	"read acc_sink[threadIdx.x].__x\n"
	"read printf[threadIdx.x].x\n"
	"write __syncthreads[u_threadIdx_x & 63]\n"
	"read int4[(9223372036854775807 - threadIdx.x) % 64 + "
	"(-9223372036854775807 - 1 + threadIdx.x) % 64 + 63]\n"
	"read int4[(atomicAdd + max + warpSize_ + acc_val + __x + u5_k + "
	"ux_6b + dim3) * 0 + threadIdx.x]\n";

static pat_program *
parse_text(const char *name, const char *text)
{
	gpurun_log log;
	pat_program *p;

	gpurun_log_open(&log);
	p = pat_parse(name, text, strlen(text), NULL, 0, log.d);
	if (p == NULL && strcmp(name, "random.pat") != 0)
		printf("%s: %s\n", name, gpurun_log_text(&log));
	gpurun_log_close(&log);
	return p;
}

/* Every number in the statements' code is a long long: its digits end in
   LL (comments and the helpers' own code aside). */
static void
literals_are_long_long(const char *src)
{
	const char *c = strstr(src, "acc_all(");
	bool in = false;

	ck_assert_ptr_nonnull(c);
	for (; *c; c++) {
		if (!in && c[0] == '/' && c[1] == '*')
			in = true;
		else if (in && c[0] == '*' && c[1] == '/')
			in = false;
		if (in || !(*c >= '0' && *c <= '9'))
			continue;
		if (c[-1] == '_' || (c[-1] >= 'a' && c[-1] <= 'z') ||
		    (c[-1] >= 'A' && c[-1] <= 'Z') || (c[-1] >= '0' && c[-1] <= '9'))
			continue;
		/* a literal in an index, a let, a loop or a condition */
		const char *e = c;
		while (*e >= '0' && *e <= '9')
			e++;
		const char *ls = c;
		while (ls > src && ls[-1] != '\n')
			ls--;
		while (*ls == '\t')
			ls++;
		if (strncmp(ls, "const long long i0 = ", 21) == 0 ||
		    strncmp(ls, "for (u", 6) == 0 ||
		    (ls[0] == 'u' && (ls[1] == '_' || (ls[1] >= '0' &&
		     ls[1] <= '9') || ls[1] == 'x') && strncmp(strchr(ls, '=') + 2,
		                             "acc_replica", 11) != 0))
			ck_assert_msg(strncmp(e, "LL", 2) == 0,
			              "literal without LL: %.60s", ls);
		c = e - 1;
	}
}

START_TEST(adversarial_names)
{
	pat_program *p = parse_text("adversarial.pat", adversarial);
	const gpu_api *api;
	char *src;

	ck_assert_ptr_nonnull(p);
	src = source_of(p, CUDAGEN_ALL);
	/* the 32-bit overflow of "1 << 32" is not C's int's */
	ck_assert_ptr_nonnull(strstr(src, "1LL << 31LL + u_k >> 31LL & 63LL"));
	ck_assert_ptr_nonnull(strstr(src, "(-9223372036854775807LL - 1LL)"));
	ck_assert_ptr_nonnull(strstr(src, "9223372036854775807LL - threadIdx_x"));
	literals_are_long_long(src);
	api = backend_or_skip("adversarial_names");
	if (api != NULL)
		compile_sm90(api, "adversarial_names", src);
	free(src);
	pat_free(p);
}
END_TEST

/* Random patterns of adversarial names and expressions: each that
   parses must generate CUDA that NVRTC compiles, literals long long. */
static const char *const pool[] = {
	"longlong4", "atomicAdd", "clock64", "NULL", "min", "max", "abs",
	"int", "float", "double2", "sqrt", "__shfl_sync", "printf", "acc_sink",
	"acc_val", "i0", "i1", "threadIdx_x", "u_a", "t_s", "f_v", "ux_61",
	"u1_a", "a", "__a", "_A", "a__b", "x_", "main", "assert", "size_t",
	"true", "this", "new", "delete", "template", "warpSize_", "dim3",
};
static const char *const lit[] = {
	"0", "1", "31", "32", "63", "2147483647", "2147483648", "4294967296",
	"9223372036854775807", "(-9223372036854775807 - 1)", "-1",
};

static unsigned
next_rand(unsigned *s)
{
	*s = *s * 1103515245u + 12345u;
	return (*s >> 16) & 0x7fff;
}

static void
random_expr(char *buf, size_t len, unsigned *s, int depth,
	    int nvars, const int *var)
{
	static const char *const ops[] = { "+", "-", "*", "&", "|", "^", "<",
	                                   "==", "&&", "||", "<<", ">>" };
	unsigned r = next_rand(s);
	size_t n = strlen(buf);

	if (depth == 0 || r % 4 == 0) {
		if (r % 3 == 0 && nvars > 0)
			snprintf(buf + n, len - n, "%s", pool[var[r / 3 % nvars]]);
		else if (r % 3 == 1)
			snprintf(buf + n, len - n, "threadIdx.x");
		else
			snprintf(buf + n, len - n, "%s", lit[r / 3 % 11]);
		return;
	}
	snprintf(buf + n, len - n, "(");
	random_expr(buf, len, s, depth - 1, nvars, var);
	n = strlen(buf);
	/* shifts by small amounts only: C and the model both refuse more */
	if (r % 12 >= 10) {
		snprintf(buf + n, len - n, " %s %u)", ops[r % 12], r / 12 % 40);
		return;
	}
	snprintf(buf + n, len - n, " %s ", ops[r % 12]);
	random_expr(buf, len, s, depth - 1, nvars, var);
	n = strlen(buf);
	snprintf(buf + n, len - n, ")");
}

START_TEST(adversarial_random)
{
	const gpu_api *api = backend_or_skip("adversarial_random");
	unsigned seed = 11;
	int parsed = 0;

	for (int k = 0; k < 24; k++) {
		static char text[16384];
		int var[6], nv = 0;
		pat_program *p;
		char *src;

		snprintf(text, sizeof text, "grid 2\nblock 64\nstruct %s { float "
		         "%s; int %s }\nglobal %s %s[64]\nshared float %s[64]\n",
		         pool[k % 38], pool[(k + 3) % 38], pool[(k + 5) % 38],
		         pool[k % 38], pool[(k + 7) % 38], pool[(k + 9) % 38]);
		for (int v = 0; v < 6; v++) {
			int w = (k * 7 + v * 5 + 11) % 38;
			snprintf(text + strlen(text), sizeof text - strlen(text),
			         "let %s = ", pool[w]);
			random_expr(text, sizeof text, &seed, 4, nv, var);
			strcat(text, "\n");
			var[nv++] = w;
		}
		snprintf(text + strlen(text), sizeof text - strlen(text),
		         "read %s[(", pool[(k + 7) % 38]);
		random_expr(text, sizeof text, &seed, 5, nv, var);
		snprintf(text + strlen(text), sizeof text - strlen(text),
		         ") & 63].%s\nwrite %s[(", pool[(k + 3) % 38],
		         pool[(k + 9) % 38]);
		random_expr(text, sizeof text, &seed, 5, nv, var);
		strcat(text, ") & 63]\n");
		if ((p = parse_text("random.pat", text)) == NULL)
			continue;
		parsed++;
		src = source_of(p, CUDAGEN_ALL);
		literals_are_long_long(src);
		if (api != NULL && !compile_sm90(api, "adversarial_random", src))
			api = NULL;
		free(src);
		pat_free(p);
	}
	ck_assert_int_gt(parsed, 6);
}
END_TEST

/* The DRAM model and block 0's figures gathered during the evaluation
   that makes the report (accessan --gpu's feed) are those of the model's
   own run on the device's profile: global traffic over several blocks
   and an L2 smaller than the data, an access that never runs, and
   shared banks other than the device's. */
static const char *const feed_patterns[] = {
	"grid 8\nblock 96\nparam stride = 3\nglobal float a[8 * 96 * 3]\n"
	"global float b[8 * 96]\nlet i = blockIdx.x * blockDim.x + "
	"threadIdx.x\nread a[i * stride]\nwrite b[i]\nread a[i]\n",
	"grid 4\nblock 64\nglobal float a[256]\nglobal float c[256]\n"
	"let i = blockIdx.x * blockDim.x + threadIdx.x\nif i > 100000 {\n"
	"  write c[i]\n}\nwrite a[(i * 7) & 255]\n",
	"arch sm_35\nbankmode 8\ngrid 2\nblock 32\nshared double d[64]\n"
	"shared float f[32 * 32]\nlet l = threadIdx.x\nread d[l]\n"
	"read f[2 * l]\nread f[32 * l]\nwrite f[l]\n",
	/* a shared atomic: the feed counts it by its own rule with the
	   device's banks (lanes l and l + 16 share a 4-byte bank, not an
	   8-byte one) */
	"arch sm_35\nbankmode 8\ngrid 2\nblock 32\nshared uint h[64]\n"
	"let l = threadIdx.x\natomicAdd(&h[2 * l], 1)\nread h[l]\n",
};

static void
same_model(const gpurun_model *a, const gpurun_model *b)
{
	ck_assert(a->ok && b->ok);
	ck_assert_int_eq(a->naccesses, b->naccesses);
	ck_assert(memcmp(&a->whole, &b->whole, sizeof a->whole) == 0);
	ck_assert_uint_eq(a->useful_bytes, b->useful_bytes);
	for (int i = 0; i < a->naccesses; i++) {
		ck_assert(memcmp(&a->alone[i], &b->alone[i],
		                 sizeof a->alone[i]) == 0);
		ck_assert_uint_eq(a->block0_requests[i], b->block0_requests[i]);
		ck_assert_uint_eq(a->block0_wavefronts[i],
		                  b->block0_wavefronts[i]);
		ck_assert_uint_eq(a->wavefronts[i], b->wavefronts[i]);
	}
}

START_TEST(model_fed_as_run)
{
	for (size_t k = 0; k < sizeof feed_patterns / sizeof *feed_patterns;
	     k++) {
		pat_program *p = parse_text("feed.pat", feed_patterns[k]);
		const sim_arch *device;
		sim_arch evaluated;
		gpurun_model run, fed;
		gpurun_feed *f;
		eval_options eo;
		eval_result r;
		diag d;

		ck_assert_ptr_nonnull(p);
		diag_init(&d, stderr, false);
		/* the file's profile and banks for the report, the device's
		   own banks for the comparison */
		ck_assert_int_eq(pat_arch(p, NULL, 0, &evaluated, &d), 0);
		device = sim_arch_find(evaluated.name);
		ck_assert_ptr_nonnull(device);
		f = gpurun_feed_new(device, 4096);
		memset(&eo, 0, sizeof eo);
		eo.arch = &evaluated;
		eo.detail_warp = 1;
		eo.on_request = gpurun_feed_request;
		eo.on_request_arg = f;
		ck_assert_int_eq(eval_run(p, &eo, &r, &d), 0);
		ck_assert(gpurun_feed_covers(f, p, &evaluated));
		ck_assert_int_eq(gpurun_feed_model(f, p, &r, &fed, &d), 0);
		ck_assert_int_eq(gpurun_model_run(p, device, 4096, &run, &d), 0);
		same_model(&fed, &run);
		if (k == 2)      /* 8-byte banks in the report, 4 here */
			ck_assert_uint_ne(fed.wavefronts[1],
			                  r.access[1].stats.wavefronts);
		if (k == 3) {    /* the atomic: 1 a request, 2 on the device */
			ck_assert_uint_eq(r.access[0].stats.wavefronts, 2);
			ck_assert_uint_eq(fed.wavefronts[0], 4);
			ck_assert_uint_eq(fed.block0_wavefronts[0], 2);
		}
		/* another profile's limits: the model runs again */
		ck_assert(!gpurun_feed_covers(f, p, sim_arch_find(
		        strcmp(evaluated.name, "sm_80") ? "sm_80" : "sm_90")));
		gpurun_model_free(&fed);
		gpurun_model_free(&run);
		gpurun_feed_free(f);
		eval_result_free(&r);
		pat_free(p);
	}
}
END_TEST

/* The harness times replicas copies of the grid, each on its own arrays:
   the time model of that launch scales every count and the blocks, and
   keeps what a warp has in flight. */
START_TEST(model_of_replicas)
{
	const sim_arch *a = sim_arch_find("sm_90");
	eval_result r;
	sim_time one, four, direct;
	double ms1, ms4;

	memset(&r, 0, sizeof r);
	ck_assert_double_eq(gpurun_model_ms(&r, a, 4, &four), 0);
	r.time.valid = true;
	r.time.in.dram_copy_bytes = 64e6;
	r.time.in.dram_read_bytes = 32e6;
	r.time.in.load_sectors = 1e6;
	r.time.in.store_sectors = 1e6;
	r.time.in.requests = 2.5e5;
	r.time.in.inflight_bytes = 128;
	r.time.in.blocks = 132 * 8 * 4;
	r.time.in.threads_per_block = 256;
	r.time.in.regs_per_thread = 32;
	r.time.in.warps = 132 * 8 * 4 * 8;
	sim_time_predict(a, &r.time.in, &direct);
	ms1 = gpurun_model_ms(&r, a, 1, &one);
	ck_assert_double_eq_tol(ms1, direct.seconds * 1e3, 1e-12);
	ms4 = gpurun_model_ms(&r, a, 4, &four);
	ck_assert_int_eq(four.winner, one.winner);
	/* whole waves (8 blocks of 256 a SM, 132 SMs): four times the
	   work, four times each bound */
	for (int b = 0; b < SIM_NBOUNDS; b++)
		ck_assert_double_eq_tol(four.bound[b], 4 * one.bound[b],
		                        1e-3 * one.bound[b] + 1e-15);
	ck_assert_double_eq_tol(ms4, 4 * ms1, 1e-9);
	/* r's own figures are left as they were */
	ck_assert_uint_eq(r.time.in.blocks, 132 * 8 * 4);
	ck_assert_double_eq(r.time.in.dram_copy_bytes, 64e6);
	ck_assert_double_eq(gpurun_model_ms(&r, NULL, 4, &four), 0);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("cudagen");
	TCase *gen = tcase_create("generator");
	TCase *nvrtc = tcase_create("nvrtc");
	TCase *fail = tcase_create("failures");

	tcase_add_test(gen, emit_kernels);
	tcase_add_test(gen, emit_expressions);
	tcase_add_test(gen, emit_one_access);
	tcase_add_test(gen, emit_serial);
	tcase_add_test(gen, emit_errors);
	tcase_add_test(gen, layout);
	tcase_add_test(gen, counter_figures);
	tcase_add_test(gen, constant_passes);
	tcase_add_test(gen, kernel_verdicts);
	tcase_add_test(gen, model_fed_as_run);
	tcase_add_test(gen, model_of_replicas);
	tcase_set_timeout(nvrtc, 120);
	tcase_add_test(nvrtc, nvrtc_kitchen_sink);
	tcase_add_test(nvrtc, nvrtc_hardware_cases);
	tcase_add_test(nvrtc, nvrtc_textures);
	tcase_add_test(nvrtc, nvrtc_error_log);
	tcase_add_test(nvrtc, nvrtc_missing);
	tcase_set_timeout(fail, 60);
	tcase_add_test(fail, loader_missing);
	tcase_add_test(fail, loader_default_paths);
	tcase_add_test(fail, loader_not_a_backend);
	tcase_add_test(fail, no_libcuda);
	tcase_add_test(fail, report_without_driver);
	tcase_add_test(fail, no_device);
	tcase_add_test(fail, counters_refused);
	tcase_add_test(fail, driver_faults);
	tcase_add_test(fail, count_batch);
	tcase_add_test(nvrtc, hostile_file_names);
	tcase_add_test(nvrtc, adversarial_names);
	tcase_add_test(nvrtc, adversarial_random);
	suite_add_tcase(s, gen);
	suite_add_tcase(s, nvrtc);
	suite_add_tcase(s, fail);
	return s;
}

int
main(void)
{
	SRunner *sr;
	int failed;

	pb_init_types();
	sr = srunner_create(suite());
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
