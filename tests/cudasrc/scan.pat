# scan.cu: a block-wide scan of 512 floats a block, N blocks
param N = 1024
grid N
block 512
global float in[N * 512]
global float out[N * 512]
kernel "scan.cu" scan (out, in, N * 512)
