# cuts_mixed.pat - == and a negative coefficient of a counter against
# threadIdx (cuts of many iterations), != on blockIdx.y, a negative index
# guarded from below, and a C-form counter compared with blockIdx.x.
grid 23, 4
block 64
global float a[3000]
global int b[50][400]
shared double s[40][33]
for k in 0 .. 120 step 2 {
  read a[k * 8 + threadIdx.x] if k == threadIdx.x
  read a[k * 8 + threadIdx.x + 1000] if 100 - k * 3 > threadIdx.x
  write s[k / 2 % 40][threadIdx.x % 32] if k < 80 && blockIdx.y != 2
}
read a[blockIdx.x * 32 + threadIdx.x - 40] if blockIdx.x * 32 + threadIdx.x >= 40
for (c = threadIdx.x % 16; c < 390; c += 16) {
  read b[blockIdx.y * 10 + blockIdx.y][c] if blockIdx.x * 20 + c < 350
  read b[blockIdx.x][c + blockIdx.x] if c + blockIdx.x < 400
}
