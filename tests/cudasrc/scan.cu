/* scan.cu - a block-wide inclusive scan (Hillis-Steele) over a
   double-buffered shared array. At step d the lanes t < d copy and the
   others add: a warp whose every lane has t < d takes the copy's branch
   alone, so where ptxas makes the branch predication that warp issues
   the other side's load with no lane active (tests/gpu/kernel: the GPU
   counts those instructions, the PTX's branches do not). */

__global__ void scan(float *out, const float *in, int n)
{
	__shared__ float s[2][512];
	int t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
	int b = 0;

	s[0][t] = g < n ? in[g] : 0.0f;
	__syncthreads();
	for (int d = 1; d < blockDim.x; d *= 2) {
		s[1 - b][t] = t >= d ? s[b][t] + s[b][t - d] : s[b][t];
		b = 1 - b;
		__syncthreads();
	}
	if (g < n)
		out[g] = s[b][t];
}
