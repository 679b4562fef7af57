/*
 * cutext.c - a CUDA source read as text (cutext.h). Brackets and words
 * are looked for in code only: a comment or a string that holds them is
 * passed over.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "cutext.h"

static bool
ident_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

size_t
cutext_code(const char *t, size_t len, size_t i)
{
	while (i < len) {
		if (t[i] == '/' && i + 1 < len && t[i + 1] == '/') {
			while (i < len && t[i] != '\n')
				i++;
		} else if (t[i] == '/' && i + 1 < len && t[i + 1] == '*') {
			i += 2;
			while (i + 1 < len && !(t[i] == '*' && t[i + 1] == '/'))
				i++;
			i += 2;
		} else if (t[i] == '"' || t[i] == '\'') {
			char q = t[i++];
			while (i < len && t[i] != q)
				i += t[i] == '\\' ? 2 : 1;
			i++;
		} else {
			return i;
		}
	}
	return len;
}

size_t
cutext_closing(const char *t, size_t len, size_t i)
{
	int depth = 0;

	for (i = cutext_code(t, len, i); i < len;
	     i = cutext_code(t, len, i + 1)) {
		if (strchr("([{", t[i]))
			depth++;
		else if (strchr(")]}", t[i]) && --depth == 0)
			return i;
	}
	return len;
}

bool
cutext_word_at(const char *t, size_t len, size_t i, const char *word,
               size_t n)
{
	return i + n <= len && memcmp(t + i, word, n) == 0 &&
	       (i == 0 || !ident_char(t[i - 1])) &&
	       (i + n == len || !ident_char(t[i + n]));
}

size_t
cutext_skip_space(const char *t, size_t len, size_t i)
{
	while (i < len && isspace((unsigned char)t[i]))
		i++;
	return i;
}

bool
cutext_kernel_body(const char *t, size_t len, const char *name,
                   size_t *from, size_t *to)
{
	const size_t n = strlen(name);
	size_t i, g = len;

	for (i = cutext_code(t, len, 0); i < len;
	     i = cutext_code(t, len, i + 1)) {
		if (cutext_word_at(t, len, i, "__global__", 10))
			g = i;
		if (g < len && cutext_word_at(t, len, i, name, n)) {
			size_t j = cutext_skip_space(t, len, i + n), k;
			if (j >= len || t[j] != '(')
				continue;
			k = cutext_skip_space(t, len,
			                      cutext_closing(t, len, j) + 1);
			while (k < len && t[k] != '{' && t[k] != ';')
				k++;     /* __launch_bounds__ and the like */
			if (k < len && t[k] == '{') {
				*from = k;
				*to = cutext_closing(t, len, k);
				return *to < len;
			}
			g = len;
		}
	}
	return false;
}

