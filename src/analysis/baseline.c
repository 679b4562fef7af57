/*
 * baseline.c - a run's figures kept in a file, and a later run held to
 * them (baseline.h): writing the lines, reading them back, and the
 * comparison, said as compiler-style diagnostics at each access's line.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "baseline.h"
#include "diag.h"
#include "source.h"

#define VERSION_LINE "accessan-baseline 1"
#define MAX_FIGS 8

/* The figures kept, each where more is worse, by memory space. */
static const struct fig {
	const char *key;
	enum sim_space space;
	enum pat_metric m;
} figs[] = {
	{ "sectors_per_request", SIM_GLOBAL, M_SECTORS_PER_REQUEST },
	{ "wavefronts_per_request", SIM_SHARED, M_WAVEFRONTS_PER_REQUEST },
	{ "bank_conflicts_per_request", SIM_SHARED,
	  M_BANK_CONFLICTS_PER_REQUEST },
	{ "distinct_per_request", SIM_CONSTANT, M_DISTINCT_PER_REQUEST },
};
#define NFIGS ((int)(sizeof(figs) / sizeof(figs[0])))

/* One line of the file. */
typedef struct entry {
	const char *pattern, *name;  /* into the file's text */
	int line;
	int nfig;
	const char *key[MAX_FIGS];
	double val[MAX_FIGS];        /* NaN: "-" */
	bool seen;                   /* an access of this run matched it */
} entry;

struct baseline {
	char *path;
	char *text;                  /* the file, cut into fields in place */
	entry *e;
	int n;
};

static int
by_key(const void *a, const void *b)
{
	const entry *x = a, *y = b;
	int c = strcmp(x->pattern, y->pattern);

	return c != 0 ? c : strcmp(x->name, y->name);
}

/* What is wrong with a line of the file. */
enum bad_line {
	LINE_OK,
	LINE_VERSION,                /* the first line is not VERSION_LINE */
	LINE_FIGURES,                /* more than MAX_FIGS figures */
	LINE_FIELDS,                 /* fewer than 3 fields */
	LINE_NAME,                   /* an empty pattern or access name */
	LINE_FIGURE,                 /* not FIGURE=VALUE */
	LINE_VALUE                   /* a value that is no number */
};

/* Line ln's fields (cut at tabs, in place) into *e: LINE_OK, or what is
   wrong with it. */
static enum bad_line
parse_line(char *s, int ln, entry *e)
{
	char *f[2 + MAX_FIGS + 1], *eq, *end;
	int n = 0, i;

	memset(e, 0, sizeof(*e));
	e->line = ln;
	while (n < (int)(sizeof(f) / sizeof(f[0]))) {
		f[n++] = s;
		if ((s = strchr(s, '\t')) == NULL)
			break;
		*s++ = '\0';
	}
	if (s != NULL)
		return LINE_FIGURES;
	if (n < 3)
		return LINE_FIELDS;
	if (f[0][0] == '\0' || f[1][0] == '\0')
		return LINE_NAME;
	e->pattern = f[0];
	e->name = f[1];
	for (i = 2; i < n; i++) {
		if ((eq = strchr(f[i], '=')) == NULL || eq == f[i])
			return LINE_FIGURE;
		*eq = '\0';
		e->key[e->nfig] = f[i];
		if (strcmp(eq + 1, "-") == 0) {
			e->val[e->nfig++] = NAN;
			continue;
		}
		e->val[e->nfig] = strtod(eq + 1, &end);
		if (end == eq + 1 || *end != '\0' || isnan(e->val[e->nfig]) ||
		    isinf(e->val[e->nfig]))
			return LINE_VALUE;
		e->nfig++;
	}
	return LINE_OK;
}

/* Say what is wrong with line ln of the file at path. */
static void
line_error(diag *d, const char *path, int ln, enum bad_line why)
{
	pat_loc loc = { ln, 1, 0 };

	switch (why) {
	case LINE_OK:
		break;
	case LINE_VERSION:
		DIAG_AT(d, path, NULL, loc, BASELINE_VERSION);
		break;
	case LINE_FIGURES:
		DIAG_AT(d, path, NULL, loc, BASELINE_FIGURES);
		break;
	case LINE_FIELDS:
		DIAG_AT(d, path, NULL, loc, BASELINE_FIELDS);
		break;
	case LINE_NAME:
		DIAG_AT(d, path, NULL, loc, BASELINE_EMPTY_NAME);
		break;
	case LINE_FIGURE:
		DIAG_AT(d, path, NULL, loc, BASELINE_FIGURE);
		break;
	case LINE_VALUE:
		DIAG_AT(d, path, NULL, loc, BASELINE_VALUE);
		break;
	}
}

