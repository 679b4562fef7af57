# the kernel 'bigstack' of kernels.cu: a 4 MiB stack frame a thread, past
# the 512 KiB a GPU gives; refused, as its launch would be
grid 1
block 32
global int out[32]
kernel "kernels.cu" bigstack (out, 4)
