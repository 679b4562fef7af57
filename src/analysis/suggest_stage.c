/*
 * suggest_stage.c - staging through a shared tile, one of suggest's
 * rewrites (suggest_int.h): a global access whose lanes walk down a
 * column (or along a stride) is rewritten so that the block first loads
 * the elements its threads read - a tile - along rows into a new shared
 * array, waits at a barrier, and each thread then reads its own element
 * from the tile (for a store, the other way round). The tile's origin is
 * the access's index less its thread terms, each found from the model's
 * own index values for the block's first threads; nothing is taken on
 * trust: the rewritten pattern must run in bounds and cost fewer
 * sectors, and a second run shows, address by address, that the origin
 * is the same for every thread of a block (so that each thread's element
 * is where it reads it) and that the tile holds every element the
 * threads read.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "suggest_int.h"

/* Requests past which the address-by-address proof is not run (and the
   staging not offered): it sees every request, with no classes. */
#define STAGE_PROOF_REQUESTS ((uint64_t)1 << 16)

/* One access to stage. */
typedef struct stage {
	const pat_stmt *st;
	int id;
	int nd;                      /* 1 or 2 */
	int64_t co[2][2];            /* index d's step per threadIdx.x, .y */
	int64_t h[2];                /* the tile's sizes (h[1] = 1 in 1-D) */
	int64_t bx, by;              /* blockDim */
	bool inloop;
	int first;                   /* the id of the first access that the
	                                block's loads come before: id, or
	                                the tiled loop's first */
	/* a loop tiled (the tile spans tw of its steps): the loop, the
	   text of its start and end, its '{' and the line of its '}' */
	const pat_stmt *loop;
	int64_t tw;
	int64_t padr;                /* 1-D: the tile padded after every
	                                padr elements (0: not padded) */
	char *start, *end;
	size_t brace;
	int close_line;
	char *tile, *r0, *c0, *e, *k, *vt;   /* the names it adds */
} stage;

/* Where the access with the new text's ids is: old access i of g's
   staged pattern (probe: with the origin's read first). */
static int
stage_newid(const stage *g, int i, bool probe)
{
	int sh = probe ? 1 : 0;

	if (i < g->first)
		return i;
	if (i == g->id)
		return (g->st->u.access.store ? g->id : g->id + 2) + sh;
	return i + 2 + sh;
}

/* The block's own global loads or stores in the staged pattern. */
static int
stage_gid(const stage *g, bool probe)
{
	return (g->st->u.access.store ? g->id + 2 : g->first) + (probe ? 1 : 0);
}

/* Add "line N: why" to the target's note on staging. */
static void
stage_note(search *se, const pat_stmt *st, const char *f, ...)
	__attribute__((format(printf, 3, 4)));

static void
stage_note(search *se, const pat_stmt *st, const char *f, ...)
{
	va_list ap;
	char *why, *x;

	va_start(ap, f);
	why = xvasprintf(f, ap);
	va_end(ap);
	x = se->tg->stage_note == NULL
	    ? xasprintf("line %d: %s", st->loc.line, why)
	    : xasprintf("%s\nline %d: %s", se->tg->stage_note, st->loc.line,
	                why);
	free(se->tg->stage_note);
	free(why);
	se->tg->stage_note = x;
}

/* Is st inside b? Counts the loops (C-form ones apart) and ifs around
   it. */
static bool
enclosing(const pat_stmt *b, const pat_stmt *st, int *loops, int *cloops,
          int *ifs)
{
	for (; b != NULL; b = b->next) {
		if (b == st)
			return true;
		if (b->kind == S_FOR &&
		    enclosing(b->u.loop.body, st, loops, cloops, ifs)) {
			++*loops;
			*cloops += b->u.loop.cform;
			return true;
		}
		if (b->kind == S_IF &&
		    (enclosing(b->u.cond.then, st, loops, cloops, ifs) ||
		     enclosing(b->u.cond.otherwise, st, loops, cloops, ifs))) {
			++*ifs;
			return true;
		}
	}
	return false;
}

/* The index values of access id in lane of warp (block 0's warps come
   first), on its first request there: false if that lane makes none. */
static bool
index_at(search *se, int id, int64_t warp, int lane, int64_t *out)
{
	pipe_point pt;
	pipe_run run;
	bool ok = false;

	pipe_point_init(&pt);
	pt.figures_only = true;
	pt.detail_warp = warp;
	++*se->evaluations;
	if (sug_run_at(se->s, se->s->src, se->s->len, &run, &pt) == 0 &&
	    run.p->naccesses > id) {
		const eval_access *ea = &run.r.access[id];
		if (ea->has_detail && ea->detail_warp == (uint64_t)warp &&
		    (ea->detail.active >> lane & 1u)) {
			memcpy(out, ea->detail_index[lane], sizeof(int64_t) * 3);
			ok = true;
		}
	}
	pipe_run_free(&run);
	return ok;
}

/* co[0] * threadIdx.x + co[1] * threadIdx.y, as text. */
static char *
thread_part(const int64_t *co)
{
	static const char *const nm[2] = { "threadIdx.x", "threadIdx.y" };
	char *s = dup_s(""), *x;
	int k;

	for (k = 0; k < 2; k++) {
		if (co[k] == 0)
			continue;
		x = co[k] == 1 ? xasprintf("%s%s%s", s, *s ? " + " : "", nm[k])
		               : xasprintf("%s%s%s * %lld", s, *s ? " + " : "",
		                           nm[k], (long long)co[k]);
		free(s);
		s = x;
	}
	if (*s == '\0') {
		free(s);
		s = dup_s("0");
	}
	return s;
}

/* A name for what staging adds, base or base2..base9, that the text does
   not hold anywhere already; NULL if none is free. (base is never NULL:
   dup_s's test of it would have the compiler see a NULL for xasprintf's %s.) */
static char *
fresh(const search *se, const char *base)
{
	int k;

	for (k = 1; k <= 9; k++) {
		char *n = k == 1 ? xstrndup(base, strlen(base))
		                 : xasprintf("%s%d", base, k);
		if (strstr(se->s->src, n) == NULL &&
		    !sug_name_taken(se->orig->p, n))
			return n;
		free(n);
	}
	return NULL;
}

