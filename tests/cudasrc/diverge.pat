# the kernel 'diverge' of kernels.cu, its figures against diverge_hand.pat
grid 4
block 64
global float a[512]
global float b[512]
kernel "kernels.cu" diverge (a, b, 200)
expect a_8.requests == 8
