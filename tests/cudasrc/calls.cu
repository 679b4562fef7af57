/* calls.cu - device functions NVVM does not inline, for
   tests/cudasrc/run.sh: scalars and pointers passed, values returned, a
   stack frame of the callee's own, and recursion. */

__device__ __noinline__ int idx(int t, int n)
{
	return (t * 7) % n;
}

__device__ __noinline__ void put(float *p, int i, float v)
{
	p[i] = v;
}

__device__ __noinline__ float sum(const float *a, int n, int s)
{
	float acc = 0;
	int h[4];
	for (int i = 0; i < 4; i++)
		h[i] = (s + i) % n;
	for (int i = 0; i < 4; i++)
		acc += a[h[(s + i) & 3]];
	return acc;
}

__global__ void calls(float *out, const float *in, int n, int d)
{
	int t = blockIdx.x * blockDim.x + threadIdx.x;
	int i = idx(t, n);
	put(out, i, in[t]);
	out[(t + d) % n] = sum(in, n, t);
}

/* d levels down, writing a on the way down and b on the way up */
__device__ __noinline__ int visit(float *a, float *b, int i, int d)
{
	a[i + 64 * d] = 1.0f;
	if (d == 0)
		return 0;
	int r = visit(a, b, i, d - 1) + 1;
	b[(i * 5 + r) % 64 + 64 * r] = 2.0f;
	return r;
}

__global__ void recurse(float *a, float *b, int d)
{
	visit(a, b, threadIdx.x, d);
}
