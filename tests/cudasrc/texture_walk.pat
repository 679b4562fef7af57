# texture.cu's walk: a tex2D at each texel's centre, a row a block
grid 4, 16
block 64
texture float img[16][256]
global float out[16 * 256]
kernel "texture.cu" walk (out, img, 256)
