/*
 * random.cu - what DRAM does with scattered reads: the measurements
 * behind the DRAM model's L2 reuse and its cost of a line opened for
 * one 64-byte block (sim/dram.h).
 *
 *   nvcc -O3 -arch=sm_90 -o random random.cu && ./random time
 *   ncu --metrics dram__bytes_read.sum,dram__bytes_write.sum,\
 *   lts__t_sectors_srcunit_tex_op_read.sum,\
 *   lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum ./random once
 *
 * Each case: 2^26 threads (blocks of 256); thread i writes out[i] (in
 * order) with in[(h(i / g) & (m / g - 1)) * g + i % g], h an odd
 * multiplier: groups of g lanes read g neighbouring floats of one group
 * of the m floats, the groups in hashed order. g = 1 is the time suite's
 * gather_hash; g = 16 reads whole 64-byte blocks, g = 32 whole lines.
 * m from 2^22 floats (16 MB, within L2) to 2^27 (512 MB); the sequential
 * copy of 2^26 floats is the reference. 'time': the median of 9 launches
 * between events after 2 warm-ups, every CUDA call checked; prints
 * "CASE g m ms". 'once': every case launched once (for ncu).
 */
#include <cstring>

#include "../probe.h"

__global__ void k_gather(float *out, const float *in, unsigned g,
                         unsigned mgroups)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
	unsigned grp = (i / g) * 2654435761u & (mgroups - 1);

	out[i] = in[grp * g + i % g];
}

__global__ void k_copy(float *out, const float *in)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;

	out[i] = in[i];
}

static const unsigned N = 1u << 26, T = 256;
static float *out, *in;

struct gcase { unsigned g, m; };

static void
launch_gather(void *arg)
{
	gcase *c = (gcase *)arg;

	k_gather<<<N / T, T>>>(out, in, c->g, c->m / c->g);
	CK(cudaGetLastError());
}

static void
launch_copy(void *)
{
	k_copy<<<N / T, T>>>(out, in);
	CK(cudaGetLastError());
}

int
main(int argc, char **argv)
{
	static const unsigned gs[] = { 1, 2, 16, 32 };
	bool once = argc > 1 && strcmp(argv[1], "once") == 0;
	int reps = once ? 0 : 9;

	CK(cudaMalloc(&out, (size_t)N * 4));
	CK(cudaMalloc(&in, (size_t)4 << 27));
	CK(cudaMemset(in, 0, (size_t)4 << 27));
	if (once) {
		launch_copy(NULL);
	} else {
		printf("copy - %u %.4f\n", N,
		       median_ms([] { launch_copy(NULL); }, 2, reps));
	}
	for (unsigned gi = 0; gi < sizeof gs / sizeof *gs; gi++)
		for (unsigned lm = 22; lm <= 27; lm++) {
			gcase c = { gs[gi], 1u << lm };
			if (once)
				launch_gather(&c);
			else
				printf("gather %u %u %.4f\n", c.g, c.m,
				       median_ms([&] { launch_gather(&c); }, 2,
				                 reps));
			fflush(stdout);
		}
	CK(cudaDeviceSynchronize());
	return 0;
}
