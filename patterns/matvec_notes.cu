/*
 * matvec_notes.cu - the course notes' two matrix-vector kernels, y = A x,
 * copied verbatim: one thread a row (MatMulVecKernel, with its helper
 * getMatElement) and one warp a row (matrixVectorMulKernel). The patterns
 * matvec_notes_cu.pat and matvec_notes_warp_cu.pat name them; the
 * hand-written matvec_notes.pat and matvec_notes_warp.pat stand beside.
 */

__device__ inline double getMatElement(const double *mat, int row, int col, int N) {
    return mat[row * N + col];
}

__global__ void MatMulVecKernel(
        double *result,
        const double *mat,
        const double *vec,
        const int M,
        const int N
) {
    unsigned int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < M) {
        double t = 0;
        for (int j = 0; j < N; ++j)
            t += getMatElement(mat, i, j, N) * vec[j];
        result[i] = t;
    }
}

__global__ void matrixVectorMulKernel(
        double *out_vec,
        volatile double *cache,
        const double *mat,
        const double *in_vec,
        const int M,
        const int N
) {
    unsigned int tid = blockIdx.x * blockDim.x + threadIdx.x;
    int row = tid / 32;

    if (row < M) {
        double t = 0;
        for (int col = tid % 32; col < N; col += 32)
            t += mat[row * N + col] * in_vec[col];
        cache[tid] = t;

        if (tid % 32 < 16) {
            cache[tid] += cache[tid + 16];
            cache[tid] += cache[tid + 8];
            cache[tid] += cache[tid + 4];
            cache[tid] += cache[tid + 2];
            cache[tid] += cache[tid + 1];
        }

        if (tid % 32 == 0)
            out_vec[row] = cache[tid];
    }
}
