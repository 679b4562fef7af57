/*
 * test_front.c - the lexer and the parser: tokens, the tree they build, and
 * every diagnostic of the front end, located to the column.
 */
#define _GNU_SOURCE
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cudasrc.h"
#include "diag.h"
#include "lex.h"
#include "pat.h"

/* ------------------------------------------------------------- lexer */

static const struct lex_case {
	const char *src;
	enum tok want[16];           /* up to T_EOF */
} lex_cases[] = {
	{ "read a[i]", { T_READ, T_NAME, T_LBRACK, T_NAME, T_RBRACK, T_EOF } },
	{ "a<<=b>>=c", { T_NAME, T_SHLEQ, T_NAME, T_SHREQ, T_NAME, T_EOF } },
	{ "x<=y>=z==w!=v", { T_NAME, T_LE, T_NAME, T_GE, T_NAME, T_EQEQ, T_NAME, T_NE, T_NAME, T_EOF } },
	{ "a&&b||!c&d|e^~f", { T_NAME, T_ANDAND, T_NAME, T_OROR, T_BANG, T_NAME, T_AMP, T_NAME, T_PIPE, T_NAME, T_CARET, T_TILDE, T_NAME, T_EOF } },
	{ "0 .. 32 step 2", { T_NUM, T_DOTDOT, T_NUM, T_NAME, T_NUM, T_EOF } },
	{ "0..32", { T_NUM, T_DOTDOT, T_NUM, T_EOF } },
	{ "a\nb", { T_NAME, T_NEWLINE, T_NAME, T_EOF } },
	{ "(a\nb)", { T_LPAREN, T_NAME, T_NAME, T_RPAREN, T_EOF } },
	{ "a[b\n]", { T_NAME, T_LBRACK, T_NAME, T_RBRACK, T_EOF } },
	{ "a # x\nb // y\nc", { T_NAME, T_NEWLINE, T_NAME, T_NEWLINE, T_NAME, T_EOF } },
	{ "a /* x\ny */ b", { T_NAME, T_NAME, T_EOF } },
	{ "a \\\nb", { T_NAME, T_NAME, T_EOF } },
	{ "__shared__ float t[32][33];", { T_SHARED, T_NAME, T_NAME, T_LBRACK, T_NUM, T_RBRACK, T_LBRACK, T_NUM, T_RBRACK, T_SEMI, T_EOF } },
	{ "expect x >= 50%", { T_EXPECT, T_NAME, T_GE, T_NUM, T_PERCENT, T_EOF } },
	{ "a ? b : c", { T_NAME, T_QUEST, T_NAME, T_COLON, T_NAME, T_EOF } },
	{ "for (s = 1; s < n; s *= 2)", { T_FOR, T_LPAREN, T_NAME, T_ASSIGN, T_NUM, T_SEMI, T_NAME, T_LT, T_NAME, T_SEMI, T_NAME, T_MULEQ, T_NUM, T_RPAREN, T_EOF } },
	{ "x += 1; y -= 2; z /= 3", { T_NAME, T_ADDEQ, T_NUM, T_SEMI, T_NAME, T_SUBEQ, T_NUM, T_SEMI, T_NAME, T_DIVEQ, T_NUM, T_EOF } },
};

START_TEST(test_lex_tokens)
{
	const struct lex_case *c = &lex_cases[_i];
	diag d;
	lexer lx;
	token t;
	int i = 0;

	diag_init(&d, stderr, false);
	lex_init(&lx, "t", c->src, strlen(c->src), &d);
	do {
		lex_next(&lx, &t);
		ck_assert_msg(t.kind == c->want[i], "'%s' token %d: %s, want %s",
		              c->src, i, lex_name(t.kind), lex_name(c->want[i]));
		i++;
	} while (t.kind != T_EOF);
	ck_assert_int_eq(d.nerrors, 0);
}
END_TEST

static const struct num_case {
	const char *src;
	long long ival;
	double dval;
	int isfloat;
} num_cases[] = {
	{ "0", 0, 0, 0 }, { "42", 42, 42, 0 }, { "0x1F", 31, 31, 0 },
	{ "0b101", 5, 5, 0 }, { "1'000'000", 1000000, 1e6, 0 },
	{ "1_024", 1024, 1024, 0 }, { "7u", 7, 7, 0 }, { "9LL", 9, 9, 0 },
	{ "9223372036854775807", 9223372036854775807LL, 9223372036854775807.0, 0 },
	{ "0.5", 0, 0.5, 1 }, { "12.25", 0, 12.25, 1 }, { "1'0.5", 0, 10.5, 1 },
};

START_TEST(test_lex_numbers)
{
	const struct num_case *c = &num_cases[_i];
	diag d;
	lexer lx;
	token t;

	diag_init(&d, stderr, false);
	lex_init(&lx, "t", c->src, strlen(c->src), &d);
	lex_next(&lx, &t);
	ck_assert_int_eq(t.kind, T_NUM);
	ck_assert_int_eq(t.ival, c->ival);
	ck_assert_double_eq(t.dval, c->dval);
	ck_assert_int_eq(t.isfloat, c->isfloat);
	ck_assert_int_eq(t.loc.len, (int)strlen(c->src));
	lex_next(&lx, &t);
	ck_assert_int_eq(t.kind, T_EOF);
}
END_TEST

START_TEST(test_lex_locations)
{
	const char *src = "grid 4\n  read\ta[i]\n";
	diag d;
	lexer lx;
	token t;

	diag_init(&d, stderr, false);
	lex_init(&lx, "t", src, strlen(src), &d);
	lex_next(&lx, &t);
	ck_assert_int_eq(t.loc.line, 1);
	ck_assert_int_eq(t.loc.col, 1);
	ck_assert_int_eq(t.loc.len, 4);
	lex_next(&lx, &t);          /* 4 */
	ck_assert_int_eq(t.loc.col, 6);
	lex_next(&lx, &t);          /* newline */
	ck_assert_int_eq(t.kind, T_NEWLINE);
	lex_next(&lx, &t);          /* read */
	ck_assert_int_eq(t.loc.line, 2);
	ck_assert_int_eq(t.loc.col, 3);
	lex_next(&lx, &t);          /* a, after a tab */
	ck_assert_int_eq(t.loc.col, 8);
}
END_TEST

/* ------------------------------------------------- diagnostics, located */

/* noinline: inlined, gcc 12 takes the returned buffer for a pointer to the
   local that open_memstream filled in (-Wdangling-pointer) */