bool
cutext_kernel_param(const char *t, size_t len, const char *kernel,
                    const char *param, char *buf, size_t size)
{
	size_t from, to, open, close, i, start;
	const size_t np = strlen(param);

	const size_t nk = strlen(kernel);

	if (!cutext_kernel_body(t, len, kernel, &from, &to))
		return false;
	/* the list: the '(' right after the kernel's name, whose body is
	   that one (past a __launch_bounds__(...) between them) */
	for (open = cutext_code(t, len, 0), close = len; open < from;
	     open = cutext_code(t, len, open + 1)) {
		size_t j, k;
		if (!cutext_word_at(t, len, open, kernel, nk))
			continue;
		j = cutext_skip_space(t, len, open + nk);
		if (j >= len || t[j] != '(')
			continue;
		k = cutext_closing(t, len, j);
		while (k < from && t[k] != '{' && t[k] != ';')
			k++;
		if (k == from) {
			open = j;
			close = cutext_closing(t, len, j);
			break;
		}
	}
	if (close >= from)
		return false;
	for (start = open + 1, i = cutext_code(t, len, start); i <= close;
	     i = cutext_code(t, len, i + 1)) {
		size_t q, w, last = 0, lastw = 0, n = 0;
		if (i < close && strchr("([{<", t[i])) {
			i = t[i] == '<' ? i : cutext_closing(t, len, i);
			continue;
		}
		if (i < close && t[i] != ',')
			continue;
		/* one parameter, [start, i): its last word is its name */
		for (q = cutext_code(t, len, start); q < i;
		     q = cutext_code(t, len, q + w)) {
			w = 1;
			if (ident_char(t[q]) && !isdigit((unsigned char)t[q])) {
				for (w = 0; q + w < i && ident_char(t[q + w]); w++)
					;
				last = q;
				lastw = w;
			}
		}
		if (lastw == np && memcmp(t + last, param, np) == 0) {
			for (q = cutext_code(t, len, start); q < last;
			     q = cutext_code(t, len, q + w)) {
				w = 1;
				if (isspace((unsigned char)t[q]))
					continue;
				if (ident_char(t[q]))
					for (w = 0; q + w < last && ident_char(t[q + w]);
					     w++)
						;
				if (n + w + 2 > size)
					return false;
				if (n > 0)
					buf[n++] = ' ';
				memcpy(buf + n, t + q, w);
				n += w;
			}
			buf[n] = '\0';
			return n > 0;
		}
		start = i + 1;
	}
	return false;
}

/* The end of the statement that i is in: its ';', or to. */
static size_t
statement_end(const char *t, size_t len, size_t i, size_t to)
{
	while (i < to && t[i] != ';')
		i = cutext_code(t, len, i + 1);
	return i < to ? i : to;
}

/* Where declarator name is in the statement [i, e), or e: followed by
   '[' (an array), or, where scalar, by ',', '=' or the statement's end
   (a variable of one element: '__shared__ float sum;'). */
static size_t
declarator(const char *t, size_t len, size_t i, size_t e, const char *name,
           bool scalar)
{
	const size_t n = strlen(name);

	for (; i < e; i = cutext_code(t, len, i + 1)) {
		size_t a;
		if (!cutext_word_at(t, len, i, name, n))
			continue;
		a = cutext_skip_space(t, len, i + n);
		if ((a < e && t[a] == '[') ||
		    (scalar && (a >= e || t[a] == ',' || t[a] == '=')))
			return i;
	}
	return e;
}

int
cutext_shared_decl(const char *t, size_t len, size_t from, size_t to,
                   const char *name, cutext_span *dims, cutext_span *stmt)
{
	size_t i;

	for (i = cutext_code(t, len, from); i < to;
	     i = cutext_code(t, len, i + 1)) {
		size_t e, j, k;
		int nd = 0;
		if (!cutext_word_at(t, len, i, "__shared__", 10))
			continue;
		e = statement_end(t, len, i, to);
		if ((j = declarator(t, len, i, e, name, false)) < e) {
			if (i >= 7 && memcmp(t + i - 7, "extern ", 7) == 0)
				return 0;   /* dynamic: the launch sizes it */
			k = cutext_skip_space(t, len, j + strlen(name));
			while (k < e && t[k] == '[' && nd < 3) {
				dims[nd].open = k;
				dims[nd].close = cutext_closing(t, len, k);
				k = cutext_skip_space(t, len,
				                      dims[nd++].close + 1);
			}
			stmt->open = i;
			stmt->close = e;
			return nd;
		}
		i = e;
	}
	return 0;
}

/* Whether the word at q (w bytes) is a qualifier, not a type's. */
static bool
qualifier(const char *q, size_t w)
{
	static const char *const quals[] = {
		"__shared__", "__constant__", "__device__", "__managed__",
		"extern", "static", "volatile", "const", "__align__",
	};

	for (size_t i = 0; i < sizeof(quals) / sizeof(quals[0]); i++)
		if (strlen(quals[i]) == w && memcmp(q, quals[i], w) == 0)
			return true;
	return false;
}

