/*
 * ptx.c - the PTX reader: one .entry of NVRTC's output decoded into
 * ptx.h's instruction array, its registers numbered, its labels resolved
 * to instruction indices, each instruction tagged with the CUDA line of
 * its .loc. What the interpreter cannot run is kept as P_UNSUPPORTED, so
 * that only code that executes is refused.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "ptx.h"

typedef struct regdecl {
	const char *prefix;
	size_t plen;
	int first, count;            /* count -1: a single named register */
	unsigned bits;
} regdecl;

typedef struct label {
	const char *name;
	size_t len;
	int insn;
	int scope;                   /* the block it is declared in */
} label;

/* A call instruction: the callee, and the caller's registers that its
   call sequence's .param declarations became (retval0, param0 ...). */
typedef struct callsite {
	const char *fn;
	int ret;                     /* -1: none; -2: not a register (a
	                                struct returned by value) */
	int nargs;
	int *args;                   /* -1: not a register (a struct) */
	bool indirect;               /* through a register (a pointer) */
} callsite;

typedef struct reader {
	struct arena *A;
	ptx_kernel *k;
	regdecl *regs;
	int nregdecl, cregdecl;
	label *labels;
	int nlabels, clabels;
	/* the blocks ('{' ... '}', an inline asm's or a call sequence's):
	   each one's parent (block 0: the body), the one being read, and
	   the block of each instruction, for its labels; a register or a
	   label declared in a block is seen there and in the blocks inside
	   it only, and hides one of the same name outside */
	int *scope_parent, nscopes, cscopes, scope;
	int *insn_scope, cinsn_scope;
	int cinsns, cvars;
	int line, col, file;         /* the current .loc */
	struct place {               /* an inlined .loc and its outermost */
		int f, l, c, of, ol, oc;
	} *places;
	int nplaces, cplaces;
	callsite *calls;             /* the body's call instructions */
	int ncalls, ccalls;
	const char *depot;           /* the body's stack (__local_depotN) */
	size_t depotlen;
	uint64_t depot_bytes;
	unsigned depot_align;
	bool in_func;                /* a .func's body: no variables */
	const char **gvars;          /* the module's .global variables */
	int ngvars;
	bool gvar;                   /* the last operand read named one */
	bool timer;                  /* an operand read was a special
	                                register of no value the model
	                                knows (%clock, %smid...) */
	int main_file;               /* the kernel's own file (0: not yet) */
	bool nounroll;               /* the next instruction heads a loop of
	                                .pragma "nounroll" */
	const char *start;           /* the PTX text */
	const char *seen;            /* read up to here, at line pline */
	int pline;
	const char **err;            /* why it cannot be read, in A */
} reader;

/* Why the PTX cannot be read, into *r->err (the last said, in the
   arena): a row of msg.h by its id (cudasrc.c reports it as
   CUDA_PTX_DECODE). */
#define FAIL(r, id, ...) fail((r), MSG_FMT(id), ##__VA_ARGS__)