static __attribute__((noinline)) char *
parse_errors(const char *src, pat_define *defs, int ndefs, pat_program **pp)
{
	char *buf = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&buf, &n);
	diag d;
	pat_program *p;

	diag_init(&d, f, false);
	p = pat_parse("t.pat", src, strlen(src), defs, ndefs, &d);
	fclose(f);
	if (pp != NULL)
		*pp = p;
	else
		pat_free(p);
	return buf;
}

#define HEAD "grid 1\nblock 32\nglobal float a[64]\n"

static const struct err_case {
	const char *src;
	const char *want;            /* a substring of the diagnostics */
} err_cases[] = {
	/* lexical */
	{ HEAD "read a[$]", "t.pat:4:8: error: unexpected character '$'" },
	{ HEAD "read a[0] /* open", "t.pat:4:11: error: unterminated comment ('*/' expected)" },
	{ HEAD "read a[99999999999999999999]", "t.pat:4:8: error: integer literal too large" },
	{ HEAD "read a[12abc]", "t.pat:4:8: error: invalid digit or suffix in number '12abc'" },
	{ HEAD "read a[\xc3\xa9]", "t.pat:4:8: error: unexpected character '\xc3\xa9'" },
	{ HEAD "read a[0x]", "t.pat:4:8: error: invalid number" },
	/* syntax */
	{ HEAD "read a[1 +]", "t.pat:4:11: error: an expression expected, found ']'" },
	{ HEAD "read a[(1]", "t.pat:4:10: error: ')' expected (to close '(' at line 4)" },
	{ HEAD "read a[1", "t.pat:4:9: error: ']' expected (to close '[' at line 4)" },
	{ HEAD "read a[1] junk", "t.pat:4:11: error: end of line expected, found 'junk'" },
	{ HEAD "read", "t.pat:4:5: error: an array name expected, found end of file" },
	{ HEAD "for k in 0 .. 4 {\nread a[k]\n", "'}' expected (to close '{' at line 4)" },
	{ HEAD "for k 0 .. 4 {\n}", "t.pat:4:7: error: 'in' expected, found '0'" },
	{ HEAD "for (k = 0; k < 4; j += 1) {\n}", "an update of the loop variable expected, found 'j'" },
	{ HEAD "for (k = 0; k < 4; k + 1) {\n}", "expected, found '+'" },
	{ HEAD "}", "t.pat:4:1: error: '}' without a matching '{'" },
	{ HEAD "wibble a[0]", "t.pat:4:1: error: 'wibble' does not start a statement" },
	{ HEAD "read a[0]\n__syncthreads(", "t.pat:5:15: error: ')' expected (to close '(' at line 5)" },
	{ HEAD "read a[0]\nsync x", "t.pat:5:6: error: end of line expected, found 'x'" },
	{ HEAD "read a[0.5]", "t.pat:4:8: error: index arithmetic is on integers: '0.5' is not one" },
	/* names */
	{ HEAD "read a[threadIdx.w]", "t.pat:4:8: error: unknown variable 'threadIdx.w'" },
	{ HEAD "read a[threadIdx]", "'threadIdx' needs a component" },
	{ HEAD "read a[nope]", "t.pat:4:8: error: unknown variable 'nope'" },
	{ HEAD "read a[sqrt(2)]", "unknown function 'sqrt' (there are min, max and abs)" },
	{ HEAD "read b[0]", "t.pat:4:6: error: unknown array 'b'" },
	{ HEAD "global nope b[4]", "t.pat:4:8: error: unknown type 'nope'" },
	{ HEAD "read a[0].x", "type 'float' has no field 'x'" },
	{ "struct P { float x; }\n" HEAD "global P p[4]\nread p[0].q", "struct 'P' has no field 'q'" },
	{ "struct P { float x; }\n" HEAD "global P p[4]\nread p[0]", "a whole 'P' is not one load or store: name a field, as in p[i].x" },
	/* redeclarations */
	{ HEAD "global float a[4]", "t.pat:4:14: error: array 'a' is already declared" },
	{ HEAD "let i = 1\nlet i = 2", "t.pat:5:5: error: 'i' is already declared in this block" },
	{ "param n = 1\nparam n = 2\n" HEAD "read a[0]", "t.pat:2:7: error: parameter 'n' is already declared" },
	{ HEAD "grid 2", "t.pat:4:1: error: 'grid' is already declared" },
	{ "struct P { float x; float x; }\n" HEAD "read a[0]", "field 'x' is already declared" },
	{ "struct float { int x; }\n" HEAD "read a[0]", "type 'float' is already defined" },
	{ HEAD "read a[0] as x\nread a[1] as x", "label 'x' is already used" },
	{ HEAD "read a[0] as all", "label 'all' is reserved" },
	/* sizes and geometry */
	{ "grid 0\nblock 32\nglobal float a[4]\nread a[0]", "t.pat:1:6: error: grid size x is 0: it must be at least 1" },
	{ "grid 1\nblock 2048\nglobal float a[4]\nread a[0]", "block size x is 2048: CUDA allows at most 1024" },
	{ "grid 1\nblock 32, 32, 2\nglobal float a[4]\nread a[0]", "a block of 2048 threads: CUDA allows at most 1024" },
	{ "grid 1, 1, 1, 1\nblock 32\nglobal float a[4]\nread a[0]", "a grid has at most 3 dimensions" },
	{ "grid 1\nblock 32\nglobal float a[0]\nread a[0]", "array size 0: it must be at least 1" },
	{ "grid 1\nblock 32\nglobal float a[1<<40][1<<20]\nread a[0][0]", "array 'a' is too large" },
	{ "grid 1\nblock 32\nglobal float a[4] offset 2\nread a[0]", "offset 2 misaligns 'a': float needs 4-byte alignment" },
	{ "grid 1\nblock 32\nconstant float c[20000]\nread c[0]", "constant arrays take 80000 bytes: CUDA allows 65536" },
	{ HEAD "read a[0][1]", "'a' has 1 dimension: too many indices" },
	{ "grid 1\nblock 32\nglobal float m[4][4]\nread m[0]", "'m' has 2 dimensions: 1 index given" },
	{ "grid 1\nblock 32\nglobal float a[threadIdx.x]\nread a[0]", "an array size must be a constant" },
	{ "grid 1\nblock blockDim.x\nglobal float a[4]\nread a[0]", "'blockDim.x' used before the 'block' declaration" },
	{ "block 32\nglobal float a[4]\nread a[0]", "no 'grid' declaration" },
	{ "grid 1\nglobal float a[4]\nread a[0]", "no 'block' declaration" },
	{ "grid 1\nblock 32\nglobal float a[4]", "no 'read' or 'write': nothing to analyze" },
	/* constant evaluation */
	{ HEAD "read a[1 / 0]", "t.pat:4:10: error: division by zero in constant expression (1 / 0)" },
	{ HEAD "read a[9223372036854775807 + 1]", "integer overflow in constant expression" },
	{ HEAD "read a[1 << 64]", "shift count out of range in constant expression" },
	{ HEAD "for k in 0 .. 4 step -1 {\n}", "loop step -1: it must be positive" },
	/* expectations */
	{ HEAD "expect sectors == 1", "t.pat:4:1: error: 'expect' before any access" },
	{ HEAD "read a[0]\nexpect nonsense == 1", "t.pat:5:8: error: unknown figure 'nonsense'" },
	{ HEAD "read a[0]\nexpect wavefronts == 1", "'wavefronts' does not apply to global memory ('read a[0]')" },
	{ HEAD "read a[0]\nexpect x.sectors == 1", "no access is labelled 'x'" },
	{ HEAD "read a[0]\nexpect sectors = 1", "a comparison ('==', '<=', ...) expected" },
	{ HEAD "read a[0]\nexpect sectors == x", "t.pat:5:19: error: unknown variable 'x'" },
	{ HEAD "read a[0]\nexpect sectors == threadIdx.x", "an expected value must be a constant" },
	/* structure */
	{ HEAD "if 1 {\ngrid 3\n}", "'grid' declarations go at the top level" },
	{ "arch sm_99\n" HEAD "read a[0]", "unknown architecture 'sm_99'" },
	{ "bankmode 2\n" HEAD "read a[0]", "4 or 8 (bytes per bank) expected" },
	{ "registers 0\n" HEAD "read a[0]", "t.pat:1:11: error: a number of registers a thread, 1 to 255 expected" },
	{ "registers 256\n" HEAD "read a[0]", "1 to 255 expected, found '256'" },
	{ HEAD "if 1 {\nregisters 40\n}", "'registers' declarations go at the top level" },
};

