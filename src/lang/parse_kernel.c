/*
 * parse_kernel.c - the 'kernel' statement: a .cu file's kernel named with
 * its parameters bound (arrays by name, values as numbers), read into the
 * program's pat_kernel; the 'contents' its loads read, and the
 * 'cuda_include' and 'cuda_define' options of its compile. Nothing here
 * compiles: the CUDA front end does, after the parse (cudasrc_attach in
 * src/cuda/kernelpat.c), and makes the kernel's accesses the program's.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parse_int.h"

/* The leaf of e that is neither a number nor the variable of slot, or
   NULL. */
static const pat_expr *
not_of_index(const pat_expr *e, int slot)
{
	const pat_expr *x;

	if (e == NULL || e->op == E_NUM || (e->op == E_VAR && e->slot == slot))
		return NULL;
	if (e->op == E_VAR || e->op == E_BUILTIN || e->op == E_PARAM)
		return e;
	if ((x = not_of_index(e->a, slot)) != NULL ||
	    (x = not_of_index(e->b, slot)) != NULL)
		return x;
	return not_of_index(e->c, slot);
}

/* What a 'contents' line gives after its '=' into f: 'iota' alone (the
   element's index), a constant, or for an array an expression in which
   'iota' is the element's index (row_ptr[i] = i * 8: 'iota * 8'); false
   after an error. */
static bool
contents_value(parser *ps, pat_contents *f)
{
	const pat_expr *bad;
	scope_var *v;
	pat_expr *e;

	if (ps->nscope == MAX_SCOPE) {
		PARSE_ERROR(ps, ps->tok.loc, PARSE_TOO_MANY_VARIABLES, MAX_SCOPE);
		return false;
	}
	/* 'iota' a variable of the expression alone: the element's index */
	v = &ps->scope[ps->nscope++];
	memset(v, 0, sizeof(*v));
	v->name = "iota";
	v->depth = ps->depth;
	v->loops = ps->loops;
	v->line = ps->tok.loc.line;
	v->slot = ps->P->nslots++;
	e = parse_expr(ps);
	ps->nscope--;
	if (e == NULL || !parse_reached(ps, e))
		return false;
	f->slot = v->slot;
	if (e->op == E_VAR && e->slot == v->slot) {
		f->fill = FILL_IOTA;
	} else if (e->op == E_NUM) {
		f->fill = FILL_VALUE;
		f->value = e->num;
	} else if (f->array == NULL) {
		/* a kernel's own variables, or its stack: one value */
		PARSE_ERROR(ps, e->loc, PARSE_NOT_CONSTANT,
		            "the contents of a kernel's own variables or stack");
		return false;
	} else if ((bad = not_of_index(e, v->slot)) != NULL) {
		PARSE_ERROR(ps, bad->loc, PARSE_CONTENTS_EXPR,
		            bad->name != NULL ? bad->name : "?");
		return false;
	} else if (e->height > PAT_CONTENTS_HEIGHT) {
		PARSE_ERROR(ps, e->loc, PARSE_CONTENTS_HEIGHT, e->height,
		            PAT_CONTENTS_HEIGHT);
		return false;
	} else {
		f->fill = FILL_EXPR;
		f->expr = e;
		f->linear = pat_expr_linear(e, v->slot, &f->scale, &f->offset);
	}
	return true;
}

/* contents -> 'contents' (NAME | 'shared' | 'constant' | 'local') '='
   ('iota' | expr): what the kernel's loads of the array (or of its own
   variables of the space, or of its stack before it stores) read; in an
   array's expr, 'iota' is the element's index */