static void fail(reader *r, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void
fail(reader *r, const char *fmt, ...)
{
	va_list ap;
	char *t;

	va_start(ap, fmt);
	t = xvasprintf(fmt, ap);
	va_end(ap);
	*r->err = arena_strndup(r->A, t, strlen(t));
	free(t);
}

static const char *
skip_space(const char *p, const char *end)
{
	for (;;) {
		while (p < end && isspace((unsigned char)*p))
			p++;
		if (p + 1 < end && p[0] == '/' && p[1] == '/') {
			while (p < end && *p != '\n')
				p++;
		} else if (p + 1 < end && p[0] == '/' && p[1] == '*') {
			const char *q = strstr(p + 2, "*/");
			p = q && q < end ? q + 2 : end;
		} else {
			return p;
		}
	}
}

static bool
is_ident(int c)
{
	return isalnum(c) || c == '_' || c == '$' || c == '%' || c == '.';
}

/* ---------------------------------------------------------- registers */

static void
add_regs(reader *r, const char *name, size_t len, int count, unsigned bits)
{
	ptx_kernel *k = r->k;
	regdecl *d;
	int i;

	if (r->nregdecl == r->cregdecl) {
		r->cregdecl = r->cregdecl ? 2 * r->cregdecl : 16;
		r->regs = xrealloc(r->regs, sizeof(*r->regs) *
		                            (size_t)r->cregdecl);
	}
	d = &r->regs[r->nregdecl++];
	d->prefix = arena_strndup(r->A, name, len);
	d->plen = len;
	d->first = k->nregs;
	d->count = count;
	d->bits = bits;
	k->nregs += count < 0 ? 1 : count;
	k->regbits = xrealloc(k->regbits, (size_t)k->nregs);
	k->regname = xrealloc(k->regname, sizeof(char *) * (size_t)k->nregs);
	for (i = d->first; i < k->nregs; i++) {
		k->regbits[i] = (uint8_t)bits;
		k->regname[i] = d->prefix;
	}
}

/* The register named s (len bytes), or -1. */
static int
find_reg(reader *r, const char *s, size_t len)
{
	size_t p = len;
	int i;

	for (i = r->nregdecl - 1; i >= 0; i--)
		if (r->regs[i].count < 0 && r->regs[i].plen == len &&
		    memcmp(r->regs[i].prefix, s, len) == 0)
			return r->regs[i].first;
	while (p > 0 && isdigit((unsigned char)s[p - 1]))
		p--;
	if (p == len)
		return -1;
	for (i = r->nregdecl - 1; i >= 0; i--) {
		const regdecl *d = &r->regs[i];
		long n;
		if (d->count < 0 || d->plen != p || memcmp(d->prefix, s, p) != 0)
			continue;
		n = strtol(s + p, NULL, 10);
		if (n >= 0 && n < d->count)
			return d->first + (int)n;
	}
	return -1;
}

static unsigned
type_bits(const char *t, size_t n, int *sign, int *flt)
{
	*sign = *flt = 0;
	if (n == 4 && memcmp(t, "pred", 4) == 0)
		return 1;
	if (n < 2)
		return 0;
	if (t[0] == 's')
		*sign = 1;
	else if (t[0] == 'f')
		*flt = 1;
	else if (t[0] != 'u' && t[0] != 'b')
		return 0;
	if ((n == 2 && t[1] == '8') || (n == 3 && memcmp(t + 1, "16", 2) == 0) ||
	    (n == 3 && memcmp(t + 1, "32", 2) == 0) ||
	    (n == 3 && memcmp(t + 1, "64", 2) == 0))
		return (unsigned)atoi(t + 1);
	return 0;
}

/* '.reg .TYPE %name<N>' (or names separated by commas) */
static void
reg_decl(reader *r, const char *p, const char *end)
{
	const char *t;
	int sign, flt;
	unsigned bits;

	p = skip_space(p + 4, end);
	if (*p != '.')
		return;
	t = ++p;
	while (p < end && isalnum((unsigned char)*p))
		p++;
	bits = type_bits(t, (size_t)(p - t), &sign, &flt);
	if (bits == 0)
		bits = 64;
	for (;;) {
		const char *n;
		p = skip_space(p, end);
		if (p >= end)
			return;
		n = p;
		while (p < end && is_ident((unsigned char)*p) && *p != '<')
			p++;
		if (p == n)
			return;
		if (p < end && *p == '<') {
			int c = atoi(p + 1);
			add_regs(r, n, (size_t)(p - n), c, bits);
			while (p < end && *p != '>')
				p++;
			p++;
		} else {
			add_regs(r, n, (size_t)(p - n), -1, bits);
		}
		p = skip_space(p, end);
		if (p < end && *p == ',')
			p++;
		else
			return;
	}
}

/* '.shared .align 4 .b8 name[N]' and the like: its alignment, bytes
   and name (NULL: none) */
static const char *
decl_parts(const char *p, const char *end, unsigned *align, uint64_t *bytes,
           size_t *len)
{
	unsigned elem = 1;
	uint64_t n = 1;
	const char *name = NULL;
	size_t nlen = 0;

	*align = 1;
	while (p < end && *p != ';' && *p != '=') {
		p = skip_space(p, end);
		if (strncmp(p, ".align", 6) == 0) {
			*align = (unsigned)strtoul(p + 6, (char **)&p, 10);
			continue;
		}
		if (*p == '.') {
			const char *t = ++p;
			int s, f;
			unsigned b;
			while (p < end && isalnum((unsigned char)*p))
				p++;
			b = type_bits(t, (size_t)(p - t), &s, &f);
			if (b >= 8)
				elem = b / 8;
			continue;
		}
		if (*p == '[') {
			n = strtoull(p + 1, (char **)&p, 10);
			while (p < end && *p != ']')
				p++;
			p++;
			continue;
		}
		if (is_ident((unsigned char)*p)) {
			name = p;
			while (p < end && is_ident((unsigned char)*p))
				p++;
			nlen = (size_t)(p - name);
			continue;
		}
		p++;
	}
	if (*align == 0)
		*align = 1;
	*bytes = n * elem;
	*len = nlen;
	return name;
}

/* '.shared .align 4 .b8 name[N]' and the like: a variable of its space */
static void
var_decl(reader *r, enum ptx_space sp, const char *p, const char *end)
{
	ptx_kernel *k = r->k;
	ptx_var v;
	uint64_t *endp;
	const char *name;
	size_t nlen;

	memset(&v, 0, sizeof(v));
	v.space = sp;
	if ((name = decl_parts(p, end, &v.align, &v.bytes, &nlen)) == NULL)
		return;
	v.name = arena_strndup(r->A, name, nlen);
	endp = sp == PS_SHARED ? &k->shared_bytes : sp == PS_LOCAL
	       ? &k->local_bytes : &k->const_bytes;
	v.addr = (*endp + v.align - 1) / v.align * v.align;
	*endp = v.addr + v.bytes;
	/* _ZZ6acc_s1E8acc_smem: a C++ local's own name is its last part */
	v.pretty = sp == PS_LOCAL ? "local" : v.name;
	if (strncmp(v.name, "_ZZ", 3) == 0 && strchr(v.name, 'E') != NULL) {
		const char *q = strrchr(v.name, 'E') + 1;
		char *e;
		long len = strtol(q, &e, 10);
		if (len > 0 && (size_t)len == strlen(e))
			v.pretty = e;
	}
	if (k->nvars == r->cvars) {
		r->cvars = r->cvars ? 2 * r->cvars : 8;
		k->vars = xrealloc(k->vars, sizeof(*k->vars) * (size_t)r->cvars);
	}
	k->vars[k->nvars++] = v;
}

/* '.local .align 16 .b8 __local_depot0[64]': the body's stack, its
   operands PTX_DEPOT until ptx_decode places the frame */
static void
depot_decl(reader *r, const char *p, const char *end)
{
	const char *name = decl_parts(p, end, &r->depot_align, &r->depot_bytes,
	                              &r->depotlen);

	if (name != NULL)
		r->depot = name;
}

/* '.param .b32 name' (a call sequence's, or a .func's parameter or
   return value): a register of its own, so that passing it is a mov;
   -1 for an array of bytes (a struct by value), left undeclared. */
static int
param_decl(reader *r, const char *p, const char *end)
{
	unsigned bits = 0, b;
	const char *n;
	int s, f;

	for (;;) {
		p = skip_space(p, end);
		if (p >= end || *p != '.')
			break;
		n = ++p;
		while (p < end && isalnum((unsigned char)*p))
			p++;
		if ((b = type_bits(n, (size_t)(p - n), &s, &f)) != 0)
			bits = b;
		else if ((size_t)(p - n) == 5 && memcmp(n, "align", 5) == 0)
			strtoul(p, (char **)&p, 10);
	}
	n = p;
	while (p < end && is_ident((unsigned char)*p))
		p++;
	if (p == n || bits == 0 || (skip_space(p, end) < end &&
	                            *skip_space(p, end) == '['))
		return -1;
	add_regs(r, n, (size_t)(p - n), -1, bits);
	return r->k->nregs - 1;
}

static int
find_var(const ptx_kernel *k, const char *s, size_t len)
{
	int i;

	for (i = 0; i < k->nvars; i++)
		if (strlen(k->vars[i].name) == len &&
		    memcmp(k->vars[i].name, s, len) == 0)
			return i;
	return -1;
}

static int
find_param(const ptx_kernel *k, const char *s, size_t len)
{
	int i;

	for (i = 0; i < k->nparams; i++)
		if (strlen(k->params[i].name) == len &&
		    memcmp(k->params[i].name, s, len) == 0)
			return i;
	return -1;
}

/* ------------------------------------------------------- instructions */

static const struct special {
	const char *name;
	int sp;
} specials[] = {
	{ "%tid.x", SP_TID }, { "%tid.y", SP_TID + 1 }, { "%tid.z", SP_TID + 2 },
	{ "%ntid.x", SP_NTID }, { "%ntid.y", SP_NTID + 1 },
	{ "%ntid.z", SP_NTID + 2 }, { "%ctaid.x", SP_CTAID },
	{ "%ctaid.y", SP_CTAID + 1 }, { "%ctaid.z", SP_CTAID + 2 },
	{ "%nctaid.x", SP_NCTAID }, { "%nctaid.y", SP_NCTAID + 1 },
	{ "%nctaid.z", SP_NCTAID + 2 }, { "%laneid", SP_LANEID },
	{ "%lanemask_lt", SP_LANEMASK_LT }, { "%lanemask_le", SP_LANEMASK_LE },
	{ "%lanemask_eq", SP_LANEMASK_EQ }, { "%lanemask_gt", SP_LANEMASK_GT },
	{ "%lanemask_ge", SP_LANEMASK_GE },
};

/* Special registers whose values the model does not know: the clocks,
   the SM and warp slot a warp runs on (a mov of one: its value unknown) */
static const char *const timers[] = {
	"%clock", "%clock64", "%clock_hi", "%globaltimer", "%globaltimer_lo",
	"%globaltimer_hi", "%smid", "%nsmid", "%warpid", "%nwarpid", "%gridid",
};

/* A number: decimal, 0x hex, or PTX's 0fXXXXXXXX / 0dXXXXXXXXXXXXXXXX
   floats (their bits). */
static bool
number(const char *s, size_t n, int64_t *v)
{
	char buf[64];
	char *e;
	bool neg = false;

	if (n == 0 || n >= sizeof(buf))
		return false;
	memcpy(buf, s, n);
	buf[n] = '\0';
	s = buf;
	if (*s == '-') {
		neg = true;
		s++;
	}
	if (s[0] == '0' && (s[1] == 'f' || s[1] == 'F' || s[1] == 'd' ||
	                    s[1] == 'D')) {
		*v = (int64_t)strtoull(s + 2, &e, 16);
	} else {
		*v = (int64_t)strtoull(s, &e, 0);
		if (*e == 'U' || *e == 'u')
			e++;
	}
	if (*e != '\0' || e == s)
		return false;
	if (neg)
		*v = (int64_t)(0 - (uint64_t)*v);
	return true;
}

/* A variable named s, the body's stack (PTX_DEPOT), or -1. */
static int
find_sym(const reader *r, const char *s, size_t len)
{
	if (r->depot != NULL && r->depotlen == len &&
	    memcmp(r->depot, s, len) == 0)
		return PTX_DEPOT;
	return find_var(r->k, s, len);
}

/* One operand (text s..e, trimmed) into *o. */
/* The module's variables in global memory ('.global .align 4 .b8
   lut[1024];', __device__ variables; printf's $str strings aside) into
   r->gvars: their names, as a reader refuses them (operand()). */
static void
collect_globals(reader *r, const char *ptx)
{
	const char *p = ptx;
	int cap = 0;

	while ((p = strstr(p, ".global")) != NULL) {
		const char *line = p, *e = strchr(p, ';'), *q, *n;
		size_t nlen;
		p += 7;
		while (line > ptx && line[-1] != '\n')
			line--;
		/* a declaration: at the start of a line, after .visible,
		   .extern or .weak alone */
		for (q = line; q < p - 7 && (*q == ' ' || *q == '\t' ||
		                             *q == '.' || isalpha((unsigned char)*q));
		     q++)
			;
		if (q != p - 7 || e == NULL ||
		    (n = decl_parts(p, e, &(unsigned){ 0 }, &(uint64_t){ 0 },
		                    &nlen)) == NULL ||
		    (nlen >= 4 && memcmp(n, "$str", 4) == 0))
			continue;
		if (r->ngvars == cap) {
			cap = cap ? 2 * cap : 8;
			r->gvars = xrealloc(r->gvars, sizeof(*r->gvars) * (size_t)cap);
		}
		r->gvars[r->ngvars++] = arena_strndup(r->A, n, nlen);
	}
}

/* Whether name (len bytes) is one of r's module variables in global
   memory. */
static bool
module_global(const reader *r, const char *name, size_t len)
{
	for (int i = 0; i < r->ngvars; i++)
		if (strlen(r->gvars[i]) == len && memcmp(r->gvars[i], name, len) == 0)
			return true;
	return false;
}

/* An address operand, s..e holding "[base+offset]" (a register, a
   symbol, a parameter or a number, and an optional number), into o. */
static bool
address(reader *r, const char *s, const char *e, ptx_opnd *o)
{
	const char *q = s + 1, *plus;
	int reg;

	o->kind = O_ADDR;
	if (e[-1] != ']')
		return false;
	e--;
	while (q < e && isspace((unsigned char)*q))
		q++;
	plus = q;
	while (plus < e && *plus != '+' && !isspace((unsigned char)*plus))
		plus++;
	if ((reg = find_reg(r, q, (size_t)(plus - q))) >= 0) {
		o->reg = reg;
	} else if ((o->sym = find_sym(r, q, (size_t)(plus - q))) == -1) {
		int pi = find_param(r->k, q, (size_t)(plus - q));
		if (pi >= 0) {
			o->kind = O_PARAM;
			o->sym = pi;
		} else if (!number(q, (size_t)(plus - q), &o->imm)) {
			return false;
		}
	}
	while (plus < e && (isspace((unsigned char)*plus) || *plus == '+'))
		plus++;
	if (plus < e) {
		int64_t off;
		if (!number(plus, (size_t)(e - plus), &off))
			return false;
		o->imm += off;
	}
	return true;
}

/* One operand, s..e, into o: false where it is none this reader holds. */
static bool
operand(reader *r, const char *s, const char *e, ptx_opnd *o)
{
	size_t i;
	int reg;

	while (s < e && isspace((unsigned char)*s))
		s++;
	while (e > s && isspace((unsigned char)e[-1]))
		e--;
	memset(o, 0, sizeof(*o));
	o->reg = o->sym = -1;
	if (s == e)
		return false;
	if (*s == '[')
		return address(r, s, e, o);
	if ((reg = find_reg(r, s, (size_t)(e - s))) >= 0) {
		o->kind = O_REG;
		o->reg = reg;
		return true;
	}
	if (*s == '!' && (reg = find_reg(r, s + 1, (size_t)(e - s - 1))) >= 0) {
		/* a negated predicate: vote's alone (shape_ok()) */
		o->kind = O_REG;
		o->reg = reg;
		o->imm = 1;
		return true;
	}
	{
		/* d|p: a result and a predicate (shfl's lane in range) */
		const char *bar = memchr(s, '|', (size_t)(e - s));
		int pr;
		if (bar != NULL &&
		    (reg = find_reg(r, s, (size_t)(bar - s))) >= 0 &&
		    (pr = find_reg(r, bar + 1, (size_t)(e - bar - 1))) >= 0) {
			o->kind = O_REG;
			o->reg = reg;
			o->sym = pr;
			return true;
		}
	}
	for (i = 0; i < sizeof(specials) / sizeof(specials[0]); i++)
		if (strlen(specials[i].name) == (size_t)(e - s) &&
		    memcmp(specials[i].name, s, (size_t)(e - s)) == 0) {
			o->kind = O_SPECIAL;
			o->sym = specials[i].sp;
			return true;
		}
	for (i = 0; i < sizeof(timers) / sizeof(timers[0]); i++)
		if (strlen(timers[i]) == (size_t)(e - s) &&
		    memcmp(timers[i], s, (size_t)(e - s)) == 0) {
			/* read by a mov alone, made unknown (instruction()) */
			o->kind = O_IMM;
			o->imm = 0;
			r->timer = true;
			return true;
		}
	if (number(s, (size_t)(e - s), &o->imm)) {
		o->kind = O_IMM;
		return true;
	}
	if ((o->sym = find_sym(r, s, (size_t)(e - s))) != -1) {
		o->kind = O_SYM;
		return true;
	}
	if (module_global(r, s, (size_t)(e - s))) {
		/* a __device__ variable: refused where it runs (gvar) */
		r->gvar = true;
		return false;
	}
	if (e - s >= 4 && memcmp(s, "$str", 4) == 0) {
		/* one of printf's format strings (a .global of the module):
		   its address goes to vprintf alone (inline_call), so any
		   number does; an access through it is refused as of no
		   array */
		o->kind = O_IMM;
		o->sym = -1;
		o->imm = 0;
		return true;
	}
	/* a label: resolved once every label is known */
	/* kept by name: resolve_labels finds it once the body is read,
	   in the innermost block around the branch that declares it (a
	   later label of that block hides an earlier one outside it) */
	o->kind = O_LABEL;
	o->sym = -2;
	o->reg = (int)(e - s);
	o->imm = (int64_t)(intptr_t)s;
	return true;
}

static const struct opname {
	const char *name;
	enum ptx_op op;
} opnames[] = {
	{ "mov", P_MOV }, { "add", P_ADD }, { "sub", P_SUB }, { "mul", P_MUL },
	{ "mad", P_MAD }, { "div", P_DIV }, { "rem", P_REM }, { "shl", P_SHL },
	{ "shr", P_SHR }, { "and", P_AND }, { "or", P_OR }, { "xor", P_XOR },
	{ "not", P_NOT }, { "neg", P_NEG }, { "min", P_MIN }, { "max", P_MAX },
	{ "abs", P_ABS }, { "setp", P_SETP }, { "selp", P_SELP },
	{ "slct", P_SLCT }, { "cvt", P_CVT }, { "cvta", P_CVTA },
	{ "ld", P_LD }, { "ldu", P_LD }, { "st", P_ST }, { "bra", P_BRA },
	{ "ret", P_RET }, { "exit", P_RET }, { "bar", P_BAR },
	{ "barrier", P_BAR }, { "membar", P_NOP }, { "fence", P_NOP },
	{ "shfl", P_SHFL }, { "popc", P_POPC }, { "clz", P_CLZ },
	{ "brev", P_BREV }, { "bfe", P_BFE }, { "bfi", P_BFI }, { "mul24", P_MUL24 },
	{ "mad24", P_MAD24 }, { "fma", P_MAD }, { "rcp", P_FLOAT },
	{ "sqrt", P_FLOAT }, { "rsqrt", P_FLOAT }, { "sin", P_FLOAT },
	{ "cos", P_FLOAT }, { "lg2", P_FLOAT }, { "ex2", P_FLOAT },
	{ "tanh", P_FLOAT }, { "copysign", P_FLOAT }, { "testp", P_FLOAT },
	{ "prefetch", P_NOP }, { "prefetchu", P_NOP },
	{ "activemask", P_ACTIVEMASK }, { "atom", P_ATOM }, { "red", P_RED },
	{ "call", P_CALL }, { "vote", P_VOTE }, { "match", P_MATCH },
	{ "redux", P_REDUX }, { "tex", P_TEX },
	{ "bfind", P_BFIND }, { "shf", P_SHF }, { "lop3", P_LOP3 },
	{ "prmt", P_PRMT },
	/* register operations whose value is not followed (unknown): a
	   byte's dot product, a sum of differences, a carry's chain */
	{ "dp4a", P_FLOAT }, { "dp2a", P_FLOAT }, { "sad", P_FLOAT },
	{ "szext", P_FLOAT }, { "bmsk", P_FLOAT }, { "fns", P_FLOAT },
	{ "cnot", P_FLOAT }, { "addc", P_FLOAT }, { "subc", P_FLOAT },
	{ "madc", P_FLOAT },
};

/* vote's, match's and redux's modes, in->cmp their index */
static const char *const votes[] = { "ballot", "any", "all", "uni" };
static const char *const matches[] = { "any", "all" };
static const char *const reduxes[] = { "add", "min", "max", "and", "or",
                                       "xor" };

static const char *const atoms[] = {
	"", "add", "exch", "min", "max", "inc", "dec", "cas", "and", "or", "xor"
};

static enum ptx_space
space_of(const char *m, size_t n)
{
	if (n >= 6 && memcmp(m, "global", 6) == 0) return PS_GLOBAL;
	if (n >= 6 && memcmp(m, "shared", 6) == 0) return PS_SHARED;
	if (n == 5 && memcmp(m, "const", 5) == 0) return PS_CONST;
	if (n == 5 && memcmp(m, "local", 5) == 0) return PS_LOCAL;
	if (n == 5 && memcmp(m, "param", 5) == 0) return PS_PARAM;
	return PS_GENERIC;
}

static const char *const cmps[] = {
	"eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs",
	"equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"
};

/* Modifiers that change nothing of what the interpreter computes for an
   integer operation (rounding and approximation are float's, whose
   values it does not follow; .cc sets a carry that only addc/madc,
   refused, would read). */
static const char *const harmless[] = {
	"lo", "cc", "rn", "rz", "rm", "rp", "rni", "rzi", "rmi", "rpi",
	"approx", "ftz", "full", "uni", "sync", "aligned",
};

static bool
is_harmless(const char *q, size_t n)
{
	size_t i;

	for (i = 0; i < sizeof(harmless) / sizeof(harmless[0]); i++)
		if (strlen(harmless[i]) == n && memcmp(harmless[i], q, n) == 0)
			return true;
	return false;
}

/* An operation whose value the interpreter computes: a modifier it does
   not know may change that value, so such an instruction is refused if
   it runs rather than computed as if the modifier were not there. */
static bool
computes(enum ptx_op op)
{
	switch (op) {
	case P_MOV: case P_ADD: case P_SUB: case P_MUL: case P_MAD: case P_DIV:
	case P_REM: case P_SHL: case P_SHR: case P_AND: case P_OR: case P_XOR:
	case P_NOT: case P_NEG: case P_MIN: case P_MAX: case P_ABS:
	case P_SELP: case P_SLCT: case P_POPC: case P_CLZ: case P_BREV:
	case P_BFE: case P_BFI: case P_MUL24: case P_MAD24: case P_CVT:
	case P_BFIND: case P_SHF: case P_LOP3: case P_PRMT:
		return true;
	default:
		return false;
	}
}

/* What an opcode's modifiers said beside the fields they set. */
typedef struct mods {
	int ntypes;                  /* types named (cvt and tex take two) */
	bool sat, bad_type, unknown;
} mods;

/* One modifier of in's opcode, q..q+n (without its '.'), into in and m. */
static void
modifier(ptx_insn *in, const char *q, size_t n, mods *m)
{
	int sign, flt;
	unsigned bits;
	size_t i;

	if ((bits = type_bits(q, n, &sign, &flt)) != 0) {
		if (m->ntypes == 0 || (in->op != P_CVT && in->op != P_TEX)) {
			in->bits = (uint8_t)bits;
			in->sign = (uint8_t)sign;
			in->flt = (uint8_t)flt;
		} else {
			in->sbits = (uint8_t)bits;
			in->ssign = (uint8_t)sign;
			in->sflt = (uint8_t)flt;
		}
		m->ntypes++;
		return;
	}
	if (n >= 2 && strchr("usbf", q[0]) != NULL &&
	    (isdigit((unsigned char)q[1]) ||
	     (n >= 4 && memcmp(q, "bf16", 4) == 0))) {
		/* a type this reader does not hold (f16x2, bf16, e4m3):
		   refused if it runs */
		m->bad_type = true;
		return;
	}
	if (in->op == P_TEX) {
		/* the geometry: 1d and 2d, through a texture object */
		if (n == 2 && (memcmp(q, "1d", 2) == 0 ||
		               memcmp(q, "2d", 2) == 0))
			in->tdim = (uint8_t)(q[0] - '0');
		else if (!(n == 2 && memcmp(q, "v4", 2) == 0))
			m->bad_type = true;
		if (n == 2 && memcmp(q, "v4", 2) == 0)
			in->vec = 4;
		return;
	}
	if (n >= 2 && n <= 3 && q[0] == 'r' && strchr("nzmp", q[1]) &&
	    (n == 2 || q[2] == 'i'))
		in->rnd = (uint8_t)((q[1] == 'n' ? PTX_RN : q[1] == 'z' ? PTX_RZ
		                     : q[1] == 'm' ? PTX_RM : PTX_RP) |
		                    (n == 3 ? PTX_RI : 0));
	if (n == 3 && memcmp(q, "sat", 3) == 0) m->sat = true;
	else if (n == 4 && memcmp(q, "wide", 4) == 0) in->wide = 1;
	else if (n == 2 && memcmp(q, "hi", 2) == 0 && in->op != P_SETP)
		in->hi = 1;
	else if (n == 2 && memcmp(q, "to", 2) == 0) in->to = 1;
	else if (n == 2 && memcmp(q, "v2", 2) == 0) in->vec = 2;
	else if (n == 2 && memcmp(q, "v4", 2) == 0) in->vec = 4;
	else if (space_of(q, n) != PS_GENERIC) in->space = (uint8_t)space_of(q, n);
	else if (in->op == P_BFIND && n == 8 && memcmp(q, "shiftamt", 8) == 0)
		in->cmp = 1;
	else if (in->op == P_SHF && n == 1 && (q[0] == 'l' || q[0] == 'r'))
		in->cmp = (uint8_t)((in->cmp == 0xff ? 0 : in->cmp & 2) |
		                    (q[0] == 'r'));
	else if (in->op == P_SHF && ((n == 4 && memcmp(q, "wrap", 4) == 0) ||
	                             (n == 5 && memcmp(q, "clamp", 5) == 0)))
		in->cmp = (uint8_t)((in->cmp == 0xff ? 0 : in->cmp & 1) |
		                    (n == 5 ? 2 : 0));
	else if (in->op == P_SHFL && n == 2 && memcmp(q, "up", 2) == 0) in->cmp = 0;
	else if (in->op == P_SHFL && n == 4 && memcmp(q, "down", 4) == 0) in->cmp = 1;
	else if (in->op == P_SHFL && n == 4 && memcmp(q, "bfly", 4) == 0) in->cmp = 2;
	else if (in->op == P_SHFL && n == 3 && memcmp(q, "idx", 3) == 0) in->cmp = 3;
	else if (in->op == P_VOTE || in->op == P_MATCH ||
	         in->op == P_REDUX) {
		const char *const *m = in->op == P_VOTE ? votes
		                       : in->op == P_MATCH ? matches : reduxes;
		size_t nm = in->op == P_VOTE ? 4 : in->op == P_MATCH ? 2 : 6;
		for (i = 0; i < nm; i++)
			if (strlen(m[i]) == n && memcmp(m[i], q, n) == 0)
				in->cmp = (uint8_t)i;
	}
	else if (in->op == P_ATOM || in->op == P_RED) {
		for (i = 1; i < sizeof(atoms) / sizeof(atoms[0]); i++)
			if (strlen(atoms[i]) == n && memcmp(atoms[i], q, n) == 0)
				in->cmp = (uint8_t)i;
	}
	else if (in->op == P_SETP && n == 3 && (memcmp(q, "and", 3) == 0 ||
	                                        memcmp(q, "xor", 3) == 0))
		in->op = P_UNSUPPORTED;   /* setp with a bool op */
	else if (in->op == P_SETP && n == 2 && memcmp(q, "or", 2) == 0)
		in->op = P_UNSUPPORTED;
	else if (in->op == P_SETP) {
		for (i = 0; i < sizeof(cmps) / sizeof(cmps[0]); i++)
			if (strlen(cmps[i]) == n && memcmp(cmps[i], q, n) == 0)
				in->cmp = (uint8_t)i;
	} else if (n == 4 && memcmp(q, "relu", 4) == 0 &&
	         (in->op == P_MIN || in->op == P_MAX))
		in->relu = 1;
	else if (!is_harmless(q, n))
		m->unknown = true;
}

/* in's fields, once all its modifiers are read, made the operation the
   interpreter runs (a float add is P_FLOAT), or P_UNSUPPORTED where a
   combination is not one it runs; s is the opcode's text. */
static void
settle(ptx_insn *in, const char *s, const mods *m)
{
	bool bad_type = m->bad_type;

	/* a register operation of a type or a modifier the interpreter does
	   not follow (f16x2, bf16, prmt's .f4e): its value unknown, which
	   fails the run only where it reaches an address, a guard or a
	   branch */
	if ((m->unknown || bad_type) && (computes((enum ptx_op)in->op) ||
	    in->op == P_FLOAT || in->op == P_SETP) &&
	    !(in->op == P_SETP && !bad_type)) {
		in->op = P_FLOAT;
		in->fop = P_NOP;
		return;
	}
	if (m->unknown && computes((enum ptx_op)in->op) && !in->flt)
		in->op = P_UNSUPPORTED;
	in->sat = m->sat;
	if (in->op == P_TEX && (in->tdim == 0 || m->ntypes != 2 || in->vec != 4))
		bad_type = true;
	if (in->op == P_CVT && m->ntypes == 2 && (in->flt || in->sflt)) {
		in->fop = P_CVT;
		in->op = P_FLOAT;
	}
	/* saturating integer arithmetic, other types: not computed here */
	if (bad_type || (m->sat && !in->flt && in->op != P_FLOAT))
		in->op = P_UNSUPPORTED;
	if (in->flt && (in->op == P_ADD || in->op == P_SUB || in->op == P_MUL ||
	                in->op == P_MAD || in->op == P_DIV || in->op == P_NEG ||
	                in->op == P_MIN || in->op == P_MAX || in->op == P_ABS ||
	                in->op == P_REM)) {
		in->fop = in->op;
		in->op = P_FLOAT;
	}
	if (in->op == P_SETP && in->cmp == 0xff)
		in->op = P_UNSUPPORTED;
	if (in->op == P_LD && in->space == PS_PARAM)
		in->op = P_LDPARAM;
	/* st.param: a call's argument or a .func's return value, made a
	   mov once its operands are read (instruction()) */
	if (in->op == P_RET)
		in->cmp = s[0] == 'e';   /* exit ends the thread, even in a call */
	if (in->op == P_SHFL && in->cmp == 0xff)
		in->op = P_UNSUPPORTED;
	if ((in->op == P_VOTE || in->op == P_MATCH || in->op == P_REDUX) &&
	    (in->cmp == 0xff || in->flt))
		in->op = P_UNSUPPORTED;
	/* an atomic of an operation or a space not known here (a local or
	   a cluster's address), or a vector one: refused if it runs */
	if ((in->op == P_ATOM || in->op == P_RED) &&
	    (in->cmp == 0xff || in->vec != 1 ||
	     (in->space != PS_GLOBAL && in->space != PS_SHARED &&
	      in->space != PS_GENERIC)))
		in->op = P_UNSUPPORTED;
	/* sub-word registers (.b16, .f16) and f16x2 types are not ours */
	if (in->op != P_UNSUPPORTED && in->op != P_LD && in->op != P_ST &&
	    in->op != P_BRA && in->op != P_BAR && in->op != P_RET &&
	    in->op != P_NOP && in->op != P_FLOAT && in->op != P_CVT &&
	    in->op != P_LDPARAM && in->bits != 0 && in->bits < 16 &&
	    in->bits != 1)
		in->op = P_UNSUPPORTED;
}

/* The opcode and its modifiers (s..e) into i. */
static void
opcode(reader *r, const char *s, const char *e, ptx_insn *in)
{
	const char *p = s, *q;
	size_t i;
	mods m;

	(void)r;
	memset(&m, 0, sizeof(m));
	while (p < e && *p != '.')
		p++;
	in->op = P_UNSUPPORTED;
	for (i = 0; i < sizeof(opnames) / sizeof(opnames[0]); i++)
		if (strlen(opnames[i].name) == (size_t)(p - s) &&
		    memcmp(opnames[i].name, s, (size_t)(p - s)) == 0)
			in->op = (uint8_t)opnames[i].op;
	in->vec = 1;
	in->cmp = 0xff;
	while (p < e) {
		q = ++p;
		while (p < e && *p != '.')
			p++;
		modifier(in, q, (size_t)(p - q), &m);
	}
	settle(in, s, &m);
}

/* The operands an operation takes, as the interpreter reads them: any
   other form (mov's packing of {a, b}, setp's two results) is refused if
   it runs rather than misread. */
static bool
shape_ok(const ptx_insn *in)
{
	int want, i;

	switch (in->op) {
	case P_MOV: case P_CVT: case P_CVTA: case P_NOT: case P_NEG:
	case P_ABS: case P_POPC: case P_CLZ: case P_BREV: case P_LDPARAM:
	case P_BFIND:
		want = 2;
		break;
	case P_ADD: case P_SUB: case P_MUL: case P_DIV: case P_REM:
	case P_SHL: case P_SHR: case P_AND: case P_OR: case P_XOR:
	case P_MIN: case P_MAX: case P_SETP: case P_MUL24:
		want = 3;
		break;
	case P_MAD: case P_SELP: case P_SLCT: case P_BFE: case P_MAD24:
	case P_SHF: case P_PRMT:
		want = 4;
		break;
	case P_BFI: case P_LOP3:
		want = 5;
		break;
	case P_LD: case P_ST:
		return in->nops == in->vec + 1;
	case P_ATOM:   /* d, [a], b (, c for cas) */
		return in->nops == (in->cmp == PA_CAS ? 4 : 3) &&
		       in->o[0].kind == O_REG && in->o[0].sym < 0 &&
		       in->o[1].kind == O_ADDR;
	case P_RED:    /* [a], b */
		return in->nops == 2 && in->o[0].kind == O_ADDR;
	case P_SHFL:
		return in->nops == 5 && in->o[0].kind == O_REG;
	case P_BRA:
		return in->nops == 1 && in->o[0].kind == O_LABEL;
	case P_VOTE:   /* d, [!]p, membermask */
		return in->nops == 3 && in->o[0].kind == O_REG &&
		       in->o[0].sym < 0 && in->o[1].kind == O_REG;
	case P_MATCH:  /* d[|p], a, membermask */
		return in->nops == 3 && in->o[0].kind == O_REG &&
		       in->o[1].kind != O_ADDR && in->o[1].kind != O_LABEL &&
		       in->o[1].imm == 0;
	case P_REDUX:  /* d, a, membermask */
		want = 3;
		break;
	default:
		for (i = 0; i < in->nops; i++)
			if (in->o[i].kind == O_REG && in->o[i].imm != 0)
				return false;    /* !p: vote's alone */
		return true;
	}
	if (in->nops != want || in->o[0].kind != O_REG || in->o[0].sym >= 0)
		return false;
	for (i = 1; i < in->nops; i++)
		if (in->o[i].kind == O_ADDR || in->o[i].kind == O_LABEL ||
		    (in->o[i].kind == O_PARAM && in->op != P_LDPARAM) ||
		    (in->o[i].kind == O_REG && in->o[i].imm != 0))
			return false;
	return true;
}

/*
 * ld.param and st.param of a .param that is a register here (a call
 * sequence's, a .func's parameter or return value: param_decl()) as the
 * mov they are; a kernel parameter's ld.param stays P_LDPARAM. False for
 * any other form (a struct's bytes at an offset, a vector).
 */
static bool
param_mov(ptx_insn *in)
{
	ptx_opnd *a;

	if (in->op == P_LDPARAM && in->nops == 2 && in->o[1].kind == O_ADDR) {
		a = &in->o[1];
		if (a->reg < 0 || a->imm != 0 || in->vec != 1)
			return false;
		a->kind = O_REG;
		in->op = P_MOV;
		return true;
	}
	if (in->op == P_ST && in->space == PS_PARAM) {
		a = &in->o[0];
		if (in->nops != 2 || a->kind != O_ADDR || a->reg < 0 ||
		    a->imm != 0 || in->vec != 1)
			return false;
		a->kind = O_REG;
		in->op = P_MOV;
		in->space = PS_GENERIC;
	}
	return true;
}

/* 'call[.uni] [(ret),] fn[, (args)][, proto]' (s..e after the opcode)
   into a callsite of r; the instruction's o[0].imm indexes it. */
static bool
call_operands(reader *r, const char *p, const char *e, ptx_insn *in)
{
	callsite cs;
	const char *n, *q;
	int cap = 0;

	memset(&cs, 0, sizeof(cs));
	cs.ret = -1;
	p = skip_space(p, e);
	if (p < e && *p == '(') {
		n = skip_space(p + 1, e);
		q = n;
		while (q < e && is_ident((unsigned char)*q))
			q++;
		cs.ret = find_reg(r, n, (size_t)(q - n));
		if (cs.ret < 0)
			cs.ret = -2;
		while (p < e && *p != ')')
			p++;
		p = skip_space(p + 1, e);
		if (p < e && *p == ',')
			p = skip_space(p + 1, e);
	}
	n = p;
	while (p < e && is_ident((unsigned char)*p))
		p++;
	if (p == n)
		return false;
	cs.indirect = find_reg(r, n, (size_t)(p - n)) >= 0;
	cs.fn = arena_strndup(r->A, n, (size_t)(p - n));
	p = skip_space(p, e);
	if (p < e && *p == ',')
		p = skip_space(p + 1, e);
	if (p < e && *p == '(') {
		p++;
		for (;;) {
			p = skip_space(p, e);
			if (p >= e || *p == ')')
				break;
			n = p;
			while (p < e && is_ident((unsigned char)*p))
				p++;
			if (p == n)
				return false;
			if (cs.nargs == cap) {
				int *a = arena_alloc(r->A, sizeof(int) *
				                           (size_t)(cap ? 2 * cap : 8));
				if (cs.nargs)
					memcpy(a, cs.args, sizeof(int) * (size_t)cs.nargs);
				cs.args = a;
				cap = cap ? 2 * cap : 8;
			}
			cs.args[cs.nargs++] = find_reg(r, n, (size_t)(p - n));
			p = skip_space(p, e);
			if (p < e && *p == ',')
				p++;
		}
	}
	if (r->ncalls == r->ccalls) {
		r->ccalls = r->ccalls ? 2 * r->ccalls : 8;
		r->calls = xrealloc(r->calls, sizeof(*r->calls) *
		                              (size_t)r->ccalls);
	}
	r->calls[r->ncalls] = cs;
	in->nops = 0;
	in->o[0].kind = O_NONE;
	in->o[0].reg = in->o[0].sym = -1;
	in->o[0].imm = r->ncalls++;
	return true;
}

/* The registers of a list 'a, b, c' (s..e, no braces) into in's
   operands: false unless each is a register. */
static bool
reg_list(reader *r, const char *s, const char *e, ptx_insn *in)
{
	for (;;) {
		const char *c = s;
		while (c < e && *c != ',')
			c++;
		if (in->nops == PTX_MAXOP || !operand(r, s, c, &in->o[in->nops]) ||
		    in->o[in->nops].kind != O_REG || in->o[in->nops].sym >= 0)
			return false;
		in->nops++;
		if (c >= e)
			return true;
		s = c + 1;
	}
}

/* tex's operands, s..e: '{d0, d1, d2, d3}, [h, {x[, y]}]' into o[0..3],
   o[4] the texture object's register, o[5..] the coordinates. A texture
   reference (a .texref name for h) is not a register: refused. */
static bool
tex_operands(reader *r, const char *s, const char *e, ptx_insn *in)
{
	const char *a, *b;

	s = skip_space(s, e);
	if (s >= e || *s != '{' || (b = memchr(s, '}', (size_t)(e - s))) == NULL ||
	    !reg_list(r, s + 1, b, in) || in->nops != 4)
		return false;
	s = skip_space(b + 1, e);
	if (s >= e || *s != ',')
		return false;
	s = skip_space(s + 1, e);
	if (s >= e || *s != '[' || (a = memchr(s, '{', (size_t)(e - s))) == NULL ||
	    (b = memchr(a, '}', (size_t)(e - a))) == NULL)
		return false;
	{
		const char *h = skip_space(s + 1, a), *he = h;
		while (he < a && *he != ',' && !isspace((unsigned char)*he))
			he++;
		if (!operand(r, h, he, &in->o[4]) || in->o[4].kind != O_REG)
			return false;
		in->nops = 5;
	}
	return reg_list(r, a + 1, b, in) && in->nops == 5 + in->tdim;
}

/* The text s..e with its blanks folded, for messages. */
static const char *
folded(reader *r, const char *s, const char *e)
{
	char *t = arena_alloc(r->A, (size_t)(e - s) + 1), *q = t;
	bool blank = false;

	for (; s < e; s++) {
		if (isspace((unsigned char)*s)) {
			blank = q > t;
			continue;
		}
		if (blank)
			*q++ = ' ';
		blank = false;
		*q++ = *s;
	}
	*q = '\0';
	return t;
}

/* in's operands, p..e, split at top-level commas; {a, b} spreads into
   several. false: one this reader does not hold, or too many. */
static bool
operands(reader *r, const char *p, const char *e, ptx_insn *in)
{
	for (;;) {
		const char *a;
		int depth;

		p = skip_space(p, e);
		if (p >= e)
			return true;
		if (*p == '{') {
			a = ++p;
			for (;;) {
				const char *c = a;
				while (c < e && *c != ',' && *c != '}')
					c++;
				if (in->nops == PTX_MAXOP ||
				    !operand(r, a, c, &in->o[in->nops++]))
					return false;
				if (c >= e || *c == '}') {
					p = c + 1;
					break;
				}
				a = c + 1;
			}
		} else {
			a = p;
			depth = 0;
			while (p < e && (depth > 0 || *p != ',')) {
				if (*p == '[')
					depth++;
				else if (*p == ']')
					depth--;
				p++;
			}
			if (in->nops == PTX_MAXOP ||
			    !operand(r, a, p, &in->o[in->nops++]))
				return false;
		}
		p = skip_space(p, e);
		if (p < e && *p == ',')
			p++;
	}
}

/* An instruction statement s..e (no ';'). */
static bool
instruction(reader *r, const char *s, const char *e)
{
	ptx_kernel *k = r->k;
	ptx_insn *in;
	const char *p = s, *op;

	if (k->ninsns == r->cinsns) {
		r->cinsns = r->cinsns ? 2 * r->cinsns : 256;
		k->insns = xrealloc(k->insns, sizeof(*k->insns) *
		                              (size_t)r->cinsns);
	}
	in = &k->insns[k->ninsns++];
	memset(in, 0, sizeof(*in));
	in->guard = -1;
	in->group = -1;
	in->line = r->line;
	in->col = r->col;
	in->file = r->file;
	in->text = folded(r, s, e);
	in->nounroll = r->nounroll;
	r->nounroll = false;
	if (r->start != NULL) {      /* 0 where the reader has no module */
		if (s < r->seen) {   /* a function read out of order */
			r->seen = r->start;
			r->pline = 1;
		}
		for (; r->seen < s; r->seen++)
			r->pline += *r->seen == '\n';
		in->pline = r->pline;
	}
	if (*p == '@') {
		const char *g = ++p;
		if (*p == '!') {
			in->neg_guard = 1;
			g = ++p;
		}
		while (p < e && !isspace((unsigned char)*p))
			p++;
		if ((in->guard = find_reg(r, g, (size_t)(p - g))) < 0) {
			FAIL(r, PTX_UNKNOWN_PREDICATE, in->text);
			return false;
		}
		p = skip_space(p, e);
	}
	op = p;
	while (p < e && !isspace((unsigned char)*p))
		p++;
	opcode(r, op, p, in);
	if (in->op == P_UNSUPPORTED || in->op == P_NOP)
		return true;
	if (in->op == P_CALL) {
		if (!call_operands(r, p, e, in))
			in->op = P_UNSUPPORTED;
		return true;
	}
	if (in->op == P_TEX) {
		if (!tex_operands(r, p, e, in))
			goto bad;
		return true;
	}
	r->timer = false;
	if (!operands(r, p, e, in))
		goto bad;
	if (r->timer) {
		/* a clock or an SM's number: a mov of it unknown, anything
		   else refused */
		if (in->op != P_MOV || in->nops != 2)
			goto bad;
		in->op = P_FLOAT;
		in->fop = P_NOP;
		return true;
	}
	if (in->op == P_MOV && in->nops > 2) {
		/* mov.b32 d, {a, b} packs halves, mov.b32 {a, b}, d unpacks:
		   their values unknown (P_FLOAT, fop P_NOP), d or a and b */
		const char *q = skip_space(p, e);
		in->op = P_FLOAT;
		in->fop = P_NOP;
		in->vec = (uint8_t)(q < e && *q == '{' ? in->nops - 1 : 1);
		return true;
	}
	if (!param_mov(in) || !shape_ok(in))
		goto bad;
	return true;
bad:
	/* an operand this reader does not know: refused if it runs */
	in->op = P_UNSUPPORTED;
	in->nops = 0;
	in->cmp = r->gvar ? PU_GLOBALVAR : 0;
	r->gvar = false;
	return true;
}

static void
add_label(reader *r, const char *s, size_t len)
{
	if (r->nlabels == r->clabels) {
		r->clabels = r->clabels ? 2 * r->clabels : 32;
		r->labels = xrealloc(r->labels, sizeof(*r->labels) *
		                                (size_t)r->clabels);
	}
	r->labels[r->nlabels].name = s;
	r->labels[r->nlabels].len = len;
	r->labels[r->nlabels].scope = r->scope;
	r->labels[r->nlabels++].insn = r->k->ninsns;
}

/* A '{': a block inside the current one. Returns the declarations of
   registers made before it, which its '}' restores. */
static int
scope_open(reader *r)
{
	if (r->nscopes == 0) {           /* block 0, the body itself */
		r->cscopes = 16;
		r->scope_parent = xrealloc(r->scope_parent, sizeof(int) * 16);
		r->scope_parent[0] = -1;
		r->nscopes = 1;
	}
	if (r->nscopes == r->cscopes) {
		r->cscopes *= 2;
		r->scope_parent = xrealloc(r->scope_parent, sizeof(int) *
		                                            (size_t)r->cscopes);
	}
	r->scope_parent[r->nscopes] = r->scope;
	r->scope = r->nscopes++;
	return r->nregdecl;
}

/* The block of each instruction from `from` on: the current one. */
static void
scope_mark(reader *r, int from)
{
	int i;

	if (r->cinsn_scope < r->k->ninsns) {
		r->cinsn_scope = r->k->ninsns + 64;
		r->insn_scope = xrealloc(r->insn_scope, sizeof(int) *
		                                        (size_t)r->cinsn_scope);
	}
	for (i = from; i < r->k->ninsns; i++)
		r->insn_scope[i] = r->scope;
}

/* '.loc F L C[, function_name X, inlined_at F2 L2 C2]': the outermost
   line is the kernel's own. A function inlined into an inlined one is
   inlined_at a line of the latter (a header's), which an earlier .loc
   placed: each place seen is remembered with its outermost, so that
   the chain ends at the kernel's line. A line that still is not of the
   kernel's own file (the first .loc's) leaves the current one as it
   was (tex1Dfetch: 4791 of NVRTC's built-in header, shown as a line of
   the .cu). */
static void
loc_line(reader *r, const char *p, const char *e)
{
	const char *in;
	char *q;
	int f, l, c, i, pf = r->file, pl = r->line, pc = r->col;

	f = (int)strtol(p + 4, &q, 10);
	l = (int)strtol(q, &q, 10);
	c = (int)strtol(q, NULL, 10);
	r->file = f;
	r->line = l;
	r->col = c;
	in = p;
	while ((in = strstr(in, "inlined_at")) != NULL && in < e) {
		r->file = (int)strtol(in + 10, &q, 10);
		r->line = (int)strtol(q, &q, 10);
		r->col = (int)strtol(q, NULL, 10);
		in += 10;
	}
	for (i = r->nplaces - 1; i >= 0; i--)
		if (r->places[i].f == r->file && r->places[i].l == r->line &&
		    r->places[i].c == r->col) {
			r->file = r->places[i].of;
			r->line = r->places[i].ol;
			r->col = r->places[i].oc;
			break;
		}
	if (r->file != f || r->line != l || r->col != c) {
		if (r->nplaces == r->cplaces) {
			r->cplaces = r->cplaces ? 2 * r->cplaces : 32;
			r->places = xrealloc(r->places, sizeof(*r->places) *
			                                (size_t)r->cplaces);
		}
		r->places[r->nplaces++] = (struct place){ f, l, c, r->file,
		                                          r->line, r->col };
	}
	if (r->main_file == 0)
		r->main_file = r->file;
	if (r->file != r->main_file) {
		r->file = pf;
		r->line = pl;
		r->col = pc;
	}
}

/* The body between '{' and its '}'. */
static bool
body(reader *r, const char *p, const char *end)
{
	int saved[64], depth = 0;

	if (r->nscopes == 0)
		scope_open(r);
	r->scope = 0;
	while ((p = skip_space(p, end)) < end) {
		const char *s = p, *e;
		if (*p == '{') {
			if (depth == (int)(sizeof(saved) / sizeof(saved[0]))) {
				FAIL(r, PTX_BLOCKS_TOO_DEEP, depth);
				return false;
			}
			saved[depth++] = scope_open(r);
			p++;
			continue;
		}
		if (*p == '}') {
			if (depth > 0) {     /* its registers are out of sight */
				r->nregdecl = saved[--depth];
				r->scope = r->scope_parent[r->scope];
			}
			p++;
			continue;
		}
		if ((strncmp(p, ".loc", 4) == 0 && isspace((unsigned char)p[4])) ||
		    strncmp(p, ".pragma", 7) == 0 ||
		    strncmp(p, ".file", 5) == 0) {
			e = p;
			while (e < end && *e != '\n')
				e++;
			if (p[1] == 'l')
				loc_line(r, p, e);
			/* a loop's head: ptxas does not unroll it (sass.c) */
			if (p[1] == 'p') {
				const char *q;
				for (q = p; q + 10 <= e; q++)
					if (memcmp(q, "\"nounroll\"", 10) == 0)
						r->nounroll = true;
			}
			p = e;
			continue;
		}
		/* to the ';' (a vector's braces are the instruction's), or a
		   label's ':' ('::' is a state space's) */
		e = p;
		while (e < end && *e != ';' && *e != '{' &&
		       !(*e == ':' && e[1] != ':' && (e == p || e[-1] != ':')))
			e++;
		if (e < end && *e == '{' && e != p) {
			while (e < end && *e != ';')
				e++;
		}
		if (e < end && *e == ':') {
			add_label(r, s, (size_t)(e - s));
			p = e + 1;
			continue;
		}
		if (e >= end || *e != ';') {
			/* a brace opens a scope (a call sequence): go on inside */
			p = e;
			continue;
		}
		p = e + 1;
		if (strncmp(s, ".reg", 4) == 0)
			reg_decl(r, s, e);
		else if (strncmp(s, ".shared", 7) == 0 && r->in_func) {
			FAIL(r, PTX_FUNC_SHARED);
			return false;
		} else if (strncmp(s, ".shared", 7) == 0)
			var_decl(r, PS_SHARED, s + 7, e);
		else if (strncmp(s, ".local", 6) == 0)
			depot_decl(r, s + 6, e);   /* the stack: ptx_decode's */
		else if (strncmp(s, ".param", 6) == 0)
			param_decl(r, s + 6, e);   /* a call's: a register */
		else if (*s == '.')
			continue;    /* .param in a call sequence, ... */
		else {
			int from = r->k->ninsns;
			if (!instruction(r, s, e))
				return false;
			scope_mark(r, from);
		}
	}
	return true;
}

/* Module-level declarations: shared and constant variables, files. */
static void
module_scan(reader *r, const char *ptx)
{
	const char *p = ptx;
	int depth = 0, paren = 0;

	while (*p) {
		const char *e;
		p = skip_space(p, p + strlen(p));
		if (!*p)
			break;
		if (*p == '{') { depth++; p++; continue; }
		if (*p == '}') { depth--; p++; continue; }
		if (*p == '(') { paren++; p++; continue; }
		if (*p == ')') { paren--; p++; continue; }
		if (depth == 0 && paren == 0 && strncmp(p, ".file", 5) == 0) {
			int idx = (int)strtol(p + 5, (char **)&e, 10);
			const char *q = strchr(e, '"'), *q2;
			if (q && (q2 = strchr(q + 1, '"')) && idx > 0 && idx < 64) {
				ptx_kernel *k = r->k;
				if (idx >= k->nfiles) {
					k->files = xrealloc(k->files, sizeof(char *) *
					                               (size_t)(idx + 1));
					while (k->nfiles <= idx)
						k->files[k->nfiles++] = NULL;
				}
				k->files[idx] = arena_strndup(r->A, q + 1,
				                              (size_t)(q2 - q - 1));
			}
		}
		if (depth == 0 && paren == 0 &&
		    (strncmp(p, ".shared", 7) == 0 ||
		     strncmp(p, ".extern .shared", 15) == 0 ||
		     strncmp(p, ".const", 6) == 0)) {
			bool sh = p[1] == 's' || (p[1] == 'e' && p[9] == 's');
			const char *s = p + (p[1] == 'e' ? 15 : sh ? 7 : 6), *b;
			int nv = r->k->nvars;
			e = p;
			while (*e && *e != ';')
				e++;
			var_decl(r, sh ? PS_SHARED : PS_CONST, s, e);
			/* extern __shared__ T s[]: sized by the launch */
			b = memchr(s, '[', (size_t)(e - s));
			if (sh && r->k->nvars > nv && b != NULL &&
			    *skip_space(b + 1, e) == ']')
				r->k->vars[nv].dynamic = true;
			p = *e ? e + 1 : e;
			continue;
		}
		e = p;
		while (*e && !isspace((unsigned char)*e) && *e != '{' && *e != '}' &&
		       *e != '(' && *e != ')')
			e++;
		if (e == p)
			e++;
		p = e;
	}
}


/* Labels used before they were seen, resolved now: a branch's target is
   an instruction index of the body. */
/* The label name (len bytes) as seen from block sc: declared there, or
   in the nearest block around it that declares one; r->nlabels if none. */
static int
find_label(const reader *r, const char *name, size_t len, int sc)
{
	int l;

	for (; sc >= 0; sc = r->nscopes ? r->scope_parent[sc] : -1) {
		for (l = 0; l < r->nlabels; l++)
			if (r->labels[l].scope == sc && r->labels[l].len == len &&
			    memcmp(r->labels[l].name, name, len) == 0)
				return l;
		if (r->nscopes == 0)
			break;
	}
	return r->nlabels;
}

static void
resolve_labels(reader *r)
{
	ptx_kernel *k = r->k;
	int i, j, l;

	for (i = 0; i < k->ninsns; i++)
		for (j = 0; j < k->insns[i].nops; j++) {
			ptx_opnd *o = &k->insns[i].o[j];
			if (o->kind != O_LABEL || o->sym != -2)
				continue;
			l = find_label(r, (const char *)(intptr_t)o->imm,
			               (size_t)o->reg, r->insn_scope != NULL
			               ? r->insn_scope[i] : 0);
			o->sym = -1;
			o->reg = -1;
			o->imm = l < r->nlabels ? r->labels[l].insn : -1;
			if (l == r->nlabels)
				k->insns[i].op = P_UNSUPPORTED;
		}
}

static void
reader_free(reader *r)
{
	free(r->regs);
	free(r->labels);
	free(r->scope_parent);
	free(r->insn_scope);
	free(r->places);
	free(r->calls);
	if (!r->in_func)               /* a .func's reader borrows them */
		free(r->gvars);
}

/* ------------------------------------------------------------- calls */

/* A .func of the module, decoded once, copied in at each call. */
typedef struct func {
	const char *name;
	bool body;                   /* false: declared only, or not ours */
	ptx_kernel k;                /* its instructions and registers */
	int nparams, *param;         /* each parameter's register (-1: a
	                                struct) */
	int ret;                     /* func_retval0's register, or -1 */
	callsite *calls;
	int ncalls;
	uint64_t depot_bytes;        /* its stack frame */
	unsigned depot_align;
	struct func *next;
} func;

typedef struct expander {
	reader *r;                   /* the kernel's */
	const char *ptx;
	func *funcs;
	ptx_insn *out;
	int n, cap;
	int stack;                   /* the stack variable's index */
	uint64_t extent;             /* its bytes: the deepest frame's end */
	bool stack_used;
	int printf_calls;            /* vprintf's, run as returning 0 */
} expander;

/* The definition (with a body) of .func name in ptx: the text after its
   name, or NULL. */
static const char *
find_func(const char *ptx, const char *name, const char **retlist)
{
	size_t nlen = strlen(name);
	const char *p = ptx, *q;

	while ((p = strstr(p, ".func")) != NULL) {
		p += 5;
		if (!isspace((unsigned char)*p) && *p != '(')
			continue;
		q = skip_space(p, p + strlen(p));
		*retlist = NULL;
		if (*q == '(') {
			*retlist = q;
			while (*q && *q != ')')
				q++;
			q = skip_space(q + (*q != 0), q + strlen(q));
		}
		if (strncmp(q, name, nlen) != 0 || is_ident((unsigned char)q[nlen]))
			continue;
		q += nlen;
		{
			const char *e = skip_space(q, q + strlen(q));
			if (*e == '(') {
				while (*e && *e != ')')
					e++;
				e = skip_space(e + (*e != 0), e + strlen(e));
			}
			if (*e == '{')
				return q;
		}
	}
	return NULL;
}

/* '.param .b32 a, .param .b64 b' (p..end) as registers of f */
static int
func_params(reader *r, const char *p, const char *end, int **regs)
{
	int n = 0, cap = 0;

	*regs = NULL;
	while ((p = strstr(p, ".param")) != NULL && p < end) {
		const char *e = p + 6;
		while (e < end && *e != ',')
			e++;
		if (n == cap) {
			cap = cap ? 2 * cap : 8;
			*regs = xrealloc(*regs, sizeof(int) * (size_t)cap);
		}
		(*regs)[n++] = param_decl(r, p + 6, e);
		p = e;
	}
	return n;
}

/* .func name decoded (cached; body false where it cannot be). */
static func *
get_func(expander *x, const char *name)
{
	const char *p, *q, *retlist, *end, *err = NULL;
	reader fr;
	func *f;
	int depth;

	for (f = x->funcs; f != NULL; f = f->next)
		if (strcmp(f->name, name) == 0)
			return f;
	f = xcalloc(1, sizeof(*f));
	f->name = name;
	f->ret = -1;
	f->next = x->funcs;
	x->funcs = f;
	if ((p = find_func(x->ptx, name, &retlist)) == NULL)
		return f;
	memset(&fr, 0, sizeof(fr));
	fr.A = x->r->A;
	fr.k = &f->k;
	fr.err = &err;               /* unsaid: a body that cannot be read
	                                is refused where it is called */
	fr.in_func = true;
	fr.gvars = x->r->gvars;        /* the module's, read only */
	fr.start = fr.seen = x->r->start;  /* its lines are the module's */
	fr.pline = 1;
	fr.ngvars = x->r->ngvars;
	f->k.vars = x->r->k->vars;     /* the module's, read only */
	f->k.nvars = x->r->k->nvars;
	f->k.name = name;
	if (retlist != NULL) {
		int *ret, n = func_params(&fr, retlist, strchr(retlist, ')'), &ret);
		f->ret = n == 1 ? ret[0] : -2;
		free(ret);
	}
	q = strchr(p, '(');
	end = q ? strchr(q, ')') : NULL;
	if (q == NULL || end == NULL || strchr(p, '{') < q)
		goto done;
	f->nparams = func_params(&fr, q, end, &f->param);
	p = strchr(end, '{');
	for (q = p, depth = 0; *q; q++) {
		if (*q == '{')
			depth++;
		else if (*q == '}' && --depth == 0)
			break;
	}
	if (f->ret == -2 || !body(&fr, p + 1, q))
		goto done;
	resolve_labels(&fr);
	f->body = true;
	f->calls = fr.calls;
	f->ncalls = fr.ncalls;
	fr.calls = NULL;
	f->depot_bytes = fr.depot ? fr.depot_bytes : 0;
	f->depot_align = fr.depot_align ? fr.depot_align : 1;
done:
	reader_free(&fr);
	return f;
}

static void
funcs_free(func *f)
{
	while (f != NULL) {
		func *next = f->next;
		free(f->k.insns);
		free(f->k.regbits);
		free(f->k.regname);
		free(f->param);
		free(f->calls);
		free(f);
		f = next;
	}
}

static void
emit(expander *x, const ptx_insn *in)
{
	if (x->n == x->cap) {
		x->cap = x->cap ? 2 * x->cap : 256;
		x->out = xrealloc(x->out, sizeof(*x->out) * (size_t)x->cap);
	}
	x->out[x->n++] = *in;
}

/* f's registers as new ones of the kernel's: the first one's number */
static int
new_regs(expander *x, const func *f)
{
	ptx_kernel *k = x->r->k;
	int base = k->nregs, i;

	k->nregs += f->k.nregs;
	k->regbits = xrealloc(k->regbits, (size_t)k->nregs + 1);
	k->regname = xrealloc(k->regname, sizeof(char *) *
	                                  ((size_t)k->nregs + 1));
	for (i = 0; i < f->k.nregs; i++) {
		k->regbits[base + i] = f->k.regbits[i];
		k->regname[base + i] = f->k.regname[i];
	}
	return base;
}

/* mov d, src (bits wide), placed at at's line */
static void
emit_mov_from(expander *x, int d, ptx_opnd src, unsigned bits,
              const ptx_insn *at)
{
	ptx_insn m;

	memset(&m, 0, sizeof(m));
	m.op = P_MOV;
	m.bits = (uint8_t)bits;
	m.vec = 1;
	m.nops = 2;
	m.guard = -1;
	m.group = -1;
	m.o[0] = (ptx_opnd){ O_REG, d, -1, 0 };
	m.o[1] = src;
	m.line = at->line;
	m.col = at->col;
	m.file = at->file;
	m.text = at->text;
	emit(x, &m);
}

/* mov d, a (registers of bits) for a call's parameter or result, placed
   at the call */
static void
emit_mov(expander *x, int d, int a, unsigned bits, const ptx_insn *at)
{
	emit_mov_from(x, d, (ptx_opnd){ O_REG, a, -1, 0 }, bits, at);
}

/* d = 0 (bits wide), at at's line */
static void
emit_zero(expander *x, int d, unsigned bits, const ptx_insn *at)
{
	emit_mov_from(x, d, (ptx_opnd){ O_IMM, -1, -1, 0 }, bits, at);
}

static void expand(expander *x, const func *f, int roff, uint64_t frame,
                   int depth, const ptx_insn *at);

/*
 * The call in (of caller f, its registers from roff, its frame at frame)
 * copied in: its arguments moved into the callee's parameters, the
 * callee's body, its result moved back. 0, or why it stays a call.
 */
static int
inline_call(expander *x, const func *f, const ptx_insn *in, int roff,
            uint64_t frame, int depth, const ptx_insn *at)
{
	const callsite *cs = &f->calls[in->o[0].imm];
	const ptx_kernel *k = x->r->k;
	const ptx_insn *line = at != NULL ? at : in;
	uint64_t cframe;
	func *g;
	int base, j;

	if (cs->indirect)
		return PC_INDIRECT;
	g = get_func(x, cs->fn);
	if (!g->body && strcmp(g->name, "vprintf") == 0 && cs->ret >= 0) {
		/* printf: the device runtime copies the arguments (their
		   stores to the stack are the kernel's, counted) into a
		   buffer of its own, which no pattern array holds; it
		   returns 0 here */
		emit_zero(x, roff + cs->ret, k->regbits[roff + cs->ret], line);
		x->printf_calls++;
		return 0;
	}
	if (!g->body)
		return PC_NOBODY;
	if (depth >= PTX_CALL_DEPTH)
		return PC_DEPTH;
	if (x->n + g->k.ninsns + g->nparams + 1 > PTX_CALL_INSNS ||
	    k->nregs + g->k.nregs > PTX_CALL_REGS)
		return PC_SIZE;
	if (cs->nargs != g->nparams || cs->ret == -2 ||
	    (cs->ret >= 0) != (g->ret >= 0))
		return PC_STRUCT;
	for (j = 0; j < cs->nargs; j++)
		if (cs->args[j] < 0 || g->param[j] < 0)
			return PC_STRUCT;
	base = new_regs(x, g);
	for (j = 0; j < cs->nargs; j++)
		emit_mov(x, base + g->param[j], roff + cs->args[j],
		         g->k.regbits[g->param[j]], line);
	/* the callee's frame past the caller's */
	cframe = frame + f->depot_bytes;
	cframe = (cframe + g->depot_align - 1) / g->depot_align * g->depot_align;
	expand(x, g, base, cframe, depth + 1, line);
	if (cs->ret >= 0)      /* (f's registers are the kernel's from roff) */
		emit_mov(x, roff + cs->ret, base + g->ret,
		         k->regbits[roff + cs->ret], line);
	return 0;
}

/*
 * f's body copied to the end of x->out: its registers from roff, its
 * stack frame at byte frame of the thread's stack, every instruction at
 * the line of the outermost call (at; NULL for the kernel itself), its
 * returns branches past its end, its calls expanded in turn. Recursive
 * through inline_call(), at most PTX_CALL_DEPTH deep.
 */
static void
expand(expander *x, const func *f, int roff, uint64_t frame, int depth,
       const ptx_insn *at)
{
	int *map = xmalloc(sizeof(int) * ((size_t)f->k.ninsns + 1));
	int *fix = NULL, nfix = 0, cfix = 0, i, j;

	if (f->depot_bytes > 0) {
		x->stack_used = true;
		if (frame + f->depot_bytes > x->extent)
			x->extent = frame + f->depot_bytes;
	}
	for (i = 0; i < f->k.ninsns; i++) {
		const ptx_insn *in = &f->k.insns[i];
		ptx_insn c;
		int why = 0;
		map[i] = x->n;
		if (in->op == P_CALL &&
		    (why = inline_call(x, f, in, roff, frame, depth, at)) == 0)
			continue;
		c = *in;
		if (why)
			c.cmp = (uint8_t)why;
		if (c.guard >= 0)
			c.guard += roff;
		for (j = 0; j < c.nops; j++) {
			ptx_opnd *o = &c.o[j];
			if ((o->kind == O_REG || o->kind == O_ADDR) && o->reg >= 0)
				o->reg += roff;
			if (o->kind == O_REG && o->sym >= 0)
				o->sym += roff;
			if ((o->kind == O_SYM || o->kind == O_ADDR) &&
			    o->sym == PTX_DEPOT) {
				o->sym = x->stack;
				o->imm += (int64_t)frame;
			}
		}
		if (at != NULL) {
			c.line = at->line;
			c.col = at->col;
			c.file = at->file;
		}
		if (depth > 0 && c.op == P_RET && c.cmp == 0) {
			/* a return: to the caller, past the body */
			c.op = P_BRA;
			c.nops = 1;
			c.o[0] = (ptx_opnd){ O_LABEL, -1, -1, f->k.ninsns };
		}
		if (c.op == P_BRA && c.nops == 1 && c.o[0].kind == O_LABEL) {
			if (nfix == cfix) {
				cfix = cfix ? 2 * cfix : 16;
				fix = xrealloc(fix, sizeof(int) * (size_t)cfix);
			}
			fix[nfix++] = x->n;
		}
		emit(x, &c);
	}
	map[f->k.ninsns] = x->n;
	for (i = 0; i < nfix; i++) {
		ptx_opnd *o = &x->out[fix[i]].o[0];
		o->imm = o->imm >= 0 && o->imm <= f->k.ninsns ? map[o->imm] : -1;
	}
	free(fix);
	free(map);
}

/*
 * The kernel's calls of .func bodies expanded in place (the PTX module's
 * functions that NVVM did not inline: __noinline__, recursion), and its
 * stack and every callee's frame made one variable, "local". False with
 * a message if the kernel's own body cannot be read.
 */
static bool
expand_calls(reader *r, const char *ptx)
{
	ptx_kernel *k = r->k;
	expander x;
	func self;

	memset(&x, 0, sizeof(x));
	memset(&self, 0, sizeof(self));
	x.r = r;
	x.ptx = ptx;
	x.stack = k->nvars;
	self.name = k->name;
	self.body = true;
	self.k = *k;
	self.ret = -1;
	self.calls = r->calls;
	self.ncalls = r->ncalls;
	self.depot_bytes = r->depot ? r->depot_bytes : 0;
	self.depot_align = r->depot_align ? r->depot_align : 1;
	expand(&x, &self, 0, 0, 0, NULL);
	/* new_regs() grew k's registers through x.r->k, which is k */
	free(k->insns);
	k->insns = x.out;
	k->ninsns = x.n;
	k->printf_calls = x.printf_calls;
	funcs_free(x.funcs);
	if (x.stack_used) {
		ptx_var v;
		memset(&v, 0, sizeof(v));
		v.name = r->depot != NULL ? arena_strndup(r->A, r->depot, r->depotlen)
		                          : "__local_depot";
		v.pretty = "local";
		v.space = PS_LOCAL;
		v.bytes = x.extent;
		v.align = 16;
		if (k->nvars == r->cvars) {
			r->cvars = r->cvars ? 2 * r->cvars : 8;
			k->vars = xrealloc(k->vars, sizeof(*k->vars) * (size_t)r->cvars);
		}
		k->vars[k->nvars++] = v;
		k->local_bytes = x.extent;
		k->local = true;
	}
	return true;
}

/*
 * Which memory instructions' addresses are the same in every lane of a
 * warp by the kernel's text, as ptxas proves it (and then, for an
 * integer atomic, makes one operation of the warp's: VOTEU.ANY, POPC or
 * REDUX, and one REDG from the first lane; tests/gpu/atomic/
 * uniform.cu). A register is uniform unless some definition of it reads
 * a lane's own value: threadIdx, the lane's index or masks, a register
 * that is not uniform, a load from an address that is not (or from the
 * stack, a thread's own), what an atomic, shuffle, vote, match, texture
 * fetch or call returns; or is guarded by a predicate that is not; or is
 * defined more than once in a kernel with a branch whose predicate is not
 * uniform (lanes may then have taken different definitions). Marked
 * to a fixed point; what is in doubt is not uniform.
 */
static bool
opnd_uniform(const uint8_t *nonuni, const ptx_opnd *o)
{
	switch (o->kind) {
	case O_REG:
	case O_ADDR:
		return o->reg < 0 || !nonuni[o->reg];
	case O_SPECIAL:
		return !(o->sym >= SP_TID && o->sym < SP_TID + 3) &&
		       o->sym < SP_LANEID;
	default:
		return true;
	}
}

/* The first of in's operands it reads (its destinations come first). */
static int
first_source(const ptx_insn *in)
{
	switch (in->op) {
	case P_ST: case P_RED: case P_BRA: case P_RET: case P_BAR:
	case P_NOP:
		return 0;
	case P_LD: case P_FLOAT:
		return in->vec;
	default:
		return 1;
	}
}

static void
mark_uniform(ptx_kernel *k)
{
	uint8_t *nonuni = calloc((size_t)k->nregs + 1, 1);
	uint16_t *defs = calloc((size_t)k->nregs + 1, sizeof(uint16_t));
	bool changed = true, divergent = false;
	int i, j;

	if (nonuni == NULL || defs == NULL) {
		free(nonuni);
		free(defs);
		return;                  /* nothing marked: none aggregated */
	}
	for (i = 0; i < k->ninsns; i++)
		for (j = 0; j < first_source(&k->insns[i]); j++)
			if (k->insns[i].o[j].kind == O_REG &&
			    defs[k->insns[i].o[j].reg] < UINT16_MAX)
				defs[k->insns[i].o[j].reg]++;
	while (changed) {
		changed = false;
		for (i = 0; i < k->ninsns; i++) {
			const ptx_insn *in = &k->insns[i];
			const int fs = first_source(in);
			bool u = in->guard < 0 || !nonuni[in->guard];
			switch (in->op) {
			case P_ATOM: case P_SHFL: case P_VOTE: case P_MATCH:
			case P_REDUX: case P_ACTIVEMASK: case P_TEX:
			case P_CALL: case P_UNSUPPORTED:
				u = false;
				break;
			case P_LD:
				u = u && in->space != PS_LOCAL &&
				    opnd_uniform(nonuni, &in->o[in->vec]);
				break;
			case P_CVTA:
				/* a stack address reaches a thread's own bytes */
				u = u && !(in->space == PS_LOCAL && !in->to) &&
				    opnd_uniform(nonuni, &in->o[1]);
				break;
			case P_BRA:
				if (!u && !divergent)
					divergent = changed = true;
				break;
			default:
				for (j = fs; j < in->nops && u; j++)
					u = opnd_uniform(nonuni, &in->o[j]);
			}
			if (in->op == P_CALL || in->op == P_UNSUPPORTED ||
			    in->op == P_TEX)
				for (j = 0; j < in->nops; j++) {
					/* every register it names, in doubt */
					if (in->o[j].kind == O_REG &&
					    !nonuni[in->o[j].reg])
						nonuni[in->o[j].reg] = changed = true;
				}
			for (j = 0; j < fs; j++) {
				const ptx_opnd *d = &in->o[j];
				int r2 = d->kind == O_REG ? d->sym : -1;
				if (d->kind != O_REG)
					continue;
				if ((!u || (divergent && defs[d->reg] > 1)) &&
				    !nonuni[d->reg])
					nonuni[d->reg] = changed = true;
				/* a second predicate (setp's |q, shfl's) */
				if (r2 >= 0 && r2 < k->nregs &&
				    (!u || (divergent && defs[r2] > 0)) &&
				    !nonuni[r2])
					nonuni[r2] = changed = true;
			}
		}
	}
	for (i = 0; i < k->ninsns; i++) {
		ptx_insn *in = &k->insns[i];
		const ptx_opnd *a = in->op == P_LD ? &in->o[in->vec]
		                  : in->op == P_ATOM ? &in->o[1]
		                  : in->op == P_ST || in->op == P_RED
		                  ? &in->o[0] : NULL;
		bool v = true;
		in->uni = a != NULL && a->kind == O_ADDR &&
		          in->space != PS_LOCAL && opnd_uniform(nonuni, a)
		          ? PTX_UNI_ADDR : 0;
		/* the values: what follows the address */
		for (j = (int)(a - in->o) + 1; a != NULL && j < in->nops; j++)
			v = v && opnd_uniform(nonuni, &in->o[j]);
		if (in->uni && v)
			in->uni |= PTX_UNI_VALUE;
	}
	free(nonuni);
	free(defs);
}

ptx_kernel *
ptx_decode(const char *ptx, const char *name, struct arena *A,
           const char **err)
{
	reader r;
	ptx_kernel *k = arena_alloc(A, sizeof(*k));
	const char *p, *q, *end;
	size_t nlen = strlen(name);
	int depth, cparams = 0;

	memset(&r, 0, sizeof(r));
	memset(k, 0, sizeof(*k));
	r.A = A;
	r.k = k;
	*err = NULL;
	r.err = err;
	k->name = name;
	r.start = r.seen = ptx;
	r.pline = 1;
	module_scan(&r, ptx);
	collect_globals(&r, ptx);
	for (p = ptx; (p = strstr(p, ".entry")) != NULL; p += 6) {
		q = skip_space(p + 6, p + 6 + strlen(p + 6));
		if (strncmp(q, name, nlen) == 0 &&
		    (isspace((unsigned char)q[nlen]) || q[nlen] == '('))
			break;
	}
	if (p == NULL) {
		FAIL(&r, PTX_NO_KERNEL, name);
		goto bad;
	}
	p = strchr(p, '(');
	end = p ? strchr(p, ')') : NULL;
	if (end == NULL) {
		FAIL(&r, PTX_NO_PARAMS, name);
		goto bad;
	}
	for (q = p + 1; (q = strstr(q, ".param")) != NULL && q < end; q += 6) {
		const char *t = skip_space(q + 6, end), *n;
		int s, f;
		ptx_param pa;
		memset(&pa, 0, sizeof(pa));
		while (*t == '.') {
			const char *w = ++t;
			while (isalnum((unsigned char)*t))
				t++;
			if (pa.bits == 0) {
				pa.bits = type_bits(w, (size_t)(t - w), &s, &f);
				pa.isfloat = pa.bits != 0 && f;
			}
			if (strncmp(w, "align", 5) == 0)
				strtoul(t, (char **)&t, 10);
			t = skip_space(t, end);
		}
		n = t;
		while (t < end && is_ident((unsigned char)*t))
			t++;
		pa.name = arena_strndup(A, n, (size_t)(t - n));
		if (*t == '[' || pa.bits == 0)
			pa.bits = 0;   /* a struct by value: refused if read */
		if (k->nparams == cparams) {
			cparams = cparams ? 2 * cparams : 8;
			k->params = xrealloc(k->params, sizeof(*k->params) *
			                                (size_t)cparams);
		}
		k->params[k->nparams++] = pa;
	}
	p = strchr(end, '{');
	if (p == NULL) {
		FAIL(&r, PTX_NO_BODY, name);
		goto bad;
	}
	for (q = p, depth = 0; *q; q++) {
		if (*q == '{')
			depth++;
		else if (*q == '}' && --depth == 0)
			break;
	}
	if (!body(&r, p + 1, q))
		goto bad;
	resolve_labels(&r);
	if (!expand_calls(&r, ptx))
		goto bad;
	/* copy the growing arrays into the arena */
#define ARENA_COPY(field, n) do { \
		void *c_ = arena_alloc(A, sizeof(*k->field) * ((size_t)(n) + 1)); \
		if ((n) > 0) memcpy(c_, k->field, sizeof(*k->field) * (size_t)(n)); \
		free(k->field); \
		k->field = c_; \
	} while (0)
	ARENA_COPY(params, k->nparams);
	ARENA_COPY(regbits, k->nregs);
	ARENA_COPY(regname, k->nregs);
	ARENA_COPY(vars, k->nvars);
	ARENA_COPY(insns, k->ninsns);
	ARENA_COPY(files, k->nfiles);
#undef ARENA_COPY
	reader_free(&r);
	mark_uniform(k);
	return k;
bad:
	free(k->params);
	free(k->regbits);
	free(k->regname);
	free(k->vars);
	free(k->insns);
	free(k->files);
	reader_free(&r);
	return NULL;
}
