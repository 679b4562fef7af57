# bits.cu's stamp: %clock64 and %smid read, their values unknown
grid 4
block 64
global long out[256]
global uint sm[256]
kernel "bits.cu" stamp (out, sm)
