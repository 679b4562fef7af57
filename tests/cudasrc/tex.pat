# the kernel 'tex' of refuse.cu with its texture object bound to a
# number, not a 'texture' array: refused at its line
grid 1
block 32
global float out[32]
kernel "refuse.cu" tex (out, 7)
