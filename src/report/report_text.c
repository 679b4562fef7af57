/*
 * report_text.c - the report for people: each access with its source line,
 * its figures in words a learner reads, and a picture of one warp's lanes
 * against the sectors or banks they touch; and suggest's rewrites, each
 * with its figures and the lines it changes. Fits 80 columns.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "report_int.h"
#include "suggest.h"
#include "texture.h"

#define MAX_SECTOR_ROWS 16

#define BOLD "\033[1m"
#define RED "\033[1;31m"
#define YELLOW "\033[1;33m"
#define DIM "\033[2m"
#define GREEN "\033[32m"
#define PLAIN "\033[0m"

typedef struct out {
	FILE *f;
	bool color;
	bool verbose;                /* -v */
} out;

static void
on(const out *o, const char *seq)
{
	if (o->color)
		fputs(seq, o->f);
}

static void
off(const out *o)
{
	if (o->color)
		fputs(PLAIN, o->f);
}

/*
 * Print a sentence, wrapped to WIDTH columns with lines after the first
 * indented by two more spaces than indent. Escape sequences take no width.
 */
#define WIDTH 80

static void
say(const out *o, int indent, const char *text)
{
	const char *p = text;
	int col = indent;

	fprintf(o->f, "%*s", indent, "");
	while (*p != '\0') {
		const char *w = p, *q;
		int len = 0;
		/* the next word and the blanks before it */
		while (*w == ' ')
			w++;
		for (q = w; *q != '\0' && *q != ' '; q++) {
			if (*q == '\033') {
				while (*q != '\0' && *q != 'm')
					q++;
				if (*q == '\0')
					break;
				continue;
			}
			len++;
		}
		if (col > indent && col + 1 + len > WIDTH) {
			fprintf(o->f, "\n%*s", indent + 2, "");
			col = indent + 2;
		} else if (w != p && col > indent) {
			fputc(' ', o->f);
			col++;
		}
		fwrite(w, 1, (size_t)(q - w), o->f);
		col += len;
		p = q;
	}
	fputc('\n', o->f);
}

/* An escape sequence when colouring, else nothing, to put in a string. */
static const char *
esc(const out *o, const char *seq)
{
	return o->color ? seq : "";
}

static const char *
plural(double v)
{
	return v == 1 ? "" : "s";
}

/* "0-3", "0,8,16,24", "0-3,8-11": the lanes of mask, shortened. */
static void
lane_list(char *buf, size_t n, uint32_t mask)
{
	size_t len = 0;
	int l = 0;

	buf[0] = '\0';
	while (l < SIM_WARP && len + 12 < n) {
		int e;
		if (!((mask >> l) & 1)) {
			l++;
			continue;
		}
		for (e = l; e + 1 < SIM_WARP && ((mask >> (e + 1)) & 1); e++)
			;
		len += (size_t)snprintf(buf + len, n - len, "%s%d", len ? "," : "",
		                        l);
		if (e > l)
			len += (size_t)snprintf(buf + len, n - len, "%s%d",
			                        e == l + 1 ? "," : "-", e);
		l = e + 1;
	}
	if (l < SIM_WARP && (mask >> l) != 0)
		snprintf(buf + len, n - len, ",...");
}

static void
header(const out *o, const pat_program *p, const eval_result *r,
       const sim_arch *a)
{
	char *file = diag_escape(p->file);
	int i;

	on(o, BOLD);
	fprintf(o->f, "%s", file);
	off(o);
	free(file);
	fprintf(o->f, "\ngrid %lld x %lld x %lld, block %lld x %lld x %lld "
	        "(%llu warp%s), %s (%s)\n", (long long)p->grid[0],
	        (long long)p->grid[1], (long long)p->grid[2],
	        (long long)p->block[0], (long long)p->block[1],
	        (long long)p->block[2], (unsigned long long)r->warps,
	        r->warps == 1 ? "" : "s", a->name,
	        a->gpu);
	if (a->bank_bytes == 8)
		fprintf(o->f, "shared memory in 8-byte bank mode\n");
	for (i = 0; i < p->nparams; i++)
		fprintf(o->f, "%s%s = %lld%s%s", i == 0 ? "params: " : ", ",
		        p->params[i].name, (long long)p->params[i].value,
		        p->params[i].overridden ? " (-D)" : "",
		        i + 1 == p->nparams ? "\n" : "");
}

