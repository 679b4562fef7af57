/*
 * kernelrun.c - a 'kernel' pattern's own kernel on the GPU (kernelrun.h).
 *
 * The GPU must run what the interpreter ran: the same CUDA text (read
 * once, by the parser), compiled by NVRTC for the device's sm_XY (the
 * interpreter's PTX was compute_XY of the pattern's profile), the kernel
 * found by the name NVRTC lowered it to, every global array allocated at
 * the model's base address modulo 256 (so that sectors fall as in the
 * model, as cudagen's arrays do), holding its declared contents (zeros
 * where none are declared: the interpreter refuses any address, branch or
 * guard that a value it does not know would steer, so other values are
 * no matter), each parameter given the bits the interpreter gave it, in
 * the kernel's order, and the pattern's grid and block. The interpreter
 * refuses dynamic shared memory, so the launch has none.
 *
 * One launch is run to its end first (a fault is then the driver's error,
 * not a counter's), then counted once in the CUPTI range profiler (kernel
 * replay restores memory between the passes, so a kernel that writes
 * what it reads counts the same in each).
 */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "cudagen.h"
#include "cudasrc.h"
#include "diag.h"
#include "kernelrun.h"


/* The launch being prepared, and what to free after it. */
typedef struct krun {
	const gpu_api *api;
	gpu_device *dev;
	void *cubin;
	size_t cubin_size;
	gpu_module *mod;
	gpu_kernel *k;
	uint64_t *alloc;             /* per array: its allocation, or 0 */
	uint64_t *ptr;               /* per array: element 0 on the GPU */
	uint64_t *tex;               /* per array: a texture's object, or 0 */
	uint64_t *pval;              /* per parameter: its bits */
	void **params;
} krun;


static void
krun_free(const pat_program *p, krun *u)
{
	if (u->tex)
		for (int i = 0; i < p->narrays; i++)
			if (u->tex[i])
				u->api->texture_free(u->dev, u->tex[i]);
	free(u->tex);
	if (u->alloc)
		for (int i = 0; i < p->narrays; i++)
			if (u->alloc[i])
				u->api->free(u->dev, u->alloc[i]);
	if (u->mod)
		u->api->unload(u->mod);
	if (u->cubin)
		u->api->release(u->cubin);
	free(u->alloc);
	free(u->ptr);
	free(u->pval);
	free(u->params);
}

/* The kernel's code for the device (NVRTC's cubin, or the PTX nvcc made
   for a whole program), then the module and the kernel in it. */
static int
load(krun *u, const gpu_device_info *di, const cudasrc *k,
     diag *d)
{
	char err[GPU_ERRMAX], *log = NULL;
	const char *ptx = cudasrc_nvcc_ptx(k);
	int rc;

	/* a whole program, which nvcc compiled: its PTX, which the driver
	   compiles for the device; else NVRTC for the device */
	if (ptx == NULL) {
		rc = u->api->compile(cudasrc_text(k), cudasrc_path(k),
		                     di->cc_major, di->cc_minor, &u->cubin,
		                     &u->cubin_size, &log, err, sizeof err);
		if (rc != GPU_OK) {
			if (log)
				diag_relay(d, DIAG_ERROR, err, log);
			else
				diag_relay(d, DIAG_ERROR, err, NULL);
			u->api->release(log);
			return -1;
		}
		u->api->release(log);
	}
	if (u->api->load(u->dev, ptx ? (const void *)ptx : u->cubin,
	                 ptx ? strlen(ptx) + 1 : u->cubin_size, &u->mod, err,
	                 sizeof err) != GPU_OK ||
	    u->api->kernel(u->mod, cudasrc_lowered(k),
	                   (unsigned)cudasrc_dynamic_shared(k), &u->k, err,
	                   sizeof err) != GPU_OK) {
		diag_relay(d, DIAG_ERROR, err, NULL);
		return -1;
	}
	return 0;
}

/* Element i of an array of kind t holding x, into dst (size bytes):
   false for a type whose loads the interpreter never knows (vectors,
   structs), which stays zero. */
