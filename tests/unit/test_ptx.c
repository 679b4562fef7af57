/*
 * test_ptx.c - unit tests of the PTX reader (src/cuda/ptx.c) and the warp
 * interpreter (src/cuda/ptxexec.c) with Check, on PTX written by hand in the
 * form NVRTC gives it, so that they need no NVRTC: the stack (local
 * memory) and what a lane stores there, atomics, calls expanded in
 * place (arguments, results, a callee's frame, recursion and its
 * bound), votes and the refusals; and what ptxas makes of a kernel
 * (sass.c), where the toolkit's ptxas is there to ask. Each request the interpreter makes is
 * kept, with its lanes' addresses, and compared with the addresses
 * worked out in the comments.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "nvrtc.h"
#include "ptx.h"
#include "cutext.h"
#include "sass.h"

#define W 32

/* the requests of one warp's run */
typedef struct seen {
	int n;
	int group[64];
	uint32_t active[64];
	unsigned size[64];
	bool store[64];
	uint64_t addr[64][W];
	int idle;                    /* instructions with no lane active */
} seen;

static const char *
on_request(void *arg, int group, uint64_t warp, const sim_request *r)
{
	seen *s = arg;

	(void)warp;
	ck_assert_int_lt(s->n, 64);
	s->group[s->n] = group;
	s->active[s->n] = r->active;
	s->size[s->n] = r->size;
	s->store[s->n] = r->store;
	memcpy(s->addr[s->n], r->addr, sizeof(s->addr[0]));
	s->n++;
	return NULL;
}

static void
on_idle(void *arg, int group, uint64_t warp)
{
	seen *s = arg;

	(void)warp;
	ck_assert_int_eq(group, 0);
	s->idle++;
}

/* Decode kernel k of text and run warp 0 of block 0 of a 32-thread
   block: 0 or -1 (e filled). Every memory instruction counts to access
   0, as cudasrc.c's grouping would put it to one. */
/* Run warp 0 of block 0 of decoded k, as run() does. */
static int
run_decoded(ptx_kernel *k, const uint64_t *param, seen *s, ptx_error *e)
{
	ptx_launch L;
	ptx_warp *w;
	int64_t b[3] = { 0, 0, 0 };
	int i, rc;

	for (i = 0; i < k->ninsns; i++)
		k->insns[i].group = 0;
	memset(&L, 0, sizeof(L));
	L.grid[0] = L.grid[1] = L.grid[2] = 1;
	L.block[0] = W;
	L.block[1] = L.block[2] = 1;
	L.param = param;
	L.request = on_request;
	L.idle = on_idle;
	L.arg = s;
	L.max_steps = 100000;
	memset(s, 0, sizeof(*s));
	w = ptx_warp_new(k);
	ptx_error_clear(e);          /* the run before's, where one failed */
	rc = ptx_run_warp(k, &L, w, b, 0, 0, e);
	ptx_warp_free(w);
	return rc;
}

static int
run(const char *text, const char *name, const uint64_t *param, seen *s,
    ptx_error *e, ptx_kernel **out, struct arena *A)
{
	const char *err;
	ptx_kernel *k = ptx_decode(text, name, A, &err);

	ck_assert_msg(k != NULL, "decode: %s", err);
	if (out != NULL)
		*out = k;
	return run_decoded(k, param, s, e);
}

/* The stack: lane t stores 3t + 1 at word t % 4 of its own frame, reads
   it back and writes out[that]; a word no lane stored is not known. */
static const char local_ptx[] =
	".version 9.0\n.target sm_90\n.address_size 64\n"
	".visible .entry k(.param .u64 k_param_0)\n{\n"
	"\t.local .align 16 .b8 __local_depot0[16];\n"
	"\t.reg .b64 %SP;\n\t.reg .b64 %SPL;\n"
	"\t.reg .b32 %r<6>;\n\t.reg .b64 %rd<8>;\n"
	"\tmov.u64 %SPL, __local_depot0;\n"
	"\tld.param.u64 %rd1, [k_param_0];\n"
	"\tmov.u32 %r1, %tid.x;\n"
	"\tmad.lo.s32 %r2, %r1, 3, 1;\n"
	"\tand.b32 %r3, %r1, 3;\n"
	"\tmul.wide.u32 %rd2, %r3, 4;\n"
	"\tadd.u64 %rd3, %SPL, %rd2;\n"
	"\tst.local.u32 [%rd3], %r2;\n"
	"\tld.local.u32 %r4, [%rd3];\n"
	"\tmul.wide.u32 %rd4, %r4, 4;\n"
	"\tadd.s64 %rd5, %rd1, %rd4;\n"
	"\tst.global.u32 [%rd5], %r1;\n"
	"\tret;\n}\n";

START_TEST(test_local)
{
	struct arena *A = arena_new();
	uint64_t param[1] = { 4096 };
	ptx_kernel *k;
	ptx_error e = { 0 };
	seen s;
	int l;

	ck_assert_int_eq(run(local_ptx, "k", param, &s, &e, &k, A), 0);
	/* the stack is one variable "local", 16 bytes a thread */
	ck_assert_int_eq(k->local_bytes, 16);
	ck_assert_str_eq(k->vars[k->nvars - 1].pretty, "local");
	ck_assert_int_eq(s.n, 3);
	/* st.local, ld.local: each lane's offset in its own frame */
	for (l = 0; l < W; l++) {
		ck_assert_int_eq(s.addr[0][l], (uint64_t)(l % 4) * 4);
		ck_assert_int_eq(s.addr[1][l], (uint64_t)(l % 4) * 4);
		/* the value the lane stored: out[3t + 1] */
		ck_assert_int_eq(s.addr[2][l], 4096 + (uint64_t)(3 * l + 1) * 4);
	}
	ck_assert(s.store[0] && !s.store[1] && s.store[2]);
	ptx_error_clear(&e);
	arena_free(A);
}
END_TEST

/* the same, every lane reading word 2 of its frame: the lanes that
   stored there (t % 4 == 2) know it, the others never stored it, so the
   address is refused, the value coming from the load */
