/*
 * pat.c - the pattern tree's own functions, apart from building it: C's
 * integer operations as the parser folds and the evaluator computes them,
 * the architecture a program runs on, names for messages and reports,
 * and freeing.
 */
#include <stdint.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "pat.h"

/* C's operations on int64_t with every undefined case caught. Returns
   NULL, or what is wrong. Shared with the evaluator through pat_apply. */
const char *
pat_apply(enum pat_eop op, int64_t a, int64_t b, int64_t *r)
{
	switch (op) {
	case E_NEG:
		if (a == INT64_MIN)
			return "integer overflow";
		*r = -a;
		return NULL;
	case E_NOT: *r = ~a; return NULL;
	case E_LNOT: *r = !a; return NULL;
	case E_ABS:
		if (a == INT64_MIN)
			return "integer overflow";
		*r = a < 0 ? -a : a;
		return NULL;
	case E_ADD:
		return __builtin_add_overflow(a, b, r) ? "integer overflow" : NULL;
	case E_SUB:
		return __builtin_sub_overflow(a, b, r) ? "integer overflow" : NULL;
	case E_MUL:
		return __builtin_mul_overflow(a, b, r) ? "integer overflow" : NULL;
	case E_DIV:
	case E_MOD:
		if (b == 0)
			return op == E_DIV ? "division by zero" : "modulo by zero";
		if (a == INT64_MIN && b == -1)
			return "integer overflow";
		*r = op == E_DIV ? a / b : a % b;
		return NULL;
	case E_SHL:
		if (b < 0 || b > 63)
			return "shift count out of range";
		if (a < 0 || (b > 0 && (a >> (63 - b)) != 0))
			return a < 0 ? "left shift of a negative value"
			             : "integer overflow";
		*r = a << b;
		return NULL;
	case E_SHR:
		if (b < 0 || b > 63)
			return "shift count out of range";
		*r = a >> b;
		return NULL;
	case E_AND: *r = a & b; return NULL;
	case E_OR: *r = a | b; return NULL;
	case E_XOR: *r = a ^ b; return NULL;
	case E_LT: *r = a < b; return NULL;
	case E_LE: *r = a <= b; return NULL;
	case E_GT: *r = a > b; return NULL;
	case E_GE: *r = a >= b; return NULL;
	case E_EQ: *r = a == b; return NULL;
	case E_NE: *r = a != b; return NULL;
	case E_LAND: *r = a && b; return NULL;
	case E_LOR: *r = a || b; return NULL;
	case E_MIN: *r = a < b ? a : b; return NULL;
	case E_MAX: *r = a > b ? a : b; return NULL;
	default:
		return "bad operator";
	}
}

static const char *const metric_names[M_COUNT] = {
	[M_REQUESTS] = "requests", [M_SECTORS] = "sectors",
	[M_SECTORS_PER_REQUEST] = "sectors_per_request",
	[M_MAX_SECTORS_PER_REQUEST] = "max_sectors_per_request",
	[M_IDEAL_SECTORS_PER_REQUEST] = "ideal_sectors_per_request",
	[M_EFFICIENCY] = "efficiency", [M_WAVEFRONTS] = "wavefronts",
	[M_WAVEFRONTS_PER_REQUEST] = "wavefronts_per_request",
	[M_MAX_WAVEFRONTS_PER_REQUEST] = "max_wavefronts_per_request",
	[M_IDEAL_WAVEFRONTS_PER_REQUEST] = "ideal_wavefronts_per_request",
	[M_BANK_CONFLICTS] = "bank_conflicts",
	[M_BANK_CONFLICTS_PER_REQUEST] = "bank_conflicts_per_request",
	[M_DISTINCT_PER_REQUEST] = "distinct_per_request",
	[M_MAX_DISTINCT_PER_REQUEST] = "max_distinct_per_request",
	[M_RACES] = "races",
};

static const char *const atomic_names[] = {
	[A_NONE] = "", [A_ADD] = "atomicAdd", [A_SUB] = "atomicSub",
	[A_EXCH] = "atomicExch", [A_MIN] = "atomicMin", [A_MAX] = "atomicMax",
	[A_INC] = "atomicInc", [A_DEC] = "atomicDec", [A_CAS] = "atomicCAS",
	[A_AND] = "atomicAnd", [A_OR] = "atomicOr", [A_XOR] = "atomicXor",
};

