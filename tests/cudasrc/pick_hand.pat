# pick of local.cu by hand
param K = 5
grid 2
block 64
global float out[128]
global float in[8 * 64 + 128]
local float a[8]
int t = blockIdx.x * blockDim.x + threadIdx.x
for (int j = 0; j < 8; j++) {
    a[j] = in[j * 64 + t] as fill
}
out[t] = a[K & 7] as pick
