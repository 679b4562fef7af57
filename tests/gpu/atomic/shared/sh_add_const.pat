# sh_add_const of uniform.cu: 1024 blocks of 256
grid 1024
block 256
global int out[1024]
kernel "uniform.cu" sh_add_const (out)
