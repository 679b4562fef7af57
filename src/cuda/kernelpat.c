/*
 * kernelpat.c - a pattern's 'kernel' statement made the program's, after
 * the parse: the kernel compiled (cudasrc_open), its accesses the
 * program's access statements with stable names and labels, its shared,
 * constant and local variables the program's arrays, and the 'expect'
 * lines that name its accesses resolved. The parser only reads the
 * statement (pat_kernel); the compile is the CUDA front end's.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "cudasrc.h"
#include "diag.h"
#include "pat.h"
#include "symtab.h"

/* The kernel's labels: names to its accesses (a kernel may have
   thousands of accesses, each with two or three labels). */
typedef struct labels {
	symtab syms;                 /* name -> index in access */
	pat_stmt **access;
	int n, cap;
} labels;

static pat_stmt *
label_find(const labels *t, const char *name)
{
	int i = sym_find(&t->syms, name);

	return i < 0 ? NULL : t->access[i];
}

/* name for access s, unless some access has it already, or it is 'all'
   (every access, in an 'expect') */
static void
label_add(labels *t, const char *name, pat_stmt *s)
{
	if (strcmp(name, "all") == 0 || label_find(t, name) != NULL)
		return;
	if (t->n == t->cap) {
		t->cap = t->cap ? 2 * t->cap : 64;
		t->access = xrealloc(t->access, sizeof(*t->access) *
		                                (size_t)t->cap);
	}
	t->access[t->n] = s;
	sym_add(&t->syms, name, t->n++);
}

static const pat_type *
find_type(const pat_kernel *ks, const char *name)
{
	for (int i = 0; i < ks->ntypes; i++)
		if (strcmp(ks->types[i]->name, name) == 0)
			return ks->types[i];
	return NULL;
}

/* An array for a shared, constant or local variable the kernel declares,
   after the program's own; NULL after an error. */
static const pat_array *
kernel_var_array(pat_program *P, const cudasrc *k, int v, diag *d)
{
	const pat_kernel *ks = P->kernel_stmt;
	pat_array a;
	enum pat_space sp;
	char tname[64], uname[72];

	memset(&a, 0, sizeof(a));
	a.name = cudasrc_var(k, v, &sp, &a.base, &a.bytes);
	a.space = sp;
	if ((a.local = cudasrc_var_local(k, v)) && a.bytes > P->local_bytes)
		P->local_bytes = a.bytes;   /* the stack: a thread's frame */
	a.type = find_type(ks, "uchar");
	/* the element type the source declares, where this language has
	   it ('unsigned int' as 'uint'): the reports say 'shared float' */
	if (cudasrc_var_type(k, v, tname, sizeof(tname))) {
		const pat_type *t;
		const char *n = tname;
		if (strncmp(n, "unsigned ", 9) == 0) {
			snprintf(uname, sizeof(uname), "u%s", n + 9);
			if (strcmp(uname, "ulong long") == 0 ||
			    strcmp(uname, "ulong int") == 0)
				uname[5] = '\0';        /* 'ulong' */
			n = strcmp(uname, "uint") == 0 || strcmp(uname, "uchar") == 0 ||
			    strcmp(uname, "ushort") == 0 ||
			    strcmp(uname, "ulong") == 0 ? uname : n;
		}
		if (strcmp(n, "long long") == 0 || strcmp(n, "int64_t") == 0)
			n = "long";
		if ((t = find_type(ks, n)) != NULL && t->size > 0 &&
		    a.bytes % t->size == 0)
			a.type = t;
	}
	a.ndims = 1;
	a.dims[0] = (int64_t)(a.bytes / a.type->size);
	a.loc = ks->loc;
	if (P->narrays == PAT_MAX_ARRAYS) {
		DIAG_AT(d, ks->stmt_file, ks->stmt_src, ks->loc,
		        PARSE_KERNEL_ARRAYS, PAT_MAX_ARRAYS);
		return NULL;
	}
	P->arrays[P->narrays] = a;
	return &P->arrays[P->narrays++];
}

/* The name a '// accessan: NAME' comment of a CUDA line gives (arena),
   NULL where the line has none; a comment that names nothing is an error
   at its line. */
