/*
 * parse_kernel.c - the 'kernel' statement: a .cu file's kernel named with
 * its parameters bound (arrays by name, values as numbers), compiled and
 * read by cudasrc.c, its accesses made the program's access statements,
 * with stable names and labels; the 'contents' its loads read, and the
 * 'cuda_include' and 'cuda_define' options of its compile.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parse_int.h"

/* label name for access s, unless some access has it already */
static void
kernel_label(parser *ps, const char *name, pat_stmt *s)
{
	if (find_label(ps, name) == NULL && strcmp(name, "all") != 0)
		parse_add_label(ps, name, s);
}

/* An array for a shared or constant variable the kernel declares. */
static const pat_array *
kernel_var_array(parser *ps, const cudasrc *k, int v)
{
	pat_array a;
	enum pat_space sp;
	char tname[64], uname[72];

	memset(&a, 0, sizeof(a));
	a.name = cudasrc_var(k, v, &sp, &a.base, &a.bytes);
	a.space = sp;
	if ((a.local = cudasrc_var_local(k, v)) && a.bytes > ps->P->local_bytes)
		ps->P->local_bytes = a.bytes;   /* the stack: a thread's frame */
	a.type = find_type(ps, "uchar");
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
		if ((t = find_type(ps, n)) != NULL && t->size > 0 &&
		    a.bytes % t->size == 0)
			a.type = t;
	}
	a.ndims = 1;
	a.dims[0] = (int64_t)(a.bytes / a.type->size);
	a.loc = ps->prev.loc;
	if (ps->P->narrays == MAX_ARRAYS) {
		PARSE_ERROR(ps, ps->prev.loc, PARSE_KERNEL_ARRAYS, MAX_ARRAYS);
		return NULL;
	}
	ps->arrays[ps->P->narrays] = a;
	return &ps->arrays[ps->P->narrays++];
}

/* The name a '// accessan: NAME' comment of a CUDA line gives (arena),
   NULL where the line has none; a comment that names nothing is an error
   at its line. */
static const char *
comment_name(parser *ps, cudasrc *k, const cudasrc_access *a)
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
			return arena_strndup(ps->A, p, len);
		DIAG_AT(ps->d, cudasrc_line_path(k), cudasrc_line_text(k),
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
kernel_names(parser *ps, cudasrc *k, bool *commented)
{
	const cudasrc_access *acc = cudasrc_accesses(k);
	int n = cudasrc_naccesses(k), i, j, ord, online;
	const char **names = arena_alloc(ps->A, sizeof(*names) *
	                                        ((size_t)n + 1));
	const char **given = xcalloc((size_t)n + 1, sizeof(*given));

	for (i = 0; i < n; i++)
		commented[i] = (given[i] = comment_name(ps, k, &acc[i])) != NULL;
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
			bool same_kind = b->atomic == a->atomic &&
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
		t = arena_alloc(ps->A, strlen(base) + 24);
		sprintf(t, "%s_%s_%d", base, kind, ord);
		names[i] = t;
	}
	/* two comments of one name, or a comment that takes another
	   access's name */
	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++)
			if (j != i && given[i] != NULL && (given[j] == NULL || j < i)
			    && strcmp(names[i], names[j]) == 0)
				DIAG_AT(ps->d, cudasrc_line_path(k),
				        cudasrc_line_text(k),
				        ((pat_loc){ acc[i].line, 1, 0 }),
				        PARSE_KERNEL_COMMENT_TWICE, given[i],
				        acc[j].line);
	free(given);
	return names;
}

/* The kernel's accesses as the program's access statements, labelled by
   their array where it has one access, else by their stable names
   (kernel_names: a comment's, or ARRAY_KIND_N), the label the reports
   show; ARRAY_LINE, the line of the .cu, is a label of each too. */
