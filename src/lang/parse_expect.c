/*
 * parse_expect.c - the 'expect' statement: a figure of an access (or of
 * every access, or the pattern's races) held to a value. The value has
 * an evaluator of its own, apart from the pattern's integer expressions:
 * it is read in real numbers, at once, and only its names (params,
 * #defines, constant lets, blockDim, ...) go through parse.c's primary.
 */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "parse_int.h"

/*
 * The value of an expectation is a real number: C's operators on doubles,
 * so that 'efficiency == 1 / stride' is 0.25 at stride 4. The bitwise
 * operators and '%' want integers. A '%' that ends the value makes what
 * is before it a percentage.
 */
static bool dcond(parser *ps, double *v);
static bool dbinary(parser *ps, int minprec, double *v);

static bool
dcall(parser *ps, const char *name, double *v)
{
	pat_loc open = ps->tok.loc;
	double b;

	next(ps);
	if (!dcond(ps, v))
		return false;
	if (strcmp(name, "abs") == 0)
		*v = fabs(*v);
	else if (!expect_tok(ps, T_COMMA) || !dcond(ps, &b))
		return false;
	else if (strcmp(name, "min") == 0)
		*v = b < *v ? b : *v;
	else
		*v = b > *v ? b : *v;
	return parse_expect_close(ps, T_RPAREN, T_LPAREN, open);
}

static bool
dprimary(parser *ps, double *v)
{
	pat_loc loc = ps->tok.loc;
	pat_expr *e;

	if (check(ps, T_NUM)) {
		*v = ps->tok.isfloat ? ps->tok.dval : (double)ps->tok.ival;
		next(ps);
		return true;
	}
	if (check(ps, T_LPAREN)) {
		bool ok;
		if (++ps->exprdepth > MAX_DEPTH) {
			PARSE_ERROR(ps, loc, PARSE_NESTED_EXPR, MAX_DEPTH);
			ps->fatal = true;
			return false;
		}
		next(ps);
		ok = dcond(ps, v) &&
		     parse_expect_close(ps, T_RPAREN, T_LPAREN, loc);
		ps->exprdepth--;
		return ok;
	}
	if (check(ps, T_NAME) && (is_word(ps, "min") || is_word(ps, "max") ||
	                          is_word(ps, "abs"))) {
		const char *name = name_of(ps);
		if (check(ps, T_LPAREN))
			return dcall(ps, name, v);
		PARSE_ERROR(ps, loc, PARSE_CALL_PARENS, name);
		return false;
	}
	/* names: params, #defines, constant lets, blockDim, ... */
	if ((e = parse_primary(ps)) == NULL)
		return false;
	if (e->op != E_NUM) {
		PARSE_ERROR(ps, e->loc, PARSE_EXPECT_NOT_CONSTANT);
		return false;
	}
	*v = (double)e->num;
	return true;
}

static bool
dunary(parser *ps, double *v)
{
	pat_loc loc = ps->tok.loc;
	enum tok k = ps->tok.kind;
	bool ok;

	if (k != T_MINUS && k != T_PLUS && k != T_BANG && k != T_TILDE)
		return dprimary(ps, v);
	if (++ps->exprdepth > MAX_DEPTH) {
		PARSE_ERROR(ps, loc, PARSE_NESTED_EXPR, MAX_DEPTH);
		ps->fatal = true;
		return false;
	}
	next(ps);
	ok = dunary(ps, v);
	ps->exprdepth--;
	if (!ok)
		return false;
	if (k == T_MINUS)
		*v = -*v;
	else if (k == T_BANG)
		*v = *v == 0;
	else if (k == T_TILDE) {
		if (*v != floor(*v) || fabs(*v) > 9e18) {
			PARSE_ERROR(ps, loc, PARSE_EXPECT_TILDE);
			return false;
		}
		*v = (double)~(int64_t)*v;
	}
	return true;
}