START_TEST(test_local_unknown)
{
	static const char from[] = "ld.local.u32 %r4, [%rd3];";
	struct arena *A = arena_new();
	char text[sizeof(local_ptx) + 16], *p;
	uint64_t param[1] = { 4096 };
	ptx_kernel *k;
	ptx_error e = { 0 };
	seen s;

	p = strstr(local_ptx, from);
	ck_assert_ptr_nonnull(p);
	snprintf(text, sizeof(text), "%.*sld.local.u32 %%r4, [%%SPL+8];%s",
	         (int)(p - local_ptx), local_ptx, p + strlen(from));
	ck_assert_int_eq(run(text, "k", param, &s, &e, &k, A), -1);
	ck_assert_msg(strstr(e.msg, "does not know") != NULL, "%s", e.msg);
	ck_assert_int_eq(k->insns[e.other].op, P_LD);
	ck_assert_int_eq(k->insns[e.other].space, PS_LOCAL);
	/* the store and the load ran: lanes at their offsets 4 (t % 4), 8 */
	ck_assert_int_eq(s.n, 2);
	ck_assert_int_eq(s.addr[0][3], 12);
	ck_assert_int_eq(s.addr[1][3], 8);
	ptx_error_clear(&e);
	arena_free(A);
}
END_TEST

/* A call: idx(t, 7) = 3t % 7 returned; put(p, i) stores p[i] */
static const char call_ptx[] =
	".version 9.0\n.target sm_90\n.address_size 64\n"
	".func (.param .b32 func_retval0) idx(\n"
	"\t.param .b32 idx_param_0,\n\t.param .b32 idx_param_1\n)\n{\n"
	"\t.reg .b32 %r<5>;\n"
	"\tld.param.u32 %r1, [idx_param_0];\n"
	"\tld.param.u32 %r2, [idx_param_1];\n"
	"\tmul.lo.s32 %r3, %r1, 3;\n"
	"\trem.s32 %r4, %r3, %r2;\n"
	"\tst.param.b32 [func_retval0+0], %r4;\n"
	"\tret;\n}\n"
	".func put(\n\t.param .b64 put_param_0,\n\t.param .b32 put_param_1\n)\n{\n"
	"\t.reg .b32 %r<2>;\n\t.reg .b64 %rd<4>;\n"
	"\tld.param.u64 %rd1, [put_param_0];\n"
	"\tld.param.u32 %r1, [put_param_1];\n"
	"\tmul.wide.s32 %rd2, %r1, 4;\n"
	"\tadd.s64 %rd3, %rd1, %rd2;\n"
	"\tst.global.u32 [%rd3], %r1;\n"
	"\tret;\n}\n"
	".visible .entry k(.param .u64 k_param_0)\n{\n"
	"\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<2>;\n"
	"\tld.param.u64 %rd1, [k_param_0];\n"
	"\tmov.u32 %r1, %tid.x;\n"
	"\t{ // callseq 0, 0\n"
	"\t.param .b32 param0;\n\tst.param.b32 [param0+0], %r1;\n"
	"\t.param .b32 param1;\n\tst.param.b32 [param1+0], 7;\n"
	"\t.param .b32 retval0;\n"
	"\tcall.uni (retval0), \n\tidx, \n\t(\n\tparam0, \n\tparam1\n\t);\n"
	"\tld.param.b32 %r2, [retval0+0];\n"
	"\t} // callseq 0\n"
	"\t{ // callseq 1, 0\n"
	"\t.param .b64 param0;\n\tst.param.b64 [param0+0], %rd1;\n"
	"\t.param .b32 param1;\n\tst.param.b32 [param1+0], %r2;\n"
	"\tcall.uni \n\tput, \n\t(\n\tparam0, \n\tparam1\n\t);\n"
	"\t} // callseq 1\n"
	"\tret;\n}\n";

START_TEST(test_call)
{
	struct arena *A = arena_new();
	uint64_t param[1] = { 1024 };
	ptx_kernel *k;
	ptx_error e = { 0 };
	seen s;
	int l, i;

	ck_assert_int_eq(run(call_ptx, "k", param, &s, &e, &k, A), 0);
	ck_assert_int_eq(s.n, 1);
	for (l = 0; l < W; l++)
		ck_assert_int_eq(s.addr[0][l], 1024 + (uint64_t)(3 * l % 7) * 4);
	/* no call is left: both were copied in */
	for (i = 0; i < k->ninsns; i++)
		ck_assert_int_ne(k->insns[i].op, P_CALL);
	ptx_error_clear(&e);
	arena_free(A);
}
END_TEST

/* down(p, d): p[d] = d, then down(p, d - 1) while d > 0 (a call the
   compiler would make a loop, written as a call) */
static const char rec_ptx[] =
	".version 9.0\n.target sm_90\n.address_size 64\n"
	".func down(\n\t.param .b64 down_param_0,\n\t.param .b32 down_param_1\n)\n{\n"
	"\t.reg .pred %p<2>;\n\t.reg .b32 %r<3>;\n\t.reg .b64 %rd<4>;\n"
	"\tld.param.u64 %rd1, [down_param_0];\n"
	"\tld.param.u32 %r1, [down_param_1];\n"
	"\tmul.wide.s32 %rd2, %r1, 4;\n"
	"\tadd.s64 %rd3, %rd1, %rd2;\n"
	"\tst.global.u32 [%rd3], %r1;\n"
	"\tsetp.lt.s32 %p1, %r1, 1;\n"
	"\t@%p1 bra $L__BB0_2;\n"
	"\tadd.s32 %r2, %r1, -1;\n"
	"\t{\n\t.param .b64 param0;\n\tst.param.b64 [param0+0], %rd1;\n"
	"\t.param .b32 param1;\n\tst.param.b32 [param1+0], %r2;\n"
	"\tcall.uni down, (param0, param1);\n\t}\n"
	"$L__BB0_2:\n"
	"\tret;\n}\n"
	".visible .entry k(.param .u64 k_param_0, .param .u32 k_param_1)\n{\n"
	"\t.reg .b32 %r<2>;\n\t.reg .b64 %rd<2>;\n"
	"\tld.param.u64 %rd1, [k_param_0];\n"
	"\tld.param.u32 %r1, [k_param_1];\n"
	"\t{\n\t.param .b64 param0;\n\tst.param.b64 [param0+0], %rd1;\n"
	"\t.param .b32 param1;\n\tst.param.b32 [param1+0], %r1;\n"
	"\tcall.uni down, (param0, param1);\n\t}\n"
	"\tret;\n}\n";

