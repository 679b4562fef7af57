# One error, one message: a block too large for CUDA leaves blockDim
# unknown, and what is declared from it (i, the loop's s) and the
# accesses and labels that use them are quiet, not errors again.
grid 64
block 2048
global float g_in[64 * 1024]
shared float sdata[1024]

int tid = threadIdx.x;
int i = blockIdx.x * blockDim.x + threadIdx.x;
sdata[tid] = g_in[i] as load_in
__syncthreads();
for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) {
        sdata[tid] += sdata[tid + s] as step
    }
    __syncthreads();
}
expect load_in_read.sectors_per_request == 4
expect step_read2.bank_conflicts == 0
expect step_write.wavefronts_per_request == 1
