/* kernels.cu - kernels for tests/cudasrc/run.sh: divergence, loops with a
   trip count per lane, shared memory, gathers, and what is refused. */

__global__ void diverge(float *a, float *b, int n)
{
	int t = blockIdx.x * blockDim.x + threadIdx.x;
	if (t % 3 == 0)
		a[t] = 1.0f;
	else
		b[2 * t] = 2.0f;
	if (t < n)
		a[t + 256] = 3.0f;
}

__global__ void tile(float *out, const float *in)
{
	__shared__ float s[32][33];
	int x = threadIdx.x, y = threadIdx.y;
	s[y][x] = in[y * 32 + x];
	__syncthreads();
	out[y * 32 + x] = s[x][y];
}

__global__ void gather(float *y, const float *x, const int *col)
{
	int t = blockIdx.x * blockDim.x + threadIdx.x;
	y[t] = x[col[t]];
}

__global__ void shuffle(int *out, const int *in)
{
	int t = threadIdx.x;
	int v = t * 3;
	v = __shfl_down_sync(0xffffffffu, v, 1);
	out[v % 64] = in[t];
}

__global__ void spin(unsigned *out, unsigned n)
{
	for (unsigned i = 0; i != n; i += 2)
		out[i % 32] = i;
}

__global__ void fp(float *out, const float *in, float scale)
{
	int i = (int)(threadIdx.x * scale);
	out[i] = in[threadIdx.x];
}

__global__ void arith(float *a, int n)
{
	int t = blockIdx.x * blockDim.x + threadIdx.x;
	int i = (t * 7 - 100) / 3;
	int j = (t * 5) % 17;
	unsigned u = (unsigned)t >> 2;
	int k = min(t, 40) + max(t - 50, 0);
	long long w = (long long)t * 123456789LL % 1000;
	a[(i + 200) % 512] = 1.0f;
	a[j * 3] = 2.0f;
	a[u ^ 5] = 3.0f;
	a[k] = 4.0f;
	a[w % 512] = 5.0f;
	if (t < n)
		a[(t * t) & 511] = 6.0f;
	a[(-t) / 4 + 100] = 7.0f;
}

/* tile with a dynamic shared array (extern __shared__): the launch's
   third parameter sizes it, the pattern's 'shared float d[...]' here */
__global__ void dyntile(float *out, const float *in)
{
	extern __shared__ float d[];
	int x = threadIdx.x, y = threadIdx.y;
	d[y * 33 + x] = in[y * 32 + x];
	__syncthreads();
	out[y * 32 + x] = d[x * 33 + y];
}

/* a loop whose step does not move its variable (s *= 1): with n above 1
   it never ends, and it stores nothing in it, so the warp comes back to
   the loop's branch with every register as it was (the asm keeps the
   compiler from taking the loop for one that ends) */
__global__ void stuck(int *out, int n)
{
	int s = 1;
	for (; s < n; s *= 1)
		asm volatile("");
	out[threadIdx.x] = s;
}

/* two inline asm blocks, each with a forward branch to its own DONE
   and its own p (PTX scopes a block's labels and registers to it): the
   second skips its multiply, so b stays threadIdx.x and out[b] = in[b]
   is one coalesced request of 4 sectors (32 if the multiply ran); a
   loop in a third block with the same names ends after 3 trips */
__global__ void asmscope(int *out, const int *in)
{
	unsigned b = threadIdx.x;
	asm("{\n\t.reg .pred p;\n\tsetp.eq.u32 p, %0, 99;\n\t@p bra DONE;\n"
	    "\tadd.u32 %0, %0, 0;\nDONE:\n\t}" : "+r"(b));
	asm("{\n\t.reg .pred p;\n\tsetp.ne.u32 p, %0, 99;\n\t@p bra DONE;\n"
	    "\tmul.lo.u32 %0, %0, 32;\nDONE:\n\t}" : "+r"(b));
	asm("{\n\t.reg .u32 i;\n\t.reg .pred p;\n\tmov.u32 i, 0;\nDONE:\n"
	    "\tadd.u32 i, i, 1;\n\tsetp.lt.u32 p, i, 3;\n\t@p bra DONE;\n\t}");
	out[b] = in[b];
}

/* signed narrow values: c[t] is -1 (a signed char array's contents), d
   and e the parameters -2 and -3, so every lane writes out[64 - 6] */
