/*
 * symtab.c - names to indices (symtab.h).
 */
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "symtab.h"

static size_t
sym_hash(const char *s)
{
	size_t h = 2166136261u;      /* FNV-1a */
	while (*s != '\0')
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

int
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

void
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

void
sym_free(symtab *t)
{
	free(t->name);
	free(t->index);
}
