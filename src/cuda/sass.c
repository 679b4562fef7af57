/*
 * sass.c - the machine instructions of each PTX line (sass.h), from the
 * line table of a cubin that ptxas wrote under -lineinfo.
 *
 * The cubin is an ELF64 file. Its .nv_debug_line_sass section is a DWARF
 * line-number program (DWARF 2 to 4, 32-bit form) whose rows map an
 * instruction's address to a line of the PTX; each sequence starts at a
 * DW_LNE_set_address that a relocation of .rela.nv_debug_line_sass points
 * at a function's .text section. A row's instructions run to the next
 * row's address. Everything read is bounds-checked: a cubin that does not
 * parse is no table, never a crash.
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "sass.h"

#define SHT_RELA 4
/* a line past this: a table that is not the PTX's */
#define SASS_MAX_LINES (1u << 24)

typedef struct elf {
	const unsigned char *p;
	size_t n;
	uint64_t shoff;
	unsigned shnum, shentsize, shstrndx;
} elf;

typedef struct section {
	uint32_t name, type, info;
	uint64_t off, size;
} section;

static uint64_t
get(const unsigned char *p, int bytes)
{
	uint64_t v = 0;
	int i;

	for (i = bytes - 1; i >= 0; i--)
		v = v << 8 | p[i];
	return v;
}

/* The section i of e: false where its header or its bytes lie outside. */
static bool
section_at(const elf *e, unsigned i, section *s)
{
	const unsigned char *h;

	if (i >= e->shnum || e->shoff + (uint64_t)(i + 1) * e->shentsize > e->n)
		return false;
	h = e->p + e->shoff + (uint64_t)i * e->shentsize;
	s->name = (uint32_t)get(h, 4);
	s->type = (uint32_t)get(h + 4, 4);
	s->off = get(h + 24, 8);
	s->size = get(h + 32, 8);
	s->info = (uint32_t)get(h + 44, 4);
	return s->off <= e->n && s->size <= e->n - s->off;
}

/* Whether section s is named name (pre, then name, where pre is not
   NULL). */
static bool
named(const elf *e, const section *s, const char *pre, const char *name)
{
	section st;
	size_t lp = pre ? strlen(pre) : 0, ln = strlen(name);
	const char *p;

	if (!section_at(e, e->shstrndx, &st) || s->name >= st.size ||
	    st.size - s->name < lp + ln + 1)
		return false;
	p = (const char *)e->p + st.off + s->name;
	return (lp == 0 || memcmp(p, pre, lp) == 0) &&
	       memcmp(p + lp, name, ln) == 0 && p[lp + ln] == '\0';
}

/* The index of the section so named, or -1. */
static int
find(const elf *e, const char *pre, const char *name, section *s)
{
	unsigned i;

	for (i = 1; i < e->shnum; i++)
		if (section_at(e, i, s) && named(e, s, pre, name))
			return (int)i;
	return -1;
}

/* A relocation of the line table: where the address lies in the table,
   and whether it points into the function's text, at *at. */
typedef struct reloc {
	const elf *e;
	section rela, sym;
	int text;
} reloc;

/* Whether the 8-byte address at offset off of the line table is relocated
   into the function's text; *at, its address there. */
static bool
into_text(const reloc *r, uint64_t off, uint64_t *at)
{
	uint64_t i, ne = r->rela.size / 24;

	for (i = 0; i < ne; i++) {
		const unsigned char *q = r->e->p + r->rela.off + i * 24;
		uint64_t sym = get(q + 8, 8) >> 32;
		const unsigned char *s;
		if (get(q, 8) != off)
			continue;
		if ((sym + 1) * 24 > r->sym.size)
			return false;
		s = r->e->p + r->sym.off + sym * 24;
		if ((int)get(s + 6, 2) != r->text)
			return false;
		*at = get(s + 8, 8) + get(q + 16, 8);
		return true;
	}
	return false;
}

