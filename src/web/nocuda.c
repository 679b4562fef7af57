/*
 * nocuda.c - what the playground leaves out, as loadlib.c's "dynamic
 * libraries not enabled" version: CUDA. The 'kernel' statement compiles
 * CUDA with NVRTC in a child process (cudasrc.c, nvrtc.c: dlopen, fork),
 * and --gpu and --emit-cuda go through gpu/host/; none of it runs in a
 * browser. These stand in for the calls that the language and the
 * commands make, so that the rest links unchanged: cudasrc_open() says
 * at the statement that it is not available, and since no kernel is
 * ever opened, the functions that read one are never reached.
 */
#include <stdio.h>
#include <stdlib.h>

#include "cmd_gpu.h"
#include "cudagen.h"
#include "cudasrc.h"
#include "diag.h"
#include "gpurun.h"
#include "nvrtc.h"

cudasrc *
cudasrc_open(struct arena *A, const char *path, const char *kernel,
             const cudasrc_opts *opts, const cudasrc_bind *binds, int nbinds,
             const cudasrc_contents *fills, int nfills,
             const pat_array *arrays, int narrays, int cc,
             const char *file, const char *src, pat_loc loc, diag *d)
{
	(void)A, (void)kernel, (void)opts, (void)binds, (void)nbinds, (void)fills;
	(void)nfills, (void)arrays, (void)narrays, (void)cc;
	(void)path;
	DIAG_AT(d, file, src, loc, CUDA_PLAYGROUND);
	return NULL;
}

/* A kernel is never opened: nothing below is called. */
static void
never(void)
{
	abort();
}

uint64_t
cudasrc_dynamic_shared(const cudasrc *k)
{
	(void)k;
	never();
	return 0;
}

int
cudasrc_naccesses(const cudasrc *k)
{
	(void)k;
	never();
	return 0;
}

cudasrc_access *
cudasrc_accesses(cudasrc *k)
{
	(void)k;
	never();
	return NULL;
}

int
cudasrc_nvars(const cudasrc *k)
{
	(void)k;
	never();
	return 0;
}

const char *
cudasrc_var(const cudasrc *k, int i, enum pat_space *space, uint64_t *base,
            uint64_t *bytes)
{
	(void)k, (void)i, (void)space, (void)base, (void)bytes;
	never();
	return NULL;
}

void
cudasrc_set_first(cudasrc *k, int first)
{
	(void)k, (void)first;
	never();
}

int
cudasrc_first(const cudasrc *k)
{
	(void)k;
	never();
	return 0;
}

void
cudasrc_lift_accesses(cudasrc *k, pat_program *P)
{
	(void)k, (void)P;
	never();
}

int
cudasrc_lift_pattern(cudasrc *k, const pat_program *P, FILE *f,
                     const char **why)
{
	(void)k, (void)P, (void)f, (void)why;
	never();
	return -1;
}

uint64_t
cudasrc_shared_bytes(const cudasrc *k)
{
	(void)k;
	never();
	return 0;
}

const char *
cudasrc_path(const cudasrc *k)
{
	(void)k;
	never();
	return NULL;
}

const char *
cudasrc_text(const cudasrc *k)
{
	(void)k;
	never();
	return NULL;
}

const char *
cudasrc_name(const cudasrc *k)
{
	(void)k;
	never();
	return NULL;
}

const char *
cudasrc_line_path(const cudasrc *k)
{
	(void)k;
	never();
	return NULL;
}

const char *
cudasrc_line_text(const cudasrc *k)
{
	(void)k;
	never();
	return NULL;
}

int
cudasrc_block_work(const cudasrc *k, const pat_program *p, uint64_t b,
                   uint64_t max_steps, uint64_t max_lanes, uint64_t *lanes,
                   uint64_t *insns)
{
	(void)k, (void)p, (void)b, (void)max_steps, (void)max_lanes;
	(void)lanes, (void)insns;
	never();
	return -1;
}

const char *
cudasrc_line_file(const cudasrc *k)
{
	(void)k;
	never();
	return NULL;
}

