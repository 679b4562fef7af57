/*
 * parse_cform.c - the C forms: the statements of a kernel's C that have
 * one clear meaning, each read as the pattern-language statements it
 * stands for, so that the evaluator and the CUDA generator see nothing
 * new: a declaration with a type is a let, a reassignment a new let that
 * shadows the old one, a counting while loop the C-form for, a copy
 * 'b[i] = a[j]' a read and a write, an atomicAdd call an atomic. Also the
 * C form's loop head and the check that its update can end it, and the
 * statements that start with a name (parse_name_statement).
 */
#include <stdio.h>
#include <string.h>

#include "parse_int.h"

static bool for_update(parser *ps, pat_stmt *s);
static bool never_ends(parser *ps, const pat_stmt *s, pat_loc at,
                       const char *from, const char *cfrom, int clen);
static pat_stmt *while_update(parser *ps, scope_var *v, enum pat_fupd u,
                              bool incdec, pat_loc at);

/* Type words that start a C declaration: C's integer types and
   qualifiers, which a let stands for, and the data types. */
static const char *const int_words[] = {
	"const", "volatile", "register", "signed", "unsigned", "size_t",
	"ptrdiff_t", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t",
	"uint16_t", "uint32_t", "uint64_t", "bool", "auto",
};
static const char *const data_words[] = { "half", "__half", "float3" };

/* Whether the current token is a type word; *data: one of data. */
static bool
is_type_word(parser *ps, bool *data)
{
	const pat_type *t;
	char buf[32];
	size_t i;

	*data = false;
	if (check(ps, T_STRUCT))
		return *data = true;
	if (!check(ps, T_NAME) || ps->tok.loc.len >= (int)sizeof(buf))
		return false;
	memcpy(buf, ps->tok.start, (size_t)ps->tok.loc.len);
	buf[ps->tok.loc.len] = '\0';
	for (i = 0; i < sizeof(int_words) / sizeof(int_words[0]); i++)
		if (strcmp(buf, int_words[i]) == 0)
			return true;
	for (i = 0; i < sizeof(data_words) / sizeof(data_words[0]); i++)
		if (strcmp(buf, data_words[i]) == 0)
			return *data = true;
	if ((t = find_type(ps, buf)) == NULL)
		return false;
	*data = t->nfields > 0 || t->kind == PT_FLOAT || t->kind == PT_DOUBLE;
	return true;
}

/* ctype -> { type word }: a declaration's type, skipped: an integer's
   is not modelled (arithmetic stays on 64 bits); *data: a float, a
   vector or a struct, whose value the model does not know. */
static bool
c_type(parser *ps, bool *isconst, bool *data)
{
	bool d;

	*isconst = *data = false;
	while (is_type_word(ps, &d)) {
		if (is_word(ps, "const"))
			*isconst = true;
		*data |= d;
		next(ps);
	}
	if (check(ps, T_STAR)) {
		PARSE_ERROR(ps, ps->tok.loc, PARSE_POINTER);
		return false;
	}
	return true;
}

/* assignop -> '=' | '+=' | '-=' | '*=' | '/=' | '<<=' | '>>=' | '++' | '--'
   into *u; *incdec: '++' or '--', whose step is 1. */