/* A row of the table: an address of the function's text and its line
   (0: the sequence ends there). */
typedef struct row {
	uint64_t addr;
	uint32_t line;
} row;

typedef struct rows {
	row *r;
	size_t n, cap;
} rows;

static void
add_row(rows *v, uint64_t addr, uint32_t line)
{
	if (v->n == v->cap) {
		v->cap = v->cap ? 2 * v->cap : 256;
		v->r = xrealloc(v->r, v->cap * sizeof(*v->r));
	}
	v->r[v->n].addr = addr;
	v->r[v->n].line = line;
	v->n++;
}

/* LEB128 at *p below end; false where it runs past. */
static bool
leb(const unsigned char **p, const unsigned char *end, bool sign,
    int64_t *v)
{
	uint64_t r = 0;
	int shift = 0;
	unsigned char b;

	do {
		if (*p >= end || shift > 63)
			return false;
		b = *(*p)++;
		r |= (uint64_t)(b & 0x7f) << shift;
		shift += 7;
	} while (b & 0x80);
	if (sign && shift < 64 && (b & 0x40))
		r |= ~(uint64_t)0 << shift;
	*v = (int64_t)r;
	return true;
}

/* The line program of one unit, p .. end (its header at p), its rows in
   the function's text to out. False where it does not parse. */
static bool
unit(const reloc *r, const unsigned char *base, const unsigned char *p,
     const unsigned char *end, rows *out)
{
	const unsigned char *q, *prog;
	unsigned version, min_len, range, opbase;
	int line_base;
	const unsigned char *lens;
	uint64_t addr = 0;
	int64_t line = 1, v;
	bool in = false;

	if (end - p < 10)
		return false;
	version = (unsigned)get(p + 4, 2);
	if (version < 2 || version > 4)
		return false;
	prog = p + 10 + get(p + 6, 4);
	q = p + 10;
	if (prog > end || end - q < 5)
		return false;
	min_len = *q++;
	if (version >= 4)
		q++;
	q++;                         /* default_is_stmt */
	line_base = (signed char)*q++;
	range = *q++;
	opbase = *q++;
	lens = q;
	if (range == 0 || opbase == 0 || q + opbase - 1 > prog)
		return false;
	for (q = prog; q < end; ) {
		unsigned op = *q++;
		if (op >= opbase) {
			unsigned a = op - opbase;
			addr += (uint64_t)(a / range) * min_len;
			line += line_base + (int)(a % range);
			if (in)
				add_row(out, addr, (uint32_t)line);
		} else if (op == 0) {             /* extended */
			const unsigned char *e;
			if (!leb(&q, end, false, &v) || v < 1 || v > end - q)
				return false;
			e = q + v;
			if (*q == 1) {                /* end_sequence */
				if (in)
					add_row(out, addr, 0);
				in = false;
				addr = 0;
				line = 1;
			} else if (*q == 2 && v == 9) {   /* set_address */
				uint64_t at;
				in = into_text(r, (uint64_t)(q + 1 - base), &at);
				addr = in ? at : 0;
			}
			q = e;
		} else if (op == 1) {             /* copy */
			if (in)
				add_row(out, addr, (uint32_t)line);
		} else if (op == 2) {             /* advance_pc */
			if (!leb(&q, end, false, &v))
				return false;
			addr += (uint64_t)v * min_len;
		} else if (op == 3) {             /* advance_line */
			if (!leb(&q, end, true, &v))
				return false;
			line += v;
		} else if (op == 8) {             /* const_add_pc */
			addr += (uint64_t)((255 - opbase) / range) * min_len;
		} else if (op == 9) {             /* fixed_advance_pc */
			if (end - q < 2)
				return false;
			addr += get(q, 2);
			q += 2;
		} else {                          /* operands we skip */
			unsigned k;
			for (k = 0; k < lens[op - 1]; k++)
				if (!leb(&q, end, false, &v))
					return false;
		}
		if (line < 0 || line > INT32_MAX)
			return false;
	}
	return true;
}

