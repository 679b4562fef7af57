# a .cu that does not compile: one error, and no "no access is labelled"
# for the labels its accesses would have had
grid 4
block 256
global float out[1024]
global float in[1024]
kernel "cascade_kernel.cu" scale (out, in, 1024)
expect in.sectors_per_request == 4
expect out.sectors_per_request == 4
expect in_7.requests == 32
