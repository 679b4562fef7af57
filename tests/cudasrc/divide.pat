# the kernel 'divide' of divide.cu: divisions by constants, read back by
# the lift (--emit-pattern) as divisions
param B = 4
grid B
block 256
global int out[8192]
global uint uo[8192]
global long wide[8192]
kernel "divide.cu" divide (out, uo, wide)