__global__ void narrow(int *out, const signed char *c, signed char d,
                       short e)
{
	out[64 + c[threadIdx.x] + d + e] = 1;
}

/* out[idx[t]] = t with out and idx one array (alias.pat gives 'a'
   twice): the kernel stores to what idx reads, so its loads are not
   the declared contents */
__global__ void alias(int *out, const int *idx)
{
	int t = threadIdx.x;
	out[idx[t]] = t;
	out[idx[t] + 1] = 0;
}

/* a thread's automatic array of 4 MiB indexed at run time: ptxas takes
   it (a 4 MiB stack frame), a GPU would not launch it (512 KiB of local
   memory a thread) */
__global__ void bigstack(int *out, int n)
{
	int a[1 << 20];
	for (int i = 0; i < n; i++)
		a[(threadIdx.x * 7 + i) & ((1 << 20) - 1)] = i;
	out[threadIdx.x] = a[(threadIdx.x * n) & ((1 << 20) - 1)];
}

/* a full membermask in divergent code: lanes 16-31 do not run the
   shuffle that names them, undefined in CUDA (refused); with
   __activemask() the same shuffle is defined */
__global__ void badmask(int *out, int full)
{
	int x = threadIdx.x;
	if (threadIdx.x < 16) {
		unsigned m = full ? 0xffffffffu : __activemask();
		x = __shfl_sync(m, x, 0);
	}
	out[x] = 1;
}

/* a shared tile written, then read transposed: with sync 0 there is no
   __syncthreads() between, and other warps' elements are read before
   they are written (a race); with sync 1 there is */
__global__ void tilerace(float *out, const float *in, int sync)
{
	__shared__ float t[32][33];
	int x = threadIdx.x, y = threadIdx.y;
	t[y][x] = in[y * 32 + x];
	if (sync)
		__syncthreads();
	out[y * 32 + x] = t[x][y];
}

/* block 0 makes every store, block 1 none: on two threads the first
   holds all the launch's thread-accesses (uneven.pat) */
__global__ void uneven(volatile int *out)
{
	if (blockIdx.x == 0)
		for (int i = 0; i < 40; i++)
			out[threadIdx.x + 32 * (i & 1)] = i;
}

/* gathers through a long long array whose contents are declared: NVVM
   loads the low word of w[t] alone (ld.global.u32) for the first, the
   low half-word of the second (ld.global.s16); both are the element's
   bytes (lowword.pat) */
__global__ void lowword(int *out, const long long *w)
{
	int t = threadIdx.x;
	out[(int)w[t] % 64] = t;
	out[64 + (short)w[t + 32] % 64] = t;
}

/* fpsqrt: an index from a square root, a float the interpreter does not
   compute (fp's product it does): refused at the cvt that makes it an
   integer */
__global__ void fpsqrt(float *out, const float *in, float scale)
{
	int i = (int)sqrtf(threadIdx.x * scale);
	out[i] = in[threadIdx.x];
}

/* tilerace on a tile of out of each block's own (1056 floats a block,
   from the last block down where rev), and one more store of each warp's
   32 lanes to one word: with no sync, races in every block's shared
   memory, and always ones in its own global memory, never between
   blocks (the race check by classes counts them, tests/cudasrc/
   classes.sh) */
__global__ void tileown(float *out, const float *in, int sync, int rev)
{
	__shared__ float t[32][33];
	int x = threadIdx.x, y = threadIdx.y;
	float *o = out + (rev ? 63 - (int)blockIdx.x : (int)blockIdx.x) * 1056;
	t[y][x] = in[y * 32 + x];
	if (sync)
		__syncthreads();
	o[y * 32 + x] = t[x][y];
	o[1024 + y] = (float)x;
}

/* a count of the elements above t: a branch on a float compare of loaded
   values (above.pat declares them) */
__global__ void above(const float *in, unsigned *count, float t, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n && in[i] > t)
		atomicAdd(count, 1u);
}

/* stream compaction: a kept element's slot is an atomic's old value,
   which the model does not know (compact.pat: refused, saying why) */
__global__ void compact(int *out, const int *in, unsigned *count, int n)
{
	int t = blockIdx.x * blockDim.x + threadIdx.x;

	if (t < n && in[t] > 0)
		out[atomicAdd(count, 1u)] = in[t];
}
