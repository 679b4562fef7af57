/*
 * probe.cu - stand-alone probes of the memory spaces accessan models
 * without a counter of its own: constant memory (serialization per
 * distinct address), the read-only path (ld.global.nc) and 2D texture
 * fetches (tex2D on a CUDA array). Run under Nsight Compute by
 * probe.sh, which reads the candidate counters of every kernel; the
 * program itself prints each kernel's median time over 20 launches.
 *
 *   probe [time]      time: print the timing table (no counters needed)
 *   probe shapes      only the shape kernels (below), for probe-shapes.sh
 *
 * Kernels (names are what probe.sh's table shows):
 *   c_d<D>     one warp, 64 constant loads, D distinct addresses each
 *              (lane / (32 / D)), through ld.const with a register address
 *   g_s<S>     one warp, 64 ld.global loads of 4 bytes, lane stride S
 *   nc_s<S>    the same through ld.global.nc (what __ldg emits)
 *   gcol/tcol  a 1024x1024 float image: each warp walks columns, lanes on
 *              32 consecutive rows (row-major global: 32 rows = 32
 *              sectors a request; tex2D: the block-linear layout)
 *   grow/trow  the same with lanes on 32 consecutive columns (coalesced)
 */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <vector>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
	fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, \
	        cudaGetErrorString(e_)); exit(3); } } while (0)

__constant__ unsigned ctab[4096];

