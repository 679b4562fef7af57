/*
 * lut.cu - time suite kernels for L1's passes over a table that stays
 * in L1 (tests/gpu/l1/README: a request L1 serves whole takes its tag
 * stage's lookups, 4 lines a clock, or its data stage's bank-rule
 * wavefronts, the more), written and predicted before they were
 * measured (h200-2026-11-29h). Apart from suite.cu and gathers.cu so
 * that their kernels' PTX stays as measured.
 */
/* 8 lookups a thread in a table of mask + 1 floats, at (idx[i] + 97 k)
   x scale: with idx[i] = (i * 7919) % T, scale 1 puts a warp's lanes on
   32 lines and 32 banks, scale 16 on 32 lines and 2 banks, scale 32 on
   32 lines and one bank */
__global__ void gather_lut(float *out, const int *idx, const float *t,
                           int scale, int mask, long n)
{
	long i = blockIdx.x * (long)blockDim.x + threadIdx.x;

	if (i < n) {
		int j = idx[i];
		float s = 0.0f;

		for (int k = 0; k < 8; k++)
			s += t[((j + 97 * k) * scale) & mask];
		out[i] = s;
	}
}