/* A 1-D tile's index idx as the padding (pad after every g->padr)
   moves it, malloc'ed. */
static char *
tile_index(const stage *g, int pad, const char *idx)
{
	char *x, *y;

	if (g->nd != 1 || g->padr == 0 || pad == 0)
		return dup_s(idx);
	x = sug_operand(idx);
	y = pad == 1 ? xasprintf("%s + %s / %lld", x, x, (long long)g->padr)
	             : xasprintf("%s + %s / %lld * %d", x, x,
	                         (long long)g->padr, pad);
	free(x);
	return y;
}

/* The declaration's 1-D size with the padding: n + n / R * P. */
static int64_t
tile_size(const stage *g, int pad)
{
	if (g->nd != 1 || g->padr == 0)
		return g->h[0];
	return g->h[0] + g->h[0] / g->padr * pad;
}

/* The tile's declaration, after the array's own: inner size w padded by
   pad. */
static void
tile_decl(const search *se, const stage *g, int pad, long long w, cand *c)
{
	const pat_array *a = se->a;
	const text *t = se->t;
	char *ind = sug_indent_of(t, a->loc.line), *b = dup_s("");

	xascat(&b, "\n%sshared %s %s[%lld]", ind, a->type->name, g->tile,
	    (long long)tile_size(g, pad));
	if (g->nd == 2 && pad > 0)
		xascat(&b, "[%lld + %d]", w, pad);
	else if (g->nd == 2)
		xascat(&b, "[%lld]", w);
	sug_cand_edit(c, sug_line_end(t, a->loc.line),
	              sug_line_end(t, a->loc.line), b);
	free(ind);
}

/* The edits that stage g with the tile's inner size padded by pad (and,
   for the proof, probe: a read of the tile's origin first). Long, and
   kept whole: it writes one block of pattern text top to bottom (the
   tile's declaration, the thread's own element, the cooperative loads,
   the barrier, the rewritten read), each piece using the names the
   previous ones chose, so split parts would pass all of them around. */
static void
stage_edits(search *se, const idxtext *x, const stage *g, int pad,
            bool probe, cand *c)
{
	const pat_array *a = se->a;
	const text *t = se->t;
	const pat_stmt *st = g->st;
	int64_t nt = g->bx * g->by, n = g->h[0] * g->h[1];
	int64_t kk = (n + nt - 1) / nt;
	long long w = (long long)g->h[1];
	char *si = sug_indent_of(t, st->loc.line);
	char *li, *tid, *guard, *gidx, *tidx, *own, *lab, *b;
	char *tp[2] = { NULL, NULL }, *mv[2];
	int d;

	tile_decl(se, g, pad, w, c);
	/* the access's line: the tile's origin, the block's loads or stores
	   along rows, the barrier, each thread's own element */
	li = kk > 1 ? xasprintf("%s\t", si) : dup_s(si);
	tid = g->by > 1 ? dup_s("threadIdx.y * blockDim.x + threadIdx.x")
	                : dup_s("threadIdx.x");
	guard = n < nt * kk ? xasprintf(" if %s < %lld", g->e, (long long)n)
	                    : dup_s("");
	for (d = 0; d < g->nd; d++)
		tp[d] = thread_part(g->co[d]);
	if (g->nd == 2) {
		gidx = xasprintf("%s[%s + %s / %lld][%s + %s %% %lld]", a->name,
		                 g->r0, g->e, w, g->c0, g->e, w);
		tidx = xasprintf("%s[%s / %lld][%s %% %lld]", g->tile, g->e, w,
		                 g->e, w);
		own = xasprintf("%s[%s][%s]", g->tile, tp[0], tp[1]);
	} else {
		gidx = xasprintf("%s[%s + %s]", a->name, g->r0, g->e);
		char *i1 = tile_index(g, pad, g->e), *i2 = tile_index(g, pad, tp[0]);
		tidx = xasprintf("%s[%s]", g->tile, i1);
		own = xasprintf("%s[%s]", g->tile, i2);
		free(i1);
		free(i2);
	}
	lab = st->u.access.label != NULL ? xasprintf(" as %s",
	                                             st->u.access.label)
	                                 : dup_s("");
	b = dup_s("");
	xascat(&b, "%s# staged through %s (accessan suggest): %s\n", si, g->tile,
	    st->text);
	for (d = 0; d < g->nd; d++) {
		const char *nm = d == 0 ? g->r0 : g->c0;
		if (strcmp(tp[d], "0") == 0) {
			xascat(&b, "%slet %s = %s\n", si, nm, x->s[d]);
		} else {
			char *in = sug_operand(x->s[d]);
			char *th = sug_operand(tp[d]);
			xascat(&b, "%slet %s = %s - %s\n", si, nm, in, th);
			free(in);
			free(th);
		}
	}
	if (probe && g->nd == 2)
		xascat(&b, "%sread %s[%s][%s]\n", si, a->name, g->r0, g->c0);
	else if (probe)
		xascat(&b, "%sread %s[%s]\n", si, a->name, g->r0);
	if (st->u.access.store)
		xascat(&b, "%swrite %s\n%ssync\n", si, own, si);
	mv[0] = st->u.access.store ? xasprintf("read %s%s", tidx, guard)
	                           : xasprintf("read %s%s%s", gidx, guard, lab);
	mv[1] = st->u.access.store ? xasprintf("write %s%s%s", gidx, guard, lab)
	                           : xasprintf("write %s%s", tidx, guard);
	if (kk > 1)
		xascat(&b, "%sfor %s in 0 .. %lld {\n%slet %s = %s + %s * %lld\n",
		    si, g->k, (long long)kk, li, g->e, tid, g->k, (long long)nt);
	else
		xascat(&b, "%slet %s = %s\n", si, g->e, tid);
	xascat(&b, "%s%s\n%s%s\n", li, mv[0], li, mv[1]);
	if (kk > 1)
		xascat(&b, "%s}\n", si);
	if (!st->u.access.store)
		xascat(&b, "%ssync\n%sread %s\n", si, si, own);
	/* the next time round, the tile is written again: not before every
	   thread is done with it */
	if (g->inloop)
		xascat(&b, "%ssync\n", si);
	b[strlen(b) - 1] = '\0';
	sug_cand_edit(c, t->start[st->loc.line - 1],
	              sug_line_end(t, st->loc.line), b);
	free(mv[0]);
	free(mv[1]);
	free(li);
	free(tid);
	free(guard);
	free(gidx);
	free(tidx);
	free(own);
	free(lab);
	free(tp[0]);
	free(tp[1]);
	free(si);
}

