# the kernel 'recurse' of calls.cu 17 calls deep: refused at the call
grid 1
block 64
global float a[64 * 20]
global float b[64 * 20]
kernel "calls.cu" recurse (a, b, 16)
