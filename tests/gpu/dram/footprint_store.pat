# footprint.cu's k_store: G lanes store G consecutive floats at a random
# place among F / 4 / G places of the first F bytes of an 8 GiB buffer
# (-D G=1, 8 or 16 and F=...); footprint_rmw.pat is k_rmw
param N = 1 << 26
param F = 1 << 30
param G = 1
grid N / 256
block 256
global float buf[1 << 31]
global float src[N]
kernel "footprint.cu" k_store (buf, src, F / 4 / G, G)
