# constant.cu's lookup: a table in constant memory read with 32, 4 and 1
# distinct addresses a warp
grid 64
block 128
global float out[8192]
kernel "constant.cu" lookup (out)
