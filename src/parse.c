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
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "arena.h"
#include "diag.h"
#include "cudasrc.h"
#include "texture.h"
#include "lex.h"
#include "pat.h"
#include "source.h"

#define MAX_SCOPE 256         /* visible lets and loop variables */
#define MAX_DEPTH 64          /* nested blocks and parentheses */
#define MAX_ARRAYS 256
/* every access keeps its own figures, a few KB in each of the results a
   run makes: a million 'read' lines would need gigabytes */
#define MAX_ACCESSES 16384
/* CUDA's bound on a thread's local memory (compute capability 2.0 on) */
#define LOCAL_MAX (512 * 1024)

/* What a name with no value the model knows holds. */
enum opaque {
	OPAQUE_DATA,                 /* data, not an index */
	OPAQUE_LOADED,               /* a value loaded from memory */
	OPAQUE_UNSET,                /* nothing yet ('int x;') */
	OPAQUE_COUNTER               /* a while loop's counter, after it */
};

typedef struct scope_var {
	const char *name;
	int slot;                    /* -1: a name with no value the model
	                                knows; why says what it holds */
	int depth;
	int loops;                   /* loops open where it was declared */
	int line;                    /* where it was declared */
	bool loopvar, isconst;
	bool data;                   /* a name of data: its loads count */
	enum opaque why;
	const pat_expr *constant;    /* a let of a constant value */
} scope_var;

/* A while loop being read as a counting loop: its counter, and the
   update that must end its body. */
typedef struct wloop {
	const char *var;
	int depth;                   /* the body's */
	bool seen;                   /* the update was read */
	enum pat_fupd upd;
	pat_expr *step;
	pat_loc updloc;              /* the update, and its text */
	const char *updfrom;
} wloop;

/* A '#define NAME value': a constant that -D does not change. */
typedef struct define {
	const char *name;
	int64_t value;
} define;

#define MAX_INCLUDE 8         /* nested include files */

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

/* p, a growing list of n elements of size bytes and *cap places, with
   room for one more: first places at first, then twice as many. */
static void *
grow(void *p, int n, int *cap, size_t size, int first)
{
	if (n < *cap)
		return p;
	*cap = *cap ? 2 * *cap : first;
	return xrealloc(p, size * (size_t)*cap);
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
	symtab param_syms, array_syms, type_syms, label_syms, define_syms;
	symtab failed_syms;          /* names whose declaration erred: their
	                                uses are not errors again */
	symtab failed_labels;        /* labels of accesses that erred: an
	                                expect naming one is not an error */
	const char *stmt_label;      /* the label the statement being read
	                                gives, until it is registered */
	bool labels_unsure;          /* a 'kernel' erred: the labels its
	                                accesses would have are unknown */
	define *defines;
	int ndefines, cdefines;
	const char *file, *src;      /* the file being read: the program's or
	                                an included one */
	const char *incl[MAX_INCLUDE];  /* the files being included */
	int nincl;
	bool access_erred;           /* a statement that may be an access
	                                erred: 'expect' before any access is
	                                not said after it */
	int loops;                   /* loops open */
	int dskip;                   /* an expected value's side that C would
	                                not evaluate: its errors are not */
	wloop *wl;                   /* the while loop being read */
	pat_loc updloc;              /* the last loop update read */
	const char *updfrom;         /* and its text */
	bool grid_erred, block_erred;
	scope_var scope[MAX_SCOPE];
	int nscope, depth, exprdepth;
	int elifs;                   /* 'else if' levels open */
	bool have_grid, have_block;
	pat_stmt *last_access;
	uint64_t global_end, constant_end, shared_end;
	uint64_t local_end;          /* bytes of a thread's local frame */
	bool failed;                 /* the current statement had an error */
	bool fatal;                  /* nesting too deep: stop parsing */
	pat_stmt ***tail;            /* where the top-level statements go on,
	                                an included file's too */
	/* 'contents' declared for the 'kernel' statement */
	cudasrc_contents *fills;
	int nfills;
	pat_loc fills_at;            /* the first 'contents' line */
	bool saw_kernel;             /* a 'kernel' statement, good or not */
	pat_cuda cuda;               /* its compile's folders and macros */
	const sim_arch *arch;        /* the command line's, or NULL */
} parser;

/* The access statements: 'read' and 'write', 'atomic', 'ldg'. */
enum access_word { ACCESS_RW, ACCESS_ATOMIC, ACCESS_LDG };

/* ------------------------------------------------------- did you mean */

/* The closest name to a misspelt one (diag.h's rule). */
typedef diag_guess suggestion;

static void
consider(suggestion *g, const char *cand)
{
	diag_guess_consider(g, cand);
}

static void
consider_syms(suggestion *g, const symtab *t)
{
	size_t i;

	for (i = 0; i < t->cap; i++)
		consider(g, t->name[i]);
}

/* " (did you mean 'X'?)", or "" if nothing is close; in the arena. */
static const char *
mean(struct arena *A, const suggestion *g)
{
	char buf[160];

	diag_guess_text(g, buf, sizeof(buf));
	return arena_strndup(A, buf, strlen(buf));
}

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

