/*
 * parse.c - the recursive-descent parser: tokens to a pat_program.
 *
 * Declarations (param, grid, block, struct, arrays) are folded to numbers
 * as they are read, so that everything the evaluator sees that does not
 * depend on a thread is already a constant. On an error the parser skips
 * to the end of the statement and goes on, to report several errors in
 * one run.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "lex.h"
#include "pat.h"

#define MAX_SCOPE 256         /* visible lets and loop variables */
#define MAX_DEPTH 64          /* nested blocks and parentheses */
#define MAX_ARRAYS 256

typedef struct scope_var {
	const char *name;
	int slot;
	int depth;
	const pat_expr *constant;    /* a let of a constant value */
} scope_var;

typedef struct label {
	const char *name;
	pat_stmt *access;
} label;

/*
 * Names to indices, by open addressing: params, arrays, types and labels
 * can number hundreds of thousands in a hostile file, and a linear search
 * for each made parsing quadratic. The names live in the arena.
 */
typedef struct symtab {
	const char **name;
	int *index;
	size_t cap, n;               /* cap: 0 or a power of two */
} symtab;

static size_t
sym_hash(const char *s)
{
	size_t h = 2166136261u;      /* FNV-1a */
	while (*s != '\0')
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

/* The index that name maps to, or -1. */
static int
sym_find(const symtab *t, const char *name)
{
	size_t i;

	if (t->cap == 0)
		return -1;
	for (i = sym_hash(name) & (t->cap - 1); t->name[i] != NULL;
	     i = (i + 1) & (t->cap - 1))
		if (strcmp(t->name[i], name) == 0)
			return t->index[i];
	return -1;
}

/* Map name (not yet in t) to index; name must outlive t. */
static void
sym_add(symtab *t, const char *name, int index)
{
	size_t i, j;

	if (2 * (t->n + 1) > t->cap) {
		symtab g = { NULL, NULL, t->cap ? 2 * t->cap : 64, 0 };
		g.name = xcalloc(g.cap, sizeof(*g.name));
		g.index = xcalloc(g.cap, sizeof(*g.index));
		for (j = 0; j < t->cap; j++)
			if (t->name[j] != NULL)
				sym_add(&g, t->name[j], t->index[j]);
		free(t->name);
		free(t->index);
		*t = g;
	}
	for (i = sym_hash(name) & (t->cap - 1); t->name[i] != NULL;
	     i = (i + 1) & (t->cap - 1))
		;
	t->name[i] = name;
	t->index[i] = index;
	t->n++;
}

static void
sym_free(symtab *t)
{
	free(t->name);
	free(t->index);
}

typedef struct parser {
	lexer lx;
	token tok;                   /* the current token */
	token prev;                  /* the one before */
	diag *d;
	struct arena *A;
	pat_program *P;
	pat_define *defs;
	int ndefs;
	/* growing lists, copied into the arena at the end */
	pat_param *params;
	int nparams, cparams;
	pat_array *arrays;           /* MAX_ARRAYS, in the arena */
	pat_type **types;
	int ntypes, ctypes;
	pat_stmt **accesses;
	int caccesses;
	pat_stmt **expects;
	int cexpects;
	label *labels;
	int nlabels, clabels;
	symtab param_syms, array_syms, type_syms, label_syms;
	scope_var scope[MAX_SCOPE];
	int nscope, depth, exprdepth;
	int elifs;                   /* 'else if' levels open */
	bool have_grid, have_block;
	pat_stmt *last_access;
	uint64_t global_end, constant_end, shared_end;
	bool failed;                 /* the current statement had an error */
	bool fatal;                  /* nesting too deep: stop parsing */
} parser;

/* ---------------------------------------------------------------- tokens */

static void
next(parser *ps)
{
	ps->prev = ps->tok;
	lex_next(&ps->lx, &ps->tok);
}

static bool
check(parser *ps, enum tok k)
{
	return ps->tok.kind == k;
}

static bool
accept(parser *ps, enum tok k)
{
	if (ps->tok.kind != k)
		return false;
	next(ps);
	return true;
}

static void
error_at(parser *ps, pat_loc loc, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void
error_at(parser *ps, pat_loc loc, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	ps->failed = true;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	diag_at(ps->d, DIAG_ERROR, ps->P->file, ps->P->src, loc, "%s", msg);
}

/* "X expected" at the current token; a lexical error was already said. */
static void
expected(parser *ps, const char *what)
{
	if (ps->tok.kind == T_ERROR) {
		ps->failed = true;
		return;
	}
	if (ps->tok.kind == T_NAME || ps->tok.kind == T_NUM)
		error_at(ps, ps->tok.loc, "%s expected, found '%.*s'", what,
		         ps->tok.loc.len > 40 ? 40 : ps->tok.loc.len,
		         ps->tok.start);
	else
		error_at(ps, ps->tok.loc, "%s expected, found %s", what,
		         lex_name(ps->tok.kind));
}

/* The text of a name or number token. */
static char *
tokstr(parser *ps, const token *t)
{
	return arena_strndup(ps->A, t->start, (size_t)t->loc.len);
}

/* A word that is a keyword in one place only: 'in', 'step', 'offset', 'as'. */
static bool
is_word(parser *ps, const char *w)
{
	return ps->tok.kind == T_NAME && ps->tok.loc.len == (int)strlen(w) &&
	       memcmp(ps->tok.start, w, strlen(w)) == 0;
}

static bool
accept_word(parser *ps, const char *w)
{
	if (!is_word(ps, w))
		return false;
	next(ps);
	return true;
}

static bool
expect_tok(parser *ps, enum tok k)
{
	if (accept(ps, k))
		return true;
	expected(ps, lex_name(k));
	return false;
}

/* Expect the token that closes open, opened at where. */
static bool
expect_close(parser *ps, enum tok close, enum tok open, pat_loc where)
{
	if (accept(ps, close))
		return true;
	if (ps->tok.kind == T_ERROR) {
		ps->failed = true;
		return false;
	}
	error_at(ps, ps->tok.loc, "%s expected (to close %s at line %d)",
	         lex_name(close), lex_name(open), where.line);
	return false;
}

static pat_loc
span(pat_loc a, pat_loc b)
{
	pat_loc l = a;
	if (b.line == a.line && b.col + b.len > a.col)
		l.len = b.col + b.len - a.col;
	return l;
}

static char *
name_of(parser *ps)
{
	char *s = tokstr(ps, &ps->tok);
	next(ps);
	return s;
}

/* Skip to the end of the statement after an error. */
static void
skip_statement(parser *ps)
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
		default:
			break;
		}
		next(ps);
	}
}

