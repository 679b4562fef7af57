# one load statement whose loop's passes fall on and off the lines:
# pass 0 reads 32 floats from a line's start, pass 1 from 4 bytes past
# it (2 lines a request), pass 2 from the start again. The time model
# takes the lines a sector and L1's passes over all the detail warp's
# requests of the access (2 of 3 on one line a request), not its
# first request's alone (every request on one line)
grid 2048
block 256
global float a[(1 << 19) + 1]
global float b[1 << 19]
for k in 0 .. 3 {
    read a[blockIdx.x * 256 + threadIdx.x + (k % 2)] as wobble
}
write b[blockIdx.x * 256 + threadIdx.x]