/* text with every whole word v replaced by w, malloc'ed. */
static char *
subst_word(const char *text, const char *v, const char *w)
{
	size_t n = strlen(v);
	char *out = dup_s("");
	const char *s = text;

	while (*s != '\0') {
		if (strncmp(s, v, n) == 0 && (s == text || !word_char(s[-1])) &&
		    !word_char(s[n])) {
			xascat(&out, "%s", w);
			s += n;
		} else {
			xascat(&out, "%c", *s++);
		}
	}
	return out;
}

static bool
has_word(const char *text, const char *v)
{
	char *x = subst_word(text, v, "");
	bool yes = strlen(x) != strlen(text);

	free(x);
	return yes;
}

/* The rest of loop_edits(): the loop's body one level deeper, the
   access reading the tile (tp: the text of its thread part), and the
   closing brace, which closes the steps' loop, waits at a barrier before
   the tile is loaded again and closes the tiles' loop. */
static void
loop_body_edits(search *se, const idxtext *x, const stage *g, int pad,
                const char *tp, cand *c)
{
	const text *t = se->t;
	const pat_stmt *st = g->st, *lp = g->loop;
	const char *v = lp->u.loop.var;
	char *si = sug_indent_of(t, st->loc.line), *ind, *in, *b;
	int line;

	/* the body, one level deeper; the access reads the tile */
	for (line = lp->loc.line + 1; line < g->close_line; line++) {
		if (line == st->loc.line)
			continue;
		if (sug_line_end(t, line) > t->start[line - 1])
			sug_cand_edit(c, t->start[line - 1], t->start[line - 1],
			              dup_s("\t"));
	}
	in = sug_operand(x->s[g->nd - 1]);
	if (g->nd == 1) {
		char *d = xasprintf("%s - %s", in, g->r0), *i1 = tile_index(g, pad, d);
		b = xasprintf("%s\tread %s[%s]", si, g->tile, i1);
		free(d);
		free(i1);
	} else if (has_word(x->s[0], v)) {
		char *r = sug_operand(x->s[0]);
		b = xasprintf("%s\tread %s[%s - %s][%s - %s]", si, g->tile, r,
		              g->r0, in, g->c0);
		free(r);
	} else {
		b = xasprintf("%s\tread %s[%s][%s - %s]", si, g->tile, tp, in,
		              g->c0);
	}
	free(in);
	sug_cand_edit(c, t->start[st->loc.line - 1],
	              sug_line_end(t, st->loc.line), b);
	/* the closing brace */
	ind = sug_indent_of(t, g->close_line);
	sug_cand_edit(c, t->start[g->close_line - 1],
	              sug_line_end(t, g->close_line),
	              xasprintf("%s\t}\n%s\tsync\n%s}", ind, ind, ind));
	free(ind);
	free(si);
}

/*
 * The edits that stage g by tiling its loop: 'for v in S .. E {' becomes
 * a loop over tiles of tw steps, in which the block loads the rows its
 * threads read over those steps into the tile, then runs the steps
 * reading from it:
 *     for v_t in S .. E step tw {
 *         (the tile's origin, the block's loads, sync)
 *         for v in v_t .. min(v_t + tw, E) {
 *             ... the body, the access reading the tile ...
 *         }
 *         sync
 *     }
 * Written top to bottom, one block of text in order, as stage_edits()
 * writes its own; loop_body_edits() writes what follows the header.
 */
static void
loop_edits(search *se, const idxtext *x, const stage *g, int pad,
           bool probe, cand *c)
{
	const pat_array *a = se->a;
	const text *t = se->t;
	const pat_stmt *st = g->st, *lp = g->loop;
	const char *v = lp->u.loop.var;
	int64_t nt = g->bx * g->by, n = g->h[0] * g->tw;
	int64_t kk = (n + nt - 1) / nt;
	long long w = (long long)g->tw;
	char *li = sug_indent_of(t, lp->loc.line), *b, *tid, *guard;
	char *tp = thread_part(g->co[0]), *rs, *cs;

	tile_decl(se, g, pad, w, c);
	if (g->nd == 1)
		n = g->h[0];
	kk = (n + nt - 1) / nt;
	tid = g->by > 1 ? dup_s("threadIdx.y * blockDim.x + threadIdx.x")
	                : dup_s("threadIdx.x");
	guard = n < nt * kk
	        ? xasprintf(" if %s < %lld && %s + %s %% %lld < %s", g->e,
	                    (long long)n, g->vt, g->e, w, g->end)
	        : xasprintf(" if %s + %s %% %lld < %s", g->vt, g->e, w, g->end);
	rs = subst_word(x->s[0], v, g->vt);
	cs = g->nd == 2 ? subst_word(x->s[1], v, g->vt) : NULL;
	/* the header: the loop over tiles, the block's loads */
	b = dup_s("");
	xascat(&b, "%sfor %s in %s .. %s step %lld {\n", li, g->vt, g->start,
	    g->end, w);
	xascat(&b, "%s\t# staged through %s (accessan suggest), %lld steps of "
	    "'%s' at a time: %s\n", li, g->tile, w, v, st->text);
	if (strcmp(tp, "0") == 0) {
		xascat(&b, "%s\tlet %s = %s\n", li, g->r0, rs);
	} else {
		char *r = sug_operand(rs), *th = sug_operand(tp);
		xascat(&b, "%s\tlet %s = %s - %s\n", li, g->r0, r, th);
		free(r);
		free(th);
	}
	if (g->nd == 2)
		xascat(&b, "%s\tlet %s = %s\n", li, g->c0, cs);
	if (probe && g->nd == 2)
		xascat(&b, "%s\tread %s[%s][%s]\n", li, a->name, g->r0, g->c0);
	else if (probe)
		xascat(&b, "%s\tread %s[%s]\n", li, a->name, g->r0);
	if (kk > 1)
		xascat(&b, "%s\tfor %s in 0 .. %lld {\n%s\t\tlet %s = %s + %s * %lld\n",
		    li, g->k, (long long)kk, li, g->e, tid, g->k, (long long)nt);
	else
		xascat(&b, "%s\tlet %s = %s\n", li, g->e, tid);
	if (g->nd == 2) {
		xascat(&b, "%s\t%sread %s[%s + %s / %lld][%s + %s %% %lld]%s%s%s\n",
		    li, kk > 1 ? "\t" : "", a->name, g->r0, g->e, w, g->c0, g->e,
		    w, guard, st->u.access.label ? " as " : "",
		    st->u.access.label ? st->u.access.label : "");
		xascat(&b, "%s\t%swrite %s[%s / %lld][%s %% %lld]%s\n", li,
		    kk > 1 ? "\t" : "", g->tile, g->e, w, g->e, w, guard);
	} else {
		xascat(&b, "%s\t%sread %s[%s + %s]%s%s%s\n", li, kk > 1 ? "\t" : "",
		    a->name, g->r0, g->e, guard, st->u.access.label ? " as " : "",
		    st->u.access.label ? st->u.access.label : "");
		char *i1 = tile_index(g, pad, g->e);
		xascat(&b, "%s\t%swrite %s[%s]%s\n", li, kk > 1 ? "\t" : "",
		    g->tile, i1, guard);
		free(i1);
	}
	if (kk > 1)
		xascat(&b, "%s\t}\n", li);
	xascat(&b, "%s\tsync\n%s\tfor %s in %s .. min(%s + %lld, %s) {", li, li, v,
	    g->vt, g->vt, w, g->end);
	sug_cand_edit(c, t->start[lp->loc.line - 1],
	              sug_line_end(t, lp->loc.line), b);
	loop_body_edits(se, x, g, pad, tp, c);
	free(li);
	free(tid);
	free(guard);
	free(tp);
	free(rs);
	free(cs);
}

