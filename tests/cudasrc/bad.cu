/* bad.cu - does not compile: tests/cudasrc/run.sh */
__global__ void broken(float *a)
{
	a[threadIdx.x] = undeclared;
}
