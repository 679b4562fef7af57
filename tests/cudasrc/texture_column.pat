# texture.cu's column: lanes on 32 consecutive rows, whole coordinates
grid 8
block 32
texture float img[32][32]
global float out[256]
kernel "texture.cu" column (out, img)
