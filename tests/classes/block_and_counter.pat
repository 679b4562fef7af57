# block_and_counter.pat - comparisons of blockIdx.x with a range counter
# and with a C-form counter, guarded loops nested in a periodic one.
grid 13, 3
block 64
global float a[3000]
global float b[40][900]
for k in 0 .. 20 step 3 {
  read a[blockIdx.x * 64 + threadIdx.x + k * 16] if blockIdx.x * 64 + threadIdx.x + k * 16 < 830
  for (c = threadIdx.x; c < 200; c += 64) {
    read b[k + blockIdx.y][c + blockIdx.x * 50] if c + blockIdx.x * 50 + k < 700
  }
}
read a[blockIdx.x * 64 + threadIdx.x + blockIdx.y]
