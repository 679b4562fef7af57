# unroll's errors: a count out of range, a loop of no known passes, no
# loop after it
grid 1
block 32
global float a[64]
unroll 0 for j in 0 .. 2 { read a[j] }
unroll for j in 0 .. threadIdx.x { read a[j] }
unroll read a[1]
