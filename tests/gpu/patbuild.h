/*
 * patbuild.h - pattern trees built by hand, for testing the CUDA generator
 * and the backend without the parser: one access of HARDWARE.md's
 * single-instruction kind per program, plus a few programs that exercise
 * every statement and expression form.
 *
 * Header-only (static functions) so that each test program includes it
 * once. Everything is malloc'ed and never freed: these are short tests.
 */
#ifndef PATBUILD_H
#define PATBUILD_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "pat.h"

static pat_field pb_f2[2] = { { "x", NULL, 0 }, { "y", NULL, 4 } };
static pat_field pb_f4[4] = { { "x", NULL, 0 }, { "y", NULL, 4 },
                              { "z", NULL, 8 }, { "w", NULL, 12 } };
static pat_field pb_d2[2] = { { "x", NULL, 0 }, { "y", NULL, 8 } };

static const pat_type pb_char = { PT_CHAR, "char", 1, 1, 0, NULL, { 0, 0, 0 } };
static const pat_type pb_short = { PT_SHORT, "short", 2, 2, 0, NULL, { 0, 0, 0 } };
static const pat_type pb_int = { PT_INT, "int", 4, 4, 0, NULL, { 0, 0, 0 } };
static const pat_type pb_float = { PT_FLOAT, "float", 4, 4, 0, NULL, { 0, 0, 0 } };
static const pat_type pb_double = { PT_DOUBLE, "double", 8, 8, 0, NULL, { 0, 0, 0 } };
static const pat_type pb_float2 = { PT_FLOAT2, "float2", 8, 8, 2, pb_f2, { 0, 0, 0 } };
static const pat_type pb_float4 = { PT_FLOAT4, "float4", 16, 16, 4, pb_f4, { 0, 0, 0 } };
static const pat_type pb_double2 = { PT_DOUBLE2, "double2", 16, 16, 2, pb_d2, { 0, 0, 0 } };

static inline void pb_init_types(void)
{
	for (int i = 0; i < 2; i++)
		pb_f2[i].type = &pb_float;
	for (int i = 0; i < 4; i++)
		pb_f4[i].type = &pb_float;
	for (int i = 0; i < 2; i++)
		pb_d2[i].type = &pb_double;
}

static inline void *pb_new(size_t n)
{
	void *p = calloc(1, n);
	if (p == NULL)
		abort();
	return p;
}

static inline pat_expr *pb_num(int64_t v)
{
	pat_expr *e = pb_new(sizeof *e);
	e->op = E_NUM;
	e->num = v;
	return e;
}

static inline pat_expr *pb_bi(enum pat_builtin b)
{
	pat_expr *e = pb_new(sizeof *e);
	e->op = E_BUILTIN;
	e->builtin = b;
	return e;
}

static inline pat_expr *pb_var(int slot, const char *name)
{
	pat_expr *e = pb_new(sizeof *e);
	e->op = E_VAR;
	e->slot = slot;
	e->name = name;
	return e;
}

static inline pat_expr *pb_op(enum pat_eop op, pat_expr *a, pat_expr *b)
{
	pat_expr *e = pb_new(sizeof *e);
	e->op = op;
	e->a = a;
	e->b = b;
	return e;
}

static inline pat_expr *pb_cond(pat_expr *c, pat_expr *a, pat_expr *b)
{
	pat_expr *e = pb_op(E_COND, c, a);
	e->c = b;
	return e;
}

/* blockIdx.x * blockDim.x + threadIdx.x */
static inline pat_expr *pb_tid(void)
{
	return pb_op(E_ADD, pb_op(E_MUL, pb_bi(B_BLOCK_X), pb_bi(B_BDIM_X)),
	             pb_bi(B_THREAD_X));
}

/* threadIdx.x % 32 */
static inline pat_expr *pb_lane(void)
{
	return pb_op(E_MOD, pb_bi(B_THREAD_X), pb_num(32));
}