static const char *
comment_name(struct arena *A, cudasrc *k, const cudasrc_access *a, diag *d)
{
	const char *c = a->source, *p;
	size_t len;

	while ((c = strstr(c, "//")) != NULL) {
		for (p = c + 2; *p == ' ' || *p == '\t'; p++)
			;
		c += 2;
		if (strncmp(p, "accessan:", 9) != 0)
			continue;
		for (p += 9; *p == ' ' || *p == '\t'; p++)
			;
		for (len = 0; isalnum((unsigned char)p[len]) || p[len] == '_';
		     len++)
			;
		if (len > 0 && !isdigit((unsigned char)p[0]) && len <= 64)
			return arena_strndup(A, p, len);
		DIAG_AT(d, cudasrc_line_path(k), cudasrc_line_text(k),
		        ((pat_loc){ a->line, 1, 0 }), PARSE_KERNEL_COMMENT_NAME);
		return NULL;
	}
	return NULL;
}

/*
 * The stable names of the kernel's accesses: a '// accessan: NAME' on the
 * line names its access NAME, or NAME_KIND_N where the line has several
 * (the Nth of that kind on the line, in the PTX's order); any other
 * access is ARRAY_KIND_N, the Nth load, store or atomic of its array in
 * the order of the lines. No line number is part of a name, so that a
 * line added above an access leaves it; the names are the baselines' keys.
 */
static const char **
kernel_names(struct arena *A, cudasrc *k, bool *commented, diag *d)
{
	const cudasrc_access *acc = cudasrc_accesses(k);
	int n = cudasrc_naccesses(k), i, j, ord, online;
	const char **names = arena_alloc(A, sizeof(*names) * ((size_t)n + 1));
	const char **given = xcalloc((size_t)n + 1, sizeof(*given));

	for (i = 0; i < n; i++)
		commented[i] = (given[i] = comment_name(A, k, &acc[i], d)) != NULL;
	for (i = 0; i < n; i++) {
		const cudasrc_access *a = &acc[i];
		const char *kind = a->atomic != A_NONE ? "atomic" : a->store
		                   ? "store" : "load";
		const char *base = given[i] != NULL ? given[i] : a->name;
		char *t;
		ord = 1;
		online = 0;
		for (j = 0; j < n; j++) {
			const cudasrc_access *b = &acc[j];
			/* atomics of every operation are one kind, as
			   the name says: 'atomic' */
			bool same_kind = (b->atomic != A_NONE) ==
			                 (a->atomic != A_NONE) &&
			                 b->store == a->store;
			online += b->line == a->line;
			if (j == i || !same_kind)
				continue;
			if (given[i] != NULL ? b->line == a->line && j < i
			    : strcmp(b->name, a->name) == 0 &&
			      (b->line < a->line || (b->line == a->line && j < i)))
				ord++;
		}
		if (given[i] != NULL && online == 1) {
			names[i] = given[i];
			continue;
		}
		t = arena_alloc(A, strlen(base) + 24);
		sprintf(t, "%s_%s_%d", base, kind, ord);
		names[i] = t;
	}
	/* two comments of one name, or a comment that takes another
	   access's name */
	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++)
			if (j != i && given[i] != NULL && (given[j] == NULL || j < i)
			    && strcmp(names[i], names[j]) == 0)
				DIAG_AT(d, cudasrc_line_path(k),
				        cudasrc_line_text(k),
				        ((pat_loc){ acc[i].line, 1, 0 }),
				        PARSE_KERNEL_COMMENT_TWICE, given[i],
				        acc[j].line);
	free(given);
	return names;
}

/* The kernel's accesses as the program's access statements, after its
   own (which a kernel's program has none of), labelled by their array
   where it has one access, else by their stable names (kernel_names: a
   comment's, or ARRAY_KIND_N), the label the reports show; ARRAY_LINE,
   the line of the .cu, is a label of each too. Their names into *names
   (arena). Returns 0, or -1 after reporting to d. */
