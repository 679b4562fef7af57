# the kernel 'alias' of kernels.cu with one array as both parameters:
# the kernel stores to the array idx reads, so no load of it is known
# from the declared contents, as for any array a kernel stores to
# (refused, naming the load)
grid 1
block 32
global int a[64]
contents a = iota
kernel "kernels.cu" alias (a, a)
