/*
 * bits.cu - kernels whose indices come from the bit instructions the
 * interpreter computes (bfind, shf, prmt, lop3: __ffs, __funnelshift_r,
 * __byte_perm, an xor of three), and kernels of half-precision and
 * bfloat16 arithmetic, whose values it does not follow but whose
 * addresses do not need them (run.sh: each against a pattern by hand).
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>

__global__ void bitidx(float *out, const float *in)
{
	unsigned t = threadIdx.x, x;

	x = in[t];
	out[__ffs(1u << (t % 8)) * 32 + t] = x;
	out[__funnelshift_r(0u, t, 28) + 2048] = x;
	out[__byte_perm(t << 8, 0u, 0x4441) * 2 + 4096] = x;
	asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(x) : "r"(t), "r"(0u),
	    "r"(0u));
	out[x + 8192] = 1.0f;
}

__global__ void halves(const __half2 *x, __half2 *y, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		y[i] = __hfma2(__float2half2_rn(2.0f), x[i], y[i]);
}

__global__ void bf16(const __nv_bfloat16 *x, float *y, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		y[i] = __bfloat162float(x[i]) * 2.0f;
}

/* an index from half-precision arithmetic: a value the interpreter does
   not follow reaches an address, refused with the instruction named */
__global__ void halfidx(float *out)
{
	__half h = __float2half((float)threadIdx.x) * __float2half(2.0f);

	out[__half2int_rn(h)] = 1.0f;
}

/* a clock and the SM's number stored: values unknown, addresses known */
__global__ void stamp(long long *out, unsigned *sm)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x, s;

	asm("mov.u32 %0, %%smid;" : "=r"(s));
	out[i] = clock64();
	sm[i] = s;
}
