__global__ void k(int *a, int *b, int *c)
{
	c[a[threadIdx.x]] = b[threadIdx.x];
}
