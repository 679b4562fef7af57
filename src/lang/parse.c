/*
 * parse.c - the recursive-descent parser: tokens to a pat_program.
 *
 * Declarations (param, grid, block, struct, arrays) are folded to numbers
 * as they are read, so that everything the evaluator sees that does not
 * depend on a thread is already a constant. On an error the parser skips
 * to the end of the statement and goes on, to report several errors in
 * one run; what the failed statement declared or labelled is marked as
 * failed, so that its uses are quiet rather than errors that only repeat
 * the first (a failed loop's or if's body is still read for errors of
 * its own).
 *
 * This file holds the grammar: the pattern language's declarations,
 * expressions and statements, and the program. What the other
 * statements need is in files of their own that share parse_int.h:
 * parse_include.c, parse_expect.c, parse_cform.c (the C forms) and
 * parse_kernel.c.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "texture.h"
#include "lex.h"
#include "parse_int.h"
#include "pat.h"

/* CUDA's bound on a thread's local memory (compute capability 2.0 on) */
#define LOCAL_MAX (512 * 1024)

/* p, a growing list of n elements of size bytes and *cap places, with
   room for one more: first places at first, then twice as many. */
void *
parse_grow(void *p, int n, int *cap, size_t size, int first)
{
	if (n < *cap)
		return p;
	*cap = *cap ? 2 * *cap : first;
	return xrealloc(p, size * (size_t)*cap);
}

/* ---------------------------------------------------------------- tokens */

/* The text is cut at 511 bytes, a bound on what a name of any length
   makes a message print. */
void
parse_error(parser *ps, const char *id, pat_loc loc, enum diag_level lv,
            const char *fmt, ...)
{
	va_list ap;
	char *msg;

	ps->failed = true;
	va_start(ap, fmt);
	msg = xvasprintf(fmt, ap);
	va_end(ap);
	diag_msg_at(ps->d, id, ps->file, ps->src, loc, lv, "%.511s", msg);
	free(msg);
}

/* "X expected" at the current token; a lexical error was already said. */
void
parse_expected(parser *ps, const char *what)
{
	if (ps->tok.kind == T_ERROR) {
		ps->failed = true;
		return;
	}
	if (ps->tok.kind == T_NAME || ps->tok.kind == T_NUM)
		PARSE_ERROR(ps, ps->tok.loc, PARSE_EXPECTED_TEXT, what,
		            ps->tok.loc.len > 40 ? 40 : ps->tok.loc.len,
		            ps->tok.start);
	else
		PARSE_ERROR(ps, ps->tok.loc, PARSE_EXPECTED, what,
		            lex_name(ps->tok.kind));
}

/* Expect the token that closes open, opened at where. */
bool
parse_expect_close(parser *ps, enum tok close, enum tok open, pat_loc where)
{
	if (accept(ps, close))
		return true;
	if (ps->tok.kind == T_ERROR) {
		ps->failed = true;
		return false;
	}
	PARSE_ERROR(ps, ps->tok.loc, PARSE_UNCLOSED, lex_name(close),
	            lex_name(open), where.line);
	return false;
}

/* Whether the token after any newlines is k; if so the newlines are
   skipped (a brace or an 'else' on the next line, as C allows), else
   nothing moves. Lexical errors on the way are said when read again. */
static bool
next_line_has(parser *ps, enum tok k)
{
	lexer save = ps->lx;
	token tok = ps->tok, prev = ps->prev;
	diag quiet;

	if (!check(ps, T_NEWLINE))
		return check(ps, k);
	diag_init_quiet(&quiet);
	ps->lx.d = &quiet;
	while (check(ps, T_NEWLINE))
		next(ps);
	ps->lx.d = save.d;
	if (check(ps, k))
		return true;
	ps->lx = save;
	ps->tok = tok;
	ps->prev = prev;
	return false;
}

static void unknown_name(parser *ps, const char *name, pat_loc loc);

/* A name whose declaration erred: using it is not a second error. */
void
parse_failed_name(parser *ps, const char *name)
{
	if (sym_find(&ps->failed_syms, name) < 0)
		sym_add(&ps->failed_syms, name, 0);
}

bool
parse_name_failed(parser *ps, const char *name)
{
	if (sym_find(&ps->failed_syms, name) < 0)
		return false;
	ps->failed = true;
	return true;
}

/* A label of an access that erred: an expectation of it would only
   repeat the access's error. */
static void
failed_label(parser *ps, const char *name)
{
	if (sym_find(&ps->failed_labels, name) < 0)
		sym_add(&ps->failed_labels, name, 0);
}

/* Whether name is a failed label, or one that a failed C form's 'as L'
   would have made (L_read, L_read2, L_write, L_atomic); if so the
   statement fails with nothing said. */
bool
parse_label_failed(parser *ps, const char *name)
{
	static const char *const sfx[] = { "_read", "_write", "_atomic" };
	char buf[160];
	size_t n = strlen(name), i, k;

	if (ps->labels_unsure || sym_find(&ps->failed_labels, name) >= 0) {
		ps->failed = true;
		return true;
	}
	for (i = 0; i < sizeof(sfx) / sizeof(sfx[0]); i++) {
		const char *p = strstr(name, sfx[i]);
		if (p == NULL || (size_t)(p - name) >= sizeof(buf))
			continue;
		k = strlen(sfx[i]);
		if (p + k != name + n &&
		    strspn(p + k, "0123456789") != strlen(p + k))
			continue;
		memcpy(buf, name, (size_t)(p - name));
		buf[p - name] = '\0';
		if (sym_find(&ps->failed_labels, buf) >= 0) {
			ps->failed = true;
			return true;
		}
	}
	return false;
}

/* Skip to the end of the statement after an error. */
void
parse_skip_statement(parser *ps)
{
	int braces = 0;

	/* an unclosed '(' or '[' would hide every newline that follows */
	ps->lx.depth = 0;
	ps->exprdepth = 0;
	for (;;) {
		switch (ps->tok.kind) {
		case T_EOF:
			return;
		case T_NEWLINE:
		case T_SEMI:
			if (braces == 0) {
				next(ps);
				return;
			}
			break;
		case T_LBRACE:
			braces++;
			break;
		case T_RBRACE:
			if (braces == 0)
				return;
			braces--;
			break;
		case T_NAME:
			/* 'as L' in what is skipped: L's access erred */
			if (is_word(ps, "as")) {
				next(ps);
				if (check(ps, T_NAME))
					failed_label(ps, tokstr(ps, &ps->tok));
				continue;
			}
			break;
		default:
			break;
		}
		next(ps);
	}
}

/* ----------------------------------------------------------- expressions */

pat_expr *
parse_new_expr(parser *ps, enum pat_eop op, pat_loc loc)
{
	pat_expr *e = arena_alloc(ps->A, sizeof(*e));
	e->op = op;
	e->loc = loc;
	e->oploc = loc;
	return e;
}


static int
height_of(const pat_expr *e)
{
	return e ? e->height : -1;
}

/*
 * Fold e when its operands are numbers; report what cannot be folded.
 * Every operator node passes through here as it is built, so this is the
 * one place that keeps trees within PAT_MAX_HEIGHT (NULL past it).
 */
pat_expr *
parse_fold(parser *ps, pat_expr *e)
{
	const char *err;
	int64_t r = 0;
	int h = height_of(e->a);

	if (height_of(e->b) > h)
		h = height_of(e->b);
	if (height_of(e->c) > h)
		h = height_of(e->c);
	e->height = h + 1;
	if (e->height > PAT_MAX_HEIGHT) {
		PARSE_ERROR(ps, e->oploc, PARSE_NESTED_EXPR, PAT_MAX_HEIGHT);
		return NULL;
	}
	if (e->op == E_COND) {
		if (e->a->op == E_NUM)
			return e->a->num ? e->b : e->c;
		return e;
	}
	if (e->a == NULL || e->a->op != E_NUM)
		return e;
	/* 0 && x and 1 || x are decided without x, as in C */
	if (e->op == E_LAND && e->a->num == 0)
		r = 0;
	else if (e->op == E_LOR && e->a->num != 0)
		r = 1;
	else if (e->b != NULL && e->b->op != E_NUM)
		return e;
	else if ((err = pat_apply(e->op, e->a->num, e->b ? e->b->num : 0,
	                          &r)) != NULL)
		/* left as it is: an error only where C would evaluate it, which
		   a ?:, && or || above may decide; see parse_reached() */
		return e;
	e->op = E_NUM;
	e->num = r;
	e->height = 0;
	e->a = e->b = e->c = NULL;
	return e;
}

/*
 * The first operation in e that C would evaluate and that is undefined on
 * its constant operands (folding left it), or NULL. The right side of
 * &&, || and ?: is not one: a constant left side has already chosen it,
 * and a variable one may skip it. Recursive: e is within PAT_MAX_HEIGHT.
 */
static const pat_expr *
undefined_const(const pat_expr *e)
{
	const pat_expr *u;
	int64_t r;

	if (e == NULL || e->op == E_NUM || e->op == E_VAR ||
	    e->op == E_BUILTIN || e->op == E_PARAM)
		return NULL;
	if ((u = undefined_const(e->a)) != NULL)
		return u;
	if (e->op == E_LAND || e->op == E_LOR || e->op == E_COND)
		return NULL;
	if ((u = undefined_const(e->b)) != NULL)
		return u;
	if (e->a->op == E_NUM && (e->b == NULL || e->b->op == E_NUM) &&
	    pat_apply(e->op, e->a->num, e->b ? e->b->num : 0, &r) != NULL)
		return e;
	return NULL;
}

/* Report an undefined constant operation in e; true if there was one. */
static bool
report_undefined(parser *ps, const pat_expr *e)
{
	const pat_expr *u = undefined_const(e);
	int64_t r;

	if (u == NULL)
		return false;
	PARSE_ERROR(ps, u->oploc, PARSE_CONST_UNDEFINED,
	            pat_apply(u->op, u->a->num, u->b ? u->b->num : 0, &r),
	            (long long)u->a->num, pat_eop_name(u->op),
	            u->b ? (long long)u->b->num : 0LL);
	return true;
}

/*
 * e, which every thread evaluates (a top-level statement's part that no
 * condition guards): an undefined constant operation in it is certain to
 * happen, so say so now rather than in the evaluator's first warp. Inside
 * a block or an 'else if' the evaluator reports it, if a thread gets there.
 */
bool
parse_reached(parser *ps, const pat_expr *e)
{
	return ps->depth > 0 || ps->elifs > 0 || !report_undefined(ps, e);
}

static pat_expr *binary(parser *ps, int minprec);

static const struct {
	const char *name;
	enum pat_builtin first;
} builtin_groups[] = {
	{ "threadIdx", B_THREAD_X }, { "blockIdx", B_BLOCK_X },
	{ "blockDim", B_BDIM_X }, { "gridDim", B_GDIM_X },
};

static int64_t
builtin_constant(parser *ps, enum pat_builtin b, pat_loc loc, bool *ok)
{
	*ok = true;
	if (b == B_WARPSIZE)
		return SIM_WARP;
	if (b >= B_BDIM_X && b <= B_BDIM_Z) {
		if (!ps->have_block && ps->block_erred) {
			ps->failed = true;   /* the 'block' line said why */
			*ok = false;
			return 1;
		}
		if (!ps->have_block) {
			PARSE_ERROR(ps, loc, PARSE_BEFORE_BLOCK,
			            pat_builtin_name(b));
			*ok = false;
			return 1;
		}
		return ps->P->block[b - B_BDIM_X];
	}
	if (!ps->have_grid && ps->grid_erred) {
		ps->failed = true;           /* the 'grid' line said why */
		*ok = false;
		return 1;
	}
	if (!ps->have_grid) {
		PARSE_ERROR(ps, loc, PARSE_BEFORE_GRID, pat_builtin_name(b));
		*ok = false;
		return 1;
	}
	return ps->P->grid[b - B_GDIM_X];
}