static bool
element(enum pat_tkind t, int64_t x, unsigned char *dst)
{
	switch (t) {
	case PT_FLOAT: {
		float y = (float)x;
		memcpy(dst, &y, 4);
		return true;
	}
	case PT_DOUBLE: {
		double y = (double)x;
		memcpy(dst, &y, 8);
		return true;
	}
	case PT_CHAR: case PT_UCHAR: *dst = (unsigned char)x; return true;
	case PT_SHORT: case PT_USHORT: {
		uint16_t y = (uint16_t)x;
		memcpy(dst, &y, 2);
		return true;
	}
	case PT_INT: case PT_UINT: {
		uint32_t y = (uint32_t)x;
		memcpy(dst, &y, 4);
		return true;
	}
	case PT_LONG: case PT_ULONG:
		memcpy(dst, &x, 8);
		return true;
	default:
		return false;
	}
}

/* Array a's declared contents, uploaded to dptr. */
static int
upload_contents(krun *u, const pat_array *a,
		const cudasrc_contents *f, uint64_t dptr, diag *d)
{
	uint64_t esz = a->type->size, n = esz ? a->bytes / esz : 0;
	unsigned char *buf;
	char err[GPU_ERRMAX];
	int rc;

	if (f->fill == FILL_VALUE && f->value == 0)
		return 0;            /* zeros already */
	if ((buf = calloc(a->bytes ? a->bytes : 1, 1)) == NULL) {
		DIAG_PLAIN(d, GPU_KERNEL_CONTENTS_MEMORY, a->name, a->bytes);
		return -1;
	}
	for (uint64_t i = 0; i < n; i++) {
		int64_t x;
		/* (where the expression is undefined the interpreter knew no
		   value: the element stays 0) */
		if (pat_contents_at(f, (int64_t)i, &x) &&
		    !element(a->type->kind, x, buf + i * esz))
			break;
	}
	rc = u->api->upload(u->dev, dptr, buf, a->bytes, err, sizeof err);
	free(buf);
	if (rc != GPU_OK) {
		diag_relay(d, DIAG_ERROR, err, NULL);
		return -1;
	}
	return 0;
}

/* The contents declared for array a, or NULL. */
static const cudasrc_contents *
contents_of(const cudasrc *k,
	    const pat_array *a)
{
	int n;
	const cudasrc_contents *f = cudasrc_fills(k, &n), *got = NULL;

	/* the last declaration wins, as in the interpreter */
	for (int i = 0; i < n; i++)
		if (f[i].array == a)
			got = &f[i];
	return got;
}

/* Every global array: allocated at its base modulo 256, zeros, then its
   contents. */
static int
arrays(krun *u, const pat_program *p, const cudasrc *k, diag *d)
{
	char err[GPU_ERRMAX];
	size_t n = (size_t)(p->narrays ? p->narrays : 1);

	u->alloc = xcalloc(n, sizeof *u->alloc);
	u->ptr = xcalloc(n, sizeof *u->ptr);
	u->tex = xcalloc(n, sizeof *u->tex);
	for (int i = 0; i < p->narrays; i++) {
		const pat_array *a = &p->arrays[i];
		const cudasrc_contents *f;
		/* a texture's memory at the texture alignment the devices
		   ask of linear memory (512 bytes; its sectors lie alike) */
		uint64_t bytes = cudagen_stride(a) + (a->texture ? 512 : 0);
		if (a->space != SPACE_GLOBAL || a->view_of != NULL)
			continue;
		if (u->api->alloc(u->dev, bytes, &u->alloc[i], err,
		                  sizeof err) != GPU_OK ||
		    u->api->fill32(u->dev, u->alloc[i], 0, bytes / 4, err,
		                   sizeof err) != GPU_OK) {
			DIAG_PLAIN(d, GPU_KERNEL_ARRAY, a->name, bytes, err);
			return -1;
		}
		u->ptr[i] = a->texture ? (u->alloc[i] + 511) / 512 * 512
		                       : u->alloc[i] + cudagen_global_offset(a);
		if ((f = contents_of(k, a)) != NULL &&
		    upload_contents(u, a, f, u->ptr[i], d) != 0)
			return -1;
		/* a texture's parameter is its texture object, made from the
		   texels just written */
		if (a->texture) {
			if (gpurun_texture(u->api, u->dev, a, u->ptr[i], &u->tex[i],
			                   err, sizeof err) != 0) {
				DIAG_PLAIN(d, GPU_KERNEL_TEXTURE, a->name, err);
				return -1;
			}
			u->ptr[i] = u->tex[i];
		}
	}
	/* a view reads its array's storage, at the same base */
	for (int i = 0; i < p->narrays; i++) {
		const pat_array *a = &p->arrays[i];
		if (a->space == SPACE_GLOBAL && a->view_of != NULL)
			u->ptr[i] = u->ptr[a->view_of - p->arrays] +
			            (a->base - a->view_of->base);
	}
	return 0;
}

