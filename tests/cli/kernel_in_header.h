/* kernel_in_header.h - a kernel defined in a header, included by
   kernel_in_header.cu (tests/cli/kernel_in_header): its lines are this
   file's, not the .cu's */

__global__ void past(int *a)
{
	a[threadIdx.x + 48] = 1;
}
