/*
 * smem_lanes.c - the bridge between pattern files, the shared-memory
 * probes measured on a GPU and the model, for tests/gpu/smem_probe.py.
 *
 *   smem_lanes FILE.pat...   one probe line per shared access of warp 0
 *                            (its first request): NAME SIZE ld|st MASK
 *                            and 32 byte addresses (0 for inactive lanes)
 *   smem_lanes -m [ARCH]     read such lines on standard input, print
 *                            each with the model's wavefronts appended
 *
 * A probe line is what the GPU program smem_wave.cu runs, and what the
 * model is held to, so that model and hardware see the very same
 * request. Build from the repository root, after make: cc -std=c11 -O2
 * -Isrc -Isim -o build/tests/gpu/smem_lanes tests/gpu/smem_lanes.c
 * build/sim/sim.o and every object of build/src but main.o, cli.o and
 * the cmd_ ones (which need gpu/), with -lm.
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "diag.h"
#include "pipeline.h"
#include "sim.h"

typedef struct dump {
	const pat_program *p;
	unsigned char seen[4096];    /* accesses already printed */
} dump;

static void
on_request(void *arg, int access, uint64_t warp, enum sim_space space,
    const sim_request *r)
{
	dump *d = arg;
	const pat_stmt *s = d->p->accesses[access];
	int lane;

	if (warp != 0 || space != SIM_SHARED || access >= 4096 ||
	    d->seen[access])
		return;
	d->seen[access] = 1;
	if (s->u.access.label != NULL)
		printf("%s", s->u.access.label);
	else
		printf("line%d", s->loc.line);
	printf(" %u %s %" PRIu32, r->size, r->store ? "st" : "ld", r->active);
	for (lane = 0; lane < SIM_WARP; lane++)
		printf(" %" PRIu64, r->active >> lane & 1 ? r->addr[lane] : 0);
	printf("\n");
}

static int
lanes(const char *file)
{
	FILE *f = fopen(file, "rb");
	char *src = NULL;
	size_t len = 0, cap = 0, k;
	pipe_setup s;
	pipe_point pt;
	pipe_run run;
	diag d;
	static dump du;
	int rc;

	if (f == NULL) {
		perror(file);
		return -1;
	}
	do {
		if (len + 4096 + 1 > cap)
			src = xrealloc(src, cap = 2 * cap + 8192);
		k = fread(src + len, 1, 4096, f);
		len += k;
	} while (k > 0);
	fclose(f);
	src[len] = 0;
	memset(&s, 0, sizeof s);
	s.file = file;
	s.src = src;
	s.len = len;
	memset(&du, 0, sizeof du);
	pipe_point_init(&pt);
	diag_init(&d, stderr, false);
	/* a first run parses, for the labels; the second evaluates */
	pt.evaluate = false;
	pt.on_request = NULL;
	rc = run_pattern(&s, &pt, &run, &d);
	if (rc == 0) {
		pipe_run again;

		du.p = run.p;
		pipe_point_init(&pt);
		pt.on_request = on_request;
		pt.on_request_arg = &du;
		rc = run_pattern(&s, &pt, &again, &d);
		pipe_run_free(&again);
	}
	pipe_run_free(&run);
	free(src);
	return rc;
}

static int
model(const char *archname)
{
	const sim_arch *a = archname ? sim_arch_find(archname) :
	    sim_arch_default();
	char line[4096];

	if (a == NULL) {
		fprintf(stderr, "unknown arch %s\n", archname);
		return -1;
	}
	while (fgets(line, sizeof line, stdin)) {
		char name[256], op[8], *p;
		unsigned size, lane;
		uint32_t mask;
		uint64_t addr[SIM_WARP];
		int off;
		sim_request r;
		sim_counts c;

		if (line[0] == '#' || line[0] == '\n')
			continue;
		if (sscanf(line, "%255s %u %7s %" SCNu32 "%n", name, &size, op,
		    &mask, &off) != 4)
			return -1;
		p = line + off;
		for (lane = 0; lane < SIM_WARP; lane++)
			addr[lane] = strtoull(p, &p, 10);
		r.addr = addr;
		r.active = mask;
		r.size = size;
		r.store = strcmp(op, "st") == 0;
		sim_shared(a, &r, &c);
		line[strcspn(line, "\n")] = 0;
		printf("%s %" PRIu32 "\n", line, c.wavefronts);
	}
	return 0;
}

int
main(int argc, char **argv)
{
	int i;

	if (argc >= 2 && strcmp(argv[1], "-m") == 0)
		return model(argc > 2 ? argv[2] : NULL) ? 1 : 0;
	for (i = 1; i < argc; i++)
		if (lanes(argv[i]) != 0)
			return 1;
	return 0;
}
