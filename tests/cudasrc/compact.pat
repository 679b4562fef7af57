# the kernel 'compact' of kernels.cu: its stores go where an atomic's old
# value says, which no 'contents' can declare (refused, naming the
# atomic's line, with a note that says why)
param N = 256
grid N / 64
block 64
global int out[N]
global int in[N]
global uint count[1]
contents in = iota
kernel "kernels.cu" compact (out, in, count, N)
