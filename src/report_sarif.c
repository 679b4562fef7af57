/*
 * report_sarif.c - the report for the systems that annotate pull
 * requests and code (GitHub code scanning, GitLab, SARIF viewers): one
 * SARIF 2.1.0 log for the whole run, whatever the number of files, with
 * a result for each failed expectation and each finding (a global access
 * above its ideal sectors, a bank conflict, a race, a local-memory
 * access), each at the place a person would change: a kernel's CUDA line,
 * else the pattern's. The rules, levels and properties are documented in
 * accessan(1), THE SARIF REPORT; the test suite validates the output
 * against the schema (tests/sarif/).
 */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "report_int.h"

#ifndef ACCESSAN_VERSION
#define ACCESSAN_VERSION "0.1.0"
#endif

#define SCHEMA_URI "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/" \
                   "os/schemas/sarif-schema-2.1.0.json"

/* The rules, in the order of the log's rules array (a result's
   ruleIndex). Their ids are stable: a code scanning service tracks an
   alert by them. */
enum rule { R_EXPECT, R_SECTORS, R_BANK, R_RACE, R_LOCAL, R_COUNT };

static const struct {
	const char *id, *name, *level, *brief, *full, *help;
} rules[R_COUNT] = {
	[R_EXPECT] = { "ACCESSAN-EXPECT", "FailedExpectation", "error",
		"An expectation of the pattern file failed.",
		"An 'expect' line of the pattern file does not hold: the "
		"figure it names is not what the file expects.",
		"The result stands at the access the expectation is about (for "
		"'all', the access that fails it most); the expectation's line "
		"is a related location. Change the access, or the expectation "
		"if the new figure is intended." },
	[R_SECTORS] = { "ACCESSAN-SECTORS", "ExcessSectors", "warning",
		"A global-memory access fetches more sectors than its data "
		"needs.",
		"The warp's requests touch more 32-byte sectors per request "
		"than the bytes its lanes use would fill: part of every sector "
		"fetched is wasted bandwidth.",
		"Make consecutive lanes read consecutive addresses (coalescing), "
		"align the start, use a structure of arrays, or stage the data "
		"through a shared tile; 'accessan suggest' tries these." },
	[R_BANK] = { "ACCESSAN-BANK-CONFLICT", "BankConflict", "warning",
		"A shared-memory access has bank conflicts.",
		"Lanes of a warp touch distinct words of one bank, so the "
		"request takes more wavefronts than its bytes need.",
		"Pad the array's rows (a [32][33] tile) or swizzle the column "
		"index with the row; 'accessan suggest' tries both." },
	[R_RACE] = { "ACCESSAN-RACE", "Race", "warning",
		"Two threads touch a word, one writing, with no barrier "
		"between.",
		"The race check found a location that one thread writes and "
		"another reads or writes with no __syncthreads() (or "
		"__syncwarp() within a warp) ordering them.",
		"Put a barrier between the two accesses, or give each thread "
		"words of its own." },
	[R_LOCAL] = { "ACCESSAN-LOCAL", "LocalMemory", "note",
		"An access to local memory.",
		"The access is to a thread's local memory: an array the "
		"compiler kept on the stack, or spilled registers. It goes "
		"through L1 and L2 like global memory.",
		"Index per-thread arrays with constants so that the compiler "
		"keeps them in registers, or move them to shared memory." },
};

/* A message of a file that failed, kept for the log's invocation. */
typedef struct note {
	char *file, *level, *message;
	const char *id;              /* msg.h's (static), or NULL */
	int line, col;
} note;

typedef struct sarif {
	report_doc d;
	int nresults;
	note *notes;
	int nnotes;
	bool failed;                 /* a file failed: the invocation did not
	                                succeed */
} sarif;

static void
str(FILE *f, const char *s)
{
	report_json_string(f, s, strlen(s));
}

