# texture.cu's edge: coordinates past the texture's edges, clamped
grid 1
block 32
texture float img[64][64]
global float out[32]
kernel "texture.cu" edge (out, img)
