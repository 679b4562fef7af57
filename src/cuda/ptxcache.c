/*
 * ptxcache.c - compiled PTX kept between runs (ptxcache.h). An entry is
 * one file, ptx/<key>, under the cache folder:
 *   accessan-ptx 1\n  then the via-nvcc flag, the lowered name and the
 *   PTX, each as its length in decimal, a newline and its bytes.
 * A file that is not whole (a length past the end, a wrong head) is no
 * entry: the kernel is compiled again and the entry written anew.
 */
#define _GNU_SOURCE              /* mkostemp */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "arena.h"
#include "ptxcache.h"

#define HEAD "accessan-ptx 1\n"

void
ptxcache_key_init(ptxcache_key *k)
{
	k->a = 0xcbf29ce484222325ull;       /* FNV-1a's offset basis */
	k->b = 0x9e3779b97f4a7c15ull;
	k->folder = "ptx";
}

void
ptxcache_key_folder(ptxcache_key *k, const char *folder)
{
	k->folder = folder;
}

void
ptxcache_key_add(ptxcache_key *k, const void *s, size_t n)
{
	const unsigned char *p = s;
	uint64_t len = n;
	size_t i;

	for (i = 0; i < n; i++) {
		k->a = (k->a ^ p[i]) * 0x100000001b3ull;        /* FNV-1a */
		k->b = (k->b + p[i] + 1) * 0xff51afd7ed558ccdull;
		k->b ^= k->b >> 33;
	}
	for (i = 0; i < 8; i++) {
		k->a = (k->a ^ (unsigned char)(len >> (8 * i))) * 0x100000001b3ull;
		k->b = (k->b + (len >> (8 * i) & 0xff)) * 0xc4ceb9fe1a85ec53ull;
		k->b ^= k->b >> 29;
	}
}

void
ptxcache_key_str(ptxcache_key *k, const char *s)
{
	ptxcache_key_add(k, s ? s : "", s ? strlen(s) : 0);
}

/* The cache's folder sub into buf (n bytes), made if need be: 0, or
   -1. */
static int
folder(char *buf, size_t n, const char *sub, int make)
{
	const char *x = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
	const char *off = getenv("ACCESSAN_NO_CACHE");
	char base[4096];

	if (off != NULL && *off != '\0')
		return -1;
	/* XDG: a relative XDG_CACHE_HOME is to be ignored */
	if (x != NULL && *x == '/')
		snprintf(base, sizeof(base), "%s", x);
	else if (home != NULL && *home == '/')
		snprintf(base, sizeof(base), "%s/.cache", home);
	else
		return -1;
	if (strlen(base) + 11 + strlen(sub) > n ||
	    strlen(base) + 11 + strlen(sub) > sizeof(base))
		return -1;
	if (make && mkdir(base, 0700) != 0 && errno != EEXIST)
		return -1;
	strcat(base, "/accessan");
	if (make && mkdir(base, 0700) != 0 && errno != EEXIST)
		return -1;
	strcat(base, "/");
	strcat(base, sub);
	if (make && mkdir(base, 0700) != 0 && errno != EEXIST)
		return -1;
	memcpy(buf, base, strlen(base) + 1);
	return 0;
}

static void
entry_path(const ptxcache_key *k, const char *dir, char *buf, size_t n)
{
	snprintf(buf, n, "%s/%016llx%016llx", dir, (unsigned long long)k->a,
	         (unsigned long long)k->b);
}

char *
ptxcache_field(const char **p, const char *end)
{
	char *e, *s;
	unsigned long long n;

	if (*p >= end)
		return NULL;
	n = strtoull(*p, &e, 10);
	if (e >= end || *e != '\n' || n > (unsigned long long)(end - e - 1))
		return NULL;
	s = xmalloc((size_t)n + 1);
	memcpy(s, e + 1, (size_t)n);
	s[n] = '\0';
	*p = e + 1 + n;
	return s;
}

int
ptxcache_get(const ptxcache_key *k, char **ptx, char **lowered,
             int *via_nvcc)
{
	char dir[4096], path[4200], *buf = NULL, *flag = NULL;
	const char *p, *end;
	struct stat st;
	size_t n = 0;
	int fd, ok = -1;

	*ptx = *lowered = NULL;
	if (folder(dir, sizeof(dir), k->folder, 0) != 0)
		return -1;
	entry_path(k, dir, path, sizeof(path));
	/* a regular file of a sane size, not a FIFO left there */
	if ((fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW)) < 0)
		return -1;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) ||
	    st.st_size > (off_t)256 << 20) {
		close(fd);
		return -1;
	}
	buf = xmalloc((size_t)st.st_size + 1);
	while (n < (size_t)st.st_size) {
		ssize_t r = read(fd, buf + n, (size_t)st.st_size - n);
		if (r <= 0)
			break;
		n += (size_t)r;
	}
	close(fd);
	p = buf;
	end = buf + n;
	if (n >= sizeof(HEAD) - 1 && memcmp(buf, HEAD, sizeof(HEAD) - 1) == 0) {
		p += sizeof(HEAD) - 1;
		flag = ptxcache_field(&p, end);
		*lowered = ptxcache_field(&p, end);
		*ptx = ptxcache_field(&p, end);
		if (flag != NULL && *lowered != NULL && *ptx != NULL &&
		    p == end) {
			*via_nvcc = strcmp(flag, "1") == 0;
			ok = 0;
		}
	}
	if (ok != 0) {
		free(*lowered);
		free(*ptx);
		*ptx = *lowered = NULL;
	}
	free(flag);
	free(buf);
	return ok;
}

static int
put_field(FILE *f, const char *s)
{
	size_t n = strlen(s);

	return fprintf(f, "%zu\n", n) < 0 || fwrite(s, 1, n, f) != n ? -1 : 0;
}

void
ptxcache_put(const ptxcache_key *k, const char *ptx, const char *lowered,
             int via_nvcc)
{
	char dir[4096], path[4200], tmp[4300];
	FILE *f;
	int fd, bad;

	if (folder(dir, sizeof(dir), k->folder, 1) != 0)
		return;
	entry_path(k, dir, path, sizeof(path));
	snprintf(tmp, sizeof(tmp), "%s.XXXXXX", path);
	if ((fd = mkostemp(tmp, O_CLOEXEC)) < 0)
		return;
	if ((f = fdopen(fd, "w")) == NULL) {
		close(fd);
		unlink(tmp);
		return;
	}
	bad = fputs(HEAD, f) == EOF || put_field(f, via_nvcc ? "1" : "0") ||
	      put_field(f, lowered) || put_field(f, ptx);
	bad |= fclose(f) != 0;
	if (bad || rename(tmp, path) != 0)
		unlink(tmp);
}
