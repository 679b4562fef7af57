# scale of program.cu given 3.0 for its int parameter: refused
grid 64
block 256
global float out[16384]
global float in[49152]
kernel "program.cu" scale (out, in, 3.0)
