# a division by zero in the kernel's address: said as one, beside the
# instruction it comes from (not only "a load, or floating-point
# arithmetic")
grid 1
block 32
global int a[64]
kernel "kernel_hostile.cu" quotient (a, 0)