bool
cutext_decl_type(const char *t, size_t len, size_t from, size_t to,
                 const char *name, char *buf, size_t size)
{
	size_t i;

	for (i = cutext_code(t, len, from); i < to;
	     i = cutext_code(t, len, i + 1)) {
		size_t e, q, n = 0;
		if (!cutext_word_at(t, len, i, "__shared__", 10) &&
		    !cutext_word_at(t, len, i, "__constant__", 12))
			continue;
		e = statement_end(t, len, i, to);
		if (declarator(t, len, i, e, name, true) == e) {
			i = e;
			continue;
		}
		/* the statement's words up to its first declarator (a word
		   followed by '[', ',', '=' or its end), less qualifiers */
		for (q = i; q < e; q = cutext_code(t, len, q)) {
			size_t w = 0, after;
			if (t[q] == '(') {           /* __align__(16) */
				q = cutext_closing(t, len, q) + 1;
				continue;
			}
			if (!ident_char(t[q]) || isdigit((unsigned char)t[q])) {
				q++;
				continue;
			}
			while (q + w < e && ident_char(t[q + w]))
				w++;
			after = cutext_skip_space(t, len, q + w);
			if (after >= e || strchr("[,=", t[after]))
				break;           /* the first declarator */
			if (!qualifier(t + q, w)) {
				if (n + w + 2 > size)
					return false;    /* not part of it */
				if (n > 0)
					buf[n++] = ' ';
				memcpy(buf + n, t + q, w);
				n += w;
			}
			q += w;
		}
		if (n > 0 && n < size) {
			buf[n] = '\0';
			return true;
		}
		i = e;
	}
	return false;
}

bool
cutext_ident_char(char c)
{
	return ident_char(c);
}

bool
cutext_ident_start(char c)
{
	return c == '_' || isalpha((unsigned char)c);
}

bool
cutext_ident_at(const char *t, size_t len, size_t i, size_t *end)
{
	size_t j = i;

	if (i >= len || !cutext_ident_start(t[i]) ||
	    (i > 0 && ident_char(t[i - 1])))
		return false;
	while (j < len && ident_char(t[j]))
		j++;
	*end = j;
	return true;
}

char
cutext_thread_axis(const char *t, size_t len, size_t i, size_t *end)
{
	size_t j;

	if (!cutext_word_at(t, len, i, "threadIdx", 9))
		return 0;
	j = cutext_skip_space(t, len, i + 9);
	if (j >= len || t[j] != '.')
		return 0;
	j = cutext_skip_space(t, len, j + 1);
	if (j >= len || (t[j] != 'x' && t[j] != 'y') ||
	    (j + 1 < len && ident_char(t[j + 1])))
		return 0;
	*end = j + 1;
	return t[j];
}

void
cutext_definers(const char *t, size_t len, const char *word,
                cutext_names *rd)
{
	const size_t n = strlen(word);
	size_t i, j, k, e;

	memset(rd, 0, sizeof(*rd));
	for (i = cutext_code(t, len, 0); i < len; i = cutext_code(t, len, i + 1)) {
		if (!cutext_ident_at(t, len, i, &e))
			continue;
		j = cutext_skip_space(t, len, e);
		if (j >= len || t[j] != '(') {
			i = e - 1;
			continue;
		}
		k = cutext_skip_space(t, len, cutext_closing(t, len, j) + 1);
		/* past const, noexcept and the like */
		while (k < len && cutext_ident_start(t[k])) {
			while (k < len && ident_char(t[k]))
				k++;
			k = cutext_skip_space(t, len, k);
		}
		if (k < len && t[k] == '{') {
			const size_t close = cutext_closing(t, len, k);
			size_t m;
			for (m = cutext_code(t, len, k); m < close;
			     m = cutext_code(t, len, m + 1))
				if (cutext_word_at(t, len, m, word, n))
					break;
			if (m < close) {
				rd->at = xrealloc(rd->at, sizeof(size_t) *
				                  (size_t)(rd->n + 1));
				rd->len = xrealloc(rd->len, sizeof(size_t) *
				                   (size_t)(rd->n + 1));
				rd->at[rd->n] = i;
				rd->len[rd->n++] = e - i;
			}
			/* a definition's body holds no other definition */
			i = close < len ? close : len - 1;
			continue;
		}
		i = e - 1;
	}
}

