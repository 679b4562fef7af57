# bits.cu's stamp by hand
grid 4
block 64
global long out[256]
global uint sm[256]
int i = blockIdx.x * blockDim.x + threadIdx.x
write out[i] as clock
write sm[i] as smid