/* A program with grid gx and block bx (y = z = 1) and room for arrays. */
static inline pat_program *pb_program(const char *file, int64_t gx, int64_t bx)
{
	pat_program *p = pb_new(sizeof *p);

	p->file = file;
	p->src = "";
	p->grid[0] = gx;
	p->grid[1] = p->grid[2] = 1;
	p->block[0] = bx;
	p->block[1] = p->block[2] = 1;
	p->arrays = pb_new(8 * sizeof(pat_array));
	p->accesses = pb_new(32 * sizeof(pat_stmt *));
	return p;
}

/* Declare an array; bases follow the model's usual layout: global arrays
   256-aligned apart, shared and constant packed from 0, each plus offset. */
static inline pat_array *pb_array(pat_program *p, const char *name,
                           enum pat_space sp, const pat_type *t, int ndims,
                           int64_t d0, int64_t d1, int64_t d2, uint64_t offset)
{
	pat_array *a = &p->arrays[p->narrays++];
	uint64_t end = 0;

	a->name = name;
	a->space = sp;
	a->type = t;
	a->ndims = ndims;
	a->dims[0] = d0;
	a->dims[1] = ndims > 1 ? d1 : 0;
	a->dims[2] = ndims > 2 ? d2 : 0;
	a->offset = offset;
	a->bytes = t->size * (uint64_t)d0 * (ndims > 1 ? (uint64_t)d1 : 1) *
	           (ndims > 2 ? (uint64_t)d2 : 1);
	for (int i = 0; i < p->narrays - 1; i++)
		if (p->arrays[i].space == sp &&
		    p->arrays[i].base + p->arrays[i].bytes > end)
			end = p->arrays[i].base + p->arrays[i].bytes;
	if (sp == SPACE_GLOBAL)
		a->base = ((end + 255) / 256 * 256) + (1u << 20) + offset;
	else
		a->base = (end + 127) / 128 * 128 + offset;
	if (sp == SPACE_SHARED)
		p->shared_bytes = a->base + a->bytes;
	return a;
}

static inline pat_stmt *pb_access(pat_program *p, bool store, pat_array *a,
                           pat_expr *i0, pat_expr *i1, pat_expr *pred,
                           const char *text)
{
	pat_stmt *s = pb_new(sizeof *s);

	s->kind = S_ACCESS;
	s->text = text;
	s->loc.line = p->naccesses + 1;
	s->u.access.store = store;
	s->u.access.array = a;
	s->u.access.nindex = a->ndims;
	s->u.access.index[0] = i0;
	s->u.access.index[1] = i1;
	s->u.access.size = a->type->size;
	s->u.access.pred = pred;
	s->u.access.id = p->naccesses;
	p->accesses[p->naccesses++] = s;
	return s;
}

/* Append s to the list *head. */
static inline pat_stmt *pb_append(pat_stmt **head, pat_stmt *s)
{
	while (*head)
		head = &(*head)->next;
	*head = s;
	return s;
}

static inline pat_stmt *pb_let(int slot, const char *name, pat_expr *v)
{
	pat_stmt *s = pb_new(sizeof *s);
	s->kind = S_LET;
	s->u.let.name = name;
	s->u.let.slot = slot;
	s->u.let.value = v;
	return s;
}

static inline pat_stmt *pb_for(int slot, const char *name, pat_expr *a, pat_expr *b,
                        pat_expr *step, pat_stmt *body)
{
	pat_stmt *s = pb_new(sizeof *s);
	s->kind = S_FOR;
	s->u.loop.var = name;
	s->u.loop.slot = slot;
	s->u.loop.start = a;
	s->u.loop.end = b;
	s->u.loop.step = step;
	s->u.loop.body = body;
	return s;
}

static inline pat_stmt *pb_if(pat_expr *c, pat_stmt *then, pat_stmt *otherwise)
{
	pat_stmt *s = pb_new(sizeof *s);
	s->kind = S_IF;
	s->u.cond.cond = c;
	s->u.cond.then = then;
	s->u.cond.otherwise = otherwise;
	return s;
}

#endif