bool
cutext_names_has(const cutext_names *rd, const char *t, const char *name,
                 size_t n)
{
	int k;

	for (k = 0; k < rd->n; k++)
		if (rd->len[k] == n && memcmp(t + rd->at[k], name, n) == 0)
			return true;
	return false;
}

void
cutext_names_free(cutext_names *rd)
{
	free(rd->at);
	free(rd->len);
	memset(rd, 0, sizeof(*rd));
}

bool
cutext_macro_names(const char *t, size_t len, const char *word)
{
	const size_t n = strlen(word);
	size_t i, j, k, end;

	for (i = 0; i < len; i++) {
		if (i > 0 && t[i - 1] != '\n')
			continue;
		j = cutext_skip_space(t, len, i);
		if (j >= len || t[j] != '#')
			continue;
		for (end = j; end < len && !(t[end] == '\n' && t[end - 1] != '\\');
		     end++)
			;
		for (k = j; k + n <= end; k++)
			if (cutext_word_at(t, len, k, word, n))
				return true;
		i = end;
	}
	return false;
}

bool
cutext_statement(const char *t, size_t len, size_t from, size_t to,
                 size_t u, size_t *ss, size_t *se, const char **why)
{
	size_t i, start = from + 1, e;

	for (i = cutext_code(t, len, from + 1); i < u;
	     i = cutext_code(t, len, i + 1)) {
		const char c = t[i];
		if (c == ';' || c == '{' || c == '}') {
			start = i + 1;
		} else if (c == '(' || c == '[') {
			const size_t close = cutext_closing(t, len, i);
			size_t b = i;
			bool control = false;
			if (u < close) {
				/* the use is inside: of this statement, or of a
				   condition */
				while (b > from && isspace((unsigned char)t[b - 1]))
					b--;
				control = c == '(' &&
				          ((b >= 2 && cutext_word_at(t, len, b - 2, "if", 2)) ||
				           (b >= 3 && cutext_word_at(t, len, b - 3, "for", 3)) ||
				           (b >= 5 && cutext_word_at(t, len, b - 5, "while", 5)) ||
				           (b >= 6 && cutext_word_at(t, len, b - 6, "switch", 6)));
				if (control) {
					*why = "it is in the condition of an if, "
					       "a loop or a switch";
					return false;
				}
				break;
			}
			if (c == '(') {
				while (b > from && isspace((unsigned char)t[b - 1]))
					b--;
				if ((b >= 2 && cutext_word_at(t, len, b - 2, "if", 2)) ||
				    (b >= 3 && cutext_word_at(t, len, b - 3, "for", 3)) ||
				    (b >= 5 && cutext_word_at(t, len, b - 5, "while", 5)))
					start = close + 1;
			}
			i = close;
		} else if (cutext_ident_at(t, len, i, &e)) {
			if (cutext_word_at(t, len, i, "else", 4) ||
			    cutext_word_at(t, len, i, "do", 2))
				start = e;
			i = e - 1;
		}
	}
	*ss = cutext_skip_space(t, len, start);
	/* comments before it on its own lines: past them */
	while (*ss < u && cutext_code(t, len, *ss) != *ss)
		*ss = cutext_skip_space(t, len, cutext_code(t, len, *ss));
	for (i = cutext_code(t, len, u); i < to; i = cutext_code(t, len, i + 1)) {
		if (t[i] == '(' || t[i] == '[')
			i = cutext_closing(t, len, i);
		else if (t[i] == '{' || t[i] == '}' || t[i] == ',')
			break;
		else if (t[i] == ';') {
			*se = i;
			return true;
		}
	}
	*why = "its statement is not one 'NAME[...] = ...;' the patch can "
	       "split";
	return false;
}
