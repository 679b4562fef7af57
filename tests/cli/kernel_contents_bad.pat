# contents declared twice, and after the 'kernel' line (whose loads have
# run by then): both refused, neither silently dropped
grid 1
block 32
global int a[64]
contents a = 1
contents a = iota
kernel "kernel_hostile.cu" offset (a, 0)
contents a = 2
