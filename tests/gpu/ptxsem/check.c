/*
 * check.c - the interpreter (src/cuda/ptxexec.c) against the values a GPU
 * computed for the PTX semantics cases (gen.py, expected.txt): each
 * DIR/semN.ptx of gen.py's interp mode makes every case's result the
 * address of a load, so the interpreter's requests carry the results in
 * order. A case whose result differs, or an instruction the interpreter
 * refuses, is a failure, printed with the case's line of LIST.
 *
 * usage: check DIR EXPECTED LIST
 * The last line is "ptxsem: N passed, N failed".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "ptx.h"

typedef struct got {
	uint64_t *v;
	size_t n, cap;
} got;

static const char *
on_request(void *arg, int group, uint64_t warp, const sim_request *r)
{
	got *g = arg;

	(void)group;
	(void)warp;
	if (r->store)
		return NULL;
	if (g->n == g->cap) {
		g->cap = g->cap ? 2 * g->cap : 4096;
		g->v = xrealloc(g->v, sizeof(*g->v) * g->cap);
	}
	g->v[g->n++] = r->addr[0];
	return NULL;
}

static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	if (f == NULL)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = xrealloc(NULL, (size_t)n + 1);
	if (fread(buf, 1, (size_t)n, f) != (size_t)n) {
		fprintf(stderr, "check: %s: short read\n", path);
		exit(2);
	}
	buf[n] = '\0';
	fclose(f);
	return buf;
}

/* The kernel's cases: one load each. */
static int
count_loads(const ptx_kernel *k)
{
	int i, n = 0;

	for (i = 0; i < k->ninsns; i++)
		n += k->insns[i].op == P_LD;
	return n;
}

/* Line i of text (its case), into buf. */
static const char *
line_of(const char *text, long i, char *buf, size_t n)
{
	const char *p = text, *e;

	while (i-- > 0 && (p = strchr(p, '\n')) != NULL)
		p++;
	if (p == NULL)
		return "?";
	e = strchr(p, '\n');
	snprintf(buf, n, "%.*s", e ? (int)(e - p) : (int)strlen(p), p);
	return buf;
}

int
main(int argc, char **argv)
{
	got g = { NULL, 0, 0 };
	char *list, *exp, *p;
	long pass = 0, fail = 0, nexp = 0, i;
	uint64_t *want = NULL;
	int k;

	if (argc != 4) {
		fprintf(stderr, "usage: check DIR EXPECTED LIST\n");
		return 2;
	}
	if ((exp = slurp(argv[2])) == NULL || (list = slurp(argv[3])) == NULL) {
		perror("check");
		return 2;
	}
	for (p = exp; *p;) {
		long idx;
		unsigned long long v;
		if (sscanf(p, "%ld 0x%llx", &idx, &v) == 2 && idx == nexp) {
			want = xrealloc(want, sizeof(*want) * (size_t)(nexp + 1));
			want[nexp++] = v;
		}
		p = strchr(p, '\n');
		if (p == NULL)
			break;
		p++;
	}
	for (k = 0;; k++) {
		char path[4096], name[32];
		const char *err;
		struct arena *A = arena_new();
		ptx_kernel *kn;
		ptx_launch L;
		ptx_warp *w;
		ptx_error e;
		int64_t b[3] = { 0, 0, 0 };
		uint64_t param[1] = { 0 };
		char *ptx;
		size_t before = g.n;
		snprintf(path, sizeof(path), "%s/sem%d.ptx", argv[1], k);
		if ((ptx = slurp(path)) == NULL) {
			arena_free(A);
			break;
		}
		snprintf(name, sizeof(name), "sem%d", k);
		if ((kn = ptx_decode(ptx, name, A, &err)) == NULL) {
			printf("FAIL - %s: %s\n", path, err);
			return 1;
		}
		for (i = 0; i < kn->ninsns; i++)
			kn->insns[i].group = 0;
		memset(&L, 0, sizeof(L));
		L.grid[0] = L.grid[1] = L.grid[2] = 1;
		L.block[0] = 32;
		L.block[1] = L.block[2] = 1;
		L.param = param;
		L.request = on_request;
		L.arg = &g;
		w = ptx_warp_new(kn);
		if (ptx_run_warp(kn, &L, w, b, 0, 0, &e) != 0) {
			char c[200];
			/* the case the refused instruction belongs to */
			printf("FAIL - case %s: the interpreter stopped at '%s': %s\n",
			       line_of(list, (long)g.n, c, sizeof(c)),
			       kn->insns[e.insn].text, e.msg);
			ptx_error_clear(&e);
			fail++;
			/* the kernel's cases it did not reach: no result */
			while (g.n < before + (size_t)count_loads(kn))
				on_request(&g, 0, 0, &(sim_request){
				        .addr = (uint64_t[32]){ ~(uint64_t)0 } });
		}
		ptx_warp_free(w);
		arena_free(A);
		free(ptx);
	}
	for (i = 0; i < (long)g.n && i < nexp; i++) {
		char c[200];
		if (g.v[i] == want[i]) {
			pass++;
			continue;
		}
		fail++;
		if (fail <= 400)
			printf("FAIL - case %s: the interpreter gives 0x%llx, the "
			       "GPU 0x%llx\n", line_of(list, i, c, sizeof(c)),
			       (unsigned long long)g.v[i],
			       (unsigned long long)want[i]);
	}
	if ((long)g.n != nexp) {
		printf("FAIL - %zu results, %ld expected\n", g.n, nexp);
		fail++;
	}
	printf("ptxsem: %ld passed, %ld failed\n", pass, fail);
	free(g.v);
	free(want);
	free(exp);
	free(list);
	return fail != 0;
}