/* The smallest access id in the statements b, or INT_MAX. */
static int
first_access(const pat_stmt *b)
{
	int m = 1 << 30, x;

	for (; b != NULL; b = b->next) {
		x = b->kind == S_ACCESS ? b->u.access.id
		    : b->kind == S_FOR ? first_access(b->u.loop.body)
		    : b->kind == S_IF ? first_access(b->u.cond.then) : 1 << 30;
		if (b->kind == S_IF && first_access(b->u.cond.otherwise) < x)
			x = first_access(b->u.cond.otherwise);
		if (x < m)
			m = x;
	}
	return m;
}

/*
 * Can g's loop be tiled as loop_edits writes it: a range loop of step 1
 * whose header ends its line with '{' and whose '}' stands alone on a
 * line, the access's inner index naming the loop variable and its outer
 * index not? Fills g's loop fields; NULL, or why not.
 */
static const char *
tileable(search *se, stage *g, const idxtext *x)
{
	const text *t = se->t;
	const pat_stmt *lp = sug_parent_loop(se->orig->p->body, g->st, NULL);
	size_t o, e;
	int depth = 0;

	if (lp == NULL)
		return "the access is in no loop";
	if (lp->u.loop.cform)
		return "its loop is a C-form loop (a grid-stride loop, or one "
		       "whose extent is the thread's own)";
	if (!has_word(x->s[g->nd - 1], lp->u.loop.var) ||
	    (g->nd == 2 && has_word(x->s[0], lp->u.loop.var)))
		return "its loop's variable does not walk the row alone";
	if (lp->u.loop.step != NULL && (lp->u.loop.step->op != E_NUM ||
	                                lp->u.loop.step->num != 1))
		return "its loop's step is not 1";
	g->start = sug_expr_text(t, lp->u.loop.start, lp->loc.line);
	g->end = sug_expr_text(t, lp->u.loop.end, lp->loc.line);
	if (g->start == NULL || g->end == NULL)
		return "its loop's header is not on one line";
	/* the header's '{' ends its line; the matching '}' alone on one */
	e = sug_line_end(t, lp->loc.line);
	while (e > t->start[lp->loc.line - 1] &&
	       (t->src[e - 1] == ' ' || t->src[e - 1] == '\t'))
		e--;
	if (e == 0 || t->src[e - 1] != '{')
		return "its loop's '{' does not end the header's line";
	g->brace = e - 1;
	for (o = g->brace; o < t->len; o++) {
		char ch = t->src[o];
		if (ch == '#' || (ch == '/' && o + 1 < t->len &&
		                  t->src[o + 1] == '/')) {
			while (o < t->len && t->src[o] != '\n')
				o++;
			continue;
		}
		if (ch == '{')
			depth++;
		else if (ch == '}' && --depth == 0)
			break;
	}
	if (o >= t->len)
		return "its loop's '}' was not found";
	g->close_line = sug_line_of(t, o);
	for (e = t->start[g->close_line - 1]; e < o; e++)
		if (t->src[e] != ' ' && t->src[e] != '\t')
			return "its loop's '}' does not stand alone on its line";
	if (sug_line_end(t, g->close_line) != o + 1)
		return "its loop's '}' does not stand alone on its line";
	if (g->st->u.access.store)
		return "tiling a loop is written for loads";
	g->loop = lp;
	g->first = first_access(lp->u.loop.body);
	/* 2-D: a tile row of one 128-byte line; 1-D: as many steps as the
	   stride between threads, so that the threads' segments meet */
	g->tw = g->nd == 1 ? g->co[0][0]
	                   : 128 / (int64_t)se->a->type->size;
	if (g->tw < 1)
		g->tw = 1;
	return NULL;
}

/* Addresses the proof collects through the model's on_request. */
typedef struct prec {
	uint64_t block, k, addr;
} prec;

typedef struct proof {
	int probe, data;             /* access ids: the origin's, the data's */
	uint64_t wpb;                /* warps per block */
	uint64_t *seq;               /* per warp: probe requests so far */
	uint64_t nseq;
	prec *pr;
	size_t npr, cpr;
	uint64_t *a;                 /* the data access's addresses */
	size_t na, ca;
	bool mixed;                  /* a probe request's lanes disagreed */
} proof;