const char *
pat_atomic_name(enum pat_atomic a)
{
	return (unsigned)a <= A_XOR ? atomic_names[a] : "?";
}

const char *
pat_access_kind(const pat_stmt *s)
{
	return s->u.access.atomic != A_NONE ? "atomic"
	       : s->u.access.store ? "store" : "load";
}

const char *
pat_access_place(const pat_program *p, const pat_stmt *s, const char **src,
                 pat_loc *loc)
{
	if (s->u.access.cu_file != NULL) {
		*src = s->u.access.cu_src;
		*loc = s->u.access.cu_loc;
		return s->u.access.cu_file;
	}
	*src = s->file != NULL ? s->src : p->src;
	*loc = s->loc;
	return s->file != NULL ? s->file : p->file;
}

const char *
pat_metric_name(enum pat_metric m)
{
	return m < M_COUNT ? metric_names[m] : "?";
}

int
pat_arch(const pat_program *p, const sim_arch *arch, int bank_bytes,
         sim_arch *out, struct diag *d)
{
	const sim_arch *a = pat_profile(p, arch);
	int bank = bank_bytes ? bank_bytes : p->bank_bytes;

	if (sim_arch_bank_mode(a, bank ? bank : 4, out) != 0) {
		DIAG_PLAIN(d, PAT_BANK_MODE, p->file, a->name, bank);
		return -1;
	}
	return 0;
}

const sim_arch *
pat_profile(const pat_program *p, const sim_arch *arch)
{
	const sim_arch *a = arch;

	if (a == NULL && p->arch != NULL)
		a = sim_arch_find(p->arch);
	return a != NULL ? a : sim_arch_default();
}

void
pat_free(pat_program *p)
{
	if (p != NULL)
		arena_free(p->arena);
}

const char *
pat_builtin_name(enum pat_builtin b)
{
	static const char *const n[B_COUNT] = {
		"threadIdx.x", "threadIdx.y", "threadIdx.z",
		"blockIdx.x", "blockIdx.y", "blockIdx.z",
		"blockDim.x", "blockDim.y", "blockDim.z",
		"gridDim.x", "gridDim.y", "gridDim.z", "warpSize",
	};
	return b < B_COUNT ? n[b] : "?";
}

const char *
pat_space_name(enum pat_space s)
{
	return s == SPACE_GLOBAL ? "global" : s == SPACE_SHARED ? "shared"
	                                                        : "constant";
}

const char *
pat_array_space(const pat_array *a)
{
	return a->local ? "local" : a->texture ? "texture"
	                                       : pat_space_name(a->space);
}

const char *
pat_cmp_name(enum pat_cmp c)
{
	static const char *const n[] = { "==", "!=", "<", "<=", ">", ">=" };
	return c <= C_GE ? n[c] : "?";
}

const char *
pat_eop_name(enum pat_eop op)
{
	switch (op) {
	case E_NEG: case E_SUB: return "-";
	case E_NOT: return "~";
	case E_LNOT: return "!";
	case E_ADD: return "+";
	case E_MUL: return "*";
	case E_DIV: return "/";
	case E_MOD: return "%";
	case E_SHL: return "<<";
	case E_SHR: return ">>";
	case E_AND: return "&";
	case E_OR: return "|";
	case E_XOR: return "^";
	case E_LT: return "<";
	case E_LE: return "<=";
	case E_GT: return ">";
	case E_GE: return ">=";
	case E_EQ: return "==";
	case E_NE: return "!=";
	case E_LAND: return "&&";
	case E_LOR: return "||";
	case E_COND: return "?:";
	case E_MIN: return "min";
	case E_MAX: return "max";
	case E_ABS: return "abs";
	default: return "?";
	}
}

void
pat_param_guess(const pat_program *p, const char *name, char *buf,
                size_t size)
{
	diag_guess g = { name, NULL, 0 };
	int i;

	for (i = 0; p != NULL && i < p->nparams; i++)
		diag_guess_consider(&g, p->params[i].name);
	diag_guess_text(&g, buf, size);
}