static void
kernel_accesses(parser *ps, cudasrc *k, const char *name, pat_loc at)
{
	cudasrc_access *acc = cudasrc_accesses(k);
	const pat_array **var = arena_alloc(ps->A, sizeof(*var) *
	                                      ((size_t)cudasrc_nvars(k) + 1));
	int n = cudasrc_naccesses(k), i, j;
	bool *commented = arena_alloc(ps->A, sizeof(bool) * ((size_t)n + 1));
	const char **names = kernel_names(ps, k, commented);

	memset(var, 0, sizeof(*var) * ((size_t)cudasrc_nvars(k) + 1));
	cudasrc_set_first(k, ps->P->naccesses);
	for (i = 0; i < n; i++) {
		cudasrc_access *a = &acc[i];
		pat_stmt *s = parse_new_stmt(ps, S_ACCESS, at);
		const char *op = a->insn;
		int same = 0, oplen;
		char *t;
		if (a->array == NULL) {
			/* a variable: targets past the parameters */
			for (j = 0; j < cudasrc_nvars(k); j++)
				if (strcmp(cudasrc_var(k, j, &(enum pat_space){0},
				                       &(uint64_t){0}, &(uint64_t){0}),
				           a->name) == 0)
					break;
			if (j < cudasrc_nvars(k) && var[j] == NULL)
				var[j] = kernel_var_array(ps, k, j);
			if (j == cudasrc_nvars(k) || var[j] == NULL)
				return;
			a->array = var[j];
		}
		if (*op == '@')
			op = strchr(op, ' ') ? strchr(op, ' ') + 1 : op;
		oplen = (int)strcspn(op, " ");
		t = arena_alloc(ps->A, strlen(name) + strlen(a->source) +
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
		s->u.access.name = names[i];
		s->u.access.cu_file = cudasrc_line_path(k);
		s->u.access.cu_src = cudasrc_line_text(k);
		s->u.access.cu_loc = (pat_loc){ a->line, a->col > 0 ? a->col : 1,
		                                0 };
		s->u.access.in_loop = a->in_loop;
		for (j = 0; j < n; j++)
			same += strcmp(acc[j].name, a->name) == 0;
		t = arena_alloc(ps->A, strlen(a->array->name) + 24);
		sprintf(t, "%s_%d", a->array->name, a->line);
		if (commented[i] && find_label(ps, names[i]) == NULL)
			s->u.access.label = names[i];
		else
			s->u.access.label = same == 1 &&
			                    find_label(ps, a->array->name) == NULL
			                    ? a->array->name
			                    : find_label(ps, names[i]) == NULL
			                    ? names[i]
			                    : find_label(ps, t) == NULL ? t : NULL;
		parse_access_register(ps, s);
		kernel_label(ps, t, s);
		kernel_label(ps, names[i], s);
		if (same == 1)
			kernel_label(ps, a->array->name, s);
	}
	if (cudasrc_shared_bytes(k) > ps->P->shared_bytes)
		ps->P->shared_bytes = cudasrc_shared_bytes(k);
	ps->P->dynamic_shared = cudasrc_dynamic_shared(k);
}

/* contents -> 'contents' (NAME | 'shared' | 'constant' | 'local') '='
   ('iota' | expr): what the kernel's loads of the array (or of its own
   variables of the space, or of its stack before it stores) read */
static void
contents_decl(parser *ps)
{
	cudasrc_contents f;
	pat_loc at, kw = ps->tok.loc;
	int i;

	memset(&f, 0, sizeof(f));
	next(ps);
	at = ps->tok.loc;
	if (check(ps, T_SHARED) || check(ps, T_CONSTANT)) {
		/* the kernel's own variables of the space */
		f.space = check(ps, T_SHARED) ? SPACE_SHARED : SPACE_CONSTANT;
	} else if (parse_is_local(ps)) {
		f.space = SPACE_GLOBAL;  /* the stack (cudasrc.h) */
	} else if (!check(ps, T_NAME)) {
		parse_expected(ps, "an array's name, 'shared' or 'constant'");
		return;
	} else if ((f.array = find_array(ps, tokstr(ps, &ps->tok))) == NULL) {
		parse_unknown_array(ps, at, tokstr(ps, &ps->tok));
		return;
	}
	if (ps->P->kernel != NULL) {
		/* the kernel ran its loads with the contents declared so far */
		PARSE_ERROR(ps, at, PARSE_CONTENTS_AFTER_KERNEL);
		return;
	}
	for (i = 0; i < ps->nfills; i++)
		if (ps->fills[i].array == f.array &&
		    (f.array != NULL || ps->fills[i].space == f.space)) {
			PARSE_ERROR(ps, at, PARSE_CONTENTS_TWICE,
			            tokstr(ps, &ps->tok));
			return;
		}
	next(ps);
	if (!expect_tok(ps, T_ASSIGN))
		return;
	if (accept_word(ps, "iota")) {
		f.fill = FILL_IOTA;
	} else {
		f.fill = FILL_VALUE;
		if (!parse_const_expr(ps, "an array's contents", &f.value))
			return;
	}
	ps->fills = xrealloc(ps->fills, sizeof(*ps->fills) *
	                                (size_t)(ps->nfills + 1));
	if (ps->nfills == 0)
		ps->fills_at = kw;
	ps->fills[ps->nfills++] = f;
}

static void
cuda_add(const char ***v, int *n, const char *s)
{
	*v = xrealloc(*v, sizeof(**v) * (size_t)(*n + 1));
	(*v)[(*n)++] = s;
}

/* The command line's folders and macros for the kernel's compile,
   before the pattern's own. */
void
parse_cuda_init(parser *ps, const pat_cuda *cuda)
{
	for (int i = 0; i < cuda->ninclude; i++)
		cuda_add(&ps->cuda.include, &ps->cuda.ninclude,
		         arena_strndup(ps->A, cuda->include[i],
		                       strlen(cuda->include[i])));
	for (int i = 0; i < cuda->ndefine; i++)
		cuda_add(&ps->cuda.define, &ps->cuda.ndefine,
		         arena_strndup(ps->A, cuda->define[i],
		                       strlen(cuda->define[i])));
	ps->cuda.replace_path = cuda->replace_path;
	ps->cuda.replace_text = cuda->replace_text;
}

/* cudaopt -> 'cuda_include' STRING
              | 'cuda_define' (STRING | NAME ['=' (NUMBER | NAME)])
   A folder the kernel's .cu searches for its #include files (beside the
   pattern, as an 'include' is), or a macro its compile defines. */
void
parse_cuda_option(parser *ps)
{
	bool inc = is_word(ps, "cuda_include");
	pat_loc at = ps->tok.loc;
	const char *v;

	if (ps->depth > 0 || ps->P->kernel != NULL) {
		if (ps->depth > 0)
			PARSE_ERROR(ps, at, PARSE_TOP_LEVEL_ONLY,
			            tokstr(ps, &ps->tok));
		else
			PARSE_ERROR(ps, at, PARSE_CUDA_OPTION_AFTER_KERNEL,
			            tokstr(ps, &ps->tok));
		return;
	}
	next(ps);
	if (check(ps, T_STRING)) {
		v = arena_strndup(ps->A, ps->tok.start + 1,
		                  (size_t)ps->tok.loc.len - 2);
		next(ps);
	} else if (!inc && check(ps, T_NAME)) {
		const char *name = tokstr(ps, &ps->tok);
		next(ps);
		if (accept(ps, T_ASSIGN)) {
			if (!check(ps, T_NUM) && !check(ps, T_NAME)) {
				parse_expected(ps, "the macro's value "
				               "(a number or a name)");
				return;
			}
			char buf[512];
			snprintf(buf, sizeof(buf), "%s=%.*s", name, ps->tok.loc.len,
			         ps->tok.start);
			v = arena_strndup(ps->A, buf, strlen(buf));
			next(ps);
		} else {
			v = name;
		}
	} else {
		parse_expected(ps, inc ? "the folder's name in quotes"
		                       : "the macro: NAME, NAME = VALUE or "
		                         "\"NAME=VALUE\"");
		return;
	}
	if (inc)
		cuda_add(&ps->cuda.include, &ps->cuda.ninclude,
		         parse_include_path(ps, v));
	else
		cuda_add(&ps->cuda.define, &ps->cuda.ndefine, v);
}

/* A kernel parameter's floating-point value, 2.5 or -1e-3, alone before
   ',' or ')': true with x set and its tokens taken; false, nothing taken,
   where the bind is anything else (read from the text, so that nothing
   is lexed twice). */
static bool
float_bind(parser *ps, cudasrc_bind *x)
{
	const char *s = ps->tok.start, *n, *after;
	char *end;
	double v;

	if (!(check(ps, T_MINUS) || (check(ps, T_NUM) && ps->tok.isfloat)))
		return false;
	n = s + (*s == '-');
	while (*n == ' ' || *n == '\t')
		n++;
	if (!(isdigit((unsigned char)*n) || *n == '.'))
		return false;
	v = strtod(n, &end);
	/* digits and one point, as the lexer's numbers with a point (not
	   a hexadecimal integer, which strtod reads too) */
	if (end == n || memchr(n, '.', (size_t)(end - n)) == NULL ||
	    strspn(n, "0123456789.") != (size_t)(end - n))
		return false;
	for (after = end; *after == ' ' || *after == '\t'; after++)
		;
	if (*after != ',' && *after != ')')
		return false;
	while (ps->tok.start < end && !check(ps, T_EOF))
		next(ps);
	x->isfloat = true;
	x->fvalue = *s == '-' ? -v : v;
	x->name = arena_strndup(ps->A, s, (size_t)(end - s));
	return true;
}

/* The kernel's name after its file: a STRING, or a NAME with a
   template's instance, tpose<32> or scale<float>, as C++ writes it (the
   text to the '>' that closes the '<'); NULL after an error. */
static const char *
kernel_name(parser *ps)
{
	const char *from = ps->tok.start, *name;
	int depth = 0;

	if (check(ps, T_STRING)) {
		name = arena_strndup(ps->A, ps->tok.start + 1,
		                     (size_t)ps->tok.loc.len - 2);
		next(ps);
		return name;
	}
	if (!check(ps, T_NAME)) {
		parse_expected(ps, "the kernel's name");
		return NULL;
	}
	name = name_of(ps);
	if (!check(ps, T_LT))
		return name;
	do {
		depth += check(ps, T_LT) ? 1 : check(ps, T_GT) ? -1 :
		         check(ps, T_SHR) ? -2 : 0;
		if (check(ps, T_EOF) || check(ps, T_NEWLINE) || depth < 0) {
			parse_expected(ps, "the '>' that closes the template's "
			               "arguments");
			return NULL;
		}
		if (depth == 0)
			break;
		next(ps);
	} while (depth > 0);
	name = arena_strndup(ps->A, from, (size_t)(ps->tok.start +
	                     ps->tok.loc.len - from));
	next(ps);
	return name;
}

/* '(' [bind {',' bind}] ')': the kernel's parameters into b (64 at
   most), their number into *nb; false after an error. */
static bool
kernel_binds(parser *ps, cudasrc_bind *b, int *nb)
{
	pat_loc open = ps->tok.loc;

	if (!expect_tok(ps, T_LPAREN))
		return false;
	while (!check(ps, T_RPAREN)) {
		cudasrc_bind *x = &b[*nb];
		if (*nb == 64) {
			PARSE_ERROR(ps, ps->tok.loc, PARSE_KERNEL_PARAMS);
			return false;
		}
		memset(x, 0, sizeof(*x));
		x->loc = ps->tok.loc;
		x->name = tokstr(ps, &ps->tok);
		if (check(ps, T_NAME) && (x->array = find_array(ps, x->name)) &&
		    (next(ps), check(ps, T_COMMA) || check(ps, T_RPAREN))) {
			/* an array */
		} else if (float_bind(ps, x)) {
			/* a floating-point number, for a float parameter */
		} else if (x->array != NULL) {
			parse_expected(ps, "',' or ')' after the array");
			return false;
		} else if (!parse_const_expr(ps, "a kernel parameter's value",
		                             &x->value)) {
			return false;
		}
		(*nb)++;
		if (!accept(ps, T_COMMA))
			break;
	}
	return parse_expect_close(ps, T_RPAREN, T_LPAREN, open);
}

/* kernel -> 'kernel' STRING (NAME | STRING) '(' [bind {',' bind}] ')'
   bind -> NAME (an array) | expr (a value)
   A 'contents' line comes here too: both are top-level only. */
void
parse_kernel_stmt(parser *ps)
{
	cudasrc_bind b[64];
	const char *file, *path, *name;
	const sim_arch *arch;
	pat_loc at = ps->tok.loc;
	cudasrc *k;
	int nb = 0, cc;

	ps->saw_kernel |= is_word(ps, "kernel");
	if (ps->depth > 0) {
		PARSE_ERROR(ps, at, PARSE_TOP_LEVEL_ONLY, tokstr(ps, &ps->tok));
		return;
	}
	if (is_word(ps, "contents")) {
		contents_decl(ps);
		return;
	}
	if (ps->P->kernel != NULL) {
		PARSE_ERROR(ps, at, PARSE_KERNEL_TWICE);
		return;
	}
	if (ps->P->naccesses > 0) {
		PARSE_ERROR(ps, at, PARSE_KERNEL_WITH_ACCESSES);
		return;
	}
	next(ps);
	if (!check(ps, T_STRING)) {
		parse_expected(ps, "the CUDA file's name in quotes");
		return;
	}
	file = arena_strndup(ps->A, ps->tok.start + 1,
	                     (size_t)ps->tok.loc.len - 2);
	path = parse_include_path(ps, file);
	next(ps);
	if ((name = kernel_name(ps)) == NULL || !kernel_binds(ps, b, &nb))
		return;
	/* the profile the report will be for */
	arch = pat_profile(ps->P, ps->arch);
	/* the profile's own (cudasrc_open compiles an older one's PTX for
	   compute_75, and asks ptxas only of the real one) */
	cc = arch->cc_major * 10 + arch->cc_minor;
	k = cudasrc_open(ps->A, path, name, &ps->cuda, b, nb, ps->fills,
	                 ps->nfills,
	                 ps->arrays, ps->P->narrays, cc, ps->file, ps->src, at,
	                 ps->d);
	if (k == NULL) {
		ps->failed = true;
		return;
	}
	ps->P->kernel = k;
	ps->P->kernel_loc = at;
	kernel_accesses(ps, k, file, at);
}