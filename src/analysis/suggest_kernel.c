/*
 * suggest_kernel.c - suggest for a 'kernel' pattern (suggest.h): the
 * fixes the course notes teach for a shared tile's bank conflicts, made
 * as edits of the kernel's own CUDA source: pad the tile's inner
 * dimension (the declaration), or XOR-swizzle its inner index with the
 * row (every access of the tile in the kernel); and for a global array
 * whose every use is NAME[X * W + K] with all W neighbours, the same
 * elements through a vector type, which the compiler loads or stores as
 * one; and in a square block, the block's axes swapped (try_swap), or
 * one statement's global access staged through a shared tile, the
 * kernel's body run twice around a barrier (try_stage). Each patched
 * source is
 * compiled and analyzed through the pipeline, the pattern unchanged,
 * before it is offered: cheaper over the tile's accesses, no access
 * dearer, and running. The fix is shown as a unified diff of the .cu.
 *
 * The source is read as C, not parsed: the tile's declaration is the
 * '__shared__' statement in the kernel's body (or at file scope) that
 * declares its name with brackets, and a swizzle is offered only where
 * every other use of the name in the body is NAME[row][column]. A tile
 * reached through a pointer, or declared by a macro, gets no swizzle; a
 * kernel defined in a header gets no patch: the .cu is what is patched.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "cudasrc.h"
#include "cutext.h"
#include "diag.h"
#include "eval.h"
#include "pat.h"
#include "pipeline.h"
#include "suggest.h"

/* Pads tried, in elements; swizzles, the rows' period. */
static const int pads[] = { 1, 2, 4, 8 };
static const int swizzles[] = { 32, 16 };

typedef cutext_span span;

/* An integer literal's value (the whole span), or -1. */
static long
literal(const char *t, span s)
{
	size_t i = s.open + 1;
	long v = 0;

	while (i < s.close && isspace((unsigned char)t[i]))
		i++;
	if (i == s.close || !isdigit((unsigned char)t[i]))
		return -1;
	while (i < s.close && isdigit((unsigned char)t[i]) && v < 1 << 24)
		v = v * 10 + (t[i++] - '0');
	while (i < s.close && isspace((unsigned char)t[i]))
		i++;
	return i == s.close ? v : -1;
}

/* The source with edits (sorted, disjoint) applied, into *len bytes. */
static char *
patched(const char *t, size_t tlen, const sug_edit *e, int n, size_t *len)
{
	size_t out = 0, at = 0, cap = tlen + 1;
	char *s;
	int i;

	for (i = 0; i < n; i++)
		cap += strlen(e[i].text);
	s = xmalloc(cap);
	for (i = 0; i < n; i++) {
		memcpy(s + out, t + at, e[i].from - at);
		out += e[i].from - at;
		memcpy(s + out, e[i].text, strlen(e[i].text));
		out += strlen(e[i].text);
		at = e[i].to;
	}
	memcpy(s + out, t + at, tlen - at);
	out += tlen - at;
	s[out] = '\0';
	*len = out;
	return s;
}

static int
by_from(const void *a, const void *b)
{
	const sug_edit *x = a, *y = b;

	return x->from < y->from ? -1 : x->from > y->from;
}

/* A file's lines: starts[i] is line i + 1's first byte. */
static size_t *
lines_of(const char *t, size_t len, int *n)
{
	size_t *s = xmalloc(sizeof(*s) * (len + 2)), i;
	int k = 0;

	s[k++] = 0;
	for (i = 0; i < len; i++)
		if (t[i] == '\n' && i + 1 < len)
			s[k++] = i + 1;
	s[k] = len + 1;   /* (one past: the last line's end + 1) */
	*n = k;
	return s;
}

static void
append(char **buf, size_t *n, size_t *cap, const char *s, size_t len)
{
	if (*n + len + 1 > *cap) {
		*cap = (*n + len + 1) * 2;
		*buf = xrealloc(*buf, *cap);
	}
	memcpy(*buf + *n, s, len);
	*n += len;
	(*buf)[*n] = '\0';
}

static size_t
line_len(const char *t, size_t len, const size_t *st, int i)
{
	size_t e = st[i + 1] - 1;

	if (e > len)
		e = len;
	if (e > st[i] && t[e - 1] == '\n')
		e--;
	return e - st[i];
}

/* Lines [from, to) of t (line starts st) into one text, newlines
   between them. */
static char *
lines_text(const char *t, size_t len, const size_t *st, int from, int to)
{
	char *out = xstrndup("", 0);
	size_t n = 0, cap = 0;
	int i;

	for (i = from; i < to; i++) {
		if (i > from)
			append(&out, &n, &cap, "\n", 1);
		append(&out, &n, &cap, t + st[i], line_len(t, len, st, i));
	}
	return out;
}

/* The unified diff of a against b where they differ in lines (an edit
   that adds some): one hunk, from the first line that differs to the
   last, the lines alike at both ends left as context; the changed lines
   into f->lines as one entry. */
static char *
unified_block(const char *path, const char *a, size_t alen, const size_t *sa,
              int na, const char *b, size_t blen, const size_t *sb, int nb,
              sug_fix *f)
{
	int pre = 0, suf = 0, lo, ahi, bhi, k;
	char *out = NULL, *h;
	size_t n = 0, cap = 0;

	while (pre < na && pre < nb &&
	       line_len(a, alen, sa, pre) == line_len(b, blen, sb, pre) &&
	       memcmp(a + sa[pre], b + sb[pre], line_len(a, alen, sa, pre)) == 0)
		pre++;
	while (suf < na - pre && suf < nb - pre &&
	       line_len(a, alen, sa, na - 1 - suf) ==
	       line_len(b, blen, sb, nb - 1 - suf) &&
	       memcmp(a + sa[na - 1 - suf], b + sb[nb - 1 - suf],
	              line_len(a, alen, sa, na - 1 - suf)) == 0)
		suf++;
	f->lines = xrealloc(f->lines, sizeof(*f->lines) * (size_t)(f->nlines + 1));
	f->lines[f->nlines].line = pre + 1;
	f->lines[f->nlines].before = lines_text(a, alen, sa, pre, na - suf);
	f->lines[f->nlines++].after = lines_text(b, blen, sb, pre, nb - suf);
	lo = pre - 3 < 0 ? 0 : pre - 3;
	ahi = na - suf + 3 > na ? na : na - suf + 3;       /* one past */
	bhi = nb - suf + 3 > nb ? nb : nb - suf + 3;
	h = xasprintf("--- a/%s\n+++ b/%s\n@@ -%d,%d +%d,%d @@\n", path, path,
	              lo + 1, ahi - lo, lo + 1, bhi - lo);
	append(&out, &n, &cap, h, strlen(h));
	free(h);
	for (k = lo; k < pre; k++) {
		append(&out, &n, &cap, " ", 1);
		append(&out, &n, &cap, a + sa[k], line_len(a, alen, sa, k));
		append(&out, &n, &cap, "\n", 1);
	}
	for (k = pre; k < na - suf; k++) {
		append(&out, &n, &cap, "-", 1);
		append(&out, &n, &cap, a + sa[k], line_len(a, alen, sa, k));
		append(&out, &n, &cap, "\n", 1);
	}
	for (k = pre; k < nb - suf; k++) {
		append(&out, &n, &cap, "+", 1);
		append(&out, &n, &cap, b + sb[k], line_len(b, blen, sb, k));
		append(&out, &n, &cap, "\n", 1);
	}
	for (k = na - suf; k < ahi; k++) {
		append(&out, &n, &cap, " ", 1);
		append(&out, &n, &cap, a + sa[k], line_len(a, alen, sa, k));
		append(&out, &n, &cap, "\n", 1);
	}
	return out;
}

