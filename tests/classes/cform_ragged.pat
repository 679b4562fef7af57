# cform_ragged.pat - a warp a row over rows whose length is not a multiple
# of 32: the lanes' trips differ, the iterations they all make run by
# class, the last ones each as itself with the lanes still in the loop.
param n = 75
grid n * 32 / 128
block 128
global double A[n][2 * n + 3]
global double x[2 * n + 3]
let tid = blockIdx.x * blockDim.x + threadIdx.x
let row = tid / 32
let lane = tid % 32
for (col = lane; col < 2 * n + 3; col += 32) {
  read A[row][col]
  read x[col] if col != 70
}
for (c = threadIdx.x % 8 * 3; c < 200; c += 8) {
  write x[c / 2] if c < 150
}
