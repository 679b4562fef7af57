grid 2
block 32
global int a[64]
# the counter enters the index through '^', which no closed form follows:
# every step is evaluated
for k in 0 .. 1000000000000 {
  read a[(threadIdx.x ^ k) & 63]
}
