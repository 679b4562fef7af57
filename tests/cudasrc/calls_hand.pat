# calls of calls.cu by hand: idx() and sum()'s stack array h written out
param N = 100
param D = 3
grid 2
block 64
global float out[128]
global float in[128]
local int h[4]
int t = blockIdx.x * blockDim.x + threadIdx.x
out[(t * 7) % N] = in[t] as put
for (int j = 0; j < 4; j++) {
    h[j] = (t + j) % N as hfill
}
for (int j = 0; j < 4; j++) {
    int k = (t + j) & 3
    int v = h[k] as hget
    float w = in[(t + k) % N] as gather
}
out[(t + D) % N] = 0 as store
