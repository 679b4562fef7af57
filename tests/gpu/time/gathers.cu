/*
 * gathers.cu - time suite kernels written after the L2's line cost entered
 * the time model, to test it on shapes it was not taken from
 * (h200-2026-11-29e). Apart from suite.cu so that suite.cu's text, and
 * the PTX that NVRTC makes of its kernels, stay as measured: appended
 * there, they made NVRTC compile local_hist with 41 local loads and
 * stores where it had made 40 (the same text at another path made 40
 * again: NVVM's output follows more than the kernel's own code), and
 * the issue bound's check against ncu's count of local_hist is exact to
 * the instruction (tests/cudasrc/run.sh).
 */
/* a table read through an index array, idx[i] = (i * 7919) % T: each
   lane on a line of its own, a sector of it */
__global__ void gather_idx(float *out, const int *idx, const float *t, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = t[idx[i]];
}

/* an embedding's rows: warp w copies row rows[w] = (w * 7919) % R of
   32 floats, a line of 4 sectors a request */
__global__ void embed_rows(float *out, const int *rows, const float *t,
                           long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = t[(long)rows[i >> 5] * 32 + (i & 31)];
}
