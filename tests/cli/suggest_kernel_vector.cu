/* suggest_kernel_vector.cu - neighbours a thread reads or writes, for
   suggest's vector type: pairs and quad read 2 and 4 (one statement, and
   four), spread2 writes 2; spread writes 2 with a load of in between
   that may alias them, so the compiler keeps two stores and the patch is
   refused as no cheaper; mixed reads in[i + 3] too: not every use is a
   neighbour's, no patch is tried; pairs is declared with
   __launch_bounds__ and a comment in its parameter list */
__global__ void __launch_bounds__(256) pairs(float *out,
    const float *__restrict__ /* the pairs */ in, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		out[i] = in[2 * i] + in[2 * i + 1];
}

__global__ void quad(float *out, const float *in, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float s = in[i * 4];
	s += in[i * 4 + 1];
	s += in[i * 4 + 2];
	s += in[i * 4 + 3];
	out[i] = s;
}

__global__ void spread(float *out, const float *in, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	out[2 * i] = in[i];
	out[2 * i + 1] = -in[i];
}

__global__ void spread2(float *out, const float *in, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float v = in[i];
	out[2 * i] = v;
	out[2 * i + 1] = -v;
}

__global__ void mixed(float *out, const float *in, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	out[i] = in[2 * i] + in[2 * i + 1] + in[i + 3];
}
