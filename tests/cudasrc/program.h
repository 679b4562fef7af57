/* program.h - a header of program.cu, beside it: found by its own
   folder, as nvcc finds a quoted #include */
__device__ __forceinline__ int row_of(int y, int width)
{
	return y * width;
}
