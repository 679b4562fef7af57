/* constant.cu - a lookup table in constant memory, read with divergent
   addresses: each lane its own entry (32 distinct a warp), an entry an
   octet of lanes (4), and one for the warp (1). The constant cache
   serves a request once per distinct address (constant_hand.pat). */

__constant__ float lut[256];

__global__ void lookup(float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float a = lut[(threadIdx.x * 7) % 256];
	float b = lut[threadIdx.x % 32 / 8];
	float c = lut[blockIdx.x % 256];
	out[i] = a + b * c;
}
