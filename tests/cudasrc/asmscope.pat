# the kernel 'asmscope' of kernels.cu: three inline asm blocks declare
# the same label and register names; PTX scopes them to their block, so
# each branch goes to its own block's label and b stays threadIdx.x
grid 2
block 64
global int out[128]
global int in[128]
kernel "kernels.cu" asmscope (out, in)
expect all.sectors_per_request == 4
expect all.requests == 8