/* builtin -> ('threadIdx' | 'blockIdx' | 'blockDim' | 'gridDim') '.' ('x'|'y'|'z') */
static pat_expr *
builtin(parser *ps, int group, pat_loc loc)
{
	pat_expr *e;
	const char *comp;
	pat_loc whole;
	bool ok;

	if (!accept(ps, T_DOT)) {
		PARSE_ERROR(ps, loc, PARSE_BUILTIN_COMPONENT,
		            builtin_groups[group].name,
		            builtin_groups[group].name);
		return NULL;
	}
	whole = span(loc, ps->tok.loc);
	if (!check(ps, T_NAME)) {
		parse_expected(ps, "'x', 'y' or 'z'");
		return NULL;
	}
	comp = name_of(ps);
	if (strlen(comp) != 1 || comp[0] < 'x' || comp[0] > 'z') {
		PARSE_ERROR(ps, whole, PARSE_UNKNOWN_COMPONENT,
		            builtin_groups[group].name, comp);
		return NULL;
	}
	e = parse_new_expr(ps, E_BUILTIN, whole);
	e->builtin = builtin_groups[group].first + (comp[0] - 'x');
	e->name = pat_builtin_name(e->builtin);
	if (e->builtin >= B_BDIM_X) {
		e->num = builtin_constant(ps, e->builtin, whole, &ok);
		if (!ok)
			return NULL;
		e->op = E_NUM;
	}
	return e;
}

/* call -> ('min' | 'max') '(' expr ',' expr ')' | 'abs' '(' expr ')' */
static pat_expr *
call(parser *ps, enum pat_eop op, pat_loc loc)
{
	pat_expr *e = parse_new_expr(ps, op, loc);
	pat_loc open = ps->tok.loc;

	next(ps);                            /* '(' */
	if ((e->a = parse_expr(ps)) == NULL)
		return NULL;
	if (op != E_ABS) {
		if (!expect_tok(ps, T_COMMA))
			return NULL;
		if ((e->b = parse_expr(ps)) == NULL)
			return NULL;
	}
	if (!parse_expect_close(ps, T_RPAREN, T_LPAREN, open))
		return NULL;
	e->loc = span(loc, ps->prev.loc);
	return parse_fold(ps, e);
}

/* primary -> NUMBER | NAME | builtin | call | '(' expr ')'
   (one case per kind of token that starts a primary, read as the rule) */
pat_expr *
parse_primary(parser *ps)
{
	pat_loc loc = ps->tok.loc;
	pat_expr *e;
	const char *name;
	scope_var *v;
	pat_param *pm;
	size_t i;

	switch (ps->tok.kind) {
	case T_NUM:
		if (ps->tok.isfloat) {
			PARSE_ERROR(ps, loc, PARSE_INDEX_NOT_INTEGER,
			            tokstr(ps, &ps->tok));
			next(ps);
			return NULL;
		}
		e = parse_new_expr(ps, E_NUM, loc);
		e->num = ps->tok.ival;
		next(ps);
		return e;
	case T_LPAREN:
		if (++ps->exprdepth > MAX_DEPTH) {
			PARSE_ERROR(ps, loc, PARSE_NESTED_EXPR, MAX_DEPTH);
			ps->fatal = true;
			return NULL;
		}
		next(ps);
		e = parse_expr(ps);
		ps->exprdepth--;
		if (e == NULL)
			return NULL;
		if (!parse_expect_close(ps, T_RPAREN, T_LPAREN, loc))
			return NULL;
		e->loc = span(loc, ps->prev.loc);
		return e;
	case T_NAME:
		break;
	default:
		parse_expected(ps, "an expression");
		return NULL;
	}
	name = name_of(ps);
	for (i = 0; i < sizeof(builtin_groups) / sizeof(builtin_groups[0]); i++)
		if (strcmp(name, builtin_groups[i].name) == 0)
			return builtin(ps, (int)i, loc);
	if (strcmp(name, "warpSize") == 0) {
		e = parse_new_expr(ps, E_NUM, loc);
		e->num = SIM_WARP;
		return e;
	}
	if ((strcmp(name, "min") == 0 || strcmp(name, "max") == 0 ||
	     strcmp(name, "abs") == 0) && check(ps, T_LPAREN))
		return call(ps, name[1] == 'i' ? E_MIN : name[1] == 'a' ? E_MAX
		                                                        : E_ABS,
		            loc);
	if ((v = find_var(ps, name)) != NULL) {
		if (v->slot < 0) {
			parse_opaque_error(ps, loc, name, v);
			return NULL;
		}
		if (v->constant != NULL) {
			e = parse_new_expr(ps, E_NUM, loc);
			e->num = v->constant->num;
			return e;
		}
		e = parse_new_expr(ps, E_VAR, loc);
		e->slot = v->slot;
		e->name = v->name;
		return e;
	}
	if ((pm = find_param(ps, name)) != NULL) {
		e = parse_new_expr(ps, E_NUM, loc);
		e->num = pm->value;
		return e;
	}
	if ((i = (size_t)sym_find(&ps->define_syms, name)) != (size_t)-1) {
		e = parse_new_expr(ps, E_NUM, loc);
		e->num = ps->defines[i].value;
		return e;
	}
	unknown_name(ps, name, loc);
	return NULL;
}

/* name, which is no value: said unless its declaration erred. */
static void
unknown_name(parser *ps, const char *name, pat_loc loc)
{
	suggestion g = { name, NULL, 0 };

	if (parse_name_failed(ps, name))
		return;
	if (check(ps, T_LPAREN)) {
		PARSE_ERROR(ps, loc, PARSE_UNKNOWN_FUNCTION, name);
	} else if (sym_find(&ps->array_syms, name) >= 0) {
		PARSE_ERROR(ps, loc, PARSE_ARRAY_AS_VALUE, name);
	} else {
		parse_consider_values(ps, &g);
		if (ps->binds)
			consider_syms(&g, &ps->array_syms);
		PARSE_ERROR(ps, loc, PARSE_UNKNOWN_VARIABLE, name,
		            mean(ps->A, &g));
	}
}

/* unary -> ('-' | '+' | '~' | '!') unary | primary */
static pat_expr *
unary(parser *ps)
{
	pat_loc loc = ps->tok.loc;
	enum pat_eop op;
	pat_expr *e;

	switch (ps->tok.kind) {
	case T_MINUS: op = E_NEG; break;
	case T_TILDE: op = E_NOT; break;
	case T_BANG: op = E_LNOT; break;
	case T_PLUS:
		next(ps);
		return unary(ps);
	default:
		return parse_primary(ps);
	}
	if (++ps->exprdepth > MAX_DEPTH) {
		PARSE_ERROR(ps, loc, PARSE_NESTED_EXPR, MAX_DEPTH);
		ps->fatal = true;
		return NULL;
	}
	next(ps);
	e = parse_new_expr(ps, op, loc);
	e->a = unary(ps);
	ps->exprdepth--;
	if (e->a == NULL)
		return NULL;
	e->loc = span(loc, e->a->loc);
	return parse_fold(ps, e);
}

/* Binary operators by precedence, lowest first, as in C. */
int
parse_binop(enum tok k, enum pat_eop *op)
{
	switch (k) {
	case T_OROR: *op = E_LOR; return 1;
	case T_ANDAND: *op = E_LAND; return 2;
	case T_PIPE: *op = E_OR; return 3;
	case T_CARET: *op = E_XOR; return 4;
	case T_AMP: *op = E_AND; return 5;
	case T_EQEQ: *op = E_EQ; return 6;
	case T_NE: *op = E_NE; return 6;
	case T_LT: *op = E_LT; return 7;
	case T_LE: *op = E_LE; return 7;
	case T_GT: *op = E_GT; return 7;
	case T_GE: *op = E_GE; return 7;
	case T_SHL: *op = E_SHL; return 8;
	case T_SHR: *op = E_SHR; return 8;
	case T_PLUS: *op = E_ADD; return 9;
	case T_MINUS: *op = E_SUB; return 9;
	case T_STAR: *op = E_MUL; return 10;
	case T_SLASH: *op = E_DIV; return 10;
	case T_PERCENT: *op = E_MOD; return 10;
	default: return 0;
	}
}

/* binary -> unary { OP binary }, by precedence climbing; left is the
   first operand, already read */
static pat_expr *
binary_rest(parser *ps, pat_expr *left, int minprec)
{
	pat_expr *e;
	enum pat_eop op;
	int prec;

	while (left != NULL &&
	       (prec = parse_binop(ps->tok.kind, &op)) >= minprec) {
		pat_loc oploc = ps->tok.loc;
		if (++ps->exprdepth > MAX_DEPTH) {
			PARSE_ERROR(ps, oploc, PARSE_NESTED_EXPR, MAX_DEPTH);
			ps->fatal = true;
			return NULL;
		}
		next(ps);
		e = parse_new_expr(ps, op, left->loc);
		e->oploc = oploc;
		e->a = left;
		e->b = binary(ps, prec + 1);
		ps->exprdepth--;
		if (e->b == NULL)
			return NULL;
		e->loc = span(left->loc, e->b->loc);
		left = parse_fold(ps, e);
	}
	return left;
}

static pat_expr *
binary(parser *ps, int minprec)
{
	pat_expr *left = unary(ps);
	return left ? binary_rest(ps, left, minprec) : NULL;
}

/* expr -> binary ['?' expr ':' expr]; c is the binary, already read */
static pat_expr *
cond_rest(parser *ps, pat_expr *c)
{
	pat_expr *e;

	if (c == NULL || !check(ps, T_QUEST))
		return c;
	if (++ps->exprdepth > MAX_DEPTH) {
		PARSE_ERROR(ps, ps->tok.loc, PARSE_NESTED_EXPR, MAX_DEPTH);
		ps->fatal = true;
		return NULL;
	}
	e = parse_new_expr(ps, E_COND, c->loc);
	e->oploc = ps->tok.loc;
	next(ps);
	e->a = c;
	if ((e->b = parse_expr(ps)) == NULL || !expect_tok(ps, T_COLON) ||
	    (e->c = parse_expr(ps)) == NULL)
		return NULL;
	ps->exprdepth--;
	e->loc = span(c->loc, e->c->loc);
	return parse_fold(ps, e);
}

pat_expr *
parse_expr(parser *ps)
{
	return cond_rest(ps, binary(ps, 1));
}

/* An expression that must fold to a number: sizes, params, geometry. */
bool
parse_const_expr(parser *ps, const char *what, int64_t *v)
{
	pat_expr *e = parse_expr(ps);

	if (e == NULL || report_undefined(ps, e))
		return false;
	if (e->op != E_NUM) {
		PARSE_ERROR(ps, e->loc, PARSE_NOT_CONSTANT, what);
		return false;
	}
	*v = e->num;
	return true;
}

/* ---------------------------------------------------------- declarations */

static pat_type *
new_type(parser *ps, enum pat_tkind k, const char *name, uint64_t size,
         uint64_t align)
{
	pat_type *t = arena_alloc(ps->A, sizeof(*t));
	t->kind = k;
	t->name = name;
	t->size = size;
	t->align = align;
	return t;
}

static void
add_type(parser *ps, pat_type *t)
{
	ps->types = parse_grow(ps->types, ps->ntypes, &ps->ctypes,
	                       sizeof(*ps->types), 32);
	sym_add(&ps->type_syms, t->name, ps->ntypes);
	ps->types[ps->ntypes++] = t;
}

/* The built-in types: scalars, then CUDA's vector types with components. */
static void
builtin_types(parser *ps)
{
	static const struct {
		const char *name;
		enum pat_tkind kind;
		uint32_t size;
	} scalars[] = {
		{ "char", PT_CHAR, 1 }, { "uchar", PT_UCHAR, 1 },
		{ "short", PT_SHORT, 2 }, { "ushort", PT_USHORT, 2 },
		{ "int", PT_INT, 4 }, { "uint", PT_UINT, 4 },
		{ "unsigned", PT_UINT, 4 }, { "float", PT_FLOAT, 4 },
		{ "long", PT_LONG, 8 }, { "ulong", PT_ULONG, 8 },
		{ "double", PT_DOUBLE, 8 },
	};
	static const struct {
		const char *name;
		enum pat_tkind kind;
		const char *comp;
		int n;
	} vectors[] = {
		{ "char4", PT_CHAR4, "char", 4 }, { "float2", PT_FLOAT2, "float", 2 },
		{ "float4", PT_FLOAT4, "float", 4 }, { "int2", PT_INT2, "int", 2 },
		{ "int4", PT_INT4, "int", 4 }, { "double2", PT_DOUBLE2, "double", 2 },
	};
	static const char *const comps[] = { "x", "y", "z", "w" };
	size_t i;
	int j, k;

	for (i = 0; i < sizeof(scalars) / sizeof(scalars[0]); i++)
		add_type(ps, new_type(ps, scalars[i].kind, scalars[i].name,
		                      scalars[i].size, scalars[i].size));
	for (i = 0; i < sizeof(vectors) / sizeof(vectors[0]); i++) {
		const pat_type *c = NULL;
		pat_field *f;
		pat_type *t;
		for (k = 0; k < ps->ntypes; k++)
			if (strcmp(ps->types[k]->name, vectors[i].comp) == 0)
				c = ps->types[k];
		t = new_type(ps, vectors[i].kind, vectors[i].name,
		             c->size * (uint64_t)vectors[i].n,
		             c->size * (uint64_t)vectors[i].n);
		f = arena_alloc(ps->A, sizeof(*f) * (size_t)vectors[i].n);
		for (j = 0; j < vectors[i].n; j++) {
			f[j].name = comps[j];
			f[j].type = c;
			f[j].offset = c->size * (uint64_t)j;
		}
		t->fields = f;
		t->nfields = vectors[i].n;
		add_type(ps, t);
	}
}

