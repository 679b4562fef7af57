# global, shared and constant accesses with expectations, for the JSON
param n = 4096
grid n / 256
block 256
global float a[n * 2]
shared double s[256]
constant float coef[64]
let tid = blockIdx.x * blockDim.x + threadIdx.x
read a[2 * tid] as strided
expect sectors_per_request == 8
expect efficiency == 50%
write s[threadIdx.x]
expect bank_conflicts == 0
read coef[threadIdx.x % 4]
expect distinct_per_request == 4
expect all.requests == 384
