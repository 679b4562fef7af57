/*
 * gpurun.c - the measuring run: a pattern compiled, run, counted and
 * timed on the GPU, and the model's figures that go beside it.
 *
 * Counters: one kernel per access statement (cudagen's acc_s<N>), each
 * launched once inside the CUPTI range profiler with kernel replay, so
 * every range holds exactly one statement's requests, sectors and
 * wavefronts. Shared wavefronts are then read again, from the load/store
 * unit's pipe counter, in kernels where one warp plays every warp of the
 * grid in turn (acc_w<N>): where warps of one SM contend, the pipe counter
 * adds arbitration, and without contention it is the ground truth;
 * Nsight's SASS-patched estimate, from acc_s<N>, stays beside it. The
 * DRAM counters are read again in a second session, each
 * kernel after acc_flush has read four times the L2 (user replay, so the
 * flush precedes the kernel in every pass): what the array fill left
 * dirty in L2 is then not counted. Timing: kernel acc_time, every access,
 * made as a hand-written kernel makes it (loads overlapping, one replica
 * a block: cudagen.c), over enough
 * replicas of the global arrays that the data is sixteen times the L2 (so
 * that DRAM, not L2, is measured, and the launch's start and end weigh
 * little), warmed up, median of many launches.
 * Shared accesses are also timed in cycles (acc_c<N>, block 0 alone).
 * validate counts the kernels of many patterns in the same sessions, in
 * user replay (gpurun_count_batch; tests/gpu/validate-speed says why).
 *
 * The DRAM model (sim/dram.h) needs every request of the pattern: a feed
 * (gpurun_feed) gathers them through the evaluator's on_request hook,
 * during the evaluation that makes the report where the command can
 * install it (accessan --gpu), else in an evaluation of its own.
 */
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "arena.h"
#include "cudagen.h"
#include "diag.h"
#include "exitcode.h"
#include "atomic.h"
#include "gpurun.h"
#include "gpuload.h"

#define GPU_TIME_SCALE 16

/* The run-time library's functions fill a buffer with their error (its
   ABI): this file converts to diag once, where a public function
   returns. Its lines are short; NVRTC's log comes apart. */

struct gpurun_session {
	const gpu_api *api;
	gpu_device *dev;
	gpu_device_info info;
	double phase[GPURUN_NPHASES];    /* seconds, gpurun_session_phases */
};

/* Up to this many launches go to one CUPTI session (a validate batch
   gives 64 patterns of up to 4 accesses). */
#define GPURUN_RANGES_MAX 512

/* One compiled and loaded pattern with its buffers. */
typedef struct inst {
	gpu_module *mod;
	int nk;                      /* naccesses + 1 (acc_all last) */
	gpu_kernel **k;
	gpu_kernel *time, *flush;    /* acc_time, acc_flush */
	gpu_kernel **cyc;            /* per access: acc_c<N> or NULL */
	gpu_kernel **ser;            /* per access: acc_w<N> or NULL */
	uint64_t *alloc;             /* per array: its allocation (global) */
	uint64_t *ptr;               /* per array: element 0; a texture's
	                                parameter: its texture object */
	uint64_t *tex;               /* per array: the texture object made
	                                for it (0: none) */
	void **params;
	uint64_t out;                /* acc_out */
	unsigned long long key;       /* acc_key */
	unsigned shared;             /* dynamic shared memory */
	uint64_t replicas;
} inst;

/* An error of ours into err, handed up to the caller that reports it:
   a row of msg.h by its id. */
