/*
 * parse_include.c - the 'include' statement: another pattern file found
 * beside the including one, read (bounded, no NUL byte, no cycle, not
 * too deep) and parsed as if its text stood at the include's place, its
 * diagnostics naming it. parse_include_path also finds a 'kernel'
 * statement's .cu and a 'cuda_include' folder, beside the pattern.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "parse_int.h"
#include "source.h"

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
const char *
parse_include_path(parser *ps, const char *name)
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
		if (parse_statement_into(ps, ps->tail))
			continue;
		if (ps->failed) {
			if (ps->fatal)
				return;
			parse_skip_statement(ps);
			if (d->max_errors > 0 && d->nerrors > d->max_errors)
				return;
		}
	}
}

/* include -> 'include' STRING: another pattern file, its declarations
   and statements read as if they stood here, its name relative to the
   including file; diagnostics name it. */
void
parse_include_decl(parser *ps)
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
		parse_expected(ps, "a file name in quotes");
		return;
	}
	name = arena_strndup(ps->A, ps->tok.start + 1,
	                     (size_t)ps->tok.loc.len - 2);
	next(ps);
	if (!end_of_statement(ps)) {
		parse_expected(ps, "end of line");
		return;
	}
	path = parse_include_path(ps, name);
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