START_TEST(test_parse_errors)
{
	const struct err_case *c = &err_cases[_i];
	pat_program *p;
	char *got = parse_errors(c->src, NULL, 0, &p);

	ck_assert_msg(p == NULL, "no error for:\n%s", c->src);
	ck_assert_msg(strstr(got, c->want) != NULL, "want '%s' in:\n%s",
	              c->want, got);
	free(got);
}
END_TEST

/* Several errors in one run, each on its own line; and a cap. */
START_TEST(test_parse_recovers)
{
	const char *src = HEAD "read a[1 +]\nread b[0]\nread a[(0]\n"
	                  "let x = nope\nread a[0]\nread a[0] junk\n";
	char *got = parse_errors(src, NULL, 0, NULL);
	int n = 0;
	const char *p;

	for (p = got; (p = strstr(p, ": error: ")) != NULL; p++)
		n++;
	ck_assert_msg(n == 5, "%d errors:\n%s", n, got);
	ck_assert_ptr_nonnull(strstr(got, "t.pat:4:"));
	ck_assert_ptr_nonnull(strstr(got, "t.pat:5:"));
	ck_assert_ptr_nonnull(strstr(got, "t.pat:6:"));
	ck_assert_ptr_nonnull(strstr(got, "t.pat:7:"));
	ck_assert_ptr_nonnull(strstr(got, "t.pat:9:"));
	free(got);
}
END_TEST

START_TEST(test_parse_error_cap)
{
	char src[8192];
	size_t n;
	int i, errors = 0;
	char *got;
	const char *p;

	n = (size_t)snprintf(src, sizeof(src), "%s", HEAD);
	for (i = 0; i < 100; i++)
		n += (size_t)snprintf(src + n, sizeof(src) - n, "read zz[0]\n");
	got = parse_errors(src, NULL, 0, NULL);
	for (p = got; (p = strstr(p, ": error: ")) != NULL; p++)
		errors++;
	ck_assert_int_eq(errors, 20);
	free(got);
}
END_TEST

/* A quiet diag prints nowhere, yet counts each message and hands it,
   with its id and place, to the capture hook. */
typedef struct quiet_seen {
	int n;
	char id[64], text[128];
	int line, col;
} quiet_seen;

static void
quiet_capture(void *arg, enum diag_level lv, const char *id,
              const char *file, int line, int col, const char *msg)
{
	quiet_seen *q = arg;

	(void)file;
	if (lv != DIAG_ERROR || q->n++ > 0)
		return;
	snprintf(q->id, sizeof(q->id), "%s", id != NULL ? id : "(none)");
	snprintf(q->text, sizeof(q->text), "%s", msg);
	q->line = line;
	q->col = col;
}

START_TEST(test_diag_quiet)
{
	const char *src = HEAD "read\ta[threadIdx.w * 2]";
	quiet_seen q;
	diag d;
	pat_program *p;

	memset(&q, 0, sizeof(q));
	diag_init_quiet(&d);
	ck_assert_ptr_null(d.out);
	d.capture = quiet_capture;
	d.capture_arg = &q;
	p = pat_parse("t.pat", src, strlen(src), NULL, 0, &d);
	ck_assert_ptr_null(p);
	ck_assert_int_eq(d.nerrors, 1);
	ck_assert_int_eq(q.n, 1);
	ck_assert_str_eq(q.id, "PARSE_UNKNOWN_COMPONENT");
	ck_assert_str_eq(q.text, "unknown variable 'threadIdx.w'");
	ck_assert_int_eq(q.line, 4);
	ck_assert_int_eq(q.col, 8);
}
END_TEST

/* The source line and caret under the place. */
START_TEST(test_caret)
{
	char *got = parse_errors(HEAD "read\ta[threadIdx.w * 2]", NULL, 0, NULL);
	ck_assert_str_eq(got,
		"accessan: t.pat:4:8: error: unknown variable 'threadIdx.w'\n"
		"    read\ta[threadIdx.w * 2]\n"
		"        \t  ^~~~~~~~~~~\n");
	free(got);
}
END_TEST

/* --------------------------------------------------------- the tree */

