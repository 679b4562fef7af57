/*
 * bands.cu - time suite kernels whose global atomics move over the L2's
 * units with the block (sim/hot.h, the windows of resident blocks),
 * written and predicted before they were measured (h200-2026-11-30).
 * Apart from the other suite files so that their kernels' PTX stays as
 * measured.
 */

/* each element of a rows x c matrix added to its row's sum: a warp's 32
   lanes on one word, rows in block order */
__global__ void row_sums(float *s, const float *x, long n, int c)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		atomicAdd(&s[i / c], x[i]);
}

/* an image w wide counted into the bins of its 16 x 32 tiles, a block
   32 x 8 pixels, blocks row by row */
__global__ void hist2d_tiles(unsigned *h, int w, int rows)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	int y = blockIdx.y * blockDim.y + threadIdx.y;

	if (y < rows)
		atomicAdd(&h[(y / 32) * (w / 16) + x / 16], 1u);
}

/* the same image's pixels counted by column band (8 pixels wide): the
   same bins in every row, whichever blocks run */
__global__ void hist_cols(unsigned *h, long n, int w)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n)
		atomicAdd(&h[i % w / 8], 1u);
}
