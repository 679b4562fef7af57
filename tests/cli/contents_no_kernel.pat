# contents_no_kernel.pat - 'contents' says what a kernel's loads read;
# with no 'kernel' statement it would change nothing: an error
grid 1
block 32
global int a[64]
contents a = iota
read a[threadIdx.x]
