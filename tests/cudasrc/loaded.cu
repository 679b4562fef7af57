/* loaded.cu - kernels whose addresses use values loaded from arrays
   with 'contents' (loaded*.pat): lifted as names a declaration holds
   ('int v = idx[i]'), whose loads wait for it as the kernel's do
   (lift_twins.py); and what the lift refuses of such values */

/* a gather through a gather, and a loop whose passes the loaded value
   counts */
__global__ void chain(float *out, const int *idx, const int *nxt,
                      const float *t, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n) {
		int j = nxt[idx[i]];
		out[i] = t[j];
		for (int k = 0; k < (j & 3); k++)
			out[n + 3 * i + k] = 1.0f;
	}
}

/* the index read in a loop: each pass's load waits for its own */
__global__ void passes(float *out, const int *idx, const float *t, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

#pragma unroll 1
	for (int k = 0; k < 4; k++)
		s += t[(idx[4 * i + k] + k) % n];
	out[i] = s;
}

/* the value used where its load's condition does not hold: refused */
__global__ void outside(float *out, const int *idx, const float *t, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int j = 0;

	if (i < n)
		j = idx[i];
	out[i] = t[j];
}

/* through the read-only path (ld.global.nc): refused, as 'int v =
   idx[i]' reads as 'read' does */
__global__ void readonly(float *__restrict__ out,
                         const int *__restrict__ idx,
                         const float *__restrict__ t)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	out[i] = t[idx[i]];
}
