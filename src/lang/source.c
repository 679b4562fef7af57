/*
 * source.c - reading a pattern file whole.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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
		DIAG_PLAIN(d, FILE_CANNOT_OPEN, path, strerror(errno));
		return NULL;
	}
	buf = xmalloc(cap + 1);
	while ((got = fread(buf + n, 1, cap - n, f)) > 0) {
		n += got;
		if (n > SOURCE_MAX_BYTES) {
			DIAG_PLAIN(d, FILE_TOO_LARGE, path,
			           SOURCE_MAX_BYTES >> 20);
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
		DIAG_PLAIN(d, FILE_CANNOT_READ, path, strerror(errno));
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

FILE *
source_fopen(const char *path, const char **why)
{
	struct stat st;
	FILE *f;
	int fd = open(path, O_RDONLY | O_NONBLOCK), fl;

	if (fd < 0) {
		*why = strerror(errno);
		return NULL;
	}
	if (fstat(fd, &st) != 0 || S_ISFIFO(st.st_mode) ||
	    S_ISSOCK(st.st_mode)) {
		*why = "a pipe or a socket, not a file";
		close(fd);
		return NULL;
	}
	/* reads wait as a file's do */
	if ((fl = fcntl(fd, F_GETFL)) < 0 ||
	    fcntl(fd, F_SETFL, fl & ~O_NONBLOCK) < 0 ||
	    (f = fdopen(fd, "rb")) == NULL) {
		*why = strerror(errno);
		close(fd);
		return NULL;
	}
	return f;
}
