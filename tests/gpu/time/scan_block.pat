# scan_block of suite.cu: a block-wide Hillis-Steele scan
param N = 1 << 26
grid N / 512
block 512
global float out[N]
global float in[N]
kernel "suite.cu" scan_block (out, in, N)
