# time_reuse.pat - a naive multiply: each element of A and B read by 16
# threads of a block and by neighbouring blocks; the useful bytes a
# second pass the DRAM's peak, and the time line says why
param n = 2048
grid n / 16, n / 16
block 16, 16
global float A[n][n]
global float B[n][n]
global float C[n][n]
let row = blockIdx.y * 16 + threadIdx.y
let col = blockIdx.x * 16 + threadIdx.x
for k in 0 .. n {
  read A[row][k]
  read B[k][col]
}
write C[row][col]
