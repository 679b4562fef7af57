# texture.cu's fetch, by hand
grid 8
block 64
texture float lin[1024]
global float out[512]
let i = blockIdx.x * blockDim.x + threadIdx.x
read tex1Dfetch(lin, i * 2) as fetch
write out[i] as store
