# sh_fadd of uniform.cu: 1024 blocks of 256
grid 1024
block 256
global float out[1024]
kernel "uniform.cu" sh_fadd (out)
