# the kernel 'badmask' of kernels.cu with a full membermask in divergent
# code: undefined in CUDA, refused at the shuffle's line
grid 1
block 32
global int out[32]
kernel "kernels.cu" badmask (out, 1)