START_TEST(test_parse_tree)
{
	const char *src =
		"# comment\n"
		"param n = 1 << 10\n"
		"param s = n / 4 + 1\n"
		"struct P { char c; double d; }\n"
		"grid n / 32, 2\n"
		"block 32\n"
		"global P pts[n]\n"
		"global float4 v[s] offset 32\n"
		"shared float t[32][33]\n"
		"constant int k[16]\n"
		"let i = blockIdx.x * blockDim.x + threadIdx.x\n"
		"let c = gridDim.y * 2\n"
		"read pts[i].d if i < n as p\n"
		"write v[i % s].y\n"
		"read t[threadIdx.x][c]\n"
		"expect p.sectors_per_request <= 8\n"
		"expect all.bank_conflicts == 0\n";
	pat_define defs[] = { { "s", 7, false }, { "zz", 1, false } };
	pat_program *p;
	char *errs = parse_errors(src, defs, 2, &p);

	ck_assert_msg(p != NULL, "%s", errs);
	free(errs);
	ck_assert_int_eq(p->nparams, 2);
	ck_assert_int_eq(p->params[0].value, 1024);
	ck_assert_int_eq(p->params[1].value, 7);
	ck_assert(p->params[1].overridden);
	ck_assert(defs[0].used);
	ck_assert(!defs[1].used);
	ck_assert_int_eq(p->grid[0], 32);
	ck_assert_int_eq(p->grid[1], 2);
	ck_assert_int_eq(p->grid[2], 1);
	ck_assert_int_eq(p->block[0], 32);
	ck_assert_int_eq(p->narrays, 4);
	ck_assert_uint_eq(p->arrays[0].type->size, 16);
	ck_assert_uint_eq(p->arrays[0].bytes, 16 * 1024);
	ck_assert_uint_eq(p->arrays[0].base, 0);
	/* cudaMalloc alignment: the next array starts at 256 bytes, + offset */
	ck_assert_uint_eq(p->arrays[1].base, 16 * 1024 + 32);
	ck_assert_uint_eq(p->arrays[2].bytes, 32 * 33 * 4);
	ck_assert_uint_eq(p->shared_bytes, 32 * 33 * 4);
	ck_assert_int_eq(p->naccesses, 3);
	ck_assert_int_eq(p->accesses[0]->u.access.size, 8);
	ck_assert_uint_eq(p->accesses[0]->u.access.field_offset, 8);
	ck_assert_str_eq(p->accesses[0]->u.access.label, "p");
	ck_assert_ptr_nonnull(p->accesses[0]->u.access.pred);
	ck_assert_str_eq(p->accesses[0]->text, "read pts[i].d if i < n as p");
	ck_assert(p->accesses[1]->u.access.store);
	ck_assert_int_eq(p->accesses[1]->u.access.size, 4);
	ck_assert_uint_eq(p->accesses[1]->u.access.field_offset, 4);
	ck_assert_int_eq(p->accesses[1]->loc.line, 14);
	/* 'c' is a constant let: its uses fold to a number */
	ck_assert_int_eq(p->accesses[2]->u.access.index[1]->op, E_NUM);
	ck_assert_int_eq(p->accesses[2]->u.access.index[1]->num, 4);
	ck_assert_int_eq(p->nexpects, 2);
	ck_assert_ptr_eq(p->expects[0]->u.expect.access, p->accesses[0]);
	ck_assert_ptr_null(p->expects[1]->u.expect.access);
	ck_assert_int_eq(p->expects[0]->u.expect.cmp, C_LE);
	ck_assert_double_eq(p->expects[0]->u.expect.value, 8);
	pat_free(p);
}
END_TEST

/* An expected value: a number, a percentage or a constant expression. */
START_TEST(test_expect_values)
{
	static const struct {
		const char *value;
		double want;
	} t[] = {
		{ "8", 8 }, { "0.25", 0.25 }, { "50%", 0.5 }, { "12.5%", 0.125 },
		{ "min(4 * s, 32)", 12 }, { "s * 2 + 1", 7 }, { "17 % 10 + 1", 8 },
		{ "8 % 5 * 3 - 1", 8 }, { "s > 2 ? 1 : 0", 1 }, { "(s)", 3 },
	};
	size_t i;

	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		char src[256];
		pat_program *p;
		char *errs;
		snprintf(src, sizeof(src), "param s = 3\n" HEAD "read a[0]\n"
		         "expect requests >= %s\n", t[i].value);
		errs = parse_errors(src, NULL, 0, &p);
		ck_assert_msg(p != NULL, "%s: %s", t[i].value, errs);
		ck_assert_msg(p->expects[0]->u.expect.value == t[i].want,
		              "%s is %g", t[i].value, p->expects[0]->u.expect.value);
		free(errs);
		pat_free(p);
	}
	{
		char *errs = parse_errors(HEAD "read a[threadIdx.x]\n"
		                          "expect requests == threadIdx.x\n",
		                          NULL, 0, NULL);
		ck_assert_ptr_nonnull(strstr(errs, "an expected value must be a "
		                                   "constant"));
		free(errs);
	}
}
END_TEST

/* Words that are keywords in one place only stay free elsewhere. */
START_TEST(test_contextual_words)
{
	const char *src = "param offset = 4\nparam step = 2\ngrid 1\nblock 32\n"
		"global float in[256] offset offset\n"
		"for as in 0 .. 8 step step {\nread in[as + threadIdx.x] as step2\n}\n";
	pat_program *p;
	char *errs = parse_errors(src, NULL, 0, &p);

	ck_assert_msg(p != NULL, "%s", errs);
	ck_assert_uint_eq(p->arrays[0].offset, 4);
	ck_assert_str_eq(p->accesses[0]->u.access.label, "step2");
	ck_assert_int_eq(p->registers, 0);
	free(errs);
	pat_free(p);
	/* 'registers' declares at the top level only, and names a variable */
	errs = parse_errors("registers 40\ngrid 1\nblock 32\nglobal float a[64]\n"
	                    "let registers = 3\nread a[registers]\n", NULL, 0, &p);
	ck_assert_msg(p != NULL, "%s", errs);
	ck_assert_int_eq(p->registers, 40);
	free(errs);
	pat_free(p);
}
END_TEST

