# kernel transpose_shared of patterns/library.cu, lifted from its PTX by accessan --emit-pattern, for the launch of patterns/transpose_shared_cu.pat at the values below
# params: N = 4096
grid 128, 128, 1
block 32, 8, 1

global float idata[16777216]
global float odata[16777216]
shared float tile[1024]

read idata[threadIdx.x + 4096 * threadIdx.y + 32 * blockIdx.x + 131072 * blockIdx.y] as idata_load_1
write tile[threadIdx.x + 32 * threadIdx.y] as tile_store_1
read idata[threadIdx.x + 4096 * threadIdx.y + 32 * blockIdx.x + 131072 * blockIdx.y + 32768] as idata_load_1__2
write tile[threadIdx.x + 32 * threadIdx.y + 256] as tile_store_1__2
read idata[threadIdx.x + 4096 * threadIdx.y + 32 * blockIdx.x + 131072 * blockIdx.y + 65536] as idata_load_1__3
write tile[threadIdx.x + 32 * threadIdx.y + 512] as tile_store_1__3
read idata[threadIdx.x + 4096 * threadIdx.y + 32 * blockIdx.x + 131072 * blockIdx.y + 98304] as idata_load_1__4
write tile[threadIdx.x + 32 * threadIdx.y + 768] as tile_store_1__4
sync
read tile[32 * threadIdx.x + threadIdx.y] as tile_load_1
write odata[threadIdx.x + 4096 * threadIdx.y + 131072 * blockIdx.x + 32 * blockIdx.y] as odata_store_1
read tile[32 * threadIdx.x + threadIdx.y + 8] as tile_load_1__2
write odata[threadIdx.x + 4096 * threadIdx.y + 131072 * blockIdx.x + 32 * blockIdx.y + 32768] as odata_store_1__2
read tile[32 * threadIdx.x + threadIdx.y + 16] as tile_load_1__3
write odata[threadIdx.x + 4096 * threadIdx.y + 131072 * blockIdx.x + 32 * blockIdx.y + 65536] as odata_store_1__3
read tile[32 * threadIdx.x + threadIdx.y + 24] as tile_load_1__4
write odata[threadIdx.x + 4096 * threadIdx.y + 131072 * blockIdx.x + 32 * blockIdx.y + 98304] as odata_store_1__4
