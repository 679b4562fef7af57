# the notes' warp-synchronous tree, two warps: the hazard check
grid 1
block 64
shared volatile float s[64]
int tid = threadIdx.x
s[tid] = 0.0
if (tid % 32 < 16) {
    s[tid] += s[tid + 16]
    s[tid] += s[tid + 8]
}
__syncthreads()
float total = s[0] if tid == 0
expect races == 48