/*
 * type -> NAME | 'unsigned' ('char' | 'short' | 'int' | 'long')
 *       | 'long' 'long' | 'unsigned' 'long' 'long' | 'struct' NAME
 */
static const pat_type *
type_name(parser *ps)
{
	pat_loc loc = ps->tok.loc;
	const char *name;
	const pat_type *t;
	char buf[64];

	if (accept(ps, T_STRUCT)) {
		if (!check(ps, T_NAME)) {
			parse_expected(ps, "a struct name");
			return NULL;
		}
	} else if (!check(ps, T_NAME)) {
		parse_expected(ps, "a type");
		return NULL;
	}
	name = name_of(ps);
	/* C's spellings of the unsigned and 64-bit types */
	if ((strcmp(name, "unsigned") == 0 || strcmp(name, "signed") == 0 ||
	     strcmp(name, "long") == 0) && check(ps, T_NAME)) {
		const char *rest = tokstr(ps, &ps->tok);
		if (strcmp(rest, "char") == 0 || strcmp(rest, "short") == 0 ||
		    strcmp(rest, "int") == 0 || strcmp(rest, "long") == 0) {
			next(ps);
			if (strcmp(rest, "long") == 0 && check(ps, T_NAME) &&
			    ps->tok.loc.len == 4 &&
			    memcmp(ps->tok.start, "long", 4) == 0)
				next(ps);
			if (name[0] == 'l')
				name = "long";
			else if (name[0] == 's')
				name = rest;
			else {
				snprintf(buf, sizeof(buf), "u%s", rest);
				name = strcmp(rest, "int") == 0 ? "uint"
				                               : arena_strndup(ps->A, buf,
				                                               strlen(buf));
			}
		}
	}
	if ((t = find_type(ps, name)) == NULL && parse_name_failed(ps, name))
		return NULL;         /* a struct whose declaration erred */
	if (t == NULL) {
		suggestion g = { name, NULL, 0 };
		consider_syms(&g, &ps->type_syms);
		consider(&g, "volatile");   /* a qualifier before the type */
		PARSE_ERROR(ps, span(loc, ps->prev.loc), PARSE_UNKNOWN_TYPE,
		            name, mean(ps->A, &g));
		return NULL;
	}
	return t;
}

static void struct_body(parser *ps, bool *opened, const char **named);

/* ['__align__' '(' expr ')']: CUDA's alignment attribute, a power of two
   from 1 to 4096, into *align (left alone without one). */
static bool
align_attr(parser *ps, uint64_t *align)
{
	pat_loc open, at;
	int64_t v;

	if (!accept_word(ps, "__align__"))
		return true;
	open = ps->tok.loc;
	if (!expect_tok(ps, T_LPAREN))
		return false;
	at = ps->tok.loc;
	if (!parse_const_expr(ps, "an alignment", &v) ||
	    !parse_expect_close(ps, T_RPAREN, T_LPAREN, open))
		return false;
	if (v < 1 || v > 4096 || (v & (v - 1)) != 0) {
		PARSE_ERROR(ps, span(at, ps->prev.loc), PARSE_ALIGNMENT,
		            (long long)v);
		return false;
	}
	*align = (uint64_t)v;
	return true;
}

/* struct -> 'struct' NAME '{' { type NAME {',' NAME} [';'] } '}' */
static void
struct_decl(parser *ps)
{
	bool opened = false;
	const char *name = NULL;

	struct_body(ps, &opened, &name);
	if (ps->failed && name != NULL)
		parse_failed_name(ps, name);   /* its arrays: not errors again */
	/* after an error inside the braces, go on after the closing one,
	   not at the next line, which may be inside them */
	if (ps->failed && opened) {
		while (!check(ps, T_RBRACE) && !check(ps, T_EOF))
			next(ps);
		accept(ps, T_RBRACE);
	}
}

/* A struct's fields so far, laid out as C lays them out. */
typedef struct layout {
	pat_field f[64];
	int n;
	uint64_t off, align;         /* the next free byte; the largest
	                                alignment */
} layout;

/* One field NAME of type ft, of struct name, at the next aligned
   offset. */
static bool
struct_field(parser *ps, const char *name, const pat_type *ft, layout *l)
{
	int i;

	if (!check(ps, T_NAME)) {
		parse_expected(ps, "a field name");
		return false;
	}
	for (i = 0; i < l->n; i++)
		if (strcmp(l->f[i].name, tokstr(ps, &ps->tok)) == 0) {
			PARSE_ERROR(ps, ps->tok.loc, PARSE_FIELD_TWICE,
			            l->f[i].name);
			return false;
		}
	if (l->n == 64) {
		PARSE_ERROR(ps, ps->tok.loc, PARSE_TOO_MANY_FIELDS);
		return false;
	}
	/* each field is at most PAT_MAX_BYTES: no overflow here */
	l->off = (l->off + ft->align - 1) / ft->align * ft->align;
	if (l->off + ft->size > PAT_MAX_BYTES) {
		PARSE_ERROR(ps, ps->tok.loc, PARSE_STRUCT_TOO_LARGE, name);
		return false;
	}
	l->f[l->n].name = name_of(ps);
	l->f[l->n].type = ft;
	l->f[l->n].offset = l->off;
	l->off += ft->size;
	if (ft->align > l->align)
		l->align = ft->align;
	l->n++;
	return true;
}

static void
struct_body(parser *ps, bool *opened, const char **named)
{
	pat_loc loc = ps->tok.loc, open;
	layout l;
	pat_type *t;
	const char *name;

	uint64_t attr = 1;

	l.n = 0;
	l.off = 0;
	l.align = 1;
	next(ps);
	if (!align_attr(ps, &attr))
		return;
	if (!check(ps, T_NAME)) {
		parse_expected(ps, "a struct name");
		return;
	}
	if (find_type(ps, tokstr(ps, &ps->tok)) != NULL) {
		PARSE_ERROR(ps, ps->tok.loc, PARSE_TYPE_TWICE,
		            tokstr(ps, &ps->tok));
		return;
	}
	name = name_of(ps);
	*named = name;
	next_line_has(ps, T_LBRACE);
	open = ps->tok.loc;
	if (!expect_tok(ps, T_LBRACE))
		return;
	*opened = true;
	skip_newlines(ps);
	while (!check(ps, T_RBRACE)) {
		const pat_type *ft = type_name(ps);
		if (ft == NULL)
			return;
		do {
			if (!struct_field(ps, name, ft, &l))
				return;
		} while (accept(ps, T_COMMA));
		if (!check(ps, T_RBRACE) && !check(ps, T_NEWLINE) &&
		    !check(ps, T_SEMI)) {
			parse_expected(ps, "';' or '}'");
			return;
		}
		skip_newlines(ps);
		if (check(ps, T_EOF)) {
			parse_expect_close(ps, T_RBRACE, T_LBRACE, open);
			return;
		}
	}
	next(ps);
	if (l.n == 0) {
		PARSE_ERROR(ps, loc, PARSE_STRUCT_EMPTY, name);
		return;
	}
	if (attr > l.align)
		l.align = attr;
	t = new_type(ps, PT_STRUCT, name,
	             (l.off + l.align - 1) / l.align * l.align, l.align);
	t->nfields = l.n;
	t->fields = arena_alloc(ps->A, sizeof(pat_field) * (size_t)l.n);
	memcpy((void *)t->fields, l.f, sizeof(pat_field) * (size_t)l.n);
	t->loc = loc;
	add_type(ps, t);
}

/* The builtins' names, which a param, let or loop variable would only
   seem to take over: the builtin is found first. */
static bool
is_builtin_name(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(builtin_groups) / sizeof(builtin_groups[0]); i++)
		if (strcmp(name, builtin_groups[i].name) == 0)
			return true;
	return strcmp(name, "warpSize") == 0;
}

/* param -> 'param' NAME '=' expr */
static void
param_decl(parser *ps)
{
	pat_param pm;
	int i;

	next(ps);
	memset(&pm, 0, sizeof(pm));
	pm.loc = ps->tok.loc;
	if (!check(ps, T_NAME)) {
		parse_expected(ps, "a parameter name");
		return;
	}
	pm.name = name_of(ps);
	if (is_builtin_name(pm.name)) {
		PARSE_ERROR(ps, pm.loc, PARSE_PARAM_BUILTIN, pm.name);
		return;
	}
	if (find_param(ps, pm.name) != NULL) {
		PARSE_ERROR(ps, pm.loc, PARSE_PARAM_TWICE, pm.name);
		return;
	}
	if (!expect_tok(ps, T_ASSIGN) ||
	    !parse_const_expr(ps, "a parameter's default", &pm.value)) {
		parse_failed_name(ps, pm.name);
		return;
	}
	for (i = 0; i < ps->ndefs; i++) {
		if (strcmp(ps->defs[i].name, pm.name) == 0) {
			pm.value = ps->defs[i].value;
			pm.overridden = true;
			ps->defs[i].used = true;
		}
	}
	ps->params = parse_grow(ps->params, ps->nparams, &ps->cparams,
	                        sizeof(*ps->params), 16);
	sym_add(&ps->param_syms, pm.name, ps->nparams);
	ps->params[ps->nparams++] = pm;
}

static void geometry_line(parser *ps);

/* geometry -> ('grid' | 'block') expr [',' expr [',' expr]]; after an
   error in it, its later uses and its absence are not errors again */
static void
geometry_decl(parser *ps)
{
	bool grid = check(ps, T_GRID);

	geometry_line(ps);
	if (ps->failed && grid)
		ps->grid_erred = true;
	else if (ps->failed)
		ps->block_erred = true;
}

static void
geometry_line(parser *ps)
{
	bool grid = check(ps, T_GRID);
	pat_loc loc = ps->tok.loc;
	int64_t v[3] = { 1, 1, 1 };
	int n = 0, i;
	const char *what = grid ? "grid" : "block";
	static const int64_t gmax[3] = { 2147483647, 65535, 65535 };
	static const int64_t bmax[3] = { 1024, 1024, 64 };

	next(ps);
	if (grid ? ps->have_grid : ps->have_block) {
		PARSE_ERROR(ps, loc, PARSE_DECLARED_TWICE, what);
		return;
	}
	do {
		pat_loc at = ps->tok.loc;
		if (n == 3) {
			PARSE_ERROR(ps, at, PARSE_GEOMETRY_DIMS, what);
			return;
		}
		if (!parse_const_expr(ps,
		                      grid ? "the grid size" : "the block size",
		                      &v[n]))
			return;
		at = span(at, ps->prev.loc);
		if (v[n] < 1) {
			PARSE_ERROR(ps, at, PARSE_GEOMETRY_ZERO, what, "xyz"[n],
			            (long long)v[n]);
			return;
		}
		if (v[n] > (grid ? gmax : bmax)[n]) {
			PARSE_ERROR(ps, at, PARSE_GEOMETRY_LIMIT, what,
			            "xyz"[n], (long long)v[n],
			            (long long)(grid ? gmax : bmax)[n]);
			return;
		}
		n++;
	} while (accept(ps, T_COMMA));
	loc = span(loc, ps->prev.loc);
	if (!grid && v[0] * v[1] * v[2] > 1024) {
		PARSE_ERROR(ps, loc, PARSE_BLOCK_THREADS,
		            (long long)(v[0] * v[1] * v[2]));
		return;
	}
	for (i = 0; i < 3; i++)
		(grid ? ps->P->grid : ps->P->block)[i] = v[i];
	if (grid) {
		ps->have_grid = true;
		ps->P->grid_loc = loc;
	} else {
		ps->have_block = true;
		ps->P->block_loc = loc;
	}
}

/* '[' expr ']' {'[' expr ']'}: a's dimensions, at most 3, and its size
   in bytes. */
