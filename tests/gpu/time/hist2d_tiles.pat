# hist2d_tiles of bands.cu: an image W wide and H high counted into the
# bins of its 16 x 32 tiles, blocks of 32 x 8 pixels row by row (1024
# rows by default; the suite gives H = 16384: cases.txt)
param W = 4096
param H = 1024
grid W / 32, H / 8
block 32, 8
global uint h[(H / 32) * (W / 16)]
kernel "bands.cu" hist2d_tiles (h, W, H)