/* A path as a URI reference: relative as it is (a code scanning service
   resolves it against the checkout), "file://" before an absolute one;
   every byte but the unreserved ones and '/' percent-encoded. */
static void
uri(FILE *f, const char *path)
{
	static const char hex[] = "0123456789ABCDEF";
	size_t n = strlen(path), i, k = 0;
	char *u = xmalloc(3 * n + 8);

	while (path[0] == '.' && path[1] == '/')
		path += 2;
	if (path[0] == '/')
		k += (size_t)sprintf(u, "file://");
	for (i = 0; path[i] != '\0'; i++) {
		unsigned char c = (unsigned char)path[i];
		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		    (c >= '0' && c <= '9') || strchr("-._~/", c) != NULL) {
			u[k++] = (char)c;
		} else {
			u[k++] = '%';
			u[k++] = hex[c >> 4];
			u[k++] = hex[c & 15];
		}
	}
	u[k] = '\0';
	str(f, u);
	free(u);
}

/* A location object; nothing but the message (if any) for the standard
   input, which has no place a service could show. */
static void
location(FILE *f, int id, const char *file, pat_loc loc, const char *msg)
{
	fputc('{', f);
	if (id > 0)
		fprintf(f, "\"id\": %d, ", id);
	if (strcmp(file, "<stdin>") != 0) {
		fputs("\"physicalLocation\": {\"artifactLocation\": {\"uri\": ", f);
		uri(f, file);
		fputs("}", f);
		if (loc.line > 0)
			fprintf(f, ", \"region\": {\"startLine\": %d, "
			        "\"startColumn\": %d}", loc.line,
			        loc.col > 0 ? loc.col : 1);
		fputs("}", f);
	}
	if (msg != NULL) {
		fputs(strcmp(file, "<stdin>") != 0 ? ", " : "", f);
		fputs("\"message\": {\"text\": ", f);
		str(f, msg);
		fputc('}', f);
	}
	fputc('}', f);
}

/* The start of a result, up to its locations: rule, level, message and
   the place; ends inside the object, for relatedLocations and
   properties to follow. */
static void
result_begin(sarif *s, enum rule r, const char *level, const char *msg,
             const char *file, pat_loc loc)
{
	FILE *f = s->d.f;

	fprintf(f, "%s\n        {\"ruleId\": \"%s\", \"ruleIndex\": %d, "
	        "\"level\": \"%s\", \"message\": {\"text\": ",
	        s->nresults++ ? "," : "", rules[r].id, (int)r, level);
	str(f, msg);
	fputs("},\n         \"locations\": [", f);
	if (strcmp(file, "<stdin>") != 0)
		location(f, 0, file, loc, NULL);
	fputc(']', f);
}

/* An access's place (its kernel's CUDA line, or its statement) and, for
   a kernel's, the pattern line that launches it as a related location. */
static void
access_related(FILE *f, const pat_program *p, const pat_stmt *a, int *id)
{
	if (a->u.access.cu_file == NULL)
		return;
	fputs(*id == 1 ? ",\n         \"relatedLocations\": [" : ", ", f);
	location(f, (*id)++, a->file != NULL ? a->file : p->file, a->loc,
	         "the pattern's kernel statement");
}