static void
global_words(const out *o, const sim_stats *s, bool store)
{
	char got[32], ideal[32], text[512];
	double per = eval_metric(s, SIM_GLOBAL, M_SECTORS_PER_REQUEST);
	double id = eval_metric(s, SIM_GLOBAL, M_IDEAL_SECTORS_PER_REQUEST);
	double eff = eval_metric(s, SIM_GLOBAL, M_EFFICIENCY);
	const char *bytes = store ? "of the bytes written carry data"
	                          : "of the bytes fetched are used";
	const char *sector = store ? "of each sector written carries data"
	                           : "of each sector fetched is used";

	report_figure(got, sizeof(got), per);
	report_figure(ideal, sizeof(ideal), id);
	if (per <= id + 1e-9)
		snprintf(text, sizeof(text), "%s sector%s per request, the "
		         "fewest possible: %.3g %% %s.", got, plural(per),
		         100 * eff, bytes);
	else
		snprintf(text, sizeof(text), "%s%s sector%s per request where %s "
		         "would do%s: %.3g %% %s.",
		         esc(o, eff < 0.5 ? RED : YELLOW), got, plural(per),
		         ideal, esc(o, PLAIN), 100 * eff, sector);
	say(o, 2, text);
	snprintf(text, sizeof(text), "%llu request%s, %llu sector%s (min %u, "
	         "max %u per request), %llu useful bytes",
	         (unsigned long long)s->requests, plural((double)s->requests),
	         (unsigned long long)s->sectors, plural((double)s->sectors),
	         s->min_per_request, s->max_per_request,
	         (unsigned long long)s->useful_bytes);
	say(o, 2, text);
}

/* What a local access's sectors are, and a load's 128-byte transactions
   on a profile that counts them (sim_arch.load_segment). */
static void
segment_words(const out *o, const sim_arch *a, const pat_array *arr,
              const sim_stats *s, bool store, unsigned size)
{
	char got[32], text[512];

	if (arr->texture && arr->ndims == 1) {
		bool octets = sim_texture_group(true, size) == 8;
		snprintf(text, sizeof(text), "texels in linear memory through "
		         "the texture pipe: 32-byte sectors, looked up a lane "
		         "%s at a time (as an H200 counted them: "
		         "tests/gpu/texture).", octets ? "octet" : "quad");
		say(o, 2, text);
		return;
	}
	if (arr->texture) {
		say(o, 2, "texels in the block-linear layout of a CUDA array: "
		    "sectors of 16 bytes by 2 rows in GOBs of 64 bytes by 8 "
		    "rows, looked up a lane quad at a time: a rule derived "
		    "from public descriptions of the layout and measured on "
		    "an H100 and an H200 for the shapes in tests/gpu/texture, "
		    "not documented by NVIDIA.");
		return;
	}
	if (arr->local) {
		say(o, 2, "local memory interleaves the warp's frames: word k "
		    "of lane l at k * 128 + l * 4 bytes, so an index alike in "
		    "every lane is coalesced; an element of 8 or 16 bytes is "
		    "a request per word.");
		return;
	}
	if (store || a == NULL || a->load_segment != 128 || s->requests == 0)
		return;
	report_figure(got, sizeof(got),
	              (double)s->sectors / 4 / (double)s->requests);
	snprintf(text, sizeof(text), "%s 128-byte transaction%s per request "
	         "(L1-cached loads of %s: each moves a whole line, 4 "
	         "sectors).", got, plural((double)s->sectors / 4 /
	         (double)s->requests), a->name);
	say(o, 2, text);
}

static void
shared_words(const out *o, const sim_stats *s, unsigned size, bool atomic)
{
	char got[32], ideal[32], text[512];
	double per = eval_metric(s, SIM_SHARED, M_WAVEFRONTS_PER_REQUEST);
	double id = eval_metric(s, SIM_SHARED, M_IDEAL_WAVEFRONTS_PER_REQUEST);
	unsigned n = s->worst_bank_words;

	report_figure(got, sizeof(got), per);
	report_figure(ideal, sizeof(ideal), id);
	if (per <= id + 1e-9)
		snprintf(text, sizeof(text), "%s wavefront%s per request: no bank "
		         "conflict%s.", got, plural(per),
		         size > 4 && per > 1 ? " (a warp's accesses of 8 or 16 "
		                              "bytes are served in phases)" : "");
	else
		/* "an 8-way", "an 11-way", "an 18-way": English by the sound */
		snprintf(text, sizeof(text), "%s%s wavefronts per request where %s "
		         "would do%s: at worst a%s %u-way bank conflict (bank %u "
		         "serves %u %s at once).", esc(o, RED), got,
		         ideal, esc(o, PLAIN),
		         n == 8 || n == 11 || n == 18 ? "n" : "", n,
		         s->worst_bank, n, atomic ? "lanes' atomic updates"
		                                  : "distinct words");
	say(o, 2, text);
	snprintf(text, sizeof(text), "%llu request%s, %llu wavefront%s (min %u, "
	         "max %u per request), %llu bank conflict%s",
	         (unsigned long long)s->requests, plural((double)s->requests),
	         (unsigned long long)s->wavefronts, plural((double)s->wavefronts),
	         s->min_per_request, s->max_per_request,
	         (unsigned long long)(s->wavefronts - s->ideal_wavefronts),
	         plural((double)(s->wavefronts - s->ideal_wavefronts)));
	say(o, 2, text);
}

