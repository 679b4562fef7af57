# one of two overloads, named with its type as the message advises
grid 1
block 32
global float a[64]
kernel "kernel_hostile.cu" "(void (*)(float *))twice" (a)
