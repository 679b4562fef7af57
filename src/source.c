/*
 * source.c - reading a pattern file whole.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "source.h"

/* Read all of path ("-": standard input) into a NUL-terminated buffer. */
char *
source_read(const char *path, size_t *len, diag *d)
{
	FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	size_t cap = 65536, n = 0, got;
	char *buf;

	if (f == NULL) {
		diag_plain(d, DIAG_ERROR, "cannot open %s: %s", path,
		           strerror(errno));
		return NULL;
	}
	buf = xmalloc(cap + 1);
	while ((got = fread(buf + n, 1, cap - n, f)) > 0) {
		n += got;
		if (n > SOURCE_MAX_BYTES) {
			diag_plain(d, DIAG_ERROR, "%s is larger than %u MiB: not a "
			           "pattern file", path, SOURCE_MAX_BYTES >> 20);
			free(buf);
			if (f != stdin)
				fclose(f);
			return NULL;
		}
		if (n == cap) {
			cap *= 2;
			buf = xrealloc(buf, cap + 1);
		}
	}
	if (ferror(f)) {
		diag_plain(d, DIAG_ERROR, "cannot read %s: %s", path,
		           strerror(errno));
		free(buf);
		if (f != stdin)
			fclose(f);
		return NULL;
	}
	if (f != stdin)
		fclose(f);
	buf[n] = '\0';
	*len = n;
	return buf;
}
