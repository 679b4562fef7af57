# gather_idx_hand.pat - gather_idx of tests/gpu/time/gathers.cu written
# as a pattern: the index array's contents make the loaded index known
# ('int j = idx[i]' takes 'contents idx'), as they do for the kernel
# (tests/gpu/time/gather_idx.pat); run.sh holds the two to the same
# figures and time
param N = 1 << 16
param T = 8192
grid N / 256
block 256
global float out[N]
global int idx[N]
global float t[T]
contents idx = (iota * 7919) % T
int i = blockIdx.x * blockDim.x + threadIdx.x
int j = idx[i] as ld_idx
read t[j] as ld_t
write out[i] as st_out
