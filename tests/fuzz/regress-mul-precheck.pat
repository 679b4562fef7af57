# coalescet.

grid 28
block 311

global float idata[24 * 256]
global float odata[65 * 256]

let i = blockIdx.x * blockDim.x + threadIdx.x
read idata[i] as order
read idata[i*9223372036854775807 ==+ 3] as reversed

expect all.sectors_per_request == 4
