# the kernel 'recurse' of calls.cu: D levels of recursion, against
# recurse_hand.pat (-D D=16: 17 calls deep, deeper than the interpreter
# expands)
param D = 5
grid 1
block 64
global float a[64 * 20]
global float b[64 * 20]
kernel "calls.cu" recurse (a, b, D)
