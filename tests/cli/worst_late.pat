# the costliest requests come from blocks 60-63 only: with the grid cut
# in ranges for threads, the last range must give the worst warp
grid 64
block 64
global float a[1 << 20]
let i = blockIdx.x * 64 + threadIdx.x
read a[(blockIdx.x / 60) * (threadIdx.x * 31 % 64) * 8 + (i ^ blockIdx.x)] as x
