# contents_stored.pat - a read takes its value from contents, and the
# pattern also stores into the array: an error (what a read finds after
# the stores is not followed, as for a kernel's loads)
grid 1
block 32
global int idx[32]
global float t[64]
contents idx = iota * 2
int j = idx[threadIdx.x]
read t[j]
write idx[threadIdx.x]
