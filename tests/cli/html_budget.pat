# A pattern whose every run costs 8 million thread-accesses: the HTML
# page's budget (2e8) goes to each value's first warp before any
# point's other warps, so that no value of k is dropped and each
# point shows the warps the budget pays for.
param n = 1 << 20
param k = 3
grid n / 256
block 256
global float a[n * 8]
let i = blockIdx.x * blockDim.x + threadIdx.x
for j in 0 .. 8 {
    read a[(i * 7 + j * k * 13) % (n * 8)]
}
