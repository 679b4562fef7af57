# an image W wide counted into the bins of its 8 x TH tiles, rows in
# block order: the blocks at work together count into one or two bands
# of tiles, a few L2 units, though the launch spreads over all of them
# (sim/hot.h, the windows of resident blocks): 64 us of the units' work
# where the launch's busiest unit has 12; with TH as high as the image,
# every window reaches the same units, and the two agree
param N = 1 << 22
param W = 8192
param TH = 64
grid N / 256
block 256
global uint h[(N / W + TH - 1) / TH * (W / 8)]
int i = blockIdx.x * 256 + threadIdx.x
atomicAdd(&h[i / W / TH * (W / 8) + i % W / 8], 1) as bin
