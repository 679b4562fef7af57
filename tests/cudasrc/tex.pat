# the kernel 'tex' of refuse.cu: a texture fetch, refused at its line
grid 1
block 32
global float out[32]
kernel "refuse.cu" tex (out, 7)
