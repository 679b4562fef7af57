# gather_lut of lut.cu: 8 lookups a thread in a table of T x S floats
# (32 KiB: it stays in L1), at ((iota * 7919) % T + 97 k) x S; S 1 puts
# a request on 32 lines and 32 banks, S 16 on 32 lines and 2 banks, S 32
# on 32 lines and one bank (2^20 threads by default; the suite gives
# N = 2^26: cases.txt)
param N = 1 << 20
param T = 8192
param S = 1
grid N / 256
block 256
global float out[N]
global int idx[N]
global float t[T * S]
contents idx = (iota * 7919) % T
kernel "lut.cu" gather_lut (out, idx, t, S, T * S - 1, N)
