# scale of program.cu, a plain kernel of a whole program
grid 64
block 256
global float out[16384]
global float in[49152]
kernel "program.cu" scale (out, in, 3)