/* C's spellings of types are understood. */
START_TEST(test_type_spellings)
{
	static const struct {
		const char *type;
		unsigned size;
	} t[] = {
		{ "unsigned char", 1 }, { "unsigned short", 2 }, { "unsigned int", 4 },
		{ "unsigned", 4 }, { "long long", 8 }, { "unsigned long long", 8 },
		{ "long", 8 }, { "signed char", 1 }, { "char4", 4 }, { "int2", 8 },
		{ "int4", 16 }, { "double2", 16 }, { "float2", 8 }, { "ushort", 2 },
	};
	size_t i;

	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		char src[256];
		pat_program *p;
		char *errs;
		snprintf(src, sizeof(src), "grid 1\nblock 32\nglobal %s a[64]\n"
		         "read a[threadIdx.x]\n", t[i].type);
		errs = parse_errors(src, NULL, 0, &p);
		ck_assert_msg(p != NULL, "%s: %s", t[i].type, errs);
		ck_assert_msg(p->arrays[0].type->size == t[i].size, "%s: %llu bytes",
		              t[i].type, (unsigned long long)p->arrays[0].type->size);
		free(errs);
		pat_free(p);
	}
}
END_TEST

/* A file with a NUL byte, an empty file and a huge line are answered. */
START_TEST(test_odd_files)
{
	static const char nul[] = "grid 1\nblock 32\0global";
	diag d;
	char *buf = NULL, *line;
	size_t n = 0, i;
	FILE *f = open_memstream(&buf, &n);
	pat_program *p;

	diag_init(&d, f, false);
	p = pat_parse("t.pat", nul, sizeof(nul) - 1, NULL, 0, &d);
	ck_assert_ptr_null(p);
	p = pat_parse("t.pat", "", 0, NULL, 0, &d);
	ck_assert_ptr_null(p);
	fclose(f);
	ck_assert_ptr_nonnull(strstr(buf, "NUL byte"));
	/* at the byte: line 2, after "block 32" */
	ck_assert_ptr_nonnull(strstr(buf, "t.pat:2:9: error: the file holds a "
	                             "NUL byte"));
	ck_assert_ptr_nonnull(strstr(buf, "no 'grid' declaration"));
	free(buf);

	/* a 100 000-character line: the caret line shows a window of it */
	line = malloc(200000);
	n = (size_t)sprintf(line, HEAD "read a[0");
	for (i = 0; i < 100000; i++)
		line[n++] = ' ';
	strcpy(line + n, "+ nope]\n");
	buf = parse_errors(line, NULL, 0, NULL);
	ck_assert_ptr_nonnull(strstr(buf, "unknown variable 'nope'"));
	ck_assert_msg(strlen(buf) < 600, "%zu bytes of message", strlen(buf));
	free(buf);
	free(line);
}
END_TEST

/* Deep nesting is refused, not a stack overflow. */
START_TEST(test_deep_nesting)
{
	char *src = malloc(300000), *got;
	const char *first;
	size_t n = (size_t)sprintf(src, HEAD "read a[");
	int i;

	for (i = 0; i < 100000; i++)
		src[n++] = '(';
	strcpy(src + n, "0]\n");
	got = parse_errors(src, NULL, 0, NULL);
	ck_assert_ptr_nonnull(strstr(got, "nested too deeply"));
	free(got);
	n = (size_t)sprintf(src, HEAD "read a[");
	for (i = 0; i < 100000; i++)
		src[n++] = '-';
	strcpy(src + n, "0]\n");
	got = parse_errors(src, NULL, 0, NULL);
	ck_assert_ptr_nonnull(strstr(got, "nested too deeply"));
	free(got);
	n = (size_t)sprintf(src, HEAD);
	for (i = 0; i < 1000; i++)
		n += (size_t)sprintf(src + n, "if 1 {\n");
	got = parse_errors(src, NULL, 0, NULL);
	first = strstr(got, "blocks nested too deeply");
	ck_assert_ptr_nonnull(first);
	/* said once, not once for every level past the limit */
	ck_assert_ptr_null(strstr(first + strlen("blocks nested too deeply"),
	                          "too deeply"));
	free(got);
	free(src);
}
END_TEST

/* ------------------------------------------- hostile inputs */

/* A chain of n terms joined by op after prefix, then suffix. */
static char *
chain(const char *prefix, const char *term, const char *op, int n,
      const char *suffix)
{
	size_t cap = strlen(prefix) + strlen(suffix) +
	             (size_t)n * (strlen(term) + strlen(op) + 2) + 1;
	char *s = malloc(cap), *q = s;
	int i;

	q += sprintf(q, "%s%s", prefix, term);
	for (i = 1; i < n; i++)
		q += sprintf(q, " %s %s", op, term);
	strcpy(q, suffix);
	return s;
}

/* Left-deep chains are built without recursion but walked with it later:
   past PAT_MAX_HEIGHT they are refused where they are built. */
START_TEST(test_long_chains)
{
	static const struct {
		const char *prefix, *term, *op, *suffix;
	} chains[] = {
		{ HEAD "let x = ", "threadIdx.x", "+", "\nread a[x & 3]\n" },
		{ HEAD "read a[", "threadIdx.x", "+", " & 3]\n" },
		{ HEAD "read a[0] if ", "threadIdx.x > 1", "&&", "\n" },
		{ HEAD "read a[0] if ", "threadIdx.x > 1", "||", "\n" },
		{ HEAD "read a[(", "threadIdx.x", "*", ") & 3]\n" },
	};
	size_t i;
	pat_program *p;
	char *src, *got;

	for (i = 0; i < sizeof(chains) / sizeof(chains[0]); i++) {
		src = chain(chains[i].prefix, chains[i].term, chains[i].op,
		            20000, chains[i].suffix);
		got = parse_errors(src, NULL, 0, &p);
		ck_assert_ptr_null(p);
		ck_assert_msg(strstr(got, "t.pat:4:") != NULL &&
		              strstr(got, "error: expression nested too deeply "
		                     "(more than 1000 levels)") != NULL,
		              "chain %zu: %.300s", i, got);
		free(got);
		free(src);
		/* at the limit it is a tree of PAT_MAX_HEIGHT levels */
		src = chain(chains[i].prefix, chains[i].term, chains[i].op,
		            PAT_MAX_HEIGHT - (i == 2 || i == 3 ? 100 : 0),
		            chains[i].suffix);
		got = parse_errors(src, NULL, 0, &p);
		ck_assert_msg(p != NULL, "chain %zu: %.300s", i, got);
		pat_free(p);
		free(got);
		free(src);
	}
	/* constants fold as they are read: any length, in linear time */
	src = chain("param n = ", "1", "+", 200000, "\n" HEAD "read a[n & 3]\n");
	got = parse_errors(src, NULL, 0, &p);
	ck_assert_msg(p != NULL, "%.300s", got);
	ck_assert_int_eq(p->params[0].value, 200000);
	pat_free(p);
	free(got);
	free(src);
	/* each 'else if' is one level deeper */
	src = chain(HEAD "if threadIdx.x == 0 { read a[0] }", "", "else if "
	            "threadIdx.x == 1 { read a[1] }", 3000, "\n");
	got = parse_errors(src, NULL, 0, &p);
	ck_assert_ptr_null(p);
	ck_assert_ptr_nonnull(strstr(got, "'else if' chain too long (more "
	                                  "than 1000)"));
	free(got);
	free(src);
}
END_TEST