static void
constant_words(const out *o, const sim_stats *s)
{
	char got[32], text[512];
	double per = eval_metric(s, SIM_CONSTANT, M_DISTINCT_PER_REQUEST);

	report_figure(got, sizeof(got), per);
	if (per <= 1)
		snprintf(text, sizeof(text), "1 address per request: a broadcast, "
		         "as fast as a register.");
	else
		snprintf(text, sizeof(text), "%s%s distinct addresses per "
		         "request%s: the request is served %s times, one address "
		         "after another.", esc(o, RED), got, esc(o, PLAIN), got);
	say(o, 2, text);
	snprintf(text, sizeof(text), "%llu request%s (min %u, max %u addresses "
	         "per request)", (unsigned long long)s->requests,
	         plural((double)s->requests), s->min_per_request,
	         s->max_per_request);
	say(o, 2, text);
}

/* Rows of 8 lanes: "lanes  0- 7  sector  0  0  0  0  1  1  1  1". */
static void
lane_rows(const out *o, const char *what, const sim_detail *d,
          const int *value, const char *mark)
{
	int row, l;

	for (row = 0; row < SIM_WARP / 8; row++) {
		/* a lane's mark column is a blank, left out at the line's end */
		int blank = 0;
		fprintf(o->f, "    lanes %2d-%2d  %-6s", row * 8, row * 8 + 7,
		        what);
		for (l = row * 8; l < row * 8 + 8; l++) {
			fprintf(o->f, "%*s", blank, "");
			blank = mark ? 1 : 0;
			if (!((d->active >> l) & 1)) {
				fprintf(o->f, "  -");
				continue;
			}
			if (mark && mark[l] == '!')
				on(o, RED);
			fprintf(o->f, " %2d", value[l]);
			if (mark && mark[l] != ' ') {
				fputc(mark[l], o->f);
				blank = 0;
			}
			if (mark && mark[l] == '!')
				off(o);
		}
		fputc('\n', o->f);
	}
}

static void
global_picture(const out *o, const sim_detail *d, bool store)
{
	int value[SIM_WARP], u, l, b;
	char lanes[64];

	for (l = 0; l < SIM_WARP; l++)
		value[l] = d->lane_unit[l];
	lane_rows(o, "sector", d, value, NULL);
	fprintf(o->f, "    sector  address     lanes        bytes (# %s, . %s)\n",
	        store ? "written" : "used", store ? "untouched" : "fetched unused");
	for (u = 0; u < d->nunits && u < MAX_SECTOR_ROWS; u++) {
		uint32_t m = 0;
		for (l = 0; l < SIM_WARP; l++)
			if (((d->active >> l) & 1) && d->lane_unit[l] == u)
				m |= 1u << l;
		lane_list(lanes, sizeof(lanes), m);
		fprintf(o->f, "    %6d  0x%08llx  %-11.11s  ", u,
		        (unsigned long long)d->unit[u] * SIM_SECTOR, lanes);
		for (b = 0; b < SIM_SECTOR; b++) {
			bool used = (d->unit_used[u] >> b) & 1;
			/* dim the wasted bytes, one escape per run */
			bool was = b > 0 && !((d->unit_used[u] >> (b - 1)) & 1) &&
			           b % 8 != 0;
			if (b > 0 && b % 8 == 0)
				fputc(' ', o->f);
			if (!used && !was)
				on(o, DIM);
			fputc(used ? '#' : '.', o->f);
			if (!used && (b == SIM_SECTOR - 1 || b % 8 == 7 ||
			              ((d->unit_used[u] >> (b + 1)) & 1)))
				off(o);
		}
		fputc('\n', o->f);
	}
	if (d->nunits > MAX_SECTOR_ROWS)
		fprintf(o->f, "    ... %d more sector%s\n",
		        d->nunits - MAX_SECTOR_ROWS,
		        d->nunits - MAX_SECTOR_ROWS == 1 ? "" : "s");
}

/* One character for a count of distinct words: '.', 1-9, then a-w. */
static char
count_char(int n)
{
	if (n == 0)
		return '.';
	if (n < 10)
		return (char)('0' + n);
	return (char)('a' + n - 10);
}

/* Which case of the n^1 / n^2 rule served the loads in longer phases: the
   pairs of lanes that read one address, or none active together (the
   rule then holds with nothing to test, and the hardware merges too). */
static void
merge_note(const out *o, const sim_detail *d)
{
	int k = d->merge_pair == 2 ? 2 : 1, l;
	bool both = false;
	const char *phases = d->size == 8 ? "the warp is one phase"
	                                  : "two phases of 16 lanes";

	for (l = 0; l < SIM_WARP; l++)
		if (((d->active >> l) & 1) && ((d->active >> (l ^ k)) & 1))
			both = true;
	if (both)
		fprintf(o->f, "    lanes n and n^%d read one address wherever both "
		        "are active:\n      %s\n", k, phases);
	else
		fprintf(o->f, "    no lanes n and n^%d are active together, so "
		        "nothing keeps the\n      phases apart: %s\n", k, phases);
}

