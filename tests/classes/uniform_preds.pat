# uniform_preds.pat - predicates on blockIdx and the loop counter alone
# (no lane part: a cut of one value or none), one on the counter and
# threadIdx (a cut of the iterations where lanes split), and a bounds
# check on a partial last block.
grid 37
block 64
global double a[2000]
for k in 0 .. 50 {
  read a[blockIdx.x * 16 + k * 3 + threadIdx.x] if blockIdx.x < 20 && k != 7
  write a[k * 5 + threadIdx.x] if k >= 10 && k < threadIdx.x
}
read a[blockIdx.x * 64 + threadIdx.x] if blockIdx.x * 64 + threadIdx.x < 2000