static bool
array_dims(parser *ps, pat_array *a)
{
	uint64_t total = a->type->size;

	while (check(ps, T_LBRACK)) {
		pat_loc open = ps->tok.loc, at;
		if (a->ndims == 3) {
			PARSE_ERROR(ps, open, PARSE_ARRAY_DIMS);
			return false;
		}
		next(ps);
		at = ps->tok.loc;
		if (!parse_const_expr(ps, "an array size", &a->dims[a->ndims]))
			return false;
		at = span(at, ps->prev.loc);
		if (!parse_expect_close(ps, T_RBRACK, T_LBRACK, open))
			return false;
		if (a->dims[a->ndims] < 1) {
			PARSE_ERROR(ps, at, PARSE_ARRAY_SIZE,
			            (long long)a->dims[a->ndims]);
			return false;
		}
		if (__builtin_mul_overflow(total, (uint64_t)a->dims[a->ndims],
		                           &total) ||
		    total > PAT_MAX_BYTES) {
			PARSE_ERROR(ps, at, PARSE_ARRAY_TOO_LARGE, a->name);
			return false;
		}
		a->ndims++;
	}
	if (a->ndims == 0) {
		parse_expected(ps, "'[' and the array's size");
		return false;
	}
	a->bytes = total;
	return true;
}

/* ['offset' expr]: bytes before element 0, aligned for its type. */
static bool
array_offset(parser *ps, pat_array *a)
{
	int64_t off = 0;

	if (accept_word(ps, "offset")) {
		pat_loc at = ps->tok.loc;
		if (!parse_const_expr(ps, "an offset", &off))
			return false;
		at = span(at, ps->prev.loc);
		if (off < 0 || off > 1 << 20) {
			PARSE_ERROR(ps, at, PARSE_OFFSET_RANGE, (long long)off);
			return false;
		}
		if (off % a->type->align != 0) {
			PARSE_ERROR(ps, at, PARSE_OFFSET_MISALIGNED,
			            (long long)off, a->name, a->type->name,
			            (unsigned long long)a->type->align);
			return false;
		}
	}
	a->offset = (uint64_t)off;
	return true;
}

/* a's place in its space, after the arrays declared before it. */
static bool
array_place(parser *ps, pat_array *a, uint64_t align)
{
	uint64_t *end;

	/* cudaMalloc gives 256-byte aligned global arrays; shared arrays are
	   laid out in declaration order, each at its type's alignment */
	end = a->space == SPACE_GLOBAL ? &ps->global_end : a->space == SPACE_SHARED
	                                                      ? &ps->shared_end
	                                                      : &ps->constant_end;
	if (a->local)                /* a thread's frame, in declaration order */
		end = &ps->local_end;
	if (a->type->align > align)
		align = a->type->align;
	if (a->space == SPACE_SHARED || a->local)
		a->base = (*end + align - 1) / align * align;
	else
		a->base = (*end + 255) / 256 * 256;
	a->base += a->offset;
	*end = a->base + a->bytes;
	if (a->space == SPACE_SHARED)
		ps->P->shared_bytes = *end;
	if (a->space == SPACE_CONSTANT && *end > 65536) {
		PARSE_ERROR(ps, a->loc, PARSE_CONSTANT_BYTES,
		            (unsigned long long)*end);
		return false;
	}
	if (a->local)
		ps->P->local_bytes = *end;
	if (a->local && *end > LOCAL_MAX) {
		PARSE_ERROR(ps, a->loc, PARSE_LOCAL_BYTES,
		            (unsigned long long)*end, LOCAL_MAX);
		return false;
	}
	return true;
}

/* CUDA's largest 2D CUDA array (maxTexture2D, compute capability 5.0 on:
   the programming guide's table of technical specifications) */
#define TEX2D_MAX_W 131072
#define TEX2D_MAX_H 65536

/*
 * A texture's declaration: 2D (tex2D on a CUDA array), of an element type
 * a CUDA array has a channel format for (1, 2 or 4 channels of 8, 16 or
 * 32 bits: no 64-bit or struct element), no offset, within CUDA's largest
 * 2D array; its bytes then padded to whole GOBs of the block-linear
 * layout (sim/texture.h), so that an array declared after it does not
 * lie in its padding.
 */
static bool
texture_shape(parser *ps, pat_array *a)
{
	static const enum pat_tkind ok[] = {
		PT_CHAR, PT_UCHAR, PT_SHORT, PT_USHORT, PT_INT, PT_UINT, PT_FLOAT,
		PT_CHAR4, PT_FLOAT2, PT_FLOAT4, PT_INT2, PT_INT4
	};
	uint64_t wb, h;
	size_t i;

	if (a->ndims != 2 && a->ndims != 1) {
		PARSE_ERROR(ps, a->loc, PARSE_TEXTURE_DIMS, a->name, a->ndims);
		return false;
	}
	for (i = 0; i < sizeof(ok) / sizeof(ok[0]); i++)
		if (a->type->kind == ok[i])
			break;
	if (i == sizeof(ok) / sizeof(ok[0])) {
		PARSE_ERROR(ps, a->loc, PARSE_TEXTURE_TYPE, a->name,
		            a->type->name);
		return false;
	}
	if (a->ndims == 1) {
		/* linear memory bound to a texture object (cudaResourceType-
		   Linear): its bytes as a global array's, element i at i */
		if (a->offset != 0) {
			PARSE_ERROR(ps, a->loc, PARSE_TEXTURE_LINEAR_OFFSET,
			            a->name);
			return false;
		}
		return true;
	}
	if (a->dims[1] > TEX2D_MAX_W || a->dims[0] > TEX2D_MAX_H) {
		PARSE_ERROR(ps, a->loc, PARSE_TEXTURE_SIZE, a->name,
		            (long long)a->dims[1], (long long)a->dims[0],
		            TEX2D_MAX_W, TEX2D_MAX_H);
		return false;
	}
	if (a->offset != 0) {
		PARSE_ERROR(ps, a->loc, PARSE_TEXTURE_OFFSET, a->name);
		return false;
	}
	wb = (uint64_t)a->dims[1] * a->type->size;
	h = (uint64_t)a->dims[0];
	a->bytes = (wb + SIM_GOB_W - 1) / SIM_GOB_W * SIM_GOB_W *
	           ((h + SIM_GOB_H - 1) / SIM_GOB_H * SIM_GOB_H);
	return true;
}

/* array -> space type NAME '[' expr ']' {'[' expr ']'} ['offset' expr]
   space -> 'global' | 'shared' | 'constant' | 'local' | 'texture' */
static void
array_decl(parser *ps)
{
	pat_array a;
	uint64_t align = 1;
	int i;

	memset(&a, 0, sizeof(a));
	a.space = check(ps, T_GLOBAL) ? SPACE_GLOBAL : check(ps, T_SHARED)
	                                                       ? SPACE_SHARED
	                                                       : SPACE_CONSTANT;
	/* 'local' is a word, not a keyword: a name 'local' keeps working;
	   so is 'texture' */
	if (check(ps, T_NAME)) {
		a.space = SPACE_GLOBAL;
		a.texture = is_word(ps, "texture");
		a.local = !a.texture;
	}
	next(ps);
	/* 'volatile' changes no address: the model's figures and the race
	   check are the same with it (see accessan-pattern(5), RACES) */
	while (accept_word(ps, "volatile"))
		;
	if (!align_attr(ps, &align))
		return;
	while (accept_word(ps, "volatile"))
		;
	if ((a.type = type_name(ps)) == NULL) {
		/* the array it declares is not unknown too: the name before
		   its first '[' (a misspelt qualifier may come first) */
		while (!end_of_statement(ps) && !check(ps, T_ERROR)) {
			const char *name = check(ps, T_NAME) ? tokstr(ps, &ps->tok)
			                                     : NULL;
			next(ps);
			if (name != NULL && check(ps, T_LBRACK)) {
				parse_failed_name(ps, name);
				break;
			}
		}
		return;
	}
	if (!align_attr(ps, &align))
		return;
	a.loc = ps->tok.loc;
	if (ps->nincl > 0) {         /* its diagnostics name that file */
		a.file = ps->file;
		a.src = ps->src;
	}
	if (!check(ps, T_NAME)) {
		parse_expected(ps, "an array name");
		return;
	}
	a.name = name_of(ps);
	if (find_array(ps, a.name) != NULL) {
		PARSE_ERROR(ps, a.loc, PARSE_ARRAY_TWICE, a.name);
		return;
	}
	if (find_param(ps, a.name) != NULL) {
		PARSE_ERROR(ps, a.loc, PARSE_DECLARED_PARAM, a.name);
		return;
	}
	if (!array_dims(ps, &a) || !array_offset(ps, &a) ||
	    (a.texture && !texture_shape(ps, &a)) ||
	    !array_place(ps, &a, align)) {
		parse_failed_name(ps, a.name);
		return;
	}
	if (ps->P->narrays == MAX_ARRAYS) {
		PARSE_ERROR(ps, a.loc, PARSE_TOO_MANY_ARRAYS, MAX_ARRAYS);
		return;
	}
	for (i = a.ndims; i < 3; i++)
		a.dims[i] = 1;
	sym_add(&ps->array_syms, a.name, ps->P->narrays);
	ps->arrays[ps->P->narrays++] = a;
}

/* ------------------------------------------------------------ statements */

static pat_stmt *statement(parser *ps);
static bool is_decl(enum tok k);

pat_stmt *
parse_new_stmt(parser *ps, enum pat_skind k, pat_loc loc)
{
	pat_stmt *s = arena_alloc(ps->A, sizeof(*s));
	s->kind = k;
	s->loc = loc;
	if (ps->nincl > 0) {         /* its diagnostics name that file */
		s->file = ps->file;
		s->src = ps->src;
	}
	return s;
}

/* The statement's source from its first token to the one before the
   current, on one line with runs of blanks folded. */
const char *
parse_stmt_text(parser *ps, const char *from)
{
	const char *to = ps->prev.start + ps->prev.loc.len, *p;
	char *s, *q;
	bool blank = false;

	if (to < from)
		to = from;
	s = q = arena_alloc(ps->A, (size_t)(to - from) + 1);
	for (p = from; p < to; p++) {
		if (*p == '\n' || *p == '\t' || *p == ' ' || *p == '\r') {
			blank = true;
			continue;
		}
		if (blank && q > s)
			*q++ = ' ';
		blank = false;
		*q++ = *p;
	}
	*q = '\0';
	return s;
}

int
parse_new_slot(parser *ps, const char *name, pat_loc loc,
               const pat_expr *constant)
{
	scope_var *v;
	int i;

	for (i = ps->nscope - 1; i >= 0 && ps->scope[i].depth == ps->depth; i--)
		if (strcmp(ps->scope[i].name, name) == 0) {
			PARSE_ERROR(ps, loc, PARSE_DECLARED_IN_BLOCK, name);
			return -1;
		}
	if (is_builtin_name(name)) {
		PARSE_ERROR(ps, loc, PARSE_VAR_BUILTIN, name);
		return -1;
	}
	if (find_param(ps, name) != NULL) {
		PARSE_ERROR(ps, loc, PARSE_DECLARED_PARAM, name);
		return -1;
	}
	if (find_array(ps, name) != NULL) {
		PARSE_ERROR(ps, loc, PARSE_DECLARED_ARRAY, name);
		return -1;
	}
	if (ps->nscope == MAX_SCOPE) {
		PARSE_ERROR(ps, loc, PARSE_TOO_MANY_VARIABLES, MAX_SCOPE);
		return -1;
	}
	v = &ps->scope[ps->nscope++];
	memset(v, 0, sizeof(*v));
	v->name = name;
	v->depth = ps->depth;
	v->loops = ps->loops;
	v->line = loc.line;
	v->slot = ps->P->nslots++;
	v->constant = constant;
	return v->slot;
}

/* A new slot for name, which a statement of this block reassigns: it
   shadows the old one from the next statement on (the parser's SSA
   renaming). Its flags are the old one's. */
int
parse_shadow_slot(parser *ps, const scope_var *old, pat_loc loc,
                  const pat_expr *constant)
{
	scope_var *v, keep = *old;

	if (ps->nscope == MAX_SCOPE) {
		PARSE_ERROR(ps, loc, PARSE_TOO_MANY_VARIABLES, MAX_SCOPE);
		return -1;
	}
	v = &ps->scope[ps->nscope++];
	*v = keep;
	v->depth = ps->depth;
	v->slot = ps->P->nslots++;
	v->constant = constant;
	return v->slot;
}

