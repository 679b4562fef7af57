/* kernel_names.cu - a transpose through a padded shared tile; two lines
   name their accesses with a comment, the others take their array's */
__global__ void tpose(float *out, const float *in)
{
	__shared__ float t[32][33];
	int x = threadIdx.x, y = threadIdx.y;
	float v = in[y * 32 + x];   // accessan: fetch
	t[y][x] = v;
	__syncthreads();
	out[y * 32 + x] = t[x][y];  // accessan: spill
}