/* A unified diff (three lines of context) of a against b, labelled path;
   the changed lines into f->lines. Where they have as many lines (the
   edits add none), line by line; else one block (unified_block). */
static char *
unified(const char *path, const char *a, size_t alen, const char *b,
        size_t blen, sug_fix *f)
{
	int na, nb, i, j, k;
	size_t *sa = lines_of(a, alen, &na), *sb = lines_of(b, blen, &nb);
	char *out = NULL, *h;
	size_t n = 0, cap = 0;
	bool *ch;

	if (na != nb) {
		out = unified_block(path, a, alen, sa, na, b, blen, sb, nb, f);
		free(sa);
		free(sb);
		return out;
	}
	ch = xcalloc((size_t)na + 1, sizeof(*ch));
	for (i = 0; i < na; i++) {
		size_t la = line_len(a, alen, sa, i), lb = line_len(b, blen, sb, i);
		ch[i] = la != lb || memcmp(a + sa[i], b + sb[i], la) != 0;
		if (ch[i]) {
			f->lines = xrealloc(f->lines, sizeof(*f->lines) *
			                    (size_t)(f->nlines + 1));
			f->lines[f->nlines].line = i + 1;
			f->lines[f->nlines].before = xstrndup(a + sa[i], la);
			f->lines[f->nlines++].after = xstrndup(b + sb[i], lb);
		}
	}
	h = xasprintf("--- a/%s\n+++ b/%s\n", path, path);
	append(&out, &n, &cap, h, strlen(h));
	free(h);
	for (i = 0; i < na; i = j) {
		int lo, hi;
		if (!ch[i]) {
			j = i + 1;
			continue;
		}
		/* a hunk: changes less than seven lines apart together */
		for (j = i, hi = i; j < na && j <= hi + 6; j++)
			if (ch[j])
				hi = j;
		lo = i - 3 < 0 ? 0 : i - 3;
		hi = hi + 3 >= na ? na - 1 : hi + 3;
		h = xasprintf("@@ -%d,%d +%d,%d @@\n", lo + 1, hi - lo + 1,
		              lo + 1, hi - lo + 1);
		append(&out, &n, &cap, h, strlen(h));
		free(h);
		for (k = lo; k <= hi; ) {
			int m;
			if (!ch[k]) {
				append(&out, &n, &cap, " ", 1);
				append(&out, &n, &cap, a + sa[k],
				       line_len(a, alen, sa, k));
				append(&out, &n, &cap, "\n", 1);
				k++;
				continue;
			}
			/* a run of changed lines: before, then after */
			for (m = k; m <= hi && ch[m]; m++) {
				append(&out, &n, &cap, "-", 1);
				append(&out, &n, &cap, a + sa[m],
				       line_len(a, alen, sa, m));
				append(&out, &n, &cap, "\n", 1);
			}
			for (m = k; m <= hi && ch[m]; m++) {
				append(&out, &n, &cap, "+", 1);
				append(&out, &n, &cap, b + sb[m],
				       line_len(b, blen, sb, m));
				append(&out, &n, &cap, "\n", 1);
			}
			k = m;
		}
		j = hi + 1;
	}
	free(ch);
	free(sa);
	free(sb);
	return out;
}

/* ---- running a patched source ----------------------------------------- */

/* The pattern of s run with the .cu at path holding text: 0 and *run,
   or -1 (it does not compile, or does not run), quietly. */
static int
run_patched(const pipe_setup *s, const char *path, const char *text,
            pipe_run *run)
{
	pipe_setup one = *s;
	pat_cuda cu;
	pipe_point pt;
	diag quiet;

	memset(&cu, 0, sizeof(cu));
	if (s->cuda != NULL)
		cu = *s->cuda;
	cu.replace_path = path;
	cu.replace_text = text;
	one.cuda = &cu;
	one.threads = 1;
	pipe_point_init(&pt);
	pt.figures_only = true;
	diag_init(&quiet, stderr, false);
	quiet.silent = true;
	return run_pattern(&one, &pt, run, &quiet);
}

static uint64_t
main_of(const pat_program *p, const eval_result *r, int i)
{
	return sim_stats_main(&r->access[i].stats,
	                      (enum sim_space)p->accesses[i]->u.access.array->space);
}

/* The figure of access st of orig (index i) for a fix, its .cu line and
   stable name. */
static sug_figure *
add_figure(sug_fix *f, const pipe_run *orig, int i)
{
	const pat_stmt *st = orig->p->accesses[i];
	const eval_access *ea = &orig->r.access[i];
	sug_figure *g;
	const char *src;
	pat_loc loc;

	f->fig = xrealloc(f->fig, sizeof(*f->fig) * (size_t)(f->nfig + 1));
	g = &f->fig[f->nfig++];
	memset(g, 0, sizeof(*g));
	g->id = i;
	(void)pat_access_place(orig->p, st, &src, &loc);
	g->line = loc.line;
	g->label = st->u.access.name != NULL
	           ? xstrndup(st->u.access.name, strlen(st->u.access.name))
	           : NULL;
	g->requests = ea->stats.requests;
	g->before = main_of(orig->p, &orig->r, i);
	g->ideal = st->u.access.array->space == SPACE_GLOBAL
	           ? ea->stats.ideal_sectors : ea->stats.ideal_wavefronts;
	return g;
}

/* A patched run's figures against the original's, for the accesses of
   array (the target): 1 cheaper there and no access dearer, 0 not, with
   fix's figures filled; -1 the accesses are not the same ones. With
   merge (a vector access), the target's accesses may be fewer and take
   fewer requests, each of the others still the same one: the first of
   the target's figures stands for them all after, the rest are merged
   into it (after 0). */
static int
compare(const pipe_run *orig, const pipe_run *now, const char *array,
        bool merge, sug_fix *f)
{
	const pat_program *p = orig->p, *q = now->p;
	uint64_t rb = 0, ra = 0;
	int i, j = 0;

	if (!merge && q->naccesses != p->naccesses)
		return -1;
	f->before = f->after = f->ideal = 0;
	for (i = 0; i < p->naccesses; i++) {
		const pat_stmt *st = p->accesses[i];
		const eval_access *ea = &orig->r.access[i];
		bool target = strcmp(st->u.access.array->name, array) == 0;
		uint64_t b = main_of(p, &orig->r, i), a;
		sug_figure *g;
		if (merge && target) {
			g = add_figure(f, orig, i);
			f->before += g->before;
			f->ideal += g->ideal;
			rb += g->requests;
			continue;
		}
		/* the same access in the patched run: the next one, or (a
		   merge) the next of another array */
		while (merge && j < q->naccesses &&
		       strcmp(q->accesses[j]->u.access.array->name, array) == 0)
			j++;
		if (j == q->naccesses)
			return -1;
		a = main_of(q, &now->r, j);
		if (q->accesses[j]->u.access.array->space !=
		    st->u.access.array->space ||
		    now->r.access[j].stats.requests != ea->stats.requests) {
			return -1;
		}
		j++;
		if (!target) {
			if (a > b)
				return 0;        /* another access dearer */
			continue;
		}
		g = add_figure(f, orig, i);
		g->after = a;
		f->before += b;
		f->after += a;
		f->ideal += g->ideal;
	}
	if (!merge)
		return f->after < f->before;
	/* no access of another array past those matched */
	for (; j < q->naccesses; j++)
		if (strcmp(q->accesses[j]->u.access.array->name, array) != 0)
			return -1;
	for (j = 0; j < q->naccesses; j++)
		if (strcmp(q->accesses[j]->u.access.array->name, array) == 0) {
			f->after += main_of(q, &now->r, j);
			ra += now->r.access[j].stats.requests;
		}
	if (f->nfig == 0 || ra == 0)
		return -1;
	f->fig[0].after = f->after;
	f->fig[0].requests_after = ra;
	/* fewer requests, and no more sectors */
	return ra < rb && f->after <= f->before;
}