static void
collect(void *arg, int access, uint64_t warp, enum sim_space space,
        bool atomic, const sim_request *r)
{
	(void)atomic;
	proof *pf = arg;
	int l;

	(void)space;
	if (access == pf->probe) {
		uint64_t first = 0;
		bool have = false;
		for (l = 0; l < SIM_WARP; l++) {
			if (!(r->active >> l & 1u))
				continue;
			if (have && r->addr[l] != first)
				pf->mixed = true;
			first = r->addr[l];
			have = true;
		}
		if (!have)
			return;
		if (warp >= pf->nseq) {
			uint64_t n = warp * 2 + 16;
			pf->seq = xrealloc(pf->seq, sizeof(*pf->seq) * n);
			memset(pf->seq + pf->nseq, 0,
			       sizeof(*pf->seq) * (n - pf->nseq));
			pf->nseq = n;
		}
		if (pf->npr == pf->cpr) {
			pf->cpr = pf->cpr ? 2 * pf->cpr : 256;
			pf->pr = xrealloc(pf->pr, sizeof(*pf->pr) * pf->cpr);
		}
		pf->pr[pf->npr].block = warp / pf->wpb;
		pf->pr[pf->npr].k = pf->seq[warp]++;
		pf->pr[pf->npr++].addr = first;
	} else if (access == pf->data) {
		for (l = 0; l < SIM_WARP; l++) {
			if (!(r->active >> l & 1u))
				continue;
			if (pf->na == pf->ca) {
				pf->ca = pf->ca ? 2 * pf->ca : 1024;
				pf->a = xrealloc(pf->a, sizeof(*pf->a) * pf->ca);
			}
			pf->a[pf->na++] = r->addr[l];
		}
	}
}

static int
by_prec(const void *x, const void *y)
{
	const prec *a = x, *b = y;

	if (a->block != b->block)
		return a->block < b->block ? -1 : 1;
	if (a->k != b->k)
		return a->k < b->k ? -1 : 1;
	return a->addr < b->addr ? -1 : a->addr > b->addr;
}

static int
by_u64(const void *x, const void *y)
{
	uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;

	return a < b ? -1 : a > b;
}

/* Sort and drop repeats: the count left. */
static size_t
uniq(uint64_t *a, size_t n)
{
	size_t i, k = 0;

	qsort(a, n, sizeof(*a), by_u64);
	for (i = 0; i < n; i++)
		if (k == 0 || a[k - 1] != a[i])
			a[k++] = a[i];
	return k;
}

/* Run src collecting into pf (every request, no classes): 0 or -1. */
static int
prove_run(search *se, const char *src, size_t len, proof *pf)
{
	pipe_point pt;
	pipe_run run;
	int rc;

	pipe_point_init(&pt);
	pt.figures_only = true;
	pt.on_request = collect;
	pt.on_request_arg = pf;
	++*se->evaluations;
	rc = sug_run_at(se->s, src, len, &run, &pt);
	pipe_run_free(&run);
	return rc;
}

/*
 * The proof that staging g keeps each thread's element: in the pattern
 * with the probe, the tile's origin is one address for every thread of a
 * block each time round, and the block's loads (or stores) of the global
 * array touch every element the original access touched (the same set,
 * or more when the tile holds elements between them: *extra). NULL, or
 * why not (static text).
 */
static const char *
prove(search *se, const stage *g, const char *probe_src, size_t probe_len,
      uint64_t *extra)
{
	proof orig, st;
	const char *why = NULL;
	size_t no, ns, i, j;

	memset(&orig, 0, sizeof(orig));
	memset(&st, 0, sizeof(st));
	orig.probe = -1;
	orig.data = g->id;
	st.probe = g->first;
	st.data = stage_gid(g, true);
	st.wpb = (uint64_t)(g->bx * g->by + SIM_WARP - 1) / SIM_WARP;
	if (prove_run(se, se->s->src, se->s->len, &orig) != 0 ||
	    prove_run(se, probe_src, probe_len, &st) != 0) {
		why = "the staged pattern does not run (an index out of bounds, "
		      "or a barrier that some threads of a block skip)";
		goto out;
	}
	qsort(st.pr, st.npr, sizeof(*st.pr), by_prec);
	for (i = 1; i < st.npr && !st.mixed; i++)
		if (st.pr[i].block == st.pr[i - 1].block &&
		    st.pr[i].k == st.pr[i - 1].k &&
		    st.pr[i].addr != st.pr[i - 1].addr)
			st.mixed = true;
	if (st.mixed || st.npr == 0) {
		why = "the block's elements are not one tile: its threads' "
		      "indices are not one origin plus a step per thread (a "
		      "gather, an index the data sets, or a modulo)";
		goto out;
	}
	no = uniq(orig.a, orig.na);
	ns = uniq(st.a, st.na);
	for (i = j = 0; i < no; i++) {
		while (j < ns && st.a[j] < orig.a[i])
			j++;
		if (j == ns || st.a[j] != orig.a[i]) {
			why = "the tile misses elements the threads read";
			goto out;
		}
	}
	*extra = ns - no;
out:
	free(orig.seq);
	free(orig.pr);
	free(orig.a);
	free(st.seq);
	free(st.pr);
	free(st.a);
	return why;
}

static bool
same_array(const pat_program *p, int id, const char *name)
{
	return strcmp(p->accesses[id]->u.access.array->name, name) == 0;
}

/* The figures and the title of a confirmed staging g (run: the staged
   pattern's) into f. */
