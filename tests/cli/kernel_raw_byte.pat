# kernel_raw_byte.pat - the .cu line shown in a message keeps no raw
# control byte: 0x9b, alone, is shown as \x9b
grid 1
block 32
global float a[32]
kernel "kernel_raw_byte.cu" k (a)
