# A float copied every 128 bytes: DRAM moves 64 of each line's 128 bytes
# for the load and the store's sector, and the time model charges the
# other half at the profile's dram_line_cost (0.69 built in).
param stride = 32

grid 65536
block 256

global float src[65536 * 256 * stride]
global float dst[65536 * 256 * stride]

let i = (blockIdx.x * blockDim.x + threadIdx.x) * stride
read src[i]
write dst[i]
