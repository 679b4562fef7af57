# the kernel 'parent' of refuse.cu: a launch from the device (dynamic
# parallelism), refused at its line
grid 1
block 32
global float out[32]
kernel "refuse.cu" parent (out)