/* Struct sizes and offsets are 64-bit, and refused past 2^48 bytes. */
START_TEST(test_big_structs)
{
	char src[4096], *q = src, *got;
	pat_program *p;
	int k, i;

	q += sprintf(q, "struct S0 { double f0");
	for (i = 1; i < 64; i++)
		q += sprintf(q, ", f%d", i);
	q += sprintf(q, " }\n");
	for (k = 1; k <= 7; k++) {
		q += sprintf(q, "struct S%d { S%d f0", k, k - 1);
		for (i = 1; i < 64; i++)
			q += sprintf(q, ", f%d", i);
		q += sprintf(q, " }\n");
	}
	got = parse_errors(src, NULL, 0, NULL);
	ck_assert_msg(strstr(got, "t.pat:8:48: error: struct 'S7' is too large "
	                     "(more than 2^48 bytes)") != NULL, "%s", got);
	/* said once, and the struct's own '}' is not a stray one */
	ck_assert_msg(strstr(got, "without a matching") == NULL, "%s", got);
	free(got);
	/* S4 is 2^33 bytes: it used to wrap to 0 */
	strcpy(strstr(src, "struct S5"), HEAD "global S4 b[3]\n"
	       "read b[2].f63.f1.f2.f3.f4\n");
	got = parse_errors(src, NULL, 0, &p);
	ck_assert_msg(p != NULL, "%s", got);
	ck_assert_uint_eq(p->arrays[1].type->size, (uint64_t)1 << 33);
	ck_assert_uint_eq(p->arrays[1].bytes, (uint64_t)3 << 33);
	ck_assert_uint_eq(p->accesses[0]->u.access.field_offset,
	                  63 * ((uint64_t)1 << 27) + (1 << 21) + 2 * (1 << 15) +
	                  3 * (1 << 9) + 4 * 8);
	pat_free(p);
	free(got);
}
END_TEST

/* Byte order marks, CRLF continuations, long decimals, builtin names. */
START_TEST(test_lex_hostile)
{
	char src[512], *got;
	pat_program *p;

	snprintf(src, sizeof(src), "\xef\xbb\xbf" "grid 1\r\nblock 32\r\n"
	         "global int a[64]\r\nread a[threadIdx.x + \\\r\n1]\r\n"
	         "expect requests == %070d1.0\r\n", 0);
	got = parse_errors(src, NULL, 0, &p);
	ck_assert_msg(p != NULL, "%s", got);
	ck_assert(p->expects[0]->u.expect.value == 1.0);
	pat_free(p);
	free(got);
	got = parse_errors("\xef\xbb\xbfgrid x\n", NULL, 0, NULL);
	ck_assert_msg(strncmp(got, "accessan: t.pat:1:6: error: unknown "
	                      "variable 'x'\n    grid x\n         ^\n", 71) == 0,
	              "%s", got);
	free(got);
	got = parse_errors("param warpSize = 64\n" HEAD "read a[0]\n", NULL, 0,
	                   NULL);
	ck_assert_ptr_nonnull(strstr(got, "t.pat:1:7: error: 'warpSize' is a "
	                                  "builtin variable"));
	free(got);
	{
		pat_define def = { "warpSize", 64, false };
		got = parse_errors(HEAD "read a[0]\n", &def, 1, &p);
		ck_assert_ptr_null(p);
		ck_assert(def.used);
		ck_assert_ptr_nonnull(strstr(got, "-D warpSize: 'warpSize' is a "
		                                  "builtin variable"));
		free(got);
	}
}
END_TEST

/* Control bytes from the file reach the terminal escaped, the caret
   still under its column. */
START_TEST(test_diag_escapes)
{
	char *got = parse_errors(HEAD "read a[0] /* \033]0;x\007 */ + nope]\n",
	                         NULL, 0, NULL);
	ck_assert_str_eq(got,
		"accessan: t.pat:4:24: error: end of line expected, found '+'\n"
		"    read a[0] /* \\x1b]0;x\\x07 */ + nope]\n"
		"                                 ^\n");
	free(got);
	got = parse_errors(HEAD "read a[\302\233]\n", NULL, 0, NULL);
	ck_assert_ptr_nonnull(strstr(got, "unexpected character '\\u009b'\n"
	                                  "    read a[\\u009b]\n"));
	ck_assert_ptr_null(strchr(got, '\033'));
	free(got);
}
END_TEST


/* ------------------------------------------------ C forms */