#define SAY(err, errlen, id, ...) \
	say((err), (errlen), MSG_FMT(id), ##__VA_ARGS__)

static void say(char *err, size_t errlen, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static double
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Charge the time since *t to phase ph, and start again from now. */
static void
charge(gpurun_session *s, int ph, double *t)
{
	double n = now();

	s->phase[ph] += n - *t;
	*t = n;
}

static const char *const phase_names[GPURUN_NPHASES] = {
	"load", "alloc", "check", "counters", "serial", "flush", "cycles",
	"timing", "free",
};

const double *
gpurun_session_phases(const gpurun_session *s)
{
	return s->phase;
}

const char *
gpurun_phase_name(int ph)
{
	return ph >= 0 && ph < GPURUN_NPHASES ? phase_names[ph] : "?";
}

static void
say(char *err, size_t errlen, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, errlen, fmt, ap);
	va_end(ap);
}

/* The backend's own error (gpu/lib's text: CUDA's, CUPTI's), or one of
   ours already made whole, handed up as it is. */
static void
pass_on(char *err, size_t errlen, const char *text)
{
	say(err, errlen, "%s", text);
}

void
gpurun_log_open(gpurun_log *l)
{
	memset(l, 0, sizeof *l);
	if ((l->f = open_memstream(&l->buf, &l->len)) == NULL) {
		/* as xmalloc's: allocation failure exits in one place */
		fprintf(stderr, "accessan: error: "
		        MSG_FMT(GPU_LOG_OUT_OF_MEMORY) "\n");
		exit(EXIT_SYSTEM);
	}
	l->d = xmalloc(sizeof *l->d);
	diag_init(l->d, l->f, false);
	l->d->max_errors = 0;
}

const char *
gpurun_log_text(gpurun_log *l)
{
	size_t n;
	char *t;

	fflush(l->f);
	if (l->buf == NULL)
		return "";
	t = l->buf;
	n = strlen(l->d->prog);
	if (strncmp(t, l->d->prog, n) == 0 && strncmp(t + n, ": error: ", 9) == 0)
		t += n + 9;
	n = strlen(t);
	if (n > 0 && t[n - 1] == '\n')
		t[n - 1] = '\0';
	return t;
}

void
gpurun_log_close(gpurun_log *l)
{
	if (l->f)
		fclose(l->f);
	free(l->buf);
	free(l->d);
	memset(l, 0, sizeof *l);
}

int
gpurun_session_open(gpurun_session **out, diag *d)
{
	gpurun_session *s;
	char err[GPU_ERRMAX];
	int rc;

	*out = NULL;
	s = xcalloc(1, sizeof *s);
	if ((s->api = gpuload_open(d)) == NULL) {
		free(s);
		return -1;
	}
	rc = s->api->open(0, &s->dev, &s->info, err, sizeof err);
	if (rc != GPU_OK) {
		diag_relay(d, DIAG_ERROR, err, NULL);
		free(s);
		return -1;
	}
	*out = s;
	return 0;
}

const gpu_device_info *
gpurun_session_info(const gpurun_session *s)
{
	return &s->info;
}

const sim_arch *
gpurun_session_arch(const gpurun_session *s)
{
	char an[16];
	const sim_arch *a;

	/* two profiles share compute capability 9.0: the H200 differs from
	   the H100 in its memory, which only its name tells */
	if (s->info.cc_major == 9 && s->info.cc_minor == 0 &&
	    strstr(s->info.name, "H200") != NULL &&
	    (a = sim_arch_find("h200")) != NULL)
		return a;
	snprintf(an, sizeof an, "sm_%d%d", s->info.cc_major, s->info.cc_minor);
	return (a = sim_arch_find(an)) != NULL ? a : sim_arch_default();
}

void
gpurun_session_close(gpurun_session *s)
{
	if (s == NULL)
		return;
	s->api->close(s->dev);
	free(s);
}

/* The texture objects of in (before the memory they read goes). */
static void
tex_free(gpurun_session *s, const pat_program *p, inst *in)
{
	for (int i = 0; in->tex != NULL && i < p->narrays; i++)
		if (in->tex[i] != 0)
			s->api->texture_free(s->dev, in->tex[i]);
	free(in->tex);
	in->tex = NULL;
}

static void
inst_free(gpurun_session *s, const pat_program *p, inst *in)
{
	tex_free(s, p, in);
	if (in->alloc)
		for (int i = 0; i < p->narrays; i++)
			s->api->free(s->dev, in->alloc[i]);
	if (in->out)
		s->api->free(s->dev, in->out);
	s->api->unload(in->mod);
	free(in->k);
	free(in->cyc);
	free(in->ser);
	free(in->alloc);
	free(in->ptr);
	free(in->params);
	memset(in, 0, sizeof *in);
}

int
gpurun_compile(const gpurun_session *s, const pat_program *p,
	       gpurun_cubin *c, diag *d)
{
	const gpu_api *api = s->api;
	char *src, *name, *log = NULL, err[GPU_ERRMAX];
	int rc;

	c->data = NULL;
	c->size = 0;
	if ((src = cudagen_source(p, CUDAGEN_ALL, d)) == NULL)
		return -1;
	name = cudagen_file_name(p->file ? p->file : "pattern.cu");
	rc = api->compile(src, name, s->info.cc_major, s->info.cc_minor,
	                  &c->data, &c->size, &log, err, sizeof err);
	free(name);
	free(src);
	if (rc != GPU_OK) {
		if (log)
			diag_relay(d, DIAG_ERROR, err, log);
		else
			diag_relay(d, DIAG_ERROR, err, NULL);
		api->release(log);
		return -1;
	}
	api->release(log);
	return 0;
}

void
gpurun_cubin_free(const gpurun_session *s, gpurun_cubin *c)
{
	if (c->data)
		s->api->release(c->data);
	c->data = NULL;
	c->size = 0;
}

/* Load p's cubin and find its kernels. */
static int
inst_load(gpurun_session *s, const pat_program *p,
	  const gpurun_cubin *c, inst *in, char *err, size_t errlen)
{
	const gpu_api *api = s->api;
	char name[32];
	uint64_t sh = cudagen_space_bytes(p, SPACE_SHARED);
	int rc;

	rc = api->load(s->dev, c->data, c->size, &in->mod, err, errlen);
	if (rc != GPU_OK)
		return -1;
	in->shared = sh > CUDAGEN_STATIC_SHARED_MAX ? (unsigned)sh : 0;
	in->nk = p->naccesses + 1;
	if ((in->k = calloc(in->nk, sizeof *in->k)) == NULL) {
		SAY(err, errlen, GPU_OUT_OF_MEMORY);
		return -1;
	}
	for (int i = 0; i < in->nk; i++) {
		int id = i == p->naccesses ? CUDAGEN_ALL : i;
		if (api->kernel(in->mod, cudagen_kernel_name(id, name, sizeof name),
		                in->shared, &in->k[i], err, errlen) != GPU_OK)
			return -1;
	}
	if ((in->cyc = calloc(in->nk, sizeof *in->cyc)) == NULL ||
	    (in->ser = calloc(in->nk, sizeof *in->ser)) == NULL) {
		SAY(err, errlen, GPU_OUT_OF_MEMORY);
		return -1;
	}
	for (int i = 0; i < p->naccesses; i++) {
		if (!cudagen_has_cycles(p, i))
			continue;
		snprintf(name, sizeof name, "acc_c%d", i);
		if (api->kernel(in->mod, name, in->shared, &in->cyc[i], err,
		                errlen) != GPU_OK)
			return -1;
	}
	for (int i = 0; i < p->naccesses; i++) {
		if (!cudagen_has_serial(p, i))
			continue;
		snprintf(name, sizeof name, "acc_w%d", i);
		if (api->kernel(in->mod, name, in->shared, &in->ser[i], err,
		                errlen) != GPU_OK)
			return -1;
	}
	if (api->kernel(in->mod, "acc_time", in->shared, &in->time, err,
	                errlen) != GPU_OK ||
	    api->kernel(in->mod, "acc_flush", 0, &in->flush, err,
	                errlen) != GPU_OK)
		return -1;
	return 0;
}

/*
 * The texture object of texture array a, reading the texels its
 * allocation at dptr holds (each 1.0f word, as a global array's): a 2D
 * texture's copied into a CUDA array, a 1D one's linear memory itself.
 * Point filtering, integer coordinates, clamped (cudagen.c's fetch).
 */
int
gpurun_texture(const gpu_api *api, gpu_device *dev, const pat_array *a,
	       uint64_t dptr, uint64_t *handle, char *err, size_t errlen)
{
	gpu_texture t;

	memset(&t, 0, sizeof t);
	t.dims = a->ndims;
	t.width = (uint64_t)(a->ndims == 2 ? a->dims[1] : a->dims[0]);
	t.height = a->ndims == 2 ? (uint64_t)a->dims[0] : 1;
	switch (a->type->kind) {
	case PT_CHAR4: case PT_FLOAT4: case PT_INT4: t.channels = 4; break;
	case PT_FLOAT2: case PT_INT2: t.channels = 2; break;
	default: t.channels = 1; break;
	}
	t.channel_bits = (unsigned)(a->type->size * 8 / t.channels);
	switch (a->type->kind) {
	case PT_FLOAT: case PT_FLOAT2: case PT_FLOAT4:
		t.kind = GPU_TEX_FLOAT;
		break;
	case PT_UCHAR: case PT_USHORT: case PT_UINT:
		t.kind = GPU_TEX_UNSIGNED;
		break;
	default:
		t.kind = GPU_TEX_SIGNED;
		break;
	}
	t.dptr = dptr;
	return api->texture(dev, &t, handle, err, errlen) == GPU_OK ? 0 : -1;
}

/* Allocate replicas copies of the global arrays and the parameters. */
static int
inst_alloc(gpurun_session *s, const pat_program *p, inst *in,
	   uint64_t replicas, char *err, size_t errlen)
{
	const gpu_api *api = s->api;
	int np = 0;

	in->replicas = replicas;
	in->alloc = calloc(p->narrays ? p->narrays : 1, sizeof *in->alloc);
	in->ptr = calloc(p->narrays ? p->narrays : 1, sizeof *in->ptr);
	in->tex = calloc(p->narrays ? p->narrays : 1, sizeof *in->tex);
	in->params = calloc(p->narrays + 2, sizeof *in->params);
	if (!in->alloc || !in->ptr || !in->tex || !in->params) {
		SAY(err, errlen, GPU_OUT_OF_MEMORY);
		return -1;
	}
	for (int i = 0; i < p->narrays; i++) {
		const pat_array *a = &p->arrays[i];
		uint64_t bytes;
		if (a->space != SPACE_GLOBAL || a->local)   /* in the kernel */
			continue;
		/* a texture's memory at the texture alignment the devices
		   ask of linear memory (512 bytes; its sectors lie alike) */
		bytes = cudagen_stride(a) * replicas + (a->texture ? 512 : 0);
		if (api->alloc(s->dev, bytes, &in->alloc[i], err, errlen) ||
		    api->fill32(s->dev, in->alloc[i], 0x3f800000u, bytes / 4, err,
		                errlen))
			return -1;
		in->ptr[i] = a->texture ? (in->alloc[i] + 511) / 512 * 512
		                        : in->alloc[i] + cudagen_global_offset(a);
		/* a texture's parameter is its object (the replicas share
		   the one texture: cudagen.c) */
		if (a->texture) {
			if (gpurun_texture(api, s->dev, a, in->ptr[i], &in->tex[i],
			                   err, errlen) != 0)
				return -1;
			in->ptr[i] = in->tex[i];
		}
		in->params[np++] = &in->ptr[i];
	}
	if (api->alloc(s->dev, 32, &in->out, err, errlen) ||
	    api->fill32(s->dev, in->out, 0, 8, err, errlen))
		return -1;
	in->params[np++] = &in->out;
	in->key = CUDAGEN_KEY;
	in->params[np++] = &in->key;
	for (int i = 0; i < p->narrays; i++) {
		uint64_t c;
		size_t n = 0;
		if (p->arrays[i].space != SPACE_CONSTANT)
			continue;
		if (api->symbol(in->mod, "acc_cmem", &c, &n, err, errlen) ||
		    api->fill32(s->dev, c, 0x3f800000u, n / 4, err, errlen))
			return -1;
		break;
	}
	return 0;
}

static void
launch_of(const pat_program *p, const inst *in, int k,
	  gpu_launch *l)
{
	memset(l, 0, sizeof *l);
	l->kernel = in->k[k];
	l->grid[0] = (unsigned)(p->grid[0] * (int64_t)in->replicas);
	l->grid[1] = (unsigned)p->grid[1];
	l->grid[2] = (unsigned)p->grid[2];
	for (int d = 0; d < 3; d++)
		l->block[d] = (unsigned)p->block[d];
	l->shared_bytes = in->shared;
	l->params = in->params;
}

/* Run acc_all once and check that every index stayed in its array. */
static int
inst_check(gpurun_session *s, const pat_program *p, inst *in,
	   char *err, size_t errlen)
{
	gpu_launch l;
	uint64_t out[2];

	launch_of(p, in, p->naccesses, &l);
	if (s->api->run(s->dev, &l, err, errlen) != GPU_OK ||
	    s->api->download(s->dev, out, in->out, sizeof out, err, errlen))
		return -1;
	if (out[0] != 0) {
		const pat_stmt *a = p->accesses[out[0] - 1];
		SAY(err, errlen, GPU_INDEX_OUTSIDE, (int)(out[0] - 1),
		    a->loc.line);
		return -1;
	}
	return 0;
}

static uint64_t
global_bytes(const pat_program *p)
{
	uint64_t b = 0;

	for (int i = 0; i < p->narrays; i++)
		if (p->arrays[i].space == SPACE_GLOBAL && !p->arrays[i].local)
			b += cudagen_stride(&p->arrays[i]);
	return b;
}

/* The timed data over the L2: ACCESSAN_TIME_SCALE, 16 by default (at 4,
   the kernels of a copy last 70 us on an H100, and their start and end
   add 8 %). */
static uint64_t
time_scale(void)
{
	const char *e = getenv("ACCESSAN_TIME_SCALE");
	char *end;
	long v;

	if (e == NULL || *e == '\0')
		return GPU_TIME_SCALE;
	v = strtol(e, &end, 10);
	return *end == '\0' && v >= 1 && v <= 64 ? (uint64_t)v : GPU_TIME_SCALE;
}

/* Enough replicas for time_scale() times the L2, within the grid's x
   limit and a quarter of the device's memory. */
static uint64_t
replicas_for(const gpurun_session *s, const pat_program *p)
{
	uint64_t g = global_bytes(p);
	uint64_t want = time_scale() * (s->info.l2_bytes ? s->info.l2_bytes
	                                                  : (64u << 20));
	uint64_t r, maxr;

	if (g == 0)
		return 1;
	r = (want + g - 1) / g;
	maxr = 0x7fffffffu / (uint64_t)p->grid[0];
	if (r > maxr)
		r = maxr;
	if (s->info.mem_bytes && r * g > s->info.mem_bytes / 4)
		r = s->info.mem_bytes / 4 / g;
	return r ? r : 1;
}

/* The DRAM counters of every acc_s<N>, each after acc_flush has read
   four times the L2, into m->counters. Leaves them as they were (read
   without a flush) when the flush buffer cannot be had. */
static int
dram_flushed(gpurun_session *s, const pat_program *p, inst *in,
	     gpurun_measurement *m, char *err, size_t errlen)
{
	const gpu_api *api = s->api;
	uint64_t l2 = s->info.l2_bytes ? s->info.l2_bytes : (64u << 20);
	uint64_t words = 4 * l2 / 16, buf = 0;
	unsigned long long n = words;
	void *fp[4];
	gpu_launch *l;
	double *v;
	int n2 = 2 * p->naccesses, rc;

	if (api->alloc(s->dev, words * 16, &buf, err, errlen) != GPU_OK)
		return 0;
	if (api->fill32(s->dev, buf, 0x3f800000u, words * 4, err, errlen)) {
		api->free(s->dev, buf);
		return -1;
	}
	fp[0] = &buf;
	fp[1] = &n;
	fp[2] = &in->out;
	fp[3] = &in->key;
	l = calloc(n2, sizeof *l);
	v = malloc((size_t)n2 * GPU_NMETRICS * sizeof *v);
	if (l == NULL || v == NULL) {
		free(l);
		free(v);
		api->free(s->dev, buf);
		SAY(err, errlen, GPU_OUT_OF_MEMORY);
		return -1;
	}
	for (int i = 0; i < p->naccesses; i++) {
		l[2 * i].kernel = in->flush;
		l[2 * i].grid[0] = (unsigned)(s->info.sm_count > 0 ?
		                              4 * s->info.sm_count : 512);
		l[2 * i].grid[1] = l[2 * i].grid[2] = 1;
		l[2 * i].block[0] = 512;
		l[2 * i].block[1] = l[2 * i].block[2] = 1;
		l[2 * i].params = fp;
		launch_of(p, in, i, &l[2 * i + 1]);
	}
	rc = api->counters_range(s->dev, l, n2, GPU_M_DRAM_READ_BYTES, 2, 1, v,
	                         err, errlen);
	if (rc == GPU_OK) {
		for (int i = 0; i < p->naccesses; i++) {
			double *c = &m->counters[(size_t)i * GPU_NMETRICS];
			const double *w = &v[(size_t)(2 * i + 1) * GPU_NMETRICS];
			c[GPU_M_DRAM_READ_BYTES] = w[GPU_M_DRAM_READ_BYTES];
			c[GPU_M_DRAM_WRITE_BYTES] = w[GPU_M_DRAM_WRITE_BYTES];
		}
		m->dram_flushed = true;
	}
	free(l);
	free(v);
	api->free(s->dev, buf);
	return rc == GPU_OK ? 0 : -1;
}

/* Cycles of every shared access's acc_c<N>, block 0 alone. */
static int
cycles(gpurun_session *s, const pat_program *p, inst *in,
       gpurun_measurement *m, char *err, size_t errlen)
{
	for (int i = 0; i < p->naccesses; i++) {
		gpu_launch l;
		uint64_t out[3];
		if (in->cyc == NULL || in->cyc[i] == NULL)
			continue;
		launch_of(p, in, i, &l);
		l.kernel = in->cyc[i];
		l.grid[0] = l.grid[1] = l.grid[2] = 1;
		if (s->api->run(s->dev, &l, err, errlen) != GPU_OK ||
		    s->api->download(s->dev, out, in->out, sizeof out, err,
		                     errlen) != GPU_OK)
			return -1;
		m->cycles[i] = (double)out[2];
	}
	return 0;
}

/* Launch k's pipe counters over the reads in v (read r, launch k,
   metric m at [(r * n + k) * GPU_NMETRICS + m]) into c: the smallest
   wavefront count of each kind, the instructions, which must be the same
   in every read (-1 if not). *noisy counts a launch whose reads differ. */
static int
keep_smallest(const double *v, int n, int k, double *c, int *noisy)
{
	static const int wave[2] = { GPU_M_SHARED_LD_WAVEFRONTS,
	                             GPU_M_SHARED_ST_WAVEFRONTS };
	static const int insts[2] = { GPU_M_SHARED_LD_INST,
	                              GPU_M_SHARED_ST_INST };
	bool differ = false;

	for (int j = 0; j < 2; j++) {
		double lo = v[(size_t)k * GPU_NMETRICS + wave[j]];
		double ni = v[(size_t)k * GPU_NMETRICS + insts[j]];
		for (int r = 1; r < GPURUN_SERIAL_READS; r++) {
			const double *x = v + ((size_t)r * n + k) * GPU_NMETRICS;
			if (x[insts[j]] != ni)
				return -1;
			differ = differ || x[wave[j]] != lo;
			if (x[wave[j]] < lo)
				lo = x[wave[j]];
		}
		c[wave[j]] = lo;
		c[insts[j]] = ni;
	}
	*noisy += differ;
	return 0;
}

/* One loaded pattern among those counted together (a batch of validate's,
   or gpurun_measure's one): err holds why, once rc is -1, and the
   pattern is then left out of what follows. */
typedef struct member {
	const pat_program *p;
	inst *in;
	gpurun_measurement *m;
	char *err;
	size_t errlen;
	int rc;
	bool sass;                   /* read the SASS-patched estimates */
	/* user replay: the launches made again for each pass (kernel replay
	   saves and restores the device's memory around every kernel, each
	   pass: 12 to 14 ms a kernel and pass on an H100) */
	bool user;
} member;

/* The metrics first .. first + count - 1 of n launches (first < 0: every
   metric, as api->counters reads them, the SASS-patched ones where CUPTI
   takes them) into v, at most GPURUN_RANGES_MAX launches a session; user:
   user replay where CUPTI allows it (the backend falls back to kernel
   replay where it does not). */
static int
count_chunks(gpurun_session *s, const gpu_launch *l, int n,
	     int first, int count, bool user, double *v,
	     char *err, size_t errlen)
{
	for (int k = 0; k < n; k += GPURUN_RANGES_MAX) {
		int c = n - k < GPURUN_RANGES_MAX ? n - k : GPURUN_RANGES_MAX;
		double *w = v + (size_t)k * GPU_NMETRICS;
		int rc;
		if (first >= 0)
			rc = s->api->counters_range(s->dev, l + k, c, first, count,
			                            user, w, err, errlen);
		else if (!user)
			rc = s->api->counters(s->dev, l + k, c, w, err, errlen);
		else {
			/* as counters(): every metric, else without the
			   SASS-patched ones */
			rc = s->api->counters_range(s->dev, l + k, c, 0,
			                            GPU_NMETRICS_MAIN, 1, w, err,
			                            errlen);
			if (rc == GPU_EFAIL)
				rc = s->api->counters_range(s->dev, l + k, c, 0,
				                            GPU_NMETRICS_REQUIRED, 1, w,
				                            err, errlen);
		}
		if (rc != GPU_OK)
			return rc;
	}
	return GPU_OK;
}

static void count_members(gpurun_session *s, member *mb, int n);
static void serial_members(gpurun_session *s, member *mb, int n);

/* Metrics read apart from the others, each acc_s<N> alone, for b's
   accesses that take them: the first of counts (the metrics from first
   on) that CUPTI gives, else the next (fewer); a device without them
   leaves them NaN, and the note says which ones failed (what). */
static void
apart_counters(gpurun_session *s, member *b, bool (*takes)(const pat_stmt *),
               int first, const int *counts, int ncounts, const char *what)
{
	const pat_program *p = b->p;
	gpu_launch *l;
	double *v;
	int *which, n = 0, i, k, m, rc = GPU_EFAIL;
	char err[GPU_ERRMAX];

	for (i = 0; i < p->naccesses; i++)
		n += takes(p->accesses[i]);
	if (n == 0)
		return;
	l = xcalloc((size_t)n, sizeof *l);
	which = xcalloc((size_t)n, sizeof *which);
	v = xmalloc((size_t)n * GPU_NMETRICS * sizeof *v);
	for (size_t j = 0; j < (size_t)n * GPU_NMETRICS; j++)
		v[j] = NAN;
	n = 0;
	for (i = 0; i < p->naccesses; i++)
		if (takes(p->accesses[i])) {
			which[n] = i;
			launch_of(p, b->in, i, &l[n++]);
		}
	for (k = 0; k < ncounts && rc != GPU_OK; k++)
		rc = count_chunks(s, l, n, first, counts[k], b->user, v, err,
		                  sizeof err);
	if (rc == GPU_OK)
		for (i = 0; i < n; i++) {
			double *c = &b->m->counters[(size_t)which[i] * GPU_NMETRICS];
			for (m = first; m < first + counts[k - 1]; m++)
				c[m] = v[(size_t)i * GPU_NMETRICS + m];
		}
	else
		snprintf(b->m->counters_note, sizeof b->m->counters_note,
		         "%s: %.600s", what, err);
	free(l);
	free(which);
	free(v);
}

static bool
is_texture(const pat_stmt *st)
{
	return st->u.access.array->texture;
}

static bool
is_atomic(const pat_stmt *st)
{
	return st->u.access.atomic != A_NONE;
}

/* The texture pipe's counters of b's texture fetches, and the atomics'
   of its atomics (with the shared atomics' SASS-patched count where
   CUPTI takes it, else without): read apart (gpu.h). */
static void
tex_atom_counters(gpurun_session *s, member *b)
{
	static const int tex[] = { 2 }, atom[] = { 7, 6 };

	apart_counters(s, b, is_texture, GPU_M_TEX_REQUESTS, tex, 1,
	               "the texture pipe's counters");
	apart_counters(s, b, is_atomic, GPU_M_ATOM_REQUESTS, atom, 2,
	               "the atomics' counters");
}

/* Each of mb's n patterns alone: after a session of several failed, so
   that the failure is told of the pattern that caused it. */
static void
one_by_one(gpurun_session *s, member *mb, int n,
	   void (*what)(gpurun_session *, member *, int))
{
	for (int i = 0; i < n; i++)
		if (mb[i].rc == 0)
			what(s, &mb[i], 1);
}

/* Every acc_s<N> of mb's patterns counted in one session (refusal is not
   an error: have_counters says whether, counters_note why not). */
static void
count_members(gpurun_session *s, member *mb, int n)
{
	char note[sizeof mb->m->counters_note];
	gpu_launch *l;
	double *v;
	int total = 0, k = 0, in = 0, crc;

	for (int i = 0; i < n; i++)
		if (mb[i].rc == 0 && mb[i].p->naccesses > 0) {
			total += mb[i].p->naccesses;
			in++;
		}
	if (total == 0)
		return;
	l = xcalloc(total, sizeof *l);
	v = xmalloc((size_t)total * GPU_NMETRICS * sizeof *v);
	for (int i = 0; i < n; i++)
		for (int a = 0; mb[i].rc == 0 && a < mb[i].p->naccesses; a++)
			launch_of(mb[i].p, mb[i].in, a, &l[k++]);
	note[0] = '\0';
	/* without the estimates: the metrics before them, the rows' other
	   columns NaN as counters() leaves what CUPTI cannot give */
	for (size_t i = 0; i < (size_t)total * GPU_NMETRICS; i++)
		v[i] = NAN;
	crc = count_chunks(s, l, total, mb[0].sass ? -1 : 0,
	                   GPU_NMETRICS_REQUIRED, mb[0].user, v, note,
	                   sizeof note);
	free(l);
	if (crc != GPU_OK && crc != GPU_EREFUSED && crc != GPU_EUNSUPPORTED &&
	    crc != GPU_ENOLIB && in > 1) {
		free(v);
		one_by_one(s, mb, n, count_members);
		return;
	}
	k = 0;
	for (int i = 0; i < n; i++) {
		member *b = &mb[i];
		size_t row = (size_t)b->p->naccesses * GPU_NMETRICS;
		if (b->rc != 0 || b->p->naccesses == 0)
			continue;
		snprintf(b->m->counters_note, sizeof b->m->counters_note, "%s",
		         note);
		if (crc == GPU_OK) {
			memcpy(b->m->counters, v + (size_t)k * GPU_NMETRICS,
			       row * sizeof *v);
			b->m->have_counters = true;
			tex_atom_counters(s, b);
		} else if (crc != GPU_EREFUSED && crc != GPU_EUNSUPPORTED &&
		           crc != GPU_ENOLIB) {
			pass_on(b->err, b->errlen, note);
			b->rc = -1;
		}
		k += b->p->naccesses;
	}
	free(v);
}

/* The shared accesses' pipe counters and instructions again, from
   acc_w<N>: one warp on the GPU (cudagen.c says why). Where other warps
   shared the SM, the noise only ever added wavefronts (1 to 3, never
   fewer than the model or Nsight's estimate); so, as a guard, the range
   is read GPURUN_SERIAL_READS times and each access keeps its smallest
   count, the instructions agreeing in every read, and m->serial_noisy
   counts the accesses whose reads differed: with one warp, none has.
   Every acc_w<N> of mb's patterns goes to the same sessions. */
static void
serial_members(gpurun_session *s, member *mb, int n)
{
	const int first = GPU_M_SHARED_LD_WAVEFRONTS;
	const int count = GPU_M_SHARED_ST_INST - first + 1;
	char err[GPU_ERRMAX];
	gpu_launch *l;
	int *owner, *which;
	double *v;
	int total = 0, in = 0, rc = GPU_OK;

	for (int i = 0; i < n; i++) {
		int had = total;
		if (mb[i].rc != 0 || !mb[i].m->have_counters ||
		    mb[i].in->ser == NULL)
			continue;
		for (int a = 0; a < mb[i].p->naccesses; a++)
			total += mb[i].in->ser[a] != NULL;
		in += total > had;
	}
	if (total == 0)
		return;
	l = xcalloc(total, sizeof *l);
	owner = xcalloc(total, sizeof *owner);
	which = xcalloc(total, sizeof *which);
	v = xmalloc((size_t)GPURUN_SERIAL_READS * total * GPU_NMETRICS *
	            sizeof *v);
	total = 0;
	for (int i = 0; i < n; i++) {
		const member *b = &mb[i];
		if (b->rc != 0 || !b->m->have_counters || b->in->ser == NULL)
			continue;
		for (int a = 0; a < b->p->naccesses; a++) {
			gpu_launch *x = &l[total];
			if (b->in->ser[a] == NULL)
				continue;
			launch_of(b->p, b->in, a, x);
			x->kernel = b->in->ser[a];
			/* one warp plays the grid (cudagen.h, acc_w<N>) */
			x->grid[0] = x->grid[1] = x->grid[2] = 1;
			x->block[0] = 32;
			x->block[1] = x->block[2] = 1;
			owner[total] = i;
			which[total++] = a;
		}
	}
	for (int r = 0; r < GPURUN_SERIAL_READS && rc == GPU_OK; r++)
		rc = count_chunks(s, l, total, first, count, mb[0].user,
		                  v + (size_t)r * total * GPU_NMETRICS, err,
		                  sizeof err);
	if (rc != GPU_OK && in > 1) {
		one_by_one(s, mb, n, serial_members);
		goto out;
	}
	for (int k = 0; k < total; k++) {
		member *b = &mb[owner[k]];
		if (b->rc != 0)
			continue;
		if (rc != GPU_OK) {
			pass_on(b->err, b->errlen, err);
			b->rc = -1;
			continue;
		}
		b->m->serial_reads = GPURUN_SERIAL_READS;
		if (keep_smallest(v, total, k, &b->m->counters[(size_t)which[k] *
		                  GPU_NMETRICS], &b->m->serial_noisy) != 0) {
			SAY(b->err, b->errlen, GPU_SERIAL_DIFFER, which[k],
			    which[k]);
			b->rc = -1;
		}
	}
out:
	free(l);
	free(owner);
	free(which);
	free(v);
}

/* Every acc_s<N> counted (refusal is not an error: have_counters says
   whether), the shared accesses again without arbitration (acc_w<N>),
   then their DRAM counters again after a flush. */
static int
read_counters(gpurun_session *s, const pat_program *p, inst *in,
	      unsigned what, gpurun_measurement *m, char *err,
	      size_t errlen)
{
	member mb = { p, in, m, err, errlen, 0, true, false };
	double t = now();

	count_members(s, &mb, 1);
	charge(s, GPURUN_P_COUNTERS, &t);
	if (mb.rc == 0 && m->have_counters)
		serial_members(s, &mb, 1);
	charge(s, GPURUN_P_SERIAL, &t);
	if (mb.rc != 0)
		return -1;
	if (m->have_counters && (what & GPURUN_FLUSH) &&
	    getenv("ACCESSAN_NO_FLUSH") == NULL &&
	    dram_flushed(s, p, in, m, err, errlen))
		return -1;
	charge(s, GPURUN_P_FLUSH, &t);
	return 0;
}

/* The pattern timed over enough replicas that DRAM is measured, and the
   DRAM bytes of the timed kernel where counters can be read. */
static int
time_it(gpurun_session *s, const pat_program *p, inst *in,
	bool counters, gpurun_measurement *m, char *err,
	size_t errlen)
{
	uint64_t r = replicas_for(s, p);
	gpu_launch l;
	bool unrolled = r >= CUDAGEN_TIME_UNROLL;

	if (unrolled)
		r -= r % CUDAGEN_TIME_UNROLL;
	if (r != 1) {
		/* the module stays; the buffers are made again, larger */
		tex_free(s, p, in);
		for (int i = 0; i < p->narrays; i++)
			s->api->free(s->dev, in->alloc[i]);
		s->api->free(s->dev, in->out);
		free(in->alloc);
		free(in->ptr);
		free(in->params);
		in->alloc = in->ptr = NULL;
		in->params = NULL;
		in->out = 0;
		if (inst_alloc(s, p, in, r, err, errlen))
			return -1;
	}
	launch_of(p, in, p->naccesses, &l);
	m->time_kernel = "acc_all";
	if (unrolled && getenv("ACCESSAN_TIME_ALL") == NULL) {
		l.kernel = in->time;
		l.grid[0] /= CUDAGEN_TIME_UNROLL;
		m->time_kernel = "acc_time";
	}
	if (s->api->time(s->dev, &l, 3, 25, &m->ms, err, errlen) ||
	    s->api->copy_peak(s->dev, (size_t)512 << 20, 20, &m->peak_gbps,
	                      err, errlen))
		return -1;
	m->timed = true;
	if (counters && m->have_counters) {
		/* the second of two launches: the steady state */
		gpu_launch two[2] = { l, l };
		double v[2 * GPU_NMETRICS];
		if (s->api->counters_range(s->dev, two, 2,
		                           GPU_M_DRAM_READ_BYTES, 2, 1, v,
		                           err, errlen) == GPU_OK) {
			m->time_dram_read = v[GPU_NMETRICS +
			                      GPU_M_DRAM_READ_BYTES];
			m->time_dram_write = v[GPU_NMETRICS +
			                       GPU_M_DRAM_WRITE_BYTES];
		}
	}
	m->replicas = r;
	m->global_bytes = global_bytes(p);
	return 0;
}

int
gpurun_measure(gpurun_session *s, const pat_program *p, unsigned what,
	       gpurun_measurement *m, diag *d)
{
	gpurun_cubin c;
	int rc;

	if (gpurun_compile(s, p, &c, d)) {
		memset(m, 0, sizeof *m);
		return -1;
	}
	rc = gpurun_measure_compiled(s, p, &c, what, m, d);
	gpurun_cubin_free(s, &c);
	return rc;
}

/* m empty, its counters and cycles NaN. 0, or -1 (out of memory). */
static int
measurement_init(const pat_program *p, gpurun_measurement *m)
{
	memset(m, 0, sizeof *m);
	m->naccesses = p->naccesses;
	m->counters = calloc((size_t)(p->naccesses ? p->naccesses : 1) *
	                     GPU_NMETRICS, sizeof *m->counters);
	m->cycles = calloc(p->naccesses ? p->naccesses : 1, sizeof *m->cycles);
	if (m->counters == NULL || m->cycles == NULL)
		return -1;
	for (int i = 0; i < p->naccesses * GPU_NMETRICS; i++)
		m->counters[i] = NAN;
	m->time_dram_read = m->time_dram_write = NAN;
	for (int i = 0; i < p->naccesses; i++)
		m->cycles[i] = NAN;
	return 0;
}

/* p loaded, its buffers made, acc_all run once and checked. */
static int
inst_ready(gpurun_session *s, const pat_program *p,
	   const gpurun_cubin *c, inst *in, char *err,
	   size_t errlen)
{
	double t = now();
	int rc;

	rc = inst_load(s, p, c, in, err, errlen);
	charge(s, GPURUN_P_LOAD, &t);
	if (rc == 0)
		rc = inst_alloc(s, p, in, 1, err, errlen);
	charge(s, GPURUN_P_ALLOC, &t);
	if (rc == 0)
		rc = inst_check(s, p, in, err, errlen);
	charge(s, GPURUN_P_CHECK, &t);
	return rc;
}

static void
inst_done(gpurun_session *s, const pat_program *p, inst *in)
{
	double t = now();

	inst_free(s, p, in);
	charge(s, GPURUN_P_FREE, &t);
}

int
gpurun_measure_compiled(gpurun_session *s, const pat_program *p,
			const gpurun_cubin *c, unsigned what,
			gpurun_measurement *m, diag *d)
{
	inst in = { 0 };
	int rc = -1;
	bool counters = what & GPURUN_COUNTERS, timing = what & GPURUN_TIMING;
	char err[GPU_ERRMAX];
	size_t errlen = sizeof err;
	double t;

	if (measurement_init(p, m)) {
		SAY(err, errlen, GPU_OUT_OF_MEMORY);
		goto out;
	}
	if (inst_ready(s, p, c, &in, err, errlen))
		goto out;
	if (counters && p->naccesses > 0 &&
	    read_counters(s, p, &in, what, m, err, errlen))
		goto out;
	t = now();
	if (timing && cycles(s, p, &in, m, err, errlen))
		goto out;
	charge(s, GPURUN_P_CYCLES, &t);
	if (timing && time_it(s, p, &in, counters, m, err, errlen))
		goto out;
	charge(s, GPURUN_P_TIMING, &t);
	rc = 0;
out:
	if (rc)
		diag_relay(d, DIAG_ERROR, err, NULL);
	inst_done(s, p, &in);
	return rc;
}

void
gpurun_count_batch(gpurun_session *s, gpurun_batch_item *items, int n,
		   unsigned what)
{
	inst *in = xcalloc(n > 0 ? n : 1, sizeof *in);
	member *mb = xcalloc(n > 0 ? n : 1, sizeof *mb);
	char *err = xcalloc(n > 0 ? n : 1, GPU_ERRMAX);
	double t;

	for (int i = 0; i < n; i++) {
		gpurun_batch_item *it = &items[i];
		member *b = &mb[i];
		b->p = it->p;
		b->in = &in[i];
		b->m = &it->m;
		b->err = err + (size_t)i * GPU_ERRMAX;
		b->errlen = GPU_ERRMAX;
		b->sass = !(what & GPURUN_NO_SASS);
		b->user = !(what & GPURUN_KERNEL_REPLAY);
		if (measurement_init(it->p, &it->m)) {
			SAY(b->err, b->errlen, GPU_OUT_OF_MEMORY);
			b->rc = -1;
		} else if (inst_ready(s, it->p, it->c, b->in, b->err,
		                      b->errlen)) {
			b->rc = -1;
		}
	}
	t = now();
	count_members(s, mb, n);
	charge(s, GPURUN_P_COUNTERS, &t);
	serial_members(s, mb, n);
	charge(s, GPURUN_P_SERIAL, &t);
	for (int i = 0; i < n; i++) {
		items[i].rc = mb[i].rc;
		if (mb[i].rc)
			diag_relay(items[i].d, DIAG_ERROR, mb[i].err, NULL);
		inst_done(s, items[i].p, &in[i]);
	}
	free(in);
	free(mb);
	free(err);
}

void
gpurun_measurement_free(gpurun_measurement *m)
{
	free(m->counters);
	free(m->cycles);
	m->counters = NULL;
	m->cycles = NULL;
}

/* ---- the model's side ---------------------------------------------------- */

/* Block 0's figures are kept per warp up to this many warps (1024
   threads, every profile's largest block): the feed learns the block's
   size only when the figures are asked for. */
#define FEED_WARPS 32

struct gpurun_feed {
	const sim_arch *arch;        /* the device's: its banks */
	uint64_t l2_bytes;
	int n;                       /* accesses 0 .. n-1 have their slots */
	sim_dram **alone, *whole;
	uint64_t *wavefronts;        /* per access (shared) */
	/* per access and warp of the first FEED_WARPS */
	uint64_t (*requests)[FEED_WARPS], (*warp_wavefronts)[FEED_WARPS];
	int oom;                     /* a DRAM model is incomplete */
};

gpurun_feed *
gpurun_feed_new(const sim_arch *device, uint64_t l2_bytes)
{
	gpurun_feed *f = xcalloc(1, sizeof *f);

	f->arch = device;
	f->l2_bytes = l2_bytes;
	if ((f->whole = sim_dram_new(l2_bytes)) == NULL)
		f->oom = 1;
	return f;
}

void
gpurun_feed_free(gpurun_feed *f)
{
	if (f == NULL)
		return;
	for (int i = 0; i < f->n; i++)
		sim_dram_free(f->alone[i]);
	sim_dram_free(f->whole);
	free(f->alone);
	free(f->wavefronts);
	free(f->requests);
	free(f->warp_wavefronts);
	free(f);
}

/* Slots for accesses 0 .. n-1: the number of accesses is not known until
   the pattern is parsed, after the feed is made. */
static void
feed_grow(gpurun_feed *f, int n)
{
	size_t old = (size_t)f->n, k = (size_t)n;

	if (n <= f->n)
		return;
	f->alone = xrealloc(f->alone, k * sizeof *f->alone);
	f->wavefronts = xrealloc(f->wavefronts, k * sizeof *f->wavefronts);
	f->requests = xrealloc(f->requests, k * sizeof *f->requests);
	f->warp_wavefronts = xrealloc(f->warp_wavefronts,
	                              k * sizeof *f->warp_wavefronts);
	for (size_t i = old; i < k; i++) {
		if ((f->alone[i] = sim_dram_new(f->l2_bytes)) == NULL)
			f->oom = 1;
		f->wavefronts[i] = 0;
		memset(f->requests[i], 0, sizeof f->requests[i]);
		memset(f->warp_wavefronts[i], 0, sizeof f->warp_wavefronts[i]);
	}
	f->n = n;
}

void
gpurun_feed_request(void *arg, int id, uint64_t warp, enum sim_space sp,
		    bool atomic, const sim_request *r)
{
	gpurun_feed *f = arg;

	if (id < 0)
		return;
	feed_grow(f, id + 1);
	if (sp == SIM_GLOBAL) {
		if (f->alone[id] == NULL || f->whole == NULL)
			f->oom = 1;
		else {
			f->oom |= sim_dram_add(f->alone[id], r);
			f->oom |= sim_dram_add(f->whole, r);
		}
	}
	if (sp == SIM_SHARED) {
		sim_counts c;
		/* with the device's banks, by the access's own rule */
		if (atomic)
			sim_atomic(f->arch, SIM_SHARED, r, &c);
		else
			sim_shared(f->arch, r, &c);
		f->wavefronts[id] += c.wavefronts;
		if (warp < FEED_WARPS)
			f->warp_wavefronts[id][warp] += c.wavefronts;
	}
	if (warp < FEED_WARPS)
		f->requests[id][warp]++;
}

/* Warps in one of p's blocks. */
static uint64_t
block_warps(const pat_program *p)
{
	return (uint64_t)((p->block[0] * p->block[1] * p->block[2] + SIM_WARP
	                   - 1) / SIM_WARP);
}

bool
gpurun_feed_covers(const gpurun_feed *f, const pat_program *p,
		   const sim_arch *evaluated)
{
	/* the evaluator refuses a pattern over its profile's limits: the
	   model's verdict is the device's only where the limits are the
	   device's (a bank width of its own is no matter: the feed counts
	   wavefronts with the device's banks) */
	return strcmp(evaluated->name, f->arch->name) == 0 &&
	       evaluated->max_shared_per_block == f->arch->max_shared_per_block &&
	       evaluated->max_threads_per_block ==
	       f->arch->max_threads_per_block &&
	       block_warps(p) <= FEED_WARPS;
}

int
gpurun_feed_model(gpurun_feed *f, const pat_program *p,
		  const eval_result *r, gpurun_model *m, diag *d)
{
	int n = p->naccesses ? p->naccesses : 1;
	uint64_t bw = block_warps(p);

	memset(m, 0, sizeof *m);
	/* the accesses that never ran have empty slots */
	feed_grow(f, p->naccesses);
	if (f->oom) {
		DIAG_PLAIN(d, GPU_OUT_OF_MEMORY);
		return -1;
	}
	m->naccesses = p->naccesses;
	m->alone = xcalloc(n, sizeof *m->alone);
	m->block0_requests = xcalloc(n, sizeof *m->block0_requests);
	m->block0_wavefronts = xcalloc(n, sizeof *m->block0_wavefronts);
	m->wavefronts = xcalloc(n, sizeof *m->wavefronts);
	for (int i = 0; i < p->naccesses; i++) {
		sim_dram_totals(f->alone[i], 0, &m->alone[i]);
		m->wavefronts[i] = f->wavefronts[i];
		for (uint64_t w = 0; w < bw && w < FEED_WARPS; w++) {
			m->block0_requests[i] += f->requests[i][w];
			m->block0_wavefronts[i] += f->warp_wavefronts[i][w];
		}
		if (p->accesses[i]->u.access.array->space == SPACE_GLOBAL)
			m->useful_bytes += r->access[i].stats.useful_bytes;
	}
	sim_dram_totals(f->whole, 1, &m->whole);
	sim_dram_costs_of(f->arch, &m->costs);
	m->ok = true;
	return 0;
}

/* eval_run feeding f, its error reported to d as the model's. */
static int
evaluate_fed(const pat_program *p, const sim_arch *arch,
	     gpurun_feed *f, eval_result *r, diag *errd)
{
	eval_options eo;
	char *log = NULL, *nl;
	size_t loglen = 0;
	FILE *sink = open_memstream(&log, &loglen);
	diag d;
	int rc;

	if (sink == NULL) {
		DIAG_PLAIN(errd, GPU_OUT_OF_MEMORY);
		return -1;
	}
	diag_init(&d, sink, false);
	memset(&eo, 0, sizeof eo);
	eo.arch = arch;
	eo.detail_warp = -1;
	eo.on_request = gpurun_feed_request;
	eo.on_request_arg = f;
	rc = eval_run(p, &eo, r, &d);
	fclose(sink);
	if (rc != 0) {
		eval_result_free(r);
		if ((nl = log ? strchr(log, '\n') : NULL) != NULL)
			*nl = '\0';
		if (log && *log)
			DIAG_PLAIN(errd, GPU_MODEL_FAILED, log);
		else
			DIAG_PLAIN(errd, GPU_MODEL_FAILED_SILENT);
	}
	free(log);
	return rc;
}

int
gpurun_model_run(const pat_program *p, const sim_arch *arch,
		 uint64_t l2_bytes, gpurun_model *m, diag *errd)
{
	gpurun_feed *f = gpurun_feed_new(arch, l2_bytes);
	eval_result r;
	int rc = -1;

	memset(m, 0, sizeof *m);
	if (evaluate_fed(p, arch, f, &r, errd) == 0) {
		rc = gpurun_feed_model(f, p, &r, m, errd);
		eval_result_free(&r);
	}
	gpurun_feed_free(f);
	return rc;
}

void
gpurun_model_free(gpurun_model *m)
{
	free(m->alone);
	free(m->block0_requests);
	free(m->block0_wavefronts);
	free(m->wavefronts);
	memset(m, 0, sizeof *m);
}

double
gpurun_predicted_ms(const gpurun_model *mo, const gpurun_measurement *m,
		 sim_dram_time *parts)
{
	double bytes;

	if (!mo->ok || !m->timed || m->peak_gbps <= 0)
		return 0;
	bytes = sim_dram_time_bytes(&mo->whole, &mo->costs, parts) *
	        (double)m->replicas;
	return bytes / (m->peak_gbps * 1e9) * 1e3;
}

double
gpurun_model_ms(const eval_result *r, const sim_arch *a,
		uint64_t replicas, sim_time *t)
{
	sim_time_in in;
	double k = (double)replicas;

	memset(t, 0, sizeof *t);
	if (r == NULL || a == NULL || !r->time.valid || replicas == 0)
		return 0;
	in = r->time.in;
	in.dram_copy_bytes *= k;
	in.dram_read_bytes *= k;
	in.load_sectors *= k;
	in.l1_hit_sectors *= k;
	in.store_sectors *= k;
	in.requests *= k;
	in.l1_wavefronts *= k;
	in.wavefronts *= k;
	in.blocks *= replicas;
	in.warps *= replicas;
	sim_time_predict(a, &in, t);
	return t->seconds * 1e3;
}

int
gpurun_bandwidth_of(gpurun_session *s, const pat_program *p,
		    const eval_result *er, const sim_arch *a,
		    gpurun_bandwidth *b, diag *d)
{
	sim_time t;
	const gpu_device_info *di = gpurun_session_info(s);
	gpurun_measurement m;
	gpurun_model mo;
	double r;

	memset(b, 0, sizeof *b);
	/* the sweep evaluated its points with no feed, before the GPU was
	   opened and on the file's profile: the model runs here */
	if (gpurun_model_run(p, gpurun_session_arch(s), di->l2_bytes, &mo, d))
		return -1;
	/* the bytes are the device's; what lines and scattered blocks cost,
	   the profile's */
	sim_dram_costs_of(a, &mo.costs);
	if (gpurun_measure(s, p, GPURUN_TIMING, &m, d)) {
		gpurun_measurement_free(&m);
		gpurun_model_free(&mo);
		return -1;
	}
	r = (double)m.replicas;
	b->ms = m.ms;
	b->peak_gbps = m.peak_gbps;
	b->replicas = m.replicas;
	b->l2_multiple = di->l2_bytes ? m.global_bytes * r / di->l2_bytes : 0;
	b->useful_gbps = m.ms > 0 ? mo.useful_bytes * r / (m.ms * 1e-3) / 1e9
	                 : 0;
	b->predicted_ms = gpurun_predicted_ms(&mo, &m, NULL);
	b->predicted_gbps = b->predicted_ms > 0 ? mo.useful_bytes * r /
	                    (b->predicted_ms * 1e-3) / 1e9 : 0;
	b->model_ms = gpurun_model_ms(er, a, m.replicas, &t);
	b->bound = t.winner;
	b->model_gbps = b->model_ms > 0 ? mo.useful_bytes * r /
	                (b->model_ms * 1e-3) / 1e9 : 0;
	gpurun_measurement_free(&m);
	gpurun_model_free(&mo);
	return 0;
}

/* ---- the report --------------------------------------------------------- */

void
gpurun_figures_of(const pat_stmt *st, const double *c, gpurun_figures *f)
{
	bool store = st->u.access.store;

	f->requests = f->sectors = f->wavefronts = f->wavefronts_sass = NAN;
	f->instructions = f->const_requests = NAN;
	if (st->u.access.atomic != A_NONE) {
		/* a global atomic: ATOM and RED together (the compiler makes
		   a RED of one whose old value goes unused); a shared one:
		   the SASS-patched count, a per-instruction figure, where
		   CUPTI gives it (acc_s<N> runs the grid, whose warps contend
		   for the pipe), else the pipe's */
		if (st->u.access.array->space == SPACE_SHARED) {
			f->wavefronts_sass = c[GPU_M_SHARED_ATOM_WAVEFRONTS_SASS];
			f->wavefronts = isnan(f->wavefronts_sass)
			                ? c[GPU_M_SHARED_ATOM_WAVEFRONTS]
			                : f->wavefronts_sass;
			f->instructions = c[GPU_M_SHARED_ATOM_INST];
		} else if (!st->u.access.array->local) {
			f->requests = c[GPU_M_ATOM_REQUESTS] + c[GPU_M_RED_REQUESTS];
			f->sectors = c[GPU_M_ATOM_SECTORS] + c[GPU_M_RED_SECTORS];
		}
		return;
	}
	switch (st->u.access.array->space) {
	case SPACE_GLOBAL:
		if (st->u.access.array->local) {
			f->requests = c[store ? GPU_M_LOCAL_ST_REQUESTS
			                      : GPU_M_LOCAL_LD_REQUESTS];
			f->sectors = c[store ? GPU_M_LOCAL_ST_SECTORS
			                     : GPU_M_LOCAL_LD_SECTORS];
			break;
		}
		if (st->u.access.array->texture) {
			/* the texture pipe: a request a lane quad, its sector
			   lookups */
			f->requests = c[GPU_M_TEX_REQUESTS];
			f->sectors = c[GPU_M_TEX_SECTORS];
			break;
		}
		f->requests = c[store ? GPU_M_ST_REQUESTS : GPU_M_LD_REQUESTS];
		f->sectors = c[store ? GPU_M_ST_SECTORS : GPU_M_LD_SECTORS];
		break;
	case SPACE_SHARED:
		/* the pipe counter, read where one warp ran alone (acc_w<N>);
		   the SASS-patched estimate beside it */
		f->wavefronts = c[store ? GPU_M_SHARED_ST_WAVEFRONTS
		                        : GPU_M_SHARED_LD_WAVEFRONTS];
		f->wavefronts_sass = c[store ? GPU_M_SHARED_ST_WAVEFRONTS_SASS
		                             : GPU_M_SHARED_LD_WAVEFRONTS_SASS];
		f->instructions = c[store ? GPU_M_SHARED_ST_INST
		                          : GPU_M_SHARED_LD_INST];
		break;
	case SPACE_CONSTANT:
		f->const_requests = c[GPU_M_CONST_REQUESTS];
		f->instructions = c[GPU_M_LDC_INST];
		break;
	default:
		break;
	}
}

unsigned
gpurun_constant_ldcs(unsigned size)
{
	return size == 16 ? 2 : 1;
}

double
gpurun_constant_passes(const gpurun_figures *f, uint64_t model_requests,
		       unsigned size)
{
	double own = (double)model_requests * gpurun_constant_ldcs(size);

	if (isnan(f->const_requests) || isnan(f->instructions) ||
	    f->instructions < own)
		return NAN;
	return f->const_requests - (f->instructions - own);
}

/* Does the model agree with a counter? */
static bool
agrees(uint64_t model, double gpu)
{
	return isnan(gpu) || (double)model == gpu;
}

/* Count the figures compared and those that differ, as the report shows
   them (a counter the GPU did not give is not compared). */
static void
count_figures(const pat_program *p, const eval_result *predicted,
	      struct gpu_comparison *c)
{
	for (int i = 0; i < p->naccesses; i++) {
		const pat_stmt *st = p->accesses[i];
		const sim_stats *ps = &predicted->access[i].stats;
		gpurun_figures g;

		gpurun_figures_of(st, &c->m.counters[(size_t)i * GPU_NMETRICS], &g);
		if (st->u.access.array->space == SPACE_GLOBAL) {
			c->useful += ps->useful_bytes;
			c->sectors += ps->sectors;
			if (!c->m.have_counters)
				continue;
			/* a backend without the local counters gives NaN */
			c->compared += st->u.access.array->local
			               ? !isnan(g.requests) + !isnan(g.sectors) : 2;
			/* a texture's requests are its lane quads, as the
			   report and validate compare them */
			c->differ += !agrees(st->u.access.array->texture
			                     ? predicted->access[i].tex_quads
			                     : ps->requests, g.requests);
			c->differ += !agrees(ps->sectors, g.sectors);
		} else if (st->u.access.array->space == SPACE_SHARED &&
		           c->m.have_counters) {
			c->compared++;
			c->differ += !agrees(c->own_banks ? c->mo.wavefronts[i]
			                     : ps->wavefronts, g.wavefronts);
		}
		else if (st->u.access.array->space == SPACE_CONSTANT &&
		           c->m.have_counters) {
			unsigned size = st->u.access.size;
			double passes = gpurun_constant_passes(&g, ps->requests,
			                                       size);
			/* NaN: fewer LDCs than loads (merged, or ULDC):
			   not compared */
			if (isnan(passes))
				continue;
			c->compared++;
			c->differ += !agrees(ps->distinct *
			                     gpurun_constant_ldcs(size), passes);
		}
	}
}

int
gpurun_compare(gpurun_session *s, const pat_program *p,
	       const eval_result *predicted, struct gpu_comparison *c,
	       diag *d)
{
	return gpurun_compare_fed(s, p, NULL, predicted, NULL, c, d);
}

int
gpurun_compare_fed(gpurun_session *s, const pat_program *p,
		   const sim_arch *evaluated, const eval_result *predicted,
		   gpurun_feed *f, struct gpu_comparison *c, diag *d)
{
	int rc;

	memset(c, 0, sizeof *c);
	c->device = s->info;
	c->arch = gpurun_session_arch(s);
	if (f != NULL && evaluated != NULL &&
	    gpurun_feed_covers(f, p, evaluated))
		rc = gpurun_feed_model(f, p, predicted, &c->mo, d);
	else
		/* the model again, on the device's profile: no feed, or the
		   pattern was evaluated against other limits than the
		   device's, and the evaluator's verdict must be the device's */
		rc = gpurun_model_run(p, c->arch, s->info.l2_bytes, &c->mo, d);
	if (rc)
		return -1;
	if (evaluated != NULL)
		sim_dram_costs_of(evaluated, &c->mo.costs);
	if (gpurun_measure(s, p, GPURUN_COUNTERS | GPURUN_TIMING | GPURUN_FLUSH,
	                   &c->m, d)) {
		gpurun_model_free(&c->mo);
		return -1;
	}
	/* a GPU has the banks it has: where the report was made for other
	   banks, compare with the model for the device's own */
	for (int i = 0; c->mo.ok && i < p->naccesses; i++)
		if (p->accesses[i]->u.access.array->space == SPACE_SHARED &&
		    predicted->access[i].stats.wavefronts != c->mo.wavefronts[i])
			c->own_banks = true;
	count_figures(p, predicted, c);
	return 0;
}

void
gpurun_comparison_free(struct gpu_comparison *c)
{
	gpurun_measurement_free(&c->m);
	gpurun_model_free(&c->mo);
}

int
gpurun_sweep_row(gpurun_session *s, const pat_program *p,
		 const eval_result *r, const sim_arch *a,
		 const char *param, int64_t value,
		 struct gpu_sweep_row *row, diag *d)
{
	const gpurun_bandwidth *b = &row->b;

	memset(row, 0, sizeof *row);
	row->kind = GPU_ROW_POINT;
	row->device = &s->info;
	row->param = param;
	row->value = value;
	if (gpurun_bandwidth_of(s, p, r, a, &row->b, d))
		return -1;
	row->copy_off = b->predicted_ms > 0 ? (b->ms / b->predicted_ms - 1) *
	                100 : NAN;
	row->off = b->model_ms > 0 ? (b->ms / b->model_ms - 1) * 100 :
	           row->copy_off;
	return 0;
}

/* ---- for kernelrun.c ---------------------------------------------------- */

const gpu_api *
gpurun_session_api(gpurun_session *s, gpu_device **dev)
{
	*dev = s->dev;
	return s->api;
}
