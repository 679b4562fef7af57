# transpose.cu's kernel on a 256 x 256 matrix: 8 x 8 blocks of 32 x 8
param N = 256
grid N / 32, N / 32
block 32, 8
global float out[N * N]
global float in[N * N]
kernel "transpose.cu" transpose (out, in, N)
expect all.bank_conflicts == 0
