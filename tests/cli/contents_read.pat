# contents_read.pat - a written pattern reads through an index array
# whose contents it declares: 'int j = idx[i]' takes them (a gather of
# a sector a lane, as gather_idx of tests/gpu/time/gathers.cu), and a
# CSR row's bounds give a loop its trips; the dependent loads wait a
# round of their own
param N = 4096
param R = 64
grid N / 256
block 256
global float out[N]
global int idx[N]
global float t[8192]
global int rp[R + 1]
global float v[R * 8]
contents idx = (iota * 7919) % 8192
contents rp = iota * 8
int i = blockIdx.x * blockDim.x + threadIdx.x
int j = idx[i] as ld_idx
read t[j] as ld_t
write out[i] as st_out
if i < R {
    int a = rp[i]
    int b = rp[i + 1]
    for (int k = a; k < b; k++) {
        read v[k] as ld_v
    }
}