/* ----------------------------------------------------------- expressions */

static pat_expr *
new_expr(parser *ps, enum pat_eop op, pat_loc loc)
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
static pat_expr *
fold(parser *ps, pat_expr *e)
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
		error_at(ps, e->oploc, "expression nested too deeply (more than "
		         "%d levels)", PAT_MAX_HEIGHT);
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
		   a ?:, && or || above may decide; see reached() */
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
	error_at(ps, u->oploc, "%s in constant expression (%lld %s %lld)",
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
static bool
reached(parser *ps, const pat_expr *e)
{
	return ps->depth > 0 || ps->elifs > 0 || !report_undefined(ps, e);
}

static pat_expr *expr(parser *ps);
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
		if (!ps->have_block) {
			error_at(ps, loc, "'%s' used before the 'block' declaration",
			         pat_builtin_name(b));
			*ok = false;
			return 1;
		}
		return ps->P->block[b - B_BDIM_X];
	}
	if (!ps->have_grid) {
		error_at(ps, loc, "'%s' used before the 'grid' declaration",
		         pat_builtin_name(b));
		*ok = false;
		return 1;
	}
	return ps->P->grid[b - B_GDIM_X];
}

static scope_var *
find_var(parser *ps, const char *name)
{
	int i;
	for (i = ps->nscope - 1; i >= 0; i--) {
		if (strcmp(ps->scope[i].name, name) == 0)
			return &ps->scope[i];
	}
	return NULL;
}

static pat_param *
find_param(parser *ps, const char *name)
{
	int i = sym_find(&ps->param_syms, name);
	return i < 0 ? NULL : &ps->params[i];
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
		error_at(ps, loc, "'%s' needs a component: '%s.x', '.y' or '.z'",
		         builtin_groups[group].name, builtin_groups[group].name);
		return NULL;
	}
	whole = span(loc, ps->tok.loc);
	if (!check(ps, T_NAME)) {
		expected(ps, "'x', 'y' or 'z'");
		return NULL;
	}
	comp = name_of(ps);
	if (strlen(comp) != 1 || comp[0] < 'x' || comp[0] > 'z') {
		error_at(ps, whole, "unknown variable '%s.%s'",
		         builtin_groups[group].name, comp);
		return NULL;
	}
	e = new_expr(ps, E_BUILTIN, whole);
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
	pat_expr *e = new_expr(ps, op, loc);
	pat_loc open = ps->tok.loc;

	next(ps);                            /* '(' */
	if ((e->a = expr(ps)) == NULL)
		return NULL;
	if (op != E_ABS) {
		if (!expect_tok(ps, T_COMMA))
			return NULL;
		if ((e->b = expr(ps)) == NULL)
			return NULL;
	}
	if (!expect_close(ps, T_RPAREN, T_LPAREN, open))
		return NULL;
	e->loc = span(loc, ps->prev.loc);
	return fold(ps, e);
}

/* primary -> NUMBER | NAME | builtin | call | '(' expr ')' */
static pat_expr *
primary(parser *ps)
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
			error_at(ps, loc, "index arithmetic is on integers: "
			         "'%s' is not one", tokstr(ps, &ps->tok));
			next(ps);
			return NULL;
		}
		e = new_expr(ps, E_NUM, loc);
		e->num = ps->tok.ival;
		next(ps);
		return e;
	case T_LPAREN:
		if (++ps->exprdepth > MAX_DEPTH) {
			error_at(ps, loc, "expression nested too deeply (more than "
			         "%d levels)", MAX_DEPTH);
			ps->fatal = true;
			return NULL;
		}
		next(ps);
		e = expr(ps);
		ps->exprdepth--;
		if (e == NULL)
			return NULL;
		if (!expect_close(ps, T_RPAREN, T_LPAREN, loc))
			return NULL;
		e->loc = span(loc, ps->prev.loc);
		return e;
	case T_NAME:
		break;
	default:
		expected(ps, "an expression");
		return NULL;
	}
	name = name_of(ps);
	for (i = 0; i < sizeof(builtin_groups) / sizeof(builtin_groups[0]); i++)
		if (strcmp(name, builtin_groups[i].name) == 0)
			return builtin(ps, (int)i, loc);
	if (strcmp(name, "warpSize") == 0) {
		e = new_expr(ps, E_NUM, loc);
		e->num = SIM_WARP;
		return e;
	}
	if ((strcmp(name, "min") == 0 || strcmp(name, "max") == 0 ||
	     strcmp(name, "abs") == 0) && check(ps, T_LPAREN))
		return call(ps, name[1] == 'i' ? E_MIN : name[1] == 'a' ? E_MAX
		                                                        : E_ABS,
		            loc);
	if ((v = find_var(ps, name)) != NULL) {
		if (v->constant != NULL) {
			e = new_expr(ps, E_NUM, loc);
			e->num = v->constant->num;
			return e;
		}
		e = new_expr(ps, E_VAR, loc);
		e->slot = v->slot;
		e->name = v->name;
		return e;
	}
	if ((pm = find_param(ps, name)) != NULL) {
		e = new_expr(ps, E_NUM, loc);
		e->num = pm->value;
		return e;
	}
	if (check(ps, T_LPAREN))
		error_at(ps, loc, "unknown function '%s' (there are min, max and "
		         "abs)", name);
	else
		error_at(ps, loc, "unknown variable '%s'", name);
	return NULL;
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
		return primary(ps);
	}
	if (++ps->exprdepth > MAX_DEPTH) {
		error_at(ps, loc, "expression nested too deeply (more than %d "
		         "levels)", MAX_DEPTH);
		ps->fatal = true;
		return NULL;
	}
	next(ps);
	e = new_expr(ps, op, loc);
	e->a = unary(ps);
	ps->exprdepth--;
	if (e->a == NULL)
		return NULL;
	e->loc = span(loc, e->a->loc);
	return fold(ps, e);
}