static int compare_stage(const pipe_run *orig, const pipe_run *now,
                         const char *array, bool tile, sug_fix *f);

/* A candidate (edits of the .cu, sorted): run, compared, kept in *best
   where it is the cheapest of its kind so far. */
static void
try_edits(const pipe_setup *s, const pipe_run *orig, sug_target *tg,
          const char *path, const char *text, size_t tlen, sug_edit *e,
          int ne, enum sug_kind kind, char *title, sug_fix *best)
{
	sug_fix f;
	pipe_run run;
	size_t plen;
	char *p;
	int rc;

	memset(&f, 0, sizeof(f));
	f.kind = kind;
	f.title = title;
	qsort(e, (size_t)ne, sizeof(*e), by_from);
	p = patched(text, tlen, e, ne, &plen);
	tg->tried++;
	rc = run_patched(s, path, p, &run);
	if (rc == 0) {
		rc = kind == SUG_STAGE || kind == SUG_SWAP
		     ? compare_stage(orig, &run, tg->array, kind == SUG_STAGE, &f)
		     : compare(orig, &run, tg->array, kind == SUG_VECTOR, &f);
		/* what the patch adds to a block's shared memory */
		f.extra_bytes = (int64_t)cudasrc_shared_bytes(run.p->kernel) -
		                (int64_t)cudasrc_shared_bytes(orig->p->kernel);
	} else {
		rc = -1;
	}
	pipe_run_free(&run);
	if (rc < 0)
		tg->refused_bounds++;
	else if (rc == 0)
		tg->refused_cost++;
	if (rc <= 0 || (best->title != NULL && f.after >= best->after)) {
		free(p);
		f.edits = e;
		f.nedits = ne;
		suggest_fix_free(&f);
		return;
	}
	suggest_fix_free(best);
	f.edits = e;
	f.nedits = ne;
	f.text = p;
	f.len = plen;
	f.diff = unified(path, text, tlen, p, plen, &f);
	*best = f;
}

static sug_edit *
edit1(size_t from, size_t to, char *text)
{
	sug_edit *e = xmalloc(sizeof(*e));

	e->from = from;
	e->to = to;
	e->text = text;
	return e;
}

/* Pad the tile's inner dimension by P elements (its declaration); what
   it costs in shared memory, the patched kernel's own figure. */
static void
try_pads(const pipe_setup *s, const pipe_run *orig, sug_target *tg,
         const char *path, const char *text, size_t tlen, const span *dims,
         int nd, sug_fix *best)
{
	const span last = dims[nd - 1];
	const long v = literal(text, last);
	size_t i;

	for (i = 0; i < sizeof(pads) / sizeof(pads[0]); i++) {
		char *inner = v >= 0 ? xasprintf("%ld", v + pads[i])
		              : xasprintf("%.*s + %d",
		                          (int)(last.close - last.open - 1),
		                          text + last.open + 1, pads[i]);
		char *title = xasprintf("pad the inner dimension of %s by %d: [%s]",
		                        tg->array, pads[i], inner);
		try_edits(s, orig, tg, path, text, tlen,
		          edit1(last.open + 1, last.close, inner), 1, SUG_PAD,
		          title, &best[0]);
	}
}

/* XOR-swizzle the tile's inner index with its row, at every use of it
   in the kernel's body, where each is NAME[row][column] and the inner
   dimension a power of two the swizzle stays within. */
static void
try_swizzles(const pipe_setup *s, const pipe_run *orig, sug_target *tg,
             const char *path, const char *text, size_t tlen, size_t from,
             size_t to, const span *dims, int nd, span stmt, sug_fix *best)
{
	const size_t n = strlen(tg->array);
	const long inner = literal(text, dims[nd - 1]);
	span uses[2 * 256];
	size_t i, k;
	int nu = 0;

	if (nd != 2 || inner < 16 || (inner & (inner - 1)) != 0)
		return;
	for (i = cutext_code(text, tlen, from); i < to;
	     i = cutext_code(text, tlen, i + 1)) {
		size_t j;
		if (i >= stmt.open && i < stmt.close)
			continue;
		if (!cutext_word_at(text, tlen, i, tg->array, n))
			continue;
		j = cutext_skip_space(text, tlen, i + n);
		if (j >= to || text[j] != '[' || nu == 2 * 256)
			return;          /* a use other than NAME[r][c] */
		uses[nu].open = j;
		uses[nu].close = cutext_closing(text, tlen, j);
		j = cutext_skip_space(text, tlen, uses[nu].close + 1);
		if (j >= to || text[j] != '[')
			return;
		uses[nu + 1].open = j;
		uses[nu + 1].close = cutext_closing(text, tlen, j);
		i = uses[nu + 1].close;
		nu += 2;
	}
	if (nu == 0)
		return;
	for (k = 0; k < sizeof(swizzles) / sizeof(swizzles[0]); k++) {
		sug_edit *e;
		int u;
		if (swizzles[k] > inner)
			continue;
		e = xmalloc(sizeof(*e) * (size_t)(nu / 2));
		for (u = 0; u < nu; u += 2) {
			const span r = uses[u], c = uses[u + 1];
			e[u / 2].from = c.open + 1;
			e[u / 2].to = c.close;
			e[u / 2].text = xasprintf("(%.*s) ^ ((%.*s) %% %d)",
			                          (int)(c.close - c.open - 1),
			                          text + c.open + 1,
			                          (int)(r.close - r.open - 1),
			                          text + r.open + 1, swizzles[k]);
		}
		try_edits(s, orig, tg, path, text, tlen, e, nu / 2, SUG_SWIZZLE,
		          xasprintf("XOR-swizzle the inner index of %s with "
		                    "its row modulo %d: %s[r][(c) ^ ((r) %% "
		                    "%d)] at its %d uses", tg->array,
		                    swizzles[k], tg->array, swizzles[k], nu / 2), &best[1]);
	}
}

/* ---- a vector type for a global array ---------------------------------- */

/* The vector type of w elements that pointer parameter decl (as
   cutext_kernel_param gives it) points to, with *cnst whether to const
   elements; NULL where it is no plain pointer (one '*', not volatile)
   to float, int, unsigned or (w 2) double or long long. */
