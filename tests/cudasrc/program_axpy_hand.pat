# axpy of program.cu by hand
grid 4
block 128
global float y[512]
global float x[512]
let i = blockIdx.x * blockDim.x + threadIdx.x
read x[i] as xload
read y[i] as yload
write y[i] as store