/* The kernel's own constant variables: 'contents constant = 0' is what
   the interpreter assumed, whatever the source initialises them to, so
   the GPU's are zeroed; other values are untyped (the value fills the
   load, whatever its width) and cannot be written as bytes. Shared
   memory cannot be given contents at all: see shared_undefined. */
static int
variables(krun *u, const cudasrc *k, kernelrun_cmp *c, diag *d)
{
	int nf, nv = cudasrc_nvars(k);
	const cudasrc_contents *f = cudasrc_fills(k, &nf);
	const cudasrc_contents *fc = NULL, *fs = NULL;
	char err[GPU_ERRMAX];

	for (int i = 0; i < nf; i++)
		if (f[i].array == NULL) {
			if (f[i].space == SPACE_GLOBAL) {
				DIAG_PLAIN(d, GPU_KERNEL_STACK_CONTENTS);
				return -1;
			}
			if (f[i].space == SPACE_SHARED)
				fs = &f[i];
			else
				fc = &f[i];
		}
	if ((fc && fc->fill != FILL_VALUE) || (fc && fc->value != 0) ||
	    (fs && (fs->fill != FILL_VALUE || fs->value != 0))) {
		if (fc && (fc->fill != FILL_VALUE || fc->value != 0))
			DIAG_PLAIN(d, GPU_KERNEL_CONSTANT_CONTENTS);
		else
			DIAG_PLAIN(d, GPU_KERNEL_SHARED_CONTENTS);
		return -1;
	}
	for (int i = 0; i < nv; i++) {
		enum pat_space sp;
		uint64_t base, bytes, dptr;
		size_t n = 0;
		cudasrc_var(k, i, &sp, &base, &bytes);
		if (cudasrc_var_local(k, i))
			continue;    /* the stack: no symbol, no contents */
		if (sp == SPACE_SHARED) {
			if (fs != NULL && !cudasrc_var_stored(k, i))
				c->shared_undefined = true;
			continue;
		}
		if (fc == NULL)
			continue;
		if (u->api->symbol(u->mod, cudasrc_var_symbol(k, i), &dptr, &n,
		                   err, sizeof err) != GPU_OK) {
			diag_relay(d, DIAG_ERROR, err, NULL);
			return -1;
		}
		if (n > 0) {
			void *z = xcalloc(n, 1);
			int rc = u->api->upload(u->dev, dptr, z, n, err, sizeof err);
			free(z);
			if (rc != GPU_OK) {
				diag_relay(d, DIAG_ERROR, err, NULL);
				return -1;
			}
		}
	}
	return 0;
}

/* The parameters in the kernel's order: an array's address on the GPU,
   or the bits the interpreter gave the value. */
static int
params(krun *u, const pat_program *p, const cudasrc *k, diag *d)
{
	int n = cudasrc_nparams(k);

	u->pval = xcalloc((size_t)n + 1, sizeof *u->pval);
	u->params = xcalloc((size_t)n + 1, sizeof *u->params);
	for (int i = 0; i < n; i++) {
		unsigned bits;
		uint64_t v;
		const pat_array *a = cudasrc_param(k, i, &bits, &v);
		if (bits == 0) {
			DIAG_PLAIN(d, GPU_KERNEL_PARAM_STRUCT, i + 1,
			           cudasrc_name(k));
			return -1;
		}
		/* the launch reads the parameter's own width from its
		   address: the low bytes, on this little-endian host */
		u->pval[i] = a != NULL ? u->ptr[a - p->arrays] : v;
		u->params[i] = &u->pval[i];
	}
	return 0;
}

const char *const kernelrun_fig_name[KR_NFIGS] = {
	"global load requests", "global load sectors",
	"global store requests", "global store sectors",
	"shared load instructions", "shared load wavefronts",
	"shared store instructions", "shared store wavefronts",
	"local load requests", "local load sectors",
	"local store requests", "local store sectors",
	"texture requests", "texture sector lookups",
	"global atomic requests", "global atomic sectors",
	"shared atomic instructions", "shared atomic wavefronts",
	"constant-cache passes",
};