/* "properties": what identifies the access and its figures. */
static void
access_props(FILE *f, const pat_program *p, const eval_result *r,
             const pat_stmt *a)
{
	const pat_array *arr = a->u.access.array;
	const sim_stats *st = &r->access[a->u.access.id].stats;
	enum sim_space sp = (enum sim_space)arr->space;
	static const struct { const char *key; enum pat_metric m; } g[] = {
		{ "sectors", M_SECTORS },
		{ "sectors_per_request", M_SECTORS_PER_REQUEST },
		{ "ideal_sectors_per_request", M_IDEAL_SECTORS_PER_REQUEST },
		{ "max_sectors_per_request", M_MAX_SECTORS_PER_REQUEST },
		{ "efficiency", M_EFFICIENCY },
	}, sh[] = {
		{ "wavefronts", M_WAVEFRONTS },
		{ "wavefronts_per_request", M_WAVEFRONTS_PER_REQUEST },
		{ "ideal_wavefronts_per_request",
		  M_IDEAL_WAVEFRONTS_PER_REQUEST },
		{ "max_wavefronts_per_request", M_MAX_WAVEFRONTS_PER_REQUEST },
		{ "bank_conflicts", M_BANK_CONFLICTS },
		{ "bank_conflicts_per_request", M_BANK_CONFLICTS_PER_REQUEST },
	};
	size_t i, n = sp == SIM_GLOBAL ? sizeof(g) / sizeof(g[0])
	              : sp == SIM_SHARED ? sizeof(sh) / sizeof(sh[0]) : 0;

	fputs("\"pattern\": ", f);
	str(f, p->file);
	fputs(", \"access\": ", f);
	str(f, a->u.access.name != NULL ? a->u.access.name : "");
	fputs(", \"label\": ", f);
	if (a->u.access.label != NULL)
		str(f, a->u.access.label);
	else
		fputs("null", f);
	fputs(", \"array\": ", f);
	str(f, arr->name);
	fprintf(f, ", \"space\": \"%s\", \"kind\": \"%s\", \"pattern_line\": "
	        "%d, \"requests\": %llu", pat_array_space(arr),
	        pat_access_kind(a), a->loc.line,
	        (unsigned long long)st->requests);
	for (i = 0; i < n; i++) {
		fprintf(f, ", \"%s\": ", sp == SIM_GLOBAL ? g[i].key : sh[i].key);
		report_json_number(f, eval_metric(st, sp, sp == SIM_GLOBAL ? g[i].m
		                                              : sh[i].m));
	}
}

/* The key a service keeps an alert by across runs: the pattern, the rule
   and the stable names, no line number. */
static void
fingerprint(FILE *f, enum rule r, const char *pattern, const char *a,
            const char *b)
{
	size_t n = strlen(pattern) + strlen(a) + (b ? strlen(b) : 0) + 64;
	char *k = xmalloc(n);

	snprintf(k, n, "%s:%s:%s%s%s", pattern, rules[r].id, a, b ? ":" : "",
	         b ? b : "");
	fputs(",\n         \"partialFingerprints\": {\"accessan/v1\": ", f);
	str(f, k);
	fputc('}', f);
	free(k);
}

/* "load a (a_load_2)": the access in a few words, for messages. */
static void
who(char *buf, size_t n, const pat_stmt *a)
{
	snprintf(buf, n, "%s %s (%s)", pat_access_kind(a),
	         a->u.access.array->name,
	         a->u.access.name != NULL ? a->u.access.name : "?");
}

/* The findings of access a: local memory, sectors above the ideal, bank
   conflicts. */
