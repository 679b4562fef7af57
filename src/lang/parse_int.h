/*
 * parse_int.h - the parser's insides, shared by its files: parse.c (the
 * grammar: declarations, expressions, the pattern language's statements,
 * the program), parse_include.c ('include'), parse_expect.c ('expect' and
 * its real-valued expressions), parse_cform.c (the C forms, read as the
 * statements they stand for) and parse_kernel.c ('kernel': a .cu
 * kernel's parameters bound, read for the CUDA front end). Nothing
 * else includes it: pat.h's pat_parse is the parser's interface.
 *
 * The small token and name helpers are inline here; each file's own
 * helpers are static in it.
 */
#ifndef PARSE_INT_H
#define PARSE_INT_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "lex.h"
#include "pat.h"
#include "symtab.h"

#define MAX_SCOPE 256         /* visible lets and loop variables */
#define MAX_DEPTH 64          /* nested blocks and parentheses */
#define MAX_ARRAYS PAT_MAX_ARRAYS
#define MAX_ACCESSES PAT_MAX_ACCESSES
#define MAX_INCLUDE 8         /* nested include files */

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
	const char *contents_of;     /* OPAQUE_LOADED from an array with
	                                'contents' (the array's name) */
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

typedef struct label {
	const char *name;
	pat_stmt *access;
} label;

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
	pat_contents *fills;
	int nfills;
	pat_loc fills_at;            /* the first 'contents' line */
	bool saw_kernel;             /* a 'kernel' statement, good or not */
	bool fills_read;             /* a written read took its value from
	                                'contents' ('int j = idx[i]') */
	const pat_stmt *fill_read[MAX_ARRAYS];  /* per array: the first
	                                such read, or NULL */
	bool binds;                  /* reading a kernel's parameters: an
	                                unknown name may be a misspelt array */
	pat_cuda cuda;               /* its compile's folders and macros,
	                                the pattern's own */
	/* 'expect' lines that name the kernel's accesses, which its
	   compile after the parse resolves (pat_kexpect) */
	pat_kexpect *kexpects;
	int nkexpects, ckexpects;
} parser;

/* The access statements: 'read' and 'write', 'atomic', 'ldg'. */
enum access_word { ACCESS_RW, ACCESS_ATOMIC, ACCESS_LDG };

/* The statements whose head may fail with their body still read
   (parse_failed_head). */
enum head { HEAD_FOR, HEAD_IF, HEAD_WHILE };

/* The closest name to a misspelt one (diag.h's rule). */
typedef diag_guess suggestion;

/* ---------------------------------------------------------- names */


static inline scope_var *
find_var(parser *ps, const char *name)
{
	int i;
	for (i = ps->nscope - 1; i >= 0; i--) {
		if (strcmp(ps->scope[i].name, name) == 0)
			return &ps->scope[i];
	}
	return NULL;
}

static inline pat_param *
find_param(parser *ps, const char *name)
{
	int i = sym_find(&ps->param_syms, name);
	return i < 0 ? NULL : &ps->params[i];
}

static inline pat_array *
find_array(parser *ps, const char *name)
{
	int i = sym_find(&ps->array_syms, name);
	return i < 0 ? NULL : &ps->arrays[i];
}

static inline const pat_type *
find_type(parser *ps, const char *name)
{
	int i = sym_find(&ps->type_syms, name);
	return i < 0 ? NULL : ps->types[i];
}

static inline pat_stmt *
find_label(parser *ps, const char *name)
{
	int i = sym_find(&ps->label_syms, name);
	return i < 0 ? NULL : ps->labels[i].access;
}

static inline void
consider(suggestion *g, const char *cand)
{
	diag_guess_consider(g, cand);
}

static inline void
consider_syms(suggestion *g, const symtab *t)
{
	size_t i;

	for (i = 0; i < t->cap; i++)
		consider(g, t->name[i]);
}

/* " (did you mean 'X'?)", or "" if nothing is close; in the arena. */
static inline const char *
mean(struct arena *A, const suggestion *g)
{
	char buf[160];

	diag_guess_text(g, buf, sizeof(buf));
	return arena_strndup(A, buf, strlen(buf));
}

/* --------------------------------------------------------- tokens */

static inline void
next(parser *ps)
{
	ps->prev = ps->tok;
	lex_next(&ps->lx, &ps->tok);
}

static inline bool
check(parser *ps, enum tok k)
{
	return ps->tok.kind == k;
}

static inline bool
accept(parser *ps, enum tok k)
{
	if (ps->tok.kind != k)
		return false;
	next(ps);
	return true;
}

/* The text of a name or number token. */
static inline char *
tokstr(parser *ps, const token *t)
{
	return arena_strndup(ps->A, t->start, (size_t)t->loc.len);
}

static inline char *
name_of(parser *ps)
{
	char *s = tokstr(ps, &ps->tok);
	next(ps);
	return s;
}

/* A word that is a keyword in one place only: 'in', 'step', 'offset',
   'as'. */