/* The model's totals, and which access makes each. */
static void
model_totals(const pat_program *p, const eval_result *r,
	     kernelrun_cmp *c, double *const_own)
{
	for (int f = 0; f < KR_NFIGS; f++) {
		c->model[f] = 0;
		c->owner[f] = KR_NONE;
	}
	*const_own = 0;
	for (int i = 0; i < p->naccesses; i++) {
		const pat_stmt *st = p->accesses[i];
		const sim_stats *s = &r->access[i].stats;
		bool store = st->u.access.store;
		int f, n = 2;
		if (st->u.access.atomic != A_NONE) {
			/* a global atomic's requests and sectors (ATOM and
			   RED: ptxas makes a RED of one whose old value is
			   not used), a shared one's instructions (with those
			   issued with no lane active) and wavefronts */
			if (st->u.access.array->space == SPACE_GLOBAL &&
			    !st->u.access.array->local) {
				f = KR_GATOM_REQUESTS;
				c->model[f] += (double)s->requests;
				c->model[f + 1] += (double)s->sectors;
			} else if (st->u.access.array->space == SPACE_SHARED) {
				f = KR_SATOM_INSTS;
				c->model[f] += (double)s->requests +
				               (double)r->access[i].inactive;
				c->model[f + 1] += (double)s->wavefronts;
			} else {
				c->uncounted++;
				continue;
			}
		} else switch (st->u.access.array->space) {
		case SPACE_GLOBAL:
			if (st->u.access.array->texture) {
				f = KR_TEX_REQUESTS;
				c->model[f] += (double)r->access[i].tex_quads;
				c->model[f + 1] += (double)s->sectors;
				break;
			}
			f = st->u.access.array->local
			    ? (store ? KR_LST_REQUESTS : KR_LLD_REQUESTS)
			    : store ? KR_GST_REQUESTS : KR_GLD_REQUESTS;
			c->model[f] += (double)s->requests;
			c->model[f + 1] += (double)s->sectors;
			break;
		case SPACE_SHARED:
			/* the instructions: the requests, and those issued
			   with no lane active (ptxas's predicates), which the
			   GPU counts too */
			f = store ? KR_SST_INSTS : KR_SLD_INSTS;
			c->model[f] += (double)s->requests +
			               (double)r->access[i].inactive;
			c->model[f + 1] += (double)s->wavefronts;
			break;
		case SPACE_CONSTANT: {
			/* a 16-byte load is two LDC.64, each served once a
			   distinct address (gpurun_constant_ldcs) */
			unsigned ldcs = gpurun_constant_ldcs(st->u.access.size);
			f = KR_CONST_PASSES;
			n = 1;
			c->model[f] += (double)s->distinct * ldcs;
			*const_own += (double)s->requests * ldcs;
			break;
		}
		default:
			c->uncounted++;
			continue;
		}
		if (s->requests == 0)
			continue;
		c->owner[f] = c->owner[f] == KR_NONE ? i : KR_SEVERAL;
		if (n == 2)
			c->owner[f + 1] = c->owner[f];
	}
}

/* The counters of one launch into c->gpu; const_own, the LDC
   instructions of the model's constant loads. */
