/*
 * arena.c - the bump allocator behind every parsed program, and the one
 * place where running out of memory ends the program.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "exitcode.h"

struct chunk {
	struct chunk *next;
	size_t size, used;
	max_align_t data[];
};

struct arena {
	struct chunk *head;
};

static void
out_of_memory(size_t n)
{
	fprintf(stderr, "accessan: error: " MSG_FMT(ARENA_OUT_OF_MEMORY) "\n",
	        n);
	exit(EXIT_SYSTEM);
}

void *
xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (p == NULL)
		out_of_memory(n);
	return p;
}

void *
xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (p == NULL)
		out_of_memory(n * size);
	return p;
}

void *
xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (p == NULL)
		out_of_memory(n);
	return p;
}

char *
xstrndup(const char *s, size_t n)
{
	char *t = xmalloc(n + 1);

	memcpy(t, s, n);
	t[n] = '\0';
	return t;
}

char *
xvasprintf(const char *fmt, va_list ap)
{
	va_list aq;
	char *s;
	int n;

	va_copy(aq, ap);
	n = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	/* an encoding error (a wide conversion) makes an empty string */
	s = xmalloc(n < 0 ? 1 : (size_t)n + 1);
	s[0] = '\0';
	if (n >= 0)
		vsnprintf(s, (size_t)n + 1, fmt, ap);
	return s;
}

void
xascat(char **s, const char *fmt, ...)
{
	va_list ap;
	char *t, *x;

	va_start(ap, fmt);
	t = xvasprintf(fmt, ap);
	va_end(ap);
	x = xasprintf("%s%s", *s, t);
	free(t);
	free(*s);
	*s = x;
}

char *
xasprintf(const char *fmt, ...)
{
	va_list ap;
	char *s;

	va_start(ap, fmt);
	s = xvasprintf(fmt, ap);
	va_end(ap);
	return s;
}

struct arena *
arena_new(void)
{
	return xcalloc(1, sizeof(struct arena));
}

void
arena_free(struct arena *a)
{
	struct chunk *c, *next;

	if (a == NULL)
		return;
	for (c = a->head; c != NULL; c = next) {
		next = c->next;
		free(c);
	}
	free(a);
}

void *
arena_alloc(struct arena *a, size_t size)
{
	const size_t align = sizeof(max_align_t);
	struct chunk *c = a->head;
	void *p;

	size = (size + align - 1) / align * align;
	if (size == 0)
		size = align;
	if (c == NULL || c->size - c->used < size) {
		size_t cap = size > 16384 ? size : 16384;
		if (cap > SIZE_MAX - sizeof(*c))
			out_of_memory(cap);
		c = xmalloc(sizeof(*c) + cap);
		c->size = cap;
		c->used = 0;
		c->next = a->head;
		a->head = c;
	}
	p = (char *)c->data + c->used;
	c->used += size;
	memset(p, 0, size);
	return p;
}

char *
arena_strndup(struct arena *a, const char *s, size_t n)
{
	char *p = arena_alloc(a, n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}
