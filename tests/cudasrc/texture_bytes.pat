# texture.cu's bytes: an 8-bit texture, 8 by 4 lanes
grid 1
block 32
texture uchar img[8][64]
global uchar out[32]
kernel "texture.cu" bytes (out, img)