/* A name in scope with no value the model knows (data loaded from
   memory, a float, a counter after its while loop): why says which. */
void
parse_opaque_name(parser *ps, const char *name, pat_loc loc, enum opaque why)
{
	scope_var *v;

	if (ps->nscope == MAX_SCOPE) {
		PARSE_ERROR(ps, loc, PARSE_TOO_MANY_VARIABLES, MAX_SCOPE);
		return;
	}
	v = &ps->scope[ps->nscope++];
	memset(v, 0, sizeof(*v));
	v->name = name;
	v->depth = ps->depth;
	v->loops = ps->loops;
	v->line = loc.line;
	v->slot = -1;
	v->why = why;
}

/* A use of v, a name with no value the model knows, as name. */
void
parse_opaque_error(parser *ps, pat_loc loc, const char *name,
                   const scope_var *v)
{
	switch (v->why) {
	case OPAQUE_DATA:
		PARSE_ERROR(ps, loc, PARSE_NAME_DATA, name, v->line);
		break;
	case OPAQUE_LOADED:
		PARSE_ERROR(ps, loc, PARSE_NAME_LOADED, name, v->line);
		if (v->contents_of != NULL)
			PARSE_ERROR(ps, loc, PARSE_NAME_CONTENTS, v->contents_of,
			            name, v->contents_of);
		break;
	case OPAQUE_UNSET:
		PARSE_ERROR(ps, loc, PARSE_NAME_UNSET, name);
		break;
	case OPAQUE_COUNTER:
		PARSE_ERROR(ps, loc, PARSE_NAME_COUNTER, name, v->line);
		break;
	}
}

/* let -> 'let' NAME '=' expr */
static pat_stmt *
let_stmt(parser *ps)
{
	pat_stmt *s = parse_new_stmt(ps, S_LET, ps->tok.loc);
	pat_loc at;

	next(ps);
	at = ps->tok.loc;
	if (!check(ps, T_NAME)) {
		parse_expected(ps, "a name");
		return NULL;
	}
	s->u.let.name = name_of(ps);
	if (!expect_tok(ps, T_ASSIGN) ||
	    (s->u.let.value = parse_expr(ps)) == NULL ||
	    !parse_reached(ps, s->u.let.value)) {
		parse_failed_name(ps, s->u.let.name);
		return NULL;
	}
	s->u.let.slot = parse_new_slot(ps, s->u.let.name, at,
	                               s->u.let.value->op == E_NUM ? s->u.let.value
	                                                     : NULL);
	return s->u.let.slot < 0 ? NULL : s;
}

/* '[' expr ']' {'[' expr ']'}: one index for each of a's dimensions. */
static bool
access_indices(parser *ps, pat_stmt *s, const pat_array *a, pat_loc nameloc)
{
	while (check(ps, T_LBRACK)) {
		pat_loc open = ps->tok.loc;
		if (s->u.access.nindex == a->ndims) {
			PARSE_ERROR(ps, open, PARSE_TOO_MANY_INDICES, a->name,
			            a->ndims, a->ndims > 1 ? "s" : "");
			return false;
		}
		next(ps);
		if ((s->u.access.index[s->u.access.nindex++] =
		     parse_expr(ps)) == NULL)
			return false;
		if (!parse_expect_close(ps, T_RBRACK, T_LBRACK, open))
			return false;
	}
	if (s->u.access.nindex < a->ndims) {
		PARSE_ERROR(ps, span(nameloc, ps->prev.loc), PARSE_INDEX_COUNT,
		            a->name, a->ndims, s->u.access.nindex,
		            s->u.access.nindex == 1 ? "" : "es");
		return false;
	}
	return true;
}

/* {'.' NAME}: the field, its offset and the size of one lane's load or
   store, which is not a whole structure. */
static bool
access_fields(parser *ps, pat_stmt *s, const pat_array *a, pat_loc nameloc)
{
	const pat_type *t = a->type;
	uint64_t off = 0;
	int i;

	while (accept(ps, T_DOT)) {
		const char *f;
		if (!check(ps, T_NAME)) {
			parse_expected(ps, "a field name");
			return false;
		}
		f = tokstr(ps, &ps->tok);
		for (i = 0; i < t->nfields; i++)
			if (strcmp(t->fields[i].name, f) == 0)
				break;
		if (i == t->nfields && t->kind == PT_STRUCT) {
			PARSE_ERROR(ps, ps->tok.loc, PARSE_NO_FIELD_STRUCT,
			            t->name, f);
			return false;
		}
		if (i == t->nfields) {
			PARSE_ERROR(ps, ps->tok.loc, PARSE_NO_FIELD, t->name, f);
			return false;
		}
		next(ps);
		s->u.access.field = &t->fields[i];
		off += t->fields[i].offset;
		t = t->fields[i].type;
	}
	if (t->kind == PT_STRUCT) {
		PARSE_ERROR(ps, span(nameloc, ps->prev.loc), PARSE_WHOLE_STRUCT,
		            t->name, a->name, t->fields[0].name);
		return false;
	}
	s->u.access.size = t->size;
	s->u.access.field_offset = off;
	return true;
}

/* ['if' expr] ['as' NAME], in either order, each once. */
static bool
access_suffixes(parser *ps, pat_stmt *s)
{
	for (;;) {
		if (accept(ps, T_IF)) {
			if (s->u.access.pred != NULL) {
				PARSE_ERROR(ps, ps->prev.loc, PARSE_SECOND_IF);
				return false;
			}
			if ((s->u.access.pred = parse_expr(ps)) == NULL)
				return false;
		} else if (accept_word(ps, "as")) {
			pat_loc at = ps->tok.loc;
			if (s->u.access.label != NULL) {
				PARSE_ERROR(ps, ps->prev.loc, PARSE_SECOND_AS);
				return false;
			}
			if (!check(ps, T_NAME)) {
				parse_expected(ps, "a label");
				return false;
			}
			s->u.access.label = name_of(ps);
			ps->stmt_label = s->u.access.label;
			if (strcmp(s->u.access.label, "all") == 0) {
				PARSE_ERROR(ps, at, PARSE_LABEL_ALL);
				return false;
			}
			if (find_label(ps, s->u.access.label) != NULL) {
				PARSE_ERROR(ps, at, PARSE_LABEL_TWICE,
				            s->u.access.label);
				return false;
			}
		} else {
			return true;
		}
	}
}

/* name, a label no access has yet, for access s. */
void
parse_add_label(parser *ps, const char *name, pat_stmt *s)
{
	ps->labels = parse_grow(ps->labels, ps->nlabels, &ps->clabels,
	                        sizeof(*ps->labels), 8);
	sym_add(&ps->label_syms, name, ps->nlabels);
	ps->labels[ps->nlabels].name = name;
	ps->labels[ps->nlabels++].access = s;
}

/* The access numbered in the program, and its label known. */
void
parse_access_register(parser *ps, pat_stmt *s)
{
	if (ps->P->naccesses == MAX_ACCESSES)
		PARSE_ERROR(ps, s->loc, PARSE_TOO_MANY_ACCESSES, MAX_ACCESSES);
	/* the kernel's accesses are the program's (the other order is said
	   at the 'kernel' line) */
	if (ps->P->kernel_stmt != NULL)
		PARSE_ERROR(ps, s->loc, PARSE_KERNEL_WITH_ACCESSES);
	s->u.access.id = ps->P->naccesses++;
	ps->accesses = parse_grow(ps->accesses, s->u.access.id, &ps->caccesses,
	                          sizeof(*ps->accesses), 16);
	ps->accesses[s->u.access.id] = s;
	if (s->u.access.label != NULL)
		parse_add_label(ps, s->u.access.label, s);
	ps->last_access = s;
}

/* "unknown array 'b'", with the closest array's name. */
void
parse_unknown_array(parser *ps, pat_loc loc, const char *name)
{
	suggestion g = { name, NULL, 0 };

	if (parse_name_failed(ps, name))
		return;
	consider_syms(&g, &ps->array_syms);
	PARSE_ERROR(ps, loc, PARSE_UNKNOWN_ARRAY, name, mean(ps->A, &g));
}

/* NAME '[' expr ']' {'[' expr ']'} {'.' NAME}: a load or a store of an
   array element, its suffixes and its text still to come. */
pat_stmt *
parse_access_target(parser *ps, bool store)
{
	pat_stmt *s = parse_new_stmt(ps, S_ACCESS, ps->tok.loc);
	pat_array *a;
	pat_loc nameloc = ps->tok.loc;

	s->u.access.store = store;
	if (!check(ps, T_NAME)) {
		parse_expected(ps, "an array name");
		return NULL;
	}
	if ((a = find_array(ps, tokstr(ps, &ps->tok))) == NULL) {
		parse_unknown_array(ps, nameloc, tokstr(ps, &ps->tok));
		return NULL;
	}
	if (a->texture && store) {
		PARSE_ERROR(ps, nameloc, PARSE_TEXTURE_STORE, a->name, a->name);
		return NULL;
	}
	if (a->texture) {
		PARSE_ERROR(ps, nameloc, PARSE_TEXTURE_INDEXED, a->name,
		            a->name);
		return NULL;
	}
	next(ps);
	s->u.access.array = a;
	if (!access_indices(ps, s, a, nameloc) ||
	    !access_fields(ps, s, a, nameloc))
		return NULL;
	return s;
}

/* Whether s's predicate and indices, evaluated by every thread, are
   defined (see parse_reached). */
bool
parse_access_reached(parser *ps, const pat_stmt *s)
{
	int i;

	/* the indices only in the lanes that the predicate lets through */
	if (!parse_reached(ps, s->u.access.pred))
		return false;
	for (i = 0; s->u.access.pred == NULL && i < s->u.access.nindex; i++)
		if (!parse_reached(ps, s->u.access.index[i]))
			return false;
	return true;
}

/* A name that calls a texture fetch function: tex2D and its relatives
   (which are refused), when no array has that name. */
static bool
is_tex_call(parser *ps)
{
	static const char *const fns[] = {
		"tex2D", "tex1D", "tex3D", "tex1Dfetch", "tex2DLod", "tex2DGrad",
		"tex2DLayered", "texCubemap", "tex2Dgather", "surf2Dread",
		"surf2Dwrite"
	};
	size_t i;

	for (i = 0; i < sizeof(fns) / sizeof(fns[0]); i++)
		if (is_word(ps, fns[i]))
			return find_array(ps, fns[i]) == NULL;
	return false;
}

/*
 * tex -> ('tex2D' '(' NAME ',' expr ',' expr | 'tex1Dfetch' '(' NAME ','
 *        expr) ')'
 * a fetch of texel (x, y) of a 2D texture, point filtering, clamped: an
 * access whose indices are [y][x], the array's order; or of element i of
 * a 1D texture's linear memory, held to its bounds as an array's index.
 */
static pat_stmt *
tex_fetch(parser *ps, bool store, pat_loc loc)
{
	pat_stmt *s;
	pat_loc fn = ps->tok.loc, open, nameloc;
	pat_expr *arg[2];
	const char *name = tokstr(ps, &ps->tok);
	pat_array *a;
	int n = 0, want;

	if (store) {
		PARSE_ERROR(ps, span(loc, fn), PARSE_TEXTURE_WRITE, name);
		return NULL;
	}
	if (strcmp(name, "tex2D") != 0 && strcmp(name, "tex1Dfetch") != 0) {
		PARSE_ERROR(ps, fn, PARSE_FETCH_UNKNOWN, name);
		return NULL;
	}
	want = name[3] == '2' ? 2 : 1;
	next(ps);
	open = ps->tok.loc;
	if (!expect_tok(ps, T_LPAREN))
		return NULL;
	nameloc = ps->tok.loc;
	if (!check(ps, T_NAME)) {
		parse_expected(ps, "a texture's name");
		return NULL;
	}
	if ((a = find_array(ps, tokstr(ps, &ps->tok))) == NULL) {
		parse_unknown_array(ps, nameloc, tokstr(ps, &ps->tok));
		return NULL;
	}
	if (!a->texture && want == 2) {
		PARSE_ERROR(ps, nameloc, PARSE_FETCH_NOT_TEXTURE_2D, name,
		            a->name, pat_array_space(a), a->type->name, a->name);
		return NULL;
	}
	if (!a->texture) {
		PARSE_ERROR(ps, nameloc, PARSE_FETCH_NOT_TEXTURE_1D, name,
		            a->name, pat_array_space(a), a->type->name, a->name);
		return NULL;
	}
	if (a->ndims != want && a->ndims == 2) {
		PARSE_ERROR(ps, nameloc, PARSE_FETCH_DIMS_2D, name, want,
		            a->name, a->ndims);
		return NULL;
	}
	if (a->ndims != want) {
		PARSE_ERROR(ps, nameloc, PARSE_FETCH_DIMS_1D, name, want,
		            a->name, a->ndims);
		return NULL;
	}
	next(ps);
	while (accept(ps, T_COMMA)) {
		pat_expr *e = parse_expr(ps);
		if (e == NULL)
			return NULL;
		if (n < 2)
			arg[n] = e;
		n++;
	}
	if (!parse_expect_close(ps, T_RPAREN, T_LPAREN, open))
		return NULL;
	if (n != want && want == 2) {
		PARSE_ERROR(ps, span(fn, ps->prev.loc), PARSE_FETCH_ARGS_2D,
		            name, want + 1, n + 1);
		return NULL;
	}
	if (n != want) {
		PARSE_ERROR(ps, span(fn, ps->prev.loc), PARSE_FETCH_ARGS_1D,
		            name, want + 1, n + 1);
		return NULL;
	}
	s = parse_new_stmt(ps, S_ACCESS, loc);
	s->u.access.array = a;
	s->u.access.nindex = want;
	s->u.access.index[0] = want == 2 ? arg[1] : arg[0];
	if (want == 2)
		s->u.access.index[1] = arg[0];
	s->u.access.size = (unsigned)a->type->size;
	return s;
}

