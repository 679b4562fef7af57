param n = 0
grid 1
block 32
global int a[64]
if threadIdx.x < 1 {
  read a[n + 1 / n]
}
