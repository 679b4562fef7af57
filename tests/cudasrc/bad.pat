# a kernel that does not compile
grid 1
block 32
global float a[32]
kernel "bad.cu" broken (a)
