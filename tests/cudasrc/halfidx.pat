# bits.cu's halfidx: an address from a half-precision product
grid 1
block 32
global float out[64]
kernel "bits.cu" halfidx (out)
