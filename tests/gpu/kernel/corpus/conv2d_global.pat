# conv2d_global of corpus.cu: a 3 x 3 convolution of an 8192 x 8192
# image of floats from global memory, blocks of 16 x 16
param W = 8192
param H = 8192
grid W / 16, H / 16
block 16, 16
global float out[W * H]
global float in[W * H]
kernel "corpus.cu" conv2d_global (out, in, W, H)