static void
stage_fill(search *se, const stage *g, int pad, uint64_t extra,
           const pipe_run *rn, sug_fix *f)
{
	const pat_program *p = se->orig->p;
	const eval_result *o = &se->orig->r;
	int id = g->id, i, j, n = 0, gid = stage_gid(g, false);
	char padtext[48] = "";

	f->kind = SUG_STAGE;
	f->n[0] = pad;
	f->fig = xcalloc((size_t)se->n, sizeof(*f->fig));
	f->nfig = se->n;
	for (i = 0; i < p->naccesses; i++) {
		sug_figure *fg;
		if (!same_array(p, i, se->a->name))
			continue;
		j = i == id ? gid : stage_newid(g, i, false);
		fg = &f->fig[n++];
		fg->id = i;
		fg->line = p->accesses[i]->loc.line;
		fg->label = dup_s(p->accesses[i]->u.access.label);
		fg->requests = o->access[i].stats.requests;
		fg->before = main_of(&o->access[i], space_of(p, i));
		fg->after = main_of(&rn->r.access[j], space_of(rn->p, j));
		fg->ideal = ideal_of(&rn->r.access[j], space_of(rn->p, j));
		if (i == id)
			fg->requests_after = rn->r.access[j].stats.requests;
	}
	for (i = 0; i < rn->p->naccesses; i++)
		if (strcmp(rn->p->accesses[i]->u.access.array->name,
		           g->tile) == 0) {
			f->tile_wavefronts += main_of(&rn->r.access[i], SIM_SHARED);
			f->tile_ideal += ideal_of(&rn->r.access[i], SIM_SHARED);
			f->tile_requests += rn->r.access[i].stats.requests;
		}
	for (i = 0; i < rn->p->narrays; i++)
		if (strcmp(rn->p->arrays[i].name, g->tile) == 0)
			f->extra_bytes = (int64_t)rn->p->arrays[i].bytes;
	f->tile = dup_s(g->tile);
	if (pad > 0 && g->nd == 2)
		snprintf(padtext, sizeof(padtext), " + %d", pad);
	else if (pad > 0 && g->padr > 0)
		snprintf(padtext, sizeof(padtext), " (%d padding every %lld)", pad,
		         (long long)g->padr);
	if (g->nd == 2)
		f->title = xasprintf("stage through shared memory: the block "
		                     "%s its %lld x %lld tile of %s along rows "
		                     "%s %s[%lld][%lld%s], each thread %s its "
		                     "own element %s it",
		                     g->st->u.access.store ? "stores" : "loads",
		                     (long long)g->h[0], (long long)g->h[1],
		                     se->a->name,
		                     g->st->u.access.store ? "from" : "into",
		                     g->tile, (long long)g->h[0],
		                     (long long)g->h[1], padtext,
		                     g->st->u.access.store ? "writes" : "reads",
		                     g->st->u.access.store ? "into" : "from");
	else
		f->title = xasprintf("stage through shared memory: the block "
		                     "%s its span of %lld elements of %s%s %s "
		                     "%s[%lld]%s, each thread %s its own "
		                     "element %s it",
		                     g->st->u.access.store ? "stores" : "loads",
		                     (long long)g->h[0], se->a->name,
		                     extra > 0 ? " (those between included)" : "",
		                     g->st->u.access.store ? "from" : "into",
		                     g->tile, (long long)tile_size(g, pad),
		                     padtext,
		                     g->st->u.access.store ? "writes" : "reads",
		                     g->st->u.access.store ? "into" : "from");
}

/*
 * Run the staged text of c and fill f: 1 confirmed (fewer sectors over
 * the array's accesses, every other access as it was, the proof holds),
 * else -1 (it does not run) or 0 (no cheaper, or the proof fails) with
 * *why (malloc'ed).
 */
static int
stage_check(search *se, const stage *g, const idxtext *x, int pad, cand *c,
            sug_fix *f, char **why)
{
	const pat_program *p = se->orig->p;
	const eval_result *o = &se->orig->r;
	int id = g->id, i, j, gid = stage_gid(g, false), rc = 0;
	uint64_t before = 0, after = 0, ideal = 0, extra = 0;
	sug_edit *e = xmalloc(sizeof(*e) * (size_t)c->ne);
	cand pc;
	pipe_run run;
	size_t len, plen;
	char *src, *psrc;
	const char *pw;

	memcpy(e, c->e, sizeof(*e) * (size_t)c->ne);
	src = sug_apply_edits(se->s->src, se->s->len, e, c->ne, &len);
	free(e);
	++*se->evaluations;
	if (src == NULL || sug_run_quiet(se->s, src, len, &run, true) != 0 ||
	    run.p->naccesses != p->naccesses + 2) {
		*why = dup_s("the staged pattern does not run: an index out of "
		             "bounds (the threads' indices are not one origin plus "
		             "a step per thread, as in a gather or a wrap-around), "
		             "or a barrier that some threads of a block skip");
		rc = -1;
		goto no;
	}
	for (i = 0; i < p->naccesses; i++) {
		uint64_t b = main_of(&o->access[i], space_of(p, i)), a;
		j = i == id ? gid : stage_newid(g, i, false);
		if (i != id &&
		    (run.r.access[j].stats.requests != o->access[i].stats.requests
		     || run.r.access[j].stats.lanes != o->access[i].stats.lanes)) {
			*why = dup_s("the staged pattern changes another access");
			goto no;
		}
		a = main_of(&run.r.access[j], space_of(run.p, j));
		if (same_array(p, i, se->a->name)) {
			before += b;
			after += a;
			ideal += ideal_of(&run.r.access[j], space_of(run.p, j));
		} else if (a > b) {
			*why = dup_s("the staged pattern makes another access dearer");
			goto no;
		}
	}
	if (after >= before) {
		*why = g->nd == 1
		       ? xasprintf("%s the block's span of %lld elements whole "
		                   "would make %llu sectors over the array's "
		                   "accesses where they make %llu now: no "
		                   "fewer (the span holds the elements the "
		                   "stride skips)",
		                   g->st->u.access.store ? "storing" : "loading",
		                   (long long)g->h[0],
		                   (unsigned long long)after,
		                   (unsigned long long)before)
		       : xasprintf("%s the block's %lld x %lld tile along its "
		                   "rows would make %llu sectors over the "
		                   "array's accesses where they make %llu now: "
		                   "no fewer",
		                   g->st->u.access.store ? "storing" : "loading",
		                   (long long)g->h[0], (long long)g->h[1],
		                   (unsigned long long)after,
		                   (unsigned long long)before);
		goto no;
	}
	/* the proof, on the text with the probe */
	sug_cand_init(&pc, SUG_STAGE, 0, 0, 0);
	if (g->loop != NULL)
		loop_edits(se, x, g, pad, true, &pc);
	else
		stage_edits(se, x, g, pad, true, &pc);
	psrc = sug_apply_edits(se->s->src, se->s->len, pc.e, pc.ne, &plen);
	pw = psrc != NULL ? prove(se, g, psrc, plen, &extra)
	                  : "the staged pattern could not be written";
	free(psrc);
	sug_cand_free(&pc);
	if (pw != NULL) {
		*why = dup_s(pw);
		goto no;
	}
	f->before = before;
	f->after = after;
	f->ideal = ideal;
	stage_fill(se, g, pad, extra, &run, f);
	{
		text t;
		sug_text_init(&t, se->s->src, se->s->len);
		qsort(c->e, (size_t)c->ne, sizeof(*c->e), sug_by_from);
		sug_changed_lines(&t, c->e, c->ne, f);
		free(t.start);
	}
	f->edits = c->e;
	f->nedits = c->ne;
	c->e = NULL;
	c->ne = c->cap = 0;
	f->text = src;
	f->len = len;
	pipe_run_free(&run);
	return 1;
no:
	if (src != NULL)
		pipe_run_free(&run);
	free(src);
	return rc;
}