/* Binary operators by precedence, lowest first, as in C. */
static int
binop(enum tok k, enum pat_eop *op)
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

	while (left != NULL && (prec = binop(ps->tok.kind, &op)) >= minprec) {
		pat_loc oploc = ps->tok.loc;
		if (++ps->exprdepth > MAX_DEPTH) {
			error_at(ps, oploc, "expression nested too deeply (more "
			         "than %d levels)", MAX_DEPTH);
			ps->fatal = true;
			return NULL;
		}
		next(ps);
		e = new_expr(ps, op, left->loc);
		e->oploc = oploc;
		e->a = left;
		e->b = binary(ps, prec + 1);
		ps->exprdepth--;
		if (e->b == NULL)
			return NULL;
		e->loc = span(left->loc, e->b->loc);
		left = fold(ps, e);
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
		error_at(ps, ps->tok.loc, "expression nested too deeply (more "
		         "than %d levels)", MAX_DEPTH);
		ps->fatal = true;
		return NULL;
	}
	e = new_expr(ps, E_COND, c->loc);
	e->oploc = ps->tok.loc;
	next(ps);
	e->a = c;
	if ((e->b = expr(ps)) == NULL || !expect_tok(ps, T_COLON) ||
	    (e->c = expr(ps)) == NULL)
		return NULL;
	ps->exprdepth--;
	e->loc = span(c->loc, e->c->loc);
	return fold(ps, e);
}

static pat_expr *
expr(parser *ps)
{
	return cond_rest(ps, binary(ps, 1));
}

/* An expression that must fold to a number: sizes, params, geometry. */
static bool
const_expr(parser *ps, const char *what, int64_t *v)
{
	pat_expr *e = expr(ps);

	if (e == NULL || report_undefined(ps, e))
		return false;
	if (e->op != E_NUM) {
		error_at(ps, e->loc, "%s must be a constant: it may use numbers, "
		         "params, blockDim, gridDim and warpSize", what);
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
	if (ps->ntypes == ps->ctypes) {
		ps->ctypes = ps->ctypes ? 2 * ps->ctypes : 32;
		ps->types = xrealloc(ps->types, sizeof(*ps->types) *
		                                        (size_t)ps->ctypes);
	}
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

static const pat_type *
find_type(parser *ps, const char *name)
{
	int i = sym_find(&ps->type_syms, name);
	return i < 0 ? NULL : ps->types[i];
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
			expected(ps, "a struct name");
			return NULL;
		}
	} else if (!check(ps, T_NAME)) {
		expected(ps, "a type");
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
	if ((t = find_type(ps, name)) == NULL) {
		error_at(ps, span(loc, ps->prev.loc), "unknown type '%s'", name);
		return NULL;
	}
	return t;
}

static void
skip_newlines(parser *ps)
{
	while (check(ps, T_NEWLINE) || check(ps, T_SEMI))
		next(ps);
}

static void struct_body(parser *ps, bool *opened);

/* struct -> 'struct' NAME '{' { type NAME {',' NAME} [';'] } '}' */
static void
struct_decl(parser *ps)
{
	bool opened = false;

	struct_body(ps, &opened);
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
		expected(ps, "a field name");
		return false;
	}
	for (i = 0; i < l->n; i++)
		if (strcmp(l->f[i].name, tokstr(ps, &ps->tok)) == 0) {
			error_at(ps, ps->tok.loc, "field '%s' is already "
			         "declared", l->f[i].name);
			return false;
		}
	if (l->n == 64) {
		error_at(ps, ps->tok.loc, "too many fields (at most 64)");
		return false;
	}
	/* each field is at most PAT_MAX_BYTES: no overflow here */
	l->off = (l->off + ft->align - 1) / ft->align * ft->align;
	if (l->off + ft->size > PAT_MAX_BYTES) {
		error_at(ps, ps->tok.loc, "struct '%s' is too large "
		         "(more than 2^48 bytes)", name);
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
struct_body(parser *ps, bool *opened)
{
	pat_loc loc = ps->tok.loc, open;
	layout l;
	pat_type *t;
	const char *name;

	l.n = 0;
	l.off = 0;
	l.align = 1;
	next(ps);
	if (!check(ps, T_NAME)) {
		expected(ps, "a struct name");
		return;
	}
	if (find_type(ps, tokstr(ps, &ps->tok)) != NULL) {
		error_at(ps, ps->tok.loc, "type '%s' is already defined",
		         tokstr(ps, &ps->tok));
		return;
	}
	name = name_of(ps);
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
			expected(ps, "';' or '}'");
			return;
		}
		skip_newlines(ps);
		if (check(ps, T_EOF)) {
			expect_close(ps, T_RBRACE, T_LBRACE, open);
			return;
		}
	}
	next(ps);
	if (l.n == 0) {
		error_at(ps, loc, "struct '%s' has no fields", name);
		return;
	}
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
		expected(ps, "a parameter name");
		return;
	}
	pm.name = name_of(ps);
	if (is_builtin_name(pm.name)) {
		error_at(ps, pm.loc, "'%s' is a builtin variable, not a name for "
		         "a parameter", pm.name);
		return;
	}
	if (find_param(ps, pm.name) != NULL) {
		error_at(ps, pm.loc, "parameter '%s' is already declared",
		         pm.name);
		return;
	}
	if (!expect_tok(ps, T_ASSIGN) ||
	    !const_expr(ps, "a parameter's default", &pm.value))
		return;
	for (i = 0; i < ps->ndefs; i++) {
		if (strcmp(ps->defs[i].name, pm.name) == 0) {
			pm.value = ps->defs[i].value;
			pm.overridden = true;
			ps->defs[i].used = true;
		}
	}
	if (ps->nparams == ps->cparams) {
		ps->cparams = ps->cparams ? 2 * ps->cparams : 16;
		ps->params = xrealloc(ps->params, sizeof(*ps->params) *
		                                          (size_t)ps->cparams);
	}
	sym_add(&ps->param_syms, pm.name, ps->nparams);
	ps->params[ps->nparams++] = pm;
}

