# footprint.cu's k_rmw: a float loaded and stored back plus one at a
# random 64-byte block of the first F bytes of an 8 GiB buffer (-D F=...)
param N = 1 << 26
param F = 1 << 30
grid N / 256
block 256
global float buf[1 << 31]
kernel "footprint.cu" k_rmw (buf, F / 64)
