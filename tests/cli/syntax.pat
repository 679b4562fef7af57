grid 4
block 64
global float a[256]
let i = threadIdx.w * 2
read a[threadIdx.x + 1 +]
read b[0]
read a[(threadIdx.x]
read a[threadIdx.x] if
for k in 0 .. 4 step 0 {
}
let i = 3
let i = 4
expect sectors <= 3 4
foo a[1]