static const char *
vector_type(const char *decl, int w, bool *cnst, int *esz)
{
	static const struct {
		const char *base, *v2, *v4;
		int size;
	} types[] = {
		{ "float", "float2", "float4", 4 }, { "int", "int2", "int4", 4 },
		{ "signed int", "int2", "int4", 4 }, { "signed", "int2", "int4", 4 },
		{ "unsigned", "uint2", "uint4", 4 },
		{ "unsigned int", "uint2", "uint4", 4 },
		{ "double", "double2", NULL, 8 },
		{ "long long", "longlong2", NULL, 8 },
		{ "long long int", "longlong2", NULL, 8 },
	};
	char base[64] = "";
	const char *p = decl;
	int stars = 0;
	size_t i, n;

	*cnst = false;
	while (*p != '\0') {
		for (n = 0; p[n] != '\0' && p[n] != ' '; n++)
			;
		if (n == 1 && *p == '*') {
			stars++;
		} else if (n == 5 && strncmp(p, "const", 5) == 0) {
			*cnst |= stars == 0;     /* not the pointer's own */
		} else if ((n == 8 && strncmp(p, "volatile", 8) == 0) || stars > 0) {
			if (!(n == 12 && strncmp(p, "__restrict__", 12) == 0) &&
			    !(n == 10 && strncmp(p, "__restrict", 10) == 0) &&
			    !(n == 8 && strncmp(p, "restrict", 8) == 0) &&
			    !(n == 5 && strncmp(p, "const", 5) == 0))
				return NULL;
		} else if (strlen(base) + n + 2 < sizeof(base)) {
			if (base[0] != '\0')
				strcat(base, " ");
			strncat(base, p, n);
		} else {
			return NULL;
		}
		p += n + (p[n] == ' ');
	}
	if (stars != 1)
		return NULL;
	for (i = 0; i < sizeof(types) / sizeof(types[0]); i++)
		if (strcmp(base, types[i].base) == 0) {
			*esz = types[i].size;
			return w == 2 ? types[i].v2 : types[i].v4;
		}
	return NULL;
}

/* [*a, *b) less the blanks at either end. */
static void
trim(const char *t, size_t *a, size_t *b)
{
	while (*a < *b && isspace((unsigned char)t[*a]))
		(*a)++;
	while (*b > *a && isspace((unsigned char)t[*b - 1]))
		(*b)--;
}

/* A decimal literal that is all of [a, b), or -1. */
static long
number(const char *t, size_t a, size_t b)
{
	long v = 0;

	trim(t, &a, &b);
	if (a == b || b - a > 6)
		return -1;
	for (; a < b; a++) {
		if (!isdigit((unsigned char)t[a]))
			return -1;
		v = v * 10 + (t[a] - '0');
	}
	return v;
}

/* A subscript [from, to) of the form X * W or W * X, then + K or not (W
   2 or 4, 0 < K < W), whose top level holds nothing else (names, '.',
   brackets, '*' and one '+'): X's place into *xf, *xt, W and K; false
   for any other. */
static bool
vector_index(const char *t, size_t from, size_t to, int *w, int *k,
             size_t *xf, size_t *xt)
{
	size_t i, plus = to, first = to, last = to, a, b;
	long v;

	for (i = from; i < to; i++) {
		char c = t[i];
		if (c == '(' || c == '[') {
			i = cutext_closing(t, to, i);
			if (i >= to)
				return false;
		} else if (c == '+') {
			if (plus != to)
				return false;
			plus = i;
		} else if (c == '*') {
			if (plus != to)
				return false;        /* a product after the '+' */
			first = first == to ? i : first;
			last = i;
		} else if (!isalnum((unsigned char)c) && c != '_' && c != '.' &&
		           !isspace((unsigned char)c)) {
			return false;
		}
	}
	if (first == to)
		return false;
	*k = 0;
	if (plus != to && (*k = (int)number(t, plus + 1, to)) <= 0)
		return false;
	b = plus;
	if ((v = number(t, last + 1, b)) == 2 || v == 4) {
		a = from;
		b = last;
	} else if ((v = number(t, from, first)) == 2 || v == 4) {
		a = first + 1;
	} else {
		return false;
	}
	trim(t, &a, &b);
	*w = (int)v;
	*xf = a;
	*xt = b;
	return a < b && *k < *w;
}

/* The text [a, b) with its blanks left out, for comparing. */
static char *
squeezed(const char *t, size_t a, size_t b)
{
	char *s = xmalloc(b - a + 1);
	size_t n = 0;

	for (; a < b; a++)
		if (!isspace((unsigned char)t[a]))
			s[n++] = t[a];
	s[n] = '\0';
	return s;
}

/*
 * A vector access, as the pattern language's 'vector' fix: where every
 * use of the array in the kernel's body is NAME[X * W + K] (W 2 or 4,
 * each K from 0 to W - 1 there for each X), each becomes
 * reinterpret_cast<V *>(NAME)[X].c, the same element, through the
 * vector type V of W elements, which the compiler loads or stores as
 * one (ld.global.v2 or .v4) where the uses are neighbours. It reads no
 * other element; it assumes the array is aligned to V (cudaMalloc's
 * are), which the caveat says.
 */
static void
try_vectors(const pipe_setup *s, const pipe_run *orig, sug_target *tg,
            const char *path, const char *text, size_t tlen, size_t from,
            size_t to, const char *kernel, sug_fix *best)
{
	enum { MAXUSE = 64 };
	const size_t n = strlen(tg->array);
	struct use {
		size_t from, to, xf, xt;
		int w, k;
		char *x;
	} u[MAXUSE];
	char decl[128];
	const char *vt;
	bool cnst, ok = true;
	int esz = 0;
	sug_edit *e;
	size_t i;
	int nu = 0, j, m, w = 0;

	if (!cutext_kernel_param(text, tlen, kernel, tg->array, decl,
	                         sizeof(decl)))
		return;
	for (i = cutext_code(text, tlen, from); ok && i < to;
	     i = cutext_code(text, tlen, i + 1)) {
		size_t b, c;
		if (!cutext_word_at(text, tlen, i, tg->array, n))
			continue;
		b = cutext_skip_space(text, tlen, i + n);
		if (b >= to || text[b] != '[' || nu == MAXUSE) {
			ok = false;          /* a use other than NAME[i] */
			break;
		}
		c = cutext_closing(text, tlen, b);
		if (c >= to || memchr(text + i, '\n', c - i) != NULL ||
		    !vector_index(text, b + 1, c, &u[nu].w, &u[nu].k, &u[nu].xf,
		                  &u[nu].xt) || (w != 0 && u[nu].w != w)) {
			ok = false;
			break;
		}
		w = u[nu].w;
		u[nu].from = i;
		u[nu].to = c + 1;
		u[nu].x = squeezed(text, u[nu].xf, u[nu].xt);
		nu++;
		i = c;
	}
	/* each X's W neighbours, all of them */
	for (j = 0; ok && j < nu; j++) {
		unsigned seen = 0;
		for (m = 0; m < nu; m++)
			if (strcmp(u[m].x, u[j].x) == 0)
				seen |= 1u << u[m].k;
		ok = seen == (1u << w) - 1;
	}
	if (ok && nu > 0 && (vt = vector_type(decl, w, &cnst, &esz)) != NULL) {
		static const char comp[] = "xyzw";
		e = xmalloc(sizeof(*e) * (size_t)nu);
		for (j = 0; j < nu; j++) {
			bool plain = true;
			for (i = u[j].xf; i < u[j].xt; i++)
				plain &= isalnum((unsigned char)text[i]) ||
				         text[i] == '_' || text[i] == '.';
			e[j].from = u[j].from;
			e[j].to = u[j].to;
			e[j].text = xasprintf("reinterpret_cast<%s%s *>(%s)[%s%.*s%s].%c",
			                      cnst ? "const " : "", vt, tg->array,
			                      plain ? "" : "(",
			                      (int)(u[j].xt - u[j].xf), text + u[j].xf,
			                      plain ? "" : ")", comp[u[j].k]);
		}
		try_edits(s, orig, tg, path, text, tlen, e, nu, SUG_VECTOR,
		          xasprintf("one %s for %d neighbouring elements a thread: "
		                    "reinterpret_cast<%s%s *>(%s)[%s] at its %d "
		                    "uses", vt, w, cnst ? "const " : "", vt,
		                    tg->array, u[0].x, nu), best);
		if (best->title != NULL && best->kind == SUG_VECTOR &&
		    best->caveat == NULL) {
			best->n[0] = w;
			best->caveat = xasprintf("%s must be aligned to %d bytes "
			                         "(cudaMalloc's pointers are; an "
			                         "offset one may not be)",
			                         tg->array, w * esz);
		}
	}
	for (j = 0; j < nu; j++)
		free(u[j].x);
}