static int
by_addr(const void *a, const void *b)
{
	const row *x = a, *y = b;

	if (x->addr != y->addr)
		return x->addr < y->addr ? -1 : 1;
	/* a sequence's end before a row that starts at its address */
	return (x->line != 0) - (y->line != 0);
}

int
sass_line_counts(const unsigned char *p, size_t n, const char *name,
                 uint32_t **count, int *nlines, uint64_t *total)
{
	elf e = { p, n, 0, 0, 0, 0 };
	section text, lines;
	reloc r;
	rows v = { NULL, 0, 0 };
	const unsigned char *u, *end;
	uint32_t *c;
	uint32_t maxline = 0;
	size_t i;
	int li;

	if (n < 64 || memcmp(p, "\177ELF", 4) != 0 || p[4] != 2 || p[5] != 1)
		return -1;
	e.shoff = get(p + 0x28, 8);
	e.shentsize = (unsigned)get(p + 0x3a, 2);
	e.shnum = (unsigned)get(p + 0x3c, 2);
	e.shstrndx = (unsigned)get(p + 0x3e, 2);
	if (e.shentsize < 64 || e.shoff > n)
		return -1;
	r.e = &e;
	if ((r.text = find(&e, ".text.", name, &text)) < 0 ||
	    (li = find(&e, NULL, ".nv_debug_line_sass", &lines)) < 0 ||
	    find(&e, NULL, ".symtab", &r.sym) < 0 ||
	    find(&e, NULL, ".rela.nv_debug_line_sass", &r.rela) < 0 ||
	    r.rela.type != SHT_RELA || r.rela.info != (uint32_t)li)
		return -1;
	u = p + lines.off;
	end = u + lines.size;
	while (end - u >= 4) {
		uint64_t len = get(u, 4);
		if (len == 0xffffffffu || len > (uint64_t)(end - u - 4) ||
		    !unit(&r, p + lines.off, u, u + 4 + len, &v)) {
			free(v.r);
			return -1;
		}
		u += 4 + len;
	}
	if (v.n == 0) {
		free(v.r);
		return -1;
	}
	qsort(v.r, v.n, sizeof(*v.r), by_addr);
	for (i = 0; i < v.n; i++)
		if (v.r[i].line > maxline)
			maxline = v.r[i].line;
	if (maxline >= SASS_MAX_LINES) {       /* no PTX is that long */
		free(v.r);
		return -1;
	}
	c = xcalloc((size_t)maxline + 1, sizeof(*c));
	for (i = 0; i + 1 < v.n; i++) {
		uint64_t to = v.r[i + 1].addr < text.size ? v.r[i + 1].addr
		                                            : text.size;
		if (v.r[i].line == 0 || to <= v.r[i].addr)
			continue;
		/* the run that ends the text is the last line's EXIT, then
		   the branch to itself and the alignment padding that ptxas
		   puts after it, which never issue */
		c[v.r[i].line] += to == text.size ? 1 :
		                  (uint32_t)((to - v.r[i].addr) /
		                             SASS_INSN_BYTES);
	}
	free(v.r);
	*count = c;
	*nlines = (int)maxline + 1;
	*total = text.size / SASS_INSN_BYTES;
	return 0;
}

/* The innermost loop of each instruction: the loops are the PTX's
   branches back, a loop the instructions from its target to its branch. */
