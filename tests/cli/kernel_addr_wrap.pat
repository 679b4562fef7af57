# a kernel whose address wraps past 2^64 to just below the array: thread 0
# writes the 4 bytes before 'a', which must be refused, not counted as an
# access near the top of the address space
grid 1
block 32
global int a[64]
kernel "kernel_hostile.cu" offset (a, 4611686018427387903)