static void
shared_picture(const out *o, const sim_detail *d, int bank_bytes,
               bool atomic, bool store)
{
	int value[SIM_WARP], ph, b, l, k;
	char mark[SIM_WARP];
	bool big = false, anyb = false, anyc = false;
	char lanes[64];

	/* '!' a lane whose bank serves several words in its phase (a
	   conflict); '*' one whose word other lanes of the phase read too */
	for (l = 0; l < SIM_WARP; l++) {
		value[l] = d->lane_bank[l];
		mark[l] = ' ';
		if (!((d->active >> l) & 1))
			continue;
		if (d->lane_phase[l] >= 0 &&
		    d->bank_words[d->lane_phase[l]][d->lane_bank[l]] > 1) {
			mark[l] = '!';
			anyc = true;
			continue;
		}
		for (k = 0; k < SIM_WARP; k++)
			if (k != l && ((d->active >> k) & 1) &&
			    d->lane_word[k] == d->lane_word[l] &&
			    d->lane_phase[k] == d->lane_phase[l]) {
				mark[l] = '*';
				anyb = true;
			}
	}
	lane_rows(o, "bank", d, value, mark);
	if (anyc && atomic)
		fprintf(o->f, "    (! a bank that serves other lanes' updates "
		        "too in this pass, one after another)\n");
	else if (anyc)
		fprintf(o->f, "    (! a bank that serves other words too in "
		        "this pass: a conflict)\n");
	if (anyb)
		fprintf(o->f, "    (* a word that other lanes read too: one "
		        "access serves them all)\n");
	if (d->size > 4 && d->size > (unsigned)bank_bytes)
		fprintf(o->f, "    (a lane's %u bytes span %u banks from the one "
		        "shown)\n", d->size, d->size / (unsigned)bank_bytes);
	if (d->merged)
		merge_note(o, d);
	/* measured, and not predictable from the pattern: see the man page */
	if (store && !atomic && d->size == 16 && d->active != 0xffffffffu)
		fprintf(o->f, "    (a 16-byte store with lanes left out: the "
		        "hardware may count one\n      wavefront more when a lane "
		        "left out holds a storing lane's address)\n");
	fprintf(o->f, "    %-22s0         1         2         3\n", "bank");
	fprintf(o->f, "    %-22s01234567890123456789012345678901\n", "");
	for (ph = 0; ph < d->nphases; ph++) {
		char title[96];
		lane_list(lanes, sizeof(lanes), d->phase_lanes[ph]);
		if (d->nphases > 1)
			snprintf(title, sizeof(title), "%s, lanes %s",
			         atomic ? "updates" : "words", lanes);
		else
			snprintf(title, sizeof(title), atomic ? "lanes' updates"
			                                      : "distinct words");
		fprintf(o->f, "    %-22.22s", title);
		for (b = 0; b < SIM_BANKS; b++) {
			int n = d->bank_words[ph][b];
			if (n > 9)
				big = true;
			if (n > 1)
				on(o, RED);
			fputc(count_char(n), o->f);
			if (n > 1)
				off(o);
		}
		fputc('\n', o->f);
	}
	if (big)
		fprintf(o->f, "    (a = 10 words, b = 11, ... w = 32)\n");
}

static void
constant_picture(const out *o, const sim_detail *d)
{
	int value[SIM_WARP], l;

	for (l = 0; l < SIM_WARP; l++)
		value[l] = d->lane_unit[l];
	lane_rows(o, "addr", d, value, NULL);
	fprintf(o->f, "    (lanes with the same number read the same "
	        "address)\n");
}

/* -v, a kernel's access: its address as the lift of the PTX reads it,
   or why it is not lifted */
static void
lifted_line(const out *o, const pat_stmt *s)
{
	char *line;

	if (s->u.access.lifted != NULL)
		line = xasprintf("lifted from the PTX: %s", s->u.access.lifted);
	else
		line = xasprintf("not lifted from the PTX (%s): its requests "
		                 "are the interpreter's alone",
		                 s->u.access.lift_why);
	say(o, 2, line);
	free(line);
}

