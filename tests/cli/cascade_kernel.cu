// A kernel with a syntax error: its pattern's expectations of the
// accesses it would have had are not errors again.
__global__ void scale(float *out, const float *in, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x
    if (i < n)
        out[i] = 2.0f * in[i];
}
