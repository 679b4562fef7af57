/*
 * suggest.c - the search behind 'accessan suggest' (suggest.h): find the
 * arrays whose accesses waste, write each rewrite the notes teach as
 * edits of the pattern's own text (the declaration's sizes, the index
 * expressions), run every rewritten text through run_pattern() and keep
 * what the model confirms.
 *
 * Rewriting the text, not the tree, is the point: what is printed is what
 * was run, and --apply hands the user a file the parser accepted. The
 * cost is one parse and one evaluation a rewrite; the evaluator's classes
 * (classes.c) keep each to a few dozen requests for the library's
 * patterns.
 *
 * Staging an access through a shared tile is suggest_stage.c's; what the
 * two share (the text, the candidates, the search) is suggest_int.h's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "arena.h"
#include "diag.h"
#include "suggest.h"
#include "suggest_int.h"

#define MAX_PAD 32                   /* elements of padding tried */
#define MAX_SWZ_BITS 5               /* bits a swizzle moves: 32 banks */
#define MAX_SWZ_SHIFT 12
/* Seconds of processor time the whole search may take: a pattern of
   thousands of accesses costs tens of milliseconds a rewrite, and a
   suggestion is not worth a minute's wait. The library's patterns take
   a few hundredths. Processor time, not the wall clock's, so that a busy
   machine (or valgrind, for the golden tests) does not cut the search
   short where an idle one would not. */
#define BUDGET_S 5.0

double
sug_now(void)
{
	struct timespec ts;

	/* where there is no processor-time clock (WebAssembly: the
	   playground), the wall clock's seconds, rather than garbage */
	if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) != 0 &&
	    clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
		return 0;
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* ---- text ---------------------------------------------------------------- */