static void
access_report(const out *o, const pat_program *p, const eval_result *r,
              int i, const sim_arch *a, char *const *hints)
{
	const pat_stmt *s = p->accesses[i];
	const pat_array *arr = s->u.access.array;
	const eval_access *ea = &r->access[i];
	enum sim_space sp = (enum sim_space)arr->space;
	char *text = diag_escape(s->text);

	fputc('\n', o->f);
	on(o, BOLD);
	if (s->file != NULL) {       /* a statement of an included file */
		char *file = diag_escape(s->file);
		fprintf(o->f, "%s line %d: %s", file, s->loc.line, text);
		free(file);
	} else {
		fprintf(o->f, "line %d: %s", s->loc.line, text);
	}
	off(o);
	free(text);
	fprintf(o->f, "\n  %s %s, %u byte%s a lane, %s", pat_array_space(arr),
	        s->u.access.field ? s->u.access.field->type->name : arr->type->name,
	        s->u.access.size, s->u.access.size == 1 ? "" : "s",
	        s->u.access.atomic != A_NONE ? "atomic" :
	        s->u.access.store ? "store" :
	        s->u.access.nc ? "load through the read-only path (ld.global.nc)"
	        : arr->texture && arr->ndims == 1 ? "tex1Dfetch (linear memory)"
	        : arr->texture ? "tex2D fetch (point filtering, clamp)" : "load");
	/* the stable name, where the statement does not show it (a
	   kernel's access shows no label: always): what an 'expect', a
	   baseline and suggest call the access */
	if (s->u.access.name != NULL &&
	    (s->u.access.cu_file != NULL || s->u.access.label == NULL ||
	     strcmp(s->u.access.label, s->u.access.name) != 0))
		fprintf(o->f, ", named %s", s->u.access.name);
	fputc('\n', o->f);
	if (ea->aggregated > 0) {
		char *t = xasprintf("one operation a warp: the address is the "
		                    "same in every lane by the code, so the "
		                    "compiler combines the lanes' values and the "
		                    "first lane alone updates memory (%llu of "
		                    "%llu requests)",
		                    (unsigned long long)ea->aggregated,
		                    (unsigned long long)ea->stats.requests);
		say(o, 2, t);
		free(t);
	}
	if (ea->inactive > 0) {
		char *t = xasprintf("%llu more instruction%s with no lane "
		                    "active: warps whose lanes all skip it (%s) "
		                    "issue it all the same (no request, no %s)%s",
		                    (unsigned long long)ea->inactive,
		                    ea->inactive == 1 ? "" : "s",
		                    s->u.access.cu_file != NULL
		                    ? "its own predicate false, or the 'if' "
		                      "around it, which ptxas made predicates of"
		                    : "its own 'if' false in every thread of "
		                      "the warp: a predicated access",
		                    s->u.access.array->space == SPACE_SHARED
		                    ? "wavefront" : "sector",
		                    s->u.access.array->space == SPACE_SHARED
		                    ? "; each holds the shared-memory pipe as "
		                      "long as a wavefront does, which the time "
		                      "model does not count yet" : "");
		say(o, 2, t);
		free(t);
	}
	if (o->verbose && eval_closed_form(ea))
		fprintf(o->f, "  computed in closed form: %llu of %llu requests "
		        "evaluated\n", (unsigned long long)ea->evaluated,
		        (unsigned long long)ea->stats.requests);
	else if (o->verbose)
		fprintf(o->f, "  enumerated: every request evaluated\n");
	if (o->verbose && (s->u.access.lifted != NULL ||
	                   s->u.access.lift_why != NULL))
		lifted_line(o, s);
	if (ea->stats.requests == 0) {
		fprintf(o->f, "  never executed: no warp has an active lane "
		        "here.\n");
		return;
	}
	if (sp == SIM_GLOBAL) {
		global_words(o, &ea->stats, s->u.access.store);
		segment_words(o, a, arr, &ea->stats, s->u.access.store,
		              s->u.access.size);
		if (arr->texture) {
			char text[256];
			snprintf(text, sizeof(text), "%llu texture requests "
			         "(lane %s with an active lane), the sectors "
			         "above their lookups; %llu distinct sectors a "
			         "fetch, summed: what the fetches bring into L1 "
			         "with nothing cached.",
			         (unsigned long long)ea->tex_quads,
			         sim_texture_group(arr->ndims == 1,
			                           s->u.access.size) == 8
			         ? "octets" : "quads",
			         (unsigned long long)ea->tex_sectors);
			say(o, 2, text);
		}
	} else if (sp == SIM_SHARED)
		shared_words(o, &ea->stats, s->u.access.size,
		             s->u.access.atomic != A_NONE);
	else
		constant_words(o, &ea->stats);
	if (hints != NULL && hints[i] != NULL) {
		char *h = diag_escape(hints[i]);
		char *line = xmalloc(strlen(h) + 6);
		sprintf(line, "try: %s", h);
		say(o, 2, line);
		free(line);
		free(h);
	}
	if (!ea->has_detail) {
		fprintf(o->f, "  warp %lld does not execute this access.\n",
		        (long long)r->detail_warp);
		return;
	}
	/* detail_warp -2: the command chose each access's costliest warp */
	fprintf(o->f, "  warp %llu, first request%s:\n",
	        (unsigned long long)ea->detail_warp, r->detail_warp == -2 ?
	        " (the costliest warp here)" : "");
	if (sp == SIM_GLOBAL)
		global_picture(o, &ea->detail, s->u.access.store);
	else if (sp == SIM_SHARED)
		shared_picture(o, &ea->detail, a->bank_bytes,
		               s->u.access.atomic != A_NONE, s->u.access.store);
	else
		constant_picture(o, &ea->detail);
}

/* The access that fails expectation e on 'all' the most: its name,
   where it is and its own figure. */
