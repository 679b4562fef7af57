/*
 * arena.h - one allocation story for everything parsed from one file: a
 * bump allocator freed at once. Allocation failure exits in one place.
 */
#ifndef ARENA_H
#define ARENA_H

#include <stdarg.h>
#include <stddef.h>

struct arena;

struct arena *arena_new(void);
void arena_free(struct arena *a);
/* size bytes, zeroed, aligned for any object */
void *arena_alloc(struct arena *a, size_t size);
char *arena_strndup(struct arena *a, const char *s, size_t n);

/* malloc, calloc and realloc that never return NULL: on failure they print
   one message and exit with the system-error status. */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
/* The n bytes at s, and a NUL: a string of its own. */
char *xstrndup(const char *s, size_t n);
/* printf into a string of its own, as long as it needs: every message a
   lower layer hands up is made by one of these (a row of msg.h by its
   MSG_FMT), and freed by the receiver. */
/* Append printf-formatted text to the malloc'ed string *s (replaced). */
void xascat(char **s, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
char *xvasprintf(const char *fmt, va_list ap)
	__attribute__((format(printf, 1, 0)));

#endif
