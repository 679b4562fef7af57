# transpose_guard.pat - the transpose of an (n - 1) x (n - 1) matrix with
# the kernel's own bounds check, y + j < m: blockIdx.y and the counter j
# in one comparison; the cut of blockIdx.y holds for every j, and inside
# it the j loop is enumerated (its guard).
param n = 200
param m = n - 1
grid (m + 31) / 32, (m + 31) / 32
block 32, 8
global float src[m][m]
global float dst[m][m]
shared float tile[32][33]
let x = blockIdx.x * 32 + threadIdx.x
for j in 0 .. 32 step 8 {
  let y = blockIdx.y * 32 + threadIdx.y + j
  read src[y][x] if x < m && y < m
  write tile[threadIdx.y + j][threadIdx.x]
}
sync
let tx = blockIdx.y * 32 + threadIdx.x
for j in 0 .. 32 step 8 {
  let ty = blockIdx.x * 32 + threadIdx.y + j
  read tile[threadIdx.x][threadIdx.y + j]
  write dst[ty][tx] if tx < m && ty < m
}
