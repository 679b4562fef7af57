# conv1d_shared of corpus.cu: the same convolution through a shared
# tile of 264 floats a block (256 and an apron of 4 on each side)
param N = 1 << 24
grid N / 256
block 256
global float out[N]
global float in[N]
kernel "corpus.cu" conv1d_shared (out, in, N)