START_TEST(test_recursion)
{
	struct arena *A = arena_new();
	uint64_t param[2] = { 0, 5 };
	ptx_error e = { 0 };
	seen s;
	int i;

	/* d = 5: 6 calls deep, p[5] .. p[0] */
	ck_assert_int_eq(run(rec_ptx, "k", param, &s, &e, NULL, A), 0);
	ck_assert_int_eq(s.n, 6);
	for (i = 0; i < 6; i++)
		ck_assert_int_eq(s.addr[i][0], (uint64_t)(5 - i) * 4);
	/* d = 15: 16 deep, the bound */
	param[1] = 15;
	ck_assert_int_eq(run(rec_ptx, "k", param, &s, &e, NULL, A), 0);
	ck_assert_int_eq(s.n, 16);
	/* d = 16: a 17th call, refused where it runs, after 16 stores */
	param[1] = 16;
	ck_assert_int_eq(run(rec_ptx, "k", param, &s, &e, NULL, A), -1);
	ck_assert_int_eq(s.n, 16);
	ck_assert_msg(strstr(e.msg, "nested more than 16 deep") != NULL, "%s",
	              e.msg);
	ptx_error_clear(&e);
	arena_free(A);
}
END_TEST

/* an atomic's old value as an address: refused, naming the atomic */
static const char atom_ptx[] =
	".version 9.0\n.target sm_90\n.address_size 64\n"
	".visible .entry k(.param .u64 k_param_0)\n{\n"
	"\t.reg .b32 %r<3>;\n\t.reg .b64 %rd<4>;\n"
	"\tld.param.u64 %rd1, [k_param_0];\n"
	"\tatom.global.add.u32 %r1, [%rd1], 1;\n"
	"\tred.global.add.u32 [%rd1+4], 2;\n"
	"\tmul.wide.u32 %rd2, %r1, 4;\n"
	"\tadd.s64 %rd3, %rd1, %rd2;\n"
	"\tst.global.u32 [%rd3], %r1;\n"
	"\tret;\n}\n";

START_TEST(test_atomic)
{
	struct arena *A = arena_new();
	uint64_t param[1] = { 256 };
	ptx_kernel *k;
	ptx_error e = { 0 };
	seen s;

	ck_assert_int_eq(run(atom_ptx, "k", param, &s, &e, &k, A), -1);
	/* the atomic and the reduction were requests, counted as stores */
	ck_assert_int_eq(s.n, 2);
	ck_assert(s.store[0] && s.store[1]);
	ck_assert_int_eq(s.addr[0][31], 256);
	ck_assert_int_eq(s.addr[1][0], 260);
	ck_assert_int_eq(k->insns[e.other].op, P_ATOM);
	ck_assert_int_eq(k->insns[e.other].cmp, PA_ADD);
	ck_assert_msg(strstr(e.msg, "atomic's old value") != NULL, "%s", e.msg);
	ptx_error_clear(&e);
	arena_free(A);
}
END_TEST

/* ballot of t % 3 == 0 (11 lanes) and shfl.bfly by 5 as addresses */
static const char vote_ptx[] =
	".version 9.0\n.target sm_90\n.address_size 64\n"
	".visible .entry k(.param .u64 k_param_0)\n{\n"
	"\t.reg .pred %p<3>;\n\t.reg .b32 %r<8>;\n\t.reg .b64 %rd<4>;\n"
	"\tld.param.u64 %rd1, [k_param_0];\n"
	"\tmov.u32 %r1, %tid.x;\n"
	"\trem.u32 %r2, %r1, 3;\n"
	"\tsetp.eq.s32 %p1, %r2, 0;\n"
	"\tvote.sync.ballot.b32 %r3, %p1, -1;\n"
	"\tpopc.b32 %r4, %r3;\n"
	"\tshfl.sync.bfly.b32 %r5|%p2, %r1, 5, 31, -1;\n"
	"\tmad.lo.s32 %r6, %r4, 100, %r5;\n"
	"\tmul.wide.u32 %rd2, %r6, 4;\n"
	"\tadd.s64 %rd3, %rd1, %rd2;\n"
	"\tst.global.u32 [%rd3], %r1;\n"
	"\tret;\n}\n";

START_TEST(test_vote_shuffle)
{
	struct arena *A = arena_new();
	uint64_t param[1] = { 0 };
	ptx_error e = { 0 };
	seen s;
	int l;

	ck_assert_int_eq(run(vote_ptx, "k", param, &s, &e, NULL, A), 0);
	ck_assert_int_eq(s.n, 1);
	for (l = 0; l < W; l++)
		ck_assert_int_eq(s.addr[0][l], (uint64_t)(1100 + (l ^ 5)) * 4);
	ptx_error_clear(&e);
	arena_free(A);
}
END_TEST

/* a texture fetch and a call of a function with no body: decoded, and
   refused only where they run, named */
static const char refuse_ptx[] =
	".version 9.0\n.target sm_90\n.address_size 64\n"
	".extern .func (.param .b64 func_retval0) cudaGetParameterBuffer(\n"
	"\t.param .b64 a,\n\t.param .b64 b\n);\n"
	".visible .entry k(.param .u64 k_param_0, .param .u32 k_param_1)\n{\n"
	"\t.reg .pred %p<2>;\n\t.reg .b32 %r<3>;\n\t.reg .b64 %rd<4>;\n"
	"\t.reg .f32 %f<5>;\n"
	"\tld.param.u64 %rd1, [k_param_0];\n"
	"\tld.param.u32 %r1, [k_param_1];\n"
	"\tsetp.eq.s32 %p1, %r1, 0;\n"
	"\t@%p1 bra $L__BB0_2;\n"
	"\ttex.1d.v4.f32.s32 {%f1, %f2, %f3, %f4}, [%rd1, {%r1}];\n"
	"$L__BB0_2:\n"
	"\t{\n\t.param .b64 param0;\n\tst.param.b64 [param0+0], 8;\n"
	"\t.param .b64 param1;\n\tst.param.b64 [param1+0], 8;\n"
	"\t.param .b64 retval0;\n"
	"\tcall.uni (retval0), cudaGetParameterBuffer, (param0, param1);\n"
	"\tld.param.b64 %rd2, [retval0+0];\n\t}\n"
	"\tret;\n}\n";