/* C's forms parse into the statements they stand for. */
START_TEST(test_c_forms)
{
	const char *src =
		"#define TILE 32\n"
		"struct __align__(16) Q { float a; }\n"
		"grid 1\nblock TILE, 8\n"
		"global float a[64][64]\n"
		"global float b[64][64];\n"
		"shared __align__(16) float t[TILE][TILE]\n"
		"view float4 t4 = t\n"
		"int x = threadIdx.x;\n"
		"const unsigned y = threadIdx.y;\n"
		"x += 4;\n"
		"x = x * 2\n"
		"for (int i = 0; i < 4; i++)\n{\n"
		"    b[y][x % 64] = a[x % 64][y] as cp;\n"
		"}\n"
		"int j = 0;\n"
		"while (j < 8) {\n  float v = t4[y][j];\n  j += 2;\n}\n"
		"__syncthreads();\n__syncwarp();\n"
		"if x > 3\n{\n  read a[0][0]\n}\nelse\n{\n  read a[1][1]\n}\n"
		"expect cp_read.requests == 4 * 8\n"
		"expect cp_write.efficiency == 1 / 4\n";
	pat_program *p;
	char *errs = parse_errors(src, NULL, 0, &p);
	const pat_stmt *s;
	const pat_expr *e;

	ck_assert_msg(p != NULL, "%s", errs);
	free(errs);
	ck_assert_int_eq(p->block[0], 32);
	ck_assert_int_eq(p->narrays, 4);
	/* the view: float4 over t, same base, [32][8] */
	ck_assert_ptr_eq(p->arrays[3].view_of, &p->arrays[2]);
	ck_assert_int_eq(p->arrays[3].base, p->arrays[2].base);
	ck_assert_int_eq(p->arrays[3].dims[1], 8);
	ck_assert_int_eq(p->arrays[3].type->size, 16);
	s = p->body;                  /* int x = threadIdx.x */
	ck_assert_int_eq(s->kind, S_LET);
	s = s->next->next;            /* x += 4: a new slot, old x + 4 */
	ck_assert_int_eq(s->kind, S_LET);
	ck_assert_int_eq(s->u.let.value->op, E_ADD);
	ck_assert_int_eq(s->u.let.value->a->slot, p->body->u.let.slot);
	ck_assert_int_ne(s->u.let.slot, p->body->u.let.slot);
	e = s->next->u.let.value;     /* x = x * 2 reads the new x */
	ck_assert_int_eq(e->op, E_MUL);
	ck_assert_int_eq(e->a->slot, s->u.let.slot);
	s = s->next->next;            /* the for: i++ */
	ck_assert_int_eq(s->kind, S_FOR);
	ck_assert(s->u.loop.cform);
	ck_assert_int_eq(s->u.loop.upd, F_ADD);
	ck_assert_int_eq(s->u.loop.step->num, 1);
	/* the copy: a read of a, then a write of b, labelled */
	ck_assert_int_eq(s->u.loop.body->kind, S_ACCESS);
	ck_assert(!s->u.loop.body->u.access.store);
	ck_assert_str_eq(s->u.loop.body->u.access.array->name, "a");
	ck_assert_str_eq(s->u.loop.body->u.access.label, "cp_read");
	ck_assert_str_eq(s->u.loop.body->text, "read a[x % 64][y] as cp_read");
	ck_assert(s->u.loop.body->next->u.access.store);
	ck_assert_str_eq(s->u.loop.body->next->u.access.label, "cp_write");
	s = s->next->next;            /* int j = 0; while: the C-form for */
	ck_assert_int_eq(s->kind, S_FOR);
	ck_assert_int_eq(s->u.loop.step->num, 2);
	ck_assert_int_eq(s->u.loop.body->kind, S_ACCESS);
	ck_assert_int_eq(s->u.loop.body->u.access.size, 16);
	ck_assert_ptr_null(s->u.loop.body->next);
	ck_assert_int_eq(s->next->kind, S_SYNC);   /* __syncthreads */
	ck_assert(!s->next->u.sync.warp);
	/* __syncwarp: a barrier of the warp, for the race check */
	ck_assert_int_eq(s->next->next->kind, S_SYNC);
	ck_assert(s->next->next->u.sync.warp);
	ck_assert_int_eq(s->next->next->next->kind, S_IF);
	ck_assert_ptr_nonnull(s->next->next->next->u.cond.otherwise);
	ck_assert(p->expects[0]->u.expect.value == 32);
	ck_assert(p->expects[1]->u.expect.value == 0.25);
	pat_free(p);
}
END_TEST

static const struct err_case c_err_cases[] = {
	{ HEAD "int x = 1\nfor k in 0 .. 4 {\n  x += 1\n}\nread a[x]",
	  "t.pat:6:3: error: 'x' is declared outside this loop (line 4)" },
	{ HEAD "int x = 1\nif threadIdx.x > 2 {\n  x = 2\n}\nread a[x]",
	  "t.pat:6:3: error: 'x' is declared outside this block (line 4)" },
	{ HEAD "const int x = 1\nx = 2\nread a[x]", "'x' is const (line 4)" },
	{ HEAD "for (int i = 0; i < 4; i++) {\n  i += 1\n}\nread a[0]",
	  "'i' is the variable of the loop at line 4" },
	{ HEAD "float v = a[0]\nread a[v]", "t.pat:5:8: error: 'v' holds data" },
	{ HEAD "int i = 0\nwhile (i < 4) {\n  i += 1\n  read a[i]\n}",
	  "t.pat:7:3: error: a statement after the update of 'i'" },
	{ HEAD "int i = 0\nwhile (i < 4) {\n  read a[i]\n}",
	  "t.pat:5:1: error: this while loop's body does not end with an update of 'i'" },
	{ HEAD "while (threadIdx.x < 4) {\n}", "a while loop is modelled only as a counting loop" },
	{ HEAD "int i = 0\nwhile (i < 4) {\n  i++\n}\nread a[i]",
	  "t.pat:8:8: error: 'i' is the counter of the while loop at line 5" },
	{ "#define N threadIdx.x\n" HEAD "read a[0]", "#define N: not a constant" },
	{ "#define F(x) 2\n" HEAD "read a[0]", "a macro with arguments is not modelled" },
	{ HEAD "view float4 a4[32] = a\nread a4[0]", "view 'a4' is 512 bytes, more than the 256 of 'a'" },
	{ HEAD "shared float s[3]\nview float4 s4 = s\nread s4[0]", "a row of 's' is 12 bytes" },
	{ HEAD "shared float s[1]\nshared float u[4]\nview float4 u4 = u\nread u4[0]",
	  "float4 needs 16-byte alignment, and 'u' starts at byte 4" },
	{ HEAD "include \"/nonexistent.pat\"\nread a[0]", "cannot read '/nonexistent.pat'" },
	{ HEAD "reaf a[0]", "'reaf' does not start a statement (read, write, let, for, if, expect, sync, or a declaration) (did you mean 'read'?)" },
	{ HEAD "read a[threadIdx.x + blokDim.x]", "unknown variable 'blokDim' (did you mean 'blockDim'?)" },
	{ HEAD "read aa[0]", "unknown array 'aa'" },
	{ HEAD "global flaot b[4]\nread b[0]", "unknown type 'flaot' (did you mean 'float'?)" },
	{ HEAD "read a[0]\nexpect sectors_per_requests == 1", "unknown figure" },
	{ HEAD "read a[0]\nexpect requests == 1 / 0", "division by zero in an expected value" },
	{ HEAD "read a[0]\nexpect requests == 0.5 % 2", "'%' wants integers" },
};

START_TEST(test_c_errors)
{
	const struct err_case *c = &c_err_cases[_i];
	pat_program *p;
	char *errs = parse_errors(c->src, NULL, 0, &p);

	ck_assert_msg(p == NULL, "no error for:\n%s", c->src);
	ck_assert_msg(strstr(errs, c->want) != NULL, "want '%s' in:\n%s",
	              c->want, errs);
	free(errs);
}
END_TEST