static void
findings(sarif *s, const pat_program *p, const eval_result *r,
         const pat_stmt *a)
{
	FILE *f = s->d.f;
	const pat_array *arr = a->u.access.array;
	const sim_stats *st = &r->access[a->u.access.id].stats;
	enum sim_space sp = (enum sim_space)arr->space;
	char msg[512], w[200], x[32], y[32], e[32];
	const char *place, *src;
	enum rule rule;
	pat_loc loc;
	double v, ideal;
	int id = 1;

	if (st->requests == 0)
		return;
	who(w, sizeof(w), a);
	if (sp == SIM_GLOBAL && arr->local) {
		v = eval_metric(st, sp, M_SECTORS_PER_REQUEST);
		ideal = eval_metric(st, sp, M_IDEAL_SECTORS_PER_REQUEST);
		report_figure(x, sizeof(x), v);
		report_figure(y, sizeof(y), ideal);
		snprintf(msg, sizeof(msg), "%s: local memory, %s sectors per "
		         "request%s%s%s", w, x, v > ideal * (1 + 1e-9) ?
		         " where " : "", v > ideal * (1 + 1e-9) ? y : "",
		         v > ideal * (1 + 1e-9) ? " would do" : "");
		rule = R_LOCAL;
	} else if (sp == SIM_GLOBAL && !arr->texture) {
		v = eval_metric(st, sp, M_SECTORS_PER_REQUEST);
		ideal = eval_metric(st, sp, M_IDEAL_SECTORS_PER_REQUEST);
		if (!(v > ideal * (1 + 1e-9)))
			return;
		report_figure(x, sizeof(x), v);
		report_figure(y, sizeof(y), ideal);
		report_figure(e, sizeof(e), 100 * eval_metric(st, sp,
		                                              M_EFFICIENCY));
		snprintf(msg, sizeof(msg), "%s: %s sectors per request where %s "
		         "would do; %s %% of the bytes fetched are used", w, x, y,
		         e);
		rule = R_SECTORS;
	} else if (sp == SIM_SHARED && st->wavefronts > st->ideal_wavefronts) {
		report_figure(x, sizeof(x),
		              eval_metric(st, sp, M_WAVEFRONTS_PER_REQUEST));
		report_figure(y, sizeof(y),
		              eval_metric(st, sp, M_IDEAL_WAVEFRONTS_PER_REQUEST));
		report_figure(e, sizeof(e),
		              eval_metric(st, sp, M_BANK_CONFLICTS_PER_REQUEST));
		snprintf(msg, sizeof(msg), "%s: %s wavefronts per request where "
		         "%s would do, %s bank conflicts a request", w, x, y, e);
		rule = R_BANK;
	} else {
		return;
	}
	place = pat_access_place(p, a, &src, &loc);
	result_begin(s, rule, rules[rule].level, msg, place, loc);
	access_related(f, p, a, &id);
	if (id > 1)
		fputc(']', f);
	fingerprint(f, rule, p->file, a->u.access.name ? a->u.access.name : "",
	            NULL);
	fputs(",\n         \"properties\": {", f);
	access_props(f, p, r, a);
	fputs("}}", f);
}

/* The results of the failed expectations: at the access each is about
   (for 'all', the one that fails it most), the expectation's own line a
   related location; an expectation of no access (races) at its line. */
static void
expectations(sarif *s, const pat_program *p, const eval_result *r)
{
	FILE *f = s->d.f;
	int i, id;

	for (i = 0; i < p->nexpects; i++) {
		const pat_stmt *x = p->expects[i], *a = x->u.expect.access;
		const char *efile = x->file != NULL ? x->file : p->file;
		const char *place, *src;
		char msg[700], got[32], want[32];
		pat_loc loc;
		if (r->expect_passed[i])
			continue;
		if (a == NULL && r->expect_worst[i] >= 0)
			a = p->accesses[r->expect_worst[i]];
		report_exact(got, sizeof(got), r->expect_actual[i]);
		report_exact(want, sizeof(want), x->u.expect.value);
		if (isnan(r->expect_actual[i]))
			snprintf(msg, sizeof(msg), "expectation failed: %s (%s)",
			         x->text, x->u.expect.metric == M_RACES
			         ? "the race check did not run to the end"
			         : "the access never ran");
		else
			snprintf(msg, sizeof(msg), "expectation failed: %s (it is "
			         "%s; expected %s %s)%s%s", x->text, got,
			         pat_cmp_name(x->u.expect.cmp), want,
			         a != NULL && x->u.expect.access == NULL
			         ? "; the access that fails it most: " : "",
			         a != NULL && x->u.expect.access == NULL &&
			         a->u.access.name != NULL ? a->u.access.name : "");
		if (a != NULL) {
			place = pat_access_place(p, a, &src, &loc);
			result_begin(s, R_EXPECT, "error", msg, place, loc);
			fputs(",\n         \"relatedLocations\": [", f);
			location(f, 1, efile, x->loc, "the expectation");
			id = 2;
			access_related(f, p, a, &id);
			fputc(']', f);
		} else {
			result_begin(s, R_EXPECT, "error", msg, efile, x->loc);
		}
		fingerprint(f, R_EXPECT, p->file, x->text, NULL);
		fputs(",\n         \"properties\": {\"pattern\": ", f);
		str(f, p->file);
		fputs(", \"expectation\": ", f);
		str(f, x->text);
		fprintf(f, ", \"expectation_line\": %d, \"figure\": \"%s\", "
		        "\"comparison\": \"%s\", \"expected\": ", x->loc.line,
		        pat_metric_name(x->u.expect.metric),
		        pat_cmp_name(x->u.expect.cmp));
		report_json_number(f, x->u.expect.value);
		fputs(", \"actual\": ", f);
		report_json_number(f, r->expect_actual[i]);
		fputs(", \"access\": ", f);
		if (x->u.expect.access != NULL && a->u.access.name != NULL)
			str(f, a->u.access.name);
		else
			fputs("null", f);
		if (x->u.expect.access == NULL && a != NULL) {
			fputs(", \"worst\": ", f);
			str(f, a->u.access.name != NULL ? a->u.access.name : "");
			fputs(", \"worst_actual\": ", f);
			report_json_number(f, eval_metric(
				&r->access[a->u.access.id].stats,
				(enum sim_space)a->u.access.array->space,
				x->u.expect.metric));
		}
		fputs("}}", f);
	}
}

