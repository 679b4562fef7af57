# copy_big_tile of suite.cu: 48 KiB of shared memory a block
param N = 12288 * 8192
grid N / 12288
block 256
global float out[N]
global float in[N]
kernel "suite.cu" copy_big_tile (out, in, N)
