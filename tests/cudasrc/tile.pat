# the kernel 'tile' of kernels.cu: a padded shared tile, read by column
grid 1
block 32, 32
global float out[1024]
global float in[1024]
kernel "kernels.cu" tile (out, in)
expect s_21.bank_conflicts == 0