/* A result for each pair of accesses that race: at the write, the other
   access a related location. */
static void
races(sarif *s, const pat_program *p, const eval_result *r)
{
	FILE *f = s->d.f;
	const race_result *rr = &r->race;
	char what[640], msg[1024];
	const char *place, *src;
	pat_loc loc;
	int i, id;

	if (!r->race_run || !rr->checked)
		return;
	for (i = 0; i < rr->npairs; i++) {
		const race_pair *rp = &rr->pairs[i];
		const pat_stmt *a = p->accesses[rp->first];
		const pat_stmt *b = p->accesses[rp->second];
		race_describe(p, rp, what, sizeof(what));
		snprintf(msg, sizeof(msg), "race: %llu location%s in %s memory "
		         "between %s and %s: %s", (unsigned long long)rp->locations,
		         rp->locations == 1 ? "" : "s",
		         rp->space == SIM_SHARED ? "shared" : "global",
		         a->u.access.name ? a->u.access.name : "?",
		         b->u.access.name ? b->u.access.name : "?", what);
		place = pat_access_place(p, a, &src, &loc);
		result_begin(s, R_RACE, rules[R_RACE].level, msg, place, loc);
		place = pat_access_place(p, b, &src, &loc);
		fputs(",\n         \"relatedLocations\": [", f);
		location(f, 1, place, loc, "the other access");
		id = 2;
		access_related(f, p, a, &id);
		fputc(']', f);
		fingerprint(f, R_RACE, p->file, a->u.access.name ? a->u.access.name
		            : "", b->u.access.name ? b->u.access.name : "");
		fputs(",\n         \"properties\": {\"pattern\": ", f);
		str(f, p->file);
		fputs(", \"access\": ", f);
		str(f, a->u.access.name ? a->u.access.name : "");
		fputs(", \"other_access\": ", f);
		str(f, b->u.access.name ? b->u.access.name : "");
		fprintf(f, ", \"locations\": %llu, \"space\": \"%s\", \"block\": "
		        "%llu, \"other_block\": %llu, \"thread\": %d, "
		        "\"other_thread\": %d}}", (unsigned long long)rp->locations,
		        rp->space == SIM_SHARED ? "shared" : "global",
		        (unsigned long long)rp->block_first,
		        (unsigned long long)rp->block_second, rp->thread_first,
		        rp->thread_second);
	}
}