/* The padding of the tile's inner size: the existing search of shared
   arrays (pads and swizzles), run on the staged pattern for the tile
   alone; its best padding, or 0 when the tile has no conflict (or no
   padding removes one). */
static int
stage_pad(search *se, const char *src, size_t len, const char *tile,
          int64_t *padr)
{
	pipe_setup ns = *se->s;
	limits lim = { 0, 0, 0, tile, true };
	sug_result r;
	diag quiet;
	int pad = 0, k;

	diag_init_quiet(&quiet);
	ns.src = src;
	ns.len = len;
	if (sug_run_search(&ns, SUG_NKINDS, &lim, &r, &quiet) == 0 &&
	    r.ntargets == 1)
		for (k = 0; k < r.targets[0].nfixes; k++)
			if (r.targets[0].fixes[k].kind == SUG_PAD)
			{
				pad = r.targets[0].fixes[k].n[0];
				*padr = r.targets[0].fixes[k].n[1];
			}
	*se->evaluations += r.evaluations;
	suggest_free(&r);
	return pad;
}

static void
stage_free(stage *g)
{
	free(g->tile);
	free(g->r0);
	free(g->c0);
	free(g->e);
	free(g->k);
	free(g->vt);
	free(g->start);
	free(g->end);
}

/* Names for what staging adds: NAME_tile, NAME_r0, ... false if taken. */
static bool
stage_names(search *se, stage *g)
{
	const char *nm = se->a->name;
	char *b;

	b = xasprintf("%s_tile", nm);
	g->tile = fresh(se, b);
	free(b);
	b = xasprintf("%s_r0", nm);
	g->r0 = fresh(se, b);
	free(b);
	b = xasprintf("%s_c0", nm);
	g->c0 = fresh(se, b);
	free(b);
	b = xasprintf("%s_e", nm);
	g->e = fresh(se, b);
	free(b);
	b = xasprintf("%s_k", nm);
	g->k = fresh(se, b);
	free(b);
	if (g->loop != NULL) {
		b = xasprintf("%s_t", g->loop->u.loop.var);
		g->vt = fresh(se, b);
		free(b);
		if (g->vt == NULL)
			return false;
	}
	return g->tile && g->r0 && g->c0 && g->e && g->k;
}

/* The thread steps of g's indices, from the model's index values of the
   block's threads (0, 0), (1, 0) and (0, 1): false if one is missing. */
static bool
thread_steps(search *se, stage *g)
{
	int64_t v0[3], v1[3], v2[3];
	int d;

	if (!index_at(se, g->id, 0, 0, v0))
		return false;
	memset(v1, 0, sizeof(v1));
	memset(v2, 0, sizeof(v2));
	if (g->bx > 1 && !index_at(se, g->id, 0, 1, v1))
		return false;
	if (g->by > 1 && !index_at(se, g->id, g->bx / SIM_WARP,
	                           (int)(g->bx % SIM_WARP), v2))
		return false;
	for (d = 0; d < g->nd; d++) {
		g->co[d][0] = g->bx > 1 ? v1[d] - v0[d] : 0;
		g->co[d][1] = g->by > 1 ? v2[d] - v0[d] : 0;
	}
	return true;
}

/* Does planned g's tile fit in a block's shared memory beside the
   pattern's own, and its access make few enough requests for the proof?
   Else false, g freed, the target's note saying why not. */
static bool
stage_fits(search *se, stage *g)
{
	const pat_program *p = se->orig->p;
	const sim_arch *arch = &se->orig->arch;
	uint64_t bytes, esz = se->a->type->size;

	bytes = (uint64_t)g->h[0] * (uint64_t)(g->h[1] + (g->nd == 2)) * esz;
	if (p->shared_bytes + bytes > arch->max_shared_per_block) {
		char *what = g->nd == 2 ? xasprintf("tile of %lld x %lld elements",
		                                    (long long)g->h[0],
		                                    (long long)g->h[1])
		                       : xasprintf("span of %lld elements",
		                                   (long long)g->h[0]);
		stage_note(se, g->st, "its %s takes %llu bytes of shared memory, "
		           "more than the %u a block may have on %s", what,
		           (unsigned long long)bytes, arch->max_shared_per_block,
		           arch->name);
		free(what);
		stage_free(g);
		return false;
	}
	if (se->orig->r.access[g->id].stats.requests > STAGE_PROOF_REQUESTS) {
		stage_note(se, g->st, "it makes %llu requests, more than the %llu "
		           "that the proof of a staged pattern follows address by "
		           "address", (unsigned long long)
		           se->orig->r.access[g->id].stats.requests,
		           (unsigned long long)STAGE_PROOF_REQUESTS);
		stage_free(g);
		return false;
	}
	return true;
}

/* What staging access k takes: g filled, true; or false, the target's
   note saying why not where the access is one staging is for. */