/* geometry -> ('grid' | 'block') expr [',' expr [',' expr]] */
static void
geometry_decl(parser *ps)
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
		error_at(ps, loc, "'%s' is already declared", what);
		return;
	}
	do {
		pat_loc at = ps->tok.loc;
		if (n == 3) {
			error_at(ps, at, "a %s has at most 3 dimensions", what);
			return;
		}
		if (!const_expr(ps, grid ? "the grid size" : "the block size",
		                &v[n]))
			return;
		at = span(at, ps->prev.loc);
		if (v[n] < 1) {
			error_at(ps, at, "%s size %c is %lld: it must be at least 1",
			         what, "xyz"[n], (long long)v[n]);
			return;
		}
		if (v[n] > (grid ? gmax : bmax)[n]) {
			error_at(ps, at, "%s size %c is %lld: CUDA allows at most %lld",
			         what, "xyz"[n], (long long)v[n],
			         (long long)(grid ? gmax : bmax)[n]);
			return;
		}
		n++;
	} while (accept(ps, T_COMMA));
	loc = span(loc, ps->prev.loc);
	if (!grid && v[0] * v[1] * v[2] > 1024) {
		error_at(ps, loc, "a block of %lld threads: CUDA allows at most "
		         "1024", (long long)(v[0] * v[1] * v[2]));
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

static pat_array *
find_array(parser *ps, const char *name)
{
	int i = sym_find(&ps->array_syms, name);
	return i < 0 ? NULL : &ps->arrays[i];
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
			error_at(ps, open, "an array has at most 3 dimensions");
			return false;
		}
		next(ps);
		at = ps->tok.loc;
		if (!const_expr(ps, "an array size", &a->dims[a->ndims]))
			return false;
		at = span(at, ps->prev.loc);
		if (!expect_close(ps, T_RBRACK, T_LBRACK, open))
			return false;
		if (a->dims[a->ndims] < 1) {
			error_at(ps, at, "array size %lld: it must be at least 1",
			         (long long)a->dims[a->ndims]);
			return false;
		}
		if (__builtin_mul_overflow(total, (uint64_t)a->dims[a->ndims],
		                           &total) ||
		    total > PAT_MAX_BYTES) {
			error_at(ps, at, "array '%s' is too large (more than 2^48 "
			         "bytes)", a->name);
			return false;
		}
		a->ndims++;
	}
	if (a->ndims == 0) {
		expected(ps, "'[' and the array's size");
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
		if (!const_expr(ps, "an offset", &off))
			return false;
		at = span(at, ps->prev.loc);
		if (off < 0 || off > 1 << 20) {
			error_at(ps, at, "offset %lld: it must be from 0 to 1048576 "
			         "bytes", (long long)off);
			return false;
		}
		if (off % a->type->align != 0) {
			error_at(ps, at, "offset %lld misaligns '%s': %s needs "
			         "%llu-byte alignment, and the GPU faults on a "
			         "misaligned access", (long long)off, a->name,
			         a->type->name, (unsigned long long)a->type->align);
			return false;
		}
	}
	a->offset = (uint64_t)off;
	return true;
}

/* a's place in its space, after the arrays declared before it. */
static bool
array_place(parser *ps, pat_array *a)
{
	uint64_t *end;

	/* cudaMalloc gives 256-byte aligned global arrays; shared arrays are
	   laid out in declaration order, each at its type's alignment */
	end = a->space == SPACE_GLOBAL ? &ps->global_end : a->space == SPACE_SHARED
	                                                      ? &ps->shared_end
	                                                      : &ps->constant_end;
	if (a->space == SPACE_SHARED)
		a->base = (*end + a->type->align - 1) / a->type->align *
		          a->type->align;
	else
		a->base = (*end + 255) / 256 * 256;
	a->base += a->offset;
	*end = a->base + a->bytes;
	if (a->space == SPACE_SHARED)
		ps->P->shared_bytes = *end;
	if (a->space == SPACE_CONSTANT && *end > 65536) {
		error_at(ps, a->loc, "constant arrays take %llu bytes: CUDA allows "
		         "65536", (unsigned long long)*end);
		return false;
	}
	return true;
}

/* array -> space type NAME '[' expr ']' {'[' expr ']'} ['offset' expr] */
static void
array_decl(parser *ps)
{
	pat_array a;
	int i;

	memset(&a, 0, sizeof(a));
	a.space = check(ps, T_GLOBAL) ? SPACE_GLOBAL : check(ps, T_SHARED)
	                                                       ? SPACE_SHARED
	                                                       : SPACE_CONSTANT;
	next(ps);
	if ((a.type = type_name(ps)) == NULL)
		return;
	a.loc = ps->tok.loc;
	if (!check(ps, T_NAME)) {
		expected(ps, "an array name");
		return;
	}
	a.name = name_of(ps);
	if (find_array(ps, a.name) != NULL) {
		error_at(ps, a.loc, "array '%s' is already declared", a.name);
		return;
	}
	if (find_param(ps, a.name) != NULL) {
		error_at(ps, a.loc, "'%s' is already declared as a parameter",
		         a.name);
		return;
	}
	if (!array_dims(ps, &a) || !array_offset(ps, &a) || !array_place(ps, &a))
		return;
	if (ps->P->narrays == MAX_ARRAYS) {
		error_at(ps, a.loc, "too many arrays (at most %d)", MAX_ARRAYS);
		return;
	}
	for (i = a.ndims; i < 3; i++)
		a.dims[i] = 1;
	sym_add(&ps->array_syms, a.name, ps->P->narrays);
	ps->arrays[ps->P->narrays++] = a;
}

/* ------------------------------------------------------------ statements */

static pat_stmt *statement(parser *ps);

static pat_stmt *
new_stmt(parser *ps, enum pat_skind k, pat_loc loc)
{
	pat_stmt *s = arena_alloc(ps->A, sizeof(*s));
	s->kind = k;
	s->loc = loc;
	return s;
}

/* The statement's source from its first token to the one before the
   current, on one line with runs of blanks folded. */
static const char *
stmt_text(parser *ps, const char *from)
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

static int
new_slot(parser *ps, const char *name, pat_loc loc, const pat_expr *constant)
{
	scope_var *v;
	int i;

	for (i = ps->nscope - 1; i >= 0 && ps->scope[i].depth == ps->depth; i--)
		if (strcmp(ps->scope[i].name, name) == 0) {
			error_at(ps, loc, "'%s' is already declared in this block",
			         name);
			return -1;
		}
	if (is_builtin_name(name)) {
		error_at(ps, loc, "'%s' is a builtin variable, not a name for a "
		         "variable", name);
		return -1;
	}
	if (find_param(ps, name) != NULL || find_array(ps, name) != NULL) {
		error_at(ps, loc, "'%s' is already declared as %s", name,
		         find_param(ps, name) ? "a parameter" : "an array");
		return -1;
	}
	if (ps->nscope == MAX_SCOPE) {
		error_at(ps, loc, "too many variables in scope (at most %d)",
		         MAX_SCOPE);
		return -1;
	}
	v = &ps->scope[ps->nscope++];
	v->name = name;
	v->depth = ps->depth;
	v->slot = ps->P->nslots++;
	v->constant = constant;
	return v->slot;
}

