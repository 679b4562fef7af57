# the SARIF report of a kernel: each result at its CUDA line
grid 1
block 32, 32
global float out[1024]
global float in[2048]
kernel "sarif_kernel.cu" findings (out, in, 4)
expect all.bank_conflicts == 0