static void
gpu_figures(const double *v, double const_own, kernelrun_cmp *c)
{
	c->gpu[KR_GLD_REQUESTS] = v[GPU_M_LD_REQUESTS];
	c->gpu[KR_GLD_SECTORS] = v[GPU_M_LD_SECTORS];
	c->gpu[KR_GST_REQUESTS] = v[GPU_M_ST_REQUESTS];
	c->gpu[KR_GST_SECTORS] = v[GPU_M_ST_SECTORS];
	c->gpu[KR_SLD_INSTS] = v[GPU_M_SHARED_LD_INST];
	c->gpu[KR_SST_INSTS] = v[GPU_M_SHARED_ST_INST];
	c->gpu[KR_SLD_WAVEFRONTS] = v[GPU_M_SHARED_LD_WAVEFRONTS];
	c->gpu[KR_SST_WAVEFRONTS] = v[GPU_M_SHARED_ST_WAVEFRONTS];
	/* the stack's: NaN (not compared) where CUPTI cannot read them */
	c->gpu[KR_LLD_REQUESTS] = v[GPU_M_LOCAL_LD_REQUESTS];
	c->gpu[KR_LLD_SECTORS] = v[GPU_M_LOCAL_LD_SECTORS];
	c->gpu[KR_LST_REQUESTS] = v[GPU_M_LOCAL_ST_REQUESTS];
	c->gpu[KR_LST_SECTORS] = v[GPU_M_LOCAL_ST_SECTORS];
	c->sass_ld = v[GPU_M_SHARED_LD_WAVEFRONTS_SASS];
	c->sass_st = v[GPU_M_SHARED_ST_WAVEFRONTS_SASS];
	/* atomics: NaN (not compared) where not read */
	c->gpu[KR_GATOM_REQUESTS] = v[GPU_M_ATOM_REQUESTS] +
	                            v[GPU_M_RED_REQUESTS];
	c->gpu[KR_GATOM_SECTORS] = v[GPU_M_ATOM_SECTORS] + v[GPU_M_RED_SECTORS];
	c->gpu[KR_SATOM_INSTS] = v[GPU_M_SHARED_ATOM_INST];
	c->gpu[KR_SATOM_WAVEFRONTS] = v[GPU_M_SHARED_ATOM_WAVEFRONTS];
	c->sass_atom = v[GPU_M_SHARED_ATOM_WAVEFRONTS_SASS];
	c->gpu[KR_TEX_REQUESTS] = v[GPU_M_TEX_REQUESTS];
	c->gpu[KR_TEX_SECTORS] = v[GPU_M_TEX_SECTORS];
	/* the constant cache's requests less the LDCs beyond the model's
	   loads (the kernel's parameter loads, one address each), as for a
	   written pattern (gpurun_constant_passes); fewer LDCs than loads:
	   ptxas merged or hoisted some, not compared */
	if (c->owner[KR_CONST_PASSES] != KR_NONE &&
	    !isnan(v[GPU_M_CONST_REQUESTS]) && !isnan(v[GPU_M_LDC_INST])) {
		if (v[GPU_M_LDC_INST] < const_own)
			c->const_merged = true;
		else
			c->gpu[KR_CONST_PASSES] = v[GPU_M_CONST_REQUESTS] -
			                          (v[GPU_M_LDC_INST] - const_own);
	}
	for (int f = 0; f < KR_NFIGS; f++) {
		enum kernelrun_verdict w = kernelrun_verdict(c, f);
		if (w == KR_NOT_COMPARED)
			continue;
		c->compared++;
		c->differ += w == KR_DIFFERS;
		c->explained += w == KR_ARBITRATION || w == KR_PREDICATED;
	}
}

enum kernelrun_verdict kernelrun_verdict(const kernelrun_cmp *c, int f)
{
	double sass;

	/* a kind neither side has is not a comparison */
	if (f < 0 || f >= KR_NFIGS || isnan(c->gpu[f]) ||
	    (c->gpu[f] == 0 && c->model[f] == 0 && c->owner[f] == KR_NONE))
		return KR_NOT_COMPARED;
	if (c->gpu[f] == c->model[f])
		return KR_AGREES;
	switch (f) {
	case KR_SLD_WAVEFRONTS:
	case KR_SST_WAVEFRONTS:
	case KR_SATOM_WAVEFRONTS:
		/* the pipe counter adds the wavefronts lost to warps of an
		   SM contending; the SASS-patched count is the
		   per-instruction figure the model gives */
		sass = f == KR_SLD_WAVEFRONTS ? c->sass_ld
		       : f == KR_SST_WAVEFRONTS ? c->sass_st : c->sass_atom;
		if (c->gpu[f] > c->model[f] && sass == c->model[f])
			return KR_ARBITRATION;
		return KR_DIFFERS;
	case KR_SLD_INSTS:
	case KR_SST_INSTS:
	case KR_SATOM_INSTS: {
		/* more instructions than the PTX's branches let run, with
		   the wavefronts the model's (or more by arbitration alone):
		   warps issued it with no lane active */
		enum kernelrun_verdict w = kernelrun_verdict(c, f + 1);
		if (!c->machine && c->gpu[f] > c->model[f] &&
		    (w == KR_AGREES || w == KR_ARBITRATION))
			return KR_PREDICATED;
		return KR_DIFFERS;
	}
	default:
		return KR_DIFFERS;
	}
}

