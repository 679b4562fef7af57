/* kernel_include.cu - includes a header that does not compile
   (tests/cli/kernel_include_error) */
#include "kernel_bad.h"
__global__ void k(int *a) { a[threadIdx.x] = 1; }