baseline *
baseline_read(const char *path, bool *unreadable, diag *d)
{
	baseline *b;
	size_t len;
	char *text, *s, *nl;
	enum bad_line why = LINE_OK;
	int ln = 0, cap = 0;
	bool head = false;

	*unreadable = false;
	if ((text = source_read(path, &len, d)) == NULL) {
		*unreadable = true;
		return NULL;
	}
	b = xcalloc(1, sizeof(*b));
	b->path = strcpy(xmalloc(strlen(path) + 1), path);
	b->text = text;
	for (s = text; why == LINE_OK && s < text + len; s = nl + 1) {
		ln++;
		if ((nl = strchr(s, '\n')) == NULL)
			nl = text + len;
		*nl = '\0';
		if (nl > s && nl[-1] == '\r')
			nl[-1] = '\0';
		if (s[0] == '#' || s[0] == '\0')
			continue;
		if (!head) {
			if (strcmp(s, VERSION_LINE) != 0)
				why = LINE_VERSION;
			head = true;
			continue;
		}
		if (b->n == cap) {
			cap = cap ? 2 * cap : 64;
			b->e = xrealloc(b->e, sizeof(*b->e) * (size_t)cap);
		}
		if ((why = parse_line(s, ln, &b->e[b->n])) == LINE_OK)
			b->n++;
	}
	if (why == LINE_OK && !head) {
		DIAG_PLAIN(d, BASELINE_EMPTY, path);
		baseline_free(b);
		return NULL;
	}
	if (why != LINE_OK) {
		line_error(d, path, ln, why);
		baseline_free(b);
		return NULL;
	}
	if (b->n > 1)
		qsort(b->e, (size_t)b->n, sizeof(*b->e), by_key);
	return b;
}

void
baseline_free(baseline *b)
{
	if (b == NULL)
		return;
	free(b->path);
	free(b->text);
	free(b->e);
	free(b);
}

static entry *
find(baseline *b, const char *pattern, const char *name)
{
	entry key;

	memset(&key, 0, sizeof(key));
	key.pattern = pattern;
	key.name = name;
	return b->n > 0 ? bsearch(&key, b->e, (size_t)b->n, sizeof(*b->e),
	                          by_key) : NULL;
}

/* A figure as the file keeps it, and read back: the run's figure and the
   file's compare alike. */
static double
kept(double v, char *buf, size_t n)
{
	if (isnan(v)) {
		snprintf(buf, n, "-");
		return NAN;
	}
	snprintf(buf, n, "%.6g", v);
	return strtod(buf, NULL);
}

/* Is v (a figure of this run) worse than the file's old, better, or the
   same (0)? Figures that do not exist on either side compare the same. */
static int
versus(double v, double old)
{
	double tol = 1e-9 * (fabs(old) > 1 ? fabs(old) : 1);

	if (isnan(v) || isnan(old))
		return 0;
	return v > old + tol ? 1 : v < old - tol ? -1 : 0;
}

/* Append "KEY OLD -> NEW" to buf (a ", " before all but the first). */
static void
change(char *buf, size_t n, const char *key, double old, const char *now)
{
	size_t k = strlen(buf);

	if (k < n)
		snprintf(buf + k, n - k, "%s%s %.6g -> %s", k ? ", " : "", key,
		         old, now);
}

/* One access of the run against its line of the file. */
static void
access_vs(baseline *b, const pat_program *p, const eval_result *r,
          const pat_stmt *s, diag *d, baseline_tally *t)
{
	const char *name = s->u.access.name, *place, *src;
	enum sim_space sp = (enum sim_space)s->u.access.array->space;
	const sim_stats *st = &r->access[s->u.access.id].stats;
	char worse[512] = "", better[512] = "", now[40];
	entry *e = find(b, p->file, name);
	pat_loc loc;
	int i, j;

	place = pat_access_place(p, s, &src, &loc);
	if (e == NULL) {
		DIAG_AT(d, place, src, loc, BASELINE_NEW, name, b->path);
		t->added++;
		return;
	}
	e->seen = true;
	for (i = 0; i < NFIGS; i++) {
		double v;
		if (figs[i].space != sp)
			continue;
		v = kept(eval_metric(st, sp, figs[i].m), now, sizeof(now));
		for (j = 0; j < e->nfig; j++)
			if (strcmp(e->key[j], figs[i].key) == 0)
				break;
		if (j == e->nfig)
			continue;
		if (versus(v, e->val[j]) > 0)
			change(worse, sizeof(worse), figs[i].key, e->val[j], now);
		else if (versus(v, e->val[j]) < 0)
			change(better, sizeof(better), figs[i].key, e->val[j], now);
	}
	if (worse[0] != '\0') {
		DIAG_AT(d, place, src, loc, BASELINE_WORSE, name, worse,
		        b->path, e->line);
		t->worse++;
	} else if (better[0] != '\0') {
		DIAG_AT(d, place, src, loc, BASELINE_BETTER, name, better,
		        b->path, e->line);
		t->better++;
	} else {
		t->same++;
	}
}

