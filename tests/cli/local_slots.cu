/* A stack array a thread, indexed by loaded values: local memory, 64
   bytes a thread (tests/cli/local_slots.pat). */
__global__ void stack(int *out, const int *in)
{
	int h[16];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	for (int k = 0; k < 16; k++)
		h[k] = 0;
	h[in[i] & 15]++;
	out[i] = h[i & 15];
}
