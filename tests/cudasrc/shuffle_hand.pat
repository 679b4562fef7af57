# shuffle of kernels.cu by hand: lane t takes lane t + 1's 3 (t + 1), the
# last lane its own
grid 1
block 32
global int out[64]
global int in[32]
let t = threadIdx.x
read in[t] as load
write out[(t < 31 ? 3 * (t + 1) : 3 * t) % 64] as store
expect store.sectors_per_request == 8