/* a op b into *a; false after an error at oploc. */
static bool
dapply(parser *ps, enum pat_eop op, double *a, double b, pat_loc oploc)
{
	const char *err;
	int64_t r;

	if (ps->dskip > 0) {         /* a value that is not used */
		*a = 0;
		return true;
	}
	switch (op) {
	case E_ADD: *a += b; return true;
	case E_SUB: *a -= b; return true;
	case E_MUL: *a *= b; return true;
	case E_DIV:
		if (b == 0) {
			PARSE_ERROR(ps, oploc, PARSE_EXPECT_DIVISION);
			return false;
		}
		*a /= b;
		return true;
	case E_LT: *a = *a < b; return true;
	case E_LE: *a = *a <= b; return true;
	case E_GT: *a = *a > b; return true;
	case E_GE: *a = *a >= b; return true;
	case E_EQ: *a = *a == b; return true;
	case E_NE: *a = *a != b; return true;
	case E_LAND: *a = *a != 0 && b != 0; return true;
	case E_LOR: *a = *a != 0 || b != 0; return true;
	default:
		break;
	}
	if (*a != floor(*a) || b != floor(b) || fabs(*a) > 9e18 ||
	    fabs(b) > 9e18) {
		PARSE_ERROR(ps, oploc, PARSE_EXPECT_INTEGERS, pat_eop_name(op));
		return false;
	}
	if ((err = pat_apply(op, (int64_t)*a, (int64_t)b, &r)) != NULL) {
		PARSE_ERROR(ps, oploc, PARSE_EXPECT_UNDEFINED, err);
		return false;
	}
	*a = (double)r;
	return true;
}

static bool
dbinary(parser *ps, int minprec, double *v)
{
	enum pat_eop op = E_ADD;
	int prec, skip;
	double b;

	if (!dunary(ps, v))
		return false;
	while ((prec = parse_binop(ps->tok.kind, &op)) >= minprec) {
		pat_loc oploc = ps->tok.loc;
		bool ok;
		next(ps);
		if (op == E_MOD && end_of_statement(ps)) {
			*v /= 100;   /* '50%': a percentage */
			return true;
		}
		if (++ps->exprdepth > MAX_DEPTH) {
			PARSE_ERROR(ps, oploc, PARSE_NESTED_EXPR, MAX_DEPTH);
			ps->fatal = true;
			return false;
		}
		/* 0 && x and 1 || x: x is not evaluated, as in C */
		skip = (op == E_LAND && *v == 0) || (op == E_LOR && *v != 0);
		ps->dskip += skip;
		ok = dbinary(ps, prec + 1, &b);
		ps->dskip -= skip;
		ps->exprdepth--;
		if (!ok || !dapply(ps, op, v, b, oploc))
			return false;
	}
	return true;
}

static bool
dcond(parser *ps, double *v)
{
	double b, c;

	pat_loc q;
	bool ok;
	int skip;

	if (!dbinary(ps, 1, v))
		return false;
	q = ps->tok.loc;
	if (!accept(ps, T_QUEST))
		return true;
	if (++ps->exprdepth > MAX_DEPTH) {
		PARSE_ERROR(ps, q, PARSE_NESTED_EXPR, MAX_DEPTH);
		ps->fatal = true;
		return false;
	}
	skip = *v == 0;              /* the side C does not evaluate */
	ps->dskip += skip;
	ok = dcond(ps, &b);
	ps->dskip += !skip - skip;
	ok = ok && expect_tok(ps, T_COLON) && dcond(ps, &c);
	ps->dskip -= !skip;
	ps->exprdepth--;
	if (!ok)
		return false;
	*v = *v != 0 ? b : c;
	return true;
}

/* value -> expr, in real numbers (see dcond). */
static bool
expect_value(parser *ps, double *v)
{
	ps->dskip = 0;
	return dcond(ps, v);
}

/* The figure called name (at at) into s: one there is, and of the space
   of s's access (none: every access, or the whole pattern's races; of a
   kernel's access, kernel, its compile checks the space). */
static bool
expect_figure(parser *ps, pat_stmt *s, const char *name, pat_loc at,
              bool kernel)
{
	int m, spaces;

	for (m = 0; m < M_COUNT; m++)
		if (strcmp(pat_metric_name((enum pat_metric)m), name) == 0)
			break;
	if (m == M_COUNT) {
		suggestion g = { name, NULL, 0 };
		for (m = 0; m < M_COUNT; m++)
			consider(&g, pat_metric_name((enum pat_metric)m));
		if (g.best != NULL)
			PARSE_ERROR(ps, at, PARSE_UNKNOWN_FIGURE, name,
			            mean(ps->A, &g));
		else
			PARSE_ERROR(ps, at, PARSE_UNKNOWN_FIGURE_LIST, name);
		return false;
	}
	s->u.expect.metric = (enum pat_metric)m;
	if (m == M_RACES && (s->u.expect.access != NULL || kernel)) {
		PARSE_ERROR(ps, at, PARSE_RACES_OF_ACCESS);
		return false;
	}
	spaces = pat_metric_spaces(s->u.expect.metric);
	if (s->u.expect.access != NULL &&
	    !(spaces & (1 << s->u.expect.access->u.access.array->space))) {
		PARSE_ERROR(ps, at, PARSE_FIGURE_SPACE, name,
		            pat_array_space(s->u.expect.access->u.access.array),
		            s->u.expect.access->text);
		return false;
	}
	return true;
}

