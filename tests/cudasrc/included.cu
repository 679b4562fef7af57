/* included.cu - a kernel whose header lies in another folder (inc/) and
   whose SCALE the pattern or the command line defines */
#include "stride.h"

__global__ void strided(float *a)
{
	a[threadIdx.x * STRIDE * SCALE] = 1;
}