static void
contents_decl(parser *ps)
{
	pat_contents f;
	pat_loc at, kw = ps->tok.loc;
	int i;

	memset(&f, 0, sizeof(f));
	next(ps);
	at = ps->tok.loc;
	if (check(ps, T_SHARED) || check(ps, T_CONSTANT)) {
		/* the kernel's own variables of the space */
		f.space = check(ps, T_SHARED) ? SPACE_SHARED : SPACE_CONSTANT;
	} else if (parse_is_local(ps)) {
		f.space = SPACE_GLOBAL;  /* the stack (cudasrc.h) */
	} else if (!check(ps, T_NAME)) {
		parse_expected(ps, "an array's name, 'shared' or 'constant'");
		return;
	} else if ((f.array = find_array(ps, tokstr(ps, &ps->tok))) == NULL) {
		parse_unknown_array(ps, at, tokstr(ps, &ps->tok));
		return;
	}
	if (ps->P->kernel_stmt != NULL) {
		/* the kernel's loads read the contents declared before it */
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
	if (!contents_value(ps, &f))
		return;
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
void
parse_cuda_option(parser *ps)
{
	bool inc = is_word(ps, "cuda_include");
	pat_loc at = ps->tok.loc;
	const char *v;

	if (ps->depth > 0 || ps->P->kernel_stmt != NULL) {
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
				parse_expected(ps, "the macro's value "
				               "(a number or a name)");
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
		parse_expected(ps, inc ? "the folder's name in quotes"
		                       : "the macro: NAME, NAME = VALUE or "
		                         "\"NAME=VALUE\"");
		return;
	}
	if (inc)
		cuda_add(&ps->cuda.include, &ps->cuda.ninclude,
		         parse_include_path(ps, v));
	else
		cuda_add(&ps->cuda.define, &ps->cuda.ndefine, v);
}

/* A kernel parameter's floating-point value, 2.5 or -1e-3, alone before
   ',' or ')': true with x set and its tokens taken; false, nothing taken,
   where the bind is anything else (read from the text, so that nothing
   is lexed twice). */
static bool
float_bind(parser *ps, pat_bind *x)
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

/* The kernel's name after its file: a STRING, or a NAME with a
   template's instance, tpose<32> or scale<float>, as C++ writes it (the
   text to the '>' that closes the '<'); NULL after an error. */
static const char *
kernel_name(parser *ps)
{
	const char *from = ps->tok.start, *name;
	int depth = 0;

	if (check(ps, T_STRING)) {
		name = arena_strndup(ps->A, ps->tok.start + 1,
		                     (size_t)ps->tok.loc.len - 2);
		next(ps);
		return name;
	}
	if (!check(ps, T_NAME)) {
		parse_expected(ps, "the kernel's name");
		return NULL;
	}
	name = name_of(ps);
	if (!check(ps, T_LT))
		return name;
	do {
		depth += check(ps, T_LT) ? 1 : check(ps, T_GT) ? -1 :
		         check(ps, T_SHR) ? -2 : 0;
		if (check(ps, T_EOF) || check(ps, T_NEWLINE) || depth < 0) {
			parse_expected(ps, "the '>' that closes the template's "
			               "arguments");
			return NULL;
		}
		if (depth == 0)
			break;
		next(ps);
	} while (depth > 0);
	name = arena_strndup(ps->A, from, (size_t)(ps->tok.start +
	                     ps->tok.loc.len - from));
	next(ps);
	return name;
}

/* '(' [bind {',' bind}] ')': the kernel's parameters into b (64 at
   most), their number into *nb; false after an error. */
static bool
kernel_binds(parser *ps, pat_bind *b, int *nb)
{
	pat_loc open = ps->tok.loc;

	if (!expect_tok(ps, T_LPAREN))
		return false;
	while (!check(ps, T_RPAREN)) {
		pat_bind *x = &b[*nb];
		if (*nb == 64) {
			PARSE_ERROR(ps, ps->tok.loc, PARSE_KERNEL_PARAMS);
			return false;
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
			parse_expected(ps, "',' or ')' after the array");
			return false;
		} else {
			bool ok;
			ps->binds = true;
			ok = parse_const_expr(ps, "a kernel parameter's value",
			                      &x->value);
			ps->binds = false;
			if (!ok)
				return false;
		}
		(*nb)++;
		if (!accept(ps, T_COMMA))
			break;
	}
	return parse_expect_close(ps, T_RPAREN, T_LPAREN, open);
}

/* kernel -> 'kernel' STRING (NAME | STRING) '(' [bind {',' bind}] ')'
   bind -> NAME (an array) | expr (a value)
   A 'contents' line comes here too: both are top-level only. */
void
parse_kernel_stmt(parser *ps)
{
	pat_bind b[64];
	const char *file, *path, *name;
	pat_loc at = ps->tok.loc;
	pat_kernel *k;
	int nb = 0;

	ps->saw_kernel |= is_word(ps, "kernel");
	if (ps->depth > 0) {
		PARSE_ERROR(ps, at, PARSE_TOP_LEVEL_ONLY, tokstr(ps, &ps->tok));
		return;
	}
	if (is_word(ps, "contents")) {
		contents_decl(ps);
		return;
	}
	if (ps->P->kernel_stmt != NULL) {
		PARSE_ERROR(ps, at, PARSE_KERNEL_TWICE);
		return;
	}
	if (ps->P->naccesses > 0) {
		PARSE_ERROR(ps, at, PARSE_KERNEL_WITH_ACCESSES);
		return;
	}
	next(ps);
	if (!check(ps, T_STRING)) {
		parse_expected(ps, "the CUDA file's name in quotes");
		return;
	}
	file = arena_strndup(ps->A, ps->tok.start + 1,
	                     (size_t)ps->tok.loc.len - 2);
	path = parse_include_path(ps, file);
	next(ps);
	if ((name = kernel_name(ps)) == NULL || !kernel_binds(ps, b, &nb))
		return;
	/* read, not compiled: cudasrc_attach compiles it after the parse,
	   for the profile the whole file names */
	k = arena_alloc(ps->A, sizeof(*k));
	memset(k, 0, sizeof(*k));
	k->file = file;
	k->path = path;
	k->name = name;
	k->nbinds = nb;
	k->binds = arena_alloc(ps->A, sizeof(*b) * (size_t)(nb + 1));
	memcpy(k->binds, b, sizeof(*b) * (size_t)nb);
	k->nfills = ps->nfills;
	k->fills = arena_alloc(ps->A, sizeof(*ps->fills) *
	                              (size_t)(ps->nfills + 1));
	if (ps->nfills > 0)
		memcpy(k->fills, ps->fills, sizeof(*ps->fills) *
		                            (size_t)ps->nfills);
	k->cuda.ninclude = ps->cuda.ninclude;
	k->cuda.include = arena_alloc(ps->A, sizeof(char *) *
	                                     (size_t)(ps->cuda.ninclude + 1));
	for (int i = 0; i < ps->cuda.ninclude; i++)
		k->cuda.include[i] = ps->cuda.include[i];
	k->cuda.ndefine = ps->cuda.ndefine;
	k->cuda.define = arena_alloc(ps->A, sizeof(char *) *
	                                    (size_t)(ps->cuda.ndefine + 1));
	for (int i = 0; i < ps->cuda.ndefine; i++)
		k->cuda.define[i] = ps->cuda.define[i];
	k->loc = at;
	k->stmt_file = ps->file;
	k->stmt_src = ps->src;
	ps->P->kernel_stmt = k;
	ps->P->kernel_loc = at;
}