/* One mistake, one error: a failed grid line, type or -D is not said
   again as a missing grid, an unknown array or an unknown variable. */
START_TEST(test_no_cascades)
{
	static const char *const srcs[] = {
		"param n = 16\ngrid n / 32\nblock 32\nglobal float a[64]\n"
		"read a[gridDim.x * threadIdx.x]\nexpect requests == 1\n",
		"grid 1\nblock 32\nglobal nope a[64]\nread a[threadIdx.x]\n",
		"param n = 1 / 0\ngrid 1\nblock 32\nglobal float a[64]\n"
		"read a[n]\n",
	};
	size_t i;

	for (i = 0; i < sizeof(srcs) / sizeof(srcs[0]); i++) {
		pat_program *p;
		char *errs = parse_errors(srcs[i], NULL, 0, &p), *q;
		int n = 0;
		ck_assert_ptr_null(p);
		for (q = errs; (q = strstr(q, "error:")) != NULL; q++)
			n++;
		ck_assert_msg(n == 1, "%d errors:\n%s", n, errs);
		free(errs);
	}
}
END_TEST

/* A #define is a constant that -D does not change: it says so. */
/* The parser compiles nothing: a 'kernel' line is read into the tree (a
   .cu that is not there is no error of the parse), the 'expect' lines
   that name its accesses wait for them, and the CUDA front end's step
   after the parse is the one that opens the file. */
START_TEST(test_kernel_read_not_compiled)
{
	const char *src = "arch sm_80\ngrid 2\nblock 32\nglobal float a[64]\n"
	                  "contents a = iota\n"
	                  "cuda_define W=4\n"
	                  "kernel \"no_such_dir/k.cu\" scale<4> (a, 2.5, 64)\n"
	                  "expect a_load_1.sectors_per_request == 1\n"
	                  "expect requests >= 1\n"
	                  "expect races == 0\n";
	const pat_kernel *k;
	quiet_seen q;
	diag d;
	pat_program *p;

	memset(&q, 0, sizeof(q));
	diag_init_quiet(&d);
	d.capture = quiet_capture;
	d.capture_arg = &q;
	p = pat_parse("t.pat", src, strlen(src), NULL, 0, &d);
	ck_assert_ptr_nonnull(p);
	ck_assert_int_eq(d.nerrors, 0);
	k = p->kernel_stmt;
	ck_assert_ptr_nonnull(k);
	ck_assert_ptr_null(p->kernel);
	ck_assert_int_eq(p->naccesses, 0);
	ck_assert_str_eq(k->file, "no_such_dir/k.cu");
	ck_assert_str_eq(k->name, "scale<4>");
	ck_assert_int_eq(k->nbinds, 3);
	ck_assert_ptr_eq(k->binds[0].array, &p->arrays[0]);
	ck_assert(k->binds[1].isfloat && k->binds[1].fvalue == 2.5);
	ck_assert_int_eq(k->binds[2].value, 64);
	ck_assert_int_eq(k->nfills, 1);
	ck_assert_int_eq(k->fills[0].fill, FILL_IOTA);
	ck_assert_int_eq(k->cuda.ndefine, 1);
	ck_assert_str_eq(k->cuda.define[0], "W=4");
	ck_assert_int_eq(k->loc.line, 7);
	/* the named access and the last one wait; races is the pattern's */
	ck_assert_int_eq(k->nexpects, 2);
	ck_assert_str_eq(k->expects[0].label, "a_load_1");
	ck_assert_int_eq(k->expects[0].label_at.line, 8);
	ck_assert_int_eq(k->expects[0].figure_at.col, 17);
	ck_assert_ptr_null(k->expects[1].label);
	ck_assert_ptr_eq(k->expects[1].expect, p->expects[1]);
	ck_assert_int_eq(p->nexpects, 3);
	/* the compile is the front end's: there the file is missing */
	ck_assert_int_eq(cudasrc_attach(p, NULL, NULL, &d), -1);
	ck_assert_int_eq(q.n, 1);
	ck_assert_str_eq(q.id, "CUDA_READ_SOURCE");
	ck_assert_int_eq(q.line, 7);
	ck_assert_ptr_null(p->kernel);
	pat_free(p);
}
END_TEST

START_TEST(test_define_not_overridable)
{
	pat_define defs[] = { { "N", 8, false } };
	pat_program *p;
	char *errs = parse_errors("#define N 64\n" HEAD "read a[N - 1]\n", defs,
	                          1, &p);

	ck_assert_ptr_null(p);
	ck_assert(defs[0].used);
	ck_assert_ptr_nonnull(strstr(errs, "'N' is a #define, which -D does "
	                                   "not change"));
	free(errs);
}
END_TEST

static Suite *
front_suite(void)
{
	Suite *s = suite_create("front");
	TCase *lex = tcase_create("lexer"), *parse = tcase_create("parser");

	tcase_add_loop_test(lex, test_lex_tokens, 0,
	                    sizeof(lex_cases) / sizeof(lex_cases[0]));
	tcase_add_loop_test(lex, test_lex_numbers, 0,
	                    sizeof(num_cases) / sizeof(num_cases[0]));
	tcase_add_test(lex, test_lex_locations);
	tcase_add_loop_test(parse, test_parse_errors, 0,
	                    sizeof(err_cases) / sizeof(err_cases[0]));
	tcase_add_test(parse, test_parse_recovers);
	tcase_add_test(parse, test_parse_error_cap);
	tcase_add_test(parse, test_caret);
	tcase_add_test(parse, test_diag_quiet);
	tcase_add_test(parse, test_parse_tree);
	tcase_add_test(parse, test_type_spellings);
	tcase_add_test(parse, test_expect_values);
	tcase_add_test(parse, test_contextual_words);
	tcase_add_test(parse, test_odd_files);
	tcase_add_test(parse, test_deep_nesting);
	tcase_add_test(parse, test_long_chains);
	tcase_add_test(parse, test_big_structs);
	tcase_add_test(parse, test_lex_hostile);
	tcase_add_test(parse, test_diag_escapes);
	tcase_add_test(parse, test_c_forms);
	tcase_add_loop_test(parse, test_c_errors, 0,
	                    sizeof(c_err_cases) / sizeof(c_err_cases[0]));
	tcase_add_test(parse, test_no_cascades);
	tcase_add_test(parse, test_define_not_overridable);
	tcase_add_test(parse, test_kernel_read_not_compiled);
	suite_add_tcase(s, lex);
	suite_add_tcase(s, parse);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(front_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
