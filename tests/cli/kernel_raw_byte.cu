/* kernel_raw_byte.cu - a raw 0x9b byte (CSI to an 8-bit terminal) on a line NVRTC complains of */
__global__ void k(float *a) { a[threadIdx.x] = undeclared; /* ›31m red */ }
