/*
 * atomic_probe.cu - the probes of tests/hw/atomic_probe.pat as kernels, one
 * launch each, for Nsight Compute (tests/gpu/atomics_probe.sh runs it):
 *   atomic_probe [LIST]
 * LIST: print the probes' names in launch order, one a line, and exit.
 * Otherwise every probe runs once, in that order, as one warp of one
 * block repeating its atomic REPS times, so that the counters divided by
 * REPS are one instruction's. Kernels are named probe_*.
 *
 * Keep the table in step with tests/hw/atomic_probe.pat: same names, same
 * lanes' elements.
 */
#include <cstdio>
#include <cstring>

#define REPS 64

enum space { SH32, SH64, GL32, GL64 };

struct probe {
	const char *name;
	enum space sp;
	bool red;                    /* result unused: a reduction (global) */
	unsigned mask;
	int mode;                    /* the lanes' elements, see elem() */
};

/* The element lane t updates, by mode: as the .pat writes them. */
__host__ __device__ static int elem(int mode, int t)
{
	switch (mode) {
	case 0: return 0;
	case 1: return t;
	case 2: return t / 2;
	case 3: return t / 4;
	case 4: return t % 2 * 32;
	case 5: return 2 * t;
	case 6: return 32 * t;
	case 7: return t * 7 % 32;
	case 8: return t % 8;
	case 9: return 8 * t;
	}
	return 0;
}

static const probe probes[] = {
	{ "s_same", SH32, false, 0xffffffffu, 0 },
	{ "s_distinct", SH32, false, 0xffffffffu, 1 },
	{ "s_pairs", SH32, false, 0xffffffffu, 2 },
	{ "s_quads", SH32, false, 0xffffffffu, 3 },
	{ "s_bank0_two_words", SH32, false, 0xffffffffu, 4 },
	{ "s_stride2", SH32, false, 0xffffffffu, 5 },
	{ "s_stride32", SH32, false, 0xffffffffu, 6 },
	{ "s_half_same", SH32, false, 0x0000ffffu, 0 },
	{ "s_permuted", SH32, false, 0xffffffffu, 7 },
	{ "s_eight_words", SH32, false, 0xffffffffu, 8 },
	{ "d_distinct", SH64, false, 0xffffffffu, 1 },
	{ "d_same", SH64, false, 0xffffffffu, 0 },
	{ "d_pairs", SH64, false, 0xffffffffu, 2 },
	{ "g_same", GL32, false, 0xffffffffu, 0 },
	{ "g_same_red", GL32, true, 0xffffffffu, 0 },
	{ "g_distinct", GL32, false, 0xffffffffu, 1 },
	{ "g_distinct_red", GL32, true, 0xffffffffu, 1 },
	{ "g_stride8", GL32, false, 0xffffffffu, 9 },
	{ "g_stride8_red", GL32, true, 0xffffffffu, 9 },
	{ "g_pairs", GL32, false, 0xffffffffu, 2 },
	{ "g64_distinct", GL64, false, 0xffffffffu, 1 },
	{ "g64_same", GL64, false, 0xffffffffu, 0 },
};

/* Each kernel keeps the value of every atomic it uses, so that the
   compiler cannot drop or merge them; sink is written only if a value
   that never occurs comes up. */
__global__ void probe_sh32(int mode, unsigned mask, unsigned *sink)
{
	__shared__ unsigned s[1024];
	const int t = threadIdx.x;
	unsigned v = 0;

	for (int i = t; i < 1024; i += blockDim.x)
		s[i] = 0;
	__syncthreads();
	if ((mask >> t) & 1)
		for (int r = 0; r < REPS; r++)
			v += atomicAdd(&s[elem(mode, t)], 1u);
	if (v == 0xdeadbeefu)
		sink[0] = v;
}

__global__ void probe_sh64(int mode, unsigned mask, unsigned *sink)
{
	__shared__ unsigned long long d[256];
	const int t = threadIdx.x;
	unsigned long long v = 0;

	for (int i = t; i < 256; i += blockDim.x)
		d[i] = 0;
	__syncthreads();
	if ((mask >> t) & 1)
		for (int r = 0; r < REPS; r++)
			v += atomicAdd(&d[elem(mode, t)], 1ull);
	if (v == 0xdeadbeefull)
		sink[0] = (unsigned)v;
}

__global__ void probe_gl32(unsigned *g, int mode, unsigned mask,
                           unsigned *sink)
{
	const int t = threadIdx.x;
	unsigned v = 0;

	if ((mask >> t) & 1)
		for (int r = 0; r < REPS; r++)
			v += atomicAdd(&g[elem(mode, t)], 1u);
	if (v == 0xdeadbeefu)
		sink[0] = v;
}

__global__ void probe_gl32_red(unsigned *g, int mode, unsigned mask)
{
	const int t = threadIdx.x;

	if ((mask >> t) & 1)
		for (int r = 0; r < REPS; r++)
			atomicAdd(&g[elem(mode, t)], 1u);
}

__global__ void probe_gl64(unsigned long long *g, int mode, unsigned mask,
                           unsigned *sink)
{
	const int t = threadIdx.x;
	unsigned long long v = 0;

	if ((mask >> t) & 1)
		for (int r = 0; r < REPS; r++)
			v += atomicAdd(&g[elem(mode, t)], 1ull);
	if (v == 0xdeadbeefull)
		sink[0] = (unsigned)v;
}

static int check(cudaError_t e, const char *what)
{
	if (e == cudaSuccess)
		return 0;
	fprintf(stderr, "atomic_probe: %s: %s\n", what, cudaGetErrorString(e));
	return 1;
}

int main(int argc, char **argv)
{
	const int n = sizeof(probes) / sizeof(probes[0]);
	unsigned *g, *sink;

	if (argc > 1 && strcmp(argv[1], "LIST") == 0) {
		for (int i = 0; i < n; i++)
			printf("%s\n", probes[i].name);
		return 0;
	}
	if (check(cudaMalloc(&g, 1024 * 8), "cudaMalloc") ||
	    check(cudaMalloc(&sink, 64), "cudaMalloc"))
		return 1;
	for (int i = 0; i < n; i++) {
		const probe *p = &probes[i];
		/* every global probe starts from zeros, 256-byte aligned */
		if (check(cudaMemset(g, 0, 1024 * 8), "cudaMemset"))
			return 1;
		switch (p->sp) {
		case SH32: probe_sh32<<<1, 32>>>(p->mode, p->mask, sink); break;
		case SH64: probe_sh64<<<1, 32>>>(p->mode, p->mask, sink); break;
		case GL32:
			if (p->red)
				probe_gl32_red<<<1, 32>>>(g, p->mode, p->mask);
			else
				probe_gl32<<<1, 32>>>(g, p->mode, p->mask, sink);
			break;
		case GL64:
			probe_gl64<<<1, 32>>>((unsigned long long *)g, p->mode,
			                      p->mask, sink);
			break;
		}
		if (check(cudaDeviceSynchronize(), p->name))
			return 1;
	}
	printf("atomic_probe: %d probes ran, %d repetitions each\n", n, REPS);
	return 0;
}