static void
worst(const out *o, const pat_program *p, const eval_result *r,
      const pat_stmt *e, const pat_stmt *w)
{
	const char *src, *place;
	char fig[32], *name = diag_escape(w->u.access.name), *f;
	pat_loc loc;

	place = pat_access_place(p, w, &src, &loc);
	report_figure(fig, sizeof(fig),
	              eval_metric(&r->access[w->u.access.id].stats,
	                          (enum sim_space)w->u.access.array->space,
	                          e->u.expect.metric));
	if (strcmp(place, p->file) == 0) {
		fprintf(o->f, "; worst: %s, line %d, %s", name, loc.line, fig);
	} else {
		f = diag_escape(place);
		fprintf(o->f, "; worst: %s, %s:%d, %s", name, f, loc.line, fig);
		free(f);
	}
	free(name);
}

static void
expectations(const out *o, const pat_program *p, const eval_result *r)
{
	int i;

	if (p->nexpects == 0)
		return;
	fprintf(o->f, "\nexpectations:\n");
	for (i = 0; i < p->nexpects; i++) {
		const pat_stmt *s = p->expects[i];
		char got[32], *text = diag_escape(s->text);
		report_figure(got, sizeof(got), r->expect_actual[i]);
		fprintf(o->f, "  line %-4d %-44s ", s->loc.line, text);
		free(text);
		if (r->expect_passed[i]) {
			on(o, GREEN);
			fprintf(o->f, "holds");
		} else {
			on(o, RED);
			fprintf(o->f, "FAILS");
		}
		off(o);
		fprintf(o->f, " (%s", got);
		if (r->expect_worst[i] >= 0)
			worst(o, p, r, s, p->accesses[r->expect_worst[i]]);
		fprintf(o->f, ")\n");
	}
}

/* The time model's prediction: the time, the effective bandwidth and
   why; -v adds every bound and the occupancy. */
static void
time_report(out *o, const eval_time *t, const sim_arch *a)
{
	char s[32], g[128], *why;
	int b;

	if (!t->valid)
		return;
	report_seconds(s, sizeof s, t->t.seconds);
	report_gbps(g, sizeof g, t, a);
	fprintf(o->f, "\ntime on %s (%s, %s): %s, %s, %s-bound\n", a->name,
	        a->gpu, a->source, s, g, sim_bound_name(t->t.winner));
	why = report_time_reason(t, a, SIM_NBOUNDS);
	fprintf(o->f, "  %s\n", why);
	free(why);
	if (!o->verbose)
		return;
	for (b = 0; b < SIM_NBOUNDS; b++) {
		report_seconds(s, sizeof s, t->t.bound[b]);
		why = report_time_reason(t, a, (enum sim_bound)b);
		fprintf(o->f, "  %-8s %10s  %s\n", sim_bound_name((enum sim_bound)b),
		        s, why);
		free(why);
	}
	fprintf(o->f, "  occupancy: %d block%s of %d threads per SM (limited "
	        "by %s), %d registers a thread, %llu bytes of shared memory a "
	        "block\n", t->t.blocks_per_sm, t->t.blocks_per_sm == 1 ? "" : "s",
	        t->in.threads_per_block, sim_occ_limit_name(t->t.limit),
	        t->registers, (unsigned long long)t->in.shared_per_block);
}

/* The pairs of racing accesses the text shows; JSON has them all. */
#define TEXT_RACE_PAIRS 6

/* The race check's findings (accessan-pattern(5), RACES): each pair of
   accesses that race and its first location; nothing when it found none. */
static void
races(const out *o, const pat_program *p, const eval_result *r)
{
	const race_result *rr = &r->race;
	char what[640];
	int i;

	if (!r->race_run)
		return;
	if (!rr->checked) {
		fprintf(o->f, "\nraces: not checked: %s\n",
		        rr->note != NULL ? rr->note : "");
		return;
	}
	if (rr->races == 0)
		return;
	on(o, RED);
	fprintf(o->f, "\nraces: %llu location%s written by one thread and "
	        "accessed by another with no barrier between them:\n",
	        (unsigned long long)rr->races, rr->races == 1 ? "" : "s");
	off(o);
	for (i = 0; i < rr->npairs && i < TEXT_RACE_PAIRS; i++) {
		const race_pair *rp = &rr->pairs[i];
		const pat_stmt *x = p->accesses[rp->first],
		               *y = p->accesses[rp->second];
		char *tx = diag_escape(x->text), *ty = diag_escape(y->text);
		char *fx = diag_escape(x->file ? x->file : ""),
		     *fy = diag_escape(y->file ? y->file : "");
		/* an included file's statement: its file before the line */
		fprintf(o->f, "  %s%sline %d %s\n  and %s%sline %d %s: %llu "
		        "location%s\n", fx, *fx ? " " : "", x->loc.line, tx, fy,
		        *fy ? " " : "", y->loc.line, ty,
		        (unsigned long long)rp->locations,
		        rp->locations == 1 ? "" : "s");
		free(fx);
		free(fy);
		race_describe(p, rp, what, sizeof(what));
		fprintf(o->f, "    first %s\n", what);
		free(tx);
		free(ty);
	}
	if (rr->npairs > TEXT_RACE_PAIRS)
		fprintf(o->f, "  and %d more pairs of accesses (JSON lists every "
		        "one)\n", rr->npairs - TEXT_RACE_PAIRS);
}

