# tpose<32> of program.cu, a whole program (nvcc compiles it), named as
# C++ names it (quotes would do too): the figures of tile_hand.pat
grid 1
block 32, 32
global float out[1024]
global float in[1024]
kernel "program.cu" tpose<32> (out, in)
expect s_27.bank_conflicts == 0