static int
kernel_accesses(pat_program *P, cudasrc *k, labels *lt, const char ***names,
                diag *d)
{
	const pat_kernel *ks = P->kernel_stmt;
	struct arena *A = P->arena;
	cudasrc_access *acc = cudasrc_accesses(k);
	const pat_array **var = arena_alloc(A, sizeof(*var) *
	                                      ((size_t)cudasrc_nvars(k) + 1));
	int n = cudasrc_naccesses(k), i, j, first = P->naccesses;
	bool *commented = arena_alloc(A, sizeof(bool) * ((size_t)n + 1));
	pat_stmt **all;
	const char *name = ks->file;
	bool included = ks->stmt_file != P->file;

	*names = kernel_names(A, k, commented, d);
	if (first + n > PAT_MAX_ACCESSES) {
		DIAG_AT(d, ks->stmt_file, ks->stmt_src, ks->loc,
		        PARSE_TOO_MANY_ACCESSES, PAT_MAX_ACCESSES);
		return -1;
	}
	all = arena_alloc(A, sizeof(*all) * ((size_t)(first + n) + 1));
	if (first > 0)
		memcpy(all, P->accesses, sizeof(*all) * (size_t)first);
	P->accesses = all;
	memset(var, 0, sizeof(*var) * ((size_t)cudasrc_nvars(k) + 1));
	cudasrc_set_first(k, first);
	for (i = 0; i < n; i++) {
		cudasrc_access *a = &acc[i];
		pat_stmt *s = arena_alloc(A, sizeof(*s));
		const char *op = a->insn;
		int same = 0, oplen;
		char *t;

		memset(s, 0, sizeof(*s));
		s->kind = S_ACCESS;
		s->loc = ks->loc;
		if (included) {        /* its diagnostics name that file */
			s->file = ks->stmt_file;
			s->src = ks->stmt_src;
		}
		if (a->array == NULL) {
			/* a variable: targets past the parameters */
			for (j = 0; j < cudasrc_nvars(k); j++)
				if (strcmp(cudasrc_var(k, j, &(enum pat_space){0},
				                       &(uint64_t){0}, &(uint64_t){0}),
				           a->name) == 0)
					break;
			if (j < cudasrc_nvars(k) && var[j] == NULL)
				var[j] = kernel_var_array(P, k, j, d);
			if (j == cudasrc_nvars(k) || var[j] == NULL)
				return -1;
			a->array = var[j];
		}
		if (*op == '@')
			op = strchr(op, ' ') ? strchr(op, ' ') + 1 : op;
		oplen = (int)strcspn(op, " ");
		t = arena_alloc(A, strlen(name) + strlen(a->source) +
		                   (cudasrc_line_file(k) ?
		                    strlen(cudasrc_line_file(k)) : 0) +
		                   strlen(a->array->name) + (size_t)oplen + 96);
		sprintf(t, "%s %s at %s:%d: %s (PTX %.*s%s)",
		        a->atomic != A_NONE ? "atomic" : a->store ? "write"
		                                              : "read",
		        a->array->name,
		        cudasrc_line_file(k) ? cudasrc_line_file(k) : name, a->line,
		        a->source, oplen, op, a->ninsns > 1 ? ", unrolled" : "");
		s->text = t;
		s->u.access.store = a->store;
		s->u.access.atomic = a->atomic;
		s->u.access.array = a->array;
		s->u.access.size = a->size;
		s->u.access.nindex = 0;
		s->u.access.name = (*names)[i];
		s->u.access.cu_file = cudasrc_line_path(k);
		s->u.access.cu_src = cudasrc_line_text(k);
		s->u.access.cu_loc = (pat_loc){ a->line, a->col > 0 ? a->col : 1,
		                                0 };
		s->u.access.in_loop = a->in_loop;
		for (j = 0; j < n; j++)
			same += strcmp(acc[j].name, a->name) == 0;
		t = arena_alloc(A, strlen(a->array->name) + 24);
		sprintf(t, "%s_%d", a->array->name, a->line);
		if (commented[i] && label_find(lt, (*names)[i]) == NULL)
			s->u.access.label = (*names)[i];
		else
			s->u.access.label = same == 1 &&
			                    label_find(lt, a->array->name) == NULL
			                    ? a->array->name
			                    : label_find(lt, (*names)[i]) == NULL
			                    ? (*names)[i]
			                    : label_find(lt, t) == NULL ? t : NULL;
		s->u.access.id = P->naccesses;
		P->accesses[P->naccesses++] = s;
		if (s->u.access.label != NULL)
			label_add(lt, s->u.access.label, s);
		label_add(lt, t, s);
		label_add(lt, (*names)[i], s);
		if (same == 1)
			label_add(lt, a->array->name, s);
	}
	if (cudasrc_shared_bytes(k) > P->shared_bytes)
		P->shared_bytes = cudasrc_shared_bytes(k);
	P->dynamic_shared = cudasrc_dynamic_shared(k);
	return 0;
}

/* The 'expect' lines that name the kernel's accesses, resolved: an
   unknown name is an error with the closest name, and the first one
   has a note of the kernel's names (the stable ones, those a person
   writes). */