/* The report of one pattern evaluated for arch. */
static void
draw(FILE *f, const pat_program *p, const eval_result *r,
     const sim_arch *arch, const report_opts *ro, char *const *hints)
{
	out o = { f, ro->color, ro->verbose };
	int i;

	header(&o, p, r, arch);
	for (i = 0; i < p->naccesses; i++)
		access_report(&o, p, r, i, arch, hints);
	races(&o, p, r);
	expectations(&o, p, r);
	time_report(&o, &r->time, arch);
	if (o.verbose && r->blocks_note != NULL)
		fprintf(f, "\nblocks: %s\n", r->blocks_note);
	fprintf(f, "\n%llu thread-accesses in %llu warp%s",
	        (unsigned long long)r->work, (unsigned long long)r->warps,
	        r->warps == 1 ? "" : "s");
	if (p->nexpects > 0)
		fprintf(f, "; %d of %d expectations hold", p->nexpects - r->failed,
		        p->nexpects);
	fprintf(f, ".\n");
}

static void
text_pattern(void *b, const report_item *it)
{
	const report_doc *d = b;

	if (!d->o.quiet)
		draw(d->f, it->p, it->r, report_item_arch(d, it), &d->o,
		     it->hints);
}

/* ---- accessan suggest: the rewrites, in words and diffs -------------- */

static void
put_line(FILE *f, const char *sign, const char *s)
{
	const char *nl;

	/* an 'after' of several lines: each marked, each escaped */
	do {
		char *piece, *e;
		size_t n;
		nl = strchr(s, '\n');
		n = nl != NULL ? (size_t)(nl - s) : strlen(s);
		piece = xstrndup(s, n);
		e = diag_escape(piece);
		fprintf(f, "       %s %s\n", sign, e);
		free(e);
		free(piece);
		s = nl + 1;
	} while (nl != NULL);
}

/* A staged access's shared tile: its wavefronts after (none before). */
static void
sug_tile(FILE *f, const sug_fix *x)
{
	char w[32];

	if (x->tile == NULL)
		return;
	report_per_request(w, sizeof(w), x->tile_wavefronts, x->tile_requests);
	fprintf(f, "     shared tile %s: 0 -> %llu wavefronts over its %llu "
	        "requests (%s per request%s)\n", x->tile,
	        (unsigned long long)x->tile_wavefronts,
	        (unsigned long long)x->tile_requests, w,
	        x->tile_wavefronts <= x->tile_ideal ? ", the fewest possible"
	                                            : "");
}

/* s in lines of at most 72 columns, the first indented by 5, the rest
   by 7 (a word longer than a line stands alone). */
static void
wrapped(FILE *f, const char *s)
{
	int col = 5, ind = 5;

	fputs("     ", f);
	while (*s != '\0') {
		size_t w = strcspn(s, " ");
		if (col > ind && col + 1 + (int)w > 72) {
			fputs("\n       ", f);
			col = ind = 7;
		} else if (col > ind) {
			fputc(' ', f);
			col++;
		}
		fprintf(f, "%.*s", (int)w, s);
		col += (int)w;
		s += w;
		while (*s == ' ')
			s++;
	}
	fputc('\n', f);
}

/* Why staging through a shared tile was not offered, where it was
   looked at. */
static void
sug_stage_note(FILE *f, const sug_target *tg)
{
	const char *s = tg->stage_note, *nl;

	if (s == NULL)
		return;
	fputs("  staging through a shared tile, not offered:\n", f);
	do {
		char *piece, *e;
		size_t n;
		nl = strchr(s, '\n');
		n = nl != NULL ? (size_t)(nl - s) : strlen(s);
		piece = xstrndup(s, n);
		e = diag_escape(piece);
		wrapped(f, e);
		free(e);
		free(piece);
		s = nl + 1;
	} while (nl != NULL);
}

/* A fix's totals: "N -> M sectors, ...; no extra memory", and its
   caveat. */
static void
sug_totals(FILE *f, const sug_target *tg, const sug_fix *x)
{
	fprintf(f, "\n     %llu -> %llu %s", (unsigned long long)x->before,
	        (unsigned long long)x->after, report_sug_metric(tg->space));
	if (x->after <= x->ideal)
		fputs(", the fewest possible", f);
	else
		fprintf(f, " (%llu the fewest possible)",
		        (unsigned long long)x->ideal);
	if (x->extra_bytes == 0)
		fputs("; no extra memory\n", f);
	else
		fprintf(f, "; %lld %s bytes\n", (long long)(x->extra_bytes > 0 ?
		        x->extra_bytes : -x->extra_bytes),
		        x->extra_bytes > 0 ? "extra" : "fewer");
	if (x->caveat != NULL) {
		char *c = xmalloc(strlen(x->caveat) + 8);
		sprintf(c, "but %s", x->caveat);
		wrapped(f, c);
		free(c);
	}
}

/* The rank'th fix x of target tg, its lines named as in file (escaped
   already). */
