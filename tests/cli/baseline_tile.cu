/* baseline_tile.cu - a transpose through a shared tile padded to 33
   columns: read by column, its rows land in distinct banks */
__global__ void transpose(float *out, const float *in)
{
	__shared__ float tile[32][33];
	int x = threadIdx.x, y = threadIdx.y;

	tile[y][x] = in[y * 32 + x];
	__syncthreads();
	out[y * 32 + x] = tile[x][y];
}
