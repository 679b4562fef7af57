# the kernel of baseline_tile.cu, for the baseline's test
grid 1
block 32, 32
global float out[1024]
global float in[1024]
kernel "baseline_tile.cu" transpose (out, in)
