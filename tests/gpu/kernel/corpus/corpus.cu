/*
 * corpus.cu - kernels of kinds the --gpu corpus lacked (issue 35): a
 * sort and two convolutions, as such code is usually written. Each has
 * a pattern beside it (NAME.pat) that names it; tests/gpu/kernel/RESULTS.md
 * gives what --gpu counted on the GPU.
 */

#define SORT 512
#define R 4

/* Bitonic sort of each block's 512 floats in shared memory: at each
   step a thread whose partner (t ^ j) lies above it orders the pair,
   ascending or descending by the bit k of its index; min and max, so
   that no branch depends on the values. */
__global__ void bitonic_shared(float *data)
{
	__shared__ float s[SORT];
	unsigned t = threadIdx.x;
	float *d = data + blockIdx.x * SORT;

	s[t] = d[t];
	__syncthreads();
	for (unsigned k = 2; k <= SORT; k *= 2)
		for (unsigned j = k / 2; j > 0; j /= 2) {
			unsigned p = t ^ j;
			if (p > t) {
				float a = s[t], b = s[p];
				bool up = (t & k) == 0;
				s[t] = up ? fminf(a, b) : fmaxf(a, b);
				s[p] = up ? fmaxf(a, b) : fminf(a, b);
			}
			__syncthreads();
		}
	d[t] = s[t];
}

/* A 1D convolution of radius R, its weights in constant memory (every
   lane reads the same weight at once), the input read from global
   memory 2R + 1 times, the edges clamped. */
__constant__ float weights[2 * R + 1];

__global__ void conv1d_const(float *out, const float *in, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float acc = 0.0f;

	if (i >= n)
		return;
	for (int k = -R; k <= R; k++) {
		int x = min(max(i + k, 0), n - 1);
		acc += weights[k + R] * in[x];
	}
	out[i] = acc;
}

/* The same convolution through a shared tile with an apron of R on
   each side: a block loads its 256 inputs and the first and last R
   threads one more each, then every thread reads 2R + 1 neighbours
   from shared memory. */
__global__ void conv1d_shared(float *out, const float *in, int n)
{
	__shared__ float s[256 + 2 * R];
	int t = threadIdx.x;
	int i = blockIdx.x * 256 + t;
	float acc = 0.0f;

	s[t + R] = in[min(i, n - 1)];
	if (t < R)
		s[t] = in[max(i - R, 0)];
	if (t >= 256 - R)
		s[t + 2 * R] = in[min(i + R, n - 1)];
	__syncthreads();
	if (i >= n)
		return;
	for (int k = -R; k <= R; k++)
		acc += weights[k + R] * s[t + R + k];
	out[i] = acc;
}

/* A 3 x 3 convolution of a w x h image from global memory, the weights
   in constant memory, blocks of 16 x 16 threads, the edges left out. */
__constant__ float weights3[9];

__global__ void conv2d_global(float *out, const float *in, int w, int h)
{
	int x = blockIdx.x * 16 + threadIdx.x;
	int y = blockIdx.y * 16 + threadIdx.y;
	float acc = 0.0f;

	if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1)
		return;
	for (int j = -1; j <= 1; j++)
		for (int i = -1; i <= 1; i++)
			acc += weights3[(j + 1) * 3 + i + 1] *
			       in[(y + j) * w + x + i];
	out[y * w + x] = acc;
}
