/*
 * diag.c - compiler-style diagnostics: "accessan: FILE:LINE:COL: error: ...",
 * then the source line and a caret under the place, as jq and gcc print them.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "diag.h"

/* A source line longer than this is shown as a window around the column. */
#define SHOW_MAX 120

static const char *const level_name[] = { "note", "warning", "error" };
static const char *const level_color[] = { "\033[1;36m", "\033[1;35m",
                                           "\033[1;31m" };

void
diag_init(diag *d, FILE *out, bool color)
{
	memset(d, 0, sizeof(*d));
	d->out = out;
	d->prog = "accessan";
	d->color = color;
	d->max_errors = 20;
}

static bool
count(diag *d, enum diag_level lv)
{
	if (lv == DIAG_ERROR)
		d->nerrors++;
	else if (lv == DIAG_WARNING)
		d->nwarnings++;
	/* Past the limit errors are still counted but no longer shown. */
	return !(lv == DIAG_ERROR && d->max_errors > 0 &&
	         d->nerrors > d->max_errors);
}

static void
head(diag *d, enum diag_level lv)
{
	if (d->color)
		fprintf(d->out, "%s%s:\033[0m ", level_color[lv], level_name[lv]);
	else
		fprintf(d->out, "%s: ", level_name[lv]);
}

/* Print line number line of src and a caret under [col, col+len). */
static void
show_source(diag *d, const char *src, pat_loc loc)
{
	const char *p = src, *end;
	int line = 1, from, to, i, n;

	while (line < loc.line && *p != '\0') {
		if (*p++ == '\n')
			line++;
	}
	if (line != loc.line)
		return;
	/* the lexer counts columns from after a byte order mark */
	if (line == 1 && memcmp(p, "\xef\xbb\xbf", 3) == 0)
		p += 3;
	end = strchr(p, '\n');
	n = end ? (int)(end - p) : (int)strlen(p);
	if (n > 0 && p[n - 1] == '\r')
		n--;
	from = 0;
	to = n;
	if (n > SHOW_MAX) {
		from = loc.col - 1 - SHOW_MAX / 2;
		if (from < 0)
			from = 0;
		to = from + SHOW_MAX < n ? from + SHOW_MAX : n;
		/* do not start inside a UTF-8 sequence */
		while (from > 0 && ((unsigned char)p[from] & 0xc0) == 0x80)
			from--;
	}
	fprintf(d->out, "    %s%.*s%s\n", from > 0 ? "..." : "", to - from,
	        p + from, to < n ? "..." : "");
	if (loc.col < 1 || loc.col - 1 > n)
		return;
	fputs(from > 0 ? "       " : "    ", d->out);
	for (i = from; i < loc.col - 1 && i < to; i++) {
		unsigned char c = (unsigned char)p[i];
		if ((c & 0xc0) == 0x80)
			continue;
		fputc(c == '\t' ? '\t' : ' ', d->out);
	}
	if (d->color)
		fputs("\033[1;32m", d->out);
	fputc('^', d->out);
	for (i = 1; i < loc.len && loc.col - 1 + i < to; i++) {
		if (((unsigned char)p[loc.col - 1 + i] & 0xc0) != 0x80)
			fputc('~', d->out);
	}
	if (d->color)
		fputs("\033[0m", d->out);
	fputc('\n', d->out);
}

void
diag_at(diag *d, enum diag_level lv, const char *file, const char *src,
        pat_loc loc, const char *fmt, ...)
{
	va_list ap;

	if (!count(d, lv))
		return;
	if (d->color)
		fprintf(d->out, "%s: \033[1m%s:%d:%d:\033[0m ", d->prog, file,
		        loc.line, loc.col);
	else
		fprintf(d->out, "%s: %s:%d:%d: ", d->prog, file, loc.line,
		        loc.col);
	head(d, lv);
	va_start(ap, fmt);
	vfprintf(d->out, fmt, ap);
	va_end(ap);
	fputc('\n', d->out);
	if (src != NULL && loc.line > 0)
		show_source(d, src, loc);
}

void
diag_plain(diag *d, enum diag_level lv, const char *fmt, ...)
{
	va_list ap;

	if (!count(d, lv))
		return;
	fprintf(d->out, "%s: ", d->prog);
	head(d, lv);
	va_start(ap, fmt);
	vfprintf(d->out, fmt, ap);
	va_end(ap);
	fputc('\n', d->out);
}