/* The pattern's races against the file's "*" line. */
static void
races_vs(baseline *b, const pat_program *p, const eval_result *r, diag *d,
         baseline_tally *t)
{
	entry *e = find(b, p->file, "*");
	char now[40], what[200] = "";
	const char *place, *src;
	pat_loc loc = { 1, 1, 0 };
	double v;
	int j;

	if (e == NULL || !r->race_run || !r->race.checked)
		return;
	e->seen = true;
	v = kept((double)r->race.races, now, sizeof(now));
	for (j = 0; j < e->nfig && strcmp(e->key[j], "races") != 0; j++)
		;
	if (j == e->nfig || versus(v, e->val[j]) == 0)
		return;
	change(what, sizeof(what), "races", e->val[j], now);
	/* at the write of the first pair that races, else the file's top */
	if (r->race.npairs > 0)
		place = pat_access_place(p, p->accesses[r->race.pairs[0].first],
		                         &src, &loc);
	else
		place = p->file, src = p->src;
	if (versus(v, e->val[j]) > 0) {
		DIAG_AT(d, place, src, loc, BASELINE_RACES_WORSE, what,
		        b->path, e->line);
		t->worse++;
	} else {
		DIAG_AT(d, place, src, loc, BASELINE_RACES_BETTER, what,
		        b->path, e->line);
		t->better++;
	}
}

int
baseline_compare(baseline *b, const pat_program *p, const eval_result *r,
                 diag *d, baseline_tally *t)
{
	int i, before = t->worse;

	for (i = 0; i < p->naccesses; i++) {
		const pat_stmt *s = p->accesses[i];
		if (s->u.access.name != NULL && s->u.access.name[0] != '\0')
			access_vs(b, p, r, s, d, t);
	}
	races_vs(b, p, r, d, t);
	/* what the file has of this pattern and the run does not */
	for (i = 0; i < b->n; i++)
		if (!b->e[i].seen && strcmp(b->e[i].pattern, p->file) == 0 &&
		    strcmp(b->e[i].name, "*") != 0) {
			pat_loc at = { b->e[i].line, 1, 0 };
			DIAG_AT(d, b->path, NULL, at, BASELINE_GONE, p->file,
			        b->e[i].name);
			b->e[i].seen = true;
			t->gone++;
		}
	return t->worse - before;
}

void
baseline_header(FILE *f)
{
	fprintf(f, "%s\n# PATTERN<TAB>ACCESS<TAB>FIGURE=VALUE...: where more is "
	        "worse (accessan(1), BASELINES)\n", VERSION_LINE);
}

int
baseline_write(FILE *f, const pat_program *p, const eval_result *r,
               diag *d)
{
	char v[40];
	int i, k;

	if (strpbrk(p->file, "\t\n\r") != NULL) {
		DIAG_PLAIN(d, BASELINE_FILE_NAME);
		return -1;
	}
	for (i = 0; i < p->naccesses; i++) {
		const pat_stmt *s = p->accesses[i];
		enum sim_space sp = (enum sim_space)s->u.access.array->space;
		const sim_stats *st = &r->access[s->u.access.id].stats;
		if (s->u.access.name == NULL || s->u.access.name[0] == '\0')
			continue;
		fprintf(f, "%s\t%s", p->file, s->u.access.name);
		for (k = 0; k < NFIGS; k++)
			if (figs[k].space == sp) {
				kept(eval_metric(st, sp, figs[k].m), v, sizeof(v));
				fprintf(f, "\t%s=%s", figs[k].key, v);
			}
		fputc('\n', f);
	}
	if (r->race_run && r->race.checked)
		fprintf(f, "%s\t*\traces=%llu\n", p->file,
		        (unsigned long long)r->race.races);
	return 0;
}