static int *
innermost(const ptx_kernel *k, int **lo_out)
{
	int *in = xmalloc(sizeof(int) * (size_t)k->ninsns);
	int *lo = xmalloc(sizeof(int) * (size_t)k->ninsns);
	int i, j;

	for (i = 0; i < k->ninsns; i++)
		in[i] = -1;
	for (j = 0; j < k->ninsns; j++) {
		const ptx_insn *b = &k->insns[j];
		int t;
		if (b->op != P_BRA || b->nops < 1 || (t = (int)b->o[0].imm) > j ||
		    t < 0)
			continue;
		lo[j] = t;
		for (i = t; i <= j; i++)
			if (in[i] < 0 || lo[in[i]] <= t)
				in[i] = j;    /* a loop inside another starts later */
	}
	*lo_out = lo;
	return in;
}

static int
by_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return (x > y) - (x < y);
}

static bool
is_memory(const ptx_insn *in)
{
	return in->op == P_LD || in->op == P_ST || in->op == P_ATOM ||
	       in->op == P_RED || in->op == P_TEX;
}

/*
 * ptxas makes predicates of a short 'if': the branch around its body
 * goes (its line has no machine instruction), and every warp that comes
 * there issues the body, its lanes predicated off where the condition
 * fails, as a warp whose lanes all jump does too. The instructions such
 * a warp issues all the same, for branch i; 0 where i is no such branch
 * (one with instructions of its own, or around a barrier, a loop or a
 * return, which predicates do not make).
 */
static float
predicated(const ptx_kernel *k, int i)
{
	const ptx_insn *b = &k->insns[i];
	float sum = 0;
	int t, j;

	if (b->op != P_BRA || b->guard < 0 || b->nops < 1 || b->sass != 0 ||
	    (t = (int)b->o[0].imm) <= i + 1 || t > k->ninsns)
		return 0;
	for (j = i + 1; j < t; j++) {
		const ptx_insn *x = &k->insns[j];
		if (x->op == P_BAR || x->op == P_RET || x->op == P_CALL ||
		    (x->op == P_BRA && (x->nops < 1 || (int)x->o[0].imm <= j ||
		                        (int)x->o[0].imm > t)))
			return 0;
		sum += x->sass;
	}
	return sum;
}

/* The address operand of load or store x, or NULL. */
static const ptx_opnd *
address(const ptx_insn *x)
{
	const ptx_opnd *a;

	if ((x->op != P_LD && x->op != P_ST) || x->nops != x->vec + 1)
		return NULL;
	a = x->op == P_LD ? &x->o[x->vec] : &x->o[0];
	return a->kind == O_ADDR ? a : NULL;
}

/* Whether x writes register reg (its destinations come first). */
static bool
writes(const ptx_insn *x, int reg)
{
	int i, n = x->op == P_LD ? x->vec : 1;

	if (x->op == P_ST || x->op == P_BRA || x->op == P_BAR || x->nops == 0)
		return false;
	for (i = 0; i < n && i < x->nops; i++)
		if (x->o[i].kind == O_REG && x->o[i].reg == reg)
			return true;
	return false;
}

/* How many PTX instructions back a merged access's partner is looked
   for. */
#define MERGE_REACH 64

/*
 * ptxas merges the loads (or stores) of neighbouring words from one base
 * into one wider instruction (four LDS of a row into an LDS.128): the
 * others' lines then have no machine instruction. A load or store of no
 * machine instruction is taken to be merged into the nearest one before
 * it, in the same straight run of code, of the same kind, space, width
 * and predicate, from the same base (not written between them) at an
 * offset below it by less than 16 bytes, which has instructions of its
 * own: that one's request is made as wide as the words it covers (8 or
 * 16 bytes), and the merged one makes none.
 */
