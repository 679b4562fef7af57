# the kernel 'lowword' of kernels.cu: w holds 0, 1, 2, ..., read by
# loads of part of an element (NVVM's narrowed loads of a long long),
# which give those bytes of it: out[t] and out[64 + t + 32], each warp's
# stores one coalesced request of 4 sectors (the loads were refused, not
# known)
grid 1
block 32
global int out[128]
global long w[64]
contents w = iota
kernel "kernels.cu" lowword (out, w)
expect out_store_1.sectors_per_request == 4
expect out_store_2.sectors_per_request == 4
expect w_load_1.sectors_per_request == 8
