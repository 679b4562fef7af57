# suggest on a kernel pattern's global array: staging through a shared
# tile, as a patch of the .cu (K selects the kernel, B the block's rows:
# 8 for rows, whose threads move 4 rows each; see
# suggest_kernel_stage.cu). N = 1000 leaves the edge blocks partly
# outside the matrix: their guards hold in both phases.
param N = 1000
param B = 32
grid (N + 31) / 32, (N + 31) / 32
block 32, B
global float out[N * N]
global float in[N * N]
kernel "suggest_kernel_stage.cu" K (out, in, N)
