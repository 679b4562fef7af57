grid 2
block 32
global int a[64]
for k in 0 .. 1000000000000 {
  read a[threadIdx.x]
}