/* let -> 'let' NAME '=' expr */
static pat_stmt *
let_stmt(parser *ps)
{
	pat_stmt *s = new_stmt(ps, S_LET, ps->tok.loc);
	pat_loc at;

	next(ps);
	at = ps->tok.loc;
	if (!check(ps, T_NAME)) {
		expected(ps, "a name");
		return NULL;
	}
	s->u.let.name = name_of(ps);
	if (!expect_tok(ps, T_ASSIGN) || (s->u.let.value = expr(ps)) == NULL ||
	    !reached(ps, s->u.let.value))
		return NULL;
	s->u.let.slot = new_slot(ps, s->u.let.name, at,
	                         s->u.let.value->op == E_NUM ? s->u.let.value
	                                                     : NULL);
	return s->u.let.slot < 0 ? NULL : s;
}

static pat_stmt *
find_label(parser *ps, const char *name)
{
	int i = sym_find(&ps->label_syms, name);
	return i < 0 ? NULL : ps->labels[i].access;
}

/* '[' expr ']' {'[' expr ']'}: one index for each of a's dimensions. */
static bool
access_indices(parser *ps, pat_stmt *s, const pat_array *a, pat_loc nameloc)
{
	while (check(ps, T_LBRACK)) {
		pat_loc open = ps->tok.loc;
		if (s->u.access.nindex == a->ndims) {
			error_at(ps, open, "'%s' has %d dimension%s: too many "
			         "indices", a->name, a->ndims, a->ndims > 1 ? "s" : "");
			return false;
		}
		next(ps);
		if ((s->u.access.index[s->u.access.nindex++] = expr(ps)) == NULL)
			return false;
		if (!expect_close(ps, T_RBRACK, T_LBRACK, open))
			return false;
	}
	if (s->u.access.nindex < a->ndims) {
		error_at(ps, span(nameloc, ps->prev.loc), "'%s' has %d "
		         "dimensions: %d index%s given", a->name, a->ndims,
		         s->u.access.nindex, s->u.access.nindex == 1 ? "" : "es");
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
			expected(ps, "a field name");
			return false;
		}
		f = tokstr(ps, &ps->tok);
		for (i = 0; i < t->nfields; i++)
			if (strcmp(t->fields[i].name, f) == 0)
				break;
		if (i == t->nfields) {
			error_at(ps, ps->tok.loc, "%s '%s' has no field '%s'",
			         t->kind == PT_STRUCT ? "struct" : "type", t->name, f);
			return false;
		}
		next(ps);
		s->u.access.field = &t->fields[i];
		off += t->fields[i].offset;
		t = t->fields[i].type;
	}
	if (t->kind == PT_STRUCT) {
		error_at(ps, span(nameloc, ps->prev.loc), "a whole '%s' is not one "
		         "load or store: name a field, as in %s[i].%s", t->name,
		         a->name, t->fields[0].name);
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
				error_at(ps, ps->prev.loc, "a second 'if' on one access");
				return false;
			}
			if ((s->u.access.pred = expr(ps)) == NULL)
				return false;
		} else if (accept_word(ps, "as")) {
			pat_loc at = ps->tok.loc;
			if (s->u.access.label != NULL) {
				error_at(ps, ps->prev.loc, "a second 'as' on one access");
				return false;
			}
			if (!check(ps, T_NAME)) {
				expected(ps, "a label");
				return false;
			}
			s->u.access.label = name_of(ps);
			if (strcmp(s->u.access.label, "all") == 0 ||
			    find_label(ps, s->u.access.label) != NULL) {
				error_at(ps, at, "label '%s' is %s", s->u.access.label,
				         strcmp(s->u.access.label, "all") == 0
				                 ? "reserved for the whole pattern"
				                 : "already used");
				return false;
			}
		} else {
			return true;
		}
	}
}

/* The access numbered in the program, and its label known. */
static void
access_register(parser *ps, pat_stmt *s)
{
	s->u.access.id = ps->P->naccesses++;
	if (ps->P->naccesses >= ps->caccesses) {
		ps->caccesses = ps->caccesses ? 2 * ps->caccesses : 16;
		ps->accesses = xrealloc(ps->accesses, sizeof(*ps->accesses) *
		                                              (size_t)ps->caccesses);
	}
	ps->accesses[s->u.access.id] = s;
	if (s->u.access.label != NULL) {
		if (ps->nlabels == ps->clabels) {
			ps->clabels = ps->clabels ? 2 * ps->clabels : 8;
			ps->labels = xrealloc(ps->labels, sizeof(*ps->labels) *
			                                          (size_t)ps->clabels);
		}
		sym_add(&ps->label_syms, s->u.access.label, ps->nlabels);
		ps->labels[ps->nlabels].name = s->u.access.label;
		ps->labels[ps->nlabels++].access = s;
	}
	ps->last_access = s;
}

/*
 * access -> ('read' | 'write') NAME '[' expr ']' {'[' expr ']'}
 *           {'.' NAME} ['if' expr] ['as' NAME]
 */
static pat_stmt *
access_stmt(parser *ps)
{
	pat_stmt *s = new_stmt(ps, S_ACCESS, ps->tok.loc);
	const char *from = ps->tok.start;
	pat_array *a;
	pat_loc nameloc;
	int i;

	s->u.access.store = check(ps, T_WRITE);
	next(ps);
	nameloc = ps->tok.loc;
	if (!check(ps, T_NAME)) {
		expected(ps, "an array name");
		return NULL;
	}
	if ((a = find_array(ps, tokstr(ps, &ps->tok))) == NULL) {
		error_at(ps, nameloc, "unknown array '%s'", tokstr(ps, &ps->tok));
		return NULL;
	}
	next(ps);
	s->u.access.array = a;
	if (!access_indices(ps, s, a, nameloc) ||
	    !access_fields(ps, s, a, nameloc) || !access_suffixes(ps, s))
		return NULL;
	/* the indices only in the lanes that the predicate lets through */
	if (!reached(ps, s->u.access.pred))
		return NULL;
	for (i = 0; s->u.access.pred == NULL && i < s->u.access.nindex; i++)
		if (!reached(ps, s->u.access.index[i]))
			return NULL;
	s->text = stmt_text(ps, from);
	access_register(ps, s);
	return s;
}

