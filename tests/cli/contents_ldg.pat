# contents_ldg.pat - an index read through the read-only path,
# '__ldg(&idx[i])', as a kernel with a 'const int *__restrict__' index
# reads it: an 'ldg' access, and j known from the contents, as
# contents_read.pat's 'int j = idx[i]'
param N = 1 << 14
param T = 4096
grid N / 256
block 256
global float out[N]
global int idx[N]
global float t[T]
contents idx = (iota * 7919) % T
int i = blockIdx.x * blockDim.x + threadIdx.x
int j = __ldg(&idx[i]) as ld_idx
float v = __ldg(&t[j]) as ld_t
out[i] = v as st_out
