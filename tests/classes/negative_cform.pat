# negative_cform.pat - a negative coefficient of blockIdx under a
# two-sided bounds check, and comparisons on a C-form counter.
grid 40
block 96
global short a[4000]
let r = (39 - blockIdx.x) * 100 + threadIdx.x - 50
read a[r] if r >= 0 && r < 3990
for (c = threadIdx.x % 32; c < 3000; c += 32) {
  read a[c] if c < 2500
  read a[c + 7] if c + 7 > 1000
}
