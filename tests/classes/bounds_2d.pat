# bounds_2d.pat - a transpose of n = 1000, not a multiple of the tile:
# "if y < n && x < n" cuts the last block column; tests/classes.sh
# checks the closed form against --exhaustive.
param n = 1000
grid (n + 31) / 32, (n + 7) / 8
block 32, 8
global float src[n][n]
global float dst[n][n]
let x = blockIdx.x * 32 + threadIdx.x
let y = blockIdx.y * 8 + threadIdx.y
read src[y][x] if y < n && x < n
write dst[x][y] if x < n && y < n