template <int D>
__global__ void c_d(unsigned *out, int base)
{
	unsigned lane = threadIdx.x & 31, acc = 0;
	for (int k = 0; k < 64; k++) {
		unsigned i = (unsigned)(base + k * 32) + lane / (32 / D);
		unsigned v;
		asm volatile("ld.const.u32 %0, [%1];" : "=r"(v)
		             : "l"(__cvta_generic_to_constant(&ctab[i & 4095])) : "memory");
		acc += v;
	}
	out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

template <int S, bool NC>
__global__ void g_s(const unsigned *a, unsigned *out)
{
	unsigned lane = threadIdx.x & 31, acc = 0;
	unsigned w = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
	for (int k = 0; k < 64; k++) {
		const unsigned *p = a + ((size_t)(w * 64 + k) * 32 * S + lane * S) % (1u << 24);
		unsigned v;
		if (NC)
			asm volatile("ld.global.nc.u32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
		else
			asm volatile("ld.global.u32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
		acc += v;
	}
	out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

#define W 1024
#define H 1024
/* col: warp w takes rows 32*(w % 32) .. +31 (lane = row) and walks
   columns 32*(w / 32) .. +31 (covers the image with 1024 warps) */
__global__ void gcol(const float *img, float *out)
{
	unsigned lane = threadIdx.x & 31;
	unsigned w = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
	unsigned y = (w % 32) * 32 + lane, x0 = (w / 32) * 32;
	float acc = 0;
	for (int k = 0; k < 32; k++)
		acc += img[(size_t)y * W + x0 + k];
	out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

__global__ void tcol(cudaTextureObject_t t, float *out)
{
	unsigned lane = threadIdx.x & 31;
	unsigned w = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
	unsigned y = (w % 32) * 32 + lane, x0 = (w / 32) * 32;
	float acc = 0;
	for (int k = 0; k < 32; k++)
		acc += tex2D<float>(t, x0 + k + 0.5f, y + 0.5f);
	out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

/* row: lane = column, the warp walks 32 rows */
__global__ void grow(const float *img, float *out)
{
	unsigned lane = threadIdx.x & 31;
	unsigned w = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
	unsigned x = (w % 32) * 32 + lane, y0 = (w / 32) * 32;
	float acc = 0;
	for (int k = 0; k < 32; k++)
		acc += img[(size_t)(y0 + k) * W + x];
	out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

__global__ void trow(cudaTextureObject_t t, float *out)
{
	unsigned lane = threadIdx.x & 31;
	unsigned w = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
	unsigned x = (w % 32) * 32 + lane, y0 = (w / 32) * 32;
	float acc = 0;
	for (int k = 0; k < 32; k++)
		acc += tex2D<float>(t, x + 0.5f, y0 + k + 0.5f);
	out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

/* Shapes (probe shapes): one warp, 64 fetches of texels of type T from a
   1024 x 1024 CUDA array; fetch k has lane l at
     (x0 + 64 * (k % 8) + dx(l), y0 + 64 * (k / 8) + dy(l))
   with (dx, dy) by shape: 0 row (l, 0), 1 column (0, l), 2 a block 16
   wide and 2 high (l % 16, l / 16), 3 8 wide and 4 high (l % 8, l / 8),
   4 4 wide and 8 high (l % 4, l / 4), 5 the diagonal (l, l), 6 a
   scatter over 16 x 16 texels that changes with k, 7 2 x 2 quads
   (each quad a 2 x 2 block, the quads 4 wide and 2 high). The
   texture pipe's sectors and requests over the 64 fetches are what
   probe-shapes.sh reads; shapes.sh predicts them with accessan. */
template <class T>
__global__ void shape(cudaTextureObject_t t, float *out, int sh, int x0, int y0)
{
	int l = threadIdx.x & 31, dx, dy;
	float acc = 0;

	switch (sh) {
	case 0: dx = l; dy = 0; break;
	case 1: dx = 0; dy = l; break;
	case 2: dx = l % 16; dy = l / 16; break;
	case 3: dx = l % 8; dy = l / 8; break;
	case 4: dx = l % 4; dy = l / 4; break;
	case 5: dx = l; dy = l; break;
	case 7: dx = l / 4 % 4 * 2 + l % 2; dy = l / 16 * 2 + l / 2 % 2; break;
	default: dx = dy = 0; break;
	}
	for (int k = 0; k < 64; k++) {
		if (sh == 6) {
			dx = (l * 7 + k * 5 + l * l % 11) % 16;
			dy = (l * 3 + k * 7 + l * l % 13) % 16;
		}
		T v = tex2D<T>(t, x0 + 64 * (k % 8) + dx + 0.5f,
		               y0 + 64 * (k / 8) + dy + 0.5f);
		acc += *(const unsigned char *)&v;
	}
	out[threadIdx.x] = acc;
}

/* A 1024 x 1024 CUDA array of T (bytes 1..) and its texture object. */
template <class T>
static cudaTextureObject_t make_tex(cudaArray_t *arr)
{
	std::vector<unsigned char> h((size_t)1024 * 1024 * sizeof(T));
	for (size_t i = 0; i < h.size(); i++)
		h[i] = (unsigned char)(i % 251);
	cudaChannelFormatDesc cd = cudaCreateChannelDesc<T>();
	CK(cudaMallocArray(arr, &cd, 1024, 1024));
	CK(cudaMemcpy2DToArray(*arr, 0, 0, h.data(), 1024 * sizeof(T),
	                       1024 * sizeof(T), 1024, cudaMemcpyHostToDevice));
	cudaResourceDesc rd = {};
	rd.resType = cudaResourceTypeArray;
	rd.res.array.array = *arr;
	cudaTextureDesc td = {};
	td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
	td.filterMode = cudaFilterModePoint;
	td.readMode = cudaReadModeElementType;
	cudaTextureObject_t tex;
	CK(cudaCreateTextureObject(&tex, &rd, &td, NULL));
	return tex;
}

/* Every shape at offsets (0, 0) and (1, 1) for texels of T: 2 * NSH
   launches, in the order probe-shapes.sh names them. */
#define NSH 8
template <class T>
static void shapes(float *out)
{
	cudaArray_t arr;
	cudaTextureObject_t t = make_tex<T>(&arr);
	for (int off = 0; off < 2; off++)
		for (int sh = 0; sh < NSH; sh++)
			shape<T><<<1, 32>>>(t, out, sh, off, off);
	CK(cudaDeviceSynchronize());
	CK(cudaDestroyTextureObject(t));
	CK(cudaFreeArray(arr));
}

static cudaEvent_t e0, e1;

template <class F>
static float timeit(F launch)
{
	std::vector<float> v;
	launch();
	CK(cudaDeviceSynchronize());
	for (int r = 0; r < 20; r++) {
		float ms;
		CK(cudaEventRecord(e0));
		launch();
		CK(cudaEventRecord(e1));
		CK(cudaEventSynchronize(e1));
		CK(cudaEventElapsedTime(&ms, e0, e1));
		v.push_back(ms);
	}
	std::sort(v.begin(), v.end());
	return v[v.size() / 2];
}

int main(int argc, char **argv)
{
	bool timing = argc > 1 && strcmp(argv[1], "time") == 0;
	if (argc > 1 && strcmp(argv[1], "shapes") == 0) {
		float *o;
		CK(cudaMalloc(&o, 32 * sizeof(float)));
		shapes<unsigned char>(o);
		shapes<unsigned short>(o);
		shapes<float>(o);
		shapes<float2>(o);
		shapes<float4>(o);
		return 0;
	}
	unsigned *out, *a;
	float *img, *fout;
	std::vector<unsigned> h(4096);
	std::vector<float> hi((size_t)W * H);
	cudaDeviceProp prop;

	CK(cudaGetDeviceProperties(&prop, 0));
	for (int i = 0; i < 4096; i++)
		h[i] = i;
	for (size_t i = 0; i < hi.size(); i++)
		hi[i] = (float)(i % 977);
	CK(cudaMemcpyToSymbol(ctab, h.data(), 4096 * 4));
	CK(cudaMalloc(&out, 64 << 20));
	CK(cudaMalloc(&a, 64 << 20));
	CK(cudaMemset(a, 1, 64 << 20));
	CK(cudaMalloc(&img, (size_t)W * H * 4));
	CK(cudaMemcpy(img, hi.data(), (size_t)W * H * 4, cudaMemcpyHostToDevice));
	fout = (float *)out;

	cudaChannelFormatDesc cd = cudaCreateChannelDesc<float>();
	cudaArray_t arr;
	CK(cudaMallocArray(&arr, &cd, W, H));
	CK(cudaMemcpy2DToArray(arr, 0, 0, hi.data(), W * 4, W * 4, H,
	                       cudaMemcpyHostToDevice));
	cudaResourceDesc rd = {};
	rd.resType = cudaResourceTypeArray;
	rd.res.array.array = arr;
	cudaTextureDesc td = {};
	td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
	td.filterMode = cudaFilterModePoint;
	td.readMode = cudaReadModeElementType;
	cudaTextureObject_t tex;
	CK(cudaCreateTextureObject(&tex, &rd, &td, NULL));
	CK(cudaEventCreate(&e0));
	CK(cudaEventCreate(&e1));

	/* counted launches: one warp each (constant, global, nc), then the
	   image walks over the whole 1024x1024 image (1024 warps) */
	c_d<1><<<1, 32>>>(out, 0);
	c_d<2><<<1, 32>>>(out, 0);
	c_d<4><<<1, 32>>>(out, 0);
	c_d<8><<<1, 32>>>(out, 0);
	c_d<16><<<1, 32>>>(out, 0);
	c_d<32><<<1, 32>>>(out, 0);
	g_s<1, false><<<1, 32>>>(a, out);
	g_s<2, false><<<1, 32>>>(a, out);
	g_s<32, false><<<1, 32>>>(a, out);
	g_s<1, true><<<1, 32>>>(a, out);
	g_s<2, true><<<1, 32>>>(a, out);
	g_s<32, true><<<1, 32>>>(a, out);
	gcol<<<256, 128>>>(img, fout);
	tcol<<<256, 128>>>(tex, fout);
	grow<<<256, 128>>>(img, fout);
	trow<<<256, 128>>>(tex, fout);
	CK(cudaDeviceSynchronize());

	if (timing) {
		printf("device %s\n", prop.name);
		printf("%-10s %10s\n", "kernel", "median_us");
#define T(name, ...) printf("%-10s %10.2f\n", name, 1000 * timeit([&] { __VA_ARGS__; }))
		/* constant: 1024 blocks of 256, each warp 64 loads */
		T("c_d1", c_d<1><<<1024, 256>>>(out, 0));
		T("c_d2", c_d<2><<<1024, 256>>>(out, 0));
		T("c_d4", c_d<4><<<1024, 256>>>(out, 0));
		T("c_d8", c_d<8><<<1024, 256>>>(out, 0));
		T("c_d16", c_d<16><<<1024, 256>>>(out, 0));
		T("c_d32", c_d<32><<<1024, 256>>>(out, 0));
		T("g_s1", (g_s<1, false><<<1024, 256>>>(a, out)));
		T("nc_s1", (g_s<1, true><<<1024, 256>>>(a, out)));
		T("g_s32", (g_s<32, false><<<1024, 256>>>(a, out)));
		T("nc_s32", (g_s<32, true><<<1024, 256>>>(a, out)));
		T("gcol", gcol<<<256, 128>>>(img, fout));
		T("tcol", tcol<<<256, 128>>>(tex, fout));
		T("grow", grow<<<256, 128>>>(img, fout));
		T("trow", trow<<<256, 128>>>(tex, fout));
	}
	CK(cudaDestroyTextureObject(tex));
	CK(cudaFreeArray(arr));
	return 0;
}
