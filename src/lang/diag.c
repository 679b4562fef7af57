/*
 * diag.c - compiler-style diagnostics: "accessan: FILE:LINE:COL: error: ...",
 * then the source line and a caret under the place, as jq and gcc print them.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"

/* A source line longer than this is shown as a window around the column. */
#define SHOW_MAX 120

static const char *const level_name[] = { "note", "warning", "error" };
static const char *const level_color[] = { "\033[1;36m", "\033[1;35m",
                                           "\033[1;31m" };

/*
 * Text from the pattern or the command line (the source line, names and
 * statements quoted in messages, the file name) may hold control bytes:
 * an ESC or an OSC sequence written raw would drive the user's terminal.
 * Each control byte (below 0x20 but tab, and DEL) is shown as \xNN, and
 * each C1 control in UTF-8 (U+0080 to U+009F) as \u00NN, and each byte
 * of 0x80 and above that is no part of a UTF-8 sequence (a raw 0x9b is
 * CSI to an 8-bit terminal) as \xNN, so that it is visible and inert;
 * everything else, UTF-8 included, is written as is.
 * Returns how many bytes of s (n available) make the next unit, and puts
 * its escaped form, if it needs one, in esc.
 */
static int
escape_unit(const unsigned char *s, size_t n, char esc[8])
{
	esc[0] = '\0';
	if ((s[0] < 0x20 && s[0] != '\t') || s[0] == 0x7f) {
		snprintf(esc, 8, "\\x%02x", s[0]);
		return 1;
	}
	if (s[0] == 0xc2 && n > 1 && s[1] >= 0x80 && s[1] <= 0x9f) {
		snprintf(esc, 8, "\\u%04x", s[1]);
		return 2;
	}
	if (s[0] >= 0x80) {
		/* a whole UTF-8 sequence passes; any other byte of 0x80 and
		   above (0x9b alone is CSI to an 8-bit terminal) is escaped */
		size_t len = s[0] >= 0xc2 && s[0] <= 0xdf ? 2
		             : s[0] >= 0xe0 && s[0] <= 0xef ? 3
		             : s[0] >= 0xf0 && s[0] <= 0xf4 ? 4 : 0, i;
		for (i = 1; len != 0 && i < len; i++)
			if (i >= n || (s[i] & 0xc0) != 0x80)
				len = 0;
		if (len == 0) {
			snprintf(esc, 8, "\\x%02x", s[0]);
			return 1;
		}
		return (int)len;
	}
	return 1;
}

/* Write n bytes of s with control bytes escaped. */
static void
put_escaped(FILE *out, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0;
	char esc[8];

	while (i < n) {
		int k = escape_unit(p + i, n - i, esc);
		if (esc[0] != '\0')
			fputs(esc, out);
		else
			fwrite(p + i, 1, (size_t)k, out);
		i += (size_t)k;
	}
}

char *
diag_escape(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t n = strlen(s), i = 0, len = 0;
	char *out = xmalloc(n * 6 + 1), esc[8];

	while (i < n) {
		int k = escape_unit(p + i, n - i, esc);
		if (esc[0] != '\0') {
			memcpy(out + len, esc, strlen(esc));
			len += strlen(esc);
		} else {
			memcpy(out + len, p + i, (size_t)k);
			len += (size_t)k;
		}
		i += (size_t)k;
	}
	out[len] = '\0';
	return out;
}

/* vfprintf, with the result's control bytes escaped. */
static void
vput_escaped(FILE *out, const char *fmt, va_list ap)
{
	char small[512], *buf = small;
	va_list aq;
	int n;

	va_copy(aq, ap);
	n = vsnprintf(small, sizeof(small), fmt, aq);
	va_end(aq);
	if (n < 0)
		return;
	if ((size_t)n >= sizeof(small)) {
		buf = xmalloc((size_t)n + 1);
		vsnprintf(buf, (size_t)n + 1, fmt, ap);
	}
	put_escaped(out, buf, (size_t)n);
	if (buf != small)
		free(buf);
}


static void
capture(diag *d, enum diag_level lv, const char *id, const char *file,
        pat_loc loc, const char *fmt, va_list ap)
{
	char *msg = xvasprintf(fmt, ap);

	d->capture(d->capture_arg, lv, id, file, loc.line, loc.col, msg);
	free(msg);
}

void
diag_init(diag *d, FILE *out, bool color)
{
	memset(d, 0, sizeof(*d));
	d->out = out;
	d->prog = "accessan";
	d->color = color;
	d->max_errors = 20;
}

void
diag_init_quiet(diag *d)
{
	diag_init(d, NULL, false);
}