START_TEST(test_refused)
{
	struct arena *A = arena_new();
	uint64_t param[2] = { 0, 0 };
	ptx_error e = { 0 };
	seen s;

	/* the texture is skipped: the call is refused */
	ck_assert_int_eq(run(refuse_ptx, "k", param, &s, &e, NULL, A), -1);
	ck_assert_msg(strstr(e.msg, "no body in the PTX") != NULL, "%s", e.msg);
	/* now the texture runs first */
	param[1] = 1;
	ck_assert_int_eq(run(refuse_ptx, "k", param, &s, &e, NULL, A), -1);
	ck_assert_msg(strstr(e.msg, "does not run 'tex.1d") != NULL, "%s",
	              e.msg);
	ptx_error_clear(&e);
	arena_free(A);
}
END_TEST

/* Loops: lanes tid < n come back to the loop unchanged (lanes at or past
   n leave, so the warp diverges first); with m != 0 the loop counts r3
   up to m instead, a state that never repeats. */
static const char loop_ptx[] =
	".version 9.0\n.target sm_90\n.address_size 64\n"
	".visible .entry k(.param .u32 k_param_0, .param .u32 k_param_1)\n{\n"
	"\t.reg .pred %p<3>;\n\t.reg .b32 %r<6>;\n"
	"\tld.param.u32 %r1, [k_param_0];\n"
	"\tld.param.u32 %r4, [k_param_1];\n"
	"\tmov.u32 %r2, %tid.x;\n"
	"\tmov.u32 %r3, 0;\n"
	"$L__BB0_1:\n"
	"\tsetp.ge.u32 %p1, %r2, %r1;\n"
	"\t@%p1 bra $L__BB0_2;\n"
	"\tadd.u32 %r3, %r3, %r4;\n"
	"\tsetp.eq.u32 %p2, %r3, 1000000;\n"
	"\t@%p2 bra $L__BB0_2;\n"
	"\tbra.uni $L__BB0_1;\n"
	"$L__BB0_2:\n"
	"\tret;\n}\n";

START_TEST(test_loops)
{
	struct arena *A = arena_new();
	uint64_t param[2];
	ptx_kernel *k;
	ptx_error e = { 0 };
	seen s;

	/* half the warp loops unchanged: stopped at its branch back, the
	   loop found the same before the bound (100000 instructions) */
	param[0] = 16;
	param[1] = 0;
	ck_assert_int_eq(run(loop_ptx, "k", param, &s, &e, &k, A), -1);
	ck_assert_int_eq(e.why, PTX_ENDLESS);
	ck_assert_msg(strstr(e.msg, "never ends") != NULL, "%s", e.msg);
	ck_assert_str_eq(k->insns[e.insn].text, "bra.uni $L__BB0_1");
	/* every lane leaves at once */
	param[0] = 0;
	ck_assert_int_eq(run(loop_ptx, "k", param, &s, &e, NULL, A), 0);
	/* counting by 5 to 1000000 (200000 trips): moves, so it is not
	   taken for endless; stopped by the bound at its branch back */
	param[0] = 32;
	param[1] = 5;
	ck_assert_int_eq(run(loop_ptx, "k", param, &s, &e, &k, A), -1);
	ck_assert_int_eq(e.why, PTX_ENDLESS);
	ck_assert_msg(strstr(e.msg, "ran past 100000 instructions") != NULL,
	              "%s", e.msg);
	ck_assert_str_eq(k->insns[e.insn].text, "bra.uni $L__BB0_1");
	/* by 80 (12500 trips, 75000 instructions, past the
	   watch's start): ends, under a bound it does not reach */
	param[1] = 80;
	ck_assert_int_eq(run(loop_ptx, "k", param, &s, &e, NULL, A), 0);
	ptx_error_clear(&e);
	arena_free(A);
}
END_TEST

/* Blocks: a register declared in a block hides the body's of the same
   name there only; a label of a block is seen in it (a forward branch
   of the second block goes to its own L, not the first's). out[r1]
   after them: r1 is the thread's index, not the block's 7 or 99. */
static const char scope_ptx[] =
	".version 9.0\n.target sm_90\n.address_size 64\n"
	".visible .entry k(.param .u64 k_param_0)\n{\n"
	"\t.reg .pred %p<2>;\n\t.reg .b32 %r<3>;\n\t.reg .b64 %rd<4>;\n"
	"\tld.param.u64 %rd1, [k_param_0];\n"
	"\tmov.u32 %r1, %tid.x;\n"
	"\t{\n\t.reg .b32 %r1;\n\tmov.u32 %r1, 7;\n"
	"\tsetp.eq.u32 %p1, %r1, 7;\n\t@%p1 bra L;\n\tmov.u32 %r1, 99;\nL:\n\t}\n"
	"\t{\n\t.reg .pred q;\n\tsetp.ne.u32 q, %r1, 99;\n\t@q bra L;\n"
	"\tmov.u32 %r1, 99;\nL:\n\t}\n"
	"\tmul.wide.u32 %rd2, %r1, 4;\n"
	"\tadd.s64 %rd3, %rd1, %rd2;\n"
	"\tst.global.u32 [%rd3], %r1;\n"
	"\tret;\n}\n";

START_TEST(test_scopes)
{
	struct arena *A = arena_new();
	uint64_t param[1] = { 4096 };
	ptx_error e = { 0 };
	seen s;
	int l;

	ck_assert_int_eq(run(scope_ptx, "k", param, &s, &e, NULL, A), 0);
	ck_assert_int_eq(s.n, 1);
	for (l = 0; l < W; l++)
		ck_assert_int_eq(s.addr[0][l], 4096 + (uint64_t)l * 4);
	ptx_error_clear(&e);
	arena_free(A);
}
END_TEST

/* Which memory instructions' addresses (and values) the code proves the
   same in every lane (ptx_insn.uni, what ptxas makes one atomic of a
   warp's from): from parameters, blockIdx and constants, yes; from
   threadIdx, from a register a divergent branch may define twice, from
   a load of a lane's own address or an atomic's old value, no. */