/* block -> '{' { statement } '}' */
static pat_stmt *
block(parser *ps, bool *ok)
{
	pat_loc open = ps->tok.loc;
	pat_stmt *head = NULL, **tail = &head, *s;
	int nscope = ps->nscope;

	*ok = false;
	if (!expect_tok(ps, T_LBRACE))
		return NULL;
	if (ps->depth + 1 > MAX_DEPTH) {
		error_at(ps, open, "blocks nested too deeply (more than %d)",
		         MAX_DEPTH);
		ps->fatal = true;
		return NULL;
	}
	ps->depth++;
	for (;;) {
		skip_newlines(ps);
		if (check(ps, T_RBRACE) || check(ps, T_EOF) || ps->fatal)
			break;
		ps->failed = false;
		s = statement(ps);
		if (ps->failed) {
			skip_statement(ps);
			continue;
		}
		if (s != NULL) {
			*tail = s;
			tail = &s->next;
		}
	}
	ps->depth--;
	ps->nscope = nscope;
	if (ps->fatal)
		return NULL;
	if (!expect_close(ps, T_RBRACE, T_LBRACE, open))
		return NULL;
	*ok = true;
	return head;
}

/* for's C form after 'for':
   '(' NAME '=' expr ';' expr ';' NAME assignop expr ')' */
static bool
for_c_head(parser *ps, pat_stmt *s)
{
	static const struct {
		enum tok t;
		enum pat_fupd u;
	} upd[] = {
		{ T_ADDEQ, F_ADD }, { T_SUBEQ, F_SUB }, { T_MULEQ, F_MUL },
		{ T_DIVEQ, F_DIV }, { T_SHLEQ, F_SHL }, { T_SHREQ, F_SHR },
		{ T_ASSIGN, F_SET },
	};
	pat_loc open = ps->tok.loc, varloc;
	size_t i;

	s->u.loop.cform = true;
	next(ps);
	varloc = ps->tok.loc;
	if (!check(ps, T_NAME)) {
		expected(ps, "the loop variable");
		return false;
	}
	s->u.loop.var = name_of(ps);
	if (!expect_tok(ps, T_ASSIGN) ||
	    (s->u.loop.start = expr(ps)) == NULL ||
	    !reached(ps, s->u.loop.start) || !expect_tok(ps, T_SEMI))
		return false;
	ps->depth++;
	s->u.loop.slot = new_slot(ps, s->u.loop.var, varloc, NULL);
	ps->depth--;
	if (s->u.loop.slot < 0 || (s->u.loop.cond = expr(ps)) == NULL ||
	    !reached(ps, s->u.loop.cond) || !expect_tok(ps, T_SEMI))
		return false;
	if (!check(ps, T_NAME) || ps->tok.loc.len != (int)strlen(s->u.loop.var) ||
	    memcmp(ps->tok.start, s->u.loop.var, strlen(s->u.loop.var))) {
		expected(ps, "an update of the loop variable");
		return false;
	}
	next(ps);
	for (i = 0; i < sizeof(upd) / sizeof(upd[0]); i++)
		if (check(ps, upd[i].t))
			break;
	if (i == sizeof(upd) / sizeof(upd[0])) {
		expected(ps, "'=', '+=', '-=', '*=', '/=', '<<=' or '>>='");
		return false;
	}
	s->u.loop.upd = upd[i].u;
	next(ps);
	return (s->u.loop.step = expr(ps)) != NULL &&
	       expect_close(ps, T_RPAREN, T_LPAREN, open);
}

/* for's range form after 'for': NAME 'in' expr '..' expr ['step' expr] */
static bool
for_range_head(parser *ps, pat_stmt *s)
{
	pat_loc varloc = ps->tok.loc;

	if (!check(ps, T_NAME)) {
		expected(ps, "the loop variable");
		return false;
	}
	s->u.loop.var = name_of(ps);
	if (!accept_word(ps, "in")) {
		expected(ps, "'in'");
		return false;
	}
	if ((s->u.loop.start = expr(ps)) == NULL ||
	    !reached(ps, s->u.loop.start) || !expect_tok(ps, T_DOTDOT) ||
	    (s->u.loop.end = expr(ps)) == NULL || !reached(ps, s->u.loop.end))
		return false;
	if (accept_word(ps, "step")) {
		if ((s->u.loop.step = expr(ps)) == NULL ||
		    !reached(ps, s->u.loop.step))
			return false;
		if (s->u.loop.step->op == E_NUM && s->u.loop.step->num <= 0) {
			error_at(ps, s->u.loop.step->loc, "loop step %lld: it "
			         "must be positive (count down with the C form, "
			         "'for (k = n; k > 0; k -= 1)')",
			         (long long)s->u.loop.step->num);
			return false;
		}
	} else {
		s->u.loop.step = new_expr(ps, E_NUM, varloc);
		s->u.loop.step->num = 1;
	}
	s->u.loop.upd = F_ADD;
	ps->depth++;
	s->u.loop.slot = new_slot(ps, s->u.loop.var, varloc, NULL);
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
	pat_stmt *s = new_stmt(ps, S_FOR, ps->tok.loc);
	bool ok;
	int nscope = ps->nscope;

	next(ps);
	s->text = "for";
	if (check(ps, T_LPAREN) ? !for_c_head(ps, s) : !for_range_head(ps, s))
		return NULL;
	/* the variable lives in the body's scope */
	ps->scope[ps->nscope - 1].depth = ps->depth + 1;
	s->u.loop.body = block(ps, &ok);
	ps->nscope = nscope;
	return ok ? s : NULL;
}