static bool
count(diag *d, enum diag_level lv)
{
	if (lv == DIAG_ERROR)
		d->nerrors++;
	else if (lv == DIAG_WARNING)
		d->nwarnings++;
	/* Past the limit errors are still counted but no longer shown. */
	return !d->silent && !(lv == DIAG_ERROR && d->max_errors > 0 &&
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
	if (line == 1 && strncmp(p, "\xef\xbb\xbf", 3) == 0)
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
	fprintf(d->out, "    %s", from > 0 ? "..." : "");
	put_escaped(d->out, p + from, (size_t)(to - from));
	fprintf(d->out, "%s\n", to < n ? "..." : "");
	if (loc.col < 1 || loc.col - 1 > n)
		return;
	fputs(from > 0 ? "       " : "    ", d->out);
	for (i = from; i < loc.col - 1 && i < to;) {
		unsigned char c = (unsigned char)p[i];
		char esc[8];
		int k = escape_unit((const unsigned char *)p + i,
		                    (size_t)(to - i), esc);
		i += k;
		if (esc[0] != '\0')     /* as wide as it was shown */
			fprintf(d->out, "%*s", (int)strlen(esc), "");
		else if ((c & 0xc0) != 0x80)
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
diag_msg_vat(diag *d, const char *id, const char *file, const char *src,
             pat_loc loc, enum diag_level lv, const char *fmt, va_list ap)
{
	va_list again;

	if (!count(d, lv))
		return;
	va_copy(again, ap);
	if (d->out != NULL) {
		fprintf(d->out, "%s: %s", d->prog, d->color ? "\033[1m" : "");
		put_escaped(d->out, file, strlen(file));
		fprintf(d->out, ":%d:%d:%s ", loc.line, loc.col,
		        d->color ? "\033[0m" : "");
		head(d, lv);
		vput_escaped(d->out, fmt, ap);
		fputc('\n', d->out);
		if (src != NULL && loc.line > 0)
			show_source(d, src, loc);
	}
	if (d->capture != NULL) {
		capture(d, lv, id, file, loc, fmt, again);
	}
	va_end(again);
}

void
diag_msg_vplain(diag *d, const char *id, enum diag_level lv, const char *fmt,
                va_list ap)
{
	va_list again;

	if (!count(d, lv))
		return;
	va_copy(again, ap);
	if (d->out != NULL) {
		fprintf(d->out, "%s: ", d->prog);
		head(d, lv);
		vput_escaped(d->out, fmt, ap);
		fputc('\n', d->out);
	}
	if (d->capture != NULL) {
		pat_loc none;
		memset(&none, 0, sizeof(none));
		capture(d, lv, id, NULL, none, fmt, again);
	}
	va_end(again);
}

void
diag_msg_at(diag *d, const char *id, const char *file, const char *src,
            pat_loc loc, enum diag_level lv, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag_msg_vat(d, id, file, src, loc, lv, fmt, ap);
	va_end(ap);
}

void
diag_msg_plain(diag *d, const char *id, enum diag_level lv, const char *fmt,
               ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag_msg_vplain(d, id, lv, fmt, ap);
	va_end(ap);
}

void
diag_relay(diag *d, enum diag_level lv, const char *text, const char *more)
{
	if (more != NULL)
		diag_msg_plain(d, NULL, lv, "%s\n%s", text, more);
	else
		diag_msg_plain(d, NULL, lv, "%s", text);
}

void
diag_at(diag *d, enum diag_level lv, const char *file, const char *src,
        pat_loc loc, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag_msg_vat(d, NULL, file, src, loc, lv, fmt, ap);
	va_end(ap);
}

void
diag_plain(diag *d, enum diag_level lv, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag_msg_vplain(d, NULL, lv, fmt, ap);
	va_end(ap);
}

/* ------------------------------------------------------- did you mean */

/* The edit distance of a and b, counted up to 3: insertions, deletions,
   substitutions and swaps of two neighbours ('raed' is 1 from 'read'). */
static int
edit_distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), i, j;
	int d[62][62];

	if (la > 60 || lb > 60 || la > lb + 2 || lb > la + 2)
		return 3;
	for (i = 0; i <= la; i++)
		d[i][0] = (int)i;
	for (j = 0; j <= lb; j++)
		d[0][j] = (int)j;
	for (i = 1; i <= la; i++)
		for (j = 1; j <= lb; j++) {
			int c = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
			if (d[i - 1][j] + 1 < c)
				c = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < c)
				c = d[i][j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] &&
			    a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < c)
				c = d[i - 2][j - 2] + 1;
			d[i][j] = c;
		}
	return d[la][lb] > 3 ? 3 : d[la][lb];
}

/* s in lower case without '_' and '-', into buf (false: too long). */
static bool
fold_name(const char *s, char *buf, size_t size)
{
	size_t n = 0;

	for (; *s != '\0'; s++) {
		if (*s == '_' || *s == '-')
			continue;
		if (n + 1 >= size)
			return false;
		buf[n++] = (char)tolower((unsigned char)*s);
	}
	buf[n] = '\0';
	return true;
}

void
diag_guess_consider(diag_guess *g, const char *cand)
{
	size_t n = strlen(g->name);
	char fa[64], fb[64];
	int d, f;

	if (cand == NULL || strcmp(cand, g->name) == 0)
		return;
	d = edit_distance(g->name, cand);
	if (fold_name(g->name, fa, sizeof(fa)) &&
	    fold_name(cand, fb, sizeof(fb)) && fa[0] != '\0') {
		/* case and separators: 'N' is 'n' mistyped, not 1 edit off
		   anything of one letter */
		f = strcmp(fa, fb) == 0 ? 0 : strlen(fa) < 3 ? 3
		                              : edit_distance(fa, fb);
		if (f < d)
			d = f;
		if (f == 0)
			goto take;
	}
	if (n < 3 || d > (n <= 5 ? 1 : 2)) {
		if (n < 3 || strncmp(cand, g->name, n) != 0)
			return;
		d = 3;               /* a prefix: the weakest match */
	}
take:
	/* between equals, one that the typed name begins ('sm_9': sm_90) */
	if (g->best == NULL || d < g->score ||
	    (d == g->score && strncmp(cand, g->name, n) == 0 &&
	     strncmp(g->best, g->name, n) != 0)) {
		g->best = cand;
		g->score = d;
	}
}

void
diag_guess_text(const diag_guess *g, char *buf, size_t size)
{
	if (g->best == NULL)
		snprintf(buf, size, "%s", "");
	else
		snprintf(buf, size, " (did you mean '%.100s'?)", g->best);
}
