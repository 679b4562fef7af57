// smem_probe.cu - why do short kernels show more shared-load wavefronts
// than HARDWARE.md's one per conflict-free request? Four variants of
// "read s[lane]" (1024 blocks x 256 threads), measured with ncu:
//   once     one LDS, shared memory never written (what cudagen emits)
//   sync     __syncthreads() before the LDS
//   loop16   16 LDS per thread (per-launch effects amortised)
//   init     every thread writes its word, __syncthreads(), then the LDS
// Build and run: nvcc -arch=sm_90 -o /tmp/probe tests/gpu/smem_probe.cu &&
//   ncu --metrics l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,
//       smsp__inst_executed_op_shared_ld.sum /tmp/probe
#include <cstdio>

__device__ __forceinline__ unsigned lds(const void *p)
{
	unsigned v;
	asm volatile("ld.shared.u32 %0, [%1];" : "=r"(v)
	             : "r"((unsigned)__cvta_generic_to_shared(p)) : "memory");
	return v;
}

#define TAIL if (sink == key) out[1] = sink;

__global__ void once(unsigned long long *out, unsigned long long key)
{
	__shared__ float s[256];
	unsigned long long sink = lds(&s[threadIdx.x % 32]);
	TAIL
}

__global__ void sync(unsigned long long *out, unsigned long long key)
{
	__shared__ float s[256];
	__syncthreads();
	unsigned long long sink = lds(&s[threadIdx.x % 32]);
	TAIL
}

__global__ void loop16(unsigned long long *out, unsigned long long key)
{
	__shared__ float s[256];
	unsigned long long sink = 0;
	for (int k = 0; k < 16; k++)
		sink += lds(&s[(threadIdx.x + k * 0) % 32 + (k & 1) * 32]);
	TAIL
}

__global__ void init(unsigned long long *out, unsigned long long key)
{
	__shared__ float s[256];
	s[threadIdx.x] = threadIdx.x;
	__syncthreads();
	unsigned long long sink = lds(&s[threadIdx.x % 32]);
	TAIL
}

int main()
{
	unsigned long long *out;
	cudaMalloc(&out, 16);
	once<<<1024, 256>>>(out, ~0ull);
	sync<<<1024, 256>>>(out, ~0ull);
	loop16<<<1024, 256>>>(out, ~0ull);
	init<<<1024, 256>>>(out, ~0ull);
	printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
	return 0;
}
