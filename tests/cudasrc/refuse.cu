/* refuse.cu - what the interpreter refuses, naming the instruction and
   the line: a texture fetch through an object bound to no texture, a
   surface store, a launch from the device. */

__global__ void tex(float *out, cudaTextureObject_t t)
{
	out[threadIdx.x] = tex1Dfetch<float>(t, threadIdx.x);
}

__global__ void surf(float *out, cudaSurfaceObject_t s)
{
	out[threadIdx.x] = 1.0f;
	surf1Dwrite(1.0f, s, threadIdx.x * 4);
}

/* dynamic parallelism, as a launch from the device compiles (the
   runtime's own entry points; NVRTC has no <<< >>> on the device without
   them) */
extern "C" __device__ void *cudaGetParameterBuffer(size_t align,
                                                   size_t size);
extern "C" __device__ int cudaLaunchDevice(void *func, void *param,
                                           dim3 grid, dim3 block,
                                           unsigned shmem, void *stream);

__global__ void child(float *out)
{
	out[threadIdx.x] = 2.0f;
}

__global__ void parent(float *out)
{
	out[threadIdx.x] = 1.0f;
	if (threadIdx.x == 0) {
		void *p = cudaGetParameterBuffer(8, 8);
		*(float **)p = out;
		cudaLaunchDevice((void *)child, p, dim3(1), dim3(32), 0, 0);
	}
}

/* a __device__ variable: the model places no variable of the module in
   global memory */
__device__ float table[256];

__global__ void devvar(float *out)
{
	out[threadIdx.x] = table[threadIdx.x];
}

/* one store whose address comes from either array: the model ties each
   load or store to one array */
__global__ void pick2(float *a, float *b)
{
	float *p = (threadIdx.x & 1) ? a : b;
	p[threadIdx.x] = 1;
}

/* the stores in functions called through a pointer */
__device__ void put1(float *a) { a[threadIdx.x] = 1; }
__device__ void put2(float *a) { a[threadIdx.x] = 2; }

__global__ void indirect(float *a, int w)
{
	void (*f)(float *) = w ? put1 : put2;
	f(a);
}