static inline bool
is_word(parser *ps, const char *w)
{
	return ps->tok.kind == T_NAME && ps->tok.loc.len == (int)strlen(w) &&
	       memcmp(ps->tok.start, w, strlen(w)) == 0;
}

static inline bool
accept_word(parser *ps, const char *w)
{
	if (!is_word(ps, w))
		return false;
	next(ps);
	return true;
}

/* Whether the current token opens '++' or '--'. */
static inline bool
is_incdec(parser *ps)
{
	return (check(ps, T_PLUS) || check(ps, T_MINUS)) &&
	       ps->tok.start[1] == ps->tok.start[0];
}

static inline bool
end_of_statement(parser *ps)
{
	return check(ps, T_NEWLINE) || check(ps, T_SEMI) || check(ps, T_EOF) ||
	       check(ps, T_RBRACE);
}

static inline void
skip_newlines(parser *ps)
{
	while (check(ps, T_NEWLINE) || check(ps, T_SEMI))
		next(ps);
}

static inline pat_loc
span(pat_loc a, pat_loc b)
{
	pat_loc l = a;
	if (b.line == a.line && b.col + b.len > a.col)
		l.len = b.col + b.len - a.col;
	return l;
}

/* ------------------------------------------------------ parse.c */

/* Message id of msg.h at loc; the statement has failed. */
#define PARSE_ERROR(ps, loc, id, ...) \
	parse_error((ps), #id, (loc), MSG_##id, ##__VA_ARGS__)

void parse_error(parser *ps, const char *id, pat_loc loc,
                 enum diag_level lv, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
void parse_expected(parser *ps, const char *what);
bool parse_expect_close(parser *ps, enum tok close, enum tok open,
                        pat_loc where);
void *parse_grow(void *p, int n, int *cap, size_t size, int first);

static inline bool
expect_tok(parser *ps, enum tok k)
{
	if (accept(ps, k))
		return true;
	parse_expected(ps, lex_name(k));
	return false;
}

/* names whose declaration erred, labels of accesses that erred */
void parse_failed_name(parser *ps, const char *name);
bool parse_name_failed(parser *ps, const char *name);
bool parse_label_failed(parser *ps, const char *name);
void parse_consider_values(parser *ps, suggestion *g);
void parse_skip_statement(parser *ps);

/* expressions */
pat_expr *parse_new_expr(parser *ps, enum pat_eop op, pat_loc loc);
pat_expr *parse_fold(parser *ps, pat_expr *e);
bool parse_reached(parser *ps, const pat_expr *e);
pat_expr *parse_primary(parser *ps);
int parse_binop(enum tok k, enum pat_eop *op);
pat_expr *parse_expr(parser *ps);
bool parse_const_expr(parser *ps, const char *what, int64_t *v);

/* statements, and the names they declare */
pat_stmt *parse_new_stmt(parser *ps, enum pat_skind k, pat_loc loc);
const char *parse_stmt_text(parser *ps, const char *from);
int parse_new_slot(parser *ps, const char *name, pat_loc loc,
                   const pat_expr *constant);
int parse_shadow_slot(parser *ps, const scope_var *old, pat_loc loc,
                      const pat_expr *constant);
void parse_opaque_name(parser *ps, const char *name, pat_loc loc,
                       enum opaque why);
void parse_opaque_error(parser *ps, pat_loc loc, const char *name,
                        const scope_var *v);
bool parse_is_local(parser *ps);
bool parse_statement_into(parser *ps, pat_stmt ***tail);
pat_stmt *parse_block(parser *ps, bool *ok);
void parse_failed_head(parser *ps, enum head h);

/* accesses */
void parse_unknown_array(parser *ps, pat_loc loc, const char *name);
pat_stmt *parse_access_target(parser *ps, bool store);
bool parse_access_reached(parser *ps, const pat_stmt *s);
bool parse_atomic_fits(parser *ps, const pat_stmt *s, pat_loc at);
/* After 'ldg' (or '__ldg(&', at loc): the element it reads through the
   read-only path, of a global array (an error otherwise); NULL after an
   error. */
pat_stmt *parse_ldg_target(parser *ps, pat_loc loc);
pat_stmt *parse_access_stmt(parser *ps, enum access_word w);
void parse_access_register(parser *ps, pat_stmt *s);
void parse_add_label(parser *ps, const char *name, pat_stmt *s);

/* ---------------------------------------------- the other files */

/* parse_include.c */
void parse_include_decl(parser *ps);
const char *parse_include_path(parser *ps, const char *name);

/* parse_expect.c */
pat_stmt *parse_expect_stmt(parser *ps);

/* parse_cform.c */
pat_stmt *parse_name_statement(parser *ps);
pat_stmt *parse_assign_stmt(parser *ps);
bool parse_for_c_head(parser *ps, pat_stmt *s);

/* parse_kernel.c */
void parse_cuda_option(parser *ps);
void parse_kernel_stmt(parser *ps);

#endif
