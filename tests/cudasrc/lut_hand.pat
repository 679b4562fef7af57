# lut_hand.pat - gather_lut of tests/gpu/time/lut.cu written as a
# pattern: 8 lookups a thread at ((iota * 7919) % T + 97 k) x S in a
# table of T x S floats; run.sh holds it to the kernel's figures and
# time (tests/gpu/time/lut.pat)
param N = 1 << 16
param T = 8192
param S = 1
grid N / 256
block 256
global float out[N]
global int idx[N]
global float t[T * S]
contents idx = (iota * 7919) % T
int i = blockIdx.x * blockDim.x + threadIdx.x
int j = idx[i] as ld_idx
unroll for k in 0 .. 8 {
	read t[((j + 97 * k) * S) & (T * S - 1)] as ld_t
}
write out[i] as st_out