/*
 * access -> ('read' | 'write') (NAME '[' expr ']' {'[' expr ']'}
 *           {'.' NAME} | tex) ['if' expr] ['as' NAME]
 */
static pat_stmt *
rw_target(parser *ps, pat_loc loc)
{
	bool store = ps->prev.kind == T_WRITE;

	if (is_tex_call(ps))
		return tex_fetch(ps, store, loc);
	return parse_access_target(ps, store);
}

/*
 * atomic -> 'atomic' NAME '[' expr ']' {'[' expr ']'} {'.' NAME}
 *           ['if' expr] ['as' NAME]
 * an atomicAdd of the element by every thread that takes part.
 */
static pat_stmt *
atomic_target(parser *ps, pat_loc loc)
{
	pat_stmt *s;

	if ((s = parse_access_target(ps, true)) == NULL)
		return NULL;
	s->u.access.atomic = A_ADD;
	return parse_atomic_fits(ps, s, span(loc, ps->prev.loc)) ? s : NULL;
}

/*
 * ldg -> 'ldg' NAME '[' expr ']' {'[' expr ']'} {'.' NAME}
 *        ['if' expr] ['as' NAME]
 * a load through the read-only data path (ld.global.nc, as __ldg and a
 * const __restrict__ pointer give): counted as a global load, so the
 * array must be global.
 */
pat_stmt *
parse_ldg_target(parser *ps, pat_loc loc)
{
	pat_stmt *s;

	if ((s = parse_access_target(ps, false)) == NULL)
		return NULL;
	if (s->u.access.array->space != SPACE_GLOBAL) {
		PARSE_ERROR(ps, span(loc, ps->prev.loc), PARSE_LDG_SPACE,
		            s->u.access.array->name,
		            pat_space_name(s->u.access.array->space));
		return NULL;
	}
	s->u.access.nc = true;
	return s;
}

/* What each access statement reads after its word (at loc), by enum
   access_word. */
static pat_stmt *(*const access_targets[])(parser *ps, pat_loc loc) = {
	[ACCESS_RW] = rw_target,
	[ACCESS_ATOMIC] = atomic_target,
	[ACCESS_LDG] = parse_ldg_target,
};

/* An access statement of kind w: its word, its target, its suffixes;
   the access numbered and labelled. */
pat_stmt *
parse_access_stmt(parser *ps, enum access_word w)
{
	const char *from = ps->tok.start;
	pat_loc loc = ps->tok.loc;
	pat_stmt *s;

	next(ps);
	if ((s = access_targets[w](ps, loc)) == NULL ||
	    !access_suffixes(ps, s) || !parse_access_reached(ps, s))
		return NULL;
	s->loc = loc;
	s->text = parse_stmt_text(ps, from);
	parse_access_register(ps, s);
	return s;
}

/*
 * One statement appended at *tail (a C form may stand for several), or,
 * if it failed, false, with a failed access noted so that its label and
 * figures do not bring more errors; the caller skips the rest of it.
 */
bool
parse_statement_into(parser *ps, pat_stmt ***tail)
{
	enum tok k0 = ps->tok.kind;
	pat_stmt *s;

	ps->failed = false;
	ps->stmt_label = NULL;
	s = statement(ps);
	if (ps->failed) {
		ps->access_erred |= k0 == T_READ || k0 == T_WRITE || k0 == T_NAME;
		if (ps->stmt_label != NULL)
			failed_label(ps, ps->stmt_label);
		return false;
	}
	for (**tail = s; **tail != NULL; *tail = &(**tail)->next)
		;
	return true;
}

/* block -> '{' { statement } '}' */
pat_stmt *
parse_block(parser *ps, bool *ok)
{
	pat_loc open = ps->tok.loc;
	pat_stmt *head = NULL, **tail = &head;
	int nscope = ps->nscope;

	*ok = false;
	next_line_has(ps, T_LBRACE);
	open = ps->tok.loc;
	if (!expect_tok(ps, T_LBRACE))
		return NULL;
	if (ps->depth + 1 > MAX_DEPTH) {
		PARSE_ERROR(ps, open, PARSE_NESTED_BLOCKS, MAX_DEPTH);
		ps->fatal = true;
		return NULL;
	}
	ps->depth++;
	for (;;) {
		skip_newlines(ps);
		if (check(ps, T_RBRACE) || check(ps, T_EOF) || ps->fatal)
			break;
		if (!parse_statement_into(ps, &tail))
			parse_skip_statement(ps);
	}
	ps->depth--;
	ps->nscope = nscope;
	if (ps->fatal)
		return NULL;
	if (!parse_expect_close(ps, T_RBRACE, T_LBRACE, open))
		return NULL;
	*ok = true;
	return head;
}

static pat_stmt *if_stmt(parser *ps);

/*
 * After an error in the head of a for, an if or a while: the rest of the
 * head is passed over to the '{' of the body. A for's or an if's body (and
 * an if's 'else') is then read for errors of its own, which are real, and
 * dropped, the names the head would have declared unknown quietly; a
 * while's is skipped, its counter's update being no statement without
 * the loop. The statement fails either way.
 */
void
parse_failed_head(parser *ps, enum head h)
{
	bool ok;

	while (!check(ps, T_LBRACE) && !check(ps, T_NEWLINE) &&
	       !check(ps, T_RBRACE) && !check(ps, T_EOF))
		next(ps);
	/* an unclosed '(' would hide the body's newlines */
	ps->lx.depth = 0;
	ps->exprdepth = 0;
	if (!ps->fatal && next_line_has(ps, T_LBRACE)) {
		if (h == HEAD_WHILE) {
			parse_skip_statement(ps);
		} else {
			ps->loops += h == HEAD_FOR;
			parse_block(ps, &ok);
			ps->loops -= h == HEAD_FOR;
			if (h == HEAD_IF && !ps->fatal &&
			    next_line_has(ps, T_ELSE) && accept(ps, T_ELSE)) {
				if (check(ps, T_IF))
					if_stmt(ps);
				else if (next_line_has(ps, T_LBRACE))
					parse_block(ps, &ok);
			}
		}
	}
	ps->failed = true;
}

/* for's range form after 'for': NAME 'in' expr '..' expr ['step' expr] */
static bool
for_range_head(parser *ps, pat_stmt *s)
{
	pat_loc varloc = ps->tok.loc;

	if (!check(ps, T_NAME)) {
		parse_expected(ps, "the loop variable");
		return false;
	}
	s->u.loop.var = name_of(ps);
	if (!accept_word(ps, "in")) {
		parse_expected(ps, "'in'");
		return false;
	}
	if ((s->u.loop.start = parse_expr(ps)) == NULL ||
	    !parse_reached(ps, s->u.loop.start) || !expect_tok(ps, T_DOTDOT) ||
	    (s->u.loop.end = parse_expr(ps)) == NULL ||
	    !parse_reached(ps, s->u.loop.end))
		return false;
	if (accept_word(ps, "step")) {
		if ((s->u.loop.step = parse_expr(ps)) == NULL ||
		    !parse_reached(ps, s->u.loop.step))
			return false;
		if (s->u.loop.step->op == E_NUM && s->u.loop.step->num <= 0) {
			PARSE_ERROR(ps, s->u.loop.step->loc, PARSE_LOOP_STEP,
			            (long long)s->u.loop.step->num);
			return false;
		}
	} else {
		s->u.loop.step = parse_new_expr(ps, E_NUM, varloc);
		s->u.loop.step->num = 1;
	}
	s->u.loop.upd = F_ADD;
	ps->depth++;
	s->u.loop.slot = parse_new_slot(ps, s->u.loop.var, varloc, NULL);
	ps->depth--;
	return s->u.loop.slot >= 0;
}

/*
 * for -> 'for' NAME 'in' expr '..' expr ['step' expr] block
 *      | 'for' '(' NAME '=' expr ';' expr ';' NAME assignop expr ')' block
 */
static pat_stmt *
for_stmt(parser *ps)
{
	pat_stmt *s = parse_new_stmt(ps, S_FOR, ps->tok.loc);
	bool ok;
	int nscope = ps->nscope;

	next(ps);
	s->text = "for";
	if (check(ps, T_LPAREN) ? !parse_for_c_head(ps, s)
	                        : !for_range_head(ps, s)) {
		ps->nscope = nscope;
		if (s->u.loop.var != NULL)
			parse_failed_name(ps, s->u.loop.var);
		parse_failed_head(ps, HEAD_FOR);
		return NULL;
	}
	/* the variable lives in the body's scope, and the update alone
	   changes it */
	ps->scope[ps->nscope - 1].depth = ps->depth + 1;
	ps->scope[ps->nscope - 1].loopvar = true;
	ps->scope[ps->nscope - 1].loops = ps->loops + 1;
	ps->loops++;
	s->u.loop.body = parse_block(ps, &ok);
	ps->loops--;
	ps->nscope = nscope;
	return ok ? s : NULL;
}

/* The most passes 'unroll' may join: NVVM's own limit of a full unroll
   is of this order. */
#define UNROLL_MAX 1024

/* The passes of loop s where its bounds and step are numbers (a range,
   or a C form 'k = A; k < B (or <=); k += C' or 'k++'), at least 1;
   -1 where they are not. */
static int64_t
trips(const pat_stmt *s)
{
	const pat_expr *b = s->u.loop.start, *st = s->u.loop.step, *c;
	int64_t end;

	if (b->op != E_NUM || st == NULL || st->op != E_NUM || st->num <= 0 ||
	    s->u.loop.upd != F_ADD)
		return -1;
	if (!s->u.loop.cform) {
		if (s->u.loop.end->op != E_NUM)
			return -1;
		end = s->u.loop.end->num;
	} else {
		c = s->u.loop.cond;
		if ((c->op != E_LT && c->op != E_LE) || c->a->op != E_VAR ||
		    c->a->slot != s->u.loop.slot || c->b->op != E_NUM ||
		    (c->op == E_LE && c->b->num == INT64_MAX))
			return -1;
		end = c->b->num + (c->op == E_LE);
	}
	if (end <= b->num)
		return 1;
	if ((uint64_t)end - (uint64_t)b->num > (uint64_t)INT64_MAX)
		return (int64_t)UNROLL_MAX + 1;
	return (int64_t)(((uint64_t)end - (uint64_t)b->num - 1) /
	                 (uint64_t)st->num + 1);
}

/*
 * unroll -> 'unroll' [NUMBER] for
 *
 * As CUDA's #pragma unroll: the loads of that many passes of the loop
 * (of every pass, without a count) issue together, a round of waiting
 * for the time model where each pass would be one. No figure changes.
 */
