/*
 * symtab.h - names to indices, by open addressing: a pattern's params,
 * arrays, types and labels, and a kernel's labels, can number hundreds of
 * thousands in a hostile file, and a linear search for each made reading
 * it quadratic. The table keeps pointers to the names, which must outlive
 * it (an arena's).
 */
#ifndef SYMTAB_H
#define SYMTAB_H

#include <stddef.h>

typedef struct symtab {
	const char **name;
	int *index;
	size_t cap, n;               /* cap: 0 or a power of two */
} symtab;

/* The index that name maps to, or -1. */
int sym_find(const symtab *t, const char *name);
/* Map name (not yet in t) to index. */
void sym_add(symtab *t, const char *name, int index);
void sym_free(symtab *t);

#endif