static const char uniform_ptx[] =
	".version 9.0\n.target sm_90\n.address_size 64\n"
	".visible .entry k(.param .u64 k_param_0, .param .u32 k_param_1)\n{\n"
	"\t.reg .pred %p<3>;\n\t.reg .b32 %r<12>;\n\t.reg .b64 %rd<16>;\n"
	"\tld.param.u64 %rd1, [k_param_0];\n"
	"\tld.param.u32 %r1, [k_param_1];\n"
	"\tcvta.to.global.u64 %rd2, %rd1;\n"
	"\tmov.u32 %r2, %ctaid.x;\n"
	"\tmov.u32 %r3, %tid.x;\n"
	/* 0: a word of the block's: address and value uniform */
	"\tmul.wide.u32 %rd3, %r2, 4;\n"
	"\tadd.s64 %rd4, %rd2, %rd3;\n"
	"\tred.global.add.u32 [%rd4], 1;\n"
	/* 1: the same word, the lane's own value */
	"\tred.global.add.u32 [%rd4], %r3;\n"
	/* 2: a word by threadIdx times a parameter (0 at run time) */
	"\tmul.lo.s32 %r4, %r3, %r1;\n"
	"\tmul.wide.u32 %rd5, %r4, 4;\n"
	"\tadd.s64 %rd6, %rd2, %rd5;\n"
	"\tatom.global.add.u32 %r5, [%rd6], 1;\n"
	/* 3: a word from the atomic's old value */
	"\tmul.wide.u32 %rd7, %r5, 4;\n"
	"\tadd.s64 %rd8, %rd2, %rd7;\n"
	"\tred.global.add.u32 [%rd8], 1;\n"
	/* 4: a load of the block's word, uniform; 5: by its value */
	"\tld.global.u32 %r6, [%rd4];\n"
	"\tmul.wide.u32 %rd9, %r6, 4;\n"
	"\tadd.s64 %rd10, %rd2, %rd9;\n"
	"\tred.global.add.u32 [%rd10], 1;\n"
	/* a register set on both sides of a branch on threadIdx */
	"\tsetp.eq.s32 %p1, %r3, 0;\n"
	"\tmov.u32 %r7, 1;\n"
	"\t@%p1 bra $L1;\n"
	"\tmov.u32 %r7, 2;\n"
	"$L1:\n"
	/* 6: by it */
	"\tmul.wide.u32 %rd11, %r7, 4;\n"
	"\tadd.s64 %rd12, %rd2, %rd11;\n"
	"\tred.global.add.u32 [%rd12], 1;\n"
	"\tret;\n}\n";

START_TEST(test_uniform)
{
	static const unsigned want[] = {
		PTX_UNI_ADDR | PTX_UNI_VALUE, PTX_UNI_ADDR, 0, 0,
		PTX_UNI_ADDR | PTX_UNI_VALUE, PTX_UNI_ADDR | PTX_UNI_VALUE, 0
	};
	struct arena *A = arena_new();
	const char *err;
	ptx_kernel *k = ptx_decode(uniform_ptx, "k", A, &err);
	unsigned n = 0;
	int i;

	ck_assert_msg(k != NULL, "decode: %s", err);
	for (i = 0; i < k->ninsns; i++) {
		const ptx_insn *in = &k->insns[i];
		if (in->op != P_LD && in->op != P_ATOM && in->op != P_RED)
			continue;
		ck_assert_uint_lt(n, sizeof want / sizeof want[0]);
		ck_assert_msg(in->uni == want[n], "memory instruction %u ('%s'): "
		              "%u, not %u", n, in->text, in->uni, want[n]);
		n++;
	}
	ck_assert_uint_eq(n, sizeof want / sizeof want[0]);
	arena_free(A);
}
END_TEST

/* A modifier the interpreter does not know on an operation whose value
   it computes: its value unknown, not computed as if the modifier were
   not there (min.relu was once run as min), so that an address made of
   it is refused, naming it; one of a type it does not follow (bf16)
   likewise */
static const char modifier_ptx[] =
	".version 9.0\n.target sm_90\n.address_size 64\n"
	".visible .entry k(.param .u64 k_param_0)\n{\n"
	"\t.reg .b32 %r<4>;\n\t.reg .b64 %rd<3>;\n"
	"\tmov.u32 %r1, %tid.x;\n"
	"\tadd.cc.u32 %r2, %r1, 1;\n"
	"\tmul.lo.s32 %r2, %r1, 3;\n"
	"\tadd.zzz.s32 %r2, %r1, 1;\n"
	"\tcvt.u64.u32 %rd1, %r2;\n"
	"\tld.global.u32 %r3, [%rd1];\n"
	"\tret;\n}\n";

static const char bf16_ptx[] =
	".version 9.0\n.target sm_90\n.address_size 64\n"
	".visible .entry k(.param .u64 k_param_0)\n{\n"
	"\t.reg .b16 %rs<2>;\n\t.reg .b32 %r<4>;\n\t.reg .f32 %f<2>;\n"
	"\t.reg .b64 %rd<3>;\n"
	"\tmov.u32 %r1, %tid.x;\n"
	"\tcvt.u16.u32 %rs1, %r1;\n"
	"\tcvt.f32.bf16 %f1, %rs1;\n"
	"\tmov.b32 %r2, {%rs1, %rs1};\n"
	"\tmul.wide.u32 %rd1, %r1, 4;\n"
	"\tld.global.u32 %r3, [%rd1];\n"
	"\tcvt.rzi.u32.f32 %r2, %f1;\n"
	"\tcvt.u64.u32 %rd1, %r2;\n"
	"\tld.global.u32 %r3, [%rd1];\n"
	"\tret;\n}\n";

START_TEST(test_unknown_modifier)
{
	struct arena *A = arena_new();
	uint64_t param[1] = { 0 };
	ptx_error e = { 0 };
	seen s;

	ck_assert_int_eq(run(modifier_ptx, "k", param, &s, &e, NULL, A), -1);
	/* refused at the load (instruction 5), the value from add.zzz (3) */
	ck_assert_msg(strstr(e.msg, "not know") != NULL, "%s", e.msg);
	ck_assert_int_eq(e.insn, 5);
	ck_assert_int_eq(e.other, 3);
	ptx_error_clear(&e);
	/* the first load, of tid.x * 4, runs; the second's address comes
	   from the bf16 conversion */
	ck_assert_int_eq(run(bf16_ptx, "k", param, &s, &e, NULL, A), -1);
	ck_assert_int_eq(s.n, 1);
	ck_assert_int_eq(e.insn, 8);
	ck_assert_int_eq(e.other, 2);
	ptx_error_clear(&e);
	arena_free(A);
}
END_TEST

