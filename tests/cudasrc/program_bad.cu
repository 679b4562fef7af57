/* program_bad.cu - a whole program whose kernel does not compile: nvcc's
   message is shown at its own line */
#include <cstdio>

__global__ void broken(float *a)
{
	a[threadIdx.x] = missing;
}

int main(void)
{
	printf("never\n");
	return 0;
}