/* if -> 'if' expr block ['else' (block | if)] */
static pat_stmt *
if_stmt(parser *ps)
{
	pat_stmt *s = new_stmt(ps, S_IF, ps->tok.loc);
	bool ok;

	next(ps);
	s->text = "if";
	if ((s->u.cond.cond = expr(ps)) == NULL || !reached(ps, s->u.cond.cond))
		return NULL;
	s->u.cond.then = block(ps, &ok);
	if (!ok)
		return NULL;
	if (accept(ps, T_ELSE)) {
		if (check(ps, T_IF)) {
			/* each 'else if' nests one level in the tree, which the
			   evaluator and the CUDA generator walk recursively */
			if (++ps->elifs > PAT_MAX_HEIGHT) {
				error_at(ps, ps->tok.loc, "'else if' chain too long "
				         "(more than %d)", PAT_MAX_HEIGHT);
				ps->fatal = true;
				return NULL;
			}
			s->u.cond.otherwise = if_stmt(ps);
			ps->elifs--;
			if (s->u.cond.otherwise == NULL)
				return NULL;
		} else {
			s->u.cond.otherwise = block(ps, &ok);
			if (!ok)
				return NULL;
		}
	}
	return s;
}


/* Which spaces a figure applies to: 1 global, 2 shared, 4 constant. */
static int
metric_spaces(enum pat_metric m)
{
	switch (m) {
	case M_REQUESTS: return 7;
	case M_SECTORS: case M_SECTORS_PER_REQUEST:
	case M_MAX_SECTORS_PER_REQUEST: case M_IDEAL_SECTORS_PER_REQUEST:
	case M_EFFICIENCY:
		return 1;
	case M_DISTINCT_PER_REQUEST: case M_MAX_DISTINCT_PER_REQUEST:
		return 4;
	default:
		return 2;
	}
}

static bool
end_of_statement(parser *ps)
{
	return check(ps, T_NEWLINE) || check(ps, T_SEMI) || check(ps, T_EOF) ||
	       check(ps, T_RBRACE);
}

/*
 * value -> NUMBER ['%'] | expr
 * A decimal fraction or a percentage, or a constant expression of params,
 * so that one file's expectations can follow its parameters.
 */
static bool
expect_value(parser *ps, double *v)
{
	pat_expr *e;

	if (check(ps, T_NUM) && ps->tok.isfloat) {
		*v = ps->tok.dval;
		next(ps);
		if (accept(ps, T_PERCENT))
			*v /= 100;
		return true;
	}
	if (check(ps, T_NUM)) {
		pat_expr *num = new_expr(ps, E_NUM, ps->tok.loc);
		num->num = ps->tok.ival;
		next(ps);
		if (check(ps, T_PERCENT)) {
			pat_loc oploc = ps->tok.loc;
			next(ps);
			if (end_of_statement(ps)) {
				*v = (double)num->num / 100;
				return true;
			}
			/* not a percentage: the modulo operator */
			e = new_expr(ps, E_MOD, num->loc);
			e->oploc = oploc;
			e->a = num;
			if ((e->b = binary(ps, 11)) == NULL)
				return false;
			e = fold(ps, e);
			e = cond_rest(ps, binary_rest(ps, e, 1));
		} else {
			e = cond_rest(ps, binary_rest(ps, num, 1));
		}
	} else {
		e = expr(ps);
	}
	if (e == NULL || report_undefined(ps, e))
		return false;
	if (e->op != E_NUM) {
		error_at(ps, e->loc, "an expected value must be a constant: "
		         "numbers, params, min, max and abs");
		return false;
	}
	*v = (double)e->num;
	return true;
}

/* expect -> 'expect' [NAME '.'] METRIC ('=='|'!='|'<'|'<='|'>'|'>=') value */
static pat_stmt *
expect_stmt(parser *ps)
{
	pat_stmt *s = new_stmt(ps, S_EXPECT, ps->tok.loc);
	const char *from = ps->tok.start, *name;
	pat_loc at;
	int m, spaces;

	next(ps);
	at = ps->tok.loc;
	if (!check(ps, T_NAME)) {
		expected(ps, "a figure such as 'sectors_per_request'");
		return NULL;
	}
	name = name_of(ps);
	s->u.expect.access = ps->last_access;
	if (accept(ps, T_DOT)) {
		if (strcmp(name, "all") == 0)
			s->u.expect.access = NULL;
		else if ((s->u.expect.access = find_label(ps, name)) == NULL) {
			error_at(ps, at, "no access is labelled '%s' (label one "
			         "with 'as %s')", name, name);
			return NULL;
		}
		at = ps->tok.loc;
		if (!check(ps, T_NAME)) {
			expected(ps, "a figure such as 'sectors_per_request'");
			return NULL;
		}
		name = name_of(ps);
	} else if (ps->last_access == NULL) {
		error_at(ps, s->loc, "'expect' before any access: put it after "
		         "one, or name one ('expect all.%s' for the whole "
		         "pattern)", name);
		return NULL;
	}
	for (m = 0; m < M_COUNT; m++)
		if (strcmp(pat_metric_name((enum pat_metric)m), name) == 0)
			break;
	if (m == M_COUNT) {
		error_at(ps, at, "unknown figure '%s' (see accessan-pattern(5) "
		         "for the list)", name);
		return NULL;
	}
	s->u.expect.metric = (enum pat_metric)m;
	spaces = metric_spaces(s->u.expect.metric);
	if (s->u.expect.access != NULL &&
	    !(spaces & (1 << s->u.expect.access->u.access.array->space))) {
		error_at(ps, at, "'%s' does not apply to %s memory ('%s')", name,
		         pat_space_name(s->u.expect.access->u.access.array->space),
		         s->u.expect.access->text);
		return NULL;
	}
	switch (ps->tok.kind) {
	case T_EQEQ: s->u.expect.cmp = C_EQ; break;
	case T_NE: s->u.expect.cmp = C_NE; break;
	case T_LT: s->u.expect.cmp = C_LT; break;
	case T_LE: s->u.expect.cmp = C_LE; break;
	case T_GT: s->u.expect.cmp = C_GT; break;
	case T_GE: s->u.expect.cmp = C_GE; break;
	default:
		expected(ps, "a comparison ('==', '<=', ...)");
		return NULL;
	}
	next(ps);
	if (!expect_value(ps, &s->u.expect.value))
		return NULL;
	s->text = stmt_text(ps, from);
	if (ps->depth > 0)
		diag_at(ps->d, DIAG_WARNING, ps->P->file, ps->P->src, s->loc,
		        "an expectation inside a block is checked once, on the "
		        "totals of the whole run, like one at the top level");
	s->u.expect.id = ps->P->nexpects++;
	if (ps->P->nexpects >= ps->cexpects) {
		ps->cexpects = ps->cexpects ? 2 * ps->cexpects : 16;
		ps->expects = xrealloc(ps->expects, sizeof(*ps->expects) *
		                                            (size_t)ps->cexpects);
	}
	ps->expects[s->u.expect.id] = s;
	return s;
}

