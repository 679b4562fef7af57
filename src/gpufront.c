/*
 * gpufront.c - runs a pattern on the GPU and sets the model beside it.
 *
 * Counters: one kernel per access statement (cudagen's acc_s<N>), each
 * launched once inside the CUPTI range profiler with kernel replay, so
 * every range holds exactly one statement's requests, sectors and
 * wavefronts. Timing: kernel acc_all, every access, over enough replicas
 * of the global arrays that the data is four times the L2 (so that DRAM,
 * not L2, is measured), warmed up, median of many launches.
 */
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cudagen.h"
#include "exitcode.h"
#include "gpufront.h"
#include "gpuload.h"

struct gpu_session {
	const gpu_api *api;
	gpu_device *dev;
	gpu_device_info info;
};

/* One compiled and loaded pattern with its buffers. */
typedef struct inst {
	gpu_module *mod;
	int nk;                      /* naccesses + 1 (acc_all last) */
	gpu_kernel **k;
	uint64_t *alloc;             /* per array: its allocation (global) */
	uint64_t *ptr;               /* per array: element 0 */
	void **params;
	uint64_t out;                /* acc_out */
	unsigned long long key;       /* acc_key */
	unsigned shared;             /* dynamic shared memory */
	uint64_t replicas;
} inst;

static void say(char *err, size_t errlen, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void say(char *err, size_t errlen, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, errlen, fmt, ap);
	va_end(ap);
}

int gpu_session_open(gpu_session **out, char *err, size_t errlen)
{
	gpu_session *s;
	int rc;

	*out = NULL;
	if ((s = calloc(1, sizeof *s)) == NULL) {
		say(err, errlen, "out of memory");
		return -1;
	}
	if ((s->api = gpu_load(err, errlen)) == NULL) {
		free(s);
		return -1;
	}
	rc = s->api->open(0, &s->dev, &s->info, err, errlen);
	if (rc != GPU_OK) {
		free(s);
		return -1;
	}
	*out = s;
	return 0;
}

const gpu_device_info *gpu_session_info(const gpu_session *s)
{
	return &s->info;
}

void gpu_session_close(gpu_session *s)
{
	if (s == NULL)
		return;
	s->api->close(s->dev);
	free(s);
}

static void inst_free(gpu_session *s, const pat_program *p, inst *in)
{
	if (in->alloc)
		for (int i = 0; i < p->narrays; i++)
			s->api->free(s->dev, in->alloc[i]);
	if (in->out)
		s->api->free(s->dev, in->out);
	s->api->unload(in->mod);
	free(in->k);
	free(in->alloc);
	free(in->ptr);
	free(in->params);
	memset(in, 0, sizeof *in);
}

/* Compile p, load it and find its kernels. */
static int inst_load(gpu_session *s, const pat_program *p, inst *in,
                     char *err, size_t errlen)
{
	const gpu_api *api = s->api;
	char *src, *log = NULL, name[32];
	void *cubin = NULL;
	size_t cubin_size = 0;
	uint64_t sh = cudagen_space_bytes(p, SPACE_SHARED);
	int rc;

	if ((src = cudagen_source(p, CUDAGEN_ALL, err, errlen)) == NULL)
		return -1;
	rc = api->compile(src, p->file ? p->file : "pattern.cu",
	                  s->info.cc_major, s->info.cc_minor, &cubin,
	                  &cubin_size, &log, err, errlen);
	free(src);
	if (rc != GPU_OK) {
		size_t n = strlen(err);
		if (log && n + 2 < errlen)
			snprintf(err + n, errlen - n, "\n%s", log);
		api->release(log);
		return -1;
	}
	api->release(log);
	rc = api->load(s->dev, cubin, cubin_size, &in->mod, err, errlen);
	api->release(cubin);
	if (rc != GPU_OK)
		return -1;
	in->shared = sh > CUDAGEN_STATIC_SHARED_MAX ? (unsigned)sh : 0;
	in->nk = p->naccesses + 1;
	if ((in->k = calloc(in->nk, sizeof *in->k)) == NULL) {
		say(err, errlen, "out of memory");
		return -1;
	}
	for (int i = 0; i < in->nk; i++) {
		int id = i == p->naccesses ? CUDAGEN_ALL : i;
		if (api->kernel(in->mod, cudagen_kernel_name(id, name, sizeof name),
		                in->shared, &in->k[i], err, errlen) != GPU_OK)
			return -1;
	}
	return 0;
}

