# kernel transpose_naive of patterns/library.cu, lifted from its PTX by accessan --emit-pattern, for the launch of patterns/transpose_naive_cu.pat at the values below
# params: N = 4096
grid 128, 128, 1
block 32, 8, 1

global float idata[16777216]
global float odata[16777216]

read idata[threadIdx.x + 4096 * threadIdx.y + 32 * blockIdx.x + 131072 * blockIdx.y] as idata_load_1
write odata[4096 * threadIdx.x + threadIdx.y + 131072 * blockIdx.x + 32 * blockIdx.y] as odata_store_1
read idata[threadIdx.x + 4096 * threadIdx.y + 32 * blockIdx.x + 131072 * blockIdx.y + 32768] as idata_load_1__2
write odata[4096 * threadIdx.x + threadIdx.y + 131072 * blockIdx.x + 32 * blockIdx.y + 8] as odata_store_1__2
read idata[threadIdx.x + 4096 * threadIdx.y + 32 * blockIdx.x + 131072 * blockIdx.y + 65536] as idata_load_1__3
write odata[4096 * threadIdx.x + threadIdx.y + 131072 * blockIdx.x + 32 * blockIdx.y + 16] as odata_store_1__3
read idata[threadIdx.x + 4096 * threadIdx.y + 32 * blockIdx.x + 131072 * blockIdx.y + 98304] as idata_load_1__4
write odata[4096 * threadIdx.x + threadIdx.y + 131072 * blockIdx.x + 32 * blockIdx.y + 24] as odata_store_1__4