/* ---------------------------------------------- what ptxas makes (sass.c) */

/* A loop of 8 passes (a rem each: many machine instructions), an 'if'
   around a store (which ptxas may predicate), then a load and a store.
   Its lines: 1-based, as the comments number them. */
static const char sass_ptx[] =
	".version 8.0\n"                                   /* 1 */
	".target sm_75\n"                                  /* 2 */
	".address_size 64\n"                               /* 3 */
	".visible .entry k(.param .u64 p, .param .u32 d)\n"    /* 4 */
	"{\n"                                              /* 5 */
	"\t.reg .pred %p<3>; .reg .b32 %r<9>;\n"          /* 6 */
	"\t.reg .b64 %rd<4>;\n"                            /* 7 */
	"\tld.param.u64 %rd1, [p];\n"                      /* 8 */
	"\tld.param.u32 %r1, [d];\n"                       /* 9 */
	"\tmov.u32 %r2, %tid.x;\n"                         /* 10 */
	"\tmov.u32 %r3, 0;\n"                              /* 11 */
	"\tmov.u32 %r4, %r2;\n"                            /* 12 */
	"\tcvta.to.global.u64 %rd2, %rd1;\n"               /* 13 */
	"$L_loop:\n"                                       /* 14 */
	"\t.pragma \"nounroll\";\n"                        /* 15 */
	"\trem.u32 %r5, %r4, %r1;\n"                       /* 16 */
	"\tadd.s32 %r4, %r4, %r5;\n"                       /* 17 */
	"\tadd.s32 %r3, %r3, 1;\n"                         /* 18 */
	"\tsetp.lt.u32 %p1, %r3, 8;\n"                     /* 19 */
	"\t@%p1 bra $L_loop;\n"                            /* 20 */
	"\tsetp.ne.u32 %p2, %r2, 0;\n"                     /* 21 */
	"\t@%p2 bra $L_end;\n"                             /* 22 */
	"\tst.global.u32 [%rd2+4], %r4;\n"                 /* 23 */
	"$L_end:\n"                                        /* 24 */
	"\tmul.wide.u32 %rd3, %r2, 4;\n"                   /* 25 */
	"\tadd.s64 %rd3, %rd2, %rd3;\n"                    /* 26 */
	"\tld.global.u32 %r6, [%rd3];\n"                   /* 27 */
	"\tadd.s32 %r7, %r6, %r4;\n"                       /* 28 */
	"\tst.global.u32 [%rd3], %r7;\n"                   /* 29 */
	"\tret;\n"                                         /* 30 */
	"}\n";

/* ptxas's cubin of sass_ptx for sm_90, or NULL (and the test passes,
   said) where there is no toolkit's ptxas to ask. */
static unsigned char *
sass_cubin(size_t *n)
{
	unsigned char *cubin;
	char *why;

	if (nvcc_ptxas_cubin(sass_ptx, "k", 90, &cubin, n, &why) != 0) {
		fprintf(stderr, "test_ptx: no cubin (%s): sass tests skipped\n",
		        why);
		free(why);
		return NULL;
	}
	return cubin;
}

/* The line table read back: every instruction of the text on a line of
   the PTX's (none on a line that is no instruction but the body's '{'),
   a rem many, an add one; a name that is no function, and every cubin
   cut short or with a byte changed, no table (or one), never a
   crash. */
START_TEST(test_sass_lines)
{
	size_t n, cut;
	unsigned char *cubin = sass_cubin(&n);
	uint32_t *c, *c2;
	uint64_t total, t2;
	int nl, nl2, line;
	unsigned long sum = 0;

	if (cubin == NULL)
		return;
	ck_assert_int_eq(sass_line_counts(cubin, n, "k", &c, &nl, &total), 0);
	ck_assert_int_le(nl, 32);
	for (line = 0; line < nl; line++)
		sum += c[line];
	ck_assert_uint_le(sum, total);
	ck_assert_uint_gt(sum, 10);
	ck_assert_uint_ge(c[16], 5);         /* a rem by a register */
	ck_assert_uint_eq(c[18], 1);         /* an add */
	ck_assert_uint_eq(c[27], 1);         /* a load */
	ck_assert_uint_eq(c[30], 1);         /* the EXIT, no padding */
	for (line = 0; line < nl; line++)
		if (c[line] > 0)
			ck_assert_msg(line == 5 || (line >= 8 && line <= 30 &&
			              line != 14 && line != 15 && line != 24),
			              "line %d has %u", line, c[line]);
	ck_assert_int_eq(sass_line_counts(cubin, n, "kk", &c2, &nl2, &t2), -1);
	for (cut = 0; cut < n; cut += 1 + cut / 16) {
		if (sass_line_counts(cubin, cut, "k", &c2, &nl2, &t2) == 0)
			free(c2);
	}
	for (cut = 0; cut < n; cut += 7) {
		cubin[cut] ^= 0x5a;
		if (sass_line_counts(cubin, n, "k", &c2, &nl2, &t2) == 0)
			free(c2);
		cubin[cut] ^= 0x5a;
	}
	free(c);
	free(cubin);
}
END_TEST

/* The weights the interpreter counts: the loop's lines once a pass (the
   loop is nounroll: one copy), the '{''s instructions the first
   instruction's, and the 'if''s branch, where ptxas made predicates of
   it (no instruction of its own), the store's instructions that a warp
   whose lanes all jump issues all the same. */
START_TEST(test_sass_weigh)
{
	size_t n;
	unsigned char *cubin = sass_cubin(&n);
	struct arena *A = arena_new();
	const char *err;
	ptx_kernel *k = ptx_decode(sass_ptx, "k", A, &err);
	uint32_t *c;
	uint64_t total;
	double loop = 0, rest = 0;
	int nl, i;

	ck_assert_ptr_nonnull(k);
	if (cubin == NULL) {
		arena_free(A);
		return;
	}
	ck_assert_int_eq(sass_line_counts(cubin, n, "k", &c, &nl, &total), 0);
	sass_weigh(k, c, nl);
	ck_assert(k->sass);
	for (i = 0; i < k->ninsns; i++) {
		const ptx_insn *x = &k->insns[i];
		ck_assert_int_gt(x->pline, 7);
		if (x->pline >= 16 && x->pline <= 20)
			loop += x->sass;
		else
			rest += x->sass;
		if (x->pline == 16)
			ck_assert(x->sass == (float)c[16]);
		if (x->pline == 8)               /* with the '{''s */
			ck_assert(x->sass == (float)(c[5] + c[6] + c[7] + c[8]));
		if (x->pline == 22 && c[22] == 0)
			ck_assert(x->skip == (float)c[23]);
		else
			ck_assert(x->skip == 0);
	}
	ck_assert(loop + rest <= (double)total);
	free(c);
	free(cubin);
	arena_free(A);
}
END_TEST

