# contents_arith.pat - a value with arithmetic on an element of an array
# with contents is not taken from them: the error, and a note that says
# how to write it
grid 1
block 32
global int rp[33]
global float v[512]
contents rp = iota * 8
int a = rp[threadIdx.x] + 1
read v[a]
