# texture.cu's fetch: tex1Dfetch of linear memory, every other element
grid 8
block 64
texture float lin[1024]
global float out[512]
kernel "texture.cu" fetch (out, lin)