/* expect -> 'expect' [NAME '.'] METRIC ('=='|'!='|'<'|'<='|'>'|'>=') value */
pat_stmt *
parse_expect_stmt(parser *ps)
{
	pat_stmt *s = parse_new_stmt(ps, S_EXPECT, ps->tok.loc);
	const char *from = ps->tok.start, *name;
	/* an access of the kernel, which its compile after the parse
	   makes: its label (NULL: the last), and where it is named */
	const char *klabel = NULL;
	bool kernel = false;
	pat_loc at, label_at;

	next(ps);
	at = ps->tok.loc;
	if (!check(ps, T_NAME)) {
		parse_expected(ps, "a figure such as 'sectors_per_request'");
		return NULL;
	}
	name = name_of(ps);
	s->u.expect.access = ps->last_access;
	if (strcmp(name, "races") == 0 && !check(ps, T_DOT)) {
		s->u.expect.access = NULL;   /* a figure of the whole pattern */
	} else if (accept(ps, T_DOT)) {
		if (strcmp(name, "all") == 0)
			s->u.expect.access = NULL;
		else if ((s->u.expect.access = find_label(ps, name)) == NULL &&
		         ps->P->kernel_stmt != NULL) {
			kernel = true;
			klabel = name;
			label_at = at;
		} else if (s->u.expect.access == NULL) {
			/* the access that has it erred: said there */
			suggestion g = { name, NULL, 0 };
			if (parse_label_failed(ps, name))
				return NULL;
			consider_syms(&g, &ps->label_syms);
			if (g.best != NULL)
				PARSE_ERROR(ps, at, PARSE_UNKNOWN_LABEL, name,
				            mean(ps->A, &g));
			else
				PARSE_ERROR(ps, at, PARSE_UNKNOWN_LABEL_HINT,
				            name, name);
			return NULL;
		}
		at = ps->tok.loc;
		if (!check(ps, T_NAME)) {
			parse_expected(ps,
			               "a figure such as 'sectors_per_request'");
			return NULL;
		}
		name = name_of(ps);
	} else if (ps->last_access == NULL && ps->P->kernel_stmt != NULL) {
		kernel = true;       /* the kernel's last access */
		label_at = at;
	} else if (ps->last_access == NULL && ps->access_erred) {
		ps->failed = true;   /* the access before it may have erred */
		return NULL;
	} else if (ps->last_access == NULL) {
		PARSE_ERROR(ps, s->loc, PARSE_EXPECT_FIRST, name);
		return NULL;
	}
	if (!expect_figure(ps, s, name, at, kernel))
		return NULL;
	switch (ps->tok.kind) {
	case T_EQEQ: s->u.expect.cmp = C_EQ; break;
	case T_NE: s->u.expect.cmp = C_NE; break;
	case T_LT: s->u.expect.cmp = C_LT; break;
	case T_LE: s->u.expect.cmp = C_LE; break;
	case T_GT: s->u.expect.cmp = C_GT; break;
	case T_GE: s->u.expect.cmp = C_GE; break;
	default:
		parse_expected(ps, "a comparison ('==', '<=', ...)");
		return NULL;
	}
	next(ps);
	if (!expect_value(ps, &s->u.expect.value))
		return NULL;
	s->text = parse_stmt_text(ps, from);
	if (ps->depth > 0)
		DIAG_AT(ps->d, ps->file, ps->src, s->loc, PARSE_EXPECT_IN_BLOCK);
	if (kernel) {
		pat_kexpect *x;
		ps->kexpects = parse_grow(ps->kexpects, ps->nkexpects,
		                          &ps->ckexpects, sizeof(*ps->kexpects),
		                          8);
		x = &ps->kexpects[ps->nkexpects++];
		x->expect = s;
		x->label = klabel;
		x->label_at = label_at;
		x->figure_at = at;
		x->file = ps->file;
		x->src = ps->src;
	}
	s->u.expect.id = ps->P->nexpects++;
	ps->expects = parse_grow(ps->expects, s->u.expect.id, &ps->cexpects,
	                         sizeof(*ps->expects), 16);
	ps->expects[s->u.expect.id] = s;
	return s;
}