/* ---- staging a global access through a shared tile -------------------- */

/*
 * In a block of T x T threads (blockDim.z 1), a statement
 * DST[i] = EXPR; whose store (or one load of EXPR) walks down a column
 * as threadIdx.x grows is run in two phases of the kernel's body: the
 * body runs once with the statement replaced by a store of EXPR into a
 * shared tile, the block waits at a barrier, and the body runs again
 * with it replaced by DST[i] = the tile's element. The phase of the
 * access that wastes runs with threadIdx.x and threadIdx.y swapped
 * (every use of them in the body), so that thread (x, y) does there
 * what thread (y, x) did, whose element the tile holds at [x][y]: the
 * block's lanes then walk the other axis, along a row. The set of
 * threads is the same, and each thread's element the same, as long as
 * the body does nothing else that another thread or a second run could
 * see: the statement is its one store to global memory, run at most
 * once a thread (not in a loop), and the body has no barrier, shuffle,
 * atomic, shared array or asm, nothing of threadIdx reached through a
 * macro or a function it calls. Each is checked, and refused with the
 * reason where it fails. A 'return' in the first phase jumps to the
 * barrier instead, so that every thread reaches it.
 *
 * The patched kernel is compiled and analyzed as every fix is: it must
 * make the same requests of each global array over the same ideal
 * sectors (the same elements), fewer sectors in all, none dearer, and
 * the tile's accesses without conflicts.
 */

#define TILE_NAME "accessan_tile"
#define STAGED_LABEL "accessan_staged"

static char *
xstrdup_s(const char *s)
{
	return xstrndup(s, strlen(s));
}

/* Words a body run twice, or with its threads' axes swapped, must not
   hold (prefixes of identifiers). */
static const char *const unstageable[] = {
	"__syncthreads", "__syncwarp", "__shfl", "__ballot", "__any", "__all",
	"__activemask", "__match", "__reduce", "__threadfence", "__nanosleep",
	"__shared__", "atomic", "printf", "asm", "goto", "this_thread_block",
	"tiled_partition", "coalesced_threads", "this_grid", "laneid",
};

/* Why the body [from, to) ('{' and '}') cannot be run twice with its
   axes swapped, or NULL. */
static char *
body_unstageable(const char *t, size_t len, size_t from, size_t to)
{
	char *why = NULL;
	size_t i, e, k;
	cutext_names rd;

	/* the names the patch adds, anywhere */
	for (i = cutext_code(t, len, 0); i < len; i = cutext_code(t, len, i + 1))
		if (cutext_word_at(t, len, i, TILE_NAME, strlen(TILE_NAME)) ||
		    cutext_word_at(t, len, i, STAGED_LABEL, strlen(STAGED_LABEL)))
			return xasprintf("the name '%s' is taken in the .cu",
			                 t[i + 9] == 't' ? TILE_NAME : STAGED_LABEL);
	/* a macro that reads threadIdx, wherever it is used */
	if (cutext_macro_names(t, len, "threadIdx"))
		return xstrdup_s("a macro of the .cu reads threadIdx, where the "
		                 "patch cannot swap its axes");
	cutext_definers(t, len, "threadIdx", &rd);
	for (i = cutext_code(t, len, from + 1); why == NULL && i < to;
	     i = cutext_code(t, len, i + 1)) {
		if (!cutext_ident_at(t, len, i, &e))
			continue;
		for (k = 0; why == NULL &&
		     k < sizeof(unstageable) / sizeof(unstageable[0]); k++)
			if (e - i >= strlen(unstageable[k]) &&
			    memcmp(t + i, unstageable[k], strlen(unstageable[k])) == 0)
				why = xasprintf("the kernel's body holds '%.*s', "
				                "which a body run twice, or by "
				                "other threads, would change",
				                (int)(e - i), t + i);
		/* a call: a function that reads threadIdx would not swap */
		if (why == NULL && cutext_skip_space(t, len, e) < to &&
		    t[cutext_skip_space(t, len, e)] == '(' &&
		    cutext_names_has(&rd, t, t + i, e - i))
			why = xasprintf("it calls %.*s, which reads threadIdx "
			                "where the patch cannot swap its axes",
			                (int)(e - i), t + i);
		i = e - 1;
	}
	cutext_names_free(&rd);
	return why;
}

/* What a phase writes of [a, b): the body's text, its lines one tab
   further in, its threads' axes swapped (swap), each 'return' a jump to
   the barrier (jump), and the statement [ss, se] (se its ';') replaced
   by head, the text [ra, rb) the same way, tail (head NULL: no
   statement in [a, b)). */
typedef struct phase {
	bool swap, jump, jumped;
	bool flat;                   /* the lines as they are, not indented */
	size_t ss, se, ra, rb;
	const char *head, *tail;
} phase;

static void
put_phase(char **out, size_t *n, size_t *cap, const char *t, size_t len,
          size_t a, size_t b, phase *ph)
{
	size_t i = a, c, e;

	while (i < b) {
		c = cutext_code(t, len, i);
		if (c > b)
			c = b;
		for (; i < c; i++) {        /* comments and literals as they are */
			append(out, n, cap, t + i, 1);
			if (t[i] == '\n' && !ph->flat && i + 1 < b &&
			    t[i + 1] != '\n')
				append(out, n, cap, "\t", 1);
		}
		if (i >= b)
			break;
		if (ph->head != NULL && i == ph->ss) {
			const char *head = ph->head;
			ph->head = NULL;
			append(out, n, cap, head, strlen(head));
			put_phase(out, n, cap, t, len, ph->ra, ph->rb, ph);
			append(out, n, cap, ph->tail, strlen(ph->tail));
			i = ph->se + 1;
			continue;
		}
		if (ph->swap && cutext_thread_axis(t, len, i, &e)) {
			append(out, n, cap, t[e - 1] == 'x' ? "threadIdx.y"
			                                    : "threadIdx.x", 11);
			i = e;
			continue;
		}
		if (ph->jump && cutext_word_at(t, len, i, "return", 6)) {
			append(out, n, cap, "goto " STAGED_LABEL,
			       strlen("goto " STAGED_LABEL));
			ph->jumped = true;
			i += 6;
			continue;
		}
		if (cutext_ident_at(t, len, i, &e)) {
			append(out, n, cap, t + i, e - i);
			i = e;
			continue;
		}
		append(out, n, cap, t + i, 1);
		if (t[i] == '\n' && !ph->flat && i + 1 < b && t[i + 1] != '\n')
			append(out, n, cap, "\t", 1);
		i++;
	}
}

/* The element type of a pointer parameter's declaration ("float" of
   "const float *__restrict__"), or NULL where it is no pointer. */
