# swap_axes.pat - a matrix copied down its columns by square blocks:
# both accesses walk a column as threadIdx.x grows. suggest swaps the
# block's axes (threadIdx.x and threadIdx.y, in the code and not in
# this comment), which fixes both with no tile; --apply makes the one
# edit once (tests/cli/suggest_swap_axes.cmd).
param N = 256
grid N / 16, N / 16
block 16, 16
global float out[N][N]
global float in[N][N]
let col = blockIdx.x * blockDim.x + threadIdx . x   // spaces allowed
let row = blockIdx.y * blockDim.y + threadIdx.y
out[col][row] = in[col][row]