static pat_stmt *
unroll_stmt(parser *ps)
{
	int64_t count = 0;
	pat_loc at;
	pat_stmt *s;

	next(ps);
	at = ps->tok.loc;
	if (check(ps, T_NUM)) {
		count = ps->tok.isfloat ? 0 : ps->tok.ival;
		next(ps);
		if (count < 1 || count > UNROLL_MAX) {
			PARSE_ERROR(ps, at, PARSE_UNROLL_COUNT, (long long)count,
			            UNROLL_MAX);
			return NULL;
		}
	}
	if (!check(ps, T_FOR)) {
		parse_expected(ps, "'for' after 'unroll'");
		return NULL;
	}
	at = ps->tok.loc;
	if ((s = for_stmt(ps)) == NULL)
		return NULL;
	if (count == 0) {
		if ((count = trips(s)) < 0) {
			PARSE_ERROR(ps, at, PARSE_UNROLL_TRIPS);
			return NULL;
		}
		if (count > UNROLL_MAX) {
			PARSE_ERROR(ps, at, PARSE_UNROLL_COUNT, (long long)count,
			            UNROLL_MAX);
			return NULL;
		}
		s->u.loop.unrolled = true;
	}
	s->u.loop.unroll = (int)count;
	return s;
}

/* if -> 'if' expr block ['else' (block | if)] */
static pat_stmt *
if_stmt(parser *ps)
{
	pat_stmt *s = parse_new_stmt(ps, S_IF, ps->tok.loc);
	bool ok;

	next(ps);
	s->text = "if";
	if ((s->u.cond.cond = parse_expr(ps)) == NULL ||
	    !parse_reached(ps, s->u.cond.cond)) {
		parse_failed_head(ps, HEAD_IF);
		return NULL;
	}
	s->u.cond.then = parse_block(ps, &ok);
	if (!ok)
		return NULL;
	if (next_line_has(ps, T_ELSE) && accept(ps, T_ELSE)) {
		if (check(ps, T_IF)) {
			/* each 'else if' nests one level in the tree, which the
			   evaluator and the CUDA generator walk recursively */
			if (++ps->elifs > PAT_MAX_HEIGHT) {
				PARSE_ERROR(ps, ps->tok.loc,
				            PARSE_ELSE_IF_CHAIN, PAT_MAX_HEIGHT);
				ps->fatal = true;
				return NULL;
			}
			s->u.cond.otherwise = if_stmt(ps);
			ps->elifs--;
			if (s->u.cond.otherwise == NULL)
				return NULL;
		} else {
			s->u.cond.otherwise = parse_block(ps, &ok);
			if (!ok)
				return NULL;
		}
	}
	return s;
}

/* An atomic s (its target parsed) as the hardware has them: on global or
   shared memory, of 4 or 8 bytes. */
bool
parse_atomic_fits(parser *ps, const pat_stmt *s, pat_loc at)
{
	const pat_array *a = s->u.access.array;

	if (a->space == SPACE_CONSTANT) {
		PARSE_ERROR(ps, at, PARSE_ATOMIC_CONSTANT, a->name);
		return false;
	}
	if (s->u.access.size != 4 && s->u.access.size != 8) {
		PARSE_ERROR(ps, at, PARSE_ATOMIC_SIZE, s->u.access.size,
		            s->u.access.size == 1 ? "" : "s", a->name);
		return false;
	}
	if (a->space == SPACE_SHARED && s->u.access.size == 8)
		DIAG_AT(ps->d, ps->file, ps->src, at, PARSE_ATOMIC_SHARED_8,
		        a->name);
	else if (a->space == SPACE_SHARED &&
	         (s->u.access.atomic == A_ADD || s->u.access.atomic == A_SUB) &&
	         ((s->u.access.field ? s->u.access.field->type : a->type)->kind
	          == PT_FLOAT ||
	          (s->u.access.field ? s->u.access.field->type : a->type)->kind
	          == PT_DOUBLE))
		DIAG_AT(ps->d, ps->file, ps->src, at, PARSE_ATOMIC_SHARED_FLOAT,
		        a->name);
	return true;
}

/* define -> '#define' NAME expr: a constant, as a param that -D does not
   change (a #define is not a knob of the kernel). */
static void
define_decl(parser *ps)
{
	pat_loc at;
	const char *name;
	pat_expr *e;
	int i;

	next(ps);
	at = ps->tok.loc;
	if (!check(ps, T_NAME)) {
		parse_expected(ps, "a macro name");
		return;
	}
	name = name_of(ps);
	if (check(ps, T_LPAREN) && ps->tok.loc.line == at.line &&
	    ps->tok.loc.col == at.col + at.len) {
		PARSE_ERROR(ps, at, PARSE_DEFINE_ARGS, name);
		parse_failed_name(ps, name);
		return;
	}
	if (end_of_statement(ps)) {
		PARSE_ERROR(ps, at, PARSE_DEFINE_EMPTY, name, name);
		parse_failed_name(ps, name);
		return;
	}
	if (is_builtin_name(name) || find_param(ps, name) != NULL ||
	    find_array(ps, name) != NULL ||
	    sym_find(&ps->define_syms, name) >= 0) {
		PARSE_ERROR(ps, at, PARSE_DECLARED_TWICE, name);
		return;
	}
	if ((e = parse_expr(ps)) == NULL || report_undefined(ps, e)) {
		parse_failed_name(ps, name);
		return;
	}
	if (e->op != E_NUM) {
		PARSE_ERROR(ps, e->loc, PARSE_DEFINE_NOT_CONSTANT, name, name);
		parse_failed_name(ps, name);
		return;
	}
	for (i = 0; i < ps->ndefs; i++)
		if (strcmp(ps->defs[i].name, name) == 0) {
			ps->defs[i].used = true;
			PARSE_ERROR(ps, at, PARSE_DEFINE_FROM_CLI, name, name,
			            name, (long long)e->num);
		}
	ps->defines = parse_grow(ps->defines, ps->ndefines, &ps->cdefines,
	                         sizeof(*ps->defines), 16);
	ps->defines[ps->ndefines].name = name;
	ps->defines[ps->ndefines].value = e->num;
	sym_add(&ps->define_syms, name, ps->ndefines++);
}

/* A view without sizes gets of's, the last scaled to its element. */
static bool
view_shape(parser *ps, pat_array *a, const pat_array *of)
{
	uint64_t row;

	if (a->ndims > 0)
		return true;
	row = (uint64_t)of->dims[of->ndims - 1] * of->type->size;
	if (row % a->type->size != 0) {
		PARSE_ERROR(ps, a->loc, PARSE_VIEW_ROW, of->name,
		            (unsigned long long)row, a->type->name,
		            (unsigned long long)a->type->size);
		return false;
	}
	a->ndims = of->ndims;
	memcpy(a->dims, of->dims, sizeof(a->dims));
	a->dims[a->ndims - 1] = (int64_t)(row / a->type->size);
	a->bytes = of->bytes;
	return true;
}

/*
 * view -> 'view' type NAME { '[' expr ']' } '=' NAME
 * Another element type over an array's storage, as a reinterpret_cast
 * of its address would read it: an array at the same base. Without
 * sizes, the array's, with the last scaled to the new element's size.
 */
static void
view_decl(parser *ps)
{
	pat_array a;
	const pat_array *of;
	int i;

	next(ps);
	memset(&a, 0, sizeof(a));
	if ((a.type = type_name(ps)) == NULL) {
		if (check(ps, T_NAME))
			parse_failed_name(ps, tokstr(ps, &ps->tok));
		return;
	}
	a.loc = ps->tok.loc;
	if (!check(ps, T_NAME)) {
		parse_expected(ps, "the view's name");
		return;
	}
	a.name = name_of(ps);
	if (find_array(ps, a.name) != NULL || find_param(ps, a.name) != NULL ||
	    sym_find(&ps->define_syms, a.name) >= 0) {
		PARSE_ERROR(ps, a.loc, PARSE_DECLARED_TWICE, a.name);
		return;
	}
	if ((check(ps, T_LBRACK) && !array_dims(ps, &a)) ||
	    !expect_tok(ps, T_ASSIGN)) {
		parse_failed_name(ps, a.name);
		return;
	}
	if (!check(ps, T_NAME)) {
		parse_expected(ps, "the array it views");
		return;
	}
	if ((of = find_array(ps, tokstr(ps, &ps->tok))) == NULL) {
		parse_unknown_array(ps, ps->tok.loc, tokstr(ps, &ps->tok));
		parse_failed_name(ps, a.name);
		return;
	}
	if (of->texture) {           /* its bytes are not row-major */
		PARSE_ERROR(ps, ps->tok.loc, PARSE_VIEW_TEXTURE, of->name);
		parse_failed_name(ps, a.name);
		return;
	}
	next(ps);
	if (!view_shape(ps, &a, of)) {
		parse_failed_name(ps, a.name);
		return;
	}
	if (a.bytes > of->bytes) {
		PARSE_ERROR(ps, a.loc, PARSE_VIEW_TOO_LARGE, a.name,
		            (unsigned long long)a.bytes,
		            (unsigned long long)of->bytes, of->name);
		parse_failed_name(ps, a.name);
		return;
	}
	if (of->base % a.type->align != 0) {
		PARSE_ERROR(ps, a.loc, PARSE_VIEW_MISALIGNED, a.type->name,
		            (unsigned long long)a.type->align, of->name,
		            (unsigned long long)of->base,
		            pat_space_name(of->space),
		            (unsigned long long)a.type->align,
		            pat_space_name(of->space));
		parse_failed_name(ps, a.name);
		return;
	}
	if (ps->P->narrays == MAX_ARRAYS) {
		PARSE_ERROR(ps, a.loc, PARSE_TOO_MANY_ARRAYS, MAX_ARRAYS);
		return;
	}
	a.space = of->space;
	a.local = of->local;
	a.offset = of->offset;
	a.base = of->base;
	a.view_of = of;
	for (i = a.ndims; i < 3; i++)
		a.dims[i] = 1;
	sym_add(&ps->array_syms, a.name, ps->P->narrays);
	ps->arrays[ps->P->narrays++] = a;
}

static bool
is_decl(enum tok k)
{
	return k == T_PARAM || k == T_GRID || k == T_BLOCK || k == T_STRUCT ||
	       k == T_GLOBAL || k == T_SHARED || k == T_CONSTANT ||
	       k == T_ARCH || k == T_BANKMODE;
}

/* 'local' or 'texture' opening a declaration: the word, with no variable
   or array of that name */
bool
parse_is_local(parser *ps)
{
	return (is_word(ps, "local") && find_var(ps, "local") == NULL &&
	        find_array(ps, "local") == NULL) ||
	       (is_word(ps, "texture") && find_var(ps, "texture") == NULL &&
	        find_array(ps, "texture") == NULL);
}

/* registers -> 'registers' NUMBER: registers a thread, for the time
   model's occupancy (1 to 255, as nvcc allots them) */
static void
registers_decl(parser *ps)
{
	next(ps);
	/* (ps->prev is the word, for the line's place) */
	if (!check(ps, T_NUM) || ps->tok.ival < 1 || ps->tok.ival > 255) {
		parse_expected(ps, "a number of registers a thread, 1 to 255");
		return;
	}
	ps->P->registers = (int)ps->tok.ival;
	ps->P->registers_loc = span(ps->prev.loc, ps->tok.loc);
	next(ps);
}

/* arch -> 'arch' NAME ; bankmode -> 'bankmode' NUMBER */
static void
arch_decl(parser *ps)
{
	pat_loc at;
	if (accept(ps, T_ARCH)) {
		at = ps->tok.loc;
		if (!check(ps, T_NAME)) {
			parse_expected(ps, "an architecture such as 'sm_90'");
			return;
		}
		ps->P->arch = name_of(ps);
		if (sim_arch_find(ps->P->arch) == NULL) {
			suggestion g = { ps->P->arch, NULL, 0 };
			const sim_arch *a;
			size_t n, i;
			for (a = sim_arch_list(&n), i = 0; i < n; i++)
				consider(&g, a[i].name);
			PARSE_ERROR(ps, at, PARSE_UNKNOWN_ARCH, ps->P->arch,
			            mean(ps->A, &g));
		}
		return;
	}
	next(ps);
	at = ps->tok.loc;
	if (!check(ps, T_NUM) || (ps->tok.ival != 4 && ps->tok.ival != 8)) {
		parse_expected(ps, "4 or 8 (bytes per bank)");
		return;
	}
	ps->P->bank_bytes = (int)ps->tok.ival;
	next(ps);
}

/* sync -> ('sync' | '__syncthreads') ['(' ')'] */
static pat_stmt *
sync_stmt(parser *ps)
{
	pat_stmt *s = parse_new_stmt(ps, S_SYNC, ps->tok.loc);

	next(ps);
	if (check(ps, T_LPAREN)) {
		pat_loc open = ps->tok.loc;
		next(ps);
		if (!parse_expect_close(ps, T_RPAREN, T_LPAREN, open))
			return NULL;
	}
	s->text = "sync";
	return s;
}