static void
merge_accesses(ptx_kernel *k, const uint32_t *count, int nlines)
{
	bool *target = xcalloc((size_t)k->ninsns + 1, sizeof(bool));
	int i, j;

	for (i = 0; i < k->ninsns; i++)
		if (k->insns[i].op == P_BRA && k->insns[i].nops > 0 &&
		    k->insns[i].o[0].imm >= 0 && k->insns[i].o[0].imm <= k->ninsns)
			target[k->insns[i].o[0].imm] = true;
	for (i = 0; i < k->ninsns; i++) {
		ptx_insn *f = &k->insns[i];
		const ptx_opnd *af = address(f);
		unsigned bytes = f->bits / 8 * f->vec;
		if (af == NULL || f->pline <= 0 || f->pline >= nlines ||
		    count[f->pline] != 0 || bytes == 0 ||
		    (f->space != PS_SHARED && f->space != PS_GLOBAL))
			continue;
		for (j = i - 1; j >= 0 && j >= i - MERGE_REACH && !target[j + 1];
		     j--) {
			ptx_insn *l = &k->insns[j];
			const ptx_opnd *al = address(l);
			int64_t d;
			if (l->op == P_BRA || l->op == P_BAR || l->op == P_RET ||
			    l->op == P_CALL || (af->reg >= 0 && writes(l, af->reg)))
				break;
			if (al == NULL || l->op != f->op || l->space != f->space ||
			    l->bits != f->bits || l->vec != f->vec ||
			    l->guard != f->guard || l->neg_guard != f->neg_guard ||
			    al->reg != af->reg || al->sym != af->sym ||
			    l->merged || count[l->pline] == 0)
				continue;
			d = af->imm - al->imm;
			if (d <= 0 || d % bytes != 0 || d + bytes > 16)
				continue;
			f->merged = 1;
			if (d + bytes > l->merge_bytes)
				l->merge_bytes = (uint8_t)(d + bytes);
			break;
		}
	}
	for (i = 0; i < k->ninsns; i++)
		if (k->insns[i].merge_bytes > 8)
			k->insns[i].merge_bytes = 16;
		else if (k->insns[i].merge_bytes > 0)
			k->insns[i].merge_bytes = 8;
	free(target);
}

void
sass_weigh(ptx_kernel *k, const uint32_t *count, int nlines)
{
	int *lo, *in = innermost(k, &lo), i, j, last = 0;
	uint32_t *mem = xmalloc(sizeof(uint32_t) * ((size_t)k->ninsns + 1));
	float *copies = xmalloc(sizeof(float) * ((size_t)k->ninsns + 1));

	/* the copies of each loop (index: its branch back; ninsns: outside
	   every loop), from its memory lines' counts */
	for (j = 0; j <= k->ninsns; j++) {
		int n = 0;
		copies[j] = 1;
		if (j < k->ninsns && (k->insns[j].op != P_BRA ||
		                      in[j] != j))
			continue;
		for (i = 0; i < k->ninsns; i++) {
			const ptx_insn *x = &k->insns[i];
			bool here = j == k->ninsns ? in[i] < 0 : in[i] == j;
			if (here && is_memory(x) && x->pline > 0 &&
			    x->pline < nlines && count[x->pline] > 0)
				mem[n++] = count[x->pline];
		}
		/* the fewest: ptxas may put a load's address arithmetic on
		   its line */
		if (n > 0 && !(j < k->ninsns && k->insns[lo[j]].nounroll)) {
			qsort(mem, (size_t)n, sizeof(*mem), by_u32);
			copies[j] = (float)mem[0];
		}
	}
	for (i = 0; i < k->ninsns; i++) {
		ptx_insn *x = &k->insns[i];
		uint32_t c = x->pline > 0 && x->pline < nlines ? count[x->pline]
		                                                : 0;
		/* the lines before it that are no instruction (the body's
		   '{', where ptxas puts the stack pointer's setup, a label)
		   are its */
		if (x->pline > last && x->pline < nlines) {
			while (++last < x->pline)
				c += count[last];
		}
		x->sass = (float)c / copies[in[i] < 0 ? k->ninsns : in[i]];
	}
	for (i = 0; i < k->ninsns; i++)
		k->insns[i].skip = predicated(k, i);
	merge_accesses(k, count, nlines);
	k->sass = true;
	free(mem);
	free(copies);
	free(in);
	free(lo);
}
