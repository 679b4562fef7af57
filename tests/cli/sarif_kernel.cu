/* sarif_kernel.cu - findings for the SARIF report: a strided global
   load, an unpadded tile read by column, a histogram kept in local
   memory (indexed by a computed bin) */
__global__ void findings(float *out, const float *in, int n)
{
	__shared__ float t[32][32];
	int h[16];
	int x = threadIdx.x, y = threadIdx.y;
	t[y][x] = in[(y * 32 + x) * 2];
	for (int k = 0; k < 16; k++)
		h[k] = 0;
	for (int i = 0; i < n; i++)
		h[(x * 7 + i) % 16] += 1;
	__syncthreads();
	out[y * 32 + x] = t[x][y] + h[x % 16];
}
