/* local.cu - per-thread arrays in local memory, for tests/cudasrc/run.sh:
   a histogram indexed by a computed bin and an array indexed by a
   parameter. */

__global__ void hist(int *out, const unsigned char *img, int n, int same)
{
	int h[16];
	int tid = blockIdx.x * blockDim.x + threadIdx.x;
	for (int k = 0; k < 16; k++)
		h[k] = 0;
	for (int i = 0; i < n; i++) {
		unsigned char v = img[i * gridDim.x * blockDim.x + tid];
		int bin = same ? i % 16 : (tid * 7 + i) % 16;
		h[bin] += 1 + v;
	}
	for (int k = 0; k < 16; k++)
		out[k * gridDim.x * blockDim.x + tid] = h[k];
}

__global__ void pick(float *out, const float *in, int k)
{
	float a[8];
	int t = blockIdx.x * blockDim.x + threadIdx.x;
	for (int j = 0; j < 8; j++)
		a[j] = in[j * 64 + t];
	out[t] = a[k & 7];
}

/* a stored index read back: the value a lane wrote is the address */
__global__ void keep(int *out, int n)
{
	int idx[4];
	int t = threadIdx.x;
	for (int j = 0; j < 4; j++)
		idx[j] = (t * 3 + j) % 32;
	out[idx[n & 3]] = t;
}

/* a loaded value kept on the stack and read back as an address: refused,
   naming the load */
__global__ void stash(int *out, const int *data, int n)
{
	int s[4];
	int t = threadIdx.x;
	for (int j = 0; j < 4; j++)
		s[j] = data[t * 4 + j];
	out[s[n & 3] & 63] = 1;
}

/* doubles on the stack, one indexed by a parameter: each 8-byte access is
   a request per word, every one of them run (wide.pat) */
__global__ void wide(double *out, int n)
{
	double d[4];
	for (int i = 0; i < 4; i++)
		d[i] = out[threadIdx.x * 4 + i];
	out[threadIdx.x] = d[n & 3];
}