/* Allocate replicas copies of the global arrays and the parameters. */
static int inst_alloc(gpu_session *s, const pat_program *p, inst *in,
                      uint64_t replicas, char *err, size_t errlen)
{
	const gpu_api *api = s->api;
	int np = 0;

	in->replicas = replicas;
	in->alloc = calloc(p->narrays ? p->narrays : 1, sizeof *in->alloc);
	in->ptr = calloc(p->narrays ? p->narrays : 1, sizeof *in->ptr);
	in->params = calloc(p->narrays + 2, sizeof *in->params);
	if (!in->alloc || !in->ptr || !in->params) {
		say(err, errlen, "out of memory");
		return -1;
	}
	for (int i = 0; i < p->narrays; i++) {
		const pat_array *a = &p->arrays[i];
		uint64_t bytes;
		if (a->space != SPACE_GLOBAL)
			continue;
		bytes = cudagen_stride(a) * replicas;
		if (api->alloc(s->dev, bytes, &in->alloc[i], err, errlen) ||
		    api->fill32(s->dev, in->alloc[i], 0x3f800000u, bytes / 4, err,
		                errlen))
			return -1;
		in->ptr[i] = in->alloc[i] + cudagen_global_offset(a);
		in->params[np++] = &in->ptr[i];
	}
	if (api->alloc(s->dev, 16, &in->out, err, errlen) ||
	    api->fill32(s->dev, in->out, 0, 4, err, errlen))
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

static void launch_of(const pat_program *p, const inst *in, int k,
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
static int inst_check(gpu_session *s, const pat_program *p, inst *in,
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
		say(err, errlen, "on the GPU, access %d (line %d) indexed outside "
		    "its array: the generated kernel and the model disagree",
		    (int)(out[0] - 1), a->loc.line);
		return -1;
	}
	return 0;
}

static uint64_t global_bytes(const pat_program *p)
{
	uint64_t b = 0;

	for (int i = 0; i < p->narrays; i++)
		if (p->arrays[i].space == SPACE_GLOBAL)
			b += cudagen_stride(&p->arrays[i]);
	return b;
}

/* Enough replicas for four times the L2, within the grid's x limit and a
   quarter of the device's memory. */
static uint64_t replicas_for(const gpu_session *s, const pat_program *p)
{
	uint64_t g = global_bytes(p);
	uint64_t want = 4 * (s->info.l2_bytes ? s->info.l2_bytes : (64u << 20));
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

int gpu_measure(gpu_session *s, const pat_program *p, bool counters,
                bool timing, gpu_measurement *m, char *err, size_t errlen)
{
	inst in = { 0 };
	int rc = -1;

	memset(m, 0, sizeof *m);
	m->naccesses = p->naccesses;
	m->counters = calloc((size_t)(p->naccesses ? p->naccesses : 1) *
	                     GPU_NMETRICS, sizeof *m->counters);
	if (m->counters == NULL) {
		say(err, errlen, "out of memory");
		return -1;
	}
	for (int i = 0; i < p->naccesses * GPU_NMETRICS; i++)
		m->counters[i] = NAN;
	if (inst_load(s, p, &in, err, errlen) ||
	    inst_alloc(s, p, &in, 1, err, errlen) ||
	    inst_check(s, p, &in, err, errlen))
		goto out;
	if (counters && p->naccesses > 0) {
		gpu_launch *l = calloc(p->naccesses, sizeof *l);
		int crc;
		if (l == NULL) {
			say(err, errlen, "out of memory");
			goto out;
		}
		for (int i = 0; i < p->naccesses; i++)
			launch_of(p, &in, i, &l[i]);
		crc = s->api->counters(s->dev, l, p->naccesses, m->counters,
		                       m->counters_note, sizeof m->counters_note);
		free(l);
		if (crc == GPU_OK)
			m->have_counters = true;
		else if (crc != GPU_EREFUSED && crc != GPU_EUNSUPPORTED &&
		         crc != GPU_ENOLIB) {
			say(err, errlen, "%s", m->counters_note);
			goto out;
		}
	}
	if (timing) {
		uint64_t r = replicas_for(s, p);
		gpu_launch l;
		if (r != 1) {
			/* the module stays; the buffers are made again, larger */
			for (int i = 0; i < p->narrays; i++)
				s->api->free(s->dev, in.alloc[i]);
			s->api->free(s->dev, in.out);
			free(in.alloc);
			free(in.ptr);
			free(in.params);
			in.alloc = in.ptr = NULL;
			in.params = NULL;
			in.out = 0;
			if (inst_alloc(s, p, &in, r, err, errlen))
				goto out;
		}
		launch_of(p, &in, p->naccesses, &l);
		if (s->api->time(s->dev, &l, 3, 25, &m->ms, err, errlen) ||
		    s->api->copy_peak(s->dev, (size_t)512 << 20, 20, &m->peak_gbps,
		                      err, errlen))
			goto out;
		m->timed = true;
		m->replicas = r;
		m->global_bytes = global_bytes(p);
	}
	rc = 0;
out:
	inst_free(s, p, &in);
	return rc;
}

void gpu_measurement_free(gpu_measurement *m)
{
	free(m->counters);
	m->counters = NULL;
}

/* ---- the report --------------------------------------------------------- */

static int compare(FILE *out, const char *what, uint64_t model, double gpu,
                   bool have)
{
	if (!have || isnan(gpu)) {
		fprintf(out, "    %-12s model %14" PRIu64 "   GPU %14s\n", what,
		        model, "-");
		return 0;
	}
	fprintf(out, "    %-12s model %14" PRIu64 "   GPU %14.0f   %s\n", what,
	        model, gpu, (double)model == gpu ? "ok" : "DIFFERS");
	return (double)model == gpu ? 0 : 1;
}

int gpu_report(const pat_program *p, const eval_result *predicted,
               FILE *out, char *err, size_t errlen)
{
	gpu_session *s;
	gpu_measurement m;
	const gpu_device_info *di;
	int differ = 0, compared = 0;
	uint64_t useful = 0, sectors = 0;

	if (gpu_session_open(&s, err, errlen))
		return EXIT_SYSTEM;
	di = gpu_session_info(s);
	if (gpu_measure(s, p, true, true, &m, err, errlen)) {
		gpu_session_close(s);
		return EXIT_SYSTEM;
	}
	fprintf(out, "GPU: %s, sm_%d%d, %d SMs, %.0f MB L2, driver %d.%d\n",
	        di->name, di->cc_major, di->cc_minor, di->sm_count,
	        di->l2_bytes / 1e6, di->driver_version / 1000,
	        di->driver_version % 1000 / 10);
	if (m.have_counters)
		fprintf(out, "counters: CUPTI range profiler, one kernel per "
		        "access (acc_s<N>), the pattern as written; shared "
		        "wavefronts %s\n", p->naccesses && !isnan(m.counters[
		        GPU_M_SHARED_LD_WAVEFRONTS_SASS]) ? "by SASS patching"
		        : "from the hardware counter");
	else
		fprintf(out, "counters: none (%s); timing alone\n",
		        m.counters_note);
	if (p->bank_bytes == 8)
		fprintf(out, "note: the model uses 8-byte banks; this GPU has "
		        "4-byte banks\n");
	for (int i = 0; i < p->naccesses; i++) {
		const pat_stmt *st = p->accesses[i];
		const pat_array *a = st->u.access.array;
		const sim_stats *ps = &predicted->access[i].stats;
		const double *c = &m.counters[(size_t)i * GPU_NMETRICS];
		bool store = st->u.access.store;

		fprintf(out, "\naccess %d (line %d): %s\n", i, st->loc.line,
		        st->text ? st->text : "");
		if (a->space == SPACE_GLOBAL) {
			differ += compare(out, "requests", ps->requests,
			                  c[store ? GPU_M_ST_REQUESTS : GPU_M_LD_REQUESTS],
			                  m.have_counters);
			differ += compare(out, "sectors", ps->sectors,
			                  c[store ? GPU_M_ST_SECTORS : GPU_M_LD_SECTORS],
			                  m.have_counters);
			compared += m.have_counters ? 2 : 0;
			useful += ps->useful_bytes;
			sectors += ps->sectors;
		} else if (a->space == SPACE_SHARED) {
			/* the SASS-patched count where there is one: the hardware
			   counter adds arbitration between warps (see gpu.h) */
			double sass = c[store ? GPU_M_SHARED_ST_WAVEFRONTS_SASS
			                      : GPU_M_SHARED_LD_WAVEFRONTS_SASS];
			double hw = c[store ? GPU_M_SHARED_ST_WAVEFRONTS
			                    : GPU_M_SHARED_LD_WAVEFRONTS];
			differ += compare(out, "wavefronts", ps->wavefronts,
			                  isnan(sass) ? hw : sass, m.have_counters);
			if (m.have_counters && !isnan(sass))
				fprintf(out, "    %-12s %.0f (hardware counter, with "
				        "arbitration)\n", "", hw);
			compared += m.have_counters ? 1 : 0;
		} else {
			fprintf(out, "    constant memory: no counter to compare\n");
		}
		if (m.have_counters)
			fprintf(out, "    %-12s read %.0f B, written %.0f B\n",
			        "DRAM", c[GPU_M_DRAM_READ_BYTES],
			        c[GPU_M_DRAM_WRITE_BYTES]);
	}
	if (m.timed) {
		double s_sec = m.ms * 1e-3;
		double r = (double)m.replicas;
		double ub = useful * r / s_sec / 1e9;
		double sb = sectors * 32.0 * r / s_sec / 1e9;
		double pred_ms = m.peak_gbps > 0 ?
			sectors * 32.0 * r / (m.peak_gbps * 1e9) * 1e3 : 0;
		fprintf(out, "\nbandwidth: every access (acc_all), the pattern "
		        "replicated %" PRIu64 " times (each replica its own "
		        "%.1f KB of global arrays: %.0f MB, %.1f x the L2)\n",
		        m.replicas, m.global_bytes / 1e3,
		        m.global_bytes * r / 1e6,
		        di->l2_bytes ? m.global_bytes * r / di->l2_bytes : 0.0);
		fprintf(out, "    time %.4f ms (median of 25); useful %.1f GB/s, "
		        "sectors %.1f GB/s; copy peak %.1f GB/s (read + write)\n",
		        m.ms, ub, sb, m.peak_gbps);
		if (pred_ms > 0)
			fprintf(out, "    predicted (sector bytes at copy peak; the "
			        "DRAM model is to come): %.4f ms, error %+.0f %%\n",
			        pred_ms, (pred_ms - m.ms) / m.ms * 100);
	}
	if (m.have_counters)
		fprintf(out, "\n%d of %d figures agree with the model\n",
		        compared - differ, compared);
	gpu_measurement_free(&m);
	gpu_session_close(s);
	return differ ? EXIT_EXPECT : EXIT_OK;
}