/* Four loads of a shared row's neighbouring words from one base: ptxas
   makes one LDS.128 of them (three lines without an instruction), and
   the interpreter makes one request of 16 bytes a lane, at the first
   word, and none for the three others; a store of a word 4 bytes past
   a store from another base is no merge. */
static const char merge_ptx[] =
	".version 8.0\n.target sm_75\n.address_size 64\n"
	".visible .entry m(.param .u64 p)\n{\n"
	"\t.reg .b32 %r<12>; .reg .f32 %f<8>; .reg .b64 %rd<3>;\n"
	"\t.shared .align 16 .b8 s[1024];\n"
	"\tld.param.u64 %rd1, [p];\n"
	"\tcvta.to.global.u64 %rd2, %rd1;\n"
	"\tmov.u32 %r1, %tid.x;\n"
	"\tshl.b32 %r2, %r1, 4;\n"
	"\tmov.u32 %r3, s;\n"
	"\tadd.s32 %r4, %r3, %r2;\n"
	"\tld.shared.f32 %f1, [%r4];\n"
	"\tld.shared.f32 %f2, [%r4+4];\n"
	"\tld.shared.f32 %f3, [%r4+8];\n"
	"\tld.shared.f32 %f4, [%r4+12];\n"
	"\tadd.f32 %f5, %f1, %f2;\n"
	"\tadd.f32 %f6, %f3, %f4;\n"
	"\tadd.f32 %f7, %f5, %f6;\n"
	"\tst.global.f32 [%rd2], %f7;\n"
	"\tret;\n}\n";

/* Compile text's kernel name with ptxas for sm_90 and weigh k by its
   line table, *c its counts by line (freed by the caller); false, the
   test skipped, where ptxas cannot be run here. */
static bool
weighed(const char *text, const char *name, ptx_kernel *k, uint32_t **c)
{
	unsigned char *cubin;
	uint64_t total;
	size_t n;
	char *why;
	int nl;

	if (nvcc_ptxas_cubin(text, name, 90, &cubin, &n, &why) != 0) {
		fprintf(stderr, "test_ptx: no cubin (%s): skipped\n", why);
		free(why);
		return false;
	}
	ck_assert_int_eq(sass_line_counts(cubin, n, name, c, &nl, &total), 0);
	sass_weigh(k, *c, nl);
	free(cubin);
	return true;
}

START_TEST(test_sass_merge)
{
	struct arena *A = arena_new();
	const char *err;
	ptx_kernel *k = ptx_decode(merge_ptx, "m", A, &err);
	uint32_t *c;
	uint64_t param[1] = { 0x10000 };
	int i, loads = 0, merged = 0;
	seen s;
	ptx_error e;

	ck_assert_ptr_nonnull(k);
	if (!weighed(merge_ptx, "m", k, &c)) {
		arena_free(A);
		return;
	}
	for (i = 0; i < k->ninsns; i++) {
		const ptx_insn *x = &k->insns[i];
		if (x->op != P_LD || x->space != PS_SHARED)
			continue;
		loads++;
		merged += x->merged;
		if (loads == 1)
			ck_assert_uint_eq(x->merge_bytes, c[x->pline] > 0 &&
			                  c[x->pline + 1] == 0 ? 16 : 0);
		else
			ck_assert_uint_eq(x->merged, c[x->pline] == 0);
	}
	ck_assert_int_eq(loads, 4);
	/* this ptxas does merge them (sm_90): the figures below hold */
	ck_assert_int_eq(merged, 3);
	/* run with the weights: one shared request of 16 bytes */
	memset(&e, 0, sizeof(e));
	ck_assert_int_eq(run_decoded(k, param, &s, &e), 0);
	ck_assert_int_eq(s.n, 2);            /* the LDS.128, the store */
	ck_assert_uint_eq(s.size[0], 16);
	ck_assert(!s.store[0]);
	for (i = 0; i < 32; i++)
		ck_assert_uint_eq(s.addr[0][i] % 16, 0);
	ck_assert_uint_eq(s.size[1], 4);
	ck_assert(s.store[1]);
	free(c);
	arena_free(A);
}
END_TEST

/* Instructions a warp issues with no lane active (ptx_launch.idle): a
   store whose own predicate fails in every lane, and the body of an
   'if' that every lane skips, where ptxas made predicates of it (the
   branch's line has no machine instruction). Neither is a request. */
static const char idle_ptx[] =
	".version 8.0\n.target sm_75\n.address_size 64\n"
	".visible .entry q(.param .u64 p)\n{\n"
	"\t.reg .pred %p<3>; .reg .b32 %r<8>; .reg .b64 %rd<5>;\n"
	"\t.shared .align 4 .b8 s[1024];\n"
	"\tld.param.u64 %rd1, [p];\n"
	"\tcvta.to.global.u64 %rd2, %rd1;\n"
	"\tmov.u32 %r1, %tid.x;\n"
	"\tshl.b32 %r2, %r1, 2;\n"
	"\tmov.u32 %r3, s;\n"
	"\tadd.s32 %r4, %r3, %r2;\n"
	"\tsetp.gt.u32 %p1, %r1, 63;\n"
	"\t@%p1 st.shared.u32 [%r4], %r1;\n"
	"\tsetp.lt.u32 %p2, %r1, 64;\n"
	"\t@%p2 bra $L1;\n"
	"\tst.shared.u32 [%r4+256], %r1;\n"
	"\tld.shared.u32 %r5, [%r4+512];\n"
	"\tst.shared.u32 [%r4+768], %r5;\n"
	"$L1:\n"
	"\tbar.sync 0;\n"
	"\tld.shared.u32 %r6, [%r4];\n"
	"\tmul.wide.u32 %rd3, %r1, 4;\n"
	"\tadd.s64 %rd4, %rd2, %rd3;\n"
	"\tst.global.u32 [%rd4], %r6;\n"
	"\tret;\n}\n";

