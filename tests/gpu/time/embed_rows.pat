# embed_rows of gathers.cu: warp w copies row (w * 7919) % R of a table of
# R rows of 32 floats, a whole line a request (2^20 threads by default;
# the suite gives N = 2^26: cases.txt)
param N = 1 << 20
param R = 1 << 17
grid N / 256
block 256
global float out[N]
global int rows[N / 32]
global float t[R * 32]
contents rows = (iota * 7919) % R
kernel "gathers.cu" embed_rows (out, rows, t, N)