/* The names the parser knows as values, for "did you mean". */
void
parse_consider_values(parser *ps, suggestion *g)
{
	static const char *const builtins[] = {
		"threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize",
	};
	size_t i;
	int j;

	for (j = 0; j < ps->nscope; j++)
		consider(g, ps->scope[j].name);
	consider_syms(g, &ps->param_syms);
	consider_syms(g, &ps->define_syms);
	for (i = 0; i < sizeof(builtins) / sizeof(builtins[0]); i++)
		consider(g, builtins[i]);
}

/* statement -> decl | let | access | for | if | expect | sync | cform */
static pat_stmt *
statement(parser *ps)
{
	pat_stmt *s = NULL;
	enum tok k = ps->tok.kind;

	if (ps->wl != NULL && ps->wl->seen && ps->depth == ps->wl->depth) {
		PARSE_ERROR(ps, ps->tok.loc, PARSE_WHILE_AFTER_UPDATE,
		            ps->wl->var);
		return NULL;
	}
	if (is_decl(k) || k == T_DEFINE || is_word(ps, "include") ||
	    is_word(ps, "view") || is_word(ps, "registers") ||
	    parse_is_local(ps)) {
		if (ps->depth > 0) {
			if (k == T_NAME)
				PARSE_ERROR(ps, ps->tok.loc,
				            PARSE_DECL_IN_BLOCK_NAME,
				            ps->tok.loc.len, ps->tok.start);
			else
				PARSE_ERROR(ps, ps->tok.loc, PARSE_DECL_IN_BLOCK,
				            lex_name(k));
			return NULL;
		}
		if (k == T_PARAM)
			param_decl(ps);
		else if (k == T_DEFINE)
			define_decl(ps);
		else if (is_word(ps, "include"))
			parse_include_decl(ps);
		else if (is_word(ps, "view"))
			view_decl(ps);
		else if (is_word(ps, "registers"))
			registers_decl(ps);
		else if (k == T_GRID || k == T_BLOCK)
			geometry_decl(ps);
		else if (k == T_STRUCT)
			struct_decl(ps);
		else if (k == T_ARCH || k == T_BANKMODE)
			arch_decl(ps);
		else
			array_decl(ps);
	} else if (k == T_LET) {
		s = let_stmt(ps);
	} else if (k == T_READ || k == T_WRITE) {
		s = parse_access_stmt(ps, ACCESS_RW);
	} else if (k == T_FOR) {
		s = for_stmt(ps);
	} else if (is_word(ps, "unroll") && find_var(ps, "unroll") == NULL &&
	           find_array(ps, "unroll") == NULL) {
		s = unroll_stmt(ps);
	} else if (k == T_IF) {
		s = if_stmt(ps);
	} else if (k == T_EXPECT) {
		s = parse_expect_stmt(ps);
	} else if (is_word(ps, "sync") || is_word(ps, "__syncthreads")) {
		s = sync_stmt(ps);
	} else if ((is_word(ps, "cuda_include") ||
	            is_word(ps, "cuda_define")) &&
	           find_var(ps, tokstr(ps, &ps->tok)) == NULL &&
	           find_array(ps, tokstr(ps, &ps->tok)) == NULL) {
		parse_cuda_option(ps);
	} else if ((is_word(ps, "kernel") || is_word(ps, "contents")) &&
	           find_var(ps, tokstr(ps, &ps->tok)) == NULL &&
	           find_array(ps, tokstr(ps, &ps->tok)) == NULL) {
		/* (a variable or array of that name keeps its meaning) */
		parse_kernel_stmt(ps);
		ps->labels_unsure |= ps->failed && ps->P->kernel_stmt == NULL;
	} else if (k == T_NAME) {
		s = parse_name_statement(ps);
	} else if (is_incdec(ps)) {
		s = parse_assign_stmt(ps);
	} else {
		parse_expected(ps, "a statement");
		return NULL;
	}
	if (ps->failed)
		return NULL;
	if (!check(ps, T_NEWLINE) && !check(ps, T_SEMI) && !check(ps, T_EOF) &&
	    !check(ps, T_RBRACE)) {
		parse_expected(ps, "end of line");
		return NULL;
	}
	return s;
}

/* A read that took its value from 'contents' ('int j = idx[i]') of an
   array the pattern also stores into: the value is what the stores
   left, which the model does not follow (as for a kernel's loads). */
static void
contents_stored(parser *ps)
{
	int i;

	for (i = 0; i < ps->P->naccesses; i++) {
		const pat_stmt *s = ps->accesses[i];
		const pat_array *a = s->u.access.array;
		const pat_stmt *r;

		if (!s->u.access.store || a < ps->arrays ||
		    a >= ps->arrays + MAX_ARRAYS ||
		    (r = ps->fill_read[a - ps->arrays]) == NULL)
			continue;
		PARSE_ERROR(ps, r->loc, PARSE_CONTENTS_STORED, a->name,
		            s->loc.line);
		ps->fill_read[a - ps->arrays] = NULL;
	}
}

/* { statement }, going on after an error at the next statement (up to
   the diag's limit), then what every program must have. errors: the
   errors reported before the file. */
static void
program_body(parser *ps, int errors)
{
	pat_stmt **tail = &ps->P->body;
	diag *d = ps->d;
	pat_loc eof;

	ps->tail = &tail;
	for (;;) {
		skip_newlines(ps);
		if (check(ps, T_EOF))
			break;
		if (check(ps, T_RBRACE)) {
			PARSE_ERROR(ps, ps->tok.loc, PARSE_UNMATCHED_BRACE);
			next(ps);
			continue;
		}
		if (parse_statement_into(ps, &tail))
			continue;
		if (ps->fatal)
			break;
		parse_skip_statement(ps);
		if (d->max_errors > 0 && d->nerrors > d->max_errors)
			break;
	}
	eof = ps->tok.loc;
	/* a 'grid' or 'block' line that erred said so already */
	if (!ps->have_grid && !ps->grid_erred)
		PARSE_ERROR(ps, eof, PARSE_NO_GRID);
	if (!ps->have_block && !ps->block_erred)
		PARSE_ERROR(ps, eof, PARSE_NO_BLOCK);
	/* what a kernel's loads read, with no kernel: it would change
	   nothing, silently */
	if (ps->nfills > 0 && !ps->saw_kernel && !ps->fills_read)
		PARSE_ERROR(ps, ps->fills_at, PARSE_CONTENTS_UNUSED);
	contents_stored(ps);
	/* (a kernel's accesses are its compile's: cudasrc_attach) */
	if (ps->P->naccesses == 0 && ps->P->kernel_stmt == NULL &&
	    d->nerrors == errors)
		PARSE_ERROR(ps, eof, PARSE_NO_ACCESS);
}

/* The growing lists copied into the program's arena, the parser's own
   freed. */
/* The stable names of the statements' accesses (pat.h): the label, else
   ARRAY_KIND_N, counting every access of the array and kind in the
   order of the file, labelled or not (so that labelling one renames no
   other); a kernel's have theirs (parse_kernel.c). Where a label has that
   name, a suffix _2, _3, ... tells them apart. */
static void
access_names(parser *ps)
{
	int (*count)[3] = xcalloc(MAX_ARRAYS, sizeof(*count));
	static const char *const kinds[] = { "load", "store", "atomic" };
	char t[128];
	int i, n, k;

	for (i = 0; i < ps->P->naccesses; i++) {
		pat_stmt *s = ps->accesses[i];
		const pat_array *a = s->u.access.array;
		int kind = s->u.access.atomic != A_NONE ? 2 : s->u.access.store;
		if (s->u.access.name != NULL || a == NULL ||
		    a < ps->arrays || a >= ps->arrays + MAX_ARRAYS)
			continue;
		n = ++count[a - ps->arrays][kind];
		if (s->u.access.label != NULL) {
			s->u.access.name = s->u.access.label;
			continue;
		}
		snprintf(t, sizeof(t), "%.80s_%s_%d", a->name, kinds[kind], n);
		for (k = 2; find_label(ps, t) != NULL; k++)
			snprintf(t, sizeof(t), "%.80s_%s_%d_%d", a->name,
			         kinds[kind], n, k);
		s->u.access.name = arena_strndup(ps->A, t, strlen(t));
	}
	free(count);
}

static void
program_finish(parser *ps)
{
	pat_program *P = ps->P;
	struct arena *A = ps->A;

	P->nparams = ps->nparams;
	P->params = arena_alloc(A, sizeof(pat_param) * (size_t)ps->nparams);
	if (ps->nparams)
		memcpy(P->params, ps->params,
		       sizeof(pat_param) * (size_t)ps->nparams);
	P->arrays = ps->arrays;
	access_names(ps);
	P->accesses = arena_alloc(A, sizeof(pat_stmt *) * (size_t)P->naccesses);
	if (P->naccesses)
		memcpy(P->accesses, ps->accesses,
		       sizeof(pat_stmt *) * (size_t)P->naccesses);
	P->expects = arena_alloc(A, sizeof(pat_stmt *) * (size_t)P->nexpects);
	if (P->nexpects)
		memcpy(P->expects, ps->expects,
		       sizeof(pat_stmt *) * (size_t)P->nexpects);
	if (P->kernel_stmt != NULL) {
		/* what the kernel's compile needs of the parse */
		pat_kernel *k = (pat_kernel *)P->kernel_stmt;
		k->ntypes = ps->ntypes;
		k->types = arena_alloc(A, sizeof(pat_type *) *
		                          ((size_t)ps->ntypes + 1));
		if (ps->ntypes)
			memcpy((void *)k->types, ps->types,
			       sizeof(pat_type *) * (size_t)ps->ntypes);
		k->nexpects = ps->nkexpects;
		k->expects = arena_alloc(A, sizeof(pat_kexpect) *
		                            ((size_t)ps->nkexpects + 1));
		if (ps->nkexpects)
			memcpy(k->expects, ps->kexpects,
			       sizeof(pat_kexpect) * (size_t)ps->nkexpects);
	}
	free(ps->params);
	free(ps->types);
	free(ps->accesses);
	free(ps->expects);
	free(ps->kexpects);
	free(ps->labels);
	sym_free(&ps->param_syms);
	sym_free(&ps->array_syms);
	sym_free(&ps->type_syms);
	sym_free(&ps->label_syms);
	sym_free(&ps->define_syms);
	sym_free(&ps->failed_syms);
	sym_free(&ps->failed_labels);
	free(ps->defines);
	free(ps->fills);
	free(ps->cuda.include);
	free(ps->cuda.define);
}

/* program -> { statement } */
pat_program *
pat_parse(const char *file, const char *src, size_t len, pat_define *defs,
          int ndefs, struct diag *d)
{
	struct arena *A = arena_new();
	pat_program *P = arena_alloc(A, sizeof(*P));
	parser ps;
	int errors = d->nerrors;

	memset(&ps, 0, sizeof(ps));
	P->arena = A;
	P->file = arena_strndup(A, file, strlen(file));
	P->src = src;
	P->len = len;
	ps.A = A;
	ps.P = P;
	ps.d = d;
	ps.defs = defs;
	ps.ndefs = ndefs;
	ps.file = P->file;
	ps.src = src;
	if (memchr(src, '\0', len) != NULL) {
		/* said at the byte's line and column, the source not shown */
		const char *nul = memchr(src, '\0', len), *c;
		pat_loc l = { 1, 1, 0 };
		for (c = src; c < nul; c++, l.col++)
			if (*c == '\n')
				l.line++, l.col = 0;
		DIAG_AT(d, file, NULL, l, PARSE_FILE_NUL);
	} else {
		for (int i = 0; i < ndefs; i++)
			if (is_builtin_name(defs[i].name)) {
				/* said here, not as an unknown parameter by the
				   caller */
				defs[i].used = true;
				DIAG_PLAIN(d, PARSE_DEFINE_BUILTIN,
				           defs[i].name, defs[i].name);
			}
		ps.arrays = arena_alloc(A, sizeof(pat_array) * MAX_ARRAYS);
		builtin_types(&ps);
		lex_init(&ps.lx, file, src, len, d);
		next(&ps);
		program_body(&ps, errors);
	}
	program_finish(&ps);
	if (d->nerrors > errors) {
		arena_free(A);
		return NULL;
	}
	return P;
}

