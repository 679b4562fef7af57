# the kernel 'surf' of refuse.cu: a surface store, refused at its line
grid 1
block 32
global float out[32]
kernel "refuse.cu" surf (out, 7)