static void
sug_fix_text(FILE *f, const char *file, const sug_target *tg, int rank,
             const sug_fix *x)
{
	const char *m = report_sug_metric(tg->space);
	char b[32], a[32];
	int k;

	fprintf(f, "  %d. %s", rank, x->title);
	if (x->cute != NULL)
		fprintf(f, " (CuTe %s)", x->cute);
	sug_totals(f, tg, x);
	for (k = 0; k < x->nfig; k++) {
		const sug_figure *g = &x->fig[k];
		report_per_request(b, sizeof(b), g->before, g->requests);
		report_sug_after(a, sizeof(a), g);
		if (x->kind == SUG_VECTOR && k > 0 && g->after == 0)
			fprintf(f, "     line %-4d %-12s %4s -> merged into line "
			        "%d\n", g->line, g->label ? g->label : "", b,
			        x->fig[0].line);
		else
			fprintf(f, "     line %-4d %-12s %4s -> %-4s %s per "
			        "request\n", g->line, g->label ? g->label : "", b,
			        a, m);
	}
	sug_tile(f, x);
	if (x->diff != NULL) {
		/* a kernel's: the .cu's unified diff, as patch reads it */
		fputs(x->diff, f);
		return;
	}
	for (k = 0; k < x->nlines; k++) {
		fprintf(f, "     %s:%d\n", file, x->lines[k].line);
		put_line(f, "-", x->lines[k].before);
		put_line(f, "+", x->lines[k].after);
	}
}

/* The refused rewrite that came closest, to read why it was refused. */
static void
sug_closest(FILE *f, const sug_target *tg)
{
	const sug_fix *x = tg->closest;
	const char *m = report_sug_metric(tg->space);
	char b[32], a[32];
	int k;

	fprintf(f, "  the closest, refused:\n     %s\n     %llu -> %llu %s "
	        "over the array's accesses\n", x->title,
	        (unsigned long long)x->before, (unsigned long long)x->after, m);
	for (k = 0; k < x->nfig; k++) {
		const sug_figure *g = &x->fig[k];
		report_per_request(b, sizeof(b), g->before, g->requests);
		report_per_request(a, sizeof(a), g->after, g->requests);
		fprintf(f, "     line %-4d %-12s %4s -> %-4s %s per request\n",
		        g->line, g->label ? g->label : "", b, a, m);
	}
}

/* One array that wastes, and what was found for it. */
static void
sug_target_text(FILE *f, const char *file, const sug_target *tg)
{
	int k;

	fprintf(f, "\n%s array %s (%sline %d): %llu %s over %d access%s "
	        "where %llu would do\n", report_sug_space(tg), tg->array,
	        tg->line_in_source ? "the .cu's " : "", tg->line,
	        (unsigned long long)tg->cost, report_sug_metric(tg->space),
	        tg->naccesses, tg->naccesses == 1 ? "" : "es",
	        (unsigned long long)tg->ideal);
	if (tg->skipped != NULL) {
		fprintf(f, "  not searched: %s.\n", tg->skipped);
		sug_stage_note(f, tg);
		return;
	}
	for (k = 0; k < tg->nfixes; k++)
		sug_fix_text(f, file, tg, k + 1, &tg->fixes[k]);
	if (tg->nfixes == 0) {
		fprintf(f, "  nothing found: no rewrite tried lowers the cost "
		        "with every access in\n  bounds%s.\n",
		        tg->space == SIM_GLOBAL ? " (a gather, or a stride "
		        "that the algorithm sets, is not a matter\n  of "
		        "layout: change which thread reads what)" : "");
		if (tg->closest != NULL)
			sug_closest(f, tg);
		sug_stage_note(f, tg);
	}
	fprintf(f, "  (%d rewrites run through the model: %d refused as out "
	        "of bounds\n   or not running, %d as no cheaper%s)\n",
	        tg->tried, tg->refused_bounds, tg->refused_cost,
	        tg->cut_short ? "; the search's time ran out before the "
	        "rest" : "");
}

static void
text_suggest(void *b, const report_suggest *s)
{
	const report_doc *d = b;
	const sug_result *r = s->r;
	char *esc;
	int i;

	if (d->o.quiet)
		return;
	esc = diag_escape(s->file);
	fprintf(d->f, "%s\n", esc);
	if (r->source != NULL) {
		char *cu = diag_escape(r->source);
		fprintf(d->f, "the kernel's source, %s: each fix below is a "
		        "patch of it, compiled\nand analyzed before it is shown; "
		        "--apply writes it beside, never over it\n", cu);
		free(cu);
	}
	if (r->ntargets == 0)
		fputs("no waste to remove: every access makes the fewest "
		      "sectors or wavefronts it can.\n", d->f);
	for (i = 0; i < r->ntargets; i++)
		sug_target_text(d->f, esc, &r->targets[i]);
	free(esc);
}

const report_backend report_text_backend = {
	.name = "text",
	.alloc = report_doc_alloc,
	.pattern = text_pattern,
	.transfer = report_transfer_text,
	.suggest = text_suggest,
	.free = report_doc_free,
};