static char *
pointee(const char *decl)
{
	char *out = xstrndup("", 0);
	size_t n = 0, cap = 0, i = 0, e;
	bool star = false;

	while (decl[i] != '\0') {
		if (decl[i] == '*') {
			star = true;
			i++;
		} else if (cutext_ident_start(decl[i])) {
			for (e = i; cutext_ident_char(decl[e]); e++)
				;
			if (!star && !(e - i == 5 && memcmp(decl + i, "const", 5) == 0) &&
			    !(e - i == 8 && memcmp(decl + i, "volatile", 8) == 0) &&
			    !(e - i == 12 && memcmp(decl + i, "__restrict__", 12) == 0)) {
				if (n > 0)
					append(&out, &n, &cap, " ", 1);
				append(&out, &n, &cap, decl + i, e - i);
			}
			i = e;
		} else {
			i++;
		}
	}
	if (!star || n == 0 || strchr(decl, '*') != strrchr(decl, '*')) {
		free(out);
		return NULL;
	}
	return out;
}

/* The patched run's figures against the original's for a staging of
   array (tile) or a swap of the block's axes: 1 cheaper (fewer global
   sectors in all, the target's fewer, none dearer, a tile without
   conflicts), 0 not; -1 not the same work (an array's requests or ideal
   sectors changed). */
static int
compare_stage(const pipe_run *orig, const pipe_run *now, const char *array,
              bool tile, sug_fix *f)
{
	const pat_program *p = orig->p, *q = now->p;
	uint64_t all_b = 0, all_a = 0;
	int i, j;

	f->before = f->after = f->ideal = 0;
	for (i = 0; i < p->narrays; i++) {
		const pat_array *arr = &p->arrays[i];
		int store;
		if (arr->space != SPACE_GLOBAL || arr->local || arr->texture)
			continue;
		for (store = 0; store < 2; store++) {
			uint64_t rb = 0, ra = 0, ib = 0, ia = 0, b = 0, a = 0;
			int last = -1;
			for (j = 0; j < p->naccesses; j++) {
				const pat_stmt *st = p->accesses[j];
				if (st->u.access.array != arr ||
				    st->u.access.store != store)
					continue;
				rb += orig->r.access[j].stats.requests;
				ib += orig->r.access[j].stats.ideal_sectors;
				b += main_of(p, &orig->r, j);
				last = j;
			}
			for (j = 0; j < q->naccesses; j++) {
				const pat_stmt *st = q->accesses[j];
				if (strcmp(st->u.access.array->name, arr->name) != 0 ||
				    st->u.access.store != store)
					continue;
				ra += now->r.access[j].stats.requests;
				ia += now->r.access[j].stats.ideal_sectors;
				a += main_of(q, &now->r, j);
			}
			if (ra != rb || ia != ib)
				return -1;
			all_b += b;
			all_a += a;
			if (strcmp(arr->name, array) != 0) {
				if (a > b)
					return 0;
				continue;
			}
			if (last >= 0) {
				sug_figure *g = add_figure(f, orig, last);
				g->before = b;
				g->after = a;
				f->before += b;
				f->after += a;
				f->ideal += ib;
			}
		}
	}
	if (!tile)
		return all_a < all_b && f->after < f->before;
	f->tile = xstrndup(TILE_NAME, strlen(TILE_NAME));
	for (j = 0; j < q->naccesses; j++)
		if (strcmp(q->accesses[j]->u.access.array->name, TILE_NAME) == 0) {
			f->tile_wavefronts += main_of(q, &now->r, j);
			f->tile_ideal += now->r.access[j].stats.ideal_wavefronts;
			f->tile_requests += now->r.access[j].stats.requests;
		}
	if (f->tile_requests == 0)
		return -1;
	return all_a < all_b && f->after < f->before &&
	       f->tile_wavefronts <= f->tile_ideal;
}

/* Stage the target's one access through a shared tile (above); why not,
   into tg->stage_note, where it cannot be. */
