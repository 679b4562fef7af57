# sh_count_if of uniform.cu: 1024 blocks of 256, in[i] = i
grid 1024
block 256
global int out[1024]
global int in[1024 * 256]
contents in = iota
kernel "uniform.cu" sh_count_if (out, in)
