# footprint.cu's k_rand: each thread loads a float at the start of a
# 64-byte block picked at random (a 64-bit mix of its index) among the
# blocks of the first F bytes of an 8 GiB buffer (-D F=...)
param N = 1 << 26
param F = 1 << 33
grid N / 256
block 256
global float out[N]
global float in[1 << 31]
kernel "footprint.cu" k_rand (out, in, F / 64)
