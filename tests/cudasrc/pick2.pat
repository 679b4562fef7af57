# the kernel 'pick2' of refuse.cu: a store to one of two arrays, chosen
# per thread: refused, naming the store (it said 'makes no load or store')
grid 1
block 32
global float a[32]
global float b[32]
kernel "refuse.cu" pick2 (a, b)
