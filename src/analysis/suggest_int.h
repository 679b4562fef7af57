/*
 * suggest_int.h - the suggestion search's insides, shared by its two
 * files alone: suggest.c searches the rewrites of each array (swizzle,
 * pad, align, struct of arrays, vectors, transposed, interleave, a warp
 * a row) and confirms them, suggest_stage.c stages an access through a
 * shared tile. Nothing else includes it.
 */
#ifndef SUGGEST_INT_H
#define SUGGEST_INT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "arena.h"
#include "suggest.h"

/* ---- text ------------------------------------------------------------- */

/* Small helpers of both files, inline here: a copy of s (NULL for NULL),
   printf's text in memory of its own, whether c may stand in a name or
   a number. */
static inline char *
dup_s(const char *s)
{
	return s == NULL ? NULL : xstrndup(s, strlen(s));
}

static inline bool
word_char(char c)
{
	return c == '_' || c == '.' || (c >= '0' && c <= '9') ||
	       (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* The pattern's text and where its lines start (columns count from after
   a byte order mark on line 1, as the lexer's do). */
typedef struct text {
	const char *src;
	size_t len;
	size_t *start;               /* start[i]: line i + 1 */
	int nlines;
} text;

/* The index texts of every access of the search: idx[k][d]. */
typedef struct idxtext {
	size_t from[3], to[3];
	char *s[3];
} idxtext;

/* text t of src (len bytes), its lines found (free t->start); the byte
   offset of loc in it, or (size_t)-1; the line of a byte offset; where
   a line ends (before its newline). Then, each malloc'ed: s as an
   operand (in parentheses unless a name or a number), the text from ..
   to, the blanks that start a line, the text of expression e if it lies
   on line (else NULL). */
void sug_text_init(text *t, const char *src, size_t len);
size_t sug_offset_of(const text *t, pat_loc loc);
int sug_line_of(const text *t, size_t off);
size_t sug_line_end(const text *t, int line);
char *sug_operand(const char *s);
char *sug_slice(const text *t, size_t from, size_t to);
char *sug_indent_of(const text *t, int line);
char *sug_expr_text(const text *t, const pat_expr *e, int line);
/* Is statement st alone on its line? The range loop whose body holds st
   itself (not in a nested block), or NULL (in: NULL at the top). Is name
   an array's or a parameter's of p? */
bool sug_alone_on_line(const text *t, const pat_stmt *st);
const pat_stmt *sug_parent_loop(const pat_stmt *b, const pat_stmt *st,
                                const pat_stmt *in);
bool sug_name_taken(const pat_program *p, const char *name);

/* ---- candidates ------------------------------------------------------- */

/* A rewrite to try: its kind, its figures for the title, the edits of
   the pattern's text. */
typedef struct cand {
	enum sug_kind kind;
	int n[3];
	int merged[3];               /* accesses the rewrite merges away */
	int nmerged;
	int64_t extra;
	char *title, *cute;
	sug_edit *e;
	int ne, cap;
} cand;

/* A candidate, empty; an edit of it (text taken over); its memory freed.
   Edits in order of their start (qsort); src with the edits (sorted, not
   overlapping) applied, or NULL if they overlap; the lines the edits
   change, before and after, into f. */
void sug_cand_init(cand *c, enum sug_kind kind, int n0, int n1, int n2);
void sug_cand_edit(cand *c, size_t from, size_t to, char *text);
void sug_cand_free(cand *c);
int sug_by_from(const void *a, const void *b);
char *sug_apply_edits(const char *src, size_t len, sug_edit *e, int n,
                      size_t *out);
void sug_changed_lines(const text *t, const sug_edit *e, int n, sug_fix *f);

/* ---- running a rewrite ------------------------------------------------ */

/* An access's figure that a rewrite must lower (sectors, wavefronts,
   requests), the fewest it can be, and the space of access id of p. */
static inline uint64_t
main_of(const eval_access *ea, enum sim_space sp)
{
	return sim_stats_main(&ea->stats, sp);
}

static inline uint64_t
ideal_of(const eval_access *ea, enum sim_space sp)
{
	return sp == SIM_GLOBAL ? ea->stats.ideal_sectors
	       : sp == SIM_SHARED ? ea->stats.ideal_wavefronts
	                          : ea->stats.requests;
}

static inline enum sim_space
space_of(const pat_program *p, int id)
{
	return (enum sim_space)p->accesses[id]->u.access.array->space;
}

/* Text src with s's choices, quietly (its errors are the rewrite's
   refusal, not the user's): 0, or -1; at pt's options, or the model's
   figures alone (figures) or all. */
int sug_run_at(const pipe_setup *s, const char *src, size_t len,
               pipe_run *run, const pipe_point *pt);
int sug_run_quiet(const pipe_setup *s, const char *src, size_t len,
                  pipe_run *run, bool figures);

/* ---- the search ------------------------------------------------------- */

/* What one target's search holds. */
typedef struct search {
	const pipe_setup *s;
	const pipe_run *orig;
	const text *t;
	const pat_array *a;
	int *ids;                    /* its accesses */
	int n;
	sug_target *tg;
	sug_fix best[SUG_NKINDS];    /* the best of each kind so far */
	bool have[SUG_NKINDS];
	sug_fix near;                /* the closest refused so far */
	bool have_near;
	uint64_t *evaluations;
	double deadline;             /* sug_now() past which nothing more runs
	                                (0: none) */
	uint64_t max_rewrites;       /* rewrites the whole search may run
	                                (0: no limit) */
	bool pads_only;              /* limits.pads_only */
} search;

/* How far a search may go: the command's is bounded in time (it says
   when it stops), the report's try: lines by size and count alone, so
   that they are the same on every machine and under valgrind. */
typedef struct limits {
	uint64_t max_evaluated;      /* no target searched when the pattern's
	                                own evaluation ran more requests
	                                (0: no limit) */
	uint64_t max_rewrites;       /* 0: no limit */
	double seconds;              /* 0: no limit */
	const char *only;            /* the one array to search (NULL: all) */
	bool pads_only;              /* shared arrays: padding alone (the
	                                tile's search, which uses no other) */
} limits;

/* The processor's seconds so far (the search's deadline); is fix x
   better than y (cheaper, else less memory); the search of s's arrays
   within lim; the staging of the target's accesses (suggest_stage.c). */
double sug_now(void);
bool sug_better(const sug_fix *x, const sug_fix *y);
int sug_run_search(const pipe_setup *s, int top, const limits *lim,
                   sug_result *out, diag *d);
void sug_stages(search *se, const idxtext *ix);

#endif
