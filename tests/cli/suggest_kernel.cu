/*
 * suggest_kernel.cu - suggest on a kernel pattern: a 32 x 32 tile of
 * floats written by row and read by column (32-way bank conflicts), a
 * second tile of doubles read the same way, and a tile that is read
 * through a pointer (no swizzle can be proven for it: only padding).
 */
__global__ void tiles(float *out, const float *in, double *dout)
{
	__shared__ float t[32][32];
	__shared__ double d[32][32];
	__shared__ float p[32][32];
	int x = threadIdx.x, y = threadIdx.y;
	float *row;

	t[y][x] = in[y * 32 + x];
	d[y][x] = in[y * 32 + x];
	p[y][x] = in[y * 32 + x];
	__syncthreads();
	row = p[x];
	out[y * 32 + x] = t[x][y] + row[y];
	dout[y * 32 + x] = d[x][y];
}
