param n = 0
grid 1
block 32
global int a[n != 0 ? 64 / n : 64]
global int b[n > 0 && 64 / n > 2 ? 8 : 4]
let m = n == 0 ? 0 : 64 / n
if n > 0 {
  read a[64 / n - 1]
  let q = 64 / n
}
if threadIdx.x > 100 { read a[1 / 0] }
if threadIdx.x == 0 { read a[0] } else if n > 0 { read a[5 / n] }
read a[threadIdx.x] if n > 0 && threadIdx.x < 64 / n
read a[m - (n > 0)]
expect all.requests >= (n ? 64 / n / 64 : 2)