static void
try_stage(const pipe_setup *s, const pipe_run *orig, sug_target *tg,
          const char *path, const char *text, size_t tlen, size_t from,
          size_t to, const char *kernel, sug_fix *best)
{
	const pat_program *p = orig->p;
	const size_t n = strlen(tg->array);
	const int64_t bt = p->block[0];
	const char *why = NULL;
	char *elem = NULL, *lhs = NULL, decl[128], *no;
	size_t i, u = tlen, ss = 0, se = 0, k, lb, rb, eq;
	int uses = 0, stores = 0, j, srcline = 0, lo, hi, pad;
	bool store_target = false;
	const int bounds = tg->refused_bounds;
	phase ph;

	/* (the pattern language stages any block's: where the kernel
	   lifts whole, its lifted pattern is that language's) */
	const char *lifts = p->kernel != NULL &&
	                    cudasrc_lift_pattern(p->kernel, p, NULL, &why) == 0
	                    ? "; the kernel lifts: 'accessan --emit-pattern' "
	                      "writes it as a pattern, on which 'accessan "
	                      "suggest' tries the pattern language's staging"
	                    : "";

	why = NULL;
	if (p->block[1] == 1 && p->block[2] == 1) {
		tg->stage_note = xasprintf("the block is one-dimensional: in a "
		                           ".cu, staging swaps a square block's "
		                           "axes (the pattern language stages a "
		                           "stride along one%s)", lifts);
		return;
	}
	if (bt != p->block[1] || p->block[2] != 1 || bt < 2 || bt > 32) {
		tg->stage_note = xasprintf("the patch swaps the block's "
		                           "axes, which needs a square block of "
		                           "at most 32 x 32 (this one is %lld x "
		                           "%lld x %lld)%s",
		                           (long long)p->block[0],
		                           (long long)p->block[1],
		                           (long long)p->block[2], lifts);
		return;
	}
	if (tg->naccesses != 1) {
		tg->stage_note = xasprintf("%s has %d accesses, and the "
		                           "patch stages one statement's one",
		                           tg->array, tg->naccesses);
		return;
	}
	for (i = cutext_code(text, tlen, from + 1); i < to;
	     i = cutext_code(text, tlen, i + 1))
		if (cutext_word_at(text, tlen, i, tg->array, n)) {
			uses++;
			u = i;
		}
	if (uses != 1) {
		tg->stage_note = xasprintf("%s is named %d times in the "
		                           "kernel's body, and the patch takes "
		                           "one NAME[...]", tg->array, uses);
		return;
	}
	if ((no = body_unstageable(text, tlen, from, to)) != NULL) {
		tg->stage_note = xasprintf("%s", no);
		free(no);
		return;
	}
	if (!cutext_statement(text, tlen, from, to, u, &ss, &se, &why)) {
		tg->stage_note = xasprintf("%s", why);
		return;
	}
	/* DST[...] = EXPR; */
	if (!cutext_ident_at(text, tlen, ss, &k) ||
	    (lb = cutext_skip_space(text, tlen, k)) >= se || text[lb] != '[' ||
	    (rb = cutext_closing(text, tlen, lb)) >= se ||
	    (eq = cutext_skip_space(text, tlen, rb + 1)) >= se ||
	    text[eq] != '=' || text[eq + 1] == '=' ||
	    (u != ss && u < eq)) {
		tg->stage_note = xstrdup_s("its statement is not "
		                           "'NAME[...] = ...;'");
		return;
	}
	store_target = u == ss;
	lhs = xstrndup(text + ss, k - ss);
	if (!cutext_kernel_param(text, tlen, kernel, lhs, decl, sizeof(decl)) ||
	    (elem = pointee(decl)) == NULL) {
		tg->stage_note = xasprintf("%s is not a pointer "
		                           "parameter of the kernel", lhs);
		goto out;
	}
	/* the model's view: one global store in the kernel, this one, run at
	   most once a thread; no shared array */
	for (lo = 1, i = 0; i < ss; i++)
		lo += text[i] == '\n';
	for (hi = lo; i < se; i++)
		hi += text[i] == '\n';
	for (j = 0; j < p->naccesses; j++) {
		const pat_stmt *st = p->accesses[j];
		const pat_array *arr = st->u.access.array;
		const char *src;
		pat_loc loc;
		(void)pat_access_place(p, st, &src, &loc);
		if (arr->space == SPACE_SHARED) {
			why = "the kernel uses shared memory already";
			break;
		}
		if (arr->space != SPACE_GLOBAL || arr->local)
			continue;
		if (st->u.access.store || st->u.access.atomic != A_NONE) {
			stores++;
			srcline = loc.line;
			if (st->u.access.atomic != A_NONE ||
			    strcmp(arr->name, lhs) != 0)
				why = "the kernel writes global memory elsewhere "
				      "too, which a body run twice would write twice";
		}
		if ((strcmp(arr->name, tg->array) == 0 ||
		     (st->u.access.store && strcmp(arr->name, lhs) == 0)) &&
		    (st->u.access.in_loop || loc.line < lo || loc.line > hi))
			why = "the statement is in a loop, or its access is not "
			      "where the text puts it";
	}
	if (why == NULL && (stores != 1 || srcline < lo || srcline > hi))
		why = "the kernel's one store to global memory is not this "
		      "statement's";
	if (why != NULL) {
		tg->stage_note = xasprintf("%s", why);
		goto out;
	}
	/* the new body: the tile, the phase that loads, the barrier, the
	   phase that stores; the wasteful one's axes swapped. The tile's
	   rows padded by 1 element, else 2 or 4 (a 4-byte word's worth of
	   a narrower type), the first whose column is free of conflicts */
	for (pad = 1; pad <= 4 && best->title == NULL; pad *= 2) {
		char *decl_tile = xasprintf("{\n\t__shared__ %s " TILE_NAME
		                            "[%lld][%lld + %d];\n\n\t{", elem,
		                            (long long)bt, (long long)bt, pad);
		char *load_head = xasprintf(TILE_NAME "[threadIdx.%c]"
		                            "[threadIdx.%c] = ",
		                            store_target ? 'y' : 'x',
		                            store_target ? 'x' : 'y');
		char *store_tail = xasprintf(" = " TILE_NAME "[threadIdx.%c]"
		                             "[threadIdx.%c];",
		                             store_target ? 'x' : 'y',
		                             store_target ? 'y' : 'x');
		char *title, *body = NULL;
		size_t bn = 0, bcap = 0;
		bool replaced;
		memset(&ph, 0, sizeof(ph));
		append(&body, &bn, &bcap, decl_tile, strlen(decl_tile));
		/* the first phase: EXPR into the tile */
		ph.swap = !store_target;
		ph.jump = true;
		ph.ss = ss;
		ph.se = se;
		ph.ra = cutext_skip_space(text, tlen, eq + 1);
		ph.rb = se;
		ph.head = load_head;
		ph.tail = ";";
		put_phase(&body, &bn, &bcap, text, tlen, from + 1, to, &ph);
		replaced = ph.head == NULL;
		append(&body, &bn, &bcap, "\t}\n", 3);
		if (ph.jumped)
			append(&body, &bn, &bcap, STAGED_LABEL ":\n",
			       strlen(STAGED_LABEL) + 2);
		append(&body, &bn, &bcap, "\t__syncthreads();\n\t{", 20);
		/* the second: DST[...] from the tile */
		memset(&ph, 0, sizeof(ph));
		ph.swap = store_target;
		ph.ss = ss;
		ph.se = se;
		ph.ra = ss;
		ph.rb = rb + 1;
		ph.head = "";
		ph.tail = store_tail;
		put_phase(&body, &bn, &bcap, text, tlen, from + 1, to, &ph);
		replaced &= ph.head == NULL;
		append(&body, &bn, &bcap, "\t}\n}", 4);
		title = xasprintf("stage %s's %s through a shared tile, %s "
		                  "%s[%lld][%lld + %d], the block's axes swapped "
		                  "for them", tg->array,
		                  store_target ? "stores" : "loads", elem,
		                  TILE_NAME, (long long)bt, (long long)bt, pad);
		/* the statement met where it was found, in both phases: else
		   the body would make its store twice (never seen; a guard) */
		if (replaced) {
			try_edits(s, orig, tg, path, text, tlen,
			          edit1(from, to + 1, body), 1, SUG_STAGE, title,
			          best);
		} else {
			free(body);
			free(title);
		}
		free(decl_tile);
		free(load_head);
		free(store_tail);
	}
	if (best->title == NULL)
		tg->stage_note = xstrdup_s(tg->refused_bounds > bounds
		                 ? "the staged kernel did not compile, did not "
		                   "run, or made other requests of an array than "
		                   "the kernel does"
		                 : "the staged kernel was no cheaper, or its "
		                   "tile has bank conflicts");
out:
	free(lhs);
	free(elem);
}

/* In a square block whose body nothing of a warp's makeup reaches (no
   shuffle, vote or warp barrier: body_unstageable's list), threadIdx.x
   and threadIdx.y swapped at every use in the body: thread (x, y) does
   what thread (y, x) did, the same work by the same block, its lanes
   along the other axis. A kernel that walks columns with both its
   accesses (a copy of a matrix by columns) then walks rows. Offered
   where the model finds the same requests over the same elements,
   fewer sectors in all and none dearer. */
static void
try_swap(const pipe_setup *s, const pipe_run *orig, sug_target *tg,
         const char *path, const char *text, size_t tlen, size_t from,
         size_t to, const char *kernel, sug_fix *best)
{
	const pat_program *p = orig->p;
	char *no, *body = NULL;
	size_t bn = 0, bcap = 0;
	phase ph;

	(void)kernel;
	if (p->block[0] != p->block[1] || p->block[2] != 1 ||
	    p->block[0] < 2 || p->block[0] > 32)
		return;                 /* try_stage says why */
	if ((no = body_unstageable(text, tlen, from, to)) != NULL) {
		free(no);
		return;
	}
	memset(&ph, 0, sizeof(ph));
	ph.swap = true;
	ph.flat = true;
	append(&body, &bn, &bcap, "{", 1);
	put_phase(&body, &bn, &bcap, text, tlen, from + 1, to, &ph);
	append(&body, &bn, &bcap, "}", 1);
	try_edits(s, orig, tg, path, text, tlen, edit1(from, to + 1, body), 1,
	          SUG_SWAP,
	          xasprintf("swap the block's axes: threadIdx.x and threadIdx.y "
	                    "exchanged at every use in the kernel's body, so "
	                    "that a warp's lanes walk the other way"), best);
}

/* A global array's fix: a vector type, a swap of the block's axes, or
   staging through a shared tile, the first that is cheaper; the one
   found kept in tg. */