void
sug_text_init(text *t, const char *src, size_t len)
{
	size_t i;
	int cap = 64;

	t->src = src;
	t->len = len;
	t->start = xmalloc(sizeof(*t->start) * (size_t)cap);
	t->nlines = 1;
	t->start[0] = len >= 3 && memcmp(src, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
	for (i = 0; i < len; i++)
		if (src[i] == '\n') {
			if (t->nlines == cap) {
				cap *= 2;
				t->start = xrealloc(t->start,
				                    sizeof(*t->start) * (size_t)cap);
			}
			t->start[t->nlines++] = i + 1;
		}
}

/* The byte offset of loc, or (size_t)-1 if it is not in the text. */
size_t
sug_offset_of(const text *t, pat_loc loc)
{
	size_t o;

	if (loc.line < 1 || loc.line > t->nlines || loc.col < 1)
		return (size_t)-1;
	o = t->start[loc.line - 1] + (size_t)loc.col - 1;
	return o + (size_t)loc.len <= t->len ? o : (size_t)-1;
}

int
sug_line_of(const text *t, size_t off)
{
	int lo = 0, hi = t->nlines - 1;

	while (lo < hi) {
		int mid = (lo + hi + 1) / 2;
		if (t->start[mid] <= off)
			lo = mid;
		else
			hi = mid - 1;
	}
	return lo + 1;
}

size_t
sug_line_end(const text *t, int line)
{
	size_t e = line < t->nlines ? t->start[line] - 1 : t->len;

	if (e > t->start[line - 1] && t->src[e - 1] == '\r')
		e--;
	return e;
}

/* A name or a number: safe next to any operator without parentheses. */
static bool
simple(const char *s)
{
	if (*s == '\0')
		return false;
	for (; *s; s++)
		if (!word_char(*s))
			return false;
	return true;
}

/* s as an operand: in parentheses unless simple. malloc'ed. */
char *
sug_operand(const char *s)
{
	return simple(s) ? dup_s(s) : xasprintf("(%s)", s);
}

/* ---- where the pieces of declarations and accesses are ---------------- */

/* The text ranges of a's sizes in its declaration ([from, to) inside each
   pair of brackets) and the end of the declaration's last ']'. false if
   the declaration is not where its location says (an included file). */
/* Whether the text from a to b is one line, or lines that a backslash
   at their ends joins (the lexer reads them as one). */
static bool
joined(const text *t, size_t a, size_t b)
{
	size_t i;

	for (i = a; i < b && i < t->len; i++)
		if (t->src[i] == '\n' &&
		    !(i > 0 && (t->src[i - 1] == '\\' ||
		                (t->src[i - 1] == '\r' && i > 1 &&
		                 t->src[i - 2] == '\\'))))
			return false;
	return true;
}

static bool
decl_dims(const text *t, const pat_array *a, size_t *from, size_t *to,
          size_t *end)
{
	size_t o = sug_offset_of(t, a->loc), n = strlen(a->name);
	int i, depth;

	if (o == (size_t)-1 || o + n > t->len ||
	    memcmp(t->src + o, a->name, n) != 0)
		return false;
	o += n;
	for (i = 0; i < a->ndims; i++) {
		while (o < t->len && (t->src[o] == ' ' || t->src[o] == '\t'))
			o++;
		if (o >= t->len || t->src[o] != '[')
			return false;
		from[i] = ++o;
		for (depth = 0; o < t->len; o++) {
			char c = t->src[o];
			if (c == '\n' && !joined(t, o, o + 1))
				return false;
			if (c == '[' || c == '(')
				depth++;
			else if ((c == ']' || c == ')') && depth > 0)
				depth--;
			else if (c == ']')
				break;
		}
		if (o >= t->len)
			return false;
		to[i] = o++;
		/* the size's own text: no blanks or joined lines about it */
		while (from[i] < to[i] && (t->src[from[i]] == ' ' ||
		                           t->src[from[i]] == '\t' ||
		                           t->src[from[i]] == '\n' ||
		                           t->src[from[i]] == '\r' ||
		                           t->src[from[i]] == '\\'))
			from[i]++;
		while (to[i] > from[i] && (t->src[to[i] - 1] == ' ' ||
		                           t->src[to[i] - 1] == '\t' ||
		                           t->src[to[i] - 1] == '\n' ||
		                           t->src[to[i] - 1] == '\r' ||
		                           t->src[to[i] - 1] == '\\'))
			to[i]--;
	}
	*end = o;
	return true;
}

/* The text range of index k of access s, which must lie on the access's
   own line, or on the lines a backslash joins to it (not in a
   #define's). */
static bool
index_range(const text *t, const pat_stmt *s, int k, size_t *from,
            size_t *to)
{
	const pat_expr *e = s->u.access.index[k];
	size_t o = sug_offset_of(t, e->loc), at = sug_offset_of(t, s->loc);

	if (o == (size_t)-1 || at == (size_t)-1 || o < at ||
	    !joined(t, at, o + (size_t)e->loc.len))
		return false;
	*from = o;
	*to = o + (size_t)e->loc.len;
	return true;
}

char *
sug_slice(const text *t, size_t from, size_t to)
{
	return xstrndup(t->src + from, to - from);
}

/* The array's name written before an access's first index (which starts
   at from): its range [*nb, *ne), or false if the text is not NAME[. */
static bool
name_before(const text *t, size_t from, const char *name, size_t *nb,
            size_t *ne)
{
	size_t o = from, nlen = strlen(name);

	while (o > 0 && (t->src[o - 1] == ' ' || t->src[o - 1] == '\t' ||
	                 t->src[o - 1] == '('))
		o--;
	if (o == 0 || t->src[o - 1] != '[')
		return false;
	o--;
	while (o > 0 && (t->src[o - 1] == ' ' || t->src[o - 1] == '\t'))
		o--;
	if (o < nlen || memcmp(t->src + o - nlen, name, nlen) != 0 ||
	    (o > nlen && word_char(t->src[o - nlen - 1])))
		return false;
	*ne = o;
	*nb = o - nlen;
	return true;
}

/* Just past the ']' that closes an access's last index (which ends at
   to), or false. */
static bool
close_after(const text *t, size_t to, size_t *after)
{
	size_t o = to;

	while (o < t->len && (t->src[o] == ' ' || t->src[o] == '\t' ||
	                      t->src[o] == ')'))
		o++;
	if (o >= t->len || t->src[o] != ']')
		return false;
	*after = o + 1;
	return true;
}

/* The range loop whose body holds st itself (not in a nested block),
   or NULL; *first: the first access id inside that loop. */
const pat_stmt *
sug_parent_loop(const pat_stmt *b, const pat_stmt *st, const pat_stmt *in)
{
	for (; b != NULL; b = b->next) {
		const pat_stmt *r;
		if (b == st)
			return in;
		if (b->kind == S_FOR &&
		    (r = sug_parent_loop(b->u.loop.body, st, b)) != NULL)
			return r;
		if (b->kind == S_IF &&
		    ((r = sug_parent_loop(b->u.cond.then, st, NULL)) != NULL ||
		     (r = sug_parent_loop(b->u.cond.otherwise, st,
		                          NULL)) != NULL))
			return r;
	}
	return NULL;
}

/* The text of expression e, if it lies on line, else NULL. */
char *
sug_expr_text(const text *t, const pat_expr *e, int line)
{
	size_t o;

	if (e == NULL || e->loc.line != line ||
	    (o = sug_offset_of(t, e->loc)) == (size_t)-1)
		return NULL;
	return sug_slice(t, o, o + (size_t)e->loc.len);
}

/* ---- candidates ------------------------------------------------------- */

void
sug_cand_init(cand *c, enum sug_kind kind, int n0, int n1, int n2)
{
	memset(c, 0, sizeof(*c));
	c->kind = kind;
	c->n[0] = n0;
	c->n[1] = n1;
	c->n[2] = n2;
}

/* text takes ownership */
void
sug_cand_edit(cand *c, size_t from, size_t to, char *text)
{
	if (c->ne == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 8;
		c->e = xrealloc(c->e, sizeof(*c->e) * (size_t)c->cap);
	}
	c->e[c->ne].from = from;
	c->e[c->ne].to = to;
	c->e[c->ne].text = text;
	c->ne++;
}

static void
edits_free(sug_edit *e, int n)
{
	int i;

	for (i = 0; i < n; i++)
		free(e[i].text);
	free(e);
}

void
sug_cand_free(cand *c)
{
	edits_free(c->e, c->ne);
	free(c->title);
	free(c->cute);
	memset(c, 0, sizeof(*c));
}

int
sug_by_from(const void *a, const void *b)
{
	const sug_edit *x = a, *y = b;

	return x->from < y->from ? -1 : x->from > y->from;
}

/* src with the edits (sorted, not overlapping; the same edit twice is
   one) applied; NULL if they overlap. */
char *
sug_apply_edits(const char *src, size_t len, sug_edit *e, int n, size_t *out)
{
	size_t cap = len + 1, k = 0, at = 0;
	char *t;
	int i;

	qsort(e, (size_t)n, sizeof(*e), sug_by_from);
	/* one edit made for two arrays (a swap of the block's axes) once */
	for (i = 1, k = 1; i < n; i++)
		if (e[i].from != e[k - 1].from || e[i].to != e[k - 1].to ||
		    strcmp(e[i].text, e[k - 1].text) != 0)
			e[k++] = e[i];
	n = n > 0 ? (int)k : 0;
	k = 0;
	for (i = 0; i < n; i++) {
		if (e[i].from < at || e[i].to < e[i].from || e[i].to > len)
			return NULL;
		cap += strlen(e[i].text);
		at = e[i].to;
	}
	t = xmalloc(cap);
	at = 0;
	for (i = 0; i < n; i++) {
		size_t m = strlen(e[i].text);
		memcpy(t + k, src + at, e[i].from - at);
		k += e[i].from - at;
		memcpy(t + k, e[i].text, m);
		k += m;
		at = e[i].to;
	}
	memcpy(t + k, src + at, len - at);
	k += len - at;
	t[k] = '\0';
	*out = k;
	return t;
}

/* The lines the edits (sorted) change, before and after. */
void
sug_changed_lines(const text *t, const sug_edit *e, int n, sug_fix *f)
{
	int i = 0;

	while (i < n) {
		int line = sug_line_of(t, e[i].from), j;
		size_t b = t->start[line - 1], end = sug_line_end(t, line);
		sug_line *l;
		size_t olen;
		sug_edit *sub;
		for (j = i; j < n && sug_line_of(t, e[j].from) == line; j++)
			;
		sub = xmalloc(sizeof(*sub) * (size_t)(j - i));
		for (int k = i; k < j; k++) {
			sub[k - i] = e[k];
			sub[k - i].from -= b;
			sub[k - i].to = (e[k].to > end ? end : e[k].to) - b;
		}
		f->lines = xrealloc(f->lines, sizeof(*f->lines) *
		                              (size_t)(f->nlines + 1));
		l = &f->lines[f->nlines++];
		l->line = line;
		l->before = sug_slice(t, b, end);
		l->after = sug_apply_edits(l->before, end - b, sub, j - i,
		                           &olen);
		if (l->after == NULL)
			l->after = dup_s(l->before);
		free(sub);
		i = j;
		/* an edit that writes what was there (a square array's sizes
		   swapped) changes nothing to show */
		if (strcmp(l->before, l->after) == 0) {
			free(l->before);
			free(l->after);
			f->nlines--;
		}
	}
}

/* ---- running a rewrite ------------------------------------------------ */

/* Run text src (len bytes) with s's choices, quietly: 0, or -1 (its
   errors are the rewrite's refusal, not the user's). figures: the
   model's figures alone (pipe_point.figures_only), for the search. */
int
sug_run_at(const pipe_setup *s, const char *src, size_t len, pipe_run *run,
           const pipe_point *pt)
{
	pipe_setup ns = *s;
	diag quiet;

	/* a rewrite that fails says nothing; its parse stops at the first
	   error */
	diag_init_quiet(&quiet);
	quiet.max_errors = 1;
	ns.src = src;
	ns.len = len;
	ns.threads = 1;
	return run_pattern(&ns, pt, run, &quiet);
}

int
sug_run_quiet(const pipe_setup *s, const char *src, size_t len, pipe_run *run,
              bool figures)
{
	pipe_point pt;

	pipe_point_init(&pt);
	pt.figures_only = figures;
	return sug_run_at(s, src, len, run, &pt);
}

/* A rewrite that merges accesses: those of merged (old ids, in order)
   are gone from the rewritten pattern, their data read by ids[0]. */
typedef struct merge {
	const int *merged;
	int n;
} merge;

static bool
is_merged(const merge *m, int id)
{
	int k;

	for (k = 0; m != NULL && k < m->n; k++)
		if (m->merged[k] == id)
			return true;
	return false;
}

/* The access of the rewritten pattern that old access id became. */
static int
new_id(const merge *m, int id)
{
	int k, j = id;

	for (k = 0; m != NULL && k < m->n; k++)
		if (m->merged[k] < id)
			j--;
	return j;
}

/* The figures of the target's accesses, before and after, into fix. */
static void
fill_figures(const eval_result *orig, const pat_program *p,
             const pipe_run *run, const int *ids, int n, const merge *m,
             sug_fix *fix)
{
	int k;

	fix->fig = xcalloc((size_t)(n > 0 ? n : 1), sizeof(*fix->fig));
	fix->nfig = n;
	for (k = 0; k < n; k++) {
		const pat_stmt *st = p->accesses[ids[k]];
		sug_figure *g = &fix->fig[k];
		int j = new_id(m, ids[k]);
		g->id = ids[k];
		g->line = st->loc.line;
		g->label = dup_s(st->u.access.label);
		g->requests = orig->access[ids[k]].stats.requests;
		g->before = main_of(&orig->access[ids[k]], space_of(p, ids[k]));
		if (is_merged(m, ids[k]))
			continue;
		g->after = main_of(&run->r.access[j], space_of(run->p, j));
		g->ideal = ideal_of(&run->r.access[j], space_of(run->p, j));
		/* work given to other threads comes in other requests */
		if (run->r.access[j].stats.requests != g->requests)
			g->requests_after = run->r.access[j].stats.requests;
	}
}

/*
 * suggest_try, for rewrites that may merge accesses (m, or NULL): the
 * rewritten pattern must run, with the same requests and lanes for every
 * access that stays, the target's accesses (ids) cheaper in all, no other
 * dearer.
 */
static int
try_rewrite(const pipe_setup *s, const eval_result *orig,
            const pat_program *p, const int *ids, int n, const merge *m,
            bool remap, const sug_edit *edits, int nedits, sug_fix *fix)
{
	uint64_t others_before = 0, others_after = 0;
	sug_edit *e = xmalloc(sizeof(*e) * (size_t)(nedits > 0 ? nedits : 1));
	pipe_run run;
	uint64_t before = 0, after = 0, ideal = 0;
	bool dearer = false;
	size_t len;
	char *src;
	int i, j, k, rc;

	memcpy(e, edits, sizeof(*e) * (size_t)nedits);
	src = sug_apply_edits(s->src, s->len, e, nedits, &len);
	if (src == NULL) {
		free(e);
		return -1;
	}
	rc = sug_run_quiet(s, src, len, &run, true);
	if (rc != 0 || run.p->naccesses != p->naccesses - (m ? m->n : 0))
		goto refused;
	for (i = 0; i < p->naccesses; i++) {
		uint64_t b = main_of(&orig->access[i], space_of(p, i)), a;
		if (is_merged(m, i)) {
			before += b;
			continue;
		}
		j = new_id(m, i);
		/* the same requests, lane for lane: else the rewrite changed
		   more than where the data lies; one that gives the work to
		   other threads (remap) keeps the lanes, not the requests */
		if ((!remap && run.r.access[j].stats.requests !=
		               orig->access[i].stats.requests) ||
		    run.r.access[j].stats.lanes != orig->access[i].stats.lanes)
			goto refused;
		a = main_of(&run.r.access[j], space_of(run.p, j));
		for (k = 0; k < n && ids[k] != i; k++)
			;
		if (k < n) {
			before += b;
			after += a;
			ideal += ideal_of(&run.r.access[j], space_of(run.p, j));
		} else if (remap && space_of(p, i) == space_of(run.p, j)) {
			/* the others together, as the threads now share them */
			others_before += b;
			others_after += a;
		} else if (a > b && space_of(p, i) == space_of(run.p, j)) {
			dearer = true;
		}
	}
	if (remap)
		dearer = after + others_after >= before + others_before;
	rc = after < before && !dearer ? 1 : 0;
	if (fix != NULL) {
		text t;
		fix->before = before;
		fix->after = after;
		fix->ideal = ideal;
		fill_figures(orig, p, &run, ids, n, m, fix);
		sug_text_init(&t, s->src, s->len);
		sug_changed_lines(&t, e, nedits, fix);
		free(t.start);
		fix->text = src;
		fix->len = len;
		src = NULL;
	}
	pipe_run_free(&run);
	free(src);
	free(e);
	return rc;
refused:
	pipe_run_free(&run);
	free(src);
	free(e);
	return -1;
}

int
suggest_try(const pipe_setup *s, const eval_result *orig,
            const pat_program *p, const int *ids, int n,
            const sug_edit *edits, int nedits, sug_fix *fix)
{
	return try_rewrite(s, orig, p, ids, n, NULL, false, edits, nedits, fix);
}

/* ---- the search ------------------------------------------------------- */

/* Is fix x better than y: cheaper, else less memory? (Ties keep the one
   found first, the simpler.) */
bool
sug_better(const sug_fix *x, const sug_fix *y)
{
	if (x->after != y->after)
		return x->after < y->after;
	return x->extra_bytes < y->extra_bytes;
}

/* Run candidate c; keep it if confirmed and the best of its kind. */
static void
consider(search *se, cand *c)
{
	sug_fix f;
	int rc;

	memset(&f, 0, sizeof(f));
	/* a kind already at the fewest possible is beaten only by less
	   memory */
	if (se->have[c->kind] && se->best[c->kind].after <= se->tg->ideal &&
	    c->extra >= se->best[c->kind].extra_bytes) {
		sug_cand_free(c);
		return;
	}
	if ((se->deadline > 0 && sug_now() > se->deadline) ||
	    (se->max_rewrites > 0 && *se->evaluations > se->max_rewrites) ||
	    eval_interrupted()) {
		se->tg->cut_short = true;
		sug_cand_free(c);
		return;
	}
	se->tg->tried++;
	++*se->evaluations;
	{
		merge m = { c->merged, c->nmerged };
		rc = try_rewrite(se->s, &se->orig->r, se->orig->p, se->ids, se->n,
		                 c->nmerged > 0 ? &m : NULL,
		                 c->kind == SUG_WARPROW, c->e, c->ne, &f);
	}
	if (rc < 0) {
		se->tg->refused_bounds++;
	} else if (rc == 0) {
		se->tg->refused_cost++;
		if (!se->have_near || f.after < se->near.after) {
			if (se->have_near)
				suggest_fix_free(&se->near);
			f.kind = c->kind;
			memcpy(f.n, c->n, sizeof(f.n));
			f.extra_bytes = c->extra;
			f.title = c->title;
			c->title = NULL;
			se->near = f;
			se->have_near = true;
			sug_cand_free(c);
			return;
		}
	} else {
		f.kind = c->kind;
		memcpy(f.n, c->n, sizeof(f.n));
		f.extra_bytes = c->extra;
		if (!se->have[c->kind] || sug_better(&f, &se->best[c->kind])) {
			if (se->have[c->kind])
				suggest_fix_free(&se->best[c->kind]);
			f.title = c->title;
			f.cute = c->cute;
			f.edits = c->e;
			f.nedits = c->ne;
			c->title = c->cute = NULL;
			c->e = NULL;
			c->ne = c->cap = 0;
			se->best[c->kind] = f;
			se->have[c->kind] = true;
			sug_cand_free(c);
			return;
		}
	}
	suggest_fix_free(&f);
	sug_cand_free(c);
}

static uint64_t
elements(const pat_array *a)
{
	uint64_t n = 1;
	int i;

	for (i = 0; i < a->ndims; i++)
		n *= (uint64_t)a->dims[i];
	return n;
}

/* The swizzle's term of the outer index o: (o / 2^s) % 2^b * 2^m, the
   modulo left out where o / 2^s stays below 2^b anyway. */
static char *
swz_term(const char *o, int64_t orange, int b, int m, int s)
{
	char *x = sug_operand(o), *y;
	bool bare = true;            /* x is o alone, already an operand */

	if (s > 0) {
		y = xasprintf("%s / %d", x, 1 << s);
		free(x);
		x = y;
		bare = false;
	}
	if ((orange - 1) >> s >= (int64_t)1 << b) {
		y = s > 0 ? xasprintf("(%s) %% %d", x, 1 << b) : xasprintf("%s %% %d", x, 1 << b);
		free(x);
		x = y;
		bare = false;
	}
	if (m > 0) {
		y = xasprintf("%s * %d", x, 1 << m);
		free(x);
		x = y;
		bare = false;
	}
	y = bare ? x : xasprintf("(%s)", x);
	if (y != x)
		free(x);
	return y;
}

static int
log2_exact(int64_t v)
{
	int k = 0;

	if (v <= 0 || (v & (v - 1)) != 0)
		return -1;
	while (((int64_t)1 << k) < v)
		k++;
	return k;
}

/*
 * Swizzles of a shared array: with two or more dimensions the inner index
 * c becomes c ^ ((r / 2^s) % 2^B * 2^M) for the next index r (CuTe's
 * Swizzle<B, M, log2(W) + s - M> on the row-major offset when the inner
 * size W is a power of two); with one, i ^ ((i / 2^(M+S)) % 2^B * 2^M).
 * Only XORs that stay inside an aligned run of 2^(B+M) elements that the
 * inner size is a multiple of: a permutation of each row, in bounds.
 */
static void
swizzles(search *se, const idxtext *ix)
{
	const pat_array *a = se->a;
	int nd = a->ndims, b, m, s, k, lw;
	int64_t w = a->dims[nd - 1];

	lw = log2_exact(w);
	for (b = 1; b <= MAX_SWZ_BITS; b++)
		for (m = 0; ((int64_t)1 << (b + m)) <= w; m++) {
			if (w % ((int64_t)1 << (b + m)) != 0)
				continue;
			for (s = nd >= 2 ? 0 : b; s <= MAX_SWZ_SHIFT; s++) {
				cand c;
				if (nd >= 2 && ((int64_t)1 << s) >= a->dims[nd - 2])
					break;
				if (nd == 1 && ((int64_t)1 << (m + s)) >= w)
					break;
				sug_cand_init(&c, SUG_SWIZZLE, b, m, s);
				for (k = 0; k < se->n; k++) {
					const idxtext *x = &ix[k];
					char *in = sug_operand(x->s[nd - 1]);
					char *term;
					term = nd >= 2 ? swz_term(x->s[nd - 2], a->dims[nd - 2],
					                          b, m, s)
					               : swz_term(x->s[0], w, b, m, m + s);
					sug_cand_edit(&c, x->from[nd - 1], x->to[nd - 1],
					              xasprintf("%s ^ %s", in,
					                        term));
					free(in);
					free(term);
				}
				{
					char *term = nd >= 2 ? swz_term("row", a->dims[nd - 2],
					                                b, m, s)
					                     : swz_term("i", w, b, m, m + s);
					c.title = xasprintf("XOR swizzle: %s ^ %s",
					                    nd >= 2 ? "column" : "i",
					                    term);
					free(term);
				}
				if (nd == 1)
					c.cute = xasprintf("Swizzle<%d,%d,%d>",
					                   b, m, s);
				else if (lw >= 0)
					c.cute = xasprintf("Swizzle<%d,%d,%d>",
					                   b, m, lw + s - m);
				consider(se, &c);
			}
		}
}

/*
 * Padding: with two or more dimensions the inner size W becomes W + P;
 * with one, P elements after every R (i becomes i + i / R * P, the size
 * n + n / R * P), R a run of 64 to 1024 bytes.
 */
static void
pads(search *se, const idxtext *ix, const size_t *dfrom, const size_t *dto)
{
	const pat_array *a = se->a;
	int nd = a->ndims, p, k;
	uint64_t esz = a->type->size, n = elements(a);
	char *dim = sug_slice(se->t, dfrom[nd - 1], dto[nd - 1]);
	int64_t r;

	if (nd >= 2) {
		for (p = 1; p <= MAX_PAD; p++) {
			cand c;
			sug_cand_init(&c, SUG_PAD, p, 0, 0);
			sug_cand_edit(&c, dfrom[nd - 1], dto[nd - 1],
			              xasprintf("%s + %d", dim, p));
			c.extra = (int64_t)(n / (uint64_t)a->dims[nd - 1] *
			                    (uint64_t)p * esz);
			c.title = xasprintf("pad the inner dimension by %d "
			                    "element%s: [%s + %d]", p,
			                    p == 1 ? "" : "s", dim, p);
			consider(se, &c);
		}
		free(dim);
		return;
	}
	for (r = 1; r < a->dims[0]; r *= 2) {
		if ((uint64_t)r * esz < 64 || (uint64_t)r * esz > 1024)
			continue;
		for (p = 1; p <= MAX_PAD; p++) {
			cand c;
			char *d = sug_operand(dim), *pp = p == 1 ? dup_s("") : xasprintf(" * %d", p);
			sug_cand_init(&c, SUG_PAD, p, (int)r, 0);
			sug_cand_edit(&c, dfrom[0], dto[0],
			              xasprintf("%s + %s / %lld%s", dim, d,
			                        (long long)r, pp));
			for (k = 0; k < se->n; k++) {
				char *in = sug_operand(ix[k].s[0]);
				sug_cand_edit(&c, ix[k].from[0], ix[k].to[0],
				              xasprintf("%s + %s / %lld%s", in,
				                        in, (long long)r, pp));
				free(in);
			}
			c.extra = (int64_t)((uint64_t)a->dims[0] / (uint64_t)r *
			                    (uint64_t)p * esz);
			c.title = xasprintf("pad by %d element%s after every "
			                    "%lld: i + i / %lld%s", p,
			                    p == 1 ? "" : "s", (long long)r,
			                    (long long)r, pp);
			free(d);
			free(pp);
			consider(se, &c);
		}
	}
	free(dim);
}

/* Where the declaration's 'offset' expression is, if it has one: the
   text after the sizes up to a comment or the line's end. */
static bool
decl_offset(const text *t, size_t end, size_t *from, size_t *to)
{
	size_t o = end, e;

	while (o < t->len && (t->src[o] == ' ' || t->src[o] == '\t'))
		o++;
	if (o + 6 > t->len || memcmp(t->src + o, "offset", 6) != 0 ||
	    word_char(t->src[o + 6]))
		return false;
	o += 6;
	while (o < t->len && (t->src[o] == ' ' || t->src[o] == '\t'))
		o++;
	for (e = o; e < t->len && t->src[e] != '\n' && t->src[e] != '#' &&
	            t->src[e] != ';'; e++)
		;
	while (e > o && (t->src[e - 1] == ' ' || t->src[e - 1] == '\t' ||
	                 t->src[e - 1] == '\r'))
		e--;
	*from = o;
	*to = e;
	return e > o;
}

/* Alignment: the array starts K bytes later, K a multiple of its
   element's alignment below a sector, so that a warp's first element can
   fall on a sector boundary. */
static void
aligns(search *se, size_t end)
{
	const pat_array *a = se->a;
	uint64_t al = a->type->align, cur = a->offset, k;
	size_t of, ot;
	bool has = decl_offset(se->t, end, &of, &ot);

	for (k = 0; k < 32; k += al) {
		uint64_t off = cur - cur % 32 + k;
		cand c;
		if (off == cur)
			continue;
		sug_cand_init(&c, SUG_ALIGN, (int)off, 0, 0);
		if (has)
			sug_cand_edit(&c, of, ot, xasprintf("%llu",
			                                    (unsigned long long)off));
		else
			sug_cand_edit(&c, end, end, xasprintf(" offset %llu",
			                                      (unsigned long long)off));
		c.extra = (int64_t)off - (int64_t)cur;
		c.title = off == 0
		          ? xasprintf("start %s at its allocation (no offset)",
		                      a->name)
		          : xasprintf("start %s %llu bytes past its allocation "
		                      "(offset %llu)", a->name,
		                      (unsigned long long)off,
		                      (unsigned long long)off);
		consider(se, &c);
	}
}

/* A 2-D global array stored transposed: its sizes and every access's
   two indices swapped. */
static void
transposed(search *se, const idxtext *ix, const size_t *dfrom,
           const size_t *dto)
{
	cand c;
	int k;

	sug_cand_init(&c, SUG_TRANSPOSE, 0, 0, 0);
	sug_cand_edit(&c, dfrom[0], dto[0], sug_slice(se->t, dfrom[1], dto[1]));
	sug_cand_edit(&c, dfrom[1], dto[1], sug_slice(se->t, dfrom[0], dto[0]));
	for (k = 0; k < se->n; k++) {
		sug_cand_edit(&c, ix[k].from[0], ix[k].to[0],
		              dup_s(ix[k].s[1]));
		sug_cand_edit(&c, ix[k].from[1], ix[k].to[1],
		              dup_s(ix[k].s[0]));
	}
	c.title = xasprintf("store %s transposed (column-major): every "
	                    "access's two indices swapped", se->a->name);
	consider(se, &c);
}

bool
sug_name_taken(const pat_program *p, const char *name)
{
	int i;

	for (i = 0; i < p->narrays; i++)
		if (strcmp(p->arrays[i].name, name) == 0)
			return true;
	for (i = 0; i < p->nparams; i++)
		if (strcmp(p->params[i].name, name) == 0)
			return true;
	return false;
}

/* The declarations of the struct of arrays: one array NAME_FIELD per
   field used, with the struct array's sizes, each line indented by ind;
   NULL if a name is taken. *bytes: what they take. */
static char *
soa_decls(const search *se, const bool *used, const char *ind,
          const size_t *dfrom, const size_t *dto, uint64_t *bytes)
{
	const pat_array *a = se->a;
	char *decls = dup_s(""), *dims = dup_s(""), *x;
	int f, d;

	for (d = 0; d < a->ndims; d++) {
		char *dt = sug_slice(se->t, dfrom[d], dto[d]);
		x = xasprintf("%s[%s]", dims, dt);
		free(dims);
		free(dt);
		dims = x;
	}
	*bytes = 0;
	for (f = 0; f < a->type->nfields; f++) {
		const pat_field *fl = &a->type->fields[f];
		char *nm;
		if (!used[f])
			continue;
		nm = xasprintf("%s_%s", a->name, fl->name);
		if (sug_name_taken(se->orig->p, nm)) {
			free(nm);
			free(dims);
			free(decls);
			return NULL;
		}
		x = xasprintf("%s%s%s%s %s %s%s", decls, decls[0] ? "\n" : "",
		              ind, pat_space_name(a->space), fl->type->name, nm,
		              dims);
		free(decls);
		decls = x;
		free(nm);
		*bytes += fl->type->size * elements(a);
	}
	free(dims);
	return decls;
}

/*
 * Struct of arrays: where every access to a struct array reads or writes
 * one field, each field used becomes an array of its own, NAME_FIELD,
 * declared in the struct array's place, and each access names it.
 * Returns without trying when an access takes the whole element or the
 * text is not plain enough to rewrite.
 */
static void
struct_of_arrays(search *se, const idxtext *ix, const size_t *dfrom,
                 const size_t *dto, size_t end)
{
	const pat_array *a = se->a;
	const pat_program *p = se->orig->p;
	const text *t = se->t;
	bool used[64] = { false };
	size_t ls, le, o;
	char *decls, *ind;
	uint64_t newbytes = 0;
	cand c;
	int k;

	if (a->type->kind != PT_STRUCT || a->type->nfields > 64)
		return;
	for (k = 0; k < se->n; k++) {
		const pat_field *fl = p->accesses[se->ids[k]]->u.access.field;
		if (fl == NULL)
			return;
		used[fl - a->type->fields] = true;
	}
	/* the declaration alone on its line, but for a comment */
	ls = t->start[a->loc.line - 1];
	le = sug_line_end(t, a->loc.line);
	for (o = end; o < le && (t->src[o] == ' ' || t->src[o] == '\t' ||
	                         t->src[o] == ';'); o++)
		;
	if (o < le && t->src[o] != '#')
		return;
	for (o = ls; o < le && (t->src[o] == ' ' || t->src[o] == '\t'); o++)
		;
	ind = sug_slice(t, ls, o);
	decls = soa_decls(se, used, ind, dfrom, dto, &newbytes);
	free(ind);
	if (decls == NULL)
		return;
	sug_cand_init(&c, SUG_SOA, 0, 0, 0);
	sug_cand_edit(&c, ls, end, decls);
	/* each access: NAME[...].FIELD becomes NAME_FIELD[...] */
	for (k = 0; k < se->n; k++) {
		const pat_field *fl = p->accesses[se->ids[k]]->u.access.field;
		size_t nb, ne, fb, fe;
		if (!name_before(t, ix[k].from[0], a->name, &nb, &ne) ||
		    !close_after(t, ix[k].to[a->ndims - 1], &fb))
			goto plain;
		while (fb < t->len && (t->src[fb] == ' ' || t->src[fb] == '\t'))
			fb++;
		if (fb >= t->len || t->src[fb] != '.')
			goto plain;
		for (fe = fb + 1; fe < t->len && word_char(t->src[fe]); fe++)
			;
		if (fe - fb - 1 != strlen(fl->name) ||
		    memcmp(t->src + fb + 1, fl->name, fe - fb - 1) != 0)
			goto plain;
		sug_cand_edit(&c, nb, ne, xasprintf("%s_%s", a->name, fl->name));
		sug_cand_edit(&c, fb, fe, dup_s(""));
	}
	c.extra = (int64_t)newbytes - (int64_t)a->bytes;
	c.title = xasprintf("struct of arrays: each field of %s read alone in "
	                    "an array of its own (%s_FIELD)", a->name, a->name);
	consider(se, &c);
	return;
plain:
	sug_cand_free(&c);
}

/* s without blanks, malloc'ed: index texts compared as written. */
static char *
squeeze(const char *s)
{
	char *t = xmalloc(strlen(s) + 1), *q = t;

	for (; *s; s++)
		if (*s != ' ' && *s != '\t')
			*q++ = *s;
	*q = '\0';
	return t;
}

/* Is index text y the text x plus k, as written: "x + k" or "(x) + k"? */
static bool
plus_k(const char *x, const char *y, int k)
{
	char *sx = squeeze(x), *sy = squeeze(y), *a = xasprintf("%s+%d", sx, k),
	     *b = xasprintf("(%s)+%d", sx, k);
	bool ok = strcmp(sy, a) == 0 || strcmp(sy, b) == 0;

	free(sx);
	free(sy);
	free(a);
	free(b);
	return ok;
}

static bool
same_text(const text *t, const pat_expr *x, const pat_expr *y)
{
	size_t ox, oy;

	if (x == NULL || y == NULL)
		return x == y;
	ox = sug_offset_of(t, x->loc);
	oy = sug_offset_of(t, y->loc);
	return ox != (size_t)-1 && oy != (size_t)-1 && x->loc.len == y->loc.len
	       && memcmp(t->src + ox, t->src + oy, (size_t)x->loc.len) == 0;
}

/* Does statement st start its line, and the statement after it (if any)
   start a later one? Then the line is st's alone, to rewrite whole. */
bool
sug_alone_on_line(const text *t, const pat_stmt *st)
{
	size_t o = sug_offset_of(t, st->loc), b;

	if (o == (size_t)-1)
		return false;
	for (b = t->start[st->loc.line - 1]; b < o; b++)
		if (t->src[b] != ' ' && t->src[b] != '\t')
			return false;
	return st->next == NULL || st->next->loc.line > st->loc.line;
}

/* The line's leading blanks, malloc'ed. */
char *
sug_indent_of(const text *t, int line)
{
	size_t b = t->start[line - 1], o = b;

	while (o < t->len && (t->src[o] == ' ' || t->src[o] == '\t'))
		o++;
	return sug_slice(t, b, o);
}

/*
 * Does the first of w accesses (k0 in the search's list) start each
 * thread on a multiple of w elements, in every warp that runs it? Asked
 * of the model: the access made conditional on (I) % w != 0 must make no
 * request at all.
 */
static bool
aligned_start(search *se, const idxtext *ix, int k0, int w)
{
	const pat_stmt *st = se->orig->p->accesses[se->ids[k0]];
	int nd = se->a->ndims, id = se->ids[k0];
	char *in = sug_operand(ix[k0].s[nd - 1]);
	sug_edit e;
	size_t after, len;
	pipe_run run;
	char *src;
	bool ok = false;

	if (st->u.access.pred != NULL) {
		size_t o = sug_offset_of(se->t, st->u.access.pred->loc);
		char *pt = sug_slice(se->t, o, o + (size_t)st->u.access.pred->loc.len);
		e.from = o;
		e.to = o + (size_t)st->u.access.pred->loc.len;
		e.text = xasprintf("(%s) && %s %% %d != 0", pt, in, w);
		free(pt);
	} else if (close_after(se->t, ix[k0].to[nd - 1], &after)) {
		e.from = e.to = after;
		e.text = xasprintf(" if %s %% %d != 0", in, w);
	} else {
		free(in);
		return false;
	}
	free(in);
	src = sug_apply_edits(se->s->src, se->s->len, &e, 1, &len);
	free(e.text);
	if (src == NULL)
		return false;
	++*se->evaluations;
	if (sug_run_quiet(se->s, src, len, &run, true) == 0 &&
	    run.p->naccesses > id && run.r.access[id].stats.requests == 0)
		ok = true;
	pipe_run_free(&run);
	free(src);
	return ok;
}

/* Are the w accesses from k0 one thread's neighbours, written one after
   the other: the same array, direction, predicate and outer indices, the
   last index I, I + 1, ..., each statement alone on its line? */
static bool
neighbours(search *se, const idxtext *ix, int k0, int w)
{
	const pat_program *p = se->orig->p;
	const pat_stmt *st0 = p->accesses[se->ids[k0]], *st = st0;
	int nd = se->a->ndims, j, d;

	if (k0 + w > se->n || st0->u.access.field != NULL ||
	    !sug_alone_on_line(se->t, st0))
		return false;
	for (j = 1; j < w; j++) {
		st = st->next;
		if (st == NULL || st->kind != S_ACCESS ||
		    se->ids[k0 + j] != st->u.access.id ||
		    st->u.access.store != st0->u.access.store ||
		    st->u.access.field != NULL ||
		    !sug_alone_on_line(se->t, st) ||
		    !same_text(se->t, st->u.access.pred, st0->u.access.pred))
			return false;
		for (d = 0; d + 1 < nd; d++) {
			char *x = squeeze(ix[k0].s[d]), *y = squeeze(ix[k0 + j].s[d]);
			bool eq = strcmp(x, y) == 0;
			free(x);
			free(y);
			if (!eq)
				return false;
		}
		if (!plus_k(ix[k0].s[nd - 1], ix[k0 + j].s[nd - 1], j))
			return false;
	}
	return true;
}

/*
 * Vector width: w neighbouring elements each thread reads (or writes)
 * with w statements become one access of a w-wide vector type through a
 * view ('view float2 a_float2 = a'), the others commented out, as are
 * the expectations that named them. Only where the model shows that the
 * first index is a multiple of w for every thread (aligned_start).
 */
static void
vector_group(search *se, const idxtext *ix, int k0, int w, const char *vt)
{
	const pat_array *a = se->a;
	const pat_program *p = se->orig->p;
	const text *t = se->t;
	const pat_stmt *st0 = p->accesses[se->ids[k0]], *st = st0;
	int nd = a->ndims, j, i;
	char *vname, *ind, *in;
	size_t nb, ne, le;
	cand c;

	if (a->dims[nd - 1] % w != 0 || !neighbours(se, ix, k0, w) ||
	    !name_before(t, ix[k0].from[0], a->name, &nb, &ne))
		return;
	vname = xasprintf("%s_%s", a->name, vt);
	if (sug_name_taken(p, vname) || !aligned_start(se, ix, k0, w)) {
		free(vname);
		return;
	}
	sug_cand_init(&c, SUG_VECTOR, w, 0, 0);
	le = sug_line_end(t, a->loc.line);
	ind = sug_indent_of(t, a->loc.line);
	sug_cand_edit(&c, le, le, xasprintf("\n%sview %s %s = %s", ind, vt,
	                                    vname, a->name));
	free(ind);
	sug_cand_edit(&c, nb, ne, dup_s(vname));
	in = sug_operand(ix[k0].s[nd - 1]);
	sug_cand_edit(&c, ix[k0].from[nd - 1], ix[k0].to[nd - 1],
	              xasprintf("%s / %d", in, w));
	free(in);
	for (j = 1; j < w; j++) {
		st = st->next;
		c.merged[c.nmerged++] = st->u.access.id;
		ind = sug_indent_of(t, st->loc.line);
		sug_cand_edit(&c, t->start[st->loc.line - 1],
		              sug_line_end(t, st->loc.line),
		              xasprintf("%s# %s (in the %s of line %d)", ind,
		                        st->text, vt, st0->loc.line));
		free(ind);
		/* an expectation of a merged access names what is gone */
		for (i = 0; i < p->nexpects; i++) {
			const pat_stmt *x = p->expects[i];
			if (x->u.expect.access != st)
				continue;
			ind = sug_indent_of(t, x->loc.line);
			sug_cand_edit(&c, t->start[x->loc.line - 1],
			              sug_line_end(t, x->loc.line),
			              xasprintf("%s# %s (its access is merged)",
			                        ind, x->text));
			free(ind);
		}
	}
	in = sug_operand(ix[k0].s[nd - 1]);
	c.title = xasprintf("one %s %s for %d neighbouring %ss a thread: %s[%s / %d]",
	                    vt, st0->u.access.store ? "store" : "load", w,
	                    a->type->name, vname, in, w);
	free(in);
	free(vname);
	consider(se, &c);
}

static void
vectors(search *se, const idxtext *ix)
{
	const char *v2, *v4;
	int k;

	switch (se->a->type->kind) {
	case PT_FLOAT: v2 = "float2"; v4 = "float4"; break;
	case PT_INT:   v2 = "int2";   v4 = "int4";   break;
	case PT_DOUBLE: v2 = "double2"; v4 = NULL;   break;
	default: return;
	}
	for (k = 0; k < se->n; k++) {
		if (v4 != NULL)
			vector_group(se, ix, k, 4, v4);
		vector_group(se, ix, k, 2, v2);
	}
}

/* ---- the notes' changes of who reads what ---------------------------- */

/* The let whose slot is slot, or NULL. Recursive over the nesting of
   blocks, which the parser bounds. */
static const pat_stmt *
let_of(const pat_stmt *b, int slot)
{
	const pat_stmt *r;

	for (; b != NULL; b = b->next) {
		if (b->kind == S_LET && b->u.let.slot == slot)
			return b;
		if (b->kind == S_FOR && (r = let_of(b->u.loop.body, slot)) != NULL)
			return r;
		if (b->kind == S_IF &&
		    ((r = let_of(b->u.cond.then, slot)) != NULL ||
		     (r = let_of(b->u.cond.otherwise, slot)) != NULL))
			return r;
	}
	return NULL;
}

/* Whether e is a thread's index over a 1-D grid, 'blockIdx.x *
   blockDim.x + threadIdx.x' in any order (blockDim.x as its number, as
   the parser folds it), or a let of it: one value a thread, 0 to the
   grid's threads less one. */
static bool
thread_index(const pat_program *p, const pat_expr *e, int depth)
{
	const pat_expr *m, *t;

	if (e == NULL || depth > 8 || p->grid[1] != 1 || p->grid[2] != 1 ||
	    p->block[1] != 1 || p->block[2] != 1)
		return false;
	if (e->op == E_VAR) {
		const pat_stmt *l = let_of(p->body, e->slot);
		return l != NULL && thread_index(p, l->u.let.value, depth + 1);
	}
	if (e->op != E_ADD)
		return false;
	m = e->a;
	t = e->b;
	if (m->op == E_BUILTIN) {
		m = e->b;
		t = e->a;
	}
	if (t->op != E_BUILTIN || t->builtin != B_THREAD_X || m->op != E_MUL)
		return false;
	return (m->a->op == E_BUILTIN && m->a->builtin == B_BLOCK_X &&
	        m->b->op == E_NUM && m->b->num == p->block[0]) ||
	       (m->b->op == E_BUILTIN && m->b->builtin == B_BLOCK_X &&
	        m->a->op == E_NUM && m->a->num == p->block[0]);
}

/* Whether a and b are the same number or the same name. */
static bool
same_leaf(const pat_expr *a, const pat_expr *b)
{
	return a != NULL && b != NULL && a->op == b->op &&
	       ((a->op == E_NUM && a->num == b->num) ||
	        (a->op == E_VAR && a->slot == b->slot));
}

/* A range loop from 0 (or any start, with any_start) by steps of 1. */
static bool
plain_loop(const pat_stmt *lp, bool any_start)
{
	return lp != NULL && !lp->u.loop.cform &&
	       (any_start || (lp->u.loop.start->op == E_NUM &&
	                      lp->u.loop.start->num == 0)) &&
	       (lp->u.loop.step == NULL || (lp->u.loop.step->op == E_NUM &&
	                                    lp->u.loop.step->num == 1));
}

/*
 * Interleave a chunked index, as the notes teach: where each thread walks
 * a chunk of its own, 'for k in 0 .. C { read b[t * C + k] }' with t the
 * thread's index over a 1-D grid, a warp's lanes are C elements apart;
 * 'b[k * (gridDim.x * blockDim.x) + t]' puts them side by side. Both read
 * the grid's threads times C elements, each once: a thread gets another
 * share of them.
 */
static void
interleaves(search *se, const idxtext *ix)
{
	const pat_program *p = se->orig->p;
	int64_t chunk = 0;
	cand c;
	int k, done = 0;

	if (se->a->ndims != 1)
		return;
	sug_cand_init(&c, SUG_INTERLEAVE, 0, 0, 0);
	for (k = 0; k < se->n; k++) {
		const pat_stmt *st = p->accesses[se->ids[k]];
		const pat_stmt *lp = sug_parent_loop(p->body, st, NULL);
		const pat_expr *e = st->u.access.index[0], *mul, *v, *x, *n;
		char *xt, *xo;
		if (!plain_loop(lp, false) || e->op != E_ADD)
			continue;
		mul = e->a;
		v = e->b;
		if (mul->op == E_VAR && mul->slot == lp->u.loop.slot) {
			mul = e->b;
			v = e->a;
		}
		if (v->op != E_VAR || v->slot != lp->u.loop.slot ||
		    mul->op != E_MUL)
			continue;
		x = mul->a;
		n = mul->b;
		if (!same_leaf(n, lp->u.loop.end)) {
			x = mul->b;
			n = mul->a;
		}
		if (!same_leaf(n, lp->u.loop.end) || !thread_index(p, x, 0) ||
		    (xt = sug_expr_text(se->t, x, st->loc.line)) == NULL)
			continue;
		xo = sug_operand(xt);
		sug_cand_edit(&c, ix[k].from[0], ix[k].to[0],
		              xasprintf("%s * (gridDim.x * blockDim.x) + %s",
		                        lp->u.loop.var, xo));
		free(xo);
		free(xt);
		chunk = n->op == E_NUM ? n->num : 0;
		done++;
	}
	if (done == 0) {
		sug_cand_free(&c);
		return;
	}
	if (chunk > 0)
		c.title = xasprintf("interleave the chunks: each thread reads "
		                    "every %lld-th element of %s (the grid's "
		                    "threads apart), not %lld in a row of its "
		                    "own",
		                    (long long)(p->grid[0] * p->block[0]),
		                    se->a->name, (long long)chunk);
	else
		c.title = xasprintf("interleave the chunks: each thread reads "
		                    "every (gridDim.x * blockDim.x)-th element "
		                    "of %s, not a chunk of its own", se->a->name);
	consider(se, &c);
}

/* Whether the statements b declare name (a let or a loop variable). */
static bool
declares(const pat_stmt *b, const char *name)
{
	for (; b != NULL; b = b->next)
		if ((b->kind == S_LET && strcmp(b->u.let.name, name) == 0) ||
		    (b->kind == S_FOR && (strcmp(b->u.loop.var, name) == 0 ||
		                          declares(b->u.loop.body, name))) ||
		    (b->kind == S_IF && (declares(b->u.cond.then, name) ||
		                         declares(b->u.cond.otherwise, name))))
			return true;
	return false;
}

/* Whether p has a name name: an array, a parameter, a let, a loop's. */
static bool
name_used(const pat_program *p, const char *name)
{
	return sug_name_taken(p, name) || declares(p->body, name);
}

/* Does e read slot? Recursive: e is within PAT_MAX_HEIGHT. */
static bool
reads_slot(const pat_expr *e, int slot)
{
	return e != NULL && ((e->op == E_VAR && e->slot == slot) ||
	                     reads_slot(e->a, slot) || reads_slot(e->b, slot) ||
	                     reads_slot(e->c, slot));
}

/* Is st inside the statements b (at any depth)? */
static bool
inside(const pat_stmt *b, const pat_stmt *st)
{
	for (; b != NULL; b = b->next)
		if (b == st || (b->kind == S_FOR && inside(b->u.loop.body, st)) ||
		    (b->kind == S_IF && (inside(b->u.cond.then, st) ||
		                         inside(b->u.cond.otherwise, st))))
			return true;
	return false;
}

/* Where e ends, if it lies on line. */
static bool
expr_end(const text *t, const pat_expr *e, int line, size_t *end)
{
	size_t o;

	if (e == NULL || e->loc.line != line ||
	    (o = sug_offset_of(t, e->loc)) == (size_t)-1)
		return false;
	*end = o + (size_t)e->loc.len;
	return true;
}

/* The offset of the end of the line that offset o is on. */
static size_t
eol_of(const text *t, size_t o)
{
	while (o < t->len && t->src[o] != '\n')
		o++;
	return o;
}

/* The edit that has an access statement (read/write) run in lane 0 of a
   warp alone: its predicate and-ed with 'lane == 0', or one added after
   its element. False where its text is not that plain. */
static bool
lane_zero(search *se, cand *c, const pat_stmt *st, const char *lane)
{
	const text *t = se->t;
	size_t o = sug_offset_of(t, st->loc), e;
	const pat_expr *pr = st->u.access.pred;
	int d = st->u.access.nindex - 1;

	if (o == (size_t)-1 || (strncmp(t->src + o, "read ", 5) != 0 &&
	                        strncmp(t->src + o, "write ", 6) != 0))
		return false;
	if (pr != NULL) {
		char *pt = sug_expr_text(t, pr, st->loc.line);
		size_t po = sug_offset_of(t, pr->loc);
		if (pt == NULL)
			return false;
		sug_cand_edit(c, po, po + (size_t)pr->loc.len,
		              xasprintf("(%s) && %s == 0", pt, lane));
		free(pt);
		return true;
	}
	if (d < 0 || !index_range(t, st, d, &e, &e))
		return false;
	/* past the last index's ']' and any '.field' */
	while (e < t->len && t->src[e] != ']' && t->src[e] != '\n')
		e++;
	if (e >= t->len || t->src[e] != ']')
		return false;
	e++;
	while (e < t->len && t->src[e] == '.') {
		e++;
		while (e < t->len && word_char(t->src[e]) && t->src[e] != '.')
			e++;
	}
	sug_cand_edit(c, e, e, xasprintf(" if %s == 0", lane));
	return true;
}

/*
 * A warp a row, as the notes' matrix-vector kernel has it: where a thread
 * walks a row of its own, 'let row = <the thread's index>' and
 * 'for j in S .. E { read A[row][j] }', a warp's lanes are a row apart
 * (32 sectors a request for doubles). With 32 times the threads, 'row'
 * the thread's index / 32, 'lane' its % 32 and 'for j in S + lane .. E
 * step 32', the lanes read a row's neighbouring elements; what is read
 * or written once a row outside the loop ('y[row]') lane 0 does. The
 * requests change (so the model holds it to the same thread-accesses of
 * every access and fewer sectors over them all, not to the same
 * requests): the lanes' partial sums then need a warp's reduction.
 */
static void
warp_rows(search *se, const idxtext *ix)
{
	const pat_program *p = se->orig->p;
	const text *t = se->t;
	const pat_stmt *st, *lp, *rl;
	const pat_expr *r, *jv;
	char *vt = NULL, *gt = NULL, *st_t = NULL, *lane = NULL, *ind;
	size_t vo, go, so, eo, eol, i0;
	cand c;
	int i;

	(void)ix;
	if (se->a->ndims != 2 || se->n != 1 || p->block[0] % 32 != 0)
		return;
	st = p->accesses[se->ids[0]];
	lp = sug_parent_loop(p->body, st, NULL);
	r = st->u.access.index[0];
	jv = st->u.access.index[1];
	if (!plain_loop(lp, true) || jv->op != E_VAR ||
	    jv->slot != lp->u.loop.slot || r->op != E_VAR ||
	    !thread_index(p, r, 0) || (rl = let_of(p->body, r->slot)) == NULL ||
	    inside(lp->u.loop.body, rl))
		return;
	sug_cand_init(&c, SUG_WARPROW, 0, 0, 0);
	lane = name_used(p, "lane") ? xasprintf("%s_lane", rl->u.let.name)
	                            : dup_s("lane");
	vt = sug_expr_text(t, rl->u.let.value, rl->u.let.value->loc.line);
	vo = sug_offset_of(t, rl->u.let.value->loc);
	go = sug_offset_of(t, p->grid_loc);
	if (vt == NULL || name_used(p, lane) || go == (size_t)-1 ||
	    strncmp(t->src + go, "grid", 4) != 0 ||
	    (st_t = sug_expr_text(t, lp->u.loop.start, lp->loc.line)) == NULL ||
	    (so = sug_offset_of(t, lp->u.loop.start->loc)) == (size_t)-1 ||
	    !expr_end(t, lp->u.loop.end, lp->loc.line, &eo))
		goto out;
	/* the grid, 32 times the threads */
	for (i0 = go + 4; i0 < go + (size_t)p->grid_loc.len &&
	                  (t->src[i0] == ' ' || t->src[i0] == '\t'); i0++)
		;
	gt = sug_slice(t, i0, go + (size_t)p->grid_loc.len);
	sug_cand_edit(&c, i0, go + (size_t)p->grid_loc.len,
	              xasprintf("(%s) * 32", gt));
	/* the row a warp's, the lane the thread's place in it, on a line
	   after the let's own, indented as it is */
	eol = eol_of(t, vo + (size_t)rl->u.let.value->loc.len);
	for (i0 = sug_offset_of(t, rl->loc); i0 > 0 && t->src[i0 - 1] != '\n';
	     i0--)
		;
	ind = sug_slice(t, i0, i0 + strspn(t->src + i0, " \t"));
	if (eol == vo + (size_t)rl->u.let.value->loc.len) {
		sug_cand_edit(&c, vo, eol, xasprintf("(%s) / 32\n%slet %s = (%s) %% 32",
		                                     vt, ind, lane, vt));
	} else {
		sug_cand_edit(&c, vo, vo + (size_t)rl->u.let.value->loc.len,
		              xasprintf("(%s) / 32", vt));
		sug_cand_edit(&c, eol, eol, xasprintf("\n%slet %s = (%s) %% 32",
		                                      ind, lane, vt));
	}
	free(ind);
	/* the loop, a lane's elements 32 apart */
	sug_cand_edit(&c, so, so + (size_t)lp->u.loop.start->loc.len,
	              strcmp(st_t, "0") == 0 ? dup_s(lane)
	                                     : xasprintf("(%s) + %s", st_t, lane));
	sug_cand_edit(&c, eo, eo, dup_s(" step 32"));
	/* what is done once a row outside the loop: lane 0's; anything
	   else outside it would run 32 times over */
	for (i = 0; i < p->naccesses; i++) {
		const pat_stmt *o = p->accesses[i];
		int d;
		bool row = false;
		if (inside(lp->u.loop.body, o))
			continue;
		for (d = 0; d < o->u.access.nindex; d++)
			row |= reads_slot(o->u.access.index[d], r->slot);
		if (!row || !lane_zero(se, &c, o, lane))
			goto out;
	}
	c.title = xasprintf("a warp a row of %s: a warp's lanes read "
	                    "neighbouring %s[%s][%s], %s = %s%s%s, that + 32, "
	                    "... (%s: the thread's place in its warp; the grid "
	                    "32 times the threads; what is done once a row, "
	                    "lane 0 does)", se->a->name, se->a->name,
	                    rl->u.let.name, lp->u.loop.var, lp->u.loop.var,
	                    strcmp(st_t, "0") == 0 ? "" : st_t,
	                    strcmp(st_t, "0") == 0 ? "" : " + ", lane, lane);
	consider(se, &c);
out:
	sug_cand_free(&c);
	free(vt);
	free(gt);
	free(st_t);
	free(lane);
}

/*
 * In a square block (blockDim.z 1), threadIdx.x and threadIdx.y
 * exchanged throughout the pattern's own text: thread (x, y) does what
 * thread (y, x) did, the same work by the same block, its lanes along
 * the other axis. A copy of a matrix by columns, both its accesses down
 * a column, then walks rows, no layout changed (a kernel pattern's
 * twin: suggest_kernel.c's try_swap). Not where the pattern reads
 * another file, whose text would keep the old axes.
 */
static void
swapped_axes(search *se)
{
	const pat_program *p = se->orig->p;
	const char *s = se->t->src;
	const size_t n = se->t->len;
	cand c;
	size_t i, j;

	if (p->block[0] != p->block[1] || p->block[2] != 1 ||
	    p->block[0] < 2 || strstr(s, "include") != NULL)
		return;
	sug_cand_init(&c, SUG_SWAP, 0, 0, 0);
	for (i = 0; i < n; i++) {
		/* comments as the lexer reads them, and quoted names */
		if ((s[i] == '#' && strncmp(s + i, "#define", 7) != 0) ||
		    (s[i] == '/' && i + 1 < n && s[i + 1] == '/')) {
			while (i < n && s[i] != '\n')
				i++;
		} else if (s[i] == '/' && i + 1 < n && s[i + 1] == '*') {
			for (i += 2; i + 1 < n && !(s[i] == '*' && s[i + 1] == '/');
			     i++)
				;
			i++;
		} else if (s[i] == '"') {
			for (i++; i < n && s[i] != '"' && s[i] != '\n'; i++)
				;
		} else if (strncmp(s + i, "threadIdx", 9) == 0 &&
		           (i == 0 || !word_char(s[i - 1]))) {
			for (j = i + 9; j < n && (s[j] == ' ' || s[j] == '\t'); j++)
				;
			if (j >= n || s[j] != '.')
				continue;
			for (j++; j < n && (s[j] == ' ' || s[j] == '\t'); j++)
				;
			if (j < n && (s[j] == 'x' || s[j] == 'y') &&
			    (j + 1 == n || !word_char(s[j + 1])))
				sug_cand_edit(&c, i, j + 1,
				              dup_s(s[j] == 'x' ? "threadIdx.y"
				                                : "threadIdx.x"));
			i = j;
		}
	}
	if (c.ne == 0) {
		sug_cand_free(&c);
		return;
	}
	c.title = dup_s("swap the block's axes: threadIdx.x and threadIdx.y "
	                "exchanged throughout, so that a warp's lanes walk "
	                "the other way");
	consider(se, &c);
}

bool
suggest_changes_layout(enum sug_kind k)
{
	return k == SUG_TRANSPOSE || k == SUG_SOA;
}

/* Fixes within the kernel first (the notes' staging through a padded
   tile before a transposed array), then by cost. */
static int
by_rank(const void *x, const void *y)
{
	const sug_fix *a = x, *b = y;
	bool la = suggest_changes_layout(a->kind),
	     lb = suggest_changes_layout(b->kind);

	if (la != lb)
		return la ? 1 : -1;
	if (sug_better(a, b))
		return -1;
	if (sug_better(b, a))
		return 1;
	return a->kind < b->kind ? -1 : a->kind > b->kind;
}

/* The index texts of the target's accesses, or false (a #define's). */
static bool
index_texts(search *se, idxtext *ix)
{
	int k, d;

	for (k = 0; k < se->n; k++) {
		const pat_stmt *st = se->orig->p->accesses[se->ids[k]];
		for (d = 0; d < st->u.access.nindex; d++) {
			if (!index_range(se->t, st, d, &ix[k].from[d], &ix[k].to[d]))
				return false;
			ix[k].s[d] = sug_slice(se->t, ix[k].from[d],
			                       ix[k].to[d]);
		}
	}
	return true;
}

/* Is some other array a view of a, or a a view? Rewriting one would
   break the other's picture of the same bytes. */
static bool
viewed(const pat_program *p, const pat_array *a)
{
	int i;

	if (a->view_of != NULL)
		return true;
	for (i = 0; i < p->narrays; i++)
		if (p->arrays[i].view_of == a)
			return true;
	return false;
}

/* What fix f of array a changes besides the cost, or NULL. */
static char *
caveat(const pat_array *a, const sug_fix *f)
{
	switch (f->kind) {
	case SUG_TRANSPOSE:
		return xasprintf("it changes the layout of %s, the kernel's "
		                 "interface: every user of %s (the host code "
		                 "that fills or reads it, other kernels) must "
		                 "index it transposed too", a->name, a->name);
	case SUG_SOA:
		return xasprintf("it changes the layout of %s, the kernel's "
		                 "interface: every user of %s (the host code "
		                 "that fills or reads it, other kernels) must "
		                 "read each field from its own array", a->name,
		                 a->name);
	case SUG_INTERLEAVE:
		return xasprintf("each thread reads another share of %s: the "
		                 "same elements in all, each once; what a "
		                 "thread computes from its share changes where "
		                 "their order or grouping matters", a->name);
	case SUG_WARPROW:
		return xasprintf("a row's work is then a warp's: the lanes' "
		                 "partial results need a warp reduction "
		                 "(__shfl_down_sync) before lane 0 writes "
		                 "them, and the launch 32 times the threads; "
		                 "the other accesses of the loop spread over "
		                 "the lanes too, and the model holds them all "
		                 "together to fewer sectors than before");
	default:
		return NULL;
	}
}

/* Search the rewrites of one target. */
static void
search_target(search *se)
{
	const pat_array *a = se->a;
	idxtext *ix = xcalloc((size_t)se->n, sizeof(*ix));
	size_t dfrom[3], dto[3], end;
	int k, d, kept = 0;

	if (a->local) {
		/* its layout is the hardware's interleave, not the text's */
		se->tg->skipped = "a local array: index it alike in every lane "
		                  "of a warp";
	} else if (a->texture) {     /* its layout is the driver's */
		se->tg->skipped = "a texture: its texels lie block-linear, "
		                  "whatever its declaration says";
	} else if (viewed(se->orig->p, a)) {
		se->tg->skipped = "a view shares its bytes";
	} else if (!decl_dims(se->t, a, dfrom, dto, &end)) {
		se->tg->skipped = "it is declared in another file";
	} else if (!index_texts(se, ix)) {
		se->tg->skipped = "an index of it is written elsewhere (a "
		                  "#define)";
	} else if (a->space == SPACE_SHARED) {
		if (!se->pads_only)
			swizzles(se, ix);
		pads(se, ix, dfrom, dto);
	} else if (a->space == SPACE_GLOBAL) {
		aligns(se, end);
		struct_of_arrays(se, ix, dfrom, dto, end);
		vectors(se, ix);
		if (a->ndims == 2)
			transposed(se, ix, dfrom, dto);
		sug_stages(se, ix);
		interleaves(se, ix);
		warp_rows(se, ix);
		swapped_axes(se);
	}
	for (k = 0; k < se->n; k++)
		for (d = 0; d < 3; d++)
			free(ix[k].s[d]);
	free(ix);
	se->tg->fixes = xcalloc(SUG_NKINDS, sizeof(sug_fix));
	for (k = 0; k < SUG_NKINDS; k++)
		if (se->have[k])
			se->tg->fixes[kept++] = se->best[k];
	qsort(se->tg->fixes, (size_t)kept, sizeof(sug_fix), by_rank);
	se->tg->nfixes = kept;
	for (k = 0; k < kept; k++)
		se->tg->fixes[k].caveat = caveat(a, &se->tg->fixes[k]);
	if (se->have_near && kept == 0) {
		se->tg->closest = xmalloc(sizeof(sug_fix));
		*se->tg->closest = se->near;
	} else if (se->have_near) {
		suggest_fix_free(&se->near);
	}
}

/* Drop the fixes past top. */
static void
keep_top(sug_target *tg, int top)
{
	while (tg->nfixes > top && tg->nfixes > 0)
		suggest_fix_free(&tg->fixes[--tg->nfixes]);
}

int
suggest_run(const pipe_setup *s, int top, sug_result *out, diag *d)
{
	limits lim = { 0, 0, BUDGET_S, NULL, false };

	return sug_run_search(s, top, &lim, out, d);
}

int
sug_run_search(const pipe_setup *s, int top, const limits *lim,
               sug_result *out, diag *d)
{
	pipe_setup one = *s;
	pipe_point pt;
	pipe_run run;
	double deadline = lim->seconds > 0 ? sug_now() + lim->seconds : 0;
	text t;
	int i, k;

	memset(out, 0, sizeof(*out));
	one.threads = 1;
	pipe_point_init(&pt);
	pt.figures_only = true;
	if (run_pattern(&one, &pt, &run, d) != 0) {
		pipe_run_free(&run);
		return -1;
	}
	out->evaluations = 1;
	/* a kernel pattern's accesses come from its CUDA source: the fixes
	   are edits of the .cu (suggest_kernel.c); the text report's hints,
	   which pass max_evaluated, compile nothing more and have none */
	if (run.p->kernel != NULL) {
		if (lim->max_evaluated == 0)
			(void)suggest_kernel(&one, &run, top, out);
		pipe_run_free(&run);
		return 0;
	}
	if (lim->max_evaluated > 0) {
		uint64_t ev = 0;
		for (i = 0; i < run.p->naccesses; i++)
			ev += run.r.access[i].evaluated;
		if (ev > lim->max_evaluated) {
			pipe_run_free(&run);
			return 0;
		}
	}
	sug_text_init(&t, s->src, s->len);
	for (i = 0; i < run.p->narrays; i++) {
		const pat_array *a = &run.p->arrays[i];
		search se;
		uint64_t cost = 0, ideal = 0;
		sug_target *tg;
		memset(&se, 0, sizeof(se));
		se.ids = xmalloc(sizeof(int) * (size_t)(run.p->naccesses + 1));
		for (k = 0; k < run.p->naccesses; k++)
			if (run.p->accesses[k]->u.access.array == a) {
				se.ids[se.n++] = k;
				cost += main_of(&run.r.access[k], (enum sim_space)a->space);
				ideal += ideal_of(&run.r.access[k], (enum sim_space)a->space);
			}
		if (se.n == 0 || cost <= ideal || a->space == SPACE_CONSTANT ||
		    (lim->only != NULL && strcmp(lim->only, a->name) != 0)) {
			free(se.ids);
			continue;
		}
		out->targets = xrealloc(out->targets, sizeof(*out->targets) *
		                                      (size_t)(out->ntargets + 1));
		tg = &out->targets[out->ntargets++];
		memset(tg, 0, sizeof(*tg));
		tg->array = dup_s(a->name);
		tg->line = a->loc.line;
		tg->space = (enum sim_space)a->space;
		tg->local = a->local;
		tg->texture = a->texture;
		tg->cost = cost;
		tg->ideal = ideal;
		tg->naccesses = se.n;
		se.s = s;
		se.orig = &run;
		se.t = &t;
		se.a = a;
		se.tg = tg;
		se.evaluations = &out->evaluations;
		se.deadline = deadline;
		se.max_rewrites = lim->max_rewrites;
		se.pads_only = lim->pads_only;
		search_target(&se);
		keep_top(tg, top);
		free(se.ids);
		if (eval_interrupted())
			break;
	}
	free(t.start);
	pipe_run_free(&run);
	return 0;
}

int
suggest_apply(const pipe_setup *s, const sug_result *r, char **text,
              size_t *len, int *failed)
{
	sug_edit *all = NULL;
	int n = 0, i, k, first = -1;
	char *src;

	*text = NULL;
	*len = 0;
	*failed = 0;
	for (i = 0; i < r->ntargets; i++) {
		const sug_fix *f;
		if (r->targets[i].nfixes == 0)
			continue;
		if (first < 0)
			first = i;
		f = &r->targets[i].fixes[0];
		all = xrealloc(all, sizeof(*all) * (size_t)(n + f->nedits));
		for (k = 0; k < f->nedits; k++)
			all[n++] = f->edits[k];
	}
	if (first < 0)
		return 0;
	src = n > 0 ? sug_apply_edits(s->src, s->len, all, n, len) : NULL;
	free(all);
	if (src != NULL) {
		/* together they must run too (one array's padding moves the
		   shared arrays after it) */
		pipe_run run;
		int rc = sug_run_quiet(s, src, *len, &run, false);
		*failed = rc == 0 ? run.r.failed : 0;
		pipe_run_free(&run);
		if (rc == 0) {
			*text = src;
			return 1;
		}
		free(src);
	}
	*len = r->targets[first].fixes[0].len;
	*text = xstrndup(r->targets[first].fixes[0].text, *len);
	return -1;
}

/* A per-request figure for a line of words: "1", "3.92". */
static void
figure(char *buf, size_t n, uint64_t v, uint64_t requests)
{
	size_t len;

	snprintf(buf, n, "%.2f", (double)v / (double)requests);
	len = strlen(buf);
	if (len > 3 && strcmp(buf + len - 3, ".00") == 0)
		buf[len - 3] = '\0';
}

/* The "try:" line of access k of fix f, or NULL if it gets no cheaper. */
static char *
hint_line(const sug_fix *f, int k, enum sim_space sp)
{
	const sug_figure *g = &f->fig[k];
	uint64_t before = g->before;
	char b[32], a[32];
	int j;

	if (g->requests == 0)
		return NULL;
	if (f->kind == SUG_VECTOR && k > 0 && g->after == 0)
		return xasprintf("load or store it in the %s of line %d: %s "
		                 "(accessan suggest)", "vector access",
		                 f->fig[0].line, f->title);
	/* a vector access stands for those merged into it */
	for (j = 1; f->kind == SUG_VECTOR && k == 0 && j < f->nfig; j++)
		if (f->fig[j].after == 0)
			before += f->fig[j].before;
	if (g->after >= before)
		return NULL;
	figure(b, sizeof(b), before, g->requests);
	figure(a, sizeof(a), g->after,
	       g->requests_after ? g->requests_after : g->requests);
	return xasprintf("%s: %s -> %s %s per request%s (accessan suggest)",
	                 f->title, b, a,
	                 sp == SIM_GLOBAL ? "sectors" : "wavefronts",
	                 before != g->before ? " of the accesses merged" : "");
}

char **
suggest_hints(const pipe_setup *s, const pipe_run *run)
{
	const eval_result *r = &run->r;
	pipe_setup cl = *s;
	limits lim = { SUGGEST_HINT_REQUESTS, SUGGEST_HINT_REWRITES, 0, NULL,
	               false };
	char **h = NULL;
	sug_result res;
	diag quiet;
	int i, k, n = run->p->naccesses;
	bool waste = false;

	for (i = 0; i < n; i++) {
		const eval_access *ea = &r->access[i];
		enum sim_space sp = space_of(run->p, i);
		if (sp != SIM_CONSTANT && main_of(ea, sp) > ideal_of(ea, sp))
			waste = true;
	}
	/* a rewrite costs a parse and an evaluation: big files are left to
	   'accessan suggest' itself; a kernel pattern's accesses are its
	   CUDA source's, which no rewrite touches (the search would run the
	   whole launch again to find that: the notes' matrix-vector kernel
	   at full size took twice as long) */
	if (!waste || n > SUGGEST_HINT_ACCESSES || s->len > SUGGEST_HINT_BYTES ||
	    run->p->kernel != NULL)
		return NULL;
	/* the figures are the same either way, and the lines must be: the
	   search runs on classes, its size judged by their requests, even
	   under --exhaustive */
	cl.exhaustive = false;
	/* the pattern ran already: a message now would be a second copy */
	diag_init_quiet(&quiet);
	if (sug_run_search(&cl, 1, &lim, &res, &quiet) == 0) {
		h = xcalloc((size_t)n, sizeof(*h));
		for (i = 0; i < res.ntargets; i++) {
			const sug_fix *f;
			if (res.targets[i].nfixes == 0)
				continue;
			f = &res.targets[i].fixes[0];
			for (k = 0; k < f->nfig; k++)
				h[f->fig[k].id] = hint_line(f, k, res.targets[i].space);
		}
	}
	suggest_free(&res);
	return h;
}

void
suggest_hints_free(char **h, int n)
{
	int i;

	if (h == NULL)
		return;
	for (i = 0; i < n; i++)
		free(h[i]);
	free(h);
}

void
suggest_fix_free(sug_fix *f)
{
	int i;

	free(f->title);
	free(f->cute);
	free(f->caveat);
	free(f->tile);
	for (i = 0; i < f->nfig; i++)
		free(f->fig[i].label);
	free(f->fig);
	for (i = 0; i < f->nlines; i++) {
		free(f->lines[i].before);
		free(f->lines[i].after);
	}
	free(f->lines);
	edits_free(f->edits, f->nedits);
	free(f->text);
	free(f->diff);
	memset(f, 0, sizeof(*f));
}

void
suggest_free(sug_result *r)
{
	int i, k;

	for (i = 0; i < r->ntargets; i++) {
		for (k = 0; k < r->targets[i].nfixes; k++)
			suggest_fix_free(&r->targets[i].fixes[k]);
		free(r->targets[i].fixes);
		free(r->targets[i].array);
		if (r->targets[i].closest != NULL)
			suggest_fix_free(r->targets[i].closest);
		free(r->targets[i].closest);
		free(r->targets[i].stage_note);
	}
	free(r->targets);
	free(r->source);
	memset(r, 0, sizeof(*r));
}

const char *
suggest_kind_name(enum sug_kind k)
{
	static const char *const name[SUG_NKINDS] = {
		[SUG_SWIZZLE] = "swizzle", [SUG_PAD] = "pad", [SUG_ALIGN] = "align",
		[SUG_SOA] = "struct_of_arrays", [SUG_TRANSPOSE] = "transpose",
		[SUG_VECTOR] = "vector", [SUG_STAGE] = "stage",
		[SUG_INTERLEAVE] = "interleave", [SUG_WARPROW] = "warp_row",
		[SUG_SWAP] = "swap_axes",
	};

	return k < SUG_NKINDS ? name[k] : "?";
}
