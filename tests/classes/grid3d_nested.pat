# grid3d_nested.pat - a 3D grid and block, an if on blockIdx.y, bounds
# checks on x, a range loop with a predicate on its counter.
grid 5, 7, 3
block 16, 4, 2
shared float s[64][33]
global int g[100][100][4]
let x = blockIdx.x * 16 + threadIdx.x
let y = blockIdx.y * 4 + threadIdx.y
if y < 25 {
  read g[x][y][blockIdx.z] if x < 70
  for k in 0 .. 40 step 3 {
    read s[threadIdx.x + k][threadIdx.y] if k < 30
    read g[k + threadIdx.x][x % 100][1] if x < 100
  }
}
