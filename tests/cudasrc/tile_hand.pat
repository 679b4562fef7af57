# tile of kernels.cu by hand
grid 1
block 32, 32
global float out[1024]
global float in[1024]
shared float s[32][33]
read in[threadIdx.y * 32 + threadIdx.x] as load
write s[threadIdx.y][threadIdx.x] as sstore
sync
read s[threadIdx.x][threadIdx.y] as sload
write out[threadIdx.y * 32 + threadIdx.x] as store
expect sload.bank_conflicts == 0
