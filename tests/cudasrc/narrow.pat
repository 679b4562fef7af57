# the kernel 'narrow' of kernels.cu: a signed char array holding -1 and
# signed char and short parameters -2 and -3, each sign-extended as the
# PTX ISA says (ld.s8, ld.param.s8/.s16): every lane writes out[58]
grid 1
block 32
global int out[128]
global char c[32]
contents c = -1
kernel "kernels.cu" narrow (out, c, -2, -3)
expect out.sectors_per_request == 1
