/* texture.cu - texture fetches through texture objects, which the
   interpreter runs as requests of the 'texture' array a parameter is
   bound to: tex2D at a texel's centre and at whole coordinates, a
   column walk, coordinates past the edge (clamped), an 8-bit texel, and
   tex1Dfetch of linear memory. Each has a pattern written by hand for
   it (texture_hand*.pat). */

__global__ void walk(float *out, cudaTextureObject_t img, int w)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
	out[y * w + x] = tex2D<float>(img, x + 0.5f, y + 0.5f);
}

__global__ void column(float *out, cudaTextureObject_t img)
{
	float acc = 0;
	for (int k = 0; k < 4; k++)
		acc += tex2D<float>(img, blockIdx.x * 4 + k, threadIdx.x);
	out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

__global__ void edge(float *out, cudaTextureObject_t img)
{
	int t = threadIdx.x;
	out[t] = tex2D<float>(img, t * 3 - 40.0f, 70.5f - t);
}

__global__ void bytes(unsigned char *out, cudaTextureObject_t img)
{
	int t = threadIdx.x;
	out[t] = tex2D<unsigned char>(img, t % 8 + 0.5f, t / 8 + 0.5f);
}

__global__ void fetch(float *out, cudaTextureObject_t lin)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	out[i] = tex1Dfetch<float>(lin, i * 2);
}
