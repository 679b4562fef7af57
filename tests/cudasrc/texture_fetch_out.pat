# texture.cu's fetch past its linear texture's end: refused at the line
grid 8
block 64
texture float lin[1000]
global float out[512]
kernel "texture.cu" fetch (out, lin)