bool
cudasrc_var_type(const cudasrc *k, int i, char *buf, size_t size)
{
	(void)k, (void)i, (void)buf, (void)size;
	never();
	return false;
}

bool
cudasrc_var_local(const cudasrc *k, int i)
{
	(void)k, (void)i;
	never();
	return false;
}

int
cudasrc_classes(const cudasrc *k, const pat_program *p, const sim_arch *a,
                uint64_t max_steps, uint64_t keep, const bool *record,
                uint64_t race_bound, bool by_class, uint64_t resident,
                cudasrc_plan **out, char **why)
{
	(void)k, (void)p, (void)a, (void)max_steps, (void)keep, (void)record;
	(void)race_bound, (void)by_class, (void)resident, (void)out;
	(void)why;
	never();
	return 1;
}

const cudasrc_block *
cudasrc_plan_blocks(const cudasrc_plan *pl, size_t *n)
{
	(void)pl, (void)n;
	never();
	return NULL;
}

void
cudasrc_plan_work(const cudasrc_plan *pl, uint64_t *lanes, uint64_t *insns)
{
	(void)pl, (void)lanes, (void)insns;
	never();
}

bool
cudasrc_plan_races(const cudasrc_plan *pl, double *need)
{
	(void)pl, (void)need;
	never();
	return false;
}

bool
cudasrc_plan_by_class(const cudasrc_plan *pl)
{
	(void)pl;
	never();
	return false;
}

int64_t
cudasrc_plan_class_of(const cudasrc_plan *pl, const int64_t b[3])
{
	(void)pl, (void)b;
	never();
	return -1;
}

int
cudasrc_race_classes(const cudasrc *k, const pat_program *p,
                     const cudasrc_plan *pl, uint64_t max_steps,
                     uint64_t max_lanes, cudasrc_request_fn fn,
                     cudasrc_race_fn race_fn, cudasrc_move_fn move_fn,
                     cudasrc_class_fn class_fn,
                     cudasrc_block_fn block_end, void *arg, diag *d)
{
	(void)k, (void)p, (void)pl, (void)max_steps, (void)max_lanes;
	(void)fn, (void)race_fn, (void)move_fn, (void)class_fn;
	(void)block_end, (void)arg, (void)d;
	never();
	return -1;
}

void
cudasrc_plan_free(cudasrc_plan *pl)
{
	(void)pl;
}

int
cudasrc_run(const cudasrc *k, const pat_program *p, const cudasrc_plan *pl,
            uint64_t first, uint64_t end, uint64_t max_steps,
            uint64_t max_lanes, uint64_t warp_requests,
            cudasrc_request_fn fn, cudasrc_race_fn race_fn,
            cudasrc_block_fn block_end, void *arg, diag *d)
{
	(void)k, (void)p, (void)pl, (void)first, (void)end, (void)max_steps;
	(void)race_fn;
	(void)max_lanes, (void)warp_requests, (void)fn, (void)block_end;
	(void)arg, (void)d;
	never();
	return -1;
}

/* no compiler runs in the page: none to kill */
void
nvrtc_kill_children(void)
{
}

/* ---- --gpu and --emit-cuda (the page asks for neither) ---------------- */

cmdgpu *
cmdgpu_begin(const pipe_setup *s, pipe_point *pt)
{
	(void)s, (void)pt;
	return NULL;
}

int
cmdgpu_pattern(cmdgpu *g, const pipe_run *run, const char *file, FILE *out,
               diag *d)
{
	(void)g, (void)run, (void)file, (void)out, (void)d;
	never();
	return 0;
}

void
cmdgpu_end(cmdgpu *g)
{
	(void)g;
}

void
gpurun_log_open(gpurun_log *l)
{
	l->d = NULL;
}

const char *
gpurun_log_text(gpurun_log *l)
{
	(void)l;
	return MSG_FMT(GPU_EMIT_CUDA_PLAYGROUND);
}

void
gpurun_log_close(gpurun_log *l)
{
	(void)l;
}

int
cudagen_emit(const pat_program *p, int only_access, FILE *out, diag *d)
{
	(void)p, (void)only_access, (void)out, (void)d;
	return -1;
}