static void
global_fix(const pipe_setup *s, const pipe_run *run, sug_target *tg,
           const char *path, const char *text, size_t tlen, size_t from,
           size_t to, const char *kernel, int top)
{
	static void (*const tries[])(const pipe_setup *, const pipe_run *,
	                             sug_target *, const char *, const char *,
	                             size_t, size_t, size_t, const char *,
	                             sug_fix *) = { try_vectors, try_swap,
	                                            try_stage };
	size_t k;

	for (k = 0; k < sizeof(tries) / sizeof(tries[0]); k++) {
		sug_fix best;
		memset(&best, 0, sizeof(best));
		tries[k](s, run, tg, path, text, tlen, from, to, kernel, &best);
		if (best.title != NULL && tg->nfixes < top) {
			tg->fixes = xmalloc(sizeof(*tg->fixes));
			tg->fixes[tg->nfixes++] = best;
			return;
		}
		suggest_fix_free(&best);
	}
}

/* The kernel's shared arrays whose accesses take more wavefronts than
   the fewest: the targets, searched. */
int
suggest_kernel(const pipe_setup *s, const pipe_run *run, int top,
               sug_result *out)
{
	const pat_program *p = run->p;
	const cudasrc *c = p->kernel;
	const char *path = cudasrc_path(c), *text = cudasrc_text(c);
	const size_t tlen = strlen(text);
	size_t bfrom = 0, bto = 0;
	bool body = cutext_kernel_body(text, tlen, cudasrc_name(c), &bfrom,
	                               &bto);
	int i, a;

	out->source = xstrndup(path, strlen(path));
	for (a = 0; a < p->narrays; a++) {
		const pat_array *arr = &p->arrays[a];
		sug_target *tg;
		sug_fix best[2];
		span dims[3], stmt;
		uint64_t cost = 0, ideal = 0;
		int n = 0, nd, k;
		for (i = 0; i < p->naccesses; i++) {
			const eval_access *ea = &run->r.access[i];
			if (p->accesses[i]->u.access.array != arr)
				continue;
			n++;
			cost += main_of(p, &run->r, i);
			ideal += arr->space == SPACE_GLOBAL ? ea->stats.ideal_sectors
			         : arr->space == SPACE_SHARED
			         ? ea->stats.ideal_wavefronts : ea->stats.requests;
		}
		if (n == 0 || cost <= ideal)
			continue;
		out->targets = xrealloc(out->targets, sizeof(*out->targets) *
		                        (size_t)(out->ntargets + 1));
		tg = &out->targets[out->ntargets++];
		memset(tg, 0, sizeof(*tg));
		tg->array = xstrndup(arr->name, strlen(arr->name));
		tg->line = arr->loc.line;
		tg->space = (enum sim_space)arr->space;
		tg->local = arr->local;
		tg->texture = arr->texture;
		tg->cost = cost;
		tg->ideal = ideal;
		tg->naccesses = n;
		if (cudasrc_line_file(c) != NULL) {
			tg->skipped = "the kernel is defined in a header, and "
			              "suggest patches the .cu alone";
			continue;
		}
		if (arr->space == SPACE_GLOBAL && !arr->local && !arr->texture &&
		    body) {
			global_fix(s, run, tg, path, text, tlen, bfrom, bto,
			           cudasrc_name(c), top);
			if (tg->nfixes > 0 || tg->tried > 0)
				continue;
		}
		if (arr->space != SPACE_SHARED || arr->local) {
			tg->skipped = "in a kernel, suggest patches shared tiles "
			              "(pad, swizzle), a global array whose every "
			              "use is NAME[X * W + K] with its W neighbours "
			              "(a vector type), and one statement's global "
			              "access in a square block (staged through a "
			              "shared tile); none of them fits here";
			continue;
		}
		nd = body ? cutext_shared_decl(text, tlen, bfrom, bto, tg->array,
		                               dims, &stmt) : 0;
		if (nd == 0)
			nd = cutext_shared_decl(text, tlen, 0, tlen, tg->array,
			                        dims, &stmt);
		if (nd == 0) {
			tg->skipped = "its declaration is not a '__shared__ T "
			              "NAME[...]' in the .cu (a macro's, or a dynamic "
			              "'extern __shared__' array the launch sizes)";
			continue;
		}
		tg->line = 1;
		for (i = 0; (size_t)i < stmt.open; i++)
			tg->line += text[i] == '\n';
		tg->line_in_source = true;
		memset(best, 0, sizeof(best));
		if (nd >= 2)
			try_pads(s, run, tg, path, text, tlen, dims, nd, best);
		if (body)
			try_swizzles(s, run, tg, path, text, tlen, bfrom, bto, dims,
			             nd, stmt, best);
		/* the best of each kind, cheapest first (then no extra memory) */
		if (best[0].title != NULL && best[1].title != NULL &&
		    (best[1].after < best[0].after ||
		     (best[1].after == best[0].after))) {
			sug_fix t = best[0];
			best[0] = best[1];
			best[1] = t;
		}
		for (k = 0; k < 2 && tg->nfixes < top; k++)
			if (best[k].title != NULL) {
				tg->fixes = xrealloc(tg->fixes, sizeof(*tg->fixes) *
				                     (size_t)(tg->nfixes + 1));
				tg->fixes[tg->nfixes++] = best[k];
			} else {
				suggest_fix_free(&best[k]);
			}
		for (; k < 2; k++)
			suggest_fix_free(&best[k]);
	}
	return 0;
}

int
suggest_kernel_apply(const pipe_setup *s, const pipe_run *run,
                     const sug_result *r, char **text, size_t *len)
{
	const char *path = cudasrc_path(run->p->kernel);
	const char *src = cudasrc_text(run->p->kernel);
	sug_edit *e = NULL;
	pipe_run now;
	int ne = 0, i, k, rc;

	for (i = 0; i < r->ntargets; i++) {
		const sug_fix *f = r->targets[i].nfixes > 0 ? &r->targets[i].fixes[0]
		                                             : NULL;
		if (f == NULL)
			continue;
		e = xrealloc(e, sizeof(*e) * (size_t)(ne + f->nedits));
		for (k = 0; k < f->nedits; k++) {
			e[ne] = f->edits[k];
			e[ne++].text = xstrndup(f->edits[k].text, strlen(f->edits[k].text));
		}
	}
	if (ne == 0) {
		free(e);
		return 0;
	}
	qsort(e, (size_t)ne, sizeof(*e), by_from);
	/* one fix found for two arrays (a swap of the block's axes) is one
	   edit; edits that overlap otherwise (two arrays staged, each the
	   whole body) do not go together */
	for (i = 1, k = 1, rc = 0; i < ne; i++) {
		if (e[i].from == e[k - 1].from && e[i].to == e[k - 1].to &&
		    strcmp(e[i].text, e[k - 1].text) == 0) {
			free(e[i].text);
			continue;
		}
		if (e[i].from < e[k - 1].to)
			rc = -1;
		e[k++] = e[i];
	}
	ne = k;
	*text = rc == 0 ? patched(src, strlen(src), e, ne, len) : NULL;
	for (i = 0; i < ne; i++)
		free(e[i].text);
	free(e);
	/* the fixes together, once more through the model */
	if (rc == 0) {
		rc = run_patched(s, path, *text, &now);
		pipe_run_free(&now);
		if (rc == 0)
			return 1;
	}
	free(*text);
	for (i = 0; i < r->ntargets && r->targets[i].nfixes == 0; i++)
		;
	*text = xstrndup(r->targets[i].fixes[0].text, r->targets[i].fixes[0].len);
	*len = r->targets[i].fixes[0].len;
	return -1;
}
