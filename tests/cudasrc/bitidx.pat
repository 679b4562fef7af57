# bits.cu's bitidx: indices from __ffs, __funnelshift_r, __byte_perm and
# lop3, which the interpreter computes (bfind, shf, prmt, lop3)
grid 1
block 32
global float out[16384]
global float in[32]
kernel "bits.cu" bitidx (out, in)