/* Which spaces a figure applies to: 1 global, 2 shared, 4 constant. */
int
pat_metric_spaces(enum pat_metric m)
{
	switch (m) {
	case M_REQUESTS: case M_RACES: return 7;
	case M_SECTORS: case M_SECTORS_PER_REQUEST:
	case M_MAX_SECTORS_PER_REQUEST: case M_IDEAL_SECTORS_PER_REQUEST:
	case M_EFFICIENCY:
		return 1;
	case M_DISTINCT_PER_REQUEST: case M_MAX_DISTINCT_PER_REQUEST:
		return 4;
	default:
		return 2;
	}
}

/* e with the variable of slot at x (a contents expression: numbers, that
   variable and operators alone, as the parser holds it). */
static bool
eval_index(const pat_expr *e, int slot, int64_t x, int64_t *v)
{
	int64_t a, b = 0, c;

	switch (e->op) {
	case E_NUM:
		*v = e->num;
		return true;
	case E_VAR:
		*v = x;
		return e->slot == slot;
	case E_COND:
		if (!eval_index(e->a, slot, x, &a))
			return false;
		return eval_index(a != 0 ? e->b : e->c, slot, x, v);
	case E_LAND: case E_LOR:
		if (!eval_index(e->a, slot, x, &a))
			return false;
		if ((e->op == E_LAND) == (a == 0)) {
			*v = e->op == E_LOR;
			return true;
		}
		if (!eval_index(e->b, slot, x, &c))
			return false;
		*v = c != 0;
		return true;
	default:
		break;
	}
	if (e->a == NULL || !eval_index(e->a, slot, x, &a) ||
	    (e->b != NULL && !eval_index(e->b, slot, x, &b)))
		return false;
	return pat_apply(e->op, a, b, v) == NULL;
}

bool
pat_contents_at(const pat_contents *f, int64_t index, int64_t *v)
{
	switch (f->fill) {
	case FILL_IOTA:
		*v = index;
		return true;
	case FILL_EXPR: {
		int64_t m;
		if (!f->linear)
			return eval_index(f->expr, f->slot, index, v);
		return pat_apply(E_MUL, f->scale, index, &m) == NULL &&
		       pat_apply(E_ADD, m, f->offset, v) == NULL;
	}
	default:
		*v = f->value;
		return true;
	}
}

bool
pat_expr_linear(const pat_expr *e, int slot, int64_t *a, int64_t *b)
{
	int64_t a1, b1, a2, b2;

	switch (e->op) {
	case E_NUM:
		*a = 0;
		*b = e->num;
		return true;
	case E_VAR:
		*a = 1;
		*b = 0;
		return e->slot == slot;
	case E_NEG:
		return pat_expr_linear(e->a, slot, &a1, &b1) &&
		       pat_apply(E_NEG, a1, 0, a) == NULL &&
		       pat_apply(E_NEG, b1, 0, b) == NULL;
	case E_ADD: case E_SUB:
		return pat_expr_linear(e->a, slot, &a1, &b1) &&
		       pat_expr_linear(e->b, slot, &a2, &b2) &&
		       pat_apply(e->op, a1, a2, a) == NULL &&
		       pat_apply(e->op, b1, b2, b) == NULL;
	case E_MUL:
		if (!pat_expr_linear(e->a, slot, &a1, &b1) ||
		    !pat_expr_linear(e->b, slot, &a2, &b2) || (a1 != 0 && a2 != 0))
			return false;
		if (a1 == 0) {       /* b1 * (a2 x + b2) */
			return pat_apply(E_MUL, b1, a2, a) == NULL &&
			       pat_apply(E_MUL, b1, b2, b) == NULL;
		}
		return pat_apply(E_MUL, a1, b2, a) == NULL &&
		       pat_apply(E_MUL, b1, b2, b) == NULL;
	default:
		return false;
	}
}

bool
pat_contents_linear(const pat_contents *f, int64_t *scale)
{
	switch (f->fill) {
	case FILL_IOTA:
		*scale = 1;
		return true;
	case FILL_VALUE:
		*scale = 0;
		return true;
	case FILL_EXPR:
		*scale = f->scale;
		return f->linear;
	default:
		return false;
	}
}
