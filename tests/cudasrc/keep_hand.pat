# keep of local.cu by hand: idx[N & 3] is (t * 3 + (N & 3)) % 32
param N = 2
grid 1
block 64
global int out[32]
local int idx[4]
int t = threadIdx.x
for (int j = 0; j < 4; j++) {
    idx[j] = (t * 3 + j) % 32 as fill
}
int v = idx[N & 3] as get
out[(t * 3 + (N & 3)) % 32] = t as put