/* The log's head, through the tool and its rules, to the results. */
static void *
sarif_alloc(FILE *out, const report_opts *o)
{
	sarif *s = xcalloc(1, sizeof(*s));
	int i;

	s->d.f = out;
	if (o != NULL)
		s->d.o = *o;
	fprintf(out, "{\"$schema\": \"%s\",\n  \"version\": \"2.1.0\",\n"
	        "  \"runs\": [{\n    \"tool\": {\"driver\": {\"name\": "
	        "\"accessan\", \"version\": \"%s\", \"semanticVersion\": "
	        "\"%s\",\n      \"rules\": [", SCHEMA_URI, ACCESSAN_VERSION,
	        ACCESSAN_VERSION);
	for (i = 0; i < R_COUNT; i++) {
		fprintf(out, "%s\n        {\"id\": \"%s\", \"name\": \"%s\", "
		        "\"shortDescription\": {\"text\": ", i ? "," : "",
		        rules[i].id, rules[i].name);
		str(out, rules[i].brief);
		fputs("}, \"fullDescription\": {\"text\": ", out);
		str(out, rules[i].full);
		fputs("}, \"help\": {\"text\": ", out);
		str(out, rules[i].help);
		fprintf(out, "}, \"defaultConfiguration\": {\"level\": \"%s\"}}",
		        rules[i].level);
	}
	fputs("]}},\n    \"results\": [", out);
	return s;
}

static char *
dup(const char *t)
{
	return t != NULL ? strcpy(xmalloc(strlen(t) + 1), t) : NULL;
}

/* One file: its results; a file that failed, its messages, kept for the
   invocation (tool execution notifications, not results). */
static void
sarif_pattern(void *b, const report_item *it)
{
	sarif *s = b;
	int i;

	if (it->p == NULL) {
		s->failed = true;
		for (i = 0; i < it->ndiags; i++) {
			const report_diag *g = &it->diags[i];
			note *n;
			s->notes = xrealloc(s->notes, sizeof(*s->notes) *
			                              (size_t)(s->nnotes + 1));
			n = &s->notes[s->nnotes++];
			n->file = dup(g->file != NULL ? g->file : it->file);
			n->level = dup(g->severity);
			n->message = dup(g->message);
			n->id = g->id;
			n->line = g->line;
			n->col = g->col;
		}
		return;
	}
	expectations(s, it->p, it->r);
	for (i = 0; i < it->p->naccesses; i++)
		findings(s, it->p, it->r, it->p->accesses[i]);
	races(s, it->p, it->r);
	fflush(s->d.f);
}

/* The end: the invocation (whether every file ran, and the messages of
   those that did not), and the log's closing brackets. */
static void
sarif_free(void *b)
{
	sarif *s = b;
	FILE *f = s->d.f;
	int i;

	fprintf(f, "%s],\n    \"invocations\": [{\"executionSuccessful\": %s, "
	        "\"toolExecutionNotifications\": [", s->nresults ? "\n      "
	        : "", s->failed ? "false" : "true");
	for (i = 0; i < s->nnotes; i++) {
		note *n = &s->notes[i];
		pat_loc loc = { n->line, n->col, 0 };
		fprintf(f, "%s\n        {\"level\": \"%s\", \"message\": "
		        "{\"text\": ", i ? "," : "", n->level);
		str(f, n->message);
		fputc('}', f);
		if (n->id != NULL) {  /* the message's id in accessan(1) */
			fputs(", \"descriptor\": {\"id\": ", f);
			str(f, n->id);
			fputc('}', f);
		}
		fputs(", \"locations\": [", f);
		location(f, 0, n->file, loc, NULL);
		fputs("]}", f);
		free(n->file);
		free(n->level);
		free(n->message);
	}
	fprintf(f, "%s]}]\n  }]\n}\n", s->nnotes ? "\n      " : "");
	free(s->notes);
	free(s);
}

const report_backend report_sarif_backend = {
	.name = "sarif",
	.alloc = sarif_alloc,
	.pattern = sarif_pattern,
	.free = sarif_free,
};