/* Message id of msg.h at loc; the statement has failed. */
#define PARSE_ERROR(ps, loc, id, ...) \
	parse_error((ps), #id, (loc), MSG_##id, ##__VA_ARGS__)

static void
parse_error(parser *ps, const char *id, pat_loc loc, enum diag_level lv,
            const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

/* The text is cut at 511 bytes, a bound on what a name of any length
   makes a message print. */
static void
parse_error(parser *ps, const char *id, pat_loc loc, enum diag_level lv,
            const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	ps->failed = true;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	diag_msg_at(ps->d, id, ps->file, ps->src, loc, lv, "%s", msg);
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
		PARSE_ERROR(ps, ps->tok.loc, PARSE_EXPECTED_TEXT, what,
		            ps->tok.loc.len > 40 ? 40 : ps->tok.loc.len,
		            ps->tok.start);
	else
		PARSE_ERROR(ps, ps->tok.loc, PARSE_EXPECTED, what,
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
	diag_init(&quiet, stderr, false);
	quiet.nerrors = 2;           /* counted past the limit: never shown */
	quiet.max_errors = 1;
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

/* The names the parser knows as values, for "did you mean". */
static void consider_values(parser *ps, suggestion *g);
static void unknown_name(parser *ps, const char *name, pat_loc loc);
static void opaque_error(parser *ps, pat_loc loc, const char *name,
                         const scope_var *v);

static bool end_of_statement(parser *ps);

/* A name whose declaration erred: using it is not a second error. */
static void
failed_name(parser *ps, const char *name)
{
	if (sym_find(&ps->failed_syms, name) < 0)
		sym_add(&ps->failed_syms, name, 0);
}

static bool
name_failed(parser *ps, const char *name)
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
static bool
label_failed(parser *ps, const char *name)
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
		PARSE_ERROR(ps, loc, PARSE_BUILTIN_COMPONENT,
		            builtin_groups[group].name,
		            builtin_groups[group].name);
		return NULL;
	}
	whole = span(loc, ps->tok.loc);
	if (!check(ps, T_NAME)) {
		expected(ps, "'x', 'y' or 'z'");
		return NULL;
	}
	comp = name_of(ps);
	if (strlen(comp) != 1 || comp[0] < 'x' || comp[0] > 'z') {
		PARSE_ERROR(ps, whole, PARSE_UNKNOWN_COMPONENT,
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

/* primary -> NUMBER | NAME | builtin | call | '(' expr ')'
   (one case per kind of token that starts a primary, read as the rule) */
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
			PARSE_ERROR(ps, loc, PARSE_INDEX_NOT_INTEGER,
			            tokstr(ps, &ps->tok));
			next(ps);
			return NULL;
		}
		e = new_expr(ps, E_NUM, loc);
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
		if (v->slot < 0) {
			opaque_error(ps, loc, name, v);
			return NULL;
		}
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
	if ((i = (size_t)sym_find(&ps->define_syms, name)) != (size_t)-1) {
		e = new_expr(ps, E_NUM, loc);
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

	if (name_failed(ps, name))
		return;
	if (check(ps, T_LPAREN)) {
		PARSE_ERROR(ps, loc, PARSE_UNKNOWN_FUNCTION, name);
	} else if (sym_find(&ps->array_syms, name) >= 0) {
		PARSE_ERROR(ps, loc, PARSE_ARRAY_AS_VALUE, name);
	} else {
		consider_values(ps, &g);
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
		return primary(ps);
	}
	if (++ps->exprdepth > MAX_DEPTH) {
		PARSE_ERROR(ps, loc, PARSE_NESTED_EXPR, MAX_DEPTH);
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
			PARSE_ERROR(ps, oploc, PARSE_NESTED_EXPR, MAX_DEPTH);
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
		PARSE_ERROR(ps, ps->tok.loc, PARSE_NESTED_EXPR, MAX_DEPTH);
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
	ps->types = grow(ps->types, ps->ntypes, &ps->ctypes,
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
	if ((t = find_type(ps, name)) == NULL && name_failed(ps, name))
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

static void
skip_newlines(parser *ps)
{
	while (check(ps, T_NEWLINE) || check(ps, T_SEMI))
		next(ps);
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
	if (!const_expr(ps, "an alignment", &v) ||
	    !expect_close(ps, T_RPAREN, T_LPAREN, open))
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
		failed_name(ps, name);   /* its arrays are not errors again */
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
		expected(ps, "a struct name");
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
		expected(ps, "a parameter name");
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
	    !const_expr(ps, "a parameter's default", &pm.value)) {
		failed_name(ps, pm.name);
		return;
	}
	for (i = 0; i < ps->ndefs; i++) {
		if (strcmp(ps->defs[i].name, pm.name) == 0) {
			pm.value = ps->defs[i].value;
			pm.overridden = true;
			ps->defs[i].used = true;
		}
	}
	ps->params = grow(ps->params, ps->nparams, &ps->cparams,
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
		if (!const_expr(ps, grid ? "the grid size" : "the block size",
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
			PARSE_ERROR(ps, open, PARSE_ARRAY_DIMS);
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
				failed_name(ps, name);
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
		expected(ps, "an array name");
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
		failed_name(ps, a.name);
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
static bool c_type(parser *ps, bool *isconst, bool *data);
static bool atomic_fits(parser *ps, const pat_stmt *s, pat_loc at);
static bool is_incdec(parser *ps);
static bool assign_op(parser *ps, enum pat_fupd *u, bool *incdec);
static bool for_update(parser *ps, pat_stmt *s);
static bool never_ends(parser *ps, const pat_stmt *s, pat_loc at,
                       const char *from, const char *cfrom, int clen);
static bool end_of_statement(parser *ps);
static bool is_decl(enum tok k);
static pat_stmt *while_update(parser *ps, scope_var *v, enum pat_fupd u,
                              bool incdec, pat_loc at);

static pat_stmt *
new_stmt(parser *ps, enum pat_skind k, pat_loc loc)
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
static int
shadow_slot(parser *ps, const scope_var *old, pat_loc loc,
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
static void
opaque_name(parser *ps, const char *name, pat_loc loc, enum opaque why)
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
static void
opaque_error(parser *ps, pat_loc loc, const char *name, const scope_var *v)
{
	switch (v->why) {
	case OPAQUE_DATA:
		PARSE_ERROR(ps, loc, PARSE_NAME_DATA, name, v->line);
		break;
	case OPAQUE_LOADED:
		PARSE_ERROR(ps, loc, PARSE_NAME_LOADED, name, v->line);
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
	    !reached(ps, s->u.let.value)) {
		failed_name(ps, s->u.let.name);
		return NULL;
	}
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
			PARSE_ERROR(ps, open, PARSE_TOO_MANY_INDICES, a->name,
			            a->ndims, a->ndims > 1 ? "s" : "");
			return false;
		}
		next(ps);
		if ((s->u.access.index[s->u.access.nindex++] = expr(ps)) == NULL)
			return false;
		if (!expect_close(ps, T_RBRACK, T_LBRACK, open))
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
			expected(ps, "a field name");
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
			if ((s->u.access.pred = expr(ps)) == NULL)
				return false;
		} else if (accept_word(ps, "as")) {
			pat_loc at = ps->tok.loc;
			if (s->u.access.label != NULL) {
				PARSE_ERROR(ps, ps->prev.loc, PARSE_SECOND_AS);
				return false;
			}
			if (!check(ps, T_NAME)) {
				expected(ps, "a label");
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
static void
add_label(parser *ps, const char *name, pat_stmt *s)
{
	ps->labels = grow(ps->labels, ps->nlabels, &ps->clabels,
	                  sizeof(*ps->labels), 8);
	sym_add(&ps->label_syms, name, ps->nlabels);
	ps->labels[ps->nlabels].name = name;
	ps->labels[ps->nlabels++].access = s;
}

/* The access numbered in the program, and its label known. */
static void
access_register(parser *ps, pat_stmt *s)
{
	if (ps->P->naccesses == MAX_ACCESSES)
		PARSE_ERROR(ps, s->loc, PARSE_TOO_MANY_ACCESSES, MAX_ACCESSES);
	s->u.access.id = ps->P->naccesses++;
	ps->accesses = grow(ps->accesses, s->u.access.id, &ps->caccesses,
	                    sizeof(*ps->accesses), 16);
	ps->accesses[s->u.access.id] = s;
	if (s->u.access.label != NULL)
		add_label(ps, s->u.access.label, s);
	ps->last_access = s;
}

/* "unknown array 'b'", with the closest array's name. */
static void
unknown_array(parser *ps, pat_loc loc, const char *name)
{
	suggestion g = { name, NULL, 0 };

	if (name_failed(ps, name))
		return;
	consider_syms(&g, &ps->array_syms);
	PARSE_ERROR(ps, loc, PARSE_UNKNOWN_ARRAY, name, mean(ps->A, &g));
}

/* NAME '[' expr ']' {'[' expr ']'} {'.' NAME}: a load or a store of an
   array element, its suffixes and its text still to come. */
static pat_stmt *
access_target(parser *ps, bool store)
{
	pat_stmt *s = new_stmt(ps, S_ACCESS, ps->tok.loc);
	pat_array *a;
	pat_loc nameloc = ps->tok.loc;

	s->u.access.store = store;
	if (!check(ps, T_NAME)) {
		expected(ps, "an array name");
		return NULL;
	}
	if ((a = find_array(ps, tokstr(ps, &ps->tok))) == NULL) {
		unknown_array(ps, nameloc, tokstr(ps, &ps->tok));
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
   defined (see reached). */
static bool
access_reached(parser *ps, const pat_stmt *s)
{
	int i;

	/* the indices only in the lanes that the predicate lets through */
	if (!reached(ps, s->u.access.pred))
		return false;
	for (i = 0; s->u.access.pred == NULL && i < s->u.access.nindex; i++)
		if (!reached(ps, s->u.access.index[i]))
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
		expected(ps, "a texture's name");
		return NULL;
	}
	if ((a = find_array(ps, tokstr(ps, &ps->tok))) == NULL) {
		unknown_array(ps, nameloc, tokstr(ps, &ps->tok));
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
		pat_expr *e = expr(ps);
		if (e == NULL)
			return NULL;
		if (n < 2)
			arg[n] = e;
		n++;
	}
	if (!expect_close(ps, T_RPAREN, T_LPAREN, open))
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
	s = new_stmt(ps, S_ACCESS, loc);
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
	return access_target(ps, store);
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

	if ((s = access_target(ps, true)) == NULL)
		return NULL;
	s->u.access.atomic = A_ADD;
	return atomic_fits(ps, s, span(loc, ps->prev.loc)) ? s : NULL;
}

/*
 * ldg -> 'ldg' NAME '[' expr ']' {'[' expr ']'} {'.' NAME}
 *        ['if' expr] ['as' NAME]
 * a load through the read-only data path (ld.global.nc, as __ldg and a
 * const __restrict__ pointer give): counted as a global load, so the
 * array must be global.
 */
static pat_stmt *
ldg_target(parser *ps, pat_loc loc)
{
	pat_stmt *s;

	if ((s = access_target(ps, false)) == NULL)
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
	[ACCESS_LDG] = ldg_target,
};

/* An access statement of kind w: its word, its target, its suffixes;
   the access numbered and labelled. */
static pat_stmt *
access_stmt(parser *ps, enum access_word w)
{
	const char *from = ps->tok.start;
	pat_loc loc = ps->tok.loc;
	pat_stmt *s;

	next(ps);
	if ((s = access_targets[w](ps, loc)) == NULL ||
	    !access_suffixes(ps, s) || !access_reached(ps, s))
		return NULL;
	s->loc = loc;
	s->text = stmt_text(ps, from);
	access_register(ps, s);
	return s;
}

/*
 * One statement appended at *tail (a C form may stand for several), or,
 * if it failed, false, with a failed access noted so that its label and
 * figures do not bring more errors; the caller skips the rest of it.
 */
static bool
statement_into(parser *ps, pat_stmt ***tail)
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
static pat_stmt *
block(parser *ps, bool *ok)
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
		if (!statement_into(ps, &tail))
			skip_statement(ps);
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

/*
 * After an error in the head of a for, an if or a while: the rest of the
 * head is passed over to the '{' of the body. A for's or an if's body (and
 * an if's 'else') is then read for errors of its own, which are real, and
 * dropped, the names the head would have declared unknown quietly; a
 * while's is skipped, its counter's update being no statement without
 * the loop. The statement fails either way.
 */
enum head { HEAD_FOR, HEAD_IF, HEAD_WHILE };

static pat_stmt *if_stmt(parser *ps);

static void
failed_head(parser *ps, enum head h)
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
			skip_statement(ps);
		} else {
			ps->loops += h == HEAD_FOR;
			block(ps, &ok);
			ps->loops -= h == HEAD_FOR;
			if (h == HEAD_IF && !ps->fatal &&
			    next_line_has(ps, T_ELSE) && accept(ps, T_ELSE)) {
				if (check(ps, T_IF))
					if_stmt(ps);
				else if (next_line_has(ps, T_LBRACE))
					block(ps, &ok);
			}
		}
	}
	ps->failed = true;
}

/* for's C form after 'for':
   '(' [ctype] NAME '=' expr ';' expr ';' update ')' */
static bool
for_c_head(parser *ps, pat_stmt *s)
{
	pat_loc open = ps->tok.loc, varloc;
	bool isconst, data;
	const char *cfrom;
	int clen;

	s->u.loop.cform = true;
	next(ps);
	if (!c_type(ps, &isconst, &data))
		return false;
	if (data) {
		PARSE_ERROR(ps, ps->prev.loc, PARSE_LOOP_NOT_INTEGER,
		            ps->prev.loc.len, ps->prev.start);
		return false;
	}
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
	cfrom = ps->tok.start;
	if (s->u.loop.slot < 0 || (s->u.loop.cond = expr(ps)) == NULL ||
	    !reached(ps, s->u.loop.cond))
		return false;
	clen = (int)(ps->prev.start + ps->prev.loc.len - cfrom);
	if (!expect_tok(ps, T_SEMI) || !for_update(ps, s) ||
	    !expect_close(ps, T_RPAREN, T_LPAREN, open))
		return false;
	return !never_ends(ps, s, ps->updloc, ps->updfrom, cfrom, clen);
}

/* update -> NAME assignop expr | NAME ('++' | '--') | ('++' | '--') NAME:
   the C form's update of its variable. */
static bool
for_update(parser *ps, pat_stmt *s)
{
	bool incdec = false, prefix;
	pat_loc at = ps->tok.loc;

	ps->updfrom = ps->tok.start;
	if ((prefix = is_incdec(ps)))
		assign_op(ps, &s->u.loop.upd, &incdec);
	if (!check(ps, T_NAME) || ps->tok.loc.len != (int)strlen(s->u.loop.var) ||
	    memcmp(ps->tok.start, s->u.loop.var, strlen(s->u.loop.var))) {
		expected(ps, "an update of the loop variable");
		return false;
	}
	next(ps);
	if (!prefix && !assign_op(ps, &s->u.loop.upd, &incdec)) {
		expected(ps, "'=', '+=', '-=', '*=', '/=', '<<=', '>>=', '++' or "
		         "'--'");
		return false;
	}
	if (incdec) {
		s->u.loop.step = new_expr(ps, E_NUM, span(at, ps->prev.loc));
		s->u.loop.step->num = 1;
		ps->updloc = span(at, ps->prev.loc);
		return true;
	}
	if ((s->u.loop.step = expr(ps)) == NULL)
		return false;
	ps->updloc = span(at, ps->prev.loc);
	return true;
}

/* Whether e reads slot. Recursive: e is within PAT_MAX_HEIGHT. */
static bool
reads_slot(const pat_expr *e, int slot)
{
	return e != NULL && ((e->op == E_VAR && e->slot == slot) ||
	                     reads_slot(e->a, slot) || reads_slot(e->b, slot) ||
	                     reads_slot(e->c, slot));
}

/* cond, a comparison of the loop's variable with a bound that does not
   read it, as 'var OP bound': its operator into *op (E_LT, E_LE, E_GT,
   E_GE or E_NE) and the bound into *bound; false for any other form. */
static bool
loop_bound(const pat_expr *cond, int slot, enum pat_eop *op,
           const pat_expr **bound)
{
	static const struct { enum pat_eop op, flip; } cmp[] = {
		{ E_LT, E_GT }, { E_LE, E_GE }, { E_GT, E_LT }, { E_GE, E_LE },
		{ E_NE, E_NE },
	};
	size_t i;

	for (i = 0; cond != NULL && i < sizeof(cmp) / sizeof(cmp[0]); i++) {
		if (cond->op != cmp[i].op)
			continue;
		if (cond->a->op == E_VAR && cond->a->slot == slot &&
		    !reads_slot(cond->b, slot)) {
			*op = cmp[i].op;
			*bound = cond->b;
			return true;
		}
		if (cond->b->op == E_VAR && cond->b->slot == slot &&
		    !reads_slot(cond->a, slot)) {
			*op = cmp[i].flip;
			*bound = cond->a;
			return true;
		}
	}
	return false;
}

/* v OP bound, for numbers. */
static bool
holds(enum pat_eop op, int64_t v, int64_t bound)
{
	int64_t r = 0;

	pat_apply(op, v, bound, &r);
	return r != 0;
}

/*
 * A C-form loop (or a counting while loop) whose update cannot bring its
 * variable to the bound: the update leaves it as it is ('s *= 1',
 * 's += 0'), steps away from the bound ('s -= 1' while 's < n'), or
 * brings it to a value where the condition still holds ('s >>= 1' while
 * 's >= 0'). Said at the update, at once: run, it would cost the whole
 * work limit and then say only that. A loop that its constant start
 * would not enter is left alone. True if it was said.
 */
static bool
never_ends(parser *ps, const pat_stmt *s, pat_loc at, const char *from,
           const char *cfrom, int clen)
{
	const pat_expr *st = s->u.loop.step, *bound = NULL, *x0 = s->u.loop.start;
	const char *var = s->u.loop.var;
	enum { NO, SAME, MAKES_0, BRINGS_0, BRINGS_M1, DOWN, UP } why = NO;
	enum pat_eop op = E_LT;
	int64_t k, fixed = 0;
	bool bounded = loop_bound(s->u.loop.cond, s->u.loop.slot, &op, &bound);
	bool known = bounded && bound->op == E_NUM;
	int dir = 0, ulen = at.len > 60 ? 60 : at.len;
	int c60 = clen > 60 ? 60 : clen;

	if (st == NULL || (st->op != E_NUM && !(s->u.loop.upd == F_SET &&
	                   st->op == E_VAR && st->slot == s->u.loop.slot)))
		return false;
	k = st->op == E_NUM ? st->num : 0;
	switch (s->u.loop.upd) {
	case F_SET:
		why = st->op == E_VAR ? SAME : NO;
		break;
	case F_ADD: case F_SUB:
		if (k == 0)
			why = SAME;
		else
			dir = (k > 0) == (s->u.loop.upd == F_ADD) ? 1 : -1;
		break;
	case F_MUL: case F_DIV:
		if (k == 1)
			why = SAME;
		else if (s->u.loop.upd == F_MUL && k == 0)
			why = MAKES_0;
		else if (s->u.loop.upd == F_DIV && (k > 1 || k < -1))
			why = BRINGS_0;
		break;
	case F_SHL: case F_SHR:
		if (k == 0)
			why = SAME;
		else if (s->u.loop.upd == F_SHR && k > 0 && k < 64) {
			why = BRINGS_0;
			if (x0->op == E_NUM && x0->num < 0) {
				fixed = -1;
				why = BRINGS_M1;
			}
		}
		break;
	}
	if (why == NO && dir != 0 && bounded &&
	    ((dir < 0 && (op == E_LT || op == E_LE)) ||
	     (dir > 0 && (op == E_GT || op == E_GE))))
		why = dir < 0 ? DOWN : UP;
	if (why == NO)
		return false;
	/* a value it comes to and keeps: an end where the condition fails
	   there (or is not one this can read) */
	if ((why == MAKES_0 || why == BRINGS_0 || why == BRINGS_M1) &&
	    (!known || !holds(op, fixed, bound->num)))
		return false;
	/* a constant start the loop is not entered at */
	if (bounded && known && x0->op == E_NUM && !holds(op, x0->num, bound->num))
		return false;
	switch (why) {
	case SAME:
		PARSE_ERROR(ps, at, PARSE_LOOP_LEAVES, ulen, from, var);
		break;
	case MAKES_0:
		PARSE_ERROR(ps, at, PARSE_LOOP_MAKES_ZERO, ulen, from, var, c60,
		            cfrom);
		break;
	case BRINGS_0:
		PARSE_ERROR(ps, at, PARSE_LOOP_BRINGS_ZERO, ulen, from, var, c60,
		            cfrom);
		break;
	case BRINGS_M1:
		PARSE_ERROR(ps, at, PARSE_LOOP_BRINGS_MINUS_ONE, ulen, from, var,
		            c60, cfrom);
		break;
	case DOWN:
		PARSE_ERROR(ps, at, PARSE_LOOP_STEPS_DOWN, ulen, from, var, c60,
		            cfrom);
		break;
	case UP:
		PARSE_ERROR(ps, at, PARSE_LOOP_STEPS_UP, ulen, from, var, c60,
		            cfrom);
		break;
	case NO:
		break;
	}
	return true;
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
			PARSE_ERROR(ps, s->u.loop.step->loc, PARSE_LOOP_STEP,
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
	if (check(ps, T_LPAREN) ? !for_c_head(ps, s) : !for_range_head(ps, s)) {
		ps->nscope = nscope;
		if (s->u.loop.var != NULL)
			failed_name(ps, s->u.loop.var);
		failed_head(ps, HEAD_FOR);
		return NULL;
	}
	/* the variable lives in the body's scope, and the update alone
	   changes it */
	ps->scope[ps->nscope - 1].depth = ps->depth + 1;
	ps->scope[ps->nscope - 1].loopvar = true;
	ps->scope[ps->nscope - 1].loops = ps->loops + 1;
	ps->loops++;
	s->u.loop.body = block(ps, &ok);
	ps->loops--;
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
	if ((s->u.cond.cond = expr(ps)) == NULL ||
	    !reached(ps, s->u.cond.cond)) {
		failed_head(ps, HEAD_IF);
		return NULL;
	}
	s->u.cond.then = block(ps, &ok);
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
			s->u.cond.otherwise = block(ps, &ok);
			if (!ok)
				return NULL;
		}
	}
	return s;
}

/* ------------------------------------------------------------ C forms */

/*
 * The statements of a kernel's C that have one clear meaning, each read
 * as the statements above that it stands for, so that the evaluator and
 * the CUDA generator see nothing new: a declaration with a type is a
 * let, a reassignment a new let that shadows the old one, a counting
 * while loop the C-form for, a copy 'b[i] = a[j]' a read and a write.
 */

/* Type words that start a C declaration: C's integer types and
   qualifiers, which a let stands for, and the data types. */
static const char *const int_words[] = {
	"const", "volatile", "register", "signed", "unsigned", "size_t",
	"ptrdiff_t", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t",
	"uint16_t", "uint32_t", "uint64_t", "bool", "auto",
};
static const char *const data_words[] = { "half", "__half", "float3" };

/* Whether the current token is a type word; *data: one of data. */
static bool
is_type_word(parser *ps, bool *data)
{
	const pat_type *t;
	char buf[32];
	size_t i;

	*data = false;
	if (check(ps, T_STRUCT))
		return *data = true;
	if (!check(ps, T_NAME) || ps->tok.loc.len >= (int)sizeof(buf))
		return false;
	memcpy(buf, ps->tok.start, (size_t)ps->tok.loc.len);
	buf[ps->tok.loc.len] = '\0';
	for (i = 0; i < sizeof(int_words) / sizeof(int_words[0]); i++)
		if (strcmp(buf, int_words[i]) == 0)
			return true;
	for (i = 0; i < sizeof(data_words) / sizeof(data_words[0]); i++)
		if (strcmp(buf, data_words[i]) == 0)
			return *data = true;
	if ((t = find_type(ps, buf)) == NULL)
		return false;
	*data = t->nfields > 0 || t->kind == PT_FLOAT || t->kind == PT_DOUBLE;
	return true;
}

/* ctype -> { type word }: a declaration's type, skipped: an integer's
   is not modelled (arithmetic stays on 64 bits); *data: a float, a
   vector or a struct, whose value the model does not know. */
static bool
c_type(parser *ps, bool *isconst, bool *data)
{
	bool d;

	*isconst = *data = false;
	while (is_type_word(ps, &d)) {
		if (is_word(ps, "const"))
			*isconst = true;
		*data |= d;
		next(ps);
	}
	if (check(ps, T_STAR)) {
		PARSE_ERROR(ps, ps->tok.loc, PARSE_POINTER);
		return false;
	}
	return true;
}

/* Whether the current token opens '++' or '--'. */
static bool
is_incdec(parser *ps)
{
	return (check(ps, T_PLUS) || check(ps, T_MINUS)) &&
	       ps->tok.start[1] == ps->tok.start[0];
}

/* assignop -> '=' | '+=' | '-=' | '*=' | '/=' | '<<=' | '>>=' | '++' | '--'
   into *u; *incdec: '++' or '--', whose step is 1. */
static bool
assign_op(parser *ps, enum pat_fupd *u, bool *incdec)
{
	static const struct {
		enum tok t;
		enum pat_fupd u;
	} ops[] = {
		{ T_ADDEQ, F_ADD }, { T_SUBEQ, F_SUB }, { T_MULEQ, F_MUL },
		{ T_DIVEQ, F_DIV }, { T_SHLEQ, F_SHL }, { T_SHREQ, F_SHR },
		{ T_ASSIGN, F_SET },
	};
	size_t i;

	*incdec = false;
	if (is_incdec(ps)) {
		*u = check(ps, T_PLUS) ? F_ADD : F_SUB;
		*incdec = true;
		next(ps);
		next(ps);
		return true;
	}
	for (i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		if (check(ps, ops[i].t)) {
			*u = ops[i].u;
			next(ps);
			return true;
		}
	return false;
}

/* The atomic function called name (atomicAdd, ...), or A_NONE. */
static enum pat_atomic
atomic_word(const char *name)
{
	int a;

	for (a = A_ADD; a <= A_XOR; a++)
		if (strcmp(pat_atomic_name((enum pat_atomic)a), name) == 0)
			return (enum pat_atomic)a;
	return A_NONE;
}

/* An atomic s (its target parsed) as the hardware has them: on global or
   shared memory, of 4 or 8 bytes. */
static bool
atomic_fits(parser *ps, const pat_stmt *s, pat_loc at)
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
	return true;
}

static bool reads_until(parser *ps, pat_stmt ***tail, bool paren);

/*
 * atomicOp '(' '&' NAME index {'.' NAME} { ',' value } ')': the loads of
 * the other arguments, then the atomic access, onto *tail. The call is
 * the current token.
 */
static bool
atomic_call(parser *ps, pat_stmt ***tail)
{
	enum pat_atomic op = atomic_word(tokstr(ps, &ps->tok));
	const char *name = pat_atomic_name(op), *from;
	pat_loc at = ps->tok.loc, open;
	pat_stmt *a;

	next(ps);
	open = ps->tok.loc;
	if (!expect_tok(ps, T_LPAREN))
		return false;
	if (!accept(ps, T_AMP) || !check(ps, T_NAME) ||
	    find_array(ps, tokstr(ps, &ps->tok)) == NULL) {
		if (check(ps, T_NAME) && find_array(ps, tokstr(ps, &ps->tok)) ==
		                                 NULL && ps->prev.kind == T_AMP) {
			unknown_array(ps, ps->tok.loc, tokstr(ps, &ps->tok));
			return false;
		}
		PARSE_ERROR(ps, ps->tok.loc, PARSE_ATOMIC_ADDRESS, name, name);
		return false;
	}
	from = ps->tok.start;
	if ((a = access_target(ps, true)) == NULL)
		return false;
	a->text = stmt_text(ps, from);
	a->u.access.atomic = op;
	if (!atomic_fits(ps, a, span(at, ps->prev.loc)))
		return false;
	/* the other arguments' loads come first: the call needs their
	   values */
	if (!reads_until(ps, tail, true))
		return false;
	if (!expect_close(ps, T_RPAREN, T_LPAREN, open))
		return false;
	**tail = a;
	*tail = &a->next;
	return true;
}

/* Whether the value from here to the end of the statement names an
   element of an array: a load, which makes it data. Looks ahead only. */
static bool
value_has_load(parser *ps)
{
	lexer save = ps->lx;
	token tok = ps->tok, prev = ps->prev;
	diag quiet;
	bool found = false;
	int depth = 0;

	diag_init(&quiet, stderr, false);
	quiet.nerrors = 2;           /* counted past the limit: never shown */
	quiet.max_errors = 1;
	ps->lx.d = &quiet;
	for (;;) {
		enum tok k = ps->tok.kind;
		if (k == T_EOF || k == T_ERROR || (depth == 0 &&
		    (k == T_NEWLINE || k == T_SEMI || k == T_RBRACE)))
			break;
		if (k == T_LPAREN || k == T_LBRACK)
			depth++;
		else if ((k == T_RPAREN || k == T_RBRACK) && depth > 0)
			depth--;
		if (k == T_NAME && atomic_word(tokstr(ps, &ps->tok)) != A_NONE) {
			found = true;
			break;
		}
		if (k == T_NAME && find_array(ps, tokstr(ps, &ps->tok)) != NULL) {
			next(ps);
			if ((found = check(ps, T_LBRACK)))
				break;
			continue;
		}
		next(ps);
	}
	ps->lx = save;
	ps->lx.d = save.d;
	ps->tok = tok;
	ps->prev = prev;
	return found;
}

/* The loads of a value (an assignment's right side): each element of an
   array that it names, in source order, onto *tail. The rest of it
   (arithmetic on data, numbers, calls) costs no memory request and is
   passed over. Stops at the end of the statement, or at 'if' or 'as'. */
static bool
value_reads(parser *ps, pat_stmt ***tail)
{
	return reads_until(ps, tail, false);
}

/* value_reads, or with paren the loads up to the ')' that closes the
   arguments of a call (left for the caller). */
static bool
reads_until(parser *ps, pat_stmt ***tail, bool paren)
{
	int depth = 0;

	for (;;) {
		enum tok k = ps->tok.kind;
		if (k == T_ERROR) {
			ps->failed = true;
			return false;
		}
		if (paren && depth == 0 && k == T_RPAREN)
			return true;
		if (k == T_EOF || (depth == 0 && (k == T_NEWLINE || k == T_SEMI ||
		    k == T_RBRACE || k == T_IF || is_word(ps, "as"))))
			return true;
		if (k == T_NAME && atomic_word(tokstr(ps, &ps->tok)) != A_NONE) {
			if (!atomic_call(ps, tail))
				return false;
			continue;
		}
		if (k == T_LPAREN || k == T_LBRACK)
			depth++;
		else if ((k == T_RPAREN || k == T_RBRACK) && depth > 0)
			depth--;
		if (k == T_NAME && find_array(ps, tokstr(ps, &ps->tok)) != NULL) {
			const char *from = ps->tok.start;
			pat_stmt *r = access_target(ps, false);
			char *t;
			if (r == NULL)
				return false;
			t = (char *)stmt_text(ps, from);
			r->text = t;
			**tail = r;
			*tail = &r->next;
			continue;
		}
		if (k == T_NAME) {
			pat_loc at = ps->tok.loc;
			const char *name = tokstr(ps, &ps->tok);
			next(ps);
			if (check(ps, T_LBRACK)) {
				unknown_array(ps, at, name);
				return false;
			}
			continue;
		}
		next(ps);
	}
}

/* ['if' expr] ['as' NAME] after a C form: its predicate and label for
   every access it stands for, the predicate's text into *predtext. */
static bool
c_suffixes(parser *ps, pat_expr **pred, const char **predtext,
           const char **label, pat_loc *labelloc)
{
	for (;;) {
		if (check(ps, T_IF) && *pred == NULL) {
			const char *from = ps->tok.start;
			next(ps);
			if ((*pred = expr(ps)) == NULL)
				return false;
			*predtext = stmt_text(ps, from);
		} else if (*label == NULL && accept_word(ps, "as")) {
			*labelloc = ps->tok.loc;
			if (!check(ps, T_NAME)) {
				expected(ps, "a label");
				return false;
			}
			*label = name_of(ps);
			ps->stmt_label = *label;
		} else {
			return true;
		}
	}
}

/*
 * The accesses a C form stands for, in order: each gets the predicate,
 * a text as 'read'/'write' would be written, and with 'as L' the label
 * L_read (L_read2, L_read3, ... for later loads) or L_write. Registered
 * if all is well; false after an error.
 */
static bool
c_accesses(parser *ps, pat_stmt *list, pat_expr *pred, const char *predtext,
           const char *label, pat_loc labelloc)
{
	pat_stmt *s;
	int nread = 0;
	char buf[512];

	for (s = list; s != NULL; s = s->next) {
		const char *lab = NULL;
		s->u.access.pred = pred;
		if (!access_reached(ps, s))
			return false;
		if (label != NULL) {
			if (s->u.access.atomic != A_NONE)
				snprintf(buf, sizeof(buf), "%.400s_atomic", label);
			else if (s->u.access.store)
				snprintf(buf, sizeof(buf), "%.400s_write", label);
			else if (++nread == 1)
				snprintf(buf, sizeof(buf), "%.400s_read", label);
			else
				snprintf(buf, sizeof(buf), "%.400s_read%d", label, nread);
			lab = arena_strndup(ps->A, buf, strlen(buf));
			if (find_label(ps, lab) != NULL) {
				PARSE_ERROR(ps, labelloc,
				            PARSE_LABEL_DERIVED_TWICE, lab,
				            label);
				return false;
			}
		}
		s->u.access.label = lab;
		snprintf(buf, sizeof(buf), "%s %.300s%s%.150s%s%.150s",
		         s->u.access.atomic != A_NONE ? "atomic"
		         : s->u.access.store ? "write" : "read", s->text,
		         predtext ? " " : "", predtext ? predtext : "",
		         lab ? " as " : "", lab ? lab : "");
		s->text = arena_strndup(ps->A, buf, strlen(buf));
	}
	for (s = list; s != NULL; s = s->next)
		access_register(ps, s);
	return true;
}

/* The loads of a value and the suffixes after it; *tail ends the list. */
static bool
c_value(parser *ps, pat_stmt **list, pat_stmt ***tail, pat_expr **pred,
        const char **predtext, const char **label, pat_loc *labelloc)
{
	*tail = list;
	return value_reads(ps, tail) &&
	       c_suffixes(ps, pred, predtext, label, labelloc);
}

/*
 * store -> NAME index {'.' NAME} assignop value ['if' expr] ['as' NAME]
 * 'b[i] = a[j]': the loads of the value, for a compound assignment the
 * load of b[i], then the store.
 */
static pat_stmt *
store_stmt(parser *ps)
{
	const char *from = ps->tok.start, *predtext = NULL, *label = NULL;
	pat_stmt *st, *list = NULL, **tail, *rd;
	pat_expr *pred = NULL;
	pat_loc labelloc = ps->tok.loc;
	enum pat_fupd u;
	bool incdec;

	if ((st = access_target(ps, true)) == NULL)
		return NULL;
	st->text = stmt_text(ps, from);
	if (!assign_op(ps, &u, &incdec)) {
		expected(ps, "'=' (a store of the element)");
		return NULL;
	}
	if (!incdec && !c_value(ps, &list, &tail, &pred, &predtext, &label,
	                        &labelloc))
		return NULL;
	if (incdec) {
		tail = &list;
		if (!c_suffixes(ps, &pred, &predtext, &label, &labelloc))
			return NULL;
	}
	if (u != F_SET) {            /* b[i] += v reads b[i] too */
		rd = arena_alloc(ps->A, sizeof(*rd));
		*rd = *st;
		rd->u.access.store = false;
		*tail = rd;
		tail = &rd->next;
	}
	*tail = st;
	return c_accesses(ps, list, pred, predtext, label, labelloc) ? list
	                                                           : NULL;
}

/* The reads of a value assigned to a name of data, which stays data. */
static pat_stmt *
data_value(parser *ps)
{
	const char *predtext = NULL, *label = NULL;
	pat_stmt *list = NULL, **tail;
	pat_expr *pred = NULL;
	pat_loc labelloc = ps->tok.loc;

	if (!c_value(ps, &list, &tail, &pred, &predtext, &label, &labelloc) ||
	    !c_accesses(ps, list, pred, predtext, label, labelloc))
		return NULL;
	return list;
}

/*
 * decl -> ctype NAME ['=' value]
 * 'int x = e' is 'let x = e'; a float, a vector, a struct or an integer
 * loaded from memory is data: its loads are reads, and the name cannot
 * be an index.
 */
static pat_stmt *
decl_stmt(parser *ps)
{
	pat_stmt *s;
	pat_loc at;
	const char *name;
	bool isconst, data;

	if (!c_type(ps, &isconst, &data))
		return NULL;
	at = ps->tok.loc;
	if (!check(ps, T_NAME)) {
		expected(ps, "a name");
		return NULL;
	}
	name = name_of(ps);
	if (check(ps, T_LBRACK)) {
		PARSE_ERROR(ps, at, PARSE_LOCAL_ARRAY, name);
		return NULL;
	}
	if (!accept(ps, T_ASSIGN)) {
		/* 'float acc;' 'int x;': a name without a value yet */
		if (new_slot(ps, name, at, NULL) < 0)
			return NULL;
		ps->nscope--;
		ps->P->nslots--;
		opaque_name(ps, name, at, data ? OPAQUE_DATA : OPAQUE_UNSET);
		ps->scope[ps->nscope - 1].isconst = isconst;
		return NULL;
	}
	if (data || value_has_load(ps)) {
		if ((s = data_value(ps)) == NULL && ps->failed) {
			failed_name(ps, name);
			return NULL;
		}
		if (new_slot(ps, name, at, NULL) < 0)
			return NULL;
		ps->nscope--;
		ps->P->nslots--;
		opaque_name(ps, name, at, data ? OPAQUE_DATA : OPAQUE_LOADED);
		ps->scope[ps->nscope - 1].data = true;
		return s;
	}
	s = new_stmt(ps, S_LET, at);
	s->u.let.name = name;
	if ((s->u.let.value = expr(ps)) == NULL ||
	    !reached(ps, s->u.let.value)) {
		failed_name(ps, name);
		return NULL;
	}
	s->u.let.slot = new_slot(ps, name, at, s->u.let.value->op == E_NUM
	                                               ? s->u.let.value : NULL);
	if (s->u.let.slot < 0)
		return NULL;
	ps->scope[ps->nscope - 1].isconst = isconst;
	return s;
}

/* Whether v may be given a new value here: not a loop's variable, not
   const, and in its own block, outside any loop it is not in (a value
   carried from one iteration to the next, or out of an 'if', is not a
   let). */
static bool
can_reassign(parser *ps, const scope_var *v, pat_loc at)
{
	if (v->loopvar) {
		PARSE_ERROR(ps, at, PARSE_ASSIGN_LOOP_VAR, v->name, v->line);
		return false;
	}
	if (v->isconst) {
		PARSE_ERROR(ps, at, PARSE_ASSIGN_CONST, v->name, v->line);
		return false;
	}
	if (v->loops < ps->loops) {
		PARSE_ERROR(ps, at, PARSE_ASSIGN_CARRIED, v->name, v->line,
		            v->name);
		return false;
	}
	if (v->depth != ps->depth) {
		PARSE_ERROR(ps, at, PARSE_ASSIGN_CONDITIONAL, v->name, v->line,
		            v->name);
		return false;
	}
	return true;
}

/* old OP val for 'x OP= val', folded. */
static pat_expr *
compound(parser *ps, const scope_var *old, enum pat_fupd u, pat_expr *val,
         pat_loc at)
{
	static const enum pat_eop eop[] = {
		[F_ADD] = E_ADD, [F_SUB] = E_SUB, [F_MUL] = E_MUL,
		[F_DIV] = E_DIV, [F_SHL] = E_SHL, [F_SHR] = E_SHR,
	};
	pat_expr *e = new_expr(ps, eop[u], at);

	e->oploc = at;
	if (old->constant != NULL) {
		e->a = new_expr(ps, E_NUM, at);
		e->a->num = old->constant->num;
	} else {
		e->a = new_expr(ps, E_VAR, at);
		e->a->slot = old->slot;
		e->a->name = old->name;
	}
	e->b = val;
	return fold(ps, e);
}

/*
 * assign -> NAME assignop expr | NAME ('++' | '--') | ('++' | '--') NAME
 * x += 4 is a new let of x that shadows the old one: later statements
 * see the new value. In a while loop's body, its counter's update.
 */
static pat_stmt *
assign_stmt(parser *ps)
{
	pat_loc at = ps->tok.loc;
	const char *from = ps->tok.start;
	const char *name;
	scope_var *v, old;
	enum pat_fupd u = F_SET;
	bool incdec = false, prefix;
	pat_expr *val;
	pat_stmt *s;

	if ((prefix = is_incdec(ps)))
		assign_op(ps, &u, &incdec);
	at = span(at, ps->tok.loc);
	if (!check(ps, T_NAME)) {
		expected(ps, "a variable");
		return NULL;
	}
	name = name_of(ps);
	if ((v = find_var(ps, name)) == NULL && name_failed(ps, name))
		return NULL;
	if (v == NULL) {
		suggestion g = { name, NULL, 0 };
		consider_values(ps, &g);
		PARSE_ERROR(ps, at, PARSE_UNKNOWN_VARIABLE, name,
		            mean(ps->A, &g));
		return NULL;
	}
	if (!prefix && !assign_op(ps, &u, &incdec)) {
		expected(ps, "'=', '+=', '-=', '*=', '/=', '<<=', '>>=', '++' or "
		         "'--' (an assignment)");
		return NULL;
	}
	if (v->data) {               /* data: only its loads count */
		if (incdec)
			return NULL;
		return data_value(ps);
	}
	if (ps->wl != NULL && v->loopvar && strcmp(name, ps->wl->var) == 0) {
		ps->wl->updfrom = from;
		return while_update(ps, v, u, incdec, at);
	}
	if (!can_reassign(ps, v, at))
		return NULL;
	if (u != F_SET && v->slot < 0) {
		opaque_error(ps, at, name, v);
		return NULL;
	}
	old = *v;
	if (!incdec && value_has_load(ps)) {
		if ((s = data_value(ps)) == NULL && ps->failed)
			return NULL;
		opaque_name(ps, name, at, OPAQUE_LOADED);
		ps->scope[ps->nscope - 1].data = true;
		return s;
	}
	if (incdec) {
		val = new_expr(ps, E_NUM, at);
		val->num = 1;
	} else if ((val = expr(ps)) == NULL) {
		return NULL;
	}
	if (u != F_SET && (val = compound(ps, &old, u, val, at)) == NULL)
		return NULL;
	if (!reached(ps, val))
		return NULL;
	s = new_stmt(ps, S_LET, at);
	s->u.let.name = old.name;
	s->u.let.value = val;
	s->u.let.slot = shadow_slot(ps, &old, at, val->op == E_NUM ? val : NULL);
	return s->u.let.slot < 0 ? NULL : s;
}

/* The update of a while loop's counter, which must end its body. */
static pat_stmt *
while_update(parser *ps, scope_var *v, enum pat_fupd u, bool incdec,
             pat_loc at)
{
	wloop *wl = ps->wl;

	if (ps->depth != wl->depth) {
		PARSE_ERROR(ps, at, PARSE_WHILE_UPDATE_NESTED, v->name);
		return NULL;
	}
	if (incdec) {
		wl->step = new_expr(ps, E_NUM, at);
		wl->step->num = 1;
	} else if ((wl->step = expr(ps)) == NULL) {
		return NULL;
	}
	wl->upd = u;
	wl->seen = true;
	wl->updloc = span(at, ps->prev.loc);
	return NULL;
}

/* The highest slot that e reads, or -1. Recursive: e is within
   PAT_MAX_HEIGHT. */
static int
max_slot(const pat_expr *e)
{
	int m, k;

	if (e == NULL)
		return -1;
	m = e->op == E_VAR ? e->slot : -1;
	if ((k = max_slot(e->a)) > m)
		m = k;
	if ((k = max_slot(e->b)) > m)
		m = k;
	if ((k = max_slot(e->c)) > m)
		m = k;
	return m;
}

/*
 * while -> 'while' '(' NAME cmp expr ')' block
 * A counting loop, 'int i = s; while (i < n) { ...; i += k; }', is the
 * C-form for 'for (i = i; i < n; i += k)': the counter is declared in
 * the loop's block and its update is the last statement of the body.
 * After the loop the counter has no value the model knows.
 */
static pat_stmt *
while_stmt(parser *ps)
{
	pat_stmt *s = new_stmt(ps, S_FOR, ps->tok.loc);
	pat_loc wloc = ps->tok.loc, open, varloc;
	wloop wl, *outer = ps->wl;
	scope_var *v;
	const char *name, *cfrom;
	int nscope = ps->nscope, first, clen = 0;
	bool ok;

	next(ps);
	open = ps->tok.loc;
	if (!expect_tok(ps, T_LPAREN)) {
		failed_head(ps, HEAD_WHILE);
		return NULL;
	}
	varloc = ps->tok.loc;
	v = check(ps, T_NAME) ? find_var(ps, tokstr(ps, &ps->tok)) : NULL;
	if (v == NULL && check(ps, T_NAME) &&
	    name_failed(ps, tokstr(ps, &ps->tok))) {
		/* the counter's declaration erred */
		failed_head(ps, HEAD_WHILE);
		return NULL;
	}
	if (v == NULL || v->slot < 0 || v->loopvar || v->depth != ps->depth ||
	    v->loops != ps->loops) {
		PARSE_ERROR(ps, varloc, PARSE_WHILE_FORM);
		failed_head(ps, HEAD_WHILE);
		return NULL;
	}
	name = v->name;
	s->text = "while";
	s->u.loop.cform = true;
	s->u.loop.var = name;
	if (v->constant != NULL) {
		s->u.loop.start = new_expr(ps, E_NUM, varloc);
		s->u.loop.start->num = v->constant->num;
	} else {
		s->u.loop.start = new_expr(ps, E_VAR, varloc);
		s->u.loop.start->slot = v->slot;
		s->u.loop.start->name = name;
	}
	ps->depth++;
	s->u.loop.slot = new_slot(ps, name, varloc, NULL);
	ps->depth--;
	cfrom = ps->tok.start;
	if (s->u.loop.slot < 0 || (s->u.loop.cond = expr(ps)) == NULL ||
	    !reached(ps, s->u.loop.cond) ||
	    (clen = (int)(ps->prev.start + ps->prev.loc.len - cfrom)) < 0 ||
	    !expect_close(ps, T_RPAREN, T_LPAREN, open)) {
		ps->nscope = nscope;
		failed_head(ps, HEAD_WHILE);
		return NULL;
	}
	ps->scope[ps->nscope - 1].loopvar = true;
	ps->scope[ps->nscope - 1].loops = ps->loops + 1;
	memset(&wl, 0, sizeof(wl));
	wl.var = name;
	wl.depth = ps->depth + 1;
	first = ps->P->nslots;
	ps->wl = &wl;
	ps->loops++;
	s->u.loop.body = block(ps, &ok);
	ps->loops--;
	ps->wl = outer;
	ps->nscope = nscope;
	if (!ok)
		return NULL;
	if (!wl.seen) {
		PARSE_ERROR(ps, wloc, PARSE_WHILE_NO_UPDATE, name, name, name);
		return NULL;
	}
	if (max_slot(wl.step) >= first) {
		PARSE_ERROR(ps, wl.step->loc, PARSE_WHILE_STEP_INSIDE, name);
		return NULL;
	}
	s->u.loop.upd = wl.upd;
	s->u.loop.step = wl.step;
	if (never_ends(ps, s, wl.updloc, wl.updfrom, cfrom, clen))
		return NULL;
	opaque_name(ps, name, wloc, OPAQUE_COUNTER);
	return s;
}

/* syncwarp -> '__syncwarp' ['(' [expr] ')']: a barrier of the warp's
   lanes. No figure depends on it; the race check does (it orders the
   accesses of one warp's lanes). The mask is not modelled: the lanes
   that reach it are those synchronized. */
static pat_stmt *
syncwarp_stmt(parser *ps)
{
	pat_stmt *s = new_stmt(ps, S_SYNC, ps->tok.loc);

	s->u.sync.warp = true;
	s->text = "__syncwarp()";
	next(ps);
	if (check(ps, T_LPAREN)) {
		pat_loc open = ps->tok.loc;
		next(ps);
		if (!check(ps, T_RPAREN) && expr(ps) == NULL)
			return NULL;
		if (!expect_close(ps, T_RPAREN, T_LPAREN, open))
			return NULL;
	}
	return s;
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
		expected(ps, "a macro name");
		return;
	}
	name = name_of(ps);
	if (check(ps, T_LPAREN) && ps->tok.loc.line == at.line &&
	    ps->tok.loc.col == at.col + at.len) {
		PARSE_ERROR(ps, at, PARSE_DEFINE_ARGS, name);
		failed_name(ps, name);
		return;
	}
	if (end_of_statement(ps)) {
		PARSE_ERROR(ps, at, PARSE_DEFINE_EMPTY, name, name);
		failed_name(ps, name);
		return;
	}
	if (is_builtin_name(name) || find_param(ps, name) != NULL ||
	    find_array(ps, name) != NULL ||
	    sym_find(&ps->define_syms, name) >= 0) {
		PARSE_ERROR(ps, at, PARSE_DECLARED_TWICE, name);
		return;
	}
	if ((e = expr(ps)) == NULL || report_undefined(ps, e)) {
		failed_name(ps, name);
		return;
	}
	if (e->op != E_NUM) {
		PARSE_ERROR(ps, e->loc, PARSE_DEFINE_NOT_CONSTANT, name, name);
		failed_name(ps, name);
		return;
	}
	for (i = 0; i < ps->ndefs; i++)
		if (strcmp(ps->defs[i].name, name) == 0) {
			ps->defs[i].used = true;
			PARSE_ERROR(ps, at, PARSE_DEFINE_FROM_CLI, name, name,
			            name, (long long)e->num);
		}
	ps->defines = grow(ps->defines, ps->ndefines, &ps->cdefines,
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
			failed_name(ps, tokstr(ps, &ps->tok));
		return;
	}
	a.loc = ps->tok.loc;
	if (!check(ps, T_NAME)) {
		expected(ps, "the view's name");
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
		failed_name(ps, a.name);
		return;
	}
	if (!check(ps, T_NAME)) {
		expected(ps, "the array it views");
		return;
	}
	if ((of = find_array(ps, tokstr(ps, &ps->tok))) == NULL) {
		unknown_array(ps, ps->tok.loc, tokstr(ps, &ps->tok));
		failed_name(ps, a.name);
		return;
	}
	if (of->texture) {           /* its bytes are not row-major */
		PARSE_ERROR(ps, ps->tok.loc, PARSE_VIEW_TEXTURE, of->name);
		failed_name(ps, a.name);
		return;
	}
	next(ps);
	if (!view_shape(ps, &a, of)) {
		failed_name(ps, a.name);
		return;
	}
	if (a.bytes > of->bytes) {
		PARSE_ERROR(ps, a.loc, PARSE_VIEW_TOO_LARGE, a.name,
		            (unsigned long long)a.bytes,
		            (unsigned long long)of->bytes, of->name);
		failed_name(ps, a.name);
		return;
	}
	if (of->base % a.type->align != 0) {
		PARSE_ERROR(ps, a.loc, PARSE_VIEW_MISALIGNED, a.type->name,
		            (unsigned long long)a.type->align, of->name,
		            (unsigned long long)of->base,
		            pat_space_name(of->space),
		            (unsigned long long)a.type->align,
		            pat_space_name(of->space));
		failed_name(ps, a.name);
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

/* The text of path, in the arena; NULL after an error said at at. */
static char *
read_include(parser *ps, const char *path, pat_loc at, size_t *len)
{
	const char *why;
	FILE *f = source_fopen(path, &why);
	char *buf;
	size_t n = 0, cap = 4096, got;

	if (f == NULL) {
		PARSE_ERROR(ps, at, PARSE_INCLUDE_READ, path, why);
		return NULL;
	}
	buf = xmalloc(cap);
	while ((got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
		n += got;
		if (n > SOURCE_MAX_BYTES) {
			PARSE_ERROR(ps, at, PARSE_INCLUDE_TOO_LARGE, path,
			            SOURCE_MAX_BYTES);
			fclose(f);
			free(buf);
			return NULL;
		}
		if (n + 1 == cap)
			buf = xrealloc(buf, cap *= 2);
	}
	fclose(f);
	if (memchr(buf, '\0', n) != NULL) {
		PARSE_ERROR(ps, at, PARSE_INCLUDE_NUL, path);
		free(buf);
		return NULL;
	}
	buf[n] = '\0';
	*len = n;
	{
		char *text = arena_alloc(ps->A, n + 1);
		memcpy(text, buf, n + 1);
		free(buf);
		return text;
	}
}

/* path, named in the file being read: relative to that file's folder. */
static const char *
include_path(parser *ps, const char *name)
{
	const char *slash = strrchr(ps->file, '/');
	size_t dir = slash ? (size_t)(slash - ps->file) + 1 : 0;
	char *p;

	if (name[0] == '/' || dir == 0)
		return name;
	p = arena_alloc(ps->A, dir + strlen(name) + 1);
	memcpy(p, ps->file, dir);
	strcpy(p + dir, name);
	return p;
}

/* Whether a and b name one file (the same device and inode). */
static bool
same_file(const char *a, const char *b)
{
	struct stat sa, sb;

	return stat(a, &sa) == 0 && stat(b, &sb) == 0 &&
	       sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

/* The declarations of an included file, read as if they stood here. */
static void
include_body(parser *ps)
{
	diag *d = ps->d;

	for (;;) {
		skip_newlines(ps);
		if (check(ps, T_EOF) || ps->fatal)
			return;
		if (check(ps, T_RBRACE)) {
			PARSE_ERROR(ps, ps->tok.loc, PARSE_UNMATCHED_BRACE);
			next(ps);
			continue;
		}
		/* declarations and statements alike, the statements at the
		   include's place in the including file's list */
		if (statement_into(ps, ps->tail))
			continue;
		if (ps->failed) {
			if (ps->fatal)
				return;
			skip_statement(ps);
			if (d->max_errors > 0 && d->nerrors > d->max_errors)
				return;
		}
	}
}

/* include -> 'include' STRING: another pattern file, its declarations
   and statements read as if they stood here, its name relative to the
   including file; diagnostics name it. */
static void
include_decl(parser *ps)
{
	pat_loc at;
	const char *name, *path, *text, *file = ps->file, *src = ps->src;
	lexer lx = ps->lx;
	token tok, prev;
	size_t len;
	int i;

	next(ps);
	at = ps->tok.loc;
	if (!check(ps, T_STRING)) {
		expected(ps, "a file name in quotes");
		return;
	}
	name = arena_strndup(ps->A, ps->tok.start + 1,
	                     (size_t)ps->tok.loc.len - 2);
	next(ps);
	if (!end_of_statement(ps)) {
		expected(ps, "end of line");
		return;
	}
	path = include_path(ps, name);
	if (ps->nincl == MAX_INCLUDE) {
		PARSE_ERROR(ps, at, PARSE_NESTED_INCLUDES, MAX_INCLUDE);
		return;
	}
	for (i = -1; i < ps->nincl; i++)
		if (same_file(path, i < 0 ? ps->P->file : ps->incl[i])) {
			PARSE_ERROR(ps, at, PARSE_INCLUDE_CYCLE, path);
			return;
		}
	if ((text = read_include(ps, path, at, &len)) == NULL)
		return;
	lx = ps->lx;
	tok = ps->tok;
	prev = ps->prev;
	ps->incl[ps->nincl++] = path;
	ps->file = path;
	ps->src = text;
	lex_init(&ps->lx, path, text, len, ps->d);
	next(ps);
	include_body(ps);
	ps->nincl--;
	ps->file = file;
	ps->src = src;
	ps->lx = lx;
	ps->tok = tok;
	ps->prev = prev;
	/* the including line is fine whatever the included file held */
	ps->failed = false;
}

/* ------------------------------------------------- expected values */

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
	return expect_close(ps, T_RPAREN, T_LPAREN, open);
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
		ok = dcond(ps, v) && expect_close(ps, T_RPAREN, T_LPAREN, loc);
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
	if ((e = primary(ps)) == NULL)
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
	while ((prec = binop(ps->tok.kind, &op)) >= minprec) {
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

/* Which spaces a figure applies to: 1 global, 2 shared, 4 constant. */
static int
metric_spaces(enum pat_metric m)
{
	switch (m) {
	case M_REQUESTS: case M_RACES: return 7;
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

/* value -> expr, in real numbers (see dcond). */
static bool
expect_value(parser *ps, double *v)
{
	ps->dskip = 0;
	return dcond(ps, v);
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
	if (strcmp(name, "races") == 0 && !check(ps, T_DOT)) {
		s->u.expect.access = NULL;   /* a figure of the whole pattern */
	} else if (accept(ps, T_DOT)) {
		if (strcmp(name, "all") == 0)
			s->u.expect.access = NULL;
		else if ((s->u.expect.access = find_label(ps, name)) == NULL) {
			/* the access that has it erred: said there */
			suggestion g = { name, NULL, 0 };
			if (label_failed(ps, name))
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
			expected(ps, "a figure such as 'sectors_per_request'");
			return NULL;
		}
		name = name_of(ps);
	} else if (ps->last_access == NULL && ps->access_erred) {
		ps->failed = true;   /* the access before it may have erred */
		return NULL;
	} else if (ps->last_access == NULL) {
		PARSE_ERROR(ps, s->loc, PARSE_EXPECT_FIRST, name);
		return NULL;
	}
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
		return NULL;
	}
	s->u.expect.metric = (enum pat_metric)m;
	if (m == M_RACES && s->u.expect.access != NULL) {
		PARSE_ERROR(ps, at, PARSE_RACES_OF_ACCESS);
		return NULL;
	}
	spaces = metric_spaces(s->u.expect.metric);
	if (s->u.expect.access != NULL &&
	    !(spaces & (1 << s->u.expect.access->u.access.array->space))) {
		PARSE_ERROR(ps, at, PARSE_FIGURE_SPACE, name,
		            pat_array_space(s->u.expect.access->u.access.array),
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
		DIAG_AT(ps->d, ps->file, ps->src, s->loc, PARSE_EXPECT_IN_BLOCK);
	s->u.expect.id = ps->P->nexpects++;
	ps->expects = grow(ps->expects, s->u.expect.id, &ps->cexpects,
	                   sizeof(*ps->expects), 16);
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

/* 'local' or 'texture' opening a declaration: the word, with no variable
   or array of that name */
static bool
is_local(parser *ps)
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
		expected(ps, "a number of registers a thread, 1 to 255");
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
			expected(ps, "an architecture such as 'sm_90'");
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

/* The words that start a statement, for "did you mean". */
static const char *const statement_words[] = {
	"param", "grid", "block", "struct", "global", "shared", "constant",
	"arch", "bankmode", "registers", "let", "read", "write", "for", "if", "expect",
	"sync", "__syncthreads", "__syncwarp", "while", "include", "view",
	"atomic", "atomicAdd", "ldg",
	"__shared__", "__global__", "__device__", "__constant__",
};

/* A statement that starts with a name: a C form, or an error. */
static pat_stmt *
name_statement(parser *ps)
{
	const char *name = tokstr(ps, &ps->tok);
	suggestion g = { name, NULL, 0 };
	bool data;
	size_t i;

	if (is_word(ps, "while"))
		return while_stmt(ps);
	if (is_word(ps, "__syncwarp"))
		return syncwarp_stmt(ps);
	if (is_word(ps, "atomic") && find_var(ps, "atomic") == NULL)
		return access_stmt(ps, ACCESS_ATOMIC);
	if (is_word(ps, "ldg") && find_var(ps, "ldg") == NULL)
		return access_stmt(ps, ACCESS_LDG);
	if (atomic_word(name) != A_NONE)
		return data_value(ps);
	if (is_type_word(ps, &data))
		return decl_stmt(ps);
	if (find_array(ps, name) != NULL)
		return store_stmt(ps);
	if (find_var(ps, name) != NULL)
		return assign_stmt(ps);
	if (name_failed(ps, name))
		return NULL;
	for (i = 0; i < sizeof(statement_words) / sizeof(statement_words[0]);
	     i++)
		consider(&g, statement_words[i]);
	consider_syms(&g, &ps->array_syms);
	consider_values(ps, &g);
	PARSE_ERROR(ps, ps->tok.loc, PARSE_NOT_STATEMENT, name, mean(ps->A, &g));
	return NULL;
}

static void
consider_values(parser *ps, suggestion *g)
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

/* ------------------------------------------- 'kernel' */

/* label name for access s, unless some access has it already */
static void
kernel_label(parser *ps, const char *name, pat_stmt *s)
{
	if (find_label(ps, name) == NULL && strcmp(name, "all") != 0)
		add_label(ps, name, s);
}

/* An array for a shared or constant variable the kernel declares. */
static const pat_array *
kernel_var_array(parser *ps, const cudasrc *k, int v)
{
	pat_array a;
	enum pat_space sp;
	char tname[64], uname[72];

	memset(&a, 0, sizeof(a));
	a.name = cudasrc_var(k, v, &sp, &a.base, &a.bytes);
	a.space = sp;
	if ((a.local = cudasrc_var_local(k, v)) && a.bytes > ps->P->local_bytes)
		ps->P->local_bytes = a.bytes;   /* the stack: a thread's frame */
	a.type = find_type(ps, "uchar");
	/* the element type the source declares, where this language has
	   it ('unsigned int' as 'uint'): the reports say 'shared float' */
	if (cudasrc_var_type(k, v, tname, sizeof(tname))) {
		const pat_type *t;
		const char *n = tname;
		if (strncmp(n, "unsigned ", 9) == 0) {
			snprintf(uname, sizeof(uname), "u%s", n + 9);
			n = strcmp(uname, "uint") == 0 || strcmp(uname, "uchar") == 0 ||
			    strcmp(uname, "ushort") == 0 ? uname : n;
		}
		if (strcmp(n, "long long") == 0 || strcmp(n, "int64_t") == 0)
			n = "long";
		if ((t = find_type(ps, n)) != NULL && t->size > 0 &&
		    a.bytes % t->size == 0)
			a.type = t;
	}
	a.ndims = 1;
	a.dims[0] = (int64_t)(a.bytes / a.type->size);
	a.loc = ps->prev.loc;
	if (ps->P->narrays == MAX_ARRAYS) {
		PARSE_ERROR(ps, ps->prev.loc, PARSE_KERNEL_ARRAYS, MAX_ARRAYS);
		return NULL;
	}
	ps->arrays[ps->P->narrays] = a;
	return &ps->arrays[ps->P->narrays++];
}

/* The name a '// accessan: NAME' comment of a CUDA line gives (arena),
   NULL where the line has none; a comment that names nothing is an error
   at its line. */
static const char *
comment_name(parser *ps, cudasrc *k, const cudasrc_access *a)
{
	const char *c = a->source, *p;
	size_t len;

	while ((c = strstr(c, "//")) != NULL) {
		for (p = c + 2; *p == ' ' || *p == '\t'; p++)
			;
		c += 2;
		if (strncmp(p, "accessan:", 9) != 0)
			continue;
		for (p += 9; *p == ' ' || *p == '\t'; p++)
			;
		for (len = 0; isalnum((unsigned char)p[len]) || p[len] == '_';
		     len++)
			;
		if (len > 0 && !isdigit((unsigned char)p[0]) && len <= 64)
			return arena_strndup(ps->A, p, len);
		DIAG_AT(ps->d, cudasrc_line_path(k), cudasrc_line_text(k),
		        ((pat_loc){ a->line, 1, 0 }), PARSE_KERNEL_COMMENT_NAME);
		return NULL;
	}
	return NULL;
}

/*
 * The stable names of the kernel's accesses: a '// accessan: NAME' on the
 * line names its access NAME, or NAME_KIND_N where the line has several
 * (the Nth of that kind on the line, in the PTX's order); any other
 * access is ARRAY_KIND_N, the Nth load, store or atomic of its array in
 * the order of the lines. No line number is part of a name, so that a
 * line added above an access leaves it; the names are the baselines' keys.
 */
static const char **
kernel_names(parser *ps, cudasrc *k, bool *commented)
{
	const cudasrc_access *acc = cudasrc_accesses(k);
	int n = cudasrc_naccesses(k), i, j, ord, online;
	const char **names = arena_alloc(ps->A, sizeof(*names) *
	                                        ((size_t)n + 1));
	const char **given = xcalloc((size_t)n + 1, sizeof(*given));

	for (i = 0; i < n; i++)
		commented[i] = (given[i] = comment_name(ps, k, &acc[i])) != NULL;
	for (i = 0; i < n; i++) {
		const cudasrc_access *a = &acc[i];
		const char *kind = a->atomic != A_NONE ? "atomic" : a->store
		                   ? "store" : "load";
		const char *base = given[i] != NULL ? given[i] : a->name;
		char *t;
		ord = 1;
		online = 0;
		for (j = 0; j < n; j++) {
			const cudasrc_access *b = &acc[j];
			bool same_kind = b->atomic == a->atomic &&
			                 b->store == a->store;
			online += b->line == a->line;
			if (j == i || !same_kind)
				continue;
			if (given[i] != NULL ? b->line == a->line && j < i
			    : strcmp(b->name, a->name) == 0 &&
			      (b->line < a->line || (b->line == a->line && j < i)))
				ord++;
		}
		if (given[i] != NULL && online == 1) {
			names[i] = given[i];
			continue;
		}
		t = arena_alloc(ps->A, strlen(base) + 24);
		sprintf(t, "%s_%s_%d", base, kind, ord);
		names[i] = t;
	}
	/* two comments of one name, or a comment that takes another
	   access's name */
	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++)
			if (j != i && given[i] != NULL && (given[j] == NULL || j < i)
			    && strcmp(names[i], names[j]) == 0)
				DIAG_AT(ps->d, cudasrc_line_path(k),
				        cudasrc_line_text(k),
				        ((pat_loc){ acc[i].line, 1, 0 }),
				        PARSE_KERNEL_COMMENT_TWICE, given[i],
				        acc[j].line);
	free(given);
	return names;
}

/* The kernel's accesses as the program's access statements, labelled by
   their array where it has one access, and NAME_LINE always; their
   stable names (kernel_names) are labels too, and a comment's is the
   label the reports show. */
static void
kernel_accesses(parser *ps, cudasrc *k, const char *name, pat_loc at)
{
	cudasrc_access *acc = cudasrc_accesses(k);
	const pat_array **var = arena_alloc(ps->A, sizeof(*var) *
	                                      ((size_t)cudasrc_nvars(k) + 1));
	int n = cudasrc_naccesses(k), i, j;
	bool *commented = arena_alloc(ps->A, sizeof(bool) * ((size_t)n + 1));
	const char **names = kernel_names(ps, k, commented);

	memset(var, 0, sizeof(*var) * ((size_t)cudasrc_nvars(k) + 1));
	cudasrc_set_first(k, ps->P->naccesses);
	for (i = 0; i < n; i++) {
		cudasrc_access *a = &acc[i];
		pat_stmt *s = new_stmt(ps, S_ACCESS, at);
		const char *op = a->insn;
		int same = 0, oplen;
		char *t;
		if (a->array == NULL) {
			/* a variable: targets past the parameters */
			for (j = 0; j < cudasrc_nvars(k); j++)
				if (strcmp(cudasrc_var(k, j, &(enum pat_space){0},
				                       &(uint64_t){0}, &(uint64_t){0}),
				           a->name) == 0)
					break;
			if (j < cudasrc_nvars(k) && var[j] == NULL)
				var[j] = kernel_var_array(ps, k, j);
			if (j == cudasrc_nvars(k) || var[j] == NULL)
				return;
			a->array = var[j];
		}
		if (*op == '@')
			op = strchr(op, ' ') ? strchr(op, ' ') + 1 : op;
		oplen = (int)strcspn(op, " ");
		t = arena_alloc(ps->A, strlen(name) + strlen(a->source) +
		                        (cudasrc_line_file(k) ?
		                         strlen(cudasrc_line_file(k)) : 0) +
		                        strlen(a->array->name) + (size_t)oplen + 96);
		sprintf(t, "%s %s at %s:%d: %s (PTX %.*s%s)",
		        a->atomic != A_NONE ? "atomic" : a->store ? "write"
		                                              : "read",
		        a->array->name,
		        cudasrc_line_file(k) ? cudasrc_line_file(k) : name, a->line,
		        a->source, oplen, op, a->ninsns > 1 ? ", unrolled" : "");
		s->text = t;
		s->u.access.store = a->store;
		s->u.access.atomic = a->atomic;
		s->u.access.array = a->array;
		s->u.access.size = a->size;
		s->u.access.nindex = 0;
		s->u.access.name = names[i];
		s->u.access.cu_file = cudasrc_line_path(k);
		s->u.access.cu_src = cudasrc_line_text(k);
		s->u.access.cu_loc = (pat_loc){ a->line, a->col > 0 ? a->col : 1,
		                                0 };
		s->u.access.in_loop = a->in_loop;
		for (j = 0; j < n; j++)
			same += strcmp(acc[j].name, a->name) == 0;
		t = arena_alloc(ps->A, strlen(a->array->name) + 24);
		sprintf(t, "%s_%d", a->array->name, a->line);
		if (commented[i] && find_label(ps, names[i]) == NULL)
			s->u.access.label = names[i];
		else
			s->u.access.label = same == 1 &&
			                    find_label(ps, a->array->name) == NULL
			                    ? a->array->name
			                    : find_label(ps, t) == NULL ? t : NULL;
		access_register(ps, s);
		kernel_label(ps, t, s);
		kernel_label(ps, names[i], s);
		if (same == 1)
			kernel_label(ps, a->array->name, s);
	}
	if (cudasrc_shared_bytes(k) > ps->P->shared_bytes)
		ps->P->shared_bytes = cudasrc_shared_bytes(k);
	ps->P->dynamic_shared = cudasrc_dynamic_shared(k);
}

/* contents -> 'contents' (NAME | 'shared' | 'constant' | 'local') '='
   ('iota' | expr): what the kernel's loads of the array (or of its own
   variables of the space, or of its stack before it stores) read */
static void
contents_decl(parser *ps)
{
	cudasrc_contents f;
	pat_loc at, kw = ps->tok.loc;
	int i;

	memset(&f, 0, sizeof(f));
	next(ps);
	at = ps->tok.loc;
	if (check(ps, T_SHARED) || check(ps, T_CONSTANT)) {
		/* the kernel's own variables of the space */
		f.space = check(ps, T_SHARED) ? SPACE_SHARED : SPACE_CONSTANT;
	} else if (is_local(ps)) {
		f.space = SPACE_GLOBAL;  /* the stack (cudasrc.h) */
	} else if (!check(ps, T_NAME)) {
		expected(ps, "an array's name, 'shared' or 'constant'");
		return;
	} else if ((f.array = find_array(ps, tokstr(ps, &ps->tok))) == NULL) {
		unknown_array(ps, at, tokstr(ps, &ps->tok));
		return;
	}
	if (ps->P->kernel != NULL) {
		/* the kernel ran its loads with the contents declared so far */
		PARSE_ERROR(ps, at, PARSE_CONTENTS_AFTER_KERNEL);
		return;
	}
	for (i = 0; i < ps->nfills; i++)
		if (ps->fills[i].array == f.array &&
		    (f.array != NULL || ps->fills[i].space == f.space)) {
			PARSE_ERROR(ps, at, PARSE_CONTENTS_TWICE,
			            tokstr(ps, &ps->tok));
			return;
		}
	next(ps);
	if (!expect_tok(ps, T_ASSIGN))
		return;
	if (accept_word(ps, "iota")) {
		f.fill = FILL_IOTA;
	} else {
		f.fill = FILL_VALUE;
		if (!const_expr(ps, "an array's contents", &f.value))
			return;
	}
	ps->fills = xrealloc(ps->fills, sizeof(*ps->fills) *
	                                (size_t)(ps->nfills + 1));
	if (ps->nfills == 0)
		ps->fills_at = kw;
	ps->fills[ps->nfills++] = f;
}

static void
cuda_add(const char ***v, int *n, const char *s)
{
	*v = xrealloc(*v, sizeof(**v) * (size_t)(*n + 1));
	(*v)[(*n)++] = s;
}

/* cudaopt -> 'cuda_include' STRING
              | 'cuda_define' (STRING | NAME ['=' (NUMBER | NAME)])
   A folder the kernel's .cu searches for its #include files (beside the
   pattern, as an 'include' is), or a macro its compile defines. */
static void
cuda_option(parser *ps)
{
	bool inc = is_word(ps, "cuda_include");
	pat_loc at = ps->tok.loc;
	const char *v;

	if (ps->depth > 0 || ps->P->kernel != NULL) {
		if (ps->depth > 0)
			PARSE_ERROR(ps, at, PARSE_TOP_LEVEL_ONLY,
			            tokstr(ps, &ps->tok));
		else
			PARSE_ERROR(ps, at, PARSE_CUDA_OPTION_AFTER_KERNEL,
			            tokstr(ps, &ps->tok));
		return;
	}
	next(ps);
	if (check(ps, T_STRING)) {
		v = arena_strndup(ps->A, ps->tok.start + 1,
		                  (size_t)ps->tok.loc.len - 2);
		next(ps);
	} else if (!inc && check(ps, T_NAME)) {
		const char *name = tokstr(ps, &ps->tok);
		next(ps);
		if (accept(ps, T_ASSIGN)) {
			if (!check(ps, T_NUM) && !check(ps, T_NAME)) {
				expected(ps, "the macro's value (a number or a name)");
				return;
			}
			char buf[512];
			snprintf(buf, sizeof(buf), "%s=%.*s", name, ps->tok.loc.len,
			         ps->tok.start);
			v = arena_strndup(ps->A, buf, strlen(buf));
			next(ps);
		} else {
			v = name;
		}
	} else {
		expected(ps, inc ? "the folder's name in quotes"
		                 : "the macro: NAME, NAME = VALUE or \"NAME=VALUE\"");
		return;
	}
	if (inc)
		cuda_add(&ps->cuda.include, &ps->cuda.ninclude,
		         include_path(ps, v));
	else
		cuda_add(&ps->cuda.define, &ps->cuda.ndefine, v);
}

/* kernel -> 'kernel' STRING (NAME | STRING) '(' [bind {',' bind}] ')'
   bind -> NAME (an array) | expr (a value)
   (Its checks and the binding list, one after another, make it long.) */
/* A kernel parameter's floating-point value, 2.5 or -1e-3, alone before
   ',' or ')': true with x set and its tokens taken; false, nothing taken,
   where the bind is anything else (read from the text, so that nothing
   is lexed twice). */
static bool
float_bind(parser *ps, cudasrc_bind *x)
{
	const char *s = ps->tok.start, *n, *after;
	char *end;
	double v;

	if (!(check(ps, T_MINUS) || (check(ps, T_NUM) && ps->tok.isfloat)))
		return false;
	n = s + (*s == '-');
	while (*n == ' ' || *n == '\t')
		n++;
	if (!(isdigit((unsigned char)*n) || *n == '.'))
		return false;
	v = strtod(n, &end);
	/* digits and one point, as the lexer's numbers with a point (not
	   a hexadecimal integer, which strtod reads too) */
	if (end == n || memchr(n, '.', (size_t)(end - n)) == NULL ||
	    strspn(n, "0123456789.") != (size_t)(end - n))
		return false;
	for (after = end; *after == ' ' || *after == '\t'; after++)
		;
	if (*after != ',' && *after != ')')
		return false;
	while (ps->tok.start < end && !check(ps, T_EOF))
		next(ps);
	x->isfloat = true;
	x->fvalue = *s == '-' ? -v : v;
	x->name = arena_strndup(ps->A, s, (size_t)(end - s));
	return true;
}

static void
kernel_stmt(parser *ps)
{
	cudasrc_bind b[64];
	const char *file, *path, *name;
	const sim_arch *arch;
	pat_loc at = ps->tok.loc, open;
	cudasrc *k;
	int nb = 0, cc;

	ps->saw_kernel |= is_word(ps, "kernel");
	if (ps->depth > 0) {
		PARSE_ERROR(ps, at, PARSE_TOP_LEVEL_ONLY, tokstr(ps, &ps->tok));
		return;
	}
	if (is_word(ps, "contents")) {
		contents_decl(ps);
		return;
	}
	if (ps->P->kernel != NULL) {
		PARSE_ERROR(ps, at, PARSE_KERNEL_TWICE);
		return;
	}
	if (ps->P->naccesses > 0) {
		PARSE_ERROR(ps, at, PARSE_KERNEL_WITH_ACCESSES);
		return;
	}
	next(ps);
	if (!check(ps, T_STRING)) {
		expected(ps, "the CUDA file's name in quotes");
		return;
	}
	file = arena_strndup(ps->A, ps->tok.start + 1,
	                     (size_t)ps->tok.loc.len - 2);
	path = include_path(ps, file);
	next(ps);
	if (check(ps, T_STRING)) {
		name = arena_strndup(ps->A, ps->tok.start + 1,
		                     (size_t)ps->tok.loc.len - 2);
		next(ps);
	} else if (check(ps, T_NAME)) {
		const char *from = ps->tok.start;
		name = name_of(ps);
		/* a template's instance, tpose<32> or scale<float>, as C++
		   writes it: the text to the '>' that closes the '<' */
		if (check(ps, T_LT)) {
			int depth = 0;
			do {
				depth += check(ps, T_LT) ? 1 : check(ps, T_GT) ? -1 :
				         check(ps, T_SHR) ? -2 : 0;
				if (check(ps, T_EOF) || check(ps, T_NEWLINE) ||
				    depth < 0) {
					expected(ps, "the '>' that closes the template's "
					         "arguments");
					return;
				}
				if (depth == 0)
					break;
				next(ps);
			} while (depth > 0);
			name = arena_strndup(ps->A, from, (size_t)(ps->tok.start +
			                     ps->tok.loc.len - from));
			next(ps);
		}
	} else {
		expected(ps, "the kernel's name");
		return;
	}
	open = ps->tok.loc;
	if (!expect_tok(ps, T_LPAREN))
		return;
	while (!check(ps, T_RPAREN)) {
		cudasrc_bind *x = &b[nb];
		if (nb == 64) {
			PARSE_ERROR(ps, ps->tok.loc, PARSE_KERNEL_PARAMS);
			return;
		}
		memset(x, 0, sizeof(*x));
		x->loc = ps->tok.loc;
		x->name = tokstr(ps, &ps->tok);
		if (check(ps, T_NAME) && (x->array = find_array(ps, x->name)) &&
		    (next(ps), check(ps, T_COMMA) || check(ps, T_RPAREN))) {
			/* an array */
		} else if (float_bind(ps, x)) {
			/* a floating-point number, for a float parameter */
		} else if (x->array != NULL) {
			expected(ps, "',' or ')' after the array");
			return;
		} else if (!const_expr(ps, "a kernel parameter's value",
		                       &x->value)) {
			return;
		}
		nb++;
		if (!accept(ps, T_COMMA))
			break;
	}
	if (!expect_close(ps, T_RPAREN, T_LPAREN, open))
		return;
	/* the profile the report will be for */
	arch = pat_profile(ps->P, ps->arch);
	/* the profile's own (cudasrc_open compiles an older one's PTX for
	   compute_75, and asks ptxas only of the real one) */
	cc = arch->cc_major * 10 + arch->cc_minor;
	k = cudasrc_open(ps->A, path, name, &ps->cuda, b, nb, ps->fills,
	                 ps->nfills,
	                 ps->arrays, ps->P->narrays, cc, ps->file, ps->src, at,
	                 ps->d);
	if (k == NULL) {
		ps->failed = true;
		return;
	}
	ps->P->kernel = k;
	ps->P->kernel_loc = at;
	kernel_accesses(ps, k, file, at);
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
	    is_word(ps, "view") || is_word(ps, "registers") || is_local(ps)) {
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
			include_decl(ps);
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
		s = access_stmt(ps, ACCESS_RW);
	} else if (k == T_FOR) {
		s = for_stmt(ps);
	} else if (k == T_IF) {
		s = if_stmt(ps);
	} else if (k == T_EXPECT) {
		s = expect_stmt(ps);
	} else if (is_word(ps, "sync") || is_word(ps, "__syncthreads")) {
		s = sync_stmt(ps);
	} else if ((is_word(ps, "cuda_include") ||
	            is_word(ps, "cuda_define")) &&
	           find_var(ps, tokstr(ps, &ps->tok)) == NULL &&
	           find_array(ps, tokstr(ps, &ps->tok)) == NULL) {
		cuda_option(ps);
	} else if ((is_word(ps, "kernel") || is_word(ps, "contents")) &&
	           find_var(ps, tokstr(ps, &ps->tok)) == NULL &&
	           find_array(ps, tokstr(ps, &ps->tok)) == NULL) {
		/* (a variable or array of that name keeps its meaning) */
		kernel_stmt(ps);
		ps->labels_unsure |= ps->failed && ps->P->kernel == NULL;
	} else if (k == T_NAME) {
		s = name_statement(ps);
	} else if (is_incdec(ps)) {
		s = assign_stmt(ps);
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
		if (statement_into(ps, &tail))
			continue;
		if (ps->fatal)
			break;
		skip_statement(ps);
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
	if (ps->nfills > 0 && !ps->saw_kernel)
		PARSE_ERROR(ps, ps->fills_at, PARSE_CONTENTS_UNUSED);
	if (ps->P->naccesses == 0 && d->nerrors == errors)
		PARSE_ERROR(ps, eof, PARSE_NO_ACCESS);
}

/* The growing lists copied into the program's arena, the parser's own
   freed. */
/* The stable names of the statements' accesses (pat.h): the label, else
   ARRAY_KIND_N, counting every access of the array and kind in the
   order of the file, labelled or not (so that labelling one renames no
   other); a kernel's have theirs (kernel_names). Where a label has that
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
	free(ps->params);
	free(ps->types);
	free(ps->accesses);
	free(ps->expects);
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
	return pat_parse_for(file, src, len, defs, ndefs, NULL, NULL, d);
}

pat_program *
pat_parse_for(const char *file, const char *src, size_t len,
              pat_define *defs, int ndefs, const sim_arch *arch,
              const pat_cuda *cuda, struct diag *d)
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
	ps.arch = arch;
	ps.file = P->file;
	ps.src = src;
	/* the command line's folders and macros, then the pattern's */
	if (cuda != NULL) {
		for (int i = 0; i < cuda->ninclude; i++)
			cuda_add(&ps.cuda.include, &ps.cuda.ninclude,
			         arena_strndup(A, cuda->include[i],
			                       strlen(cuda->include[i])));
		for (int i = 0; i < cuda->ndefine; i++)
			cuda_add(&ps.cuda.define, &ps.cuda.ndefine,
			         arena_strndup(A, cuda->define[i],
			                       strlen(cuda->define[i])));
		ps.cuda.replace_path = cuda->replace_path;
		ps.cuda.replace_text = cuda->replace_text;
	}
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