static bool
assign_op(parser *ps, enum pat_fupd *u, bool *incdec)
{
	static const struct {
		enum tok t;
		enum pat_fupd u;
	} ops[] = {
		{ T_ADDEQ, F_ADD }, { T_SUBEQ, F_SUB }, { T_MULEQ, F_MUL },
		{ T_DIVEQ, F_DIV }, { T_SHLEQ, F_SHL }, { T_SHREQ, F_SHR },
		{ T_ASSIGN, F_SET },
	};
	size_t i;

	*incdec = false;
	if (is_incdec(ps)) {
		*u = check(ps, T_PLUS) ? F_ADD : F_SUB;
		*incdec = true;
		next(ps);
		next(ps);
		return true;
	}
	for (i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		if (check(ps, ops[i].t)) {
			*u = ops[i].u;
			next(ps);
			return true;
		}
	return false;
}

/* The atomic function called name (atomicAdd, ...), or A_NONE. */
static enum pat_atomic
atomic_word(const char *name)
{
	int a;

	for (a = A_ADD; a <= A_XOR; a++)
		if (strcmp(pat_atomic_name((enum pat_atomic)a), name) == 0)
			return (enum pat_atomic)a;
	return A_NONE;
}

static bool reads_until(parser *ps, pat_stmt ***tail, bool paren);

/* A call's opening up to its first argument's array, '(&a' of
   'f(&a[i], ...)', the call's name the current token: 1 with the array's
   name current and *open the '(' (for its close); 0 where the argument
   is no element's address, with nothing said (the caller's message);
   -1 after an error said here. */
static int
address_arg(parser *ps, pat_loc *open)
{
	next(ps);
	*open = ps->tok.loc;
	if (!expect_tok(ps, T_LPAREN))
		return -1;
	if (accept(ps, T_AMP) && check(ps, T_NAME)) {
		if (find_array(ps, tokstr(ps, &ps->tok)) != NULL)
			return 1;
		parse_unknown_array(ps, ps->tok.loc, tokstr(ps, &ps->tok));
		return -1;
	}
	return 0;
}

/*
 * atomicOp '(' '&' NAME index {'.' NAME} { ',' value } ')': the loads of
 * the other arguments, then the atomic access, onto *tail. The call is
 * the current token.
 */
static bool
atomic_call(parser *ps, pat_stmt ***tail)
{
	enum pat_atomic op = atomic_word(tokstr(ps, &ps->tok));
	const char *name = pat_atomic_name(op), *from;
	pat_loc at = ps->tok.loc, open;
	pat_stmt *a;
	int arg = address_arg(ps, &open);

	if (arg <= 0) {
		if (arg == 0)
			PARSE_ERROR(ps, ps->tok.loc, PARSE_ATOMIC_ADDRESS, name,
			            name);
		return false;
	}
	from = ps->tok.start;
	if ((a = parse_access_target(ps, true)) == NULL)
		return false;
	a->text = parse_stmt_text(ps, from);
	a->u.access.atomic = op;
	if (!parse_atomic_fits(ps, a, span(at, ps->prev.loc)))
		return false;
	/* the other arguments' loads come first: the call needs their
	   values */
	if (!reads_until(ps, tail, true))
		return false;
	if (!parse_expect_close(ps, T_RPAREN, T_LPAREN, open))
		return false;
	**tail = a;
	*tail = &a->next;
	return true;
}

/* '__ldg(&a[i])' in a value: a load of a global array's element through
   the read-only path, as the 'ldg' statement reads; onto *tail. */
static bool
ldg_call(parser *ps, pat_stmt ***tail)
{
	pat_loc at = ps->tok.loc, open;
	const char *from;
	pat_stmt *a;
	int arg = address_arg(ps, &open);

	if (arg <= 0) {
		if (arg == 0)
			PARSE_ERROR(ps, ps->tok.loc, PARSE_LDG_ADDRESS);
		return false;
	}
	from = ps->tok.start;
	if ((a = parse_ldg_target(ps, at)) == NULL)
		return false;
	a->text = parse_stmt_text(ps, from);
	if (!parse_expect_close(ps, T_RPAREN, T_LPAREN, open))
		return false;
	**tail = a;
	*tail = &a->next;
	return true;
}

/* Whether the token is '__ldg' */
static bool
is_ldg(parser *ps)
{
	return check(ps, T_NAME) && strcmp(tokstr(ps, &ps->tok), "__ldg") == 0;
}

/* Where a look ahead started: the parser puts back to it, and what it
   read there said nothing (a lexical error is said when read again). */
typedef struct ahead {
	lexer lx;
	token tok, prev;
	diag quiet;
} ahead;

static void
ahead_start(parser *ps, ahead *m)
{
	m->lx = ps->lx;
	m->tok = ps->tok;
	m->prev = ps->prev;
	diag_init_quiet(&m->quiet);
	ps->lx.d = &m->quiet;
}

static void
ahead_back(parser *ps, const ahead *m)
{
	ps->lx = m->lx;
	ps->tok = m->tok;
	ps->prev = m->prev;
}

/* Whether the value from here to the end of the statement names an
   element of an array: a load, which makes it data. Looks ahead only. */
static bool
value_has_load(parser *ps)
{
	ahead m;
	bool found = false;
	int depth = 0;

	ahead_start(ps, &m);
	for (;;) {
		enum tok k = ps->tok.kind;
		if (k == T_EOF || k == T_ERROR || (depth == 0 &&
		    (k == T_NEWLINE || k == T_SEMI || k == T_RBRACE)))
			break;
		if (k == T_LPAREN || k == T_LBRACK)
			depth++;
		else if ((k == T_RPAREN || k == T_RBRACK) && depth > 0)
			depth--;
		if (k == T_NAME && (atomic_word(tokstr(ps, &ps->tok)) != A_NONE ||
		                    is_ldg(ps))) {
			found = true;
			break;
		}
		if (k == T_NAME && find_array(ps, tokstr(ps, &ps->tok)) != NULL) {
			next(ps);
			if ((found = check(ps, T_LBRACK)))
				break;
			continue;
		}
		next(ps);
	}
	ahead_back(ps, &m);
	return found;
}

/* The loads of a value (an assignment's right side): each element of an
   array that it names, in source order, onto *tail. The rest of it
   (arithmetic on data, numbers, calls) costs no memory request and is
   passed over. Stops at the end of the statement, or at 'if' or 'as'. */
static bool
value_reads(parser *ps, pat_stmt ***tail)
{
	return reads_until(ps, tail, false);
}

/* value_reads, or with paren the loads up to the ')' that closes the
   arguments of a call (left for the caller). */
static bool
reads_until(parser *ps, pat_stmt ***tail, bool paren)
{
	int depth = 0;

	for (;;) {
		enum tok k = ps->tok.kind;
		if (k == T_ERROR) {
			ps->failed = true;
			return false;
		}
		if (paren && depth == 0 && k == T_RPAREN)
			return true;
		if (k == T_EOF || (depth == 0 && (k == T_NEWLINE || k == T_SEMI ||
		    k == T_RBRACE || k == T_IF || is_word(ps, "as"))))
			return true;
		if (k == T_NAME && atomic_word(tokstr(ps, &ps->tok)) != A_NONE) {
			if (!atomic_call(ps, tail))
				return false;
			continue;
		}
		if (is_ldg(ps)) {
			if (!ldg_call(ps, tail))
				return false;
			continue;
		}
		if (k == T_LPAREN || k == T_LBRACK)
			depth++;
		else if ((k == T_RPAREN || k == T_RBRACK) && depth > 0)
			depth--;
		if (k == T_NAME && find_array(ps, tokstr(ps, &ps->tok)) != NULL) {
			const char *from = ps->tok.start;
			pat_stmt *r = parse_access_target(ps, false);
			char *t;
			if (r == NULL)
				return false;
			t = (char *)parse_stmt_text(ps, from);
			r->text = t;
			**tail = r;
			*tail = &r->next;
			continue;
		}
		if (k == T_NAME) {
			pat_loc at = ps->tok.loc;
			const char *name = tokstr(ps, &ps->tok);
			next(ps);
			if (check(ps, T_LBRACK)) {
				parse_unknown_array(ps, at, name);
				return false;
			}
			continue;
		}
		next(ps);
	}
}

/* ['if' expr] ['as' NAME] after a C form: its predicate and label for
   every access it stands for, the predicate's text into *predtext. */
static bool
c_suffixes(parser *ps, pat_expr **pred, const char **predtext,
           const char **label, pat_loc *labelloc)
{
	for (;;) {
		if (check(ps, T_IF) && *pred == NULL) {
			const char *from = ps->tok.start;
			next(ps);
			if ((*pred = parse_expr(ps)) == NULL)
				return false;
			*predtext = parse_stmt_text(ps, from);
		} else if (*label == NULL && accept_word(ps, "as")) {
			*labelloc = ps->tok.loc;
			if (!check(ps, T_NAME)) {
				parse_expected(ps, "a label");
				return false;
			}
			*label = name_of(ps);
			ps->stmt_label = *label;
		} else {
			return true;
		}
	}
}

/*
 * The accesses a C form stands for, in order: each gets the predicate,
 * a text as 'read'/'write' would be written, and with 'as L' the label
 * L_read (L_read2, L_read3, ... for later loads) or L_write. Registered
 * if all is well; false after an error.
 */
static bool
c_accesses(parser *ps, pat_stmt *list, pat_expr *pred, const char *predtext,
           const char *label, pat_loc labelloc)
{
	pat_stmt *s;
	int nread = 0;
	char buf[512];

	for (s = list; s != NULL; s = s->next) {
		const char *lab = NULL;
		s->u.access.pred = pred;
		if (!parse_access_reached(ps, s))
			return false;
		if (label != NULL) {
			if (s->u.access.atomic != A_NONE)
				snprintf(buf, sizeof(buf), "%.400s_atomic", label);
			else if (s->u.access.store)
				snprintf(buf, sizeof(buf), "%.400s_write", label);
			else if (++nread == 1)
				snprintf(buf, sizeof(buf), "%.400s_read", label);
			else
				snprintf(buf, sizeof(buf), "%.400s_read%d", label, nread);
			lab = arena_strndup(ps->A, buf, strlen(buf));
			if (find_label(ps, lab) != NULL) {
				PARSE_ERROR(ps, labelloc,
				            PARSE_LABEL_DERIVED_TWICE, lab,
				            label);
				return false;
			}
		}
		s->u.access.label = lab;
		snprintf(buf, sizeof(buf), "%s %.300s%s%.150s%s%.150s",
		         s->u.access.atomic != A_NONE ? "atomic"
		         : s->u.access.store ? "write"
		         : s->u.access.nc ? "ldg" : "read", s->text,
		         predtext ? " " : "", predtext ? predtext : "",
		         lab ? " as " : "", lab ? lab : "");
		s->text = arena_strndup(ps->A, buf, strlen(buf));
	}
	for (s = list; s != NULL; s = s->next)
		parse_access_register(ps, s);
	return true;
}

/* The loads of a value and the suffixes after it; *tail ends the list. */
static bool
c_value(parser *ps, pat_stmt **list, pat_stmt ***tail, pat_expr **pred,
        const char **predtext, const char **label, pat_loc *labelloc)
{
	*tail = list;
	return value_reads(ps, tail) &&
	       c_suffixes(ps, pred, predtext, label, labelloc);
}

/*
 * store -> NAME index {'.' NAME} assignop value ['if' expr] ['as' NAME]
 * 'b[i] = a[j]': the loads of the value, for a compound assignment the
 * load of b[i], then the store.
 */
static pat_stmt *
store_stmt(parser *ps)
{
	const char *from = ps->tok.start, *predtext = NULL, *label = NULL;
	pat_stmt *st, *list = NULL, **tail, *rd;
	pat_expr *pred = NULL;
	pat_loc labelloc = ps->tok.loc;
	enum pat_fupd u;
	bool incdec;

	if ((st = parse_access_target(ps, true)) == NULL)
		return NULL;
	st->text = parse_stmt_text(ps, from);
	if (!assign_op(ps, &u, &incdec)) {
		parse_expected(ps, "'=' (a store of the element)");
		return NULL;
	}
	if (!incdec && !c_value(ps, &list, &tail, &pred, &predtext, &label,
	                        &labelloc))
		return NULL;
	if (incdec) {
		tail = &list;
		if (!c_suffixes(ps, &pred, &predtext, &label, &labelloc))
			return NULL;
	}
	if (u != F_SET) {            /* b[i] += v reads b[i] too */
		rd = arena_alloc(ps->A, sizeof(*rd));
		*rd = *st;
		rd->u.access.store = false;
		*tail = rd;
		tail = &rd->next;
	}
	*tail = st;
	return c_accesses(ps, list, pred, predtext, label, labelloc) ? list
	                                                           : NULL;
}

/* The reads of a value assigned to a name of data, which stays data. */
static pat_stmt *
data_value(parser *ps)
{
	const char *predtext = NULL, *label = NULL;
	pat_stmt *list = NULL, **tail;
	pat_expr *pred = NULL;
	pat_loc labelloc = ps->tok.loc;

	if (!c_value(ps, &list, &tail, &pred, &predtext, &label, &labelloc) ||
	    !c_accesses(ps, list, pred, predtext, label, labelloc))
		return NULL;
	return list;
}

/* Whether the value ahead is one element of an array and nothing else
   ('idx[i]', 'col[k] as c', '__ldg(&idx[i])'): its array, else NULL.
   Reads ahead and puts the lexer back. */
static const pat_array *
value_is_element(parser *ps)
{
	const pat_array *arr = NULL;
	ahead m;
	int depth = 0;
	bool ldg;

	ahead_start(ps, &m);
	/* '__ldg(&a[i])' is one element as 'a[i]' is */
	if ((ldg = is_ldg(ps))) {
		next(ps);
		if (!accept(ps, T_LPAREN) || !accept(ps, T_AMP))
			goto done;
	}
	if (check(ps, T_NAME) &&
	    (arr = find_array(ps, tokstr(ps, &ps->tok))) != NULL) {
		next(ps);
		while (check(ps, T_LBRACK)) {
			depth = 0;
			for (;;) {
				enum tok k = ps->tok.kind;
				if (k == T_EOF || k == T_ERROR || k == T_NEWLINE)
					break;
				if (k == T_LBRACK)
					depth++;
				else if (k == T_RBRACK && --depth == 0)
					break;
				next(ps);
			}
			if (depth != 0) {
				arr = NULL;
				break;
			}
			next(ps);
		}
		if (arr != NULL && ldg && !accept(ps, T_RPAREN))
			arr = NULL;
		if (arr != NULL && !check(ps, T_NEWLINE) && !check(ps, T_SEMI) &&
		    !check(ps, T_RBRACE) && !check(ps, T_EOF) &&
		    !is_word(ps, "as"))
			arr = NULL;
	}
done:
	ahead_back(ps, &m);
	return arr;
}

/* e with every use of slot replaced by a copy of by (NULL: e as it is
   copied), refolded; NULL past the height limit. */
static pat_expr *
with_index(parser *ps, const pat_expr *e, int slot, const pat_expr *by)
{
	pat_expr *c;

	if (e == NULL)
		return NULL;
	if (e->op == E_VAR && e->slot == slot && by != NULL)
		return with_index(ps, by, -1, NULL);
	c = parse_new_expr(ps, e->op, e->loc);
	*c = *e;
	if ((e->a != NULL && (c->a = with_index(ps, e->a, slot, by)) == NULL) ||
	    (e->b != NULL && (c->b = with_index(ps, e->b, slot, by)) == NULL) ||
	    (e->c != NULL && (c->c = with_index(ps, e->c, slot, by)) == NULL))
		return NULL;
	return e->a != NULL ? parse_fold(ps, c) : c;
}

/* What an integer read from one element of an array with 'contents'
   holds: the contents at the element's index (row-major over its
   dimensions), an expression of the read's indices; NULL where the
   array has none, or the read is not a plain one. */
static pat_expr *
contents_value_of(parser *ps, const pat_stmt *r)
{
	const pat_contents *f = NULL;
	pat_expr *flat, *e;
	int i, d;

	if (r == NULL || r->next != NULL || r->kind != S_ACCESS ||
	    r->u.access.store || r->u.access.atomic != A_NONE ||
	    r->u.access.field != NULL)
		return NULL;
	for (i = 0; i < ps->nfills; i++)
		if (ps->fills[i].array == r->u.access.array &&
		    ps->fills[i].fill != FILL_NONE)
			f = &ps->fills[i];
	if (f == NULL)
		return NULL;
	if (f->fill == FILL_VALUE) {
		e = parse_new_expr(ps, E_NUM, r->loc);
		e->num = f->value;
		return e;
	}
	flat = r->u.access.index[0];
	for (d = 1; d < r->u.access.nindex && flat != NULL; d++) {
		pat_expr *dim = parse_new_expr(ps, E_NUM, r->loc);
		pat_expr *mul = parse_new_expr(ps, E_MUL, r->loc);
		pat_expr *add = parse_new_expr(ps, E_ADD, r->loc);

		dim->num = r->u.access.array->dims[d];
		mul->a = flat;
		mul->b = dim;
		if ((add->a = parse_fold(ps, mul)) == NULL)
			return NULL;
		add->b = r->u.access.index[d];
		flat = parse_fold(ps, add);
	}
	if (flat == NULL)
		return NULL;
	if (f->fill == FILL_IOTA)
		return with_index(ps, flat, -1, NULL);
	return with_index(ps, f->expr, f->slot, flat);
}

/* The name of the first array that list reads and 'contents' declares,
   or NULL. */
static const char *
read_with_contents(const parser *ps, const pat_stmt *list)
{
	int i;

	for (; list != NULL; list = list->next)
		for (i = 0; list->kind == S_ACCESS && !list->u.access.store &&
		            i < ps->nfills; i++)
			if (ps->fills[i].array == list->u.access.array &&
			    ps->fills[i].fill != FILL_NONE)
				return list->u.access.array->name;
	return NULL;
}

/*
 * decl -> ctype NAME ['=' value]
 * 'int x = e' is 'let x = e'; a float, a vector, a struct or an integer
 * loaded from memory is data: its loads are reads, and the name cannot
 * be an index.
 */
static pat_stmt *
decl_stmt(parser *ps)
{
	pat_stmt *s;
	pat_loc at;
	const char *name;
	bool isconst, data;

	if (!c_type(ps, &isconst, &data))
		return NULL;
	at = ps->tok.loc;
	if (!check(ps, T_NAME)) {
		parse_expected(ps, "a name");
		return NULL;
	}
	name = name_of(ps);
	if (check(ps, T_LBRACK)) {
		PARSE_ERROR(ps, at, PARSE_LOCAL_ARRAY, name);
		return NULL;
	}
	if (!accept(ps, T_ASSIGN)) {
		/* 'float acc;' 'int x;': a name without a value yet */
		if (parse_new_slot(ps, name, at, NULL) < 0)
			return NULL;
		ps->nscope--;
		ps->P->nslots--;
		parse_opaque_name(ps, name, at,
		                  data ? OPAQUE_DATA : OPAQUE_UNSET);
		ps->scope[ps->nscope - 1].isconst = isconst;
		return NULL;
	}
	if (data || value_has_load(ps)) {
		const pat_array *one = data ? NULL : value_is_element(ps);
		pat_expr *known;

		if ((s = data_value(ps)) == NULL && ps->failed) {
			parse_failed_name(ps, name);
			return NULL;
		}
		/* 'int j = idx[i]' where 'contents idx = ...' says what idx
		   holds: j is known, an index can use it */
		if (one != NULL && !ps->failed &&
		    (known = contents_value_of(ps, s)) != NULL) {
			pat_stmt *let = parse_new_stmt(ps, S_LET, at);

			ps->fills_read = true;
			if (one >= ps->arrays && one < ps->arrays + MAX_ARRAYS &&
			    ps->fill_read[one - ps->arrays] == NULL)
				ps->fill_read[one - ps->arrays] = s;
			let->u.let.name = name;
			let->u.let.value = known;
			let->u.let.loaded = true;
			let->u.let.slot = parse_new_slot(ps, name, at,
			                                 known->op == E_NUM ?
			                                 known : NULL);
			if (let->u.let.slot < 0)
				return NULL;
			s->next = let;
			return s;
		}
		if (parse_new_slot(ps, name, at, NULL) < 0)
			return NULL;
		ps->nscope--;
		ps->P->nslots--;
		parse_opaque_name(ps, name, at,
		                  data ? OPAQUE_DATA : OPAQUE_LOADED);
		ps->scope[ps->nscope - 1].data = true;
		if (!data)
			ps->scope[ps->nscope - 1].contents_of =
			    read_with_contents(ps, s);
		return s;
	}
	s = parse_new_stmt(ps, S_LET, at);
	s->u.let.name = name;
	if ((s->u.let.value = parse_expr(ps)) == NULL ||
	    !parse_reached(ps, s->u.let.value)) {
		parse_failed_name(ps, name);
		return NULL;
	}
	s->u.let.slot = parse_new_slot(ps, name, at,
	                               s->u.let.value->op == E_NUM
	                               ? s->u.let.value : NULL);
	if (s->u.let.slot < 0)
		return NULL;
	ps->scope[ps->nscope - 1].isconst = isconst;
	return s;
}

/* Whether v may be given a new value here: not a loop's variable, not
   const, and in its own block, outside any loop it is not in (a value
   carried from one iteration to the next, or out of an 'if', is not a
   let). */
static bool
can_reassign(parser *ps, const scope_var *v, pat_loc at)
{
	if (v->loopvar) {
		PARSE_ERROR(ps, at, PARSE_ASSIGN_LOOP_VAR, v->name, v->line);
		return false;
	}
	if (v->isconst) {
		PARSE_ERROR(ps, at, PARSE_ASSIGN_CONST, v->name, v->line);
		return false;
	}
	if (v->loops < ps->loops) {
		PARSE_ERROR(ps, at, PARSE_ASSIGN_CARRIED, v->name, v->line,
		            v->name);
		return false;
	}
	if (v->depth != ps->depth) {
		PARSE_ERROR(ps, at, PARSE_ASSIGN_CONDITIONAL, v->name, v->line,
		            v->name);
		return false;
	}
	return true;
}

/* old OP val for 'x OP= val', folded. */
static pat_expr *
compound(parser *ps, const scope_var *old, enum pat_fupd u, pat_expr *val,
         pat_loc at)
{
	static const enum pat_eop eop[] = {
		[F_ADD] = E_ADD, [F_SUB] = E_SUB, [F_MUL] = E_MUL,
		[F_DIV] = E_DIV, [F_SHL] = E_SHL, [F_SHR] = E_SHR,
	};
	pat_expr *e = parse_new_expr(ps, eop[u], at);

	e->oploc = at;
	if (old->constant != NULL) {
		e->a = parse_new_expr(ps, E_NUM, at);
		e->a->num = old->constant->num;
	} else {
		e->a = parse_new_expr(ps, E_VAR, at);
		e->a->slot = old->slot;
		e->a->name = old->name;
	}
	e->b = val;
	return parse_fold(ps, e);
}

/*
 * assign -> NAME assignop expr | NAME ('++' | '--') | ('++' | '--') NAME
 * x += 4 is a new let of x that shadows the old one: later statements
 * see the new value. In a while loop's body, its counter's update.
 */
pat_stmt *
parse_assign_stmt(parser *ps)
{
	pat_loc at = ps->tok.loc;
	const char *from = ps->tok.start;
	const char *name;
	scope_var *v, old;
	enum pat_fupd u = F_SET;
	bool incdec = false, prefix;
	pat_expr *val;
	pat_stmt *s;

	if ((prefix = is_incdec(ps)))
		assign_op(ps, &u, &incdec);
	at = span(at, ps->tok.loc);
	if (!check(ps, T_NAME)) {
		parse_expected(ps, "a variable");
		return NULL;
	}
	name = name_of(ps);
	if ((v = find_var(ps, name)) == NULL && parse_name_failed(ps, name))
		return NULL;
	if (v == NULL) {
		suggestion g = { name, NULL, 0 };
		parse_consider_values(ps, &g);
		PARSE_ERROR(ps, at, PARSE_UNKNOWN_VARIABLE, name,
		            mean(ps->A, &g));
		return NULL;
	}
	if (!prefix && !assign_op(ps, &u, &incdec)) {
		parse_expected(ps, "'=', '+=', '-=', '*=', '/=', '<<=', '>>=', "
		               "'++' or '--' (an assignment)");
		return NULL;
	}
	if (v->data) {               /* data: only its loads count */
		if (incdec)
			return NULL;
		return data_value(ps);
	}
	if (ps->wl != NULL && v->loopvar && strcmp(name, ps->wl->var) == 0) {
		ps->wl->updfrom = from;
		return while_update(ps, v, u, incdec, at);
	}
	if (!can_reassign(ps, v, at))
		return NULL;
	if (u != F_SET && v->slot < 0) {
		parse_opaque_error(ps, at, name, v);
		return NULL;
	}
	old = *v;
	if (!incdec && value_has_load(ps)) {
		if ((s = data_value(ps)) == NULL && ps->failed)
			return NULL;
		parse_opaque_name(ps, name, at, OPAQUE_LOADED);
		ps->scope[ps->nscope - 1].data = true;
		return s;
	}
	if (incdec) {
		val = parse_new_expr(ps, E_NUM, at);
		val->num = 1;
	} else if ((val = parse_expr(ps)) == NULL) {
		return NULL;
	}
	if (u != F_SET && (val = compound(ps, &old, u, val, at)) == NULL)
		return NULL;
	if (!parse_reached(ps, val))
		return NULL;
	s = parse_new_stmt(ps, S_LET, at);
	s->u.let.name = old.name;
	s->u.let.value = val;
	s->u.let.slot = parse_shadow_slot(ps, &old, at,
	                                  val->op == E_NUM ? val : NULL);
	return s->u.let.slot < 0 ? NULL : s;
}

/* for's C form after 'for':
   '(' [ctype] NAME '=' expr ';' expr ';' update ')' */
bool
parse_for_c_head(parser *ps, pat_stmt *s)
{
	pat_loc open = ps->tok.loc, varloc;
	bool isconst, data;
	const char *cfrom;
	int clen;

	s->u.loop.cform = true;
	next(ps);
	if (!c_type(ps, &isconst, &data))
		return false;
	if (data) {
		PARSE_ERROR(ps, ps->prev.loc, PARSE_LOOP_NOT_INTEGER,
		            ps->prev.loc.len, ps->prev.start);
		return false;
	}
	varloc = ps->tok.loc;
	if (!check(ps, T_NAME)) {
		parse_expected(ps, "the loop variable");
		return false;
	}
	s->u.loop.var = name_of(ps);
	if (!expect_tok(ps, T_ASSIGN) ||
	    (s->u.loop.start = parse_expr(ps)) == NULL ||
	    !parse_reached(ps, s->u.loop.start) || !expect_tok(ps, T_SEMI))
		return false;
	ps->depth++;
	s->u.loop.slot = parse_new_slot(ps, s->u.loop.var, varloc, NULL);
	ps->depth--;
	cfrom = ps->tok.start;
	if (s->u.loop.slot < 0 || (s->u.loop.cond = parse_expr(ps)) == NULL ||
	    !parse_reached(ps, s->u.loop.cond))
		return false;
	clen = (int)(ps->prev.start + ps->prev.loc.len - cfrom);
	if (!expect_tok(ps, T_SEMI) || !for_update(ps, s) ||
	    !parse_expect_close(ps, T_RPAREN, T_LPAREN, open))
		return false;
	return !never_ends(ps, s, ps->updloc, ps->updfrom, cfrom, clen);
}

/* update -> NAME assignop expr | NAME ('++' | '--') | ('++' | '--') NAME:
   the C form's update of its variable. */
static bool
for_update(parser *ps, pat_stmt *s)
{
	bool incdec = false, prefix;
	pat_loc at = ps->tok.loc;

	ps->updfrom = ps->tok.start;
	if ((prefix = is_incdec(ps)))
		assign_op(ps, &s->u.loop.upd, &incdec);
	if (!check(ps, T_NAME) || ps->tok.loc.len != (int)strlen(s->u.loop.var) ||
	    memcmp(ps->tok.start, s->u.loop.var, strlen(s->u.loop.var))) {
		parse_expected(ps, "an update of the loop variable");
		return false;
	}
	next(ps);
	if (!prefix && !assign_op(ps, &s->u.loop.upd, &incdec)) {
		parse_expected(ps, "'=', '+=', '-=', '*=', '/=', '<<=', '>>=', "
		               "'++' or '--'");
		return false;
	}
	if (incdec) {
		s->u.loop.step = parse_new_expr(ps, E_NUM,
		                                span(at, ps->prev.loc));
		s->u.loop.step->num = 1;
		ps->updloc = span(at, ps->prev.loc);
		return true;
	}
	if ((s->u.loop.step = parse_expr(ps)) == NULL)
		return false;
	ps->updloc = span(at, ps->prev.loc);
	return true;
}

/* Whether e reads slot. Recursive: e is within PAT_MAX_HEIGHT. */
static bool
reads_slot(const pat_expr *e, int slot)
{
	return e != NULL && ((e->op == E_VAR && e->slot == slot) ||
	                     reads_slot(e->a, slot) || reads_slot(e->b, slot) ||
	                     reads_slot(e->c, slot));
}

/* cond, a comparison of the loop's variable with a bound that does not
   read it, as 'var OP bound': its operator into *op (E_LT, E_LE, E_GT,
   E_GE or E_NE) and the bound into *bound; false for any other form. */
static bool
loop_bound(const pat_expr *cond, int slot, enum pat_eop *op,
           const pat_expr **bound)
{
	static const struct { enum pat_eop op, flip; } cmp[] = {
		{ E_LT, E_GT }, { E_LE, E_GE }, { E_GT, E_LT }, { E_GE, E_LE },
		{ E_NE, E_NE },
	};
	size_t i;

	for (i = 0; cond != NULL && i < sizeof(cmp) / sizeof(cmp[0]); i++) {
		if (cond->op != cmp[i].op)
			continue;
		if (cond->a->op == E_VAR && cond->a->slot == slot &&
		    !reads_slot(cond->b, slot)) {
			*op = cmp[i].op;
			*bound = cond->b;
			return true;
		}
		if (cond->b->op == E_VAR && cond->b->slot == slot &&
		    !reads_slot(cond->a, slot)) {
			*op = cmp[i].flip;
			*bound = cond->a;
			return true;
		}
	}
	return false;
}

/* v OP bound, for numbers. */
static bool
holds(enum pat_eop op, int64_t v, int64_t bound)
{
	int64_t r = 0;

	pat_apply(op, v, bound, &r);
	return r != 0;
}

/*
 * A C-form loop (or a counting while loop) whose update cannot bring its
 * variable to the bound: the update leaves it as it is ('s *= 1',
 * 's += 0'), steps away from the bound ('s -= 1' while 's < n'), or
 * brings it to a value where the condition still holds ('s >>= 1' while
 * 's >= 0'). Said at the update, at once: run, it would cost the whole
 * work limit and then say only that. A loop that its constant start
 * would not enter is left alone. True if it was said.
 */
static bool
never_ends(parser *ps, const pat_stmt *s, pat_loc at, const char *from,
           const char *cfrom, int clen)
{
	const pat_expr *st = s->u.loop.step, *bound = NULL, *x0 = s->u.loop.start;
	const char *var = s->u.loop.var;
	enum { NO, SAME, MAKES_0, BRINGS_0, BRINGS_M1, DOWN, UP } why = NO;
	enum pat_eop op = E_LT;
	int64_t k, fixed = 0;
	bool bounded = loop_bound(s->u.loop.cond, s->u.loop.slot, &op, &bound);
	bool known = bounded && bound->op == E_NUM;
	int dir = 0, ulen = at.len > 60 ? 60 : at.len;
	int c60 = clen > 60 ? 60 : clen;

	if (st == NULL || (st->op != E_NUM && !(s->u.loop.upd == F_SET &&
	                   st->op == E_VAR && st->slot == s->u.loop.slot)))
		return false;
	k = st->op == E_NUM ? st->num : 0;
	switch (s->u.loop.upd) {
	case F_SET:
		why = st->op == E_VAR ? SAME : NO;
		break;
	case F_ADD: case F_SUB:
		if (k == 0)
			why = SAME;
		else
			dir = (k > 0) == (s->u.loop.upd == F_ADD) ? 1 : -1;
		break;
	case F_MUL: case F_DIV:
		if (k == 1)
			why = SAME;
		else if (s->u.loop.upd == F_MUL && k == 0)
			why = MAKES_0;
		else if (s->u.loop.upd == F_DIV && (k > 1 || k < -1))
			why = BRINGS_0;
		break;
	case F_SHL: case F_SHR:
		if (k == 0)
			why = SAME;
		else if (s->u.loop.upd == F_SHR && k > 0 && k < 64) {
			why = BRINGS_0;
			if (x0->op == E_NUM && x0->num < 0) {
				fixed = -1;
				why = BRINGS_M1;
			}
		}
		break;
	}
	if (why == NO && dir != 0 && bounded &&
	    ((dir < 0 && (op == E_LT || op == E_LE)) ||
	     (dir > 0 && (op == E_GT || op == E_GE))))
		why = dir < 0 ? DOWN : UP;
	if (why == NO)
		return false;
	/* a value it comes to and keeps: an end where the condition fails
	   there (or is not one this can read) */
	if ((why == MAKES_0 || why == BRINGS_0 || why == BRINGS_M1) &&
	    (!known || !holds(op, fixed, bound->num)))
		return false;
	/* a constant start the loop is not entered at */
	if (bounded && known && x0->op == E_NUM && !holds(op, x0->num, bound->num))
		return false;
	switch (why) {
	case SAME:
		PARSE_ERROR(ps, at, PARSE_LOOP_LEAVES, ulen, from, var);
		break;
	case MAKES_0:
		PARSE_ERROR(ps, at, PARSE_LOOP_MAKES_ZERO, ulen, from, var, c60,
		            cfrom);
		break;
	case BRINGS_0:
		PARSE_ERROR(ps, at, PARSE_LOOP_BRINGS_ZERO, ulen, from, var, c60,
		            cfrom);
		break;
	case BRINGS_M1:
		PARSE_ERROR(ps, at, PARSE_LOOP_BRINGS_MINUS_ONE, ulen, from, var,
		            c60, cfrom);
		break;
	case DOWN:
		PARSE_ERROR(ps, at, PARSE_LOOP_STEPS_DOWN, ulen, from, var, c60,
		            cfrom);
		break;
	case UP:
		PARSE_ERROR(ps, at, PARSE_LOOP_STEPS_UP, ulen, from, var, c60,
		            cfrom);
		break;
	case NO:
		break;
	}
	return true;
}

/* The update of a while loop's counter, which must end its body. */
static pat_stmt *
while_update(parser *ps, scope_var *v, enum pat_fupd u, bool incdec,
             pat_loc at)
{
	wloop *wl = ps->wl;

	if (ps->depth != wl->depth) {
		PARSE_ERROR(ps, at, PARSE_WHILE_UPDATE_NESTED, v->name);
		return NULL;
	}
	if (incdec) {
		wl->step = parse_new_expr(ps, E_NUM, at);
		wl->step->num = 1;
	} else if ((wl->step = parse_expr(ps)) == NULL) {
		return NULL;
	}
	wl->upd = u;
	wl->seen = true;
	wl->updloc = span(at, ps->prev.loc);
	return NULL;
}

/* The highest slot that e reads, or -1. Recursive: e is within
   PAT_MAX_HEIGHT. */
static int
max_slot(const pat_expr *e)
{
	int m, k;

	if (e == NULL)
		return -1;
	m = e->op == E_VAR ? e->slot : -1;
	if ((k = max_slot(e->a)) > m)
		m = k;
	if ((k = max_slot(e->b)) > m)
		m = k;
	if ((k = max_slot(e->c)) > m)
		m = k;
	return m;
}

/*
 * while -> 'while' '(' NAME cmp expr ')' block
 * A counting loop, 'int i = s; while (i < n) { ...; i += k; }', is the
 * C-form for 'for (i = i; i < n; i += k)': the counter is declared in
 * the loop's block and its update is the last statement of the body.
 * After the loop the counter has no value the model knows.
 */
static pat_stmt *
while_stmt(parser *ps)
{
	pat_stmt *s = parse_new_stmt(ps, S_FOR, ps->tok.loc);
	pat_loc wloc = ps->tok.loc, open, varloc;
	wloop wl, *outer = ps->wl;
	scope_var *v;
	const char *name, *cfrom;
	int nscope = ps->nscope, first, clen = 0;
	bool ok;

	next(ps);
	open = ps->tok.loc;
	if (!expect_tok(ps, T_LPAREN)) {
		parse_failed_head(ps, HEAD_WHILE);
		return NULL;
	}
	varloc = ps->tok.loc;
	v = check(ps, T_NAME) ? find_var(ps, tokstr(ps, &ps->tok)) : NULL;
	if (v == NULL && check(ps, T_NAME) &&
	    parse_name_failed(ps, tokstr(ps, &ps->tok))) {
		/* the counter's declaration erred */
		parse_failed_head(ps, HEAD_WHILE);
		return NULL;
	}
	if (v == NULL || v->slot < 0 || v->loopvar || v->depth != ps->depth ||
	    v->loops != ps->loops) {
		PARSE_ERROR(ps, varloc, PARSE_WHILE_FORM);
		parse_failed_head(ps, HEAD_WHILE);
		return NULL;
	}
	name = v->name;
	s->text = "while";
	s->u.loop.cform = true;
	s->u.loop.var = name;
	if (v->constant != NULL) {
		s->u.loop.start = parse_new_expr(ps, E_NUM, varloc);
		s->u.loop.start->num = v->constant->num;
	} else {
		s->u.loop.start = parse_new_expr(ps, E_VAR, varloc);
		s->u.loop.start->slot = v->slot;
		s->u.loop.start->name = name;
	}
	ps->depth++;
	s->u.loop.slot = parse_new_slot(ps, name, varloc, NULL);
	ps->depth--;
	cfrom = ps->tok.start;
	if (s->u.loop.slot < 0 || (s->u.loop.cond = parse_expr(ps)) == NULL ||
	    !parse_reached(ps, s->u.loop.cond) ||
	    (clen = (int)(ps->prev.start + ps->prev.loc.len - cfrom)) < 0 ||
	    !parse_expect_close(ps, T_RPAREN, T_LPAREN, open)) {
		ps->nscope = nscope;
		parse_failed_head(ps, HEAD_WHILE);
		return NULL;
	}
	ps->scope[ps->nscope - 1].loopvar = true;
	ps->scope[ps->nscope - 1].loops = ps->loops + 1;
	memset(&wl, 0, sizeof(wl));
	wl.var = name;
	wl.depth = ps->depth + 1;
	first = ps->P->nslots;
	ps->wl = &wl;
	ps->loops++;
	s->u.loop.body = parse_block(ps, &ok);
	ps->loops--;
	ps->wl = outer;
	ps->nscope = nscope;
	if (!ok)
		return NULL;
	if (!wl.seen) {
		PARSE_ERROR(ps, wloc, PARSE_WHILE_NO_UPDATE, name, name, name);
		return NULL;
	}
	if (max_slot(wl.step) >= first) {
		PARSE_ERROR(ps, wl.step->loc, PARSE_WHILE_STEP_INSIDE, name);
		return NULL;
	}
	s->u.loop.upd = wl.upd;
	s->u.loop.step = wl.step;
	if (never_ends(ps, s, wl.updloc, wl.updfrom, cfrom, clen))
		return NULL;
	parse_opaque_name(ps, name, wloc, OPAQUE_COUNTER);
	return s;
}

/* syncwarp -> '__syncwarp' ['(' [expr] ')']: a barrier of the warp's
   lanes. No figure depends on it; the race check does (it orders the
   accesses of one warp's lanes). The mask is not modelled: the lanes
   that reach it are those synchronized. */
static pat_stmt *
syncwarp_stmt(parser *ps)
{
	pat_stmt *s = parse_new_stmt(ps, S_SYNC, ps->tok.loc);

	s->u.sync.warp = true;
	s->text = "__syncwarp()";
	next(ps);
	if (check(ps, T_LPAREN)) {
		pat_loc open = ps->tok.loc;
		next(ps);
		if (!check(ps, T_RPAREN) && parse_expr(ps) == NULL)
			return NULL;
		if (!parse_expect_close(ps, T_RPAREN, T_LPAREN, open))
			return NULL;
	}
	return s;
}

/* The words that start a statement, for "did you mean". */
static const char *const statement_words[] = {
	"param", "grid", "block", "struct", "global", "shared", "constant",
	"arch", "bankmode", "registers", "let", "read", "write", "for", "if", "expect",
	"sync", "__syncthreads", "__syncwarp", "while", "include", "view",
	"atomic", "atomicAdd", "ldg",
	"__shared__", "__global__", "__device__", "__constant__",
};

/* A statement that starts with a name: a C form, or an error. */
pat_stmt *
parse_name_statement(parser *ps)
{
	const char *name = tokstr(ps, &ps->tok);
	suggestion g = { name, NULL, 0 };
	bool data;
	size_t i;

	if (is_word(ps, "while"))
		return while_stmt(ps);
	if (is_word(ps, "__syncwarp"))
		return syncwarp_stmt(ps);
	if (is_word(ps, "atomic") && find_var(ps, "atomic") == NULL)
		return parse_access_stmt(ps, ACCESS_ATOMIC);
	if (is_word(ps, "ldg") && find_var(ps, "ldg") == NULL)
		return parse_access_stmt(ps, ACCESS_LDG);
	if (atomic_word(name) != A_NONE)
		return data_value(ps);
	if (is_type_word(ps, &data))
		return decl_stmt(ps);
	if (find_array(ps, name) != NULL)
		return store_stmt(ps);
	if (find_var(ps, name) != NULL)
		return parse_assign_stmt(ps);
	if (parse_name_failed(ps, name))
		return NULL;
	for (i = 0; i < sizeof(statement_words) / sizeof(statement_words[0]);
	     i++)
		consider(&g, statement_words[i]);
	consider_syms(&g, &ps->array_syms);
	parse_consider_values(ps, &g);
	PARSE_ERROR(ps, ps->tok.loc, PARSE_NOT_STATEMENT, name, mean(ps->A, &g));
	return NULL;
}