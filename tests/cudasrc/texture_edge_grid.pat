# texture.cu's edge in 64 blocks that fetch alike: one block stands for the
# others, and its fetches run as every block's do (classes = --exhaustive)
grid 64
block 32
texture float img[64][64]
global float out[32]
kernel "texture.cu" edge (out, img)
expect img.requests == 64
expect out.requests == 64