static void
kernel_expects(pat_program *P, const labels *lt, const char **names,
               diag *d)
{
	const pat_kernel *ks = P->kernel_stmt;
	int i, j, n = P->naccesses, nk = cudasrc_naccesses(P->kernel);
	bool listed = false;
	enum { LISTED = 24 };

	for (i = 0; i < ks->nexpects; i++) {
		const pat_kexpect *x = &ks->expects[i];
		pat_stmt *e = x->expect;
		const pat_stmt *s;
		enum pat_metric m = e->u.expect.metric;

		if (x->label == NULL) {
			s = n > 0 ? P->accesses[n - 1] : NULL;
		} else if ((s = label_find(lt, x->label)) == NULL) {
			diag_guess g = { x->label, NULL, 0 };
			char buf[160], *list;
			size_t len = 1, at = 0;
			size_t k;

			for (k = 0; k < lt->syms.cap; k++)
				if (lt->syms.name[k] != NULL)
					diag_guess_consider(&g, lt->syms.name[k]);
			diag_guess_text(&g, buf, sizeof(buf));
			DIAG_AT(d, x->file, x->src, x->label_at, CUDA_UNKNOWN_NAME,
			        x->label, ks->name, buf);
			if (listed)
				continue;       /* said once */
			listed = true;
			/* the first LISTED, in the PTX's order */
			for (j = 0; j < nk && j < LISTED; j++)
				len += strlen(names[j]) + 2;
			list = xmalloc(len + 32);
			list[0] = '\0';
			for (j = 0; j < nk && j < LISTED; j++)
				at += (size_t)sprintf(list + at, "%s%s",
				                      j > 0 ? ", " : "", names[j]);
			if (nk > LISTED)
				sprintf(list + at, " and %d more", nk - LISTED);
			DIAG_AT(d, ks->stmt_file, ks->stmt_src, ks->loc, CUDA_NAMES,
			        ks->name, list);
			free(list);
			continue;
		}
		if (s == NULL)
			continue;
		if (!(pat_metric_spaces(m) & (1 << s->u.access.array->space))) {
			DIAG_AT(d, x->file, x->src, x->figure_at, PARSE_FIGURE_SPACE,
			        pat_metric_name(m), pat_array_space(s->u.access.array),
			        s->text);
			continue;
		}
		e->u.expect.access = s;
	}
}

int
cudasrc_attach(pat_program *P, const sim_arch *arch, const pat_cuda *cuda,
               diag *d)
{
	const pat_kernel *ks = P->kernel_stmt;
	const sim_arch *a;
	const char **names = NULL;
	labels lt = { { NULL, NULL, 0, 0 }, NULL, 0, 0 };
	pat_cuda opts;
	cudasrc *k;
	int errors = d->nerrors, cc, i, ni = 0, nd = 0;

	if (ks == NULL)
		return 0;
	/* the command line's folders and macros, then the pattern's */
	memset(&opts, 0, sizeof(opts));
	opts.include = arena_alloc(P->arena, sizeof(char *) *
	               (size_t)((cuda ? cuda->ninclude : 0) + ks->cuda.ninclude + 1));
	opts.define = arena_alloc(P->arena, sizeof(char *) *
	              (size_t)((cuda ? cuda->ndefine : 0) + ks->cuda.ndefine + 1));
	for (i = 0; cuda != NULL && i < cuda->ninclude; i++)
		opts.include[ni++] = cuda->include[i];
	for (i = 0; i < ks->cuda.ninclude; i++)
		opts.include[ni++] = ks->cuda.include[i];
	for (i = 0; cuda != NULL && i < cuda->ndefine; i++)
		opts.define[nd++] = cuda->define[i];
	for (i = 0; i < ks->cuda.ndefine; i++)
		opts.define[nd++] = ks->cuda.define[i];
	opts.ninclude = ni;
	opts.ndefine = nd;
	if (cuda != NULL) {
		opts.replace_path = cuda->replace_path;
		opts.replace_text = cuda->replace_text;
	}
	/* the profile's own (cudasrc_open compiles an older one's PTX for
	   compute_75, and asks ptxas only of the real one) */
	a = pat_profile(P, arch);
	cc = a->cc_major * 10 + a->cc_minor;
	k = cudasrc_open(P->arena, ks->path, ks->name, &opts, ks->binds,
	                 ks->nbinds, ks->fills, ks->nfills, P->arrays,
	                 P->narrays, cc, ks->stmt_file, ks->stmt_src, ks->loc, d);
	if (k == NULL)
		return -1;
	P->kernel = k;
	if (kernel_accesses(P, k, &lt, &names, d) == 0)
		kernel_expects(P, &lt, names, d);
	sym_free(&lt.syms);
	free(lt.access);
	return d->nerrors > errors ? -1 : 0;
}

pat_program *
cudasrc_parse(const char *file, const char *src, size_t len, pat_define *defs,
              int ndefs, const sim_arch *arch, const pat_cuda *cuda, diag *d)
{
	pat_program *P = pat_parse(file, src, len, defs, ndefs, d);

	if (P != NULL && cudasrc_attach(P, arch, cuda, d) != 0) {
		pat_free(P);
		return NULL;
	}
	return P;
}