static bool
is_decl(enum tok k)
{
	return k == T_PARAM || k == T_GRID || k == T_BLOCK || k == T_STRUCT ||
	       k == T_GLOBAL || k == T_SHARED || k == T_CONSTANT ||
	       k == T_ARCH || k == T_BANKMODE;
}

/* arch -> 'arch' NAME ; bankmode -> 'bankmode' NUMBER */
static void
arch_decl(parser *ps)
{
	pat_loc at;
	if (accept(ps, T_ARCH)) {
		at = ps->tok.loc;
		if (!check(ps, T_NAME)) {
			expected(ps, "an architecture such as 'sm_90'");
			return;
		}
		ps->P->arch = name_of(ps);
		if (sim_arch_find(ps->P->arch) == NULL)
			error_at(ps, at, "unknown architecture '%s'", ps->P->arch);
		return;
	}
	next(ps);
	at = ps->tok.loc;
	if (!check(ps, T_NUM) || (ps->tok.ival != 4 && ps->tok.ival != 8)) {
		expected(ps, "4 or 8 (bytes per bank)");
		return;
	}
	ps->P->bank_bytes = (int)ps->tok.ival;
	next(ps);
}

/* sync -> ('sync' | '__syncthreads') ['(' ')'] */
static pat_stmt *
sync_stmt(parser *ps)
{
	pat_stmt *s = new_stmt(ps, S_SYNC, ps->tok.loc);

	next(ps);
	if (check(ps, T_LPAREN)) {
		pat_loc open = ps->tok.loc;
		next(ps);
		if (!expect_close(ps, T_RPAREN, T_LPAREN, open))
			return NULL;
	}
	s->text = "sync";
	return s;
}

/* statement -> decl | let | access | for | if | expect | sync */
static pat_stmt *
statement(parser *ps)
{
	pat_stmt *s = NULL;
	enum tok k = ps->tok.kind;

	if (is_decl(k)) {
		if (ps->depth > 0) {
			error_at(ps, ps->tok.loc, "%s declarations go at the top "
			         "level, not inside a block", lex_name(k));
			return NULL;
		}
		if (k == T_PARAM)
			param_decl(ps);
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
		s = access_stmt(ps);
	} else if (k == T_FOR) {
		s = for_stmt(ps);
	} else if (k == T_IF) {
		s = if_stmt(ps);
	} else if (k == T_EXPECT) {
		s = expect_stmt(ps);
	} else if (is_word(ps, "sync") || is_word(ps, "__syncthreads")) {
		s = sync_stmt(ps);
	} else if (k == T_NAME) {
		error_at(ps, ps->tok.loc, "'%s' does not start a statement "
		         "(read, write, let, for, if, expect, sync, or a "
		         "declaration)",
		         tokstr(ps, &ps->tok));
		return NULL;
	} else {
		expected(ps, "a statement");
		return NULL;
	}
	if (ps->failed)
		return NULL;
	if (!check(ps, T_NEWLINE) && !check(ps, T_SEMI) && !check(ps, T_EOF) &&
	    !check(ps, T_RBRACE)) {
		expected(ps, "end of line");
		return NULL;
	}
	return s;
}

/* { statement }, going on after an error at the next statement (up to
   the diag's limit), then what every program must have. errors: the
   errors reported before the file. */
static void
program_body(parser *ps, int errors)
{
	pat_stmt **tail = &ps->P->body, *s;
	diag *d = ps->d;
	pat_loc eof;

	for (;;) {
		skip_newlines(ps);
		if (check(ps, T_EOF))
			break;
		if (check(ps, T_RBRACE)) {
			error_at(ps, ps->tok.loc, "'}' without a matching '{'");
			next(ps);
			continue;
		}
		ps->failed = false;
		s = statement(ps);
		if (ps->failed) {
			if (ps->fatal)
				break;
			skip_statement(ps);
			if (d->max_errors > 0 && d->nerrors > d->max_errors)
				break;
			continue;
		}
		if (s != NULL) {
			*tail = s;
			tail = &s->next;
		}
	}
	eof = ps->tok.loc;
	if (!ps->have_grid)
		error_at(ps, eof, "no 'grid' declaration (for example 'grid "
		         "1024')");
	if (!ps->have_block)
		error_at(ps, eof, "no 'block' declaration (for example 'block "
		         "256')");
	if (ps->P->naccesses == 0 && d->nerrors == errors)
		error_at(ps, eof, "no 'read' or 'write': nothing to analyze");
}

/* The growing lists copied into the program's arena, the parser's own
   freed. */
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
	P->accesses = arena_alloc(A, sizeof(pat_stmt *) * (size_t)P->naccesses);
	if (P->naccesses)
		memcpy(P->accesses, ps->accesses,
		       sizeof(pat_stmt *) * (size_t)P->naccesses);
	P->expects = arena_alloc(A, sizeof(pat_stmt *) * (size_t)P->nexpects);
	if (P->nexpects)
		memcpy(P->expects, ps->expects,
		       sizeof(pat_stmt *) * (size_t)P->nexpects);
	free(ps->params);
	free(ps->types);
	free(ps->accesses);
	free(ps->expects);
	free(ps->labels);
	sym_free(&ps->param_syms);
	sym_free(&ps->array_syms);
	sym_free(&ps->type_syms);
	sym_free(&ps->label_syms);
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
	if (memchr(src, '\0', len) != NULL) {
		pat_loc l = { 0, 0, 0 };
		diag_at(d, DIAG_ERROR, file, NULL, l, "the file holds a NUL byte: "
		        "it is not a text pattern file");
	} else {
		for (int i = 0; i < ndefs; i++)
			if (is_builtin_name(defs[i].name)) {
				/* said here, not as an unknown parameter by the
				   caller */
				defs[i].used = true;
				diag_plain(d, DIAG_ERROR, "-D %s: '%s' is a builtin "
				           "variable, not a parameter", defs[i].name,
				           defs[i].name);
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

