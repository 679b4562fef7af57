/*
 * diag.h - diagnostics: compiler-style messages with file:line:col, the
 * source line and a caret, counted by severity.
 */
#ifndef DIAG_H
#define DIAG_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>

#include "msg.h"
#include "pat.h"

enum diag_level { DIAG_NOTE, DIAG_WARNING, DIAG_ERROR };

typedef struct diag {
	FILE *out;                   /* where messages go (stderr); NULL:
	                                nowhere (diag_init_quiet) */
	const char *prog;            /* "accessan" */
	bool color;                  /* ANSI colour */
	int nerrors, nwarnings;
	int max_errors;              /* stop reporting after this many (0: no limit) */
	bool silent;                 /* count, but show nothing more (Ctrl-C
	                                stopped the work: its follow-on
	                                errors are not the user's) */
	/* Called with each message shown (NULL: none), after it is printed:
	   its id in msg.h (a string that lives as long as the program; NULL
	   for a message relayed as it came, with none), its file (NULL for a
	   message with none), line and column (0 for none) and text,
	   unescaped. The JSON report keeps a failing file's messages this
	   way, and the HTML page a value's error. */
	void (*capture)(void *arg, enum diag_level lv, const char *id,
	                const char *file, int line, int col, const char *msg);
	void *capture_arg;
} diag;

void diag_init(diag *d, FILE *out, bool color);
/* The one way to collect diagnostics quietly: every message is counted
   and handed to the capture hook, if one is set, and printed nowhere
   (out is NULL). A caller that wants only the first error set
   max_errors to 1 after it; a parser stops early then. */
void diag_init_quiet(diag *d);
/*
 * Report at loc in file, whose text is src (may be NULL: then no source
 * line is shown). fmt is printf-like.
 */
void diag_at(diag *d, enum diag_level lv, const char *file, const char *src,
             pat_loc loc, const char *fmt, ...)
	__attribute__((format(printf, 6, 7)));
/* A message with no location: "accessan: error: ..." */
void diag_plain(diag *d, enum diag_level lv, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/*
 * A message of the table (msg.h), by its id: DIAG_AT(d, file, src, loc,
 * ID, args...) and DIAG_PLAIN(d, ID, args...). The row gives the level
 * and the format; the compiler checks args against it.
 */
#define DIAG_AT(d, file, src, loc, id, ...) \
	diag_msg_at((d), #id, (file), (src), (loc), MSG_##id, ##__VA_ARGS__)
#define DIAG_PLAIN(d, id, ...) \
	diag_msg_plain((d), #id, MSG_##id, ##__VA_ARGS__)
/* A row's format alone, a string literal: for a message built into a
   buffer before it is reported, or handed up by a lower layer. */
#define MSG_FMT(id) MSG_FMT_(MSG_##id)
#define MSG_FMT_(row) MSG_FMT__(row)
#define MSG_FMT__(lv, fmt) fmt
/* A row's level alone. */
#define MSG_LEVEL(id) MSG_LEVEL_(MSG_##id)
#define MSG_LEVEL_(row) MSG_LEVEL__(row)
#define MSG_LEVEL__(lv, fmt) lv

void diag_msg_at(diag *d, const char *id, const char *file, const char *src,
                 pat_loc loc, enum diag_level lv, const char *fmt, ...)
	__attribute__((format(printf, 7, 8)));
void diag_msg_plain(diag *d, const char *id, enum diag_level lv,
                    const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
/* A message made whole elsewhere (another program's words: a compiler's
   log, the GPU library's error), shown as it came, with no id; more, if
   not NULL, on the lines after it (the compiler's log after its error). */
void diag_relay(diag *d, enum diag_level lv, const char *text,
                const char *more);
/* The same with a va_list, for a module's own wrapper (a parser's error
   that also marks the parse failed). */
void diag_msg_vat(diag *d, const char *id, const char *file, const char *src,
                  pat_loc loc, enum diag_level lv, const char *fmt,
                  va_list ap)
	__attribute__((format(printf, 7, 0)));
void diag_msg_vplain(diag *d, const char *id, enum diag_level lv,
                     const char *fmt, va_list ap)
	__attribute__((format(printf, 4, 0)));

/* s with its control bytes escaped as diagnostics show them (\xNN, and
   \u00NN for C1 controls), for every report that prints a file name or a
   statement's text to a terminal; malloc'ed. */
char *diag_escape(const char *s);

/*
 * "Did you mean": the known name closest to a misspelt one, for every
 * name a user types (variables, labels, figures, options, architectures,
 * kernels). Close is within 1 edit for names of 3 to 5 characters, 2 for
 * longer ones (an edit: an insertion, a deletion, a substitution or a
 * swap of neighbours), or the same name but for case, '_' and '-' ('N'
 * for 'n', 'sm90' for 'sm_90'), or a name that the misspelt one begins.
 * Start with { name, NULL, 0 }, consider each candidate, then read best.
 */
typedef struct diag_guess {
	const char *name;            /* what was typed */
	const char *best;            /* the closest candidate, or NULL */
	int score;                   /* its distance: lower is closer */
} diag_guess;

void diag_guess_consider(diag_guess *g, const char *cand);
/* " (did you mean 'X'?)" into buf, or "" if nothing is close. */
void diag_guess_text(const diag_guess *g, char *buf, size_t size);

#endif
