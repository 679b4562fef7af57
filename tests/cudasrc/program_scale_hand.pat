# scale of program.cu by hand
grid 64
block 256
global float out[16384]
global float in[49152]
let i = blockIdx.x * blockDim.x + threadIdx.x
read in[i * 3] as load
write out[i] as store