int
kernelrun_compare(gpurun_session *s, const pat_program *p,
		  const eval_result *r, const sim_arch *evaluated,
		  kernelrun_cmp *c, diag *d)
{
	const cudasrc *k = p->kernel;
	krun u;
	gpu_launch l;
	double v[GPU_NMETRICS], const_own;
	char err[GPU_ERRMAX];
	int rc = -1, crc;

	memset(c, 0, sizeof *c);
	memset(&u, 0, sizeof u);
	c->device = *gpurun_session_info(s);
	c->arch = gpurun_session_arch(s);
	c->evaluated = evaluated ? evaluated->name : c->arch->name;
	for (int f = 0; f < KR_NFIGS; f++)
		c->gpu[f] = NAN;
	c->sass_ld = c->sass_st = c->sass_atom = NAN;
	c->machine = cudasrc_machine_known(k);
	model_totals(p, r, c, &const_own);
	u.api = gpurun_session_api(s, &u.dev);
	if (load(&u, &c->device, k, d) || arrays(&u, p, k, d) ||
	    variables(&u, k, c, d) || params(&u, p, k, d))
		goto out;
	memset(&l, 0, sizeof l);
	l.kernel = u.k;
	for (int i = 0; i < 3; i++) {
		l.grid[i] = (unsigned)p->grid[i];
		l.block[i] = (unsigned)p->block[i];
	}
	l.params = u.params;
	l.shared_bytes = (unsigned)cudasrc_dynamic_shared(k);
	if (u.api->run(u.dev, &l, err, sizeof err) != GPU_OK) {
		DIAG_PLAIN(d, GPU_KERNEL_RUN, cudasrc_name(k), err);
		goto out;
	}
	for (int m = 0; m < GPU_NMETRICS; m++)
		v[m] = NAN;
	crc = u.api->counters(u.dev, &l, 1, v, c->note, sizeof c->note);
	/* the texture pipe's, apart, where the kernel fetches textures (a
	   device without them leaves them NaN: not compared) */
	if (crc == GPU_OK && c->owner[KR_TEX_REQUESTS] != KR_NONE)
		u.api->counters_range(u.dev, &l, 1, GPU_M_TEX_REQUESTS, 2, 0, v,
		                      err, sizeof err);
	/* the atomics', apart, where the kernel has some: with the SASS
	   count where CUPTI takes it, else without */
	if (crc == GPU_OK && (c->owner[KR_GATOM_REQUESTS] != KR_NONE ||
	                      c->owner[KR_SATOM_INSTS] != KR_NONE) &&
	    u.api->counters_range(u.dev, &l, 1, GPU_M_ATOM_REQUESTS, 7, 0, v,
	                          err, sizeof err) != GPU_OK)
		u.api->counters_range(u.dev, &l, 1, GPU_M_ATOM_REQUESTS, 6, 0, v,
		                      err, sizeof err);
	if (crc == GPU_OK) {
		c->have_counters = true;
		gpu_figures(v, const_own, c);
	} else if (crc != GPU_EREFUSED && crc != GPU_EUNSUPPORTED &&
	           crc != GPU_ENOLIB) {
		diag_relay(d, DIAG_ERROR, c->note, NULL);
		goto out;
	}
	rc = 0;
out:
	krun_free(p, &u);
	return rc;
}

/* The 'kernel' statement's line: its accesses are made there. */
static int
kernel_line(const pat_program *p)
{
	return p->naccesses > 0 ? p->accesses[0]->loc.line : 0;
}

int
kernelrun_check(gpurun_session *s, const pat_program *p,
		const eval_result *r, const sim_arch *evaluated,
		const char *file, char **why, int *figures, int *explained,
		diag *d)
{
	kernelrun_cmp c;
	char *buf = NULL;
	size_t len = 0;
	FILE *f;

	*why = NULL;
	if (kernelrun_compare(s, p, r, evaluated, &c, d))
		return -1;
	if (!c.have_counters) {
		DIAG_PLAIN(d, GPU_COUNTERS_UNAVAILABLE, c.note);
		return -1;
	}
	*figures += c.compared;
	*explained += c.explained;
	if (c.differ == 0)
		return 0;
	if ((f = open_memstream(&buf, &len)) == NULL) {
		DIAG_PLAIN(d, GPU_OUT_OF_MEMORY);
		return -1;
	}
	for (int k = 0; k < KR_NFIGS; k++)
		if (kernelrun_verdict(&c, k) == KR_DIFFERS)
			fprintf(f, "%s:%d: kernel '%s': %s, model %.0f; GPU %.0f%s\n",
			        file ? file : "pattern", kernel_line(p),
			        cudasrc_name(p->kernel), kernelrun_fig_name[k],
			        c.model[k],
			        c.gpu[k], k == KR_SLD_WAVEFRONTS ||
			        k == KR_SST_WAVEFRONTS ? " (pipe counter)" : "");
	fclose(f);
	*why = buf;
	return 1;
}
