# hist of local.cu by hand (patterns/local_hist.pat's accesses with the
# bin the kernel computes)
param N = 16
param SAME = 0
grid 8
block 128
global unsigned char img[8 * 128 * N]
global int out[8 * 128 * 16]
local int hist[16]
int tid = blockIdx.x * blockDim.x + threadIdx.x
for (int k = 0; k < 16; k++) {
    hist[k] = 0 as clear
}
for (int i = 0; i < N; i++) {
    unsigned char v = img[i * gridDim.x * blockDim.x + tid] as pixel
    int bin = SAME ? i % 16 : (tid * 7 + i) % 16
    hist[bin] += 1 as count
}
for (int k = 0; k < 16; k++) {
    out[k * gridDim.x * blockDim.x + tid] = hist[k] as flush
}
