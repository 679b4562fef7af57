# a kernel the whole program does not have
grid 1
block 32
global float out[1024]
kernel "program.cu" nosuch (out)
