/*
 * source.h - reading a pattern file whole.
 */
#ifndef SOURCE_H
#define SOURCE_H

#include <stddef.h>
#include <stdio.h>

struct diag;

/* Files larger than this are refused: no pattern is that long. */
#define SOURCE_MAX_BYTES (64u << 20)

/*
 * All of path ("-": standard input) in a NUL-terminated buffer that the
 * caller frees, its length in *len. NULL, after reporting to d, if it
 * cannot be read or is larger than SOURCE_MAX_BYTES.
 */
char *source_read(const char *path, size_t *len, struct diag *d);

/*
 * fopen(path, "rb") for a file another file names (an include, a kernel's
 * .cu, a profile), which must not wait: a FIFO or a socket would block
 * the open until some program writes to it, so it is refused. NULL with
 * *why (strerror's, or the refusal); a device such as /dev/zero is left
 * to the callers' size limits.
 */
FILE *source_fopen(const char *path, const char **why);

#endif