static bool
stage_plan(search *se, const idxtext *ix, int k, stage *g)
{
	const pat_program *p = se->orig->p;
	const pat_array *a = se->a;
	int loops = 0, cloops = 0, ifs = 0, d;

	memset(g, 0, sizeof(*g));
	g->id = se->ids[k];
	g->st = p->accesses[g->id];
	g->nd = a->ndims;
	g->bx = p->block[0];
	g->by = p->block[1];
	if (main_of(&se->orig->r.access[g->id], SIM_GLOBAL) <=
	    ideal_of(&se->orig->r.access[g->id], SIM_GLOBAL))
		return false;
	/* atomics have a rule of their own; a field, a 3-D array or block
	   is outside what staging writes (struct of arrays takes fields) */
	if (g->st->u.access.atomic != A_NONE || g->st->u.access.field != NULL ||
	    g->nd > 2 || p->block[2] > 1)
		return false;
	if (!thread_steps(se, g)) {
		stage_note(se, g->st, "the model did not run the block's first "
		           "threads through it, so its tile is unknown");
		return false;
	}
	/* lanes one element apart along the row already: the waste is not
	   a stride (an offset, a struct's field) and a tile would not help */
	if (g->co[g->nd - 1][0] == 1)
		return false;
	enclosing(p->body, g->st, &loops, &cloops, &ifs);
	g->inloop = loops > 0;
	if (g->st->u.access.pred != NULL) {
		stage_note(se, g->st, "the access is predicated ('if'): the "
		           "block's loads would need the predicate of each thread "
		           "they stand for");
		return false;
	}
	if (ifs > 0) {
		stage_note(se, g->st, "it sits under an 'if': the barriers "
		           "staging needs must be reached by every thread");
		return false;
	}
	if (cloops > 0) {
		stage_note(se, g->st, "it sits in a C-form loop (a grid-stride "
		           "loop, or one whose extent is the thread's own): the "
		           "block's tile is not known ahead of the loop");
		return false;
	}
	if (!sug_alone_on_line(se->t, g->st)) {
		stage_note(se, g->st, "it shares its line with another statement: "
		           "write it as a read or write of its own");
		return false;
	}
	for (d = 0; d < g->nd; d++) {
		if (g->co[d][0] < 0 || g->co[d][1] < 0) {
			stage_note(se, g->st, "an index falls as the thread index "
			           "grows");
			return false;
		}
		g->h[d] = g->co[d][0] * (g->bx - 1) + g->co[d][1] * (g->by - 1) + 1;
	}
	if (g->nd == 1)
		g->h[1] = 1;
	g->first = g->id;
	if (g->nd == 2 && g->h[1] == 1) {
		const char *no = tileable(se, g, ix + k);
		if (no != NULL) {
			stage_note(se, g->st, "each request of the block reads one "
			           "element of each of %lld rows: a tile of them is "
			           "one element wide, and loading it along its rows "
			           "is the same column read again; tiling a loop "
			           "along the row would widen it, but %s", (long long)g->h[0],
			           no);
			stage_free(g);
			return false;
		}
		g->h[1] = g->tw;
	} else if (g->nd == 1 && g->co[0][0] > 1 && tileable(se, g, ix + k) ==
	           NULL) {
		/* the steps of a loop fill in what the stride skips: the
		   tile is the block's span over tw steps */
		g->h[0] += g->tw - 1;
	} else if (g->nd == 1) {
		/* not tiled after all: staged at each step */
		free(g->start);
		free(g->end);
		g->start = g->end = NULL;
		g->loop = NULL;
		g->first = g->id;
	}
	return stage_fits(se, g);
}

/* Try staging access k of the search; a confirmed one is kept as the
   kind's best if it is, else the target's note says why not. */
static void
stage_access(search *se, const idxtext *ix, int k)
{
	stage g;
	int pad, rc;
	cand c;
	sug_fix f;
	char *why = NULL, *src;
	size_t len;

	if (!stage_plan(se, ix, k, &g))
		return;
	if (!stage_names(se, &g)) {
		stage_note(se, g.st, "the names staging adds are taken");
		stage_free(&g);
		return;
	}
	/* the tile unpadded first; the shared search pads it */
	sug_cand_init(&c, SUG_STAGE, 0, 0, 0);
	if (g.loop != NULL)
		loop_edits(se, &ix[k], &g, 0, false, &c);
	else
		stage_edits(se, &ix[k], &g, 0, false, &c);
	{
		sug_edit *e = xmalloc(sizeof(*e) * (size_t)c.ne);
		memcpy(e, c.e, sizeof(*e) * (size_t)c.ne);
		src = sug_apply_edits(se->s->src, se->s->len, e, c.ne, &len);
		free(e);
	}
	pad = src != NULL ? stage_pad(se, src, len, g.tile, &g.padr) : 0;
	free(src);
	if (pad > 0) {
		sug_cand_free(&c);
		sug_cand_init(&c, SUG_STAGE, 0, 0, 0);
		if (g.loop != NULL)
			loop_edits(se, &ix[k], &g, pad, false, &c);
		else
			stage_edits(se, &ix[k], &g, pad, false, &c);
	}
	se->tg->tried++;
	memset(&f, 0, sizeof(f));
	rc = stage_check(se, &g, &ix[k], pad, &c, &f, &why);
	if (rc == 1) {
		if (!se->have[SUG_STAGE] ||
		    sug_better(&f, &se->best[SUG_STAGE])) {
			if (se->have[SUG_STAGE])
				suggest_fix_free(&se->best[SUG_STAGE]);
			se->best[SUG_STAGE] = f;
			se->have[SUG_STAGE] = true;
		} else {
			suggest_fix_free(&f);
		}
	} else {
		if (rc < 0)
			se->tg->refused_bounds++;
		else
			se->tg->refused_cost++;
		stage_note(se, g.st, "%s", why);
		free(why);
		suggest_fix_free(&f);
	}
	sug_cand_free(&c);
	stage_free(&g);
}

/* Staging for each access of a global array that wastes. */
void
sug_stages(search *se, const idxtext *ix)
{
	int k;

	if (se->a->ndims > 2 || se->a->type->kind == PT_STRUCT)
		return;
	for (k = 0; k < se->n; k++) {
		if ((se->deadline > 0 && sug_now() > se->deadline) ||
		    (se->max_rewrites > 0 &&
		     *se->evaluations > se->max_rewrites) ||
		    eval_interrupted()) {
			se->tg->cut_short = true;
			return;
		}
		stage_access(se, ix, k);
	}
}