START_TEST(test_idle)
{
	struct arena *A = arena_new();
	const char *err;
	ptx_kernel *k = ptx_decode(idle_ptx, "q", A, &err);
	uint32_t *c;
	uint64_t param[1] = { 0x10000 };
	int i, to, body = 0, guarded = 0;
	float skip = 0;
	seen s;
	ptx_error e;

	ck_assert_msg(k != NULL, "decode: %s", err);
	if (!weighed(idle_ptx, "q", k, &c)) {
		arena_free(A);
		return;
	}
	for (i = 0, to = -1; i < k->ninsns; i++) {
		const ptx_insn *x = &k->insns[i];
		if (x->op == P_BRA && x->guard >= 0) {
			skip = x->skip;
			to = (int)x->o[0].imm;
		}
		if (x->op == P_ST && x->space == PS_SHARED && x->guard >= 0)
			guarded += x->sass > 0;
		if ((x->op == P_LD || x->op == P_ST) && i < to)
			body += x->sass > 0 && !x->merged;
	}
	/* this ptxas (sm_90) predicates the three-instruction body */
	ck_assert(skip > 0);
	ck_assert_int_eq(body, 3);
	ck_assert_int_eq(guarded, 1);
	ck_assert_int_eq(run_decoded(k, param, &s, &e), 0);
	/* the requests: the load after the barrier and the global store */
	ck_assert_int_eq(s.n, 2);
	ck_assert(!s.store[0] && s.store[1]);
	/* issued with no lane active: the guarded store and the body */
	ck_assert_int_eq(s.idle, guarded + body);
	/* without the table nothing is told: the machine is not known */
	for (i = 0; i < k->ninsns; i++) {
		k->insns[i].sass = 0;
		k->insns[i].skip = 0;
	}
	k->sass = false;
	ck_assert_int_eq(run_decoded(k, param, &s, &e), 0);
	ck_assert_int_eq(s.n, 2);
	ck_assert_int_eq(s.idle, 0);
	free(c);
	arena_free(A);
}
END_TEST

/* A CUDA source read as text: a variable's declared type is looked for
   in its kernel's body first (another kernel's array of the same name
   came first before), past comments, after a first declarator, and
   with qualifiers and __align__ left out. */
static const char cutext_src[] =
	"/* __shared__ double s[4]; a comment's */\n"
	"__global__ void a(unsigned *o)\n{\n"
	"\t__shared__ unsigned s[256];\n\ts[0] = 1;\n}\n"
	"static __constant__ __align__(16) float4 lut[64];\n"
	"__global__ void b(float *o)\n{\n"
	"\t__shared__ float s[2][512], t[8];\n"
	"\t__shared__ unsigned long long u[32];\n"
	"\t__shared__ float sum, count = 0;\n"
	"\tb(o); /* a call: not the definition */\n}\n";

START_TEST(test_cutext)
{
	const char *t = cutext_src;
	size_t len = strlen(t), from, to;
	char buf[64];
	cutext_span dims[3], stmt;

	ck_assert(cutext_kernel_body(t, len, "b", &from, &to));
	ck_assert_int_eq(t[from], '{');
	ck_assert_int_eq(t[to], '}');
	ck_assert(cutext_decl_type(t, len, from, to, "s", buf, sizeof(buf)));
	ck_assert_str_eq(buf, "float");
	ck_assert(cutext_decl_type(t, len, from, to, "t", buf, sizeof(buf)));
	ck_assert_str_eq(buf, "float");
	ck_assert(cutext_decl_type(t, len, from, to, "u", buf, sizeof(buf)));
	ck_assert_str_eq(buf, "unsigned long long");
	ck_assert(!cutext_decl_type(t, len, from, to, "lut", buf,
	                            sizeof(buf)));
	/* variables of one element, as the arrays */
	ck_assert(cutext_decl_type(t, len, from, to, "sum", buf, sizeof(buf)));
	ck_assert_str_eq(buf, "float");
	ck_assert(cutext_decl_type(t, len, from, to, "count", buf,
	                           sizeof(buf)));
	ck_assert_str_eq(buf, "float");
	/* a shared array's dimensions: not a variable's */
	ck_assert_int_eq(cutext_shared_decl(t, len, from, to, "sum", dims,
	                                    &stmt), 0);
	/* the whole text: the first kernel's s, never the comment's */
	ck_assert(cutext_decl_type(t, len, 0, len, "s", buf, sizeof(buf)));
	ck_assert_str_eq(buf, "unsigned");
	ck_assert(cutext_decl_type(t, len, 0, len, "lut", buf, sizeof(buf)));
	ck_assert_str_eq(buf, "float4");
	/* a buffer too small for the words: no type rather than part */
	ck_assert(!cutext_decl_type(t, len, from, to, "u", buf, 8));
	/* the shared declaration's dimensions */
	ck_assert_int_eq(cutext_shared_decl(t, len, from, to, "s", dims,
	                                    &stmt), 2);
	ck_assert_int_eq(t[dims[0].open], '[');
	ck_assert_int_eq(t[dims[1].close], ']');
	ck_assert_int_eq(strncmp(t + dims[1].open, "[512]", 5), 0);
	ck_assert(!cutext_kernel_body(t, len, "c", &from, &to));
}
END_TEST

static Suite *
ptx_suite(void)
{
	Suite *s = suite_create("ptx");
	TCase *tc = tcase_create("interpreter");

	tcase_add_test(tc, test_local);
	tcase_add_test(tc, test_local_unknown);
	tcase_add_test(tc, test_call);
	tcase_add_test(tc, test_recursion);
	tcase_add_test(tc, test_atomic);
	tcase_add_test(tc, test_vote_shuffle);
	tcase_add_test(tc, test_refused);
	tcase_add_test(tc, test_loops);
	tcase_add_test(tc, test_scopes);
	tcase_add_test(tc, test_uniform);
	tcase_add_test(tc, test_unknown_modifier);
	tcase_add_test(tc, test_sass_lines);
	tcase_add_test(tc, test_sass_weigh);
	tcase_add_test(tc, test_sass_merge);
	tcase_add_test(tc, test_idle);
	tcase_add_test(tc, test_cutext);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(ptx_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
